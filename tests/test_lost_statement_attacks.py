"""Attacks on the ``lost`` statements of a lost-at-once void (issue 24, commit d977d27): each signer signs
``lost`` statements ([seat, seq, what, [absent seats]]) on its own links' view and its own clock
(``lost.lost_plan``), and a void is settled, or filed, only on every signer's statements naming the same
absent seats (``lost.lost_void``, ``lost.check_lost``). In process (tests/table_harness.py): the hub's
``tamper`` plays the network, and the identities every node holds let a test sign what a modified client
would.

Tests marked ``xfail(strict=True)`` are attacks that WORK: each asserts the defence and fails until it
holds. The others pin defences that held."""

from __future__ import annotations

from typing import Any

import msgpack
import pytest

from protocol.messages import Message
from tests.table_harness import Hub, forge, make_table
from tests.test_lost_at_once import _type, journaled, rebuilt_host
from tests.test_lost_end_attacks import _decode, _sign
from tusac_lan.table.history import (
    HistoryError,
    body_digest,
    file_messages,
    read_history,
    replay_history,
    session_digest,
    unpack_record,
    verify_history,
)
from tusac_lan.table.node import GRACE, MOVE_DEADLINE, ReplayError, TableNode

STEP = MOVE_DEADLINE + GRACE + 1
ABSENT = frozenset({2, 3})


def blip(hub: Hub, nodes: list[TableNode]) -> tuple[list[bool], list[tuple[int, bytes]]]:
    """From the first move on, seats 2 and 3 are out of reach (their links hold what they carry, sent once
    they are back: ``wake``) until the flag returned is set; they do not tick meanwhile (asleep)."""
    out, back = [False], [False]
    stash: list[tuple[int, bytes]] = []

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if not out[0] and _type(nodes, wire) == "action":
            out[0] = True
        if out[0] and not back[0] and (origin in ABSENT or target in ABSENT):
            stash.append((target, wire))
            return None
        return wire

    hub.tamper = tamper
    return back, stash


def wake(hub: Hub, nodes: list[TableNode], back: list[bool], stash: list[tuple[int, bytes]], now: float) -> None:
    """Seats 2 and 3 are back: what their links held goes through, and every peer plays on to the end."""
    release(nodes, back, stash)
    play_to_the_end(hub, nodes, now, 0.5, 40)


def release(nodes: list[TableNode], back: list[bool], stash: list[tuple[int, bytes]]) -> None:
    """Seats 2 and 3 are back: what their links held goes through."""
    back[0] = True
    while stash:
        target, wire = stash.pop(0)
        nodes[target].receive(wire)


def play_to_the_end(hub: Hub, nodes: list[TableNode], now: float, step: float, rounds: int) -> None:
    """Every peer, none gone, ticks ``step`` seconds a round until each has its record, ``rounds`` at most."""
    for _ in range(rounds):
        hub.run()
        if all(node.records for node in nodes):
            return
        for node in nodes:
            node.tick(now, gone=frozenset())
        hub.run()
        now += step


def planned(hub: Hub, nodes: list[TableNode], honest: int) -> float:
    """Every peer starts; peer ``honest`` alone ticks, seeing seats 2 and 3 gone, until it signed its ``lost``
    statements. Returns its clock."""
    for node in nodes:
        node.start()
    now = 1.0
    for _ in range(6):
        hub.run()
        nodes[honest].tick(now, gone=ABSENT)
        hub.run()
        now += STEP
    assert [plan.absent for plan in nodes[honest].watch.lost_plans] == [(2, 3)], nodes[honest].log[-3:]
    return now


def signed_alone(honest: int) -> tuple[Hub, list[TableNode], list[bool], list[tuple[int, bytes]], float]:
    """Seats 2 and 3 drop out at a move past the rejoin wait; peer ``honest`` signs its ``lost`` statements
    and the other of peers 0 and 1 does not (its links never give them up, or it keeps its own back)."""
    hub, nodes = make_table()
    back, stash = blip(hub, nodes)
    return hub, nodes, back, stash, planned(hub, nodes, honest)


