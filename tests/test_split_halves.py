"""Issue 24: a 2-2 split of four peers, held past the stall limit, then healed. Before, a split longer than
about 575 s ended both halves the same way ("no progress", journals deleted); the rule since
(docs/RELIABILITY.md, "Two halves of a split never both play on"): only the host's half may settle the hand.

Four real peer processes (tests/net_peer.py) in network namespaces (tests/netns_lab.py), the table split
{0, 1} | {2, 3} in the middle of its first hand (``Lab.split``: each half on a switch of its own). The host's
half voids the hand among themselves, lost at once, naming the seats of peers 2 and 3, with one and the same
verified file, and goes on at the next table with bots in those seats. The other half settles nothing:
no file, no hand dealt, still running past the rejoin wait and past its stall limit. When the halves are
joined again, peers 2 and 3 rejoin the host's half and take their seats back, and the session ends
cleanly for all four, every file of a hand the same at every peer that wrote it.

Before the WAITING notice that last part failed, every run: back, peers 2 and 3 heard the host's MOVED, but
each was replaced and each heard the other, which neither sat at the next table nor asked back there, so
neither vouched for it (``Handover._vouched``); neither asked for its seat back, and both gave up 20 s
after the heal ("no progress for 20 s at step play; silent peers: none"). Now each, cut off past the wait
on a side that may not settle, says WAITING for the tables it would take but for the other, and each
vouches for the host's table on the other's word."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path
from typing import NoReturn

import pytest

from tests.net_session import finish, release, start_session, wait_until_held
from tests.netns_lab import Lab, unavailable
from tests.test_cut_off_rejoins import rows
from tests.test_rejoin import wait_until
from tusac_lan.peer.options import PeerOptions
from tusac_lan.table.history import HistoryError, verify_history

LIMIT = 150.0
"""The longest any one step may take (most take seconds; load stretches them)."""
REJOIN_WAIT = 5.0
WAITS = ["--rejoin-wait", f"{REJOIN_WAIT:g}", "--deadlines", "3,3,2", "--timeout", "5"]
STALL = PeerOptions(identity_dir=Path("."), timeout=5.0, deadlines=(3.0, 3.0, 2.0)).stall_limit
"""The stall limit of every peer given ``WAITS`` (20 s): the waiting half must outlive it."""
MARGIN = 5.0
GATE_TIMEOUT = 2 * LIMIT
"""The host's half's ``--timeout``: its stall limit outlives its wait at the gate (the other half's does not)."""
HANDS = 4
LEFT, RIGHT = (0, 1), (2, 3)
HELD = 3
"""The peer that holds after four turns of the first hand, so that the hand is in play when the split comes."""


def marks(base: Path, peer: int, kind: str, after: float = float("-inf")) -> int:
    return sum(r[0] == kind and float(r[-1]) > after for r in rows(base / f"t{peer}.jsonl"))  # type: ignore[arg-type]


def hand_files(base: Path, peer: int) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted((base / f"h{peer}").glob("*-hand*.tusac"))}


def voids(base: Path, peer: int) -> dict[str, bytes]:
    """The files of a void hand this peer wrote (a file being written, or not verifying, is left out)."""
    found = {}
    for name, blob in hand_files(base, peer).items():
        try:
            history, _ = verify_history(blob)
        except HistoryError:
            continue
        if not history.verdict.ok:
            found[name] = blob
    return found


def seat_of(names: tuple[str, ...] | list[str], peer: int) -> int:
    return list(names).index(f"peer{peer}")


class NotBack(AssertionError):
    """Peers 2 and 3 did not take their seats back after the heal (the returners' deadlock)."""


def told(processes: list[subprocess.Popen[str]], outputs: list[str]) -> str:
    return "\n=====\n".join(f"peer {i}, exit {p.returncode}:\n{o}" for i, (p, o) in enumerate(zip(processes, outputs)))


