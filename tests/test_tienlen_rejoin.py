"""Tiến lên after a crash: a peer of a table of three seats (a host, a joiner and a bot) is killed with
SIGKILL in the middle of the first hand and started again with the same arguments; it replays its journal,
rejoins the same hand at the turn the others are at, the hand and the session finish with a result, and
both peers' files are byte-identical and verify. Real `tusac peer --game tienlen` processes on 127.0.0.1
(the harness of tests/test_rejoin.py)."""

from __future__ import annotations

import os
import shutil
import signal
from pathlib import Path

import pytest

from tests.test_rejoin import all_end_well, host_address, kill_all, marks, peer, wait_until
from tusac_lan.table.history import verify_history

GAME = ["--game", "tienlen"]
HANDS = 2
KILL_AT = 6
"""The turn of the first hand after which the victim is killed: the deal and the first lead are behind,
and a hand at three seats lasts some thirty turns more."""


def crash_and_rejoin(tmp: Path, victim: int, game: tuple[str, ...] = (*GAME, "--seats", "3")) -> tuple[int, int, int]:
    """Host (index 0) and joiner (index 1) play ``game`` (its options); ``victim`` is killed once a hand has
    applied ``KILL_AT`` turns, and started again. Returns (turn applied when killed, turn it rejoined at,
    hand): the turn its journal brought it back to, before its bots moved on inside the replay (the
    "rejoined" mark)."""
    host_args = ["--host", "127.0.0.1:0", "--players", "2", "--hands", str(HANDS), "--name", "Host"]
    game_args = list(game[:2])
    host_args += list(game[2:])
    processes = {0: peer(tmp, 0, *game_args, *host_args)}
    try:
        address = host_address(tmp)
        join_args = ["--join", address, "--name", "Lan"]
        processes[1] = peer(tmp, 1, *game_args, *join_args)
        timing = tmp / f"timing{victim}.jsonl"

        def applied() -> list[tuple[int, int]]:
            return [(int(r[1]), int(r[2])) for r in marks(timing) if r[0] == "applied"]  # type: ignore[call-overload]

        wait_until(lambda: any(turn >= KILL_AT for _, turn in applied()), f"turn {KILL_AT} at peer {victim}")
        hand = next(hand for hand, turn in applied() if turn >= KILL_AT)
        os.kill(processes[victim].pid, signal.SIGKILL)
        processes[victim].wait(timeout=10)
        for path in (tmp / f"id{victim}" / "tables").glob("*/journal"):
            shutil.copyfile(path, tmp / "journal-at-kill")
        killed_at = max(turn for number, turn in applied() if number == hand)
        assert not any(r[0] == "verdict" and r[1] == hand for r in marks(timing)), "killed after the hand ended"
        timing.rename(tmp / f"timing{victim}-before.jsonl")
        survivor, name = tmp / f"out{1 - victim}.txt", "Host" if victim == 0 else "Lan"
        wait_until(lambda: f"waiting for {name} to come back (" in survivor.read_text("utf-8"), "the notice")
        processes[victim] = peer(tmp, victim, *game_args, *(host_args if victim == 0 else join_args))
        all_end_well(tmp, processes)
    finally:
        kill_all(processes)
    rejoined = [r for r in marks(tmp / f"timing{victim}.jsonl") if r[0] == "rejoined"]
    assert rejoined, "the restarted peer did not rejoin"
    assert rejoined[0][1] == hand, "rejoined another hand"
    return killed_at, int(rejoined[0][2]), hand  # type: ignore[call-overload]


@pytest.mark.parametrize("victim", [1, 0], ids=["joiner", "host"])
def test_a_tien_len_peer_killed_mid_hand_replays_its_journal_and_the_hand_ends_with_a_result(
    tmp_path: Path, victim: int
) -> None:
    killed_at, rejoined_at, hand = crash_and_rejoin(tmp_path, victim)
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
        assert history.config.game_id == "tienlen" and history.config.seats == 3
        outcome = run.settled_outcome  # the hand was played to its end: who went out, who paid whom
        assert outcome is not None and sum(outcome.payments) == 0 and any(outcome.payments), outcome
    survivor = (tmp_path / f"out{1 - victim}.txt").read_text("utf-8")
    name = "Host" if victim == 0 else "Lan"
    assert f"waiting for {name} to come back (" in survivor and f"{name} is back" in survivor, survivor
