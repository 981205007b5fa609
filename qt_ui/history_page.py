"""The history viewer: open a hand file, see whether it verifies, and step through it with every hand
visible, to its outcome; or open a session file as a score sheet whose rows open their hands."""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tusac_lan.games import GAMES
from tusac_lan.games.api import Step, top_winner
from tusac_lan.games.four_colour.client.faces import paint_card
from tusac_lan.table import reasons
from tusac_lan.table.evening import evening_of
from tusac_lan.table.hand_run import HandRun
from tusac_lan.table.history import MAX_FILE, History, HistoryError, verify_history
from tusac_lan.table.session_file import SessionReport, hand_file_name, is_session, verify_session

from .game_history import game_steps
from .i18n import translate
from .mailbox import Mailbox
from .own_table import StoryStep, View, dice_line, scene, shown_names, step_words, story, table_widget
from .plugin import SceneView, game_client
from .practice_page import LogLines
from .problem_words import history_words
from .result_view import Outcome, ResultView, headline, sorted_hands, verdict_words
from .score_sheet import ScoreSheet, SheetRow, rows_from_payments

TUSAC = "tusac"
"""The game whose hands this page draws with its own table widget; another game's, with its plugin's scene."""
ICON_CARD = (20, 28)
"""Width and height of a card in a move's picture."""
ICON_CARDS = 4


@dataclass(frozen=True)
class LoadedHand:
    path: str
    verdict: str
    ok: bool
    names: tuple[str, ...]
    steps: tuple[tuple[str, View], ...]
    """Each step in words with the full state after it; the last one is the hand's outcome."""
    story: tuple[StoryStep, ...] = ()
    """The steps before the outcome, as data (the cards each one pictures)."""
    outcome: Outcome | None = None
    game: str = "tusac"
    """The id of the game the hand played; another game's steps hold its full states (``game_history``)."""
    seen: tuple[Step[Any] | None, ...] = ()
    """Another game's: the step each of ``steps`` shows (None for the deal and the result)."""
    detail: str = ""
    """The exact signed reason of a hand that does not count (the verdict's tooltip): ``verdict`` words it by
    kind in the player's language."""
    verified: bool = True
    """False for a file that does not verify (nothing in it is shown)."""


@dataclass(frozen=True)
class LoadedSession:
    path: str
    verdict: str
    ok: bool
    names: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    files: dict[int, str] = field(default_factory=dict)
    """Hand number -> the hand file a row opens."""
    game: str = "tusac"
    """The id of the game the session played (its last table's)."""
    verified: bool = True
    """Every hand shown checked out and the files link up (``ok`` is also False for an evening whose first
    tables are missing)."""


def cards_icon(cards: tuple[int, ...], family: str) -> QIcon:
    width, height = ICON_CARD
    pixmap = QPixmap((width + 2) * ICON_CARDS, height + 2)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    for index, card in enumerate(cards[:ICON_CARDS]):
        paint_card(painter, QRectF(1 + index * (width + 2), 1, width, height), card >> 2, family)
    painter.end()
    return QIcon(pixmap)


def _outcome(history: History, state: View | None) -> Outcome:
    names = shown_names(history.config.names, history.config.bots)
    result = state.result if state is not None and history.verdict.ok else None
    hands = sorted_hands(state) if state is not None and result is not None else None
    verdict = verdict_words(history.verdict, names)
    return Outcome(history.hand_no, names, result, state, history.verdict.ok, verdict, hands)


def _why(exc: OSError | HistoryError) -> str:
    """Why a file does not verify, worded by kind (the exact words are ``history show``'s), with the hand
    of a session it is about."""
    why = history_words(exc.kind if isinstance(exc, HistoryError) else "")
    hand = re.match(r"hand (\d{1,5}): ", str(exc)) if isinstance(exc, HistoryError) else None
    if hand is None:
        return why
    return translate("History", "hand {number}: {reason}").format(number=int(hand.group(1)) + 1, reason=why)


def _unverified(path: str, exc: OSError | HistoryError) -> LoadedHand:
    text = translate("History", "Does not verify: {reason}").format(reason=_why(exc))
    return LoadedHand(path, text, False, ("", "", "", ""), (), verified=False)


