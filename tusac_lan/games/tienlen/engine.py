"""Tiến lên's hand as an immutable state and its transitions: pure and deterministic.

A hand runs in up to three phases. DECLARE (only with instant wins on): every seat at once either shows
its whole hand as an instant win or declines. FIND (a session's first hand, whose starter is
``OPENING``): nobody knows who holds the lowest dealt card, so the game asks for it card by card from
3♠ up; for each card every seat at once either leads a combination holding it or says it does not hold
it. A false "not held" is seen only by the liar's own peer and by the audit. PLAY: the trick game.
"""

from __future__ import annotations

from enum import IntEnum
from itertools import pairwise
from typing import NamedTuple

from ..api import OPENING, UNKNOWN, UNUSED, Refusal
from .cards import DECK, RED_SUITS, TWO
from .combos import Combo, Kind, answers, beats, classify, leads, unbeatable
from .rules import SCORING_BY_ORDER, TienLenRules, hand_size


class Phase(IntEnum):
    DECLARE = 0
    FIND = 1
    PLAY = 2
    ENDED = 3


class MoveKind(IntEnum):
    PASS = 0
    PLAY = 1
    NOT_HELD = 2
    DECLARE = 3
    NO_DECLARE = 4


class Instant(IntEnum):
    NONE = 0
    SIX_PAIRS = 1
    FIVE_PAIRS_IN_SEQUENCE = 2
    FOUR_TWOS = 3
    DRAGON = 4


class TienLenMove(NamedTuple):
    kind: int
    slots: tuple[int, ...] = ()
    """The mover's slots, in the order of ``cards``."""
    cards: tuple[int, ...] = ()
    """Ascending."""


PASS = TienLenMove(MoveKind.PASS)
NOT_HELD = TienLenMove(MoveKind.NOT_HELD)
NO_DECLARE = TienLenMove(MoveKind.NO_DECLARE)


class TienLenState(NamedTuple):
    rules: TienLenRules
    seats: int
    starter: int
    cards: tuple[int, ...]
    """Per slot, the card this state knows, else ``UNKNOWN``."""
    owners: tuple[int, ...]
    """Per slot, the seat dealt it or ``UNUSED``."""
    shown: tuple[bool, ...]
    """Per slot, opened to every seat by a play or a declaration."""
    hands: tuple[tuple[int, ...], ...]
    """Per seat, the slots it still holds, ascending."""
    phase: int
    asked: int
    """FIND: the card asked for."""
    answers: tuple[int, ...]
    """In a window, per seat: the kind of its answer, or -1."""
    current: int
    trick: Combo | None
    trick_seat: int
    passed: tuple[bool, ...]
    played: tuple[bool, ...]
    """Per seat, whether it has played a card this hand (cóng)."""
    out: tuple[int, ...]
    """The seats that went out, in order (an instant winner alone)."""
    instant: int
    turn: int


