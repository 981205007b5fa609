"""Tiến lên at a table of four peers, each a real `tusac peer` process on 127.0.0.1 (three honest, one the
cheater of tests/hostile_tienlen.py): it plays a card it does not hold, plays its own cards that make no
combination, passes on another seat's turn, lies about the first lead, signs two moves for one turn, signs
a false state hash, or withholds its move or its deal keys. Every honest peer names it, for what it did,
and the three honest peers write byte-identical files that verify with that verdict."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_runs import Played, caught, game_table, play_all
from tests.test_hostile_tienlen import DEADLINES, FIRST_LEAD, KEY_LIES
from tusac_lan.table import reasons

EXPECTED = {
    "tl-not-held": ("stopped: ", KEY_LIES),
    "tl-illegal": ("stopped: ", reasons.ILLEGAL_MOVE.format(error="the cards make no combination")),
    "tl-out-of-turn": ("stopped: ", reasons.OUT_OF_TURN),
    "tl-false-first-lead": ("stopped: ", ""),  # which of the two lies: see FIRST_LEAD
    "tl-equivocate": ("equivocation", "equivocation: two different messages numbered "),
    "false-hash-listed": ("audit FAILED", "signed a state hash for turn"),
    "withhold-move": ("stopped: ", reasons.WITHHELD.format(what=reasons.OWED_MOVE)),
    "withhold-deal-keys": ("stopped: ", reasons.WITHHELD.format(what=reasons.OWED_DEAL_KEYS)),
}
"""Per attack: what an honest peer prints when it reaches the verdict, and text of the verdict's reason."""
FOUR_PEERS = game_table("tienlen", "tests.hostile_tienlen", "--seats", "4")


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    tmp: Path = tmp_path_factory.mktemp("hostile-tienlen-four")
    yield play_all(tmp, list(EXPECTED), DEADLINES, at_once=4, setup=FOUR_PEERS, guests=2)


@pytest.mark.parametrize("attack", list(EXPECTED))
def test_three_honest_peers_name_the_tien_len_cheat_and_write_one_file(played: dict[str, Played], attack: str) -> None:
    line, reason = EXPECTED[attack]
    if attack == "tl-false-first-lead":
        _, said = played[attack].mallory.first("ATTACK ", limit=1)
        reason = next(why for what, why in FIRST_LEAD.items() if what in said)
    run = played[attack]
    assert len(run.honest) == 3
    caught(run, line, reason, game="tienlen", seats=4)
