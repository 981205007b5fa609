"""The toy game (tests/toy_game.py) in real `tusac peer` processes on 127.0.0.1 with a cheating peer
(tests/hostile_toy.py) at a table of three: it withholds its key for another seat's private draw, lays a
card face down that breaks the toy's audit-only rule, or signs two moves for one turn. Every honest peer
names it, for what it did, and the honest peers write byte-identical files that verify with that verdict.
The tables run side by side with short deadlines (tests/hostile_runs.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_runs import Played, play_all
from tests.test_hostile_peers import Table
from tests.toy_peer import WITH_TOY
from tusac_lan.table import reasons
from tusac_lan.table.history import read_history, verify_history

DEADLINES = "6,4,2"
WITHIN = 25.0
"""Seconds from the attack to the verdict at every honest peer: a deadline and its grace, with room."""

EXPECTED = {
    "toy-withhold-draw-key": ("stopped: ", reasons.WITHHELD.format(what="its key for slot ")),
    "toy-down-above-mark": ("audit FAILED", "a card played face down must be below the mark"),
    "toy-equivocate": ("equivocation", "equivocation: two different messages numbered "),
}
"""Per attack: what an honest peer prints when it reaches the verdict, and text of the verdict's reason."""


def toy_table(table: Table) -> None:
    table.module, table.hostile_module = "tests.toy_peer", "tests.hostile_toy"
    table.extra = ["--game", "toy"]
    table.host_extra = ["--seats", "3"]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    tmp: Path = tmp_path_factory.mktemp("hostile-toy")
    yield play_all(tmp, list(EXPECTED), DEADLINES, setup=toy_table)


@pytest.mark.parametrize("attack", list(EXPECTED))
def test_the_honest_peers_name_the_toy_cheat_and_agree_on_the_file(played: dict[str, Played], attack: str) -> None:
    run = played[attack]
    line, reason = EXPECTED[attack]
    assert not run.failure, f"{run.failure}:\n{run.output()}"
    attacked = run.attacked()
    for process in run.honest:
        when, said = run.first(process, line)
        assert when - attacked < WITHIN, f"{process.name} after {when - attacked:.1f} s: {said}"
    blobs = run.table.histories([p.name for p in run.honest])
    assert len(set(blobs)) == 1, "honest peers wrote different histories"
    history, _ = verify_history(blobs[0], games=WITH_TOY)
    assert read_history(blobs[0], WITH_TOY).verdict == history.verdict
    verdict = history.verdict
    assert not verdict.ok and verdict.seat == run.mallory_seat() and reason in verdict.reason, verdict
    assert history.config.game_id == "toy" and history.config.seats == 3
