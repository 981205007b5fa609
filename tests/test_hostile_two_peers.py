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
from tests.test_hostile_peers import Table, agreed_verdict, seat_of

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
