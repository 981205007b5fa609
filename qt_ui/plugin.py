"""What the client shell needs from a game's client plugin (issue 18, multi-game.md §4.3).

The registry's ``load_client(game)`` imports the plugin module a game names and returns its ``PLUGIN``;
``games.api.ClientPlugin`` is only the handle (its ``game_id``) so that the game interface stays free of
the GUI toolkit. A plugin the shell can play a table with satisfies ``GameClient`` below. A plugin never
imports the shell: what it must say in the player's language it translates itself (Qt's
``QCoreApplication.translate``), and what it shows it builds from the game value and the views the shell
hands it (the shell never looks inside a view).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol, runtime_checkable

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QPushButton, QWidget

from tusac_lan.games import DEFAULT_GAME, AnyGame, find_game, load_client
from tusac_lan.games.api import Outcome, Step

ChooseMove = Callable[[Any], None]
"""Hands the seat's chosen move (one of the legal moves the bar was offered) to the shell."""


class SceneView(Protocol):
    """Renders one seat's view: its hand, the table, the piles, whose turn, what others hold."""

    def widget(self) -> QWidget: ...

    def show_view(self, view: Any, seat: int, names: Sequence[str], steps: Sequence[Step[Any]]) -> None:
        """``view`` is the game's state as the seat sees it (``game.view``), opaque to the shell; ``steps``
        the hand's steps so far as the seat saw them (a scene shows the last play from them)."""
        ...


class ActionBarView(Protocol):
    """The seat's legal moves; calls the shell's ``ChooseMove`` with the one chosen."""

    def widget(self) -> QWidget: ...

    def offer(self, view: Any, seat: int, legal: Sequence[Any]) -> None:
        """It is the seat's turn: ``legal`` is ``game.legal`` (sorted), never empty."""
        ...

    def withdraw(self) -> None:
        """Nothing to choose now (a move was chosen, or the hand ended)."""
        ...


class ResultPanel(Protocol):
    def widget(self) -> QWidget: ...

    def show_outcome(self, outcome: Outcome, names: Sequence[str]) -> None: ...


@runtime_checkable
class ShowsHeld(Protocol):
    """A result panel that also shows the cards each seat still held when the hand ended."""

    def show_held(self, full_state: Any, names: Sequence[str]) -> None:
        """``full_state``: the hand's last full state, public once the table audited the hand."""
        ...


@runtime_checkable
class GameClient(Protocol):
    """A game's desktop plugin. Every text it returns is in the player's language."""

    game_id: str

    def title(self) -> str:
        """The game's name as players call it."""
        ...

    def seat_names(self, seats: int) -> tuple[str, ...]:
        """The seats' names at a table of ``seats`` (the player is seat 0)."""
        ...

    def scene(self, game: AnyGame) -> SceneView: ...

    def action_bar(self, game: AnyGame, scene: SceneView, choose: ChooseMove) -> ActionBarView: ...

    def result_panel(self, game: AnyGame) -> ResultPanel: ...

    def step_words(self, game: AnyGame, before: Any, step: Step[Any], after: Any, names: Sequence[str]) -> list[str]:
        """One step of the hand in words for the Moves log (possibly no line)."""
        ...

    def rules_page(self) -> str:
        """The game's rules as rich text for the help window."""
        ...

    def card_face(self, card: int, width: int) -> QPixmap:
        """One card's face, ``width`` pixels wide, for any page that shows a card."""
        ...

    def rule_words(self, name: str) -> tuple[str, str, tuple[str, ...]] | None:
        """The house-rules form's words for the rule field ``name``: its label, its help and a word for
        each of its choices (as many as the field's); None for a field the plugin does not name."""
        ...


@runtime_checkable
class TellsTheDeal(Protocol):
    """A plugin whose deal the history viewer words itself, where "{who} starts" would be wrong (Ma Diao:
    the dealer, the hand's starter, does not lead)."""

    def deal_words(self, state: Any, names: Sequence[str]) -> str:
        """The deal's line: ``state`` is the full state the hand's first step starts from."""
        ...


@runtime_checkable
class PlaysWithoutAsking(Protocol):
    """A plugin that knows decisions with nothing to decide (Tiến lên: "I do not hold 3♠" for a seat that does
    not hold it): the player's move is played without asking, as Tứ Sắc's lone pass."""

    def played_without_asking(self, legal: Sequence[Any]) -> Any | None:
        """The move played for the player without asking, else None."""
        ...


