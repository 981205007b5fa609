"""What ``history verify`` says of a hand's verdict: "cheating found" only with a proof every peer can
check (two messages signed for one place, a key or a card that does not match its commitment, a false
state hash, an illegal move, an audit that fails); a hand made void because a player stopped answering
(the others signed that a message never came) or stopped on a word nobody proved is a fault, said so."""

from __future__ import annotations

from .evidence import UNPROVEN, WITHHELD
from .hand_run import HandRun
from .history import History
from .lost import is_lost_form


def who(history: History, seat: int) -> str:
    """``seat N (name)``: a player as the table's words name it, and by name."""
    names = history.config.names
    return f"seat {seat} ({names[seat]})" if 0 <= seat < len(names) else f"seat {seat}"


def stopped_answering(history: History, run: HandRun) -> int:
    """The seat the others signed never sent what it owed, -1 if the hand was not stopped so."""
    withheld = [m for m in run.evidence if m.type == "withheld"]
    if withheld and len(withheld) == len(run.evidence):
        return int(withheld[0].payload[0])
    if run.seed_withheld_by >= 0:
        return run.seed_withheld_by
    if run.stopped is not None and run.stopped.kind == WITHHELD:
        return run.stopped.seat
    return -1


def lost_at_once(history: History, run: HandRun) -> tuple[int, ...]:
    """The seats a lost-at-once void names absent (every seat of a peer that did not sign), or ()."""
    peers = history.config.peers
    if not is_lost_form(run.evidence):
        return ()
    signers = {m.seat for m in run.evidence}
    return tuple(seat for seat, peer in enumerate(peers) if peer not in signers)


def audit_line(history: History, run: HandRun) -> tuple[str, bool]:
    """The audit verdict line of a verified hand file, and whether it proves cheating."""
    verdict = history.verdict
    if verdict.ok:
        return f"audit verdict: ok: {verdict.reason}", False
    lost = lost_at_once(history, run)
    if lost:
        seats = ", ".join(who(history, seat).removeprefix("seat ") for seat in lost)
        return f"audit verdict: void: seats {seats} stopped answering: {verdict.reason}", False
    silent = stopped_answering(history, run)
    if silent >= 0:
        return f"audit verdict: void: {who(history, silent)} stopped answering: {verdict.reason}", False
    if run.stopped is not None and run.stopped.kind == UNPROVEN:
        return f"audit verdict: void, no fault proven: {verdict.reason}", False
    return f"audit verdict: cheating found: {verdict.reason}", True
