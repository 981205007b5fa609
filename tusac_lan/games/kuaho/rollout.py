"""A fast imagined Kuaho hand for the playout search (``search.py``): a full state (every card known, as
the search samples it) played to its end on kind counts, every seat playing the quick good bot's way (take a discard
that improves the hand, lay a secret of four identical cards, discard the card whose loss ranks the hand
best, declare puro at once with a live out, win whenever it may), and the payment to one partnership.

It is the engine's rules played on counts without the moves' bookkeeping: the puro seats' claims on a
drawn card shown to all (the drawer first, then counter-clockwise), a win on the left neighbour's discard,
a broken puro's two turns, a dead stock, the go-with bonuses with the end cards, pobis. It leaves out what
is rare and small (a sowee secret, the fourth card's place in a meld). It only ranks the search's
candidate moves, which the engine checks; it never decides a result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import NamedTuple

from ..four_colour.cards import NUM_KINDS, kind_of
from .melds import (
    _BY_FIRST,
    _PARTIAL_BY_FIRST,
    _WITH,
    GROUP_KINDS,
    IMPOSSIBLE,
    MAX_HAND,
    general_in_sequence,
    goes_with,
)
from .rules import KuahoRules
from .scoring import BOTH_BONUS, BOWNIT_ONLY_BONUS, NEITHER_BONUS, OWN_DRAW_BONUS, SOWEE_ONLY_BONUS, base_of
from .state import NOT_PURO, PENALTY_TURNS, SEATS, KuahoState, Phase, partner

Vectors = list[tuple[int, ...]]
"""A hand as its three group vectors (``melds.group_vector``)."""

READY = 1000
GROUPS = len(GROUP_KINDS)
PLACE: tuple[tuple[int, int], ...] = tuple(
    next((g, kinds.index(kind)) for g, kinds in enumerate(GROUP_KINDS) if kind in kinds) for kind in range(NUM_KINDS)
)
"""Per kind its group and its position in the group's vector."""
OWN, DISCARD, TIME = 1, 2, 3
POLICIES = ("quick", "good")
"""How the imagined players play: ``quick`` ranks hands as the quick good bot does (no distance from a
win), ``good`` as the good bot does."""


def _bumped(vector: tuple[int, ...], position: int, by: int) -> tuple[int, ...]:
    return vector[:position] + (vector[position] + by,) + vector[position + 1 :]


# The group analysis of ``melds`` again on packed vectors (a count 0..4 a nibble, with a guard bit): a meld
# is taken out by one subtraction, and a guard bit lost says a count went below zero. A cold memo costs
# about ten times less than on tuples, which keeps a fresh process's first decisions under a second.
GUARD_BIT = 8


def _packed(vector: Sequence[int]) -> int:
    if len(vector) == 12:  # the two sequence groups, unrolled: the playouts pack hands all the time
        a, b, c, d, e, f, g, h, i, j, k, m = vector
        return (
            a
            | b << 4
            | c << 8
            | d << 12
            | e << 16
            | f << 20
            | g << 24
            | h << 28
            | i << 32
            | j << 36
            | k << 40
            | m << 44
        )
    if len(vector) == 4:
        a, b, c, d = vector
        return a | b << 4 | c << 8 | d << 12
    return sum(n << (4 * p) for p, n in enumerate(vector))


_GUARDS = tuple(_packed([GUARD_BIT] * len(kinds)) for kinds in GROUP_KINDS)
_MELDS_FROM = tuple(tuple(tuple(_packed(m) for m in melds) for melds in group) for group in _BY_FIRST)
_PARTS_FROM = tuple(tuple(tuple(_packed(m) for m in parts) for parts in group) for group in _PARTIAL_BY_FIRST)


def _lowest(code: int) -> int:
    """The position of the first nonzero count."""
    return ((code & -code).bit_length() - 1) // 4


# Every memo is keyed by one int (the packed vector and the group in its two low bits): a memo keyed by
# several arguments keeps a list per entry that every full garbage collection walks, which grew to
# pauses of 0.4 s over a long session.


def _key(group: int, vector: Sequence[int]) -> int:
    return _packed(vector) << 2 | group


