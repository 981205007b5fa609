"""Tiến lên's bots and words: the beginner's lowest play, the good bot's split hand and kept 2s, good
beating beginner on rotated duplicate deals, and a line for every kind of move."""

from __future__ import annotations

import statistics
from collections.abc import Sequence

import pytest

from tests.tienlen_helpers import cards, deal, step
from tusac_lan.detrng import DetRng
from tusac_lan.games.api import OPENING, Moved, Refusal
from tusac_lan.games.playout import play_hand
from tusac_lan.games.tienlen import GAME
from tusac_lan.games.tienlen.bots import fewest_plays
from tusac_lan.games.tienlen.engine import NO_DECLARE, NOT_HELD, PASS, MoveKind, TienLenMove, TienLenState
from tusac_lan.games.tienlen.rules import PRESETS, TienLenRules


def choose(level: str, state: TienLenState, seat: int) -> TienLenMove:
    view = GAME.view(state, seat)
    return GAME.make_bot(level).choose(view, seat, GAME.legal(view, seat))


def test_levels_and_an_unknown_level() -> None:
    assert GAME.bot_levels == ("beginner", "good", "expert") and GAME.stand_in in GAME.bot_levels
    with pytest.raises(ValueError):
        GAME.make_bot("master")


def test_the_beginner_plays_the_lowest_legal_play() -> None:
    state = deal(["4S 4C 9D 2S", "3D 8C"], starter=1)
    state = step(state._replace(hands=(state.hands[0][:4], state.hands[1])), 1, "8C")
    assert choose("beginner", state, 0).cards == cards("9D")
    lead = deal(["4S 4C 9D 2S", "3D 8C"], starter=0)
    assert choose("beginner", lead, 0).cards[-1] == min(m.cards[-1] for m in GAME.legal(lead, 0) if m.cards)


def test_fewest_plays_splits_a_hand_into_sets_and_sequences() -> None:
    def split(codes: str) -> int:
        counts = [0] * 13
        for card in cards(codes):
            counts[card >> 2] += 1
        return fewest_plays(tuple(counts), 12)

    assert split("3S 4S 5S 9C 9D") == 2
    assert split("3S 4S 5S 6S 6C 7C 8C") == 2
    assert split("3S 5S 7S 9S") == 4
    assert split("") == 0


def test_the_good_bot_keeps_its_2_while_nobody_is_close_to_going_out() -> None:
    state = deal(["4S 4C 5S 6D 7C 9D 2S", "3D KH"], starter=1)
    state = step(state, 1, "KH")
    assert choose("beginner", state, 0).cards == cards("2S")
    assert choose("good", state, 0) == PASS


def test_the_good_bot_spends_its_2_when_an_opponent_is_about_to_go_out() -> None:
    state = deal(["4S 4C 5S 6D 7C 9D 2S", "3D KH"], starter=1)
    state = state._replace(hands=(state.hands[0], state.hands[1][:2]))
    state = step(state, 1, "KH")
    assert choose("good", state, 0).cards == cards("2S")


def test_the_good_bot_plays_whole_parts_of_its_split() -> None:
    state = deal(["3S 4S 5S 9C 9D", "10D"], starter=0)
    state = state._replace(hands=(state.hands[0][:5], state.hands[1]))
    assert choose("good", state, 0).cards == cards("3S 4S 5S")
    state = deal(["3S 4S 5S 9C 9D QH", "6H"], starter=1)
    state = state._replace(hands=(state.hands[0][:6], state.hands[1]))
    state = step(state, 1, "6H")
    assert choose("good", state, 0).cards == cards("QH")


def test_bots_answer_the_windows() -> None:
    state = deal(["4S 5S", "3S 3C"])
    assert choose("good", state, 0) == NOT_HELD and choose("good", state, 1).cards[0] == 0
    rules = TienLenRules(instant_win=1)
    instant = deal(["2S 2C 2D 2H", "3D"], rules=rules)
    assert choose("good", instant, 0).kind == MoveKind.DECLARE
    assert choose("beginner", instant, 1) == NO_DECLARE


def test_good_beats_beginner_on_rotated_duplicate_deals() -> None:
    rng = DetRng("tienlen bots test")
    good, beginner = GAME.make_bot("good"), GAME.make_bot("beginner")
    gains = []
    for _ in range(25):
        deck = list(range(52))
        rng.shuffle(deck)
        for hero in range(4):
            agents = [good if seat == hero else beginner for seat in range(4)]
            played = play_hand(GAME, GAME.default_rules(), 4, OPENING, tuple(deck), agents)
            outcome = GAME.outcome(played.state)
            assert outcome is not None
            gains.append(outcome.payments[hero])
    assert statistics.fmean(gains) > 0.2


