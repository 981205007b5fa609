"""The client shell plays a game through its client plugin: the lobby's game chooser, a Tiến lên session
against bots driven as a player would (select cards, Play, Pass), the score sheet, the pure reducer."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from qt_ui.plugin import GameClient, OwnTablePages, game_client, own_pages
from qt_ui.practice_page import PracticePage
from qt_ui.practice_state import Asked, HandEnded, HandStarted, Moved, SessionEnded, Stepped, new_snapshot, reduce
from tests.client_session import move_and_wait, next_hand, session_over, sheet_totals, start_game, turn_or_end, window
from tusac_lan.games import GAMES, find_game
from tusac_lan.games.api import Moved as MovedStep
from tusac_lan.games.api import Outcome
from tusac_lan.games.simple_client import CardButton, HandScene, MoveBar
from tusac_lan.table.history import verify_history
from tusac_lan.table.session_file import verify_session

LIMIT_MS = 120_000


def test_the_lobby_offers_every_game_with_a_client_and_its_seat_counts(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    lobby = win.lobby
    ids = [lobby.game_box.itemData(index) for index in range(lobby.game_box.count())]
    assert ids[0] == "tusac"
    assert "tienlen" in ids
    assert all(GAMES[game_id].client_plugin for game_id in ids[1:])
    assert [lobby.seat_count.itemData(i) for i in range(lobby.seat_count.count())] == [2, 3, 4]  # Tứ Sắc too
    assert lobby.seat_count.isEnabled() and lobby.seats_chosen() == 4
    assert lobby.bot_seats[0].isVisibleTo(win)
    lobby.choose_game("tienlen")
    assert [lobby.seat_count.itemData(i) for i in range(lobby.seat_count.count())] == [2, 3, 4]
    assert lobby.seat_count.isEnabled()
    assert not lobby.bot_seats[0].isVisibleTo(win) and lobby.game_level.isVisibleTo(win)
    assert lobby.game_title("tienlen") == "Tiến lên"
    lobby.choose_game("tusac")
    assert lobby.bot_seats[0].isVisibleTo(win) and not lobby.game_level.isVisibleTo(win)


def test_a_game_without_a_client_plugin_has_no_shell_client() -> None:
    assert game_client(find_game("tusac")) is None
    plugin = game_client(find_game("tienlen"))
    assert isinstance(plugin, GameClient) and plugin.game_id == "tienlen"


def test_tusac_is_played_with_the_shells_own_pages_through_its_plugin() -> None:
    """The shell reaches Tứ Sắc only through the plugin the registry loads (it names no game)."""
    pages = own_pages()
    assert isinstance(pages, OwnTablePages) and pages.game_id == "tusac"
    assert pages.bot_levels == ("beginner", "good", "expert")
    assert pages.known_level("strong") and pages.plain_level("strong") == "good" and not pages.known_level("x")
    with pytest.raises(ValueError, match="own table pages"):
        own_pages(find_game("tienlen"))


def legal_cards(bar: MoveBar) -> list[tuple[int, ...]]:
    return [bar.table.move_cards(move) for move in bar.legal if bar.table.move_cards(move)]


def play_as_a_player(page: PracticePage, qtbot, passes: list[int]) -> None:  # type: ignore[no-untyped-def]
    """Click the cards of the lowest legal play and Play; or Pass now and then when the bar allows it."""
    bar = page.actions_bar
    assert isinstance(bar, MoveBar)
    plays = legal_cards(bar)
    pass_buttons = [b for b in bar.plain_buttons if b.text().startswith("Pass")]
    if pass_buttons and (not plays or len(passes) % 2 == 0):
        passes.append(1)
        qtbot.mouseClick(pass_buttons[0], Qt.MouseButton.LeftButton)
        return
    if not plays:  # a move without cards only ("I do not hold it", "No instant win")
        qtbot.mouseClick(bar.plain_buttons[0], Qt.MouseButton.LeftButton)
        return
    wanted = plays[0]
    assert not bar.play_button.isEnabled()
    for button in page.scene.buttons:  # type: ignore[attr-defined]
        assert isinstance(button, CardButton)
        if button.card in wanted:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert page.scene.selected() == tuple(sorted(wanted))  # type: ignore[attr-defined]
    assert bar.play_button.isEnabled()
    qtbot.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("seats", [2, 4])
def test_the_shell_plays_tien_len_against_bots_to_the_end_of_the_session(tmp_path: Path, qtbot, seats: int) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    start_game(win, qtbot, "tienlen", 2, seats)
    page = win.practice_page
    assert page is not None and win.pages.currentWidget() is page
    passes: list[int] = []
    plays = 0
    for _ in range(2):
        while True:
            state = turn_or_end(win, qtbot, LIMIT_MS)
            if state.outcome is not None or state.over:
                break
            _, after = move_and_wait(win, qtbot, lambda: play_as_a_player(page, qtbot, passes), LIMIT_MS)
            plays += 1
            mine = after[0] if after else None
            assert isinstance(mine, MovedStep) and mine.seat == 0
        assert page.result_area.isVisible()
        assert "Payments" in page.result.widget().text()  # type: ignore[attr-defined]
        if not state.over and len(state.payments) < 2:
            next_hand(win, page, qtbot, LIMIT_MS)
    state = session_over(win, qtbot, LIMIT_MS)
    assert state.stopped == ""
    assert plays > 0
    assert len(state.payments) == 2 and all(len(row) == seats for row in state.payments)
    assert sum(state.totals) == 0
    totals = sheet_totals(page, seats)
    assert totals == list(state.totals) and sum(totals) == 0
    assert page.log.count() > 0
    lines = [page.log.item(row).text() for row in range(page.log.count())]
    assert lines[0] == "— Hand 1 —" and "— Hand 2 —" in lines  # each hand headed in the Moves log
    # A fair deal at the real local table: a history file per hand that verifies, paying what the sheet shows.
    hand_files = sorted((tmp_path / "histories").glob("*-hand*.tusac"))
    assert len(hand_files) == 2
    for path, row in zip(hand_files, state.payments, strict=True):
        history, run = verify_history(path.read_bytes())
        assert history.verdict.ok and history.config.game_id == "tienlen" and history.config.seats == seats
        assert history.config.names[0] == "Me"
        outcome = run.settled_outcome
        assert outcome is not None and tuple(outcome.payments) == row and sum(row) == 0
    config, _ = verify_session(next((tmp_path / "histories").glob("*-session.tusac")))
    assert config.game_id == "tienlen"
    rules = page.show_rules()
    assert "Tiến lên" in rules.text() and "13 cards" in rules.text()
    rules.close()
    win.leave_practice()
    assert win.pages.currentWidget() is win.lobby and win.practice is None


def test_leaving_in_the_middle_of_a_hand_ends_the_worker(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    page = win.play_game("tienlen", 3, "good", 5)
    assert page is not None
    qtbot.waitUntil(lambda: win.practice_state is not None and win.practice_state.view is not None, timeout=LIMIT_MS)
    session = win.practice
    assert session is not None
    win.leave_practice()
    assert not session.running


def test_quit_at_a_game_table_asks_first_then_quits(tmp_path: Path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 22, point 10: Quit during a table quits, after the same question as Leave."""
    from PySide6.QtWidgets import QMessageBox

    win = window(tmp_path, qtbot)
    page = win.play_game("tienlen", 3, "good", 5)
    assert page is not None
    qtbot.waitUntil(lambda: win.practice_state is not None and win.practice_state.view is not None, timeout=LIMIT_MS)
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]

    def question(parent: object, title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    win.menu_actions["quit"].trigger()
    assert asked == ["Quit tusac-lan? The session at this table ends here."]
    assert win.isVisible() and win.practice_page is page, "No stays at the table"
    session = win.practice
    assert session is not None
    win.menu_actions["quit"].trigger()
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=5_000)
    assert len(asked) == 2 and win.practice is None and not session.running


