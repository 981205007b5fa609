"""Tiến lên in real `tusac peer` processes on 127.0.0.1 with a cheating peer (tests/hostile_tienlen.py) at
a table of three players: it plays a card it does not hold, lies about the first lead, withholds its move,
its deal keys or its seed, or signs two moves for one turn. Every honest peer names it, for what it did,
and the honest peers write byte-identical files that verify with that verdict. The tables run side by side
with short deadlines signed in the TABLE (tests/hostile_runs.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_runs import Played, play_all
from tests.hostile_tienlen import FALSE_NOT_HELD
from tests.test_hostile_peers import Table
from tusac_lan.table import reasons
from tusac_lan.table.history import read_history, verify_history

DEADLINES = "6,4,2"
KEY_LIES = "does not open it to the card claimed"
NOT_HELD_LIE = "a seat that holds the card asked for said it does not"
FIRST_LEAD = {"while holding it": NOT_HELD_LIE, "which it does not hold": KEY_LIES}
"""``tl-false-first-lead``: what the cheater says it did, and the verdict's reason for it."""
WITHIN = 25.0
"""Seconds from the attack to the verdict at every honest peer: a deadline and its grace, with room."""

EXPECTED = {
    "tl-not-held": ("stopped: ", KEY_LIES),
    "tl-false-first-lead": ("stopped: ", ""),  # which of the two lies: see FIRST_LEAD
    "withhold-move": ("stopped: ", reasons.WITHHELD.format(what=reasons.OWED_MOVE)),
    "withhold-deal-keys": ("stopped: ", reasons.WITHHELD.format(what=reasons.OWED_DEAL_KEYS)),
    "tl-equivocate": ("equivocation", "equivocation: two different messages numbered "),
}
"""Per attack: what an honest peer prints when it reaches the verdict, and text of the verdict's reason."""


def tienlen_table(table: Table) -> None:
    table.hostile_module = "tests.hostile_tienlen"
    table.extra = ["--game", "tienlen"]
    table.host_extra = ["--seats", "3"]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    tmp: Path = tmp_path_factory.mktemp("hostile-tienlen")
    # The false "not held" only starts when the cheater was dealt the lowest card: three tables, and
    # each dealt again (up to five times) until it was.
    yield play_all(tmp, [*FALSE_NOT_HELD, *EXPECTED], DEADLINES, setup=tienlen_table, deals=5)


@pytest.mark.parametrize("attack", list(EXPECTED))
def test_the_honest_peers_name_the_tien_len_cheat_and_agree_on_the_file(played: dict[str, Played], attack: str) -> None:
    line, reason = EXPECTED[attack]
    if attack == "tl-false-first-lead":
        _, said = played[attack].mallory.first("ATTACK ", limit=1)
        reason = next(why for what, why in FIRST_LEAD.items() if what in said)
    caught(played[attack], line, reason)


def test_a_seat_that_says_it_lacks_the_first_card_while_holding_it_is_named_by_the_audit(
    played: dict[str, Played],
) -> None:
    attacked = [played[name] for name in FALSE_NOT_HELD if f"ATTACK {name}" in played[name].mallory.output()]
    assert attacked, "the cheater was never dealt the lowest card"
    for run in attacked:
        caught(run, "audit FAILED", NOT_HELD_LIE)


def caught(run: Played, line: str, reason: str, game: str = "tienlen", seats: int = 3, ok: bool = False) -> None:
    """Every honest peer reached the verdict soon after the attack, wrote the same file, and it names the
    cheater for ``reason`` (``ok``: the hand's result stands all the same)."""
    assert not run.failure, f"{run.failure}:\n{run.output()}"
    attacked = run.attacked()
    for process in run.honest:
        when, said = run.first(process, line)
        assert when - attacked < WITHIN, f"{process.name} after {when - attacked:.1f} s: {said}"
    blobs = run.table.histories([p.name for p in run.honest])
    assert len(set(blobs)) == 1, "honest peers wrote different histories"
    history, _ = verify_history(blobs[0])
    assert read_history(blobs[0]).verdict == history.verdict
    verdict = history.verdict
    assert verdict.ok == ok and verdict.seat == run.mallory_seat() and reason in verdict.reason, verdict
    assert history.config.game_id == game and history.config.seats == seats