def load_hand(path: str) -> LoadedHand:
    """Verify a history file and replay it with every card known (runs off the GUI thread)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_FILE + 1)
        history, run = verify_history(data, trace=True)
    except (OSError, HistoryError) as exc:
        return _unverified(path, exc)
    names = shown_names(history.config.names, history.config.bots)
    if (run.deal.deck is None or run.state is None) and history.verdict.ok:
        # The result stands, but a seed never came: without every card the hand cannot be stepped through.
        return LoadedHand(path, _verdict_text(history, names), True, names, (), detail=_detail(history))
    if run.deal.deck is None or run.state is None:
        stopped = translate("History", "Verified; the hand was stopped: {reason}")
        text = stopped.format(reason=verdict_words(history.verdict, names))
        return LoadedHand(path, text, False, names, (), detail=history.verdict.reason)
    if history.config.game_id != TUSAC:
        return _load_game_hand(path, history, run, names)
    told = tuple(story(run.trace or []))
    steps = [(step_words(step, names), step.state) for step in told]
    if run.dice is not None and steps:  # the first hand's throws for its starter, as the table showed them
        first, state = steps[0]
        steps[0] = (f"{first}. {dice_line(run.dice.rounds, run.dice.starter, names)}", state)
    final = run.full_state if run.full_state is not None else (told[-1].state if told else None)
    outcome = _outcome(history, final)
    if final is not None:
        steps.append((translate("History", "Result: {outcome}").format(outcome=headline(outcome)), final))
    verdict = _verdict_text(history, names)
    return LoadedHand(path, verdict, history.verdict.ok, names, tuple(steps), told, outcome, detail=_detail(history))


def no_steps_caption(hand: LoadedHand | None) -> str:
    """Why the table is empty: no hand open, a file that does not verify, or a hand whose cards were never all
    opened (the result standing or the hand stopped)."""
    if hand is None:
        return translate("History", "No hand is open")
    if not hand.verified:
        return translate("History", "This file does not verify: there is nothing to show")
    if hand.ok:
        return translate("History", "The result stands, but not every seed was opened: the cards cannot be shown")
    return translate("History", "The hand was stopped before every card was opened: there are no moves to show")


def _verdict_text(history: History, names: tuple[str, ...]) -> str:
    """The hand's verdict in the player's words, by kind (the exact signed reason is ``_detail``)."""
    if history.verdict.ok and history.verdict.reason == reasons.ALL_CHECK_OUT:
        return translate("History", "Verified: signatures, deal, reveals and every move check out")
    if history.verdict.ok:  # the result stands without every check (a seed that never came, say)
        return translate("History", "Verified: {reason}").format(reason=verdict_words(history.verdict, names))
    found = translate("History", "Verified, and the audit found: {reason}")
    return found.format(reason=verdict_words(history.verdict, names))


def _detail(history: History) -> str:
    return "" if history.verdict.reason == reasons.ALL_CHECK_OUT else history.verdict.reason


def _load_game_hand(path: str, history: History, run: HandRun, names: tuple[str, ...]) -> LoadedHand:
    told = game_steps(history.config.game, history, run, names)
    return LoadedHand(
        path,
        _verdict_text(history, names),
        history.verdict.ok,
        names,
        tuple((shown.words, shown.state) for shown in told),
        game=history.config.game_id,
        seen=tuple(shown.step for shown in told),
        detail=_detail(history),
    )


def seat_names(tables: list[tuple[str, ...]]) -> tuple[str, ...]:
    """Each seat's column over an evening's tables: the names that sat in it, in turn ("Hương → Good bot 1"
    where a bot took the seat)."""
    seats = max((len(names) for names in tables), default=0)
    columns = []
    for seat in range(seats):
        sat: list[str] = []
        for names in tables:
            if seat < len(names) and (not sat or sat[-1] != names[seat]):
                sat.append(names[seat])
        columns.append(" → ".join(sat))
    return tuple(columns)


def load_session(path: str) -> LoadedSession:
    """Verify a session file and every hand it lists, and so the files of the tables before it that an
    evening went through (each file as a session file of its own); each verified hand becomes a row,
    numbered across the tables (off the GUI thread)."""
    hands: list[tuple[int, int, int, tuple[int, ...], bool]] = []
    files: dict[int, str] = {}
    tables: list[tuple[str, ...]] = []
    games: list[str] = []
    evening = evening_of(Path(path))
    first = 0
    """The hand number, over the evening, of the current table's first hand."""

    def row(history: History, run: HandRun) -> None:
        names = shown_names(history.config.names, history.config.bots)
        if not tables or tables[-1] != names:
            tables.append(names)
        games.append(history.config.game_id)
        number = first + history.hand_no
        if history.config.game_id != TUSAC:  # another game's result is its own: the table's Outcome says it
            outcome = run.settled_outcome
            winner = top_winner(outcome) if outcome is not None else -1
            points = outcome.points if outcome is not None else 0
            payments = tuple(outcome.payments) if outcome is not None else (0,) * history.config.seats
        else:
            result = run.settled_result
            winner = result.winner if result is not None else -1
            points = result.points if result is not None else 0
            payments = tuple(result.payments) if result is not None else (0,) * history.config.seats
        hands.append((number, winner, points, payments, history.verdict.ok))
        files[number] = str(Path(path).parent / hand_file_name(history.config, history.hand_no))

    start: tuple[int, ...] = ()
    missing = ""
    if evening.missing is not None:
        first, start = evening.missing.played, evening.missing.scores
        missing = translate(
            "History",
            "The first {count} hands of this evening are not in this folder (the table before is missing):"
            " the scores carried from them are the players' word.",
        ).format(count=evening.missing.played)
    before, named = 0, 0
    checked: dict[Path, SessionReport] = {}
    try:
        for table in evening.files:
            before, named = len(hands), len(tables)
            verify_session(table, on_hand=row, checked=checked)
            first += len(hands) - before
    except (OSError, HistoryError) as exc:
        text = translate("History", "Session does not verify: {reason}").format(reason=_why(exc))
        if len(evening.files) > 1:
            if not re.match(r"hand \d{1,5}: ", str(exc)):
                # The table's own link is refused (what it carries, or who sits at it): none of its hands
                # belongs to the evening shown, though each verified on its own.
                for hand in hands[before:]:
                    files.pop(hand[0], None)
                del hands[before:], tables[named:]
            text = translate("History", "Table {number} of {count}: {problem}").format(
                number=evening.files.index(table) + 1, count=len(evening.files), problem=text
            )
        return LoadedSession(
            path,
            " ".join(filter(None, [text, missing])),
            False,
            seat_names(tables),
            tuple(rows_from_payments(hands, start)),
            files,
            games[-1] if games else TUSAC,
            verified=False,
        )
    text = translate("History", "Session verified: every hand checks out, in order, signed by the players")
    return LoadedSession(
        path,
        " ".join(filter(None, [text, missing])),
        not missing,
        seat_names(tables),
        tuple(rows_from_payments(hands, start)),
        files,
        games[-1] if games else TUSAC,  # the window names it (a Tiến lên session was titled Tứ Sắc)
    )


