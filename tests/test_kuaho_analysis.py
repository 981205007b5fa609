"""Kuaho's hand analysis against an exhaustive search (every meld of the deck tried, no rank groups), on
random and built hands; the seed's go-with example; and the settlement's amounts."""

from __future__ import annotations

from functools import cache
from itertools import combinations

import pytest

from tusac_lan.detrng import DetRng
from tusac_lan.games.four_colour.cards import (
    NUM_CARDS,
    card_code,
    kind_of,
    make_kind,
    parse_hand,
    parse_hand_kinds,
    parse_kind,
)
from tusac_lan.games.kuaho.melds import completions, counts_of, distance, general_in_sequence, goes_with, is_win
from tusac_lan.games.kuaho.rules import KuahoRules
from tusac_lan.games.kuaho.scoring import Settlement, settle
from tusac_lan.games.kuaho.state import SOWEE, How, KuahoState, new_state

RANKS = "ABCXYZS"
SEQUENCES = ("ABC", "XYZ")


def every_meld() -> list[tuple[int, ...]]:
    """Every meld as a sorted tuple of kinds, written from the seed's list by card codes."""
    melds: set[tuple[int, ...]] = set()
    for rank in RANKS:
        for n in (3, 4):
            for colours in combinations("GRWY", n):
                melds.add(tuple(sorted(parse_hand_kinds(" ".join(c + rank for c in colours)))))
    for colour in "GRWY":
        for sequence in SEQUENCES:
            melds.add(tuple(sorted(parse_hand_kinds(" ".join(colour + r for r in sequence)))))
        for rank in RANKS:
            melds.add((parse_kind(colour + rank),) * 4)
        melds.add((parse_kind(colour + "A"),))
    return sorted(melds)


MELDS = every_meld()
MELDS_WITH = tuple(tuple(m for m in MELDS if kind in m) for kind in range(28))


@cache
def reference_win(counts: tuple[int, ...]) -> bool:
    """Exhaustive: the lowest card left must sit in some meld of the deck's list; try them all."""
    if not any(counts):
        return True
    first = next(k for k, n in enumerate(counts) if n)
    for meld in MELDS_WITH[first]:
        rest = list(counts)
        for kind in meld:
            rest[kind] -= 1
        if min(rest) >= 0 and reference_win(tuple(rest)):
            return True
    return False


def reference_completions(counts: tuple[int, ...]) -> tuple[int, ...]:
    out = []
    for kind in range(28):
        if counts[kind] < 4:
            grown = list(counts)
            grown[kind] += 1
            if reference_win(tuple(grown)):
                out.append(kind)
    return tuple(out)


def reference_goes_with(kind: int, held: tuple[int, ...]) -> bool:
    code = card_code(kind * 4)
    colour, rank = code[0], code[1]
    if rank == "S":
        others = [c for c in "GRWY" if c != colour and held[parse_kind(c + "S")]]
        return len(others) >= 2
    sequence = next(s for s in SEQUENCES if rank in s)
    return all(held[parse_kind(colour + r)] for r in sequence if r != rank)


def built_hand(rng: DetRng, size: int) -> list[int]:
    """Cards from random melds (a win when they fill ``size``), then topped up at random."""
    counts = [4] * 28
    kinds: list[int] = []
    for _ in range(40):
        meld = MELDS[rng.below(len(MELDS))]
        if len(kinds) + len(meld) > size or any(counts[k] < meld.count(k) for k in set(meld)):
            continue
        for k in meld:
            counts[k] -= 1
        kinds += meld
    while len(kinds) < size:
        k = rng.below(28)
        if counts[k]:
            counts[k] -= 1
            kinds.append(k)
    return kinds


def random_hands(count: int, seed: str) -> list[tuple[int, ...]]:
    rng = DetRng(seed)
    hands = []
    for index in range(count):
        if index % 2:
            deck = list(range(NUM_CARDS))
            rng.shuffle(deck)
            kinds = [kind_of(c) for c in deck[:16]]
        else:
            kinds = built_hand(rng, 16)
        hands.append(counts_of(kinds))
    return hands


