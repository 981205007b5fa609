"""How a card looks: the colour of its suit, its Chinese character, a small Latin index and a suit mark.

For colour-blind players every colour also has a mark of its own shape in the lower left corner,
soldiers carry their card code (GS RS WS YS) instead of a bare S, and the face colours are chosen
so that even in greyscale green, red, yellow and white are four clearly different greys.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen, QPixmap, QPolygonF

from ..cards import COLOURS, RANKS, colour_of_kind, rank_of_kind

# Red and yellow carry one character set, green and white the other (as most printings do).
CHARACTERS = {
    "warm": ("帥", "仕", "相", "俥", "炮", "傌", "兵"),
    "cool": ("將", "士", "象", "車", "砲", "馬", "卒"),
}
FACE_COLOURS = ("#4a9456", "#f0806c", "#f4f1e8", "#f2cc55")
EDGE_COLOURS = ("#2f6b35", "#8f2b1f", "#8a8578", "#9a7412")
BACK_COLOUR = "#7a2430"


@lru_cache(maxsize=64)
def _font(family: str, pixels: int, bold: bool) -> QFont:
    """``family`` "" is the interface's own font (the Latin index letters)."""
    font = QFont(family) if family else QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


SUIT_MARKS = ("triangle", "diamond", "ring", "square")
"""The mark of each colour (green, red, white, yellow): four shapes that differ without colour."""
SOLDIER = 6


def index_text(kind: int) -> str:
    """The Latin index in the corner: the rank letter, and for soldiers the colour too (RS, GS...)."""
    rank = rank_of_kind(kind)
    if rank == SOLDIER:
        return COLOURS[colour_of_kind(kind)] + RANKS[rank]
    return RANKS[rank]


def grey_level(colour: str) -> float:
    """Luma of a face colour (what a greyscale print or a colour-blind eye mostly keeps)."""
    value = QColor(colour)
    return 0.299 * value.red() + 0.587 * value.green() + 0.114 * value.blue()


def paint_suit_mark(painter: QPainter, box: QRectF, colour: int) -> None:
    painter.save()
    painter.setPen(QPen(QColor("#141414"), max(1.0, box.width() * 0.16)))
    painter.setBrush(QColor("#141414"))
    shape = SUIT_MARKS[colour]
    c = box.center()
    r = box.width() / 2
    if shape == "triangle":
        painter.drawPolygon(
            QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y() + r), QPointF(c.x() - r, c.y() + r)])
        )
    elif shape == "diamond":
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r),
                    QPointF(c.x() + r, c.y()),
                    QPointF(c.x(), c.y() + r),
                    QPointF(c.x() - r, c.y()),
                ]
            )
        )
    elif shape == "ring":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(box.adjusted(r * 0.15, r * 0.15, -r * 0.15, -r * 0.15))
    else:
        painter.drawRect(box.adjusted(r * 0.15, r * 0.15, -r * 0.15, -r * 0.15))
    painter.restore()


def character(kind: int) -> str:
    colour = colour_of_kind(kind)
    return CHARACTERS["warm" if colour in (1, 3) else "cool"][rank_of_kind(kind)]


def paint_card(
    painter: QPainter,
    rect: QRectF,
    kind: int,
    family: str,
    *,
    selected: bool = False,
    trash: bool = False,
    dim: bool = False,
) -> None:
    """Blit the card from a cache of rendered faces (a table repaint draws a hundred cards)."""
    scale = max(1.0, painter.device().devicePixelRatioF()) if painter.device() is not None else 1.0
    face = _face(kind, family, int(rect.width() * scale), int(rect.height() * scale), selected, trash, dim)
    painter.drawPixmap(rect, face, QRectF(face.rect()))


@lru_cache(maxsize=2048)
def _face(kind: int, family: str, width: int, height: int, selected: bool, trash: bool, dim: bool) -> QPixmap:
    pixmap = QPixmap(max(1, width), max(1, height))
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    _draw_face(painter, QRectF(1, 1, width - 2, height - 2), kind, family, selected, trash, dim)
    painter.end()
    return pixmap


def _draw_face(painter: QPainter, rect: QRectF, kind: int, family: str, selected: bool, trash: bool, dim: bool) -> None:
    colour = colour_of_kind(kind)
    radius = rect.width() * 0.12
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    face = QColor(FACE_COLOURS[colour])
    if dim:
        face = face.darker(130)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, face.lighter(112))
    gradient.setColorAt(1.0, face)
    painter.setBrush(QBrush(gradient))
    edge = QColor("#1e88e5") if selected else QColor(EDGE_COLOURS[colour])
    painter.setPen(QPen(edge, 3.0 if selected else 1.2))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setFont(_font(family, max(8, int(rect.height() * 0.42)), False))
    painter.setPen(QColor("#141414"))
    body = QRectF(rect.left(), rect.top() + rect.height() * 0.12, rect.width(), rect.height() * 0.8)
    painter.drawText(body, Qt.AlignmentFlag.AlignCenter, character(kind))
    painter.setFont(_font("", max(6, int(rect.height() * 0.17)), True))
    index = QRectF(rect.left() + rect.width() * 0.08, rect.top() + 2, rect.width() * 0.5, rect.height() * 0.22)
    painter.drawText(index, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, index_text(kind))
    mark = rect.width() * 0.16
    paint_suit_mark(painter, QRectF(rect.left() + mark * 0.7, rect.bottom() - mark * 1.7, mark, mark), colour)
    if trash:
        painter.setPen(QPen(QColor("#c62828"), 2.0))
        painter.setBrush(QColor("#c62828"))
        dot = rect.width() * 0.14
        painter.drawEllipse(QRectF(rect.right() - dot * 1.6, rect.bottom() - dot * 1.6, dot, dot))
    painter.restore()


def paint_back(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(BACK_COLOUR))
    painter.setPen(QPen(QColor("#3b0d13"), 1.2))
    radius = rect.width() * 0.12
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(QColor("#d9a441"), 1.0))
    inner = rect.adjusted(rect.width() * 0.15, rect.width() * 0.15, -rect.width() * 0.15, -rect.width() * 0.15)
    painter.drawRoundedRect(inner, radius / 2, radius / 2)
    painter.restore()