def owners_of(rules: TienLenRules, seats: int) -> tuple[int, ...]:
    size = hand_size(rules, seats)
    return tuple(slot // size if slot < size * seats else UNUSED for slot in range(DECK))


def new_hand(rules: TienLenRules, seats: int, starter: int) -> TienLenState:
    owners = owners_of(rules, seats)
    if rules.instant_win:
        phase = Phase.DECLARE
    else:
        phase = Phase.FIND if starter == OPENING else Phase.PLAY
    return TienLenState(
        rules=rules,
        seats=seats,
        starter=starter,
        cards=(UNKNOWN,) * DECK,
        owners=owners,
        shown=(False,) * DECK,
        hands=tuple(tuple(s for s, o in enumerate(owners) if o == seat) for seat in range(seats)),
        phase=phase,
        asked=0,
        answers=(-1,) * seats,
        current=max(starter, 0),
        trick=None,
        trick_seat=-1,
        passed=(False,) * seats,
        played=(False,) * seats,
        out=(),
        instant=Instant.NONE,
        turn=0,
    )


def step_of(state: TienLenState) -> int:
    """+1 is counter-clockwise round the table (the project's seat numbers), -1 clockwise."""
    return 1 if state.rules.counter_clockwise else -1


def window(state: TienLenState) -> tuple[int, ...]:
    return tuple(seat for seat in range(state.seats) if state.answers[seat] < 0)


def owes(state: TienLenState) -> tuple[int, ...]:
    if state.phase in (Phase.DECLARE, Phase.FIND):
        return window(state)
    if state.phase == Phase.PLAY:
        return (state.current,)
    return ()


def hand_cards(state: TienLenState, seat: int) -> tuple[int, ...] | None:
    """The seat's cards ascending, if this state knows them all."""
    cards = state.cards
    held = [cards[slot] for slot in state.hands[seat]]
    if UNKNOWN in held:
        return None
    held.sort()
    return tuple(held)


def instant_of(cards: tuple[int, ...], two_in_sequence: bool) -> Instant:
    counts = [0] * 13
    for card in cards:
        counts[card >> 2] += 1
    if all(counts[r] for r in range(12)):
        return Instant.DRAGON
    if counts[TWO] == 4:
        return Instant.FOUR_TWOS
    top = TWO if two_in_sequence else TWO - 1
    run = 0
    for rank in range(top + 1):
        run = run + 1 if counts[rank] >= 2 else 0
        if run >= 5:
            return Instant.FIVE_PAIRS_IN_SEQUENCE
    if sum(c // 2 for c in counts) >= 6:
        return Instant.SIX_PAIRS
    return Instant.NONE


def _where(state: TienLenState, seat: int) -> dict[int, int]:
    """The seat's cards and the slots holding them."""
    return {state.cards[slot]: slot for slot in state.hands[seat]}


def _is_bomb(combo: Combo | None) -> bool:
    return combo is not None and combo.kind in (Kind.FOUR, Kind.DOUBLE_SEQUENCE)


def _choppable(trick: Combo | None) -> bool:
    """A trick a bomb may still beat: 2s, or a four or double sequence a higher one beats."""
    if trick is None:
        return False
    if trick.kind in (Kind.FOUR, Kind.DOUBLE_SEQUENCE):
        return True
    return trick.top >> 2 == TWO and trick.kind in (Kind.SINGLE, Kind.PAIR, Kind.TRIPLE)


def legal(state: TienLenState, seat: int) -> tuple[TienLenMove, ...]:
    if seat not in owes(state):
        return ()
    held = hand_cards(state, seat)
    if held is None:
        return ()
    two_in_sequence = bool(state.rules.two_in_sequence)
    if state.phase == Phase.DECLARE:
        if instant_of(held, two_in_sequence):
            where = _where(state, seat)
            return (TienLenMove(MoveKind.DECLARE, tuple(where[c] for c in held), held), NO_DECLARE)
        return (NO_DECLARE,)
    moves: list[TienLenMove] = []
    if state.phase == Phase.FIND:
        if state.asked not in held:
            return (NOT_HELD,)
        plays = [c for c in leads(held, two_in_sequence) if state.asked in c]
    elif state.trick is None:
        plays = leads(held, two_in_sequence)
    else:
        plays = answers(held, state.trick, two_in_sequence)
        if state.passed[seat]:
            plays = [c for c in plays if len(c) >= 4 and _is_bomb(classify(c, two_in_sequence))]
        moves.append(PASS)
        if not plays:
            return (PASS,)
    where = _where(state, seat)
    play = int(MoveKind.PLAY)
    moves.extend(TienLenMove(play, tuple([where[c] for c in cards]), cards) for cards in plays)
    moves.sort()
    return tuple(moves)


Opened = tuple[tuple[int, ...], tuple[bool, ...]]


def _open(state: TienLenState, seat: int, move: TienLenMove) -> Opened | Refusal:
    """The cards and shown slots with the move's cards known and shown, after checking they can be the
    seat's."""
    slots, cards = move.slots, move.cards
    if len(slots) != len(cards) or not cards:
        return Refusal("a play names one card for each of its slots")
    chosen = set(slots)
    if len(chosen) != len(slots) or not chosen.issubset(state.hands[seat]):
        return Refusal("a card played is not in this seat's hand")
    if any(not 0 <= c < DECK for c in cards) or any(b <= a for a, b in pairwise(cards)):
        return Refusal("a play's cards are distinct cards in ascending order")
    shown = list(state.shown)
    for slot in slots:
        shown[slot] = True
    if all(state.cards[slot] == card for slot, card in zip(slots, cards)):
        return state.cards, tuple(shown)
    known = list(state.cards)
    for slot, card in zip(slots, cards):
        if known[slot] != card:
            if known[slot] != UNKNOWN:
                return Refusal("the slot does not hold that card")
            if card in known:
                return Refusal("that card is in another slot")
            known[slot] = card
    return tuple(known), tuple(shown)


def _lay(state: TienLenState, seat: int, move: TienLenMove, combo: Combo, opened: Opened) -> TienLenState:
    hands = list(state.hands)
    hands[seat] = tuple(s for s in hands[seat] if s not in move.slots)
    played = state.played[:seat] + (True,) + state.played[seat + 1 :]
    out = state.out + (seat,) if not hands[seat] else state.out
    return state._replace(
        cards=opened[0],
        shown=opened[1],
        hands=tuple(hands),
        played=played,
        out=out,
        trick=combo,
        trick_seat=seat,
        turn=state.turn + 1,
    )


def _clear(state: TienLenState) -> TienLenState:
    """The trick is cleared: its last player leads, or the next player on from it who still holds cards."""
    leader, step = state.trick_seat, step_of(state)
    while not state.hands[leader]:
        leader = (leader + step) % state.seats
    return state._replace(trick=None, trick_seat=-1, passed=(False,) * state.seats, current=leader)


def _onward(state: TienLenState) -> TienLenState:
    """After a play or a pass by ``current``: the hand ends, the trick clears, or the next seat plays."""
    if sum(map(bool, state.hands)) <= 1:
        return state._replace(phase=Phase.ENDED, trick=None, current=-1)
    if state.trick is not None and unbeatable(state.trick, bool(state.rules.two_in_sequence)):
        return _clear(state)
    step, seat = step_of(state), state.current
    chops = bool(state.rules.chop_after_pass) and _choppable(state.trick)
    for _ in range(state.seats):
        seat = (seat + step) % state.seats
        if seat == state.trick_seat:
            break
        if state.hands[seat] and (chops or not state.passed[seat]):
            return state._replace(current=seat)
    return _clear(state)


def _answered(state: TienLenState, seat: int, kind: int) -> TienLenState:
    return state._replace(answers=state.answers[:seat] + (kind,) + state.answers[seat + 1 :])


def _close_declarations(state: TienLenState) -> TienLenState:
    declared = [seat for seat in range(state.seats) if state.answers[seat] == MoveKind.DECLARE]
    state = state._replace(answers=(-1,) * state.seats)
    if not declared:
        if state.starter == OPENING:
            return state._replace(phase=Phase.FIND)
        return state._replace(phase=Phase.PLAY, current=state.starter)
    first = max(state.starter, 0)
    two_in_sequence = bool(state.rules.two_in_sequence)

    best = max(
        declared,
        key=lambda seat: (
            instant_of(tuple(sorted(state.cards[s] for s in state.hands[seat])), two_in_sequence),
            -((seat - first) * step_of(state) % state.seats),
        ),
    )
    kind = instant_of(tuple(sorted(state.cards[s] for s in state.hands[best])), two_in_sequence)
    return state._replace(phase=Phase.ENDED, out=(best,), instant=kind, current=-1)


def _close_find(state: TienLenState) -> TienLenState:
    state = state._replace(answers=(-1,) * state.seats)
    if state.trick is None:
        if state.asked == DECK - 1:
            return state._replace(phase=Phase.ENDED, current=-1)  # nobody led: only liars get here
        return state._replace(asked=state.asked + 1)
    return _onward(state._replace(phase=Phase.PLAY, current=state.trick_seat))


def apply(state: TienLenState, seat: int, move: TienLenMove) -> TienLenState | Refusal:
    """The state after ``seat``'s move, or why it is refused (checked against every card it knows)."""
    if not isinstance(move, TienLenMove):
        return Refusal("not a move of this game")
    if seat != state.current if state.phase == Phase.PLAY else seat not in owes(state):
        return Refusal("no move is owed by this seat")
    kind = move.kind
    plain = not move.slots and not move.cards
    two_in_sequence = bool(state.rules.two_in_sequence)
    if state.phase == Phase.DECLARE:
        if kind == MoveKind.NO_DECLARE and plain:
            after = _answered(state, seat, kind)
        elif kind == MoveKind.DECLARE:
            if sorted(move.slots) != list(state.hands[seat]):
                return Refusal("an instant win shows the whole hand")
            opened = _open(state, seat, move)
            if isinstance(opened, Refusal):
                return opened
            if not instant_of(move.cards, two_in_sequence):
                return Refusal("the hand shown is no instant win")
            after = _answered(state._replace(cards=opened[0], shown=opened[1]), seat, kind)
        else:
            return Refusal("before play a seat declares an instant win or declines")
        after = after._replace(turn=state.turn + 1)
        return after if window(after) else _close_declarations(after)
    if state.phase == Phase.FIND:
        if kind == MoveKind.NOT_HELD and plain:
            held = hand_cards(state, seat)
            if held is not None and state.asked in held:
                return Refusal("a seat that holds the card asked for said it does not")
            after = _answered(state, seat, kind)
        elif kind == MoveKind.PLAY:
            if state.asked not in move.cards:
                return Refusal("the first lead holds the lowest card dealt")
            combo = classify(move.cards, two_in_sequence)
            if combo is None:
                return Refusal("the cards make no combination")
            opened = _open(state, seat, move)
            if isinstance(opened, Refusal):
                return opened
            after = _answered(_lay(state, seat, move, combo, opened), seat, kind)
        else:
            return Refusal("a seat asked for the lowest card leads with it or says it does not hold it")
        after = after._replace(turn=state.turn + 1)
        return after if window(after) else _close_find(after)
    if kind == MoveKind.PASS and plain:
        if state.trick is None:
            return Refusal("the leader of a trick cannot pass")
        passed = state.passed[:seat] + (True,) + state.passed[seat + 1 :]
        return _onward(state._replace(passed=passed, turn=state.turn + 1))
    if kind != MoveKind.PLAY:
        return Refusal("a seat on turn plays or passes")
    combo = classify(move.cards, two_in_sequence)
    if combo is None:
        return Refusal("the cards make no combination")
    if state.trick is not None:
        if not beats(combo, state.trick):
            return Refusal("the play does not beat the last one")
        if state.passed[seat] and not _is_bomb(combo):
            return Refusal("a seat that passed may only chop")
    opened = _open(state, seat, move)
    if isinstance(opened, Refusal):
        return opened
    return _onward(_lay(state, seat, move, combo, opened))


def left_in_hand(state: TienLenState, seat: int) -> tuple[int, ...]:
    return tuple(state.cards[slot] for slot in state.hands[seat])


class Result(NamedTuple):
    order: tuple[int, ...]
    """Finishing order, the last player last (an instant winner first, the rest in seat order)."""
    instant: int
    payments: tuple[int, ...]
    thoi: tuple[int, int]
    """Black and red 2s the last player kept, when they cost it."""
    cong: tuple[int, ...]
    """Seats that never played a card, when that costs."""
    void: bool
    """Nobody led the first trick (only a lying seat can cause it)."""


def result(state: TienLenState) -> Result | None:
    if state.phase != Phase.ENDED:
        return None
    rules, n = state.rules, state.seats
    pay = [0] * n
    if not state.out:
        return Result(tuple(range(n)), Instant.NONE, tuple(pay), (0, 0), (), True)
    first = state.out[0]
    if state.instant:
        for seat in range(n):
            if seat != first:
                pay[seat] -= rules.instant_win * rules.stake
                pay[first] += rules.instant_win * rules.stake
        rest = tuple(s for s in range(n) if s != first)
        return Result((first, *rest), state.instant, tuple(pay), (0, 0), (), False)
    last = next(seat for seat in range(n) if seat not in state.out)
    order = (*state.out, last)
    if rules.scoring == SCORING_BY_ORDER:
        for place, seat in enumerate(order):
            pay[seat] += (n - 1 - 2 * place) * rules.stake
    else:
        for seat in range(n):
            if seat != last:
                pay[seat] += rules.stake
                pay[last] -= rules.stake
    twos = [c for c in left_in_hand(state, last) if c >> 2 == TWO]
    red = sum(1 for c in twos if c & 3 in RED_SUITS)
    thoi = (len(twos) - red, red) if rules.thoi_black or rules.thoi_red else (0, 0)
    fine = thoi[0] * rules.thoi_black + thoi[1] * rules.thoi_red
    pay[last] -= fine
    pay[first] += fine
    cong = tuple(seat for seat in range(n) if not state.played[seat]) if rules.cong else ()
    for seat in cong:
        pay[seat] -= rules.cong
        pay[first] += rules.cong
    return Result(order, Instant.NONE, tuple(pay), thoi, cong, False)
