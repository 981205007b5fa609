"""The table page for a game played through its client plugin: the plugin's scene and action bar, and
the shell's frame around them (the Moves log, the score sheet with a column per seat, the result between
hands with Next hand, Leave)."""

from __future__ import annotations

import html
import math
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QTextLayout
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from tusac_lan.games import AnyGame

from .i18n import translate
from .plugin import GameClient, ShowsHeld
from .practice_state import PracticeSnapshot
from .problem_words import problem_words
from .score_sheet import SIDE_HEIGHT, ScoreSheet
from .snapshot import Trouble
from .status_words import (
    CLOCK_WARNING,
    SLOW_AFTER,
    clock_text,
    gathering_words,
    out_of_time_line,
    own_clock_words,
    seated_so_far,
    trouble_text,
)
from .table_page import LINE_SAMPLE, go_on_button
from .verdict_kind import closing_words

RESULT_LINES = 6
"""The result between hands keeps at least this many lines in sight; more scroll when the window is short."""


class ResultArea(QScrollArea):
    """The result between hands, whole where the page has the room, else scrolling: it asks for the height
    its lines take at its width, and gives way down to ``RESULT_LINES`` lines before the scene gives way."""

    def __init__(self, result: QWidget) -> None:
        super().__init__()
        self.setWidget(result)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumHeight(RESULT_LINES * QFontMetrics(self.font()).lineSpacing())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        result = self.widget()
        if result is None:
            return hint
        width = max(self.viewport().width(), result.minimumSizeHint().width())
        whole = result.heightForWidth(width) if result.hasHeightForWidth() else result.sizeHint().height()
        return QSize(hint.width(), max(self.minimumHeight(), whole))


def waiting_words(who: str, left: int) -> str:
    """Whom the table waits for to move, with ``left`` seconds before their bot plays."""
    text = translate("Practice", "Waiting for {who} to move: {clock} left, then a bot plays for them.")
    return text.format(who=who, clock=clock_text(left))


def own_clock_line(snapshot: PracticeSnapshot, now: float) -> str:
    """The player's time left for the move asked, a warning near the end; "" without a clock."""
    if not snapshot.legal or snapshot.own_due <= 0:
        return ""
    left = int(snapshot.own_due - now + 0.999)
    if left <= 0:
        return ""
    return own_clock_words(left)


def waiting_line(snapshot: PracticeSnapshot, names: tuple[str, ...], now: float) -> str:
    """Whom the LAN table waits for to move, once that takes long, with their time left; "" otherwise."""
    waiting = snapshot.waiting
    if waiting is None or waiting.move_time <= 0 or snapshot.outcome is not None or snapshot.over:
        return ""
    if now - waiting.since < SLOW_AFTER:
        return ""
    left = int(waiting.since + waiting.move_time - now + 0.999)
    if left <= 0:
        return ""
    return waiting_words(", ".join(names[seat] if seat < len(names) else str(seat) for seat in waiting.seats), left)


class LogLines(QStyledItemDelegate):
    """The moves log's lines. Qt draws a wrapped line's next part only if the room left also holds a part as
    tall as the one before it; a part with hanzi (Mã điếu's 空沒文) is drawn in a taller fallback font, so the
    part after it was left out ("… đi trước 空沒文 (kōng méi wén," and no more). A wrapped line gets that
    difference of room too."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._taller: dict[str, int] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        line = QFontMetrics(option.font).height()
        if size.height() > line * 3 // 2:  # wrapped
            size.setHeight(size.height() + self.taller(option.font))
        return size

    def taller(self, font: QFont) -> int:
        """How much taller a line of any script the log shows is than a line of ``font`` itself."""
        key = font.key()
        if key not in self._taller:
            layout = QTextLayout(LINE_SAMPLE, font)
            layout.beginLayout()
            sample = layout.createLine()
            sample.setLineWidth(100_000)
            layout.endLayout()
            self._taller[key] = max(0, math.ceil(sample.height()) - QFontMetrics(font).height())
        return self._taller[key]


class StatusLabel(QLabel):
    """The table's status line. At a LAN table it keeps the room its tallest clock text needs at its width (a
    player who ran out of time, then a clock naming the longest name), so that the score sheet and the moves
    under it do not move when a clock comes, goes or warns; a longer text still gets its room."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # the room kept is below
        self.reserved: tuple[str, ...] = ()
        """The texts whose room is kept (none: the line is as tall as its text)."""
        self._probe = QLabel()
        self._probe.setWordWrap(True)
        self._heights: dict[int, int] = {}

    def reserve(self, texts: tuple[str, ...]) -> None:
        if texts != self.reserved:
            self.reserved, self._heights = texts, {}
            self.updateGeometry()

    def heightForWidth(self, width: int) -> int:
        own = super().heightForWidth(width)
        if not self.reserved:
            return own
        if width not in self._heights:
            self._probe.setFont(self.font())
            self._probe.setContentsMargins(self.contentsMargins())
            heights = []
            for text in self.reserved:
                self._probe.setText(text)
                heights.append(self._probe.heightForWidth(width))
            self._heights[width] = max(heights)
        return max(own, self._heights[width])

    def changeEvent(self, event: Any) -> None:
        self._heights = {}  # a new font or style: measured again
        super().changeEvent(event)


