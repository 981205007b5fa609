"""Hand work from background threads to the GUI thread.

Background threads never touch Qt objects: they post plain callables here, and a timer on the
GUI thread runs them (and so emits every signal from the GUI thread).
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

DRAIN_EVERY_MS = 15


class Mailbox(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._timer = QTimer(self)
        self._timer.setInterval(DRAIN_EVERY_MS)
        self._timer.timeout.connect(self.drain)
        self._timer.start()

    def post(self, job: Callable[[], None]) -> None:
        """Thread-safe: run ``job`` soon on the GUI thread."""
        self._queue.put(job)

    def drain(self) -> None:
        while True:
            try:
                job = self._queue.get_nowait()
            except queue.Empty:
                return
            job()

    def stop(self) -> None:
        self._timer.stop()


class Press:
    """A button pressed on the GUI thread that the worker thread takes once (``take`` is True once for each
    press), such as Go on with a bot now."""

    def __init__(self) -> None:
        self._pressed = threading.Event()

    def press(self) -> None:
        self._pressed.set()

    def take(self) -> bool:
        if not self._pressed.is_set():
            return False
        self._pressed.clear()
        return True
