"""Issue 22 point 7: every reason a player can meet while setting a table up, joining one, taking one up
again or opening a history file comes from the peer as a typed value (a kind and its values), and the
client words each kind in Vietnamese, English and Japanese with no English left; the terminal keeps its
English words."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import msgpack
import pytest
import zmq
from PySide6.QtCore import Qt

from qt_ui.history_page import load
from qt_ui.i18n import use_language
from qt_ui.main_window import MainWindow
from qt_ui.problem_words import history_words, leaving_words, problem_words, refusal_words
from tests.client_session import client_window
from tusac_lan.peer import problems
from tusac_lan.peer.events import JoinRefused, PlayerLeft
from tusac_lan.peer.options import PeerError
from tusac_lan.peer.problems import LEAVINGS, REFUSALS, Problem, peer_kinds, problem, read_refusal, templates
from tusac_lan.table.history import DAMAGED, MAGIC, MISSING, NOT_A_FILE, OTHER_VERSION, HistoryError, read_history

ENGLISH = re.compile(
    r"\b(the|its|and|not|no|table|host|code|address|computer|player|players|program|file|answer|within|cannot"
    r"|free|full|seat|seats|already|wrong|error|name|again|version|game|key|came|left|alone|in use|damaged)\b",
    re.IGNORECASE,
)
"""Words of the English texts that Vietnamese (written in Latin letters) never uses."""
NAMES = ("Hương", "Lan")
SAMPLE = {
    "address": "192.168.1.20:7777", "error": "some words of the peer", "key": "'xx'", "came": "1", "wanted": "2",
    "seconds": "120", "reason": "the table is full", "game": "madiao", "mine": "tusac", "seats": "4", "named": "",
    "table": "'Bàn'", "folder": "/tmp/x", "names": "Hương", "step": "deal", "silent": "Hương", "log": "[]",
    "name": "'Lan'", "other": "'Lan'", "what": "announce the table on the LAN", "move": "20", "protocol": "10",
    "own_move": "120", "own_protocol": "30", "clash": "'Hương'", "hand": "2", "parts": "Lan did not acknowledge",
    "file": "ab12-hand0002.tusac", "sender": "Lan",
}  # fmt: skip
FALLBACK = "The table could not go on because of an error in this program (the log says more)."
REFUSAL_FALLBACK = "a reason this program cannot show"
HISTORY_KINDS = ("", NOT_A_FILE, OTHER_VERSION, MISSING, DAMAGED)


def filled(kind: str) -> Problem:
    names = re.findall(r"\{([a-z_]+)\}", templates()[kind])
    return problem(kind, **{name: SAMPLE[name] for name in names})


def every_problem() -> list[Problem]:
    """Every kind, and a refusal of every kind inside ``HOST_REFUSED``."""
    found = [filled(kind) for kind in peer_kinds()]
    for kind in REFUSALS:
        names = re.findall(r"\{([a-z_]+)\}", templates()[kind])
        text = problems.refusal_text(kind, **{name: SAMPLE[name].strip("'") for name in names})
        found.append(problem("HOST_REFUSED", reason=text))
    return found


def english(text: str, language: str) -> bool:
    text = re.sub("|".join(NAMES), "", text)
    return bool(ENGLISH.search(text) if language == "vi" else re.search("[A-Za-z]{3,}", text))


def test_every_kind_has_a_wording_of_its_own(qtbot: Any) -> None:
    use_language("en")
    for made in every_problem():
        words = problem_words(made)
        assert words, made
        assert (words == FALLBACK) == (made.kind == "OTHER"), ("a kind with no wording of its own", made.kind)
        if made.kind == "HOST_REFUSED":
            assert made.refusal is not None
            assert (REFUSAL_FALLBACK in words) == (made.refusal.kind == "REFUSED_OTHER"), made.refusal
    for kind in HISTORY_KINDS:
        assert history_words(kind)
    assert len({history_words(kind) for kind in HISTORY_KINDS}) == len(HISTORY_KINDS)


@pytest.mark.parametrize("language", ["vi", "ja"])
def test_every_kind_is_worded_without_english(qtbot: Any, language: str) -> None:
    use_language(language)
    try:
        for made in every_problem():
            words = problem_words(made)
            assert words and not english(words, language), (language, made.kind, words)
        for kind in REFUSALS:
            words = refusal_words(Problem(kind, {"name": "Lan", "other": "Hương", "seconds": "30"}))
            assert words and not english(words, language), (language, kind, words)
        for kind in HISTORY_KINDS:
            words = history_words(kind)
            assert words and not english(words, language), (language, kind, words)
        for kind in LEAVINGS:
            words = leaving_words(Problem(kind))
            assert words and not english(words, language), (language, kind, words)
        # a player's program that refused the host's TABLE: its reason in the host's words
        for why in (
            problem("WRONG_GAME", game="tienlen", mine="madiao"),
            problem("CANNOT_PLAY", game="kuaho", seats=3, error="the game has no bots"),
            problem("NOT_SEATED"),
        ):
            for kind in ("TABLE_REFUSED", "TABLE_REFUSED_SEAT_FREE"):
                made = problem(kind, name="Lan", reason=why.text)
                assert made.refusal is not None and made.refusal.kind == why.kind
                words = problem_words(made)
                assert "Lan" in words and leaving_words(made.refusal) in words, (language, kind, words)
                assert not english(words, language), (language, kind, words)
    finally:
        use_language("en")


def test_the_terminal_keeps_its_english_words() -> None:
    assert str(PeerError.of("NO_ANSWER", address="10.0.0.2:7777", seconds="120")) == (
        "no answer from 10.0.0.2:7777 within 120 s"
    )
    assert str(PeerError.of("TOO_FEW_CAME", came=1, wanted=2)) == "only 1 of 2 players came"
    assert str(PeerError.of("HOST_REFUSED", reason="the table is full")) == "the host refused: the table is full"
    assert str(PeerError("words of its own")) == "words of its own"
    assert PeerError("words of its own").problem.kind == "OTHER"
    with pytest.raises(ValueError, match="no problem kind"):
        problem("NOT_A_KIND")


def test_a_hosts_refusal_reads_back_as_its_kind() -> None:
    # The words the lobby sends (table.seating and peer.door), as they make them.
    name, clash = "Lan", "Lân"
    sent = {
        "TABLE_FULL": "the table is full",
        "CODE_NEEDED": "this table needs its table code: ask the host for it",
        "NAME_AT_TABLE": f"the name {name!r} is already at this table: join under another name (--name)",
        "NAME_LOOKS_LIKE": (
            f"the name {name!r} looks like {clash!r}, already at this table: join under another name (--name)"
        ),
        "NAME_OF_A_BOT": f"the name {name!r} is how a table names its bots: join under another name (--name)",
        "WRONG_CODE": "wrong table code",
        "TOO_MANY_TRIES": f"too many tries of the table code here; try again in {12.4:.0f} s",
        "REFUSED_OTHER": "malformed lobby message",
    }
    for kind, text in sent.items():
        read = read_refusal(text)
        assert read.kind == kind, (text, read)
    assert read_refusal(sent["NAME_LOOKS_LIKE"]).fields == {"name": name, "other": clash}
    assert read_refusal("x" * 5000).kind == "REFUSED_OTHER"
    assert JoinRefused("wrong table code").problem.kind == "WRONG_CODE"
    expected = PlayerLeft("Lan", 1, "the host's key is not the one this player expected")
    assert expected.problem.kind == "NOT_THE_KEY_EXPECTED"
    assert PlayerLeft("Lan", 1, "words of its own").problem.kind == "LEFT_OTHER"


def test_a_history_file_says_which_kind_of_trouble() -> None:
    with pytest.raises(HistoryError) as caught:
        read_history(b"\x00not msgpack")
    assert caught.value.kind == NOT_A_FILE
    with pytest.raises(HistoryError) as caught:
        read_history(msgpack.packb([MAGIC, 99]))
    assert caught.value.kind == OTHER_VERSION


def window(tmp_path: Path, language: str, qtbot: Any) -> MainWindow:
    return client_window(
        tmp_path,
        qtbot,
        name="Hương",
        language=language,
        ini="client.ini",
        identity="id",
        pace_ms=None,
        animation_ms=None,
    )


@pytest.mark.parametrize("language", ["vi", "ja"])
def test_hosting_at_an_address_in_use_is_told_in_the_players_words(tmp_path: Path, qtbot: Any, language: str) -> None:
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    squatter = context.socket(zmq.ROUTER)
    port = squatter.bind_to_random_port("tcp://127.0.0.1")
    try:
        win = window(tmp_path, language, qtbot)
        win.lobby.host_address.setText(f"127.0.0.1:{port}")
        qtbot.mouseClick(win.lobby.host_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(win.lobby.message.toolTip()), timeout=20_000)
        text = win.lobby.message.text()
        assert f"127.0.0.1:{port}" in text
        assert not english(text, language), text
        assert "ZMQError" not in text
        assert "is already in use" in win.lobby.message.toolTip(), "the exact words stay as a detail"
        win.close()
    finally:
        squatter.close()
        context.term()
    use_language("en")


def test_a_damaged_history_file_is_told_in_the_players_words(tmp_path: Path, qtbot: Any) -> None:
    use_language("vi")
    try:
        junk = tmp_path / "junk.tusac"
        junk.write_bytes(b"\x93\x01\x02")
        loaded = load(str(junk))
        assert not loaded.ok and not english(loaded.verdict, "vi"), loaded.verdict
        gone = load(str(tmp_path / "gone.tusac"))
        assert not gone.ok and not english(gone.verdict, "vi"), gone.verdict
    finally:
        use_language("en")


def test_a_plugin_games_table_that_could_not_be_joined_says_why_in_the_players_words(qtbot: Any) -> None:
    from qt_ui.plugin import game_client
    from qt_ui.practice_page import PracticePage
    from qt_ui.practice_state import SessionEnded, new_snapshot, reduce
    from tusac_lan.games import GAMES

    use_language("vi")
    try:
        game = GAMES["tienlen"]
        plugin = game_client(game)
        assert plugin is not None
        page = PracticePage(game, plugin, 4, ("Hương", "Lan", "Hà", "Chi"))
        qtbot.addWidget(page)
        came = PeerError.of("TOO_FEW_CAME", came=1, wanted=2)
        snap = reduce(new_snapshot(4, 1), SessionEnded(str(came), came.problem))
        assert snap.over and snap.problem == came.problem
        page.show_snapshot(snap)
        text = page.status.text()
        assert "1" in text and "2" in text and not english(text, "vi"), text
    finally:
        use_language("en")
