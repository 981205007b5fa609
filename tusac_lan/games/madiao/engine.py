"""Ma Diao's moves checked and applied. Nothing raises on a peer's input: a move the rules refuse comes
back as a ``Refusal`` whose reason is file bytes (never reword one)."""

from __future__ import annotations

from typing import Any

from ..api import EVERYONE, UNKNOWN, Card, Refusal, Reveal, Seat, Slot, Waiting
from .cards import NUM_CARDS, suit_of
from .scoring import mianmen_hands, yishang_hands
from .state import HAND, JIADA_SLOT, SEATS, Kind, MadiaoState, Move, Phase, Play, trick_winner


def waiting(state: MadiaoState) -> Waiting:
    if state.phase == Phase.DECLARE:
        return Waiting(seats=tuple(seat for seat in range(SEATS) if state.answers[seat] < 0))
    if state.phase == Phase.PLAY:
        return Waiting(seats=(state.to_play,))
    if state.phase == Phase.JIADA:
        return Waiting(reveals=(Reveal((JIADA_SLOT,), EVERYONE),))
    return Waiting(ended=True)


def _held_cards(state: MadiaoState, seat: Seat) -> tuple[Card, ...]:
    return tuple(state.cards[slot] for slot in state.hands[seat])


def _beats(state: MadiaoState, card: Card) -> bool:
    """Whether ``card`` may be played face up to the current trick."""
    ups = [state.cards[play.slot] for play in state.trick if play.face_up]
    return not ups or (suit_of(card) == suit_of(ups[0]) and card > max(ups))


def _follows(state: MadiaoState, seat: Seat, card: Card) -> bool:
    """The must-follow house rule for a face-down card: the led suit if the seat holds one."""
    if not state.rules.must_follow or not state.trick:
        return True
    led = suit_of(state.cards[state.trick[0].slot])
    if suit_of(card) == led:
        return True
    return not any(c != UNKNOWN and suit_of(c) == led for c in _held_cards(state, seat))


def legal(state: MadiaoState, seat: Seat) -> tuple[Move, ...]:
    if seat not in waiting(state).seats:
        return ()
    if state.phase == Phase.DECLARE:
        hand = _held_cards(state, seat)
        if UNKNOWN in hand:
            return ()
        moves = [Move(Kind.PASS)]
        slots = state.dealt[seat]
        if yishang_hands(hand):
            moves.append(Move(Kind.YISHANG, slots, hand))
        if mianmen_hands(hand, state.rules.weak_mianmen):
            moves.append(Move(Kind.MIANMEN, slots, hand))
        return tuple(moves)
    moves = []
    for slot in state.hands[seat]:
        card = state.cards[slot]
        if card == UNKNOWN:
            return ()
        if _beats(state, card):
            moves.append(Move(Kind.UP, (slot,), (card,)))
        if state.trick and _follows(state, seat, card):
            moves.append(Move(Kind.DOWN, (slot,)))
    return tuple(sorted(moves))


def _well_formed(move: Any) -> bool:
    if not isinstance(move, Move) or not isinstance(move.slots, tuple) or not isinstance(move.cards, tuple):
        return False
    if not isinstance(move.kind, int) or isinstance(move.kind, bool) or move.kind not in tuple(Kind):
        return False
    values = move.slots + move.cards
    return all(isinstance(v, int) and not isinstance(v, bool) for v in values)


def _learn(state: MadiaoState, slots: tuple[Slot, ...], cards: tuple[Card, ...]) -> tuple[Card, ...] | Refusal:
    known = list(state.cards)
    for slot, card in zip(slots, cards):
        if not 0 <= card < NUM_CARDS:
            return Refusal("no such card")
        if known[slot] == UNKNOWN:
            if card in known:
                return Refusal("that card is in another slot")
            known[slot] = card
        elif known[slot] != card:
            return Refusal("the slot does not hold that card")
    return tuple(known)


def _opened(state: MadiaoState, slots: tuple[Slot, ...]) -> tuple[bool, ...]:
    public = list(state.public)
    for slot in slots:
        public[slot] = True
    return tuple(public)


