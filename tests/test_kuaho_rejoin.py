"""Kuaho after a crash: a peer of a table of four seats (a host, a joiner and two bots) is killed with
SIGKILL in the middle of the first hand and started again with the same arguments; it replays its journal,
rejoins the same hand at the turn the others are at, the session finishes, and both peers' files are
byte-identical and verify. Real `tusac peer --game kuaho` processes on 127.0.0.1 (the harness of
tests/test_rejoin.py and tests/test_tienlen_rejoin.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_tienlen_rejoin import HANDS, crash_and_rejoin
from tusac_lan.table.history import verify_history


@pytest.mark.parametrize("victim", [1, 0], ids=["joiner", "host"])
def test_a_kuaho_peer_killed_mid_hand_replays_its_journal_and_the_session_ends(tmp_path: Path, victim: int) -> None:
    killed_at, rejoined_at, hand = crash_and_rejoin(tmp_path, victim, ("--game", "kuaho", "--seats", "4"))
    assert killed_at <= rejoined_at <= killed_at + 3
    out = (tmp_path / f"out{victim}.txt").read_text("utf-8")
    assert f"back at the table: hand {hand}" in out and "journal entries replayed" in out
    names = [f"hand{number:04d}.tusac" for number in range(HANDS)] + ["session.tusac"]
    for name in names:
        blobs = {next((tmp_path / f"h{i}").glob(f"*{name}")).read_bytes() for i in (0, 1)}
        assert len(blobs) == 1, f"{name}: the peers' files differ"
    for number in range(HANDS):
        data = next((tmp_path / "h0").glob(f"*hand{number:04d}.tusac")).read_bytes()
        history, run = verify_history(data)
        assert history.verdict.ok, history.verdict
        assert history.config.game_id == "kuaho" and history.config.seats == 4
        outcome = run.settled_outcome  # played to its end: a win, or a dead stock that pays the secrets
        assert outcome is not None and sum(outcome.payments) == 0, outcome
