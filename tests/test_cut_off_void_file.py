"""Issue 24, point 8: after a long cut, one void hand was written two ways by honest peers (3 signers vs 1).

Reproduced in process: seat 1 plays its move into a cut (nobody gets it, it gets nothing); the three others
wait out the deadlines, sign that its move never came, void the hand naming it and give up on its seed.
When the link returns, seat 1 holds the move they signed withheld. It showed it (too late: their hand is
over) and took their abort as proving nothing, so it filed "stopped by seat 0: withheld its move (what it
shows breaks nothing)", with its own move and its own seed in the file, signed by itself alone; theirs said
"withheld its move (seats [1] never opened their seeds)", signed by the three. The same happened with four
real processes in namespaces (tests/test_cut_off_rejoins.py, files of the first table's hand 0).

Now a peer that holds a message of its own that every other peer signed it never got settles the hand as
they do (``TableNode._concede``): its file keeps the hand up to the state the message was made on and none
of that seat's later messages but its seed, and where the others gave up on that seed and signed the file
without it, it files the hand without it too (``TableNode._adopt_conceded_seed``). Dealt several times:
where the cut falls depends on the cards.
"""

from __future__ import annotations

import pytest

from protocol.messages import decode
from tests.table_harness import Hub, grouped_table, make_table
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.history import History, HistoryError, verify_history
from tusac_lan.table.node import GRACE, MOVE_DEADLINE, TableNode

CUT = 1
"""The seat whose move goes into the cut (its peer runs that seat alone)."""
STEP = MOVE_DEADLINE + GRACE + 1


def long_cut(hub: Hub, nodes: list[TableNode]) -> tuple[History, History]:
    """Play the table with the peer of seat ``CUT`` cut off from its move on, until the others filed the
    hand; then the link returns (everything held is delivered) and every clock runs on. The others' file
    and the returning peer's, both verified."""
    config = nodes[0].config
    cut_node = next(index for index, node in enumerate(nodes) if CUT in node.seats)
    others = [index for index in range(len(nodes)) if index != cut_node]
    held: list[tuple[int, bytes]] = []
    cut = [False]

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if origin == cut_node and not cut[0]:
            cut[0] = decode(wire, config.table_id, list(config.seat_keys), TUSAC_SHAPE).type == "action"
        if cut[0] and cut_node in (origin, target):
            held.append((target, wire))  # the transport sends it again once the link is back
            return None
        return wire

    hub.tamper = tamper
    for node in nodes:
        node.start()
    now = 0.0
    for _ in range(12):
        hub.run()
        if all(nodes[i].records for i in others):
            break
        now += STEP
        for i in others:
            nodes[i].tick(now)
    assert cut[0] and all(nodes[i].records for i in others) and not nodes[cut_node].records
    theirs = {nodes[i].records[-1].history for i in others}
    assert len(theirs) == 1
    history, _ = verify_history(theirs.pop())
    assert "withheld its move" in history.verdict.reason

    hub.tamper = None  # the link returns
    for target, wire in held:
        nodes[target].receive(wire)
    for _ in range(6):
        hub.run()
        now += STEP
        for node in nodes:
            node.tick(now)
    hub.run()
    assert nodes[cut_node].records, "the returning peer never settled the hand"
    try:
        mine, _ = verify_history(nodes[cut_node].records[-1].history)
    except HistoryError as exc:
        pytest.fail(f"the returning peer's file does not verify: {exc}")
    assert mine.verdict == history.verdict, (mine.verdict, history.verdict)
    assert mine.messages == history.messages
    assert mine.body_digest == history.body_digest  # one file: the same body
    return history, mine


@pytest.mark.parametrize("deal", range(4))
def test_a_peer_whose_move_went_into_a_long_cut_files_the_void_hand_as_the_others_do(deal: int) -> None:
    history, mine = long_cut(*make_table())
    assert history.verdict.seat == CUT
    assert sorted(mine.signers) == [0, 1, 2, 3] and sorted(history.signers) == [0, 2, 3]


@pytest.mark.parametrize("deal", range(3))
def test_at_a_table_of_two_the_peer_back_from_a_long_cut_files_the_other_ones_void_too(deal: int) -> None:
    """The host (running three seats) voids the hand on its own word, naming nobody; the joiner, back,
    files that same void (before, each filed the hand its own way)."""
    history, mine = long_cut(*grouped_table([(0, 2, 3), (CUT,)]))
    assert history.verdict.seat == -1 and "its word" in history.verdict.reason, history.verdict
    assert sorted(mine.signers) == [0, CUT] and history.signers == [0]
