"""Ma Diao's rules as seed 003 states them (docs/RULES_MADIAO.md), each seed example a test."""

from __future__ import annotations

import pytest

from tests.madiao_deals import all_pass, arrange, cards, dealt, down, finish, lead_all, step, up
from tusac_lan.detrng import DetRng
from tusac_lan.games.api import EVERYONE, STOCK, UNUSED, Refusal
from tusac_lan.games.madiao import GAME
from tusac_lan.games.madiao.cards import (
    CARDS,
    FEMALE,
    HONOURS,
    LOWEST,
    RED,
    Suit,
    by_name,
    second_of,
    suit_of,
    top_of,
)
from tusac_lan.games.madiao.game import first_dealer
from tusac_lan.games.madiao.result import MadiaoResult, result
from tusac_lan.games.madiao.rules import MadiaoRules
from tusac_lan.games.madiao.scoring import (
    BA_ZHUO,
    DA_HUO_BAI,
    DA_HUO_BAI_TU,
    SAN_KAI,
    SHANG,
    SI_BAI,
    SI_BAI_TU,
    SI_HONG,
    XIAO_HUO_BAI,
    XIAO_HUO_BAI_TU,
    XIAO_TU,
    PlayerFacts,
    bonus_hands,
    jiada_payments,
    mianmen_hands,
    settle,
    trick_scores,
    yishang_hands,
    yishang_payments,
)
from tusac_lan.games.madiao.state import Kind, MadiaoState, Move, Phase, first_dealt, owners
from tusac_lan.games.madiao.words import result_lines, zhu


def names(ids: frozenset[int] | set[int]) -> set[str]:
    return {CARDS[card].name for card in ids}


def test_the_deck_is_forty_money_cards_with_coins_in_reverse_order() -> None:
    assert len(CARDS) == 40
    assert [sum(1 for c in CARDS if c.suit == suit) for suit in Suit] == [11, 9, 9, 11]
    coins = [c.name for c in sorted((c for c in CARDS if c.suit == Suit.COINS), key=lambda c: c.strength)]
    assert coins == ["九銭", "八銭", "七銭", "六銭", "五銭", "四銭", "三銭", "二銭", "一銭", "半文", "空沒文"]
    tens = [c.name for c in sorted((c for c in CARDS if c.suit == Suit.TENS), key=lambda c: c.strength)]
    assert tens[-3:] == ["百万", "千万", "万万"] and tens[0] == "二十万" and tens[7] == "九十万"
    assert [CARDS[top_of(s)].name for s in Suit] == ["空沒文", "九索", "九万", "万万"]  # 正賞
    assert [CARDS[second_of(s)].name for s in Suit] == ["半文", "八索", "八万", "千万"]  # 次賞
    assert names(HONOURS) == {"万万", "九万", "九索", "空沒文"}
    assert names(LOWEST) == {"二十万", "一万", "一索", "九銭"}
    assert names(RED) == {"万万", "千万", "百万", "九万", "八万", "九索", "八索", "九銭", "八銭", "空沒文"}
    assert names(FEMALE) == {"五万", "六万", "八万"}
    assert len({c.code for c in CARDS}) == 40


def test_the_drawing_orders_cards_by_money_myriad_myriads_highest_zero_cash_lowest() -> None:
    by_money = sorted(range(40), key=lambda card: CARDS[card].money)
    assert CARDS[by_money[-1]].name == "万万" and CARDS[by_money[0]].name == "空沒文"
    assert CARDS[by_money[1]].name == "半文" and CARDS[by_money[2]].name == "一銭"
    suits = [CARDS[card].suit for card in by_money]
    assert suits == sorted(suits)  # tens > myriads > strings > coins
    assert {first_dealer(bytes([i])) for i in range(40)} == {0, 1, 2, 3}
    assert first_dealer(b"same") == first_dealer(b"same")


def test_the_seat_that_draws_the_most_money_deals_first() -> None:
    """The seed: each player takes a card; the strongest as money deals first. Here each seat takes one
    card off a deck shuffled from the joint randomness, in seat order."""
    for i in range(64):
        joint = bytes([i, 7])
        deck = list(range(40))
        DetRng(b"madiao first dealer:" + joint).shuffle(deck)
        drawn = deck[:4]
        dealer = first_dealer(joint)
        assert all(CARDS[drawn[dealer]].money > CARDS[drawn[seat]].money for seat in range(4) if seat != dealer)


