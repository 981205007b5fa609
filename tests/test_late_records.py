"""Issue 24, point 8: records that never came, fetched at a later table. A hand file a peer wrote without some
peers' records (it gave up waiting at the end of a table) is completed from another player's copy: to the
very bytes of that copy, with nothing a sender forges or hands over unasked, and only for a player that sat
at that hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from protocol.carry_on import decode_records, decode_wanted, encode_records, encode_wanted, kind_of
from protocol.identity import Identity
from protocol.lobby import LobbyError
from protocol.messages import decode
from tests.table_harness import make_table
from tusac_lan.games import GAMES
from tusac_lan.peer.late_records import LIST_NAME, LateRecords, listed, remember
from tusac_lan.table.history import read_history, unpack_record, verify_history, write_history
from tusac_lan.table.late_records import records_for, unsettled, with_records
from tusac_lan.table.node import TableNode
from tusac_lan.table.session_file import hand_file_name


def played_hand() -> tuple[list[TableNode], bytes]:
    """A hand of four peers played to its end; its file, signed by all four."""
    hub, nodes = make_table()
    for node in nodes:
        node.start()
    hub.run()
    files = {node.records[-1].history for node in nodes}
    assert len(files) == 1
    return nodes, files.pop()


def without(data: bytes, seats: set[int]) -> bytes:
    """The file as a peer that never got the records of ``seats`` wrote it."""
    history = read_history(data)
    config = history.config
    kept = [decode(w, config.table_id, list(config.seat_keys), config.shape) for w in history.records]
    return write_history(unpack_record(data)[:-1], [m for m in kept if m.seat not in seats])


def test_a_file_without_two_records_is_completed_to_the_bytes_of_a_complete_copy() -> None:
    nodes, whole = played_hand()
    partial = without(whole, {2, 3})
    lacks = unsettled(partial)
    assert lacks is not None and lacks.missing == tuple(nodes[0].config.seat_keys[s] for s in (2, 3))
    assert lacks.names == ("player2", "player3")
    assert unsettled(whole) is None
    records = records_for(whole, lacks.digest, nodes[0].config.seat_keys[0])
    assert with_records(partial, records) == whole
    assert with_records(partial, records[:3]) == without(whole, {3})
    assert with_records(whole, records) is None, "nothing to add"


def test_records_of_another_hand_or_forged_add_nothing_and_a_stranger_is_given_none() -> None:
    nodes, whole = played_hand()
    _, other = played_hand()
    partial = without(whole, {2, 3})
    digest = read_history(whole).body_digest
    assert with_records(partial, read_history(other).records) is None
    forged = [bytearray(w) for w in read_history(whole).records]
    for wire in forged:
        wire[-1] ^= 1
    assert with_records(partial, [bytes(w) for w in forged]) is None
    assert with_records(partial, [b"\x93junk", b""]) is None
    assert records_for(whole, digest, Identity.generate("stranger").public_key) == []
    assert records_for(whole, read_history(other).body_digest, nodes[0].config.seat_keys[1]) == []


def test_two_peers_exchange_the_missing_records_at_a_later_table(tmp_path: Path) -> None:
    nodes, whole = played_hand()
    config = nodes[0].config
    name = hand_file_name(config, 0)
    mine, theirs = tmp_path / "mine", tmp_path / "theirs"
    for folder, data in ((mine, without(whole, {1, 2})), (theirs, whole)):
        folder.mkdir()
        (folder / name).write_bytes(data)
    remember(mine, name)
    assert listed(mine) == [name]
    me, lan = (node.seats[min(node.seats)].identity for node in (nodes[0], nodes[1]))
    said: list[tuple[str, int, list[str], bytes]] = []
    sides: dict[str, LateRecords] = {}
    sent: list[tuple[str, bytes]] = []

    def to(side: str, key: bytes) -> object:
        def send(peer: int, wire: bytes) -> None:
            sent.append((kind_of(wire), wire))
            sides[side].receive(0, key, kind_of(wire), wire)

        return send

    sides["theirs"] = LateRecords(lan, theirs, GAMES, to("mine", lan.public_key), lambda *a: None)  # type: ignore[arg-type]
    sides["mine"] = LateRecords(me, mine, GAMES, to("theirs", me.public_key), lambda *a: said.append(a))  # type: ignore[arg-type]
    sides["mine"].ask({0: lan.public_key})
    assert (mine / name).read_bytes() == whole
    assert listed(mine) == [] and (mine / LIST_NAME).read_text("utf-8") == ""
    assert said == [(name, 0, ["player1", "player2"], lan.public_key)]
    assert [kind for kind, _ in sent] == ["wanted", "records"]
    sides["mine"].ask({0: lan.public_key})
    assert len(sent) == 2, "a peer is asked once"
    # An answer nobody asked for, or a second one, changes nothing.
    (mine / name).write_bytes(without(whole, {1}))
    records = encode_records(
        lan, config.table_id, 0, read_history(whole).body_digest, list(read_history(whole).records)
    )
    sides["mine"].receive(0, lan.public_key, "records", records)
    assert (mine / name).read_bytes() == without(whole, {1})


def test_a_question_or_an_answer_that_does_not_read_is_refused() -> None:
    player = Identity.generate("p")
    wanted = encode_wanted(player, [(bytes(16), 3, bytes(32))])
    assert decode_wanted(wanted).hands == ((bytes(16), 3, bytes(32)),)
    records = encode_records(player, bytes(16), 3, bytes(32), [b"r" * 10, b"x" * 5000])
    assert decode_records(records).records == (b"r" * 10,), "an oversized record is not sent"
    for bad in (wanted[:-1], wanted.replace(b"wanted", b"wantex"), encode_wanted(player, [(bytes(15), 3, bytes(32))])):
        with pytest.raises(LobbyError):
            decode_wanted(bad)
    for bad in (records[:-3], encode_records(player, bytes(16), -1, bytes(32), []), wanted):
        with pytest.raises(LobbyError):
            decode_records(bad)


def test_a_completed_file_verifies() -> None:
    _, whole = played_hand()
    partial = without(whole, {0})
    completed = with_records(partial, read_history(whole).records)
    assert completed is not None
    history, _ = verify_history(completed)
    assert history.signers == [0, 1, 2, 3]


def test_a_hand_filed_without_a_record_is_told_as_the_next_hand_starts() -> None:
    """Seat 3's record of hand 0 reaches nobody: the others file the hand without it (every other peer signed
    that it never came) and, as hand 1 starts, tell the session loop, which notes the file for a later table."""
    hub, nodes = make_table(hands=2)
    told: dict[int, list[int]] = {i: [] for i in range(4)}
    for i, node in enumerate(nodes):
        node.on_unsettled = told[i].append
    hub.tamper = lambda origin, target, wire: None if origin == 3 and kind(nodes, wire) == "record" else wire
    for node in nodes:
        node.start()
    now = 1.0
    for _ in range(12):
        hub.run()
        if all(len(nodes[i].records) == 2 for i in (0, 1, 2)):
            break
        for i in range(4):
            nodes[i].tick(now)
        now += 10.0
    assert [told[i] for i in (0, 1, 2)] == [[0], [0], [0]], [nodes[i].log[-3:] for i in (0, 1, 2)]
    assert told[3] == [], "a peer that has every record notes nothing"


def kind(nodes: list[TableNode], wire: bytes) -> str:
    config = nodes[0].config
    return decode(wire, config.table_id, list(config.seat_keys), config.shape).type
