"""Card identities and the two-letter notation.

A card id is an integer 0..111: ``kind * 4 + copy``. A kind is ``colour * 7 + rank``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

COLOURS: Final = "GRWY"
RANKS: Final = "ABCXYZS"
COLOUR_NAMES: Final = ("green", "red", "white", "yellow")
RANK_NAMES: Final = ("general", "advisor", "elephant", "chariot", "cannon", "horse", "soldier")

GENERAL, ADVISOR, ELEPHANT, CHARIOT, CANNON, HORSE, SOLDIER = range(7)
NUM_KINDS: Final = 28
COPIES: Final = 4
NUM_CARDS: Final = NUM_KINDS * COPIES


class CardError(ValueError):
    """A card code or id that does not name a card."""


def kind_of(card: int) -> int:
    return card >> 2


def colour_of_kind(kind: int) -> int:
    return kind // 7


def rank_of_kind(kind: int) -> int:
    return kind % 7


def make_kind(colour: int, rank: int) -> int:
    return colour * 7 + rank


def is_general_kind(kind: int) -> bool:
    return kind % 7 == GENERAL


def is_general(card: int) -> bool:
    return (card >> 2) % 7 == GENERAL


def kind_code(kind: int) -> str:
    if not 0 <= kind < NUM_KINDS:
        raise CardError(f"no card kind {kind}")
    return COLOURS[kind // 7] + RANKS[kind % 7]


def card_code(card: int) -> str:
    if not 0 <= card < NUM_CARDS:
        raise CardError(f"no card id {card}")
    return kind_code(card >> 2)


def parse_kind(code: str) -> int:
    text = code.strip().upper()
    if len(text) != 2 or text[0] not in COLOURS or text[1] not in RANKS:
        raise CardError(f"bad card {code!r}: expected a colour letter (G R W Y) then a rank letter (A B C X Y Z S)")
    return make_kind(COLOURS.index(text[0]), RANKS.index(text[1]))


def split_codes(text: str) -> list[str]:
    """Split a hand written as ``"GA GB, RX"`` or ``"GAGBRX"`` into two-letter codes."""
    tokens: list[str] = []
    for token in text.replace(",", " ").split():
        if len(token) > 2 and len(token) % 2 == 0:
            tokens.extend(token[i : i + 2] for i in range(0, len(token), 2))
        else:
            tokens.append(token)
    return tokens


def parse_hand_kinds(text: str) -> list[int]:
    return [parse_kind(code) for code in split_codes(text)]


def cards_from_kinds(kinds: Iterable[int]) -> list[int]:
    """Give each kind the lowest unused copy: a concrete hand of card ids for a list of kinds."""
    used = [0] * NUM_KINDS
    cards: list[int] = []
    for kind in kinds:
        if used[kind] >= COPIES:
            raise CardError(f"more than {COPIES} copies of {kind_code(kind)}")
        cards.append(kind * COPIES + used[kind])
        used[kind] += 1
    return cards


def parse_hand(text: str) -> list[int]:
    return cards_from_kinds(parse_hand_kinds(text))
