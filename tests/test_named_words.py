"""What a player reads names players (name and seat), never a bare number or a transport index; the
reasons kept in file bytes are left as they are, the names printed beside them."""

from __future__ import annotations

import io
from types import SimpleNamespace

from tusac_lan.peer.runner import SessionRunner
from tusac_lan.table import reasons
from tusac_lan.table.events import CutOff, HandStarted, HandStopped, SessionOver
from tusac_lan.table.seat_legend import mentioned_seats, with_names
from tusac_lan.terminal.peer_front import TerminalFront

NAMES = ("An", "Bình", "Lan", "Chi")


def test_a_reason_keeps_its_words_and_gains_the_names_of_the_seats_it_gives() -> None:
    reason = reasons.HAND_STOPPED.format(
        hand=3, reason=reasons.WITHHELD_WORD.format(signer=0, seat=2, what="its key"), seat=-1
    )
    shown = with_names(reason, NAMES)
    assert shown.startswith(reason), "the reason itself is file bytes: never reworded"
    assert shown.endswith("[An (seat 0); Lan (seat 2)]")
    assert mentioned_seats(reasons.SEEDS_NEVER_OPENED.format(missing=[1, 3]), 4) == [1, 3]
    assert with_names("the deal did not finish", NAMES) == "the deal did not finish"
    assert with_names("seat 2 withheld its move", ()) == "seat 2 withheld its move"


def test_the_terminal_names_the_players_a_stop_and_the_end_of_a_session_give() -> None:
    out = io.StringIO()
    front = TerminalFront(out, io.StringIO())
    front.listener(HandStarted(0, NAMES, 0))
    front.listener(HandStopped(2, "withheld its move", proven=False, withheld=True))
    front.listener(SessionOver(reasons.HAND_STOPPED.format(hand=0, reason="withheld its move", seat=2)))
    front.listener(CutOff(1, "flooding"))
    lines = out.getvalue().splitlines()
    assert lines[-2] == "session_over: hand 0 stopped: withheld its move (seat 2) [Lan (seat 2)]"
    assert lines[-1] == "cut off East: flooding [Bình (seat 1)]"


def test_a_silent_peer_is_told_by_its_players_name_and_seats_not_its_transport_index() -> None:
    runner = SimpleNamespace(_who=lambda peer: {1: ("Lan", (2,)), 2: ("Chi", (1, 3))}[peer])
    assert SessionRunner._player(runner, 1) == "Lan (seat 2)"  # type: ignore[arg-type]
    assert SessionRunner._player(runner, 2) == "Chi (seats 1, 3)"  # type: ignore[arg-type]


def test_a_peer_the_transport_cuts_off_is_named_by_its_player_not_its_index() -> None:
    cut: list[tuple[int, str]] = []
    runner = SimpleNamespace(
        seat_of={1: 2},
        journal=None,
        node=SimpleNamespace(cut_off=lambda seat, reason: cut.append((seat, reason))),
        _player=lambda peer: "Lan (seat 2)",
    )
    SessionRunner._misbehaved(runner, 1, "peer 1 sent 100 bad frames (malformed transport frames)")  # type: ignore[arg-type]
    assert cut == [(2, "Lan (seat 2) sent 100 bad frames (malformed transport frames)")]