@runtime_checkable
class TellsTheResult(Protocol):
    """A plugin that words a hand's result as plain lines for the history viewer (its result panel's lines
    without the heading or markup), in the player's language."""

    def result_words(self, outcome: Outcome, names: Sequence[str]) -> list[str]: ...


def game_client(game: AnyGame) -> GameClient | None:
    """The game's plugin if it has one the shell can play with (None otherwise: the game is offered only
    where the shell has its own pages for it)."""
    plugin = load_client(game)
    return plugin if isinstance(plugin, GameClient) else None


@runtime_checkable
class OwnTablePages(Protocol):
    """A game the shell still plays with its own table pages (Tứ Sắc): what those pages, the lobby, the
    settings, the session and the self-test ask of it. Its values (rules, views, moves, results, story
    steps) are opaque to the shell: it only hands them back to the plugin."""

    game_id: str
    bot_levels: tuple[str, ...]
    """Offered, weakest first."""
    win_claim: str
    """The action bar's key of the claim that wins the hand."""
    max_area: tuple[float, float]
    """The largest the table (and the result in its place) is drawn."""

    def rules_markdown(self, language: str) -> str:
        """The game's rules page in the player's language, as Markdown."""
        ...

    def seat_name(self, seat: int) -> str: ...

    def bot_level_name(self, level: str) -> str:
        """A bot level (plain or an older name) or "player", in words."""
        ...

    def known_level(self, level: str) -> bool: ...

    def plain_level(self, level: str) -> str:
        """The plain name of a level ("strong" -> "good"); ValueError if none."""
        ...

    def describe_rules(self, rules: Any) -> str: ...

    def edit_rules(self, rules: Any, parent: QWidget) -> Any | None:
        """The house-rules form; the rules chosen, None if cancelled."""
        ...

    def played_without_asking(self, legal: Sequence[Any]) -> Any | None:
        """The move played for the player without asking (nothing to decide), else None."""
        ...

    def discard_slots(self, legal: Sequence[Any]) -> list[int]: ...

    def shown_name(self, name: str, seat: int, level: str | None = None) -> str: ...

    def shown_names(self, names: tuple[str, ...], bots: tuple[str, ...] | None = None) -> tuple[str, ...]: ...

    def dice_line(self, rounds: tuple[tuple[int, ...], ...], starter: int, names: tuple[str, ...]) -> str: ...

    def story(self, trace: Sequence[tuple[Any, Any]]) -> list[Any]:
        """The hand's moves (each with the state after it) as steps to tell."""
        ...

    def step_words(self, step: Any, names: tuple[str, ...]) -> str: ...

    def move_line(self, step: Any, names: tuple[str, ...]) -> str: ...

    def hand_heading(self, number: int) -> str: ...

    def describe_state(self, view: Any, me: int, names: tuple[str, ...] = ()) -> str:
        """What happens now, in a line (``names``: the seats' players; the seats are named without them)."""
        ...

    def discarding_seat(self, view: Any) -> int:
        """The seat the table waits for to discard; -1 when it waits for no discard."""
        ...

    def table_widget(self, family: str) -> Any: ...

    def scene(self, view: Any, names: Sequence[str], me: int, scores: Sequence[int], **shown: Any) -> Any: ...

    def action_bar(self) -> Any: ...

    def shortcut_keys(self) -> list[tuple[str, str]]:
        """Each action bar key with its keyboard shortcut."""
        ...

    def coach_panel(self) -> Any: ...

    def coach_toggle(self) -> QPushButton: ...

    def set_name(self, kind: Any, cards: Iterable[int], exposed: bool) -> str: ...

    def hand_groups(self, view: Any, seat: int) -> list[tuple[list[int], bool]]: ...

    def winner_set_rows(self, view: Any, result: Any) -> list[tuple[Any, list[int], int, str]]: ...

    def payment_parts(self, view: Any) -> Sequence[Sequence[Any]]: ...


def own_pages(game: AnyGame | None = None) -> OwnTablePages:
    """The plugin of the game the shell's own table pages play (None: Tứ Sắc)."""
    plugin = load_client(game if game is not None else find_game(DEFAULT_GAME))
    if not isinstance(plugin, OwnTablePages):
        raise ValueError("the game has no plugin for the shell's own table pages")
    return plugin
