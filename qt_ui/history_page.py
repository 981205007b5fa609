"""The history viewer: open a hand file, see whether it verifies, and step through it with every
hand visible."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tusac_lan.engine.state import HandState
from tusac_lan.table.history import HistoryError, verify_history

from .i18n import translate
from .mailbox import Mailbox
from .table_widget import Scene, TableWidget
from .words import describe_action


@dataclass(frozen=True)
class LoadedHand:
    path: str
    verdict: str
    ok: bool
    names: tuple[str, ...]
    steps: tuple[tuple[str, HandState], ...]
    """Each move with the full state after it."""


def load_hand(path: str) -> LoadedHand:
    """Verify a history file and replay it with every card known (runs off the GUI thread)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
        history, run = verify_history(data, trace=True)
    except (OSError, HistoryError) as exc:
        return LoadedHand(
            path, translate("History", "Does not verify: {reason}").format(reason=exc), False, ("", "", "", ""), ()
        )
    names = history.config.names
    if run.deck is None or run.state is None:
        stopped = translate("History", "Verified; the hand was stopped: {reason}")
        return LoadedHand(path, stopped.format(reason=history.verdict.reason), False, names, ())
    steps = [(describe_action(action), state) for action, state in run.trace or ()]
    verdict = translate("History", "Verified: signatures, deal, reveals and every move check out")
    if not history.verdict.ok:
        found = translate("History", "Verified, and the audit found: {reason}")
        verdict = found.format(reason=history.verdict.reason)
    return LoadedHand(path, verdict, history.verdict.ok, names, tuple(steps))


class HistoryPage(QWidget):
    back = Signal()

    def __init__(self, family: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = TableWidget(family)
        self.table.animation_ms = 0
        self.verdict = QLabel("")
        self.verdict.setWordWrap(True)
        self.moves = QListWidget()
        self.moves.setMaximumWidth(280)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        self.buttons: dict[str, QPushButton] = {}
        self.position = 0
        controls = QHBoxLayout()
        tips = {
            "first": translate("History", "The deal"),
            "back": translate("History", "One move back"),
            "forward": translate("History", "One move on"),
            "last": translate("History", "The last move"),
        }
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
        close = QPushButton(translate("History", "Back to the lobby"))
        close.clicked.connect(self.back)
        controls.addWidget(close)
        self.buttons["first"].clicked.connect(lambda: self.jump(0))
        self.buttons["last"].clicked.connect(lambda: self.jump(len(self.hand.steps) - 1 if self.hand else 0))
        self.buttons["back"].clicked.connect(lambda: self.jump(self.position - 1))
        self.buttons["forward"].clicked.connect(lambda: self.jump(self.position + 1))
        self.slider.valueChanged.connect(self.jump)
        self.moves.currentRowChanged.connect(self.jump)
        body = QHBoxLayout()
        body.addWidget(self.table, 1)
        body.addWidget(self.moves)
        layout = QVBoxLayout(self)
        layout.addWidget(self.verdict)
        layout.addLayout(body, 1)
        layout.addLayout(controls)
        self.hand: LoadedHand | None = None
        self.position = 0
        self._mailbox = Mailbox(self)
        self._update_buttons()

    def open(self, path: str) -> None:
        self.verdict.setText(translate("History", "Checking {path}…").format(path=path))

        def work() -> None:
            hand = load_hand(path)
            self._mailbox.post(lambda: self._show(hand))

        threading.Thread(target=work, daemon=True).start()

    def _show(self, hand: LoadedHand) -> None:
        self.hand = hand
        self.verdict.setText(("✔ " if hand.ok else "✘ ") + hand.verdict)
        self.verdict.setStyleSheet("color: #1b5e20;" if hand.ok else "color: #b71c1c;")
        self.moves.blockSignals(True)
        self.moves.clear()
        self.moves.addItems([f"{i:>3}  {text}" for i, (text, _) in enumerate(hand.steps)])
        self.moves.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setMaximum(max(0, len(hand.steps) - 1))
        self.slider.blockSignals(False)
        self.jump(0)

    def _update_buttons(self) -> None:
        """Stepping past either end is greyed, and says why."""
        steps = len(self.hand.steps) if self.hand is not None else 0
        at_start = self.position <= 0
        at_end = self.position >= steps - 1
        reasons = {
            "first": translate("History", "This is the deal") if at_start else "",
            "back": translate("History", "This is the deal") if at_start else "",
            "forward": translate("History", "This is the last move") if at_end else "",
            "last": translate("History", "This is the last move") if at_end else "",
        }
        if steps == 0:
            reasons = dict.fromkeys(reasons, translate("History", "No hand is open"))
        for key, reason in reasons.items():
            button = self.buttons[key]
            button.setEnabled(not reason)
            button.setToolTip(reason or str(button.property("enabled_tip")))

    def jump(self, position: int) -> None:
        hand = self.hand
        if hand is None or not hand.steps:
            self.table.show_scene(
                Scene(None, ("", "", "", ""), 0, (0, 0, 0, 0), caption=translate("History", "Nothing to show"))
            )
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
        self.table.show_scene(
            Scene(
                state,
                hand.names,
                0,
                (0, 0, 0, 0),
                reveal_all=True,
                caption=translate("History", "move {number}: {move}").format(number=position, move=text),
            )
        )
