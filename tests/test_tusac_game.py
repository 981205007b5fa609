"""Tứ Sắc behind the game interface plays exactly as today: the pinned public hashes, the simulator's
figures, the audit's findings and the shape on the wire."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.scenario import make_deck
from tests.test_tusac_pins import EARLIER_HASHES, EARLIER_RULES, SIM_FIGURES, TODAYS_HASHES, hexdigest
from tusac_lan.detrng import DetRng
from tusac_lan.games import find_game
from tusac_lan.games.api import EVERYONE, Moved, Opened, Refusal, Reveal, Step, table_shape
from tusac_lan.games.match_stats import SimStats
from tusac_lan.games.playout import deal_hand, play_hand
from tusac_lan.games.tusac import GAME
from tusac_lan.games.tusac.engine.actions import Action, ActionType, deal, draw
from tusac_lan.games.tusac.engine.replay import audit
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import HandState
from tusac_lan.games.tusac.headless import shuffled_deck, simulate
from tusac_lan.games.tusac.shape import TUSAC_SHAPE


def fixed_hashes(rules: RuleSet, turns: int) -> list[str]:
    """tests/test_tusac_pins.py's fixed deal and moves, through the interface."""
    deck = make_deck(1, {0: "GA GB GC GX GX YS", 1: "RS WS", 2: "YA YB YC"}, deck_top="GX RA")
    state = deal_hand(GAME, rules, 4, 1, deck)
    hashes = [GAME.public_digest(state).hex()[:16]]
    for _ in range(turns):
        waiting = GAME.waiting(state)
        if waiting.ended:
            break
        if waiting.reveals:
            reveal = waiting.reveals[0]
            after = GAME.apply_reveal(state, reveal, tuple(deck[s] for s in reveal.slots))
        else:
            seat = waiting.seats[0]
            after = GAME.apply(state, seat, GAME.legal(state, seat)[0])
        assert not isinstance(after, Refusal), after
        state = after
        hashes.append(GAME.public_digest(state).hex()[:16])
    return hashes


def test_the_public_digest_is_todays_public_hash() -> None:
    assert fixed_hashes(EARLIER_RULES, 12) == EARLIER_HASHES
    assert fixed_hashes(RuleSet(), 12) == TODAYS_HASHES


def generic_sim(hands: int, seed: str, levels: list[str]) -> dict[str, object]:
    """`tusac sim` (no rotation) as a loop over the interface: the simulator's seeded decks and dice."""
    rules = GAME.default_rules()
    agents = [GAME.make_bot(level, seed=f"{seed}:{entry}") for entry, level in enumerate(levels)]
    rng = DetRng(f"tusac-sim:{seed}")
    starter = GAME.first_starter(rules, 4, bytes(rng.below(256) for _ in range(16)))
    stats = SimStats(tuple(levels))
    for _ in range(hands):
        played = play_hand(GAME, rules, 4, starter, shuffled_deck(rng), agents)
        outcome = GAME.outcome(played.state)
        assert outcome is not None and sum(outcome.payments) == 0
        stats.record(outcome, len(played.steps) + 1)
        starter = outcome.next_starter
    return stats.to_json()


@pytest.mark.parametrize("seed", ["1", "games", "seven"])
def test_a_generic_playout_gives_the_simulators_figures(seed: str) -> None:
    levels = ["strong", "greedy", "strong", "greedy"]
    assert generic_sim(3, seed, levels) == simulate(3, seed, levels).to_json()


def test_the_pinned_simulator_figures_come_out_of_the_generic_loop() -> None:
    figures = generic_sim(4, "pins", ["strong", "greedy", "greedy", "greedy"])
    assert hexdigest(json.dumps(figures, sort_keys=True).encode()) == SIM_FIGURES


def as_actions(dealt: HandState, steps: tuple[Step[Action], ...]) -> list[Action]:
    """The engine's action list of a hand played over the interface (a draw is the engine's action)."""
    actions, state = [], dealt
    for step in steps:
        if isinstance(step, Opened):
            action = draw(state.current, step.reveal.slots[0], step.cards[0])
            after = GAME.apply_reveal(state, step.reveal, step.cards)
        else:
            action = step.move
            after = GAME.apply(state, step.seat, step.move)
        assert not isinstance(after, Refusal)
        actions.append(action)
        state = after
    return actions


