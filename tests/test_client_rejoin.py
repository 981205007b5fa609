"""Going back to an unfinished table from the client: the lobby offers the table this player's peer left
when it died (from its journal), in the player's language, and going back rejoins the same hand; the
away, back, gave-up and rejoined news is said in words with the countdown."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from dataclasses import replace
from pathlib import Path

import msgpack
import zmq
from PySide6.QtCore import QSettings, Qt

from protocol.transport import curve_keypair
from qt_ui.i18n import use_language
from qt_ui.main_window import MainWindow, make_window
from qt_ui.rejoin_offer import unfinished_tables
from qt_ui.session import SESSION_OVER, TableSession
from qt_ui.snapshot import Snapshot
from tusac_lan.peer.events import PeerAway, PeerBack, PeerGaveUp, PeerLink, Rejoined, SeatListing
from tusac_lan.table.events import HandStarted, TurnApplied
from tusac_lan.table.history import verify_history
from tusac_lan.table.journal import HOST, JOIN

from .test_rejoin import host_address, marks, peer, unfinished_table, wait_until

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 180.0


def client(tmp: Path, identity: Path, history: Path, language: str, qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    store = QSettings(str(tmp / "client.ini"), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(identity))
    store.setValue("name", "Lan")
    store.setValue("bot_pace_ms", 0)
    store.setValue("animation_ms", 0)
    store.setValue("language", language)
    win = make_window(store, history, discovery=False)
    qtbot.addWidget(win)
    win.show()
    return win


def test_the_client_offers_the_table_its_peer_left_and_going_back_finishes_the_hand(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    host = peer(tmp_path, 0, "--host", "127.0.0.1:0", "--players", "2", "--hands", "1", "--name", "Host")
    guest: subprocess.Popen[str] | None = None
    try:
        address = host_address(tmp_path)
        guest = peer(tmp_path, 1, "--join", address, "--name", "Lan")
        timing = tmp_path / "timing1.jsonl"
        wait_until(lambda: any(r[0] == "applied" and int(r[2]) >= 4 for r in marks(timing)), "turn 4 at the guest")  # type: ignore[call-overload]
        os.kill(guest.pid, signal.SIGKILL)  # the player's program dies mid-hand
        guest.wait(timeout=10)
        assert not any(r[0] == "verdict" for r in marks(timing)), "killed after the hand ended"

        win = client(tmp_path, tmp_path / "id1", tmp_path / "h1", "vi", qtbot)
        assert win.lobby.rejoin_box.isVisibleTo(win.lobby)
        assert [b.text() for b in win.lobby.rejoin_buttons] == [f"Quay lại bàn ở {address} (ván 1)"]
        qtbot.mouseClick(win.lobby.rejoin_buttons[0], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=60_000)
        assert "Bạn đã trở lại bàn, ở ván 1" in win.table_page.alerts.text()
        snap = win.table_page.snapshot
        assert snap is not None and snap.me == 1 and snap.names[1] == "Lan"
        closed: list[str] = []
        assert win.session is not None
        win.session.closed.connect(closed.append)
        qtbot.waitUntil(lambda: bool(closed), timeout=int(LIMIT * 1000))
        assert closed == [SESSION_OVER]
        host.wait(timeout=LIMIT)
        assert host.returncode == 0, (tmp_path / "out0.txt").read_text("utf-8")
        files = [next((tmp_path / f"h{i}").glob("*hand0000.tusac")) for i in (0, 1)]
        assert files[0].read_bytes() == files[1].read_bytes()
        verdict = verify_history(files[0].read_bytes())[1].verdict
        assert verdict is not None and verdict.ok
        win.leave()
        assert not win.lobby.rejoin_box.isVisibleTo(win.lobby), "a finished table is offered no more"
        win.close()
    finally:
        for process in (host, guest):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()


def test_after_a_rejoin_the_sheet_and_the_move_log_are_the_sessions_again(tmp_path: Path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Killed in hand 2: back in the client, the sheet has hand 1's row and the scores from the signed file,
    and the move log tells hand 2's moves so far (not only its heading); at the end the sheet is the host's."""
    host = peer(tmp_path, 0, "--host", "127.0.0.1:0", "--players", "2", "--hands", "2", "--name", "Host")
    guest: subprocess.Popen[str] | None = None
    try:
        address = host_address(tmp_path)
        guest = peer(tmp_path, 1, "--join", address, "--name", "Lan")
        timing = tmp_path / "timing1.jsonl"
        wait_until(
            lambda: any(r[0] == "applied" and r[1] == 1 and int(r[2]) >= 6 for r in marks(timing)),  # type: ignore[call-overload]
            "turn 6 of hand 2 at the guest",
            LIMIT,
        )
        os.kill(guest.pid, signal.SIGKILL)
        guest.wait(timeout=10)
        assert not any(r[0] == "verdict" and r[1] == 1 for r in marks(timing)), "killed after hand 2 ended"
        first = verify_history(next((tmp_path / "h0").glob("*hand0000.tusac")).read_bytes())[1].settled_outcome
        payments = tuple(first.payments) if first is not None else (0, 0, 0, 0)

        events: list[object] = []
        heard = TableSession._on_event

        def hear(session: TableSession, event: object) -> None:
            events.append(event)
            heard(session, event)  # type: ignore[arg-type]

        monkeypatch.setattr(TableSession, "_on_event", hear)
        use_language("en")
        win = client(tmp_path, tmp_path / "id1", tmp_path / "h1", "en", qtbot)
        qtbot.mouseClick(win.lobby.rejoin_buttons[0], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=60_000)
        # The earlier hands' files are read once play resumed (issue 24 point 5): hand 2 may end first.
        qtbot.waitUntil(
            lambda: any(r.hand_no == 0 and not r.missing for r in win.table_page.score_rows()), timeout=30_000
        )
        row = win.table_page.score_rows()[0]
        assert (row.hand_no, row.payments, row.totals) == (0, payments, payments)
        assert win.table_page.sheet.isVisibleTo(win.table_page) and win.table_page.sheet.text_at(0, 0) == "1"
        (rejoined,) = (e for e in events if isinstance(e, Rejoined))
        assert rejoined.scores == payments, "the scores are the session's, not +0"
        # The move log is told hand 2 again from its start: the turns before the crash come after the rejoin.
        after = events[events.index(rejoined) :]
        told = [e.turn for e in after if isinstance(e, TurnApplied) and e.before is not None]
        assert told[:3] == [0, 1, 2], told
        # Told again from the journal's replay: marked so, and shown at once, not at the pace of bots' moves.
        again = [e for e in after if isinstance(e, TurnApplied) and e.before is not None][:3]
        assert all(e.replayed for e in again), again
        assert win.session is not None
        closed: list[str] = []
        win.session.closed.connect(closed.append)
        qtbot.waitUntil(lambda: bool(closed), timeout=int(LIMIT * 1000))
        host.wait(timeout=LIMIT)
        assert host.returncode == 0, (tmp_path / "out0.txt").read_text("utf-8")
        second = verify_history(next((tmp_path / "h0").glob("*hand0001.tusac")).read_bytes())[1].settled_outcome
        later = tuple(second.payments) if second is not None else (0, 0, 0, 0)
        rows = win.table_page.score_rows()
        assert [r.hand_no for r in rows] == [0, 1]
        assert rows[1].totals == tuple(a + b for a, b in zip(payments, later, strict=True))
        win.close()
    finally:
        for process in (host, guest):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()


