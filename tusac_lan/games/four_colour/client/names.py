"""A card in the player's language: ``red chariot (RX)``.

The words keep Qt's context "Words" they had in Tứ Sắc's client, so the committed translations still apply.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..cards import card_code, colour_of_kind, rank_of_kind

translate = QCoreApplication.translate


def colour_name(colour: int) -> str:
    return (
        translate("Words", "green"),
        translate("Words", "red"),
        translate("Words", "white"),
        translate("Words", "yellow"),
    )[colour]


def rank_name(rank: int) -> str:
    return (
        translate("Words", "general"),
        translate("Words", "advisor"),
        translate("Words", "elephant"),
        translate("Words", "chariot"),
        translate("Words", "cannon"),
        translate("Words", "horse"),
        translate("Words", "soldier"),
    )[rank]


def card_name(card: int) -> str:
    """``red chariot (RX)``: the words, with the code the cards carry."""
    kind = card >> 2
    return translate("Words", "{colour} {rank} ({code})").format(
        colour=colour_name(colour_of_kind(kind)), rank=rank_name(rank_of_kind(kind)), code=card_code(card)
    )
