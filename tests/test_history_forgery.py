"""A forger's attempts on hand and session files: each must fail to verify, with a clear reason.

The forger holds no other player's key. Where it is a player it holds its own (the golden tables'
keys are fixed, scripts/make_golden.py), so it can sign new messages and a record of its own for
any body it makes; it cannot sign for anyone else. Files are the golden ones in tests/data/.
"""

from __future__ import annotations

import importlib.util
import io
import random
import shutil
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import msgpack
import pytest

from protocol.identity import Identity
from protocol.lobby import encode_go, encode_table
from protocol.messages import Message, decode, encode
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.history import (
    HistoryError,
    body_digest,
    read_history,
    replay_history,
    session_digest,
    verify_history,
)
from tusac_lan.table.session_file import verify_session, write_session
from tusac_lan.table.transcript import Transcript
from tusac_lan.terminal.cli import main

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).parent / "data"
SESSION = DATA / "session"
HAND0, HAND1 = sorted(SESSION.glob("*-hand*.tusac"))
SESSION_FILE = next(SESSION.glob("*-session.tusac"))
STOPPED = DATA / "stopped.tusac"
LOSER = 0
"""South lost hand 0 of the golden session (payments -19): the forger who wants that hand gone."""


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_golden_{name}", ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


GOLDEN = _script("make_golden")


def key(table: str, seat: int) -> Identity:
    identity: Identity = GOLDEN.golden_identity(table, seat)
    return identity


def fields(data: bytes) -> list[Any]:
    record: list[Any] = msgpack.unpackb(data, raw=False)
    return record


def pack(value: Any) -> bytes:
    packed: bytes = msgpack.packb(value, use_bin_type=True)
    return packed


def messages_of(data: bytes) -> list[Message]:
    history = read_history(data)
    config = history.config
    return [decode(w, config.table_id, list(config.seat_keys), TUSAC_SHAPE) for w in history.messages]


def signed_file(body: list[Any], signers: list[Identity], seats: list[int]) -> bytes:
    """The body with records signed by these players (the forger's own key, usually)."""
    table_id = read_history(HAND0.read_bytes()).config.table_id
    digest = body_digest(body)
    records = [
        encode(who, table_id, body[4], seat, 10_000, "record", [digest, session_digest(body[6], digest)], TUSAC_SHAPE)
        for who, seat in zip(signers, seats, strict=True)
    ]
    return pack([*body, [r.wire for r in records]])


def rederived(body: list[Any]) -> list[Any]:
    """The body with the hash chain and verdict the replay gives (what a careful forger writes)."""
    run = replay_history(read_history(pack([*body, []])))
    assert run.verdict is not None
    return [*body[:9], list(run.hash_chain), run.verdict.to_canonical()]


def truncated(data: bytes, keep_moves: int) -> tuple[list[Any], list[Message]]:
    """The body of a hand cut after ``keep_moves`` moves (deal kept, seeds' openings kept)."""
    body = fields(data)[:11]
    messages = messages_of(data)
    opens = [m for m in messages if m.type == "open"]
    rest = [m for m in messages if m.type != "open"]
    first_move = next(i for i, m in enumerate(rest) if m.type in ("action", "reveal"))
    kept = rest[: first_move + keep_moves]
    body[7] = [m.wire for m in [*kept, *opens]]
    return body, kept


def refused(data: bytes, match: str) -> None:
    with pytest.raises(HistoryError, match=match):
        verify_history(data)


# --- the attacks --------------------------------------------------------------------------


def test_a_players_own_message_of_the_hand_as_evidence_is_refused() -> None:
    body = fields(HAND0.read_bytes())[:11]
    own = [m for m in messages_of(HAND0.read_bytes()) if m.seat == LOSER and m.type == "action"][-1]
    body[8] = [own.wire]
    refused(signed_file(body, [key("session", LOSER)], [LOSER]), "already holds|older than")


def test_moving_a_message_of_the_hand_into_the_evidence_is_refused() -> None:
    data = HAND0.read_bytes()
    body = fields(data)[:11]
    moved = [m for m in messages_of(data) if m.seat == LOSER and m.type == "action"][-1]
    body[7] = [w for w in body[7] if w != moved.wire]
    body[8] = [moved.wire]
    with pytest.raises(HistoryError):
        verify_history(signed_file(body, [key("session", LOSER)], [LOSER]))


