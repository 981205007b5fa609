"""Tứ Sắc at 2 and 3 seats in the desktop client: Play now at the chosen seat count, the table, the result,
the score sheet and the history page of such a session."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qt_ui.i18n import use_language
from qt_ui.result_view import reason_words
from qt_ui.snapshot import Snapshot
from tests.test_client import drive, window
from tests.test_client_fit import NAMES as FIT_NAMES
from tests.test_client_fit import window as fit_window
from tusac_lan.games.tusac import GAME as TUSAC
from tusac_lan.games.tusac.client.move_words import describe_state
from tusac_lan.games.tusac.client.table_widget import Scene
from tusac_lan.games.tusac.client.words import seat_name
from tusac_lan.games.tusac.engine.actions import ActionType, ClaimKind, deal
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import HandState, Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import apply, legal_actions
from tusac_lan.games.tusac.hand_end import PaymentPart
from tusac_lan.table.history import verify_history


@pytest.mark.parametrize("seats", [3, 2])
def test_a_two_hand_session_at_fewer_seats_by_clicking(tmp_path: Path, qtbot, seats: int) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, "Lan", qtbot)
    lobby = win.lobby
    lobby.choose_game("tusac")
    assert [lobby.seat_count.itemData(i) for i in range(lobby.seat_count.count())] == [2, 3, 4]
    lobby.seat_count.setCurrentIndex(lobby.seat_count.findData(seats))
    assert [box.isVisibleTo(lobby) for box in lobby.bot_seats] == [seat < seats for seat in (1, 2, 3)]
    lobby.hands.setValue(2)
    lobby.bot_level.setCurrentIndex(lobby.bot_level.findData("beginner"))
    qtbot.mouseClick(lobby.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=10_000)
    page = win.table_page
    drive([win], qtbot)
    view = page.result_view
    snap = page.snapshot
    assert snap is not None and snap.ended is not None and len(snap.ended.scores) == seats
    assert len(view.payment_texts) == seats and all(view.payment_texts)
    assert not any("three" in text for text in view.payment_texts), view.payment_texts
    assert view.verdict.text().startswith("✔ Fair deal: verified")
    assert len(page.table.scene.names) == seats
    qtbot.mouseClick(view.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.snapshot is not None and page.snapshot.hand_no == 1, timeout=30_000)
    drive([win], qtbot)
    qtbot.waitUntil(lambda: view.play_again_button.isVisible(), timeout=30_000)
    sheet = view.final_sheet
    assert sheet.columnCount() == 2 + seats
    totals = [int(sheet.text_at(2, column)) for column in range(2, 2 + seats)]
    snap = page.snapshot
    assert snap is not None and tuple(totals) == snap.scores and sum(totals) == 0
    win.leave()
    files = sorted((tmp_path / "Lan-histories").glob("*-hand*.tusac"))
    assert len(files) == 2
    for file in files:
        history, _ = verify_history(file.read_bytes())
        assert history.verdict.ok and history.config.seats == seats
    # The session file opens in the history page as a score sheet of ``seats`` columns.
    own = next((tmp_path / "Lan-histories").glob("*-session.tusac"))
    win.open_history(str(own))
    history_page = win.history
    qtbot.waitUntil(lambda: history_page.session is not None, timeout=60_000)
    assert history_page.verdict.text().startswith("✔ Session verified"), history_page.verdict.text()
    assert [int(history_page.sheet.text_at(2, column)) for column in range(2, 2 + seats)] == totals
    # And a hand file opens and steps.
    win.open_history(str(files[0]))
    qtbot.waitUntil(
        lambda: history_page.session is None and history_page.verdict.text().startswith("✔"), timeout=60_000
    )
    win.close()


def played_state(seats: int, seed: int, turns: int) -> HandState:
    """A hand at ``seats`` seats played by a simple rule (claim whenever possible, never win) for ``turns``
    turns, so that the table has exposed sets, discards and a shown card."""
    chooser = random.Random(seed)
    deck = list(range(112))
    chooser.shuffle(deck)
    state, _ = apply(new_hand(RuleSet(), 0, seats), deal(tuple(deck)))
    while state.turn < turns and state.phase != Phase.ENDED:
        seat = state.awaiting()[0]
        options = legal_actions(state, seat)
        claims = [a for a in options if a.type == ActionType.CLAIM and a.claim != ClaimKind.WIN]
        passes = [a for a in options if a.type == ActionType.PASS]
        state, _ = apply(state, claims[0] if claims else passes[0] if passes else options[-1])
    return state


def busy_state(seats: int) -> HandState:
    return max((played_state(seats, seed, 60) for seed in range(6)), key=lambda s: sum(len(m) for m in s.melds))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_table_lays_out_every_seat_apart_at_960_by_640(tmp_path: Path, qtbot, seats: int) -> None:  # type: ignore[no-untyped-def]
    win = fit_window(tmp_path, qtbot)
    win.resize(960, 640)
    win.show()
    state = busy_state(seats)
    assert state.seats == seats and sum(len(m) for m in state.melds) >= 4
    names = FIT_NAMES[:seats]
    scores = (-12, 105, 3, -96)[:seats]
    win.pages.setCurrentWidget(win.table_page)
    table = win.table_page.table
    for me in range(seats):
        for reveal_all in (False, True):
            if reveal_all:  # as the history page shows a hand: every card face up
                table.show_scene(Scene(state, names, me, scores, reveal_all=True))
            else:
                win.table_page.show_snapshot(Snapshot(names, me, 0, state.view(me), scores, (), state.turn, "status"))
            QApplication.processEvents()
            table.repaint()
            inside = table.area()
            regions = table.regions
            assert sorted(regions) == [-1, *range(seats)]
            for key, region in regions.items():
                assert not region.isEmpty() and inside.contains(region), f"{key} outside the table: {region}"
            for (a, first), (b, second) in itertools.combinations(regions.items(), 2):
                where = f"{seats} seats, me {me}, reveal {reveal_all}"
                assert not first.intersects(second), f"{where}: {a} {first} overlaps {b} {second}"
            described = table.describe()
            assert all(seat_name(seat) in described for seat in range(seats))
    win.close()


def shows_a_four() -> HandState:
    """Dealt under the house rule of fours dealt in hand: East (seat 1) holds the four of kind 0."""
    deck = list(range(112))
    cycle = (1, 0, 9, 2, 13, 3, 5)  # cards 0-3 to slots 1, 5, 9 and 13: all East's
    for here, there in zip(cycle, cycle[1:] + cycle[:1], strict=True):
        deck[here] = there
    return apply(new_hand(RuleSet(show_dealt_fours=1), 0), deal(tuple(deck)))[0]


def test_the_status_line_tells_the_show_window_after_the_deal() -> None:
    use_language("en")
    state = shows_a_four()
    assert state.phase == Phase.SHOW
    assert describe_state(state.view(1), 1) == "Show the four of a kind dealt to you"
    assert describe_state(state.view(0), 0) == "Fours dealt in hand are shown now: you have none to show, pass"
    state = apply(state, legal_actions(state, 0)[0])[0]
    assert describe_state(state.view(0), 0) == "Fours dealt in hand are shown now: waiting for East, North, West"
    assert "Hand over" not in {describe_state(state.view(seat), seat) for seat in range(4)}


def test_host_and_join_a_two_seat_table_between_two_clients_on_loopback(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    host = window(tmp_path, "Host", qtbot)
    guest = window(tmp_path, "Guest", qtbot)
    lobby = host.lobby
    lobby.seat_count.setCurrentIndex(lobby.seat_count.findData(2))
    assert [box.isVisibleTo(lobby) for box in lobby.seat_plan] == [True, False, False]
    lobby.seat_plan[0].setCurrentIndex(lobby.seat_plan[0].findData("player"))
    lobby.seat_plan[1].setCurrentIndex(lobby.seat_plan[1].findData("beginner"))  # hidden: no third seat
    lobby.host_address.setText("127.0.0.1:0")
    lobby.hands.setValue(1)
    qtbot.mouseClick(lobby.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=20_000)
    guest.lobby.address.setText(host.hosted_at)
    qtbot.mouseClick(guest.lobby.join_button, Qt.MouseButton.LeftButton)
    drive([host, guest], qtbot)
    for win, me in ((host, 0), (guest, 1)):
        snap = win.table_page.snapshot
        assert snap is not None and snap.me == me and len(snap.names) == 2
        assert "Fair deal: <b>verified</b>" in win.table_page.summary.text()
        assert len(win.table_page.result_view.payment_texts) == 2
    files = [sorted((tmp_path / f"{who}-histories").glob("*hand0000.tusac")) for who in ("Host", "Guest")]
    assert files[0] and files[1] and files[0][0].read_bytes() == files[1][0].read_bytes()
    history, _ = verify_history(files[0][0].read_bytes())
    assert history.verdict.ok and history.config.seats == 2 and history.config.names == ("Host", "Guest")
    host.close()
    guest.close()


def test_the_winner_is_paid_by_the_seats_there_are() -> None:
    use_language("en")
    each, total = PaymentPart(18, "wins_each", each=9), PaymentPart(18, "wins_total", each=18)
    four, three, two = ("Lan", "An", "Bình", "Chi"), ("Lan", "An", "Bình"), ("Lan", "An")
    assert reason_words(each, four) == "wins 9 from each of the other three"
    assert reason_words(total, four) == "wins 18 in all from the other three"
    assert reason_words(each, three) == "wins 9 from each of the other two"
    assert reason_words(total, three) == "wins 18 in all from the other two"
    assert reason_words(each, two) == reason_words(PaymentPart(9, "wins_total", each=9), two)
    assert reason_words(each, two) == "wins 9 from the other player"


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_dice_told_are_the_dice_that_chose_the_starter(seats: int) -> None:
    """The Moves log tells the first starter's throws: one die for each seat there is, the highest starting."""
    for joint in (bytes([n, n * 7 % 256, 200, 9, 77]) * 4 for n in range(40)):
        rounds = TUSAC.first_throws(RuleSet(), seats, joint)
        starter = TUSAC.first_starter(RuleSet(), seats, joint)
        assert rounds and all(len(faces) == seats for faces in rounds)
        last = rounds[-1]
        assert [seat for seat, face in enumerate(last) if face == max(last)] == [starter]
