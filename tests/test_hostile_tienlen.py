"""Tiến lên in real `tusac peer` processes on 127.0.0.1 with a cheating peer (tests/hostile_tienlen.py) at
a table of three players: it plays a card it does not hold, lies about the first lead, withholds its move,
its deal keys or its seed, or signs two moves for one turn. Every honest peer names it, for what it did,
and the honest peers write byte-identical files that verify with that verdict. The tables run side by side
with short deadlines signed in the TABLE (tests/hostile_runs.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_runs import Played, caught, game_table, play_all
from tests.hostile_tienlen import FALSE_NOT_HELD
from tusac_lan.games import GAMES
from tusac_lan.games.tienlen.engine import Result
from tusac_lan.table import reasons
from tusac_lan.table.history import verify_history

DEADLINES = "6,4,2"
KEY_LIES = "does not open it to the card claimed"
NOT_HELD_LIE = "a seat that holds the card asked for said it does not"
FIRST_LEAD = {"while holding it": NOT_HELD_LIE, "which it does not hold": KEY_LIES}
"""``tl-false-first-lead``: what the cheater says it did, and the verdict's reason for it."""

EXPECTED = {
    "tl-not-held": ("stopped: ", KEY_LIES),
    "tl-false-first-lead": ("stopped: ", ""),  # which of the two lies: see FIRST_LEAD
    "withhold-move": ("stopped: ", reasons.WITHHELD.format(what=reasons.OWED_MOVE)),
    "withhold-deal-keys": ("stopped: ", reasons.WITHHELD.format(what=reasons.OWED_DEAL_KEYS)),
    "tl-equivocate": ("equivocation", "equivocation: two different messages numbered "),
}
"""Per attack: what an honest peer prints when it reaches the verdict, and text of the verdict's reason."""
SEED_KEPT = "withhold-seed"
"""Keeps its seed back once the hand is played out (tests/hostile_peer.py)."""
TIENLEN_TABLE = game_table("tienlen", "tests.hostile_tienlen", "--seats", "3")


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    tmp: Path = tmp_path_factory.mktemp("hostile-tienlen")
    # The false "not held" only starts when the cheater was dealt the lowest card: three tables, and
    # each dealt again (up to five times) until it was.
    yield play_all(tmp, [*FALSE_NOT_HELD, *EXPECTED, SEED_KEPT], DEADLINES, setup=TIENLEN_TABLE, deals=5)


@pytest.mark.parametrize("attack", list(EXPECTED))
def test_the_honest_peers_name_the_tien_len_cheat_and_agree_on_the_file(played: dict[str, Played], attack: str) -> None:
    line, reason = EXPECTED[attack]
    if attack == "tl-false-first-lead":
        _, said = played[attack].mallory.first("ATTACK ", limit=1)
        reason = next(why for what, why in FIRST_LEAD.items() if what in said)
    caught(played[attack], line, reason, game="tienlen", seats=3)


def test_a_seat_that_says_it_lacks_the_first_card_while_holding_it_is_named_by_the_audit(
    played: dict[str, Played],
) -> None:
    attacked = [played[name] for name in FALSE_NOT_HELD if f"ATTACK {name}" in played[name].mallory.output()]
    assert attacked, "the cheater was never dealt the lowest card"
    for run in attacked:
        caught(run, "audit FAILED", NOT_HELD_LIE, game="tienlen", seats=3)


def test_a_seed_kept_back_after_the_hand_names_its_keeper_and_the_result_stands(played: dict[str, Played]) -> None:
    run = played[SEED_KEPT]
    seat = run.mallory_seat()
    caught(run, "hand 0: ", reasons.RESULT_STANDS_SEED.format(seat=seat), game="tienlen", seats=3, ok=True)
    blob = run.table.histories([p.name for p in run.honest])[0]
    _, verified = verify_history(blob, games=GAMES)
    outcome = verified.settled_outcome
    # Who went out and who was left is public: the hand is paid as played, the keeper included.
    assert outcome is not None and sum(outcome.payments) == 0 and any(outcome.payments)
    account = outcome.account
    assert isinstance(account, Result) and not account.void and account.order[0] == outcome.next_starter
