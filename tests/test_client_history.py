"""The history viewer: a hand steps to its outcome, moves are told in words with card pictures and a
claim only once it happened; a session file opens as a score sheet whose rows open their hands."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt

from qt_ui.history_page import LoadedHand, load, load_hand
from tests.test_client import window
from tusac_lan.games.tusac.engine.actions import ActionType
from tusac_lan.games.tusac.engine.state import Phase
from tusac_lan.games.tusac.story import story
from tusac_lan.table.history import verify_history

DATA = Path(__file__).parent / "data" / "session"
SESSION = next(DATA.glob("*-session.tusac"))
HAND = next(DATA.glob("*-hand0000.tusac"))


def test_a_claim_is_told_only_once_every_answer_is_in_and_a_losing_claim_never_as_taken() -> None:
    _, run = verify_history(HAND.read_bytes(), trace=True)
    assert run.trace is not None
    steps = story(run.trace)
    assert steps[0].kind == "deal"
    takes = [step for step in steps if step.kind == "take"]
    assert takes
    for step in takes:
        # The set is on the table in the state the step shows, holding the card it took.
        assert any(step.card in [step.state.cards[s] for s in meld.slots] for meld in step.state.melds[step.seat])
        assert step.state.phase != Phase.CLAIM
    moves = sum(1 for action, _ in run.trace if action.type not in (ActionType.CLAIM, ActionType.PASS))
    shown = sum(1 for step in steps if step.kind in ("take", "win", "nobody"))
    assert len(steps) == moves + shown, "the answers to a shown card are one step"
    assert all(step.state.phase != Phase.CLAIM for step in steps if step.kind in ("take", "win"))
    assert any(step.also for step in steps), "this hand has a claim that lost (South's run to North's kong)"
    assert steps[-1].kind == "win" and steps[-1].state.result is not None


def test_a_hand_ends_on_its_outcome_and_its_moves_are_words() -> None:
    hand = load_hand(str(HAND))
    assert hand.ok and hand.outcome is not None and hand.outcome.result is not None
    texts = [text for text, _ in hand.steps]
    assert texts[0].startswith("The deal: ")
    assert texts[-1].startswith("Result: player3 wins on ")
    assert any(" discards " in text and "(" in text for text in texts), "cards named in words with their code"
    assert any(" takes " in text for text in texts)


def test_the_viewer_shows_the_outcome_and_opens_a_session_as_a_score_sheet(  # type: ignore[no-untyped-def]
    tmp_path: Path, qtbot
) -> None:
    folder = tmp_path / "session"
    shutil.copytree(DATA, folder)
    win = window(tmp_path, "Viewer", qtbot)
    page = win.history
    win.open_history(str(folder / SESSION.name))
    qtbot.waitUntil(
        lambda: page.session is not None and page.views.currentWidget() is page.session_view, timeout=60_000
    )
    assert page.verdict.text().startswith("✔ Session verified")
    assert page.sheet.rowCount() == 3  # two hands and the totals
    assert [page.sheet.text_at(2, column) for column in range(2, 6)] == ["-32", "-8", "-8", "+48"]
    page.sheet.row_opened.emit(1)
    qtbot.waitUntil(lambda: page.hand is not None and page.hand.path.endswith("hand0001.tusac"), timeout=60_000)
    hand = page.hand
    assert isinstance(hand, LoadedHand) and hand.ok and page.verdict.text().startswith("✔")
    assert page.to_session.isVisible() and not page.at_outcome()
    for key in ("first", "back", "forward", "last"):
        assert not page.buttons[key].icon().isNull() and page.buttons[key].text() == ""
    qtbot.mouseClick(page.buttons["last"], Qt.MouseButton.LeftButton)
    assert page.at_outcome()
    view = page.result_view
    assert view.headline.text().startswith("player3 wins on ")
    assert len(view.payment_texts) == 4 and all(view.payment_texts)
    assert view.verdict.text().startswith("✔ Fair deal: verified")
    assert view.strips and not view.next_button.isVisible()
    assert page.table.scene.state is hand.steps[-1][1] and page.table.scene.reveal_all
    for row in range(page.moves.count() - 1):
        assert not page.moves.item(row).icon().isNull() or row == 0  # the deal pictures no card
    qtbot.mouseClick(page.buttons["back"], Qt.MouseButton.LeftButton)
    assert not page.at_outcome()
    qtbot.mouseClick(page.to_session, Qt.MouseButton.LeftButton)
    assert page.views.currentWidget() is page.session_view
    win.close()


def test_a_session_with_a_hand_changed_does_not_verify_but_lists_the_hands_before(tmp_path: Path) -> None:
    folder = tmp_path / "session"
    shutil.copytree(DATA, folder)
    second = next(folder.glob("*-hand0001.tusac"))
    data = bytearray(second.read_bytes())
    data[len(data) // 2] ^= 0xFF
    second.write_bytes(bytes(data))
    loaded = load(str(folder / SESSION.name))
    assert not loaded.ok and loaded.verdict.startswith("Session does not verify: hand 2: the file is damaged")
    assert [row.hand_no for row in loaded.rows] == [0]  # type: ignore[union-attr]


def test_the_arrow_keys_step_through_the_moves(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, "Viewer", qtbot)
    page = win.history
    win.open_history(str(HAND))
    qtbot.waitUntil(lambda: page.hand is not None and page.views.currentWidget() is page.hand_view, timeout=60_000)
    start = page.position
    page.moves.setFocus()
    for key, expected in ((Qt.Key.Key_Right, 1), (Qt.Key.Key_Right, 2), (Qt.Key.Key_Left, 1), (Qt.Key.Key_Down, 2)):
        qtbot.keyClick(page.moves, key)
        assert page.position == start + expected, key
    qtbot.keyClick(page.moves, Qt.Key.Key_Up)
    assert page.position == start + 1 and page.moves.currentRow() == page.position
    win.close()


def test_open_history_lists_sessions_by_date_game_players_and_result_not_hex_names(  # type: ignore[no-untyped-def]
    tmp_path: Path, qtbot
) -> None:
    """Issue 22, point 10: the history dialog listed hex file names."""
    import re

    from PySide6.QtWidgets import QTreeWidgetItem

    win = window(tmp_path, "Lister", qtbot)
    empty = win.choose_history()
    assert not empty.entries and not empty.open_button.isEnabled() and empty.other_button.isEnabled()
    empty.reject()
    folder = win.history_dir
    folder.mkdir(parents=True, exist_ok=True)
    for path in DATA.glob("*.tusac"):
        shutil.copy(path, folder / path.name)
    (folder / ("0" * 32 + "-session.tusac")).write_bytes(b"not a session")  # skipped, never a crash
    listing = win.choose_history()
    assert len(listing.entries) == 1 and listing.tree.topLevelItemCount() == 1
    row = listing.tree.topLevelItem(0)
    assert isinstance(row, QTreeWidgetItem)
    texts = [row.text(column) for column in range(4)]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", texts[0])
    assert texts[1] == "Tứ Sắc" and texts[2] == ", ".join(f"player{seat}" for seat in range(4))
    assert texts[3] == "2 hands"
    assert not any(re.search(r"[0-9a-f]{16}", text) for text in texts), "no hex file name is shown"
    qtbot.mouseClick(listing.open_button, Qt.MouseButton.LeftButton)
    page = win.history
    qtbot.waitUntil(lambda: page.session is not None and win.pages.currentWidget() is page, timeout=60_000)
    assert page.sheet.rowCount() == 3
    win.close()


def test_each_result_opens_at_its_heading_whatever_was_scrolled_before(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A window check found the next hand's result opened where the player had scrolled the last one to,
    its heading and the session's scores out of view."""
    from qt_ui.result_view import ResultView

    outcome = load_hand(str(HAND)).outcome
    assert outcome is not None
    view = ResultView("four_colour")
    qtbot.addWidget(view)
    view.resize(700, 300)
    view.show()
    view.show_outcome(outcome)
    bar = view.scroller.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=5_000)
    bar.setValue(bar.maximum())
    view.show_outcome(outcome)
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=5_000)
    assert bar.value() == 0
