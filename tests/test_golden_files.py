"""Real hand files kept in tests/data/ (made by scripts/make_golden.py): they still verify and
``tusac history show`` still prints the same text, so a change of format or state hash is noticed."""

from __future__ import annotations

import io
from pathlib import Path

import msgpack
import pytest

from tusac_lan.table.history import HistoryError, read_history, verify_history
from tusac_lan.terminal.cli import main

DATA = Path(__file__).parent / "data"
SESSION = DATA / "session"
HANDS = [*sorted(SESSION.glob("*-hand*.tusac")), DATA / "no-winner.tusac", DATA / "stopped.tusac"]
ALL = [*HANDS, *SESSION.glob("*-session.tusac")]


def run_cli(*words: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(words), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name[-20:])
def test_show_prints_the_kept_text(path: Path) -> None:
    code, out, err = run_cli("history", "show", str(path))
    assert code == 0, err
    assert out.replace(str(path), path.name) == path.with_name(path.name + ".show.txt").read_text(encoding="utf-8")


def test_each_golden_file_verifies_with_its_verdict() -> None:
    assert run_cli("history", "verify", str(HANDS[0]))[0] == 0
    assert run_cli("history", "verify", str(DATA / "no-winner.tusac"))[0] == 0
    code, out, _ = run_cli("history", "verify", str(DATA / "stopped.tusac"))
    assert code == 3 and "cheating found" in out
    history, _ = verify_history((DATA / "stopped.tusac").read_bytes())
    assert history.verdict.seat == 2 and history.evidence and history.signers == [0, 1, 2, 3]
    code, out, _ = run_cli("history", "verify", str(next(SESSION.glob("*-session.tusac"))))
    assert code == 0 and "every hand file present" in out


def test_the_kept_results() -> None:
    _, won = verify_history(HANDS[0].read_bytes())
    _, drawn = verify_history((DATA / "no-winner.tusac").read_bytes())
    assert won.state is not None and won.state.result is not None and won.state.result.winner >= 0
    assert drawn.state is not None and drawn.state.result is not None and drawn.state.result.winner == -1


@pytest.mark.parametrize("version", [1, 3, 0])
def test_a_file_of_another_format_version_is_refused_by_name(tmp_path: Path, version: int) -> None:
    record = msgpack.unpackb(HANDS[1].read_bytes(), raw=False)
    record[1] = version
    with pytest.raises(HistoryError, match=f"history format {version}: this program reads format 2 only"):
        read_history(msgpack.packb(record, use_bin_type=True))
    path = tmp_path / "old.tusac"
    path.write_bytes(msgpack.packb(record, use_bin_type=True))
    code, out, err = run_cli("history", "show", str(path))
    assert code == 1 and not out and f"history format {version}" in err