@pytest.mark.parametrize(
    ("bottom", "seat_from_dealer"),
    [
        ("一索", 2),
        ("五万", 2),
        ("九銭", 2),  # 1, 5, 9: across from the dealer
        ("二万", 3),
        ("六十万", 3),  # 2, 6: the dealer's left
        ("三銭", 0),
        ("七索", 0),  # 3, 7: the dealer
        ("四万", 1),
        ("八十万", 1),  # 4, 8: the cutter, the dealer's right
        ("万万", 2),
        ("千万", 2),
        ("百万", 2),
        ("空沒文", 2),
        ("半文", 2),  # count as 1
    ],
)
def test_the_bottom_card_says_who_is_dealt_first(bottom: str, seat_from_dealer: int) -> None:
    for dealer in range(4):
        assert first_dealt(dealer, by_name(bottom)) == (dealer + seat_from_dealer) % 4


def test_eight_each_in_packets_of_four_the_bottom_card_face_up_the_rest_unseen() -> None:
    slots = owners(1, by_name("四万"))  # the cutter, seat 2, is dealt first
    assert slots[:16] == (2,) * 4 + (3,) * 4 + (0,) * 4 + (1,) * 4
    assert slots[16:32] == slots[:16]
    assert slots[39] == EVERYONE and slots[38] == STOCK and slots[32:38] == (UNUSED,) * 6
    plan = GAME.deal_plan(GAME.default_rules(), 4, 1)
    assert plan.first == (39,)
    state = GAME.new_hand(GAME.default_rules(), 4, 1, (by_name("四万"),))
    assert state.mianzhang == by_name("四万") and state.public[39]
    assert sum(1 for card in state.cards if card >= 0) == 1


def test_yishang_hands_and_their_stakes_are_cumulative() -> None:
    four = cards("万万", "九万", "九索", "空沒文")
    assert yishang_hands(four + cards("一銭", "二銭", "三銭", "四銭")) == ("四尊",)
    assert yishang_hands(four + cards("百万", "二銭", "三銭", "四銭")) == ("四尊", "四尊と百万")
    assert yishang_hands(four + cards("二十万", "一万", "一索", "九銭")) == ("四尊", "四尊と四極")
    eight_red = cards("万万", "千万", "九万", "八万", "九索", "八索", "九銭", "八銭")
    assert yishang_hands(eight_red) == ("八紅",)
    with_hundred = cards("万万", "千万", "百万", "九万", "八万", "九索", "八索", "空沒文")
    assert "八紅" in yishang_hands(with_hundred) and "百万入り八紅" in yishang_hands(with_hundred)
    assert yishang_hands(cards("一索", "二索", "三索", "四索", "五索", "六索", "七索", "八索")) == ("渾成",)
    tens = cards("二十万", "三十万", "四十万", "五十万", "六十万", "七十万", "九十万", "百万")
    assert yishang_hands(tens) == ("渾成", "百万入り十門渾成")
    assert yishang_hands(cards("百万", "九十万", "五万", "六万", "八万", "一索", "二索", "三索")) == ("全突大活",)
    assert yishang_hands(cards("百万", "九十万", "五万", "六万", "七万", "一索", "二索", "三索")) == ()


def test_the_seed_example_eight_red_with_the_hundred_is_six_plus_seven() -> None:
    """「八紅」で「百万入り八紅」のときは6+7=13注; plus the 1 of 全吊 from everyone."""
    hand = cards("千万", "百万", "九万", "八万", "九索", "八索", "九銭", "八銭")
    assert yishang_hands(hand) == ("八紅", "百万入り八紅")
    others = [frozenset(cards("一索")), frozenset(cards("二索")), frozenset(cards("三索"))]
    pay = yishang_payments([frozenset(hand), *others], [0])
    assert pay == (3 * 2 * 14, -28, -28, -28)


def test_a_player_dealt_the_hundred_pays_no_stake_but_pays_the_one() -> None:
    hand = frozenset(cards("万万", "九万", "九索", "空沒文", "一銭", "二銭", "三銭", "四銭"))
    others = [frozenset(cards("百万")), frozenset(cards("二索")), frozenset(cards("三索"))]
    assert yishang_payments([others[0], hand, others[1], others[2]], [1]) == (-2, 2 + 10 + 10, -10, -10)


