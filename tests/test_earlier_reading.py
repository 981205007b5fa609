"""Issue 24 point 5: a peer back from a crash at hand 400 does not verify 400 hand files before it plays on
(about 0.2 s each: it resumed 85 s after its restart). The score sheet's earlier rows are read in a thread
of their own (``EarlierReading``) and told apart (``EarlierHands``) once read; the client's sheet takes
them whenever they come."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from qt_ui.snapshot import new_state, reduce
from tests.test_client_reducer import WORDS
from tusac_lan.peer import earlier_hands as module
from tusac_lan.peer.earlier_hands import EarlierReading
from tusac_lan.peer.events import EarlierHand, EarlierHands

ROWS = (
    EarlierHand(0, 1, 11, (-11, 33, -11, -11), (-11, 33, -11, -11), True),
    EarlierHand(1, -1, 0, (0, 0, 0, 0), (-11, 33, -11, -11), False),
)


class Config:
    table_id = b"t" * 16
    continues = None


def test_the_rows_are_read_beside_play_and_given_once_read(monkeypatch: pytest.MonkeyPatch) -> None:
    let_go = threading.Event()
    asked: list[tuple[Any, ...]] = []

    def slow(folder: Path | None, config: Any, hand: int, scores: tuple[int, ...], games: Mapping[str, Any]) -> Any:
        asked.append((folder, hand, scores))
        assert let_go.wait(10.0)
        return ROWS

    monkeypatch.setattr(module, "earlier_hands", slow)
    reading = EarlierReading(Path("h"), Config(), 2, (-11, 33, -11, -11), {})  # type: ignore[arg-type]
    assert reading.rows is None, "the caller goes on while the files are read"
    let_go.set()
    assert reading.wait(10.0)
    assert reading.rows == ROWS and reading.table_id == Config.table_id
    assert asked == [(Path("h"), 2, (-11, 33, -11, -11))]


def test_a_reading_that_fails_gives_no_rows_and_is_over(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_: object) -> Any:
        raise RuntimeError("a bug in the reading")

    monkeypatch.setattr(module, "earlier_hands", broken)
    monkeypatch.setattr(threading, "excepthook", lambda _args: None)
    reading = EarlierReading(None, Config(), 3, (0, 0), {})  # type: ignore[arg-type]
    assert reading.wait(10.0) and reading.rows == ()


def test_the_client_sheet_takes_the_rows_whenever_they_come() -> None:
    state = new_state()
    state = reduce(state, EarlierHands(ROWS), 0.0, WORDS)
    rows = [(row.hand_no, row.payments, row.totals, row.ok) for row in state.snapshot.sheet]
    assert rows == [(row.hand_no, row.payments, row.totals, row.ok) for row in ROWS]
    later = reduce(state, EarlierHands(ROWS[:1]), 1.0, WORDS)
    assert later.snapshot.sheet == state.snapshot.sheet, "a row told again is the same row"


def test_at_a_next_table_the_hands_of_the_tables_before_are_read_from_their_session_files(tmp_path: Path) -> None:
    """Back at a next table, the sheet had one row for every hand of the tables before (their numbering lost:
    the rejoin knows only how many counted). The golden session (two hands) and the next table it went on
    at: the two hands' rows, numbered from the session's first, adding up to what the next table carried; a
    table before whose files are not all there gives none (the one row stays)."""
    from tests.test_client_evening_history import evening
    from tusac_lan.games import GAMES
    from tusac_lan.peer.earlier_hands import tables_before
    from tusac_lan.table.history import verify_history

    folder = tmp_path / "h"
    last = evening(folder)
    history, _ = verify_history(next(folder.glob(f"{last.name[:32]}-hand0000.tusac")).read_bytes())
    carried = history.config.continues
    assert carried is not None
    rows, first = tables_before(folder, history.config, GAMES)
    assert first == 2 and [row.hand_no for row in rows] == [0, 1]
    assert rows[-1].totals == carried.scores and all(row.ok for row in rows)
    assert sum(rows[0].payments) == 0 and rows[1].totals == tuple(
        a + b for a, b in zip(rows[0].totals, rows[1].payments, strict=True)
    )
    first_table = next(path for path in folder.glob("*-hand0000.tusac") if not path.name.startswith(last.name[:32]))
    assert tables_before(folder, verify_history(first_table.read_bytes())[0].config, GAMES) == ((), -1)
    golden_hand = next(path for path in folder.glob("*-hand0001.tusac") if not path.name.startswith(last.name[:32]))
    golden_hand.unlink()
    assert tables_before(folder, history.config, GAMES) == ((), -1)
    assert tables_before(None, history.config, GAMES) == ((), -1)
