"""The expert bot: its fast playout agrees with the engine, its samples agree with the view, its budget
is counted and its choices are reproducible."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tusac_lan.detrng import DetRng
from tusac_lan.games.four_colour.cards import NUM_CARDS
from tusac_lan.games.tusac.bots.expert import NO_FEED, ExpertBot, Feed
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.bots.levels import PLAIN_LEVELS, bot_kind, make_bot, plain_level
from tusac_lan.games.tusac.bots.playout import PolicyAgent, play_out, shown_card_options, tables_for
from tusac_lan.games.tusac.bots.sampler import DealSampler
from tusac_lan.games.tusac.bots.strong import StrongBot
from tusac_lan.games.tusac.engine.actions import UNKNOWN, Action, ActionType, ClaimKind, deal
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import HandState, Phase, new_hand, with_keys
from tusac_lan.games.tusac.engine.transitions import apply, legal_actions
from tusac_lan.games.tusac.headless import play_hand, shuffled_deck
from tusac_lan.terminal.cli import main

RULE_GRID = [
    RuleSet(),
    RuleSet(special_rule_2=1, min_win_points=5),
    RuleSet(kong_payment=1, no_winner_deck=0, exposed_pong_points=1),
    RuleSet(min_win_points=10, soldier_quad_points=4, stake=2),
    RuleSet(four_win_double=1, discarder_pays=1, final_pong_wins=0),
    RuleSet(kong_payment=1, discarder_pays=1, four_win_double=1, stake=3),
]


@pytest.mark.parametrize(
    "rules", RULE_GRID, ids=["default", "trash-min5", "kong001-deck0", "min10", "house", "house-kong001"]
)
def test_the_playout_gives_the_engines_result_from_every_point_of_a_hand(rules: RuleSet) -> None:
    rng = DetRng(f"playout-vs-engine:{rules.to_canonical()}")
    agents = [PolicyAgent()] * 4
    checked = 0
    for _ in range(3):
        starter = rng.below(4)
        final, actions = play_hand(rules, starter, shuffled_deck(rng), agents)
        assert final.result is not None
        state = new_hand(rules, starter)
        for action in actions:
            state, _ = apply(state, action)
            if state.phase in (Phase.DISCARD, Phase.DRAW):
                assert play_out(state) == final.result.payments
                checked += 1
    assert checked > 50


def _mid_hand(seed: int, steps: int) -> HandState:
    """A state some way into a hand played by greedy bots (stops early if the hand ends)."""
    rng = DetRng(f"mid-hand:{seed}")
    state, _ = apply(new_hand(RuleSet(), rng.below(4)), deal(shuffled_deck(rng)))
    bot = GreedyBot()
    for _ in range(steps):
        seats = state.awaiting()
        seat = seats[0]
        legal = legal_actions(state, seat)
        after, _ = apply(state, legal[0] if len(legal) == 1 else bot.choose(state.view(seat), seat, legal))
        if after.phase == Phase.ENDED:
            break
        state = after
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 160),
    seat=st.integers(0, 3),
    draw=st.integers(0, 99),
    selection=st.sampled_from([0.0, 2.0, 8.0]),
)
def test_sampled_deals_never_contradict_what_the_seat_has_seen(
    seed: int, steps: int, seat: int, draw: int, selection: float
) -> None:
    state = _mid_hand(seed, steps)
    view = state.view(seat)
    sample = DealSampler(view, seat, selection=selection).sample(DetRng(draw))
    assert sorted(sample.cards) == list(range(NUM_CARDS))
    for slot, card in enumerate(view.cards):
        if card != UNKNOWN:
            assert sample.cards[slot] == card
    # everything public and the seat's own hand are untouched: the seat cannot tell the sample from the truth
    # (keys recomputed from the visible cards: the engine's view keeps every seat's key)
    assert with_keys(sample.view(seat)) == with_keys(view)
    assert sample.hands == state.hands and sample.melds == state.melds and sample.discards == state.discards
    assert all(key >= 0 for key in sample.keys)
    # and it is a state the rules can go on from: the engine plays it to the end
    agent = PolicyAgent()
    while sample.phase != Phase.ENDED:
        for other in sample.awaiting():
            legal = legal_actions(sample, other)
            sample, _ = apply(sample, agent.choose(sample, other, legal))
            if sample.phase != Phase.CLAIM:
                break


def test_a_pass_on_the_shown_card_rules_out_samples_where_that_seat_wins_on_it() -> None:
    for seed in range(400):
        state = _mid_hand(seed, 30 + seed % 50)
        if state.phase != Phase.CLAIM:
            continue
        seats = state.awaiting()
        if len(seats) < 2:
            continue
        passer, viewer = seats[0], seats[-1]
        state, _ = apply(state, Action(ActionType.PASS, passer))
        view = state.view(viewer)
        sampler = DealSampler(view, viewer)
        rng = DetRng(seed)
        for _ in range(5):
            sample = sampler.sample(rng)
            if sampler.consistent(sample):
                assert shown_card_options(sample, passer).win_points < 0
        return
    raise AssertionError("no claim round with two seats to answer was found")


def test_a_seat_that_let_a_card_go_is_not_sampled_with_a_pair_or_three_of_it() -> None:
    from tusac_lan.games.tusac.engine.analysis import count_in_key

    checked = 0
    for seed in range(60):
        state = _mid_hand(seed, 40 + seed % 60)
        if state.phase != Phase.DISCARD:
            continue
        viewer = state.current
        view = state.view(viewer)
        sampler = DealSampler(view, viewer)
        rng = DetRng(seed)
        for _ in range(4):
            sample = sampler.sample(rng)
            if not sampler.consistent(sample):
                continue
            for other, mask in sampler.safe:
                assert not sampler._could_pong(sample.keys[other], mask, sample.rules)
                for kind in range(28):
                    if mask >> kind & 1:
                        assert count_in_key(sample.keys[other], kind) != 3  # a kong is a claim too
                        checked += 1
    # without the belief, the same views yield samples in which a seat could have ponged a card it let go
    assert checked > 50
    loose = 0
    for seed in range(60):
        state = _mid_hand(seed, 40 + seed % 60)
        if state.phase != Phase.DISCARD:
            continue
        view = state.view(state.current)
        sampler = DealSampler(view, state.current, trust_pong_passes=False)
        rng = DetRng(seed)
        for _ in range(4):
            sample = sampler.sample(rng)
            loose += any(sampler._could_pong(sample.keys[o], m, sample.rules) for o, m in sampler.safe)
    assert loose > 0


def _decision(seed: int) -> tuple[HandState, int, list[Action]]:
    """A discard decision with several candidates, some way into a hand."""
    for extra in range(200):
        state = _mid_hand(seed + extra, 20)
        if state.phase == Phase.DISCARD:
            seat = state.current
            legal = legal_actions(state, seat)
            if len({a.cards[0] >> 2 for a in legal}) >= 4:
                return state.view(seat), seat, legal
    raise AssertionError("no discard decision found")


def _claim_decision(seed: int) -> tuple[HandState, int, list[Action]]:
    """A claim-or-pass decision (no win among the options) some way into a hand."""
    for extra in range(400):
        state = _mid_hand(seed + extra, 5 + extra % 40)
        if state.phase != Phase.CLAIM:
            continue
        for seat in state.awaiting():
            legal = legal_actions(state, seat)
            if len(legal) > 1 and not any(a.type == ActionType.CLAIM and a.claim == ClaimKind.WIN for a in legal):
                return state.view(seat), seat, legal
    raise AssertionError("no claim decision found")


def test_the_expert_chooses_the_same_for_the_same_view_and_seed() -> None:
    view, seat, legal = _decision(7)
    first = ExpertBot(budget=150, seed="a", play_out_discards=True).think(view, seat, legal)
    again = ExpertBot(budget=150, seed="a", play_out_discards=True).think(view, seat, legal)
    assert first == again
    assert first.action in legal and len(first.candidates) == 3  # the default width
    assert ExpertBot(seed="b").think(view, seat, legal) == ExpertBot(seed="b").think(view, seat, legal)
    view, seat, legal = _claim_decision(7)
    first = ExpertBot(budget=120, seed="a").think(view, seat, legal)
    assert first == ExpertBot(budget=120, seed="a").think(view, seat, legal)
    assert first.rollouts > 0 and first.action in legal
    # below MIN_OVERRULE_SAMPLES playouts a candidate the valuation's favourite stands, unplayed
    assert ExpertBot(budget=20, seed="a").think(view, seat, legal).rollouts == 0


class CountingExpert(ExpertBot):
    """Counts the rollouts it really plays."""

    def __init__(self, budget: int, play_out_discards: bool = True) -> None:
        super().__init__(budget=budget, play_out_discards=play_out_discards)
        self.played: list[Action] = []

    def rollout(self, full: HandState, seat: int, action: Action) -> int:
        self.played.append(action)
        return super().rollout(full, seat, action)


def test_the_budget_is_counted_in_rollouts_and_respected() -> None:
    for view, seat, legal in (_decision(11), _claim_decision(11)):
        for budget in (1, 3, 10, 37, 90, 130):
            bot = CountingExpert(budget)
            thought = bot.think(view, seat, legal)
            assert thought.rollouts == len(bot.played) <= budget
            assert bot.rollouts == len(bot.played)
            assert thought.action in legal
    # by default a discard is decided by the feed-corrected valuation, without rollouts
    view, seat, legal = _decision(11)
    bot = CountingExpert(300, play_out_discards=False)
    assert bot.think(view, seat, legal).rollouts == 0 and not bot.played


def test_the_expert_takes_a_win_and_answers_every_kind_of_decision() -> None:
    bot = ExpertBot(budget=24)
    rng = DetRng("expert-hands")
    for _ in range(2):
        final, _ = play_hand(RuleSet(), rng.below(4), shuffled_deck(rng), [bot, StrongBot(), StrongBot(), StrongBot()])
        assert final.phase == Phase.ENDED
    view, seat, _ = _decision(3)
    win = Action(ActionType.CLAIM, seat, int(ClaimKind.WIN))
    assert bot.think(view, seat, [win, Action(ActionType.PASS, seat)]).action == win


def test_levels_have_plain_names_and_the_old_names_still_work() -> None:
    assert PLAIN_LEVELS == ("beginner", "good", "expert")
    assert [bot_kind(n) for n in ("beginner", "good", "expert", "greedy", "strong", "Good ")] == [
        "greedy",
        "strong",
        "expert",
        "greedy",
        "strong",
        "strong",
    ]
    assert plain_level("strong") == "good" and plain_level("greedy") == "beginner"
    assert isinstance(make_bot("good"), StrongBot) and isinstance(make_bot("beginner"), GreedyBot)
    expert = make_bot("expert", budget=5)
    assert isinstance(expert, ExpertBot) and expert.budget == 5
    with pytest.raises(ValueError, match="beginner"):
        bot_kind("grandmaster")


def test_sim_rotates_the_seats_and_sets_the_experts_budget() -> None:
    out, err = io.StringIO(), io.StringIO()
    code = main(
        ["sim", "--hands", "4", "--seats", "expert,good,good,beginner", "--rotate", "--budget", "8", "--json"], out, err
    )
    assert code == 0
    summary = json.loads(out.getvalue())
    assert summary["rotate"] is True and summary["hands"] == 4
    assert [s["bot"] for s in summary["seats"]] == ["expert", "strong", "strong", "greedy"]
    assert sum(s["net_score"] for s in summary["seats"]) == 0
    assert sum(s["wins"] for s in summary["seats"]) + summary["no_winner"] == 4
    bad = io.StringIO()
    assert main(["sim", "--hands", "1", "--seats", "expert,good,good,wizard"], io.StringIO(), bad) == 2
    assert "wizard" in bad.getvalue()


def test_a_seat_that_must_discard_is_never_sampled_with_only_generals() -> None:
    generals = (0, 7, 14, 21)
    for seed in range(300):
        state = _mid_hand(seed, 200)  # played to the end: the last state before it ended
        viewer = state.current
        small = [s for s in range(4) if s != viewer and len(state.hands[s]) <= 4]
        if not small:
            continue
        view = state.view(viewer)
        sampler = DealSampler(view, viewer)
        sampler.discarders = [(small[0], ())]  # as if this seat had claimed and must discard
        cards = list(sampler.sample(DetRng(seed)).cards)
        rest = [slot for slot in view.hands[small[0]] if view.cards[slot] < 0]
        pool = [slot for slot in sampler.deck_slots + tuple(sampler.holders[0].slots) if cards[slot] >> 2 in generals]
        pool = [slot for slot in pool if slot not in rest]
        if not rest or len(pool) < len(rest) or len(rest) < len(view.hands[small[0]]):
            continue
        for slot, general in zip(rest, pool):  # the worst case: only generals in its hand
            cards[slot], cards[general] = cards[general], cards[slot]
        sampler._give_the_discarder_a_discard(cards)
        assert any(cards[slot] >> 2 not in generals for slot in rest)
        assert sorted(cards) == list(range(NUM_CARDS))
        return
    raise AssertionError("no late hand with a small hidden hand was found")


def test_the_feed_of_a_discard_is_the_share_of_sampled_deals_where_another_seat_takes_it() -> None:
    from tusac_lan.games.four_colour.cards import NUM_KINDS, parse_kind

    from .scenario import CLEAN_18, Table

    table = Table(0, {1: CLEAN_18 + " GX GY"})
    full = table.state
    winner_on = parse_kind("GZ")
    feed = ExpertBot.feed_risk([full, full], 0)
    assert feed.wins[winner_on] == 1.0 and feed.claims[winner_on] == 0.0
    assert all(0.0 <= w + c <= 1.0 for w, c in zip(feed.wins, feed.claims)) and len(feed.wins) == NUM_KINDS
    # the same deal twice: every kind is surely taken or surely not; a pong of North's is found
    assert all(w in (0.0, 1.0) and c in (0.0, 1.0) and w * c == 0.0 for w, c in zip(feed.wins, feed.claims))
    assert any(feed.claims)
    # East's own wins are no feed to East's discards; an empty belief feeds no one
    others_win = any(tables_for(full.rules).wins_mask(full.keys[s]) >> winner_on & 1 for s in (0, 2, 3))
    assert ExpertBot.feed_risk([full], 1).wins[winner_on] == (1.0 if others_win else 0.0)
    assert ExpertBot.feed_risk([], 0) == NO_FEED
    assert ExpertBot.feed_risk([full], 0, [winner_on]).wins == tuple(
        1.0 if k == winner_on else 0.0 for k in range(NUM_KINDS)
    )


def test_a_discard_that_feeds_another_seat_drops_below_one_that_does_not() -> None:
    from tusac_lan.games.four_colour.cards import NUM_KINDS

    view, seat, legal = _decision(5)
    bot = ExpertBot(budget=1)
    favourite = bot.candidates(view, seat, legal)[0]
    fed = tuple(1.0 if k == favourite.cards[0] >> 2 else 0.0 for k in range(NUM_KINDS))
    for feed, weights in ((Feed(fed, NO_FEED.claims), (50.0, 0.0)), (Feed(NO_FEED.wins, fed), (0.0, 50.0))):
        bot.win_feed, bot.claim_feed = weights  # handing the card on outweighs any hand
        ranked = bot.candidates(view, seat, legal, feed)
        assert ranked[0] != favourite and ranked[-1] == favourite
        assert sorted(ranked) == sorted(bot.candidates(view, seat, legal))


def test_a_duplicate_sim_plays_each_deal_once_in_every_seating() -> None:
    from tusac_lan.games.tusac.headless import simulate

    # identical bots play each deal's four seatings alike: every entry sits once in the winner's seat
    stats = simulate(12, "dup", ["greedy"] * 4, rotate=True, duplicate=True)
    assert stats.deals == 3 and stats.hands == 12
    assert len(set(stats.wins)) == 1 and stats.wins[0] * 4 + stats.no_winner == 12
    assert len(set(stats.payments)) == 1 and sum(stats.payments) == 0
    assert stats.deal_payment_squares == [0] * 4  # the same seat's payments summed over a deal cancel out
    with pytest.raises(ValueError, match="rotates"):
        simulate(4, "dup", ["greedy"] * 4, duplicate=True)
    out, err = io.StringIO(), io.StringIO()
    args = ["sim", "--hands", "8", "--seats", "beginner,good,good,good", "--rotate", "--duplicate", "--json"]
    assert main(args, out, err) == 0 and json.loads(out.getvalue())["hands"] == 8
    assert main(["sim", "--hands", "6", "--rotate", "--duplicate"], io.StringIO(), err) == 2


def test_the_learned_value_fits_its_features_and_values_a_hand_that_waits_on_live_cards_higher() -> None:
    from tusac_lan.games.four_colour.cards import COPIES, NUM_KINDS, cards_from_kinds, parse_hand_kinds, parse_kind
    from tusac_lan.games.tusac.bots.learned_value import LearnedValuer, claim_points
    from tusac_lan.games.tusac.bots.value_features import FEATURE_NAMES, position_features
    from tusac_lan.games.tusac.bots.value_weights import FEATURES, PAYMENT_WEIGHTS, WIN_WEIGHTS
    from tusac_lan.games.tusac.engine.analysis import analyzer_for, count_in_key, key_of_cards

    from .scenario import CLEAN_18

    assert FEATURES == FEATURE_NAMES and len(PAYMENT_WEIGHTS) == len(WIN_WEIGHTS) == len(FEATURE_NAMES)
    analyzer = analyzer_for(RuleSet())
    waiting = key_of_cards(cards_from_kinds(parse_hand_kinds(CLEAN_18 + " GX GY")))
    stuck = key_of_cards(cards_from_kinds(parse_hand_kinds(CLEAN_18 + " GX RS")))
    assert analyzer.trash(waiting) == analyzer.trash(stuck) == 2
    unseen = [COPIES - max(count_in_key(waiting, k), count_in_key(stuck, k)) for k in range(NUM_KINDS)]
    features = position_features(analyzer, waiting, unseen, 20, 0)
    assert len(features) == len(FEATURE_NAMES) and features == position_features(analyzer, waiting, unseen, 20, 0)
    assert features[FEATURE_NAMES.index("win_live")] > 0  # it wins on a shown GZ
    valuer = LearnedValuer(analyzer, unseen, 20, 0)
    assert valuer.value(waiting) > valuer.value(stuck)
    # with every GZ seen, the wait is dead and worth no more than the stuck hand's
    dead = list(unseen)
    dead[parse_kind("GZ")] = 0
    assert LearnedValuer(analyzer, dead, 20, 0).value(waiting) < valuer.value(waiting)
    pong = Action(ActionType.CLAIM, 0, int(ClaimKind.PONG), (), (0, 1))
    assert claim_points(pong, 0, RuleSet(exposed_pong_points=2)) == 2


def test_the_value_fit_records_positions_of_whole_hands_and_solves_least_squares(tmp_path: Path) -> None:
    import importlib.util

    script = Path(__file__).resolve().parent.parent / "scripts" / "fit_expert_value.py"
    spec = importlib.util.spec_from_file_location("fit_expert_value", script)
    assert spec is not None and spec.loader is not None
    fitter = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fitter)
    data = tmp_path / "positions.tsv"
    fitter.record(3, "test", 0.25, str(data), False)
    lines = data.read_text(encoding="utf-8").splitlines()
    assert len(lines) > 20 and all(len(line.split("\t")) == 7 for line in lines)
    assert {line.split("\t")[0] for line in lines} == {"0", "1", "2"}
    train, test, trained, held = fitter.grams(str(data))
    assert trained + held == len(lines) and held > 0  # hand 0 is held out
    assert test[0][0] == held and train[0][0] == trained  # column 0 is the constant 1
    assert fitter.solve([[4.0, 1.0], [1.0, 3.0]], [1.0, 2.0]) == pytest.approx([1 / 11, 7 / 11])