@pytest.mark.parametrize("to_one", [False, True], ids=["to-all", "to-the-signer-only-ahead"])
@pytest.mark.parametrize("hostile", [1, 0], ids=["peer-1", "host"])
def test_a_co_signer_that_ignores_the_others_lost_statements_gets_nobody_named(hostile: int, to_one: bool) -> None:
    """Seats 2 and 3 are out of reach past the rejoin wait (a fault); both signers sign their ``lost``
    statements and the honest one settles the void on the hostile one's, which drops the honest one's
    (or gets them later than the grace) and plays on with seats 2 and 3 once they are back. Before, seats 2
    and 3 then signed with it that the honest signer, stopped, withheld its move, and it was named. Now a
    peer holding a whole void signs nothing withheld about a signer that stopped on it: the honest signer
    files the void and is named nowhere; the others stall (the hostile peer could always stall the hand).
    ``to_one``: the hostile peer sends its statements to the honest signer only, numbered far ahead of its
    order (so that nobody else asks for them); the signer shows them as it settles."""
    honest = 1 - hostile
    hub, nodes = make_table()
    back, stash = blip(hub, nodes)
    blipped = hub.tamper
    assert blipped is not None

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        passed = blipped(origin, target, wire)
        if passed is not None and origin == honest and target == hostile and _type(nodes, wire) == "lost":
            return None
        return passed

    hub.tamper = tamper
    for node in nodes:
        node.start()
    now = 1.0
    for _ in range(8):
        hub.run()
        nodes[honest].tick(now, gone=ABSENT)
        nodes[hostile].tick(now, gone=frozenset() if to_one else ABSENT)
        hub.run()
        plans = nodes[honest].watch.lost_plans
        if to_one and plans and not nodes[honest].lost_seats:
            for i, key in enumerate(plans[0].keys):
                nodes[honest].receive(forge(nodes[hostile], hostile, "lost", [*key, [2, 3]], ahead=100 + i))
            hub.run()
        if nodes[honest].lost_seats:
            break
        now += STEP
    assert nodes[honest].lost_seats == (2, 3) and not nodes[hostile].lost_seats
    release(nodes, back, stash)
    for round_ in range(80):  # five seconds a tick: past every deadline of the hand
        play_to_the_end(hub, nodes, now, 5.0, 1)
        now += 5.0
        if round_ >= 40 and nodes[honest].run is not None and not nodes[honest].records:
            nodes[honest].give_up()  # the session loop gives the seeds and records it waits for up
    assert nodes[honest].records, nodes[honest].log[-3:]
    history, _ = verify_history(nodes[honest].records[-1].history)
    assert history.verdict.seat == -1 and "stopped answering at once" in history.verdict.reason
    for i in (hostile, 2, 3):
        for record in nodes[i].records:
            assert record.verdict.seat != honest, (i, record.verdict)
    for i in (2, 3):
        said = [m for m in nodes[i].inbox.accepted.values() if m.seat == i and m.type == "withheld"]
        assert all(nodes[i].config.peers[m.payload[0]] != honest for m in said), said


@pytest.mark.parametrize("hostile", [1, 0], ids=["peer-1", "host"])
def test_a_co_signer_that_went_on_and_sends_its_lost_statements_late_is_still_named_for_withholding(
    hostile: int,
) -> None:
    """Seats 2 and 3 are out of reach past the rejoin wait; the honest signer signs its ``lost`` statements,
    the hostile one keeps its own back, and the hand goes on once they are back. Later in the hand the
    hostile peer sends its statements (the void whole at every peer, about a move long taken) and falls
    silent: it went on past that move itself, so nobody counts it as stopped on the void, and every honest
    peer names it for what it withholds."""
    honest = 1 - hostile
    hub, nodes = make_table()
    back, stash = blip(hub, nodes)
    blipped = hub.tamper
    assert blipped is not None
    silent = [False]

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if silent[0] and origin == hostile and _type(nodes, wire) != "lost":
            return None
        return blipped(origin, target, wire)

    hub.tamper = tamper
    now = planned(hub, nodes, honest)
    keys = nodes[honest].watch.lost_plans[0].keys
    bad = nodes[hostile]
    send = bad._send

    def late(seat: int, type_: str, payload: Any, hand: int | None = None) -> Message:
        if not silent[0] and all((s, q) in nodes[honest].inbox.accepted for s, q, _ in keys):
            for key in keys:  # the honest signer went on: the hostile one's own statements, late, then silence
                send(hostile, "lost", [*key, [2, 3]])
            silent[0] = True
        return send(seat, type_, payload, hand)

    bad._send = late  # type: ignore[method-assign]
    nodes[honest].tick(now, gone=ABSENT)
    release(nodes, back, stash)
    play_to_the_end(hub, nodes, now, 5.0, 6)  # past the hold: the honest signer goes on, and the hand with it
    assert silent[0], "the hostile peer never had another message to send"
    now += 30.0
    honest_peers = [i for i in range(4) if i != hostile]
    for round_ in range(60):
        for i in honest_peers:
            nodes[i].tick(now, gone=frozenset())
        hub.run()
        now += 5.0
        for i in honest_peers:
            run = nodes[i].run
            if round_ >= 30 and run is not None and run.stopped is not None:
                nodes[i].give_up()
        if all(nodes[i].records for i in honest_peers):
            break
    for i in honest_peers:
        assert nodes[i].records, (i, nodes[i].log[-3:])
        assert nodes[i].records[-1].verdict.seat == hostile, (i, nodes[i].records[-1].verdict)


