"""The table in play: the picture, the player's moves, what just happened, the end of a hand."""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence, QShortcut, QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tusac_lan.games.four_colour.cards import card_code
from tusac_lan.games.tusac.client.coach_panel import CoachPanel, coach_toggle
from tusac_lan.games.tusac.client.table_widget import MAX_AREA, Scene, TableWidget
from tusac_lan.games.tusac.client.words import claim_help, claim_label, seat_name, set_name, soldier_run
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind
from tusac_lan.games.tusac.engine.state import HandState
from tusac_lan.peer.events import CarryOnAsked

from .carry_on import CarryOnDialog
from .i18n import translate
from .result_view import Outcome, ResultView, verdict_words
from .score_sheet import SIDE_HEIGHT, ScoreSheet, SheetRow
from .snapshot import LOG_LINES, EndOfHand, Snapshot
from .status_words import CLOCK_WARNING, own_clock_text, slow_text, trouble_text
from .verdict_kind import verdict_text

SHORTCUTS: dict[str | ClaimKind, str] = {
    "discard": "D",
    "pass": "P",
    ClaimKind.WIN: "W",
    ClaimKind.KONG: "K",
    ClaimKind.PONG: "O",
    ClaimKind.EXTEND: "E",
    ClaimKind.CHOW: "C",
    ClaimKind.QUAD: "Q",
    ClaimKind.PAIR: "R",
    ClaimKind.LONE: "T",
}


def end_of_hand_text(end: EndOfHand, names: tuple[str, ...]) -> str:
    lines = ["<h3>" + translate("Table", "Hand {number}").format(number=end.hand_no + 1) + "</h3>"]
    result = end.result
    if result is None:
        lines.append("<p><b>" + translate("Table", "The hand was stopped.") + "</b></p>")
    elif result.winner < 0:
        lines.append("<p>" + translate("Table", "<b>No winner</b>: the deck ran down.") + "</p>")
    else:
        won = translate("Table", "{name} wins with {points} points.")
        lines.append("<p><b>" + won.format(name=names[result.winner], points=result.points) + "</b></p>")
        if end.full is not None:
            full = end.full
            named = []
            for kind, slots, exposed in result.win_sets:
                cards = sorted(full.cards[s] for s in slots)
                named.append(f"{set_name(kind, cards, exposed)} {' '.join(card_code(c) for c in cards)}")
            sets = ", ".join(named)
            lines.append("<p>" + translate("Table", "Sets: {sets}").format(sets=sets) + "</p>")
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
    scores = "<br>".join(f"{names[s]}: {end.scores[s]:+d}" for s in range(len(end.scores)))
    lines.append("<p>" + translate("Table", "Session scores:") + f"<br>{scores}</p>")
    return "".join(lines)


STATUS_LINES = 3
"""Lines of text kept below the table for who is gone and what happened."""
KEY_GUARD_SECONDS = 0.6
"""A new claim offer ignores the keyboard this long: a key meant for the offer before lands nowhere."""
FRESH_SECONDS = 1.5
"""A new claim offer is marked as new this long."""


