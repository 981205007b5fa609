"""A hand file in which a seat is named for withholding a message and its seed, numbered after that message,
is in the file: a stopped hand takes the seeds past a withholding statement (``TableNode._seed_past_own_word``),
so the file must verify. CI met it at the two-colluders table of tests/test_two_lost.py under load: both honest
peers wrote this file (byte-identical), and ``verify_history`` refused it ("the message said to be withheld is
in the file")."""

from __future__ import annotations

from pathlib import Path

from tusac_lan.table.history import verify_history

FILE = Path(__file__).parent / "data" / "issue24" / "seed-after-withheld-key.tusac"


def test_a_withholders_seed_after_the_withheld_key_is_in_a_file_that_verifies() -> None:
    history, _ = verify_history(FILE.read_bytes())
    assert not history.verdict.ok and history.verdict.seat == 1
    assert history.verdict.reason.startswith("withheld its key for the drawn card")
    assert history.config.names[1] == "ColMai"  # a colluder, not an honest seat