def _declare(state: MadiaoState, seat: Seat, move: Move) -> MadiaoState | Refusal:
    if move.kind == Kind.PASS:
        if move.slots or move.cards:
            return Refusal("a pass shows no card")
    elif move.kind in (Kind.YISHANG, Kind.MIANMEN):
        if move.slots != state.dealt[seat] or len(move.cards) != HAND:
            return Refusal("a declaration shows the whole hand")
        cards = _learn(state, move.slots, move.cards)
        if isinstance(cards, Refusal):
            return cards
        if move.kind == Kind.YISHANG and not yishang_hands(move.cards):
            return Refusal("the hand shown holds no 異賞")
        if move.kind == Kind.MIANMEN and not mianmen_hands(move.cards, state.rules.weak_mianmen):
            return Refusal("the hand shown holds no 免門")
        state = state._replace(cards=cards, public=_opened(state, move.slots))
    else:
        return Refusal("the declarations come before play")
    answers = state.answers[:seat] + (int(move.kind),) + state.answers[seat + 1 :]
    state = state._replace(answers=answers, turn=state.turn + 1)
    if min(answers) < 0:
        return state
    declared = any(answer in (Kind.YISHANG, Kind.MIANMEN) for answer in answers)
    return state._replace(phase=Phase.ENDED if declared else Phase.PLAY)


def _play(state: MadiaoState, seat: Seat, move: Move) -> MadiaoState | Refusal:
    if move.kind not in (Kind.UP, Kind.DOWN):
        return Refusal("a player on turn plays a card")
    if len(move.slots) != 1:
        return Refusal("a play is one card")
    slot = move.slots[0]
    if slot not in state.hands[seat]:
        return Refusal("the card played is not in this seat's hand")
    cards, public = state.cards, state.public
    if move.kind == Kind.UP:
        if len(move.cards) != 1:
            return Refusal("a card played face up is named")
        learnt = _learn(state, move.slots, move.cards)
        if isinstance(learnt, Refusal):
            return learnt
        if not _beats(state, move.cards[0]):
            return Refusal("a card played face up must be of the led suit and beat every card so far")
        cards, public = learnt, _opened(state, move.slots)
    else:
        if move.cards:
            return Refusal("a card played face down is not named")
        if not state.trick:
            return Refusal("a trick is led face up")
        card = state.cards[slot]
        if card != UNKNOWN and not _follows(state, seat, card):
            return Refusal("a player holding the led suit must follow it")
    hands = state.hands[:seat] + (tuple(s for s in state.hands[seat] if s != slot),) + state.hands[seat + 1 :]
    trick = state.trick + (Play(seat, slot, move.kind == Kind.UP),)
    state = state._replace(cards=cards, public=public, hands=hands, trick=trick, turn=state.turn + 1)
    if len(trick) < SEATS:
        return state
    tricks = state.tricks + (trick,)
    phase = Phase.JIADA if len(tricks) == HAND else Phase.PLAY
    return state._replace(tricks=tricks, trick=(), leader=trick_winner(trick), phase=phase)


def apply(state: MadiaoState, seat: Seat, move: Any) -> MadiaoState | Refusal:
    if not _well_formed(move):
        return Refusal("not a move of this game")
    if seat not in waiting(state).seats:
        return Refusal("no move is owed by this seat")
    if any(not 0 <= slot < NUM_CARDS for slot in move.slots):
        return Refusal("no such slot")
    if state.phase == Phase.DECLARE:
        return _declare(state, seat, move)
    return _play(state, seat, move)


def apply_reveal(state: MadiaoState, reveal: Reveal, cards: tuple[Card, ...]) -> MadiaoState | Refusal:
    if not isinstance(reveal, Reveal) or len(cards) != len(reveal.slots):
        return Refusal("a reveal opens one card for each of its slots")
    if any(not isinstance(c, int) or isinstance(c, bool) for c in cards):
        return Refusal("no such card")
    if 0 <= reveal.to < SEATS and reveal.slots and set(reveal.slots) <= set(state.dealt[reveal.to]):
        known = tuple((s, c) for s, c in zip(reveal.slots, cards) if c != UNKNOWN)
        if state.phase != Phase.DECLARE or state.turn:
            return Refusal("a hand is opened to its owner only at the deal")
        learnt = _learn(state, tuple(s for s, _ in known), tuple(c for _, c in known))
        return learnt if isinstance(learnt, Refusal) else state._replace(cards=learnt)
    if reveal not in waiting(state).reveals:
        return Refusal("a reveal nobody owes")
    learnt = _learn(state, reveal.slots, cards)
    if isinstance(learnt, Refusal):
        return learnt
    return state._replace(cards=learnt, public=_opened(state, reveal.slots), phase=Phase.ENDED, turn=state.turn + 1)


def view(state: MadiaoState, seat: Seat) -> MadiaoState:
    own = set(state.dealt[seat]) if 0 <= seat < SEATS else set()
    cards = tuple(c if state.public[s] or s in own else UNKNOWN for s, c in enumerate(state.cards))
    return state._replace(cards=cards)


def public_cards(state: MadiaoState) -> list[Card]:
    return [c if state.public[s] else UNKNOWN for s, c in enumerate(state.cards)]