def test_two_halves_of_a_split_past_the_stall_limit_only_the_hosts_plays_on_and_both_end_the_session(
    tmp_path: Path,
) -> None:
    reason = unavailable(need_iptables=False)
    if reason is not None:
        pytest.skip(reason)
    gate = tmp_path / "ready"
    # A tag of this process's own: another checkout may run this test on the machine at the same time.
    with Lab(4, tag=f"spl{os.getpid() % 10000}") as lab:
        # No peer deals a table's second hand until the test lets it go (``--ready-when``): the bots' hands
        # of the host's half take a fraction of a second, and the session would be over long before the
        # other half is back. Every peer, not the host alone: a peer that deals the next hand while another
        # waits for its player signs, past the deadlines, that the other withheld its commitment. A player
        # who asks for its seat back gets it at a next table all the same. Waiting so for the gate, a peer
        # makes no progress: the host's half, which waits there from its next table's first hand until the
        # other half is back, is given a stall limit that outlives that (a player's Next hand comes within
        # 25 s, under any stall limit: qt_ui/result_view.py).
        own = {i: ["--ready-when", str(gate)] for i in range(4)}
        own[HELD] += ["--hold-at", "4"]
        for i in LEFT:
            own[i] += ["--timeout", f"{GATE_TIMEOUT:g}"]
        processes = start_session(lab, tmp_path, HANDS, *WAITS, own=own)

        def fail(why: str, kind: type[AssertionError] = AssertionError) -> NoReturn:
            """Every peer's story with the failure: the peers still running are stopped for it."""
            gate.touch()
            raise kind(f"{why}\n{told(processes, finish(processes, 5.0))}")

        try:
            wait_until_held(tmp_path, HELD, LIMIT / 2)
            lab.split(LEFT, RIGHT)
            split_at = time.monotonic()
            release(tmp_path)

            # The host's half voids the hand and deals the next table's first hand, bots in seats 2 and 3.
            def played_on() -> bool:
                return all(marks(tmp_path, i, "hand_start") >= 2 and voids(tmp_path, i) for i in LEFT)

            def ended(peers: tuple[int, ...]) -> bool:
                return any(processes[i].poll() is not None for i in peers)

            wait_until(lambda: played_on() or ended(LEFT), "the host's half to void the hand and play on", LIMIT)
            if not played_on():
                fail("the host's half ended before it played on")
            # The other half waits past the rejoin wait and past its stall limit, counted from its last step.
            quiet = max([split_at] + [float(r[-1]) for i in RIGHT for r in rows(tmp_path / f"t{i}.jsonl")])  # type: ignore[arg-type]
            outlived = quiet + REJOIN_WAIT + STALL + MARGIN
            wait_until(lambda: time.monotonic() > outlived or ended(RIGHT), "the stall limit", outlived - quiet + LIMIT)
            for i in RIGHT:
                if processes[i].poll() is not None:
                    fail(f"peer {i} did not wait past its stall limit ({STALL:.0f} s)")
                assert not list((tmp_path / f"h{i}").glob("*.tusac")), f"peer {i} wrote a file without the host"
                assert marks(tmp_path, i, "hand_start") == 1, f"peer {i} dealt a hand without the host"
                assert marks(tmp_path, i, "verdict") == 0, f"peer {i} settled the hand without the host"
                assert list((tmp_path / f"id{i}" / "tables").glob("*/journal")), f"peer {i} lost its journal"
            if ended(LEFT):
                fail("the host's half did not wait for the gate")
            # The host's half: one void hand, the same file at both, naming the seats of peers 2 and 3 (the
            # seats follow the order the joiners came in), signed by the seats of peers 0 and 1.
            left_voids = [voids(tmp_path, i) for i in LEFT]
            assert left_voids[0] == left_voids[1] and len(left_voids[0]) == 1, [sorted(v) for v in left_voids]
            name, blob = next(iter(left_voids[0].items()))
            history, _ = verify_history(blob)
            names = history.config.names
            absent = sorted(seat_of(names, i) for i in RIGHT)
            here = sorted(seat_of(names, i) for i in LEFT)
            assert history.verdict.reason.startswith(f"seats {absent} stopped answering at once"), history.verdict
            assert sorted(history.signers) == here, history.signers
            healed = time.monotonic()
            lab.join_halves()

            # Back, peers 2 and 3 rejoin the host's half and take their seats back at a next table.
            def back() -> bool:
                return all(marks(tmp_path, i, k, healed) > 0 for i in RIGHT for k in ("hand_start", "applied"))

            wait_until(lambda: back() or ended((0, 1, 2, 3)), "peers 2 and 3 back in their seats", LIMIT)
            if not back():
                fail(f"peers 2 and 3 not back in their seats {time.monotonic() - healed:.0f} s after the heal", NotBack)
            gate.touch()
            outputs = finish(processes, LIMIT)
        finally:
            gate.touch()
            release(tmp_path)
            for process in processes:
                if process.poll() is None:
                    process.kill()
                    process.wait()
            lab.join_halves()
    everyone = told(processes, outputs)

    # Everyone: the session over, the same for all four; every file of a hand the same wherever written.
    assert [p.returncode for p in processes] == [0, 0, 0, 0], everyone
    assert "Traceback" not in everyone, everyone
    overs = [{line for line in output.splitlines() if line.startswith("session over")} for output in outputs]
    assert all(len(over) == 1 for over in overs) and len(set.union(*overs)) == 1, everyone
    last = next(iter(overs[0])).split()[-1]
    written = [hand_files(tmp_path, i) for i in range(4)]
    for i in range(4):
        assert any(found.startswith(last) for found in written[i]), f"peer {i} has no file of the last table"
    for found in set().union(*written):
        blobs = {files[found] for files in written if found in files}
        assert len(blobs) == 1, f"{found}: the peers' files differ"
        verify_history(blobs.pop())
    for i in RIGHT:
        assert marks(tmp_path, i, "applied", healed) > 0, f"peer {i} played no turn after the heal"
        assert name not in written[i] or written[i][name] == blob, f"peer {i} filed the void hand its own way"
    assert lab.tag not in subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout
