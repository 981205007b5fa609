"""Real `tusac peer` processes on 127.0.0.1 against the cheating peer of tests/hostile_peer.py, for what
one peer's word can do (issue 26, points 2 and 3): a withholder that drops its links now and then, and,
at a table of two peers, statements that the other peer withheld what it did not owe yet.

Every test: each honest process ends on its own without a traceback, the honest peers' files are
byte-identical and ``verify_history`` gives their verdict.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_peer import FLICKER_DOWN, FLICKER_UP
from tests.test_hostile_peers import Process, Table, agreed_verdict, seat_of

PROTOCOL, MOVE, GRACE = 10.0, 6.0, 3.0
DEADLINES = f"{PROTOCOL:g},{MOVE:g},{GRACE:g}"
REJOIN_WAIT = 8.0
STALL_BOUND = REJOIN_WAIT + MOVE + GRACE
"""The longest a withholder may hold a hand up once its move is owed: the rejoin wait (its absences,
added up) plus the deadline and the grace (the time it is present)."""
ROOM = 12.0
"""Room for a loaded machine: the honest peers start waiting only when their hands get there, a link
takes a moment to count as away and to come back."""


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    table = Table(tmp_path)
    table.deadlines = DEADLINES
    table.extra = ["--rejoin-wait", f"{REJOIN_WAIT:g}"]
    yield table
    table.close()


def test_a_withholder_that_drops_its_links_now_and_then_is_named_within_the_bound(table: Table) -> None:
    host, address = table.host(hands=2)
    guest = table.peer("Guest", "--join", address)
    mallory = table.hostile(address, "withhold-flicker")
    seat = seat_of(mallory)
    attacked, _ = mallory.first("ATTACK withhold-flicker withholds", limit=90)
    mallory.first("ATTACK withhold-flicker drops its links", limit=FLICKER_UP + ROOM)
    stalls = []
    for process in (host, guest):
        try:
            named, line = process.first("stopped: ", limit=STALL_BOUND + ROOM)
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n--- Mallory:\n{mallory.output()}") from None
        stalls.append(named - attacked)
        assert "withheld its move" in line, line
    drops = sum("drops its links" in line for _, line in mallory.lines)
    print(f"STALL {max(stalls):.1f} s (bound {STALL_BOUND:g} s + room): Mallory dropped its links {drops} times,")
    print(f"  {FLICKER_DOWN:g} s each after {FLICKER_UP:g} s up; move deadline {MOVE:g} s, grace {GRACE:g} s")
    assert max(stalls) < STALL_BOUND + ROOM, stalls
    table.wait([host, guest])
    ok, named_seat, reason = agreed_verdict(table, [host, guest])
    assert not ok and named_seat == seat and "withheld its move" in reason, reason


def _alone(table: Table, host_name: str = "Host") -> tuple[bool, int, str]:
    """The verdict of the host's stopped hand (the session may go on at a next table with a bot)."""
    from tusac_lan.table.history import read_history, verify_history

    stopped = []
    for path in sorted((table.tmp / f"h-{host_name}").glob("*hand*.tusac")):
        history = verify_history(path.read_bytes())[0]
        assert read_history(path.read_bytes()).verdict == history.verdict
        if not history.verdict.ok:
            stopped.append(history.verdict)
    assert len(stopped) == 1, stopped
    return stopped[0].ok, stopped[0].seat, stopped[0].reason


def _only_words(host: Process, mallory: int) -> bool:
    """The host stopped, and only ever on one peer's word: Mallory's about it, or its own about Mallory."""
    stops = [line for _, line in host.lines if "stopped: " in line and "hand 0: " not in line]
    words = (f"seat {mallory} alone signed that seat 0 withheld", f"seat 0 alone signed that seat {mallory} withheld")
    return bool(stops) and all(any(word in line for word in words) for line in stops)