def _yishang_deal(dealer: int = 0) -> tuple[int, ...]:
    hand = cards("万万", "九万", "九索", "空沒文", "一銭", "二銭", "三銭", "四銭")
    return arrange({2: hand}, by_name("二索"), by_name("五索"), dealer)


def test_a_yishang_ends_the_hand_and_its_declarer_deals_next() -> None:
    state = dealt(_yishang_deal())
    legal = GAME.legal(state, 2)
    assert [m.kind for m in legal] == [Kind.PASS, Kind.YISHANG]
    for seat in (0, 1, 3):
        state = step(state, seat, Move(Kind.PASS))
    state = step(state, 2, legal[1])
    assert state.phase == Phase.ENDED and all(state.public[s] for s in state.dealt[2])
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.next_starter == 2
    assert outcome.payments == (-10, -10, 30, -10)


def test_with_two_yishang_the_nearest_counter_clockwise_from_the_dealer_deals_next() -> None:
    a = cards("万万", "九万", "九索", "空沒文", "一銭", "二銭", "三銭", "四銭")
    b = cards("一索", "二索", "三索", "四索", "五索", "六索", "七索", "八索")
    deck = arrange({3: a, 1: b}, by_name("二万"), by_name("五万"), dealer=2)
    state = dealt(deck, dealer=2)
    for seat in range(4):
        state = step(state, seat, GAME.legal(state, seat)[-1])
    account = GAME.outcome(state)
    assert account is not None and account.next_starter == 3
    assert sum(account.payments) == 0


def test_mianmen_of_the_four_lowest_takes_one_from_each_even_the_dealer() -> None:
    hand = cards("二十万", "一万", "一索", "九銭", "二銭", "三銭", "四銭", "五銭")
    assert "四極" in mianmen_hands(hand)
    state = dealt(arrange({2: hand}, by_name("二索"), by_name("五索")))
    for seat in range(4):
        state = step(state, seat, GAME.legal(state, seat)[-1] if seat == 2 else Move(Kind.PASS))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.payments == (-2, -2, 6, -2)
    assert outcome.next_starter == 1  # the deal passes on as usual


def test_other_mianmen_pay_nothing_and_a_yishang_takes_precedence() -> None:
    no_red = cards("二銭", "三銭", "四銭", "五銭", "二索", "三索", "四索", "五索")
    assert mianmen_hands(no_red) == () and mianmen_hands(no_red, weak=1) == ("無紅", "無賞")
    assert mianmen_hands(cards("二十万", "一万", "一索", "九銭", "二銭", "三銭", "四銭", "万万")) == ("四極",)
    weak = MadiaoRules(weak_mianmen=1)
    plain = dealt(arrange({1: no_red}, by_name("六索"), by_name("七索")))
    assert [m.kind for m in GAME.legal(plain, 1)] == [Kind.PASS]
    state = dealt(arrange({1: no_red}, by_name("六索"), by_name("七索")), rules=weak)
    state = step(state, 0, Move(Kind.PASS))
    state = step(state, 1, GAME.legal(state, 1)[-1])
    state = step(state, 2, Move(Kind.PASS))
    state = step(state, 3, Move(Kind.PASS))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.payments == (0, 0, 0, 0)
    deck = _yishang_deal()
    state = dealt(deck)
    mian = [m for m in GAME.legal(state, 1) if m.kind == Kind.MIANMEN]
    if mian:
        state = step(state, 1, mian[0])
    for seat in range(4):
        if state.answers[seat] < 0:
            state = step(state, seat, GAME.legal(state, seat)[-1] if seat == 2 else Move(Kind.PASS))
    account = GAME.outcome(state)
    assert account is not None and account.payments == (-10, -10, 30, -10)


