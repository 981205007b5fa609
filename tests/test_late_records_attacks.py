"""Attacks on the fetching of records that never came (issue 24, point 8; tusac_lan/peer/late_records.py): a
modified client that signs what it likes, a player that was not at the hand, forged, replayed or swapped
files. In process: each side is a ``LateRecords`` whose ``send`` is recorded, never a network."""

from __future__ import annotations

from pathlib import Path

from protocol.carry_on import encode_records, encode_wanted, kind_of
from protocol.identity import Identity
from tests.test_late_records import played_hand, without
from tusac_lan.games import GAMES
from tusac_lan.peer.late_records import LIST_NAME, LateRecords, listed, remember
from tusac_lan.table.history import read_history, verify_history
from tusac_lan.table.late_records import with_records
from tusac_lan.table.session_file import hand_file_name


class Side:
    """One peer's ``LateRecords`` over a folder, with what it sent and what it told its player."""

    def __init__(self, player: Identity, folder: Path) -> None:
        folder.mkdir(exist_ok=True)
        self.sent: list[tuple[int, str, bytes]] = []
        self.said: list[tuple[str, int, list[str], bytes]] = []
        self.late = LateRecords(player, folder, GAMES, self._send, self._note)

    def _send(self, peer: int, wire: bytes) -> None:
        self.sent.append((peer, kind_of(wire), wire))

    def _note(self, name: str, hand: int, names: list[str], sender: bytes) -> None:
        self.said.append((name, hand, names, sender))


def test_a_lying_answerer_cannot_worsen_the_file_nor_add_what_does_not_sign_it(tmp_path: Path) -> None:
    """A peer that sat at the hand answers with records of another hand, a forged record, junk, duplicates of
    the records the file holds and of one it lacks: the file only gains the one true record, verifies, and
    is byte for byte the honest copy less the record still missing."""
    nodes, whole = played_hand()
    _, other = played_hand()
    config = nodes[0].config
    name = hand_file_name(config, 0)
    me, liar = (nodes[i].seats[min(nodes[i].seats)].identity for i in (0, 1))
    side = Side(me, tmp_path / "mine")
    (tmp_path / "mine" / name).write_bytes(without(whole, {2, 3}))
    remember(tmp_path / "mine", name)
    side.late.ask({5: liar.public_key})
    assert [kind for _, kind, _ in side.sent] == ["wanted"]
    true = list(read_history(whole).records)
    forged = bytearray(true[3])
    forged[-1] ^= 1
    handed = [*read_history(other).records[:3], bytes(forged), b"\x93junk", true[0], true[2], true[2]]
    answer = encode_records(liar, config.table_id, 0, read_history(whole).body_digest, handed)
    side.late.receive(5, liar.public_key, "records", answer)
    now = (tmp_path / "mine" / name).read_bytes()
    assert now == without(whole, {3})
    assert verify_history(now)[0].signers == [0, 1, 2]
    assert listed(tmp_path / "mine") == [name], "still lacking one record, still listed"
    assert side.said == [(name, 0, ["player2"], liar.public_key)]


def test_an_answer_signed_by_another_player_than_the_peer_or_for_a_hand_not_asked_of_it_is_ignored(
    tmp_path: Path,
) -> None:
    """Only the peer asked answers, and only for the hand asked: a colluder signing an answer as itself on
    another peer's link, or an answer about a hand asked of another peer, changes nothing."""
    nodes, whole = played_hand()
    config = nodes[0].config
    name = hand_file_name(config, 0)
    me, one, two = (nodes[i].seats[min(nodes[i].seats)].identity for i in (0, 1, 2))
    folder = tmp_path / "mine"
    side = Side(me, folder)
    partial = without(whole, {1, 2, 3})
    (folder / name).write_bytes(partial)
    remember(folder, name)
    side.late.ask({1: one.public_key})
    digest = read_history(whole).body_digest
    records = list(read_history(whole).records)
    from_two = encode_records(two, config.table_id, 0, digest, records)
    side.late.receive(1, one.public_key, "records", from_two)  # signed by two, on one's link
    side.late.receive(2, two.public_key, "records", from_two)  # two was never asked
    stranger = Identity.generate("stranger")
    side.late.receive(3, stranger.public_key, "records", encode_records(stranger, config.table_id, 0, digest, records))
    side.late.receive(1, one.public_key, "records", encode_records(one, config.table_id, 1, digest, records))
    assert (folder / name).read_bytes() == partial and side.said == []