@pytest.mark.parametrize("keep", [0, 3, 9])
def test_a_hand_cut_short_and_stopped_by_the_forgers_own_equivocation_needs_another_signature(keep: int) -> None:
    """The loser cuts the hand and proves it cheated itself, so the hand is void: only its record signs."""
    body, kept = truncated(HAND0.read_bytes(), keep)
    own = next(m for m in kept if m.seat == LOSER and m.type in ("commit", "nonce"))
    twin = encode(
        key("session", LOSER), own.table_id, own.hand, own.seat, own.seq, "nonce", [bytes(range(32))], TUSAC_SHAPE
    )
    body[8] = [own.wire, twin.wire]
    forged = rederived(body)
    assert forged[10][0] is False and forged[10][1] == LOSER, "the replay accepts the stop and names the forger"
    refused(signed_file(forged, [key("session", LOSER)], [LOSER]), "its own word proves nothing")


@pytest.mark.parametrize("keep", [1, 8])
def test_a_hand_cut_short_and_stopped_by_the_forgers_own_abort_needs_another_signature(keep: int) -> None:
    body, kept = truncated(HAND0.read_bytes(), keep)
    seq = max(m.seq for m in kept if m.seat == LOSER) + 1
    abort = encode(
        key("session", LOSER), kept[0].table_id, 0, LOSER, seq, "abort", ["the others cheat", []], TUSAC_SHAPE
    )
    body[8] = [abort.wire]
    forged = rederived(body)
    assert forged[10][:2] == [False, -1]
    refused(signed_file(forged, [key("session", LOSER)], [LOSER]), "its own word proves nothing")


def test_a_hand_cut_short_without_evidence_is_refused() -> None:
    body, _ = truncated(HAND0.read_bytes(), 5)
    body[10] = [False, 2, "seat 2 cheated"]
    refused(signed_file(body, [key("session", LOSER)], [LOSER]), "do not reach its end")


@pytest.mark.parametrize("verdict", [[False, 1, "seat 1 cheated"], [False, -1, "nobody"], [True, 3, "ok"]])
def test_the_last_move_cut_and_any_verdict_written_is_refused(verdict: list[Any]) -> None:
    body, _ = truncated(HAND0.read_bytes(), 10_000)
    body[7] = [w for w in body[7] if w != messages_of(HAND0.read_bytes())[-5].wire]
    body[10] = verdict
    with pytest.raises(HistoryError):
        verify_history(signed_file(body, [key("session", LOSER)], [LOSER]))


def test_any_verdict_on_the_whole_hand_is_refused() -> None:
    body = fields(HAND0.read_bytes())[:11]
    body[10] = [False, 3, "seat 3 cheated"]
    refused(signed_file(body, [key("session", s) for s in range(4)][:1], [0]), "verdict")


# --- the header -----------------------------------------------------------------------------------


def _table_content(transcript: list[bytes]) -> list[Any]:
    body, _ = fields(transcript[0])
    return fields(body)


def test_a_changed_stake_breaks_the_hosts_signature() -> None:
    body = fields(HAND0.read_bytes())[:11]
    content = _table_content(body[3])
    content[2][1][6] = 1000  # rules: stake
    _, signature = fields(body[3][0])
    body[3] = [pack([pack(content), signature]), body[3][1]]
    refused(signed_file(body, [key("session", LOSER)], [LOSER]), "not signed by its host")


def test_a_header_the_host_signs_again_is_not_what_the_players_accepted() -> None:
    """The host re-signs the TABLE with stake 1000 and keeps the players' READYs: they name the old TABLE."""
    host = key("session", 0)
    body = fields(HAND0.read_bytes())[:11]
    content = _table_content(body[3])
    content[2][1][6] = 1000
    table_wire = encode_table(host, content[2], content[3], content[4], content[5])
    _, go = body[3]
    body[3] = [table_wire, go]
    refused(signed_file(body, [host], [0]), "did not accept this TABLE")
    readies = fields(fields(go)[0])[2]
    body[3] = [table_wire, encode_go(host, readies)]
    refused(signed_file(body, [host], [0]), "did not accept this TABLE")


