"""The toy game (tests/toy_game.py) in real `tusac peer` processes on 127.0.0.1 with a cheating peer
(tests/hostile_toy.py) at a table of three: it withholds its key for another seat's private draw, lays a
card face down that breaks the toy's audit-only rule, or signs two moves for one turn. Every honest peer
names it, for what it did, and the honest peers write byte-identical files that verify with that verdict.
The tables run side by side with short deadlines (tests/hostile_runs.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_runs import Played, caught, game_table, play_all
from tests.toy_peer import WITH_TOY
from tusac_lan.table import reasons

DEADLINES = "6,4,2"

EXPECTED = {
    "toy-withhold-draw-key": ("stopped: ", reasons.WITHHELD.format(what="its key for slot ")),
    "toy-down-above-mark": ("audit FAILED", "a card played face down must be below the mark"),
    "toy-equivocate": ("equivocation", "equivocation: two different messages numbered "),
}
"""Per attack: what an honest peer prints when it reaches the verdict, and text of the verdict's reason."""
TOY_TABLE = game_table("toy", "tests.hostile_toy", "--seats", "3", module="tests.toy_peer")
DEALS = 8
"""Tables dealt at most for an attack that never started. The toy's stock holds two cards, so a hand has
one private draw, the starter's: when the cheater starts (one deal in three), there is no key for another
seat's draw to withhold, and the table is dealt again. Three deals missed it one time in 27."""


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    tmp: Path = tmp_path_factory.mktemp("hostile-toy")
    yield play_all(tmp, list(EXPECTED), DEADLINES, setup=TOY_TABLE, deals=DEALS)


@pytest.mark.parametrize("attack", list(EXPECTED))
def test_the_honest_peers_name_the_toy_cheat_and_agree_on_the_file(played: dict[str, Played], attack: str) -> None:
    line, reason = EXPECTED[attack]
    caught(played[attack], line, reason, game="toy", seats=3, games=WITH_TOY)
