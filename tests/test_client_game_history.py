"""The history page opens a hand file of a game other than Tứ Sắc (the Ma Diao and Kuaho golden hands):
it verifies, each step is told in the player's language as the table's Moves log tells it (the game's
plugin, with the players' names; ``history show`` prints the narrator's English) and drawn by the game's
plugin scene, to the result."""

from __future__ import annotations

import queue
import shutil
from pathlib import Path
from typing import Any

import pytest
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


def plugin_words(path: Path) -> tuple[list[list[str]], list[str]]:
    """Each step of the hand file as the game's plugin words it for the table's Moves log (in the language
    in use), and its result's lines."""
    from qt_ui.game_history import replayed
    from qt_ui.plugin import TellsTheResult, game_client
    from tusac_lan.table.history import verify_history

    history, run = verify_history(path.read_bytes(), trace=True)
    game, names = history.config.game, history.config.names
    plugin = game_client(game)
    assert plugin is not None and isinstance(plugin, TellsTheResult)
    told = replayed(game, history, run)
    outcome = run.settled_outcome
    assert outcome is not None
    return [plugin.step_words(game, b, s, a, names) for b, s, a in told], plugin.result_words(outcome, names)


def shown_words(page: Any) -> list[str]:
    return [page.moves.item(row).text().split(". ", 1)[1] for row in range(page.moves.count())]


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
    words = shown_words(page)
    # South (player0) deals, North (player2) was dealt first and leads (the file's "nobody declares: North
    # leads"); Ma Diao's dealer, the hand's starter, does not lead ("The deal: player0 starts" said it did).
    assert words[0] == "The deal: player0 is the dealer (莊); player2, dealt first, leads the first trick", words[0]
    assert words[-1].startswith("Result: Dealer: player0; ") and "Payments: player0 " in words[-1], words[-1]
    steps, result = plugin_words(path)
    assert words[1:-1] == ["\n".join(lines) or "…" for lines in steps]
    assert words[-1] == "Result: " + "; ".join(result)
    # the same steps ``history show`` tells, with the players' names where it names the seats
    show = play_lines((GAMES / "madiao.tusac.show.txt").read_text(encoding="utf-8"))
    assert sum(len(lines) for lines in steps) == len(show)
    # a step told in two lines shows them as two (not "… face down player3 wins trick 1")
    assert "player1 plays a card face down\nplayer3 wins trick 1" in words
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
    words = shown_words(page)
    steps, result = plugin_words(path)
    assert words[1:-1] == ["\n".join(lines) or "…" for lines in steps]
    assert words[-1] == "Result: " + "; ".join(result) and "Payments: " in words[-1]
    assert all(not w.startswith(("South", "East", "North", "West")) for w in words)  # the players' names
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
    assert loaded.game == "madiao"  # the viewer's window names it (a verified session was taken for Tứ Sắc)
    assert [row.hand_no for row in loaded.rows] == [0, 1] and sorted(loaded.files) == [0, 1]
    assert all(sum(row.payments) == 0 and len(row.payments) == 4 for row in loaded.rows)
    # the row names the gainer its points are (Ma Diao's winners are all who gained; its points the most)
    for row in loaded.rows:
        assert row.points == max(row.payments)
        assert row.payments[row.winner] == row.points if row.winner >= 0 else row.points == 0
    first = load(loaded.files[0])
    assert isinstance(first, LoadedHand) and first.ok and first.game == "madiao"


def test_the_history_page_steps_through_a_kuaho_hand_with_its_scene(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Kuaho golden hand, as the Ma Diao one: verified, told as the table's Moves log tells it (a key
    opened to the drawer alone is a step of its own, "…"), drawn by Kuaho's scene to the result."""
    path = tmp_path / "kuaho.tusac"
    shutil.copy(GAMES / "kuaho.tusac", path)
    win = window(tmp_path, "Viewer", qtbot)
    page = win.history
    win.open_history(str(path))
    qtbot.waitUntil(lambda: page.hand is not None, timeout=60_000)
    hand = page.hand
    assert isinstance(hand, LoadedHand) and hand.ok and hand.game == "kuaho"
    assert page.verdict.text().startswith("✔ Verified")
    words = shown_words(page)
    assert words[0].startswith("The deal: ") and words[-1].startswith("Result: ")
    steps, result = plugin_words(path)
    assert words[1:-1] == ["\n".join(lines) or "…" for lines in steps]  # a draw nobody else saw is "…"
    assert "…" in words and words[-1] == "Result: " + "; ".join(result)
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


@pytest.mark.parametrize("game_id", ["madiao", "tienlen", "kuaho"])
def test_the_history_page_tells_another_game_s_hand_in_the_player_s_language(
    tmp_path: Path, qtbot: Any, game_id: str
) -> None:
    """Seen in a Japanese client: every move of a Ma Diao hand in the viewer was English (the narrator's, the
    words of ``history show``) under a Japanese deal line. Each step and the result now read as the table's
    Moves log and result panel read them, in the player's language."""
    from qt_ui.i18n import use_language
    from tests.client_session import client_window

    path = tmp_path / f"{game_id}.tusac"
    shutil.copy(GAMES / f"{game_id}.tusac", path)
    english_steps, english_result = plugin_words(path)
    show = (GAMES / f"{game_id}.tusac.show.txt").read_text(encoding="utf-8")
    win = client_window(tmp_path, qtbot, language="ja")
    try:
        page = win.history
        win.open_history(str(path))
        qtbot.waitUntil(lambda: page.hand is not None, timeout=60_000)
        words = shown_words(page)
        steps, result = plugin_words(path)
    finally:
        win.close()
        use_language("en")
    assert words[1:-1] == ["\n".join(lines) or "…" for lines in steps]
    assert words[-1].endswith("; ".join(result))
    told = [line for lines in steps for line in lines]
    english = {line for lines in english_steps for line in lines}
    assert told and not english & set(told), sorted(english & set(told))[:3]  # every line is translated
    assert not set(play_lines(show)) & set(told)  # none is the narrator's English
    assert not set(english_result) & set(result)