def test_the_win_check_agrees_with_an_exhaustive_search_on_10000_hands() -> None:
    wins = 0
    for counts in random_hands(10_000, "kuaho wins"):
        assert is_win(counts) == reference_win(counts), counts
        wins += is_win(counts)
    assert 1_000 < wins < 9_000  # both answers are well represented


def test_the_completing_cards_agree_with_an_exhaustive_search_on_10000_hands() -> None:
    rng = DetRng("kuaho completions")
    ready = 0
    for counts in random_hands(10_000, "kuaho fifteen"):
        kinds = [k for k in range(28) for _ in range(counts[k])]
        kinds.pop(rng.below(len(kinds)))
        fifteen = counts_of(kinds)
        assert completions(fifteen) == reference_completions(fifteen), fifteen
        ready += bool(completions(fifteen))
    assert ready > 1_000


def fifteen_card_hands(count: int, seed: str) -> list[tuple[int, ...]]:
    rng = DetRng(seed)
    out = []
    for counts in random_hands(count, seed):
        kinds = [k for k in range(28) for _ in range(counts[k])]
        kinds.pop(rng.below(len(kinds)))
        out.append(counts_of(kinds))
    return out


def test_fewest_cards_from_a_win_is_zero_exactly_when_one_card_completes_the_hand() -> None:
    ready = 0
    for counts in fifteen_card_hands(10_000, "kuaho distance"):
        if max(counts) <= 3:  # the distance does not count copies left
            assert (distance(counts) == 0) == bool(completions(counts)), counts
            ready += distance(counts) == 0
    assert ready > 1_000


def test_one_card_from_ready_is_one_exchange_from_ready() -> None:
    """Distance 1 against the exhaustive search over every exchange of one card for any kind."""
    checked = {0: 0, 1: 0, 2: 0}
    for counts in fifteen_card_hands(1_500, "kuaho exchange"):
        if max(counts) > 2 or distance(counts) == 0:
            continue
        exchanges = []
        for out in (k for k in range(28) if counts[k]):
            for into in range(28):
                changed = list(counts)
                changed[out] -= 1
                changed[into] += 1
                exchanges.append(tuple(changed))
        one = any(completions(c) for c in exchanges)
        assert (distance(counts) == 1) == one, counts
        checked[min(distance(counts), 2)] += 1
    assert checked[1] > 30 and checked[2] > 30


def test_the_go_with_checks_agree_with_their_definition_on_10000_hands() -> None:
    rng = DetRng("kuaho go-with")
    for counts in random_hands(10_000, "kuaho go-with hands"):
        kind = rng.below(28)
        assert goes_with(kind, counts) == reference_goes_with(kind, counts)


@pytest.mark.parametrize(
    ("codes", "win"),
    [
        ("GX RX WX", True),  # a set of three colours
        ("GX RX WX YX", True),  # of four
        ("GX GX RX", False),  # two of one colour
        ("GX GY GZ", True),  # chariot, cannon, horse of one colour
        ("GA GB GC", True),  # general, advisor, elephant
        ("GX RY WZ", False),  # a sequence mixes no colours
        ("GB GC GX", False),  # no other sequence
        ("GS RS WS", True),  # soldiers make sets only
        ("GS GS GS GS", True),  # a secret: four identical
        ("GS GS GS", False),  # three identical are no meld
        ("GA", True),  # a general alone
        ("GA RA YA GA", True),  # any generals in any colours
        ("GB", False),
        ("GA GB", False),
    ],
)
def test_the_seed_melds(codes: str, win: bool) -> None:
    assert is_win(counts_of(parse_hand_kinds(codes))) == win


# The seed's go-with example, with the cards its text names: yellow soldier, chariot, horse, cannon,
# elephant; red chariot, horse, cannon, elephant; white chariot, cannon, elephant; green soldier, horse,
# cannon, general; the sowee a yellow horse.
SEED_EXAMPLE = "YS YX YZ YY YC RX RZ RY RC WX WY WC GS GZ GY GA"
SEED_EXAMPLE_AS_MELDED = "YS YX YZ YY YC RX RZ RY RC WX WS WC GS GZ GY GA"
"""The text melds three chariots, three horses and three cannons (炮・炮・包), which leaves its two
soldiers and four cannons unmatched: with the white cannon read as a white soldier it is a win."""


