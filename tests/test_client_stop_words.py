"""Issue 22 leftovers: stops and verdicts told by kind in the player's language (never "cheating or fault"
with a raw English reason), never an empty reason, no countdown left on screen after its wait, bot and
seat counts in the right plural."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from protocol.discovery import TableAd
from qt_ui.i18n import use_language
from qt_ui.lan import table_line
from qt_ui.main_window import make_window
from qt_ui.result_view import verdict_words
from qt_ui.snapshot import Snapshot, Trouble, new_state, reduce
from qt_ui.status_words import StatusWords, slow_text
from qt_ui.table_page import TablePage
from qt_ui.verdict_kind import closing_words
from tests.scenario import Table
from tusac_lan.games.tusac.engine.state import Phase
from tusac_lan.table import reasons
from tusac_lan.table.events import HandEnded, HandStarted, HandStopped
from tusac_lan.table.hand_run import Verdict
from tusac_lan.table.reason_kinds import UNKNOWN, parse

NAMES = ("Mai", "Lan", "Hà", "Chi")
ENGLISH = re.compile(
    r"\b(the|its|and|seat|seats|stopped|withheld|move|key|hand|message|proof|slot|deal|cheating)\b", re.IGNORECASE
)
"""Words of the English reasons that Vietnamese (written in Latin letters) never uses."""
SAMPLE = {
    "seat": "1", "signer": "2", "slot": "7", "turn": "12", "seq": "9", "position": "14", "limit": "50", "hand": "3",
    "word_of": "0", "missing": "[1]", "what": reasons.OWED_MOVE, "why": reasons.WITHHELD.format(what=reasons.SEED_OWED),
    "reason": reasons.WITHHELD.format(what=reasons.OWED_MOVE), "detail": reasons.ABORT_SHOWS_NO_PROOF,
    "said": "some words of its own", "type": "move", "step": "shuffle", "deck": "112", "claim": "5",
    "error": "not this seat's turn", "absent": "[1, 3]", "signers": "[0, 2]",
    "owed": reasons.LOST_OWED.format(seat=1, what=reasons.OWED_MOVE),
    "lost": reasons.LOST_AT_ONCE.format(
        absent=[1, 3], owed=reasons.LOST_OWED.format(seat=1, what=reasons.SEED_OWED), signers=[0, 2]
    ),
}  # fmt: skip


def templates() -> dict[str, str]:
    return {kind: value for kind, value in vars(reasons).items() if kind.isupper() and isinstance(value, str)}


def filled(template: str) -> str:
    if template == reasons.STOPPED_DETAIL:  # what the end of the hand found after a stop
        return template.format(**{**SAMPLE, "detail": reasons.DEAL_UNFINISHED})
    return template.format(**SAMPLE)


def test_every_frozen_reason_reads_back_as_its_kind_and_values() -> None:
    for kind, template in templates().items():
        text = filled(template)
        reason = parse(text)
        # Templates that give the same words (the deal's "the deal did not finish") may read as either.
        assert reason.kind == kind or filled(templates()[reason.kind]) == text, (kind, reason)
        assert reason.text == text
    stop = reasons.WITHHELD.format(what=reasons.OWED_MOVE)
    verdict = parse(reasons.STOPPED_DETAIL.format(reason=stop, detail=reasons.SEEDS_NEVER_OPENED.format(missing=[1])))
    assert verdict.kind == "STOPPED_DETAIL" and verdict.nested("reason").kind == "WITHHELD"
    assert verdict.nested("detail").numbers("missing") == (1,)
    left = reasons.STOPPED_BY.format(seat=1, said=reasons.LEFT_TABLE, detail=reasons.ABORT_SHOWS_NO_PROOF)
    outer = parse(reasons.STOPPED_DETAIL.format(reason=left, detail=reasons.DEAL_UNFINISHED))
    assert outer.nested("reason").kind == "STOPPED_BY" and outer.nested("reason").fields["said"] == reasons.LEFT_TABLE
    assert parse("").kind == UNKNOWN and parse("ZMQError: Address already in use").kind == UNKNOWN
    # A peer's own words full of brackets (cut to 200 characters, as a stop keeps them) still read right.
    said = (" (x)" * 100)[:200]
    odd = reasons.STOPPED_BY.format(seat=1, said=said, detail=reasons.ABORT_SHOWS_NO_PROOF)
    outer = parse(reasons.STOPPED_DETAIL.format(reason=odd, detail=reasons.DEAL_UNFINISHED))
    assert outer.nested("reason").kind == "STOPPED_BY" and outer.nested("reason").fields["said"] == said
    assert parse("x (" * 300 + ")" * 300).kind == UNKNOWN, "longer than any reason: not read at all"


def test_the_result_says_a_fault_for_a_computer_that_stopped_answering_and_cheating_only_with_proof(qtbot: Any) -> None:
    use_language("en")
    withheld = reasons.STOPPED_DETAIL.format(
        reason=reasons.WITHHELD.format(what=reasons.OWED_MOVE), detail=reasons.SEEDS_NEVER_OPENED.format(missing=[1])
    )
    fault = verdict_words(Verdict(False, 1, withheld), NAMES)
    assert fault == (
        "Lan's computer stopped answering: it never sent their move. The hand does not count (a fault, not cheating)."
    )
    left = reasons.STOPPED_BY.format(seat=2, said=reasons.LEFT_TABLE, detail=reasons.ABORT_SHOWS_NO_PROOF)
    assert verdict_words(Verdict(False, -1, left), NAMES) == "Hà left the table: the hand does not count."
    unproven = reasons.STOPPED_BY.format(seat=3, said="I say so", detail=reasons.ABORT_SHOWS_NO_PROOF)
    assert "nobody is blamed" in verdict_words(Verdict(False, -1, unproven), NAMES)
    equivocation = verdict_words(Verdict(False, 2, reasons.EQUIVOCATION.format(seq=4)), NAMES)
    assert equivocation == (
        "Cheating proven against Hà: it signed two different messages for the same place. The hand does not count."
    )
    illegal = reasons.AUDIT_MOVE.format(position=9, reason="not this seat's turn")
    assert "Cheating proven against Chi: it made a move" in verdict_words(Verdict(False, 3, illegal), NAMES)
    for words in (fault, equivocation):
        assert "Cheating or a fault" not in words and "withheld" not in words
    assert verdict_words(Verdict(False, -1, ""), NAMES) == (
        "The hand was stopped. The history file keeps the exact reason."
    ), "never an empty reason"


def english(text: str, language: str) -> bool:
    text = re.sub("|".join(NAMES), "", text)
    return bool(ENGLISH.search(text) if language == "vi" else re.search("[A-Za-z]{3,}", text))


@pytest.mark.parametrize("language", ["vi", "ja"])
def test_every_reason_kind_is_worded_without_english(qtbot: Any, language: str) -> None:
    use_language(language)
    try:
        for template in templates().values():
            text = filled(template)
            for seat in (-1, 1):
                for reason in (text, reasons.STOPPED_DETAIL.format(reason=text, detail=reasons.DEAL_UNFINISHED)):
                    words = verdict_words(Verdict(False, seat, reason), NAMES)
                    assert words and not english(words, language), (language, reason, words)
            said = StatusWords().stopped_unproven("Lan", text) + StatusWords().broke_protocol("Lan", text)
            assert not english(said, language), (language, text, said)
    finally:
        use_language("en")


def test_a_stop_line_never_shows_an_empty_reason(qtbot: Any) -> None:
    use_language("en")
    words = StatusWords()
    assert "()" not in words.stopped_unproven("Lan (East)", "")
    assert "()" not in words.broke_protocol("Lan", "")
    assert "it gave no reason that can be shown" in words.stopped_unproven("Lan (East)", "")
    # At a table of two peers, one peer's word that the other never answered (the stop names nobody).
    word = reasons.WITHHELD_WORD.format(signer=0, seat=1, what=reasons.OWED_MOVE)
    state = reduce(new_state(), HandStarted(0, NAMES, 0), 1.0, words)
    state = reduce(state, HandStopped(-1, word, False, withheld=True, by=0), 2.0, words)
    assert state.snapshot.alerts[-1] == (
        "Lan (East) did not answer in time. Only Mai (South) was there to sign that it never came, so nobody is "
        "blamed; the hand ends without a result."
    )
    assert closing_words("") == "no reason was given"
    assert closing_words("  ") == "no reason was given"
    stopped = reasons.HAND_STOPPED.format(hand=0, reason=reasons.WITHHELD.format(what=reasons.OWED_MOVE), seat=1)
    assert closing_words(stopped, NAMES).startswith("Lan's computer stopped answering")


def test_why_a_hand_was_void_is_said_with_its_result_and_goes_when_the_next_hand_starts(qtbot: Any) -> None:
    """Issue 22 (the eve22 evening): the host's "did not answer in time" line stayed through the next table."""
    use_language("en")
    words = StatusWords()
    word = reasons.WITHHELD_WORD.format(signer=0, seat=1, what=reasons.OWED_MOVE)
    state = reduce(new_state(), HandStarted(0, NAMES, 0), 1.0, words)
    state = reduce(state, HandStopped(-1, word, False, withheld=True, by=0), 2.0, words)
    line = state.snapshot.alerts[-1]
    assert "did not answer in time" in line
    state = reduce(state, HandEnded(0, None, Verdict(False, -1, word), (0, 0, 0, 0), None), 3.0, words)
    assert line in state.snapshot.alerts  # beside the void result
    state = reduce(state, HandStarted(1, NAMES, 0), 4.0, words)
    assert line not in state.snapshot.alerts and not state.stop_alerts
    # A hand that a seat left: the line goes at the next hand too, and a later stop's line is said again.
    state = reduce(state, HandStopped(-1, "left", False, by=1, said=reasons.LEFT_TABLE), 5.0, words)
    left = state.snapshot.alerts[-1]
    state = reduce(state, HandStarted(0, NAMES, 0), 6.0, words)  # a next table's first hand
    assert left not in state.snapshot.alerts


