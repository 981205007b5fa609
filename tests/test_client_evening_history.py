"""Issue 22, point 3: an evening that went through next tables is one session in the history viewer: one
entry in the list, one score sheet over every table's hands, numbered across them, a bot's name in the
column of the seat it took; a missing or broken link shows what is there and says what is not."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from qt_ui.history_list import sessions_in
from qt_ui.history_page import LoadedSession, load
from tests.test_client import window
from tests.test_history_forgery import SESSION, key
from tests.test_next_table_files import GOLDEN_SCORES, forged_next_table, golden_after
from tusac_lan.table.history import verify_history


def evening(folder: Path) -> Path:
    """The golden session (two hands, player0..player3) and the next table player0 went on at with three
    bots (one hand): two linked session files. Returns the next table's."""
    folder.mkdir(parents=True, exist_ok=True)
    for path in SESSION.glob("*.tusac"):
        shutil.copyfile(path, folder / path.name)
    return forged_next_table(folder, golden_after(), key("session", 0))


def next_payments(session: Path) -> tuple[int, ...]:
    hand = next(session.parent.glob(f"{session.name[:32]}-hand0000.tusac"))
    _, run = verify_history(hand.read_bytes())
    assert run.settled_result is not None
    return tuple(run.settled_result.payments)


def test_an_evening_through_a_next_table_is_one_entry_and_one_score_sheet(tmp_path: Path, qtbot: Any) -> None:
    win = window(tmp_path, "Evening", qtbot)
    last = evening(win.history_dir)
    listing = win.choose_history()
    assert len(listing.entries) == 1 and listing.tree.topLevelItemCount() == 1
    row = listing.tree.topLevelItem(0)
    assert row is not None
    texts = [row.text(column) for column in range(4)]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", texts[0]) and texts[1] == "Tứ Sắc"
    # the bots named as the table and the viewer name them (the signed names are the host's English)
    assert texts[2] == "player0, player1 → Beginner bot 1, player2 → Beginner bot 2, player3 → Beginner bot 3"
    assert texts[3] == "3 hands at 2 tables"
    qtbot.mouseClick(listing.open_button, Qt.MouseButton.LeftButton)
    page = win.history
    qtbot.waitUntil(
        lambda: page.session is not None and page.views.currentWidget() is page.session_view, timeout=90_000
    )
    assert page.session is not None and page.session.path == str(last)
    assert page.verdict.text().startswith("✔ Session verified"), page.verdict.text()
    sheet = page.sheet
    assert sheet.rowCount() == 4  # three hands, the totals
    assert [sheet.text_at(row, 0) for row in range(4)] == ["1", "2", "3", "Total"]
    headers = [sheet.horizontalHeaderItem(column).text() for column in range(2, 6)]  # type: ignore[union-attr]
    assert headers[0] == "player0" and all(re.search(rf"player{s} → .*bot.* {s}$", headers[s]) for s in (1, 2, 3))
    totals = [a + b for a, b in zip(GOLDEN_SCORES, next_payments(last), strict=True)]
    assert [sheet.text_at(3, column) for column in range(2, 6)] == [f"{t:+d}" for t in totals]
    assert sheet.text_at(1, 2).endswith(f"→ {GOLDEN_SCORES[0]:+d}")
    page.sheet.row_opened.emit(2)  # the third hand of the evening: the next table's first
    qtbot.waitUntil(lambda: page.hand is not None, timeout=60_000)
    assert page.hand is not None and page.hand.path.endswith(f"{last.name[:32]}-hand0000.tusac") and page.hand.ok
    win.close()


def test_a_next_table_whose_table_before_is_missing_shows_its_hands_and_says_so(tmp_path: Path) -> None:
    last = evening(tmp_path / "files")
    for path in SESSION.glob("*.tusac"):
        (tmp_path / "files" / path.name).unlink()
    loaded = load(str(last))
    assert isinstance(loaded, LoadedSession) and not loaded.ok
    assert "The first 2 hands of this evening are not in this folder" in loaded.verdict, loaded.verdict
    assert [row.hand_no for row in loaded.rows] == [2]  # numbered after the hands carried
    totals = tuple(a + b for a, b in zip(GOLDEN_SCORES, next_payments(last), strict=True))
    assert loaded.rows[-1].totals == totals
    (entry,) = sessions_in(tmp_path / "files")
    assert entry.broken and entry.hands == 1