def test_tricks_face_up_must_follow_suit_and_beat_face_down_is_any_card() -> None:
    deck = arrange(
        {
            0: cards("五万", "一索", "二索", "三索", "四索", "五索", "六索", "七索"),
            1: cards("三万", "七万", "二銭", "三銭", "四銭", "五銭", "六銭", "七銭"),
            2: cards("六万", "八索", "一万", "二万", "四十万", "五十万", "六十万", "七十万"),
            3: cards("九万", "二十万", "三十万", "八十万", "九十万", "百万", "千万", "万万"),
        },
        by_name("八銭"),  # 8: the cutter (seat 1) is dealt first and leads
        by_name("九索"),
    )
    state = all_pass(dealt(deck))
    assert state.phase == Phase.PLAY and state.leader == 1
    lead = GAME.legal(state, 1)
    assert all(m.kind == Kind.UP for m in lead)  # a trick is led face up
    state = step(state, 1, up(state, by_name("七万")))
    legal = GAME.legal(state, 2)
    ups = {state.cards[m.slots[0]] for m in legal if m.kind == Kind.UP}
    assert ups == set()  # 六万 and 一万 are below 七万, 八索 is another suit
    assert len([m for m in legal if m.kind == Kind.DOWN]) == 8
    assert GAME.apply(state, 2, up(state, by_name("八索"))) == Refusal(
        "a card played face up must be of the led suit and beat every card so far"
    )
    state = step(state, 2, down(state, by_name("八索")))
    state = step(state, 3, up(state, by_name("九万")))
    state = step(state, 0, down(state, by_name("五万")))
    assert state.tricks[-1][-2].face_up and state.leader == 3  # the highest face-up card wins and leads
    assert GAME.view(state, 1).cards[state.tricks[0][1].slot] == -1  # 八索 stays unseen
    assert GAME.view(state, 2).cards[state.tricks[0][1].slot] == by_name("八索")


def test_a_face_up_lead_may_be_beaten_only_by_its_suit() -> None:
    state = all_pass(dealt(arrange({0: cards("一索")}, by_name("七索"), by_name("九索"))))
    state = step(state, 0, up(state, by_name("一索")))
    for seat in (1, 2, 3):
        for move in GAME.legal(state, seat):
            if move.kind == Kind.UP:
                assert suit_of(move.cards[0]) == Suit.STRINGS and move.cards[0] > by_name("一索")


@pytest.mark.parametrize(
    ("tricks", "scores"),
    [
        ((3, 3, 1, 1), (2, 2, -2, -2)),
        ((3, 3, 2, 0), (1, 1, 0, -2)),  # two 吊 and one 死: each 吊 scores 1/2
        ((4, 2, 2, 0), (2, 0, 0, -2)),
        ((8, 0, 0, 0), (2, -2, -2, -2)),
        ((2, 2, 2, 2), (0, 0, 0, 0)),
        ((4, 3, 1, 0), (2, 2, -2, -2)),
    ],
)
def test_diao_and_si_in_half_units(tricks: tuple[int, ...], scores: tuple[int, ...]) -> None:
    assert trick_scores(tricks) == scores


def facts(dealt: list[int], won: list[int], tricks: int, all_seven: bool = False) -> PlayerFacts:
    return PlayerFacts(frozenset(dealt), frozenset(won), tricks, all_seven)


NOT_SHANG = by_name("二索")


def test_each_bonus_hand_of_the_seed_table() -> None:
    assert bonus_hands(facts(cards("万万"), cards("万万"), 2), NOT_SHANG) == (SHANG,)
    assert bonus_hands(facts(cards("万万"), cards("万万"), 1), NOT_SHANG) == ()  # 賞 needs 正本
    assert bonus_hands(facts(cards("千万"), cards("千万"), 2), by_name("万万")) == (SHANG,)  # 面張 is 正賞
    assert bonus_hands(facts(cards("万万"), cards("万万"), 2), by_name("万万")) == ()
    assert bonus_hands(facts(cards("九十万", "六万"), cards("九十万", "六万"), 2), NOT_SHANG) == (XIAO_TU,)
    assert bonus_hands(facts(cards("百万"), [], 1), NOT_SHANG) == (SI_BAI,)
    assert bonus_hands(facts(cards("百万", "五万"), cards("五万"), 1), NOT_SHANG) == (SI_BAI, SI_BAI_TU)
    assert bonus_hands(facts(cards("百万", "五万"), [], 0), NOT_SHANG) == (SI_BAI,)
    assert bonus_hands(facts(cards("百万"), [], 2), NOT_SHANG) == (XIAO_HUO_BAI,)
    assert bonus_hands(facts(cards("百万", "八万"), cards("八万"), 3), NOT_SHANG) == (XIAO_HUO_BAI, XIAO_HUO_BAI_TU)
    assert bonus_hands(facts(cards("百万"), cards("百万"), 2), NOT_SHANG) == (DA_HUO_BAI,)
    assert bonus_hands(facts(cards("百万", "六万"), cards("百万", "六万"), 2), NOT_SHANG) == (DA_HUO_BAI, DA_HUO_BAI_TU)
    three = cards("百万", "千万", "万万")
    assert bonus_hands(facts(three, three, 3), NOT_SHANG) == (SHANG, DA_HUO_BAI, SAN_KAI)
    assert BA_ZHUO in bonus_hands(facts([], [], 7, True), NOT_SHANG)