def signed_lost_then_back(honest: int) -> tuple[Hub, list[TableNode], list[Message], list[bytes], float]:
    """Seats 2 and 3 drop out at a move past the rejoin wait; peer ``honest`` (0 or 1) signs its ``lost``
    statements on its own links and clock; the other of peers 0 and 1 (a colluder) has a clock that never
    signs (it keeps its own ``lost`` statements to itself). Returns the honest peer's statements and the
    messages of the hand as it stood when it signed them (what a file cut there holds), and the clock."""
    hub, nodes, back, stash, now = signed_alone(honest)
    run = nodes[honest].run
    assert run is not None and run.verdict is None, "the void waits for the colluder's statements"
    said = nodes[1 - honest].watch.lost_statements
    statements = [said[key][honest] for key in sorted(said)]
    assert statements and all(m.seat == honest and m.payload[3] == [2, 3] for m in statements)
    at_signing = [m.wire for m in file_messages(run)]
    wake(hub, nodes, back, stash, now)
    return hub, nodes, statements, at_signing, now


def cut_void(nodes: list[TableNode], data: bytes, messages: list[bytes], evidence: list[bytes], by: int) -> bytes:
    """The hand file ``data`` cut back to ``messages`` with ``evidence`` as its stop, its hash chain and verdict
    those its replay gives, signed by the record of ``by`` alone (a forger's file)."""
    record: list[Any] = list(unpack_record(data))
    record[7], record[8], record[9], record[10] = messages, evidence, [], [True, -1, ""]
    run = replay_history(read_history(msgpack.packb(record, use_bin_type=True)))
    assert run.verdict is not None
    record[9], record[10] = list(run.hash_chain), list(run.verdict.to_canonical())
    digest = body_digest(record[:11])
    chained = session_digest(record[6], digest)
    record[11] = [_sign(nodes, by, record[4], 90_000 + by, "record", [digest, chained])]
    packed: bytes = msgpack.packb(record, use_bin_type=True)
    return packed


# --- forged files --------------------------------------------------------------------------------------


@pytest.mark.xfail(
    strict=True,
    raises=pytest.fail.Exception,
    reason=(
        "a `lost` statement is not final: an honest signer that signed one (its links gave seats 2 and 3 up"
        " past the rejoin wait) goes on with the hand when they come back and the void never completed"
        " (TableNode._lost_at_once settles only while `still_owed`; an exhibit of the other signer releases"
        " its withheld commitment, node.py _on_exhibit). The other signer (host or not) kept its own `lost`"
        " statements back; once the hand ends with a result it does not like, it cuts the file back to where"
        " the honest peer signed and files a lost-at-once void naming nobody with its own record: the file"
        " verifies (history._check_lost/lost.check_lost cannot see that the hand went on), while every honest"
        " file of that hand says the result stands"
    ),
)
@pytest.mark.parametrize("colluder", [0, 1], ids=["host", "not-host"])
def test_a_lost_statement_signed_before_the_absent_came_back_cannot_be_filed_as_a_void(colluder: int) -> None:
    honest = 1 - colluder
    _, nodes, statements, at_signing, _ = signed_lost_then_back(honest)
    assert all(node.records for node in nodes), [node.log[-2:] for node in nodes]
    files = {node.records[-1].history for node in nodes if node.seats.keys() != {colluder}}
    assert len(files) == 1, "the honest peers wrote one file"
    data = files.pop()
    history, _ = verify_history(data)
    assert history.verdict.ok and not history.evidence, history.verdict  # played to its end: the result stands
    own = [_sign(nodes, colluder, m.hand, 80_000 + i, "lost", m.payload) for i, m in enumerate(statements)]
    evidence = [w for pair in zip(own, (m.wire for m in statements), strict=True) for w in pair]
    if colluder == 1:
        evidence = [w for pair in zip((m.wire for m in statements), own, strict=True) for w in pair]
    forged = cut_void(nodes, data, at_signing, evidence, colluder)
    try:
        forged_history, _ = verify_history(forged)
    except HistoryError:
        return
    pytest.fail(f"a void filed over a hand that went on verifies: {forged_history.verdict}")


