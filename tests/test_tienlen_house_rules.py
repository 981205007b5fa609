"""Tiến lên's house rules: each option's default, range, help text and effect, and the presets."""

from __future__ import annotations

import pytest

from tests.tienlen_helpers import cards, deal, play, refused, step
from tusac_lan.games.api import OPENING, Moved, Refusal
from tusac_lan.games.tienlen import GAME
from tusac_lan.games.tienlen.engine import NO_DECLARE, NOT_HELD, PASS, Instant, MoveKind, Phase, TienLenState, result
from tusac_lan.games.tienlen.rules import FIELDS, PRESETS, SCORING_BY_PAIRS, TienLenRules


def test_every_option_has_its_default_range_and_help() -> None:
    defaults = TienLenRules()
    assert [f.name for f in GAME.rule_fields()] == list(TienLenRules._fields)
    for field in FIELDS:
        assert getattr(defaults, field.name) == field.default and field.low <= field.default <= field.high
        assert field.help
        assert not field.choices or len(field.choices) == field.high - field.low + 1
    assert GAME.rule_values(defaults) == {f.name: f.default for f in FIELDS}


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_presets_are_rule_sets_that_survive_the_table(name: str) -> None:
    rules = PRESETS[name]
    assert GAME.rules_from_values(GAME.rule_values(rules)) == rules
    assert GAME.rules_from_canonical(GAME.rules_to_canonical(rules)) == rules


N = len(FIELDS)


@pytest.mark.parametrize(
    "data",
    [None, [], [1] * (N - 1), [1] * (N + 1), [0] * N, [1, 2] + [0] * (N - 2)]
    + [[True] + [0] * (N - 1), ["1"] + [0] * (N - 1)],
)
def test_a_bad_rule_list_is_refused(data: object) -> None:
    assert isinstance(GAME.rules_from_canonical(data), Refusal)


def test_a_bad_rule_value_is_refused() -> None:
    assert GAME.rules_from_values({"nonsense": 1}) == Refusal("no rule named 'nonsense'")
    assert GAME.rules_from_values({"stake": 0}) == Refusal("stake is 1 to 100")


def test_instant_wins_are_refused_with_every_card_dealt() -> None:
    # 13-card patterns in 17-card hands would end most hands at once.
    refusal = Refusal("instant wins are patterns of 13 cards: they cannot be on with every card dealt")
    assert GAME.rules_from_values({"deal_all": 1, "instant_win": 1}) == refusal
    canonical = GAME.rules_to_canonical(TienLenRules(deal_all=1)._replace(instant_win=2))
    assert GAME.rules_from_canonical(canonical) == refusal
    assert not isinstance(GAME.rules_from_values({"deal_all": 1}), Refusal)


def test_two_never_inside_a_sequence() -> None:
    seed = deal(["KS AD 2C 5S", "3D 4C 5C"], starter=0)
    assert step(seed, 0, "KS AD 2C").trick is not None
    never = deal(["KS AD 2C 5S", "3D 4C 5C"], rules=TienLenRules(two_in_sequence=0), starter=0)
    assert refused(never, 0, "KS AD 2C") == "the cards make no combination"
    assert all(not (m.cards[-1] >> 2 == 12 and len(m.cards) >= 3) for m in GAME.legal(never, 0))


def passed_then_a_two(rules: TienLenRules) -> TienLenState:
    # Three players clockwise 0 → 2 → 1: seat 2 passes on a 9, seat 1 plays a 2, seat 0 passes.
    state = deal(["9S", "2S", "7S 7C 7D 7H"], rules=rules, starter=0)
    state = step(step(step(step(state, 0, "9S"), 2, PASS), 1, "2S"), 0, PASS)
    return state


def test_a_player_who_passed_may_not_chop_by_default() -> None:
    state = passed_then_a_two(TienLenRules())
    assert state.trick is None and state.current == 1


def test_a_player_who_passed_may_chop_with_the_option() -> None:
    state = passed_then_a_two(TienLenRules(chop_after_pass=1))
    assert state.current == 2
    legal = GAME.legal(state, 2)
    assert legal[0] == PASS and all(len(m.cards) >= 4 for m in legal[1:]) and len(legal) > 1
    after = step(state, 2, "7S 7C 7D 7H")
    assert after.trick_seat == 2 and after.current == 1
    # The four chopped 2s: seat 0, which passed, may still chop it with a higher four.
    assert step(after, 1, PASS).current == 0


