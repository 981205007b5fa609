"""Issue 24, point 2, with a crash on top: two of four peers are killed at once (SIGKILL) mid-hand, the two
left void the hand among themselves (a lost-at-once void, ``tusac_lan.table.lost``), and one of those two
signers is killed too, just after its journal holds the void, then started again with the same arguments.
Its journal replay remakes the void at its place (the ``["gone", ...]`` and ``["lost", ...]`` entries,
``TableNode.lost_again``): it comes back to the voided hand, not to the hand before the void, goes on with
the other signer at the next table (bots in the absent seats), and both write the same verified files. The
in-process half of this is ``tests/test_lost_at_once.py``. Real `tusac peer` processes on 127.0.0.1."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path
from typing import Any

import msgpack
import pytest

from tests.test_rejoin import peer, wait_until
from tests.test_two_lost import (
    NAMES,
    every_output,
    lose_two,
    stop_all,
    the_two_left_end,
    the_void_among_the_two_left,
    told,
)

BACK = "back at the table: hand 0, "


def journal_entries(path: Path) -> list[list[Any]]:
    """The complete records of a journal (``tusac_lan.table.journal``: each a 4-byte length and a msgpack
    list), read without touching the file: a live peer may be writing its last record (``read_journal``
    would cut that off)."""
    data = path.read_bytes() if path.exists() else b""
    entries, at = [], 0
    while at + 4 <= len(data):
        size = int.from_bytes(data[at : at + 4], "big")
        if at + 4 + size > len(data):
            break
        entries.append(msgpack.unpackb(data[at + 4 : at + 4 + size], raw=False))
        at += 4 + size
    return entries


def message_type(entry: list[Any]) -> str | None:
    """The type of an "out" (this peer's own) journal entry's message, or None: a signed message's wire is
    [version, body, signature], its body [table id, hand, seat, number, type, payload]."""
    if entry[0] != "out":
        return None
    body = msgpack.unpackb(msgpack.unpackb(entry[1], raw=False)[1], raw=False)
    return str(body[4])


def void_journaled(path: Path) -> bool:
    """The peer's journal holds the void: the seed this peer opened once its hand stopped, then an entry other
    than its own messages (a message of another peer): the "gone" view, and a void made on a statement that
    came in or on this peer's clock (its ``["lost", ...]`` entry), are journaled before the seed."""
    entries = journal_entries(path)
    types = [message_type(entry) for entry in entries]
    return "open" in types and any(entry[0] != "out" for entry in entries[types.index("open") + 1 :])


@pytest.mark.parametrize("victim", [1, 0], ids=["joiner", "host"])
def test_a_signer_of_a_lost_at_once_void_killed_after_it_replays_its_journal_past_the_void(
    tmp_path: Path, victim: int
) -> None:
    processes: dict[int, subprocess.Popen[str]] = {}
    try:
        args = lose_two(tmp_path, processes)
        # The two left void the hand some seconds later (the rejoin wait, then the deadline and grace of
        # what the absent seats owe); the victim is killed once its journal holds the void, seconds before
        # it signs the hand's file and long before the next table.
        wait_until(told(tmp_path / f"out{victim}.txt", "stopped answering at once"), "the void", 90.0)
        journals = list((tmp_path / f"id{victim}" / "tables").glob("*/journal"))
        assert len(journals) == 1, journals
        journal = journals[0]
        wait_until(lambda: void_journaled(journal), "the void in the journal", 30.0)
        os.kill(processes[victim].pid, signal.SIGKILL)
        processes[victim].wait(timeout=10)
        at_kill = journal_entries(journal)
        processes[victim] = peer(tmp_path, victim, *args[victim])
        the_two_left_end(tmp_path, processes)
    finally:
        stop_all(processes)
    everyone = every_output(tmp_path, processes)
    assert [processes[index].returncode for index in (0, 1)] == [0, 0], everyone
    outs = [(tmp_path / f"out{index}.txt").read_text("utf-8") for index in (0, 1)]
    for out in outs:
        assert "Traceback" not in out and "cheat" not in out and "FAILED" not in out, everyone
        assert out.count("session over: 2 hand(s), every audit ok") == 1, everyone
    # Killed at the table of the void, its journal not ended, and holding the void (a void made on its clock
    # left a "lost" entry).
    assert not any(entry[0] == "end" for entry in at_kill), at_kill[-3:]
    kinds = [entry[0] for entry in at_kill]
    assert "gone" in kinds, kinds[-20:]
    # The restarted peer replayed its journal back to the voided hand (its stop told again, the hand ended
    # void, not a failed audit), then went on at the next table with the other signer.
    _, back = outs[victim].split(BACK, 1)
    stopped = back.index("stopped: seats ")
    ended = back.index("hand 0: stopped; audit void: a player stopped answering: seats ")
    carried = back.index("did not come back: go on with a bot in their seat")
    assert stopped < ended < carried < back.index("the session goes on at a new table hosted by Host"), back
    asked = next(line for line in back.splitlines() if "did not come back: go on" in line)
    assert set(asked.split(" did not come back")[0].split(", ")) == set(NAMES[2:]), asked
    history, played = the_void_among_the_two_left(tmp_path, everyone)
    assert journal.parent.name == history.config.table_id.hex(), "the victim was not killed at the void's table"
    assert len(played) == 2, [history.verdict for history in played]
    assert {next_table.config.table_id for next_table in played} == {played[0].config.table_id}, "one next table"
    # The session ended cleanly at both: no journal is left to come back to.
    for index in (0, 1):
        assert not list((tmp_path / f"id{index}" / "tables").glob("*/journal")), f"{NAMES[index]} kept a journal"
