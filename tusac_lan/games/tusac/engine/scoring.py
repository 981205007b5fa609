"""Points of a winning hand and the payments at the end of a hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from ...four_colour.cards import kind_of
from .actions import UNKNOWN
from .analysis import KIND_UNIT, Analyzer, count_in_key, key_of_cards
from .melds import meld_shapes
from .rules import KONG_OFFSETS_PAYMENT, KONG_PAID_WITH_DEALT, RuleSet
from .sets import SetKind, set_points
from .state import HandState, Meld

WinSets = tuple[tuple[SetKind, tuple[int, ...], bool], ...]


def meld_points(meld: Meld, cards: tuple[int, ...], rules: RuleSet) -> int:
    if meld.set_kind == SetKind.KONG and meld.taken_from < 0:
        return DEALT_FOUR_POINTS  # a four dealt in hand, shown at the deal (house rule show_dealt_fours)
    kinds = tuple(kind_of(cards[s]) for s in meld.slots)
    return set_points(meld.set_kind, kinds, rules, exposed=True)


def exposed_pong(melds: tuple[Meld, ...], cards: tuple[int, ...], kind: int) -> int:
    """Index of the exposed pong of ``kind`` among ``melds`` (the one a fourth card lays on), or -1."""
    return next((i for i, m in enumerate(melds) if m.set_kind == SetKind.PONG and cards[m.slots[0]] >> 2 == kind), -1)


def exposed_points(melds: tuple[Meld, ...], cards: tuple[int, ...], rules: RuleSet) -> int:
    return sum(meld_points(m, cards, rules) for m in melds)


def lowest_slots(hand: tuple[int, ...], cards: tuple[int, ...], kinds: tuple[int, ...]) -> tuple[int, ...] | None:
    """The lowest hand slots holding these kinds, ascending; None if the hand lacks them."""
    used: list[int] = []
    for kind in kinds:
        slot = next((s for s in hand if cards[s] >> 2 == kind and s not in used), -1)
        if slot < 0:
            return None
        used.append(slot)
    return tuple(sorted(used))


def _hand_sets(analyzer: Analyzer, slots: tuple[int, ...], cards: tuple[int, ...]) -> WinSets:
    """The best split of trash-free hand slots into concealed sets."""
    kind_sets, trash = analyzer.kind_sets(key_of_cards(cards[s] for s in slots))
    assert not trash
    pool: dict[int, list[int]] = {}
    for slot in sorted(slots):
        pool.setdefault(kind_of(cards[slot]), []).append(slot)
    return tuple((ks.kind, tuple(pool[k].pop(0) for k in ks.kinds), False) for ks in kind_sets)


class WinOption(NamedTuple):
    """One way to win on the shown card: the final meld, and the points and sets it gives."""

    set_kind: SetKind
    taken: tuple[int, ...]
    """Kinds taken from the hand into the final meld (empty when the card is laid on an exposed pong)."""
    extends: bool
    points: int
    sets: WinSets
    """The winner's sets as (kind, slots, exposed): the final meld first, the taken card last in it."""


def win_options(
    analyzer: Analyzer,
    hand: tuple[int, ...],
    melds: tuple[Meld, ...],
    cards: tuple[int, ...],
    win_slot: int,
    may_extend: bool,
) -> list[WinOption]:
    """Every final meld of the card at ``win_slot`` after which the hand has no trash.

    The card is melded with cards from the hand into one set (special rules 1 and 2 hold for the
    cards it takes), or, for the drawer only, laid on its own exposed pong of that card.
    """
    rules = analyzer.rules
    win_kind = kind_of(cards[win_slot])
    hand_key = key_of_cards(cards[s] for s in hand)
    exposed_sets = tuple((m.set_kind, m.slots, True) for m in melds)
    exposed = exposed_points(melds, cards, rules)
    options = []
    for set_kind, taken in meld_shapes(win_kind, lambda k: count_in_key(hand_key, k), rules, final=True):
        rest_key = hand_key - sum(KIND_UNIT[k] for k in taken)
        if analyzer.trash(rest_key):
            continue
        taken_slots = lowest_slots(hand, cards, taken)
        assert taken_slots is not None
        rest = tuple(s for s in hand if s not in taken_slots)
        final = (set_kind, taken_slots + (win_slot,), True)
        points = exposed + set_points(set_kind, (*taken, win_kind), rules, exposed=True) + analyzer.points(rest_key)
        options.append(
            WinOption(set_kind, taken, False, points, (final, *_hand_sets(analyzer, rest, cards), *exposed_sets))
        )
    pong = exposed_pong(melds, cards, win_kind) if may_extend else -1
    if pong >= 0 and analyzer.trash(hand_key) == 0:
        final = (SetKind.KONG, melds[pong].slots + (win_slot,), True)
        others = exposed_sets[:pong] + exposed_sets[pong + 1 :]
        points = exposed - meld_points(melds[pong], cards, rules) + 6 + analyzer.points(hand_key)
        options.append(WinOption(SetKind.KONG, (), True, points, (final, *_hand_sets(analyzer, hand, cards), *others)))
    return options


def paid_points(option: WinOption, rules: RuleSet) -> int:
    """What each loser's share of the win counts: the points, doubled under the house rule tới quan when
    the winning card makes a four."""
    return option.points * 2 if rules.four_win_double and option.set_kind == SetKind.KONG else option.points