def test_a_file_mixing_lost_and_withheld_statements_or_two_absent_sets_does_not_verify() -> None:
    """The same cut file with the honest peer's ``withheld`` statement in place of one ``lost`` statement, or
    with the colluder's statement naming other absent seats, or with the honest statement alone, is
    refused (only the genuine pair above gets through)."""
    _, nodes, statements, at_signing, _ = signed_lost_then_back(0)
    data = nodes[0].records[-1].history
    honest = statements[0]
    own = _sign(nodes, 1, honest.hand, 80_000, "lost", honest.payload)
    as_withheld = _sign(nodes, 0, honest.hand, 80_001, "withheld", honest.payload[:3])
    other_set = _sign(nodes, 1, honest.hand, 80_002, "lost", [*honest.payload[:3], [2]])
    for evidence in ([as_withheld, own], [honest.wire, other_set], [honest.wire], [own]):
        with pytest.raises(HistoryError):
            cut_void(nodes, data, at_signing, evidence, 1)


def test_a_void_the_host_settled_binds_peer_1_when_the_absent_come_back_before_the_hosts_statements() -> None:
    """The border race: the host settles on peer 1's ``lost`` statements; its own are still on their way to
    peer 1 when seats 2 and 3 come back, and seat 3 shows peer 1 seat 2's move. Peer 1 took it and went on
    (the statements then came about a hand that had moved), the others signed that the host, stopped,
    withheld its move, and the honest host was named with a file of its own that did not verify. Now peer 1,
    bound by its own ``lost`` statements, holds an absent peer's showing for a grace: the host's statements
    come, and both signers file the one void, naming nobody."""
    hub, nodes = make_table()
    back, stash = blip(hub, nodes)
    blipped = hub.tamper
    assert blipped is not None
    late: list[bytes] = []

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        passed = blipped(origin, target, wire)
        if (
            passed is not None
            and not back[0]
            and origin == 0
            and target == 1
            and (late or _type(nodes, wire) == "lost")
        ):
            late.append(wire)  # the host's statements (and what follows them) are slow to reach peer 1
            return None
        return passed

    hub.tamper = tamper
    for node in nodes:
        node.start()
    now = 1.0
    for _ in range(6):
        hub.run()
        for i in (0, 1):
            nodes[i].tick(now, gone=ABSENT)
        hub.run()
        if nodes[0].lost_seats:
            break  # they come back in the moment the host settles
        now += STEP
    assert nodes[0].lost_seats == (2, 3) and late, nodes[0].log[-3:]
    assert not nodes[1].lost_seats
    release(nodes, back, stash)
    hub.run()
    peer = nodes[1]
    assert peer.watch.lost_shown, "seat 3 showed peer 1 what its lost statements say is owed"
    assert peer.run is not None and peer.run.stopped is None and not peer.lost_seats
    for wire in late:
        peer.receive(wire)
    for round_ in range(20):  # past a wait, the signers give the absent seats' seeds up, as the session loop does
        play_to_the_end(hub, nodes, now, STEP, 1)
        now += STEP
        for node in (nodes[0], peer):
            if round_ >= 3 and node.run is not None and node.run.stopped is not None and not node.records:
                node.give_up()
    assert peer.lost_seats == (2, 3)
    signers = [nodes[0], peer]
    assert all(node.records for node in signers), [node.log[-2:] for node in signers]
    files = {node.records[-1].history for node in signers}
    assert len(files) == 1, "the two signers filed the hand two ways"
    history, _ = verify_history(files.pop())
    assert history.verdict.seat == -1 and "stopped answering at once" in history.verdict.reason, history.verdict
    for node in nodes:
        assert all(record.verdict.seat != 0 for record in node.records), node.records[-1].verdict
        assert not any("withheld" in line and "seat 0" in line for line in node.log), node.log[-3:]