def test_away_back_gave_up_and_rejoined_are_said_in_words_with_the_countdown(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    use_language("en")
    session = TableSession(tmp_path / "id", "Lan", None)
    seen: list[Snapshot] = []
    allowed: list[bool] = []
    session.snapshot.connect(seen.append)
    session.coach_allowed.connect(allowed.append)
    listing = SeatListing(1, ("Host", "Lan", "Good bot 2", "Bình"), ("", "", "good", ""), ("",) * 4, 0, (), True)
    session._on_event(Rejoined("back at the table: hand 2, 40 journal entries replayed", 2, 40, listing))
    session._on_event(HandStarted(2, listing.names, -1))
    qtbot.waitUntil(lambda: bool(allowed) and len(seen) >= 2, timeout=5_000)
    assert allowed == [True] and seen[-1].me == 1
    assert seen[-1].names == ("Host", "Lan", "Good bot 2", "Bình")
    assert "You are back at the table, in hand 3: play goes on." in seen[-1].alerts
    session._on_event(PeerLink((3,), up=False))
    session._on_event(PeerAway("waiting for Bình to come back (287 s left)", "Bình", (3,), 287.0))
    qtbot.waitUntil(lambda: len(seen) >= 4, timeout=5_000)
    (trouble,) = seen[-1].trouble
    assert trouble.seats == (3,) and 280 < trouble.until - time.monotonic() <= 287
    session._on_event(PeerBack("Bình is back", "Bình", (3,)))
    qtbot.waitUntil(lambda: len(seen) >= 5, timeout=5_000)
    assert not seen[-1].trouble and "Bình (West) is back; play goes on." in seen[-1].alerts
    session._on_event(PeerAway("waiting for Bình to come back (3 s left)", "Bình", (3,), 3.0))
    session._on_event(PeerGaveUp("Bình did not come back within 300 s", "Bình", (3,), 300.0))
    qtbot.waitUntil(lambda: len(seen) >= 7, timeout=5_000)
    assert not seen[-1].trouble
    assert any(a.startswith("Bình (West) did not come back within 5 min") for a in seen[-1].alerts)
    session.stop_reporting()


def test_only_this_players_unfinished_tables_are_offered_and_reading_changes_nothing(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    use_language("en")
    unfinished_table(tmp_path, "tcp://127.0.0.1:45998")
    (path,) = (tmp_path / "id" / "tables").glob("*/journal")
    with open(path, "ab") as journal:
        journal.write(b"\x00\x00\x01\x00torn")  # a record cut short by a crash
    before = path.read_bytes()
    (offer,) = unfinished_tables(tmp_path / "id")
    assert (offer.role, offer.address, offer.hand) == (JOIN, "127.0.0.1:7777", -1)
    assert offer.offer_text() == "Return to the table at 127.0.0.1:7777"
    assert replace(offer, role=HOST, hand=2).offer_text() == "Return to the table you host at 127.0.0.1:7777 (hand 3)"
    assert path.read_bytes() == before, "the journal is read, never repaired or changed, by the offer"
    assert unfinished_tables(tmp_path / "other-id") == [], "another player's identity has no table to go back to"
    (tmp_path / "id" / "tables" / "junk").mkdir()
    (tmp_path / "id" / "tables" / "junk" / "journal").write_bytes(b"\xff" * 40)
    assert len(unfinished_tables(tmp_path / "id")) == 1, "a broken journal is not offered"
    with open(path, "ab") as journal:
        journal.truncate(len(before) - 8)
        journal.write(len(msgpack.packb(["end", "left"])).to_bytes(4, "big") + msgpack.packb(["end", "left"]))
    assert unfinished_tables(tmp_path / "id") == [], "a table that ended is not offered"


def test_a_table_that_cannot_be_taken_up_says_why_and_stays_offered(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    squatter = context.socket(zmq.ROUTER)
    port = squatter.bind_to_random_port("tcp://127.0.0.1")  # something else holds the table's address
    still_there = context.socket(zmq.ROUTER)
    host_public, host_secret = curve_keypair()  # the host is still at the table, with its key there
    still_there.curve_server, still_there.curve_publickey, still_there.curve_secretkey = True, host_public, host_secret
    host_port = still_there.bind_to_random_port("tcp://127.0.0.1")
    try:
        endpoint = f"tcp://127.0.0.1:{host_port}"
        unfinished_table(tmp_path, f"tcp://127.0.0.1:{port}", host_endpoint=endpoint, host_curve=host_public)
        win = client(tmp_path, tmp_path / "id", tmp_path / "h", "en", qtbot)
        (button,) = win.lobby.rejoin_buttons
        assert button.text() == "Return to the table at 127.0.0.1:7777"
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "is in use" in win.lobby.message.text(), timeout=30_000)
        assert win.lobby.message.text().startswith("Could not take a seat: This computer cannot take that table up")
        assert "cannot be bound again" in win.lobby.message.toolTip(), "the exact words stay as a detail"
        qtbot.waitUntil(lambda: len(win.lobby.rejoin_buttons) == 1, timeout=5_000)
        assert win.lobby.rejoin_box.isVisibleTo(win.lobby), "still offered: the player may try again"
        win.close()
    finally:
        squatter.close(0)
        still_there.close(0)
        context.term()


def test_a_table_whose_other_peers_are_all_gone_is_not_offered(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 22 point 5: the others ended the session (nothing of it listens any more) while this player was
    away: there is nothing to go back to, so no "Return to the table" is offered; nor when something else
    listens at the host's address (a later table there, another program): only once a peer answers with
    the key it has at this table is the offer made."""
    use_language("en")
    host_public, host_secret = curve_keypair()
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        host_port = spare.getsockname()[1]
    host_endpoint = f"tcp://127.0.0.1:{host_port}"
    unfinished_table(tmp_path, "tcp://127.0.0.1:45997", host_endpoint=host_endpoint, host_curve=host_public)
    (offer,) = unfinished_tables(tmp_path / "id")
    assert not offer.still_going()
    win = client(tmp_path, tmp_path / "id", tmp_path / "h", "en", qtbot)
    assert win.lobby.rejoin_buttons == [] and not win.lobby.rejoin_box.isVisibleTo(win.lobby)

    def listening(keys: tuple[bytes, bytes] | None) -> tuple[zmq.Context[zmq.Socket[bytes]], zmq.Socket[bytes]]:
        """A socket at the host's address, in a context of its own (its ``term`` frees the port at once)."""
        context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
        router = context.socket(zmq.ROUTER)
        if keys is not None:
            router.curve_server, router.curve_publickey, router.curve_secretkey = True, *keys
        router.bind(host_endpoint)
        return context, router

    for keys, going in ((None, False), (curve_keypair(), False), ((host_public, host_secret), True)):
        # a program with no CURVE at all; a later table at the same address (another key); the host's peer
        # still at the table with its key there (a real mesh refuses the probe's unknown client key, which
        # proves the same: tests/test_probe.py)
        context, router = listening(keys)
        try:
            assert offer.still_going() == going
            win.refresh_rejoin_offers()
            offered = [b.text() for b in win.lobby.rejoin_buttons]
            assert offered == (["Return to the table at 127.0.0.1:7777"] if going else [])
        finally:
            router.close(0)
            context.term()
    win.close()
