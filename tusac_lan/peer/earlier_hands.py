"""The hands of a table played before this peer crashed, read back from the signed history files it wrote,
so that a client coming back shows the whole score sheet (the journal keeps only the current hand); at a next
table, the hands of the tables before it too, from their session files."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from pathlib import Path

from ..games import AnyGame
from ..games.api import top_winner
from ..table.config import TableConfig
from ..table.evening import evening_of
from ..table.hand_run import HandRun
from ..table.history import MAX_FILE, History, HistoryError, verify_history
from ..table.session_file import SessionReport, find_session, hand_file_name, verify_session
from .events import EarlierHand


def earlier_hands(
    folder: Path | None, config: TableConfig, hand: int, scores: tuple[int, ...], games: Mapping[str, AnyGame]
) -> tuple[EarlierHand, ...]:
    """The rows of hands 0..``hand``-1 of ``config``'s table from the files in ``folder`` that verify and
    belong to this table; ``scores`` (the session's now) gives the running totals, worked back from the
    last hand. A missing or damaged file leaves its row out."""
    if folder is None:
        return ()
    found: list[tuple[int, int, int, tuple[int, ...], bool]] = []
    for hand_no in range(hand):
        try:
            with open(folder / hand_file_name(config, hand_no), "rb") as handle:
                data = handle.read(MAX_FILE + 1)
            history, run = verify_history(data, games=games)
        except (OSError, HistoryError, ValueError):
            continue
        if history.config.table_id != config.table_id or history.hand_no != hand_no:
            continue
        found.append((hand_no, *_hand_row(history, run, len(scores))))
    totals = list(scores)
    rows: list[EarlierHand] = []
    for hand_no, winner, points, payments, ok in reversed(found):
        rows.append(EarlierHand(hand_no, winner, points, payments, tuple(totals), ok))
        totals = [total - paid for total, paid in zip(totals, payments, strict=True)]
    return tuple(reversed(rows))


def _hand_row(history: History, run: HandRun, seats: int) -> tuple[int, int, tuple[int, ...], bool]:
    """(winner, points, payments, ok) of a verified hand's row; a hand without a result pays nothing."""
    outcome = run.settled_outcome
    if outcome is None or len(outcome.payments) != seats:
        return -1, 0, (0,) * seats, history.verdict.ok
    return top_winner(outcome), outcome.points, tuple(outcome.payments), True


def tables_before(
    folder: Path | None, config: TableConfig, games: Mapping[str, AnyGame]
) -> tuple[tuple[EarlierHand, ...], int]:
    """The rows of the hands of the tables the session went through before ``config``'s (a next table),
    numbered over the session from its first hand as the history viewer numbers them (a hand that did not
    count has its row), and the number of ``config``'s first hand. ((), -1) unless every table before has
    its session file in ``folder`` and each verifies: the sheet then keeps one row for them."""
    carried = config.continues
    if folder is None or carried is None:
        return (), -1
    last = find_session(folder, carried.previous)
    if last is None:
        return (), -1
    evening = evening_of(last)
    if evening.missing is not None:
        return (), -1
    found: list[tuple[int, int, tuple[int, ...], bool]] = []

    def row(history: History, run: HandRun) -> None:
        found.append(_hand_row(history, run, len(carried.scores)))

    checked: dict[Path, SessionReport] = {}  # each table checked once, not again for every table after it
    try:
        for table in evening.files:
            verify_session(table, on_hand=row, games=games, checked=checked)
    except (OSError, HistoryError, ValueError):
        return (), -1
    totals = [0] * len(carried.scores)
    rows = []
    for number, (winner, points, payments, ok) in enumerate(found):
        totals = [total + paid for total, paid in zip(totals, payments, strict=True)]
        rows.append(EarlierHand(number, winner, points, payments, tuple(totals), ok))
    if tuple(totals) != carried.scores:
        return (), -1  # the files do not add up to what the table carried: the one row says what it did
    return tuple(rows), len(rows)


class EarlierReading:
    """``earlier_hands`` in a thread of its own, started when a rejoin is back at the table: each file is
    verified whole (about 0.2 s a hand), and a peer back at hand 400 must not keep the table waiting for
    its score sheet (issue 24 point 5). ``rows`` is None until the reading is over."""

    def __init__(
        self, folder: Path | None, config: TableConfig, hand: int, scores: tuple[int, ...], games: Mapping[str, AnyGame]
    ) -> None:
        self.table_id = config.table_id
        self._rows: tuple[EarlierHand, ...] = ()
        self.before: tuple[EarlierHand, ...] = ()
        """The rows of the tables before this one (a next table), numbered over the session."""
        self.first = -1
        """The session's number of this table's first hand (-1: the tables before are not read)."""
        self._done = threading.Event()
        args = (folder, config, hand, scores, games)
        threading.Thread(target=self._read, args=args, name="earlier-hands", daemon=True).start()

    def _read(
        self, folder: Path | None, config: TableConfig, hand: int, scores: tuple[int, ...], games: Mapping[str, AnyGame]
    ) -> None:
        try:
            self._rows = earlier_hands(folder, config, hand, scores, games)
            self.before, self.first = tables_before(folder, config, games)
        finally:
            self._done.set()

    @property
    def rows(self) -> tuple[EarlierHand, ...] | None:
        """The rows once read (() if none could be), None while the reading goes on."""
        return self._rows if self._done.is_set() else None

    def wait(self, timeout: float) -> bool:
        return self._done.wait(timeout)
