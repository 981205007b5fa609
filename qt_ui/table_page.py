"""The table in play: the picture, the player's moves, what just happened, the end of a hand."""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence, QResizeEvent, QShortcut, QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tusac_lan.peer.events import CarryOnAsked

from .carry_on import CarryOnDialog
from .i18n import translate
from .own_table import (
    Move,
    View,
    action_bar,
    coach_panel,
    coach_toggle,
    discard_slots,
    max_area,
    scene,
    seat_name,
    shortcut_keys,
    table_widget,
)
from .result_view import Outcome, ResultView, verdict_words
from .score_sheet import SIDE_HEIGHT, ScoreSheet, SheetRow
from .snapshot import LOG_LINES, EndOfHand, Snapshot
from .status_words import CLOCK_WARNING, own_clock_text, slow_text, trouble_text
from .verdict_kind import verdict_text


def hand_title(snapshot: Snapshot) -> str:
    """The hand in play, of how many when the table said."""
    if snapshot.hands > snapshot.hand_no:
        return translate("Table", "Hand {number} of {hands}").format(number=snapshot.hand_no + 1, hands=snapshot.hands)
    return translate("Table", "Hand {number}").format(number=snapshot.hand_no + 1)


def end_of_hand_text(end: EndOfHand, names: tuple[str, ...]) -> str:
    """The side panel's word on the hand that ended: who won, the payments, whether the deal checked out.
    The sets are in the result view beside it and the session's scores in the sheet below: the payments
    are not pushed out of the panel's small box by them."""
    lines = ["<h3>" + translate("Table", "Hand {number}").format(number=end.hand_no + 1) + "</h3>"]
    result = end.result
    if result is None:
        lines.append("<p><b>" + translate("Table", "The hand was stopped.") + "</b></p>")
    elif result.winner < 0:
        lines.append("<p>" + translate("Table", "<b>No winner</b>: the deck ran down.") + "</p>")
    else:
        won = translate("Table", "{name} wins with {points} points.")
        lines.append("<p><b>" + won.format(name=names[result.winner], points=result.points) + "</b></p>")
    if result is not None:
        pays = "<br>".join(f"{names[s]}: {p:+d}" for s, p in enumerate(result.payments))
        lines.append("<p>" + translate("Table", "Payments:") + f"<br>{pays}</p>")
    verdict = end.verdict
    if verdict.ok:
        lines.append(
            "<p>" + translate("Table", "Fair deal: <b>verified</b> — every seed, card and move checks out.") + "</p>"
        )
    else:
        lines.append(f"<p style='color:#b71c1c'>{html.escape(verdict_text(verdict, names))}</p>")
    return "".join(lines)


STATUS_LINES = 3
"""Lines of text kept below the table for who is gone and what happened."""
MOST_STATUS_LINES = 7
"""Lines the status box grows to when what it says needs more than ``STATUS_LINES`` (a long line wrapped
under the player's clock); past them it scrolls."""


LINE_SAMPLE = "Ấg ỹ Ặ 馬吊 ツ"
"""Letters of every script the status lines show (Vietnamese marks above and below, Japanese): a line of
them is as tall as any line of the player's language (a fallback font's line is taller than the font's)."""


def status_lines_height(label: QLabel, button: QPushButton, count: int = STATUS_LINES) -> int:
    """The height of ``count`` lines of ``label``'s text (bold, rich text) whatever their script, or of
    one line less and ``button`` (shown under the first line while a player is gone)."""

    def lines(count: int) -> int:
        probe = QLabel("<br>".join([LINE_SAMPLE] * count))
        probe.setFont(label.font())
        probe.setStyleSheet(label.styleSheet())
        probe.ensurePolished()
        return max(probe.sizeHint().height(), count * QFontMetrics(probe.font()).lineSpacing())

    return max(lines(count), lines(count - 1) + button.sizeHint().height()) + 2


