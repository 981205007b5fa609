"""Write tests/data/journal_0bb4fad/: the journal of a peer killed mid-hand, made by the code at commit
0bb4fad (before the table played over the game interface), and what that code's node had reached
(expected.json), for tests/test_old_journal.py; with the journals of the three other peers, killed at
the same moment, so that the whole table can be brought back. Run it with the old code on the path:

    git worktree add --detach /tmp/base0 0bb4fad
    PYTHONPATH=/tmp/base0 .venv/bin/python scripts/make_old_journal.py tests/data/journal_0bb4fad

Four peers of one seat each in one process, each journaled as the session runner does (entropy drawn
through the journal, every arrival and every own message recorded) into seat<N>/journal; seat 1 is a
player, the others greedy bots. The header keeps every seat's private key (a real peer keeps its
player's own key in its identity directory) so that each file stands alone. The "kill" is stopping
after the player's sixth move, while it has a move to make."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from protocol.identity import Identity
from tests.table_harness import Hub, transcript_for
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.table.config import TableConfig
from tusac_lan.table.journal import HOST, JOIN, Journal, JournalHeader, LocalSeatKey
from tusac_lan.table.node import LocalSeat, TableNode

PLAYER = 1
MOVES = 6


def sender(journal: Journal, send: Callable[[bytes], None]) -> Callable[[bytes], None]:
    def journaled(wire: bytes) -> None:
        journal.signed(wire)
        send(wire)

    return journaled


def receiver(journal: Journal, receive: Callable[[bytes, int], None]) -> Callable[..., None]:
    def journaled(wire: bytes, source: int = -1) -> None:
        journal.arrived(source, wire)
        receive(wire, source)

    return journaled


def main(out: Path) -> None:
    identities = [Identity.generate(f"player{i}") for i in range(4)]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=RuleSet(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("greedy", "", "greedy", "greedy"),
        host_seat=0,
    )
    transcript = transcript_for(config, identities, [(seat,) for seat in range(4)], 1)
    hub = Hub()
    journals: list[Journal] = []
    nodes: list[TableNode] = []
    for seat in range(4):
        play = "human" if seat == PLAYER else "greedy"
        raw = identities[seat].private_key.private_bytes_raw()
        header = JournalHeader(JOIN if seat else HOST, "127.0.0.1:41000", identities[seat].public_key,
                               transcript.table_wire, transcript.go_wire, seat, bytes(32), bytes(32),
                               (LocalSeatKey(seat, play, raw),))  # fmt: skip
        directory = out / f"seat{seat}"
        if (directory / "journal").exists():
            (directory / "journal").unlink()
        journal = Journal.create(directory, header)
        node = TableNode(
            config,
            {seat: LocalSeat(identities[seat], None if seat == PLAYER else GreedyBot())},
            sender(journal, hub.sender(seat)),
            transcript=transcript,
            entropy=journal.entropy,
        )
        node.receive = receiver(journal, node.receive)  # type: ignore[method-assign]
        journals.append(journal)
        nodes.append(node)
    hub.nodes = nodes
    player = nodes[PLAYER]
    for node in nodes:
        node.start()
    hub.run()
    for _ in range(MOVES):
        decision = player.pending_decisions[0]
        player.submit(decision.seat, decision.legal[0])
        hub.run()
    for journal in journals:
        journal.close()
    run = player.run
    if run is None or run.state is None or not player.pending_decisions or player.records:
        raise SystemExit("the hand ended before the kill: run again")
    code = Path(sys.modules["tusac_lan"].__file__ or ".").parent.parent
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, cwd=code).stdout.strip()
    expected = {
        "made_by": commit,
        "hand": run.hand_no,
        "turn": run.state.turn,
        "chain_length": len(run.hash_chain),
        "public_hash": run.state.public_hash().hex(),
        "turn_hash": run.hash_chain[-1].hex(),
        "hash_chain": [h.hex() for h in run.hash_chain],
        "decisions": sorted([d.seat, d.turn] for d in player.pending_decisions),
        "next_seq": player.next_seq(PLAYER),
    }
    (out / "expected.json").write_text(json.dumps(expected, indent=1) + "\n", "utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
