"""Kuaho's expert: the good bot's ranking, with a look one card ahead where that ranking cannot choose.

Of the discards the good bot's ranking puts equal (below one card from a win: there the ranking counts live
outs, and the good bot's choice stands), the expert keeps the hand whose next card is worth most: for each
kind it may receive, the good bot's rank of the best hand it can then make (a win above every rank),
averaged over the kinds by how likely each is to come. With no secret of another seat face down and
nobody else puro, a kind's chance is its copies this seat has not seen; else it is how often the kind lies
in the stock over ``SAMPLES`` deals of the unseen cards consistent with what is public
(``sampling.sample``: the secrets, the puro hands one card from a win). Still equal, it throws the card of
which it has seen the most copies, keeping those still live; then the lowest move.

It sees only its seat's view. Its randomness is a DetRng seeded by the view's public digest and the seat, so
the same view always gives the same move.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...detrng import DetRng
from ..api import UNKNOWN, Game, Seat
from ..four_colour.cards import COPIES, NUM_KINDS, kind_of
from .bots import READY, GoodBot, _hand_kinds, _visible, _without, best_throw
from .engine import fourth_kinds
from .melds import Counts, completions, counts_of
from .rules import KuahoRules
from .sampling import sample
from .state import NOT_PURO, SEATS, KuahoMove, KuahoState

KuahoGame = Game[KuahoState, KuahoMove, KuahoRules]

SAMPLES = 12
"""Deals of the unseen cards that give the next card's odds when what is public constrains them."""
WIN_WORTH = 3 * READY
"""What a next card that wins is worth, above any hand's rank."""


def constrained(view: KuahoState, seat: Seat) -> bool:
    """Another seat is puro or holds a secret whose cards this seat has not seen."""
    for other in range(SEATS):
        if other == seat:
            continue
        if view.puro[other] != NOT_PURO:
            return True
        if any(view.cards[slot] == UNKNOWN for secret in view.secrets[other] for slot in secret):
            return True
    return False


def next_card_odds(game: KuahoGame, view: KuahoState, seat: Seat) -> Counts:
    """Per kind, a weight for how likely the next card is of it (kinds this seat can no longer get: 0)."""
    if not constrained(view, seat):
        visible = _visible(view, seat)
        return tuple(max(0, COPIES - visible[kind]) for kind in range(NUM_KINDS))
    rng = DetRng(game.public_digest(view) + bytes([seat]))
    odds = [0] * NUM_KINDS
    for _ in range(SAMPLES):
        world = sample(view, seat, rng)
        for slot in view.stock:
            odds[kind_of(world.cards[slot])] += 1
    return tuple(odds)


def next_card_worth(kept: list[int], odds: Counts, visible: Counts, fourth: Sequence[int]) -> float:
    """The hand ``kept`` (after its discard) valued by its next card: per kind, a win's worth or the best
    rank of the hand with that card and one card out (never a general), weighted by ``odds``."""
    counts = counts_of(kept)
    wins = set(completions(counts))
    if fourth:
        wins |= set(completions(counts_of([*kept, *fourth])))
    total = 0.0
    weight = 0
    for kind in range(NUM_KINDS):
        if odds[kind] == 0:
            continue
        if kind in wins:
            worth = WIN_WORTH
        else:
            grown = [*kept, kind]
            worth = best_throw(grown, grown, visible, fourth, default=-WIN_WORTH)
        total += odds[kind] * worth
        weight += odds[kind]
    return total / weight if weight else 0.0


class ExpertBot(GoodBot):
    name = "expert"

    def __init__(self, game: KuahoGame) -> None:
        self.game = game

    def discard_of(self, scored: Sequence[tuple[int, int, KuahoMove]], view: KuahoState, seat: Seat) -> KuahoMove:
        top = max(entry[0] for entry in scored)
        tied = [entry for entry in scored if entry[0] == top]
        if top >= READY or len({kind for _, kind, _ in tied}) < 2:
            return super().discard_of(scored, view, seat)
        held = _hand_kinds(view, seat)
        visible = _visible(view, seat)
        fourth = fourth_kinds(view, seat) or []
        odds = next_card_odds(self.game, view, seat)
        worth = {
            kind: next_card_worth(_without(held, kind), odds, visible, fourth)
            for kind in sorted({kind for _, kind, _ in tied})
        }
        return min(tied, key=lambda entry: (-worth[entry[1]], -visible[entry[1]], entry[2]))[2]
