"""Ma Diao in real `tusac peer` processes on 127.0.0.1 with a cheating peer (tests/hostile_madiao.py) at a
table of four (three players and a bot), the house rule must_follow on: it plays face up a card that does
not beat the trick, or a card it does not hold, plays face down off the led suit while holding it,
declares a false 異賞, withholds the key of the 面張 or its seed (the keys of its face-down cards) at the
audit, or signs two moves for one turn. Every honest peer names it, for what it did, and the honest peers
write byte-identical files that verify with that verdict."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_runs import Played, caught, game_table, play_all
from tusac_lan.games.madiao import GAME
from tusac_lan.table import reasons
from tusac_lan.table.history import verify_history

DEADLINES = "6,4,2"
NO_BEAT = "a card played face up must be of the led suit and beat every card so far"

EXPECTED = {
    "md-up-no-beat": ("stopped: ", reasons.ILLEGAL_MOVE.format(error=NO_BEAT)),
    "md-not-held": ("stopped: ", "does not open it to the card claimed"),
    "md-down-no-follow": ("audit FAILED", "a player holding the led suit must follow it"),
    "md-false-yishang": ("stopped: ", "the hand shown holds no 異賞"),
    "withhold-deal-keys": ("stopped: ", "withheld its deal keys"),
    "withhold-seed": ("hand 0: ", "the result stands; seat "),
    "md-equivocate": ("equivocation", "equivocation: two different messages numbered "),
}
"""Per attack: what an honest peer prints when it reaches the verdict, and text of the verdict's reason."""


MADIAO_TABLE = game_table("madiao", "tests.hostile_madiao", "--seats", "4", "--must-follow", "must_follow")


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    tmp: Path = tmp_path_factory.mktemp("hostile-madiao")
    yield play_all(tmp, list(EXPECTED), DEADLINES, setup=MADIAO_TABLE)


@pytest.mark.parametrize("attack", list(EXPECTED))
def test_the_honest_peers_name_the_ma_diao_cheat_and_agree_on_the_file(played: dict[str, Played], attack: str) -> None:
    line, reason = EXPECTED[attack]
    if attack != "withhold-seed":
        caught(played[attack], line, reason, game="madiao", seats=4)
        return
    # A seed withheld after the hand was played out names its seat. Its face-down cards stay closed, so
    # the result stands (and is paid) only where the public cards decide it; otherwise the hand is void.
    run = played[attack]
    blob = run.table.histories([p.name for p in run.honest])[0]
    _, verified = verify_history(blob)
    decided = GAME.outcome(verified.state)
    if decided is not None:
        caught(run, line, reason, game="madiao", seats=4, ok=True)
        assert verified.settled_outcome == decided
    else:
        caught(run, line, "the hand is void; seat ", game="madiao", seats=4, ok=False)
        assert verified.settled_outcome is None
