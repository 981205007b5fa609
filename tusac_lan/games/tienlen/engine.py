"""Tiến lên's hand as an immutable state and its transitions: pure and deterministic.

A hand runs in up to three phases. DECLARE (only with instant wins on): every seat at once either shows
its whole hand as an instant win or declines. FIND (a session's first hand, whose starter is
``OPENING``): nobody knows who holds the lowest dealt card, so the game asks for it card by card from
3♠ up; for each card every seat at once either leads a combination holding it or says it does not hold
it. A false "not held" is seen only by the liar's own peer and by the audit. PLAY: the trick game.
"""

from __future__ import annotations

from enum import IntEnum
from functools import partial
from itertools import pairwise
from typing import NamedTuple

from ..api import OPENING, UNKNOWN, UNUSED, Refusal
from .cards import DECK, RED_SUITS, TWO
from .combos import Combo, Kind, answers, beats, classify, is_twos, leads, top_rank, unbeatable
from .rules import SCORING_BY_ORDER, SCORING_BY_PAIRS, TienLenRules, hand_size


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
    about_twos: bool
    """2s were played in this trick (only then may a seat that passed chop, with ``chop_after_pass``)."""
    played: tuple[bool, ...]
    """Per seat, whether it has played a card this hand (cóng)."""
    out: tuple[int, ...]
    """The seats that went out, in order (an instant winner alone); not those that went out on a 2."""
    cong: tuple[int, ...]
    """The seats that had not played a card when the first player went out: placed last, out of play."""
    on_two: tuple[int, ...]
    """With ``finish_on_two``: the seats that went out with a play holding a 2, placed last."""
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
        about_twos=False,
        played=(False,) * seats,
        out=(),
        cong=(),
        on_two=(),
        instant=Instant.NONE,
        turn=0,
    )


def step_of(state: TienLenState) -> int:
    """+1 is counter-clockwise round the table (the project's seat numbers), -1 clockwise."""
    return 1 if state.rules.counter_clockwise else -1


def active(state: TienLenState, seat: int) -> bool:
    """The seat still plays: it holds cards and is not cóng."""
    return bool(state.hands[seat]) and seat not in state.cong


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


def classify_in(rules: TienLenRules, cards: tuple[int, ...]) -> Combo | None:
    return classify(cards, bool(rules.two_in_sequence), bool(rules.suited_sequences))


def beats_in(rules: TienLenRules, new: Combo, old: Combo) -> bool:
    return beats(new, old, bool(rules.chops), bool(rules.follow_suit))


