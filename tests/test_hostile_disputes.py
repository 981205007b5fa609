"""A peer that signs a false state hash for a turn in play (issue 26, point 1), with real `tusac peer`
processes on 127.0.0.1 and the cheating peer of tests/hostile_peer.py. The others stop the hand at
once naming nobody, and its evidence list is owed under the table's deadlines like any message:

- ``false-hash``: it keeps its list back and plays on as if nothing happened, so it keeps its seed
  too (owed first): every other peer signs that, and it is named for its seed;
- ``false-hash-seed``: it stops its hand as the others do and opens its seed, then keeps its list
  back: every other peer signs that, and it is named for its list;
- ``false-hash-listed``: it sends its list, which proves the hash false: named with that proof.

In each, every honest process ends on its own, their hand files are byte-identical and verify, and the
verdict names the cheater with the statements (or the list) every peer checks itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_runs import Played, agreed_verdict, play_all
from tests.test_hostile_protocol import DEADLINES, MALLORY, PROVEN_WITHIN, WITHHELD_WITHIN, Expected

ENDED = "hand 0: stopped; audit FAILED: "
VOID = "hand 0: stopped; audit void: a player stopped answering: "
"""A hand stopped for a message that never came is void, as ``history verify`` says it, not a failed audit."""
OWED_WITHIN = 2 * WITHHELD_WITHIN
"""The cheater's own notices (a ``missing``, a ``withheld`` about the moves it still waits for) each give what
it owes a new number, and the others' clocks start again on it: twice the time of a plain withholding."""
EXPECTED = {
    "false-hash": Expected(False, MALLORY, "withheld its seed", OWED_WITHIN, line=VOID),
    "false-hash-seed": Expected(False, MALLORY, "withheld its evidence list", OWED_WITHIN, line=VOID),
    "false-hash-listed": Expected(False, MALLORY, "signed a state hash for turn", PROVEN_WITHIN, line=ENDED),
}


@pytest.fixture(scope="module")
def played(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    mine = [
        item for item in request.session.items if isinstance(item, pytest.Function) and item.module is request.module
    ]
    selected = {item.callspec.params.get("attack") for item in mine if hasattr(item, "callspec")}
    tmp: Path = tmp_path_factory.mktemp("hostile-disputes")
    yield play_all(tmp, [attack for attack in EXPECTED if attack in selected], DEADLINES)


@pytest.mark.parametrize("attack", list(EXPECTED))
def test_a_false_hash_in_play_names_its_signer_list_or_no_list(played: dict[str, Played], attack: str) -> None:
    run = played[attack]
    expected = EXPECTED[attack]
    assert not run.failure, f"{run.failure}:\n{run.output()}"
    attacked = run.attacked()
    for process in run.honest:
        when, line = run.first(process, expected.line)
        assert when - attacked < expected.within, f"{process.name} after {when - attacked:.1f} s: {line}"
    ok, named, reason = agreed_verdict(run.table, run.honest)  # byte-identical files, verified
    assert (ok, named) == (expected.ok, run.mallory_seat()) and expected.reason in reason, (ok, named, reason)