def test_the_leave_question_at_a_lan_table_says_the_player_cannot_come_back(tmp_path: Path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Leaving a LAN table on purpose gives the seat up for good (the others may go on with a bot, and the
    journal is not kept): the question says so, where a table of bots says the session ends."""
    from PySide6.QtWidgets import QMessageBox

    win = window(tmp_path, qtbot)
    page = win.play_game("tienlen", 3, "good", 5)
    assert page is not None
    qtbot.waitUntil(lambda: win.practice_state is not None and win.practice_state.view is not None, timeout=LIMIT_MS)
    asked: list[str] = []

    def question(parent: object, title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    win.menu_actions["leave"].trigger()
    page.lan_table = True  # the words a player at a LAN table reads (this table of bots is played the same way)
    win.menu_actions["leave"].trigger()
    win.menu_actions["quit"].trigger()
    assert asked[0] == "Leave this table? The session ends here."
    assert all("others may go on with a bot in your seat; you cannot come back" in text for text in asked[1:])
    assert asked[1].endswith("Leave the table?") and asked[2].endswith("Quit tusac-lan?")
    assert win.isVisible() and win.practice_page is page, "No stays at the table"
    win.leave_practice()


def test_the_reducer_folds_a_hand_without_qt() -> None:
    snap = new_snapshot(3, 2)
    snap = reduce(snap, HandStarted(0, "v0"))
    snap = reduce(snap, Stepped("v1", MovedStep(1, "m"), ("East plays",)))
    snap = reduce(snap, Asked("v1", ("a", "b")))
    assert snap.my_turn and snap.steps == (MovedStep(1, "m"),) and snap.log == ("East plays",)
    snap = reduce(snap, Moved())
    assert not snap.my_turn
    snap = reduce(snap, HandEnded("v2", Outcome((2, -1, -1), 0, None, (0,))))
    assert snap.payments == ((2, -1, -1),) and snap.winners == (0,) and snap.outcome is not None
    snap = reduce(snap, HandStarted(1, "v3"))
    assert snap.outcome is None and snap.steps == () and snap.hand_no == 1
    snap = reduce(snap, SessionEnded())
    assert snap.over and snap.totals == (2, -1, -1)


def test_tu_sac_chosen_back_in_the_chooser_plays_its_hand_as_before(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.test_client import drive

    win = window(tmp_path, qtbot)
    win.lobby.choose_game("tienlen")
    win.lobby.choose_game("tusac")
    win.lobby.hands.setValue(1)
    win.lobby.bot_level.setCurrentIndex(win.lobby.bot_level.findData("beginner"))
    qtbot.mouseClick(win.lobby.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=10_000)
    assert win.practice is None
    drive([win], qtbot)
    summary = win.table_page.summary.text()
    assert "Fair deal: <b>verified</b>" in summary and "Payments" in summary
    assert list((tmp_path / "histories").glob("*.tusac"))
    win.close()


def test_hint_selects_a_legal_play_and_enables_play(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    page = win.play_game("tienlen", 4, "beginner", 1)
    assert page is not None
    bar = page.actions_bar
    assert isinstance(bar, MoveBar)
    hinted = 0
    while hinted < 3:
        qtbot.waitUntil(
            lambda: win.practice_state is not None and (win.practice_state.my_turn or win.practice_state.over),
            timeout=LIMIT_MS,
        )
        state = win.practice_state
        assert state is not None
        if state.over or state.outcome is not None:
            break
        qtbot.mouseClick(bar.hint_button, Qt.MouseButton.LeftButton)
        chosen = page.scene.selected()  # type: ignore[attr-defined]
        # The hint also shows the legal plays: the cards that are in none of them fade.
        scene = page.scene
        assert isinstance(scene, HandScene)
        in_plays = {card for cards in legal_cards(bar) for card in cards}
        assert set(scene.dimmed()) == set(scene.hand_cards()) - in_plays
        faded = [b for b in scene.buttons if b.card in scene.dimmed()]
        assert all(b.graphicsEffect() is not None for b in faded)
        assert all(b.graphicsEffect() is None for b in scene.buttons if b.card not in scene.dimmed())
        if chosen:
            assert chosen in legal_cards(bar) and bar.play_button.isEnabled()
            move = bar.selected_move()
        else:  # the hint is a move without cards: the bar names it
            move = next(m for m in bar.legal if not bar.table.move_cards(m))
            assert bar.table.move_label(move, bar.view) in bar.prompt.text()
        hinted += 1
        move_and_wait(win, qtbot, partial(page.choose, move), LIMIT_MS)
        assert not page.scene.dimmed(), "the next offer starts with every card as usual"  # type: ignore[attr-defined]
    assert hinted > 0
    win.leave_practice()


def test_the_house_rules_form_is_built_from_the_games_rule_fields(qtbot) -> None:  # type: ignore[no-untyped-def]
    from qt_ui.rule_form import RuleForm, describe_game_rules
    from tusac_lan.games.api import Refusal

    game = find_game("tienlen")
    form = RuleForm(game, game.default_rules(), "Tiến lên")
    qtbot.addWidget(form)
    assert list(form.inputs) == [field.name for field in game.rule_fields()]
    assert form.rules() == game.default_rules()
    assert describe_game_rules(game, game.default_rules()) == "standard rules"
    form.inputs["stake"].setValue(3)  # type: ignore[union-attr]
    chosen = form.rules()
    assert not isinstance(chosen, Refusal) and game.rule_values(chosen)["stake"] == 3
    assert "Stake: 3" in describe_game_rules(game, chosen)
    deal_all, instant = form.inputs["deal_all"], form.inputs["instant_win"]
    deal_all.setCurrentIndex(1)  # type: ignore[union-attr]
    instant.setValue(2)  # type: ignore[union-attr]
    assert isinstance(form.rules(), Refusal)
    form._accept()
    assert form.result() == 0 and "instant wins" in form.problem.text()


def test_a_bot_that_fails_ends_the_session_with_its_reason(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from qt_ui.practice import PracticeSession

    class Broken:
        name = "broken"

        def choose(self, view: object, seat: int, legal: object) -> object:
            raise RuntimeError("the bot fell over")

    monkeypatch.setattr("tusac_lan.games.tienlen.game.make_bot", lambda level, budget=None: Broken())
    game = find_game("tienlen")
    session = PracticeSession(game, game.default_rules(), ("good",), 1, lambda before, step, after: [])
    seen: list[object] = []

    def happened(event: object) -> None:
        seen.append(event)
        if isinstance(event, Asked):
            session.choose(event.legal[0])

    session.happened.connect(happened)
    session.start()
    qtbot.waitUntil(lambda: any(isinstance(event, SessionEnded) for event in seen), timeout=LIMIT_MS)
    ended = next(event for event in seen if isinstance(event, SessionEnded))
    assert ended.reason == "RuntimeError: the bot fell over"
    session.leave()
    assert not session.running


@pytest.mark.parametrize("language", ["vi", "ja"])
def test_tienlens_result_is_told_in_the_players_language(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """Seen in a real Vietnamese window: the result's heading stayed English (it sat inside an
    f-string, where lupdate does not look)."""
    from qt_ui.i18n import use_language
    from tusac_lan.games.tienlen.client import TienLenTable
    from tusac_lan.games.tienlen.engine import Instant, Result

    use_language(language)
    try:
        account = Result((1, 0), Instant.NONE, (-1, 1), (), (), False, 0)
        lines = TienLenTable().result_lines(Outcome((-1, 1), 1, account, (1,), 1), ["A", "B"])
    finally:
        use_language("en")
    assert "The hand is over" not in lines[0]
    assert not any(line.startswith(("Finishing order", "Payments")) for line in lines)


def test_tienlens_not_held_button_names_the_card_asked_for() -> None:
    """Seen in a real window: while the first lead is looked for, nothing on the table said which card
    "I do not hold it" was about."""
    from tusac_lan.games.api import OPENING
    from tusac_lan.games.tienlen.cards import card_name
    from tusac_lan.games.tienlen.client import TienLenTable
    from tusac_lan.games.tienlen.engine import NOT_HELD, Phase, new_hand
    from tusac_lan.games.tienlen.rules import TienLenRules

    view = new_hand(TienLenRules(), 4, OPENING)
    assert view.phase == Phase.FIND
    label = TienLenTable().move_label(NOT_HELD, view)
    assert card_name(view.asked) in label


def test_a_long_result_scrolls_below_the_hand_instead_of_covering_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    # A Kuaho win in Japanese at 1280x720 needed more height than the scene left: the result box was drawn
    # over the player's hand.
    game = find_game("kuaho")
    plugin = game_client(game)
    assert plugin is not None
    page = PracticePage(game, plugin, 4, ("Me", "East", "North", "West"))
    qtbot.addWidget(page)
    page.resize(1240, 620)
    page.show()
    page.result.widget().setText("<br>".join(f"line {n} of a long result" for n in range(30)))  # type: ignore[attr-defined]
    page.result_area.setVisible(True)
    qtbot.waitUntil(lambda: page.result_area.height() > 0)
    scene = page.scene.widget()
    assert scene.height() >= scene.minimumSizeHint().height()
    assert not scene.geometry().intersects(page.result_area.geometry())
    assert page.result_area.verticalScrollBar().maximum() > 0  # the rest of the lines scroll
    # A short result is shown whole, with no scroll bar.
    page.result.widget().setText("The hand is over<br>Payments: +1 -1 +0 +0")  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: page.result_area.verticalScrollBar().maximum() == 0)


def test_a_hosted_table_names_a_seat_kept_for_a_player_by_its_place_not_as_a_bot(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen in a real window: before the guest joined, the host's sheet headed the guest's seat "Đông (máy khá)"."""
    from tests.client_session import client_window

    win = client_window(tmp_path, qtbot, name="Host")
    win.lobby.choose_game("kuaho")
    page = win.host_game("kuaho", "127.0.0.1:0", "Here", ("player", "good", "good"))
    assert page is not None
    assert page.names == ("Host", "East", "North (good bot)", "West (good bot)")
    headers = [page.sheet.horizontalHeaderItem(column) for column in range(1, 5)]
    assert [h.text() if h is not None else "" for h in headers][:2] == ["Host", "East"]
    win.leave_practice()
