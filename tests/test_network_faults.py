"""Faults on a real network, in namespaces (tests/netns_lab.py): a partition shorter than the wait
resumes and the hand ends with identical verified histories; one longer than the wait ends the
table with the cut-off seat named, nobody hanging; at 20 % packet loss no live peer is reported
silent. Resume times and latencies are measured by scripts/bench_network.py, not here."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from subprocess import Popen

import pytest

from protocol.transport import SILENT_AFTER
from tests.net_session import (
    finish,
    identical_verified_histories,
    marks_after,
    read_marks,
    release,
    start_session,
    wait_until_held,
)
from tests.netns_lab import Lab, unavailable
from tusac_lan.table.history import read_history
from tusac_lan.table.session_file import verify_session
from tusac_lan.table.transcript import table_digest

PEERS = 3
LIMIT = 110.0
"""Seconds a session of a test may take in all."""


@pytest.fixture
def lab() -> Iterator[Lab]:
    reason = unavailable(need_iptables=True)
    if reason is not None:
        pytest.skip(reason)
    with Lab(PEERS) as made:
        yield made


def test_a_partition_shorter_than_the_wait_resumes_and_the_hand_completes(lab: Lab, tmp_path: Path) -> None:
    cut_for = 6.0
    assert cut_for < SILENT_AFTER
    # Peer 2 holds after turn 4 while its link is cut: on a fast machine a bots' hand can otherwise be
    # over before the commands that cut the link return.
    processes = start_session(lab, tmp_path, 1, own={2: ["--hold-at", "4"]})
    try:
        wait_until_held(tmp_path, 2, LIMIT / 2)
        lab.cut(2)
        release(tmp_path)
        time.sleep(cut_for)  # the outage itself
        # Stamped before the heal: on a loaded machine the rest of the hand can be over before the
        # commands that heal the link return.
        healed = time.monotonic()
        lab.heal(2)
    finally:
        lab.heal(2)
    outputs = finish(processes, LIMIT)
    assert all(p.returncode == 0 for p in processes), "\n=====\n".join(outputs)
    assert identical_verified_histories(tmp_path, PEERS, 1)
    for peer in range(PEERS):
        assert marks_after(tmp_path, peer, ("applied", "agreed"), healed), f"peer {peer} did nothing after the cut"
    _, links = read_marks(tmp_path, PEERS)
    assert not [event for event in links if not event[1]], "a cut shorter than the silence threshold was reported"


def cut_past_the_wait(lab: Lab, tmp_path: Path, hands: int, *extra: str) -> tuple[list[Popen[str]], list[str]]:
    """A session whose peer 2 is cut off for good after turn 4 (held there while the link is cut): waited
    for 5 s, then deadlines of 3 s (grace 2 s) run for its seats."""
    wait = ["--rejoin-wait", "5", "--deadlines", "3,3,2", "--timeout", "5", *extra]
    processes = start_session(lab, tmp_path, hands, *wait, own={2: ["--hold-at", "4"]})
    try:
        wait_until_held(tmp_path, 2, LIMIT / 2)
        lab.cut(2)
        release(tmp_path)
        outputs = finish(processes, LIMIT)
    finally:
        lab.heal(2)
    return processes, outputs


def test_a_partition_longer_than_the_wait_ends_the_table_naming_the_cut_off_seat(lab: Lab, tmp_path: Path) -> None:
    """The wait for a peer that went away is 5 s, the deadlines after it 3 s (grace 2 s): the two
    connected peers sign that the cut-off peer withheld what it owed and void the hand, and (their
    players chose so) end the session; the cut-off peer, alone, gives up when its own wait runs out.
    Every process ends."""
    processes, outputs = cut_past_the_wait(lab, tmp_path, 1, "--absent", "end")
    assert [p.returncode for p in processes[:2]] == [1, 1], "\n=====\n".join(outputs)
    assert processes[2].returncode != 0, outputs[2]
    for output in outputs[:2]:
        assert "table stopped" in output and "withheld" in output, output


def test_past_the_wait_the_others_go_on_with_a_bot_in_the_cut_off_seat(lab: Lab, tmp_path: Path) -> None:
    """The same cut, but the players go on: the hand is void naming the cut-off seat, the host (the
    usual choice) runs a bot in that seat at a next table of the session that carries the scores, and
    the two connected peers play the remaining hands with identical, verified files."""
    processes, outputs = cut_past_the_wait(lab, tmp_path, 2)
    assert [p.returncode for p in processes[:2]] == [0, 0], "\n=====\n".join(outputs)
    assert processes[2].returncode != 0, outputs[2]
    tables = {line for output in outputs[:2] for line in output.splitlines() if line.startswith("session over")}
    assert len(tables) == 1 and "2 hand(s)" in tables.pop(), outputs[:2]
    assert identical_next_tables(tmp_path, 2)


def test_a_player_who_leaves_mid_hand_is_replaced_by_a_bot_when_the_others_go_on(lab: Lab, tmp_path: Path) -> None:
    """Peer 2's player leaves in the middle of the first hand (a signed abort, as the Leave button sends):
    the others go on with a bot in its seat and play the session's two hands."""
    leave_and_go_on(lab, tmp_path, 2, "--leave-at", "4")


