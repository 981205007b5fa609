"""The 40 money-suited cards of Ma Diao. A card id is its suit's base plus its strength in the suit
(0 the weakest), so ids order cards of one suit by trick strength."""

from __future__ import annotations

from enum import IntEnum
from typing import Final, NamedTuple


class Suit(IntEnum):
    COINS = 0
    """文銭: reverse order, 九銭 the weakest and 空沒文 the strongest."""
    STRINGS = 1
    """索子"""
    MYRIADS = 2
    """万字"""
    TENS = 3
    """十字 (tens of myriads)"""


class CardInfo(NamedTuple):
    suit: Suit
    strength: int
    """0 the weakest of its suit."""
    name: str
    reading: str
    english: str
    code: str
    """Its ASCII code in files (``history show --json``)."""
    deal_value: int
    """What the bottom card counts for when it decides who is dealt first."""
    money: int
    """Its worth as money, in half cash: the order of the drawing for the first dealer."""


_NUMERALS = ("一", "二", "三", "四", "五", "六", "七", "八", "九")
_PINYIN = ("yī", "èr", "sān", "sì", "wǔ", "liù", "qī", "bā", "jiǔ")


def _build() -> tuple[CardInfo, ...]:
    cards: list[CardInfo] = []
    for n in range(9, 0, -1):
        cards.append(
            CardInfo(
                Suit.COINS, 9 - n, f"{_NUMERALS[n - 1]}銭", f"{_PINYIN[n - 1]} qián", f"{n} cash", f"C{n}", n, 2 * n
            )
        )
    cards.append(CardInfo(Suit.COINS, 9, "半文", "bàn wén", "half cash", "Ch", 1, 1))
    cards.append(CardInfo(Suit.COINS, 10, "空沒文", "kōng méi wén", "zero cash", "C0", 1, 0))
    for n in range(1, 10):
        cards.append(
            CardInfo(
                Suit.STRINGS,
                n - 1,
                f"{_NUMERALS[n - 1]}索",
                f"{_PINYIN[n - 1]} suǒ",
                f"{n} strings",
                f"S{n}",
                n,
                200 * n,
            )
        )
    for n in range(1, 10):
        cards.append(
            CardInfo(
                Suit.MYRIADS,
                n - 1,
                f"{_NUMERALS[n - 1]}万",
                f"{_PINYIN[n - 1]} wàn",
                f"{n} myriads",
                f"M{n}",
                n,
                20_000 * n,
            )
        )
    for n in range(2, 10):
        cards.append(
            CardInfo(
                Suit.TENS,
                n - 2,
                f"{_NUMERALS[n - 1]}十万",
                f"{_PINYIN[n - 1]}shí wàn",
                f"{n}0 myriads",
                f"T{n}0",
                n,
                200_000 * n,
            )
        )
    cards.append(CardInfo(Suit.TENS, 8, "百万", "bǎi wàn", "hundred myriads", "T100", 1, 2_000_000))
    cards.append(CardInfo(Suit.TENS, 9, "千万", "qiān wàn", "thousand myriads", "T1000", 1, 20_000_000))
    cards.append(CardInfo(Suit.TENS, 10, "万万", "wàn wàn", "myriad myriads", "T10000", 1, 200_000_000))
    return tuple(cards)


CARDS: Final = _build()
NUM_CARDS: Final = len(CARDS)
SUIT_BASE: Final = (0, 11, 20, 29)
SUIT_SIZE: Final = (11, 9, 9, 11)
BY_CODE: Final = {info.code: card for card, info in enumerate(CARDS)}


def by_name(name: str) -> int:
    return next(card for card, info in enumerate(CARDS) if info.name == name)


def suit_of(card: int) -> Suit:
    return CARDS[card].suit


def top_of(suit: Suit) -> int:
    """正賞: the suit's strongest card."""
    return SUIT_BASE[suit] + SUIT_SIZE[suit] - 1


def second_of(suit: Suit) -> int:
    """次賞: the suit's second card."""
    return top_of(suit) - 1


def bottom_of(suit: Suit) -> int:
    """極: the suit's weakest card."""
    return SUIT_BASE[suit]


NINE_CASH: Final = 0
ZERO_CASH: Final = 10
NINE_STRINGS: Final = 19
NINE_MYRIADS: Final = 28
NINETY_MYRIADS: Final = 36
HUNDRED_MYRIADS: Final = 37
"""百万 (百老)"""
THOUSAND_MYRIADS: Final = 38
MYRIAD_MYRIADS: Final = 39
FIVE_MYRIADS: Final = 24
SIX_MYRIADS: Final = 25
EIGHT_MYRIADS: Final = 27

HONOURS: Final = frozenset(top_of(suit) for suit in Suit)
"""四尊: 万万, 九万, 九索, 空沒文."""
LOWEST: Final = frozenset(bottom_of(suit) for suit in Suit)
"""四極: 二十万, 一万, 一索, 九銭."""
RED: Final = frozenset(
    {
        MYRIAD_MYRIADS,
        THOUSAND_MYRIADS,
        HUNDRED_MYRIADS,
        NINE_MYRIADS,
        EIGHT_MYRIADS,
        NINE_STRINGS,
        18,
        NINE_CASH,
        1,
        ZERO_CASH,
    }
)
"""The ten red cards: 万万, 千万, 百万, 九万, 八万, 九索, 八索, 九銭, 八銭, 空沒文."""
FEMALE: Final = frozenset({FIVE_MYRIADS, SIX_MYRIADS, EIGHT_MYRIADS})
"""雌突: the three myriads showing the Water Margin's women (the seed names them in 全突大活; its words
on which one 雌突 is were lost, so any of the three counts: docs/RULES_MADIAO.md)."""
