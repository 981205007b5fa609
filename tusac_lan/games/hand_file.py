"""What a game's narrator reads of a verified hand file, as protocols a game may import (a game never
imports the table; the table's ``History`` and ``HandRun`` fit these), and the account it gives back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol


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


class FileConfig(Protocol):
    """The signed TABLE of the file (``table.config.TableConfig``)."""

    @property
    def table_id(self) -> bytes: ...
    @property
    def rules(self) -> Any: ...
    @property
    def seats(self) -> int: ...
    @property
    def peers(self) -> tuple[int, ...]: ...
    @property
    def names(self) -> tuple[str, ...]: ...
    def describe_seat(self, seat: int) -> str: ...


class FileVerdict(Protocol):
    @property
    def ok(self) -> bool: ...
    @property
    def seat(self) -> int: ...
    @property
    def reason(self) -> str: ...


class HandFile(Protocol):
    """A verified hand file (``table.history.History``)."""

    @property
    def config(self) -> FileConfig: ...
    @property
    def hand_no(self) -> int: ...
    @property
    def starter(self) -> int | None: ...
    @property
    def verdict(self) -> FileVerdict: ...
    @property
    def signers(self) -> Sequence[int]:
        """The first seat of every peer whose record signs the file."""
        ...


class DiceThrows(Protocol):
    @property
    def rounds(self) -> tuple[tuple[int, ...], ...]: ...


class DealOpened(Protocol):
    @property
    def deck(self) -> tuple[int, ...] | None:
        """The card of every slot, once the audit opened them all."""
        ...


class ReplayedHand(Protocol):
    """A hand file replayed step by step (``table.hand_run.HandRun``)."""

    @property
    def state(self) -> Any: ...
    @property
    def deal(self) -> DealOpened: ...
    @property
    def applied(self) -> Sequence[object]:
        """The game's record of each step, in order."""
        ...

    @property
    def settled_result(self) -> Any: ...
    @property
    def dice(self) -> DiceThrows | None: ...


class FileNarrator(Protocol):
    """A game's words for its hand files (``table.narrator.Narrator``, which the table asks for)."""

    game: str
    engine_version: int

    def rules(self, history: HandFile) -> dict[str, int]: ...

    def show(self, history: HandFile, run: ReplayedHand) -> str: ...

    def signed_by(self, history: HandFile) -> str: ...

    def account(self, history: HandFile, run: ReplayedHand) -> HandAccount: ...
