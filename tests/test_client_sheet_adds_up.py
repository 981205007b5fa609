"""Issue 22 point 3, the score sheet's leftovers at a Tứ Sắc LAN table: a player back after a bot played its
seat has a sheet that adds up to the host's totals (one row for the hands played while it was away), a void
hand's row says it did not count (no +0 amounts) and keeps the host's numbering, and a player a bot stood in
for keeps its column (the rows the bot played marked so, the header naming both while it plays)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from qt_ui.i18n import use_language
from qt_ui.score_sheet import ScoreSheet
from qt_ui.session import TableSession
from qt_ui.sheet_rows import AWAY, EARLIER, Carried, SheetRow, sheet_rows
from qt_ui.snapshot import ClientState, Snapshot, new_state, reduce
from qt_ui.table_page import TablePage
from tests.scenario import Table
from tests.test_client_carry_on import FIRST, LAN_BACK, WITH_BOT
from tests.test_client_reducer import WORDS
from tusac_lan.games.tusac.engine.state import HandResult
from tusac_lan.peer.events import EarlierHand, EarlierHands, Rejoined, SeatedAtTable, TableContinued, WaitingForSeat
from tusac_lan.table.events import HandEnded, HandStarted, SessionOver, TurnApplied
from tusac_lan.table.hand_run import Verdict

LIMIT_MS = 5_000
OK = Verdict(True, -1, "")
VOID = Verdict(False, 1, "withheld its move")
MAI = 2
"""This player's seat at FIRST, WITH_BOT and LAN_BACK."""


def won(winner: int, points: int, payments: tuple[int, ...]) -> HandResult:
    return HandResult(winner, points, payments, (), -1)


def at_table(tmp_path: Path, qtbot: Any) -> tuple[TableSession, TablePage, list[Snapshot]]:
    use_language("en")
    session = TableSession(tmp_path / "id", "Mai", None)
    session.pace_ms = 0
    page = TablePage("")
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    seen: list[Snapshot] = []
    session.snapshot.connect(seen.append)
    session.snapshot.connect(page.show_snapshot)
    return session, page, seen


def sheet_lines(sheet: ScoreSheet) -> list[list[str]]:
    return [[sheet.text_at(row, column) for column in range(sheet.columnCount())] for row in range(sheet.rowCount())]


def column_sums(sheet: ScoreSheet, first: int) -> list[int]:
    """Each seat's amounts added up over the sheet's rows of hands (the totals row left out)."""
    sums = [0] * (sheet.columnCount() - first)
    for row in range(sheet.rowCount() - 1):
        for seat in range(len(sums)):
            text = sheet.text_at(row, first + seat).split(" ")[0]
            if sheet.columnSpan(row, first + seat) == 1 and text[:1] in "+-" and text[1:].isdigit():
                sums[seat] += int(text)
    return sums


def totals(sheet: ScoreSheet, first: int) -> list[int]:
    return [int(sheet.text_at(sheet.rowCount() - 1, column)) for column in range(first, sheet.columnCount())]