def could_chop(state: TienLenState, seat: int) -> bool:
    """Whether the seat may hold a bomb that beats the trick, as far as every seat can tell: from its
    number of cards and the cards already shown (what it really holds only it knows)."""
    trick = state.trick
    size = len(state.hands[seat])
    if trick is None or size < 4:
        return False
    gone = {state.cards[slot] for slot, shown in enumerate(state.shown) if shown}
    left = [[c for c in range(rank * 4, rank * 4 + 4) if c not in gone] for rank in range(13)]
    bombs = [Combo(Kind.FOUR, 4, cards[-1]) for cards in left if len(cards) == 4]
    high = top_rank(bool(state.rules.two_in_sequence))
    for pairs in range(3, size // 2 + 1):
        for start in range(high - pairs + 2):
            ranks = range(start, start + pairs)
            if all(len(left[rank]) >= 2 for rank in ranks):
                bombs.append(Combo(Kind.DOUBLE_SEQUENCE, 2 * pairs, left[start + pairs - 1][-1]))
    return any(beats_in(state.rules, bomb, trick) for bomb in bombs)


def _asked_again(state: TienLenState, seat: int) -> bool:
    """With ``chop_after_pass``: a seat that passed is asked again while the trick is 2s or chops of
    2s, if it may hold a chop."""
    return bool(state.rules.chop_after_pass) and state.about_twos and could_chop(state, seat)


def legal(state: TienLenState, seat: int) -> tuple[TienLenMove, ...]:
    if state.phase == Phase.PLAY:
        if seat != state.current:
            return ()
    elif seat not in owes(state):
        return ()
    held = hand_cards(state, seat)
    if held is None:
        return ()
    rules = state.rules
    two_in_sequence = bool(rules.two_in_sequence)
    suited = bool(rules.suited_sequences)
    if state.phase == Phase.DECLARE:
        if instant_of(held, two_in_sequence):
            where = _where(state, seat)
            return (TienLenMove(MoveKind.DECLARE, tuple(where[c] for c in held), held), NO_DECLARE)
        return (NO_DECLARE,)
    moves: list[TienLenMove] = []
    if state.phase == Phase.FIND:
        if state.asked not in held:
            return (NOT_HELD,)
        plays = [c for c in leads(held, two_in_sequence, suited) if state.asked in c]
    elif state.trick is None:
        plays = leads(held, two_in_sequence, suited)
    else:
        plays = answers(held, state.trick, two_in_sequence, bool(rules.chops), bool(rules.follow_suit), suited)
        if state.passed[seat]:
            plays = [c for c in plays if len(c) >= 4 and _is_bomb(classify(c, two_in_sequence))]
        moves.append(PASS)
        if not plays:
            return (PASS,)
    slot_of = [0] * DECK
    cards_now = state.cards
    for slot in state.hands[seat]:
        slot_of[cards_now[slot]] = slot
    slot_at = slot_of.__getitem__
    play = int(MoveKind.PLAY)
    new = tuple.__new__  # a move without the named tuple's own constructor: legal's hottest line
    moves.extend(
        new(TienLenMove, (play, (slot_of[cards[0]],) if len(cards) == 1 else tuple(map(slot_at, cards)), cards))
        for cards in plays
    )
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
    rules = state.rules
    hands = list(state.hands)
    slots = move.slots
    hands[seat] = tuple(s for s in hands[seat] if s not in slots)
    played = state.played
    if not played[seat]:
        played = played[:seat] + (True,) + played[seat + 1 :]
    out, on_two, cong = state.out, state.on_two, state.cong
    if not hands[seat]:
        if rules.finish_on_two and any(card >> 2 == TWO for card in move.cards):
            on_two += (seat,)
        else:
            out += (seat,)
            if len(out) == 1 and rules.cong:
                cong = tuple(s for s in _round_from(state, seat) if hands[s] and not played[s])
    # Built field by field: ``_replace`` is the slowest way to a new state on this hot path.
    return _new(
        (
            rules,
            state.seats,
            state.starter,
            opened[0],
            state.owners,
            opened[1],
            tuple(hands),
            state.phase,
            state.asked,
            state.answers,
            state.current,
            combo,
            seat,
            state.passed,
            state.about_twos or is_twos(combo),
            played,
            out,
            cong,
            on_two,
            state.instant,
            state.turn + 1,
        )
    )


_new = partial(tuple.__new__, TienLenState)
"""A state from all its fields in order, without the named tuple's keyword handling."""
CARDS = TienLenState._fields.index("cards")
CURRENT = TienLenState._fields.index("current")
PASSED = TienLenState._fields.index("passed")
TURN = TienLenState._fields.index("turn")


def with_cards(state: TienLenState, cards: tuple[int, ...]) -> TienLenState:
    return _new((*state[:CARDS], cards, *state[CARDS + 1 :]))


def _round_from(state: TienLenState, seat: int) -> list[int]:
    """Every seat in the direction of play, from ``seat``."""
    step = step_of(state)
    return [(seat + step * i) % state.seats for i in range(state.seats)]


def _clear(state: TienLenState) -> TienLenState:
    """The trick is cleared: its last player leads, or the next player on from it who still plays."""
    leader = next(seat for seat in _round_from(state, state.trick_seat) if active(state, seat))
    return _new((*state[:CURRENT], leader, None, -1, (False,) * state.seats, False, *state[PASSED + 2 :]))


def _onward(state: TienLenState) -> TienLenState:
    """After a play or a pass by ``current``: the hand ends, the trick clears, or the next seat plays."""
    hands, cong, seats = state.hands, state.cong, state.seats
    if sum(1 for seat in range(seats) if hands[seat] and seat not in cong) <= 1:
        return state._replace(phase=Phase.ENDED, trick=None, current=-1)
    rules = state.rules
    trick = state.trick
    if trick is not None and unbeatable(trick, bool(rules.two_in_sequence), bool(rules.chops), bool(rules.follow_suit)):
        return _clear(state)
    step, current, trick_seat, passed = step_of(state), state.current, state.trick_seat, state.passed
    for turn in range(1, seats):
        seat = (current + step * turn) % seats
        if seat == trick_seat:
            break
        if hands[seat] and seat not in cong and (not passed[seat] or _asked_again(state, seat)):
            return _new((*state[:CURRENT], seat, *state[CURRENT + 1 :]))
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
            combo = classify_in(state.rules, move.cards)
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
        return _onward(_new((*state[:PASSED], passed, *state[PASSED + 1 : TURN], state.turn + 1)))
    if kind != MoveKind.PLAY:
        return Refusal("a seat on turn plays or passes")
    combo = classify_in(state.rules, move.cards)
    if combo is None:
        return Refusal("the cards make no combination")
    if state.trick is not None:
        if not beats_in(state.rules, combo, state.trick):
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
    """Finishing order: the players out, the one left with cards, those who went out on a 2, the cóng
    (an instant winner first, the rest in seat order)."""
    instant: int
    payments: tuple[int, ...]
    thoi: tuple[tuple[int, int, int], ...]
    """(seat, black 2s, red 2s) of each seat that paid thối heo."""
    cong: tuple[int, ...]
    """Seats that had not played a card when the first player went out, when that costs."""
    void: bool
    """Nobody led the first trick (only a lying seat can cause it)."""
    left: int
    """The seat left with cards when the hand ended, or -1."""


def _owed(rules: TienLenRules, order: tuple[int, ...], losers: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """(payer, payee, stakes) before cóng doubles them: the last pays each (the seed's ``losers``), each
    pays each above it, or by pairs from the outside in."""
    n = len(order)
    if rules.scoring == SCORING_BY_ORDER:
        return [(order[j], order[i], 1) for i in range(n) for j in range(i + 1, n)]
    if rules.scoring == SCORING_BY_PAIRS:
        return [(order[n - 1 - k], order[k], n // 2 - k) for k in range(n // 2)]
    return [(loser, seat, 1) for loser in losers for seat in order if seat not in losers]


def result(state: TienLenState) -> Result | None:
    if state.phase != Phase.ENDED:
        return None
    rules, n = state.rules, state.seats
    pay = [0] * n
    if not state.out and not state.on_two:
        return Result(tuple(range(n)), Instant.NONE, tuple(pay), (), (), True, -1)
    if state.instant:
        first = state.out[0]
        for seat in range(n):
            if seat != first:
                pay[seat] -= rules.instant_win * rules.stake
                pay[first] += rules.instant_win * rules.stake
        rest = tuple(s for s in range(n) if s != first)
        return Result((first, *rest), state.instant, tuple(pay), (), (), False, -1)
    placed = (*state.out, *state.on_two, *state.cong)
    left = tuple(seat for seat in range(n) if seat not in placed)
    order = (*state.out, *left, *state.on_two, *state.cong)
    first = order[0]
    losers = state.cong + state.on_two or order[-1:]
    for payer, payee, stakes in _owed(rules, order, losers):
        if payer in state.cong:
            if payee in state.cong:
                continue  # the cóng share the last place
            stakes *= rules.cong
        pay[payer] -= stakes * rules.stake
        pay[payee] += stakes * rules.stake
    thoi = []
    if rules.thoi_black or rules.thoi_red:
        for seat in (*left, *state.cong):
            twos = [c for c in left_in_hand(state, seat) if c >> 2 == TWO]
            red = sum(1 for c in twos if c & 3 in RED_SUITS)
            fine = (len(twos) - red) * rules.thoi_black + red * rules.thoi_red
            if fine and seat != first:
                thoi.append((seat, len(twos) - red, red))
                pay[seat] -= fine
                pay[first] += fine
    return Result(order, Instant.NONE, tuple(pay), tuple(thoi), state.cong, False, left[0] if left else -1)
