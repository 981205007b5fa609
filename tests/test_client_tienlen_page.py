"""Tiến lên's table page as a player saw it in a real window: a hand of 17 cards (every card dealt at
three players) fits the window, the side panel keeps its place as the hand gets shorter (its buttons moved
under the mouse), the Moves log heads each hand and keeps its last line in sight, the score sheet's
header shows a long seat name whole, the house-rules form speaks the player's language and offers the
common sets of rules, and the table shows each seat's card count, who passed and the play to beat, with the
hand sorted by rank or by suit and four suit colours as an option."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QComboBox, QSplitter

from qt_ui.plugin import GameClient, game_client
from qt_ui.practice_page import PracticePage
from qt_ui.practice_state import HandEnded, HandStarted, Stepped, new_snapshot, reduce
from qt_ui.rule_form import RuleForm, describe_game_rules, field_label
from qt_ui.score_sheet import ScoreSheet, WrappedHeader, rows_from_payments
from tests.tienlen_helpers import card, deal, play
from tests.tienlen_helpers import step as play_step
from tusac_lan.detrng import DetRng
from tusac_lan.games import find_game
from tusac_lan.games.api import OPENING, Moved, Outcome, Refusal, Step
from tusac_lan.games.playout import play_hand
from tusac_lan.games.simple_client import FOUR_COLOURS, TWO_COLOURS, paint_face
from tusac_lan.games.tienlen import GAME
from tusac_lan.games.tienlen.engine import NO_DECLARE, PASS
from tusac_lan.games.tienlen.rules import PRESETS, TienLenRules

NAMES = ("Me", "East (good bot)", "West (good bot)")


def plugin() -> GameClient:
    found = game_client(find_game("tienlen"))
    assert found is not None
    return found


def seat_views(rules: TienLenRules, seats: int) -> list[tuple[Step[Any], Any]]:
    """Every step of one hand of good bots, with seat 0's view after it (the first: the deal, no step)."""
    deck = list(range(GAME.deck))
    DetRng("tienlen-page").shuffle(deck)
    agents = [GAME.make_bot("good") for _ in range(seats)]
    played = play_hand(GAME, rules, seats, OPENING, deck, agents)
    seen: list[tuple[Step[Any], Any]] = []
    state = played.dealt
    for step in played.steps:
        assert isinstance(step, Moved)
        after = GAME.apply(state, step.seat, step.move)
        assert not isinstance(after, Refusal)
        state = after
        seen.append((step, GAME.view(state, 0)))
    return [(Moved(0, None), GAME.view(played.dealt, 0)), *seen]


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def test_a_hand_of_17_cards_fits_the_window_and_the_side_panel_stays_put(qtbot) -> None:  # type: ignore[no-untyped-def]
    views = seat_views(TienLenRules(deal_all=1), 3)
    page = PracticePage(find_game("tienlen"), plugin(), 3, NAMES)
    qtbot.addWidget(page)
    page.resize(1280, 680)
    page.show()
    snap = reduce(new_snapshot(3, 1), HandStarted(0, views[0][1]))
    page.show_snapshot(snap)
    settle()
    scene: Any = page.scene
    assert len(scene.buttons) == 17
    assert page.minimumSizeHint().width() <= 1280
    assert page.width() == 1280
    last = scene.buttons[-1]
    assert last.mapTo(scene, last.rect().topRight()).x() < scene.width()
    splitter = page.findChild(QSplitter)
    assert splitter is not None
    sizes = splitter.sizes()
    width = scene.card_width
    shown = 17
    for step, view in views[1:]:
        snap = reduce(snap, Stepped(view, step, ()))
        page.show_snapshot(snap)
        settle()
        shown = min(shown, len(scene.buttons))
        assert splitter.sizes() == sizes and scene.card_width == width
    assert shown < 17


