"""Issue 22 point 4 for the games played through a client plugin (Tiến lên here): at a LAN table the others
see a player whose computer stopped answering as gone, with the table's wait counting down, and may choose
"Go on with a bot now" at once, as at a Tứ Sắc table (seen under Xvfb: a Tiến lên host showed only "the
others are playing…" while the table waited five minutes for a guest killed with kill -9)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from qt_ui.practice_state import Away, Back, HandStarted, SessionEnded, new_snapshot, reduce
from tests.test_client_lan_clock import plugin_page
from tests.test_client_lan_game import client
from tusac_lan.peer.events import PeerAway, PeerBack, PeerGaveUp

NAMES = ("Me", "Hương", "Máy khá 2", "Máy khá 3")


def test_the_reducer_keeps_who_is_gone_until_they_are_back_or_given_up() -> None:
    snap = reduce(new_snapshot(4, 3), HandStarted(0, None, 0, NAMES))
    gone = reduce(snap, Away((1,), 500.0))
    assert gone.away == (Away((1,), 500.0),)
    assert reduce(gone, Away((1,), 400.0)).away == (Away((1,), 400.0),)  # a newer wait replaces the older
    assert reduce(gone, Back((1,))).away == ()
    assert reduce(reduce(gone, Away((2,), 600.0)), Back((1,))).away == (Away((2,), 600.0),)
    assert reduce(gone, SessionEnded()).away == ()


def test_the_page_says_who_is_gone_and_offers_to_go_on_with_a_bot_now(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = plugin_page(qtbot, "tienlen", NAMES)
    snap = reduce(new_snapshot(4, 3), HandStarted(0, None, 0, NAMES, move_time=30.0))
    page.show_snapshot(snap)
    assert page.go_on_button.isHidden()
    gone = reduce(snap, Away((1,), time.monotonic() + 290.0))
    page.show_snapshot(gone)
    first = page.status.text().split("\n")[0]
    assert first.startswith("Hương (East) is not answering: the connection dropped. The table waits 4:5")
    assert not page.go_on_button.isHidden() and page._ticks.isActive()
    with qtbot.waitSignal(page.go_on_now, timeout=1000):
        page.go_on_button.click()
    assert page.go_on_button.isHidden()
    page.show_snapshot(reduce(gone, Away((1,), time.monotonic() + 200.0)))
    assert page.go_on_button.isHidden()  # asked once for that player
    back = reduce(gone, Back((1,)))
    page.show_snapshot(back)
    assert page.go_on_button.isHidden() and "not answering" not in page.status.text()


def test_the_worker_posts_who_is_gone_and_gives_the_table_the_players_go_on_now(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    worker, seen = client(tmp_path, "Me")
    with qtbot.waitSignal(worker.happened, timeout=5000):
        worker._heard(PeerAway("Hương is gone", "Hương", (1,), 300.0))
    assert isinstance(seen[-1], Away) and seen[-1].seats == (1,)
    assert time.monotonic() + 290.0 < seen[-1].until <= time.monotonic() + 300.0
    for told in (PeerBack("Hương is back", "Hương", (1,)), PeerGaveUp("gave up", "Hương", (1,), 300.0, True)):
        with qtbot.waitSignal(worker.happened, timeout=5000):
            worker._heard(told)
        assert seen[-1:] == [Back((1,))]
    options: list[Any] = []
    worker._body = lambda given: options.append(given)  # what the table is given, without a table
    worker._run()
    assert len(options) == 1 and options[0].stop_waiting is not None
    assert options[0].stop_waiting() is False
    worker.go_on_now()
    assert options[0].stop_waiting() is True and options[0].stop_waiting() is False  # once per press
