"""Kuaho scenes by card codes: a deck with chosen hands, sowee and stock top, and a hand driven move by
move through the game interface."""

from __future__ import annotations

from collections.abc import Callable

from tusac_lan.games.api import EVERYONE, STOCK, Moved, Opened, Refusal, Reveal, Step
from tusac_lan.games.four_colour.cards import NUM_CARDS, kind_of, parse_hand_kinds, parse_kind
from tusac_lan.games.kuaho import GAME
from tusac_lan.games.kuaho.rules import KuahoRules
from tusac_lan.games.kuaho.state import SOWEE, Flag, Kind, KuahoMove, KuahoState, deal_owners
from tusac_lan.games.playout import deal_hand

SOUTH, EAST, NORTH, WEST = range(4)


def make_deck(dealer: int, hands: dict[int, str], sowee: str, stock: str = "") -> tuple[int, ...]:
    """Each named seat holds the named cards (the rest of its hand filled from what is left), the sowee
    and the stock's top cards are as named; every other slot is filled from the high card ids down."""
    free = list(range(NUM_CARDS))
    slots = [-1] * NUM_CARDS
    owners = deal_owners(dealer)

    def take(kind: int) -> int:
        card = next((c for c in free if kind_of(c) == kind), None)
        if card is None:
            raise ValueError(f"no copy of kind {kind} left")
        free.remove(card)
        return card

    for seat, codes in hands.items():
        seat_slots = [s for s, o in enumerate(owners) if o == seat]
        kinds = parse_hand_kinds(codes)
        if len(kinds) > len(seat_slots):
            raise ValueError(f"seat {seat} holds {len(seat_slots)} cards, {len(kinds)} named")
        for slot, kind in zip(seat_slots, kinds):
            slots[slot] = take(kind)
    slots[SOWEE] = take(parse_kind(sowee))
    top = [s for s, o in enumerate(owners) if o == STOCK]
    for slot, kind in zip(top, parse_hand_kinds(stock)):
        slots[slot] = take(kind)
    free.sort(reverse=True)
    return tuple(slots[s] if slots[s] >= 0 else free.pop(0) for s in range(NUM_CARDS))


class Scene:
    """A hand played by the test, every step recorded (for peers and the audit)."""

    def __init__(self, dealer: int, deck: tuple[int, ...], rules: KuahoRules | None = None) -> None:
        self.rules = rules or GAME.default_rules()
        self.dealer = dealer
        self.deck = deck
        self.state: KuahoState = deal_hand(GAME, self.rules, 4, dealer, deck)
        self.steps: list[Step[KuahoMove]] = []
        self.reveal()

    def reveal(self) -> Reveal:
        """Opens the reveal owed next with the deck's cards."""
        reveal = GAME.waiting(self.state).reveals[0]
        cards = tuple(self.deck[s] for s in reveal.slots)
        after = GAME.apply_reveal(self.state, reveal, cards)
        assert not isinstance(after, Refusal), after
        self.steps.append(Opened(reveal, cards))
        self.state = after
        return reveal

    def move(self, seat: int, choose: Callable[[KuahoMove], bool] | KuahoMove) -> KuahoMove:
        if isinstance(choose, KuahoMove):
            move = choose
        else:
            move = next(m for m in GAME.legal(self.state, seat) if choose(m))
        after = GAME.apply(self.state, seat, move)
        assert not isinstance(after, Refusal), after
        self.steps.append(Moved(seat, move))
        self.state = after
        return move

    def slot_of(self, seat: int, code: str) -> int:
        kind = parse_kind(code)
        return next(s for s in self.state.hands[seat] if kind_of(self.deck[s]) == kind)

    def discard(self, seat: int, code: str, flag: Flag = Flag.NONE) -> KuahoMove:
        slot = self.slot_of(seat, code)
        return self.move(seat, lambda m: m.kind == Kind.DISCARD and m.slots[0] == slot and m.flag == flag)

    def draw(self, seat: int) -> Reveal:
        self.move(seat, KuahoMove(Kind.DRAW))
        return self.reveal()

    def throw_drawn(self, seat: int) -> KuahoMove:
        """Discards the card just drawn, or the first card allowed when it is a general (no puro)."""
        plain = [m for m in GAME.legal(self.state, seat) if m.kind == Kind.DISCARD and m.flag != Flag.PURO]
        drawn = [m for m in plain if m.slots[0] == self.state.acquired]
        return self.move(seat, (drawn or plain)[0])

    def play_out(self) -> None:
        """Draw and throw the drawn card (or the first card allowed) until the hand ends, no puro."""
        while not GAME.waiting(self.state).ended:
            waiting = GAME.waiting(self.state)
            if waiting.reveals:
                self.reveal()
                continue
            seat = waiting.seats[0]
            legal = GAME.legal(self.state, seat)
            draw = next((m for m in legal if m.kind == Kind.DRAW), None)
            if draw is not None:
                self.move(seat, draw)
                continue
            plain = [m for m in legal if m.kind == Kind.DISCARD and m.flag != Flag.PURO]
            drawn = [m for m in plain if m.slots[0] == self.state.acquired]
            self.move(seat, (drawn or plain or list(legal))[0])


def public_draw(reveal: Reveal) -> bool:
    return reveal.to == EVERYONE