def load(path: str) -> LoadedHand | LoadedSession:
    try:
        with open(path, "rb") as handle:
            head = handle.read(MAX_FILE + 1)
    except OSError as exc:
        return _unverified(path, exc)
    return load_session(path) if is_session(head) else load_hand(path)


class HistoryPage(QWidget):
    back = Signal()
    shown = Signal()
    """A hand or a session is shown (``game_id`` is its game)."""

    def __init__(self, family: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.family = family
        self.table = table_widget(family)
        self.table.animation_ms = 0
        self.result_view = ResultView(family, with_next=False)
        self.board = QStackedWidget()
        self.board.addWidget(self.table)
        self.board.addWidget(self.result_view)
        self.verdict = QLabel("")
        self.verdict.setWordWrap(True)
        self.moves = QListWidget()
        self.moves.setMinimumWidth(300)
        self.moves.setMaximumWidth(380)
        self.moves.setWordWrap(True)
        self.moves.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.moves.setItemDelegate(LogLines(self.moves))  # a wrapped step with hanzi keeps its last part
        self.moves.setResizeMode(QListView.ResizeMode.Adjust)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setIconSize(QSize((ICON_CARD[0] + 2) * ICON_CARDS, ICON_CARD[1] + 2))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        self.buttons: dict[str, QPushButton] = {}
        self.position = 0
        self.game_id: str | None = None
        """The game of the hand or session shown (None before one is)."""
        controls = QHBoxLayout()
        tips = {
            "first": translate("History", "The deal"),
            "back": translate("History", "One move back"),
            "forward": translate("History", "One move on"),
            "last": translate("History", "The outcome"),
        }
        # Qt's own standard icons: drawn by the style, so they never depend on a font having ⏮ or ⏭.
        pixmaps = QStyle.StandardPixmap
        icons = {
            "first": pixmaps.SP_MediaSkipBackward,
            "back": pixmaps.SP_MediaSeekBackward,
            "forward": pixmaps.SP_MediaSeekForward,
            "last": pixmaps.SP_MediaSkipForward,
        }
        for key in ("first", "back", "forward", "last"):
            button = QPushButton(self.style().standardIcon(icons[key]), "")
            button.setToolTip(tips[key])
            button.setProperty("enabled_tip", tips[key])
            self.buttons[key] = button
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        controls.addStretch(0)
        self.to_session = QPushButton(translate("History", "Back to the session"))
        self.to_session.setToolTip(translate("History", "The score sheet of the session this hand belongs to"))
        self.to_session.setVisible(False)
        self.to_session.clicked.connect(self._back_to_session)
        controls.addWidget(self.to_session)
        close = QPushButton(translate("History", "Back to the lobby"))
        close.clicked.connect(self.back)
        controls.addWidget(close)
        self.buttons["first"].clicked.connect(lambda: self.jump(0))
        self.buttons["last"].clicked.connect(lambda: self.jump(len(self.hand.steps) - 1 if self.hand else 0))
        self.buttons["back"].clicked.connect(lambda: self.jump(self.position - 1))
        self.buttons["forward"].clicked.connect(lambda: self.jump(self.position + 1))
        self.slider.valueChanged.connect(self.jump)
        self.moves.currentRowChanged.connect(self.jump)
        hand_view = QWidget()
        body = QHBoxLayout(hand_view)
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.board, 1)
        body.addWidget(self.moves)
        self.sheet = ScoreSheet(compact=False)
        self.sheet.setToolTip(translate("History", "Double-click a hand to open it"))
        self.sheet.row_opened.connect(self.open_session_hand)
        session_view = QWidget()
        sheet_layout = QVBoxLayout(session_view)
        sheet_layout.setContentsMargins(0, 0, 0, 0)
        hint = QHBoxLayout()
        hint.addWidget(QLabel(translate("History", "Double-click a hand to open it")), 1)
        open_hand = QPushButton(translate("History", "Open the hand"))
        open_hand.setToolTip(translate("History", "Check the chosen hand and step through it"))
        open_hand.clicked.connect(self._open_chosen)
        hint.addWidget(open_hand)
        sheet_layout.addLayout(hint)
        sheet_layout.addWidget(self.sheet, 1)
        self.views = QStackedWidget()
        self.views.addWidget(hand_view)
        self.views.addWidget(session_view)
        self.hand_view, self.session_view = hand_view, session_view
        # The arrow keys step through the moves as at the table, wherever the focus is in the hand's view
        # (the shortcuts belong to it, so in the score sheet ↑/↓ still choose a hand).
        for sequence, step in (("Left", -1), ("Up", -1), ("Right", 1), ("Down", 1)):
            shortcut = QShortcut(QKeySequence(sequence), hand_view)
            shortcut.activated.connect(lambda s=step: self.jump(self.position + s))
        layout = QVBoxLayout(self)
        layout.addWidget(self.verdict)
        layout.addWidget(self.views, 1)
        layout.addLayout(controls)
        self.controls = [*self.buttons.values(), self.slider]
        self.hand: LoadedHand | None = None
        self.session: LoadedSession | None = None
        self.position = 0
        self._scenes: dict[str, SceneView] = {}
        """Each other game's plugin scene, made when a hand of it is first opened."""
        self._mailbox = Mailbox(self)
        self._update_buttons()

    def open(self, path: str, from_session: bool = False) -> None:
        """Check and show a hand file or a session file (``from_session``: a hand opened from the sheet)."""
        if not from_session:
            self.session = None
        self.verdict.setText(translate("History", "Checking {path}…").format(path=path))
        self.verdict.setStyleSheet("")

        def work() -> None:
            loaded = load(path)
            self._mailbox.post(lambda: self._show(loaded))

        threading.Thread(target=work, daemon=True).start()

    def open_session_hand(self, hand_no: int) -> None:
        if self.session is not None and hand_no in self.session.files:
            self.open(self.session.files[hand_no], from_session=True)

    def _open_chosen(self) -> None:
        row = self.sheet.currentRow()
        rows = self.session.rows if self.session is not None else ()
        self.open_session_hand(rows[row].hand_no if 0 <= row < len(rows) else 0)

    def _back_to_session(self) -> None:
        if self.session is not None:
            self._show(self.session)

    def _show(self, loaded: LoadedHand | LoadedSession) -> None:
        self.game_id = loaded.game
        self.shown.emit()
        self.verdict.setText(("✔ " if loaded.ok else "✘ ") + loaded.verdict)
        self.verdict.setToolTip(loaded.detail if isinstance(loaded, LoadedHand) else "")
        self.verdict.setStyleSheet("color: #1b5e20;" if loaded.ok else "color: #b71c1c;")
        if isinstance(loaded, LoadedSession):
            self.session = loaded
            self.hand = None
            self.sheet.set_rows(list(loaded.rows), loaded.names)
            self.views.setCurrentWidget(self.session_view)
            self.to_session.setVisible(False)
            for control in self.controls:
                control.setVisible(False)
            return
        for control in self.controls:
            control.setVisible(True)
        self.views.setCurrentWidget(self.hand_view)
        self.to_session.setVisible(self.session is not None)
        self.hand = loaded
        self.moves.blockSignals(True)
        self.moves.clear()
        for index, (text, _) in enumerate(loaded.steps):
            item = QListWidgetItem(f"{index}. {text}")
            item.setToolTip(text)
            if index < len(loaded.story):
                item.setIcon(cards_icon(loaded.story[index].cards, self.family))
            self.moves.addItem(item)
        self.moves.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setMaximum(max(0, len(loaded.steps) - 1))
        self.slider.blockSignals(False)
        if loaded.outcome is not None:
            self.result_view.show_outcome(loaded.outcome)
        self.jump(0)

    def _update_buttons(self) -> None:
        """Stepping past either end is greyed, and says why."""
        steps = len(self.hand.steps) if self.hand is not None else 0
        at_start = self.position <= 0
        at_end = self.position >= steps - 1
        reasons = {
            "first": translate("History", "This is the deal") if at_start else "",
            "back": translate("History", "This is the deal") if at_start else "",
            "forward": translate("History", "This is the outcome") if at_end else "",
            "last": translate("History", "This is the outcome") if at_end else "",
        }
        if steps == 0:
            reasons = dict.fromkeys(reasons, no_steps_caption(self.hand))
        for key, reason in reasons.items():
            button = self.buttons[key]
            button.setEnabled(not reason)
            button.setToolTip(reason or str(button.property("enabled_tip")))

    def at_outcome(self) -> bool:
        """The last step is shown: the hand's outcome in place of the table."""
        return self.board.currentWidget() is self.result_view

    def jump(self, position: int) -> None:
        hand = self.hand
        if hand is None or not hand.steps:
            self.table.show_scene(scene(None, ("", "", "", ""), 0, (0, 0, 0, 0), caption=no_steps_caption(hand)))
            self.board.setCurrentWidget(self.table)
            self.position = 0
            self._update_buttons()
            return
        position = max(0, min(position, len(hand.steps) - 1))
        self.position = position
        self._update_buttons()
        text, state = hand.steps[position]
        for widget, value in ((self.slider, position), (self.moves, position)):
            widget.blockSignals(True)
            if widget is self.slider:
                self.slider.setValue(value)
            else:
                self.moves.setCurrentRow(value)
            widget.blockSignals(False)
        if hand.game != TUSAC:
            self._show_game_step(hand, position)
            return
        self.table.show_scene(
            scene(
                state,
                hand.names,
                0,
                (0, 0, 0, 0),
                reveal_all=True,
                caption=translate("History", "move {number}: {move}").format(number=position, move=text),
            )
        )
        last = position == len(hand.steps) - 1 and hand.outcome is not None
        self.board.setCurrentWidget(self.result_view if last else self.table)

    def _show_game_step(self, hand: LoadedHand, position: int) -> None:
        """Another game's step, drawn by its plugin's scene from the full state (every hand visible);
        a game without a plugin shows the words alone, in the list."""
        scene = self._game_scene(hand.game)
        if scene is None:
            return
        _, state = hand.steps[position]
        seen = [step for step in hand.seen[: position + 1] if step is not None]
        scene.show_view(state, 0, hand.names, seen)
        self.board.setCurrentWidget(scene.widget())

    def _game_scene(self, game_id: str) -> SceneView | None:
        if game_id not in self._scenes:
            game = GAMES.get(game_id)
            plugin = game_client(game) if game is not None else None
            if game is None or plugin is None:
                return None
            scene = plugin.scene(game)
            self.board.addWidget(scene.widget())
            self._scenes[game_id] = scene
        return self._scenes[game_id]
