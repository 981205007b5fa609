"""When a player did not come back: the question to go on with a bot in their seat or to end the session.

The session runner asks on its own thread (``CarryOnAsked``) and then polls ``PeerOptions.carry_on``
until it gets an answer or the time to answer runs out (which counts as going on with a bot, unless the
table waits for answers). The
``CarryOnSlot`` carries the player's answer from the GUI thread to that poll; the ``CarryOnDialog``
asks the player, with a countdown, without blocking the window.
"""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tusac_lan.peer.events import CarryOnAsked

from .i18n import translate
from .own_table import seat_name

ANSWER_MARGIN = 0.5
"""Seconds the dialog closes before the runner stops waiting, so that a last-moment answer still counts."""


class CarryOnSlot:
    """Thread-safe: the player's answer to the question asked last, for the runner thread to poll."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._question: CarryOnAsked | None = None
        self._answer: tuple[bool, int] | None = None

    def ask(self, question: CarryOnAsked) -> None:
        """A new question (runner thread): any answer to an earlier one is forgotten."""
        with self._lock:
            self._question, self._answer = question, None

    def answer(self, question: CarryOnAsked, go_on: bool, runner_seat: int) -> None:
        """The player's answer (GUI thread); an answer to a question no longer asked is dropped."""
        with self._lock:
            if question is self._question and self._answer is None:
                self._answer = (go_on, runner_seat)

    def poll(self, question: CarryOnAsked) -> tuple[bool, int] | None:
        """``PeerOptions.carry_on``: (go on, the seat whose player runs the bots) once answered."""
        with self._lock:
            return self._answer if question is self._question else None


def question_text(question: CarryOnAsked) -> str:
    names = ", ".join(question.absent)
    if question.left:
        text = translate("CarryOn", "{names} left the table. Go on with a bot in their seat, or end the session?")
    else:
        text = translate("CarryOn", "{names} did not come back. Go on with a bot in their seat, or end the session?")
    return text.format(names=names)


def runner_label(seat: int, name: str, mine: int) -> str:
    """One choice of whose computer runs the bots: the player's own seat is "me"."""
    if seat == mine:
        return translate("CarryOn", "Me ({name}, {seat})").format(name=name, seat=seat_name(seat))
    return translate("CarryOn", "{name} ({seat})").format(name=name, seat=seat_name(seat))


class CarryOnDialog(QDialog):
    """Asks the player once; ``answered`` (go on, runner seat) is emitted exactly once: on a button, or
    as "go on" when the time runs out (at a table that waits for answers no time runs out). It does not
    block the window and cannot be closed unanswered."""

    answered = Signal(bool, int)

    def __init__(self, question: CarryOnAsked, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question = question
        self.setModal(False)
        if question.left:
            self.setWindowTitle(translate("CarryOn", "A player left the table"))
        else:
            self.setWindowTitle(translate("CarryOn", "A player did not come back"))
        self.setWindowFlags(Qt.WindowType.Dialog | Qt.WindowType.CustomizeWindowHint | Qt.WindowType.WindowTitleHint)
        self.text = QLabel(question_text(question))
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-weight: bold;")
        self.runners = QComboBox()
        for seat, name in question.runners:
            self.runners.addItem(runner_label(seat, name, question.mine), seat)
        proposed = self.runners.findData(question.proposed)
        self.runners.setCurrentIndex(max(0, proposed))
        runner_row = QHBoxLayout()
        runner_row.addWidget(QLabel(translate("CarryOn", "Whose computer runs the bot:")))
        runner_row.addWidget(self.runners, 1)
        self.trust = QLabel(
            translate(
                "CarryOn",
                "That computer sees the bots' cards, never the other players' cards: pick someone you trust.",
            )
        )
        self.trust.setWordWrap(True)
        self.countdown = QLabel("")
        self.go_on_button = QPushButton(translate("CarryOn", "Go on with a bot"))
        self.go_on_button.setDefault(True)
        self.end_button = QPushButton(translate("CarryOn", "End the session"))
        self.go_on_button.clicked.connect(lambda: self._answer(True))
        self.end_button.clicked.connect(lambda: self._answer(False))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.end_button)
        buttons.addWidget(self.go_on_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(runner_row)
        layout.addWidget(self.trust)
        layout.addWidget(self.countdown)
        layout.addLayout(buttons)
        self.setMinimumWidth(460)
        self._deadline = time.monotonic() + max(0.0, question.within - ANSWER_MARGIN)
        self._done = False
        self._clock = QTimer(self)
        self._clock.setInterval(250)
        self._clock.timeout.connect(self._tick)
        self._clock.start()
        self._tick()

    def chosen_runner(self) -> int:
        return int(self.runners.currentData())

    def _tick(self) -> None:
        if self.question.waits:
            self.countdown.setText(translate("CarryOn", "The table waits for your answer."))
            return
        left = self._deadline - time.monotonic()
        if left <= 0:
            self._answer(True)
            return
        self.countdown.setText(
            translate("CarryOn", "{seconds} s left to answer. No answer goes on with a bot.").format(
                seconds=int(left) + 1
            )
        )

    def _answer(self, go_on: bool) -> None:
        if self._done:
            return
        self._done = True
        self._clock.stop()
        self.answered.emit(go_on, self.chosen_runner())
        self.done(QDialog.DialogCode.Accepted if go_on else QDialog.DialogCode.Rejected)

    def withdraw(self) -> None:
        """The question no longer stands (the session closed): close without answering."""
        self._done = True
        self._clock.stop()
        self.done(QDialog.DialogCode.Rejected)

    def reject(self) -> None:
        """Escape does not close the question: the player answers with a button, or the time runs out."""
        if self._done:
            super().reject()