class TablePage(QWidget):
    left_table = Signal()
    move_chosen = Signal(object)
    carry_on_answered = Signal(object, bool, int)
    go_on_now = Signal()
    """The player chose to go on with a bot now rather than wait for the players who are gone."""
    """(the ``CarryOnAsked`` answered, go on, the seat whose player runs the bots)"""

    def __init__(self, family: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table_widget(family)
        self.table.setAccessibleName(translate("Table", "The card table"))
        self.actions_bar = action_bar()
        self.status = QLabel("")
        self.status.setObjectName("status")
        self.alerts = QLabel("")
        self.alerts.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.alerts.setWordWrap(True)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.summary_frame = QFrame()
        self.summary_frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.summary_frame.setFixedWidth(230)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # A long end-of-hand summary scrolls instead of being cut off in a small window.
        scroller = QScrollArea()
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setWidget(self.summary)
        side = QVBoxLayout(self.summary_frame)
        side.addWidget(scroller, 1)
        self.sheet = ScoreSheet(compact=True)
        self.sheet.setVisible(False)
        side.addWidget(self.sheet)
        self.moves_title = QLabel(translate("Table", "Moves"))
        self.moves_title.setStyleSheet("font-weight: bold;")
        self.moves = QPlainTextEdit()
        self.moves.setReadOnly(True)
        self.moves.setMaximumBlockCount(LOG_LINES)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.moves.setMinimumHeight(120)
        self._moves_shown: tuple[str, ...] = ()
        side.addWidget(self.moves_title)
        side.addWidget(self.moves, 1)
        self.coach = coach_panel()
        self.coach_toggle = coach_toggle()
        self.coach_toggle.toggled.connect(self._coach_toggled)
        side.addWidget(self.coach_toggle)
        side.addWidget(self.coach)
        self.leave_button = QPushButton(translate("Table", "Leave table"))
        self.leave_button.setToolTip(translate("Table", "Stop playing and go back to the lobby"))
        self.leave_button.clicked.connect(lambda: self.ask_to_leave())
        side.addWidget(self.leave_button)
        self.leave_question: QMessageBox | None = None
        self.against_bots = False
        """Every other seat is a bot of this computer: the Leave question speaks of no "others"."""
        self._after_leaving: Callable[[], None] | None = None
        self.carry_on: CarryOnDialog | None = None
        self._went_on: frozenset[int] = frozenset()
        """The seats of the gone players the player already chose to go on without (not offered again)."""
        self.trouble = QLabel("")
        self.trouble.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.trouble.setWordWrap(True)
        self.go_on_button = go_on_button(self._go_on_now)
        self._trouble_clock = QTimer(self)
        self._trouble_clock.setInterval(1000)
        self._trouble_clock.timeout.connect(self._show_trouble)
        # On a large screen the table stops growing at a comfortable size and, with the panel
        # beside it, stays centred.
        largest = max_area()
        self.table.setMaximumSize(int(largest[0]), int(largest[1]))
        # Between hands the result of the hand takes the table's place until Next hand.
        self.result_view = ResultView(family)
        self.result_view.setMaximumSize(int(largest[0]), int(largest[1]))
        self.result_view.setVisible(False)
        self._sheet_key: tuple[tuple[SheetRow, ...], tuple[str, ...], tuple[str, ...]] = ((), (), ())
        """The sheet shown: its rows, its columns' players, who plays each seat now."""
        self._shown_end: EndOfHand | None = None
        self._shown_over = False
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.table, 100)
        top.addWidget(self.result_view, 100)
        top.addWidget(self.summary_frame)
        top.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.actions_bar, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self._status_lines())
        layout.addLayout(bottom)
        self.snapshot: Snapshot | None = None
        self.answered: tuple[int, int] = (-1, -1)
        self.selected = -1
        self.table.card_clicked.connect(self.select)
        self.table.landed.connect(self._render)
        self.actions_bar.chosen.connect(self._chosen)
        self._shortcuts = []
        for name, sequence in shortcut_keys():
            shortcut = QShortcut(QKeySequence(sequence), self)
            shortcut.setAutoRepeat(False)  # a key held down makes one move, not one for each offer after it
            shortcut.activated.connect(lambda n=name: self.actions_bar.key(n))
            self._shortcuts.append(shortcut)
        for sequence, step in (("Left", -1), ("Right", 1)):
            shortcut = QShortcut(QKeySequence(sequence), self)
            shortcut.activated.connect(lambda s=step: self._step_selection(s))
            self._shortcuts.append(shortcut)
        enter = QShortcut(QKeySequence("Return"), self)
        enter.setAutoRepeat(False)
        enter.activated.connect(lambda: self.actions_bar.key("discard"))
        self._shortcuts.append(enter)

    def _status_lines(self) -> QScrollArea:
        """Who is gone and what happened, below the table in a space kept for them whether shown or not,
        so that the table never moves when a line comes or goes (more lines scroll)."""
        box = QWidget()
        lines = QVBoxLayout(box)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(0)
        lines.addWidget(self.trouble)
        lines.addWidget(self.go_on_button, 0, Qt.AlignmentFlag.AlignLeft)
        lines.addWidget(self.alerts)
        lines.addStretch(1)
        area = QScrollArea()
        area.setObjectName("status_lines")
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(box)
        self._status_heights = (
            status_lines_height(self.alerts, self.go_on_button),
            status_lines_height(self.alerts, self.go_on_button, MOST_STATUS_LINES),
        )
        area.setFixedHeight(self._status_heights[0])
        self.status_area = area
        self.status.setMinimumHeight(self.status.fontMetrics().height())
        return area

    def _fit_status_lines(self) -> None:
        """The status box keeps its three lines' height, so that the table stays where it is when a line comes
        or goes; when what it says needs more (a long line, wrapped, under the player's clock: its end was
        hidden), it grows to show it whole, up to ``MOST_STATUS_LINES``, and shrinks back once it is shorter."""
        area = self.status_area
        box = area.widget()
        if box is None:
            return
        layout = box.layout()
        if layout is not None:
            layout.activate()
        needed = box.heightForWidth(area.width()) if box.hasHeightForWidth() else box.sizeHint().height()
        least, most = self._status_heights
        height = max(least, min(most, needed + 2))
        if height != area.height():
            area.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_status_lines()

    def discardable(self) -> frozenset[int]:
        legal = self.snapshot.legal if self.snapshot is not None else ()
        return frozenset(discard_slots(legal))

    def select(self, slot: int) -> None:
        """Generals (and, out of turn, every card) cannot be selected to discard."""
        if slot in self.discardable():
            self.selected = slot
            self._render()

    def _step_selection(self, step: int) -> None:
        """Arrow keys move through the cards that may be discarded in the order they are drawn."""
        allowed = self.discardable()
        options = [slot for slot in self.table.hand_order() if slot in allowed]
        if not options:
            return
        if self.selected in options:
            self.selected = options[(options.index(self.selected) + step) % len(options)]
        else:
            self.selected = options[0] if step > 0 else options[-1]
        self._render()

    def _chosen(self, action: Move) -> None:
        self.selected = -1
        if self.snapshot is not None:
            self.answered = (self.snapshot.hand_no, self.snapshot.decision_turn)
            self.snapshot = replace(self.snapshot, legal=())
        self.move_chosen.emit(action)

    def show_snapshot(self, snapshot: Snapshot) -> None:
        if snapshot.legal and (snapshot.hand_no, snapshot.decision_turn) == self.answered:
            snapshot = replace(snapshot, legal=())  # already answered; waiting for the table to move on
        self.snapshot = snapshot
        if self.selected not in self.discardable():
            self.selected = -1
        if snapshot.ended is not None:
            self.summary.setText(end_of_hand_text(snapshot.ended, snapshot.names))
        elif snapshot.view is not None:
            scores = "<br>".join(
                f"{seat_name(s)} — {snapshot.names[s]}: {snapshot.scores[s]:+d}" for s in range(len(snapshot.names))
            )
            title = hand_title(snapshot)
            self.summary.setText(f"<h3>{title}</h3><p>" + translate("Table", "Scores:") + f"<br>{scores}</p>")
        self._show_sheet(snapshot)
        self.status.setText(snapshot.status)
        self.alerts.setText("<br>".join(snapshot.alerts))
        self._fit_status_lines()
        self._show_moves(snapshot.log)
        self._show_trouble()
        self.coach.show_view(snapshot.view, snapshot.me, snapshot.legal)
        self._show_result(snapshot)
        self._render()

    def allow_coach(self, allowed: bool) -> None:
        """Offer the coach (off until the player turns it on): at tables of bots, and at LAN tables whose
        signed rules, seen by every player before the table started, allow it."""
        self.coach_toggle.setChecked(False)
        self.coach_toggle.setVisible(allowed)

    def _coach_toggled(self, on: bool) -> None:
        self.coach_toggle.setText(translate("Coach", "Hide the coach") if on else translate("Coach", "Show the coach"))
        self.coach.set_enabled(on)
        if on and self.snapshot is not None:
            self.coach.show_view(self.snapshot.view, self.snapshot.me, self.snapshot.legal)

    def _show_moves(self, lines: tuple[str, ...]) -> None:
        """Append the new lines of the move log; the text is rebuilt only when a new hand restarts it."""
        old = self._moves_shown
        if lines == old:
            return
        # The log only grows at its end and drops its oldest lines: find where the lines shown end.
        kept = next((i for i in range(min(len(old), len(lines)), 0, -1) if lines[:i] == old[len(old) - i :]), 0)
        if kept == 0:
            self.moves.setPlainText("\n".join(lines))
        else:
            for line in lines[kept:]:
                self.moves.appendPlainText(line)
        self.moves.moveCursor(QTextCursor.MoveOperation.End)
        self.moves.ensureCursorVisible()
        self._moves_shown = lines

    def ask_carry_on(self, question: CarryOnAsked) -> CarryOnDialog:
        """Ask whether to go on with a bot for a player who did not come back; the window stays usable."""
        self.withdraw_carry_on()
        self.result_view.waiting.setText("")  # this player is the one waited for now (a window check saw both)
        dialog = CarryOnDialog(question, self)
        dialog.answered.connect(lambda go_on, seat: self._carry_on_answered(question, go_on, seat))
        self.carry_on = dialog
        dialog.show()
        dialog.raise_()
        return dialog

    def _carry_on_answered(self, question: CarryOnAsked, go_on: bool, seat: int) -> None:
        self.carry_on = None
        if go_on:
            status = translate("Table", "You chose to go on with a bot. Waiting for the other players…")
        else:
            status = translate("Table", "You chose to end the session. Waiting for the other players…")
        self.status.setText(status)
        self.carry_on_answered.emit(question, go_on, seat)

    def withdraw_carry_on(self) -> None:
        """The question stands no more (the session went on or closed)."""
        if self.carry_on is not None:
            self.carry_on.withdraw()
            self.carry_on = None

    def _show_trouble(self) -> None:
        """Whom the table waits for and how long it still will, counted down each second while it plays;
        or, while a bot plays this player's seat, how long it has waited to take it back."""
        snap = self.snapshot
        if snap is not None and snap.seat_wanted_since > 0:
            if not self._trouble_clock.isActive():
                self._trouble_clock.start()
            waited = int(time.monotonic() - snap.seat_wanted_since)
            text = translate("Table", "Waiting to take your seat back at the next hand ({clock})").format(
                clock=f"{waited // 60}:{waited % 60:02d}"
            )
            self.trouble.setText(text)
            self.trouble.setVisible(True)
            self.go_on_button.setVisible(False)
            self._fit_status_lines()
            return
        if snap is None or snap.view is None or snap.ended is not None:
            self._trouble_clock.stop()
            self.trouble.setVisible(False)
            self.go_on_button.setVisible(False)
            self._fit_status_lines()
            return
        if not self._trouble_clock.isActive():
            self._trouble_clock.start()
        now = time.monotonic()
        # A countdown whose wait is over is not shown at 0:00: what comes next is told by its own line.
        lines = [trouble_text(t, snap.names, now) for t in snap.trouble if t.until > now]
        slow = slow_text(snap, now)
        if slow:
            lines.append(slow)
        # A claim offer's clock is its countdown to a pass, which comes before the move clock runs out: one clock.
        own = "" if self.actions_bar.counting_down() else own_clock_text(snap, now)
        if own:
            lines.insert(0, f"<b>{own}</b>" if snap.own_due - now <= CLOCK_WARNING else own)
        text = "<br>".join(lines)
        if text != self.trouble.text():
            self.trouble.setText(text)
        self.trouble.setVisible(bool(text))
        gone = frozenset(seat for t in snap.trouble for seat in t.seats)
        self.go_on_button.setVisible(bool(gone - self._went_on))
        self._fit_status_lines()

    def _go_on_now(self) -> None:
        if self.snapshot is not None:
            self._went_on = frozenset(seat for t in self.snapshot.trouble for seat in t.seats)  # asked once
        self.go_on_button.setVisible(False)
        self.go_on_now.emit()

    def _waiting_for(self, state: View) -> frozenset[int]:
        """The seats the table waits for: those still to answer or to move, and the player when asked."""
        asked = self.snapshot is not None and bool(self.snapshot.legal)
        return frozenset(state.awaiting()) | (frozenset({self.snapshot.me}) if asked and self.snapshot else frozenset())

    def ask_to_leave(self, then: Callable[[], None] | None = None) -> None:
        """Leaving during play asks first (the hand cannot go on without this player); after the last
        hand, or before any, it does not. ``then``: what follows the leaving (Quit closes the window,
        after the same question, worded for quitting)."""
        snap = self.snapshot
        # A hand is in play from its heading in the log (its shuffle too: the table is empty then).
        if snap is None or snap.over or (snap.view is None and not snap.log):
            self.left_table.emit()
            if then is not None:
                then()
            return
        quitting = then is not None
        if self.against_bots and quitting:
            text = translate(
                "Table", "You are playing against bots: the hand in play ends without a result. Quit tusac-lan?"
            )
        elif self.against_bots:
            text = translate(
                "Table", "You are playing against bots: the hand in play ends without a result. Leave the table?"
            )
        elif quitting:
            text = translate(
                "Table",
                "The hand in play cannot go on without you: the others are told you left, and the hand ends "
                "without a result. They may go on with a bot in your seat; you cannot come back to this table. "
                "Quit tusac-lan?",
            )
        else:
            text = translate(
                "Table",
                "The hand in play cannot go on without you: the others are told you left, and the hand ends "
                "without a result. They may go on with a bot in your seat; you cannot come back to this table. "
                "Leave the table?",
            )
        question = QMessageBox(
            QMessageBox.Icon.Question,
            translate("Table", "Quit tusac-lan?") if quitting else translate("Table", "Leave the table?"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        question.button(QMessageBox.StandardButton.Yes).setText(
            translate("Table", "Quit") if quitting else translate("Table", "Leave")
        )
        question.button(QMessageBox.StandardButton.No).setText(translate("Table", "Stay"))
        question.setDefaultButton(QMessageBox.StandardButton.No)
        question.finished.connect(lambda answer: self._answered_leave(answer == QMessageBox.StandardButton.Yes))
        self.leave_question, self._after_leaving = question, then
        question.open()

    def _answered_leave(self, leave: bool) -> None:
        then, self.leave_question, self._after_leaving = self._after_leaving, None, None
        if leave:
            self.left_table.emit()
            if then is not None:
                then()

    def _show_result(self, snapshot: Snapshot) -> None:
        """The result view from the end of a hand until the next hand starts; the score sheet grows."""
        end = snapshot.ended
        if end is None:
            self.show_result(False)
            self._shown_end, self._shown_over = None, False
            return
        if end is not self._shown_end:
            self._shown_end, self._shown_over = end, False
            result = end.result
            outcome = Outcome(
                end.hand_no,
                snapshot.names,
                result,
                end.full,
                end.verdict.ok,
                verdict_words(end.verdict, snapshot.names),
                end.hands,
            )
            self.result_view.show_outcome(outcome)
            self.result_view.wait_for_next(snapshot.next_at)
            self.show_result(True)
        if snapshot.over and not self._shown_over:
            self._shown_over = True
            self.result_view.session_over(self.score_rows(), self._sheet_key[1], True, snapshot.names)
        elif not snapshot.over and self._shown_over:
            # The table was over but the session goes on at a next table (a bot for an absent player).
            self._shown_over = False
            self.result_view.session_goes_on()

    def show_result(self, shown: bool) -> None:
        """The result of the hand in the table's place, or the table."""
        self.result_view.setVisible(shown)
        self.table.setVisible(not shown)

    def showing_result(self) -> bool:
        return self.result_view.isVisibleTo(self)

    def new_session(self) -> None:
        """A new session starts with an empty score sheet (and as a table of people until told otherwise)."""
        self.against_bots = False
        self._sheet_key = ((), (), ())
        self.sheet.set_rows([], self.sheet.names)
        self.sheet.setVisible(False)

    def score_rows(self) -> list[SheetRow]:
        """The session's score sheet as shown."""
        return list(self._sheet_key[0])

    def _show_sheet(self, snapshot: Snapshot) -> None:
        """The side sheet: the session's rows (``Snapshot.sheet``), its columns named by the seats' players,
        a bot standing in for one named beside it."""
        names = snapshot.sheet_names if len(snapshot.sheet_names) == len(snapshot.names) else snapshot.names
        key = (snapshot.sheet, names, snapshot.names)
        if key == self._sheet_key:
            return
        self._sheet_key = key
        self.sheet.set_rows(list(snapshot.sheet), names, snapshot.names)
        if snapshot.sheet:
            self.sheet.setVisible(True)
            self.sheet.keep_fitted(SIDE_HEIGHT)

    def _render(self) -> None:
        snap = self.snapshot
        if snap is None:
            return
        ended = snap.ended
        showing_end = (
            ended is not None and ended.full is not None and (snap.view is None or snap.view.phase.name == "ENDED")
        )
        state = ended.full if showing_end and ended is not None else snap.view
        self.table.show_scene(
            scene(
                state,
                snap.names,
                snap.me,
                snap.scores,
                reveal_all=showing_end,
                selectable=self.discardable(),
                selected=self.selected,
                caption=hand_title(snap),
                waiting=self._waiting_for(state) if state is not None and not showing_end else None,
                silent=frozenset(seat for t in snap.trouble for seat in t.seats),
            )
        )
        if snap.status:  # what the table waits for, after the table itself (for screen readers)
            self.table.setAccessibleDescription(self.table.accessibleDescription() + "\n" + snap.status)
        # A claim is offered once the card on show has landed (``landed`` renders again).
        legal = () if self.table.flying() else snap.legal
        self.actions_bar.set_legal(legal, self.selected, snap.offer, snap.own_due)


def go_on_button(go_on: Callable[[], None]) -> QPushButton:
    """Go on with a bot now (hidden until players are gone): the Tứ Sắc table's and a plugin game's."""
    button = QPushButton(translate("Table", "Go on with a bot now"))
    button.setToolTip(
        translate(
            "Table",
            "Stop waiting for the players who are gone: a bot takes their seats from the next hand, and "
            "they can take them back later.",
        )
    )
    button.setVisible(False)
    button.clicked.connect(go_on)
    return button
