"""Seed 003's worked examples played as real hands through Ma Diao's game interface (a stacked deck, every
move applied by ``GAME.apply``, the 仮達 opened by ``GAME.apply_reveal``, the Outcome from ``GAME.outcome``
and the audit's ``GAME.replay``). The examples the seed gives only as numbers are in
tests/test_madiao_rules.py; docs/RULES_MADIAO.md lists every example with its test."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from tests.madiao_deals import all_pass, arrange, cards, dealt, down, finish, step, up
from tusac_lan.games.api import UNKNOWN, Moved, Opened, Step
from tusac_lan.games.madiao import GAME
from tusac_lan.games.madiao.cards import by_name
from tusac_lan.games.madiao.result import MadiaoResult
from tusac_lan.games.madiao.rules import MadiaoRules
from tusac_lan.games.madiao.scoring import DA_HUO_BAI, SHANG, SI_BAI, PlayerFacts, bonus_hands
from tusac_lan.games.madiao.state import Kind, MadiaoState, Move

Play = tuple[int, str, bool]
"""(seat, card name, face up)."""


def play_out(
    hands: Mapping[int, Sequence[str]], bottom: str, jiada: str, tricks: Sequence[Sequence[Play]]
) -> tuple[MadiaoState, tuple[int, ...], list[Step[Move]]]:
    """Deal ``hands`` (seat 0 deals), everyone plays, the ``tricks`` are played card by card and the 仮達
    turned; returns the end, the deck and every step after the deal (for the audit's replay)."""
    deck = arrange({seat: cards(*names) for seat, names in hands.items()}, by_name(bottom), by_name(jiada))
    state = all_pass(dealt(deck))
    steps: list[Step[Move]] = [Moved(seat, Move(Kind.PASS)) for seat in range(4)]
    for trick in tricks:
        for seat, name, face_up in trick:
            move = (up if face_up else down)(state, by_name(name))
            state = step(state, seat, move)
            steps.append(Moved(seat, move))
    reveal = GAME.waiting(state).reveals[0]
    state = finish(state, deck)
    steps.append(Opened(reveal, (deck[reveal.slots[0]],)))
    return state, deck, steps


def account_of(state: MadiaoState) -> MadiaoResult:
    outcome = GAME.outcome(state)
    assert outcome is not None
    account = outcome.account
    assert isinstance(account, MadiaoResult)
    return account


# The seed's settlement example: 親 1.5, 子A −1, 子B 3.5, 子C 0. Seat 0 deals; A, B, C are seats 1, 2, 3.
# The dealer takes 3 tricks (九索 上卓: 賞), B 3 (百万 上卓: 大活百), C 2, A none: two 吊 and one 死, so
# each 吊 scores ½: dealer ½ + 1, A −1, B ½ + 3, C 0.
SETTLEMENT_HANDS = {
    0: ("九索", "七索", "六索", "一万", "九銭", "八銭", "七銭", "六銭"),
    1: ("五銭", "四銭", "三銭", "二銭", "一銭", "四索", "五索", "二十万"),
    2: ("二万", "百万", "三万", "四万", "三十万", "四十万", "五十万", "六十万"),
    3: ("七万", "八十万", "千万", "万万", "空沒文", "半文", "九十万", "七十万"),
}
SETTLEMENT_TRICKS: list[list[Play]] = [
    [(0, "九索", True), (1, "五銭", False), (2, "三十万", False), (3, "千万", False)],
    [(0, "七索", True), (1, "四銭", False), (2, "四十万", False), (3, "万万", False)],
    [(0, "六索", True), (1, "三銭", False), (2, "五十万", False), (3, "空沒文", False)],
    [(0, "一万", True), (1, "二銭", False), (2, "二万", True), (3, "半文", False)],
    [(2, "百万", True), (3, "九十万", False), (0, "九銭", False), (1, "一銭", False)],
    [(2, "三万", True), (3, "七十万", False), (0, "八銭", False), (1, "四索", False)],
    [(2, "四万", True), (3, "七万", True), (0, "七銭", False), (1, "五索", False)],
    [(3, "八十万", True), (0, "六銭", False), (1, "二十万", False), (2, "六十万", False)],
]


def test_the_seed_settlement_example_played_as_a_hand() -> None:
    # 三索 at the bottom: 3, so the dealer is dealt first and leads; 二索 turned after play is no 正賞.
    end, deck, steps = play_out(SETTLEMENT_HANDS, "三索", "二索", SETTLEMENT_TRICKS)
    account = account_of(end)
    assert [s.tricks for s in account.seats] == [3, 0, 3, 2]
    assert [s.bonuses for s in account.seats] == [(SHANG,), (), (DA_HUO_BAI,), ()]
    assert [s.score for s in account.seats] == [3, -2, 7, 0]  # half 注: 1.5, -1, 3.5, 0
    # A pays the dealer 2.5, the dealer pays B 2, C pays the dealer 1.5.
    assert account.settlement == (4, -5, 4, -3)
    outcome = GAME.outcome(end)
    assert outcome is not None
    assert outcome.payments == (4, -5, 4, -3) and account.jiada_payer == -1
    assert outcome.next_starter == 1  # 大活百 by a non-dealer: the deal passes on
    audit = GAME.replay(MadiaoRules(), 4, 0, steps, deck)
    assert audit.finding is None
    assert GAME.outcome(audit.state) == outcome


# The seed's 九万 example: "to 上卓 九万" is to hold 九万, play it and win the trick with it, whether one led
# it or played it on another's lead. 九万 is the 正賞 of myriads, so with 正本 it is a 賞 (1 注).
NINE_HANDS = {
    0: ("一万", "九銭", "八銭", "七銭", "六銭", "五銭", "四銭", "三銭"),
    1: ("九万", "三万", "二十万", "二銭", "一銭", "半文", "一索", "四索"),
    2: ("五索", "六索", "三十万", "四十万", "五十万", "六十万", "七十万", "八十万"),
    3: ("二万", "四万", "七万", "七索", "八索", "九索", "千万", "万万"),
}


def nine_tricks(on_anothers_lead: bool) -> list[list[Play]]:
    """Seat 1 wins the first two tricks, one with 九万 (played on seat 0's lead of 一万, or led by itself),
    then leads 二十万, which seat 2 beats with 三十万 and seat 2 leads and wins the rest."""
    first, second = ("九万", "三万") if on_anothers_lead else ("三万", "九万")
    tricks: list[list[Play]] = [
        [(0, "一万", True), (1, first, True), (2, "五索", False), (3, "二万", False)],
        [(1, second, True), (2, "六索", False), (3, "四万", False), (0, "九銭", False)],
        [(1, "二十万", True), (2, "三十万", True), (3, "七万", False), (0, "八銭", False)],
    ]
    rest = zip(
        ("四十万", "五十万", "六十万", "七十万", "八十万"),
        ("七索", "八索", "九索", "千万", "万万"),
        ("七銭", "六銭", "五銭", "四銭", "三銭"),
        ("二銭", "一銭", "半文", "一索", "四索"),
        strict=True,
    )
    tricks += [[(2, lead, True), (3, c, False), (0, d, False), (1, e, False)] for lead, c, d, e in rest]
    return tricks


@pytest.mark.parametrize("on_anothers_lead", [True, False], ids=["on-another-s-lead", "led"])
def test_the_seed_nine_myriads_example_is_a_shang_led_or_played_on_another_s_lead(on_anothers_lead: bool) -> None:
    end, deck, steps = play_out(NINE_HANDS, "三索", "二索", nine_tricks(on_anothers_lead))
    account = account_of(end)
    assert [s.tricks for s in account.seats] == [0, 2, 6, 0]
    assert [s.bonuses for s in account.seats] == [(), (SHANG,), (), ()]
    # Seat 1: 2 tricks (0) and the 賞 (1 注); seat 2 吊 (1); seats 0 and 3 死 (-1).
    assert [s.score for s in account.seats] == [-2, 2, 2, -2]
    assert account.payments == (-8, 4, 4, 0)
    assert GAME.replay(MadiaoRules(), 4, 0, steps, deck).finding is None


def test_the_nine_myriads_counts_only_when_it_wins_with_zhengben_and_yields_to_the_eight_under_the_mianzhang() -> None:
    nine, eight = by_name("九万"), by_name("八万")
    held = frozenset({nine, eight})
    assert bonus_hands(PlayerFacts(held, frozenset({nine}), 2, False), by_name("三索")) == (SHANG,)
    assert bonus_hands(PlayerFacts(held, frozenset(), 3, False), by_name("三索")) == ()  # held, not 上卓
    assert bonus_hands(PlayerFacts(held, frozenset({nine}), 1, False), by_name("三索")) == ()  # no 正本
    # With 九万 the 面張 (the seed's 賞 row), 八万 上卓 is the myriads' 賞.
    assert bonus_hands(PlayerFacts(held, frozenset({eight}), 2, False), nine) == (SHANG,)


def public_only(state: MadiaoState) -> MadiaoState:
    """What every peer and a verifier know of a hand whose face-down cards stay closed (a seed kept back)."""
    return state._replace(cards=tuple(c if state.public[s] else UNKNOWN for s, c in enumerate(state.cards)))


def test_a_kept_seed_leaves_the_result_standing_where_the_public_cards_decide_it() -> None:
    # The settlement example: 百万 was won face up and no 雌突 decides anything, so every peer settles
    # it as the audit would, each from its own view and a verifier from the public cards.
    end, _, _ = play_out(SETTLEMENT_HANDS, "三索", "二索", SETTLEMENT_TRICKS)
    full = GAME.outcome(end)
    assert full is not None
    assert GAME.outcome(public_only(end)) == full
    assert all(GAME.outcome(GAME.view(end, seat)) == full for seat in range(4))


def test_a_kept_seed_voids_a_result_that_needs_a_closed_card() -> None:
    # The 九万 hand: 百万 was never shown. Had seat 0 or seat 3 (no 正本) been dealt it face down it
    # would score 死百; it lies in the pile, but nobody can know that without every seed: no result.
    end, _, _ = play_out(NINE_HANDS, "三索", "二索", nine_tricks(True))
    assert GAME.outcome(end) is not None
    assert GAME.outcome(public_only(end)) is None
    assert all(GAME.outcome(GAME.view(end, seat)) is None for seat in range(4))
    # The same hand with 百万 dealt to seat 3 and played face down: the audit pays its 死百; without the
    # seeds it is the same public record, so again no result.
    hands = {**NINE_HANDS, 3: ("二万", "四万", "七万", "七索", "八索", "九索", "千万", "百万")}
    tricks = [[(s, "百万" if c == "万万" else c, u) for s, c, u in trick] for trick in nine_tricks(True)]
    end, _, _ = play_out(hands, "三索", "二索", tricks)
    account = account_of(end)
    assert account.seats[3].bonuses == (SI_BAI,)
    assert GAME.outcome(public_only(end)) is None


def test_the_seed_eight_red_example_declared_in_a_hand_is_paid_six_plus_seven() -> None:
    # 「八紅」で「百万入り八紅」のときは6+7=13注: seat 1 is dealt eight red cards with 百万 and declares;
    # nobody else holds 百万, so each pays the 13 and the 1 of 全吊: 14 注, 28 half 注.
    hand = cards("千万", "百万", "九万", "八万", "九索", "八索", "九銭", "八銭")
    deck = arrange({1: hand}, by_name("三索"), by_name("二索"))
    state = dealt(deck)
    declare = [move for move in GAME.legal(state, 1) if move.kind == Kind.YISHANG]
    assert len(declare) == 1
    for seat in (0, 2, 3):
        state = step(state, seat, Move(Kind.PASS))
    state = step(state, 1, declare[0])
    account = account_of(state)
    assert [d.hands for d in account.declared] == [("八紅", "百万入り八紅")]
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.payments == (-28, 84, -28, -28) and outcome.next_starter == 1
    # The declaration shows the hand: every peer settles it from the public cards (a seed kept back
    # afterwards changes nothing: nobody else was dealt 百万, and that too is public).
    assert GAME.outcome(public_only(state)) == outcome