class ActionBar(QWidget):
    """Buttons for exactly the legal moves; a menu where one kind of claim has several sets.

    The buttons and the menu are made once and only shown, hidden and enabled afterwards: moves are
    chosen from inside the buttons' own click handlers, so nothing is ever deleted under them. The bar
    keeps the height of a row of buttons when none is shown, so the table above it does not move.
    """

    chosen = Signal(object)
    KEYS = ("discard", *(str(int(kind)) for kind in ClaimKind), "pass")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._all: dict[str, QPushButton] = {}
        for key in self.KEYS:
            if key == "discard":
                text = translate("Table", "Discard ({key})").format(key=SHORTCUTS["discard"])
                tip = translate("Table", "Discard the chosen card (Enter or D)")
            elif key == "pass":
                text = translate("Table", "Pass ({key})").format(key=SHORTCUTS["pass"])
                tip = translate("Table", "Do not take the shown card")
            else:
                kind = ClaimKind(int(key))
                text = f"{claim_label(kind)} ({SHORTCUTS[kind]})"
                tip = claim_help(kind)
            button = QPushButton(text)
            button.setMinimumHeight(34)
            if key == str(int(ClaimKind.WIN)):
                button.setStyleSheet("font-weight: bold;")
            button.setToolTip(tip)
            button.setProperty("enabled_tip", tip)
            button.setVisible(False)
            button.clicked.connect(self._handler(key))
            layout.addWidget(button)
            self._all[key] = button
        layout.addStretch(1)
        self.countdown = QLabel("")
        layout.addWidget(self.countdown)
        self.setMinimumHeight(max(max(b.sizeHint().height(), b.minimumHeight()) for b in self._all.values()))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet('ActionBar[fresh="true"] { background: #fff3c4; border-radius: 4px; }')
        self.setProperty("fresh", False)
        self._offer = -1
        self._keys_from = 0.0
        """The keyboard chooses nothing before this time (time.monotonic)."""
        self._fresh = QTimer(self)
        self._fresh.setSingleShot(True)
        self._fresh.timeout.connect(lambda: self._mark_fresh(False))
        self.menu = QMenu(self)
        self.menu.triggered.connect(lambda item: self._choose(item.data()))
        self._options: dict[str, list[Action]] = {}
        self._legal: tuple[Action, ...] = ()
        self._selected = -1
        self._deadline = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._tick)
        self.claim_seconds = 15

    def buttons(self) -> dict[str, QPushButton]:
        """The buttons on offer now."""
        return {key: button for key, button in self._all.items() if key in self._options}

    def _handler(self, key: str) -> Callable[[], None]:
        return lambda: self.trigger(key)

    def set_legal(self, legal: tuple[Action, ...], selected: int, offer: int = -1) -> None:
        """``offer``: the question's number (``Snapshot.offer``); a new one is a new question even when
        its moves are the same as the last one's; -1: new whenever the moves change."""
        new = offer < 0 or offer != self._offer
        if legal != self._legal or (legal and new):
            self._legal = legal
            if legal:
                self._offer = offer
            self._show_options(new)
        self._selected = selected
        discard = self._all["discard"]
        can = self._discard_action() is not None
        discard.setEnabled(can)
        discard.setToolTip(
            str(discard.property("enabled_tip"))
            if can
            else translate(
                "Table", "First choose a card to discard: click it or use ← →. Generals are never discarded."
            )
        )

    def _show_options(self, new: bool) -> None:
        """``new``: a new question (its countdown starts, it is marked new); else the one shown before."""
        options: dict[str, list[Action]] = {}
        for action in self._legal:
            if action.type == ActionType.DISCARD:
                options.setdefault("discard", []).append(action)
            elif action.type == ActionType.PASS:
                options["pass"] = [action]
            elif action.type == ActionType.CLAIM:
                options.setdefault(str(action.claim), []).append(action)
        self._options = options
        run = str(int(ClaimKind.CHOW))
        if run in options:
            soldiers = all(soldier_run(action) for action in options[run])
            self._all[run].setText(f"{claim_label(ClaimKind.CHOW, soldiers)} ({SHORTCUTS[ClaimKind.CHOW]})")
        for key, button in self._all.items():
            button.setVisible(key in options)
            button.setEnabled(key in options)
        if "pass" in options and len(options) > 1:
            if new:
                now = time.monotonic()
                self._deadline = now + self.claim_seconds
                self._keys_from = now + KEY_GUARD_SECONDS
                self._mark_fresh(True)
                self._fresh.start(int(FRESH_SECONDS * 1000))
            self._timer.start()
            self._tick()
        else:
            self._timer.stop()
            self.countdown.setText("")
            self._keys_from = 0.0
            self._mark_fresh(False)

    def _mark_fresh(self, fresh: bool) -> None:
        if fresh == self.is_fresh():
            return
        self.setProperty("fresh", fresh)
        self.style().unpolish(self)
        self.style().polish(self)
        self.setAccessibleDescription(translate("Table", "New claim offer") if fresh else "")

    def is_fresh(self) -> bool:
        """The offer on show is new (marked so for a moment)."""
        return bool(self.property("fresh"))

    def keys_ignored(self) -> bool:
        return time.monotonic() < self._keys_from

    def key(self, key: str) -> None:
        """A shortcut key: what a click on ``key``'s button does, unless the offer is too new for keys."""
        if not self.keys_ignored():
            self.trigger(key)

    def _discard_action(self) -> Action | None:
        return next((a for a in self._legal if a.type == ActionType.DISCARD and a.slots == (self._selected,)), None)

    def trigger(self, key: str) -> None:
        actions = self._options.get(key)
        if not actions:
            return
        if key == "discard":
            action = self._discard_action()
            if action is not None:
                self._choose(action)
        elif len(actions) == 1:
            self._choose(actions[0])
        else:
            self.menu.clear()
            for action in actions:
                item = self.menu.addAction(" ".join(card_code(c) for c in sorted(action.cards)))
                item.setData(action)
            self.menu.popup(self.mapToGlobal(self.rect().topLeft()))

    def choose_from_menu(self, index: int) -> None:
        """Pick the ``index``-th set offered in the menu (what a click on it does)."""
        self.menu.actions()[index].trigger()

    def _choose(self, action: Action) -> None:
        self.menu.hide()
        self._timer.stop()
        self._fresh.stop()
        self._mark_fresh(False)
        self.countdown.setText("")
        self._legal = ()
        self._options = {}
        for button in self._all.values():
            button.setVisible(False)
        self.chosen.emit(action)

    def _tick(self) -> None:
        left = self._deadline - time.monotonic()
        if left <= 0:
            self.trigger("pass")
            return
        self.countdown.setText(translate("Table", "passing in {seconds} s").format(seconds=int(left) + 1))


