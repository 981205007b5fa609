"""Issue 24, point 6: a peer cut off from every other one (its bridge port dropping everything) past the
rejoin wait keeps waiting, never settling the hand or playing on alone; the other three void the hand and
go on with a bot in its seat; when the link returns it rejoins them and takes its seat back, and the
session ends for all four. Four real peer processes (tests/net_peer.py) in network namespaces."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from tests.net_session import finish, release, start_session, wait_until_held
from tests.netns_lab import Lab, unavailable
from tests.test_rejoin import wait_until

LIMIT = 150.0
WAITS = ["--rejoin-wait", "5", "--deadlines", "3,3,2", "--timeout", "5"]
CUT = 3


def rows(path: Path) -> list[list[object]]:
    if not path.exists():
        return []
    found = []
    for line in path.read_text().splitlines():
        try:
            found.append(json.loads(line))
        except json.JSONDecodeError:
            break  # a line being written
    return found


def test_a_peer_cut_off_from_everyone_rejoins_when_the_link_returns(tmp_path: Path) -> None:
    reason = unavailable(need_iptables=False)
    if reason is not None:
        pytest.skip(reason)
    # A tag of this process's own: another checkout may run this test on the machine at the same time.
    with Lab(4, tag=f"cuto{os.getpid() % 10000}") as lab:
        processes = start_session(lab, tmp_path, 4, *WAITS, own={CUT: ["--hold-at", "4"]})
        try:
            wait_until_held(tmp_path, CUT, LIMIT / 2)
            lab.cut(CUT)
            release(tmp_path)
            # The others give up on it, void the hand and deal the next table's first hand with a bot in its
            # seat (the host's second hand start: each table numbers its hands from 0).
            host = tmp_path / "t0.jsonl"
            wait_until(lambda: sum(r[0] == "hand_start" for r in rows(host)) >= 2, "the next table's hand", LIMIT / 2)
            assert processes[CUT].poll() is None, "the cut-off peer did not wait"
            healed = time.monotonic()
            lab.heal(CUT)
            outputs = finish(processes, LIMIT)
        finally:
            lab.heal(CUT)
    everyone = "\n=====\n".join(outputs)
    assert [p.returncode for p in processes] == [0, 0, 0, 0], everyone
    assert "Traceback" not in everyone, everyone
    back = [r for r in rows(tmp_path / f"t{CUT}.jsonl") if r[0] == "applied" and float(r[3]) > healed]  # type: ignore[arg-type]
    assert back, f"the cut-off peer played no turn after the link returned:\n{outputs[CUT]}"
    over = {line for output in outputs for line in output.splitlines() if line.startswith("session over")}
    assert len(over) == 1, everyone
