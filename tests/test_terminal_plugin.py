"""The terminal reaches a game's own words and commands through its ``TerminalPlugin`` (issue 18 point 6):
the terminal and the games name each other nowhere, with no ignored import left in those contracts."""

from __future__ import annotations

import io
import subprocess
import sys
import tomllib
from pathlib import Path

from tests.toy_game import TOY
from tusac_lan.games import GAMES, find_game, load_terminal
from tusac_lan.games.api import Refusal
from tusac_lan.table.hand_story import GameStory
from tusac_lan.terminal.file_story import file_story
from tusac_lan.terminal.peer_front import TerminalFront

ROOT = Path(__file__).resolve().parent.parent


def _contract(name: str) -> dict[str, object]:
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    return next(c for c in contracts if c["name"] == name)


def test_the_terminal_and_the_games_keep_their_contracts_without_exceptions() -> None:
    assert "ignore_imports" not in _contract("the terminal names no game")
    assert "ignore_imports" not in _contract("a game never imports the table, the peer or the client")


def test_only_tusac_has_a_terminal_plugin_and_it_is_loaded_only_when_asked_for() -> None:
    code = (
        "import sys\n"
        "from tusac_lan.games import find_game, load_terminal\n"
        "assert 'tusac_lan.games.tusac.terminal' not in sys.modules\n"
        "plugin = load_terminal(find_game('tusac'))\n"
        "assert plugin is not None and plugin.game_id == 'tusac'\n"
        "assert 'tusac_lan.games.tusac.terminal' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, timeout=60)
    assert [game_id for game_id, game in GAMES.items() if load_terminal(game) is not None] == ["tusac"]
    assert load_terminal(TOY) is None


def test_a_game_without_a_terminal_plugin_is_told_by_the_table() -> None:
    assert isinstance(file_story(find_game("tienlen")), GameStory)
    tusac = file_story(find_game("tusac"))
    assert not isinstance(tusac, GameStory) and tusac.game == "tusac"


def test_the_peer_front_reads_a_move_through_the_seat_menu() -> None:
    from tests.scenario import CLEAN_18, Table
    from tusac_lan.games.tusac.engine.actions import ActionType
    from tusac_lan.games.tusac.engine.transitions import legal_actions

    table = Table(0, {0: CLEAN_18})
    plugin = load_terminal(find_game())
    assert plugin is not None
    view = table.state.view(0)
    menu = plugin.seat_menu(view, 0, legal_actions(table.state, 0))
    assert menu.forced is None and menu.entries() and "South" in menu.view_text()
    assert isinstance(menu.match("nonsense"), Refusal)
    first = menu.match("1")
    assert not isinstance(first, Refusal) and first.type == ActionType.DISCARD
    front = TerminalFront(io.StringIO(), io.StringIO())
    assert front.words.seat_names == ("South", "East", "North", "West")