def test_a_player_back_after_a_bot_played_its_seat_has_a_sheet_that_adds_up_to_the_hosts(
    tmp_path: Path, qtbot: Any
) -> None:
    """Mai played hands 1 and 2, crashed in hand 3 (void: a bot took her seat at a next table), the bot
    played hands 4 and 5, Mai is back for hand 6. She has no files of hands 3-5: one row stands for them,
    its amounts the carried scores less her rows', and every column adds up to the host's totals."""
    session, page, seen = at_table(tmp_path, qtbot)
    session._on_event(SeatedAtTable(FIRST))
    session._on_event(HandStarted(0, FIRST.names, MAI))
    session._on_event(HandEnded(0, won(1, 4, (-4, 12, -4, -4)), OK, (-4, 12, -4, -4), None))
    session._on_event(HandStarted(1, FIRST.names, MAI))
    session._on_event(HandEnded(1, won(0, 6, (18, -6, -6, -6)), OK, (14, 6, -10, -10), None))
    session._on_event(HandStarted(2, FIRST.names, MAI))
    dealt = Table(0, {0: "GX", 1: "GY GZ YS", 2: "GX GX YS"}).state
    session._on_event(TurnApplied(dealt, 0, replayed=True))
    session._on_event(WaitingForSeat("a bot plays this seat at a table hosted by Host: waiting", "Host"))
    host = (20, 10, -20, -10)  # the host's totals after hands 4 and 5 (hand 3 void): 4 hands with a result
    session._on_event(TableContinued("the session goes on at a new table hosted by Host", LAN_BACK, 4, host))
    qtbot.waitUntil(lambda: bool(seen) and seen[-1].scores == host, timeout=LIMIT_MS)
    sheet = page.sheet
    lines = sheet_lines(sheet)
    assert [line[0] for line in lines] == ["1", "2", "while you were away", "3–5", "Total"], lines
    assert lines[3][1:] == ["+6", "+4", "-10", "+0"], "the carried scores less the rows Mai has"
    assert column_sums(sheet, 1) == totals(sheet, 1) == list(host), "the sheet adds up to the host's totals"
    session._on_event(HandStarted(0, LAN_BACK.names, MAI))
    session._on_event(HandEnded(0, won(2, 3, (-3, -3, 9, -3)), OK, (17, 7, -11, -13), None))
    qtbot.waitUntil(lambda: seen[-1].ended is not None, timeout=LIMIT_MS)
    lines = sheet_lines(sheet)
    assert [line[0] for line in lines] == ["1", "2", "while you were away", "3–5", "6", "Total"], lines
    assert column_sums(sheet, 1) == totals(sheet, 1) == [17, 7, -11, -13] == list(seen[-1].scores)
    assert "while you were away" in (sheet.item(3, 1).toolTip() if sheet.item(3, 1) else "")  # type: ignore[union-attr]
    session._on_event(SessionOver("the session's hands are played"))
    qtbot.waitUntil(lambda: page.result_view.final_sheet.isVisibleTo(page.result_view), timeout=LIMIT_MS)
    final = page.result_view.final_sheet
    rows = sheet_lines(final)
    assert [row[:2] for row in rows] == [
        ["1", "Lan, 4 points"],
        ["2", "Host, 6 points"],
        ["3–5", "while you were away"],
        ["6", "Mai, 3 points"],
        ["Total", ""],
    ]
    assert rows[2][2:] == ["+6 → +20", "+4 → +10", "-10 → -20", "+0 → -10"]
    assert totals(final, 2) == [17, 7, -11, -13]
    session.stop_reporting()


def test_a_void_hand_says_it_did_not_count_and_keeps_the_hosts_numbering(tmp_path: Path, qtbot: Any) -> None:
    session, page, seen = at_table(tmp_path, qtbot)
    session._on_event(SeatedAtTable(FIRST))
    session._on_event(HandStarted(0, FIRST.names, MAI))
    session._on_event(HandEnded(0, won(1, 4, (-4, 12, -4, -4)), OK, (-4, 12, -4, -4), None))
    session._on_event(HandStarted(1, FIRST.names, MAI))
    session._on_event(HandEnded(1, None, VOID, (-4, 12, -4, -4), None))
    session._on_event(HandStarted(2, FIRST.names, MAI))
    session._on_event(HandEnded(2, won(3, 5, (-5, -5, -5, 15)), OK, (-9, 7, -9, 11), None))
    qtbot.waitUntil(lambda: bool(seen) and seen[-1].ended is not None and seen[-1].hand_no == 2, timeout=LIMIT_MS)
    sheet = page.sheet
    lines = sheet_lines(sheet)
    assert [line[0] for line in lines] == ["1", "2", "3", "Total"], "the void hand keeps its number, as the host's"
    assert lines[1][1] == "did not count" and sheet.columnSpan(1, 1) == 4, lines[1]
    assert not any("+0" in text for text in lines[1]), "no amounts for a hand that did not count"
    assert column_sums(sheet, 1) == totals(sheet, 1) == [-9, 7, -9, 11]
    session._on_event(SessionOver("the session's hands are played"))
    qtbot.waitUntil(lambda: page.result_view.final_sheet.isVisibleTo(page.result_view), timeout=LIMIT_MS)
    final = sheet_lines(page.result_view.final_sheet)
    assert final[1][:3] == ["2", "stopped", "did not count"] and not any("+0" in text for text in final[1]), final
    session.stop_reporting()


