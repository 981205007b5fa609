"""A Kuaho player that searches by playouts (kept for study: it does not beat the good bot measurably, see
docs/RULES_KUAHO.md): it deals the cards it cannot see in ways consistent with what is public
(``sampling.py``), plays its few best candidate moves (the good bot's and those its ranking puts close to
it) out to the end of the hand on kind counts (``rollout.py``: every seat plays the quick good bot's way
from its own hand and the public cards), and takes the move that pays its partnership best over the same
deals by more than ``SURE`` standard errors of the paired differences, else the good bot's.

It sees only its seat's view. Its randomness is a DetRng seeded by the view's public digest and the seat,
so the same view always gives the same move; its work is bounded by a count of playouts, not by a clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...detrng import DetRng
from ..api import Game, Seat
from ..four_colour.cards import kind_of
from ..lookahead import best_paired, scored_on_samples
from .bots import GoodBot, _hand_kinds, _visible, best_throw, rank_hand
from .engine import fourth_kinds
from .rollout import played_out
from .rules import KuahoRules
from .sampling import sample
from .state import NOT_PURO, SEATS, Flag, Kind, KuahoMove, KuahoState, Phase

KuahoGame = Game[KuahoState, KuahoMove, KuahoRules]

PLAYOUTS = 100
"""Playouts a decision by default (well under 1 s of CPU on one core)."""
MOST_CANDIDATES = 3
"""The moves searched at most: the good bot's and the best other discards by its ranking."""
CLOSE = 6
"""How far (in the good bot's rank: 2 a card in a meld, 100 a card from a win) below the good bot's
move another is still searched."""
SURE = 1.5
"""How many standard errors a move must gain over the good bot's to be taken instead."""
PURO_SAMPLE = 3
"""Playouts of the budget a sampled deal costs for each other seat that is puro (its hand improved one
exchange at a time until it is one card from a win: some 7 ms a seat, about three playouts), so that a
decision with puro seats stays within the time its budget allows."""
POLICY = "quick"
"""How the imagined players play (``rollout.POLICIES``)."""
REFUSED = -1000.0
"""A move the sampled deal refuses (never one of the view's legal moves) scores far below any hand."""


class Decision(NamedTuple):
    move: KuahoMove
    playouts: int


def candidates(view: KuahoState, seat: Seat, legal: Sequence[KuahoMove], good: GoodBot) -> list[KuahoMove]:
    """The good bot's move first, then (a turn's start) the other way to take a card when taking the
    discard leaves the hand within ``CLOSE`` of its rank now, or (a discard) the other discards its
    ranking puts within ``CLOSE`` of its own, one per kind (a discard that could declare puro only with
    it); at most ``MOST_CANDIDATES``."""
    first = good.choose(view, seat, legal)
    chosen = [first]
    held = _hand_kinds(view, seat)
    visible = _visible(view, seat)
    fourth = fourth_kinds(view, seat) or []
    if view.phase == Phase.START:
        others = [m for m in legal if m.kind in (Kind.DRAW, Kind.TAKE) and m != first]
        if first.kind == Kind.DRAW and view.offer >= 0:
            grown = [*held, kind_of(view.cards[view.offer])]
            after = best_throw(grown, grown, visible, fourth, default=-(10**6))
            if after < rank_hand(held, visible, fourth) - CLOSE:
                return chosen
        return chosen + others
    if first.kind != Kind.DISCARD:
        return chosen
    puro_kinds = {kind_of(m.cards[0]) for m in legal if m.kind == Kind.DISCARD and m.flag == Flag.PURO}
    at = view.hands[seat].index(first.slots[0])
    top = rank_hand(held[:at] + held[at + 1 :], visible, fourth)
    seen = {kind_of(first.cards[0])}
    ranked: list[tuple[int, KuahoMove]] = []
    for move in legal:
        if move.kind != Kind.DISCARD or (move.flag != Flag.PURO and kind_of(move.cards[0]) in puro_kinds):
            continue
        kind = kind_of(move.cards[0])
        index = view.hands[seat].index(move.slots[0])
        score = rank_hand(held[:index] + held[index + 1 :], visible, fourth)
        if kind in seen:
            continue
        seen.add(kind)
        ranked.append((score, move))
    ranked.sort(key=lambda pair: (-pair[0], pair[1]))
    chosen += [move for score, move in ranked[: MOST_CANDIDATES - 1] if score >= top - CLOSE]
    return chosen


def _rng(game: KuahoGame, view: KuahoState, seat: Seat) -> DetRng:
    return DetRng(game.public_digest(view) + bytes([seat]))


def _forced(legal: Sequence[KuahoMove]) -> KuahoMove | None:
    if len(legal) == 1:
        return legal[0]
    return next((move for move in legal if move.kind == Kind.WIN), None)


def decide(
    game: KuahoGame,
    view: KuahoState,
    seat: Seat,
    legal: Sequence[KuahoMove],
    playouts: int = PLAYOUTS,
    policy: str = POLICY,
) -> Decision:
    """The search's move and the playouts it played; a win, a single legal move, a window's answer and a
    secret take none. The budget counts a sampled deal's other puro seats as ``PURO_SAMPLE`` playouts
    each."""
    forced = _forced(legal)
    if forced is not None:
        return Decision(forced, 0)
    good = GoodBot()
    if view.phase not in (Phase.START, Phase.ACT):
        return Decision(good.choose(view, seat, legal), 0)
    options = candidates(view, seat, legal, good)
    if len(options) == 1:
        return Decision(options[0], 0)
    rng = _rng(game, view, seat)
    puro_seats = sum(1 for other in range(SEATS) if other != seat and view.puro[other] != NOT_PURO)
    per_round = len(options) + PURO_SAMPLE * puro_seats
    rounds = max(1, playouts // per_round)

    def score(world: KuahoState, move: KuahoMove) -> float:
        after = game.apply(world, seat, move)
        return float(played_out(after, seat, policy)) if isinstance(after, KuahoState) else REFUSED

    values = scored_on_samples(rounds, lambda: sample(view, seat, rng), options, score)
    return Decision(options[best_paired(values, SURE)], rounds * len(options))


class SearchBot:
    name = "search"

    def __init__(self, game: KuahoGame, playouts: int = PLAYOUTS, policy: str = POLICY) -> None:
        self.game = game
        self.playouts = playouts
        self.policy = policy

    def choose(self, view: KuahoState, seat: Seat, legal: Sequence[KuahoMove]) -> KuahoMove:
        return decide(self.game, view, seat, legal, self.playouts, self.policy).move
