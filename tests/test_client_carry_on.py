"""A player who does not come back, in the client: the question to go on with a bot or to end reaches
the session runner's thread (a chosen runner, end, or no answer in time = go on, unless the table waits
for answers); the next table's seats, the session's hand numbers and a replaced player's wait for its
seat are shown in the player's words."""

from __future__ import annotations

import threading
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt

from qt_ui.i18n import use_language
from qt_ui.main_window import MainWindow, make_window
from qt_ui.session import SESSION_OVER, TableSession
from qt_ui.snapshot import Snapshot
from qt_ui.vote_words import vote_words
from tests.client_session import client_window
from tests.scenario import Table
from tusac_lan.peer.events import (
    VOTE_AWAITED,
    VOTE_DEFAULT,
    VOTE_GAVE_UP,
    VOTE_MISSING,
    VOTE_RETRY,
    VOTE_WAITS,
    CarryOnAsked,
    OutOfTime,
    Rejoined,
    SeatedAtTable,
    SeatListing,
    TableContinued,
    VoteNotice,
    WaitingForSeat,
)
from tusac_lan.peer.handover import told
from tusac_lan.peer.options import PeerOptions
from tusac_lan.table.events import HandEnded as TableHandEnded
from tusac_lan.table.events import HandStarted, SessionOver, TurnApplied
from tusac_lan.table.verdict import Verdict

FIRST = SeatListing(2, ("Host", "Lan", "Mai", "Good bot 3"), ("", "", "", "strong"), ("",) * 4, 0, ())
WITH_BOT = SeatListing(2, ("Host", "Strong bot 1", "Mai", "Good bot 3"), ("", "strong", "", "strong"), ("",) * 4, 0, ())
LAN_BACK = SeatListing(2, ("Host", "Lan", "Mai", "Good bot 3"), ("", "", "", "strong"), ("",) * 4, 0, ())


def window(tmp_path: Path, qtbot: Any, language: str = "en", name: str = "Mai") -> MainWindow:
    return client_window(tmp_path, qtbot, name=name, language=language, ini="client.ini", identity="id")


class Stopped:
    stopped = "the hand was void"


def ask_like_the_runner(win: MainWindow, question: CarryOnAsked) -> list[tuple[bool, int] | None]:
    """Start a session whose runner thread does what ``Handover.vote`` does: tell the question, then poll
    ``carry_on`` until it answers or ``within`` passes. Returns the list the answer lands in."""
    got: list[tuple[bool, int] | None] = []

    def body(options: PeerOptions) -> Stopped:
        assert options.listener is not None and options.carry_on is not None
        options.listener(question)
        end = time.monotonic() + question.within
        answer = None
        while answer is None and time.monotonic() < end:
            answer = options.carry_on(question)
            threading.Event().wait(0.02)  # the runner polls the mesh between two looks
        got.append(answer)
        return Stopped()

    session = win._new_session()
    win.pages.setCurrentWidget(win.table_page)
    session._start(body)
    return got


def question(within: float = 30.0) -> CarryOnAsked:
    return CarryOnAsked(
        "Lan did not come back: go on with a bot in their seat, or end the session?",
        ("Lan",),
        ((0, "Host"), (2, "Mai")),
        0,
        within,
        2,
    )