def test_a_player_a_bot_stood_in_for_keeps_its_column_and_the_bots_rows_are_marked(tmp_path: Path, qtbot: Any) -> None:
    """At the host's side of a LAN evening: Lan won hand 1, a bot took Lan's seat at a next table and won
    hand 2, Lan took the seat back for hand 3."""
    session, page, seen = at_table(tmp_path, qtbot)
    session._on_event(SeatedAtTable(FIRST))
    session._on_event(HandStarted(0, FIRST.names, MAI))
    session._on_event(HandEnded(0, won(1, 4, (-4, 12, -4, -4)), OK, (-4, 12, -4, -4), None))
    session._on_event(SessionOver("hand 1 was the table's last: Lan is gone"))
    session._on_event(
        TableContinued("the session goes on at a new table hosted by Host", WITH_BOT, 1, (-4, 12, -4, -4))
    )
    session._on_event(HandStarted(0, WITH_BOT.names, MAI))
    session._on_event(HandEnded(0, won(1, 2, (-2, 6, -2, -2)), OK, (-6, 18, -6, -6), None))
    qtbot.waitUntil(lambda: bool(seen) and seen[-1].hand_no == 1 and seen[-1].ended is not None, timeout=LIMIT_MS)
    sheet = page.sheet
    bot = seen[-1].names[1]
    assert bot != "Lan"
    header = sheet.horizontalHeaderItem(2)
    assert header is not None and header.toolTip() == f"Lan ({bot})", "the header names the player and the bot"
    lan_hand, bot_hand = sheet.item(0, 2), sheet.item(1, 2)
    assert lan_hand is not None and bot_hand is not None
    assert "played by" not in lan_hand.toolTip() and not lan_hand.font().italic(), "Lan's own hand is Lan's"
    assert f"played by {bot}" in bot_hand.toolTip() and bot_hand.font().italic(), "the bot's hand is marked"
    assert "played by" not in (sheet.item(1, 1).toolTip() if sheet.item(1, 1) else "played by")  # type: ignore[union-attr]
    session._on_event(
        TableContinued("the session goes on at a new table hosted by Host", LAN_BACK, 2, (-6, 18, -6, -6))
    )
    session._on_event(HandStarted(0, LAN_BACK.names, MAI))
    qtbot.waitUntil(lambda: seen[-1].hand_no == 2, timeout=LIMIT_MS)
    header = sheet.horizontalHeaderItem(2)
    assert header is not None and header.toolTip() == "Lan" and header.text() == "Lan", "Lan is back"
    assert f"played by {bot}" in (sheet.item(1, 2).toolTip() if sheet.item(1, 2) else "")  # type: ignore[union-attr]
    assert [line[0] for line in sheet_lines(sheet)] == ["1", "2", "Total"], "no row for hands Lan's host has"
    session._on_event(HandEnded(0, won(0, 3, (9, -3, -3, -3)), OK, (3, 15, -9, -9), None))
    session._on_event(SessionOver("the session's hands are played"))
    qtbot.waitUntil(lambda: page.result_view.final_sheet.isVisibleTo(page.result_view), timeout=LIMIT_MS)
    final = page.result_view.final_sheet
    winners = [final.text_at(row, 1) for row in range(3)]
    assert winners == ["Lan, 4 points", f"{bot}, 2 points", "Host, 3 points"], "the bot's win is the bot's"
    final_header = final.horizontalHeaderItem(3)
    assert final_header is not None and final_header.text() == "Lan"
    session.stop_reporting()


def test_the_rows_a_rejoin_reads_back_fill_the_gap_to_the_scores_it_came_back_with() -> None:
    """Back from a crash in hand 3: the totals are the session's at once (one row for hands 1-2 until their
    files are read), then the rows read from the files take its place."""
    state = new_state()
    scores = (-11, 33, -11, -11)
    state = reduce(state, Rejoined("back at the table: hand 2", 2, 12, FIRST, scores), 0.0, WORDS)
    sheet = state.snapshot.sheet
    assert [(r.hand_no, r.last, r.missing, r.payments, r.totals) for r in sheet] == [(0, 1, EARLIER, scores, scores)]
    rows = (
        EarlierHand(0, 1, 11, (-11, 33, -11, -11), (-11, 33, -11, -11), True),
        EarlierHand(1, -1, 0, (0, 0, 0, 0), (-11, 33, -11, -11), False),
    )
    state = reduce(state, EarlierHands(rows), 1.0, WORDS)
    assert [(r.hand_no, r.missing, r.ok) for r in state.snapshot.sheet] == [(0, "", True), (1, "", False)]


