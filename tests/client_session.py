"""Driving a practice session of the desktop client as a player would: the window, waiting for the
player's turn, making a move and waiting until the table has taken it, the next hand, the session's end."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QSettings, Qt

from qt_ui.i18n import use_language
from qt_ui.main_window import MainWindow, make_window
from qt_ui.practice_page import PracticePage
from qt_ui.practice_state import PracticeSnapshot
from tusac_lan.games.api import Step

T = TypeVar("T")


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """The client in ``language`` for the block, English after it."""
    use_language(language)
    try:
        yield
    finally:
        use_language("en")


def client_window(
    tmp_path: Path,
    qtbot: Any,
    *,
    name: str | None = "Me",
    language: str = "en",
    ini: str = "me.ini",
    identity: str = "me-id",
    histories: str = "histories",
    pace_ms: int | None = 0,
    animation_ms: int | None = 0,
    show: bool = True,
) -> MainWindow:
    """A window whose settings file ``ini``, identity and history folders are under ``tmp_path``, with no
    discovery on the network; ``name`` (None: the default), ``pace_ms`` and ``animation_ms`` (None: the
    defaults) as given."""
    store = QSettings(str(tmp_path / ini), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(tmp_path / identity))
    if name is not None:
        store.setValue("name", name)
    if pace_ms is not None:
        store.setValue("bot_pace_ms", pace_ms)
    if animation_ms is not None:
        store.setValue("animation_ms", animation_ms)
    store.setValue("language", language)
    win = make_window(store, tmp_path / histories, discovery=False)
    qtbot.addWidget(win)
    if show:
        win.show()
    return win


def window(tmp_path: Path, qtbot: Any) -> MainWindow:
    """An English window with no pauses between moves and no discovery on the network."""
    return client_window(tmp_path, qtbot)


def turn_or_end(win: MainWindow, qtbot: Any, limit_ms: int) -> PracticeSnapshot:
    """The session once it is the player's turn, or the hand has ended, or the session is over."""
    qtbot.waitUntil(
        lambda: (
            win.practice_state is not None
            and (win.practice_state.my_turn or win.practice_state.outcome is not None or win.practice_state.over)
        ),
        timeout=limit_ms,
    )
    state = win.practice_state
    assert state is not None
    return state


def move_and_wait(win: MainWindow, qtbot: Any, move: Callable[[], T], limit_ms: int) -> tuple[T, tuple[Step[Any], ...]]:
    """Make a move (``move`` clicks it) and wait until the table has taken a step since: what ``move``
    returned, and the steps that came after it."""
    assert win.practice_state is not None
    steps = len(win.practice_state.steps)
    made = move()
    qtbot.waitUntil(
        lambda: (
            win.practice_state is not None
            and (len(win.practice_state.steps) > steps or win.practice_state.outcome is not None)
        ),
        timeout=limit_ms,
    )
    assert win.practice_state is not None
    return made, tuple(win.practice_state.steps[steps:])


def next_hand(win: MainWindow, page: PracticePage, qtbot: Any, limit_ms: int) -> None:
    qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.practice_state is not None and win.practice_state.outcome is None, timeout=limit_ms)


def session_over(win: MainWindow, qtbot: Any, limit_ms: int) -> PracticeSnapshot:
    qtbot.waitUntil(lambda: win.practice_state is not None and win.practice_state.over, timeout=limit_ms)
    state = win.practice_state
    assert state is not None
    return state


def start_game(win: MainWindow, qtbot: Any, game_id: str, hands: int, seats: int = 0) -> list[int]:
    """Choose ``game_id`` in the lobby (at ``seats`` seats if given), ``hands`` hands, and Play: the seat
    counts the lobby offered for the game."""
    lobby = win.lobby
    lobby.choose_game(game_id)
    offered = [lobby.seat_count.itemData(i) for i in range(lobby.seat_count.count())]
    if seats:
        lobby.seat_count.setCurrentIndex(lobby.seat_count.findData(seats))
    lobby.hands.setValue(hands)
    qtbot.mouseClick(lobby.play_button, Qt.MouseButton.LeftButton)
    return offered


def sheet_totals(page: PracticePage, seats: int) -> list[int]:
    """The score sheet's last row (it has a column a seat after the hand's), as numbers."""
    sheet = page.sheet
    assert sheet.columnCount() == 1 + seats
    return [int(sheet.text_at(sheet.rowCount() - 1, 1 + seat)) for seat in range(seats)]


def play_first_offered(worker: Any) -> None:
    """A plugin game's player (``PracticeSession``) that plays the first move offered at every turn."""
    from PySide6.QtCore import QTimer

    from qt_ui.practice_state import Asked

    def answer(event: object) -> None:
        if isinstance(event, Asked) and event.legal:
            move = event.legal[0]
            QTimer.singleShot(0, lambda: worker.choose(move))

    worker.happened.connect(answer)


def hands_ended(win: Any, count: int) -> Callable[[], bool]:
    """True once the plugin page's session has ``count`` hands on its score sheet."""

    def ended() -> bool:
        state = win.practice_state
        return state is not None and len(state.payments) >= count

    return ended
