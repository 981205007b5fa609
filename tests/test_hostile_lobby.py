"""A lure in the lobby (issue 26, point 6), real processes: a look-alike table announced beside the real
one never receives a player's JOIN, a lure the player knocks at by address learns nothing with which
to check a table code offline, and a stranger guessing the code at a real host gets five tries a
minute. The lure is tests/lure_lobby.py; every player and host is `tusac peer`.

The look-alike test announces over mDNS in network namespaces it creates and deletes
(tests/netns_lab.py); the others run on 127.0.0.1."""

from __future__ import annotations

import hashlib
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgpack
import pytest

from tests.netns_lab import Lab, unavailable
from tusac_lan.table.history import verify_history

ROOT = Path(__file__).resolve().parent.parent
CODE = "K7MQ2X"
WRONG = ["ZZZZZZ", "K7MQ2Y", "23456A", "HJKMNP", "K7MQ3X", "QRSTUV", "WXYZ23", "A7MQ2X"]
LIMIT = 120.0


def start(command: list[str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        command, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )


def lure(record: Path, *args: str, prefix: tuple[str, ...] = ()) -> tuple[subprocess.Popen[str], str]:
    process = start([*prefix, sys.executable, "-m", "tests.lure_lobby", "--record", str(record), *args])
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith("lure on "), line + (process.stdout.read() if process.poll() is not None else "")
    return process, line.split()[2]


def stop(processes: list[subprocess.Popen[str]]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
            process.wait()


def unpack(wire: bytes) -> list[Any] | None:
    """The signed content of a lobby message, None if it is none."""
    try:
        body, _ = msgpack.unpackb(wire, raw=False)
        content = msgpack.unpackb(body, raw=False)
    except Exception:
        return None
    return content if isinstance(content, list) else None


def offline_confirms(recorded: list[bytes], code: str) -> bool:
    """Does what the lure recorded confirm ``code`` without asking anyone? Every check it can run: the
    code proof a JOIN of the old lobby carried (BLAKE2b keyed with the code over the JOIN's fields), in
    a JOIN sent alone or inside a KNOCK; and a CONFIRM, which a player sends only to a host whose
    answer proved the code (so it would confirm the lure's guess)."""
    for wire in recorded:
        content = unpack(wire)
        if content is None:
            continue
        joins = [content] if content[0] == "join" else []
        if content[0] == "knock" and isinstance(content[2], bytes):
            inner = unpack(content[2])
            joins += [inner] if inner is not None else []
        for join in joins:
            if len(join) == 8:
                packed = msgpack.packb(join[:7], use_bin_type=True)
                key = code.encode("ascii")
                proof = hashlib.blake2b(packed, key=key, digest_size=16, person=b"tusac-join-code").digest()
                if proof == join[7]:
                    return True
        if content[0] == "confirm":
            return True
    return False


def test_a_lure_joined_by_address_gets_one_wrong_guess_and_nothing_to_search_offline(tmp_path: Path) -> None:
    """The player typed the lure's address with the real table's code. The lure answers the exchange
    with a guessed code; the player stops there. What the lure recorded confirms the right code no
    better than any wrong one: it is consistent with every code."""
    record = tmp_path / "lure.msgpack"
    trap, address = lure(record, "--bind", "127.0.0.1:0", "--guess", WRONG[0])
    processes = [trap]
    try:
        joiner = start(
            [sys.executable, "-m", "tusac_lan.terminal.cli", "peer", "--join", address, "--code", CODE, "--name", "Bob",
             "--identity", str(tmp_path / "bob"), "--timeout", "15"]
        )  # fmt: skip
        processes.append(joiner)
        out, _ = joiner.communicate(timeout=LIMIT)
    finally:
        stop(processes)
    recorded: list[bytes] = msgpack.unpackb(record.read_bytes(), raw=False)
    assert recorded, "the player knocked at the lure it was sent to"
    confirmed = [code for code in [CODE, *WRONG] if offline_confirms(recorded, code)]
    assert confirmed == [], f"the lure's record confirms {confirmed} offline"
    assert joiner.returncode == 2 and "does not know this table code" in out, out
    # One knock, nothing after the lure's wrong answer: a JOIN without any proof and a share.
    from protocol.cpace import generator, valid_share
    from protocol.lobby_code import decode_knock, session_id

    assert len(recorded) == 1
    knock = decode_knock(recorded[0])
    assert knock.join.code_proof is None and knock.join.name == "Bob"
    # The share is an element of a group of prime order, so a multiple of every code's generator:
    # each candidate code explains it equally well.
    assert valid_share(knock.share)
    assert all(valid_share(generator(code.encode(), session_id(knock.join_wire))) for code in [CODE, *WRONG])


@pytest.fixture
def lab() -> Iterator[Lab]:
    reason = unavailable()
    if reason is not None:
        pytest.skip(reason)
    with Lab(3) as made:
        yield made


def test_a_look_alike_table_beside_the_real_one_never_receives_the_join(lab: Lab, tmp_path: Path) -> None:
    """Alice announces "Alice's table"; a stranger announces "Alice's Table" beside it. Bob asks for
    "Alice's table": he sits at Alice's, the lure receives no message at all, and both honest files
    of the hand are the same and verify."""

    def peer(i: int, *args: str) -> list[str]:
        files = ["--identity", str(tmp_path / f"id{i}"), "--history-dir", str(tmp_path / f"h{i}")]
        where = ["--interface", lab.address(i), "--timeout", "60"]
        return lab.command(i, sys.executable, "-m", "tusac_lan.terminal.cli", "peer", *args, *where, *files)

    record = tmp_path / "lure.msgpack"
    host = start(peer(0, "--host", f"{lab.address(0)}:7777", "--players", "2", "--hands", "1", "--name", "Alice",
                      "--announce", "Alice's table"))  # fmt: skip
    processes = [host]
    try:
        assert host.stdout is not None
        lines = [host.stdout.readline(), host.stdout.readline()]
        assert lines[1].startswith("table code: "), lines
        code = lines[1].split()[2]
        trap, _ = lure(
            record, "--bind", f"{lab.address(1)}:7777", "--announce", "Alice's Table", "--interface", lab.address(1),
            "--guess", WRONG[0], prefix=tuple(lab.command(1)),
        )  # fmt: skip
        processes.append(trap)
        joiner = start(peer(2, "--discover", "Alice's table", "--code", code, "--name", "Bob"))
        processes.append(joiner)
        deadline = time.monotonic() + LIMIT
        outputs = [p.communicate(timeout=max(1.0, deadline - time.monotonic()))[0] for p in (joiner, host)]
    finally:
        stop(processes)
    assert joiner.returncode == 0 and host.returncode == 0, "\n=====\n".join(outputs)
    assert f"found Alice's table — Alice — 1 free seat(s) — {lab.address(0)}:7777" in outputs[0], outputs[0]
    recorded = msgpack.unpackb(record.read_bytes(), raw=False)
    assert recorded == [], "the look-alike table received a message"
    blobs = {next((tmp_path / f"h{i}").glob("*hand0000.tusac")).read_bytes() for i in (0, 2)}
    assert len(blobs) == 1
    history, _ = verify_history(blobs.pop())
    assert history.verdict.ok


def test_a_stranger_guessing_the_code_at_a_real_host_gets_five_tries_a_minute(tmp_path: Path) -> None:
    """A stranger knocks with one wrong code after another at a real `tusac peer --host`: five are
    answered (each a single guess, which it loses), the sixth is refused without an exchange, and the
    host keeps hosting."""
    import zmq

    from protocol.identity import Identity
    from protocol.lobby import LobbyError, encode_join, refusal_reason
    from protocol.lobby_code import PlayerCode
    from protocol.transport import curve_keypair
    from tusac_lan.table.code_guesses import GUESSES

    host = start(
        [sys.executable, "-m", "tusac_lan.terminal.cli", "peer", "--host", "127.0.0.1:0", "--code", CODE,
         "--players", "2",
         "--name", "Alice", "--identity", str(tmp_path / "alice"), "--history-dir", str(tmp_path / "h"),
         "--timeout", "60"]
    )  # fmt: skip
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    answers: list[str] = []
    try:
        assert host.stdout is not None
        address = host.stdout.readline().split()[2]
        stranger = Identity.generate("Mallory")
        for guess in WRONG[: GUESSES + 1]:
            dealer: zmq.Socket[bytes] = context.socket(zmq.DEALER)
            dealer.linger = 0
            dealer.connect(f"tcp://{address}")
            join = encode_join(stranger, curve_keypair()[0], "tcp://127.0.0.1:5999", "human")
            mine = PlayerCode(stranger, join, guess)
            dealer.send(mine.knock)
            assert dealer.poll(30_000), "the host did not answer"
            answer = dealer.recv()
            refused = refusal_reason(answer)
            if refused is None:
                with pytest.raises(LobbyError, match="does not know this table code"):
                    mine.confirm(answer)
                answers.append("answered")
            else:
                answers.append(refused)
            dealer.close()
        assert host.poll() is None, "the host stopped hosting"
    finally:
        stop([host])
        context.term()
    assert answers[:GUESSES] == ["answered"] * GUESSES, answers
    assert answers[GUESSES].startswith("too many tries of the table code here; try again in "), answers