def test_the_seed_go_with_example() -> None:
    listed = counts_of(parse_hand_kinds(SEED_EXAMPLE))
    assert sum(listed) == 16 and not is_win(listed)  # as extracted, two soldiers stand alone
    hand = counts_of(parse_hand_kinds(SEED_EXAMPLE_AS_MELDED))
    assert is_win(hand)
    sowee = parse_kind("YZ")
    assert hand[sowee] and goes_with(sowee, hand)  # holding the twin, chariot and cannon is enough
    without_yellow_sequence = list(hand)
    for code in ("YX", "YZ", "YY"):
        without_yellow_sequence[parse_kind(code)] -= 1
    assert not is_win(tuple(without_yellow_sequence))  # the yellow trio sits in sets, not in a sequence


def test_go_with_a_soldier_is_two_soldiers_of_two_other_colours() -> None:
    soldier = parse_kind("YS")
    assert goes_with(soldier, counts_of(parse_hand_kinds("GS RS")))
    assert not goes_with(soldier, counts_of(parse_hand_kinds("GS GS")))
    assert not goes_with(soldier, counts_of(parse_hand_kinds("GS YS")))
    assert goes_with(parse_kind("RC"), counts_of(parse_hand_kinds("RA RB")))  # red elephant: red general, advisor
    assert not goes_with(parse_kind("RC"), counts_of(parse_hand_kinds("RA WB")))


def final_state(
    hand: str,
    bownit: str,
    sowee: str,
    how: How,
    end: str = "",
    secrets: tuple[str, ...] = (),
    rules: KuahoRules | None = None,
) -> KuahoState:
    """East has won with ``hand`` (the bownit among its cards) and laid ``secrets``; other slots hold the
    remaining cards."""
    state = new_state(rules or KuahoRules(), 0)
    names = [hand, *secrets, sowee, end]
    cards = parse_hand(" ".join(n for n in names if n))
    hand_cards = cards[: len(parse_hand_kinds(hand))]
    rest = cards[len(hand_cards) :]
    secret_cards = [rest[4 * i : 4 * i + 4] for i in range(len(secrets))]
    sowee_card = rest[4 * len(secrets)]
    end_cards = rest[4 * len(secrets) + 1 :]
    deck = [-1] * NUM_CARDS
    hand_slots = tuple(range(len(hand_cards)))
    secret_slots = tuple(tuple(range(20 + 4 * i, 24 + 4 * i)) for i in range(len(secrets)))
    end_slots = tuple(range(62, 62 + len(end_cards)))
    for slot, card in zip(hand_slots, hand_cards):
        deck[slot] = card
    for slots, group in zip(secret_slots, secret_cards):
        for slot, card in zip(slots, group):
            deck[slot] = card
    deck[SOWEE] = sowee_card
    for slot, card in zip(end_slots, end_cards):
        deck[slot] = card
    left = iter(c for c in range(NUM_CARDS) if c not in deck)
    deck = [c if c >= 0 else next(left) for c in deck]
    bownit_slot = next(s for s in hand_slots if kind_of(deck[s]) == parse_kind(bownit))
    return state._replace(
        cards=tuple(deck),
        hands=((), hand_slots, (), ()),
        secrets=((), secret_slots, (), ()),
        winner=1,
        how=how,
        bownit=bownit_slot,
        end_cards=end_slots,
    )


READY_HAND = "RX WX YX RZ WZ YZ RY WY YY RC WC YC GS RS WS YA"
"""A win with one yellow general; the bownit below is the white soldier."""


def paid(state: KuahoState) -> Settlement:
    result = settle(state)
    assert sum(result.payments) == 0
    assert result.payments[1] == 2 * result.win_pay + 2 * result.secret_pays[1]
    assert result.payments[3] == 0 or result.secret_pays[3]  # the partner pays nothing for the win
    return result


def test_an_own_draw_adds_11_a_general_whatever_the_go_withs() -> None:
    result = paid(final_state(READY_HAND, "WS", "GB", How.OWN_DRAW))
    assert (result.bownit_goes, result.sowee_goes) == (True, False)
    assert result.per_general == (5 + 11,) and result.payments == (-16, 32, -16, 0)


