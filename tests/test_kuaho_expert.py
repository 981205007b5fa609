"""Kuaho's expert level (games/kuaho/expert.py): the good bot's moves except where the good bot's ranking
ties, and there the discard whose next card is worth most; the next card's odds from the copies unseen, or
from deals consistent with the view when a secret lies face down or another seat is puro; the same view
gives the same move and only the view counts; a decision well under a second. Its strength against the good
bot is measured by ``scripts/bench_kuaho.py --strong expert --weak good`` (docs/RULES_KUAHO.md)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from tests.test_kuaho_madiao_expert import _hidden_dealt_again, deck_of, walk
from tusac_lan.games.api import Refusal, Seat
from tusac_lan.games.four_colour.cards import COPIES, NUM_KINDS, kind_of
from tusac_lan.games.kuaho import GAME
from tusac_lan.games.kuaho.bots import READY, GoodBot, _hand_kinds, _visible, _without, rank_hand
from tusac_lan.games.kuaho.engine import fourth_kinds
from tusac_lan.games.kuaho.expert import SAMPLES, WIN_WORTH, constrained, next_card_odds, next_card_worth
from tusac_lan.games.kuaho.melds import completions, counts_of
from tusac_lan.games.kuaho.state import NOT_PURO, Flag, Kind, KuahoMove, KuahoState, Phase
from tusac_lan.games.playout import play_hand


def _rank(view: KuahoState, seat: Seat, move: KuahoMove) -> int:
    """The good bot's rank of a discard (as ``GoodBot.choose`` scores it)."""
    held = _hand_kinds(view, seat)
    score = rank_hand(_without(held, kind_of(move.cards[0])), _visible(view, seat), fourth_kinds(view, seat) or [])
    if move.flag == Flag.PURO:
        score += 1 if score > READY else -1
    return score


class Watched:
    """The expert, with the good bot's move on every view it was asked about kept beside its own."""

    name = "watched"

    def __init__(self) -> None:
        self.expert = GAME.make_bot("expert")
        self.good = GoodBot()
        self.asked: list[tuple[KuahoState, Seat, KuahoMove, KuahoMove]] = []

    def choose(self, view: KuahoState, seat: Seat, legal: Sequence[KuahoMove]) -> KuahoMove:
        move = self.expert.choose(view, seat, legal)
        self.asked.append((view, seat, move, self.good.choose(view, seat, legal)))
        return move


def test_the_expert_leaves_the_good_bots_move_only_between_discards_its_ranking_ties() -> None:
    rules = GAME.default_rules()
    watched = Watched()
    good = GoodBot()
    for index in range(4):
        deck = deck_of(GAME, f"kuaho expert ties {index}")
        played = play_hand(GAME, rules, 4, index % 4, deck, [watched, good, watched, good])
        audit = GAME.replay(rules, 4, index % 4, played.steps, deck)
        assert audit.finding is None and GAME.outcome(audit.state) is not None
    departures = [(view, seat, mine, theirs) for view, seat, mine, theirs in watched.asked if mine != theirs]
    assert departures, "over four hands the look-ahead chose somewhere"
    assert len(departures) < len(watched.asked) // 4
    for view, seat, mine, theirs in departures:
        assert view.phase == Phase.ACT and mine.kind == theirs.kind == Kind.DISCARD
        assert _rank(view, seat, mine) == _rank(view, seat, theirs) < READY
        assert kind_of(mine.cards[0]) != kind_of(theirs.cards[0])


def test_unconstrained_odds_are_the_copies_unseen() -> None:
    def early(state: KuahoState, seat: Seat, legal: Any) -> bool:
        return state.phase == Phase.ACT and state.turn > 2

    state = walk(GAME, "kuaho odds plain", early)
    seat = GAME.waiting(state).seats[0]
    view = GAME.view(state, seat)
    assert not constrained(view, seat)
    visible = _visible(view, seat)
    odds = next_card_odds(GAME, view, seat)
    assert odds == tuple(COPIES - visible[kind] for kind in range(NUM_KINDS))
    assert sum(odds) == sum(1 for card in view.cards if card < 0) > 0


def test_with_a_secret_face_down_or_a_seat_puro_the_odds_come_from_deals_consistent_with_the_view() -> None:
    def hidden_elsewhere(state: KuahoState, seat: Seat, legal: Any) -> bool:
        others = [o for o in range(4) if o != seat]
        return state.phase == Phase.ACT and (
            any(state.secrets[o] for o in others) or any(state.puro[o] != NOT_PURO for o in others)
        )

    for label in ("a", "b", "c"):
        state = walk(GAME, f"kuaho odds {label}", hidden_elsewhere)
        seat = GAME.waiting(state).seats[0]
        view = GAME.view(state, seat)
        assert constrained(view, seat)
        odds = next_card_odds(GAME, view, seat)
        assert sum(odds) == SAMPLES * len(view.stock)
        visible = _visible(view, seat)
        assert all(odds[kind] == 0 for kind in range(NUM_KINDS) if visible[kind] == COPIES)
        for secret_owner in range(4):
            for secret in view.secrets[secret_owner] if secret_owner != seat else ():
                shown = {kind_of(view.cards[slot]) for slot in secret if view.cards[slot] >= 0}
                assert not shown or all(odds[kind] < SAMPLES * COPIES for kind in shown)
        again = _hidden_dealt_again(GAME, state, seat, f"odds again {label}")
        assert GAME.view(again, seat) == view and next_card_odds(GAME, GAME.view(again, seat), seat) == odds


def test_a_hand_is_worth_a_win_on_a_completing_card_and_nothing_without_a_card_to_come() -> None:
    state = walk(GAME, "kuaho worth", lambda s, seat, legal: s.phase == Phase.ACT and s.turn > 4)
    seat = GAME.waiting(state).seats[0]
    view = GAME.view(state, seat)
    kept = _hand_kinds(view, seat)[1:]
    visible = _visible(view, seat)
    assert next_card_worth(kept, (0,) * NUM_KINDS, visible, []) == 0.0
    # generals alone, green general-advisor-elephant and chariot-cannon-horse, and a red chariot and cannon
    # that the red horse (kind 12) completes
    ready = [7, 7, 7, 14, 14, 14, 21, 0, 1, 2, 3, 4, 5, 10, 11]
    assert completions(counts_of(ready)) == (12,)
    only = tuple(1 if kind == 12 else 0 for kind in range(NUM_KINDS))
    assert next_card_worth(ready, only, visible, []) == WIN_WORTH


def test_the_expert_decides_from_its_view_alone_and_within_a_second_with_every_other_seat_puro() -> None:
    def puro_others(state: KuahoState, seat: Seat, legal: Any) -> bool:
        others = sum(1 for o in range(4) if o != seat and state.puro[o] != NOT_PURO)
        return state.phase == Phase.ACT and others >= 2

    state = walk(GAME, "kuaho expert puro", puro_others)
    seat = GAME.waiting(state).seats[0]
    view = GAME.view(state, seat)
    legal = GAME.legal(view, seat)
    expert = GAME.make_bot("expert")
    started = time.process_time()
    move = expert.choose(view, seat, legal)
    assert time.process_time() - started < 1.0 and move in legal
    for attempt in range(3):
        other = _hidden_dealt_again(GAME, state, seat, f"expert again {attempt}")
        assert GAME.make_bot("expert").choose(GAME.view(other, seat), seat, legal) == move
    after = GAME.apply(state, seat, move)
    assert not isinstance(after, Refusal)
