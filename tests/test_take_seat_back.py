"""A player who does not come back within the wait (issue 12, point 2), with real `tusac peer`
processes on 127.0.0.1: the hand is void naming its seat, the others go on with a bot in it at a
next table of the session, and the player, started again later with the same arguments, takes its
seat back at the start of a later hand. Every file each peer wrote for a table both sat at is
byte-identical, and every session verifies, the scores carried from table to table."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

from tests.test_rejoin import host_address, marks, peer, wait_until
from tusac_lan.table.config import TableConfig
from tusac_lan.table.history import read_history
from tusac_lan.table.session_file import verify_session

LIMIT = 180.0
WAITS = ("--rejoin-wait", "2", "--deadlines", "4,4,1")


def sessions(folder: Path) -> dict[bytes, tuple[TableConfig, list[str]]]:
    """Every session file in ``folder``, verified, by table id."""
    found = {}
    for path in folder.glob("*-session.tusac"):
        config, lines = verify_session(path)
        found[config.table_id] = (config, lines)
    return found


def chain(tables: dict[bytes, tuple[TableConfig, list[str]]], digests: dict[bytes, bytes]) -> list[TableConfig]:
    """The tables in the order they continue one another, from the first (``digests``: table id -> the
    digest of its TABLE)."""
    configs = [config for config, _ in tables.values()]
    order = [next(c for c in configs if c.continues is None)]
    while True:
        after = [c for c in configs if c.continues is not None and c.continues.previous == digests[order[-1].table_id]]
        if not after:
            return order
        order.append(after[0])


def table_digests(folder: Path) -> dict[bytes, bytes]:
    found = {}
    for path in folder.glob("*-hand0000.tusac"):
        history = read_history(path.read_bytes())
        found[history.config.table_id] = history.transcript.digest
    return found


def test_a_player_replaced_by_a_bot_takes_its_seat_back_at_a_later_hand(tmp_path: Path) -> None:
    host_args = ["--host", "127.0.0.1:0", "--players", "2", "--hands", "12", "--name", "Host", *WAITS]
    processes = {0: peer(tmp_path, 0, *host_args)}
    try:
        join_args = ["--join", host_address(tmp_path), "--name", "Lan", *WAITS]
        processes[1] = peer(tmp_path, 1, *join_args)
        timing = tmp_path / "timing1.jsonl"
        wait_until(lambda: any(r[0] == "applied" and r[1] == 0 for r in marks(timing)), "play at the joiner")
        os.kill(processes[1].pid, signal.SIGKILL)
        processes[1].wait(timeout=10)
        host_out = tmp_path / "out0.txt"
        # Started again only once the others went on without it (before that, it simply rejoins the hand).
        wait_until(lambda: "the session goes on at a new table" in host_out.read_text("utf-8"), "the next table", 60)
        processes[1] = peer(tmp_path, 1, *join_args)
        for index, process in processes.items():
            try:
                process.wait(timeout=LIMIT)
            except subprocess.TimeoutExpired:
                raise AssertionError((tmp_path / f"out{index}.txt").read_text("utf-8")) from None
        outputs = [(tmp_path / f"out{i}.txt").read_text("utf-8") for i in (0, 1)]
        assert [p.returncode for p in processes.values()] == [0, 0], "\n=====\n".join(outputs)
    finally:
        for process in processes.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    assert "Lan did not come back within 2 s" in outputs[0], outputs[0]
    assert "Lan takes their seat back at the next hand" in outputs[0], outputs[0]
    assert "back at the table: hand 0" in outputs[1], outputs[1]
    # The terminal numbers hands across the session: the void hand 0 is played again, the last is hand 11.
    assert "hand 0: stopped" in outputs[0] and "hand 11: " in outputs[0] and "hand 12: " not in outputs[0], outputs[0]
    host_tables = sessions(tmp_path / "h0")
    order = chain(host_tables, table_digests(tmp_path / "h0"))
    assert len(order) == 3, [c.bots for c in order]
    first, with_bot, back = order
    assert first.bots[1] == back.bots[1] == "greedy" and with_bot.bots[1] == "strong"  # Lan plays as a greedy bot
    assert back.seat_keys[1] == first.seat_keys[1] and back.names[1] == "Lan"
    assert with_bot.seat_keys[0] == first.seat_keys[0] == back.seat_keys[0]
    void = read_history(next((tmp_path / "h0").glob(f"{first.table_id.hex()}-hand0000.tusac")).read_bytes())
    # A table of two: the host's word alone that Lan's seat withheld its move names nobody (issue 26).
    assert (
        not void.verdict.ok and void.verdict.seat == -1 and "alone signed that seat 1 withheld" in void.verdict.reason
    )
    # The session's twelve hands were played: some with the bot, the rest with Lan back, none lost.
    played = [len(list((tmp_path / "h0").glob(f"{c.table_id.hex()}-hand*.tusac"))) for c in (with_bot, back)]
    assert sum(played) == 12 and played[0] >= 1 and played[1] >= 1, played
    assert back.continues is not None and back.continues.played == played[0]
    # Lan's files of the table it came back to are the host's, byte for byte, and its session verifies.
    lan_tables = sessions(tmp_path / "h1")
    assert back.table_id in lan_tables and with_bot.table_id not in lan_tables
    for path in (tmp_path / "h0").glob(f"{back.table_id.hex()}-*.tusac"):
        assert (tmp_path / "h1" / path.name).read_bytes() == path.read_bytes(), path.name
    final = host_tables[back.table_id][1][-1]
    assert final.startswith("scores: ") and lan_tables[back.table_id][1][-1] == final
    # Back from the crash, Lan files the void hand as the host did (the host's word on its move): one body.
    name = f"{first.table_id.hex()}-hand0000.tusac"
    lan_void = read_history((tmp_path / "h1" / name).read_bytes())
    assert lan_void.body_digest == void.body_digest and lan_void.verdict == void.verdict, lan_void.verdict


def test_when_the_host_is_killed_in_the_deal_the_two_players_go_on_with_the_lowest_seat_hosting(
    tmp_path: Path,
) -> None:
    """The host (and its bot) gone while the first hand is being dealt: the two joiners void it the same
    way (a statement about the host's commitment does not end the openings early at one of them), pick
    the lowest remaining seat to run the bots, and play the session's hands at the next table with
    byte-identical, verified files."""
    host = peer(tmp_path, 0, "--host", "127.0.0.1:0", "--players", "3", "--hands", "3", "--name", "Host", *WAITS)
    processes = [host]
    try:
        address = host_address(tmp_path)
        processes += [
            peer(tmp_path, i, "--join", address, "--name", name, *WAITS) for i, name in ((1, "Lan"), (2, "Mai"))
        ]
        wait_until(lambda: any(r[0] == "hand_start" for r in marks(tmp_path / "timing1.jsonl")), "the first deal")
        os.kill(host.pid, signal.SIGKILL)
        host.wait(timeout=10)
        for index, process in enumerate(processes[1:], 1):
            try:
                process.wait(timeout=LIMIT)
            except subprocess.TimeoutExpired:
                raise AssertionError((tmp_path / f"out{index}.txt").read_text("utf-8")) from None
        outputs = [(tmp_path / f"out{i}.txt").read_text("utf-8") for i in (1, 2)]
        assert [p.returncode for p in processes[1:]] == [0, 0], "\n=====\n".join(outputs)
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
    names = [sorted(p.name for p in (tmp_path / f"h{i}").glob("*.tusac")) for i in (1, 2)]
    assert names[0] == names[1] and len(names[0]) == 2 + 4  # the void hand and its session, 3 hands and theirs
    for name in names[0]:
        assert (tmp_path / "h1" / name).read_bytes() == (tmp_path / "h2" / name).read_bytes(), name
    tables = sessions(tmp_path / "h1")
    first, following = chain(tables, table_digests(tmp_path / "h1"))
    assert following.bots[0] == "strong" and following.names[0] == "Strong bot 0"
    assert following.host_seat == 1  # the lowest remaining seat: the usual choice when the host is gone
    assert following.seat_keys[1:3] == first.seat_keys[1:3]