def test_the_bonus_hands_that_need_zhengben_yield_to_si_bai_without_it() -> None:
    """Without 正本, 百万 上卓 is no 大活百 but 死百 (and 死百突 when a 雌突 was dealt: 百万 is the one of the
    two 上卓); with 正本 no 死百 nor 死百突 is made (3 tricks or more are 正本 too)."""
    assert bonus_hands(facts(cards("百万"), cards("百万"), 1), NOT_SHANG) == (SI_BAI,)
    assert bonus_hands(facts(cards("百万", "六万"), cards("百万"), 1), NOT_SHANG) == (SI_BAI, SI_BAI_TU)
    assert bonus_hands(facts(cards("百万", "六万"), cards("百万"), 3), NOT_SHANG) == (DA_HUO_BAI,)
    assert bonus_hands(facts(cards("九十万", "五万"), cards("九十万", "五万"), 4), NOT_SHANG) == (XIAO_TU,)
    assert bonus_hands(facts(cards("九索", "九万"), cards("九索", "九万"), 5), NOT_SHANG) == (SHANG, SHANG)


def test_the_seed_example_si_hong_also_earns_shang_da_huo_bai_and_san_kai_not_si_bai() -> None:
    four = cards("百万", "千万", "万万", "空沒文")
    made = bonus_hands(facts(four, four, 4), NOT_SHANG)
    assert made == (SHANG, SHANG, DA_HUO_BAI, SAN_KAI, SI_HONG)
    assert SI_BAI not in made


def test_the_seed_settlement_example() -> None:
    """親 1.5, 子A -1, 子B 3.5, 子C 0: A pays 2.5 to the dealer, the dealer pays B 2, C pays 1.5."""
    assert settle([3, -2, 7, 0], 0) == (4, -5, 4, -3)
    assert settle([-2, 3, 7, 0], 1) == (-5, 4, 4, -3)


def _won_everything(hand: list[int], jiada: str) -> tuple[MadiaoResult, MadiaoState]:
    extra = {} if by_name("百万") in hand else {1: cards("百万")}
    deck = arrange({0: hand, **extra}, by_name("三索"), by_name(jiada))  # 3: the dealer is dealt first
    state = all_pass(dealt(deck))
    assert state.leader == 0
    state = finish(lead_all(state, 0, sorted(hand, reverse=True)), deck)
    account = result(state)
    assert account is not None
    return account, state


def test_a_hand_won_outright_with_a_hundred_held_face_down_by_another() -> None:
    hand = cards("千万", "九万", "九索", "空沒文", "半文", "八索", "八万", "七万")
    account, state = _won_everything(hand, "二索")
    dealer = account.seats[0]
    assert dealer.tricks == 8 and dealer.bonuses == (SHANG, SHANG, SHANG, BA_ZHUO)
    assert dealer.score == 2 + 2 * (3 + 8)
    holder = next(s for s in range(4) if by_name("百万") in {state.cards[slot] for slot in state.dealt[s]})
    assert not any(p.face_up for t in state.tricks for p in t if p.seat == holder)
    assert account.seats[holder].bonuses == (SI_BAI,)  # 死百: held, though played face down
    assert account.payments[0] == sum(dealer.score - s.score for s in account.seats[1:])
    assert sum(account.payments) == 0 and account.next_dealer == 1 and account.jiada_payer == -1