def test_a_player_who_leaves_between_hands_is_replaced_without_being_waited_for(lab: Lab, tmp_path: Path) -> None:
    """Peer 2's player leaves after the first hand: its abort is for the second, which the others stop on
    (void, nobody named); they go on with a bot and play the session's last two hands."""
    leave_and_go_on(lab, tmp_path, 3, "--leave-after-hand", "0")


def leave_and_go_on(lab: Lab, tmp_path: Path, hands: int, *leave: str) -> None:
    """The others are asked at once and go on: with the default wait for a peer that went away (300 s)
    the session could not end within ``LIMIT`` had they waited for it. Their files are identical and
    verify, and the hand it left is void, stopped by its words."""
    assert LIMIT < 300
    processes = start_session(lab, tmp_path, hands, own={2: list(leave)})
    outputs = finish(processes, LIMIT)
    assert [p.returncode for p in processes[:2]] == [0, 0], "\n=====\n".join(outputs)
    assert "error: left the table" in outputs[2], outputs[2]
    tables = {line for output in outputs[:2] for line in output.splitlines() if line.startswith("session over")}
    assert len(tables) == 1 and "2 hand(s)" in tables.pop(), outputs[:2]
    assert identical_next_tables(tmp_path, 2, left=True)


def identical_next_tables(base: Path, hands: int, left: bool = False) -> bool:
    """The two connected peers wrote the same files for the void hand and for each hand of the next table,
    which continues the first, has a bot in seat 2 and verifies as a session."""
    files = [sorted(p.name for p in (base / f"h{i}").glob("*.tusac")) for i in range(2)]
    if files[0] != files[1]:
        return False
    for name in files[0]:
        if (base / "h0" / name).read_bytes() != (base / "h1" / name).read_bytes():
            return False
    sessions = [base / "h0" / name for name in files[0] if name.endswith("-session.tusac")]
    configs = [verify_session(path)[0] for path in sessions]
    later = next(c for c in configs if c.continues is not None)
    first = next(c for c in configs if c.continues is None)
    first_hands = sorted((base / "h0").glob(f"{first.table_id.hex()}-hand*.tusac"))
    void = read_history(first_hands[-1].read_bytes())  # the first table's last hand
    absent = void.verdict.seat
    if left:  # nobody is named: the player who left says so in its signed abort
        said = re.match(r"stopped by seat (\d): left the table", void.verdict.reason)
        if said is None:
            return False
        absent = int(said.group(1))
    assert later.continues is not None and later.continues.previous == table_digest(void.transcript.table_wire)
    kept = [seat for seat in range(4) if first.peers[seat] == seat and seat != absent]
    return (
        not void.verdict.ok
        and later.bots[absent] == "strong"
        and all(later.seat_keys[seat] == first.seat_keys[seat] for seat in kept)
        and len(list((base / "h0").glob(f"{later.table_id.hex()}-hand*.tusac"))) == hands
    )


def test_a_hand_at_20_percent_packet_loss_reports_no_live_peer_silent(lab: Lab, tmp_path: Path) -> None:
    for peer in range(PEERS):
        lab.lose(peer, 0.2)
    outputs = finish(start_session(lab, tmp_path, 1), LIMIT)
    assert all("session over: 1 hand(s)" in output for output in outputs), "\n=====\n".join(outputs)
    assert identical_verified_histories(tmp_path, PEERS, 1)
    _, links = read_marks(tmp_path, PEERS)
    assert not [event for event in links if not event[1]], f"false silence at 20 % loss: {links}"