def test_going_on_with_a_bot_run_by_the_chosen_player_reaches_the_runner(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    win = window(tmp_path, qtbot)
    got = ask_like_the_runner(win, question())
    qtbot.waitUntil(lambda: win.table_page.carry_on is not None, timeout=5_000)
    dialog = win.table_page.carry_on
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    assert dialog.text.text() == "Lan did not come back. Go on with a bot in their seat, or end the session?"
    choices = [dialog.runners.itemText(i) for i in range(dialog.runners.count())]
    assert choices == ["Host (South)", "Me (Mai, North)"]
    assert dialog.chosen_runner() == 0, "the usual runner is proposed"
    assert "s left to answer" in dialog.countdown.text()
    dialog.reject()  # Escape does not close an unanswered question
    assert dialog.isVisible() and not got
    dialog.runners.setCurrentIndex(1)
    qtbot.mouseClick(dialog.go_on_button, Qt.MouseButton.LeftButton)
    assert win.table_page.status.text() == "You chose to go on with a bot. Waiting for the other players…"
    qtbot.waitUntil(lambda: bool(got), timeout=5_000)
    assert got == [(True, 2)]
    assert not dialog.isVisible() and win.table_page.carry_on is None
    win.close()


def test_ending_the_session_reaches_the_runner(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    win = window(tmp_path, qtbot)
    got = ask_like_the_runner(win, question())
    qtbot.waitUntil(lambda: win.table_page.carry_on is not None, timeout=5_000)
    dialog = win.table_page.carry_on
    assert dialog is not None
    assert win.session is not None
    closed: list[str] = []
    win.session.closed.connect(closed.append)
    qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(got), timeout=5_000)
    assert got == [(False, 0)]
    qtbot.waitUntil(lambda: bool(closed), timeout=5_000)
    assert closed == ["the session ended without a bot in Lan's seat"]
    snap = win.table_page.snapshot
    assert snap is not None and snap.over
    assert win.table_page.alerts.text() == "The table has closed: the session ended without a bot in Lan's seat"
    win.close()


def test_no_answer_in_time_goes_on_with_a_bot_and_closes_the_question(tmp_path: Path, qtbot: Any) -> None:
    # Issue 22 point 4: no answer never ends the evening (the runner counts it as going on, too).
    use_language("en")
    win = window(tmp_path, qtbot)
    got = ask_like_the_runner(win, question(within=1.5))
    qtbot.waitUntil(lambda: win.table_page.carry_on is not None, timeout=5_000)
    dialog = win.table_page.carry_on
    assert dialog is not None
    assert dialog.countdown.text().endswith("No answer goes on with a bot.")
    qtbot.waitUntil(lambda: bool(got), timeout=5_000)
    assert got[0] is None or got[0] == (True, 0), "no answer counts as going on with the usual runner"
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)
    assert win.table_page.carry_on is None
    win.close()


