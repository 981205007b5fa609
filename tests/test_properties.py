"""Properties of whole hands played with random legal choices."""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tusac_lan.detrng import DetRng
from tusac_lan.games.four_colour.cards import NUM_CARDS
from tusac_lan.games.tusac.engine.actions import UNKNOWN, Action, ActionType, ClaimKind, deal
from tusac_lan.games.tusac.engine.replay import audit
from tusac_lan.games.tusac.engine.rules import KONG_OFFSETS_PAYMENT, SPECIAL_RULE_2_TRASH, RuleSet
from tusac_lan.games.tusac.engine.state import SEATS, HandState, Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import IllegalAction, apply, fours_to_show, learn, legal_actions
from tusac_lan.games.tusac.headless import shuffled_deck


def random_hand(
    seed: int, claim_bias: float = 0.6, rules: RuleSet | None = None, seats: int = SEATS
) -> tuple[HandState, list[Action], list[HandState]]:
    rng = DetRng(seed)
    state = new_hand(rules or RuleSet(), rng.below(seats), seats)
    first = deal(shuffled_deck(rng))
    state, _ = apply(state, first)
    actions = [first]
    states = [state]
    while state.phase != Phase.ENDED:
        awaiting = state.awaiting()
        seat = awaiting[rng.below(len(awaiting))]
        legal = legal_actions(state, seat)
        assert legal, f"seat {seat} has no legal action in {state!r} under {state.rules}"
        claims = [a for a in legal if a.type == ActionType.CLAIM]
        pool = claims if claims and rng.random() < claim_bias else legal
        action = pool[rng.below(len(pool))]
        state, _ = apply(state, action)
        actions.append(action)
        states.append(state)
    return state, actions, states


def located_cards(state: HandState) -> list[int]:
    slots = [s for hand in state.hands for s in hand]
    slots += [s for seat in state.melds for meld in seat for s in meld.slots]
    slots += [slot for _, slot in state.discards]
    slots += list(range(state.deck_pos, NUM_CARDS))
    if state.shown >= 0 and state.phase == Phase.CLAIM:
        slots.append(state.shown)
    if state.result is not None and state.result.win_slot >= 0:
        slots.append(state.result.win_slot)
    return sorted(state.cards[s] for s in slots)


seeds = st.integers(min_value=0, max_value=2**32)
SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(seed=seeds)
def test_all_112_cards_are_always_somewhere_once(seed: int) -> None:
    _, _, states = random_hand(seed)
    for state in states:
        assert located_cards(state) == list(range(NUM_CARDS))


@SETTINGS
@given(seed=seeds)
def test_replaying_the_action_list_gives_the_same_hash(seed: int) -> None:
    final, actions, _ = random_hand(seed)
    replayed = new_hand(RuleSet(), final.starter)
    for action in actions:
        replayed, _ = apply(replayed, action)
    assert replayed.public_hash() == final.public_hash()
    assert replayed.to_canonical() == final.to_canonical()


