"""A desktop host's table stays open when one player's program refuses its TABLE (set to another game, say):
the refusing player's seat is free again, the others keep theirs (the host's WELCOME again), the host is
told who refused and why, and the table starts once the seat is taken again (here by a bot: Start now).
The host had stopped with "Lan did not take the table" and let everyone go. The guests are real
`tusac peer` processes on 127.0.0.1; the host is the desktop's lobby (an open one) in this process."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from tests.test_hostile_peers import Table
from tusac_lan.games import find_game
from tusac_lan.peer.events import Hosting, LobbyNotice, PeerEvent, PlayerJoined, PlayerReady
from tusac_lan.peer.host import host_lobby
from tusac_lan.peer.options import PeerOptions
from tusac_lan.peer.problems import problem
from tusac_lan.table.seating import SeatPlan

LIMIT = 40.0


def test_a_refused_table_keeps_the_hosts_lobby_open_and_the_other_player_seated(table: Table, tmp_path: Path) -> None:
    heard: list[PeerEvent] = []
    hosted, joined, refused = threading.Event(), threading.Event(), threading.Event()
    asked = threading.Event()
    results: list[Any] = []

    def listener(event: PeerEvent) -> None:
        heard.append(event)
        if isinstance(event, Hosting):
            hosted.set()
        elif isinstance(event, PlayerJoined) and event.name == "An":
            joined.set()
        elif isinstance(event, LobbyNotice) and event.problem.kind == "TABLE_REFUSED_SEAT_FREE":
            refused.set()

    game = find_game("tienlen")
    options = PeerOptions(
        identity_dir=tmp_path / "host",
        name="Host",
        timeout=LIMIT,
        listener=listener,
        lobby_open=True,
        start_now=lambda: "beginner" if asked.is_set() else None,
        game="tienlen",
        play="human",
    )

    def hosting() -> None:
        try:
            results.append(host_lobby("127.0.0.1:0", SeatPlan(("player", "player")), 1, game.default_rules(), options))
        except Exception as exc:  # the test reads it
            results.append(exc)

    host = threading.Thread(target=hosting, name="host-lobby")
    host.start()
    try:
        assert hosted.wait(LIMIT)
        address = next(event.address for event in heard if isinstance(event, Hosting))
        an = table.peer("An", "--join", address, "--game", "tienlen")
        assert joined.wait(LIMIT), an.output()
        lan = table.peer("Lan", "--join", address, "--game", "madiao")  # set to another game
        assert lan.popen.wait(timeout=LIMIT) == 2, lan.output()
        assert any("plays tienlen, not madiao" in text for _, text in lan.lines), lan.output()
        assert refused.wait(LIMIT), heard
        notice = next(e for e in heard if isinstance(e, LobbyNotice) and e.problem.kind == "TABLE_REFUSED_SEAT_FREE")
        assert notice.problem.detail("name") == "Lan" and "plays tienlen, not madiao" in notice.problem.detail("reason")
        told_again = problem("TABLE_SET_AGAIN").text
        an.first(told_again, LIMIT)  # An keeps its seat and waits for the table again
        assert host.is_alive() and not results, "the host's lobby is still open"
        asked.set()  # the host starts now: a bot takes Lan's seat
        host.join(LIMIT)
        assert not host.is_alive() and results
        seated = results[0]
        assert not isinstance(seated, Exception), seated
        try:
            assert seated.transcript.config.names == ("Host", "An", "Beginner bot 2")
            an.first("seated as ", LIMIT)  # An took the table set again
            readies = [e.name for e in heard if isinstance(e, PlayerReady)]
            assert readies.count("An") >= 1
        finally:
            seated.mesh.close()
    finally:
        asked.set()
        host.join(LIMIT)