def test_a_question_is_answered_only_for_a_player_of_that_hand_once_and_only_with_its_body(tmp_path: Path) -> None:
    """A stranger, a player asking on another's link, a wrong digest, a second question: nothing is sent; the
    records given are those of the copy, never another file of the folder."""
    nodes, whole = played_hand()
    config = nodes[0].config
    name = hand_file_name(config, 0)
    keeper, asker = (nodes[i].seats[min(nodes[i].seats)].identity for i in (0, 1))
    folder = tmp_path / "theirs"
    side = Side(keeper, folder)
    (folder / name).write_bytes(whole)
    (folder / "secret.tusac").write_bytes(b"not to be handed out")
    digest = read_history(whole).body_digest
    stranger = Identity.generate("stranger")
    side.late.receive(7, stranger.public_key, "wanted", encode_wanted(stranger, [(config.table_id, 0, digest)]))
    side.late.receive(8, keeper.public_key, "wanted", encode_wanted(asker, [(config.table_id, 0, digest)]))
    assert side.sent == []
    side.late.receive(9, asker.public_key, "wanted", encode_wanted(asker, [(config.table_id, 0, bytes(32))]))
    assert side.sent == [], "another body: nothing"
    side.late.receive(9, asker.public_key, "wanted", encode_wanted(asker, [(config.table_id, 0, digest)] * 16))
    assert side.sent == [], "a peer is answered once a session, even if its first question got nothing"
    side.late.receive(10, asker.public_key, "wanted", encode_wanted(asker, [(config.table_id, 0, digest)] * 16))
    assert len(side.sent) == 16, "the same hand asked 16 times is read and answered 16 times (bounded)"
    assert all(wire.count(b"not to be handed out") == 0 for _, _, wire in side.sent)


def test_a_listed_file_swapped_deleted_corrupt_or_named_outside_the_folder_does_no_harm(tmp_path: Path) -> None:
    """The list names a file of another hand (a swapped file), a deleted one, a corrupt one and names outside
    the folder: only the real file is asked about, with its own digest; the rest are forgotten or left out."""
    nodes, whole = played_hand()
    _, other = played_hand()
    config = nodes[0].config
    me, lan = (nodes[i].seats[min(nodes[i].seats)].identity for i in (0, 1))
    folder = tmp_path / "mine"
    side = Side(me, folder)
    swapped = hand_file_name(config, 0)
    (folder / swapped).write_bytes(without(other, {2}))  # another table's hand under this hand's name
    (folder / "corrupt.tusac").write_bytes(whole[:1000])
    (tmp_path / "outside.tusac").write_bytes(without(whole, {2}))
    (folder / LIST_NAME).write_text(
        f"../outside.tusac\n/etc/passwd.tusac\ngone.tusac\ncorrupt.tusac\n{swapped}\n", "utf-8"
    )
    assert listed(folder) == ["gone.tusac", "corrupt.tusac", swapped]
    side.late.ask({1: lan.public_key})
    assert side.sent == [], "the swapped file's players are another table's: the peer here is not asked"
    assert listed(folder) == [swapped], "a deleted or corrupt file is forgotten"
    # The honest copy of this table's hand, handed in against the swapped file, adds nothing.
    assert with_records((folder / swapped).read_bytes(), read_history(whole).records) is None
