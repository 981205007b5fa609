"""Real `tusac peer` processes on 127.0.0.1 with a cheating peer (tests/hostile_peer.py) that breaks
the protocol rather than the rules: it withholds what it owes (each kind), sends no state hashes,
equivocates (with and without hashes), stops the hand with an abort that frames another seat, or
signs `lost` statements at a table where nobody was lost (a few, or a flood).

Every table runs with short deadlines (``DEADLINES``), several tables side by side
(tests/hostile_runs.py). For each attack: every honest process ends on its own without a traceback,
every honest peer reaches the right verdict within the stated time of the attack, the honest peers'
hand files are byte-identical and ``verify_history`` gives that same verdict from the file alone.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from protocol.messages import decode
from tests.hostile_runs import Played, agreed_verdict, play_all
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.peer.options import PeerOptions, parse_deadlines
from tusac_lan.table.deadlines import UNSHOWN_FACTOR
from tusac_lan.table.history import read_history
from tusac_lan.terminal.cli import main

PROTOCOL, MOVE, GRACE = 10.0, 6.0, 3.0
"""Short enough for a quick suite; the protocol deadline is the longer one because at the start of a
table, with several tables starting on two loaded cores, an honest peer can take seconds to build its
tables and send its commitment (at 6 s an honest host was once named for it)."""
DEADLINES = f"{PROTOCOL:g},{MOVE:g},{GRACE:g}"
WITHHELD_WITHIN = max(PROTOCOL, MOVE) + GRACE + 10.0
"""Seconds from the first message withheld to the seat named at every honest peer: the deadline, the
grace, and room for a loaded machine (the peers start waiting only when their hand gets there)."""
KEY_WITHHELD_WITHIN = UNSHOWN_FACTOR * PROTOCOL + GRACE + 10.0
"""A key owed by a peer that shows nothing of the turn it is owed at (this one goes silent) is given
``UNSHOWN_FACTOR`` deadlines: its state may differ from this peer's (docs/RELIABILITY.md)."""
PROVEN_WITHIN = 10.0
"""Seconds from an equivocation or a framing abort to the verdict at every honest peer."""

MALLORY = -2
"""Stands for the cheating peer's seat in ``EXPECTED`` (known only once it is seated)."""


@dataclass(frozen=True)
class Expected:
    ok: bool
    seat: int
    """MALLORY, or -1 for nobody."""
    reason: str
    """Text the verdict's reason contains."""
    within: float
    line: str = "stopped: "
    """What an honest peer prints when it reaches the verdict."""


EXPECTED = {
    "withhold-commit": Expected(False, MALLORY, "withheld its commitment", WITHHELD_WITHIN),
    "withhold-nonce": Expected(False, MALLORY, "withheld its nonce", WITHHELD_WITHIN),
    "withhold-shuffle": Expected(False, MALLORY, "withheld its shuffle stage", WITHHELD_WITHIN),
    "withhold-lock": Expected(False, MALLORY, "withheld its lock stage", WITHHELD_WITHIN),
    "withhold-deal-keys": Expected(False, MALLORY, "withheld its deal keys", WITHHELD_WITHIN),
    "withhold-draw-key": Expected(False, MALLORY, "withheld its key for the drawn card", KEY_WITHHELD_WITHIN),
    "withhold-move": Expected(False, MALLORY, "withheld its move", WITHHELD_WITHIN),
    # It keeps back one hash and sends all after it, but its moves and keys wait behind the missing hash in
    # its order, so it is named for the next thing the hand needs from it: a key, in some deals, which it
    # owes at a turn it has shown nothing of (its hashes wait too): three deadlines.
    "withhold-hash": Expected(False, MALLORY, "withheld its ", KEY_WITHHELD_WITHIN),
    # A hand played to its end keeps its result; the seat that kept its seed is named in the verdict.
    "withhold-seed": Expected(True, MALLORY, "the result stands", WITHHELD_WITHIN, line="hand 0: "),
    # Hashes are each peer's cross-check; every move also names the state it was made on.
    "no-hashes": Expected(True, -1, "", WITHHELD_WITHIN * 10, line="hand 0: "),
    # The honest peers met these at different moves of their hands: their files keep the deal and no move.
    "equivocate": Expected(False, MALLORY, "equivocation: two different", PROVEN_WITHIN, "equivocation"),
    "equivocate-no-hashes": Expected(False, MALLORY, "equivocation: two different", PROVEN_WITHIN, "equivocation"),
    # Statements that two connected honest peers were lost: one signer's, against every link's word.
    "stray-lost": Expected(True, -1, "", WITHHELD_WITHIN * 10, line="hand 0: "),
    # 4,000 of them: every honest peer cuts it off as flooding, then it owes everything at once.
    "flood-lost": Expected(False, MALLORY, "withheld its ", KEY_WITHHELD_WITHIN),
    "framing-abort": Expected(False, -1, "(it shows no proof)", PROVEN_WITHIN),
    "framing-abort-shown": Expected(False, -1, "(what it shows breaks nothing)", PROVEN_WITHIN),
}


