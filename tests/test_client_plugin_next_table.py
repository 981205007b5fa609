"""A plugin game's session that goes on at a next table: one sheet and one count of hands for the evening.

The worker is fed the table's and the peer's events as a LAN table sends them (a hand that counted, a void
hand, a next table with a bot in a gone player's seat, a rejoin at a next table); the page shows what a
player would see."""

from __future__ import annotations

from typing import Any

from qt_ui.i18n import use_language
from qt_ui.plugin import game_client
from qt_ui.practice import PracticeSession
from qt_ui.practice_page import PracticePage
from qt_ui.practice_state import Event, new_snapshot, reduce
from tusac_lan.games import find_game
from tusac_lan.peer.events import EarlierHand, EarlierHands, Rejoined, SeatListing, TableContinued, TableSet
from tusac_lan.table.events import HandEnded, HandStarted
from tusac_lan.table.verdict import Verdict

LIMIT_MS = 10_000
PLAYERS = ("Host", "Lan", "Me", "Chi")
WITH_BOT = ("Host", "Good bot 1", "Me", "Chi")
BOTS = ("", "", "", "")
BOT_IN_1 = ("", "good", "", "")


def _listing(names: tuple[str, ...], bots: tuple[str, ...], hands: int) -> SeatListing:
    return SeatListing(2, names, bots, ("",) * 4, 0, (), game="kuaho", hands=hands)


def _worker(qtbot: Any) -> tuple[PracticeSession, list[Event]]:
    game = find_game("kuaho")
    worker = PracticeSession(game, game.default_rules(), ("good",) * 3, 4, lambda *_: [])
    worker._lan = True
    seen: list[Event] = []
    worker.happened.connect(seen.append)
    return worker, seen


def _page(qtbot: Any) -> PracticePage:
    game = find_game("kuaho")
    plugin = game_client(game)
    assert plugin is not None
    page = PracticePage(game, plugin, 4, PLAYERS)
    qtbot.addWidget(page)
    return page


def _shown(qtbot: Any, worker: PracticeSession, seen: list[Event], told: list[Any], page: PracticePage) -> Any:
    before = len(seen)
    for event in told:
        worker._heard(event)
        if isinstance(event, HandStarted):
            worker._start_shown(None)
    posts = sum(1 for e in told if isinstance(e, (HandStarted, HandEnded, TableContinued, Rejoined, EarlierHands)))
    qtbot.waitUntil(lambda: len(seen) - before >= posts, timeout=LIMIT_MS)
    return seen[before:]


def _sheet_text(page: PracticePage) -> list[list[str]]:
    sheet = page.sheet
    rows = []
    for row in range(sheet.rowCount()):
        cells = [sheet.item(row, column) for column in range(sheet.columnCount())]
        rows.append([cell.text() if cell is not None else "" for cell in cells])
    return rows


def test_a_next_table_goes_on_counting_the_sessions_hands_with_the_void_hand_and_the_players_column(
    qtbot: Any,
) -> None:
    use_language("en")
    worker, seen = _worker(qtbot)
    page = _page(qtbot)
    state = new_snapshot(4, 4)
    ok, void = Verdict(True, -1, ""), Verdict(False, -1, "seat 1 withheld its move")
    # Hand 1 counts (+3 to the host), hand 2 is void: Lan's computer stopped answering.
    table_one = [
        TableSet(_listing(PLAYERS, BOTS, 4)),
        HandStarted(0, PLAYERS, 2),
        HandEnded(0, None, ok, (3, -1, -1, -1), None),
        HandStarted(1, PLAYERS, 2),
        HandEnded(1, None, void, (3, -1, -1, -1), None),
    ]
    for event in _shown(qtbot, worker, seen, table_one, page):
        state = reduce(state, event)
    page.show_snapshot(state)
    assert "hand 2 of 4" in page.title.text()
    assert _sheet_text(page)[1][1] == "did not count"
    assert any("Hand 2 did not count" in line for line in state.log)
    # The session goes on at a next table (3 hands left: one counted) with a bot in Lan's seat.
    table_two = [
        TableContinued("", _listing(WITH_BOT, BOT_IN_1, 3), 1, (3, -1, -1, -1)),
        HandStarted(0, WITH_BOT, 2),
        HandEnded(0, None, ok, (1, 1, -1, -1), None),
        HandStarted(1, WITH_BOT, 2),
    ]
    for event in _shown(qtbot, worker, seen, table_two, page):
        state = reduce(state, event)
    page.show_snapshot(state)
    assert "hand 4 of 5" in page.title.text(), "the hands go on from the table before, the void one counted"
    assert any(line.endswith("Hand 4 —") for line in state.log)
    rows = _sheet_text(page)
    assert [row[0] for row in rows] == ["1", "2", "3", "Total"]
    assert rows[2][1:] == ["-2", "+2", "+0", "+0"], "the next table's hand pays what changed, not its scores"
    assert rows[3][1:] == ["+1", "+1", "-1", "-1"]
    header = page.sheet.horizontalHeaderItem(2)
    assert header is not None and header.toolTip() == "Lan (Good bot 1)"
    worker.leave()


