"""The history page opens a hand file of a game other than Tứ Sắc (the Ma Diao and Kuaho golden hands):
it verifies, each step is told in the game's narrator's words (the words ``history show`` prints) and
drawn by the game's plugin scene, to the result."""

from __future__ import annotations

import queue
import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from qt_ui.history_page import LoadedHand, LoadedSession, load
from tests.test_client import window
from tusac_lan.games import find_game
from tusac_lan.peer.local import run_local_table
from tusac_lan.peer.options import PeerOptions
from tusac_lan.table.events import DecisionNeeded

GAMES = Path(__file__).parent / "data" / "games"


def play_lines(show: str) -> list[str]:
    lines = show.splitlines()
    start, end = lines.index("play:"), lines.index("result:")
    return [line.strip() for line in lines[start + 1 : end]]


def test_the_history_page_steps_through_a_ma_diao_hand_with_its_scene(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "madiao.tusac"
    shutil.copy(GAMES / "madiao.tusac", path)
    win = window(tmp_path, "Viewer", qtbot)
    page = win.history
    win.open_history(str(path))
    qtbot.waitUntil(lambda: page.hand is not None, timeout=60_000)
    hand = page.hand
    assert isinstance(hand, LoadedHand) and hand.ok and hand.game == "madiao"
    assert page.verdict.text().startswith("✔ Verified")
    # the window names the game of the file shown (it said Tứ Sắc, the lobby's game)
    assert win.windowTitle() == f"{win.lobby.game_title('madiao')} — tusac-lan", win.windowTitle()
    words = [page.moves.item(row).text().split(". ", 1)[1] for row in range(page.moves.count())]
    # South (player0) deals, North (player2) was dealt first and leads (the file's "nobody declares: North
    # leads"); Ma Diao's dealer, the hand's starter, does not lead ("The deal: player0 starts" said it did).
    assert words[0] == "The deal: player0 is the dealer (莊); player2, dealt first, leads the first trick", words[0]
    assert words[-1].startswith("Result: dealer: South")
    told = [line for word in words[1:-1] for line in word.split("\n")]
    assert told == play_lines((GAMES / "madiao.tusac.show.txt").read_text(encoding="utf-8"))
    # a step the narrator tells in two lines shows them as two (not "… face down West wins trick 1")
    assert "East plays a card face down\nWest wins trick 1" in words
    scene = page._scenes["madiao"]
    assert page.board.currentWidget() is scene.widget()
    qtbot.mouseClick(page.buttons["last"], Qt.MouseButton.LeftButton)
    assert page.position == page.moves.count() - 1 and page.board.currentWidget() is scene.widget()
    qtbot.mouseClick(page.buttons["back"], Qt.MouseButton.LeftButton)
    assert page.position == page.moves.count() - 2
    page.back.emit()
    assert win.windowTitle() == f"{win.lobby.game_title(win.lobby.game_id())} — tusac-lan", win.windowTitle()
    win.close()


def test_the_history_page_steps_through_a_tien_len_hand_with_its_scene(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "tienlen.tusac"
    shutil.copy(GAMES / "tienlen.tusac", path)
    win = window(tmp_path, "Viewer", qtbot)
    page = win.history
    win.open_history(str(path))
    qtbot.waitUntil(lambda: page.hand is not None, timeout=60_000)
    hand = page.hand
    assert isinstance(hand, LoadedHand) and hand.ok and hand.game == "tienlen"
    assert page.verdict.text().startswith("✔ Verified")
    words = [page.moves.item(row).text().split(". ", 1)[1] for row in range(page.moves.count())]
    told = [line for word in words[1:-1] for line in word.split("\n")]
    assert told == play_lines((GAMES / "tienlen.tusac.show.txt").read_text(encoding="utf-8"))
    scene = page._scenes["tienlen"]
    assert page.board.currentWidget() is scene.widget()
    qtbot.mouseClick(page.buttons["last"], Qt.MouseButton.LeftButton)
    assert page.position == page.moves.count() - 1 and page.board.currentWidget() is scene.widget()
    win.close()


def test_a_ma_diao_session_file_opens_as_a_score_sheet(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A session of another game is summed from the table's Outcome (Tứ Sắc's result has other fields)."""
    moves: queue.SimpleQueue[tuple[int, Any]] = queue.SimpleQueue()

    def heard(event: object) -> None:
        if isinstance(event, DecisionNeeded):
            moves.put((event.seat, event.legal[0]))

    def next_move(timeout: float) -> tuple[int, Any] | None:
        try:
            return moves.get(timeout=timeout)
        except queue.Empty:
            return None

    game = find_game("madiao")
    options = PeerOptions(identity_dir=tmp_path / "id", name="Me", history_dir=tmp_path / "h", listener=heard)
    node = run_local_table(options, game.default_rules(), 2, ("good", "good", "good"), next_move, game=game)
    assert node.stopped is None
    loaded = load(str(next((tmp_path / "h").glob("*-session.tusac"))))
    assert isinstance(loaded, LoadedSession) and loaded.ok
    assert [row.hand_no for row in loaded.rows] == [0, 1] and sorted(loaded.files) == [0, 1]
    assert all(sum(row.payments) == 0 and len(row.payments) == 4 for row in loaded.rows)
    # the row names the gainer its points are (Ma Diao's winners are all who gained; its points the most)
    for row in loaded.rows:
        assert row.points == max(row.payments)
        assert row.payments[row.winner] == row.points if row.winner >= 0 else row.points == 0
    first = load(loaded.files[0])
    assert isinstance(first, LoadedHand) and first.ok and first.game == "madiao"


def test_the_history_page_steps_through_a_kuaho_hand_with_its_scene(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Kuaho golden hand, as the Ma Diao one: verified, told in the words ``history show`` prints (a
    key opened to the drawer alone is a step of its own, "…"), drawn by Kuaho's scene to the result."""
    path = tmp_path / "kuaho.tusac"
    shutil.copy(GAMES / "kuaho.tusac", path)
    win = window(tmp_path, "Viewer", qtbot)
    page = win.history
    win.open_history(str(path))
    qtbot.waitUntil(lambda: page.hand is not None, timeout=60_000)
    hand = page.hand
    assert isinstance(hand, LoadedHand) and hand.ok and hand.game == "kuaho"
    assert page.verdict.text().startswith("✔ Verified")
    words = [page.moves.item(row).text().split(". ", 1)[1] for row in range(page.moves.count())]
    assert words[0].startswith("The deal: ") and words[-1].startswith("Result: ")
    told = [line for w in words[1:-1] if w != "…" for line in w.split("\n")]  # a draw nobody else saw is "…"
    assert told == play_lines((GAMES / "kuaho.tusac.show.txt").read_text(encoding="utf-8"))
    scene = page._scenes["kuaho"]
    qtbot.mouseClick(page.buttons["last"], Qt.MouseButton.LeftButton)
    assert page.position == page.moves.count() - 1 and page.board.currentWidget() is scene.widget()
    win.close()


def test_a_wrapped_ma_diao_step_with_hanzi_keeps_its_last_part(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen in a real window stepping through a Ma Diao hand: "West leads 空沒文 (kōng méi wén, zero …" and
    "North plays 半文 (bàn wén, half cash) face" (no "up"). As in the moves log of the table
    (``test_a_wrapped_log_line_with_hanzi_keeps_its_last_part``), Qt draws a wrapped item's next part only
    while the room left holds one as tall as the part before, and a part with hanzi is taller."""
    from tests.wrapped_lines import drawn_whole

    path = tmp_path / "madiao.tusac"
    shutil.copy(GAMES / "madiao.tusac", path)
    win = window(tmp_path, "Viewer", qtbot)
    win.resize(1280, 720)
    page = win.history
    win.open_history(str(path))
    qtbot.waitUntil(lambda: page.hand is not None, timeout=60_000)
    moves = page.moves
    wrapped = 0
    for row in range(moves.count()):
        item = moves.item(row)
        if any(ord(ch) >= 0x2E80 for ch in item.text()):
            wrapped += len(drawn_whole(moves, item)) > 1
    assert wrapped
    win.close()


def test_ma_diao_s_deal_names_the_dealer_and_who_leads_in_every_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    """docs/RULES_MADIAO.md: the first dealt leads the first trick, the dealer under ``dealer_leads``; the
    history viewer's deal line says so in the player's language (other games keep "{who} starts")."""
    from qt_ui.i18n import use_language
    from qt_ui.plugin import TellsTheDeal, game_client
    from tusac_lan.games.madiao.rules import MadiaoRules
    from tusac_lan.games.madiao.state import new_state

    names = ("Lan", "Mai", "Hùng", "Yuki")
    plugin = game_client(find_game("madiao"))
    assert isinstance(plugin, TellsTheDeal)
    for game_id in ("tienlen", "kuaho"):  # their starter plays first: the shared line stays theirs
        assert not isinstance(game_client(find_game(game_id)), TellsTheDeal)
    first_dealt = new_state(MadiaoRules(), 0, 0)
    dealer_leads = new_state(MadiaoRules(dealer_leads=1), 0, 0)
    assert first_dealt.dealer == dealer_leads.dealer == dealer_leads.leader == 0 and first_dealt.leader != 0
    leader = names[first_dealt.leader]
    expected = {
        "en": (f"Lan is the dealer (莊); {leader}, dealt first, leads", "Lan is the dealer (莊) and leads"),
        "vi": (f"Lan là nhà cái (莊); {leader}, được chia bài trước, đi trước", "Lan là nhà cái (莊) và đi trước"),
        "ja": (f"Lanが親 (莊)。最初に配られた{leader}が最初の回を打ち出す", "Lanが親 (莊) で、最初の回を打ち出す"),
    }
    try:
        for language, (first_words, dealer_words) in expected.items():
            use_language(language)
            first_line, dealer_line = plugin.deal_words(first_dealt, names), plugin.deal_words(dealer_leads, names)
            assert first_words in first_line, (language, first_line)
            assert dealer_words in dealer_line, (language, dealer_line)
            assert "starts" not in first_line + dealer_line and "始めます" not in first_line + dealer_line
    finally:
        use_language("en")