def test_the_coach_hints_a_legal_move() -> None:
    state = deal(["3S 4S 5S 9C 9D", "10D"], starter=0)
    coach = GAME.coach()
    assert coach is not None
    legal = GAME.legal(state, 0)
    hint = coach.hint(GAME.view(state, 0), 0, legal)
    assert hint.move in legal and hint.reason


def told(state: TienLenState, seat: int, move: TienLenMove) -> tuple[list[str], TienLenState]:
    after = GAME.apply(state, seat, move)
    assert not isinstance(after, Refusal)
    return GAME.narrator().tell(state, Moved(seat, move), after), after


def test_every_kind_of_move_is_told() -> None:
    state = deal(["4S 5S", "3S 3C 9H"])
    lines, state = told(state, 0, NOT_HELD)
    assert lines == ["South does not hold 3♠"]
    lead = next(m for m in GAME.legal(state, 1) if m.cards == cards("3S 3C"))
    lines, state = told(state, 1, lead)
    assert lines == ["North leads the first trick with a pair (đôi): 3♠ 3♣"]
    lines, state = told(state, 0, PASS)
    assert lines == ["South passes (bỏ lượt)", "the trick is cleared; North leads"]
    chop = deal(["2S 5H", "9S 9C 9D 9H"], starter=0)
    chop = step(chop, 0, "2S")
    four = next(m for m in GAME.legal(chop, 1) if len(m.cards) == 4)
    lines, _ = told(chop, 1, four)
    assert lines == ["North chops (chặt) the 2s with a four of a kind (tứ quý): 9♠ 9♣ 9♦ 9♥"]
    rules = TienLenRules(instant_win=1)
    instant = deal(["2S 2C 2D 2H", "3D"], rules=rules)
    lines, instant = told(instant, 0, GAME.legal(instant, 0)[0])
    assert lines[0].startswith("South shows an instant win (tới trắng): ")
    lines, _ = told(instant, 1, NO_DECLARE)
    assert lines[0] == "North has no instant win to show"
    assert lines[1] == "South wins at once with four 2s" and lines[-1] == "payments: South +1, North -1"


def test_a_whole_hand_is_told_and_coded() -> None:
    narrator = GAME.narrator()
    assert sorted({narrator.card_code(c) for c in range(52)}) == sorted(narrator.card_code(c) for c in range(52))
    assert [narrator.seat_name(s, 3) for s in range(3)] == ["South", "East", "West"]
    lines: list[str] = []
    rng = DetRng("told")
    deck = list(range(52))
    rng.shuffle(deck)
    play_hand(
        GAME,
        GAME.default_rules(),
        3,
        OPENING,
        tuple(deck),
        [GAME.make_bot("good")] * 3,
        lambda before, s, after: lines.extend(narrator.tell(before, s, after)),
    )
    assert any(" is out, place 1" in line for line in lines) and lines[-1].startswith("payments: ")


@pytest.mark.parametrize("level", ["beginner", "good"])
def test_a_bot_chooses_as_a_pure_function_of_its_view(level: str) -> None:
    asked: list[tuple[TienLenState, int, tuple[TienLenMove, ...], TienLenMove]] = []
    bot = GAME.make_bot(level)

    class Watching:
        name = level

        def choose(self, view: TienLenState, seat: int, legal: Sequence[TienLenMove]) -> TienLenMove:
            move = bot.choose(view, seat, legal)
            asked.append((view, seat, tuple(legal), move))
            return move

    rng = DetRng(f"pure {level}")
    deck = list(range(52))
    rng.shuffle(deck)
    play_hand(GAME, TienLenRules(), 4, OPENING, tuple(deck), [Watching()] * 4)
    assert len(asked) > 10
    for view, seat, legal, move in asked:
        assert GAME.make_bot(level).choose(view, seat, legal) == move


def test_the_good_bot_does_not_go_out_on_a_2_where_that_places_last() -> None:
    for rules, chosen in ((TienLenRules(finish_on_two=1), ()), (TienLenRules(), cards("2S 2C"))):
        state = deal(["9S 9C 3D", "2S 2C"], rules=rules, starter=0)
        state = step(state._replace(hands=(state.hands[0], state.hands[1][:2])), 0, "9S 9C")
        assert GAME.legal(state, 1)[1:] and choose("good", state, 1).cards == chosen


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_good_beats_beginner_under_every_preset(preset: str) -> None:
    rng = DetRng(f"tienlen bots {preset}")
    good, beginner = GAME.make_bot("good"), GAME.make_bot("beginner")
    gains = []
    for _ in range(20):
        deck = list(range(52))
        rng.shuffle(deck)
        for hero in range(4):
            agents = [good if seat == hero else beginner for seat in range(4)]
            played = play_hand(GAME, PRESETS[preset], 4, OPENING, tuple(deck), agents)
            outcome = GAME.outcome(played.state)
            assert outcome is not None
            gains.append(outcome.payments[hero])
    assert statistics.fmean(gains) > 0
