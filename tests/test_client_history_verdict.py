"""Issue 22 points 2 and 7 in the history viewer: a hand that does not count is told by kind in the player's
words (a computer that stopped answering is a fault, never cheating), the exact signed reason kept as a
detail (the verdict's tooltip). Seen under Xvfb: a Tiến lên hand voided when a guest was killed showed
"✘ Đã kiểm chứng; ván bị dừng: seat 0 alone signed that seat 1 withheld its move (its word, no proof) …"
in the Vietnamese viewer. ``tienlen-void.tusac`` is that hand's file, as the host's client saved it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from qt_ui.history_page import load_hand
from qt_ui.i18n import use_language
from tests.test_client import window

DATA = Path(__file__).parent / "data"
VOID = DATA / "games" / "tienlen-void.tusac"
SIGNED = "seat 0 alone signed that seat 1 withheld its move (its word, no proof) (seats [1] never opened their seeds)"


def test_a_void_hand_is_told_as_a_fault_with_the_signed_reason_as_its_detail(qapp: Any) -> None:
    hand = load_hand(str(VOID))
    assert not hand.ok and hand.detail == SIGNED
    assert hand.verdict == (
        "Verified; the hand was stopped: Yuki's computer stopped answering: it never sent their move. The hand "
        "does not count (a fault, not cheating)."
    )
    audited = load_hand(str(DATA / "stopped.tusac"))  # a Tứ Sắc hand whose audit found a key that does not match
    assert not audited.ok and "commitment" in audited.detail and "commitment" not in audited.verdict
    assert audited.verdict.startswith("Verified, and the audit found: ")
    use_language("vi")
    try:
        for loaded in (load_hand(str(VOID)), load_hand(str(DATA / "stopped.tusac"))):
            assert loaded.detail and loaded.detail not in loaded.verdict
            for english in ("seat ", "signed", "withheld", "commitment", "stopped answering"):
                assert english not in loaded.verdict, loaded.verdict
        assert "Yuki" in load_hand(str(VOID)).verdict
    finally:
        use_language("en")


def test_the_viewer_shows_the_words_and_keeps_the_signed_reason_in_the_tooltip(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, "Viewer", qtbot)
    page = win.history
    win.open_history(str(VOID))
    qtbot.waitUntil(lambda: page.hand is not None, timeout=60_000)
    assert page.verdict.text().startswith("✘ Verified; the hand was stopped: Yuki's computer stopped answering")
    assert page.verdict.toolTip() == SIGNED


def standing_file(directory: Path) -> Path:
    """The file of a hand whose result stands after two peers were lost at once before their seeds."""
    from tests.table_harness import make_table
    from tests.test_lost_at_hand_end import lose_at
    from tests.test_lost_at_once import HERE, LOST, play_on

    hub, nodes = make_table()
    lose_at(hub, nodes, "open")
    for node in nodes:
        node.start()
    play_on(hub, nodes, HERE, frozenset(LOST))
    path = directory / "standing.tusac"
    path.write_bytes(nodes[0].records[-1].history)
    return path


def test_a_result_that_stands_after_peers_were_lost_at_the_end_is_not_called_fully_checked(
    qapp: Any, tmp_path: Path
) -> None:
    """Issue 24: two peers lost at once before their seeds; the result stands, but their cards were never
    re-checked, and the viewer says so rather than "every move checks out"."""
    hand = load_hand(str(standing_file(tmp_path)))
    assert hand.ok and hand.detail.startswith("the result stands; seats [2, 3] stopped answering at once"), hand
    assert hand.verdict.startswith(
        "Verified: The result stands. The computers of player2, player3 stopped answering at once"
    ), hand.verdict
    assert hand.steps == ()


def test_the_viewer_says_why_a_hand_has_nothing_to_step_through(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A hand whose result stands without every seed, a stopped hand and a file that does not verify each say
    why the table is empty, on the table and on the greyed step buttons."""
    from qt_ui.history_page import no_steps_caption

    standing = standing_file(tmp_path)
    corrupt = tmp_path / "corrupt.tusac"
    corrupt.write_bytes(b"not a hand")
    expected = {
        standing: "The result stands, but not every seed was opened: the cards cannot be shown",
        VOID: "The hand was stopped before every card was opened: there are no moves to show",
        corrupt: "This file does not verify: there is nothing to show",
    }
    win = window(tmp_path, "Empty", qtbot)
    page = win.history
    assert no_steps_caption(None) == "No hand is open"
    for path, caption in expected.items():
        page.hand = None
        win.open_history(str(path))
        qtbot.waitUntil(lambda: page.hand is not None, timeout=60_000)
        loaded = page.hand
        assert loaded is not None and no_steps_caption(loaded) == caption
        if loaded.verified:
            assert not page.buttons["forward"].isEnabled() and page.buttons["forward"].toolTip() == caption