def test_at_a_table_of_two_a_statement_about_a_message_not_owed_yet_names_nobody(table: Table) -> None:
    host, address = table.host(players=2)
    mallory = table.hostile(address, "withheld-next")
    seat = seat_of(mallory)
    mallory.first("ATTACK withheld-next", limit=90)
    table.wait([host])
    # The host never takes the word against itself: the hand stops on Mallory's word (its abort with its
    # statement), or on the host's that Mallory went quiet, and either names nobody.
    assert _only_words(host, seat), host.output()
    ok, named, reason = _alone(table)
    assert not ok and named == -1 and "alone signed that seat" in reason, reason


def test_a_peer_with_deadlines_shorter_than_the_tables_cannot_hurry_a_slow_player(table: Table) -> None:
    command = ["-m", "tests.slow_human", "peer", "--host", "127.0.0.1:0", "--players", "2", "--hands", "1"]
    command += ["--play", "human", "--name", "Host", "--timeout", "40", "--deadlines", "10,10,2"]
    command += ["--identity", str(table.tmp / "id-Host"), "--history-dir", str(table.tmp / "h-Host"), *table.extra]
    host = table.start("Host", command)
    _, line = host.first("hosting on 127.0.0.1:")
    mallory = table.hostile(line.split()[2], "tiny-deadlines")
    seat = seat_of(mallory)
    host.first("deadlines: 10 s a message, 10 s a move, then 2 s grace", limit=60)
    mallory.first("ATTACK tiny-deadlines", limit=60)
    table.wait([host])
    assert _only_words(host, seat), host.output()
    assert any("withheld" in line for _, line in mallory.lines), mallory.output()  # it did sign, too early
    ok, named, reason = _alone(table)
    assert not ok and named == -1, reason


def test_a_moved_notice_for_a_table_with_another_stake_moves_nobody(table: Table) -> None:
    host, address = table.host(players=2, hands=3)
    mallory = table.hostile(address, "forged-moved-stake")
    seat = seat_of(mallory)
    mallory.first("ATTACK forged-moved-stake", limit=90)
    table.wait([host])
    assert "the session went on without this player" not in host.output(), host.output()
    assert "went on elsewhere was dropped: its table has other rules" in host.output(), host.output()
    ok, named, reason = _alone(table)
    assert not ok and named == -1 and f"stopped by seat {seat}: the table moved on" in reason, reason


def test_a_player_whose_go_the_host_keeps_back_starts_with_a_relayed_one(table: Table) -> None:
    command = ["-m", "tests.hostile_peer", "--host", "127.0.0.1:0", "--players", "3", "--attack", "keep-go"]
    command += ["--identity", str(table.tmp / "id-Mallory"), "--history-dir", str(table.tmp / "h-Mallory")]
    command += ["--timeout", "40", "--deadlines", DEADLINES, *table.extra]
    mallory = table.start("Mallory", command)
    _, line = mallory.first("hosting on 127.0.0.1:")
    address = line.split()[2]
    first = table.peer("First", "--join", address)
    first.first("welcomed to seat", limit=60)
    second = table.peer("Second", "--join", address)
    mallory.first("ATTACK keep-go keeps back the GO", limit=90)
    table.wait([first, second])
    for process in (first, second):
        assert process.popen.returncode == 0, process.output()
        assert not any("stopped: " in line for _, line in process.lines), process.output()
    ok, named, reason = agreed_verdict(table, [first, second])
    assert ok and named == -1, reason


def test_a_player_is_warned_before_its_ready_when_the_tables_deadlines_are_shorter_than_its_own() -> None:
    from dataclasses import replace

    from tests.test_next_table import first_table
    from tusac_lan.peer.join import _shorter_waits
    from tusac_lan.peer.options import PeerOptions
    from tusac_lan.table.config import Waits

    config = first_table()[0].config
    player = PeerOptions(identity_dir=Path("."))  # the defaults: 30 s a message, 120 s a move
    assert _shorter_waits(config, player) is None
    warning = _shorter_waits(replace(config, waits=Waits.of(2, 2, 1, 300)), player)
    assert warning is not None and "2 s for a move" in warning.text and "less than your 120 s" in warning.text
