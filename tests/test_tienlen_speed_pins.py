"""The speed work on Tiến lên's engine and good bot changes no result: the same seeds give the same hands,
moves and payments as before it, at 2, 3 and 4 seats under every preset (digests taken on the old code)."""

from __future__ import annotations

import hashlib

import pytest

from tusac_lan.detrng import DetRng
from tusac_lan.games.api import OPENING, Moved
from tusac_lan.games.playout import play_hand
from tusac_lan.games.tienlen import GAME
from tusac_lan.games.tienlen.rules import PRESETS

HANDS = 12

PINNED = {
    ("northern", 2): "fe73855911ebca31",
    ("northern", 3): "e6a257bc34f0c9ea",
    ("northern", 4): "d5d53c526600e23b",
    ("seed", 2): "77ac440dd1249936",
    ("seed", 3): "810f2856e1a3deb2",
    ("seed", 4): "97f7ce379264865a",
    ("southern", 2): "a0a267804c84bee1",
    ("southern", 3): "9b59ff9fe5a9a7dc",
    ("southern", 4): "85424d39813323b3",
}


def _digest(preset: str, seats: int) -> str:
    rng = DetRng(f"tienlen-speed-pin:{preset}:{seats}")
    rules = PRESETS[preset]
    agents = [GAME.make_bot("good"), GAME.make_bot("beginner"), GAME.make_bot("good"), GAME.make_bot("good")]
    out = hashlib.sha256()
    starter = OPENING
    for _ in range(HANDS):
        deck = list(range(GAME.deck))
        rng.shuffle(deck)
        played = play_hand(GAME, rules, seats, starter, deck, agents[:seats])
        for step in played.steps:
            if isinstance(step, Moved):
                out.update(repr((step.seat, int(step.move.kind), step.move.slots, step.move.cards)).encode())
        outcome = GAME.outcome(played.state)
        assert outcome is not None
        out.update(repr(outcome.payments).encode())
        starter = outcome.next_starter
    return out.hexdigest()[:16]


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("seats", GAME.seat_counts)
def test_the_same_seeds_give_the_same_hands_moves_and_payments(preset: str, seats: int) -> None:
    assert _digest(preset, seats) == PINNED[preset, seats]


SIM_JSON = {
    "good,good,good,good": "114b69e1ed61b6df",
    "good,beginner,good": "69d1f2b59d8630a0",
    "beginner,good": "4799abe89af660b4",
}
"""sha256 of ``tusac sim --game tienlen --seats S --hands 150 --seed 7 --no-progress --json``, taken on the
code before the speed work (fc5c786~1)."""


@pytest.mark.parametrize("seats", sorted(SIM_JSON))
def test_tusac_sim_gives_the_same_json_as_before_the_speed_work(seats: str) -> None:
    import io

    from tusac_lan.terminal.cli import main

    out, err = io.StringIO(), io.StringIO()
    argv = ["sim", "--game", "tienlen", "--seats", seats, "--hands", "150", "--seed", "7", "--no-progress", "--json"]
    assert main(argv, out, err) == 0, err.getvalue()
    assert hashlib.sha256(out.getvalue().encode()).hexdigest()[:16] == SIM_JSON[seats]