def test_a_co_signers_showing_of_what_a_lost_statement_says_is_owed_is_taken_at_once() -> None:
    """Peer 1 signed its ``lost`` statements, the host did not (its links kept seats 2 and 3): when they are
    back, the host takes the owed message and shows it to peer 1, which takes it from the host at once (the
    host went on) and plays on; nobody is named and nothing is voided."""
    hub, nodes, back, stash, now = signed_alone(1)
    owed = nodes[1].watch.lost_plans[0].keys
    release(nodes, back, stash)
    hub.run()
    assert all((seat, seq) in nodes[1].inbox.accepted for seat, seq, _ in owed), nodes[1].log[-3:]
    assert not nodes[1].watch.lost_shown
    play_to_the_end(hub, nodes, now, 0.5, 40)
    assert all(node.records for node in nodes), [node.log[-2:] for node in nodes]
    assert all(node.records[-1].verdict.ok and not node.lost_seats for node in nodes)
    assert len({node.records[-1].history for node in nodes}) == 1


def test_an_absent_peers_showing_held_by_a_lost_statement_is_taken_after_a_grace_and_replays() -> None:
    """The host signed its ``lost`` statements and peer 1 keeps its own back, and what it could show (a
    colluder): the absent peers' showings of the owed messages are held for the grace, then taken (told to
    the journal first), and the hand plays to its end. A replay of the host's journal takes them at the
    same place."""
    hub, nodes = make_table()
    back, stash = blip(hub, nodes)
    nodes[1]._exhibit = lambda message: None  # type: ignore[method-assign]
    host = nodes[0]
    entries, drawn = journaled(host)
    host.on_release = lambda held: entries.append(["release", [list(key) for key in held]])
    now = planned(hub, nodes, 0)
    host.tick(now, gone=ABSENT)  # the host's clock reads ``now`` when they come back
    hub.run()
    release(nodes, back, stash)
    hub.run()
    held = sorted(host.watch.lost_shown)
    assert held and host.run is not None and host.run.stopped is None
    host.tick(now + GRACE * 0.9, gone=frozenset())
    hub.run()
    assert sorted(host.watch.lost_shown) == held, "taken before the grace was over"
    host.tick(now + GRACE, gone=frozenset())
    assert not host.watch.lost_shown and ["release", [list(key) for key in held]] in entries
    taken = len(entries)
    state = (host.inbox.expected[2], host.inbox.expected[3], host.next_seq(0))
    play_to_the_end(hub, nodes, now + GRACE, 0.5, 40)
    assert all(node.records for node in nodes), [node.log[-2:] for node in nodes]
    assert all(node.records[-1].verdict.ok and not node.lost_seats for node in nodes)
    again = rebuilt_host(host, drawn, entries[:taken])
    assert (again.inbox.expected[2], again.inbox.expected[3], again.next_seq(0)) == state
    with pytest.raises(ReplayError, match="the replay did not reach message"):
        rebuilt_host(host, drawn, [entry for entry in entries if entry[0] != "release"])


# --- the live table --------------------------------------------------------------------------------------


def host_planned() -> tuple[Hub, list[TableNode]]:
    """Seats 2 and 3 are out of reach from the first move on; the host signs its ``lost`` statements, and
    peer 1 (a colluder) never does: the host waits for peer 1's."""
    hub, nodes = make_table()
    blip(hub, nodes)
    planned(hub, nodes, 0)
    return hub, nodes