class TablePage(QWidget):
    left_table = Signal()
    move_chosen = Signal(object)
    carry_on_answered = Signal(object, bool, int)
    go_on_now = Signal()
    """The player chose to go on with a bot now rather than wait for the players who are gone."""
    """(the ``CarryOnAsked`` answered, go on, the seat whose player runs the bots)"""

    def __init__(self, family: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = TableWidget(family)
        self.table.setAccessibleName(translate("Table", "The card table"))
        self.actions_bar = ActionBar()
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
        self.coach = CoachPanel()
        self.coach_toggle = coach_toggle()
        self.coach_toggle.toggled.connect(self._coach_toggled)
        side.addWidget(self.coach_toggle)
        side.addWidget(self.coach)
        self.leave_button = QPushButton(translate("Table", "Leave table"))
        self.leave_button.setToolTip(translate("Table", "Stop playing and go back to the lobby"))
        self.leave_button.clicked.connect(self.ask_to_leave)
        side.addWidget(self.leave_button)
        self.leave_question: QMessageBox | None = None
        self.carry_on: CarryOnDialog | None = None
        self._went_on: frozenset[int] = frozenset()
        """The seats of the gone players the player already chose to go on without (not offered again)."""
        self.trouble = QLabel("")
        self.trouble.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.trouble.setWordWrap(True)
        self.go_on_button = QPushButton(translate("Table", "Go on with a bot now"))
        self.go_on_button.setToolTip(
            translate(
                "Table",
                "Stop waiting for the players who are gone: a bot takes their seats from the next hand, and "
                "they can take them back later.",
            )
        )
        self.go_on_button.setVisible(False)
        self.go_on_button.clicked.connect(self._go_on_now)
        self._trouble_clock = QTimer(self)
        self._trouble_clock.setInterval(1000)
        self._trouble_clock.timeout.connect(self._show_trouble)
        # On a large screen the table stops growing at a comfortable size and, with the panel
        # beside it, stays centred.
        self.table.setMaximumSize(int(MAX_AREA[0]), int(MAX_AREA[1]))
        # Between hands the result of the hand takes the table's place until Next hand.
        self.result_view = ResultView(family)
        self.result_view.setMaximumSize(int(MAX_AREA[0]), int(MAX_AREA[1]))
        self.result_view.setVisible(False)
        self.sheet_rows: dict[int, SheetRow] = {}
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
        for key, sequence in SHORTCUTS.items():
            shortcut = QShortcut(QKeySequence(sequence), self)
            shortcut.setAutoRepeat(False)  # a key held down makes one move, not one for each offer after it
            name = key if isinstance(key, str) else str(int(key))
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
        bold = self.alerts.font()
        bold.setBold(True)
        area.setFixedHeight(STATUS_LINES * QFontMetrics(bold).lineSpacing() + 2)
        self.status.setMinimumHeight(self.status.fontMetrics().height())
        return area

    def discardable(self) -> frozenset[int]:
        legal = self.snapshot.legal if self.snapshot is not None else ()
        return frozenset(a.slots[0] for a in legal if a.type == ActionType.DISCARD)

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

    def _chosen(self, action: Action) -> None:
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
            title = translate("Table", "Hand {number}").format(number=snapshot.hand_no + 1)
            self.summary.setText(f"<h3>{title}</h3><p>" + translate("Table", "Scores:") + f"<br>{scores}</p>")
        missing = [row for row in snapshot.earlier if row.hand_no not in self.sheet_rows]
        for row in missing:  # back after a crash: the hands played before it, from the signed files
            self.sheet_rows[row.hand_no] = SheetRow(
                row.hand_no, row.winner, row.points, row.payments, row.totals, row.ok
            )
        if missing:
            self.sheet.set_rows(self.score_rows(), snapshot.names)
            self.sheet.setVisible(True)
            self.sheet.keep_fitted(SIDE_HEIGHT)
        elif self.sheet_rows and snapshot.names != self.sheet.names:
            self.sheet.set_rows(self.score_rows(), snapshot.names)  # a seat changed hands at a next table
        self.status.setText(snapshot.status)
        self.alerts.setText("<br>".join(snapshot.alerts))
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
            return
        if snap is None or snap.view is None or snap.ended is not None:
            self._trouble_clock.stop()
            self.trouble.setVisible(False)
            self.go_on_button.setVisible(False)
            return
        if not self._trouble_clock.isActive():
            self._trouble_clock.start()
        now = time.monotonic()
        # A countdown whose wait is over is not shown at 0:00: what comes next is told by its own line.
        lines = [trouble_text(t, snap.names, now) for t in snap.trouble if t.until > now]
        slow = slow_text(snap, now)
        if slow:
            lines.append(slow)
        own = own_clock_text(snap, now)
        if own:
            lines.insert(0, f"<b>{own}</b>" if snap.own_due - now <= CLOCK_WARNING else own)
        text = "<br>".join(lines)
        if text != self.trouble.text():
            self.trouble.setText(text)
        self.trouble.setVisible(bool(text))
        gone = frozenset(seat for t in snap.trouble for seat in t.seats)
        self.go_on_button.setVisible(bool(gone - self._went_on))

    def _go_on_now(self) -> None:
        if self.snapshot is not None:
            self._went_on = frozenset(seat for t in self.snapshot.trouble for seat in t.seats)  # asked once
        self.go_on_button.setVisible(False)
        self.go_on_now.emit()

    def _waiting_for(self, state: HandState) -> frozenset[int]:
        """The seats the table waits for: those still to answer or to move, and the player when asked."""
        asked = self.snapshot is not None and bool(self.snapshot.legal)
        return frozenset(state.awaiting()) | (frozenset({self.snapshot.me}) if asked and self.snapshot else frozenset())

    def ask_to_leave(self) -> None:
        """Leaving during play asks first (the hand cannot go on without this player); after the last
        hand, or before any, it does not."""
        snap = self.snapshot
        if snap is None or snap.over or snap.view is None:
            self.left_table.emit()
            return
        question = QMessageBox(
            QMessageBox.Icon.Question,
            translate("Table", "Leave the table?"),
            translate(
                "Table",
                "The hand in play cannot go on without you: the others are told you left, and the hand ends "
                "without a result. Leave the table?",
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        question.button(QMessageBox.StandardButton.Yes).setText(translate("Table", "Leave"))
        question.button(QMessageBox.StandardButton.No).setText(translate("Table", "Stay"))
        question.setDefaultButton(QMessageBox.StandardButton.No)
        question.finished.connect(lambda answer: self._answered_leave(answer == QMessageBox.StandardButton.Yes))
        self.leave_question = question
        question.open()

    def _answered_leave(self, leave: bool) -> None:
        self.leave_question = None
        if leave:
            self.left_table.emit()

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
            self.sheet_rows[end.hand_no] = SheetRow(
                end.hand_no,
                result.winner if result is not None else -1,
                result.points if result is not None else 0,
                tuple(result.payments) if result is not None else (0,) * len(end.scores),
                end.scores,
                end.verdict.ok,
            )
            self.sheet.set_rows(self.score_rows(), snapshot.names)
            self.sheet.setVisible(True)
            self.sheet.keep_fitted(SIDE_HEIGHT)
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
            self.result_view.session_over(self.score_rows(), snapshot.names, True)
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
        """A new session starts with an empty score sheet."""
        self.sheet_rows.clear()
        self.sheet.set_rows([], self.sheet.names)
        self.sheet.setVisible(False)

    def score_rows(self) -> list[SheetRow]:
        return [self.sheet_rows[hand] for hand in sorted(self.sheet_rows)]

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
            Scene(
                state,
                snap.names,
                snap.me,
                snap.scores,
                reveal_all=showing_end,
                selectable=self.discardable(),
                selected=self.selected,
                caption=translate("Table", "Hand {number}").format(number=snap.hand_no + 1),
                waiting=self._waiting_for(state) if state is not None and not showing_end else None,
                silent=frozenset(seat for t in snap.trouble for seat in t.seats),
            )
        )
        if snap.status:  # what the table waits for, after the table itself (for screen readers)
            self.table.setAccessibleDescription(self.table.accessibleDescription() + "\n" + snap.status)
        # A claim is offered once the card on show has landed (``landed`` renders again).
        legal = () if self.table.flying() else snap.legal
        self.actions_bar.set_legal(legal, self.selected, snap.offer)
