"""Kuaho's winning hand split into melds for the result view (games/kuaho/melds.py ``split_win``,
games/kuaho/win_melds.py): every card in exactly one meld of the seed's list, on the seed's example hands
and on random winning hands; a sowee secret's fourth card joining a meld; the result lines showing the
melds, the secrets and the turned cards."""

from __future__ import annotations

import pytest

from tests.test_kuaho_analysis import MELDS, SEED_EXAMPLE, SEED_EXAMPLE_AS_MELDED, built_hand, final_state
from tusac_lan.detrng import DetRng
from tusac_lan.games.four_colour.cards import NUM_CARDS, kind_of, parse_hand, parse_hand_kinds
from tusac_lan.games.kuaho.melds import counts_of, is_win, split_win
from tusac_lan.games.kuaho.scoring import settle
from tusac_lan.games.kuaho.state import How
from tusac_lan.games.kuaho.win_melds import split_cards

KNOWN_MELDS = frozenset(MELDS)


def assert_a_split_of(kinds: list[int], split: tuple[tuple[int, ...], ...] | None) -> None:
    assert split is not None
    assert all(meld in KNOWN_MELDS for meld in split), split
    assert sorted(k for meld in split for k in meld) == sorted(kinds)


@pytest.mark.parametrize(
    "codes",
    [
        "GX RX WX",
        "GX RX WX YX",
        "GX GY GZ",
        "GA GB GC",
        "GS RS WS",
        "GS GS GS GS",
        "GA",
        "GA RA YA GA",
        SEED_EXAMPLE_AS_MELDED,
        "RX WX YX RZ WZ YZ RY WY YY RC WC YC GS RS WS YA",
        "GA GB GC RX WX YX RZ WZ YZ RY WY YY GS RS WS YS",
    ],
)
def test_the_seeds_winning_hands_split_into_its_melds(codes: str) -> None:
    kinds = parse_hand_kinds(codes)
    assert_a_split_of(kinds, split_win(counts_of(kinds)))


@pytest.mark.parametrize("codes", [SEED_EXAMPLE, "GX GX RX", "GS GS GS", "GB", "GA GB"])
def test_a_hand_that_is_no_win_has_no_split(codes: str) -> None:
    assert split_win(counts_of(parse_hand_kinds(codes))) is None


def test_random_winning_hands_split_into_melds_every_card_once() -> None:
    rng = DetRng("split melds")
    wins = 0
    for _ in range(3000):
        kinds = built_hand(rng, 16)
        counts = counts_of(kinds)
        split = split_win(counts)
        assert (split is not None) == is_win(counts)
        if split is not None:
            wins += 1
            assert_a_split_of(kinds, split)
            assert split_win(counts) == split  # the same hand, the same split
    assert wins > 300


def test_the_cards_of_a_split_are_the_hands_own_each_once() -> None:
    cards = parse_hand(SEED_EXAMPLE_AS_MELDED)
    split = split_cards(cards)
    assert split is not None and sorted(c for meld in split for c in meld) == sorted(cards)
    assert all(0 <= c < NUM_CARDS for meld in split for c in meld)
    assert split_cards(parse_hand(SEED_EXAMPLE)) is None


def test_the_settlement_keeps_the_secrets_as_laid_and_the_free_cards_in_melds() -> None:
    hand = "RX WX YX RZ WZ YZ RY WY YY GS RS WS"
    result = settle(final_state(hand, "WS", "GB", How.DISCARD, end="GB GC YS", secrets=("YA YA YA YA",)))
    assert [[kind_of(c) for c in s] for s in result.secrets] == [parse_hand_kinds("YA YA YA YA")]
    assert_a_split_of(parse_hand_kinds(hand), tuple(tuple(kind_of(c) for c in m) for m in result.melds))
    assert [kind_of(c) for c in result.end_cards] == parse_hand_kinds("GB GC YS")


def test_a_sowee_secrets_fourth_card_joins_the_meld_the_win_needs() -> None:
    in_sequence = "GB GC WX WY WZ YX YY YZ GS RS WS YS"
    result = settle(final_state(in_sequence, "YS", "RX", How.DISCARD, secrets=("RX RX RX GA",)))
    melds = [tuple(kind_of(c) for c in m) for m in result.melds]
    assert tuple(parse_hand_kinds("GA GB GC")) in melds
    assert_a_split_of(parse_hand_kinds(in_sequence + " GA"), tuple(melds))
    laid_general = next(c for c in result.secrets[0] if kind_of(c) == parse_hand_kinds("GA")[0])
    assert any(laid_general in m for m in result.melds)  # the very card laid in the secret


def test_a_void_hand_has_no_melds() -> None:
    state = final_state("GA", "GA", "RX", How.DISCARD)._replace(winner=-1, how=How.NONE, bownit=-1)
    result = settle(state)
    assert result.melds == () and result.secrets == () and result.end_cards == ()