def test_a_sheet_adds_up_to_each_carried_score() -> None:
    rows = (SheetRow(0, 0, 3, (9, -3, -3, -3), (9, -3, -3, -3)), SheetRow(4, 1, 1, (-1, 3, -1, -1), (2, 6, -4, -4)))
    carried = (Carried(1, (9, -3, -3, -3)), Carried(4, (3, 3, -3, -3), away=True))
    shown = sheet_rows(rows, carried)
    assert [(r.hand_no, r.last, r.missing) for r in shown] == [(0, -1, ""), (1, 3, AWAY), (4, -1, "")]
    assert shown[1].payments == (-6, 6, 0, 0) and shown[1].totals == (3, 3, -3, -3)
    assert sheet_rows(rows[:1], carried[:1]) == rows[:1], "a carried score the rows add up to adds no row"


CARRIED = (8, -4, 0, -4)
SCORES = (-3, 7, 0, -4)
SECOND_TABLE_ROWS = (
    EarlierHand(0, 1, 11, (-11, 11, 0, 0), SCORES, True),
    EarlierHand(1, -1, 0, (0, 0, 0, 0), SCORES, False),
)
"""The hands before hand 2 of the session's second table, read from its files."""


def back_at_the_second_table() -> ClientState:
    """A client back from a crash at the session's second table (4 hands that counted played at the first,
    whose scores ``CARRIED`` it took over), in its hand 2, with the session's ``SCORES``."""
    event = Rejoined("back at the table: hand 2", 2, 12, FIRST, SCORES, played_before=4, carried=CARRIED)
    return reduce(new_state(), event, 0.0, WORDS)


def test_back_at_a_next_table_the_sheet_numbers_on_from_the_session_and_adds_up_from_its_start() -> None:
    """Back from a crash at the session's second table (4 hands played at the first, whose scores it took
    over), in its hand 2: the sheet is one row for hands 1-4 adding up to the carried scores, then this
    table's hands 5-6 once their files are read, numbered on from the session's (they were 1-2)."""
    state = reduce(back_at_the_second_table(), EarlierHands(SECOND_TABLE_ROWS), 1.0, WORDS)
    sheet = state.snapshot.sheet
    assert [(r.hand_no, r.last, r.missing) for r in sheet] == [(0, 3, EARLIER), (4, -1, ""), (5, -1, "")]
    assert sheet[0].payments == CARRIED and sheet[0].totals == CARRIED
    assert sheet[-1].totals == SCORES
    assert [sum(r.payments[seat] for r in sheet if r.ok) for seat in range(4)] == list(SCORES)


def test_back_at_a_next_table_the_tables_before_have_their_own_rows_numbered_as_the_live_sheet_did() -> None:
    """The same rejoin, with the tables before read from their session files (one of their five hands void,
    so the session had played 4 hands that counted and 5 in all): a row of each of the five, this table's
    hands numbered on from them (6 and 7, as the live sheet and the viewer number them: the rejoin's count of
    hands that counted had said 5 and 6), no row standing for several hands, and the sheet adds up."""
    state = back_at_the_second_table()
    before = (
        EarlierHand(0, 0, 3, (9, -3, -3, -3), (9, -3, -3, -3), True),
        EarlierHand(1, -1, 0, (0, 0, 0, 0), (9, -3, -3, -3), False),
        EarlierHand(2, 1, 1, (-1, 3, -1, -1), (8, 0, -4, -4), True),
        EarlierHand(3, -1, 0, (0, 0, 0, 0), (8, 0, -4, -4), True),
        EarlierHand(4, 2, 4, (0, -4, 4, 0), CARRIED, True),
    )
    state = reduce(state, EarlierHands(SECOND_TABLE_ROWS, before, 5), 1.0, WORDS)
    sheet = state.snapshot.sheet
    assert [(r.hand_no, r.last, r.missing) for r in sheet] == [(n, -1, "") for n in range(7)]
    assert [r.ok for r in sheet] == [True, False, True, True, True, True, False]
    assert sheet[4].totals == CARRIED and sheet[-1].totals == SCORES
    assert [sum(r.payments[seat] for r in sheet if r.ok) for seat in range(4)] == list(SCORES)
    # the hand played now is the session's hand 8 (numbered from 1), its row number 7
    state = reduce(state, HandStarted(2, ("Lan", "An", "Mai", "Hùng"), MAI), 2.0, WORDS)
    assert state.hand_base == 5 and state.snapshot.hand_no == 7