def test_a_rejoin_at_a_next_table_numbers_on_from_the_tables_before_and_reads_their_rows(qtbot: Any) -> None:
    use_language("en")
    worker, seen = _worker(qtbot)
    page = _page(qtbot)
    state = new_snapshot(4, 4)
    # Back from a crash in the next table's hand 1; the session finished 1 hand before it (and a void one).
    told = [
        Rejoined("", 1, 40, _listing(WITH_BOT, BOT_IN_1, 3), (1, 1, -1, -1), 1, (3, -1, -1, -1)),
        HandStarted(1, WITH_BOT, 2),
    ]
    for event in _shown(qtbot, worker, seen, told, page):
        state = reduce(state, event)
    page.show_snapshot(state)
    assert state.totals == (1, 1, -1, -1), "the session's scores at once, before the files are read"
    assert _sheet_text(page)[-1][1:] == ["+1", "+1", "-1", "-1"]
    earlier = EarlierHands(
        (EarlierHand(0, 1, 2, (-2, 2, 0, 0), (1, 1, -1, -1), True),),
        (
            EarlierHand(0, 0, 3, (3, -1, -1, -1), (3, -1, -1, -1), True),
            EarlierHand(1, -1, 0, (0, 0, 0, 0), (3, -1, -1, -1), False),
        ),
        2,
    )
    for event in _shown(qtbot, worker, seen, [earlier], page):
        state = reduce(state, event)
    page.show_snapshot(state)
    assert "hand 4 of 5" in page.title.text()
    rows = _sheet_text(page)
    assert [row[0] for row in rows] == ["1", "2", "3", "Total"], rows
    assert rows[1][1] == "did not count" and rows[-1][1:] == ["+1", "+1", "-1", "-1"]
    ended = [HandEnded(1, None, Verdict(True, -1, ""), (4, 0, -2, -2), None)]
    for event in _shown(qtbot, worker, seen, ended, page):
        state = reduce(state, event)
    page.show_snapshot(state)
    rows = _sheet_text(page)
    assert rows[3][1:] == ["+3", "-1", "-1", "-1"], "the hand after the rejoin pays what changed since it"
    assert rows[-1][1:] == ["+4", "+0", "-2", "-2"]
    worker.leave()


def test_the_tables_words_reach_a_plugin_games_log_in_the_players_language(qtbot: Any) -> None:
    """A seat taken back at the next hand, a player who ended the session: said at Tứ Sắc's table, and
    now at another game's too (they were not shown there at all)."""
    from tusac_lan.peer.handover import told

    use_language("vi")
    try:
        worker, seen = _worker(qtbot)
        worker._heard(told("ENDED_BY", names="Lan"))
        worker._heard(told("SEAT_BACK_NEXT_HAND", names="Hương"))
        qtbot.waitUntil(lambda: len(seen) >= 2, timeout=LIMIT_MS)
        state = new_snapshot(4, 4)
        for event in seen:
            state = reduce(state, event)
        assert state.log[0].startswith("Lan ") and "Hương" in state.log[1], state.log
        assert "chose" not in " ".join(state.log) and "takes their seat" not in " ".join(state.log)
        worker.leave()
    finally:
        use_language("en")