def test_the_dealer_keeps_the_deal_after_da_huo_bai() -> None:
    hand = cards("万万", "千万", "百万", "九十万", "九万", "九索", "空沒文", "八万")
    account, _ = _won_everything(hand, "二索")
    made = account.seats[0].bonuses
    assert set(made) == {SHANG, DA_HUO_BAI, DA_HUO_BAI_TU, XIAO_TU, SAN_KAI, SI_HONG, BA_ZHUO}
    assert made.count(SHANG) == 4
    assert account.seats[0].score == 2 + 2 * (4 + 3 + 6 + 1 + 3 + 4 + 8)
    assert account.next_dealer == 0


def test_the_jiada_turned_after_play_makes_the_second_card_s_winner_pay_each() -> None:
    hand = cards("千万", "九万", "九索", "空沒文", "半文", "八索", "八万", "七万")
    account, _ = _won_everything(hand, "万万")
    assert account.jiada == by_name("万万") and account.jiada_payer == 0
    assert [p - s for p, s in zip(account.payments, account.settlement)] == [-6, 2, 2, 2]


def test_the_jiada_penalty_needs_a_zheng_shang_turned_and_zhengben() -> None:
    """仮達: only a 正賞 turned after play, and only the 次賞's winner who made 正本, pays 1 注 to each."""
    wan_wan = by_name("万万")
    assert jiada_payments(wan_wan, 1, True) == (2, -6, 2, 2)
    assert jiada_payments(wan_wan, 1, False) == (0, 0, 0, 0)  # no 正本
    assert jiada_payments(wan_wan, None, False) == (0, 0, 0, 0)  # nobody won with 千万
    assert jiada_payments(by_name("千万"), 1, True) == (0, 0, 0, 0)  # a 次賞 turned is no 正賞


def test_must_follow_and_the_dealer_leading_are_house_rules() -> None:
    fields = {field.name: field for field in GAME.rule_fields()}
    assert [(f.name, f.default) for f in fields.values()] == [
        ("must_follow", 0),
        ("dealer_leads", 0),
        ("weak_mianmen", 0),
    ]
    rules = GAME.rules_from_values({"must_follow": 1, "dealer_leads": 1})
    assert rules == MadiaoRules(1, 1, 0)
    assert GAME.rules_from_canonical(GAME.rules_to_canonical(rules)) == rules
    assert isinstance(GAME.rules_from_values({"must_follow": 2}), Refusal)
    assert isinstance(GAME.rules_from_values({"stake": 1}), Refusal)
    assert isinstance(GAME.rules_from_canonical([1, True]), Refusal)
    deck = arrange({}, by_name("八銭"), by_name("九索"))  # 8: the cutter is dealt first
    assert all_pass(dealt(deck)).leader == 1
    assert all_pass(dealt(deck, rules=MadiaoRules(dealer_leads=1))).leader == 0


def test_must_follow_restricts_a_face_down_card_to_the_led_suit() -> None:
    deck = arrange({0: cards("五索", "一銭"), 1: cards("一索", "二銭", "三銭")}, by_name("七索"), by_name("九索"))
    for must, expected in ((0, True), (1, False)):
        state = all_pass(dealt(deck, rules=MadiaoRules(must_follow=must)))
        state = step(state, 0, up(state, by_name("五索")))
        downs = {state.cards[m.slots[0]] for m in GAME.legal(state, 1) if m.kind == Kind.DOWN}
        assert (by_name("二銭") in downs) is expected and by_name("一索") in downs
        refused = GAME.apply(state, 1, down(state, by_name("二銭")))
        assert isinstance(refused, Refusal) is not expected


def test_the_result_in_words_names_every_bonus_hand_the_settlement_and_the_jiada() -> None:
    hand = cards("千万", "九万", "九索", "空沒文", "半文", "八索", "八万", "七万")
    account, _ = _won_everything(hand, "万万")
    lines = result_lines(account)
    assert lines[0] == "dealer: South"
    assert lines[1] == (
        "South: 8 tricks +1, 賞 (shǎng) +1, 賞 (shǎng) +1, 賞 (shǎng) +1, 八卓全收 (bā zhuō quán shōu) +8; score +12"
    )
    assert "East: 0 tricks -1, 死百 (sǐ bǎi) +1; score +0" in lines
    assert "仮達: 万万 (wàn wàn, myriad myriads)" in lines and "South pays 1 to each for the 仮達" in lines
    assert lines[-1] == "next dealer: East"
    assert zhu(1) == "+0.5" and zhu(-5) == "-2.5" and zhu(0) == "+0"
