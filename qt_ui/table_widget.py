"""The table as a picture: four seats counter-clockwise with the local player at the bottom.

It paints a ``HandState`` it is given (a player's view, or a full state at the end of a hand and
in the history viewer) and reports clicks on the player's own cards; it never changes the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from tusac_lan.engine.analysis import analyzer_for, group_cards
from tusac_lan.engine.state import SEAT_NAMES, SEATS, HandState, Phase

from .cards import paint_back, paint_card

FELT = QColor("#1f5a3c")
FELT_EDGE = QColor("#153f2a")


@dataclass(frozen=True)
class Scene:
    state: HandState | None
    names: tuple[str, ...]
    me: int
    scores: tuple[int, ...]
    reveal_all: bool = False
    selectable: frozenset[int] = frozenset()
    selected: int = -1
    caption: str = ""


class TableWidget(QWidget):
    card_clicked = Signal(int)
    """The deal slot of a card in the player's hand."""

    def __init__(self, family: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.family = family
        self.scene = Scene(None, ("", "", "", ""), 0, (0, 0, 0, 0))
        self.animation_ms = 350
        self._hand_rects: list[tuple[QRectF, int]] = []
        self._flight = 1.0
        self._flight_from = QPointF()
        self._shown_slot = -1
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._on_flight)
        self.setMinimumSize(900, 620)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # --- input -----------------------------------------------------------------------------------

    def show_scene(self, scene: Scene) -> None:
        state = scene.state
        new_shown = state.shown if state is not None and state.phase == Phase.CLAIM else -1
        if new_shown >= 0 and new_shown != self._shown_slot and self.animation_ms > 0 and state is not None:
            self._flight_from = self._seat_anchor(self._place(state.current, scene.me))
            self._animation.stop()
            self._animation.setDuration(self.animation_ms)
            self._flight = 0.0
            self._animation.start()
        self._shown_slot = new_shown
        self.scene = scene
        self.update()

    def _on_flight(self, value: object) -> None:
        self._flight = float(value)  # type: ignore[arg-type]
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        point = event.position()
        for rect, slot in reversed(self._hand_rects):
            if rect.contains(point):
                self.card_clicked.emit(slot)
                return
        super().mousePressEvent(event)

    def hand_card_rect(self, slot: int) -> QRectF | None:
        """Where the card in ``slot`` of the player's hand is drawn (for tests and tooltips)."""
        return next((rect for rect, s in self._hand_rects if s == slot), None)

    # --- geometry ------------------------------------------------------------------------------

    def _card_size(self) -> tuple[float, float]:
        width = max(30.0, min(58.0, self.width() / 24.0))
        return width, width * 1.42

    def _place(self, seat: int, me: int) -> int:
        """0 bottom (the player), 1 right, 2 top, 3 left: counter-clockwise from the player."""
        return (seat - me) % SEATS

    def _seat_anchor(self, place: int) -> QPointF:
        w, h = self.width(), self.height()
        return [QPointF(w / 2, h - 60), QPointF(w - 90, h / 2), QPointF(w / 2, 60), QPointF(90, h / 2)][place]

    # --- painting -----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT_EDGE)
        painter.setBrush(FELT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(8, 8, -8, -8), 24, 24)
        self._hand_rects = []
        scene = self.scene
        state = scene.state
        if state is None or state.phase == Phase.DEAL:
            self._text(
                painter, QRectF(self.rect()), scene.caption or "Waiting for the deal…", 20, Qt.AlignmentFlag.AlignCenter
            )
            painter.end()
            return
        for seat in range(SEATS):
            place = self._place(seat, scene.me)
            if place == 0:
                self._paint_own_hand(painter, state, seat)
            else:
                self._paint_opponent(painter, state, seat, place)
        self._paint_centre(painter, state)
        if scene.caption:
            self._text(painter, QRectF(20, 14, self.width() - 40, 24), scene.caption, 13, Qt.AlignmentFlag.AlignRight)
        painter.end()

    def _text(
        self, painter: QPainter, rect: QRectF, text: str, size: int, align: Qt.AlignmentFlag, colour: str = "#f3efe2"
    ) -> None:
        font = QFont()
        font.setPixelSize(size)
        painter.setFont(font)
        painter.setPen(QColor(colour))
        painter.drawText(rect, align, text)

    def _label(self, painter: QPainter, state: HandState, seat: int, rect: QRectF) -> None:
        scene = self.scene
        turn = state.current == seat and state.phase != Phase.ENDED
        name = scene.names[seat] if seat < len(scene.names) else ""
        you = " (you)" if seat == scene.me and not scene.reveal_all else ""
        text = f"{name}{you} · {SEAT_NAMES[seat]} · {len(state.hands[seat])} cards · {scene.scores[seat]:+d}"
        if turn:
            painter.setBrush(QColor("#f2cc55"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect, 8, 8)
        self._text(
            painter,
            rect.adjusted(8, 0, -8, 0),
            text,
            14,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            "#1b1b1b" if turn else "#f3efe2",
        )

    def _meld_rows(self, state: HandState, seat: int) -> list[list[int]]:
        return [[state.cards[s] for s in meld.slots] for meld in state.melds[seat]]

    def _paint_cards(
        self, painter: QPainter, cards: list[int], x: float, y: float, w: float, h: float, gap: float
    ) -> float:
        for card in cards:
            if card >= 0:
                paint_card(painter, QRectF(x, y, w, h), card >> 2, self.family)
            else:
                paint_back(painter, QRectF(x, y, w, h))
            x += w + gap
        return x

    def _paint_own_hand(self, painter: QPainter, state: HandState, seat: int) -> None:
        cw, ch = self._card_size()
        scene = self.scene
        slots = state.hands[seat]
        cards = [state.cards[s] for s in slots]
        by_card = {state.cards[s]: s for s in slots}
        groups: list[tuple[list[int], bool]] = []
        if cards and all(c >= 0 for c in cards):
            sets, trash = group_cards(cards, analyzer_for(state.rules).analyze(cards))
            groups = [(list(group), False) for _, group in sets] + [([c], True) for c in trash]
        else:
            groups = [([c], False) for c in cards]
        gap = cw * 0.35
        total = sum(len(g) for g, _ in groups) * (cw + 2) + gap * max(0, len(groups) - 1)
        scale = min(1.0, (self.width() - 60) / max(total, 1.0))
        w, h = cw * scale, ch * scale
        x = (self.width() - total * scale) / 2
        y = self.height() - h - 22
        for group, is_trash in groups:
            for card in group:
                slot = by_card.get(card, -1)
                selected = slot == scene.selected
                rect = QRectF(x, y - (12 if selected else 0), w, h)
                if card >= 0:
                    dim = bool(scene.selectable) and slot not in scene.selectable
                    paint_card(painter, rect, card >> 2, self.family, selected=selected, trash=is_trash, dim=dim)
                else:
                    paint_back(painter, rect)
                self._hand_rects.append((rect, slot))
                x += w + 2 * scale
            x += gap * scale
        label = QRectF(24, y - 36, 460, 26)
        self._label(painter, state, seat, label)
        mx = 500.0
        sw, sh = cw * 0.62, ch * 0.62
        for row in self._meld_rows(state, seat):
            mx = self._paint_cards(painter, row, mx, y - sh - 14, sw, sh, 1) + 10

    def _paint_opponent(self, painter: QPainter, state: HandState, seat: int, place: int) -> None:
        cw, ch = self._card_size()
        sw, sh = cw * 0.62, ch * 0.62
        scene = self.scene
        hand = [state.cards[s] for s in state.hands[seat]]
        show = scene.reveal_all and all(c >= 0 for c in hand)
        side_top = max(170.0, self.height() * 0.24)
        if place == 2:
            x0, y0, width = self.width() / 2 - 300, 14.0, 600.0
        elif place == 1:
            x0, y0, width = self.width() - 300, side_top, 280.0
        else:
            x0, y0, width = 20.0, side_top, 280.0
        self._label(painter, state, seat, QRectF(x0, y0, width, 26))
        y = y0 + 32
        if show:
            per_row = max(1, int(width // (sw + 1)))
            for i in range(0, len(hand), per_row):
                self._paint_cards(painter, sorted(hand)[i : i + per_row], x0, y, sw, sh, 1)
                y += sh + 3
        else:
            paint_back(painter, QRectF(x0, y, sw, sh))
            self._text(painter, QRectF(x0 + sw + 6, y, 120, sh), f"× {len(hand)}", 14, Qt.AlignmentFlag.AlignVCenter)
            y += sh + 6
        x = x0
        for row in self._meld_rows(state, seat):
            needed = len(row) * (sw + 1)
            if x + needed > x0 + width:
                x, y = x0, y + sh + 4
            x = self._paint_cards(painter, row, x, y, sw, sh, 1) + 8

    def _paint_centre(self, painter: QPainter, state: HandState) -> None:
        cw, ch = self._card_size()
        cx, cy = self.width() / 2, self.height() / 2 - ch * 0.7
        deck = QRectF(cx - cw * 2.6, cy - ch / 2, cw, ch)
        paint_back(painter, deck)
        self._text(
            painter,
            deck.adjusted(-20, ch + 2, 20, ch + 22),
            f"deck {state.deck_left}",
            13,
            Qt.AlignmentFlag.AlignHCenter,
        )
        if state.shown >= 0 and state.phase == Phase.CLAIM:
            target = QPointF(cx - cw * 0.6, cy - ch * 0.6)
            start = self._flight_from
            t = self._flight
            at = QPointF(start.x() + (target.x() - start.x()) * t, start.y() + (target.y() - start.y()) * t)
            shown = QRectF(at.x(), at.y(), cw * 1.2, ch * 1.2)
            paint_card(painter, shown, state.cards[state.shown] >> 2, self.family)
            verb = "drew" if state.shown_drawn else "discarded"
            owner = "You" if state.current == self.scene.me and not self.scene.reveal_all else SEAT_NAMES[state.current]
            self._text(
                painter,
                QRectF(target.x() - 60, target.y() + ch * 1.2 + 4, cw * 1.2 + 120, 22),
                f"{owner} {verb}",
                14,
                Qt.AlignmentFlag.AlignHCenter,
            )
        discards = [state.cards[slot] for _, slot in state.discards]
        sw, sh = cw * 0.55, ch * 0.55
        per_row = 10
        left = cx - per_row * (sw + 1) / 2
        top = cy + ch * 0.6 + 52
        painter.setPen(QPen(QColor("#cfe3d6")))
        if discards:
            self._text(painter, QRectF(left, top - 20, 300, 18), "not taken", 12, Qt.AlignmentFlag.AlignLeft)
        for i, card in enumerate(discards[-30:]):
            r, c = divmod(i, per_row)
            paint_card(painter, QRectF(left + c * (sw + 1), top + r * (sh + 2), sw, sh), card >> 2, self.family)
