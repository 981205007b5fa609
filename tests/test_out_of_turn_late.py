"""A move signed for a turn that waited for another seat is out of turn whenever it comes: a peer that meets
it after that turn was played (the seat on turn moved first, as the seat on turn itself nearly always does)
names its signer for the same reason as a peer that met it in time, so their files agree. Before, the late
peer called it "a move for a turn already played", the others "out of turn", and the files differed (seen
with a real cheating process at a Tiến lên table of four: tests/test_hostile_tienlen_four.py)."""

from __future__ import annotations

import os
from pathlib import Path

from protocol.identity import Identity
from protocol.messages import decode, encode
from tests.table_harness import Hub, transcript_for
from tusac_lan.games import GAMES
from tusac_lan.games.tienlen.engine import PASS, Phase
from tusac_lan.table import reasons
from tusac_lan.table.config import TableConfig
from tusac_lan.table.history import verify_history
from tusac_lan.table.node import LocalSeat, TableNode

TIENLEN = GAMES["tienlen"]
SEATS = 3
CHEAT = 2


def tienlen_table(history: Path) -> tuple[Hub, list[TableNode], TableConfig]:
    identities = [Identity.generate(f"player{i}") for i in range(SEATS)]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=TIENLEN.default_rules(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("good",) * SEATS,
        host_seat=0,
        peers=tuple(range(SEATS)),
        game=TIENLEN,
    )
    hub = Hub()
    transcript = transcript_for(config, identities, [(seat,) for seat in range(SEATS)], 1)
    hub.nodes = [
        TableNode(
            config,
            {seat: LocalSeat(identities[seat], TIENLEN.make_bot("good"))},
            hub.sender(seat),
            transcript=transcript,
            history_dir=history / f"peer{seat}",
        )
        for seat in range(SEATS)
    ]
    return hub, hub.nodes, config


def test_a_pass_on_another_seats_turn_is_out_of_turn_also_for_the_peer_that_meets_it_late(tmp_path: Path) -> None:
    hub, nodes, config = tienlen_table(tmp_path)
    for node in nodes:
        node.start()
    watcher = nodes[0]
    # Play on, a message at a time, until a turn in play waits for a seat other than the cheat's.
    while True:
        assert hub.queue, "the hand ended before a turn waited for another seat"
        hub.run(limit=hub.delivered + 1)
        run = watcher.run
        if run is not None and run.dealt and run.state.phase == Phase.PLAY and run.state.current != CHEAT:
            break
    turn, on_turn, basis = run.state.turn, run.state.current, run.hash_chain[-1]
    cheat = nodes[CHEAT]
    assert cheat.run is not None
    seq = cheat._seq_out[CHEAT]
    cheat._seq_out[CHEAT] = seq + 1
    payload = [turn, TIENLEN.move_to_wire(PASS), [], basis]
    identity = cheat.seats[CHEAT].identity
    wire = encode(identity, config.table_id, cheat.run.hand_no, CHEAT, seq, "action", payload, config.shape).wire
    cheat._queue(decode(wire, config.table_id, list(config.seat_keys), config.shape))
    # Every peer but the one on turn gets it now; that one only once it has played its turn.
    hub.tamper = lambda origin, to, data: None if data == wire and to == on_turn else data
    hub.queue.append((CHEAT, wire))
    late = nodes[on_turn]
    while late.run is not None and late.run.state.turn <= turn and hub.queue:
        hub.run(limit=hub.delivered + 1)
    assert late.run is not None and late.run.state.turn > turn, "the seat on turn never moved"
    late.receive(wire)
    hub.tamper = None
    hub.run()
    for node in nodes:
        assert node.run is not None and node.run.verdict is not None
        verdict = node.run.verdict
        assert (verdict.ok, verdict.seat, verdict.reason) == (False, CHEAT, reasons.OUT_OF_TURN), verdict
    files = [sorted((tmp_path / f"peer{seat}").glob("*hand*.tusac")) for seat in range(SEATS) if seat != CHEAT]
    assert all(len(found) == 1 for found in files), files
    blobs = {found[0].read_bytes() for found in files}
    assert len(blobs) == 1, "the honest peers wrote different files"
    history, _ = verify_history(blobs.pop())
    assert (history.verdict.seat, history.verdict.reason) == (CHEAT, reasons.OUT_OF_TURN)