def test_after_a_pass_only_2s_and_their_chops_are_chopped() -> None:
    # Three players clockwise 0 → 2 → 1: a four led, seat 2 passes, seat 1 beats it, seat 0 passes.
    rules = TienLenRules(chop_after_pass=1)
    state = deal(["5S 5C 5D 5H 9H", "8S 8C 8D 8H", "JS JC JD JH"], rules=rules, starter=0)
    state = step(step(step(step(state, 0, "5S 5C 5D 5H"), 2, PASS), 1, "8S 8C 8D 8H"), 0, PASS)
    assert state.trick is None and state.current == 1


def test_a_seat_that_cannot_hold_a_chop_is_not_asked_again() -> None:
    state = deal(["9S", "2S", "7S 7C 7D"], rules=TienLenRules(chop_after_pass=1), starter=0)
    state = state._replace(hands=(*state.hands[:2], state.hands[2][:3]))
    state = step(step(step(step(state, 0, "9S"), 2, PASS), 1, "2S"), 0, PASS)
    assert state.trick is None and state.current == 1


INSTANTS = [
    ("2S 2C 2D 2H", Instant.FOUR_TWOS),
    ("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", Instant.DRAGON),
    ("3S 3C 5S 5C 7S 7C 9S 9C JS JC KS KC", Instant.SIX_PAIRS),
    ("4S 4C 5S 5C 6S 6C 7S 7C 8S 8C", Instant.FIVE_PAIRS_IN_SEQUENCE),
]


@pytest.mark.parametrize(("codes", "kind"), INSTANTS)
def test_instant_wins_are_shown_before_play_and_paid(codes: str, kind: Instant) -> None:
    rules = TienLenRules(instant_win=2, stake=3)
    state = deal(["3D 10D", codes, "QD"], rules=rules, starter=OPENING)
    assert state.phase == Phase.DECLARE and GAME.waiting(state).seats == (0, 1, 2)
    declare = GAME.legal(state, 1)[0]
    assert declare.kind == MoveKind.DECLARE and len(declare.cards) == 13
    state = step(step(step(state, 0, NO_DECLARE), 1, declare), 2, NO_DECLARE)
    assert state.phase == Phase.ENDED and state.instant == kind
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.payments == (-6, 12, -6) and outcome.next_starter == 1


def test_a_hand_that_is_no_instant_win_cannot_be_declared() -> None:
    state = deal(["3D 5H 9C 9D", "QD"], rules=TienLenRules(instant_win=1), starter=OPENING)
    assert GAME.legal(state, 0) == (NO_DECLARE,)
    held = cards(" ".join(GAME.narrator().card_code(state.cards[s]) for s in state.hands[0]))
    where = {state.cards[slot]: slot for slot in state.hands[0]}
    fake = play(state, 0, "3D")._replace(kind=MoveKind.DECLARE, slots=tuple(where[c] for c in held), cards=held)
    assert refused(state, 0, fake) == "the hand shown is no instant win"
    assert refused(state, 0, fake._replace(slots=fake.slots[:-1], cards=fake.cards[:-1])) == (
        "an instant win shows the whole hand"
    )


def test_without_the_option_there_is_no_declaring() -> None:
    state = deal(["2S 2C 2D 2H", "QD"], starter=OPENING)
    assert state.phase == Phase.FIND
    assert refused(state, 0, NO_DECLARE) == "a seat asked for the lowest card leads with it or says it does not hold it"


def ended(rules: TienLenRules, out: tuple[int, ...], last: str, played: tuple[bool, ...]) -> TienLenState:
    state = deal(["4S", "5S", last, "6S"], rules=rules, starter=0)
    return state._replace(phase=Phase.ENDED, out=out, played=played)


def test_thoi_the_last_player_pays_the_first_out_for_its_2s() -> None:
    rules = TienLenRules(thoi_black=1, thoi_red=2)
    state = ended(rules, (1, 0, 3), "2S 2C 2H", (True,) * 4)
    outcome = result(state)
    assert outcome is not None and outcome.thoi == ((2, 2, 1),)
    assert outcome.payments == (1, 1 + 4, -3 - 4, 1)
    plain = result(ended(TienLenRules(), (1, 0, 3), "2S 2C 2H", (True,) * 4))
    assert plain is not None and plain.payments == (1, 1, -3, 1)


