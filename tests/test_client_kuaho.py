"""Kuaho through its desktop plugin: a 2-hand session against bots played by clicking cards and buttons,
the score sheet, and the others' secrets and draws never shown to the player."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from qt_ui.plugin import GameClient, game_client
from qt_ui.practice_page import PracticePage
from tests.client_session import move_and_wait, next_hand, session_over, sheet_totals, start_game, turn_or_end, window
from tusac_lan.games import find_game
from tusac_lan.games.api import Moved as MovedStep
from tusac_lan.games.kuaho.bots import GoodBot
from tusac_lan.games.kuaho.client import KuahoBar, KuahoScene, plain_label
from tusac_lan.games.kuaho.state import Flag, Kind, KuahoMove, KuahoState

LIMIT_MS = 180_000


def click_a_move(page: PracticePage, qtbot, offered: list[frozenset[Kind]]) -> KuahoMove:  # type: ignore[no-untyped-def]
    """The good bot's move, made by clicking its cards and then the button for it; the first time a
    discard is legal, a discard whatever the bot chose (the deal decides when that is). ``offered`` gets
    the kinds that were legal."""
    bar, scene = page.actions_bar, page.scene
    assert isinstance(bar, KuahoBar) and isinstance(scene, KuahoScene) and bar.view is not None
    move = GoodBot().choose(bar.view, 0, bar.legal)
    discards = [m for m in bar.legal if m.kind == Kind.DISCARD]
    if discards and not any(Kind.DISCARD in kinds for kinds in offered):
        move = move if move.kind == Kind.DISCARD else discards[0]
    offered.append(frozenset(Kind(m.kind) for m in bar.legal))
    if move.kind in (Kind.DISCARD, Kind.SECRET):
        for card in scene.buttons:
            if card.slot in move.slots:
                qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        assert scene.selected() == tuple(sorted(move.slots))
        if move.kind == Kind.SECRET:
            button = bar.secret_button
        else:
            button = bar.puro_button if move.flag == Flag.PURO else bar.discard_button
        assert button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    else:
        assert bar.plain_buttons
        texts = {b.text(): b for b in bar.plain_buttons}
        qtbot.mouseClick(texts[plain_label(move, bar.view.phase)], Qt.MouseButton.LeftButton)
    return move


def test_the_plugin_is_a_game_client() -> None:
    plugin = game_client(find_game("kuaho"))
    assert isinstance(plugin, GameClient) and plugin.game_id == "kuaho"
    assert "puro" in plugin.rules_page()


def test_a_two_hand_session_of_kuaho_by_clicking(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    for card in (0, 55, 111):
        assert not game_client(find_game("kuaho")).card_face(card, 40).isNull()  # type: ignore[union-attr]
    assert start_game(win, qtbot, "kuaho", 2) == [4]
    page = win.practice_page
    assert page is not None and isinstance(page.scene, KuahoScene)
    kinds: list[int] = []
    offered: list[frozenset[Kind]] = []
    for _ in range(2):
        while True:
            state = turn_or_end(win, qtbot, LIMIT_MS)
            if state.outcome is not None or state.over:
                break
            view = state.view
            assert isinstance(view, KuahoState)
            # A card the whole table saw (a draw shown while another seat was puro) may lie in a secret later:
            # that one stays known; every other card of the others' secrets is hidden.
            hidden = [s for other in (1, 2, 3) for secret in view.secrets[other] for s in secret if not view.public[s]]
            assert all(view.cards[s] < 0 for s in hidden)
            backs = [label for label in page.scene.table_cards() if label.toolTip() == "face down"]
            assert len(backs) >= len(hidden)  # the others' secrets lie face down
            kind, after = move_and_wait(win, qtbot, lambda: click_a_move(page, qtbot, offered).kind, LIMIT_MS)
            kinds.append(kind)
            mine = [s for s in after if isinstance(s, MovedStep) and s.seat == 0]
            assert mine and mine[0].move.kind == kinds[-1]
        result = page.result.widget().text()  # type: ignore[attr-defined]
        assert "Payments in chips" in result
        if len(state.payments) < 2:
            next_hand(win, page, qtbot, LIMIT_MS)
    state = session_over(win, qtbot, LIMIT_MS)
    assert state.stopped == ""
    assert (Kind.DISCARD in kinds) == any(Kind.DISCARD in legal for legal in offered), (kinds, offered)
    assert len(state.payments) == 2 and all(sum(row) == 0 for row in state.payments)
    totals = sheet_totals(page, 4)
    assert totals == list(state.totals) and sum(totals) == 0
    assert page.log.count() > 0
    win.leave_practice()


def test_the_result_says_the_go_with_checks_and_each_generals_worth() -> None:
    """The result view words the two go-with conditions, the turned cards' help, and what each general is
    worth, as ``history show`` does."""
    from tusac_lan.games.four_colour.cards import GENERAL, make_kind
    from tusac_lan.games.kuaho.client import result_lines
    from tusac_lan.games.kuaho.scoring import Settlement
    from tusac_lan.games.kuaho.state import How

    red_general, yellow_general = make_kind(1, GENERAL) * 4, make_kind(3, GENERAL) * 4
    account = Settlement(
        0, How.DISCARD, 5, tuple(range(16)), (red_general, yellow_general), True, False, True, False,
        (8, 11), 19, (0, 0, 0, 0), (38, -19, 0, -19),
    )  # fmt: skip
    lines = result_lines(account, account.payments, ["A", "B", "C", "D"])
    said = "\n".join(lines)
    assert "Go-with: the winning card has its go-withs; no sowee twin with its go-withs" in said
    assert "(with the turned cards' help)" in said
    assert "Generals: 2; each opponent pays 19" in said and "Each general: " in said
    assert said.index("Each general: ") < said.index("Payments in chips")


def test_the_result_shows_the_winning_hand_meld_by_meld_and_the_turned_cards() -> None:
    """Issue 20 point 4: the winner's secrets as laid and its other cards each meld on its own line, then
    the stock cards turned after the win for the go-withs."""
    from tests.test_kuaho_analysis import final_state
    from tusac_lan.games.kuaho.client import card_name, result_lines
    from tusac_lan.games.kuaho.scoring import settle
    from tusac_lan.games.kuaho.state import How

    hand = "RX WX YX RZ WZ YZ RY WY YY GS RS WS"
    account = settle(final_state(hand, "WS", "GB", How.DISCARD, end="GB GC YS", secrets=("YA YA YA YA",)))
    lines = result_lines(account, account.payments, ["A", "B", "C", "D"])
    assert "The winning hand in its melds:" in lines
    assert not any(line.startswith("Hand: ") for line in lines)
    secret_lines = [line for line in lines if "Secret: " in line]
    meld_lines = [line for line in lines if "Meld: " in line]
    assert len(secret_lines) == 1 and len(meld_lines) == len(account.melds) == 4
    for meld, line in zip(account.melds, meld_lines):
        assert line.endswith("Meld: " + ", ".join(card_name(c) for c in meld))
    assert secret_lines[0].endswith(", ".join(card_name(c) for c in account.secrets[0]))
    turned = "Turned from the stock: " + ", ".join(card_name(c) for c in account.end_cards)
    assert turned in lines and len(account.end_cards) == 3
    assert lines.index(turned) < next(i for i, line in enumerate(lines) if line.startswith("Go-with: "))
