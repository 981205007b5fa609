"""A seated cheater that sends WAITING notices (protocol/carry_on.py) as a modified client would, with real
processes on 127.0.0.1: Mallory (tests/hostile_peer.py) plays on at a live table of three with the Host
and Lan while it sends them WAITINGs, for the whole session. Neither honest player is off its table, so
none of it may count (tusac_lan/peer/handover.py, ``Handover._take_waiting`` and ``_vouched``; docs/
RELIABILITY.md, "Taking the seat back"): both play every hand at the table they sat down at, nobody is
named, waited for or moved, and all three write the same verified files.

- ``waiting-flood``: five rounds a second of WAITINGs bound to the live table naming tables that do not
  exist, said now and then at the far end of time, bound to a table that does not exist, of a player not
  at the table, and once a second every malformed one (``bad_waitings``: oversized, not canonical, signed
  for another player, too many tables, ``said`` out of range...).
- ``waiting-forged-moved``: the forged MOVED of ``forged-moved`` (a table of Mallory's own making, every
  other seat a bot) with a WAITING bound to the live table naming that table, both four times a second.
- ``waiting-burst``: a thousand copies of one signed WAITING to each peer as each hand's play begins (each
  copy costs its receiver a signature check before it is found old news; ``hostile_peer.BURST`` says what
  more did with the CPU starved).

What the honest peers drop is noted in their table's log, which the terminal does not show: the first test
checks in process (the sans-IO handover) that each malformed notice is dropped with its reason."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

from protocol.carry_on import encode_waiting
from protocol.identity import Identity
from tests.hostile_peer import bad_waitings
from tests.test_forged_moved import four, moved_of, next_table
from tests.test_handover_machine import facts
from tests.test_handover_machine import peer as handover_of
from tests.test_rejoin import ROOT, host_address, peer, wait_until
from tests.test_take_seat_back import WAITS, sessions
from tusac_lan.peer.handover import Note
from tusac_lan.table.history import read_history

HANDS = 3
LIMIT = 240.0
"""Seconds the three peers have, together, to play the session out once the attack began."""
NOT_SEEN = (
    "to come back",
    "did not come back",
    "is back",
    "stopped",
    "void",
    "FAILED",
    "went on without",
    "a bot plays this seat",
    "cut off",
    "no progress",
    "refused",
    "error",
    "Traceback",
)
"""Words of an honest peer's output that would say the attack moved, stalled or named someone."""

H, F, R1 = 0, 1, 2


def test_every_malformed_waiting_is_dropped_with_its_reason_and_a_flood_keeps_one_per_player() -> None:
    """What the honest peers do with ``waiting-flood``'s notices, in process: each malformed one is dropped
    with the reason it was made for (in the table's log) and kept nowhere; of the signed ones, a stranger's
    is dropped, and the Forger's, however many and whatever they name, are one notice that vouches for no
    table: a forged MOVED it names moves nobody while the Host is heard."""
    s0, ids = four()
    ron = handover_of(s0, ids, R1)
    for key in ids:
        ron.hear(key.public_key)
    ron.clock(5.0, facts(s0))
    bad = bad_waitings(ids[F], s0.digest, ids[H].public_key)
    for reason, wire in bad:
        ron.receive(F, wire)
        notes = [item.text for item in ron.drain() if isinstance(item, Note)]
        assert len(notes) == 1 and reason in notes[0], (reason, notes)
        assert notes[0].startswith(("a waiting notice dropped: ", "session message from Forger (seat 1) dropped: "))
    assert ron.waitings == {}
    forged = next_table(s0, ids, F, [], played=5)
    ron.receive(F, moved_of(ids, F, forged))
    assert [t.digest for _, t in ron.notices] == [forged.digest]
    stranger = Identity.generate("Stranger")
    for n in range(100):
        ron.receive(F, encode_waiting(ids[F], s0.digest, [forged.digest, *(os.urandom(32) for _ in range(15))], n))
        ron.receive(F, encode_waiting(ids[F], os.urandom(32), [s0.digest], 10**15 + n))
        ron.receive(F, encode_waiting(stranger, s0.digest, [forged.digest], n))
    assert list(ron.waitings) == [ids[F].public_key]
    assert ron.moved is None and not [item for item in ron.drain() if isinstance(item, Note)]