def _unpacked(group: int, code: int) -> tuple[int, ...]:
    return tuple((code >> (4 * p)) & 15 for p in range(len(GROUP_KINDS[group])))


@cache
def _splits_key(key: int) -> bool:
    group, code = key & 3, key >> 2
    if not code:
        return True
    guards = _GUARDS[group]
    for meld in _MELDS_FROM[group][_lowest(code)]:
        rest = (code | guards) - meld
        if rest & guards == guards and _splits_key((rest ^ guards) << 2 | group):
            return True
    return False


@cache
def _value_key(key: int) -> int:
    group, code = key & 3, key >> 2
    if not code:
        return 0
    first = _lowest(code)
    guards = _GUARDS[group]
    best = _value_key((code - (1 << (4 * first))) << 2 | group)
    for meld in _MELDS_FROM[group][first]:
        rest = (code | guards) - meld
        if rest & guards == guards:
            best = max(best, 2 * _cards(meld) + _value_key((rest ^ guards) << 2 | group))
    for part in _PARTS_FROM[group][first]:
        rest = (code | guards) - part
        if rest & guards == guards:
            best = max(best, 2 + _value_key((rest ^ guards) << 2 | group))
    return best


def _splits_packed(group: int, code: int) -> bool:
    """``melds._splits`` on a packed vector."""
    return _splits_key(code << 2 | group)


def _value_packed(group: int, code: int) -> int:
    """``melds._value`` on a packed vector."""
    return _value_key(code << 2 | group)


@cache
def _cards(code: int) -> int:
    total = 0
    while code:
        total += code & 15
        code >>= 4
    return total


def _splits(group: int, vector: tuple[int, ...]) -> bool:
    return _splits_key(_key(group, vector))


def _group_outs(group: int, code: int) -> tuple[int, ...]:
    """The kinds of the group one more of which lets the group split into melds."""
    return tuple(
        GROUP_KINDS[group][p]
        for p in range(len(GROUP_KINDS[group]))
        if (code >> (4 * p)) & 15 < 4 and _splits_key((code + (1 << (4 * p))) << 2 | group)
    )


class Summary(NamedTuple):
    """One group of a hand: does it split into melds, its meld value, the kinds one more of which splits it."""

    splits: bool
    value: int
    outs: tuple[int, ...]


@cache
def _summary_key(key: int) -> Summary:
    group, code = key & 3, key >> 2
    return Summary(_splits_key(key), _value_key(key), _group_outs(group, code))


def _summary(group: int, vector: tuple[int, ...]) -> Summary:
    return _summary_key(_key(group, vector))


