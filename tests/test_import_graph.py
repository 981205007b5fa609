"""The layout's import rules read off the import graph itself (grimp, which import-linter builds on), beside
the contracts in pyproject.toml that CI runs with `lint-imports`: no contract keeps an ignored import, only
the client shell and a game's client plugin import PySide6, no import cycle anywhere, the handover and the
session runner do not import each other's way round, and a table shape never reaches the message catalog."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("tusac_lan", "protocol", "qt_ui")


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph(*PACKAGES, include_external_packages=True, cache_dir=None)


def own_modules(graph: grimp.ImportGraph) -> set[str]:
    return {module for module in graph.modules if module.split(".")[0] in PACKAGES}


def test_no_contract_keeps_an_ignored_import() -> None:
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    assert [c["name"] for c in contracts["contracts"] if "ignore_imports" in c] == []
    assert "ignore_imports" not in contracts


def test_only_the_shell_and_a_games_client_plugin_import_pyside6(graph: grimp.ImportGraph) -> None:
    importers = graph.find_modules_that_directly_import("PySide6") & own_modules(graph)
    plugin = re.compile(r"tusac_lan\.games\.([a-z_0-9]+\.client(\..+)?|simple_client)")
    assert {m for m in importers if not (m == "qt_ui" or m.startswith("qt_ui.") or plugin.fullmatch(m))} == set()
    # Both kinds are there: the rule is read off a graph that holds the toolkit's importers.
    assert any(m.startswith("qt_ui.") for m in importers)
    assert any(m.startswith("tusac_lan.games.tusac.client") for m in importers)


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in sorted(edges[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                group.append(other)
                if other == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(edges):
        if module not in index:
            visit(module)
    return found


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_of_the_project_is_in_an_import_cycle(graph: grimp.ImportGraph) -> None:
    # Every import counts, at module level or inside a function.
    modules = own_modules(graph)
    edges = {m: graph.find_modules_directly_imported_by(m) & modules for m in modules}
    assert len(modules) > 150
    assert cycles(edges) == []


def test_the_handover_and_the_runner_and_the_shape_and_the_catalog_go_one_way(graph: grimp.ImportGraph) -> None:
    assert graph.chain_exists(importer="tusac_lan.peer.runner", imported="tusac_lan.peer.handover")
    assert not graph.chain_exists(importer="tusac_lan.peer.handover", imported="tusac_lan.peer.runner")
    assert graph.direct_import_exists(importer="protocol.messages", imported="protocol.shape")
    assert not graph.chain_exists(importer="protocol.shape", imported="protocol.messages")


def test_the_session_reducer_of_a_plugin_game_runs_without_qt() -> None:
    code = (
        "import sys\n"
        "from qt_ui.practice_state import Asked, HandEnded, HandStarted, Moved, new_snapshot, reduce\n"
        "from tusac_lan.games.api import Outcome\n"
        "snap = reduce(new_snapshot(3, 2), HandStarted(0, 'view', 1, ('A', 'B', 'C'), 'hand 1'))\n"
        "snap = reduce(reduce(snap, Asked('view', ('m',))), Moved())\n"
        "snap = reduce(snap, HandEnded('view', Outcome((2, -1, -1), 1, None, (0,))))\n"
        "assert snap.payments == ((2, -1, -1),) and snap.totals == (2, -1, -1) and not snap.my_turn\n"
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
