"""Tứ Sắc's client plugin (``PLUGIN``), loaded by the shell through the registry (``load_client``).

Tứ Sắc's table is still played with the shell's own table pages rather than a ``GameClient`` scene: what
those pages, the lobby, the settings and the session need to know of the game they ask this object for
(the shell's ``qt_ui.plugin.OwnTablePages``), so that the shell never imports the game by name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QWidget

from tusac_lan.games.tusac.bots.levels import ALIASES, plain_level
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind
from tusac_lan.games.tusac.engine.rules import RuleSet

from .house_rules import HouseRulesDialog, describe_rules
from .words import BOT_LEVELS, bot_level_name, seat_name


class TusacClient:
    game_id = "tusac"
    bot_levels: tuple[str, ...] = BOT_LEVELS
    win_claim = str(int(ClaimKind.WIN))
    """The action bar's key of the claim that wins the hand."""

    def seat_name(self, seat: int) -> str:
        return seat_name(seat)

    def bot_level_name(self, level: str) -> str:
        return bot_level_name(level)

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
        """The cards the legal moves may discard, by slot, in order."""
        return sorted(a.slots[0] for a in legal if isinstance(a, Action) and a.type == ActionType.DISCARD)


def _rules(rules: Any) -> RuleSet:
    if not isinstance(rules, RuleSet):
        raise TypeError(f"Tứ Sắc's rules are a RuleSet, not {type(rules).__name__}")
    return rules


PLUGIN = TusacClient()
