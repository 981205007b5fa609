"""The host killed in the first deal, in one process (CI: tests/test_take_seat_back.py, "the host is killed in
the deal"): the host's commitments reached Mai but not Lan, so Lan sends no nonce, and Mai signs that Lan
withheld it (its next number) a moment before Lan's own notice under that number comes. Mai holds that
message back on its own word, and the statement can never be completed: the host, the only other signer,
is gone. The hand stops for the host, and Lan's seed, behind that message, must still be taken at Mai, or
Mai settles another void than Lan (Lan named as never opening its seed at Mai alone) and every next
table is refused."""

from __future__ import annotations

from protocol.messages import decode
from tests.table_harness import Hub, grouped_table
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.evidence import UNPROVEN
from tusac_lan.table.hand_run import Step
from tusac_lan.table.node import GRACE, PROTOCOL_DEADLINE, TableNode

PAST = PROTOCOL_DEADLINE + GRACE + 0.5
"""Past a message's deadline and grace."""


def test_a_seed_behind_a_message_held_back_on_this_peers_own_word_is_taken_once_the_hand_stopped() -> None:
    hub, nodes = grouped_table([(0, 3), (1,), (2,)])
    host, mai, lan = nodes
    config = host.config

    def killed(origin: int, target: int, wire: bytes) -> bytes | None:
        """The host's commitments reach Mai alone; then the host is gone (nothing to it or from it)."""
        if origin == 0 and target == 1:
            return wire if decode(wire, config.table_id, list(config.seat_keys), TUSAC_SHAPE).type == "commit" else None
        return None if 0 in (origin, target) else wire

    hub.tamper = killed
    for node in nodes:
        node.start()
    hub.run()
    assert step_of(mai) == Step.NONCE and step_of(lan) == Step.COMMIT  # Lan lacks the host's commitments

    now = 1.0
    for node in (mai, lan):
        node.tick(now)
    hub.run()
    # Mai's clock on Lan's nonce runs out first: it signs that Lan's next message never came...
    now += PAST
    mai.tick(now)
    hub.run()
    held = (2, mai.inbox.expected[2])
    assert held in mai.watch.owed.committed
    # ... and Lan's next message, a notice asking for the host's commitments, comes just after: held back.
    lan.tick(now)
    hub.run()
    assert mai.inbox.known(*held) is not None and held not in mai.inbox.accepted
    assert step_of(lan) == Step.NONCE  # Mai showed Lan the host's commitments

    settle(hub, [mai, lan], now)
    for node in (mai, lan):
        assert node.run is not None and node.run.stopped is not None and node.run.stopped.seat == 0
        assert node.records, f"the hand never settled: {node.log[-5:]}"
    verdicts = [node.records[-1].verdict for node in (mai, lan)]
    assert verdicts[0] == verdicts[1], verdicts
    assert verdicts[0].reason == "withheld its nonce (seats [0, 3] never opened their seeds)", verdicts[0]
    # Lan's seed was taken past the message still held back.
    assert mai.run is not None and mai.run.opens[2] is not None and held not in mai.inbox.accepted
    assert mai.records[-1].history == lan.records[-1].history, "the two wrote different files of the hand"


def step_of(node: TableNode) -> Step:
    assert node.run is not None
    return node.run.step


def settle(hub: Hub, nodes: list[TableNode], now: float) -> None:
    """Both clocks past every deadline in turn, giving up as the session loop does, until both settled."""
    for _ in range(12):
        if all(node.records for node in nodes):
            return
        now += PAST
        for node in nodes:
            node.tick(now)
            hub.run()
        for node in nodes:
            run = node.run
            if run is not None and run.stopped is not None and run.stopped.kind != UNPROVEN:
                node.give_up()
            hub.run()
