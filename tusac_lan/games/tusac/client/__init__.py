"""Tứ Sắc's desktop client parts: card faces (``cards``), the table scene (``table_widget``), its words
(``words``), the house-rules form (``house_rules``) and the coach panel (``coach_panel``).

Only this package imports the GUI toolkit on the game's side. The shell's Tứ Sắc pages (table page, result
view, history viewer, move log, help) still use these modules directly, not through a ``GameClient``: the
shell's pyproject contract lists those edges as what is left to move behind the plugin interface.
"""

from __future__ import annotations

from tusac_lan.games.api import ClientPlugin


class TusacClient:
    game_id = "tusac"


PLUGIN: ClientPlugin = TusacClient()
