"""What the table asks of a game to tell a hand file: its words for ``history show`` and ``--json``.

The table knows no game's cards, moves or results; a game hands it a ``Narrator``, and
``history_json.hand_json`` wraps the game's account in the fields every game's JSON shares.

``HandAccount`` and what a narrator reads of a file are in ``games.hand_file``, where a game may import them.
"""

from __future__ import annotations

from typing import Protocol

from ..games.hand_file import HandAccount
from .hand_run import HandRun
from .history import History


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
