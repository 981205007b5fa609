"""Joining the table you meant: the table code (never sent in clear), look-alike names, the announced
key checked against the key that signs the TABLE, a key file others can read, seats' fingerprints
as data. Processes run on 127.0.0.1 only; discovery is faked at the function level (no mDNS)."""

from __future__ import annotations

import dataclasses
import io
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from zeroconf import ServiceInfo

from protocol import lobby
from protocol.discovery import SERVICE_TYPE, Choice, TableAd, choose_table, descriptions, key_mismatch, parse_ad
from protocol.identity import Identity, fingerprint
from protocol.lobby import CODE_ALPHABET, LobbyError, check_code, decode_join, encode_join, new_code
from protocol.lobby_code import HostCode, PlayerCode, decode_knock
from protocol.names import look_alike_pairs, looks_like, skeleton
from protocol.transport import curve_keypair
from tests.scenario import CLEAN_18, Table
from tusac_lan.games.four_colour.cards import kind_of, parse_kind
from tusac_lan.games.tusac.engine.actions import ActionType
from tusac_lan.games.tusac.engine.transitions import legal_actions
from tusac_lan.peer.door import Answer, Door, Enter
from tusac_lan.peer.events import KeyFileWarning, PeerEvent, SeatedAtTable, Welcomed
from tusac_lan.peer.host import table_code
from tusac_lan.peer.join import join_lobby
from tusac_lan.peer.options import CODE_AUTO, CODE_BY_ADDRESS, CODE_NONE, PeerError, PeerOptions
from tusac_lan.peer.runner import run_seated
from tusac_lan.table.code_guesses import GUESSES
from tusac_lan.table.events import DecisionNeeded, HandStarted
from tusac_lan.table.seating import Seating, SeatPlan
from tusac_lan.terminal.cli import main
from tusac_lan.terminal.peer_front import TerminalFront

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 120.0
CURVE = curve_keypair()[0]


