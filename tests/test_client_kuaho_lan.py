"""Kuaho and Ma Diao hosted from the desktop client's lobby on 127.0.0.1 (two bots in the other seats) and
joined by a second client: both play the hand to its end and keep byte-identical, verified files."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.client_session import window
from tests.test_client_lan_game import LIMIT_MS, auto_play
from tusac_lan.table.history import verify_history


@pytest.mark.parametrize("game_id", ["kuaho", "madiao"])
def test_host_and_join_in_the_lobby_play_a_four_seat_table(tmp_path: Path, qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    wins = [window(tmp_path / who, qtbot) for who in ("host", "guest")]
    for win in wins:
        win.lobby.choose_game(game_id)
    host, guest = wins
    guest.settings.name = "Guest"  # two players of one name are refused at a table
    host.lobby.hands.setValue(1)
    host.host("127.0.0.1:0", f"{game_id} here", ("player", "good", "good"), 1, host.lobby.rules())
    page = host.practice_page
    assert page is not None and host.pages.currentWidget() is page
    qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=LIMIT_MS)
    assert "Hosting on" in page.status.text()
    guest.join(host.hosted_at)
    for win in wins:
        session = win.practice
        assert session is not None
        session.happened.connect(lambda event, s=session: auto_play(s, event))
    for win in wins:
        qtbot.waitUntil(lambda win=win: win.practice_state is not None and win.practice_state.over, timeout=LIMIT_MS)
    states = [win.practice_state for win in wins]
    assert [(s.stopped, len(s.payments)) for s in states if s is not None] == [("", 1), ("", 1)]
    assert states[1] is not None and states[1].seat == 1 and states[1].names[:2] == ("Me", "Guest")
    files = [sorted((tmp_path / who / "histories").glob("*-hand*.tusac")) for who in ("host", "guest")]
    assert len(files[0]) == 1 and files[0][0].read_bytes() == files[1][0].read_bytes()
    history, run = verify_history(files[0][0].read_bytes())
    assert history.verdict.ok and history.config.game_id == game_id and history.config.seats == 4
    assert history.config.bots[2] and history.config.bots[3]
    assert run.settled_outcome is not None and sum(run.settled_outcome.payments) == 0
    for win in wins:
        win.leave_practice()
