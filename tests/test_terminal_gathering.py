"""Between hands the terminal player is told whom the next hand waits for (``Gathering``), by name, leaving
out bots and the player itself; a peer of bots alone prints nothing of it."""

from __future__ import annotations

import io

from tusac_lan.peer.events import SeatedAtTable, SeatListing
from tusac_lan.table.events import Gathering
from tusac_lan.terminal.peer_front import TerminalFront

NAMES = ("Mai", "Good bot 1", "Lan", "Expert bot 3")
LISTING = SeatListing(2, NAMES, ("", "good", "", "expert"), ("",) * 4, 0, (), game="kuaho")


def nothing_typed(wait: float = 0.0) -> str | None:
    return None


def test_the_players_the_next_hand_waits_for_are_named_and_bots_and_oneself_left_out() -> None:
    out = io.StringIO()
    front = TerminalFront(out, io.StringIO(), nothing_typed, tusac=False)
    front.listener(SeatedAtTable(LISTING))
    front.listener(Gathering(1, (0, 1, 2, 3)))
    front.listener(Gathering(1, (1, 2)))
    front.listener(Gathering(1, ()))
    told = [line for line in out.getvalue().splitlines() if line.startswith("waiting for")]
    assert told == ["waiting for Mai (seat 0) to start the next hand"]


def test_a_peer_of_bots_alone_prints_nothing_of_the_gathering() -> None:
    out = io.StringIO()
    front = TerminalFront(out, io.StringIO(), None, tusac=False)
    front.listener(SeatedAtTable(LISTING))
    front.listener(Gathering(1, (0,)))
    assert "waiting for" not in out.getvalue()