def first_out_at_four(rules: TienLenRules, second: str = "8S") -> tuple[TienLenState, TienLenState]:
    """Clockwise 0 → 3 → 2 → 1: seat 0 leads 5♠, seat 3 beats it, seat 2 plays ``second`` or passes,
    seat 1 passes, and seat 0 goes out with 9♠ (seat 1 never played): the states before and after."""
    state = deal(["5S 9S", "3H", "8S 10C", "7S 10S"], rules=rules, starter=0)
    hands = state.hands
    state = state._replace(hands=(hands[0][:2], hands[1], hands[2][:2], hands[3][:2]))
    state = step(step(state, 0, "5S"), 3, "7S")
    state = step(state, 2, second if second != "pass" else PASS)
    before = step(state, 1, PASS)
    return before, step(before, 0, "9S")


def test_cong_is_judged_when_the_first_player_goes_out() -> None:
    before, state = first_out_at_four(TienLenRules(cong=2))
    assert state.out == (0,) and state.cong == (1,) and state.phase == Phase.PLAY
    lines = GAME.narrator().tell(before, Moved(0, play(before, 0, "9S")), state)
    assert lines[1:] == ["South is out, place 1", "East has not played a card (cóng) and is placed last"]
    # East is out of play: the others play on and it is never asked.
    assert state.current == 3
    state = step(step(state, 3, PASS), 2, PASS)
    assert state.trick is None and state.current == 3
    state = step(state, 3, "10S")
    assert state.phase == Phase.ENDED
    outcome = result(state)
    # Placed last behind the last seat that played, and pays double: 2 stakes to each other seat.
    assert outcome is not None and outcome.order == (0, 3, 2, 1) and outcome.cong == (1,)
    assert outcome.payments == (2, -6, 2, 2)


def test_every_seat_that_never_played_when_the_first_goes_out_is_cong() -> None:
    _, state = first_out_at_four(TienLenRules(cong=2), "pass")
    assert state.cong == (2, 1) and state.phase == Phase.ENDED
    outcome = result(state)
    assert outcome is not None and outcome.order == (0, 3, 2, 1) and outcome.left == 3
    assert outcome.payments == (4, -4, -4, 4)
    # By pairs: East (last) pays South 2 × 2, North (third) pays West 1 × 2.
    pairs = result(state._replace(rules=state.rules._replace(scoring=SCORING_BY_PAIRS)))
    assert pairs is not None and pairs.payments == (4, -4, -2, 2)
    _, plain = first_out_at_four(TienLenRules(), "pass")
    assert plain.cong == () and plain.phase == Phase.PLAY


def test_scoring_by_finishing_order() -> None:
    state = ended(TienLenRules(scoring=1, stake=2), (1, 0, 3), "8S", (True,) * 4)
    outcome = result(state)
    assert outcome is not None and outcome.order == (1, 0, 3, 2) and outcome.payments == (2, 6, -6, -2)


def test_scoring_by_pairs_the_vietnamese_money_rule() -> None:
    state = ended(TienLenRules(scoring=SCORING_BY_PAIRS, stake=2, thoi_red=1), (1, 0, 3), "8S 2H", (True,) * 4)
    outcome = result(state)
    # The last pays the first 2 stakes (+ thối to the first out), the third pays the second 1.
    assert outcome is not None and outcome.payments == (2, 4 + 1, -4 - 1, -2)
    three = deal(["4S", "5S", "6S"], rules=TienLenRules(scoring=SCORING_BY_PAIRS))
    three = three._replace(phase=Phase.ENDED, out=(2, 0))
    outcome = result(three)
    assert outcome is not None and outcome.payments == (0, -1, 1)
    assert PRESETS["southern"].scoring == SCORING_BY_PAIRS and PRESETS["southern"].cong == 2


def test_counter_clockwise_play() -> None:
    clockwise = step(deal(["3S 9S", "4S", "5S", "6S"], starter=0), 0, "9S")
    assert clockwise.current == 3
    counter = step(deal(["3S 9S", "4S", "5S", "6S"], rules=TienLenRules(counter_clockwise=1), starter=0), 0, "9S")
    assert counter.current == 1


def test_every_card_dealt_at_three_players() -> None:
    state = deal(["3S", "4S", "5S"], rules=TienLenRules(deal_all=1))
    assert [len(hand) for hand in state.hands] == [17, 17, 17]
    assert GAME.legal(state, 1) == (NOT_HELD,) and GAME.legal(state, 0)[0].cards[0] == 0


