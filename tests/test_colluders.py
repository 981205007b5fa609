"""Issue 26, point 5: two colluding peers rewrite a session. South (seat 0) lost hand 0 of the golden
session; with East (seat 1) it cuts that hand short, stops it with South's own abort (East's record is
the witness a stopped hand needs), re-signs hand 1 on the new chain with their two records alone and
publishes a session with other scores. Its signatures hold, but it is not settled: `verify` says first
that North and West did not sign, and given the genuine files beside it, that South and East each
signed two different bodies of one hand."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

from protocol.messages import encode
from tests.test_history_forgery import HAND0, HAND1, LOSER, SESSION, SESSION_FILE, fields, key, rederived, truncated
from tests.test_history_forgery import signed_file as signed_by
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.history import NO_SESSION, body_digest, read_history, session_digest, verify_history
from tusac_lan.table.session_file import verify_session, write_session
from tusac_lan.terminal.cli import main

COLLUDERS = [LOSER, 1]


def run(*words: str) -> tuple[int, list[str], str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["history", *words], out=out, err=err)
    return code, out.getvalue().splitlines(), err.getvalue()


def rewritten_session(folder: Path) -> Path:
    """The colluders' session: hand 0 void by South's abort, hand 1 chained on it, both signed by the two."""
    folder.mkdir()
    signers = [key("session", seat) for seat in COLLUDERS]
    body0, kept = truncated(HAND0.read_bytes(), 3)
    seq = max(m.seq for m in kept if m.seat == LOSER) + 1
    abort = encode(signers[0], kept[0].table_id, 0, LOSER, seq, "abort", ["left the table", []], TUSAC_SHAPE)
    body0[8] = [abort.wire]
    void = rederived(body0)
    assert void[10][0] is False
    body1 = fields(HAND1.read_bytes())[:11]
    body1[6] = session_digest(NO_SESSION, body_digest(void))
    (folder / HAND0.name).write_bytes(signed_by(void, signers, COLLUDERS))
    (folder / HAND1.name).write_bytes(signed_by(body1, signers, COLLUDERS))
    transcript = read_history(HAND0.read_bytes()).transcript
    listed = [[0, HAND0.name, body_digest(void)], [1, HAND1.name, body_digest(body1)]]
    (folder / SESSION_FILE.name).write_bytes(write_session(transcript, listed))
    return folder / SESSION_FILE.name


def test_a_session_two_colluders_rewrote_says_first_who_did_not_sign_it(tmp_path: Path) -> None:
    forged = rewritten_session(tmp_path / "forged")
    _, lines = verify_session(forged)  # its signatures, chain and replays all hold
    assert lines[-1] != "scores: [-32, -8, -8, 48]"
    code, out, err = run("verify", str(forged))
    assert code == 4, (out, err)
    assert out[0] == (
        "NOT SETTLED: player2 did not sign hands 0, 1; player3 did not sign hands 0, 1:"
        " those hands are the word of the peers that signed them alone"
    ), out
    code, out, _ = run("verify", str(forged.parent / HAND0.name))
    # The rewritten hand is void on a stop nothing proves: no cheating is found in it (exit 5).
    assert code == 5 and out[0].endswith(
        "NOT SETTLED: player2, player3 did not sign this hand; it is the word of player0, player1 alone"
    ), out
    code, out, _ = run("verify", str(forged.parent / HAND1.name))
    assert code == 4 and "NOT SETTLED: player2, player3 did not sign this hand" in out[0], out


def test_the_genuine_session_is_settled_and_keeps_its_text(tmp_path: Path) -> None:
    code, out, _ = run("verify", str(SESSION_FILE))
    assert code == 0 and out == [
        f"session of table {SESSION_FILE.name[:32]}: every hand file present, unchanged and verified"
    ]
    code, out, _ = run("verify", str(HAND0))
    assert code == 0 and out[0].endswith("verified: signatures, deal, reveals, every move and the result check out")


def test_two_files_of_one_hand_signed_by_one_peer_are_proof_against_it(tmp_path: Path) -> None:
    forged = rewritten_session(tmp_path / "forged")
    code, out, _ = run("verify", str(forged.parent / HAND0.name), str(HAND0))
    assert code == 3, out
    proofs = [line for line in out if line.startswith("proof against")]
    genuine = read_history(HAND0.read_bytes()).body_digest.hex()
    rewritten = read_history((forged.parent / HAND0.name).read_bytes()).body_digest.hex()
    assert len(proofs) == 2 and proofs[0].startswith("proof against player0 (key ") and "player1" in proofs[1]
    assert all(f"hand 0 of table {SESSION_FILE.name[:32]}" in p and genuine in p and rewritten in p for p in proofs)
    # Session files too: each lists its hand files, and every hand signed twice is named.
    code, out, _ = run("verify", str(forged), str(SESSION_FILE))
    proofs = [line for line in out if line.startswith("proof against")]
    assert code == 3 and len(proofs) == 4, out  # South and East, hands 0 and 1
    assert {p.split(" (key")[0] for p in proofs} == {"proof against player0", "proof against player1"}


def test_the_same_file_twice_or_two_honest_hands_prove_nothing(tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(SESSION, copy)
    code, out, _ = run("verify", str(HAND0), str(copy / HAND0.name), str(HAND1))
    assert code == 0 and not [line for line in out if line.startswith("proof")], out
    assert verify_history(HAND0.read_bytes())[0].signers == [0, 1, 2, 3]
