"""Table rules in the client: the coach as a rule of the signed table (off unless the host allows it),
the bots of Play now chosen seat by seat and named by their level in the player's language."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import msgpack
import pytest
from PySide6.QtCore import Qt

from protocol.identity import Identity
from protocol.lobby import LobbyError, decode_table, encode_table
from protocol.transport import curve_keypair
from qt_ui.i18n import use_language
from qt_ui.main_window import MainWindow
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.config import COACH, WAIT_FOR_ANSWERS, TableConfig
from tusac_lan.table.transcript import TranscriptError, local_transcript, read_transcript

from .test_client import window

LIMIT_MS = 60_000


def config(table_rules: tuple[str, ...] = ()) -> tuple[Identity, TableConfig]:
    host = Identity.generate("Host")
    bots = [Identity.generate(f"b{seat}") for seat in (1, 2, 3)]
    return host, TableConfig(
        table_id=os.urandom(16),
        rules=RuleSet(),
        seat_keys=(host.public_key, *(b.public_key for b in bots)),
        names=("Host", "Good bot 1", "Good bot 2", "Good bot 3"),
        bots=("", "good", "good", "good"),
        host_seat=0,
        peers=(0, 0, 0, 0),
        table_rules=table_rules,
    )


def test_a_table_without_table_rules_encodes_as_before_and_the_coach_rule_is_signed() -> None:
    host, plain = config()
    assert len(plain.to_canonical()) == 7 and not plain.coach
    old_form = [plain.table_id, plain.rules.to_canonical(), list(plain.seat_keys), list(plain.names),
                list(plain.bots), plain.host_seat, list(plain.peers)]  # fmt: skip
    assert msgpack.packb(plain.to_canonical(), use_bin_type=True) == msgpack.packb(old_form, use_bin_type=True)
    peers = [["tcp://127.0.0.1:1", curve_keypair()[0], [0, 1, 2, 3]]]
    coached = replace(plain, table_rules=(COACH,))
    assert coached.coach and coached.to_canonical()[7] == [COACH] and coached.digest() != plain.digest()
    transcript = local_transcript(host, coached, peers, 1, {})
    assert read_transcript(transcript.table_wire, transcript.go_wire).config.coach
    assert not read_transcript(*local_transcript(host, plain, peers, 1, {}).to_canonical()).config.coach


@pytest.mark.parametrize(
    ("rules", "reason"),
    [([], "bad table rules"), (["coach", "coach"], "bad table rules"), (["zebra", "coach"], "bad table rules"),
     ("coach", "bad table rules"), ([7], "bad table rules"), (["cheat"], "unknown table rule 'cheat'")],
)  # fmt: skip
def test_bad_table_rules_are_refused_with_a_reason(rules: object, reason: str) -> None:
    host, plain = config()
    table = [*plain.to_canonical(), rules]
    peers = [["tcp://127.0.0.1:1", curve_keypair()[0], [0, 1, 2, 3]]]
    wire = encode_table(host, table, peers, 1, [])
    if reason.startswith("bad"):
        with pytest.raises(LobbyError, match=reason):
            decode_table(wire, lambda t: t[2][t[5]], TUSAC_SHAPE)
    else:
        offer = decode_table(wire, lambda t: t[2][t[5]], TUSAC_SHAPE)
        with pytest.raises(ValueError, match=reason):
            TableConfig.from_canonical(offer.table)
    with pytest.raises(TranscriptError):
        read_transcript(wire, b"")


def at_table(win: MainWindow) -> bool:
    snap = win.table_page.snapshot
    return snap is not None and snap.view is not None


def named(win: MainWindow) -> bool:
    snap = win.table_page.snapshot
    return snap is not None and snap.names[1] != ""


def seat_lines(win: MainWindow) -> list[str]:
    return [win.lobby.seats.item(i).text() for i in range(win.lobby.seats.count())]


def host_and_join(tmp_path: Path, qtbot, coach: bool, tag: str, answers: bool = False) -> tuple[MainWindow, MainWindow]:  # type: ignore[no-untyped-def]
    host = window(tmp_path, f"Host{tag}", qtbot)
    guest = window(tmp_path, f"Guest{tag}", qtbot)
    host.lobby.host_address.setText("127.0.0.1:0")
    for box, level in zip(host.lobby.seat_plan, ("beginner", "player", "beginner"), strict=True):
        box.setCurrentIndex(box.findData(level))
    host.lobby.hands.setValue(1)
    assert not host.lobby.coach_rule.isChecked(), "the coach is off unless the host allows it"
    host.lobby.coach_rule.setChecked(coach)
    assert not host.lobby.answer_rule.isChecked(), "no answer counts as going on with a bot unless the host chose"
    host.lobby.answer_rule.setChecked(answers)
    qtbot.mouseClick(host.lobby.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=LIMIT_MS)
    guest.lobby.address.setText(host.hosted_at)
    guest.lobby.code.setText(host.hosted_code)
    qtbot.mouseClick(guest.lobby.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: at_table(host) and at_table(guest), timeout=LIMIT_MS)
    return host, guest


def test_the_coach_is_offered_at_a_lan_table_only_when_its_signed_rules_allow_it(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    for coach in (True, False):
        host, guest = host_and_join(tmp_path, qtbot, coach, "on" if coach else "off")
        said = "Coach: on (each player may turn on a coach that uses only their own cards)" if coach else "Coach: off"
        for win in (host, guest):
            assert said in seat_lines(win), "every player sees the coach rule in the table's seat list"
            page = win.table_page
            assert page.coach_toggle.isVisibleTo(page) == coach
            assert not page.coach_toggle.isChecked() and not page.coach.isVisibleTo(page), "off until turned on"
        if coach:
            page = guest.table_page
            page.coach.budget = 24
            page.coach_toggle.setChecked(True)  # one player turns it on for themselves: the other's stays off
            assert page.coach.isVisibleTo(page) and not host.table_page.coach.isVisibleTo(host.table_page)
        for win in (host, guest):
            win.leave()
            win.close()


ANSWER_LINE = "No answer to “go on with a bot?”: the table waits for it (a table rule; without it, a bot plays)"


def test_the_host_form_chooses_waiting_for_every_answer_and_every_player_sees_the_rule(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The rule the terminal sets with ``--no-answer wait``: checked in the host form, it is in the TABLE the
    host signs (the guest's seat list and move log are made from that), and Play again keeps it."""
    host, guest = host_and_join(tmp_path, qtbot, False, "wait", answers=True)
    for win in (host, guest):
        assert ANSWER_LINE in seat_lines(win) and "Coach: off" in seat_lines(win), seat_lines(win)
        # A guest's window is at the table as soon as it is seated, before the seat list could be read.
        snap = win.table_page.snapshot
        assert snap is not None and ANSWER_LINE in snap.log, snap.log if snap is not None else None
    again = host._last_table
    assert again is not None and getattr(again, "table_rules", None) == (WAIT_FOR_ANSWERS,)
    for win in (host, guest):
        win.leave()
        win.close()
    plain = window(tmp_path, "Plain", qtbot)
    assert plain.lobby.table_rules() == ()
    plain.lobby.coach_rule.setChecked(True)
    plain.lobby.answer_rule.setChecked(True)
    assert plain.lobby.table_rules() == (COACH, WAIT_FOR_ANSWERS)
    plain.close()