def test_no_countdown_is_left_on_screen_after_its_wait_ended(qtbot: Any) -> None:
    use_language("en")
    page = TablePage("")
    qtbot.addWidget(page)
    table = Table(0, {0: "GX", 1: "GY GZ YS"})
    view = table.state.view(0)
    now = time.monotonic()
    counting = Snapshot(NAMES, 0, 0, view, trouble=(Trouble((1,), now + 60),))
    page.show_snapshot(counting)
    assert page.trouble.isVisibleTo(page) and "Lan" in page.trouble.text() and "1:00" in page.trouble.text()
    page.show_snapshot(Snapshot(NAMES, 0, 0, view, trouble=(Trouble((1,), now - 1),)))
    assert not page.trouble.isVisibleTo(page), page.trouble.text()
    assert page.go_on_button.isVisibleTo(page), "the player can still go on without them"
    # Waiting for South's slow discard: the line counts the move's time down, and goes once it is over.
    assert view.phase == Phase.DISCARD and view.current == 0
    assert "0:10 left" in slow_text(Snapshot(NAMES, 2, 0, view, since=now - 30, move_wait=40), now)
    assert slow_text(Snapshot(NAMES, 2, 0, view, since=now - 50, move_wait=40), now) == ""


def test_free_seats_and_bots_are_counted_in_each_language(tmp_path: Path, qtbot: Any) -> None:
    ad = TableAd("s", "Bàn Mai", "Mai", 1, 1, "ab12", "10.0.0.2", 7777, True, "tusac")
    two = TableAd("s", "Bàn Mai", "Mai", 2, 1, "ab12", "10.0.0.2", 7777, False, "tusac")
    expected = {
        "en": ("1 free seat — ", "2 free seats — ", "table code needed"),
        "vi": ("còn 1 chỗ trống", "còn 2 chỗ trống", "cần mã bàn"),
        "ja": ("空席 1", "空席 2", "卓のコードが必要"),
    }
    try:
        for language, (one, many, code) in expected.items():
            use_language(language)
            assert one in table_line(ad) and code in table_line(ad) and "(s)" not in table_line(ad)
            assert many in table_line(two)
    finally:
        use_language("en")
    store = QSettings(str(tmp_path / "c.ini"), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(tmp_path / "id"))
    store.setValue("language", "en")
    win = make_window(store, tmp_path / "h", discovery=False)
    qtbot.addWidget(win)
    lobby = win.lobby
    for seats, bots in ((4, "3 bots"), (3, "2 bots"), (2, "1 bot")):
        lobby.seat_count.setCurrentIndex(lobby.seat_count.findData(seats))
        tip = lobby.play_button.toolTip()
        assert tip == f"Start a table against {bots} on this computer at once", tip
        assert win.menu_actions["play"].toolTip() == tip
        assert lobby.against_label.text() == f"against {bots}:"
        assert "three" not in lobby.bot_level.toolTip()