def test_at_a_table_that_waits_for_answers_the_question_stays_until_answered(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    win = window(tmp_path, qtbot)
    answers: list[tuple[bool, int]] = []
    dialog = win.table_page.ask_carry_on(replace(question(within=0.5), waits=True))
    dialog.answered.connect(lambda go_on, seat: answers.append((go_on, seat)))
    qtbot.wait(1_500)  # well past the time to answer: the question still stands, unanswered
    assert dialog.isVisible() and not answers and win.table_page.carry_on is dialog
    assert dialog.countdown.text() == "The table waits for your answer."
    qtbot.mouseClick(dialog.go_on_button, Qt.MouseButton.LeftButton)
    assert answers == [(True, 0)] and not dialog.isVisible()
    win.close()


def test_an_answer_to_an_old_question_does_not_answer_a_new_one(qtbot: Any, tmp_path: Path) -> None:
    session = TableSession(tmp_path / "id", "Mai", None)
    first, second = question(), question(within=20.0)
    session._on_event(first)
    session._on_event(second)
    session.answer_carry_on(first, True, 2)
    assert session._carry_on.poll(second) is None and session._carry_on.poll(first) is None
    session.answer_carry_on(second, False, 0)
    assert session._carry_on.poll(second) == (False, 0)
    session.stop_reporting()


def snapshots(session: TableSession) -> list[Snapshot]:
    seen: list[Snapshot] = []
    session.snapshot.connect(seen.append)
    return seen


def test_the_next_table_shows_the_bot_then_the_player_back_with_hands_numbered_across_the_session(
    tmp_path: Path, qtbot: Any
) -> None:
    use_language("en")
    session = TableSession(tmp_path / "id", "Mai", None)
    seen = snapshots(session)
    seat_lists: list[list[str]] = []
    session.seats.connect(seat_lists.append)
    session._on_event(SeatedAtTable(FIRST))
    session._on_event(HandStarted(3, FIRST.names, 2))
    qtbot.waitUntil(lambda: bool(seen) and seen[-1].hand_no == 3, timeout=5_000)
    session._on_event(SessionOver("hand 3 stopped"))  # a void hand for an absent player ends its table
    qtbot.waitUntil(lambda: seen[-1].over, timeout=5_000)
    session._next_pressed = 3  # the player closed hand 4's result on the first table
    later = replace(session.current, next_at=time.monotonic() + 60)
    session._state = replace(session._state, snapshot=later)
    text = "the session goes on at a new table hosted by Host; bots: Strong bot 1 (strong), Good bot 3 (strong)"
    session._on_event(TableContinued(text, WITH_BOT, 3, (5, -5, 10, -10)))
    qtbot.waitUntil(lambda: "Lan" not in seen[-1].names, timeout=5_000)
    line = "The session goes on at a new table: Good bot 1 plays Lan's seat, run by Host's computer."
    assert seen[-1].names == ("Host", "Good bot 1", "Mai", "Good bot 3") and seen[-1].me == 2
    assert not seen[-1].over, "the session goes on"
    assert seen[-1].scores == (5, -5, 10, -10), "the scores carried on are shown before the next hand ends"
    assert line in seen[-1].alerts and line in seen[-1].log
    qtbot.waitUntil(lambda: bool(seat_lists) and any("Good bot 1" in s for s in seat_lists[-1]), timeout=5_000)
    assert not session._ready_for_next(0), "Next hand pressed at the first table does not start the next table's"
    session._on_event(HandStarted(0, WITH_BOT.names, 2))
    qtbot.waitUntil(lambda: seen[-1].hand_no == 4, timeout=5_000)
    assert seen[-1].log[-1] == "— Hand 5 —", "the void hand 4 is followed by hand 5"
    session._on_event(HandStarted(1, WITH_BOT.names, 2))
    session._on_event(TableContinued("the session goes on at a new table hosted by Host", LAN_BACK, 5))
    qtbot.waitUntil(lambda: "Lan" in seen[-1].names, timeout=5_000)
    assert "Lan is back in their seat." in seen[-1].alerts
    session._on_event(HandStarted(0, LAN_BACK.names, 2))
    qtbot.waitUntil(lambda: seen[-1].hand_no == 6, timeout=5_000)
    session.stop_reporting()


def test_a_replaced_player_waits_for_its_seat_and_is_told_when_it_is_back(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    win = window(tmp_path, qtbot)
    session = win._new_session()
    lan = SeatListing(1, ("Host", "Lan", "Mai", "Good bot 3"), ("", "", "", "strong"), ("",) * 4, 0, ())
    session._on_event(HandStarted(0, lan.names, 1))
    session._on_event(WaitingForSeat("a bot plays this seat at a table hosted by Host: waiting", "Host"))
    page = win.table_page
    qtbot.waitUntil(lambda: page.snapshot is not None and page.snapshot.seat_wanted_since > 0, timeout=5_000)
    assert page.status.text() == "Waiting to take your seat back at the next hand…"
    assert "While you were away, a bot took your seat at the table Host hosts now." in page.alerts.text()
    assert page.trouble.isVisible() and page.trouble.text().startswith(
        "Waiting to take your seat back at the next hand (0:0"
    )
    session._on_event(TableContinued("the session goes on at a new table hosted by Host", lan, 2))
    qtbot.waitUntil(lambda: page.snapshot is not None and page.snapshot.seat_wanted_since == 0, timeout=5_000)
    assert "You are back in your seat: the session goes on at a new table." in page.alerts.text()
    assert "a bot took your seat" not in page.alerts.text(), "the player is back: that line is over"
    session._on_event(HandStarted(0, lan.names, 1))
    qtbot.waitUntil(lambda: page.snapshot is not None and page.snapshot.hand_no == 2, timeout=5_000)
    assert not page.trouble.isVisible()
    win.close()


def test_a_replaced_player_whose_session_ended_while_away_waits_no_more(tmp_path: Path, qtbot: Any) -> None:
    """Seen in a real window: the session ended while the player waited for its seat; its clock went on
    counting ("Waiting to take your seat back at the next hand (3:21)"), the line "you take it back at the
    next hand" stayed, and so did a line of the hand the replay showed, which pushed the line that told
    the end below the status area's three lines."""
    use_language("en")
    win = window(tmp_path, qtbot)
    session = win._new_session()
    lan = SeatListing(1, ("Host", "Lan", "Mai", "Good bot 3"), ("", "", "", "strong"), ("",) * 4, 0, ())
    session._on_event(HandStarted(0, lan.names, 1))
    session._on_event(OutOfTime("Host ran out of time", "Host", 0, False, 7))  # told again by the replay
    session._on_event(WaitingForSeat("a bot plays this seat at a table hosted by Host: waiting", "Host"))
    page = win.table_page
    qtbot.waitUntil(lambda: page.snapshot is not None and page.snapshot.seat_wanted_since > 0, timeout=5_000)
    taken = "While you were away, a bot took your seat at the table Host hosts now."
    assert taken in page.alerts.text() and "ran out of time" not in page.alerts.text()
    session._on_event(told("ENDED_WHILE_AWAY"))
    qtbot.waitUntil(lambda: page.snapshot is not None and page.snapshot.seat_wanted_since == 0, timeout=5_000)
    snap = page.snapshot
    assert snap is not None and snap.alerts == ("The session ended while you were away.",)
    page._show_trouble()  # the clock's next tick
    assert not page.trouble.isVisible()
    win.close()


def test_the_line_that_a_player_takes_their_seat_back_goes_when_they_have(tmp_path: Path, qtbot: Any) -> None:
    """Seen in a real window at the host: "Yuki takes their seat back at the next hand" stayed while Yuki
    played that hand, and after the session ended."""
    use_language("en")
    session = TableSession(tmp_path / "id", "Mai", None)
    seen = snapshots(session)
    session._on_event(SeatedAtTable(FIRST))
    session._on_event(HandStarted(0, FIRST.names, 2))
    session._on_event(TableContinued("the session goes on at a new table hosted by Host", WITH_BOT, 0))
    session._on_event(HandStarted(0, WITH_BOT.names, 2))
    session._on_event(told("SEAT_BACK_NEXT_HAND", names="Lan"))
    back = "Lan takes their seat back at the next hand."
    qtbot.waitUntil(lambda: bool(seen) and back in seen[-1].alerts, timeout=5_000)
    session._on_event(TableContinued("the session goes on at a new table hosted by Host", LAN_BACK, 1))
    qtbot.waitUntil(lambda: "Lan" in seen[-1].names, timeout=5_000)
    assert "Lan is back in their seat." in seen[-1].alerts and back not in seen[-1].alerts
    session.stop_reporting()


def test_a_replaced_player_back_at_a_later_table_numbers_its_hands_as_the_host(tmp_path: Path, qtbot: Any) -> None:
    """Seen in real windows: hand 1 void (the guest crashed and a bot took its seat), hand 2 played by the
    bot, the guest back for hand 3: the host said "Hand 3", the guest "Hand 2" (its void hand 1 was not
    counted: it never saw that hand end, its seat went to a bot)."""
    use_language("en")
    session = TableSession(tmp_path / "id", "Mai", None)
    seen = snapshots(session)
    session._on_event(Rejoined("back at the table: hand 0", 0, 12, FIRST))
    session._on_event(HandStarted(0, FIRST.names, 2))
    dealt = Table(0, {0: "GX", 1: "GY GZ YS", 2: "GX GX YS"}).state
    session._on_event(TurnApplied(dealt, 0, replayed=True))  # the replay shows hand 1 under way
    session._on_event(WaitingForSeat("a bot plays this seat at a table hosted by Host: waiting", "Host"))
    qtbot.waitUntil(lambda: bool(seen) and seen[-1].seat_wanted_since > 0, timeout=5_000)
    # the bot played hand 2 at the next table (the session played 1 hand with a result), the player is back
    session._on_event(TableContinued("the session goes on at a new table hosted by Host", LAN_BACK, 1))
    session._on_event(HandStarted(0, LAN_BACK.names, 2))
    qtbot.waitUntil(lambda: sum(line.startswith("— Hand") for line in seen[-1].log) == 2, timeout=5_000)
    assert seen[-1].log[-1] == "— Hand 3 —" and seen[-1].hand_no == 2
    session.stop_reporting()


@pytest.mark.parametrize("ends", ["next hand", "hand ended"])
def test_the_line_of_a_rejoin_goes_when_that_hand_ends_or_the_next_starts(
    tmp_path: Path, qtbot: Any, ends: str
) -> None:
    """Seen in real windows: "You are back at the table, in hand 1: play goes on" stayed through hand 2, and
    in red over the hand's result."""
    use_language("en")
    win = window(tmp_path, qtbot)
    session = win._new_session()
    seen = snapshots(session)
    session._on_event(Rejoined("back at the table: hand 0", 0, 12, FIRST))
    session._on_event(HandStarted(0, FIRST.names, 2))  # the runner starts the hand it came back to
    back = "You are back at the table, in hand 1: play goes on."
    qtbot.waitUntil(lambda: bool(seen) and seen[-1].hand_no == 0 and back in seen[-1].alerts, timeout=5_000)
    if ends == "next hand":
        session._on_event(HandStarted(1, FIRST.names, 2))
        qtbot.waitUntil(lambda: seen[-1].hand_no == 1, timeout=5_000)
    else:
        session._on_event(TableHandEnded(0, None, Verdict(False, 1, "seat 1 withheld its move"), (0,) * 4, None))
        qtbot.waitUntil(lambda: seen[-1].ended is not None, timeout=5_000)
    assert back not in seen[-1].alerts
    win.close()


def test_the_question_is_withdrawn_when_the_session_closes(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    win = window(tmp_path, qtbot)
    dialog = win.table_page.ask_carry_on(question())
    assert dialog.isVisible()
    win._on_closed(SESSION_OVER)
    assert not dialog.isVisible() and win.table_page.carry_on is None
    win.close()


def test_while_the_player_is_asked_the_result_does_not_say_it_waits_for_the_others(tmp_path: Path, qtbot: Any) -> None:
    """A window check saw "Waiting for the other players…" beside the question this player had to answer."""
    use_language("en")
    win = window(tmp_path, qtbot)
    win.table_page.result_view.waiting.setText("Waiting for the other players…")  # Next hand pressed
    dialog = win.table_page.ask_carry_on(question())
    assert dialog.isVisible() and win.table_page.result_view.waiting.text() == ""
    win._on_closed(SESSION_OVER)
    win.close()


def test_the_tables_waits_come_from_the_settings_file(tmp_path: Path, qtbot: Any) -> None:
    store = QSettings(str(tmp_path / "waits.ini"), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(tmp_path / "id"))
    store.setValue("rejoin_wait", 45)
    store.setValue("deadlines", "20,60,5")
    win = make_window(store, tmp_path / "h", discovery=False)
    qtbot.addWidget(win)
    session = win._new_session()
    assert (session.rejoin_wait, session.deadlines) == (45.0, (20.0, 60.0, 5.0))
    assert session.current.move_wait == 65.0
    store.setValue("rejoin_wait", "soon")
    store.setValue("deadlines", "1,2,3,4")
    win2 = make_window(store, tmp_path / "h", discovery=False)
    qtbot.addWidget(win2)
    defaults = PeerOptions(identity_dir=tmp_path)
    session2 = win2._new_session()
    assert (session2.rejoin_wait, session2.deadlines) == (defaults.rejoin_wait, defaults.deadlines)
    win.close()
    win2.close()


def vote_texts(language: str) -> dict[tuple[str, tuple[str, ...]], str]:
    use_language(language)
    kinds = (VOTE_DEFAULT, VOTE_WAITS, VOTE_AWAITED, VOTE_MISSING, VOTE_RETRY, VOTE_GAVE_UP)
    return {
        (kind, names): vote_words(VoteNotice(f"the English of {kind}", kind, names))
        for kind in kinds
        for names in ((), ("Lan", "Mai"))
    }


def test_the_votes_notices_are_in_the_players_language(qtbot: Any) -> None:
    try:
        english = vote_texts("en")
        for (kind, names), words in english.items():
            assert words and not words.startswith("the English of"), (kind, words)
            if names and kind in (VOTE_AWAITED, VOTE_MISSING, VOTE_RETRY):
                assert "Lan, Mai" in words
        for language in ("vi", "ja"):
            for key, words in vote_texts(language).items():
                assert words != english[key] and ("Lan, Mai" in words) == ("Lan, Mai" in english[key]), words
        assert vote_words(VoteNotice("something new", "unknown")) == "something new"
    finally:
        use_language("en")