@pytest.fixture
def english_after(qapp):  # type: ignore[no-untyped-def]
    """The test switches the client to Vietnamese: English again for the tests that follow."""
    yield
    use_language("en")


@pytest.mark.usefixtures("english_after")
def test_play_now_bots_each_at_its_level_named_in_the_players_language(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, "Lan", qtbot)
    win.lobby.bot_level.setCurrentIndex(win.lobby.bot_level.findData("good"))
    assert win.lobby.levels() == ("good", "good", "good"), "one choice sets all three"
    for box, level in zip(win.lobby.bot_seats, ("beginner", "good", "expert"), strict=True):
        box.setCurrentIndex(box.findData(level))
    win.lobby.hands.setValue(1)
    qtbot.mouseClick(win.lobby.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: win.table_page.snapshot is not None and win.table_page.snapshot.names[1] != "", timeout=LIMIT_MS
    )
    assert win.table_page.snapshot is not None
    assert win.table_page.snapshot.names[1:] == ("Beginner bot 1", "Good bot 2", "Expert bot 3")
    assert win.settings.bot_levels == ("beginner", "good", "expert")
    win.leave()
    win.close()
    again = window(tmp_path, "Lan", qtbot)
    assert again.lobby.levels() == ("beginner", "good", "expert"), "the choice is remembered"
    again.choose_language("vi")
    vietnamese = again.successor
    assert vietnamese is not None
    qtbot.addWidget(vietnamese)
    vietnamese.lobby.hands.setValue(1)
    qtbot.mouseClick(vietnamese.lobby.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: named(vietnamese), timeout=LIMIT_MS)
    assert vietnamese.table_page.snapshot is not None
    assert vietnamese.table_page.snapshot.names[1:] == ("Máy mới chơi 1", "Máy khá 2", "Máy cao thủ 3")
    vietnamese.leave()
    vietnamese.close()