def clock_texts(names: tuple[str, ...], seat: int) -> tuple[str, ...]:
    """The tallest status texts of a LAN table with a move clock: each word that a player ran out of time,
    over each clock line (the other players' longest name, a clock of two digits)."""
    others = [name for number, name in enumerate(names) if number != seat] or [""]
    longest = max(others, key=len)
    notices = (out_of_time_line(None), out_of_time_line(longest))
    clocks = (own_clock_words(int(CLOCK_WARNING)), own_clock_words(99), waiting_words(", ".join(others), 99))
    return tuple(f"{notice}\n{clock}" for notice in notices for clock in clocks)


class PracticePage(QWidget):
    move_chosen = Signal(object)
    next_hand = Signal()
    play_again = Signal()
    """The same table again (same players, rules and hands), once the session is over."""
    left_table = Signal()
    start_now = Signal()
    """The host starts the LAN table it opened now, bots in the seats nobody took."""
    go_on_now = Signal()
    """At a LAN table, the player does not wait any longer for the players who are gone: bots take their seats."""

    def __init__(self, game: AnyGame, plugin: GameClient, seats: int, names: tuple[str, ...]) -> None:
        super().__init__()
        self.game, self.plugin, self.seats, self.names = game, plugin, seats, names
        self.snapshot: PracticeSnapshot | None = None
        self.scene = plugin.scene(game)
        self.actions_bar = plugin.action_bar(game, self.scene, self.move_chosen.emit)
        self.result = plugin.result_panel(game)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.status = StatusLabel()
        self.lan_table = False
        """A LAN table (one whose time for a move is signed keeps the room of its clock texts on the status
        line: ``PracticeSnapshot.move_time``)."""
        self._lobby_line = ""
        """Before the table is set: where this player's hosted table listens, or that this player has a seat
        at the host's ("" before either)."""
        self._hosting = False
        self.open_seats: frozenset[int] = frozenset()
        """A hosted table's seats kept for players (the others are bots)."""
        self._taken: dict[int, str] = {}
        """Before a hosted table starts: who took each seat kept for a player."""
        self.roster = QLabel()
        """Before a hosted table starts, in the place of the empty table: who sits where, who is awaited."""
        self.roster.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.roster.setWordWrap(True)
        self.roster.setTextFormat(Qt.TextFormat.RichText)
        self.sheet = ScoreSheet(compact=True)
        self.sheet.set_rows([], names)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setItemDelegate(LogLines(self.log))
        # A long line wraps whole, and wraps again when the side gets narrower: never cut with "…".
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log.setResizeMode(QListView.ResizeMode.Adjust)
        # The log follows its last line while the player has not scrolled up, also when it gets shorter
        # (the score sheet grows by a row at a hand's end): the last move stays in sight.
        self._log_follows = True
        scroll = self.log.verticalScrollBar()
        scroll.valueChanged.connect(lambda value: setattr(self, "_log_follows", value >= scroll.maximum()))
        scroll.rangeChanged.connect(lambda _low, high: scroll.setValue(high) if self._log_follows else None)
        self.next_button = QPushButton(translate("Practice", "Next hand"))
        self.next_button.clicked.connect(self._next)
        self.play_again_button = QPushButton(translate("Practice", "Play again"))
        self.play_again_button.setToolTip(translate("Practice", "A new session with the same seats and rules"))
        self.play_again_button.clicked.connect(self.play_again)
        self.leave_button = QPushButton(translate("Practice", "Leave the table"))
        self.leave_button.clicked.connect(lambda: self.ask_to_leave())
        self.start_now_button = QPushButton(translate("Practice", "Start now with bots"))
        self.start_now_button.setVisible(False)
        self.start_now_button.clicked.connect(self._start_now)
        self.go_on_button = go_on_button(self._go_on_now)
        self._went_on: frozenset[int] = frozenset()
        """The seats of the gone players the player already chose to go on without (not offered again)."""
        self._next_for: object = None
        """The result Next hand was pressed on: a later snapshot of it (whom the next hand waits for) does not
        offer the button again, where a second press would be taken for the hand after."""
        self.rules_button = QPushButton(translate("Practice", "Rules of the game"))
        self.rules_button.clicked.connect(self.show_rules)

        play = QVBoxLayout()
        self.board = QStackedWidget()
        self.board.addWidget(self.scene.widget())
        self.board.addWidget(self.roster)
        play.addWidget(self.board, 1)
        # The result scrolls rather than push into the hand above it when its lines are many (a Kuaho win in
        # Japanese at 1280x720 needs more height than the scene leaves).
        self.result_area = ResultArea(self.result.widget())
        play.addWidget(self.result_area)
        play.addWidget(self.actions_bar.widget())
        left = QWidget()
        left.setLayout(play)
        side = QVBoxLayout()
        side.addWidget(self.title)
        side.addWidget(self.status)
        side.addWidget(self.start_now_button)
        side.addWidget(self.go_on_button)
        self.sheet_title = QLabel(translate("Practice", "Scores"))
        side.addWidget(self.sheet_title)
        side.addWidget(self.sheet)
        side.addWidget(QLabel(translate("Practice", "Moves")))
        side.addWidget(self.log, 1)
        side.addWidget(self.rules_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.play_again_button)
        buttons.addWidget(self.leave_button)
        side.addLayout(buttons)
        right = QWidget()
        right.setLayout(side)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        outer = QVBoxLayout(self)
        outer.addWidget(splitter)
        self.result_area.setVisible(False)
        self.show_heading(None)
        self.next_button.setVisible(False)
        self.play_again_button.setVisible(False)
        self._ticks = QTimer(self)
        """Counts the clocks down on the status line while one runs."""
        self._ticks.setInterval(1000)
        self._ticks.timeout.connect(self._tick)

    def show_heading(self, snapshot: PracticeSnapshot | None) -> None:
        """The game, and the hand of how many once the table's count is known. A guest's comes with the
        host's table: before, and if the join fails, the game alone, and no score sheet (its seats would
        be this player's lobby's, of a table that does not exist)."""
        known = (snapshot is None or snapshot.hands > 0) and self.board.currentWidget() is not self.roster
        self.sheet.setVisible(known)
        self.sheet_title.setVisible(known)
        if snapshot is None or snapshot.hands <= 0:
            self.title.setText(self.plugin.title())
            return
        heading = translate("Practice", "{game} — hand {number} of {hands}")
        self.title.setText(
            heading.format(
                game=self.plugin.title(),
                number=snapshot.session_hand + 1,
                hands=snapshot.hand_base + snapshot.hands,
            )
        )

    def show_snapshot(self, snapshot: PracticeSnapshot) -> None:
        before = self.snapshot
        self.snapshot = snapshot
        self.start_now_button.setVisible(False)  # the table runs
        self.board.setCurrentWidget(self.scene.widget())
        self.actions_bar.widget().setVisible(True)
        self.show_heading(snapshot)
        if snapshot.names and snapshot.names != self.names:
            self.names = snapshot.names
        # The room of the clock texts is kept only where a clock runs: a LAN table with a time for a move.
        self.status.reserve(clock_texts(self.names, snapshot.seat) if snapshot.move_time > 0 else ())
        if snapshot.view is not None:
            self.scene.show_view(snapshot.view, snapshot.seat, self.names, snapshot.steps)
        if snapshot.legal:
            if before is None or before.legal != snapshot.legal:
                self.actions_bar.offer(snapshot.view, snapshot.seat, snapshot.legal)
        else:
            self.actions_bar.withdraw()
        old_log = before.log if before is not None else ()
        if snapshot.log != old_log:
            if snapshot.log[: len(old_log)] == old_log:
                new_lines = snapshot.log[len(old_log) :]
            else:  # the oldest lines went
                self.log.clear()
                new_lines = snapshot.log
            for line in new_lines:
                self.log.addItem(line)
            if self._log_follows:
                self.log.scrollToBottom()
        # A seat that changed hands at a next table (a bot for a player who is gone, the player back) is named
        # at once, not when the next hand ends.
        columns = snapshot.columns or self.names
        if (
            before is None
            or (before.rows, before.carried) != (snapshot.rows, snapshot.carried)
            or (self.sheet.names, self.sheet.playing) != (columns, self.names)
        ):
            self.sheet.set_rows(list(snapshot.sheet), columns, self.names)
            self.sheet.keep_fitted(SIDE_HEIGHT)
        between = snapshot.outcome is not None
        if between and snapshot.outcome is not None:
            self.result.show_outcome(snapshot.outcome, self.names)
            if snapshot.end_state is not None and isinstance(self.result, ShowsHeld):
                self.result.show_held(snapshot.end_state, self.names)
        self.result_area.setVisible(between)
        self.next_button.setVisible(between and not snapshot.over and snapshot.outcome is not self._next_for)
        self.next_button.setText(self._next_text(snapshot))
        self.play_again_button.setVisible(snapshot.over and snapshot.hand_no >= 0)  # a table that played
        self.status.setText(self._status(snapshot))
        self._show_go_on(snapshot)
        clocked = (
            bool(snapshot.away and not snapshot.over)
            or (snapshot.legal and snapshot.own_due > 0)
            or (snapshot.waiting is not None and not snapshot.over)
            or (between and snapshot.next_at > 0 and not snapshot.over)
        )
        if clocked and not self._ticks.isActive():
            self._ticks.start()
        elif not clocked:
            self._ticks.stop()

    def _tick(self) -> None:
        if self.snapshot is not None:
            self.status.setText(self._status(self.snapshot))
            self.next_button.setText(self._next_text(self.snapshot))

    def _next_text(self, snapshot: PracticeSnapshot) -> str:
        """Next hand, with the seconds before the next hand starts by itself (a LAN table's)."""
        left = int(snapshot.next_at - time.monotonic() + 0.999)
        if snapshot.next_at <= 0 or left <= 0:
            return translate("Practice", "Next hand")
        return translate("Result", "Next hand ({seconds} s)").format(seconds=left)

    def _show_go_on(self, snapshot: PracticeSnapshot) -> None:
        gone = frozenset(seat for away in snapshot.away for seat in away.seats)
        self.go_on_button.setVisible(bool(gone - self._went_on) and not snapshot.over)

    def _go_on_now(self) -> None:
        if self.snapshot is not None:
            self._went_on = frozenset(seat for away in self.snapshot.away for seat in away.seats)  # asked once
        self.go_on_button.setVisible(False)
        self.go_on_now.emit()

    def _status(self, snapshot: PracticeSnapshot) -> str:
        line = self._main_status(snapshot)
        if snapshot.away and not snapshot.over:
            now = time.monotonic()
            gone = [trouble_text(Trouble(a.seats, a.until), self.names, now) for a in snapshot.away if a.until > now]
            line = "\n".join((*gone, line))
        if snapshot.notice and not snapshot.over:
            return f"{snapshot.notice}\n{line}"
        return line

    def _main_status(self, snapshot: PracticeSnapshot) -> str:
        if snapshot.over:
            if snapshot.problem is not None and snapshot.problem.kind != "LEFT":
                reason = problem_words(snapshot.problem)
                return translate("Practice", "The session stopped: {reason}").format(reason=reason)
            if snapshot.stopped and snapshot.stopped != "left":
                reason = closing_words(snapshot.stopped, self.names)
                return translate("Practice", "The session stopped: {reason}").format(reason=reason)
            return translate("Practice", "The session is over.")
        if snapshot.outcome is not None:
            if snapshot.gathering:
                return gathering_words(tuple(self.names[seat] for seat in snapshot.gathering if seat < len(self.names)))
            return translate("Practice", "The hand is over.")
        now = time.monotonic()
        if snapshot.legal:
            return own_clock_line(snapshot, now) or translate("Practice", "Your turn.")
        return waiting_line(snapshot, self.names, now) or translate("Practice", "The others are playing…")

    def show_hosting(self, address: str, code: str) -> None:
        """This player hosts the table: where the others join, until the table is set."""
        if code:
            text = translate("Practice", "Hosting on {address}, table code {code}: waiting for the players…")
        else:
            text = translate("Practice", "Hosting on {address}: waiting for the players…")
        self._lobby_line, self._hosting = text.format(address=address, code=code), True
        self.status.setText(self._lobby_line)
        self.start_now_button.setVisible(True)
        if self.snapshot is None:
            self.board.setCurrentWidget(self.roster)
            self.actions_bar.widget().setVisible(False)
            self._show_roster()
            self.show_heading(None)

    def show_seat_news(self, seat: int, name: str, reason: str) -> None:
        """Before a hosted table starts: ``name`` took ``seat`` ("": the player in it left, for ``reason``;
        seat -1: the player ``name`` is gone from its seat, told elsewhere)."""
        if self.snapshot is not None:
            return
        if seat < 0:
            self._taken = {taken: who for taken, who in self._taken.items() if who != name}
            self._show_roster()
            return
        if not 0 < seat < self.seats:
            return
        left = self._taken.pop(seat, "")
        if name:
            self._taken[seat] = name
        elif left:
            words = translate("Status", "{name} left seat {seat}: {reason}")
            place = self.plugin.seat_names(self.seats)[seat]
            self.show_lobby_notice(words.format(name=left, seat=place, reason=reason))
        self._show_roster()

    def _show_roster(self) -> None:
        places = self.plugin.seat_names(self.seats)
        heading = translate("Practice", "The seats of your table")  # outside the f-string, where lupdate finds it
        lines = [f"<p><b>{html.escape(heading)}</b></p>"]
        for seat in range(self.seats):
            if seat == 0:
                who = translate("Practice", "{name} (you)").format(name=self.names[0])
            elif seat in self._taken:
                who = self._taken[seat]
            elif seat in self.open_seats:
                who = translate("Practice", "waiting for a player…")
            else:
                lines.append(f"<p>{html.escape(self.names[seat])}</p>")
                continue
            lines.append(f"<p>{html.escape(places[seat])}: {html.escape(who)}</p>")
        self.roster.setText("".join(lines))

    def show_joining(self, text: str) -> None:
        """This player joins the table at an address (the words say which, and whether it waits for the host
        to open it again)."""
        if self.snapshot is None or self.snapshot.hand_no < 0:
            self.status.setText(text)

    def show_seated(self, told: tuple[int, tuple[str, ...]] = (0, ())) -> None:
        """The host gave this player a seat: the table starts when the host starts it (``told``: this
        player's seat and who sits where so far, as the host's WELCOME says)."""
        seat, names = told
        places = self.plugin.seat_names(len(names)) if names else ()
        others = seated_so_far(names, seat, lambda other: places[other])
        seated = translate("Practice", "You have a seat: the table starts when the host starts it…")
        self._lobby_line = f"{seated}\n{others}" if others else seated
        if self.snapshot is None or self.snapshot.hand_no < 0:
            self.status.setText(self._lobby_line)

    def show_lobby_notice(self, text: str) -> None:
        """A notice of the lobby before the table is set (a player's program refused the table: its seat
        is free again), above where the host's table listens or that this player has a seat; the host may
        start now again."""
        if self.snapshot is not None and self.snapshot.hand_no >= 0:
            return  # the table runs: its own lines say what happens
        self.status.setText(f"{text}\n{self._lobby_line}" if self._lobby_line else text)
        if self._hosting:
            self.start_now_button.setVisible(True)

    def _start_now(self) -> None:
        self.start_now_button.setVisible(False)
        self.start_now.emit()

    def _next(self) -> None:
        self._next_for = self.snapshot.outcome if self.snapshot is not None else None
        self.next_button.setVisible(False)
        self.next_hand.emit()

    def ask_to_leave(self, then: Callable[[], None] | None = None) -> None:
        """``then``: what follows the leaving (Quit closes the window, after the same question)."""
        snapshot = self.snapshot
        if snapshot is not None and not snapshot.over:
            lan = self.lan_table
            if then is None:
                title = translate("Practice", "Leave the table")
                text = (
                    translate(
                        "Practice",
                        "The hand in play ends without a result, and the others may go on with a bot in your seat; "
                        "you cannot come back to this table. Leave the table?",
                    )
                    if lan
                    else translate("Practice", "Leave this table? The session ends here.")
                )
            else:
                title = translate("Practice", "Quit tusac-lan")
                text = (
                    translate(
                        "Practice",
                        "The hand in play ends without a result, and the others may go on with a bot in your seat; "
                        "you cannot come back to this table. Quit tusac-lan?",
                    )
                    if lan
                    else translate("Practice", "Quit tusac-lan? The session at this table ends here.")
                )
            answer = QMessageBox.question(self, title, text)
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.left_table.emit()
        if then is not None:
            then()

    def show_rules(self) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.plugin.title(), self.plugin.rules_page(), parent=self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setModal(False)
        box.show()
        return box

    def choose(self, move: Any) -> None:
        """The move as if the action bar chose it (keyboard shortcuts and tests)."""
        self.move_chosen.emit(move)
