"""Ma Diao deals arranged card by card for the rule tests."""

from __future__ import annotations

from collections.abc import Sequence

from tusac_lan.games.api import Refusal
from tusac_lan.games.madiao import GAME
from tusac_lan.games.madiao.cards import NUM_CARDS, by_name
from tusac_lan.games.madiao.rules import MadiaoRules
from tusac_lan.games.madiao.state import JIADA_SLOT, MIANZHANG_SLOT, SEATS, Kind, MadiaoState, Move, owners
from tusac_lan.games.playout import deal_hand


def cards(*names: str) -> list[int]:
    return [by_name(name) for name in names]


def arrange(hands: dict[int, Sequence[int]], bottom: int, jiada: int, dealer: int = 0) -> tuple[int, ...]:
    """A deck whose bottom card is ``bottom``, whose 仮達 is ``jiada`` and whose seats are dealt ``hands``
    (the seats not named get the cards left, in id order)."""
    slots = owners(dealer, bottom)
    deck = [-1] * NUM_CARDS
    deck[MIANZHANG_SLOT], deck[JIADA_SLOT] = bottom, jiada
    used = {bottom, jiada} | {card for hand in hands.values() for card in hand}
    rest = iter(card for card in range(NUM_CARDS) if card not in used)
    for seat in range(SEATS):
        mine = [slot for slot, owner in enumerate(slots) if owner == seat]
        given = list(hands.get(seat, ()))
        for slot in mine:
            deck[slot] = given.pop(0) if given else next(rest)
    for slot in range(NUM_CARDS):
        if deck[slot] < 0:
            deck[slot] = next(rest)
    assert sorted(deck) == list(range(NUM_CARDS))
    return tuple(deck)


def dealt(deck: tuple[int, ...], dealer: int = 0, rules: MadiaoRules | None = None) -> MadiaoState:
    return deal_hand(GAME, rules or MadiaoRules(), SEATS, dealer, deck)


def step(state: MadiaoState, seat: int, move: Move) -> MadiaoState:
    after = GAME.apply(state, seat, move)
    assert not isinstance(after, Refusal), after
    return after


def all_pass(state: MadiaoState) -> MadiaoState:
    for seat in range(SEATS):
        state = step(state, seat, Move(Kind.PASS))
    return state


def slot_of(state: MadiaoState, card: int) -> int:
    return state.cards.index(card)


def up(state: MadiaoState, card: int) -> Move:
    return Move(Kind.UP, (slot_of(state, card),), (card,))


def down(state: MadiaoState, card: int) -> Move:
    return Move(Kind.DOWN, (slot_of(state, card),))


def finish(state: MadiaoState, deck: tuple[int, ...]) -> MadiaoState:
    """The 仮達 turned for everyone."""
    reveal = GAME.waiting(state).reveals[0]
    after = GAME.apply_reveal(state, reveal, (deck[reveal.slots[0]],))
    assert not isinstance(after, Refusal), after
    return after


def lead_all(state: MadiaoState, leader: int, order: Sequence[int]) -> MadiaoState:
    """``leader`` leads ``order`` face up, one a trick; every other seat plays its first card face down."""
    for card in order:
        state = step(state, leader, up(state, card))
        for other in range(1, SEATS):
            seat = (leader + other) % SEATS
            state = step(state, seat, Move(Kind.DOWN, state.hands[seat][:1]))
    return state