def peer(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tusac_lan.terminal.cli", "peer", *args, "--timeout", "60"],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def finish(process: subprocess.Popen[str], limit: float = LIMIT) -> str:
    try:
        out, _ = process.communicate(timeout=limit)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return out


def stop(processes: list[subprocess.Popen[str]]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
            process.wait()


# --- the table code ---------------------------------------------------------------------------------


def test_a_code_is_checked_in_one_spelling_from_an_unambiguous_alphabet() -> None:
    code = new_code()
    assert len(code) == 6 and all(ch in CODE_ALPHABET for ch in code)
    assert not set("01ILO") & set(CODE_ALPHABET)
    assert check_code(" k7m-q2x ") == "K7MQ2X"
    with pytest.raises(LobbyError, match="not 'O'"):
        check_code("K7MQ2O")
    with pytest.raises(LobbyError, match="6 to 16"):
        check_code("K7M")


def exchange(code: str, host_code: str, join_wire: bytes | None = None) -> tuple[PlayerCode, HostCode, bytes]:
    """A player's KNOCK with ``code`` answered by a host whose code is ``host_code``."""
    player = Identity.generate("Ann")
    wire = join_wire or encode_join(player, CURVE, "tcp://127.0.0.1:5000", "human")
    mine = PlayerCode(player, wire, code)
    host = HostCode.answer_knock(Identity.generate("Host"), decode_knock(mine.knock), host_code)
    return mine, host, mine.knock


def test_the_code_is_checked_by_an_exchange_and_never_travels() -> None:
    mine, host, knock = exchange("k7m-q2x", "K7MQ2X")
    assert not any(c in w for w in (knock, host.answer) for c in (b"K7MQ2X", b"k7mq2x", b"k7m-q2x"))
    assert decode_knock(knock).join.code_proof is None  # the JOIN itself carries nothing of the code
    assert host.confirmed(mine.confirm(host.answer))
    # Every run is fresh: the same player and code never send the same share twice.
    assert exchange("K7MQ2X", "K7MQ2X")[2] != knock


def test_a_host_without_the_code_is_caught_before_the_player_says_anything_more() -> None:
    mine, host, _ = exchange("K7MQ2X", "K7MQ2Y")
    with pytest.raises(LobbyError, match="does not know this table code"):
        mine.confirm(host.answer)
    assert mine.host_key is None


def test_a_player_without_the_code_cannot_confirm() -> None:
    mine, host, _ = exchange("K7MQ2Y", "K7MQ2X")
    with pytest.raises(LobbyError):
        mine.confirm(host.answer)
    other, _, _ = exchange("K7MQ2X", "K7MQ2X")
    honest_host = HostCode.answer_knock(Identity.generate("Host"), decode_knock(other.knock), "K7MQ2X")
    assert not host.confirmed(other.confirm(honest_host.answer))  # a confirmation of another exchange


def test_a_relay_that_swaps_in_its_own_join_seats_nobody() -> None:
    """Mallory relays Ann's share to the host inside a JOIN of her own (her key, Ann's name): the host's
    confirmation covers Mallory's JOIN, Ann's covers hers, and neither can be made without the key."""
    ann = Identity.generate("Ann")
    mine = PlayerCode(ann, encode_join(ann, CURVE, "tcp://127.0.0.1:5000", "human"), "K7MQ2X")
    mallory = Identity.generate("Ann")
    swapped = encode_join(mallory, CURVE, "tcp://127.0.0.1:5009", "human")
    relayed = lobby._sign(mallory, ["knock", lobby.LOBBY_VERSION, swapped, decode_knock(mine.knock).share])
    host = HostCode.answer_knock(Identity.generate("Host"), decode_knock(relayed), "K7MQ2X")
    with pytest.raises(LobbyError, match="does not know this table code"):
        mine.confirm(host.answer)  # Ann refuses: the host confirmed another JOIN


def test_the_host_answers_few_wrong_guesses_and_forgives_a_right_one() -> None:
    door = Door(Identity.generate("Host"), "K7MQ2X")
    ann = Identity.generate("Ann")

    def knock(code: str, at: float, routing: bytes) -> bytes:
        mine = PlayerCode(ann, encode_join(ann, CURVE, "tcp://127.0.0.1:5000", "human"), code)
        answer = door.arrive(routing, mine.knock, at)
        assert isinstance(answer, Answer)
        return mine.confirm(answer.wire)  # LobbyError for a wrong code

    right = knock("K7MQ2X", 0.0, b"r")
    entered = door.arrive(b"r", right, 0.5)
    assert isinstance(entered, Enter) and entered.knows_code
    for i in range(GUESSES):
        with pytest.raises(LobbyError):
            knock("K7MQ2Y", 1.0 + i, b"w%d" % i)
    with pytest.raises(LobbyError, match="too many tries of the table code here; try again in 56 s"):
        door.arrive(
            b"x", PlayerCode(ann, encode_join(ann, CURVE, "tcp://127.0.0.1:5000", "human"), "K7MQ2Y").knock, 5.0
        )
    with pytest.raises(LobbyError, match="does not know"):  # the first wrong guess left the window: answered
        knock("K7MQ2Y", 61.5, b"later")
    with pytest.raises(LobbyError, match="asks for no table code"):
        Door(Identity.generate("Host"), None).arrive(b"y", PlayerCode(ann, b"x", "K7MQ2X").knock, 0.0)


def test_a_table_on_a_lan_address_asks_for_a_code_by_default_and_loopback_does_not() -> None:
    assert table_code(CODE_BY_ADDRESS, "127.0.0.1") is None
    assert table_code(CODE_BY_ADDRESS, "192.168.1.20") is not None
    assert table_code(CODE_BY_ADDRESS, "0.0.0.0") is not None
    assert table_code(CODE_AUTO, "127.0.0.1") is not None
    assert table_code(CODE_NONE, "192.168.1.20") is None
    assert table_code("abc-def", "192.168.1.20") == "ABCDEF"
    with pytest.raises(PeerError, match="table code"):
        table_code("no", "192.168.1.20")


def test_the_right_code_seats_a_wrong_or_missing_one_is_refused_and_the_host_keeps_hosting(tmp_path: Path) -> None:
    host = peer(
        "--host", "127.0.0.1:0", "--code", "auto", "--players", "2", "--name", "Alice",
        "--identity", str(tmp_path / "host"), "--history-dir", str(tmp_path / "h-host"),
    )  # fmt: skip
    processes = [host]
    try:
        assert host.stdout is not None
        first, second = host.stdout.readline(), host.stdout.readline()
        assert first.startswith("hosting on 127.0.0.1:"), first
        assert second.startswith("table code: "), second
        address, code = first.split()[2], second.split()[2]
        assert len(code) == 6 and f"--code {code}" in second

        def guest(name: str, *code_args: str) -> str:
            ident = ["--identity", str(tmp_path / name.encode("unicode_escape").decode())]
            return finish(peer("--join", address, "--name", name, *code_args, *ident), 30)

        missing = guest("Bob")
        assert "the host refused: this table needs its table code" in missing, missing
        wrong_code = "".join(CODE_ALPHABET[(CODE_ALPHABET.index(ch) + 1) % len(CODE_ALPHABET)] for ch in code)
        wrong = guest("Bob", "--code", wrong_code)
        assert "does not know this table code (a wrong code, or not the table you meant)" in wrong, wrong
        look_alike = guest("\u0410lice", "--code", code)  # a Cyrillic capital A
        assert "looks like 'Alice'" in look_alike, look_alike
        same = guest("ALICE", "--code", code)
        assert "looks like 'Alice'" in same, same

        typed = f"{code[:3].lower()}-{code[3:].lower()}"
        seated = peer("--join", address, "--name", "Bob", "--code", typed, "--identity", str(tmp_path / "bob"))
        processes.append(seated)
        guest_out = finish(seated)
        host_out = finish(host)
    finally:
        stop(processes)
    assert seated.returncode == 0 and host.returncode == 0, (host_out, guest_out)
    assert host_out.count("refused a join: ") == 3, host_out  # the wrong code's player stopped by itself
    assert "Bob joined as East (key " in host_out
    assert "seated as East at Alice's table" in guest_out
    assert "every audit ok" in guest_out and "every audit ok" in host_out
    # Both play by the greedy bot (the default), the host too: its file says so, not "human".
    shown, err = io.StringIO(), io.StringIO()
    assert main(["history", "show", str(next((tmp_path / "h-host").glob("*hand0000.tusac")))], shown, err) == 0, err
    assert "Alice (greedy bot, " in shown.getvalue() and "Bob (greedy bot, " in shown.getvalue(), shown.getvalue()


# --- names that look alike ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "other",
    ["Alice", "ALICE", "alice", "\u0410lice", "\u0391LICE", "AIice", "A1ice", "Ａｌｉｃｅ", "Alice ", "Аlісе"],
    ids=["same", "upper", "lower", "cyrillic-A", "greek-A", "capital-I", "one", "fullwidth", "space", "mixed"],
)
def test_names_that_look_like_alice_share_its_skeleton(other: str) -> None:
    assert looks_like("Alice", other), (skeleton("Alice"), skeleton(other))


@pytest.mark.parametrize("other", ["Alicia", "Alise", "Bob", "Alicé", "Al ice"])
def test_names_that_only_resemble_alice_do_not(other: str) -> None:
    assert not looks_like("Alice", other)


@pytest.mark.parametrize(
    ("a", "b"),
    [("Đức", "Ðức"), ("工藤", "エ藤"), ("力也", "カ也"), ("ΑΝΝΑ", "ANNA"), ("ΟΤΤΟ", "OTTO"), ("Αnna", "anna")],
    ids=["vietnamese-d-eth", "kanji-katakana-e", "kanji-katakana-ka", "greek-capitals", "greek-omicron", "greek-mixed"],
)
def test_unicode_confusables_uts39_pairs_look_alike(a: str, b: str) -> None:
    assert looks_like(a, b), (skeleton(a), skeleton(b))


@pytest.mark.parametrize(("a", "b"), [("Đức", "Duc"), ("Tuấn", "Tuan"), ("工藤", "工場"), ("カナ", "力ナ力")])
def test_names_unicode_keeps_apart_stay_apart(a: str, b: str) -> None:
    assert not looks_like(a, b)


def test_the_confusables_data_ships_with_its_licence() -> None:
    from importlib import resources

    data = resources.files("protocol").joinpath("data")
    assert "Unicode Security Mechanisms for UTS #39" in data.joinpath("confusables.txt").read_text("utf-8-sig")
    assert "UNICODE, INC. LICENSE AGREEMENT" in data.joinpath("UNICODE-LICENSE.txt").read_text("utf-8")


def test_look_alike_pairs_are_named_by_position() -> None:
    assert look_alike_pairs(["Mai", "Bob", "rnai", "B0b"]) == [(0, 2), (1, 3)]


def test_the_host_refuses_a_name_like_one_at_the_table_or_a_bots_with_a_reason() -> None:
    host = Identity.generate("Alice")
    seating = Seating(host, curve_keypair()[0], "tcp://127.0.0.1:4000", SeatPlan(("player", "player", "greedy")))

    def join(name: str, port: int) -> bytes:
        return encode_join(Identity.generate(name), curve_keypair()[0], f"tcp://127.0.0.1:{port}", "greedy")

    for name, reason in [
        ("\u0410lice", "looks like 'Alice'"),
        ("Alice", "'Alice' is already at this table"),
        ("GREEDY BOT 3", "looks like 'Greedy bot 3'"),
        ("Expert bot 2", "'Expert bot 2' is how a table names its bots"),  # seat 2 is a player's
        ("g00d 1", "'g00d 1' is how a table names its bots"),
    ]:
        with pytest.raises(LobbyError, match=reason):
            seating.admit(b"r", decode_join(join(name, 4001)), b"")
    bob = seating.admit(b"b", decode_join(join("Bob", 4002)), b"")
    assert bob.seat == 1
    with pytest.raises(LobbyError, match="looks like 'Bob'"):
        seating.admit(b"c", decode_join(join("B0B", 4003)), b"")
    seating.admit(b"c", decode_join(join("Carol", 4003)), b"")
    with pytest.raises(LobbyError, match="full"):
        seating.admit(b"d", decode_join(join("Dave", 4004)), b"")
    # A seat counts once its player stays; one who leaves frees it for the next JOIN.
    assert not seating.full
    seating.stay(b"b")
    assert seating.release(b"c") is not None and seating.free == 1
    assert seating.admit(b"d", decode_join(join("Dave", 4004)), b"").seat == 2
    seating.stay(b"d")
    assert seating.full
    assert [t.join.name for t in sorted(seating.taken, key=lambda t: t.seat)] == ["Bob", "Dave"]


def test_seating_asks_for_the_code_when_it_has_one() -> None:
    host = Identity.generate("Host")
    seating = Seating(
        host, curve_keypair()[0], "tcp://127.0.0.1:4000", SeatPlan(("player", "greedy", "greedy")), "K7MQ2X"
    )
    ann = Identity.generate("Ann")
    join = decode_join(encode_join(ann, CURVE, "tcp://127.0.0.1:4001", "greedy"))
    assert "needs its table code" in (seating.refusal(join) or "")
    assert seating.refusal(join, knows_code=True) is None
    # A JOIN of an older version with its proof of the code (searchable offline) is refused, code or not.
    fields = ["join", lobby.LOBBY_VERSION, "Ann", ann.public_key, CURVE, "tcp://127.0.0.1:4001", "greedy", b"p" * 16]
    old = decode_join(lobby._sign(ann, fields))
    assert "the old way" in (seating.refusal(old, knows_code=True) or "")


# --- the announced key ----------------------------------------------------------------------------------


def info(fp: str, port: int = 7777, code: str = "1") -> ServiceInfo:
    return ServiceInfo(
        SERVICE_TYPE,
        f"Table.{SERVICE_TYPE}",
        addresses=[socket.inet_aton("127.0.0.1")],
        port=port,
        properties={"table": "Table", "host": "Mai", "free": "1", "v": "2", "fp": fp, "code": code},
    )


def test_an_announcement_without_a_well_formed_fingerprint_is_ignored() -> None:
    good = fingerprint(Identity.generate("Mai").public_key)
    ad = parse_ad("Table", info(good))
    assert ad is not None and ad.fingerprint == good and ad.needs_code
    assert ad.describe().endswith("table code needed")
    assert parse_ad("Table", info(good, code="0")) == TableAd("Table", "Table", "Mai", 1, 2, good, "127.0.0.1", 7777)
    for bad in ["", "evil", good.upper(), good + "-0000", good[:-1] + "g"]:
        assert parse_ad("Table", info(bad)) is None, bad


def test_a_key_mismatch_says_which_keys_differ() -> None:
    real, copied = Identity.generate("Mai"), Identity.generate("Mai")
    ad = TableAd("s", "Table", "Mai", 1, 2, copied.fingerprint, "127.0.0.1", 7777)
    assert key_mismatch(ad, copied.public_key) is None
    reason = key_mismatch(ad, real.public_key) or ""
    assert copied.fingerprint in reason and real.fingerprint in reason and "copied" in reason


def hosting(tmp_path: Path, players: int = 2) -> tuple[subprocess.Popen[str], str, str]:
    host = peer(
        "--host", "127.0.0.1:0", "--players", str(players), "--name", "Mai",
        "--identity", str(tmp_path / "host"), "--history-dir", str(tmp_path / "h-host"),
    )  # fmt: skip
    assert host.stdout is not None
    first = host.stdout.readline()
    assert first.startswith("hosting on 127.0.0.1:"), first
    return host, first.split()[2], first.rsplit("(", 1)[1].rstrip(")\n")


def test_a_table_signed_by_another_key_than_announced_is_refused(tmp_path: Path) -> None:
    host, address, _ = hosting(tmp_path)
    copied = Identity.generate("Mai").fingerprint
    ip, port = address.rsplit(":", 1)
    ad = TableAd("s", "Table", "Mai", 1, 2, copied, ip, int(port))
    options = PeerOptions(identity_dir=tmp_path / "guest", name="Guest", timeout=20)
    processes = [host]
    try:
        with pytest.raises(PeerError, match=f"not joining: .*names the host key {copied}.*copied key"):
            join_lobby(address, options, ad)
        # The seat was given back at once: the host still has it for someone else.
        processes.append(peer("--join", address, "--name", "Other", "--identity", str(tmp_path / "other")))
        other_out, host_out = finish(processes[1]), finish(host)
    finally:
        stop(processes)
    assert processes[1].returncode == 0 and host.returncode == 0, (host_out, other_out)
    assert "Guest left seat East: the host's key is not the one this player expected" in host_out
    assert "seated as East" in other_out


def test_a_table_signed_by_the_announced_key_seats_and_every_seat_has_its_fingerprint(tmp_path: Path) -> None:
    host, address, host_key = hosting(tmp_path)
    ip, port = address.rsplit(":", 1)
    ad = TableAd("s", "Table", "Mai", 1, 2, host_key, ip, int(port))
    events: list[PeerEvent] = []
    options = PeerOptions(identity_dir=tmp_path / "guest", name="Guest", timeout=60, listener=events.append)
    try:
        seated = join_lobby(address, options, ad)
        node = run_seated(seated, options)
        finish(host)
    finally:
        stop([host])
    assert node.stopped is None and host.returncode == 0
    seated_event = next(e for e in events if isinstance(e, SeatedAtTable))
    keys = seated_event.seats.fingerprints
    assert keys[0] == host_key and keys == tuple(fingerprint(k) for k in seated.transcript.config.seat_keys)
    assert seated_event.seats.lookalikes == ()
    started = next(e for e in events if isinstance(e, HandStarted))
    assert started.fingerprints == keys


def test_a_pinned_key_must_look_like_a_fingerprint(tmp_path: Path) -> None:
    options = PeerOptions(identity_dir=tmp_path, expect_key="abcd")
    with pytest.raises(PeerError, match="looks like ab12-cd34-ef56-7890"):
        join_lobby("127.0.0.1:9", options)


def test_a_pinned_key_that_does_not_sign_the_table_is_refused(tmp_path: Path) -> None:
    host, address, _ = hosting(tmp_path)
    pinned = Identity.generate("Someone").fingerprint
    options = PeerOptions(identity_dir=tmp_path / "guest", name="Guest", timeout=20, expect_key=pinned)
    try:
        with pytest.raises(PeerError, match=f"not by {pinned}"):
            join_lobby(address, options)
    finally:
        stop([host])


# --- the identity key file ----------------------------------------------------------------------------


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_key_file_others_can_read_loads_with_a_warning_and_the_fix(tmp_path: Path) -> None:
    assert Identity.load_or_create(tmp_path, "Ann").warning is None
    key = tmp_path / "identity.key"
    key.chmod(0o644)
    warning = Identity.load_or_create(tmp_path).warning or ""
    assert "others" in warning and f"chmod 600 {key}" in warning
    key.chmod(0o640)
    assert "the group" in (Identity.load_or_create(tmp_path).warning or "")
    key.chmod(0o600)
    assert Identity.load_or_create(tmp_path).warning is None


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_the_peer_command_warns_about_a_readable_key_file(tmp_path: Path) -> None:
    Identity.load_or_create(tmp_path, "Ann")
    (tmp_path / "identity.key").chmod(0o604)
    with socket.socket() as unused:  # a port nobody listens on: the join fails fast after the warning
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    process = subprocess.Popen(
        [sys.executable, "-m", "tusac_lan.terminal.cli", "peer", "--join", f"127.0.0.1:{port}", "--timeout", "1"]
        + ["--identity", str(tmp_path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        _, err = process.communicate(timeout=30)
    finally:
        stop([process])
    assert f"warning: the identity key {tmp_path / 'identity.key'}" in err and "chmod 600" in err, err
    assert process.returncode == 2


def test_the_warning_reaches_a_client_as_an_event(tmp_path: Path) -> None:
    Identity.load_or_create(tmp_path, "Ann")
    (tmp_path / "identity.key").chmod(0o644)
    events: list[PeerEvent] = []
    options = PeerOptions(identity_dir=tmp_path, listener=events.append, timeout=0.2)
    started = time.monotonic()
    with pytest.raises(PeerError, match="no answer"):
        join_lobby("127.0.0.1:9", options)
    assert time.monotonic() - started < 10
    warning = next(e for e in events if isinstance(e, KeyFileWarning))
    assert "chmod 600" in warning.text


# --- the terminal front end -----------------------------------------------------------------------------


def test_the_terminal_reads_moves_typed_as_listed() -> None:
    table = Table(0, {0: CLEAN_18})
    legal = legal_actions(table.state, 0)
    typed = iter(["nonsense\n", "d rx\n"])
    out = io.StringIO()
    front = TerminalFront(out, io.StringIO(), lambda: next(typed))
    front.listener(DecisionNeeded(0, table.state.view(0), tuple(legal)))
    assert "your choice: " in out.getvalue()
    assert front.moves() is None and "not a move you can make now" in out.getvalue()
    move = front.moves()
    assert move is not None and move[0] == 0 and move[1].type == ActionType.DISCARD
    assert [kind_of(card) for card in move[1].cards] == [parse_kind("RX")]
    front.prompt = (0, front.words.seat_menu(table.state.view(0), 0, legal))
    front.read_line = lambda: "quit\n"
    assert front.moves() is None and front.cancelled()


# --- a table asked for by name ----------------------------------------------------------------------


def ad(table: str, port: int, key: str = "ab12-cd34-ef56-7890", free: int = 1) -> TableAd:
    return TableAd(f"{port}.{SERVICE_TYPE}", table, "Alice", free, 2, key, "127.0.0.1", port, True)


def test_a_table_asked_for_by_name_is_only_the_one_announced_under_exactly_that_name() -> None:
    real, lure = ad("Alice's table", 7001), ad("Alice's Table", 7002, "ffff-ffff-ffff-ffff")
    assert choose_table([lure, real], "Alice's table").table == real
    for look_alike in ("Alice's Table", " Alice's table", "Alice’s table", "АIice's table", "Alice's  table"):
        choice = choose_table([ad(look_alike, 7002)], "Alice's table")
        assert choice.table is None and "only tables whose names look like it" in (choice.problem or ""), look_alike
        assert repr(look_alike) in (choice.problem or "") and "127.0.0.1:7002" in (choice.problem or "")
    assert choose_table([ad("Bob's table", 7003)], "Alice's table") == Choice()


def test_several_tables_that_fit_are_never_chosen_between() -> None:
    real, twin = ad("Alice's table", 7001), ad("Alice's table", 7002, "ffff-ffff-ffff-ffff")
    choice = choose_table([real, twin], "Alice's table")
    assert choice.table is None and choice.final and "2 tables are announced as" in (choice.problem or "")
    assert choose_table([real, twin], "Alice's table", "ab12-cd34-ef56-7890").table == real  # a pinned key
    assert choose_table([real, ad("Bob's table", 7003)], None).final  # no name: only a single table
    assert choose_table([real, ad("Bob's table", 7003, free=0)], None).table == real
    # One table under two service names (an mDNS rename) is one table.
    renamed = dataclasses.replace(real, service=f"Alice-s table (2).{SERVICE_TYPE}")
    assert choose_table([real, renamed], "Alice's table").table is not None


def test_a_list_to_pick_from_marks_names_that_look_alike() -> None:
    real, lure, other = ad("Alice's table", 7001), ad("Alice's Table", 7002), ad("Bob's table", 7003)
    lines = descriptions([real, lure, other])
    assert ["compare the keys" in line for line in lines] == [True, True, False]
    assert lines[2] == other.describe()


def test_a_seated_player_hears_who_sits_where_as_the_others_come(tmp_path: Path) -> None:
    """Before, a joining player was told only how many seats were free, once, and never who sat where. Now
    the host's WELCOME names every seat so far, and is sent again to each player seated whenever a seat is
    taken: the first guest hears the second come. Host, guests and the bot's seat on 127.0.0.1."""
    host, address, _ = hosting(tmp_path, players=3)
    events: list[PeerEvent] = []
    options = PeerOptions(identity_dir=tmp_path / "guest", name="Guest", timeout=60, listener=events.append)
    processes = [host]
    try:
        joined: list[Any] = []
        first = threading.Thread(target=lambda: joined.append(join_lobby(address, options)), daemon=True)
        first.start()
        deadline = time.monotonic() + LIMIT
        while not any(isinstance(e, Welcomed) for e in events) and time.monotonic() < deadline and first.is_alive():
            first.join(0.05)
        processes.append(peer("--join", address, "--name", "Lan", "--identity", str(tmp_path / "lan")))
        first.join(LIMIT)
        assert joined, [e for e in events if not isinstance(e, DecisionNeeded)]
        node = run_seated(joined[0], options)
        lan_out, host_out = finish(processes[1]), finish(host)
    finally:
        stop(processes)
    assert node.stopped is None and host.returncode == 0, host_out
    told = [e for e in events if isinstance(e, Welcomed)]
    assert [(e.seat, e.free, e.names) for e in told] == [
        (1, 1, ("Mai", "Guest", "", "Greedy bot 3")),
        (1, 0, ("Mai", "Guest", "Lan", "Greedy bot 3")),
    ]
    assert "at the table so far: Mai (South), Guest (East), Greedy bot 3 (West)" in lan_out, lan_out
