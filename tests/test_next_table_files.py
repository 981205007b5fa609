"""Issue 26, point 4, in files: a session that continues a table carries that table's hands, scores,
starter and chain; `verify` recomputes them from that table's files in the same folder, or says first
that it cannot. Here a forger (any key) publishes a one-player "next table" of the golden session with
scores of its own choosing, and plays one hand of it against its own bots."""

from __future__ import annotations

import io
import os
import shutil
from pathlib import Path

import pytest

from protocol.identity import Identity
from protocol.transport import curve_keypair
from tests.test_history_forgery import HAND0, HAND1, SESSION, key
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.engine.session import next_starter
from tusac_lan.table.config import Continues, TableConfig
from tusac_lan.table.history import HistoryError, read_history, verify_history
from tusac_lan.table.node import LocalSeat, TableNode
from tusac_lan.table.session_file import session_file_name, verify_session
from tusac_lan.table.transcript import local_transcript
from tusac_lan.terminal.cli import main

GOLDEN_SCORES = (-32, -8, -8, 48)


def golden_after() -> Continues:
    """What a table continuing the golden session must carry, worked out by hand from its two hands."""
    history, run = verify_history(HAND1.read_bytes())
    assert run.state is not None and run.state.result is not None
    starter = next_starter(run.state.result, run.state.starter)
    return Continues(history.transcript.digest, 2, GOLDEN_SCORES, starter, history.session_digest)


def forged_next_table(folder: Path, carried: Continues, host: Identity | None = None) -> Path:
    """A table of one peer (the forger, seat 0, and three bots of its own) that continues the golden
    session carrying ``carried``; it plays one hand. Returns its session file."""
    host = host if host is not None else Identity.generate("Forger")
    identities = [host, *(Identity.generate(f"Greedy bot {seat}") for seat in (1, 2, 3))]
    golden = read_history(HAND0.read_bytes()).config
    config = TableConfig(
        table_id=os.urandom(16),
        rules=golden.rules,
        seat_keys=tuple(i.public_key for i in identities),
        names=(host.name, "Greedy bot 1", "Greedy bot 2", "Greedy bot 3"),
        bots=("", "greedy", "greedy", "greedy"),
        host_seat=0,
        peers=(0, 0, 0, 0),
        continues=carried,
    )
    peers = [["tcp://127.0.0.1:9", curve_keypair()[0], [0, 1, 2, 3]]]
    transcript = local_transcript(host, config, peers, 1, {})
    seats = {seat: LocalSeat(identity, GreedyBot()) for seat, identity in enumerate(identities)}
    node = TableNode(config, seats, lambda wire: None, transcript=transcript, hands=1, history_dir=folder)
    node.start()
    assert node.complete, node.log[-3:]
    return folder / session_file_name(config)


def verify(path: Path) -> tuple[int, list[str], str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["history", "verify", str(path)], out=out, err=err)
    return code, out.getvalue().splitlines(), err.getvalue()


def beside_golden(folder: Path) -> Path:
    folder.mkdir()
    for path in SESSION.glob("*.tusac"):
        shutil.copyfile(path, folder / path.name)
    return folder


def test_a_next_table_alone_says_first_that_its_carried_scores_are_not_checked(tmp_path: Path) -> None:
    forged = forged_next_table(tmp_path, Continues(golden_after().previous, 2, (500, -500, 0, 0), 0, bytes(32)))
    code, lines, _ = verify(forged)
    assert code == 4, lines
    assert lines[0].startswith("NOT CHECKED: the scores [500, -500, 0, 0], 2 hands and starter this table carries")
    assert "are not in this folder" in lines[0] and "word of this table's players alone" in lines[0]


@pytest.mark.parametrize(
    "change",
    [
        {"scores": (500, -500, 0, 0)},
        {"played": 7},
        {"starter": "another"},
        {"session": bytes(32)},
    ],
    ids=["scores", "hands", "starter", "session digest"],
)
def test_a_next_table_carrying_other_numbers_than_its_tables_files_does_not_verify(
    tmp_path: Path, change: dict[str, object]
) -> None:
    right = golden_after()
    fields = {"scores": right.scores, "played": right.played, "starter": right.starter, "session": right.session}
    fields.update(change)
    if change.get("starter") == "another":
        fields["starter"] = (right.starter + 1) % 4
    carried = Continues(right.previous, **fields)  # type: ignore[arg-type]
    folder = beside_golden(tmp_path / "files")
    forged = forged_next_table(folder, carried, key("session", 0))
    code, _, err = verify(forged)
    assert code == 1 and "are not what the files of table" in err, err
    with pytest.raises(HistoryError, match="are not what the files of table"):
        verify_session(forged)


def test_a_next_table_of_a_stranger_does_not_verify_beside_the_table_it_claims_to_continue(tmp_path: Path) -> None:
    folder = beside_golden(tmp_path / "files")
    forged = forged_next_table(folder, golden_after())  # the right numbers, but its host never sat there
    code, _, err = verify(forged)
    assert code == 1 and "never sat at table" in err, err


def test_a_next_table_with_the_right_numbers_and_a_player_of_that_table_verifies_and_is_settled(tmp_path: Path) -> None:
    folder = beside_golden(tmp_path / "files")
    genuine = forged_next_table(folder, golden_after(), key("session", 0))
    code, lines, err = verify(genuine)
    assert code == 0, (lines, err)
    assert lines[0].startswith("session of table ")
    _, shown = verify_session(genuine)
    assert shown[0].startswith("continues table ") and "scores [-32, -8, -8, 48]" in shown[0]


def test_an_evenings_tables_verified_one_after_another_check_each_hand_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The viewer verifies an evening's tables oldest first; a table's check of the table it continues
    takes that table's report, already made, instead of replaying its hands again."""
    import tusac_lan.table.session_file as session_file

    folder = beside_golden(tmp_path / "files")
    genuine = forged_next_table(folder, golden_after(), key("session", 0))
    replayed: list[int] = []

    def counting(blob: bytes, **kwargs: object) -> object:
        replayed.append(len(blob))
        return verify_history(blob, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(session_file, "verify_history", counting)
    checked: dict[Path, session_file.SessionReport] = {}
    golden = next(p for p in folder.glob("*-session.tusac") if p != genuine)
    alone = verify_session(genuine)
    assert len(replayed) == 2 + 1  # with no reports at hand: the golden table's two hands, then its own
    replayed.clear()
    seen: list[int] = []
    verify_session(golden, on_hand=lambda history, run: seen.append(history.hand_no), checked=checked)
    together = verify_session(genuine, on_hand=lambda history, run: seen.append(history.hand_no), checked=checked)
    assert len(replayed) == 2 + 1 and seen == [0, 1, 0]
    assert together == alone