def test_a_header_whose_players_are_dropped_cannot_change_the_stake() -> None:
    """The host re-signs a TABLE that seats no player (all four seats its own bots) with stake 1000:
    the lobby record holds, but every move names the hash of a state made under the real rules."""
    host = key("session", 0)
    body = fields(HAND0.read_bytes())[:11]
    content = _table_content(body[3])
    content[2][1][6] = 1000
    content[2][4] = ["greedy"] * 4
    content[2][6] = [0, 0, 0, 0]
    peers = [[content[3][0][0], content[3][0][1], [0, 1, 2, 3]]]
    body[3] = [encode_table(host, content[2], peers, content[4], []), encode_go(host, [])]
    refused(signed_file(body, [host], [0]), "another state|message 0")


def test_a_header_whose_players_are_dropped_cannot_void_the_hand() -> None:
    """Same header trick (the host then runs every seat), plus the hand cut and stopped by the host's
    own equivocation: every peer the file knows is the one it blames, so nobody else vouches."""
    host = key("session", 0)
    body, kept = truncated(HAND0.read_bytes(), 4)
    content = _table_content(body[3])
    content[2][4] = ["greedy"] * 4
    content[2][6] = [0, 0, 0, 0]
    peers = [[content[3][0][0], content[3][0][1], [0, 1, 2, 3]]]
    body[3] = [encode_table(host, content[2], peers, content[4], []), encode_go(host, [])]
    own = next(m for m in kept if m.seat == 0 and m.type == "nonce")
    twin = encode(host, own.table_id, own.hand, 0, own.seq, "nonce", [bytes(32)], TUSAC_SHAPE)
    body[8] = [own.wire, twin.wire]
    with pytest.raises(HistoryError, match=r"its own word proves nothing|another table"):
        verify_history(signed_file(rederived(body), [host], [0]))


def test_a_header_relabelled_by_the_host_is_refused() -> None:
    """The host re-signs a TABLE that seats no player, renaming the seats and calling them its bots.
    Payments, stake and rules cannot change, but the header lies about who played."""
    host = key("session", 0)
    body = fields(HAND0.read_bytes())[:11]
    content = _table_content(body[3])
    content[2][3] = ["host", "bot one", "bot two", "bot three"]
    content[2][4] = ["greedy"] * 4
    content[2][6] = [0, 0, 0, 0]
    peers = [[content[3][0][0], content[3][0][1], [0, 1, 2, 3]]]
    body[3] = [encode_table(host, content[2], peers, content[4], []), encode_go(host, [])]
    with pytest.raises(HistoryError):
        verify_history(signed_file(body, [host], [0]))


# --- one byte form ----------------------------------------------------------------------------------


def test_a_non_canonical_file_is_refused() -> None:
    data = HAND0.read_bytes()
    assert data[0] == 0x9C  # fixarray of 12
    refused(b"\xdc\x00\x0c" + data[1:], "canonical")


def test_a_non_canonical_message_is_refused_even_when_the_forger_signs_the_body() -> None:
    data = HAND0.read_bytes()
    body = fields(data)[:11]
    wire = body[7][-1]
    assert wire[:2] == b"\x93\x02"
    body[7][-1] = b"\x93\xcc\x02" + wire[2:]  # the version as a uint8: same value, another spelling
    refused(signed_file(body, [key("session", LOSER)], [LOSER]), "canonical")
    version, inner, signature = fields(wire)
    widened = b"\xdc\x00\x06" + inner[1:]  # the signed body's array header widened
    body[7][-1] = pack([version, widened, signature])
    refused(signed_file(body, [key("session", LOSER)], [LOSER]), "canonical|signature")


def test_a_version_written_as_a_float_is_refused() -> None:
    """2.0 equals 2 in Python and msgpack keeps it a float (its one spelling): a message's version lies
    outside its signature, so anyone could rewrite it; the file's own version too."""
    data = HAND0.read_bytes()
    body = fields(data)[:11]
    version, inner, signature = fields(body[7][-1])
    assert version == 2 and type(version) is int
    body[7][-1] = pack([2.0, inner, signature])
    refused(signed_file(body, [key("session", LOSER)], [LOSER]), "version 2.0")
    record = fields(data)
    record[1] = 2.0
    with pytest.raises(HistoryError, match=r"history format 2\.0"):
        read_history(pack(record))


