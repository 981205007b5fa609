"""A Kuaho session of two hands at a table of four real `tusac peer --game kuaho` processes on 127.0.0.1
(each a good bot, or each an expert): every peer writes the same hand files and session file, byte for
byte, and they verify, each hand paying out to zero."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_hostile_seed_kept import game_table
from tusac_lan.games import GAMES
from tusac_lan.table.history import verify_history
from tusac_lan.table.session_file import verify_session

HANDS = 2
NAMES = ["Host", "First", "Second", "Third"]


@pytest.mark.parametrize("level", ["good", "expert"])
def test_four_kuaho_peers_write_the_same_verified_files(tmp_path: Path, level: str) -> None:
    table = game_table(tmp_path)
    table.extra = [*table.extra, "--play", level]
    try:
        host, address = table.host(players=4, hands=HANDS)
        joiners = [table.peer(name, "--join", address) for name in NAMES[1:]]
        table.wait([host, *joiners])
        for process in (host, *joiners):
            assert process.popen.returncode == 0, process.output()
        for suffix in [f"hand{n:04d}.tusac" for n in range(HANDS)] + ["session.tusac"]:
            blobs = {next((tmp_path / f"h-{name}").glob(f"*{suffix}")).read_bytes() for name in NAMES}
            assert len(blobs) == 1, f"{suffix}: the peers' files differ"
        for n in range(HANDS):
            data = next((tmp_path / "h-Host").glob(f"*hand{n:04d}.tusac")).read_bytes()
            history, run = verify_history(data, games=GAMES)
            assert history.verdict.ok and history.config.game_id == "kuaho", history.verdict
            assert history.config.bots == (level,) * 4
            assert len(set(history.config.peers)) == 4
            outcome = run.settled_outcome
            assert outcome is not None and sum(outcome.payments) == 0
        session = next((tmp_path / "h-Host").glob("*session.tusac"))
        config, lines = verify_session(session)
        assert config.game.id == "kuaho" and not any("FAIL" in line for line in lines), lines
    finally:
        table.close()
