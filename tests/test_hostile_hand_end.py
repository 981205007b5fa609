"""A loser who tries to erase a hand once its result is decided (issue 26, points 0 and 1), with real
`tusac peer` processes on 127.0.0.1 and the cheating peer of tests/hostile_peer.py:

- ``next-table-for-seed``: the host keeps its seed after the winning move and offers "the same table
  again" instead; the players do not leave a hand that is not filed;
- ``abort-after-win``, ``left-after-win``: a player signs an abort that shows nothing (a plain one, and
  one saying it left the table) in place of its seed;
- ``false-last-hash``: a player signs a false state hash for the last turn and never sends the evidence
  list the others then ask for (``-listed``: it sends the list, which proves the hash false);
- ``false-earlier-hash``: a player sends no state hash in play from some turn on, and after the winning
  move and its seed signs a false one for that earlier turn, after moves of its own at later turns
  (``-early``: before its seed, where every peer would still judge it as in play): the hash is stale and
  every peer drops it, so nobody is named;
- ``plant-hash``: a player signs a state hash for a turn three ahead of its own.

In each, every honest process ends on its own, their hand files are byte-identical and verify, the
hand's result stands (the cheater is named where it kept back what it owed) and the scores every honest
peer shows are the payments of that result.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_runs import Played, agreed_verdict, play_all
from tests.test_hostile_protocol import DEADLINES, MALLORY, PROVEN_WITHIN, WITHHELD_WITHIN, Expected
from tusac_lan.games.tusac.engine.session import SessionState
from tusac_lan.games.tusac.engine.state import SEAT_NAMES
from tusac_lan.table.history import verify_history

STANDS = "the result stands"

EXPECTED = {
    "next-table-for-seed": Expected(True, MALLORY, STANDS, WITHHELD_WITHIN, line="hand 0: "),
    "abort-after-win": Expected(True, MALLORY, STANDS, WITHHELD_WITHIN, line="hand 0: "),
    "left-after-win": Expected(True, MALLORY, STANDS, WITHHELD_WITHIN, line="hand 0: "),
    "false-last-hash": Expected(True, MALLORY, "withheld its evidence list", WITHHELD_WITHIN, line="hand 0: "),
    "false-last-hash-listed": Expected(True, MALLORY, "signed a state hash for turn", PROVEN_WITHIN, line="hand 0: "),
    "false-earlier-hash": Expected(True, -1, "every move check out", WITHHELD_WITHIN, line="hand 0: "),
    "false-earlier-hash-early": Expected(True, -1, "every move check out", WITHHELD_WITHIN, line="hand 0: "),
    "plant-hash": Expected(True, -1, "every move check out", WITHHELD_WITHIN, line="hand 0: "),
}
NEVER_SAID = ("goes on at a new table", "go on with a bot", "stopped: ")
"""What no honest peer prints in these attacks: it never left the hand, voted, or saw it stopped."""


@pytest.fixture(scope="module")
def played(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    mine = [
        item for item in request.session.items if isinstance(item, pytest.Function) and item.module is request.module
    ]
    selected = {item.callspec.params.get("attack") for item in mine if hasattr(item, "callspec")}
    tmp: Path = tmp_path_factory.mktemp("hostile-hand-end")
    yield play_all(tmp, [attack for attack in EXPECTED if attack in selected], DEADLINES)


def shown_scores(played: Played) -> set[str]:
    """The session scores each honest peer printed after the hand."""
    found = set()
    for process in played.honest:
        _, line = played.first(process, "scores: ")
        found.add(line)
    return found


@pytest.mark.parametrize("attack", list(EXPECTED))
def test_a_decided_result_stands_whatever_the_loser_sends(played: dict[str, Played], attack: str) -> None:
    run = played[attack]
    expected = EXPECTED[attack]
    assert not run.failure, f"{run.failure}:\n{run.output()}"
    attacked = run.attacked()
    for process in run.honest:
        assert process.popen.returncode == 0, run.output()
        when, line = run.first(process, expected.line)
        assert when - attacked < expected.within, f"{process.name} after {when - attacked:.1f} s: {line}"
        said = [text for text in NEVER_SAID if text in process.output()]
        assert not said, f"{process.name} printed {said}:\n{run.output()}"
    if attack.startswith("false-earlier-hash"):
        assert "signs a false state hash for the earlier turn" in run.mallory.output(), run.output()
    seat = run.mallory_seat() if expected.seat == MALLORY else -1
    ok, named, reason = agreed_verdict(run.table, run.honest)  # byte-identical files, verified
    assert (ok, named) == (expected.ok, seat) and expected.reason in reason, (ok, named, reason, run.output())
    # The payments are the result's: what each honest peer shows is what the verified file gives.
    blob = run.table.histories([run.honest[0].name])[0]
    _, replayed = verify_history(blob)
    state, result = replayed.state, replayed.settled_result  # settled: a loser's four held from the deal paid
    assert state is not None and result is not None
    config = replayed.config
    scores = SessionState.start(config.rules, state.starter).after(result, state.current).scores
    assert shown_scores(run) == {"scores: " + " ".join(f"{SEAT_NAMES[i]} {s:+d}" for i, s in enumerate(scores))}