def test_the_replay_agrees_with_the_engines_audit() -> None:
    rules = RuleSet()
    deck = shuffled_deck(DetRng("audit"))
    agents = [GAME.make_bot("greedy")] * 4
    played = play_hand(GAME, rules, 4, 2, deck, agents)
    trace: list[tuple[HandState, Step[Action], HandState]] = []
    checked = GAME.replay(rules, 4, 2, played.steps, deck, lambda *told: trace.append(told))
    assert checked.finding is None
    assert [step for _, step, _ in trace] == list(played.steps) and trace[-1][2] == checked.state
    story = [line for told in trace for line in GAME.narrator().tell(*told)]
    first = played.steps[0]
    assert isinstance(first, Moved) and story[0].endswith(GAME.narrator().card_code(first.move.cards[0]))
    assert GAME.public_digest(checked.state) == GAME.public_digest(played.state)
    assert GAME.outcome(checked.state) == GAME.outcome(played.state)
    actions = [deal(deck), *as_actions(played.dealt, played.steps)]
    assert audit(rules, 2, actions, deck).state.public_hash() == GAME.public_digest(played.state)

    index = next(i for i, s in enumerate(played.steps) if isinstance(s, Moved) and s.move.type == ActionType.DISCARD)
    bad = played.steps[index]
    assert isinstance(bad, Moved)
    other = next(c for c in range(112) if c != bad.move.cards[0] and c >> 2 != 0)
    forged: list[Step[Action]] = [*played.steps]
    forged[index] = Moved(bad.seat, bad.move._replace(cards=(other,)))
    found = GAME.replay(rules, 4, 2, forged, deck).finding
    forged_actions = [*actions]
    forged_actions[index + 1] = bad.move._replace(cards=(other,))
    expected = audit(rules, 2, forged_actions, deck).finding
    assert found is not None and expected is not None
    assert (found.position + 1, found.seat, found.reason) == tuple(expected)


def test_the_shape_and_the_registry() -> None:
    assert table_shape(GAME, 4) == TUSAC_SHAPE
    assert find_game() is GAME and find_game("tusac") is GAME
    with pytest.raises(ValueError, match="does not play"):
        find_game("chess")
    assert table_shape(GAME, 3).seats == 3 and table_shape(GAME, 2).move == TUSAC_SHAPE.move
    with pytest.raises(ValueError):
        table_shape(GAME, 5)
    assert GAME.stand_in == "strong" and GAME.bot_levels == ("beginner", "good", "expert")


def test_rules_through_the_interface() -> None:
    names = [f.name for f in GAME.rule_fields()]
    assert names == list(RuleSet().to_dict())
    assert all(f.low <= f.default <= f.high and f.help for f in GAME.rule_fields())
    assert GAME.rules_from_canonical(GAME.rules_to_canonical(EARLIER_RULES)) == EARLIER_RULES
    bad: list[Any] = [None, "x", [1], ["a"] * 9, [6, 2, 3, 3, 1, 0, 1, 0, 99], {}]
    for data in bad:
        assert isinstance(GAME.rules_from_canonical(data), Refusal)
    assert GAME.rules_from_values({"stake": 5}) == RuleSet(stake=5)
    assert isinstance(GAME.rules_from_values({"nonsense": 1}), Refusal)


def test_a_draw_is_a_public_reveal_and_not_a_move() -> None:
    deck = shuffled_deck(DetRng("draw"))
    state = deal_hand(GAME, RuleSet(), 4, 0, deck)
    assert GAME.waiting(state).seats == (0,)
    refused = GAME.apply(state, 1, GAME.legal(state, 0)[0])
    assert refused == Refusal("a move names the seat that makes it")
    assert isinstance(GAME.apply_reveal(state, Reveal((81,), EVERYONE), (deck[81],)), Refusal)
    assert isinstance(GAME.apply(state, 0, draw(0, 81, deck[81])), Refusal)
    lines = GAME.narrator().tell(state, Moved(0, GAME.legal(state, 0)[0]), state)
    assert lines and lines[0].startswith("South discards")


def test_the_coach_and_the_narrator_through_the_interface() -> None:
    deck = shuffled_deck(DetRng("coach"))
    state = deal_hand(GAME, RuleSet(), 4, 0, deck)
    legal = GAME.legal(state, 0)
    coach = GAME.coach()
    assert coach is not None
    hint = coach.hint(GAME.view(state, 0), 0, legal)
    assert hint.move in legal and hint.reason
    after = GAME.apply(state, 0, legal[0])
    assert not isinstance(after, Refusal)
    while not GAME.waiting(after).reveals:
        seat = GAME.waiting(after).seats[0]
        passed = GAME.apply(after, seat, GAME.legal(after, seat)[-1])
        assert not isinstance(passed, Refusal)
        after = passed
    reveal = GAME.waiting(after).reveals[0]
    drawn = GAME.apply_reveal(after, reveal, (deck[reveal.slots[0]],))
    assert not isinstance(drawn, Refusal)
    assert GAME.narrator().tell(after, Opened(reveal, (deck[81],)), drawn)[0].startswith("East draws")


def test_the_rule_fields_rebuild_the_defaults() -> None:
    fields = GAME.rule_fields()
    assert GAME.rules_from_values({f.name: f.default for f in fields}) == GAME.default_rules()
    assert all(len(f.choices) in (0, f.high - f.low + 1) for f in fields)
