"""An honest `tusac peer` whose player takes ``THINK`` seconds over every choice (a human at the terminal,
as far as the table can tell), for tests. The real peer code; only the terminal's keyboard is replaced.

    python -m tests.slow_human peer --host 127.0.0.1:0 --players 2 ...
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

from tusac_lan.games.api import Refusal
from tusac_lan.terminal import peer_front
from tusac_lan.terminal.cli import main

THINK = 6.0


class SlowFront(peer_front.TerminalFront):
    """Answers every choice with its first option, ``THINK`` seconds after it was asked."""

    asked_at = 0.0
    asked: object = None

    def moves(self) -> tuple[int, Any] | None:
        if self.forced is not None or self.prompt is None:
            return super().moves()
        if self.asked is not self.prompt:
            self.asked, self.asked_at = self.prompt, time.monotonic()
        if time.monotonic() - self.asked_at < THINK:
            return None
        seat, options = self.prompt
        self.prompt = None
        first = options.match("1")  # the first move listed
        assert not isinstance(first, Refusal)
        return seat, first


def no_input(stream: object = None) -> Callable[[float], None]:
    """Standard input that never has a line: this player answers by its clock alone."""

    def read(wait: float = 0.0) -> None:
        return None

    return read


if __name__ == "__main__":
    peer_front.TerminalFront = SlowFront  # type: ignore[misc]
    peer_front.stdin_lines = no_input  # type: ignore[assignment]
    sys.exit(main(sys.argv[1:]))