@SETTINGS
@given(seed=seeds)
def test_no_view_shows_another_seats_hidden_cards(seed: int) -> None:
    _, _, states = random_hand(seed)
    for state in states[:: max(1, len(states) // 12)]:
        for seat in range(SEATS):
            view = state.view(seat)
            for other in range(SEATS):
                if other == seat:
                    assert all(view.cards[s] == state.cards[s] for s in state.hands[seat])
                    continue
                for slot in state.hands[other]:
                    assert view.cards[slot] == UNKNOWN or state.is_public(slot)
            for slot in range(state.deck_pos, NUM_CARDS):
                assert view.cards[slot] == UNKNOWN
            assert view.public_hash() == state.public_hash()


def universe(state: HandState, seat: int) -> set[Action]:
    """Every discard, draw, pass and claim shape a seat could try, legal or not."""
    actions: set[Action] = {Action(ActionType.PASS, seat)}
    cards = state.cards
    for hand_seat in range(SEATS):
        for slot in state.hands[hand_seat]:
            actions.add(Action(ActionType.DISCARD, seat, -1, (slot,), (cards[slot],)))
    if state.deck_pos < NUM_CARDS:
        actions.add(Action(ActionType.DRAW, seat, -1, (state.deck_pos,), (cards[state.deck_pos],)))
    if state.phase == Phase.CLAIM:
        for other in range(SEATS):
            for action in legal_actions(state._replace(responses=(None,) * 4), other):
                if action.type == ActionType.CLAIM:
                    actions.add(action._replace(seat=seat))
        hand = state.hands[seat]
        actions.add(Action(ActionType.CLAIM, seat, int(ClaimKind.WIN), hand, tuple(cards[s] for s in hand)))
        for kind in ClaimKind:
            for size in (1, 2, 3):
                slots = hand[:size]
                actions.add(Action(ActionType.CLAIM, seat, int(kind), slots, tuple(cards[s] for s in slots)))
            actions.add(Action(ActionType.CLAIM, seat, int(kind)))
    return actions


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds)
def test_enumerated_actions_are_exactly_the_accepted_ones(seed: int) -> None:
    _, _, states = random_hand(seed)
    for state in states[:-1][:: max(1, len(states) // 10)]:
        for seat in range(SEATS):
            legal = legal_actions(state, seat)
            assert legal == sorted(legal)
            for action in universe(state, seat) | set(legal):
                try:
                    apply(state, action)
                    accepted = True
                except IllegalAction:
                    accepted = False
                assert accepted == (action in legal), (state, action)


@SETTINGS
@given(seed=seeds)
def test_a_peer_knowing_only_its_hand_reaches_the_same_public_state(seed: int) -> None:
    final, actions, _ = random_hand(seed)
    for seat in range(SEATS):
        peer = new_hand(RuleSet(), final.starter)
        peer, _ = apply(peer, deal((UNKNOWN,) * NUM_CARDS))
        own = peer.hands[seat]
        peer = learn(peer, own, tuple(actions[0].cards[s] for s in own))
        for action in actions[1:]:
            peer, _ = apply(peer, action)
        assert peer.public_hash() == final.public_hash()


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds)
def test_the_fast_hash_packing_is_the_canonical_one(seed: int) -> None:
    from tusac_lan.canonical import pack_canonical, pack_trusted

    _, _, states = random_hand(seed)
    for state in states[:: max(1, len(states) // 5)]:
        data = state.to_canonical(viewer=-1)
        assert pack_trusted(data) == pack_canonical(data)


RULE_GRID = [
    RuleSet(),
    RuleSet(min_win_points=10, final_pong_wins=0, kong_payment=0),
    RuleSet(min_win_points=100, no_winner_deck=0),
    RuleSet(special_rule_2=SPECIAL_RULE_2_TRASH, min_win_points=10, exposed_pong_points=1),
    RuleSet(kong_payment=KONG_OFFSETS_PAYMENT, soldier_quad_points=5, abc_chow_points=2),
    RuleSet(no_winner_deck=9, concealed_pong_points=0, stake=3, four_win_double=1, discarder_pays=1),
    RuleSet(special_rule_2=SPECIAL_RULE_2_TRASH, no_winner_deck=0, min_win_points=20),
    RuleSet(min_win_points=5, soldier_quad_points=0, abc_chow_points=0, exposed_pong_points=0),
]
HANDS_PER_RULE_SET = 1250


def _play_random_hands(rules: RuleSet, seeds: range) -> dict[str, int]:
    """The property over ``seeds`` (one worker's share): counts of the ways the hands ended."""
    endings = {"win": 0, "no winner": 0}
    for seed in seeds:
        final, actions, _ = random_hand(seed * 7919 + 13, claim_bias=(seed % 5) / 4, rules=rules)
        assert final.phase == Phase.ENDED and len(actions) < 400
        assert final.result is not None and sum(final.result.payments) == 0
        endings["win" if final.result.winner >= 0 else "no winner"] += 1
    return endings


@pytest.fixture(scope="module")
def workers() -> Iterator[ProcessPoolExecutor]:
    """Two processes (the machine's cores): the hands are independent and the engine is pure."""
    with ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield pool


@pytest.mark.parametrize("rules", RULE_GRID, ids=[f"rules{i}" for i in range(len(RULE_GRID))])
def test_every_hand_ends_and_every_seat_always_has_a_legal_action(rules: RuleSet, workers: ProcessPoolExecutor) -> None:
    """10,000 random hands over a grid of rule options (random_hand asserts a legal action at every step)."""
    half = HANDS_PER_RULE_SET // 2
    shares = [range(0, half), range(half, HANDS_PER_RULE_SET)]
    counts = [future.result() for future in [workers.submit(_play_random_hands, rules, seeds) for seeds in shares]]
    assert sum(c["win"] + c["no winner"] for c in counts) == HANDS_PER_RULE_SET
    assert sum(c["no winner"] for c in counts) > 0


FEWER_SEATS_GRID = [
    (seats, rules)
    for seats in (2, 3, 4)
    for rules in (
        RuleSet(),
        RuleSet(show_dealt_fours=1, four_win_double=1, discarder_pays=1),
        RuleSet(show_dealt_fours=1, kong_payment=KONG_OFFSETS_PAYMENT, no_winner_deck=31, min_win_points=10),
    )
]


@pytest.mark.parametrize(
    ("seats", "rules"), FEWER_SEATS_GRID, ids=[f"{n}seats-rules{i % 3}" for i, (n, _) in enumerate(FEWER_SEATS_GRID)]
)
def test_hands_at_every_seat_count_and_with_fours_shown_end_keep_every_card_and_replay(
    seats: int, rules: RuleSet
) -> None:
    """Random hands at 2, 3 and 4 seats, with the house rule show_dealt_fours among others: a legal action at
    every step (random_hand asserts it), payments summing to zero, every card in one place, no four left in a
    hand once shown, and the audit's replay reaching the same state."""
    shown = 0
    for seed in range(150):
        final, actions, states = random_hand(seed * 104729 + seats, claim_bias=(seed % 5) / 4, rules=rules, seats=seats)
        assert final.result is not None and len(final.result.payments) == seats and sum(final.result.payments) == 0
        assert located_cards(final) == list(range(NUM_CARDS))
        if rules.show_dealt_fours:
            opened = next(s for s in states if s.phase != Phase.SHOW)
            shown += sum(1 for melds in opened.melds for m in melds if m.taken_from < 0)
            assert all(not fours_to_show(opened, seat) for seat in range(seats))
        replayed = audit(rules, states[0].starter, actions, actions[0].cards, seats=seats)
        assert replayed.ok and replayed.state == final
    assert shown > 0 or not rules.show_dealt_fours