def test_two_computers_lost_at_once_read_as_a_fault_naming_both(qtbot: Any) -> None:
    use_language("en")
    owed = reasons.LOST_OWED.format(seat=1, what=reasons.OWED_MOVE)
    lost = reasons.LOST_AT_ONCE.format(absent=[1, 3], owed=owed, signers=[0, 2])
    words = verdict_words(Verdict(False, -1, lost), NAMES)
    assert words == (
        "The computers of Lan, Chi stopped answering at once; the players still at the table ended the hand. "
        "It does not count (a fault, not cheating)."
    )


@pytest.mark.parametrize("language", ["en", "vi", "ja"])
def test_a_hand_whose_peers_were_lost_at_once_at_its_end_is_told_as_such(qtbot: Any, language: str) -> None:
    use_language(language)
    try:
        lost = filled(reasons.LOST_AT_ONCE)
        stands = verdict_words(Verdict(True, -1, reasons.RESULT_STANDS_LOST.format(lost=lost)), NAMES)
        void = verdict_words(Verdict(False, -1, reasons.VOID_LOST.format(lost=lost)), NAMES)
        for words in (stands, void):
            assert "Lan" in words and "Chi" in words, words
            assert language == "en" or not english(words, language), (language, words)
        if language == "en":
            assert stands.startswith("The result stands. The computers of Lan, Chi stopped answering at once"), stands
            assert "It does not count (a fault, not cheating)." in void, void
    finally:
        use_language("en")
