"""Issue 22 point 2: the terminal peer's end-of-hand line says what ``history verify`` says of the hand: a hand
a player stopped answering in is void (a fault), one stopped on a word nobody proved is void with no fault
proven, and only a proof every peer checks fails the audit."""

from __future__ import annotations

import io

from tusac_lan.table import reasons
from tusac_lan.table.events import HandEnded, HandStarted, HandStopped
from tusac_lan.table.verdict import Verdict
from tusac_lan.terminal.peer_front import TerminalFront

NAMES = ("An", "Binh", "Chi", "Dung")


def ended_line(stop: HandStopped | None, verdict: Verdict) -> str:
    out = io.StringIO()
    front = TerminalFront(out, io.StringIO())
    front.listener(HandStarted(0, NAMES, -1))
    if stop is not None:
        front.listener(stop)
    front.listener(HandEnded(0, None, verdict, (0, 0, 0, 0), None))
    return next(line for line in out.getvalue().splitlines() if line.startswith("hand 0:"))


def test_a_hand_a_player_stopped_answering_in_is_void_not_a_failed_audit() -> None:
    reason = "withheld its move (seats [2] never opened their seeds)"
    stop = HandStopped(2, "withheld its move", True, withheld=True)
    line = ended_line(stop, Verdict(False, 2, reason))
    assert line == f"hand 0: stopped; audit void: a player stopped answering: {reason}"


def test_a_hand_played_out_and_void_because_seeds_never_came_is_void_not_a_failed_audit() -> None:
    lost = reasons.LOST_AT_ONCE.format(absent=[1, 2], owed="seat 1 withheld its seed", signers=[0, 3])
    for reason in (reasons.VOID_SEED.format(seat=2), reasons.VOID_LOST.format(lost=lost)):
        line = ended_line(None, Verdict(False, -1, reason))
        assert line == f"hand 0: stopped; audit void: a player stopped answering: {reason}"


def test_a_hand_stopped_on_one_peers_word_is_void_with_no_fault_proven() -> None:
    reason = "stopped by seat 0: withheld its move (what it shows breaks nothing)"
    stop = HandStopped(-1, reason, False, by=0, said="withheld its move")
    assert ended_line(stop, Verdict(False, -1, reason)) == f"hand 0: stopped; audit void, no fault proven: {reason}"


def test_a_proof_of_cheating_fails_the_audit() -> None:
    reason = "signed a state hash for turn 3 that the moves do not give"
    stop = HandStopped(1, reason, True)
    assert ended_line(stop, Verdict(False, 1, reason)) == f"hand 0: stopped; audit FAILED: {reason}"
    assert ended_line(None, Verdict(False, 1, reason)) == f"hand 0: stopped; audit FAILED: {reason}"


def test_the_next_hand_forgets_the_last_stop() -> None:
    out = io.StringIO()
    front = TerminalFront(out, io.StringIO())
    front.listener(HandStarted(0, NAMES, -1))
    front.listener(HandStopped(2, "withheld its move", True, withheld=True))
    front.listener(HandEnded(0, None, Verdict(False, 2, "withheld its move"), (0, 0, 0, 0), None))
    front.listener(HandStarted(1, NAMES, -1))
    front.listener(HandEnded(1, None, Verdict(False, 3, "a key that does not match"), (0, 0, 0, 0), None))
    assert "hand 1: stopped; audit FAILED: a key that does not match" in out.getvalue()
