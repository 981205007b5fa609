"""How many tries of the table code a host answers: every KNOCK it answers is a guess at the code
(the exchange tells the knocker whether its code was right), forgiven only once the player proves
the code. At most ``limit`` unproven guesses in any ``window`` seconds; a knock beyond them is refused
without an exchange. Times are given by the caller (no clock here)."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

GUESSES = 5
WINDOW = 60.0


@dataclass
class CodeGuesses:
    limit: int = GUESSES
    window: float = WINDOW
    _open: deque[tuple[float, int]] = field(default_factory=deque)
    _next: int = 0
    wrong: int = 0
    """Guesses that were not proven, in all (for the host's notices)."""

    def _forget(self, now: float) -> None:
        while self._open and self._open[0][0] <= now - self.window:
            self._open.popleft()

    def wait(self, now: float) -> float:
        """Seconds until another guess may be answered (0: now)."""
        self._forget(now)
        if len(self._open) < self.limit:
            return 0.0
        return self._open[0][0] + self.window - now

    def guess(self, now: float) -> int:
        """Count an answered knock; the ticket to give to ``proven``."""
        self._next += 1
        self._open.append((now, self._next))
        return self._next

    def proven(self, ticket: int) -> None:
        """The knock with this ticket proved the code: it was no wrong guess."""
        self._open = deque(entry for entry in self._open if entry[1] != ticket)

    def failed(self) -> None:
        self.wrong += 1
