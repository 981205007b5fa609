"""Whether Qt draws every part of a wrapped list item: it draws a part only while the room left holds one
as tall as the part before it (``viewItemTextLayout``), and a part with hanzi is taller (a fallback font)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle


def part_heights(text: str, font: QFont, width: int) -> list[float]:
    """The heights of the parts ``text`` wraps into at ``width``, as the view lays them out."""
    layout = QTextLayout(text.replace("\n", "\u2028"), font)  # as the view lays out a line break
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    heights = []
    while (part := layout.createLine()).isValid():
        part.setLineWidth(width)
        heights.append(part.height())
    layout.endLayout()
    return heights


def drawn_whole(view: QListWidget, item: QListWidgetItem) -> list[float]:
    """The heights of ``item``'s wrapped parts, after checking that Qt draws every one of them."""
    rect = view.visualItemRect(item)
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    heights = part_heights(item.text(), view.font(), rect.width() - 2 * margin)
    for shown in range(1, len(heights)):  # Qt's rule for drawing part ``shown`` after the ones before it
        assert sum(heights[:shown]) + heights[shown - 1] <= rect.height(), (item.text(), heights, rect.height())
    return heights