SOUTHERN_CHOPS = TienLenRules(chops=1)
DS6, DS8, FOUR = "4S 4C 5S 5C 6S 6C", "4S 4C 5S 5C 6S 6C 7S 7C", "9S 9C 9D 9H"


@pytest.mark.parametrize(
    ("lead", "answer", "seed", "southern"),
    [
        ("2S", FOUR, True, True),
        ("2S", DS6, True, True),
        ("2S", DS8, False, True),
        ("2S 2C", FOUR, False, True),
        ("2S 2C", DS8, True, True),
        ("2S 2C", DS6, False, False),
        ("2S 2C 2D", FOUR, False, False),
        ("2S 2C 2D", DS8, False, False),
        ("JS JC QS QD KS KC", FOUR, False, True),
        ("JS JC JD JH", DS8, False, True),
        ("JS JC JD JH", DS6, False, False),
        ("JS JC QS QD KS KC AS AC", FOUR, False, False),
        ("AS", FOUR, False, False),
    ],
)
def test_the_southern_order_of_chops(lead: str, answer: str, seed: bool, southern: bool) -> None:
    for rules, taken in ((TienLenRules(), seed), (SOUTHERN_CHOPS, southern)):
        state = step(deal([lead + " 3D", answer + " 3H"], rules=rules, starter=0), 0, lead)
        after = GAME.apply(state, 1, play(state, 1, answer))
        assert isinstance(after, Refusal) != taken, (rules.chops, lead, answer)
        assert any(m.cards == cards(answer) for m in GAME.legal(state, 1)) == taken
    assert PRESETS["southern"].chops == 1


def test_under_the_southern_order_a_bomb_does_not_clear_the_trick_at_once() -> None:
    # Four 2s may still fall to a double sequence of four pairs.
    state = deal(["2S 2C 2D 2H 5H", DS8 + " 3H"], rules=SOUTHERN_CHOPS, starter=0)
    state = step(state, 0, "2S 2C 2D 2H")
    assert state.current == 1 and step(state, 1, DS8).trick_seat == 1
    four = step(deal(["JS JC JD JH 5H", DS8 + " 3H"], rules=SOUTHERN_CHOPS, starter=0), 0, "JS JC JD JH")
    chop = play(four, 1, DS8)
    told = GAME.narrator().tell(four, Moved(1, chop), step(four, 1, chop))
    assert told[0].startswith("North chops (chặt) it with a 4-long double sequence (đôi thông): ")
    seed = step(deal(["2S 2C 2D 2H 5H", DS8 + " 3H"], starter=0), 0, "2S 2C 2D 2H")
    assert seed.trick is None and seed.current == 0


NORTH = TienLenRules(follow_suit=1, suited_sequences=1, two_in_sequence=0)


def test_following_suit_singles_pairs_and_sequences() -> None:
    # Three players clockwise 0 → 2 → 1.
    state = step(step(deal(["9S 3D", "10C 10S JD JH 5D", "3C"], rules=NORTH, starter=0), 0, "9S"), 2, PASS)
    assert refused(state, 1, "10C") == "the play does not beat the last one"
    assert all(m.cards[0] & 3 == 0 for m in GAME.legal(state, 1) if m.cards)
    assert step(state, 1, "10S").trick_seat == 1
    pairs = deal(["9S 9C 3D", "10C 10S JD JH 5D", "3C"], rules=NORTH, starter=0)
    pairs = step(step(pairs, 0, "9S 9C"), 2, PASS)
    assert refused(pairs, 1, "JD JH") == "the play does not beat the last one"
    assert step(pairs, 1, "10S 10C").trick_seat == 1


def test_sequences_of_one_suit_answered_in_that_suit() -> None:
    state = deal(["5S 6S 7S 9C", "6C 7C 8C 6D 7D 8D 8S", "3C"], rules=NORTH, starter=0)
    mixed = deal(["5S 6S 7C", "3C"], rules=NORTH, starter=0)
    assert refused(mixed, 0, "5S 6S 7C") == "the cards make no combination"
    state = step(step(state, 0, "5S 6S 7S"), 2, PASS)
    assert refused(state, 1, "6C 7C 8C") == "the play does not beat the last one"
    assert refused(state, 1, "6D 7D 8S") == "the cards make no combination"
    assert all(len(m.cards) == 3 and {c & 3 for c in m.cards} == {0} for m in GAME.legal(state, 1)[1:])


