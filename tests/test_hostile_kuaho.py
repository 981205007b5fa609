"""Kuaho in real `tusac peer` processes on 127.0.0.1 with a cheating peer (tests/hostile_kuaho.py) at a
table of four (three players and a bot): it discards a card it does not hold, declares a false win or a
false puro, lays a false secret, withholds its key for another seat's draw (or for a draw shown to
everyone), signs two moves for one turn, discards a general, declares a win without puro, or marks its
puro with a card that is no general. Every honest peer names it, for what it did, and the honest peers
write byte-identical files that verify with that verdict."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_runs import Played, caught, game_table, play_all

DEADLINES = "6,4,2"

EXPECTED = {
    "kh-not-held": ("stopped: ", "does not open it to the card claimed"),
    "kh-false-win": ("stopped: ", "illegal move: "),
    "withhold-draw-key": ("stopped: ", "withheld its key for"),
    "kh-false-puro": ("audit FAILED", "puro is declared only one card from a win"),
    "kh-false-secret": ("audit FAILED", "a secret is four identical cards, or three like the sowee and one more"),
    "kh-equivocate": ("equivocation", "equivocation: two different messages numbered "),
    "kh-discard-general": ("stopped: ", "a general is never discarded"),
    "kh-win-without-puro": ("stopped: ", "a win needs puro and the previous player's discard, or a card drawn"),
    "kh-false-marker": ("stopped: ", "the puro marker is a general from the hand"),
    "kh-withhold-shown-draw-key": ("stopped: ", "withheld its key for"),
}
"""Per attack: what an honest peer prints when it reaches the verdict, and text of the verdict's reason."""
KUAHO_TABLE = game_table("kuaho", "tests.hostile_kuaho", "--seats", "4")


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    tmp: Path = tmp_path_factory.mktemp("hostile-kuaho")
    yield play_all(tmp, list(EXPECTED), DEADLINES, setup=KUAHO_TABLE)


@pytest.mark.parametrize("attack", list(EXPECTED))
def test_the_honest_peers_name_the_kuaho_cheat_and_agree_on_the_file(played: dict[str, Played], attack: str) -> None:
    line, reason = EXPECTED[attack]
    caught(played[attack], line, reason, game="kuaho", seats=4)
