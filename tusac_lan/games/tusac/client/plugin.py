"""Tứ Sắc's client plugin (``PLUGIN``), loaded by the shell through the registry (``load_client``).

Tứ Sắc's table is still played with the shell's own table pages (its table page, result view, status
words and history viewer) rather than a ``GameClient`` scene: everything of the game those pages, the
lobby, the settings and the session need they ask this object for (the shell's
``qt_ui.plugin.OwnTablePages``), so that the shell never imports the game by name. The game's values
(its views, moves, results and story steps) pass through the shell untouched.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QPushButton, QWidget

from tusac_lan.games.tusac.bots.levels import ALIASES, plain_level
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import HandResult, HandState, Phase
from tusac_lan.games.tusac.hand_end import PaymentPart, payment_parts, winner_set_rows
from tusac_lan.games.tusac.story import StoryStep, story

from . import action_bar, move_words, words
from .coach_panel import CoachPanel, coach_toggle
from .house_rules import HouseRulesDialog, describe_rules
from .table_widget import MAX_AREA, Scene, TableWidget, hand_groups

Groups = list[tuple[list[int], bool]]
HELP_FOLDER = Path(__file__).parent / "help"
RULES_LANGUAGES = ("vi", "en", "ja")


class TusacClient:
    game_id = "tusac"
    bot_levels: tuple[str, ...] = words.BOT_LEVELS
    win_claim = str(int(ClaimKind.WIN))
    """The action bar's key of the claim that wins the hand."""
    max_area: tuple[float, float] = MAX_AREA
    """The largest the table (and the result in its place) is drawn."""

    # --- the lobby, the settings, the session -------------------------------------------------------

    def rules_markdown(self, language: str) -> str:
        """The rules page in ``language`` (English where there is none), as Markdown."""
        shown = language if language in RULES_LANGUAGES else "en"
        return (HELP_FOLDER / f"rules_{shown}.md").read_text("utf-8")

    def seat_name(self, seat: int) -> str:
        return words.seat_name(seat)

    def bot_level_name(self, level: str) -> str:
        return words.bot_level_name(level)

    def known_level(self, level: str) -> bool:
        return level in ALIASES

    def plain_level(self, level: str) -> str:
        return plain_level(level)

    def describe_rules(self, rules: Any) -> str:
        return describe_rules(_rules(rules))

    def edit_rules(self, rules: Any, parent: QWidget) -> Any | None:
        dialog = HouseRulesDialog(_rules(rules), parent)
        if dialog.exec() == HouseRulesDialog.DialogCode.Accepted:
            return dialog.rules()
        return None

    def played_without_asking(self, legal: Sequence[Any]) -> Any | None:
        """A lone pass: nothing to decide, so the player is not made to wait."""
        if len(legal) == 1 and isinstance(legal[0], Action) and legal[0].type == ActionType.PASS:
            return legal[0]
        return None

    def discard_slots(self, legal: Sequence[Any]) -> list[int]:
        return action_bar.discard_slots(legal)

    def shown_name(self, name: str, seat: int, level: str | None = None) -> str:
        return words.shown_name(name, seat, level)

    def shown_names(self, names: tuple[str, ...], bots: tuple[str, ...] | None = None) -> tuple[str, ...]:
        return words.shown_names(names, bots)

    def dice_line(self, rounds: tuple[tuple[int, ...], ...], starter: int, names: tuple[str, ...]) -> str:
        return words.dice_line(rounds, starter, names)

    # --- the hand told ----------------------------------------------------------------------------

    def story(self, trace: Sequence[tuple[Any, Any]]) -> list[Any]:
        """The hand's moves (each with the state after it) as steps to tell."""
        return list(story(list(trace)))

    def step_words(self, step: Any, names: tuple[str, ...]) -> str:
        return move_words.step_words(_step(step), names)

    def move_line(self, step: Any, names: tuple[str, ...]) -> str:
        return move_words.move_line(_step(step), names)

    def hand_heading(self, number: int) -> str:
        return move_words.hand_heading(number)

    def describe_state(self, view: Any, me: int, names: tuple[str, ...] = ()) -> str:
        return move_words.describe_state(_view(view), me, names)

    def discarding_seat(self, view: Any) -> int:
        """The seat the table waits for to discard; -1 when it waits for no discard."""
        state = _view(view)
        return state.current if state.phase == Phase.DISCARD else -1

    # --- the table and the result -----------------------------------------------------------------

    def table_widget(self, family: str) -> Any:
        """The table's picture (a ``TableWidget``)."""
        return TableWidget(family)

    def scene(self, view: Any, names: Sequence[str], me: int, scores: Sequence[int], **shown: Any) -> Any:
        """What the table widget draws (``TableWidget.show_scene``); ``view`` None: an empty table."""
        return Scene(view, tuple(names), me, tuple(scores), **shown)

    def action_bar(self) -> Any:
        """The player's moves (an ``ActionBar``)."""
        return action_bar.ActionBar()

    def shortcut_keys(self) -> list[tuple[str, str]]:
        return action_bar.shortcut_keys()

    def coach_panel(self) -> Any:
        return CoachPanel()

    def coach_toggle(self) -> QPushButton:
        return coach_toggle()

    def set_name(self, kind: Any, cards: Iterable[int], exposed: bool) -> str:
        return words.set_name(kind, cards, exposed)

    def hand_groups(self, view: Any, seat: int) -> Groups:
        return hand_groups(_view(view), seat)

    def winner_set_rows(self, view: Any, result: Any) -> list[tuple[Any, list[int], int, str]]:
        """The winner's sets as its win counted them: (kind, cards, points, how)."""
        return list(winner_set_rows(_view(view), _result(result)))

    def payment_parts(self, view: Any) -> list[list[PaymentPart]]:
        return payment_parts(_view(view))


def _rules(rules: Any) -> RuleSet:
    if not isinstance(rules, RuleSet):
        raise TypeError(f"Tứ Sắc's rules are a RuleSet, not {type(rules).__name__}")
    return rules


def _view(view: Any) -> HandState:
    if not isinstance(view, HandState):
        raise TypeError(f"Tứ Sắc's view is a HandState, not {type(view).__name__}")
    return view


def _result(result: Any) -> HandResult:
    if not isinstance(result, HandResult):
        raise TypeError(f"Tứ Sắc's result is a HandResult, not {type(result).__name__}")
    return result


def _step(step: Any) -> StoryStep:
    if not isinstance(step, StoryStep):
        raise TypeError(f"Tứ Sắc's story step is a StoryStep, not {type(step).__name__}")
    return step


PLUGIN = TusacClient()
