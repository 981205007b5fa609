"""Wrapping a short label between words only, in every language the client speaks.

Qt's word wrap breaks Japanese anywhere (every kana and kanji is a break opportunity for it): a narrow
column's header "東（中級ボット）" came out as "東（中 / 級ボッ / ト）". Here a label is cut into units that
are never broken: words between spaces, and in Japanese the runs of one script (kanji, katakana) with the
kana that follow a kanji, brackets kept with what they enclose and punctuation with what it ends. A unit
too wide for the room on its own line is elided ("…"), never split; whoever shows the label keeps the
full text in a tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

__all__ = ["wrapped_lines", "word_units"]

OPENING = "(（[［「『【〈《〔{｛"
"""No break after these; a break may come before them."""
CLOSING = ")）]］」』】〉》〕}｝、。，．,.：:；;！!？?…・"
"""No break before these; a break may come after them."""


def _script(char: str) -> str:
    code = ord(char)
    if 0x30A0 <= code <= 0x30FF or 0x31F0 <= code <= 0x31FF or 0xFF66 <= code <= 0xFF9F:
        return "katakana"
    if 0x3040 <= code <= 0x309F:
        return "hiragana"
    if 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF or char in "々〆ヶ":
        return "kanji"
    if char.isspace():
        return "space"
    return "other"


def _breaks_between(before: str, after: str) -> bool:
    """May a line end between these two characters?"""
    if after.isspace() or after in CLOSING or before in OPENING:
        return False
    if before.isspace() or before in CLOSING or after in OPENING:
        return True
    first, second = _script(before), _script(after)
    if first == second:
        return False
    if second == "hiragana" and first in ("kanji", "katakana"):
        return False  # okurigana and particles stay with their word ("取った", "ボットの")
    return not (before.isdigit() or after.isdigit())  # "第1局" is one word


def word_units(text: str) -> list[str]:
    """``text`` cut where a line may end, each unit with the spaces that follow it."""
    units: list[str] = []
    start = 0
    for index in range(1, len(text)):
        if _breaks_between(text[index - 1], text[index]):
            units.append(text[start:index])
            start = index
    if start < len(text):
        units.append(text[start:])
    return units


def wrapped_lines(text: str, metrics: QFontMetrics, width: int) -> list[str]:
    """``text`` in lines at most ``width`` pixels wide, broken between units only; a unit wider than that
    alone is elided."""
    lines: list[str] = []
    line = ""
    for unit in word_units(text):
        joined = line + unit
        if line and metrics.horizontalAdvance(joined.rstrip()) > width:
            lines.append(line.rstrip())
            line = unit
        else:
            line = joined
    if line.strip() or not lines:
        lines.append(line.rstrip())
    elide = Qt.TextElideMode.ElideRight
    return [
        part if metrics.horizontalAdvance(part) <= width else metrics.elidedText(part, elide, width) for part in lines
    ]
