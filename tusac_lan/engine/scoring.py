"""Points of a winning hand and the payments at the end of a hand."""

from __future__ import annotations

from .analysis import KIND_UNIT, Analyzer, key_of_cards
from .cards import kind_of
from .rules import RuleSet
from .sets import SetKind, set_points
from .state import SEATS, Meld

WinSets = tuple[tuple[SetKind, tuple[int, ...], bool], ...]


def meld_points(meld: Meld, cards: tuple[int, ...], rules: RuleSet) -> int:
    kinds = tuple(kind_of(cards[s]) for s in meld.slots)
    return set_points(meld.set_kind, kinds, rules, exposed=True)


def exposed_pong(melds: tuple[Meld, ...], cards: tuple[int, ...], kind: int) -> int:
    """Index of the exposed pong of ``kind`` among ``melds`` (the one a fourth card lays on), or -1."""
    return next((i for i, m in enumerate(melds) if m.set_kind == SetKind.PONG and cards[m.slots[0]] >> 2 == kind), -1)


def exposed_points(melds: tuple[Meld, ...], cards: tuple[int, ...], rules: RuleSet) -> int:
    return sum(meld_points(m, cards, rules) for m in melds)


def _hand_sets(analyzer: Analyzer, slots: tuple[int, ...], cards: tuple[int, ...], win_slot: int) -> WinSets:
    """The best split of the hand slots; the set holding ``win_slot`` is the one melded with the taken card."""
    key = key_of_cards(cards[s] for s in slots)
    kind_sets, trash = analyzer.kind_sets(key)
    assert not trash
    pool: dict[int, list[int]] = {}
    for slot in sorted(slots, key=lambda s: (s != win_slot, s)):
        pool.setdefault(kind_of(cards[slot]), []).append(slot)
    win_kind = kind_of(cards[win_slot]) if win_slot >= 0 else -1
    result = []
    win_placed = win_slot < 0
    for ks in kind_sets:
        set_slots = tuple(pool[k].pop(0) for k in ks.kinds)
        exposed = False
        if not win_placed and win_kind in ks.kinds and win_slot in set_slots:
            exposed = win_placed = True
        result.append((ks.kind, set_slots, exposed))
    return tuple(result)


def win_evaluation(
    analyzer: Analyzer,
    hand: tuple[int, ...],
    melds: tuple[Meld, ...],
    cards: tuple[int, ...],
    win_slot: int,
    may_extend: bool,
) -> tuple[int, WinSets] | None:
    """Points and sets if the hand wins with the card at ``win_slot``, else None.

    Two ways to win: the card completes the hand (every hand card in a set), or, for the drawer
    only, the drawn card lays on an exposed pong while the hand is already free of trash.
    """
    rules = analyzer.rules
    win_card = cards[win_slot]
    win_kind = kind_of(win_card)
    hand_key = key_of_cards(cards[s] for s in hand)
    exposed = exposed_points(melds, cards, rules)
    best: tuple[int, WinSets] | None = None
    if analyzer.trash(hand_key + KIND_UNIT[win_kind]) == 0:
        sets = _hand_sets(analyzer, hand + (win_slot,), cards, win_slot)
        sets += tuple((m.set_kind, m.slots, True) for m in melds)
        points = sum(set_points(k, tuple(kind_of(cards[s]) for s in sl), rules, e) for k, sl, e in sets)
        best = (points, sets)
    if may_extend and analyzer.trash(hand_key) == 0:
        pong = exposed_pong(melds, cards, win_kind)
        if pong >= 0:
            sets = _hand_sets(analyzer, hand, cards, -1)
            for i, m in enumerate(melds):
                if i == pong:
                    sets += ((SetKind.KONG, m.slots + (win_slot,), True),)
                else:
                    sets += ((m.set_kind, m.slots, True),)
            points = exposed - meld_points(melds[pong], cards, rules) + 6 + analyzer.points(hand_key)
            if best is None or points > best[0]:
                best = (points, sets)
    return best


def settle(winner: int, points: int, melds: tuple[tuple[Meld, ...], ...], rules: RuleSet) -> tuple[int, int, int, int]:
    """Each loser pays the winner points x stake; each loser's exposed kongs earn 6 x stake from every other seat."""
    pay = [0] * SEATS
    stake = rules.stake
    if winner >= 0:
        for seat in range(SEATS):
            if seat != winner:
                pay[seat] -= points * stake
                pay[winner] += points * stake
    for seat in range(SEATS):
        if seat == winner:
            continue
        kong = sum(6 for m in melds[seat] if m.set_kind == SetKind.KONG)
        if kong:
            for other in range(SEATS):
                if other != seat:
                    pay[other] -= kong * stake
                    pay[seat] += kong * stake
    return (pay[0], pay[1], pay[2], pay[3])
