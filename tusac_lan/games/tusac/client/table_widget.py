"""The table as a picture: the seats counter-clockwise with the local player at the bottom (at four seats
right, across and left; at three right and across, as East and North sit; at two across).

It paints a ``HandState`` it is given (a player's view, or a full state at the end of a hand and
in the history viewer) and reports clicks on the player's own cards; it never changes the state.
Everything is laid out inside a play area that keeps a table's proportions and stays centred on
large screens; card sizes follow the area, so the table fits a half-screen window too.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from tusac_lan.games.four_colour.client.faces import paint_back, paint_card
from tusac_lan.games.four_colour.client.names import card_name
from tusac_lan.games.tusac.engine.analysis import analyzer_for, group_cards
from tusac_lan.games.tusac.engine.state import HandState, Phase

from .i18n import translate
from .move_words import named
from .words import seat_name

FELT = QColor("#1f5a3c")
FELT_EDGE = QColor("#153f2a")
MAX_AREA = (1500.0, 960.0)
MIN_SIZE = (620, 420)
PLACES = {4: (0, 1, 2, 3), 3: (0, 1, 2), 2: (0, 2)}
"""Where each seat sits, counted counter-clockwise from the player: 0 bottom, 1 right, 2 top, 3 left."""


def _label_font() -> QFont:
    font = QFont()
    font.setPixelSize(14)
    return font


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
    waiting: frozenset[int] | None = None
    """The seats the table is waiting for (marked); None: the seat whose turn it is."""
    silent: frozenset[int] = frozenset()
    """Seats whose player's connection dropped (marked in red)."""


def hand_groups(state: HandState, seat: int) -> list[tuple[list[int], bool]]:
    """The player's cards as drawn, left to right: each set, then each trash card (flagged)."""
    cards = [state.cards[s] for s in state.hands[seat]]
    if cards and all(c >= 0 for c in cards):
        sets, trash = group_cards(cards, analyzer_for(state.rules).analyze(cards))
        return [(sorted(group), False) for _, group in sets] + [([c], True) for c in trash]
    return [([c], False) for c in cards]


def meld_rows(state: HandState, seat: int) -> list[list[int]]:
    """Exposed sets in reading order: a run reads A-B-C or X-Y-Z, soldiers by colour."""
    return [sorted(state.cards[s] for s in meld.slots) for meld in state.melds[seat]]


