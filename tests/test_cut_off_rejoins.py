"""Issue 24, point 6: a peer cut off from every other one (its bridge port dropping everything) past the
rejoin wait keeps waiting, never settling the hand or playing on alone; the other three void the hand and
go on with a bot in its seat; when the link returns it rejoins them and takes its seat back, and the
session ends for all four. Four real peer processes (tests/net_peer.py) in network namespaces. The peer
cut off is a joiner, or the host: before, the host alone neither settled (a void needs two signers) nor
waited, and ended "no progress for 20 s", its player out of the session."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from tests.net_session import finish, release, start_session, wait_until_held
from tests.netns_lab import Lab, unavailable
from tests.test_rejoin import wait_until
from tusac_lan.peer.options import PeerOptions

LIMIT = 150.0
REJOIN_WAIT = 5.0
WAITS = ["--rejoin-wait", f"{REJOIN_WAIT:g}", "--deadlines", "3,3,2", "--timeout", "5"]
STALL = PeerOptions(identity_dir=Path("."), timeout=5.0, deadlines=(3.0, 3.0, 2.0)).stall_limit
"""The stall limit of a peer given ``WAITS`` (20 s): the cut-off peer must outlive it."""
MARGIN = 5.0


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


@pytest.mark.parametrize("cut", [3, 0], ids=["a joiner", "the host"])
def test_a_peer_cut_off_from_everyone_rejoins_when_the_link_returns(tmp_path: Path, cut: int) -> None:
    reason = unavailable(need_iptables=False)
    if reason is not None:
        pytest.skip(reason)
    gate = tmp_path / "ready"
    others = [i for i in range(4) if i != cut]
    # No peer deals a table's second hand until the test lets it go (``--ready-when``): the others, playing
    # on with a bot, would end the session long before the cut is over. Waiting so, they make no progress:
    # their stall limit outlives the cut (the cut-off peer's does not: it must wait past it).
    own = {i: ["--ready-when", str(gate)] + ([] if i == cut else ["--timeout", f"{2 * LIMIT:g}"]) for i in range(4)}
    own[cut] += ["--hold-at", "4"]
    # A tag of this process's own: another checkout may run this test on the machine at the same time.
    with Lab(4, tag=f"cuto{os.getpid() % 10000}") as lab:
        processes = start_session(lab, tmp_path, 4, *WAITS, own=own)
        try:
            wait_until_held(tmp_path, cut, LIMIT / 2)
            lab.cut(cut)
            cut_at = time.monotonic()
            release(tmp_path)
            # The others give up on it, void the hand and deal the next table's first hand with a bot in its
            # seat (a second hand start: each table numbers its hands from 0).
            other = tmp_path / f"t{others[0]}.jsonl"
            wait_until(lambda: sum(r[0] == "hand_start" for r in rows(other)) >= 2, "the next table's hand", LIMIT / 2)
            # The cut-off peer waits past the rejoin wait and past its stall limit, settling nothing.
            outlived = cut_at + REJOIN_WAIT + STALL + MARGIN
            done = processes[cut].poll
            wait_until(lambda: time.monotonic() > outlived or done() is not None, "the stall limit", LIMIT)
            assert processes[cut].poll() is None, "the cut-off peer did not wait"
            assert not list((tmp_path / f"h{cut}").glob("*.tusac")), "the cut-off peer settled a hand alone"
            healed = time.monotonic()
            lab.heal(cut)

            def seated_again() -> bool:
                return all(
                    any(r[0] == kind and float(r[-1]) > healed for r in rows(tmp_path / f"t{cut}.jsonl"))  # type: ignore[arg-type]
                    for kind in ("hand_start", "applied")
                )

            wait_until(lambda: seated_again() or done() is not None, "the cut-off peer back in its seat", LIMIT)
            gate.touch()
            outputs = finish(processes, LIMIT)
        finally:
            gate.touch()
            release(tmp_path)
            for process in processes:
                if process.poll() is None:
                    process.kill()
                    process.wait()
            lab.heal(cut)
    everyone = "\n=====\n".join(outputs)
    assert [p.returncode for p in processes] == [0, 0, 0, 0], everyone
    assert "Traceback" not in everyone, everyone
    back = [r for r in rows(tmp_path / f"t{cut}.jsonl") if r[0] == "applied" and float(r[3]) > healed]  # type: ignore[arg-type]
    assert back, f"the cut-off peer played no turn after the link returned:\n{outputs[cut]}"
    over = {line for output in outputs for line in output.splitlines() if line.startswith("session over")}
    assert len(over) == 1, everyone
