"""Issue 24 point 2: two peers of four lost at once. The two still there void the hand among themselves
(a lost-at-once void: ``tusac_lan.table.lost``), each on its own clock and its own links' view of who is
gone, with identical files that ``history verify`` checks; two colluders claiming that two connected
honest peers are gone void nothing at the honest peers and name nobody there."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from protocol.messages import Message, decode
from tests.table_harness import Hub, make_table
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.peer.rejoin import replay_journal
from tusac_lan.table import reasons
from tusac_lan.table.deadlines import MOVE_OWED, owed_by
from tusac_lan.table.events import HandStopped, TableEvent
from tusac_lan.table.evidence import UNPROVEN
from tusac_lan.table.history import verify_history
from tusac_lan.table.lost import check_lost, is_lost_form
from tusac_lan.table.node import GRACE, MOVE_DEADLINE, LocalSeat, ReplayError, TableNode
from tusac_lan.terminal.cli import main

HERE = [0, 1]
LOST = [2, 3]


def _type(nodes: list[TableNode], wire: bytes) -> str:
    config = nodes[0].config
    return decode(wire, config.table_id, list(config.seat_keys), TUSAC_SHAPE).type


def lose_at_once(hub: Hub, nodes: list[TableNode], lost: list[int]) -> None:
    """From the first move of any seat on, the peers ``lost`` send nothing and get nothing (killed)."""
    gone = [False]

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if not gone[0] and _type(nodes, wire) == "action":
            gone[0] = True
        if gone[0] and (origin in lost or target in lost):
            return None
        return wire

    hub.tamper = tamper


def rebuilt_host(host: TableNode, drawn: list[bytes], journal: list[list[Any]]) -> TableNode:
    """A new node of the host's seat, its entropy the host's, that replays ``journal`` (as after a crash)."""
    chance = list(drawn)
    node = TableNode(
        host.config,
        {0: LocalSeat(host.seats[0].identity, GreedyBot())},
        lambda wire: None,
        transcript=host.transcript,
        entropy=lambda size: chance.pop(0),
    )
    replay_journal(node, journal)
    return node


def play_on(
    hub: Hub, nodes: list[TableNode], here: list[int], gone: frozenset[int], rounds: int = 16, apart: bool = False
) -> None:
    """The peers ``here`` tick past every deadline, seeing ``gone`` as given up on; past the stop, they give
    up waiting for the seeds of the absent as the session loop does. ``apart``: each peer's messages are
    delivered before the next one ticks (so the last to tick has the others' statements before its own)."""
    now = 1.0
    for _ in range(rounds):
        hub.run()
        if all(nodes[i].records for i in here):
            return
        for i in here:
            nodes[i].tick(now, gone=gone)
        hub.run()
        now += MOVE_DEADLINE + GRACE + 1
        for i in here:
            nodes[i].tick(now, gone=gone)
            if apart:
                hub.run()
            run = nodes[i].run
            if run is not None and run.stopped is not None and run.stopped.kind != UNPROVEN:
                nodes[i].give_up()
        hub.run()


def test_the_two_peers_still_there_void_the_hand_among_themselves_with_one_verified_file(tmp_path: Path) -> None:
    hub, nodes = make_table()
    lose_at_once(hub, nodes, LOST)
    for node in nodes:
        node.start()
    play_on(hub, nodes, HERE, frozenset(LOST))
    for i in HERE:
        assert nodes[i].records, f"peer {i} never settled the hand: {nodes[i].log[-5:]}"
        verdict = nodes[i].records[-1].verdict
        assert not verdict.ok and verdict.seat == -1, verdict
        assert verdict.reason.startswith("seats [2, 3] stopped answering at once ("), verdict
        assert "); signed by seats [0, 1], every peer still there (" in verdict.reason, verdict
        assert nodes[i].lost_seats == (2, 3)
        assert nodes[i].records[-1].result is None, "a void hand pays nothing"
    files = {nodes[i].records[-1].history for i in HERE}
    assert len(files) == 1, "the peers still there wrote different files"
    data = files.pop()
    history, _ = verify_history(data)
    assert history.verdict.seat == -1 and history.signers == HERE
    statements = [
        decode(w, history.config.table_id, list(history.config.seat_keys), TUSAC_SHAPE) for w in history.evidence
    ]
    assert {m.type for m in statements} == {"lost"} and {m.seat for m in statements} == set(HERE)
    assert all(m.payload[3] == LOST for m in statements), "each statement says which seats were absent"
    path = tmp_path / "lost.tusac"
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    assert main(["history", "verify", str(path)], out=out, err=err) == 5, (out.getvalue(), err.getvalue())
    text = out.getvalue()
    assert "audit verdict: void: seats 2 (player2), 3 (player3) stopped answering: " in text, text
    assert "cheating found" not in text


def test_without_the_peers_own_view_of_who_is_gone_nothing_is_voided() -> None:
    """The links of the peers still there have not given up on the absent (within the rejoin wait): they
    sign what is owed but void nothing, and name nobody."""
    hub, nodes = make_table()
    lose_at_once(hub, nodes, LOST)
    for node in nodes:
        node.start()
    play_on(hub, nodes, HERE, frozenset(), rounds=6)
    for i in HERE:
        assert not nodes[i].records and nodes[i].lost_seats == ()
        run = nodes[i].run
        assert run is not None and run.stopped is None


def _stops(events: list[TableEvent]) -> list[HandStopped]:
    return [e for e in events if isinstance(e, HandStopped)]


def test_two_colluders_cannot_void_the_hand_against_two_connected_honest_peers() -> None:
    """Seats 0 (the host) and 1 collude: they pretend that nothing of seats 2 and 3 reaches them, sign by
    their clocks that what 2 and 3 owe never came, call 2 and 3 gone and void the hand among themselves,
    and the honest peers get their statements. The honest peers, whose clocks and links say otherwise,
    void nothing and name neither of themselves."""
    colluders, honest = [0, 1], [2, 3]
    heard: dict[int, list[TableEvent]] = {i: [] for i in range(4)}
    hub, nodes = make_table(listeners=[heard[i].append for i in range(4)])
    deaf = [False]

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if not deaf[0] and _type(nodes, wire) == "action":
            deaf[0] = True
        return None if deaf[0] and origin in honest and target in colluders else wire

    hub.tamper = tamper
    for node in nodes:
        node.start()
    now = 1.0
    for _ in range(10):
        hub.run()
        for i in colluders:
            nodes[i].tick(now, gone=frozenset(honest))
        for i in honest:
            nodes[i].tick(1.0, gone=frozenset())  # their clocks: nothing is overdue
        hub.run()
        now += MOVE_DEADLINE + GRACE + 1
    assert nodes[0].lost_seats == (2, 3) and nodes[1].lost_seats == (2, 3), "the colluders never mounted it"
    sent: list[Message] = []
    for i in honest:
        assert nodes[i].lost_seats == ()
        run = nodes[i].run
        assert run is not None
        for stop in _stops(heard[i]):
            assert stop.seat not in honest, stop
        assert run.stopped is None or run.stopped.seat not in honest, run.stopped
        assert run.stopped is None or "stopped answering at once" not in run.stopped.reason, run.stopped
        sent.extend(m for m in nodes[i].inbox.accepted.values() if m.type == "withheld" and m.seat in honest)
    assert not sent, "an honest peer signed that another connected honest peer withheld a message"


def test_verify_refuses_a_lost_void_whose_signers_are_among_the_absent_or_too_few() -> None:
    hub, nodes = make_table()
    lose_at_once(hub, nodes, LOST)
    for node in nodes:
        node.start()
    play_on(hub, nodes, HERE, frozenset(LOST))
    history, _ = verify_history(nodes[0].records[-1].history)
    config = history.config
    statements = [decode(w, config.table_id, list(config.seat_keys), TUSAC_SHAPE) for w in history.evidence]
    assert is_lost_form(statements)
    owes = {int(m.payload[0]): str(m.payload[2]) for m in statements}
    assert check_lost(config.peers, config.host_seat, statements, owes.get).absent == (2, 3)
    one_signer = [m for m in statements if m.seat == 0]
    for forged in (one_signer, list(reversed(statements))):
        try:
            check_lost(config.peers, config.host_seat, forged, owes.get)
        except ValueError:
            continue
        raise AssertionError(f"accepted {forged}")
    try:
        check_lost(config.peers, config.host_seat, statements, lambda seat: None)
    except ValueError as exc:
        assert "does not owe" in str(exc)
    else:
        raise AssertionError("accepted statements about seats that owed nothing")
    assert reasons.LOST_AT_ONCE.startswith("seats {absent} stopped answering at once")


def test_a_late_message_the_host_signed_withheld_does_not_keep_it_from_the_void_the_other_settled() -> None:
    """A race seen with real processes: the last message of an absent seat reaches the host only, and only
    after the host signed that it never came (the host holds it back). The host must not show the other
    peer a message it signed withheld instead of taking that peer's statement: both settle the same void,
    with one file."""
    hub, nodes = make_table()
    config = nodes[0].config
    gone = [False]
    late: dict[int, bytes] = {}
    """The first message of each absent seat that never came."""

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if not gone[0] and _type(nodes, wire) == "action":
            gone[0] = True
        if gone[0] and (origin in LOST or target in LOST):
            if origin in LOST:
                late.setdefault(origin, wire)
            return None
        return wire

    hub.tamper = tamper
    for node in nodes:
        node.start()
    held: list[tuple[int, int]] = []

    def deliver_late() -> None:
        for wire in late.values():
            shown = decode(wire, config.table_id, list(config.seat_keys), TUSAC_SHAPE)
            if not held and (shown.seat, shown.seq) in nodes[0].watch.owed.committed:
                held.append((shown.seat, shown.seq))
                nodes[0].receive(wire)  # to the host alone, once it signed that it never came

    now = 1.0
    for _ in range(16):
        hub.run()
        if all(nodes[i].records for i in HERE):
            break
        for step in range(2):
            for i in HERE:
                nodes[i].tick(now, gone=frozenset(LOST))
                if step:
                    run = nodes[i].run
                    if run is not None and run.stopped is not None and run.stopped.kind != UNPROVEN:
                        nodes[i].give_up()
                if i == 0:
                    deliver_late()
            hub.run()
            now += MOVE_DEADLINE + GRACE + 1
    assert held, "the race was not made: the host never signed the absent seat's next message withheld"
    for i in HERE:
        assert nodes[i].records, f"peer {i} never settled the hand: {nodes[i].log[-5:]}"
        verdict = nodes[i].records[-1].verdict
        assert verdict.reason.startswith("seats [2, 3] stopped answering at once ("), verdict
    files = {nodes[i].records[-1].history for i in HERE}
    assert len(files) == 1, "the peers still there wrote different files"


def answer_then_lose(hub: Hub, nodes: list[TableNode]) -> list[bool]:
    """Seats 2 and 3 are lost at once right after seat 3 answered a card that seats 1, 2 and 3 must answer,
    before seat 2's answer reached the host: seat 3's answer reaches both peers still there, no more of
    theirs does. The flag returned says whether that happened."""
    cut = [False]
    kept: list[bytes] = []

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        run = nodes[0].run
        if not cut[0] and origin == 3 and run is not None and _type(nodes, wire) == "action":
            if all(owed_by(run, seat) == MOVE_OWED for seat in (1, 2, 3)):
                cut[0] = True
                kept.append(wire)
        if cut[0] and (origin in LOST or target in LOST) and wire is not kept[0]:
            return None
        return wire

    hub.tamper = tamper
    return cut


def test_an_absent_seat_that_answered_the_card_before_it_was_lost_is_kept_in_the_file() -> None:
    """A race seen with real processes under load: a card is up for every other seat to answer; of the two
    seats about to be lost, one (seat 3) answers and its answer reaches the peers still there, the other
    (seat 2) never does. The peers still there void the hand naming seat 2 only (seat 3 owes nothing by
    their own clocks). Of an answer round cut short a file normally keeps no answer (which had arrived
    differs from peer to peer), but then seat 3 would owe its answer where the file's replay stops and no
    statement says it withheld it: the file did not verify ("an absent seat the hand waited for has no
    statement"). The answers of an absent seat that owes nothing by every signer's clock are kept."""
    for _ in range(10):
        hub, nodes = make_table()
        cut = answer_then_lose(hub, nodes)
        for node in nodes:
            node.start()
        play_on(hub, nodes, HERE, frozenset(LOST))
        if cut[0]:
            break
    assert cut[0], "no card was up for seats 1, 2 and 3 at once in ten deals"
    for i in HERE:
        assert nodes[i].records, f"peer {i} never settled the hand: {nodes[i].log[-5:]}"
        verdict = nodes[i].records[-1].verdict
        assert verdict.reason.startswith("seats [2, 3] stopped answering at once (seat 2 withheld"), verdict
    files = {nodes[i].records[-1].history for i in HERE}
    assert len(files) == 1, "the peers still there wrote different files"
    history, _ = verify_history(files.pop())
    assert history.verdict.reason.startswith("seats [2, 3] stopped answering at once"), history.verdict
    assert history.signers == HERE


def lose_with_lan_late(hub: Hub, nodes: list[TableNode]) -> list[bytes]:
    """Seats 2 and 3 lost at once from the first move on; from then on, what seat 1 (Lan) sends the host is
    kept back in the list returned, for the test to deliver late."""
    late: list[bytes] = []
    gone = [False]

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if not gone[0] and _type(nodes, wire) == "action":
            gone[0] = True
        if gone[0] and (origin in LOST or target in LOST):
            return None
        if gone[0] and origin == 1 and target == 0 and late[:1] != [b""]:
            late.append(wire)
            return None
        return wire

    hub.tamper = tamper
    return late


def test_a_message_the_host_held_back_from_the_peer_still_there_is_taken_once_the_others_are_gone() -> None:
    """A race seen with real processes under load: Lan, still there, is late (it waited for a message of a
    lost peer that only the host had got); the host's clock signs that Lan's next message never came, then
    it comes. The host holds it back by its own word until another peer shows it, but the only others are
    gone: held back for good, the host waited for Lan forever while Lan settled the void without it. Once
    every other peer is gone the host takes it (``held_alone``, as the session loop does), and both settle
    the same void."""
    made = False
    for _ in range(10):
        hub, nodes = make_table()
        late = lose_with_lan_late(hub, nodes)
        for node in nodes:
            node.start()
        now = 1.0
        gone = frozenset(LOST)
        stopped_before: set[int] = set()
        for _ in range(24):
            hub.run()
            if all(nodes[i].records for i in HERE):
                break
            for i in HERE:
                nodes[i].release(nodes[i].held_alone(gone))  # as the session loop does before each tick
                nodes[i].tick(now, gone=gone)
            if not made and any(seat == 1 for seat, _ in nodes[0].watch.owed.committed):
                made = True  # the host signed that Lan's next message never came: now it comes
                wires, late[:] = list(late), [b""]
                for wire in wires:
                    nodes[0].receive(wire)
            hub.run()
            now += MOVE_DEADLINE + GRACE + 1
            for i in HERE:
                # Past a stop, a peer gives up waiting for the seeds of the absent a round later (the session
                # loop: once nothing more comes).
                run = nodes[i].run
                if run is not None and run.stopped is not None and run.stopped.kind != UNPROVEN:
                    if i in stopped_before:
                        nodes[i].give_up()
                    stopped_before.add(i)
        if made:
            break
    assert made, "the race was not made: the host never signed that a message of Lan never came"
    for i in HERE:
        assert nodes[i].records, f"peer {i} never settled the hand: {nodes[i].log[-5:]}"
        verdict = nodes[i].records[-1].verdict
        assert verdict.reason.startswith("seats [2, 3] stopped answering at once ("), verdict
    files = {nodes[i].records[-1].history for i in HERE}
    assert len(files) == 1, "the peers still there wrote different files"
    history, _ = verify_history(files.pop())
    assert history.signers == HERE


def test_a_replay_of_the_journal_takes_the_held_message_at_the_same_place() -> None:
    """The session loop journals a release (``["release", ...]``) before it makes it: a replay of the host's
    journal takes Lan's held message at the same place and reaches the same state; without the record it
    would keep holding it back and not reach the messages the host signed after."""
    for _ in range(10):
        hub, nodes = make_table()
        late = lose_with_lan_late(hub, nodes)
        host = nodes[0]
        entries: list[list[Any]] = []
        drawn: list[bytes] = []
        entropy, send, receive = host._entropy, host._send_wire, host.receive

        def draw(size: int, entropy: Callable[[int], bytes] = entropy, drawn: list[bytes] = drawn) -> bytes:
            drawn.append(entropy(size))
            return drawn[-1]

        def sent(wire: bytes, send: Callable[[bytes], None] = send, entries: list[list[Any]] = entries) -> None:
            entries.append(["out", wire])
            send(wire)

        def arrived(
            wire: bytes, source: int = -1, receive: Callable[..., None] = receive, entries: list[list[Any]] = entries
        ) -> None:
            entries.append(["in", source, wire])
            receive(wire, source)

        host._entropy, host._send_wire = draw, sent
        host.receive = arrived  # type: ignore[method-assign]
        for node in nodes:
            node.start()
        now, gone, made, released = 1.0, frozenset(LOST), False, -1
        for _ in range(24):
            hub.run()
            if released >= 0:
                break
            for i in HERE:
                held = nodes[i].held_alone(gone)
                if held and i == 0:
                    entries.append(["release", [list(key) for key in held]])
                nodes[i].release(held)
                if held and i == 0:
                    released = len(entries)
                    state = (host.inbox.expected[1], host.next_seq(0), len(host.run.hash_chain) if host.run else 0)
                nodes[i].tick(now, gone=gone)
            if not made and any(seat == 1 for seat, _ in host.watch.owed.committed):
                made = True
                wires, late[:] = list(late), [b""]
                for wire in wires:
                    host.receive(wire, 1)
            hub.run()
            now += MOVE_DEADLINE + GRACE + 1
        if released >= 0:
            break
    assert released >= 0, "the race was not made: the host never released a message of Lan"

    def rebuilt(journal: list[list[Any]]) -> TableNode:
        return rebuilt_host(host, drawn, journal)

    again = rebuilt(entries[:released])
    assert again.run is not None
    assert (again.inbox.expected[1], again.next_seq(0), len(again.run.hash_chain)) == state
    try:
        without = rebuilt([e for e in entries[:released] if e[0] != "release"])
    except ReplayError:
        return  # it did not reach what the host signed after it took the message
    assert without.inbox.expected[1] < state[0], "without the record the replay took the held message anyway"


def journaled(host: TableNode) -> tuple[list[list[Any]], list[bytes]]:
    """What the session loop would journal of ``host`` from now on (messages in and out, the links' view of
    who is gone, a lost-at-once void as it is made), and the entropy it drew."""
    entries: list[list[Any]] = []
    drawn: list[bytes] = []
    entropy, send, receive, tick = host._entropy, host._send_wire, host.receive, host.tick

    def draw(size: int) -> bytes:
        drawn.append(entropy(size))
        return drawn[-1]

    def sent(wire: bytes) -> None:
        entries.append(["out", wire])
        send(wire)

    def arrived(wire: bytes, source: int = -1) -> None:
        entries.append(["in", source, wire])
        receive(wire, source)

    def ticked(now: float, away: Any = frozenset(), overdue: Any = frozenset(), gone: Any = None) -> None:
        if gone is not None and gone != host.gone:
            entries.append(["gone", sorted(gone)])
        tick(now, away, overdue, gone)

    host.on_lost = lambda gone: entries.append(["lost", sorted(gone)])
    host._entropy, host._send_wire = draw, sent
    host.receive = arrived  # type: ignore[method-assign]
    host.tick = ticked  # type: ignore[method-assign]
    return entries, drawn


def test_a_replay_of_the_journal_remakes_the_lost_at_once_void_at_its_place() -> None:
    """Issue 24: a peer among the signers of a lost-at-once void that crashed and replayed its journal came
    back to the hand before the void (its links' view of who was gone is not replayed) and ended it as a
    peer coming back does. The session loop journals the void (``["lost", gone]``) as it is made, before
    anything it signs; a replay remakes it there, and reaches the same stop."""
    hub, nodes = make_table()
    lose_at_once(hub, nodes, LOST)
    host = nodes[0]
    entries, drawn = journaled(host)
    for node in nodes:
        node.start()
    play_on(hub, nodes, list(reversed(HERE)), frozenset(LOST), apart=True)  # the host voids it on its clock
    assert host.lost_seats == (2, 3) and host.records
    stop = len(entries) - 1
    stopped = host.records[-1].verdict.reason

    def rebuilt(journal: list[list[Any]]) -> TableNode:
        return rebuilt_host(host, drawn, journal)

    again = rebuilt(entries)
    assert again.run is not None and again.run.stopped is not None
    assert again.lost_seats == (2, 3) and stopped.startswith(again.run.stopped.reason[:40]), again.run.stopped
    # Killed anywhere around the void, even between its entry and what it signed: the journal replays.
    lost_at = next(index for index, entry in enumerate(entries) if entry[0] == "lost")
    assert entries[lost_at + 1][0] == "out", "what the void signs comes after its entry"
    for cut in range(lost_at - 2, lost_at + 4):
        rebuilt(entries[:cut])
    with pytest.raises(ReplayError, match="the replay did not reach message"):
        rebuilt([entry for entry in entries[: stop + 1] if entry[0] not in ("gone", "lost")])  # as before
