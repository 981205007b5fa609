"""The result of a hand, laid out as cards: the winner's sets with the winning card marked, the points,
each payment with its reason, the fair-deal verdict and every hand sorted into its sets.

The table page shows it between hands (with Next hand and its countdown) and the history viewer at a
hand's last step. It only reads a final state with every card known; it never changes anything.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from tusac_lan.engine.cards import card_code
from tusac_lan.engine.state import SEATS, HandResult, HandState
from tusac_lan.hand_end import PaymentPart, payment_parts, winner_set_rows
from tusac_lan.table.hand_run import Verdict

from .cards import paint_card
from .i18n import translate
from .score_sheet import ScoreSheet, SheetRow
from .table_widget import hand_groups
from .words import card_name, seat_name, set_name

WIN_MARK = QColor("#f9a825")
"""The ring around the winning card (drawn, so it needs no glyph from any font)."""
GOOD, BAD = "#1b5e20", "#b71c1c"


@dataclass(frozen=True)
class Outcome:
    """What a hand's result view shows."""

    hand_no: int
    names: tuple[str, ...]
    result: HandResult | None
    """None: the hand was stopped."""
    state: HandState | None
    """The final state with every card known, None if the deal could not be opened."""
    verdict_ok: bool
    verdict_text: str
    """The fair-deal verdict, already in words."""


def verdict_words(verdict: Verdict, names: tuple[str, ...]) -> str:
    if verdict.ok:
        return translate("Result", "Fair deal: verified — every seed, card and move checks out.")
    if 0 <= verdict.seat < len(names):
        found = translate("Result", "Cheating or a fault by {name}: {reason}")
        return found.format(name=names[verdict.seat], reason=verdict.reason)
    return translate("Result", "Cheating or a fault found: {reason}").format(reason=verdict.reason)


def headline(outcome: Outcome) -> str:
    result, state = outcome.result, outcome.state
    if result is None:
        return translate("Result", "The hand was stopped.")
    if result.winner < 0:
        return translate("Result", "No winner: the deck ran down.")
    name = outcome.names[result.winner]
    if state is not None and result.win_slot >= 0 and state.cards[result.win_slot] >= 0:
        text = translate("Result", "{name} wins on {card} with {points} points.")
        return text.format(name=name, card=card_name(state.cards[result.win_slot]), points=result.points)
    return translate("Result", "{name} wins with {points} points.").format(name=name, points=result.points)


def points_words(points: int) -> str:
    """"{set} · 3 points" with the set's name left to fill in (one point is singular)."""
    if points == 1:
        return translate("Result", "{set} · 1 point")
    return translate("Result", "{set} · {points} points").replace("{points}", str(points))


def how_words(how: str) -> str:
    return {
        "winning": translate("Result", "made with the winning card"),
        "exposed": translate("Result", "exposed earlier"),
        "held": translate("Result", "held from the deal"),
    }[how]


def reason_words(part: PaymentPart, names: tuple[str, ...]) -> str:
    """One part of a payment in the player's language (the seat paid or paying named by its player)."""
    other = names[part.other] if 0 <= part.other < len(names) else ""
    values = {
        "other": other,
        "each": part.each,
        "kongs": part.kongs,
        "points": part.points,
        "kong_points": part.kong_points,
    }
    texts = {
        "pays_win": translate("Result", "pays {other} {each} for the win"),
        "wins_each": translate("Result", "wins {each} from each of the other three"),
        "kong_earns": translate("Result", "earns {each} from each other player for {kongs} exposed four of a kind"),
        "pays_kong": translate("Result", "pays {other} {each} for their exposed four of a kind"),
        "pays_win_less_kongs": translate(
            "Result", "pays {other} {each} for the win ({points} points less {kong_points} for their four of a kind)"
        ),
        "paid_by_winner": translate(
            "Result", "is paid {each} by {other}: their four of a kind ({kong_points}) outweigh the win ({points})"
        ),
        "wins_total": translate("Result", "wins {each} in all from the other three"),
    }
    return texts.get(part.why, translate("Result", "other settlement")).format(**values)


