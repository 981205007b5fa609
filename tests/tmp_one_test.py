"""ae756ef attack: seats 2 and 3 are out past the rejoin wait (a genuine fault). The honest signer Q signs its
`lost` statements; the hostile co-signer H sends its own `lost` statements to Q ONLY (never to seats 2 and 3),
and drops Q's to itself. Q settles the void and stops (opens its seed). When 2 and 3 are back, H goes on with
them. At 2 and 3 the void is not whole (H's statements never came), so _stopped_signers spares nobody: 2, 3
and H sign that Q withheld its next move, and the honest Q is named.

variant "natural": H's statements carry its next numbers (2 and 3 see a gap in H's order and ask for it);
variant "ahead": H signs them 100 numbers ahead of its order (taken early by Q as table-level messages; no
gap at 2 and 3 for the rest of the hand)."""

from __future__ import annotations

import pytest

from tests.table_harness import forge, make_table
from tests.test_lost_at_once import _type
from tests.test_lost_statement_attacks import ABSENT, STEP, blip, play_to_the_end, release


def staged(hostile: int, variant: str):
    honest = 1 - hostile
    hub, nodes = make_table()
    back, stash = blip(hub, nodes)
    blipped = hub.tamper

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        kind = _type(nodes, wire)
        if origin == honest and target == hostile and kind == "lost":
            return None  # H keeps Q's statements from itself
        if origin == hostile and target in ABSENT and kind == "lost":
            return None  # H's statements go to Q only
        return blipped(origin, target, wire)

    hub.tamper = tamper
    for node in nodes:
        node.start()
    now = 1.0
    sent = False
    for _ in range(10):
        hub.run()
        nodes[honest].tick(now, gone=ABSENT)
        nodes[hostile].tick(now, gone=ABSENT if variant == "natural" else frozenset())
        hub.run()
        plans = nodes[honest].watch.lost_plans
        if variant == "ahead" and plans and not sent:
            sent = True
            for i, key in enumerate(plans[0].keys):
                nodes[honest].receive(forge(nodes[hostile], hostile, "lost", [*key, [2, 3]], ahead=100 + i))
            hub.run()
        if nodes[honest].lost_seats:
            break
        now += STEP
    assert nodes[honest].lost_seats == (2, 3) and not nodes[hostile].lost_seats, nodes[honest].log[-3:]
    release(nodes, back, stash)
    for round_ in range(80):
        play_to_the_end(hub, nodes, now, 5.0, 1)
        now += 5.0
        if round_ >= 40:
            for node in nodes:
                if node.run is not None and not node.records:
                    node.give_up()
    return nodes, honest


@pytest.mark.parametrize("variant", ["natural", "ahead"])
@pytest.mark.parametrize("hostile", [1, 0], ids=["hostile-peer-1", "hostile-host"])
def test_honest_signer_not_named(hostile: int, variant: str) -> None:
    nodes, honest = staged(hostile, variant)
    for i, node in enumerate(nodes):
        withheld = [m.payload for m in node.inbox.accepted.values() if m.seat == i and m.type == "withheld"]
        print(i, [(r.verdict.seat, r.verdict.reason[:110]) for r in node.records], "withheld", withheld,
              "stopped", sorted(node._stopped_signers(node.run)) if node.run else None, node.log[-2:])
    for i in (hostile, 2, 3):
        for record in nodes[i].records:
            assert record.verdict.seat != honest, (i, record.verdict)


@pytest.mark.parametrize("rep", range(4))
@pytest.mark.parametrize("hostile", [1, 0], ids=["hostile-peer-1", "hostile-host"])
def test_repeat_ahead_files_two_ways(hostile: int, rep: int) -> None:
    from tusac_lan.table.history import verify_history

    nodes, honest = staged(hostile, "ahead")
    mine = verify_history(nodes[honest].records[-1].history)[0].verdict
    theirs = {i: verify_history(nodes[i].records[-1].history)[0].verdict for i in (2, 3) if nodes[i].records}
    print("Q files", mine, "| 2,3 file", theirs)
    assert all(v.seat != honest for v in theirs.values()), theirs


@pytest.mark.parametrize("hostile", [1, 0], ids=["hostile-peer-1", "hostile-host"])
def test_fix_sketch_exhibit_the_void_on_settling(hostile: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Suggested fix, monkeypatched: a signer that settles a void exhibits its co-signers' statements."""
    from tusac_lan.table.node import TableNode

    settle = TableNode._settle_lost

    def settle_and_show(self, run, lost):
        for m in lost.evidence:
            if m.seat not in self.seats:
                self._exhibit(m)
        settle(self, run, lost)

    monkeypatch.setattr(TableNode, "_settle_lost", settle_and_show)
    nodes, honest = staged(hostile, "ahead")
    for i in (hostile, 2, 3):
        for record in nodes[i].records:
            assert record.verdict.seat != honest, (i, record.verdict)
    print([(i, [r.verdict.seat for r in n.records]) for i, n in enumerate(nodes)])