def best_win(options: list[WinOption]) -> WinOption | None:
    """The final meld that gives the most points (the first listed among equals)."""
    best: WinOption | None = None
    for option in options:
        if best is None or option.points > best.points:
            best = option
    return best


def settle(
    winner: int, points: int, melds: tuple[tuple[Meld, ...], ...], rules: RuleSet, payer: int = -1
) -> tuple[int, ...]:
    """The payments of a hand; each seat's exposed kongs come from its melds (see ``settle_kongs``)."""
    return settle_kongs(winner, points, tuple(kong_points(m) for m in melds), rules, payer)


def settle_kongs(
    winner: int, points: int, kong_points: tuple[int, ...], rules: RuleSet, payer: int = -1
) -> tuple[int, ...]:
    """Each loser pays the winner points x stake (``payer``, when not -1, pays every loser's share: the
    house rule luật đền). Exposed kongs of losers (``kong_points``, 6 each): seed 000's option, every
    other seat pays their owner its kong points x stake; seed 001's, they lower what their owner pays
    the winner (a loser whose kongs outweigh the win is paid the difference). As many seats as
    ``kong_points`` names: "each other seat" is each of them."""
    seats = len(kong_points)
    pay = [0] * seats
    stake = rules.stake
    if rules.kong_payment == KONG_OFFSETS_PAYMENT:
        if winner >= 0:
            for seat in range(seats):
                if seat != winner:
                    owed = (points - kong_points[seat]) * stake
                    pay[seat if payer < 0 else payer] -= owed
                    pay[winner] += owed
        return tuple(pay)
    if winner >= 0:
        for seat in range(seats):
            if seat != winner:
                pay[seat if payer < 0 else payer] -= points * stake
                pay[winner] += points * stake
    for seat in range(seats):
        if seat == winner or not kong_points[seat]:
            continue
        for other in range(seats):
            if other != seat:
                pay[other] -= kong_points[seat] * stake
                pay[seat] += kong_points[seat] * stake
    return tuple(pay)


def kong_points(melds: tuple[Meld, ...]) -> int:
    """6 for each exposed kong, 8 for each four shown at the deal (no card taken into it)."""
    return sum(6 if m.taken_from >= 0 else DEALT_FOUR_POINTS for m in melds if m.set_kind == SetKind.KONG)


DEALT_FOUR_POINTS = 8
"""What a four held from the deal counts (seed 000: 配られたときから持っている Kong は 8)."""


def dealt_fours(state: HandState, seat: int) -> int:
    """How many fours of identical cards ``seat`` holds in its hand (all dealt to it: a hand gains cards
    only from the deal). Needs the seat's hand known."""
    return fours_in([state.cards[slot] for slot in state.hands[seat]])


def fours_in(cards: list[int]) -> int:
    counts = [0] * 28
    for card in cards:
        counts[kind_of(card)] += 1
    return sum(1 for n in counts if n == 4)


def settled(state: HandState) -> HandState:
    """The ended hand with the payments that need every hand known, once they are: under seed 000's full
    reading (``kong_payment`` 2) each loser's four held from the deal is paid 8 × stake by every other
    seat. The live hand's result leaves them out (a peer does not see the other hands), so the table
    settles the hand from its audit's full replay; a state that does not know every loser's hand, or
    another reading, is returned as it is."""
    result = state.result
    if result is None or state.rules.kong_payment != KONG_PAID_WITH_DEALT:
        return state
    losers = [seat for seat in range(state.seats) if seat != result.winner]
    if not all(state.knows_hand(seat) for seat in losers):
        return state
    fours = tuple(dealt_fours(state, seat) if seat != result.winner else 0 for seat in range(state.seats))
    return state._replace(result=result._replace(payments=pay_dealt_fours(result.payments, fours, state.rules.stake)))


def settled_knowing(state: HandState, opened: Mapping[int, int]) -> HandState:
    """``settled`` for a hand whose result stands without every seed: the fours of each loser whose hand
    ``state`` and ``opened`` (slot -> card) show whole are paid; a loser whose hand is not known is paid
    none of its own (it kept its seed back, or its peer was lost)."""
    result = state.result
    if result is None or state.rules.kong_payment != KONG_PAID_WITH_DEALT:
        return state
    fours = []
    for seat in range(state.seats):
        cards = [opened.get(slot, state.cards[slot]) for slot in state.hands[seat]]
        known = seat != result.winner and all(card != UNKNOWN for card in cards)
        fours.append(fours_in(cards) if known else 0)
    return state._replace(
        result=result._replace(payments=pay_dealt_fours(result.payments, tuple(fours), state.rules.stake))
    )


def pay_dealt_fours(payments: tuple[int, ...], fours: tuple[int, ...], stake: int) -> tuple[int, ...]:
    """``payments`` with each seat's ``fours`` held from the deal paid 8 × stake by every other seat."""
    pay = list(payments)
    for seat, count in enumerate(fours):
        earning = count * DEALT_FOUR_POINTS * stake
        if earning:
            for other in range(len(pay)):
                if other != seat:
                    pay[other] -= earning
                    pay[seat] += earning
    return tuple(pay)