def test_the_host_settles_no_void_on_a_colluders_lost_statements_naming_other_absent_seats() -> None:
    """The host's void needs peer 1's ``lost`` statement on each absent seat it waits for, naming seats 2 and 3
    absent. Peer 1 sends ones that name the owing seat alone absent, about another number, about another
    message, about the other absent seat, or on one of two owing seats only: the host settles nothing. Then
    the genuine ones: it settles."""
    hub, nodes = host_planned()
    host = nodes[0]
    plan = host.watch.lost_plans[0]
    tries: list[list[Any]] = []
    for seat, seq, what in plan.keys:
        other = 5 - seat  # the other absent seat
        tries += [[seat, seq, what, [seat]], [seat, seq + 1, what, [2, 3]], [seat, seq, "x", [2, 3]]]
        if (other, seq, what) not in plan.keys:
            tries.append([other, seq, what, [2, 3]])
    if len(plan.keys) > 1:
        tries.append([*plan.keys[0], [2, 3]])  # one owing seat's statement, not the other's
    for payload in tries:
        host.receive(forge(nodes[1], 1, "lost", payload))
        hub.run()
        host.tick(100.0, gone=ABSENT)
        assert host.run is not None and host.run.stopped is None and not host.lost_seats, payload
    for key in plan.keys:
        host.receive(forge(nodes[1], 1, "lost", [*key, [2, 3]]))
    assert host.run is not None and host.run.stopped is not None and host.lost_seats == (2, 3)


@pytest.mark.parametrize(
    ("signer", "payload"),
    [
        (1, [2, 0, "its move", [3, 2]]),  # absent seats unsorted
        (1, [2, 0, "its move", [2, 2, 3]]),  # twice
        (1, [2, 0, "its move", [1, 2, 3]]),  # the signer among the absent
        (1, [1, 0, "its move", [1, 2]]),  # about the signer's own seat
        (1, [2, 0, "its move", [3]]),  # the seat said lost is not among the absent
        (1, [2, 0, "its move", []]),  # no absent seat at all
    ],
)
def test_a_malformed_lost_statement_is_refused_plainly_and_kept_nowhere(signer: int, payload: list[Any]) -> None:
    hub, nodes = host_planned()
    host = nodes[0]
    plan = host.watch.lost_plans[0]
    key = plan.keys[0]
    before = dict(host.watch.lost_statements)
    payload = [payload[0], key[1], key[2], payload[3]]
    host.receive(forge(nodes[signer], signer, "lost", payload))
    hub.run()
    assert host.watch.lost_statements == before, "a malformed statement is kept"
    assert any("lost" in line for line in host.log[-3:]), host.log[-3:]
    assert host.run is not None and host.run.stopped is None and not host.lost_seats


def test_a_flood_of_lost_statements_on_many_numbers_and_absent_sets_is_cut_off_and_bounded() -> None:
    """A colluder signs ``lost`` statements by the thousand, each on another number and absent set: the host
    cuts it off as flooding, keeps a bounded number of them and settles nothing on them."""
    hub, nodes = host_planned()
    host = nodes[0]
    sets = [[2], [3], [2, 3], [0, 2], [0, 3], [0, 2, 3]]
    for i in range(4000):
        absent = sets[i % len(sets)]
        host.receive(forge(nodes[1], 1, "lost", [absent[-1], 10_000 + i, "its move", absent]))
    hub.run()
    assert 1 in host.cut, host.log[-3:]
    assert sum(len(said) for said in host.watch.lost_statements.values()) <= 2_100
    assert host.run is not None and host.run.stopped is None and not host.lost_seats


# --- crash and replay ------------------------------------------------------------------------------------


def test_a_replay_of_a_journal_whose_lost_statements_never_settled_goes_on_at_the_same_numbers() -> None:
    """The host signs its ``lost`` statements (journaled ``["lost", ...]`` first); peer 1 never does; seats 2
    and 3 come back and the hand is played to its end. A replay of the host's journal, whole or cut anywhere
    around the void's entry, remakes the same statements under the same numbers and reaches the same end."""
    hub, nodes = make_table()
    back, stash = blip(hub, nodes)
    host = nodes[0]
    entries, drawn = journaled(host)
    now = planned(hub, nodes, 0)
    assert not host.lost_seats
    lost_at = next(index for index, entry in enumerate(entries) if entry[0] == "lost")
    assert entries[lost_at + 1][0] == "out" and _decode(nodes, entries[lost_at + 1][1]).type == "lost"
    wake(hub, nodes, back, stash, now)
    assert all(node.records for node in nodes), [node.log[-2:] for node in nodes]
    assert host.records[-1].verdict.ok and not host.lost_seats
    again = rebuilt_host(host, drawn, entries)
    assert again.next_seq(0) == host.next_seq(0)
    assert again.watch.lost_plans == host.watch.lost_plans
    assert again.records and again.records[-1].history == host.records[-1].history
    for cut in range(lost_at - 2, lost_at + 4):
        rebuilt_host(host, drawn, entries[:cut])
