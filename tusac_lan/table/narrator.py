"""What the table asks of a game to tell a hand file: its words for ``history show`` and ``--json``.

The table knows no game's cards, moves or results; a game hands it a ``Narrator``, and
``history_json.hand_json`` wraps the game's account in the fields every game's JSON shares.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from .hand_run import HandRun
from .history import History


class HandAccount(NamedTuple):
    """A verified hand in the game's own terms, as JSON values (card codes, move kinds)."""

    starter: int | None
    hands: list[list[str]]
    """Per seat, the cards it was dealt; empty when the deal was never opened."""
    stock: list[str]
    """The undealt cards, top first."""
    first: list[str]
    """Cards opened to every seat at the deal."""
    steps: list[dict[str, Any]]
    payments: list[int]
    """What the hand pays each seat: zero for every seat unless its result stands."""
    result: dict[str, Any]


class Narrator(Protocol):
    game: str
    """The game's wire name (``tusac``)."""
    engine_version: int

    def rules(self, history: History) -> dict[str, int]:
        """The TABLE's rules, name -> value, as ``show`` and ``--json`` state them."""
        ...

    def show(self, history: History, run: HandRun) -> str:
        """The text ``history show`` prints (file bytes in tests/data/*.show.txt: never reworded)."""
        ...

    def signed_by(self, history: History) -> str:
        """The line that names the peers whose records sign the file (``show`` ends with it, ``verify`` too)."""
        ...

    def account(self, history: History, run: HandRun) -> HandAccount: ...