@cache
def _removals_key(key: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    group = key & 3
    vector = _unpacked(group, key >> 2)
    return tuple(
        (GROUP_KINDS[group][p], _bumped(vector, p, -1))
        for p in range(len(vector))
        if vector[p] and GROUP_KINDS[group][p] % 7
    )


def _removals(group: int, vector: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Per kind of the group held (never a general): the kind and the group's vector without one of it."""
    return _removals_key(_key(group, vector))


def _ready_outs(summaries: Sequence[Summary]) -> tuple[int, ...]:
    short = [s for s in summaries if not s.splits]
    if len(short) > 1:
        return ()
    if short:
        return short[0].outs
    return tuple(kind for s in summaries for kind in s.outs)


def outs(hand: Vectors) -> tuple[int, ...]:
    """The kinds that make the hand a win (``melds.completions``)."""
    return _ready_outs([_summary(g, hand[g]) for g in range(GROUPS)])


def meld_points(hand: Vectors) -> int:
    """``melds.meld_value`` of the hand."""
    return sum(_value_key(_key(g, hand[g])) for g in range(GROUPS))


def wins_with(hand: Vectors, kind: int) -> bool:
    group, position = PLACE[kind]
    return hand[group][position] < 4 and all(
        _splits(g, _bumped(hand[g], position, 1) if g == group else hand[g]) for g in range(GROUPS)
    )


def _rank_of(hand: Vectors, summaries: Sequence[Summary], seen: list[int]) -> int:
    ready = _ready_outs(summaries)
    if ready:
        return READY + sum(max(0, 4 - seen[k] - hand[PLACE[k][0]][PLACE[k][1]]) for k in ready)
    return sum(s.value for s in summaries)


def rank(hand: Vectors, seen: list[int]) -> int:
    """The quick good bot's rank: one card from a win by live outs, else the meld value."""
    return _rank_of(hand, [_summary(g, hand[g]) for g in range(GROUPS)], seen)


def _moved(hand: Vectors, kind: int, by: int) -> Vectors:
    group, position = PLACE[kind]
    out = list(hand)
    out[group] = _bumped(hand[group], position, by)
    return out


NO_RANK = -(10**6)
"""Below any rank (the good bot's ranks a hand far from a win below zero)."""
RankOf = Callable[[Vectors, Sequence[Summary], list[int]], int]


def _best_discard(hand: Vectors, seen: list[int], rank_of: RankOf = _rank_of) -> tuple[int, int]:
    """The discard (never a general) that leaves the best rank, and that rank; (-1, NO_RANK) with none."""
    best, best_rank = -1, NO_RANK
    summaries = [_summary(g, hand[g]) for g in range(GROUPS)]
    for group in range(GROUPS):
        for kind, vector in _removals(group, hand[group]):
            trial = list(hand)
            trial[group] = vector
            mine = list(summaries)
            mine[group] = _summary(group, vector)
            after = rank_of(trial, mine, seen)
            if after > best_rank or (after == best_rank and kind < best):
                best, best_rank = kind, after
    return best, best_rank


# ``melds.distance`` (the fewest cards from a win) on packed vectors, for the ``good`` policy: per group
# the most cards melds of each total size can cover (``_reach_key``), the first two groups combined
# (``_both_key``), and the whole hand (``_distance_key``), each memo keyed by one int.
_WITH_PACKED = tuple(
    tuple(tuple((sum(m), tuple((p, n) for p, n in enumerate(m) if n)) for m in melds) for melds in group)
    for group in _WITH
)
_NO_REACH = (0,) + (IMPOSSIBLE,) * (MAX_HAND - 1)


@cache
def _reach_key(key: int) -> tuple[int, ...]:
    """``melds._reach`` on a packed vector (key: the packed vector and the group in its two low bits)."""
    group, code = key & 3, key >> 2
    if not code:
        return _NO_REACH
    first = _lowest(code)
    best = list(_reach_key((code - (1 << (4 * first))) << 2 | group))
    for size, parts in _WITH_PACKED[group][first]:
        covered = gain = 0
        for p, n in parts:
            have = (code >> (4 * p)) & 15
            take = n if have >= n else have
            covered += take << (4 * p)
            gain += take
        rest = _reach_key((code - covered) << 2 | group)
        for total in range(MAX_HAND - size):
            got = rest[total]
            if got != IMPOSSIBLE and got + gain > best[total + size]:
                best[total + size] = got + gain
    return tuple(best)


BOTH_SHIFT = 48
"""Bits of a packed vector of the first two groups (twelve kinds a nibble)."""
LOW_GROUP = (1 << BOTH_SHIFT) - 1


@cache
def _frontier_key(key: int) -> tuple[tuple[int, int], ...]:
    """The group's ``_reach_key`` as (size, most cards covered) where the cover grows with the size: a
    bigger size covering no more is never worth it, the size limit being shared by the groups."""
    out = []
    best = IMPOSSIBLE
    for size, got in enumerate(_reach_key(key)):
        if got > best:
            best = got
            out.append((size, got))
    return tuple(out)


@cache
def _most_third(code: int) -> tuple[int, ...]:
    """Per size limit, the most cards the soldiers' melds cover within it."""
    best, out = IMPOSSIBLE, []
    for got in _reach_key(code << 2 | 2):
        best = max(best, got)
        out.append(best)
    return tuple(out)


@lru_cache(maxsize=1 << 17)
def _distance_key(key: int) -> int:
    """``melds.distance`` of a hand packed as its three group vectors (first, second, soldiers) above
    its count of cards (five bits): the melds covering most cards within one card more than the hand."""
    cards = key & 31
    both = key >> 21
    first = _frontier_key((both >> BOTH_SHIFT) << 2)
    second = _frontier_key((both & LOW_GROUP) << 2 | 1)
    most = _most_third((key >> 5) & 0xFFFF)
    last = len(most) - 1
    limit = cards + 1
    best = 0
    for size, got in first:
        if size > limit:
            break
        for other, more in second:
            left = limit - size - other
            if left < 0:
                break
            total = got + more + most[left if left < last else last]
            if total > best:
                best = total
    return cards - best


def distance_of(hand: Vectors) -> int:
    """``melds.distance`` of the hand."""
    both = _packed(hand[0]) << BOTH_SHIFT | _packed(hand[1])
    return _distance_key(((both << 16 | _packed(hand[2])) << 5) | sum(map(sum, hand)))


def _good_rank_of(hand: Vectors, summaries: Sequence[Summary], seen: list[int]) -> int:
    """The good bot's rank (``bots.rank_hand``): one card from a win by live outs, else the fewest cards
    from a win, then the meld value."""
    ready = _ready_outs(summaries)
    if ready:
        return READY + sum(max(0, 4 - seen[k] - hand[PLACE[k][0]][PLACE[k][1]]) for k in ready)
    return sum(s.value for s in summaries) - 100 * distance_of(hand)


def good_rank(hand: Vectors, seen: list[int]) -> int:
    """The good bot's rank of the hand."""
    return _good_rank_of(hand, [_summary(g, hand[g]) for g in range(GROUPS)], seen)


class Imagined:
    """One imagined hand on counts, from a full state."""

    def __init__(self, state: KuahoState, policy: str = "quick") -> None:
        self.good = policy == "good"
        self.rank_of: RankOf = _good_rank_of if self.good else _rank_of
        cards = state.cards
        self.rules: KuahoRules = state.rules
        self.hands: list[Vectors] = []
        for seat in range(SEATS):
            counts = [0] * NUM_KINDS
            for slot in state.hands[seat]:
                counts[kind_of(cards[slot])] += 1
            self.hands.append([tuple(counts[k] for k in kinds) for kinds in GROUP_KINDS])
        self.laid_generals = [
            [kind_of(cards[s]) for secret in state.secrets[seat] for s in secret if kind_of(cards[s]) % 7 == 0]
            for seat in range(SEATS)
        ]
        self.seen = [0] * NUM_KINDS
        for slot, public in enumerate(state.public):
            if public:
                self.seen[kind_of(cards[slot])] += 1
        self.stock = [kind_of(cards[slot]) for slot in state.stock]
        self.top = 0
        self.puro = [p != NOT_PURO for p in state.puro]
        self.penalty = list(state.penalty)
        self.sowee = kind_of(state.sowee)
        self.offer = kind_of(cards[state.offer]) if state.offer >= 0 else -1
        self.current = state.current
        self.phase = state.phase
        self.secrets = [0] * SEATS
        self.winner, self.how, self.bownit = -1, 0, -1

    def may_win(self, seat: int) -> bool:
        return not self.penalty[seat] and (self.puro[seat] or bool(self.rules.win_without_puro))

    def play(self, most_turns: int = 200) -> None:
        phase = self.phase
        for _ in range(most_turns):
            if phase == Phase.START:
                phase = self._start()
            elif phase == Phase.DRAW:
                phase = self._draw()
            elif phase == Phase.ACT:
                phase = self._act()
            else:
                return

    def _start(self) -> Phase:
        seat, offer = self.current, self.offer
        hand = self.hands[seat]
        if offer >= 0:
            if self.may_win(seat) and wins_with(hand, offer):
                self._win(seat, DISCARD, offer)
                return Phase.ENDED
            if self.top < len(self.stock) and (self.good or not self.puro[seat]):
                grown = _moved(hand, offer, 1)
                _, after = _best_discard(grown, self.seen, self.rank_of)
                now = self.rank_of(hand, [_summary(g, hand[g]) for g in range(GROUPS)], self.seen)
                if after > now + 1:
                    self.hands[seat] = grown
                    self.seen[offer] -= 1  # taken back from the pile's top
                    self.offer = -1
                    return Phase.ACT
        if self.top >= len(self.stock):
            return Phase.ENDED
        return Phase.DRAW

    def _draw(self) -> Phase:
        seat = self.current
        card = self.stock[self.top]
        self.top += 1
        self.offer = -1
        shown = self.penalty[seat] > 0 or any(self.puro[s] for s in range(SEATS) if s != seat)
        if shown:
            self.seen[card] += 1
            for step in range(SEATS):
                claimer = (seat + step) % SEATS
                able = self.may_win(seat) if step == 0 else self.puro[claimer]
                if able and wins_with(self.hands[claimer], card):
                    self._win(claimer, OWN if step == 0 else TIME, card)
                    return Phase.ENDED
        elif self.may_win(seat) and wins_with(self.hands[seat], card):
            self._win(seat, OWN, card)
            return Phase.ENDED
        self.hands[seat] = _moved(self.hands[seat], card, 1)
        return Phase.ACT

    def _act(self) -> Phase:
        seat = self.current
        hand = self.hands[seat]
        for g in range(GROUPS):
            for position, n in enumerate(hand[g]):
                if n == 4:
                    kind = GROUP_KINDS[g][position]
                    hand = list(hand)
                    hand[g] = hand[g][:position] + (0,) + hand[g][position + 1 :]
                    if kind % 7 == 0:
                        self.laid_generals[seat] += [kind] * 4
                    self.secrets[seat] += 1
        discard, after = _best_discard(hand, self.seen, self.rank_of)
        if discard >= 0:
            hand = _moved(hand, discard, -1)
            self.seen[discard] += 1
            if self.puro[seat] and after < READY:
                self.puro[seat] = False
                self.penalty[seat] = PENALTY_TURNS + 1
            elif not self.puro[seat] and not self.penalty[seat] and after > READY:
                self.puro[seat] = True
            self.penalty[seat] = max(self.penalty[seat] - 1, 0)
        self.hands[seat] = hand
        self.offer = discard
        self.current = (seat + 1) % SEATS
        if self.top >= len(self.stock) and discard < 0:
            return Phase.ENDED
        return Phase.START

    def _win(self, seat: int, how: int, card: int) -> None:
        self.winner, self.how, self.bownit = seat, how, card
        self.hands[seat] = _moved(self.hands[seat], card, 1)

    def value(self, seat: int) -> int:
        """What the hand from here pays ``seat``'s partnership: its secrets laid from here and the win."""
        ours = (seat, partner(seat))
        total = 0
        for other in range(SEATS):
            total += (2 if other in ours else -2) * self.secrets[other] * self.rules.secret_pay
        if self.winner < 0:
            return total
        pay = self._win_pay()
        return total + (2 * pay if self.winner in ours else -2 * pay)

    def _win_pay(self) -> int:
        winner = self.winner
        counts = [0] * NUM_KINDS
        for g in range(GROUPS):
            for kind, n in zip(GROUP_KINDS[g], self.hands[winner][g]):
                counts[kind] = n
        free = tuple(counts)
        generals = [k for k in range(0, NUM_KINDS, 7) for _ in range(counts[k])] + self.laid_generals[winner]
        for kind in self.laid_generals[winner]:
            counts[kind] += 1
        if not generals:
            return self.rules.pobis_pay
        if len(generals) == 1 and general_in_sequence(free, generals[0] // 7):
            return self.rules.pobis_pay
        twin = counts[self.sowee] > 0
        if self.how == OWN:
            bonus = OWN_DRAW_BONUS
        else:
            for kind in self.stock[self.top : self.top + self.rules.end_cards]:
                counts[kind] += 1
            first = goes_with(self.bownit, counts)
            second = twin and goes_with(self.sowee, counts)
            if first and second:
                bonus = BOTH_BONUS
            elif first:
                bonus = BOWNIT_ONLY_BONUS
            elif second:
                bonus = SOWEE_ONLY_BONUS
            else:
                bonus = 0 if self.rules.neither_bonus else NEITHER_BONUS
        return sum(base_of(kind) + bonus for kind in generals)


def played_out(state: KuahoState, seat: int, policy: str = "quick") -> int:
    """``state`` (a full state) imagined to its end: the payment to ``seat``'s partnership from here."""
    hand = Imagined(state, policy)
    hand.play()
    return hand.value(seat)