class TableWidget(QWidget):
    card_clicked = Signal(int)
    landed = Signal()
    """The card on show has arrived at the centre."""
    """The deal slot of a card in the player's hand."""

    def __init__(self, family: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.family = family
        self.scene = Scene(None, ("", "", "", ""), 0, (0, 0, 0, 0))
        self.animation_ms = 350
        self._hand_rects: list[tuple[QRectF, int]] = []
        self._card_rects: list[tuple[QRectF, int]] = []
        """Every face-up card drawn, with its card id (for tooltips)."""
        self._drawn: list[QRectF] = []
        """Every card, back and label box drawn, in the order drawn."""
        self.regions: dict[int, QRectF] = {}
        """What each seat's part of the table took when last painted (-1: the centre), for tests of the fit."""
        self._flight = 1.0
        self._flight_from = QPointF()
        self._shown_slot = -1
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._on_flight)
        self._animation.finished.connect(self.landed)
        self._taken: tuple[int, QPointF, QPointF] | None = None
        """A shown card on its way to the seat that took it: card id, from, to."""
        self._taken_at = 1.0
        self._taking = QVariantAnimation(self)
        self._taking.setStartValue(0.0)
        self._taking.setEndValue(1.0)
        self._taking.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._taking.valueChanged.connect(self._on_taking)
        self.setMinimumSize(*MIN_SIZE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    # --- input -----------------------------------------------------------------------------------

    def show_scene(self, scene: Scene) -> None:
        state = scene.state
        new_shown = state.shown if state is not None and state.phase == Phase.CLAIM else -1
        if new_shown >= 0 and new_shown != self._shown_slot and self.animation_ms > 0 and state is not None:
            self._flight_from = self._seat_anchor(self._place(state.current, scene.me, state.seats))
            self._animation.stop()
            self._animation.setDuration(self.animation_ms)
            self._flight = 0.0
            self._animation.start()
        elif new_shown < 0 and self._shown_slot >= 0 and state is not None and self.animation_ms > 0:
            self._fly_to_taker(state, self._shown_slot, scene.me)
        self._shown_slot = new_shown
        self.scene = scene
        self.setAccessibleDescription(self.describe())
        self.update()

    def flying(self) -> bool:
        """The card on show is still on its way to the centre (``landed`` is emitted when it arrives)."""
        return self._animation.state() == QAbstractAnimation.State.Running

    def describe(self) -> str:
        """The table in words, for screen readers: the hand, each seat's label, this player's cards, the
        card on show."""
        scene = self.scene
        state = scene.state
        lines = [scene.caption] if scene.caption else []
        if state is None:
            return "\n".join(lines)
        for seat in range(state.seats):
            name, tail = self._label_parts(state, seat)
            lines.append(f"{name}: {tail}")
        if 0 <= scene.me < state.seats:
            mine = [state.cards[s] for s in state.hands[scene.me] if state.cards[s] >= 0]
            words = ", ".join(card_name(card) for card in sorted(mine))
            lines.append(translate("Table", "Your cards: {cards}").format(cards=words))
        shown = state.shown_card() if state.phase == Phase.CLAIM else -1
        if shown >= 0:
            lines.append(translate("Table", "Shown card: {card}").format(card=card_name(shown)))
        return "\n".join(lines)

    def _fly_to_taker(self, state: HandState, slot: int, me: int) -> None:
        """The shown card was taken into a set: it flies from the centre to the seat that took it."""
        taker = next((seat for seat in range(state.seats) for meld in state.melds[seat] if slot in meld.slots), -1)
        if taker < 0 or state.cards[slot] < 0:
            return
        a = self.area()
        cw, ch = self._card_size()
        start = QPointF(a.center().x() - cw * 0.6, a.center().y() - ch * 1.5)
        self._taken = (state.cards[slot], start, self._seat_anchor(self._place(taker, me, state.seats)))
        self._taking.stop()
        self._taking.setDuration(self.animation_ms)
        self._taken_at = 0.0
        self._taking.start()

    def _on_taking(self, value: object) -> None:
        self._taken_at = float(value)  # type: ignore[arg-type]
        if self._taken_at >= 1.0:
            self._taken = None
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

    def event(self, event: object) -> bool:
        if isinstance(event, QHelpEvent) and event.type() == QHelpEvent.Type.ToolTip:
            text = self.tooltip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)  # type: ignore[arg-type]

    def tooltip_at(self, point: QPointF) -> str:
        """The card under ``point`` in words, and whether it can be discarded."""
        for rect, card in reversed(self._card_rects):
            if rect.contains(point):
                text = card_name(card)
                slot = next((s for r, s in self._hand_rects if r == rect), -1)
                if slot >= 0 and self.scene.selectable and slot not in self.scene.selectable:
                    if (card >> 2) % 7 == 0:
                        text += " — " + translate("Table", "a general is never discarded")
                    else:
                        text += " — " + translate("Table", "cannot be discarded now")
                return text
        return ""

    def hand_card_rect(self, slot: int) -> QRectF | None:
        """Where the card in ``slot`` of the player's hand is drawn (for tests and tooltips)."""
        return next((rect for rect, s in self._hand_rects if s == slot), None)

    def hand_order(self) -> list[int]:
        """The slots of the player's hand in the order they are drawn, left to right."""
        state = self.scene.state
        if state is None or state.phase == Phase.DEAL:
            return []
        slot_of = {state.cards[s]: s for s in state.hands[self.scene.me]}
        return [slot_of[c] for group, _ in hand_groups(state, self.scene.me) for c in group if c in slot_of]

    # --- geometry ------------------------------------------------------------------------------

    def area(self) -> QRectF:
        """The play area: the whole widget up to a table's size, centred beyond it."""
        width = min(float(self.width()), MAX_AREA[0], self.height() * 1.75)
        height = min(float(self.height()), MAX_AREA[1])
        return QRectF((self.width() - width) / 2, (self.height() - height) / 2, width, height)

    def _card_size(self) -> tuple[float, float]:
        area = self.area()
        width = max(26.0, min(64.0, area.width() / 22.0, area.height() / 12.5))
        return width, width * 1.42

    @staticmethod
    def _place(seat: int, me: int, seats: int) -> int:
        """0 bottom (the player), 1 right, 2 top, 3 left: counter-clockwise from the player."""
        return PLACES[seats][(seat - me) % seats]

    def _seat_anchor(self, place: int) -> QPointF:
        a = self.area()
        cx, cy = a.center().x(), a.center().y()
        return [
            QPointF(cx, a.bottom() - 60),
            QPointF(a.right() - 90, cy),
            QPointF(cx, a.top() + 60),
            QPointF(a.left() + 90, cy),
        ][place]

    # --- painting -----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT_EDGE)
        painter.setBrush(FELT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self.area().adjusted(6, 6, -6, -6), 24, 24)
        self._hand_rects = []
        self._card_rects = []
        self._drawn = []
        self.regions = {}
        scene = self.scene
        state = scene.state
        if state is None or state.phase == Phase.DEAL:
            waiting = scene.caption or translate("Table", "Waiting for the deal…")
            centre = Qt.AlignmentFlag.AlignCenter
            self._text(painter, self.area().adjusted(40, 40, -40, -40), waiting, 20, centre, wrap=True)
            painter.end()
            return
        for seat in range(state.seats):
            place = self._place(seat, scene.me, state.seats)
            first = len(self._drawn)
            if place == 0:
                self._paint_own_hand(painter, state, seat)
            else:
                self._paint_opponent(painter, state, seat, place)
            self.regions[seat] = self._region(first)
        first = len(self._drawn)
        self._paint_centre(painter, state)
        self.regions[-1] = self._region(first)
        if self._taken is not None:
            card, start, end = self._taken
            t = self._taken_at
            cw, ch = self._card_size()
            at = QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t)
            paint_card(painter, QRectF(at.x() - cw / 2, at.y() - ch / 2, cw, ch), card >> 2, self.family)
        if scene.caption:
            a = self.area()
            self._text(
                painter,
                QRectF(a.left() + 20, a.top() + 12, a.width() - 40, 22),
                scene.caption,
                13,
                Qt.AlignmentFlag.AlignRight,
            )
        painter.end()

    def _region(self, start: int) -> QRectF:
        region = QRectF()
        for rect in self._drawn[start:]:
            region = region.united(rect)
        return region

    def _text(
        self,
        painter: QPainter,
        rect: QRectF,
        text: str,
        size: int,
        align: Qt.AlignmentFlag,
        colour: str = "#f3efe2",
        wrap: bool = False,
    ) -> None:
        font = QFont()
        font.setPixelSize(size)
        painter.setFont(font)
        painter.setPen(QColor(colour))
        painter.drawText(rect, int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0), text)

    def _label_parts(self, state: HandState, seat: int) -> tuple[str, str]:
        scene = self.scene
        name = scene.names[seat] if seat < len(scene.names) else ""
        if seat == scene.me and not scene.reveal_all:
            name = translate("Table", "{name} (you)").format(name=name)
        tail = translate("Table", "{seat} · {cards} cards · {score}").format(
            seat=seat_name(seat), cards=len(state.hands[seat]), score=f"{scene.scores[seat]:+d}"
        )
        return name, tail

    def label_text(self, state: HandState, seat: int, width: float) -> list[str]:
        """The seat's label as drawn in ``width``: the name elided when it must be, while the seat,
        the cards held and the score always show in full (on a second line if the name needs room)."""
        name, tail = self._label_parts(state, seat)
        metrics = QFontMetrics(_label_font())
        room = int(width) - 16
        if metrics.horizontalAdvance(f"{name} · {tail}") <= room or not name:
            return [f"{name} · {tail}" if name else tail]
        if room - metrics.horizontalAdvance(" · " + tail) >= min(metrics.horizontalAdvance(name), 90):
            short = metrics.elidedText(
                name, Qt.TextElideMode.ElideRight, room - metrics.horizontalAdvance(" · " + tail)
            )
            return [f"{short} · {tail}"]
        return [metrics.elidedText(name, Qt.TextElideMode.ElideRight, room), tail]

    def label_width(self, state: HandState, seat: int) -> float:
        name, tail = self._label_parts(state, seat)
        return float(QFontMetrics(_label_font()).horizontalAdvance(f"{name} · {tail}") + 20)

    def _label(self, painter: QPainter, state: HandState, seat: int, rect: QRectF) -> float:
        """Draw the label at the top of ``rect``; returns the height it took."""
        waiting = self.scene.waiting
        turn = (state.current == seat if waiting is None else seat in waiting) and state.phase != Phase.ENDED
        silent = seat in self.scene.silent
        lines = self.label_text(state, seat, rect.width())
        height = 26.0 if len(lines) == 1 else 42.0
        box = QRectF(rect.left(), rect.top(), rect.width(), height)
        self._drawn.append(box)
        if turn or silent:
            painter.setBrush(QColor("#f2cc55"))
            painter.setPen(QPen(QColor("#d32f2f"), 3) if silent else Qt.PenStyle.NoPen)
            if not turn:
                painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box, 8, 8)
        painter.setFont(_label_font())
        painter.setPen(QColor("#1b1b1b" if turn else "#f3efe2"))
        align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.drawText(box.adjusted(8, 2, -8, -2), align, "\n".join(lines))
        return height

    def _paint_cards(
        self, painter: QPainter, cards: list[int], x: float, y: float, w: float, h: float, gap: float
    ) -> float:
        for card in cards:
            rect = QRectF(x, y, w, h)
            self._drawn.append(rect)
            if card >= 0:
                paint_card(painter, rect, card >> 2, self.family)
                self._card_rects.append((rect, card))
            else:
                paint_back(painter, rect)
            x += w + gap
        return x

    def _paint_melds(
        self, painter: QPainter, rows: list[list[int]], x0: float, y: float, width: float, w: float, h: float
    ) -> float:
        """Exposed sets left to right, wrapping inside ``width``; returns the y below them."""
        if not rows:
            return y
        x = x0
        for row in rows:
            needed = len(row) * (w + 1)
            if x > x0 and x + needed > x0 + width:
                x, y = x0, y + h + 4
            x = self._paint_cards(painter, row, x, y, w, h, 1) + w * 0.3
        return y + h + 4

    def _paint_own_hand(self, painter: QPainter, state: HandState, seat: int) -> None:
        a = self.area()
        cw, ch = self._card_size()
        scene = self.scene
        slot_of = {state.cards[s]: s for s in state.hands[seat]}
        groups = hand_groups(state, seat)
        gap = cw * 0.35
        total = sum(len(g) for g, _ in groups) * (cw + 2) + gap * max(0, len(groups) - 1)
        scale = min(1.0, (a.width() - 40) / max(total, 1.0))
        w, h = cw * scale, ch * scale
        x = a.left() + (a.width() - total * scale) / 2
        y = a.bottom() - h - 16
        for group, is_trash in groups:
            for card in group:
                slot = slot_of.get(card, -1)
                selected = slot == scene.selected
                rect = QRectF(x, y - (12 if selected else 0), w, h)
                self._drawn.append(rect)
                if card >= 0:
                    dim = bool(scene.selectable) and slot not in scene.selectable
                    paint_card(painter, rect, card >> 2, self.family, selected=selected, trash=is_trash, dim=dim)
                    self._card_rects.append((rect, card))
                else:
                    paint_back(painter, rect)
                self._hand_rects.append((rect, slot))
                x += w + 2 * scale
            x += gap * scale
        sw, sh = cw * 0.62, ch * 0.62
        rows = meld_rows(state, seat)
        label_w = min(self.label_width(state, seat), a.width() * 0.5)
        melds_left = a.left() + 20 + label_w + 10
        melds_width = a.right() - 20 - melds_left
        needed = sum(len(r) * (sw + 1) + sw * 0.3 for r in rows)
        lines = 1 if needed <= melds_width else 2
        top = y - 18 - (sh + 4) * lines
        self._paint_melds(painter, rows, melds_left, top, melds_width, sw, sh)
        self._label(painter, state, seat, QRectF(a.left() + 20, y - 18 - 28, label_w, 26))

    def _paint_opponent(self, painter: QPainter, state: HandState, seat: int, place: int) -> None:
        a = self.area()
        cw, ch = self._card_size()
        sw, sh = cw * 0.62, ch * 0.62
        scene = self.scene
        hand = [state.cards[s] for s in state.hands[seat]]
        show = scene.reveal_all and all(c >= 0 for c in hand)
        side = min(300.0, a.width() * 0.27)
        side_top = a.top() + max(120.0, a.height() * 0.2)
        if place == 2:  # between the side seats, clear of them
            width = min(620.0, a.width() * 0.44, a.width() - 2 * (side + 14) - 16)
            if state.seats == 2:  # nobody at the sides: the seat across takes the width
                width = min(900.0, a.width() * 0.7)
            x0, y0 = a.center().x() - width / 2, a.top() + 12
        elif place == 1:
            width = side
            x0, y0 = a.right() - side - 14, side_top
        else:
            width = side
            x0, y0 = a.left() + 14, side_top
        y = y0 + self._label(painter, state, seat, QRectF(x0, y0, width, 26)) + 4
        if show:
            per_row = max(1, int(width // (sw + 1)))
            ordered = sorted(hand)
            for i in range(0, len(ordered), per_row):
                self._paint_cards(painter, ordered[i : i + per_row], x0, y, sw, sh, 1)
                y += sh + 3
        else:
            self._drawn.append(QRectF(x0, y, sw, sh))
            paint_back(painter, self._drawn[-1])
            self._text(painter, QRectF(x0 + sw + 6, y, 120, sh), f"× {len(hand)}", 14, Qt.AlignmentFlag.AlignVCenter)
            y += sh + 6
        self._paint_melds(painter, meld_rows(state, seat), x0, y, width, sw, sh)

    def _paint_centre(self, painter: QPainter, state: HandState) -> None:
        a = self.area()
        cw, ch = self._card_size()
        cx, cy = a.center().x(), a.center().y() - ch * 0.9
        deck = QRectF(cx - cw * 2.6, cy - ch / 2, cw, ch)
        self._drawn.append(deck)
        paint_back(painter, deck)
        self._text(
            painter,
            deck.adjusted(-30, ch + 2, 30, ch + 22),
            translate("Table", "deck {left}").format(left=state.deck_left),
            13,
            Qt.AlignmentFlag.AlignHCenter,
        )
        if state.shown >= 0 and state.phase == Phase.CLAIM:
            target = QPointF(cx - cw * 0.6, cy - ch * 0.6)
            start = self._flight_from
            t = self._flight
            at = QPointF(start.x() + (target.x() - start.x()) * t, start.y() + (target.y() - start.y()) * t)
            shown = QRectF(at.x(), at.y(), cw * 1.2, ch * 1.2)
            self._drawn.append(shown)
            paint_card(painter, shown, state.cards[state.shown] >> 2, self.family)
            self._card_rects.append((shown, state.cards[state.shown]))
            mine = state.current == self.scene.me and not self.scene.reveal_all
            if state.shown_drawn:
                line = translate("Table", "You drew") if mine else translate("Table", "{seat} drew")
            else:
                line = translate("Table", "You discarded") if mine else translate("Table", "{seat} discarded")
            if t >= 1.0:  # the words under the card once it has landed, never over the moving card
                self._text(
                    painter,
                    QRectF(target.x() - 80, target.y() + ch * 1.2 + 4, cw * 1.2 + 160, 22),
                    line.format(seat=named(self.scene.names, state.current)),
                    14,
                    Qt.AlignmentFlag.AlignHCenter,
                )
        discards = [state.cards[slot] for _, slot in state.discards]
        sw, sh = cw * 0.55, ch * 0.55
        per_row = 10
        left = cx - per_row * (sw + 1) / 2
        top = cy + ch * 0.6 + 46
        if discards:
            self._text(
                painter,
                QRectF(left, top - 18, 300, 16),
                translate("Table", "not taken"),
                12,
                Qt.AlignmentFlag.AlignLeft,
            )
        for i, card in enumerate(discards[-30:]):
            r, c = divmod(i, per_row)
            self._paint_cards(painter, [card], left + c * (sw + 1), top + r * (sh + 2), sw, sh, 0)