def test_the_cards_grow_with_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    views = seat_views(TienLenRules(), 4)
    page = PracticePage(find_game("tienlen"), plugin(), 4, ("Me", "East", "North", "West"))
    qtbot.addWidget(page)
    page.resize(1000, 640)
    page.show()
    page.show_snapshot(reduce(new_snapshot(4, 1), HandStarted(0, views[0][1])))
    settle()
    scene: Any = page.scene
    small = scene.card_width
    page.resize(1900, 1000)
    settle()
    assert scene.card_width > small
    assert all(button.iconSize().width() == scene.card_width for button in scene.buttons)


def test_the_moves_log_heads_each_hand_and_keeps_its_last_line_in_sight(qtbot) -> None:  # type: ignore[no-untyped-def]
    views = seat_views(TienLenRules(), 3)
    page = PracticePage(find_game("tienlen"), plugin(), 3, NAMES)
    qtbot.addWidget(page)
    page.resize(1280, 680)
    page.show()
    view = views[0][1]
    snap = reduce(new_snapshot(3, 3), HandStarted(0, view, heading="— Hand 1 —"))
    assert snap.log == ("— Hand 1 —",)
    for number in range(60):
        snap = reduce(snap, Stepped(view, views[1][0], (f"East plays {number}",)))
    page.show_snapshot(snap)
    settle()
    scroll = page.log.verticalScrollBar()
    assert scroll.maximum() > 0 and scroll.value() == scroll.maximum()
    for hand in range(2):  # the score sheet grows by a row: the log gets shorter
        snap = reduce(snap, HandEnded(views[-1][1], Outcome((2, -1, -1), 0, None, (0,))))
        page.show_snapshot(snap)
        settle()
        assert scroll.value() == scroll.maximum(), hand
    snap = reduce(snap, HandStarted(1, view, heading="— Hand 2 —"))
    assert snap.log[-1] == "— Hand 2 —"
    scroll.setValue(0)  # the player reads back: the log stays there
    snap = reduce(snap, Stepped(view, views[1][0], ("East plays again",)))
    page.show_snapshot(snap)
    settle()
    assert scroll.value() == 0


@pytest.mark.parametrize("width", [200, 250, 320])
def test_a_long_seat_name_is_shown_whole_in_the_narrow_score_sheet(qtbot, width: int) -> None:  # type: ignore[no-untyped-def]
    """Seen at three seats: "East (good bot)" wrapped onto three lines in a header two lines high. A bot's
    column is now headed by its seat ("East", the whole name in the tooltip); a long player's name still
    wraps, and the header is as high as its lines."""
    sheet = ScoreSheet(compact=True)
    qtbot.addWidget(sheet)
    sheet.resize(width, 120)
    sheet.show()
    sheet.set_rows(rows_from_payments([(0, 0, 2, (2, -1, -1), True)]), ("Nguyễn Thị Thanh Hương", *NAMES[1:]))
    settle()
    header = sheet.horizontalHeader()
    assert isinstance(header, WrappedHeader)
    assert sheet.horizontalHeaderItem(2).text() == "East"  # type: ignore[union-attr]
    assert sheet.horizontalHeaderItem(2).toolTip() == "East (good bot)"  # type: ignore[union-attr]
    lines = max(len(header.lines(column)) for column in range(sheet.columnCount()))
    assert header.height() >= lines * header.fontMetrics().lineSpacing() + 8