def _session(tmp_path: Path, attack: str, announced: str) -> list[str]:
    """Host and Lan (honest) and Mallory (``attack``) play ``HANDS`` hands at a table of three; each output
    once all three ended (``announced``: a line Mallory prints once its attack is under way)."""
    host_args = ["--host", "127.0.0.1:0", "--players", "3", "--hands", str(HANDS), "--name", "Host", *WAITS]
    processes = {0: peer(tmp_path, 0, *host_args)}
    outs = [tmp_path / f"out{index}.txt" for index in range(3)]
    try:
        address = host_address(tmp_path)
        processes[1] = peer(tmp_path, 1, "--join", address, "--name", "Lan", *WAITS)
        with open(outs[2], "w", encoding="utf-8") as log:
            processes[2] = subprocess.Popen(
                [sys.executable, "-m", "tests.hostile_peer", "--join", address, "--attack", attack]
                + ["--identity", str(tmp_path / "id2"), "--history-dir", str(tmp_path / "h2")]
                + ["--deadlines", WAITS[3], "--rejoin-wait", WAITS[1]],
                cwd=ROOT,
                stdout=log,
                stderr=subprocess.STDOUT,
                text=True,
            )
        wait_until(lambda: f"ATTACK {attack} {announced}" in outs[2].read_text("utf-8"), "the attack", 120)
        deadline = time.monotonic() + LIMIT
        for index in (0, 1, 2):
            try:
                processes[index].wait(timeout=max(1.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                raise AssertionError("\n=====\n".join(out.read_text("utf-8") for out in outs)) from None
        outputs = [out.read_text("utf-8") for out in outs]
        assert [processes[i].returncode for i in (0, 1, 2)] == [0, 0, 0], "\n=====\n".join(outputs)
    finally:
        for process in processes.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    return outputs


def _played_as_if_nothing_happened(tmp_path: Path, outputs: list[str]) -> None:
    """Every hand played at the first table, by the three who sat down at it: nobody waited for, named or
    moved, each hand's audit ok, and the same verified files at all three peers (Mallory's too)."""
    for output in outputs[:2]:
        assert "session over: 3 hand(s), every audit ok" in output, output
        assert len(re.findall(r"^hand \d+: .*; audit ok$", output, re.MULTILINE)) == HANDS, output
        seen = [words for words in NOT_SEEN if words in output]
        assert not seen, (seen, output)
    assert "hostile peer ended" not in outputs[2], outputs[2]
    names = [sorted(p.name for p in (tmp_path / f"h{i}").glob("*.tusac")) for i in range(3)]
    assert names[0] == names[1] == names[2], names
    for name in names[0]:
        assert (tmp_path / "h0" / name).read_bytes() == (tmp_path / "h1" / name).read_bytes(), name
        assert (tmp_path / "h0" / name).read_bytes() == (tmp_path / "h2" / name).read_bytes(), name
    tables = sessions(tmp_path / "h0")
    assert len(tables) == 1, "the session went on at another table"
    ((config, _),) = tables.values()
    assert config.continues is None and {"Host", "Lan", "Mallory"} <= set(config.names)
    hands = sorted((tmp_path / "h0").glob(f"{config.table_id.hex()}-hand*.tusac"))
    assert len(hands) == HANDS, names
    for path in hands:
        verdict = read_history(path.read_bytes()).verdict
        assert verdict.ok and verdict.seat < 0, (path.name, verdict)


def test_a_seated_peer_flooding_waiting_notices_moves_stalls_and_names_nobody(tmp_path: Path) -> None:
    outputs = _session(tmp_path, "waiting-flood", "floods every peer")
    assert "ATTACK waiting-flood says its WAITINGs at the far end of time" in outputs[2], outputs[2]
    _played_as_if_nothing_happened(tmp_path, outputs)


def test_a_waiting_for_a_forged_table_sent_with_its_moved_is_followed_by_nobody(tmp_path: Path) -> None:
    outputs = _session(tmp_path, "waiting-forged-moved", "tells the others")
    _played_as_if_nothing_happened(tmp_path, outputs)


def test_a_burst_of_one_waiting_copied_at_every_hand_stalls_nobody(tmp_path: Path) -> None:
    outputs = _session(tmp_path, "waiting-burst", "sent every peer")
    _played_as_if_nothing_happened(tmp_path, outputs)
