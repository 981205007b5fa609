"""A finished hand is replayed once, by its audit, and that replay is what the client shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.table_harness import make_table, start_all
from tusac_lan.games.tusac import game as tusac_game
from tusac_lan.games.tusac.engine import replay
from tusac_lan.games.tusac.engine.scoring import settled
from tusac_lan.table.history import verify_history


def test_each_peer_audits_a_finished_hand_once_and_keeps_the_full_state(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[int] = []

    def counted(*args: object, **kwargs: object) -> replay.AuditResult:
        calls.append(1)
        return replay.audit(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(tusac_game, "audit", counted)
    hub, nodes = make_table(hands=1, history_dir=tmp_path)
    start_all(hub, nodes)
    hub.run()
    assert all(node.records for node in nodes)
    assert len(calls) == len(nodes)
    for node in nodes:
        run = node.records[-1]
        assert run.verdict.ok and run.result is not None
    full_states = {node.run.full_state for node in nodes if node.run is not None}
    assert len(full_states) == 1
    full = full_states.pop()
    # The full replay's own result leaves out what needs every hand known (a loser's four held from the
    # deal, paid under seed 000's reading); the file's result is the settled one.
    assert full is not None and settled(full).result == nodes[0].records[-1].result


def test_a_viewer_gets_every_step_from_the_one_verifying_replay(tmp_path: Path) -> None:
    hub, nodes = make_table(hands=1, history_dir=tmp_path)
    start_all(hub, nodes)
    hub.run()
    _, run = verify_history(nodes[0].records[-1].history, trace=True)
    assert run.trace is not None and run.full_state is not None
    assert run.trace[-1][1] == run.full_state
    assert len(run.trace) == len(run.applied) + 1  # the deal, then every step
    _, plain = verify_history(nodes[0].records[-1].history)
    assert plain.trace is None and plain.full_state == run.full_state
