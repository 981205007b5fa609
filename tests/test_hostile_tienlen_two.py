"""Tiến lên at a table of two peers (``--seats 2``), each a real `tusac peer` process on 127.0.0.1: the honest
host and the cheater of tests/hostile_tienlen.py, nobody else (``play_all(..., guests=0)``).

With proof, the host names the cheater for a card it does not hold (refused at once: the key opens the slot
to another card) and for a false first lead (a lead "with" the lowest card that it does not hold, refused at
once; or "not held" while holding it, which only the audit sees), and its file verifies with that verdict.

Withholding is different at two peers: the only signer of "seat N withheld ..." is the host itself, and one
peer's word is no proof (docs/FAIRNESS.md, "One peer's word is no proof"). A withheld move or withheld deal
keys stop the hand, the verdict says ``seat H alone signed that seat N withheld ... (its word, no proof)``,
and nobody is named.

Equivocation is not a two-peer case: it is two different messages signed under one number and shown to
different peers, so that they go on from different hands. At a table of two there is one other peer: the
cheater's second version has nobody to go to (tests/hostile_toy.py's ``_two_moves`` sends it "to the
rest", here nobody), the host holds one message under that number and plays on from it as from any move. A
second version sent to the host as well is two messages under one number at one peer, named at once
(tests/test_table.py::test_an_equivocating_peer_is_named_with_proof); tests/test_hostile_tienlen.py and
tests/test_hostile_tienlen_four.py show the real split at three and four peers.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_runs import WITHIN, Played, caught, game_table, play_all
from tests.hostile_tienlen import FALSE_NOT_HELD
from tests.test_hostile_peers import seat_of
from tests.test_hostile_tienlen import DEADLINES, KEY_LIES, NOT_HELD_LIE
from tusac_lan.games import GAMES
from tusac_lan.table import reasons
from tusac_lan.table.history import read_history, verify_history

PROVEN = {
    "tl-not-held": ("stopped: ", KEY_LIES),
    "tl-false-first-lead": ("", ""),  # which of the two lies: see FIRST_LEAD
}
"""Per attack named with proof: what the host prints when it reaches the verdict, and text of its reason."""
FIRST_LEAD = {"while holding it": ("audit FAILED", NOT_HELD_LIE), "which it does not hold": ("stopped: ", KEY_LIES)}
"""``tl-false-first-lead``: what the cheater says it did, the host's line and the verdict's reason for it."""
WORD_ONLY = {"withhold-move": reasons.OWED_MOVE, "withhold-deal-keys": reasons.OWED_DEAL_KEYS}
"""Per withholding: what the host alone signs that the cheater withheld (its word, naming nobody)."""
TWO_PEERS = game_table("tienlen", "tests.hostile_tienlen", "--seats", "2")


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    tmp: Path = tmp_path_factory.mktemp("hostile-tienlen-two")
    # The false "not held" starts only when the cheater was dealt the lowest card, one deal in two here:
    # three tables, each dealt again (up to five times) until it was.
    attacks = [*FALSE_NOT_HELD, *PROVEN, *WORD_ONLY]
    yield play_all(tmp, attacks, DEADLINES, at_once=4, setup=TWO_PEERS, deals=5, guests=0)


@pytest.mark.parametrize("attack", list(PROVEN))
def test_the_host_of_two_names_the_tien_len_cheat_with_proof(played: dict[str, Played], attack: str) -> None:
    line, reason = PROVEN[attack]
    if attack == "tl-false-first-lead":
        _, said = played[attack].mallory.first("ATTACK ", limit=1)
        line, reason = next(found for what, found in FIRST_LEAD.items() if what in said)
        print(said)  # which of the two lies this deal gave
    run = played[attack]
    assert [p.name for p in run.honest] == ["Host"]
    caught(run, line, reason, game="tienlen", seats=2)


def test_at_two_peers_a_false_not_held_for_the_first_lead_is_named_by_the_audit(played: dict[str, Played]) -> None:
    attacked = [played[name] for name in FALSE_NOT_HELD if f"ATTACK {name}" in played[name].mallory.output()]
    assert attacked, "the cheater was never dealt the lowest card"
    print(f"{len(attacked)} of {len(FALSE_NOT_HELD)} tables dealt the cheater the lowest card")
    for run in attacked:
        caught(run, "audit FAILED", NOT_HELD_LIE, game="tienlen", seats=2)


@pytest.mark.parametrize("attack", list(WORD_ONLY))
def test_at_two_peers_a_withholder_stops_the_hand_on_the_hosts_word_naming_nobody(
    played: dict[str, Played], attack: str
) -> None:
    run = played[attack]
    assert not run.failure, f"{run.failure}:\n{run.output()}"
    host, mallory = seat_of(run.host), run.mallory_seat()
    word = reasons.WITHHELD_WORD.format(signer=host, seat=mallory, what=WORD_ONLY[attack])
    when, said = run.first(run.host, "stopped: ")
    assert when - run.attacked() < WITHIN, f"the host after {when - run.attacked():.1f} s: {said}"
    assert word in said, said
    (blob,) = run.table.histories(["Host"])
    history, _ = verify_history(blob, games=GAMES)
    verdict = history.verdict
    assert read_history(blob, GAMES).verdict == verdict
    # The withholder keeps its seed too (it sends nothing more), and the reason says so after the word.
    kept = reasons.SEEDS_NEVER_OPENED.format(missing=[mallory])
    assert not verdict.ok and verdict.seat == -1 and verdict.reason == f"{word} ({kept})", verdict
    assert history.config.game_id == "tienlen" and history.config.seats == 2