@pytest.fixture(scope="module")
def played(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Played]]:
    """Every selected attack's table, played side by side."""
    mine = [
        item for item in request.session.items if isinstance(item, pytest.Function) and item.module is request.module
    ]
    selected = {item.callspec.params.get("attack") for item in mine if hasattr(item, "callspec")}
    tmp: Path = tmp_path_factory.mktemp("hostile-protocol")
    yield play_all(tmp, [attack for attack in EXPECTED if attack in selected], DEADLINES)


@pytest.mark.parametrize("attack", list(EXPECTED))
def test_every_honest_peer_reaches_the_right_verdict_in_time(played: dict[str, Played], attack: str) -> None:
    run = played[attack]
    expected = EXPECTED[attack]
    assert not run.failure, f"{run.failure}:\n{run.output()}"
    seat = run.mallory_seat() if expected.seat == MALLORY else -1
    attacked = run.attacked()
    for process in run.honest:
        when, line = run.first(process, expected.line)
        assert when - attacked < expected.within, f"{process.name} after {when - attacked:.1f} s: {line}"
    ok, named, reason = agreed_verdict(run.table, run.honest)  # byte-identical files, verified
    assert (ok, named) == (expected.ok, seat) and expected.reason in reason, (ok, named, reason)
    if attack == "withhold-hash":
        _, said = run.mallory.first(f"ATTACK {attack}", limit=1)
        assert said.endswith(" only"), said  # one hash kept back (copies too), everything after it sent
    if attack == "stray-lost":
        [blob] = run.table.histories([run.honest[0].name])
        config = read_history(blob).config
        stored = [decode(w, config.table_id, list(config.seat_keys), TUSAC_SHAPE) for w in read_history(blob).messages]
        # Statements that settled nothing are no part of the hand: the file (the cheat's own too) leaves them out.
        assert not [m for m in stored if m.type == "lost"]
        assert run.table.histories(["Mallory"]) == [blob]
    if attack.startswith("framing-abort"):
        assert f"stopped by seat {run.mallory_seat()}: " in reason, reason


@pytest.mark.parametrize(
    ("text", "expected"),
    [("6,6,3", (6.0, 6.0, 3.0)), ("30,120", (30.0, 120.0, 10.0)), ("0.5,2,0.25", (0.5, 2.0, 0.25))],
)
def test_deadlines_are_read_from_the_command_line_and_the_loop_outlasts_them(
    text: str, expected: tuple[float, float, float]
) -> None:
    deadlines = parse_deadlines(text)
    assert deadlines == expected
    options = PeerOptions(identity_dir=Path("."), timeout=1.0, deadlines=deadlines)
    protocol, move, grace = deadlines
    assert options.stall_limit > max(protocol, move) + grace


@pytest.mark.parametrize("text", ["6", "6,6,3,1", "a,b", "0,5", "5,-1", "nan,5", "inf,5", "5,100000"])
def test_bad_deadlines_are_refused_with_a_reason(text: str) -> None:
    with pytest.raises(ValueError, match="deadline"):
        parse_deadlines(text)
    err = io.StringIO()
    assert main(["peer", "--host", "127.0.0.1:0", "--deadlines", text], io.StringIO(), err) == 2
    assert "--deadlines" in err.getvalue()
