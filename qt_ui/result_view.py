"""The result of a hand, laid out as cards: the winner's sets with the winning card marked, the points,
each payment with its reason, the fair-deal verdict and every hand sorted into its sets.

The table page shows it between hands (with Next hand and its countdown) and the history viewer at a
hand's last step. It only reads a final state with every card known; it never changes anything.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPaintEvent, QPen
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

from tusac_lan.games.four_colour.client.faces import paint_card
from tusac_lan.games.four_colour.client.names import card_name
from tusac_lan.table.hand_run import Verdict

from .i18n import translate
from .own_table import Result, View, hand_groups, payment_parts, seat_name, set_name, winner_set_rows
from .score_sheet import ScoreSheet, SheetRow
from .verdict_kind import verdict_text

NEXT_HAND_SECONDS = 25.0
"""How long the result of a hand is shown before the next hand starts without Next hand."""

WIN_MARK = QColor("#f9a825")
"""The ring around the winning card (drawn, so it needs no glyph from any font)."""
GOOD, BAD = "#1b5e20", "#b71c1c"


@dataclass(frozen=True)
class Outcome:
    """What a hand's result view shows."""

    hand_no: int
    names: tuple[str, ...]
    result: Result | None
    """None: the hand was stopped."""
    state: View | None
    """The final state with every card known, None if the deal could not be opened."""
    verdict_ok: bool
    verdict_text: str
    """The fair-deal verdict, already in words."""
    hands: tuple[list[tuple[list[int], bool]], ...] | None = None
    """Each seat's hand sorted into its sets (``sorted_hands``), worked out off the GUI thread; None:
    the view sorts them itself."""


Groups = list[tuple[list[int], bool]]


def sorted_hands(state: View) -> tuple[Groups, ...]:
    """Every seat's cards as the result view shows them: the winner's in the sets its win counted (the
    winning card with them), the others' sorted into sets, then trash. Slow enough (the hand analysis)
    to be worked out where the hand ended, not on the GUI thread."""
    result = state.result
    hands: list[Groups] = []
    for seat in range(state.seats):
        if result is not None and seat == result.winner:
            rows = winner_set_rows(state, result)
            hands.append([(sorted(cards), False) for _, cards, _, how in rows if how != "exposed"])
        else:
            hands.append(hand_groups(state, seat))
    return tuple(hands)


def verdict_words(verdict: Verdict, names: tuple[str, ...]) -> str:
    """A result that stands without every check (a seed that never came) says so (``verdict_text``)."""
    return verdict_text(verdict, names)


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
    """ "{set} · 3 points" with the set's name left to fill in (one point is singular)."""
    if points == 1:
        return translate("Result", "{set} · 1 point")
    return translate("Result", "{set} · {points} points").replace("{points}", str(points))


def how_words(how: str) -> str:
    return {
        "winning": translate("Result", "made with the winning card"),
        "exposed": translate("Result", "exposed earlier"),
        "held": translate("Result", "held from the deal"),
    }[how]


def reason_words(part: Any, names: tuple[str, ...]) -> str:
    """One part of a payment (the game's: ``why``, ``other``, ``each``, ...) in the player's language (the seat paid
    or paying named by its player)."""
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
        "dealt_four_earns": translate(
            "Result", "earns {each} from each other player for {kongs} four of a kind held from the deal"
        ),
        "pays_dealt_four": translate("Result", "pays {other} {each} for their four of a kind held from the deal"),
        "pays_win_double": translate(
            "Result", "pays {other} {each} for the win, doubled: the winning card made a four"
        ),
        "wins_from_discarder": translate("Result", "wins {each} in all from {other}, whose discard it won on"),
        "pays_win_for_table": translate(
            "Result", "pays {other} {each} for the win for the whole table: the winning card was their discard"
        ),
        "pays_win_less_kongs": translate(
            "Result", "pays {other} {each} for the win ({points} points less {kong_points} for their four of a kind)"
        ),
        "paid_by_winner": translate(
            "Result", "is paid {each} by {other}: their four of a kind ({kong_points}) outweigh the win ({points})"
        ),
        "wins_total": translate("Result", "wins {each} in all from the other three"),
    }
    if len(names) == 3:  # a table of three (names: one a seat)
        texts["wins_each"] = translate("Result", "wins {each} from each of the other two")
        texts["wins_total"] = translate("Result", "wins {each} in all from the other two")
    elif len(names) == 2:
        texts["wins_each"] = texts["wins_total"] = translate("Result", "wins {each} from the other player")
    return texts.get(part.why, translate("Result", "other settlement")).format(**values)


@dataclass(frozen=True)
class CardItem:
    """One picture in a card panel: groups of cards side by side, a caption under them (lines, the
    first bold if asked) or a name to their left."""

    groups: Groups
    lines: tuple[str, ...] = ()
    bold: bool = False
    name: str = ""
    mark: int = -1
    """The winning card, ringed in gold (drawn, so it needs no glyph from any font)."""