def test_a_damaged_hand_of_the_table_before_shows_the_hands_up_to_it_and_says_which(tmp_path: Path) -> None:
    last = evening(tmp_path / "files")
    second = tmp_path / "files" / next(SESSION.glob("*-hand0001.tusac")).name
    data = bytearray(second.read_bytes())
    data[len(data) // 2] ^= 0xFF
    second.write_bytes(bytes(data))
    loaded = load(str(last))
    assert isinstance(loaded, LoadedSession) and not loaded.ok
    assert loaded.verdict.startswith("Table 1 of 2: Session does not verify: hand 2: the file is damaged"), (
        loaded.verdict
    )
    assert [row.hand_no for row in loaded.rows] == [0]


def test_a_next_table_of_a_stranger_beside_a_real_table_adds_none_of_its_hands(tmp_path: Path) -> None:
    folder = tmp_path / "files"
    folder.mkdir()
    for path in SESSION.glob("*.tusac"):
        shutil.copyfile(path, folder / path.name)
    forged = forged_next_table(folder, golden_after())  # the right numbers, but its host never sat there
    loaded = load(str(forged))
    assert isinstance(loaded, LoadedSession) and not loaded.ok
    assert loaded.verdict.startswith("Table 2 of 2: Session does not verify"), loaded.verdict
    assert [row.hand_no for row in loaded.rows] == [0, 1] and sorted(loaded.files) == [0, 1]
    assert loaded.rows[-1].totals == GOLDEN_SCORES
    assert loaded.names == tuple(f"player{seat}" for seat in range(4))


def test_the_list_names_the_bots_in_the_player_s_language(tmp_path: Path, qtbot: Any) -> None:
    """Seen under Xvfb: the Vietnamese list of sessions said "Good bot 1, Good bot 2" (the names the TABLE
    signs) where the table and the viewer say "Máy khá 1"."""
    from qt_ui.history_list import read_entry
    from qt_ui.i18n import use_language

    last = evening(tmp_path / "h")
    use_language("vi")
    try:
        entry = read_entry(last)
    finally:
        use_language("en")
    assert entry is not None and entry.names[1:] == ("Máy mới chơi 1", "Máy mới chơi 2", "Máy mới chơi 3"), entry


def test_the_list_says_who_came_out_ahead_once_worked_out_and_keeps_it(tmp_path: Path, qtbot: Any) -> None:
    """The Result column said how many hands only. Each session's hands are now checked off the GUI thread
    (some 0.4 s a hand) and the column says who came out ahead; the totals are kept beside the files, so the
    list shows them at once the next time; a hand file changed since is checked again."""
    from qt_ui.session_results import CACHE_NAME

    win = window(tmp_path, "Ahead", qtbot)
    last = evening(win.history_dir)
    totals = [a + b for a, b in zip(GOLDEN_SCORES, next_payments(last), strict=True)]
    top = max(totals)
    assert totals.count(top) == 1
    listing = win.choose_history()
    row = listing.tree.topLevelItem(0)
    assert row is not None and row.text(3) == "3 hands at 2 tables", "not worked out yet"
    name = listing.entries[0].names[totals.index(top)]
    told = f"3 hands at 2 tables; {name} won, {top:+d}"
    qtbot.waitUntil(lambda: row.text(3) == told, timeout=90_000)
    assert (win.history_dir / CACHE_NAME).is_file()
    listing.reject()
    again = win.choose_history()
    first = again.tree.topLevelItem(0)
    assert first is not None and first.text(3) == told, "kept: shown at once"
    again.reject()
    hand = next(win.history_dir.glob(f"{last.name[:32]}-hand0000.tusac"))
    data = bytearray(hand.read_bytes())
    data[len(data) // 2] ^= 0x01
    hand.write_bytes(bytes(data))
    broken = win.choose_history()
    item = broken.tree.topLevelItem(0)
    assert item is not None
    qtbot.waitUntil(lambda: item.text(3) == "3 hands at 2 tables; does not verify", timeout=90_000)
    broken.reject()
    win.close()