@pytest.mark.parametrize("language", ["vi", "ja"])
def test_the_house_rules_form_names_every_field_in_the_players_language(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """Seen in a real Vietnamese window: the four northern and southern options were labelled in English."""
    from qt_ui.i18n import use_language

    use_language(language)
    try:
        game = find_game("tienlen")
        form = RuleForm(game, game.default_rules(), "Tiến lên")
        qtbot.addWidget(form)
        layout: Any = form.layout().itemAt(0).layout()  # type: ignore[union-attr]
        labels = [layout.itemAt(row, layout.ItemRole.LabelRole).widget().text() for row in range(layout.rowCount())]
    finally:
        use_language("en")
    english = {field_label(field.name) for field in game.rule_fields()}
    assert not english & set(labels)
    assert len(labels) == len(game.rule_fields()) + 1  # and the set of rules


def test_the_house_rules_form_sets_every_option_of_a_common_set_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = find_game("tienlen")
    form = RuleForm(game, game.default_rules(), "Tiến lên")
    qtbot.addWidget(form)
    box = form.preset_box
    assert isinstance(box, QComboBox)
    assert box.currentText() == "the seed's rules"
    row = box.findText("southern (miền Nam)")
    box.setCurrentIndex(row)
    box.activated.emit(row)
    assert form.rules() == PRESETS["southern"]
    assert describe_game_rules(game, form.rules()) == "southern (miền Nam)"
    form.inputs["stake"].setValue(5)  # type: ignore[union-attr]
    assert box.currentText() == "your own"
    assert "Stake: 5" in describe_game_rules(game, form.rules())
    row = box.findText("northern (miền Bắc)")
    box.setCurrentIndex(row)
    box.activated.emit(row)
    assert form.rules() == PRESETS["northern"]
    assert RuleForm(game, PRESETS["northern"], "Tiến lên").preset_box.currentText() == "northern (miền Bắc)"  # type: ignore[union-attr]


@pytest.mark.parametrize("width", [300, 316])
def test_the_totals_label_stays_whole_beside_long_japanese_names(qtbot, width: int) -> None:  # type: ignore[no-untyped-def]
    """Seen at four seats in Japanese: names without spaces took the room and "合計" was cut to "…"."""
    from PySide6.QtGui import QFontMetrics

    sheet = ScoreSheet(compact=True)
    qtbot.addWidget(sheet)
    sheet.resize(width, 160)
    sheet.show()
    names = ("プレイヤー", "東（中級ボット）", "北（中級ボット）", "西（中級ボット）")
    sheet.set_rows(rows_from_payments([(0, 2, 4, (2, -2, 4, -4), True), (1, 3, 4, (-2, -4, 2, 4), True)]), names)
    settle()
    for row in range(sheet.rowCount()):
        for column in range(sheet.columnCount()):
            cell = sheet.item(row, column)
            assert cell is not None
            shown = QFontMetrics(cell.font().resolve(sheet.font())).horizontalAdvance(cell.text())
            assert shown + 4 <= sheet.horizontalHeader().sectionSize(column), (row, column, cell.text())


def test_a_turn_with_no_play_to_make_is_not_told_to_select_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen in a real window: "select cards and play them, or I do not hold 3♠" for a seat that could
    only say it does not hold 3♠ (and the same for "No instant win")."""
    state = deal(["4S 5S", "3S"], TienLenRules())
    client = plugin()
    scene = client.scene(GAME)
    bar: Any = client.action_bar(GAME, scene, lambda move: None)
    qtbot.addWidget(scene.widget())
    qtbot.addWidget(bar.widget())
    bar.offer(GAME.view(state, 0), 0, GAME.legal(state, 0))
    assert bar.prompt.text() == "Your turn: I do not hold 3♠."
    holder = deal(["3S 5S", "4S"], TienLenRules())
    bar.offer(GAME.view(holder, 0), 0, GAME.legal(holder, 0))
    assert bar.prompt.text() == "Your turn: select cards and play them."


def test_cards_are_selected_by_keyboard_and_play_is_enabled_only_for_a_legal_selection(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QKeySequence

    state = deal(["3S 3C 5D", "4S"], TienLenRules())  # seat 0 leads with a play holding 3♠
    chosen: list[Any] = []
    client = plugin()
    scene: Any = client.scene(GAME)
    bar: Any = client.action_bar(GAME, scene, chosen.append)
    qtbot.addWidget(scene)
    qtbot.addWidget(bar)
    scene.show_view(GAME.view(state, 0), 0, NAMES, ())
    bar.offer(GAME.view(state, 0), 0, GAME.legal(state, 0))
    buttons = {button.accessibleName(): button for button in scene.buttons}
    qtbot.keyClick(buttons["5♦"], Qt.Key.Key_Space)
    assert scene.selected() and not bar.play_button.isEnabled()  # 5♦ alone does not hold 3♠
    qtbot.keyClick(buttons["5♦"], Qt.Key.Key_Space)
    qtbot.keyClick(buttons["3♠"], Qt.Key.Key_Space)
    qtbot.keyClick(buttons["3♣"], Qt.Key.Key_Space)
    assert bar.play_button.isEnabled()
    assert bar.play_button.shortcut() == QKeySequence("Return")
    bar.play_selected()
    assert len(chosen) == 1 and sorted(chosen[0].cards) == sorted(scene.table.move_cards(chosen[0]))
    assert len(chosen[0].cards) == 2


def test_the_moves_log_tells_a_2_played_and_a_player_placed_last_for_going_out_on_it() -> None:
    """Seen in a real window under the northern set: East went out on a 2 and was placed last, and the
    Moves log said nothing of it ("a single (rác) heo: 2♠" was all)."""

    rules = TienLenRules(finish_on_two=1)
    three = deal(["2S", "3C 4C", "5C 6C"], rules=rules, starter=0)
    before = three._replace(hands=(three.hands[0][:1], *three.hands[1:]))
    move = play(before, 0, "2S")
    after = play_step(before, 0, move)
    table: Any = plugin()
    lines = table.step_words(GAME, before, Moved(0, move), after, NAMES)
    assert lines == ["Me leads a 2 (heo): 2♠", "Me went out on a 2 (về bằng heo) and is placed last"]


def test_the_table_shows_counts_passes_the_play_to_beat_and_sorts_by_rank_or_by_suit(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 19's table: each seat's card count and who passed, the last play to beat and whose it is, the
    hand sorted by rank with a toggle for suit, and four suit colours as an option."""
    state = deal(["3S 9S 4H 4D 5C", "5S 10C", "6S"], TienLenRules(), starter=0)
    led = Moved(0, play(state, 0, "9S"))
    state = play_step(state, 0, led.move)
    assert state.current == 2  # clockwise: West answers first
    state = play_step(state, 2, PASS)
    steps: list[Step[Any]] = [led, Moved(2, PASS)]
    client = plugin()
    scene: Any = client.scene(GAME)
    qtbot.addWidget(scene)
    scene.show_view(GAME.view(state, 0), 0, NAMES, steps)
    labels = [label.text() for label in scene.seat_labels[:3]]
    assert "<b>Me</b>" in labels[0] and "12 cards" in labels[0] and "passed" not in labels[0]
    assert "13 cards" in labels[1] and "passed" not in labels[1]  # East is to answer
    assert "13 cards" in labels[2] and "passed" in labels[2]
    # The seats keep one height whether a seat passed or not (seen in real windows: the table moved 7 px).
    heights = {label.sizeHint().height() for label in scene.seat_labels[:3]}
    assert len(heights) == 1, heights
    assert scene.beat_label.text() == "To beat: Me"
    assert [face.toolTip() for face in scene.trick_faces] == ["9♠"]
    # By rank (then suit) as dealt; by suit (♠ ♣ ♦ ♥, each by rank) with the toggle, and back.
    by_rank = scene.hand_cards()
    assert list(by_rank) == sorted(by_rank) and len(by_rank) == 12
    scene.by_suit.setChecked(True)
    by_suit = scene.hand_cards()
    assert sorted(by_suit) == sorted(by_rank) and by_suit != by_rank
    assert list(by_suit) == sorted(by_rank, key=lambda card: (card & 3, card >> 2))
    scene.by_suit.setChecked(False)
    assert scene.hand_cards() == by_rank

    # Four colours: ♣ turns green and ♦ blue; ♠ stays black and ♥ red.
    def colours(code: str, four: bool) -> set[int]:
        image = paint_face(scene.table.face(card(code)), 64, four).toImage()
        image = image.convertToFormat(QImage.Format.Format_RGB32)
        return {image.pixel(x, y) & 0xFFFFFF for x in range(image.width()) for y in range(image.height())}

    for code, index in (("3S", 0), ("3C", 1), ("3D", 2), ("3H", 3)):
        two, four = colours(code, False), colours(code, True)
        assert QColor(TWO_COLOURS[index]).rgb() & 0xFFFFFF in two
        assert QColor(FOUR_COLOURS[index]).rgb() & 0xFFFFFF in four
    clubs = next(button for button in scene.buttons if button.accessibleName() == "5♣")
    before = clubs.icon().pixmap(clubs.iconSize()).toImage()
    scene.four_colours.setChecked(True)
    clubs = next(button for button in scene.buttons if button.accessibleName() == "5♣")
    assert clubs.icon().pixmap(clubs.iconSize()).toImage() != before


def test_a_tien_len_table_announced_on_the_lan_is_listed_with_its_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 19, point 7: discovery shows the game (the lobby's list line of an announced table)."""
    from protocol.discovery import announcement, parse_ad
    from protocol.identity import fingerprint
    from qt_ui.lan import table_line

    announced = announcement("Bàn ba", "Mai", "127.0.0.1", 7777, fingerprint(b"k" * 32), 2, False, "tienlen")
    ad = parse_ad(announced.name, announced)
    assert ad is not None and ad.game == "tienlen"
    line = table_line(ad)
    assert line.startswith("Bàn ba — Mai — 2 free seats — ") and line.endswith(" — Tiến lên")


def test_tien_len_speaks_the_players_vietnamese_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 19, point 6: heo, chặt, đôi thông, tứ quý, sảnh, tới trắng, thối, cóng, bỏ lượt, as the
    Vietnamese window shows them (the compiled translation, not the English text's brackets)."""
    from qt_ui.i18n import use_language
    from tusac_lan.games.tienlen.client import TienLenTable, instant_words, kind_words, twos_words
    from tusac_lan.games.tienlen.combos import Kind
    from tusac_lan.games.tienlen.engine import Instant

    table = TienLenTable()

    def said() -> dict[str, str]:
        return {
            "heo": twos_words(Kind.SINGLE),
            "tứ quý": kind_words(Kind.FOUR),
            "sảnh": kind_words(Kind.SEQUENCE),
            "đôi thông": kind_words(Kind.DOUBLE_SEQUENCE),
            "bỏ lượt": table.move_label(PASS).lower(),
            "tới trắng": table.move_label(NO_DECLARE).lower(),
            "thối": (table.rule_words("thoi_black") or ("",))[0].lower(),
            "cóng": (table.rule_words("cong") or ("",))[0].lower(),
            "chặt": (table.rule_words("chop_after_pass") or ("",))[0].lower(),
            "rồng": instant_words(Instant.DRAGON),
        }

    english = said()
    use_language("vi")
    try:
        vietnamese = said()
    finally:
        use_language("en")
    for word, text in vietnamese.items():
        # Translated, unless the English label is the Vietnamese word alone ("cóng").
        assert word in text and (text != english[word] or english[word] == word), (word, text)


def test_a_lone_not_held_is_played_without_asking_the_player(qtbot: Any) -> None:
    """Seen in real windows: a guest without 3♠ had to press "I do not hold 3♠" (every seat answers at once,
    the host's opening waited for it), and its clock ran out. Nothing to decide is played at once."""
    from qt_ui.plugin import PlaysWithoutAsking, game_client
    from qt_ui.practice import PracticeSession
    from qt_ui.practice_state import Asked
    from tusac_lan.games import find_game
    from tusac_lan.games.tienlen.engine import MoveKind, TienLenMove
    from tusac_lan.table.events import DecisionNeeded

    game = find_game("tienlen")
    plugin = game_client(game)
    assert isinstance(plugin, PlaysWithoutAsking)
    not_held = TienLenMove(MoveKind.NOT_HELD)
    lead = TienLenMove(MoveKind.PLAY, (0,), (0,))
    assert plugin.played_without_asking((not_held,)) == not_held
    assert plugin.played_without_asking((lead,)) is None and plugin.played_without_asking((lead, not_held)) is None
    worker = PracticeSession(
        game, game.default_rules(), ("good",) * 3, 1, lambda *_: [], without_asking=plugin.played_without_asking
    )
    seen: list[Any] = []
    worker.happened.connect(seen.append)
    worker._heard(DecisionNeeded(0, None, (not_held,)))
    assert worker._poll_move() == (0, not_held)
    worker._heard(DecisionNeeded(0, None, (lead,)))
    qtbot.waitUntil(lambda: any(isinstance(event, Asked) for event in seen), timeout=5_000)
    assert [event.legal for event in seen if isinstance(event, Asked)] == [(lead,)]
    worker.leave()


def test_a_hand_played_for_without_asking_is_still_shown(qtbot: Any) -> None:
    """Seen in real windows: a guest without 3♠ saw no cards of its own while the host thought about its opening
    (up to its 30 s): the decision's view came with the question, and nothing was asked. It is shown all the
    same."""
    from qt_ui.plugin import PlaysWithoutAsking, game_client
    from qt_ui.practice import PracticeSession
    from qt_ui.practice_state import Moved
    from tusac_lan.games import find_game
    from tusac_lan.games.tienlen.engine import MoveKind, TienLenMove
    from tusac_lan.table.events import DecisionNeeded
    from tusac_lan.table.events import HandStarted as TableHandStarted

    game = find_game("tienlen")
    plugin = game_client(game)
    assert isinstance(plugin, PlaysWithoutAsking)
    not_held = TienLenMove(MoveKind.NOT_HELD)
    worker = PracticeSession(
        game, game.default_rules(), ("good",) * 3, 1, lambda *_: [], without_asking=plugin.played_without_asking
    )
    seen: list[Any] = []
    worker.happened.connect(seen.append)
    try:
        dealing, dealt = object(), object()  # the hand's first turn (no cards of its own yet), then the question's
        worker._heard(TableHandStarted(0, ("Yuki", "Hương", "B", "C"), 0))
        worker._start_shown(dealing)
        worker._heard(DecisionNeeded(0, dealt, (not_held,)))
        assert worker._poll_move() == (0, not_held)  # told as taken, after all that came before it
        qtbot.waitUntil(lambda: any(isinstance(event, Moved) for event in seen), timeout=5_000)
        snapshot = new_snapshot(4, 1)
        for event in seen:
            snapshot = reduce(snapshot, event)
        assert snapshot.view is dealt and snapshot.legal == (), seen
    finally:
        worker.leave()


def test_the_dealt_hand_is_shown_before_anyone_plays(tmp_path: Path, qtbot: Any) -> None:
    """Seen in real windows: at a hand whose leader thinks, a LAN guest saw no cards of its own until the
    leader's first play (the deal's last turn tells no step, and only steps carried a view)."""
    from qt_ui.practice import PracticeSession
    from qt_ui.practice_state import Event, new_snapshot, reduce
    from tusac_lan.games.tienlen.client import TienLenTable
    from tusac_lan.peer.local import run_local_table
    from tusac_lan.peer.options import PeerOptions
    from tusac_lan.table.events import DecisionNeeded, HandStarted, TurnApplied

    dealt: list[TurnApplied] = []
    asked: list[DecisionNeeded] = []

    def listener(event: object) -> None:
        if isinstance(event, TurnApplied) and event.turn == 0:
            dealt.append(event)
        elif isinstance(event, DecisionNeeded):
            asked.append(event)

    def answer(timeout: float) -> tuple[int, Any] | None:
        return (asked[0].seat, asked.pop(0).legal[0]) if asked else None

    options = PeerOptions(identity_dir=tmp_path, name="Me", play="human", listener=listener)
    options.game = GAME.id
    run_local_table(options, GAME.default_rules(), 1, ("beginner",) * 3, answer, game=GAME)
    (first,) = dealt
    table = TienLenTable()
    assert first.before is not None and not first.actions and not table.hand(GAME.view(first.before, 0), 0)
    worker = PracticeSession(GAME, GAME.default_rules(), ("good",) * 3, 1, lambda *_: [])
    seen: list[Event] = []
    worker.happened.connect(seen.append)
    worker._heard(HandStarted(0, NAMES[:4], 0))
    worker._heard(first)
    qtbot.waitUntil(lambda: len(seen) >= 2, timeout=5_000)
    state = new_snapshot(4, 1)
    for event in seen:
        state = reduce(state, event)
    assert len(table.hand(state.view, 0)) == 13, "the player's own cards, before any play"
    worker.leave()