class CardStrip(QWidget):
    """Groups of cards side by side with a gap between groups; trash cards carry their red dot and the
    winning card a gold ring. Hovering a card names it."""

    def __init__(
        self,
        family: str,
        groups: list[tuple[list[int], bool]],
        card_width: int = 30,
        mark: int = -1,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.family = family
        self.groups = groups
        self.card_width = card_width
        self.card_height = int(card_width * 1.42)
        self.mark = mark
        self.gap = max(6, card_width // 3)
        self._rects: list[tuple[QRectF, int]] = []
        self.setSizePolicy(self.sizePolicy().horizontalPolicy(), self.sizePolicy().verticalPolicy())
        self.setMinimumSize(self.sizeHint())

    def cards(self) -> list[int]:
        return [card for group, _ in self.groups for card in group]

    def sizeHint(self) -> QSize:
        count = sum(len(group) for group, _ in self.groups)
        width = count * (self.card_width + 2) + max(0, len(self.groups) - 1) * self.gap + 8
        return QSize(max(width, 8), self.card_height + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._rects = []
        x = 4.0
        for group, trash in self.groups:
            for card in group:
                rect = QRectF(x, 4.0, self.card_width, self.card_height)
                paint_card(painter, rect, card >> 2, self.family, trash=trash)
                if card == self.mark:
                    painter.setPen(QPen(WIN_MARK, 3.0))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    radius = self.card_width * 0.14
                    painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
                self._rects.append((rect, card))
                x += self.card_width + 2
            x += self.gap
        painter.end()

    def card_at(self, point: QPointF) -> int:
        return next((card for rect, card in self._rects if rect.contains(point)), -1)

    def event(self, event: object) -> bool:
        if isinstance(event, QHelpEvent) and event.type() == QHelpEvent.Type.ToolTip:
            card = self.card_at(QPointF(event.pos()))
            if card >= 0:
                text = card_name(card)
                if card == self.mark:
                    text += " — " + translate("Result", "the winning card")
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)  # type: ignore[arg-type]


def _label(text: str, *, bold: bool = False, wrap: bool = True, size: int = 0) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setBold(bold)
    if size:
        font.setPointSizeF(font.pointSizeF() * size / 100)
    label.setFont(font)
    return label


def _section(title: str) -> QLabel:
    label = _label(title, bold=True, size=115)
    label.setContentsMargins(0, 8, 0, 2)
    return label


class ResultView(QWidget):
    """The result of one hand; with ``with_next`` it has the Next hand button, its countdown, and at the
    end of a session the score sheet with Play again."""

    next_hand = Signal()
    play_again = Signal()

    def __init__(self, family: str, with_next: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.family = family
        self.outcome: Outcome | None = None
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(12, 8, 12, 8)
        scroller = QScrollArea()
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setWidget(self.body)
        self.scroller = scroller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroller, 1)
        self.headline = _label("", bold=True, size=140)
        self.strips: list[CardStrip] = []
        """Every card strip shown now: the winner's sets first, then each seat's hand."""
        self.payment_labels: list[QLabel] = []
        self.verdict = _label("")
        self.final_title = _section(translate("Result", "Session scores"))
        self.final_title.setVisible(False)
        self.final_sheet = ScoreSheet(compact=False)
        self.final_sheet.setVisible(False)
        self.final_sheet.setSizeAdjustPolicy(ScoreSheet.SizeAdjustPolicy.AdjustToContents)
        bar = QHBoxLayout()
        bar.setContentsMargins(12, 4, 12, 8)
        self.waiting = _label("", wrap=True)
        bar.addWidget(self.waiting, 1)
        self.next_button = QPushButton(translate("Result", "Next hand"))
        self.next_button.setMinimumHeight(36)
        self.next_button.setDefault(True)
        self.next_button.setToolTip(translate("Result", "Start the next hand when every player has pressed it"))
        self.next_button.clicked.connect(self._pressed)
        self.play_again_button = QPushButton(translate("Result", "Play again"))
        self.play_again_button.setMinimumHeight(36)
        self.play_again_button.setToolTip(translate("Result", "A new session with the same seats and rules"))
        self.play_again_button.clicked.connect(self.play_again)
        self.play_again_button.setVisible(False)
        bar.addWidget(self.next_button)
        bar.addWidget(self.play_again_button)
        if with_next:
            layout.addLayout(bar)
        else:
            self.next_button.setVisible(False)
        self._deadline = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._tick)

    # --- content ---------------------------------------------------------------------------------

    def show_outcome(self, outcome: Outcome) -> None:
        self.outcome = outcome
        self.strips = []
        self.payment_labels = []
        layout = self.body_layout
        while layout.count():
            item = layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None and widget not in (self.headline, self.verdict, self.final_title, self.final_sheet):
                widget.deleteLater()
        title = translate("Result", "Hand {number}").format(number=outcome.hand_no + 1)
        layout.addWidget(_label(title, size=110))
        self.headline.setText(headline(outcome))
        layout.addWidget(self.headline)
        self.verdict.setText(("✔ " if outcome.verdict_ok else "✘ ") + outcome.verdict_text)
        self.verdict.setStyleSheet(f"color: {GOOD if outcome.verdict_ok else BAD};")
        layout.addWidget(self.verdict)
        layout.addWidget(self.final_title)
        layout.addWidget(self.final_sheet, 0, Qt.AlignmentFlag.AlignLeft)
        state, result = outcome.state, outcome.result
        if state is not None and result is not None:
            if result.winner >= 0:
                self._winner_sets(state, result)
            self._payments(state, result)
            self._hands(state, result)
        elif result is not None:
            self._payments(None, result)
        layout.addStretch(1)

    def _winner_sets(self, state: HandState, result: HandResult) -> None:
        names = self.outcome.names if self.outcome is not None else ()
        self.body_layout.addWidget(_section(translate("Result", "{name}'s sets").format(name=names[result.winner])))
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        win_card = state.cards[result.win_slot]
        columns = 5
        for index, (kind, cards, points, how) in enumerate(winner_set_rows(state, result)):
            box = QVBoxLayout()
            mark = win_card if how == "winning" else -1
            strip = CardStrip(self.family, [(sorted(cards), False)], card_width=36, mark=mark)
            self.strips.append(strip)
            box.addWidget(strip)
            caption = points_words(points).format(set=set_name(kind))
            box.addWidget(_label(caption, bold=how == "winning"))
            box.addWidget(_label(how_words(how)))
            grid.addLayout(box, index // columns, index % columns, Qt.AlignmentFlag.AlignTop)
        holder = QWidget()
        holder.setLayout(grid)
        self.body_layout.addWidget(holder)
        total = translate("Result", "Total: {points} points").format(points=result.points)
        self.body_layout.addWidget(_label(total, bold=True))

    def _payments(self, state: HandState | None, result: HandResult) -> None:
        names = self.outcome.names if self.outcome is not None else ("",) * SEATS
        if state is not None:
            title = translate("Result", "Payments (stake {stake})").format(stake=state.rules.stake)
        else:
            title = translate("Result", "Payments")
        self.body_layout.addWidget(_section(title))
        grid = QGridLayout()
        grid.setColumnStretch(2, 1)
        parts = payment_parts(state) if state is not None else [[] for _ in range(SEATS)]
        for seat in range(SEATS):
            amount = result.payments[seat]
            name = _label(f"{names[seat]} ({seat_name(seat)})", bold=seat == result.winner, wrap=False)
            money = _label(f"{amount:+d}", bold=True, wrap=False)
            money.setStyleSheet(f"color: {GOOD if amount > 0 else BAD if amount < 0 else 'palette(text)'};")
            money.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            reasons = "; ".join(reason_words(part, names) for part in parts[seat])
            why = _label(reasons or translate("Result", "nothing to pay"))
            self.payment_labels.append(why)
            grid.addWidget(name, seat, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(money, seat, 1, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(why, seat, 2)
        holder = QWidget()
        holder.setLayout(grid)
        self.body_layout.addWidget(holder)

    def _hands(self, state: HandState, result: HandResult) -> None:
        names = self.outcome.names if self.outcome is not None else ("",) * SEATS
        self.body_layout.addWidget(_section(translate("Result", "Every hand")))
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        win_card = state.cards[result.win_slot] if result.winner >= 0 else -1
        row = 0
        for seat in range(SEATS):
            if seat == result.winner:
                groups = [
                    (sorted(cards), False) for _, cards, _, how in winner_set_rows(state, result) if how != "exposed"
                ]
            else:
                groups = hand_groups(state, seat)
            grid.addWidget(_label(names[seat], bold=seat == result.winner, wrap=False), row, 0)
            strip = CardStrip(self.family, groups, card_width=26, mark=win_card if seat == result.winner else -1)
            self.strips.append(strip)
            grid.addWidget(strip, row, 1, Qt.AlignmentFlag.AlignLeft)
            melds = [(sorted(state.cards[s] for s in meld.slots), False) for meld in state.melds[seat]]
            if melds:
                row += 1
                exposed = CardStrip(self.family, melds, card_width=22)
                self.strips.append(exposed)
                grid.addWidget(_label(translate("Result", "exposed"), wrap=False), row, 0, Qt.AlignmentFlag.AlignRight)
                grid.addWidget(exposed, row, 1, Qt.AlignmentFlag.AlignLeft)
            row += 1
        holder = QWidget()
        holder.setLayout(grid)
        self.body_layout.addWidget(holder)

    # --- between hands -----------------------------------------------------------------------------

    def wait_for_next(self, deadline: float) -> None:
        """Offer Next hand; at ``deadline`` (time.monotonic) the next hand starts by itself."""
        self._deadline = deadline
        self.next_button.setVisible(True)
        self.next_button.setEnabled(True)
        self.play_again_button.setVisible(False)
        self.waiting.setText("")
        self._timer.start()
        self._tick()

    def _tick(self) -> None:
        left = self._deadline - time.monotonic()
        if left <= 0:
            self._timer.stop()
            self.next_button.setEnabled(False)
            self.waiting.setText(translate("Result", "Waiting for the other players…"))
            return
        seconds = int(left) + 1
        self.next_button.setText(translate("Result", "Next hand ({seconds} s)").format(seconds=seconds))

    def _pressed(self) -> None:
        self._timer.stop()
        self.next_button.setEnabled(False)
        self.next_button.setText(translate("Result", "Next hand"))
        self.waiting.setText(translate("Result", "Waiting for the other players…"))
        self.next_hand.emit()

    def session_over(self, rows: list[SheetRow], names: tuple[str, ...], can_play_again: bool) -> None:
        """The last hand: no Next hand; the session's score sheet, and Play again."""
        self._timer.stop()
        self.next_button.setVisible(False)
        self.waiting.setText(translate("Result", "Session over."))
        self.play_again_button.setVisible(can_play_again)
        self.final_sheet.set_rows(rows, names)
        self.final_sheet.setVisible(True)
        self.final_title.setVisible(True)
        self.final_sheet.setFixedHeight(self.final_sheet.fitting_height())


def winning_card_code(outcome: Outcome) -> str:
    """The winning card's code ("" without a winner): what tests and screen readers look for."""
    result, state = outcome.result, outcome.state
    if result is None or state is None or result.winner < 0:
        return ""
    return card_code(state.cards[result.win_slot])
