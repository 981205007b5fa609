"""``tusac`` with the toy game (tests/toy_game.py) in its registry, for tests that run it in real peer
processes; the toy never ships in the package.

    python -m tests.toy_peer peer --host 127.0.0.1:0 --game toy --seats 3 ...
"""

from __future__ import annotations

from collections.abc import Mapping

from tests.toy_game import TOY
from tusac_lan.games import GAMES, AnyGame
from tusac_lan.terminal.cli import main

WITH_TOY: Mapping[str, AnyGame] = {**GAMES, TOY.id: TOY}
"""The registry and the toy."""

if __name__ == "__main__":
    raise SystemExit(main(games=WITH_TOY))