def test_a_non_canonical_lobby_message_is_refused() -> None:
    body = fields(HAND0.read_bytes())[:11]
    table_wire = body[3][0]
    assert table_wire[0] == 0x92
    body[3] = [b"\xdc\x00\x02" + table_wire[1:], body[3][1]]
    refused(signed_file(body, [key("session", LOSER)], [LOSER]), "canonical")


# --- the records --------------------------------------------------------------------------------------


def test_records_swapped_between_hands_are_refused() -> None:
    first, second = fields(HAND0.read_bytes()), fields(HAND1.read_bytes())
    refused(pack([*first[:11], second[11]]), "another file|of this hand")


def test_a_record_twice_or_out_of_order_is_refused() -> None:
    record = fields(HAND0.read_bytes())
    refused(pack([*record[:11], [record[11][0], record[11][0]]]), "more records|twice")
    refused(pack([*record[:11], [record[11][1], record[11][0]]]), "out of order")
    refused(pack([*record[:11], []]), "no peer signed")


def test_a_message_of_another_type_in_the_records_is_refused() -> None:
    record = fields(HAND0.read_bytes())
    refused(pack([*record[:11], [record[7][0]]]), "not a peer's record")


def test_a_record_from_a_seat_that_is_not_its_peers_first_seat_is_refused() -> None:
    """Seat 1 is run by seat 0's peer: a record signed with seat 1's key counts for nobody."""
    from tests.table_harness import grouped_table

    hub, nodes = grouped_table([(0, 1), (2,), (3,)])
    for node in nodes:
        node.start()
    hub.run()
    data = nodes[1].records[-1].history
    history, _ = verify_history(data)
    assert history.signers == [0, 2, 3]
    record = fields(data)
    digest = body_digest(record[:11])
    second = encode(
        nodes[0].seats[1].identity,
        history.config.table_id,
        0,
        1,
        10_000,
        "record",
        [digest, history.session_digest],
        TUSAC_SHAPE,
    )
    records = [record[11][0], second.wire]
    refused(pack([*record[:11], records]), "not a peer's record")


def test_the_stopped_golden_file_verifies_only_with_a_witness() -> None:
    """North cheated in the stopped file; North's own record alone does not make the file proof."""
    record = fields(STOPPED.read_bytes())
    refused(pack([*record[:11], [record[11][2]]]), "its own word proves nothing")
    history, _ = verify_history(pack([*record[:11], [record[11][0]]]))
    assert history.signers == [0] and history.verdict.seat == 2


# --- single bytes -------------------------------------------------------------------------------------


def test_three_hundred_flipped_bytes_never_verify() -> None:
    data = STOPPED.read_bytes()
    rng = random.Random(9)
    for position in sorted(rng.sample(range(len(data)), 300)):
        changed = bytearray(data)
        changed[position] ^= 1 << rng.randrange(8)
        with pytest.raises(HistoryError):
            verify_history(bytes(changed))


def test_mutated_files_never_crash_the_tools(tmp_path: Path) -> None:
    fuzz = _script("fuzz_files")
    rng = random.Random(4)
    for number in range(150):
        source = rng.choice([HAND0, STOPPED, SESSION_FILE])
        mutate = fuzz.structural if number % 2 else fuzz.raw
        path = tmp_path / f"f{number}.tusac"
        path.write_bytes(mutate(rng, source.read_bytes()))
        for action in ("show", "verify"):
            out, err = io.StringIO(), io.StringIO()
            code = main(["history", action, str(path)], out=out, err=err)
            assert code in (0, 1, 3), path
            assert code != 1 or err.getvalue().strip()


# --- session files ------------------------------------------------------------------------------------


@pytest.fixture
def session_copy(tmp_path: Path) -> Path:
    for path in SESSION.glob("*.tusac"):
        shutil.copyfile(path, tmp_path / path.name)
    return tmp_path / SESSION_FILE.name


def _listed(session: Path) -> tuple[Transcript, list[list[Any]]]:
    hands = fields(session.read_bytes())[3]
    return read_history(HAND0.read_bytes()).transcript, hands


def _rewrite(session: Path, hands: list[list[Any]]) -> None:
    transcript, _ = _listed(session)
    session.write_bytes(write_session(transcript, hands))


