"""What a Ma Diao hand is worth: 異賞 and 免門 at the deal, 吊 / 死 and the bonus hands after play, the
settlement against the dealer and the 仮達 penalty. Every amount is in half 注 (the least unit)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import NamedTuple

from .cards import (
    EIGHT_MYRIADS,
    FEMALE,
    FIVE_MYRIADS,
    HONOURS,
    HUNDRED_MYRIADS,
    LOWEST,
    MYRIAD_MYRIADS,
    NINETY_MYRIADS,
    RED,
    SIX_MYRIADS,
    THOUSAND_MYRIADS,
    ZERO_CASH,
    Suit,
    second_of,
    suit_of,
    top_of,
)

HALF = 1
ONE = 2
"""One 注 in half units."""
SEATS = 4

# 異賞, in the seed's order, with its 注 (cumulative).
FOUR_HONOURS = "四尊"
FOUR_HONOURS_HUNDRED = "四尊と百万"
FOUR_HONOURS_LOWEST = "四尊と四極"
EIGHT_RED = "八紅"
EIGHT_RED_HUNDRED = "百万入り八紅"
ONE_SUIT = "渾成"
TENS_SUIT_HUNDRED = "百万入り十門渾成"
ALL_TU = "全突大活"
YISHANG_STAKES = {
    FOUR_HONOURS: 4,
    FOUR_HONOURS_HUNDRED: 5,
    FOUR_HONOURS_LOWEST: 8,
    EIGHT_RED: 6,
    EIGHT_RED_HUNDRED: 7,
    ONE_SUIT: 4,
    TENS_SUIT_HUNDRED: 5,
    ALL_TU: 5,
}
ALL_TU_CARDS = frozenset({HUNDRED_MYRIADS, NINETY_MYRIADS, FIVE_MYRIADS, SIX_MYRIADS, EIGHT_MYRIADS})

# 免門: the seed names three holdings; its list was lost but for 四極 (docs/RULES_MADIAO.md): the two
# others here are a house rule.
MIANMEN_LOWEST = "四極"
MIANMEN_NO_RED = "無紅"
MIANMEN_NO_HONOUR = "無賞"

# The bonus hands of play, in the seed's order, with their 注 and whether they need 正本 (True), need
# its absence (False).
SHANG = "賞"
XIAO_TU = "小突"
SI_BAI = "死百"
SI_BAI_TU = "死百突"
XIAO_HUO_BAI = "小活百"
XIAO_HUO_BAI_TU = "小活百突"
DA_HUO_BAI = "大活百"
DA_HUO_BAI_TU = "大活百突"
SAN_KAI = "三開"
SI_HONG = "四紅"
BA_ZHUO = "八卓全收"
BONUS_STAKES = {
    SHANG: 1,
    XIAO_TU: 1,
    SI_BAI: 1,
    SI_BAI_TU: 2,
    XIAO_HUO_BAI: 2,
    XIAO_HUO_BAI_TU: 4,
    DA_HUO_BAI: 3,
    DA_HUO_BAI_TU: 6,
    SAN_KAI: 3,
    SI_HONG: 4,
    BA_ZHUO: 8,
}


def yishang_hands(hand: Collection[int]) -> tuple[str, ...]:
    """Every 異賞 the eight cards hold, in the seed's order (they are all paid)."""
    cards = frozenset(hand)
    honours = HONOURS <= cards
    reds = len(cards & RED)
    suits = {suit_of(card) for card in cards}
    found = [
        (FOUR_HONOURS, honours),
        (FOUR_HONOURS_HUNDRED, honours and HUNDRED_MYRIADS in cards),
        (FOUR_HONOURS_LOWEST, honours and LOWEST <= cards),
        (EIGHT_RED, reds >= 8),
        (EIGHT_RED_HUNDRED, reds >= 8 and HUNDRED_MYRIADS in cards),
        (ONE_SUIT, len(cards) == 8 and len(suits) == 1),
        (TENS_SUIT_HUNDRED, len(cards) == 8 and suits == {Suit.TENS} and HUNDRED_MYRIADS in cards),
        (ALL_TU, ALL_TU_CARDS <= cards),
    ]
    return tuple(name for name, holds in found if holds)


def mianmen_hands(hand: Collection[int], weak: int = 0) -> tuple[str, ...]:
    """The 免門 holdings of the hand: 四極 (the one the seed's text kept); with ``weak``, also no red card
    and no 正賞 nor 次賞 (this project's stand-ins for the two holdings the seed lost)."""
    cards = frozenset(hand)
    found = [
        (MIANMEN_LOWEST, LOWEST <= cards),
        (MIANMEN_NO_RED, bool(weak) and not cards & RED),
        (MIANMEN_NO_HONOUR, bool(weak) and not cards & (HONOURS | {second_of(suit) for suit in Suit})),
    ]
    return tuple(name for name, holds in found if holds)


