"""A human seat at the terminal: shows the view, lists the legal actions, reads a choice."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TextIO

from .engine.actions import Action, ActionType
from .engine.state import HandState
from .text_view import describe_action, render_view


class TextSeat:
    name = "human"

    def __init__(self, read: Callable[[], str], out: TextIO) -> None:
        self._read = read
        self._out = out

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action:
        if len(legal) == 1 and legal[0].type in (ActionType.DRAW, ActionType.PASS):
            return legal[0]
        self._out.write("\n" + render_view(view, seat) + "\n")
        seen: set[str] = set()
        options = []
        for action in legal:
            if describe_action(action) not in seen:
                seen.add(describe_action(action))
                options.append(action)
        legal = options
        for index, action in enumerate(legal, 1):
            self._out.write(f"  {index:>2}) {describe_action(action)}\n")
        while True:
            self._out.write("your choice: ")
            self._out.flush()
            text = self._read().strip()
            if text.isdigit() and 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
            matches = [a for a in legal if describe_action(a).startswith(text.lower())] if text else []
            if len(matches) == 1:
                return matches[0]
            self._out.write(f"type a number from 1 to {len(legal)}\n")