def test_both_go_with_conditions_add_11() -> None:
    result = paid(final_state(READY_HAND, "WS", "RX", How.TIME))  # the red chariot's twin, horse and cannon
    assert (result.bownit_goes, result.sowee_goes, result.per_general) == (True, True, (16,))


def test_only_the_bownits_go_with_adds_6_only_the_sowees_7_neither_2() -> None:
    assert paid(final_state(READY_HAND, "WS", "GB", How.DISCARD)).per_general == (5 + 6,)
    assert paid(final_state(READY_HAND, "RC", "WX", How.DISCARD)).per_general == (5 + 7,)
    neither = paid(final_state(READY_HAND, "RC", "GB", How.DISCARD))
    assert (neither.bownit_goes, neither.sowee_goes, neither.per_general) == (False, False, (5 + 2,))
    two = "RX WX YX RZ WZ YZ RY WY YY RC WC YC GS RS WS GA"
    assert paid(final_state(two, "RC", "GB", How.TIME)).per_general == (2 + 2,)  # the seed's worst: 7 and 4


def test_the_other_reading_of_the_base_pays_the_base_alone_when_neither_holds() -> None:
    rules = KuahoRules(neither_bonus=1)
    assert paid(final_state(READY_HAND, "RC", "GB", How.DISCARD, rules=rules)).per_general == (5,)
    assert paid(final_state(READY_HAND, "WS", "GB", How.DISCARD, rules=rules)).per_general == (5 + 6,)


def test_the_end_cards_find_missing_go_withs_but_not_the_sowees_twin() -> None:
    general = "RX WX YX RZ WZ YZ RY WY YY RC WC YC GS RS WS GA"
    lacking = paid(final_state(general, "GA", "RX", How.TIME, end="GB GC"))
    assert lacking.bownit_goes and lacking.by_end_cards and lacking.sowee_goes
    assert lacking.per_general == (2 + 11,)
    twin_turned = paid(final_state(general, "RX", "GB", How.TIME, end="GB GA GC"))
    assert not twin_turned.sowee_goes  # the sowee's twin counts only in the hand


def test_pobis_pays_30_whatever_else() -> None:
    no_general = "RX WX YX RZ WZ YZ RY WY YY RC WC YC GS RS WS YS"
    result = paid(final_state(no_general, "WS", "RX", How.DISCARD))
    assert result.pobis and result.win_pay == 30 and result.payments == (-30, 60, -30, 0)
    in_sequence = "GA GB GC RX WX YX RZ WZ YZ RY WY YY GS RS WS YS"
    assert paid(final_state(in_sequence, "GB", "RX", How.TIME)).pobis
    alone = "YA RX WX YX RZ WZ YZ RY WY YY RC WC YC GS RS WS"
    assert not paid(final_state(alone, "WS", "RX", How.TIME)).pobis
    assert general_in_sequence(counts_of(parse_hand_kinds(in_sequence)), 0)


def test_pobis_counts_a_sowee_secrets_fourth_card_in_the_sequence() -> None:
    in_sequence = "GB GC WX WY WZ YX YY YZ GS RS WS YS"  # the general laid with the sowee's twins completes GA GB GC
    result = paid(final_state(in_sequence, "YS", "RX", How.DISCARD, secrets=("RX RX RX GA",)))
    assert result.generals == tuple(parse_hand("GA")) and result.pobis and result.win_pay == 30
    apart = "RB WB YB WX WY WZ YX YY YZ GS RS WS"
    assert not paid(final_state(apart, "WS", "RX", How.DISCARD, secrets=("RX RX RX GA",))).pobis


def test_secrets_are_paid_beside_the_win_and_their_generals_count() -> None:
    hand = "RX WX YX RZ WZ YZ RY WY YY GS RS WS"
    result = paid(final_state(hand, "WS", "GB", How.OWN_DRAW, secrets=("YA YA YA YA",)))
    assert result.generals == tuple(parse_hand("YA YA YA YA")) and result.per_general == (16,) * 4
    assert result.secret_pays == (0, 5, 0, 0) and result.payments == (-69, 138, -69, 0)


def test_kinds_and_codes_are_tu_sacs() -> None:
    assert card_code(make_kind(3, 0) * 4) == "YA" and card_code(0) == "GA"
