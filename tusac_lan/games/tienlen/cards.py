"""Tiến lên's 52 cards as integers: ``rank * 4 + suit``, so a higher id is a stronger card.

Ranks 0..12 are 3 4 5 6 7 8 9 10 J Q K A 2; suits 0..3 are ♠ ♣ ♦ ♥ (weakest first).
"""

from __future__ import annotations

DECK = 52
RANKS = 13
SUITS = 4
TWO = 12
"""The rank of the 2s (heo), the strongest."""
ACE = 11
LOWEST = 0
"""3♠."""
HIGHEST = DECK - 1
"""2♥."""

RANK_CODES = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
SUIT_CODES = ("S", "C", "D", "H")
SUIT_SYMBOLS = ("♠", "♣", "♦", "♥")
RED_SUITS = (2, 3)


def rank(card: int) -> int:
    return card >> 2


def suit(card: int) -> int:
    return card & 3


def card_code(card: int) -> str:
    """ASCII code of a card: rank then suit letter, e.g. ``3S``, ``10H``, ``2D``."""
    return RANK_CODES[card >> 2] + SUIT_CODES[card & 3]


def card_name(card: int) -> str:
    """A card as players write it, e.g. ``3♠``."""
    return RANK_CODES[card >> 2] + SUIT_SYMBOLS[card & 3]


def card_from_code(code: str) -> int | None:
    if len(code) < 2 or code[:-1] not in RANK_CODES or code[-1] not in SUIT_CODES:
        return None
    return RANK_CODES.index(code[:-1]) * SUITS + SUIT_CODES.index(code[-1])