def test_the_golden_session_verifies(session_copy: Path) -> None:
    _, lines = verify_session(session_copy)
    assert lines[-1] == "scores: [-32, -8, -8, 48]"


def test_a_session_dropping_the_lost_first_hand_is_refused(session_copy: Path) -> None:
    _, hands = _listed(session_copy)
    _rewrite(session_copy, [[0, *hands[1][1:]]])
    with pytest.raises(HistoryError, match="holds another hand"):
        verify_session(session_copy)


def test_a_session_dropping_its_last_hand_verifies_only_as_one_its_players_stopped_early(session_copy: Path) -> None:
    """A file cannot prove no hand came after its last (a table may stop after any finished hand): the
    shorter list verifies, says it ended early, and counts only its hands; the full file shows hand 1."""
    _, hands = _listed(session_copy)
    _rewrite(session_copy, hands[:1])
    _, lines = verify_session(session_copy)
    assert lines[-2] == "session ended after 1 of the 2 hands its table set: its players stopped after a finished hand"
    assert lines[-1] != "scores: [-32, -8, -8, 48]" and len([x for x in lines if x.startswith("hand ")]) == 1


def test_a_session_listing_a_hand_twice_is_refused(session_copy: Path) -> None:
    _, hands = _listed(session_copy)
    for listing in ([hands[0], hands[0]], [hands[1], hands[1]], [hands[0], hands[1], hands[1]]):
        _rewrite(session_copy, listing)
        with pytest.raises(HistoryError):
            verify_session(session_copy)


def test_a_session_linking_a_rewritten_hand_is_refused(session_copy: Path) -> None:
    """The loser of hand 1 voids it (cut, own equivocation, own record) and lists the new body."""
    _, hands = _listed(session_copy)
    body, kept = truncated(HAND1.read_bytes(), 2)
    own = next(m for m in kept if m.seat == 0 and m.type == "nonce")
    twin = encode(key("session", 0), own.table_id, own.hand, 0, own.seq, "nonce", [bytes(32)], TUSAC_SHAPE)
    body[8] = [own.wire, twin.wire]
    forged = rederived(body)
    (session_copy.parent / HAND1.name).write_bytes(signed_file(forged, [key("session", 0)], [0]))
    _rewrite(session_copy, [hands[0], [1, hands[1][1], body_digest(forged)]])
    with pytest.raises(HistoryError, match="its own word proves nothing"):
        verify_session(session_copy)


def test_a_session_swapping_in_another_tables_hand_is_refused(session_copy: Path) -> None:
    _, hands = _listed(session_copy)
    shutil.copyfile(STOPPED, session_copy.parent / HAND1.name)
    _rewrite(session_copy, [hands[0], [1, hands[1][1], read_history(STOPPED.read_bytes()).body_digest]])
    with pytest.raises(HistoryError, match="another table"):
        verify_session(session_copy)


@pytest.mark.parametrize(
    "name", ["../x", "/etc/passwd", "sub/" + HAND0.name, HAND0.name + "/..", "..", "", HAND0.name.upper()]
)
def test_a_session_naming_a_path_outside_its_folder_is_refused(session_copy: Path, name: str) -> None:
    _, hands = _listed(session_copy)
    _rewrite(session_copy, [[0, name, hands[0][2]], hands[1]])
    with pytest.raises(HistoryError, match="not a hand file name"):
        verify_session(session_copy)


def test_a_non_canonical_session_file_is_refused(session_copy: Path) -> None:
    data = session_copy.read_bytes()
    assert data[0] == 0x94
    session_copy.write_bytes(b"\xdc\x00\x04" + data[1:])
    with pytest.raises(HistoryError, match="canonical"):
        verify_session(session_copy)


def test_a_session_of_another_version_is_refused(session_copy: Path) -> None:
    record = fields(session_copy.read_bytes())
    record[1] = 1
    session_copy.write_bytes(pack(record))
    with pytest.raises(HistoryError, match="session format 1"):
        verify_session(session_copy)


def test_a_session_whose_version_is_a_float_is_refused(session_copy: Path) -> None:
    record = fields(session_copy.read_bytes())
    record[1] = 2.0
    session_copy.write_bytes(pack(record))
    with pytest.raises(HistoryError, match=r"session format 2\.0"):
        verify_session(session_copy)