class CardPanel(QWidget):
    """Card pictures painted in one widget (a result shows a hundred cards: one widget each would make
    the view slow to build). ``flow``: items wrap left to right like words; otherwise one item per row,
    each with its name in a column on the left. Trash cards carry their red dot; hovering a card names it."""

    def __init__(self, family: str, items: list[CardItem], card_width: int, flow: bool) -> None:
        super().__init__()
        self.family = family
        self.items = items
        self.card_width = card_width
        self.card_height = int(card_width * 1.42)
        self.flow = flow
        self.gap = max(6, card_width // 3)
        self._rects: list[tuple[QRectF, int]] = []
        metrics = self.fontMetrics()
        self.line_height = metrics.height()
        self.name_width = max((metrics.horizontalAdvance(item.name) for item in items), default=0)
        self.name_width += 12 if self.name_width else 0
        self._sizes = [self._measure(item) for item in items]
        self._heights: dict[int, int] = {}
        size_policy = self.sizePolicy()
        size_policy.setHeightForWidth(True)
        self.setSizePolicy(size_policy)

    def cards(self) -> list[int]:
        return [card for item in self.items for group, _ in item.groups for card in group]

    def _strip_width(self, item: CardItem) -> int:
        count = sum(len(group) for group, _ in item.groups)
        return count * (self.card_width + 2) + max(0, len(item.groups) - 1) * self.gap

    def _measure(self, item: CardItem) -> tuple[int, int]:
        if self.flow:
            metrics = self.fontMetrics()
            text = max((metrics.horizontalAdvance(line) for line in item.lines), default=0) + 8
            return max(self._strip_width(item), text), self.card_height + 8 + len(item.lines) * self.line_height
        return self.name_width + self._strip_width(item), self.card_height + 6

    def _layout(self, width: int) -> list[tuple[CardItem, float, float]]:
        placed = []
        x = y = 0.0
        row_height = 0
        for item, (w, h) in zip(self.items, self._sizes, strict=True):
            if self.flow and x > 0 and x + w > width:
                x, y, row_height = 0.0, y + row_height + 10, 0
            placed.append((item, x + 4, y + 4))
            row_height = max(row_height, h)
            if self.flow:
                x += w + 24
            else:
                y += h
        return placed

    def heightForWidth(self, width: int) -> int:
        if width not in self._heights:
            placed = self._layout(width)
            bottoms = (y + size[1] for (_, _, y), size in zip(placed, self._sizes, strict=True))
            self._heights[width] = int(max(bottoms, default=0)) + 8
        return self._heights[width]

    def hasHeightForWidth(self) -> bool:
        return True

    def sizeHint(self) -> QSize:
        widest = max((w for w, _ in self._sizes), default=0) + 8
        return QSize(widest, self.heightForWidth(max(widest, 600)))

    def minimumSizeHint(self) -> QSize:
        widest = max((w for w, _ in self._sizes), default=0) + 8
        return QSize(widest, self.heightForWidth(widest))  # never cut a row of cards: the view scrolls

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._rects = []
        bold = QFont(self.font())
        bold.setBold(True)
        for item, left, top in self._layout(self.width()):
            x = left
            if not self.flow:
                painter.setFont(bold if item.bold else self.font())
                painter.setPen(self.palette().text().color())
                box = QRectF(left, top, self.name_width, self.card_height)
                painter.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, item.name)
                x += self.name_width
            for group, trash in item.groups:
                for card in group:
                    rect = QRectF(x, top, self.card_width, self.card_height)
                    paint_card(painter, rect, card >> 2, self.family, trash=trash)
                    if card == item.mark:
                        painter.setPen(QPen(WIN_MARK, 3.0))
                        painter.setBrush(Qt.BrushStyle.NoBrush)
                        radius = self.card_width * 0.14
                        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
                    self._rects.append((rect, card))
                    x += self.card_width + 2
                x += self.gap
            line_top = top + self.card_height + 4
            painter.setPen(self.palette().text().color())
            for index, line in enumerate(item.lines):
                painter.setFont(bold if item.bold and index == 0 else self.font())
                box = QRectF(left, line_top + index * self.line_height, 1000, self.line_height)
                painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, line)
        painter.end()

    def card_at(self, point: QPointF) -> int:
        return next((card for rect, card in self._rects if rect.contains(point)), -1)

    def event(self, event: object) -> bool:
        if isinstance(event, QHelpEvent) and event.type() == QHelpEvent.Type.ToolTip:
            card = self.card_at(QPointF(event.pos()))
            if card >= 0:
                text = card_name(card)
                if any(card == item.mark for item in self.items):
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
    countdown_started = Signal(int, float)
    """(hand, deadline): the result of ``hand`` is shown and the next hand starts by itself at ``deadline``."""

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
        self.strips: list[CardPanel] = []
        """The card panels shown now: the winner's sets, then every hand."""
        self.payment_texts: list[str] = []
        """Each seat's payment reasons as shown."""
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
        CardPanel(family, [], 20, flow=True).deleteLater()  # Qt's one-time set-up now, not at a hand's end
        self._deadline = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._tick)

    # --- content ---------------------------------------------------------------------------------

    def show_outcome(self, outcome: Outcome) -> None:
        self.outcome = outcome
        self.strips = []
        self.payment_texts = []
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
        self.scroller.verticalScrollBar().setValue(0)  # from its heading, not where the last was left

    def _winner_sets(self, state: View, result: Result) -> None:
        names = self.outcome.names if self.outcome is not None else ()
        title = translate("Result", "{name}'s sets").format(name=names[result.winner])
        self.body_layout.addWidget(_section(title))
        win_card = state.cards[result.win_slot]
        items = [
            CardItem(
                [(sorted(cards), False)],
                (points_words(points).format(set=set_name(kind, cards, how != "held")), how_words(how)),
                bold=how == "winning",
                mark=win_card if how == "winning" else -1,
            )
            for kind, cards, points, how in winner_set_rows(state, result)
        ]
        panel = CardPanel(self.family, items, card_width=36, flow=True)
        self.strips.append(panel)
        self.body_layout.addWidget(panel)
        total = translate("Result", "Total: {points} points").format(points=result.points)
        self.body_layout.addWidget(_label(total, bold=True))

    def _payments(self, state: View | None, result: Result) -> None:
        seats = len(result.payments)
        names = self.outcome.names if self.outcome is not None else ("",) * seats
        if state is not None:
            title = translate("Result", "Payments (stake {stake})").format(stake=state.rules.stake)
        else:
            title = translate("Result", "Payments")
        self.body_layout.addWidget(_section(title))
        parts = payment_parts(state) if state is not None else [[] for _ in range(seats)]
        grid = QGridLayout()
        grid.setColumnStretch(2, 1)
        grid.setHorizontalSpacing(10)
        for seat in range(seats):
            amount = result.payments[seat]
            reasons = "; ".join(reason_words(part, names) for part in parts[seat])
            reasons = reasons or translate("Result", "nothing to pay")
            self.payment_texts.append(reasons)
            name = _label(f"{names[seat]} ({seat_name(seat)})", bold=seat == result.winner, wrap=False)
            money = _label(f"{amount:+d}", bold=True, wrap=False)
            money.setStyleSheet(f"color: {GOOD if amount > 0 else BAD if amount < 0 else 'palette(text)'};")
            money.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            grid.addWidget(name, seat, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(money, seat, 1, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(_label(reasons), seat, 2)
        holder = QWidget()
        holder.setLayout(grid)
        self.body_layout.addWidget(holder)

    def _hands(self, state: View, result: Result) -> None:
        names = self.outcome.names if self.outcome is not None else ("",) * state.seats
        self.body_layout.addWidget(_section(translate("Result", "Every hand")))
        win_card = state.cards[result.win_slot] if result.winner >= 0 else -1
        hands = self.outcome.hands if self.outcome is not None and self.outcome.hands else sorted_hands(state)
        exposed = translate("Result", "exposed")
        items = []
        for seat in range(state.seats):
            mark = win_card if seat == result.winner else -1
            items.append(CardItem(hands[seat], bold=seat == result.winner, name=names[seat], mark=mark))
            melds = [(sorted(state.cards[s] for s in meld.slots), False) for meld in state.melds[seat]]
            if melds:
                items.append(CardItem(melds, name="  " + exposed))
        panel = CardPanel(self.family, items, card_width=26, flow=False)
        self.strips.append(panel)
        self.body_layout.addWidget(panel)

    # --- between hands -----------------------------------------------------------------------------

    def wait_for_next(self, latest: float) -> None:
        """Offer Next hand; NEXT_HAND_SECONDS from now, or at ``latest`` (time.monotonic) if sooner, the
        next hand starts by itself."""
        self._deadline = min(time.monotonic() + NEXT_HAND_SECONDS, latest)
        if self.outcome is not None:
            self.countdown_started.emit(self.outcome.hand_no, self._deadline)
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

    def session_goes_on(self) -> None:
        """Said "over" too soon: the session goes on at a next table, whose first hand starts by itself."""
        self._timer.stop()
        self.next_button.setVisible(False)
        self.play_again_button.setVisible(False)
        self.final_sheet.setVisible(False)
        self.final_title.setVisible(False)
        self.waiting.setText(translate("Result", "Waiting for the other players…"))

    def session_over(
        self, rows: list[SheetRow], names: tuple[str, ...], can_play_again: bool, playing: tuple[str, ...] = ()
    ) -> None:
        """The last hand: no Next hand; the session's score sheet (``names``: its columns' players,
        ``playing``: who plays each seat now), and Play again."""
        self._timer.stop()
        self.next_button.setVisible(False)
        self.waiting.setText(translate("Result", "Session over."))
        self.play_again_button.setVisible(can_play_again)
        self.final_sheet.set_rows(rows, names, playing)
        self.final_sheet.setVisible(True)
        self.final_title.setVisible(True)
        self.final_sheet.setFixedHeight(self.final_sheet.fitting_height())