def yishang_payments(hands: Sequence[frozenset[int]], declarers: Sequence[int]) -> tuple[int, ...]:
    """Each declarer takes its 賀 (the sum of its 異賞) from every other player but one dealt 百万, and 1
    more from every other player (全吊)."""
    pay = [0] * SEATS
    for declarer in declarers:
        stake = sum(YISHANG_STAKES[name] for name in yishang_hands(hands[declarer]))
        for other in range(SEATS):
            if other == declarer:
                continue
            owed = ONE * (1 + (0 if HUNDRED_MYRIADS in hands[other] else stake))
            pay[other] -= owed
            pay[declarer] += owed
    return tuple(pay)


def mianmen_payments(hands: Sequence[frozenset[int]], declarers: Sequence[int]) -> tuple[int, ...]:
    """A 免門 of 四極 takes 1 from each other player (the dealer and a 百万 holder too); the others nothing."""
    pay = [0] * SEATS
    for declarer in declarers:
        if LOWEST <= hands[declarer]:
            for other in range(SEATS):
                if other != declarer:
                    pay[other] -= ONE
                    pay[declarer] += ONE
    return tuple(pay)


def trick_scores(tricks: Sequence[int]) -> tuple[int, ...]:
    """吊 (3+ tricks) +1, 2 tricks 0, 死 (0-1) -1; with exactly two 吊 and one 死 each 吊 scores 1/2."""
    hanged = sum(1 for t in tricks if t >= 3)
    dead = sum(1 for t in tricks if t <= 1)
    win = HALF if hanged == 2 and dead == 1 else ONE
    return tuple(win if t >= 3 else -ONE if t <= 1 else 0 for t in tricks)


class PlayerFacts(NamedTuple):
    dealt: frozenset[int]
    won_with: frozenset[int]
    """Cards this player played that won their trick (上卓)."""
    tricks: int
    won_first_seven: bool


def shang_cards(mianzhang: int) -> tuple[int, ...]:
    """The cards whose 上卓 is a 賞: each suit's 正賞, its 次賞 where the 面張 is that 正賞."""
    return tuple(second_of(suit) if top_of(suit) == mianzhang else top_of(suit) for suit in Suit)


def bonus_hands(facts: PlayerFacts, mianzhang: int) -> tuple[str, ...]:
    """The player's bonus hands, one entry per hand made (a 賞 once per 賞 card)."""
    zhengben = facts.tricks >= 2
    won, dealt = facts.won_with, facts.dealt
    hundred_held = HUNDRED_MYRIADS in dealt
    hundred_won = HUNDRED_MYRIADS in won
    female_won = bool(FEMALE & won)
    out: list[str] = []
    if zhengben:
        out += [SHANG for card in shang_cards(mianzhang) if card in won]
        if NINETY_MYRIADS in won and female_won:
            out.append(XIAO_TU)
    else:
        if hundred_held:
            out.append(SI_BAI)
        if hundred_held and FEMALE & dealt and (hundred_won or female_won):
            out.append(SI_BAI_TU)
    if zhengben and hundred_held:
        if not hundred_won:
            out.append(XIAO_HUO_BAI)
            if female_won:
                out.append(XIAO_HUO_BAI_TU)
        else:
            out.append(DA_HUO_BAI)
            if female_won:
                out.append(DA_HUO_BAI_TU)
        top_three = {HUNDRED_MYRIADS, THOUSAND_MYRIADS, MYRIAD_MYRIADS}
        if top_three <= won:
            out.append(SAN_KAI)
            if ZERO_CASH in won:
                out.append(SI_HONG)
    if facts.won_first_seven:
        out.append(BA_ZHUO)
    return tuple(out)


def bonus_total(names: Sequence[str]) -> int:
    return ONE * sum(BONUS_STAKES[name] for name in names)


def settle(scores: Sequence[int], dealer: int) -> tuple[int, ...]:
    """The dealer and each other player exchange the difference of their scores."""
    pay = [0] * SEATS
    for other in range(SEATS):
        if other != dealer:
            pay[other] += scores[other] - scores[dealer]
            pay[dealer] += scores[dealer] - scores[other]
    return tuple(pay)


def jiada_payments(jiada: int, second_winner: int | None, zhengben: bool) -> tuple[int, ...]:
    """仮達: when the card turned after play is a 正賞, the player who won with its suit's 次賞 and made
    正本 pays 1 to each other player."""
    pay = [0] * SEATS
    if second_winner is None or not zhengben or jiada not in HONOURS:
        return tuple(pay)
    for other in range(SEATS):
        if other != second_winner:
            pay[other] += ONE
            pay[second_winner] -= ONE
    return tuple(pay)