def test_going_out_on_a_2_places_last() -> None:
    rules = TienLenRules(finish_on_two=1)
    state = deal(["2S", "3C 4C"], rules=rules, starter=0)
    state = step(state._replace(hands=(state.hands[0][:1], state.hands[1])), 0, "2S")
    assert state.phase == Phase.ENDED and state.out == () and state.on_two == (0,)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.payments == (-1, 1) and outcome.next_starter == 1
    three = deal(["2S", "3C 4C", "5C 6C"], rules=rules, starter=0)
    before = three._replace(hands=(three.hands[0][:1], *three.hands[1:]))
    three = step(before, 0, "2S")
    assert three.phase == Phase.PLAY and three.on_two == (0,) and three.current == 2
    lines = GAME.narrator().tell(before, Moved(0, play(before, 0, "2S")), three)
    assert lines[1] == "South went out on a 2 (về bằng heo) and is placed last"
    assert PRESETS["northern"].finish_on_two == 1 and PRESETS["northern"].follow_suit == 1


def test_following_suit_a_sequence_to_the_top_clears_the_trick() -> None:
    state = step(deal(["QS KS AS 5H", "3D"], rules=NORTH, starter=0), 0, "QS KS AS")
    assert state.trick is None and state.current == 0
    runs = step(deal(["QS QC KS KC AS AC 5H", "3D"], rules=NORTH, starter=0), 0, "QS QC KS KC AS AC")
    assert runs.trick is not None and runs.current == 1


def declared(state: TienLenState, declarers: tuple[int, ...]) -> TienLenState:
    """Every seat answers the DECLARE window: ``declarers`` show their hands, the others decline."""
    for seat in range(state.seats):
        move = GAME.legal(state, seat)[0] if seat in declarers else NO_DECLARE
        assert seat not in declarers or move.kind == MoveKind.DECLARE
        state = step(state, seat, move)
    return state


DRAGON = "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
PAIRS_OF_EAST = "3C 3D 5C 5D 7C 7D 9C 9D JC JD KC KD"
PAIRS_OF_WEST = "4S 4C 6S 6C 8S 8C 10S 10C QS QC AS AC"


def test_when_several_declare_the_strongest_instant_win_wins_and_pays_no_thoi_or_cong() -> None:
    rules = TienLenRules(instant_win=1, thoi_black=1, thoi_red=2, cong=2)
    state = deal(["3H", DRAGON, "4H", "2S 2C 2D 2H"], rules=rules, starter=OPENING)
    assert state.phase == Phase.DECLARE
    state = declared(state, (1, 3))  # East a dragon, West four 2s
    assert state.phase == Phase.ENDED and state.out == (1,) and state.instant == Instant.DRAGON
    outcome = result(state)
    # West keeps its four 2s and nobody played a card: neither thối nor cóng is paid on an instant win.
    assert outcome is not None and outcome.thoi == () and outcome.cong == ()
    assert outcome.payments == (-1, 3, -1, -1) and outcome.order[0] == 1


@pytest.mark.parametrize(
    ("counter_clockwise", "starter", "winner"),
    [(0, OPENING, 3), (1, OPENING, 1), (0, 2, 1), (1, 2, 3)],
)
def test_between_equal_instant_wins_the_first_in_the_direction_of_play_from_the_starter_wins(
    counter_clockwise: int, starter: int, winner: int
) -> None:
    """Six pairs each at East (1) and West (3): from South (a first hand) clockwise West comes first,
    counter-clockwise East; from North (2) the other way round."""
    rules = TienLenRules(instant_win=1, counter_clockwise=counter_clockwise)
    state = deal(["3H", PAIRS_OF_EAST, "4H", PAIRS_OF_WEST], rules=rules, starter=starter)
    state = declared(state, (1, 3))
    assert state.phase == Phase.ENDED and state.out == (winner,) and state.instant == Instant.SIX_PAIRS
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.next_starter == winner


def test_2s_left_closed_pay_no_thoi() -> None:
    """A seed kept back after the hand was played out: the cards still held stay closed, and the result
    read from the public cards charges no thối on them; the same hand with the cards open does."""
    rules = TienLenRules(thoi_black=1, thoi_red=2)
    state = ended(rules, (1, 0, 3), "2S 2C 2H", (True,) * 4)
    opened = result(state)
    assert opened is not None and opened.thoi == ((2, 2, 1),)
    public = result(GAME.view(state, 0))
    assert public is not None and public.thoi == () and public.order == opened.order
    assert public.payments == (1, 1, -3, 1)
