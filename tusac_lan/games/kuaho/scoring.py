"""Kuaho's settlement on the audit's full state: secrets, the winner's generals, the go-with conditions
and pobis (docs/RULES_KUAHO.md)."""

from __future__ import annotations

from typing import NamedTuple

from ..four_colour.cards import GENERAL, colour_of_kind, kind_of, make_kind
from .engine import fourth_kinds, pools
from .melds import counts_of, general_in_sequence, goes_with
from .state import SEATS, How, KuahoState, partner
from .win_melds import laid_secrets, winning_melds

YELLOW = 3
YELLOW_GENERAL = make_kind(YELLOW, GENERAL)
OWN_DRAW_BONUS = 11
BOTH_BONUS = 11
BOWNIT_ONLY_BONUS = 6
SOWEE_ONLY_BONUS = 7
NEITHER_BONUS = 2


class Settlement(NamedTuple):
    """A hand's result, for the narrator and the client."""

    winner: int
    """-1: the stock ran out (a void hand: only secrets are paid)."""
    how: How
    bownit: int
    """The winning card, else -1."""
    hand: tuple[int, ...]
    """The winner's sixteen cards, secrets included, ascending."""
    generals: tuple[int, ...]
    bownit_goes: bool
    sowee_goes: bool
    by_end_cards: bool
    """The conditions were met only with the end cards."""
    pobis: bool
    per_general: tuple[int, ...]
    """What each general of ``generals`` is worth."""
    win_pay: int
    """What each opponent pays the winner."""
    secret_pays: tuple[int, ...]
    """Per seat, secrets laid x the secret's price (each opponent pays it)."""
    payments: tuple[int, ...]
    melds: tuple[tuple[int, ...], ...] = ()
    """The winner's cards outside its secrets in melds (``win_melds``), for the result view; like the two
    fields below, not in the history's words or JSON."""
    secrets: tuple[tuple[int, ...], ...] = ()
    """The winner's secrets as laid."""
    end_cards: tuple[int, ...] = ()
    """The stock cards turned after the win to find missing go-withs, for the result view."""


def base_of(kind: int) -> int:
    return 5 if kind == YELLOW_GENERAL else 2


def _go_with_bonus(state: KuahoState, held: tuple[int, ...], bownit_kind: int) -> tuple[int, bool, bool, bool]:
    sowee = kind_of(state.sowee)
    has_twin = held[sowee] > 0

    def conditions(pool: tuple[int, ...]) -> tuple[bool, bool]:
        return bownit_kind >= 0 and goes_with(bownit_kind, pool), has_twin and goes_with(sowee, pool)

    first, second = conditions(held)
    by_end = False
    if not (first and second):
        extended = tuple(a + b for a, b in zip(held, counts_of(kind_of(state.cards[s]) for s in state.end_cards)))
        more = conditions(extended)
        by_end = more != (first, second)
        first, second = more
    if state.how == How.OWN_DRAW:
        return OWN_DRAW_BONUS, first, second, by_end
    if first and second:
        return BOTH_BONUS, first, second, by_end
    if first:
        return BOWNIT_ONLY_BONUS, first, second, by_end
    if second:
        return SOWEE_ONLY_BONUS, first, second, by_end
    return (0 if state.rules.neither_bonus else NEITHER_BONUS), first, second, by_end


def settle(state: KuahoState) -> Settlement:
    """Every card of ``state`` must be known where the settlement reads it (the audit's state)."""
    pays = [0] * SEATS
    secret_pays = tuple(len(state.secrets[s]) * state.rules.secret_pay for s in range(SEATS))
    for seat in range(SEATS):
        for other in range(SEATS):
            if other not in (seat, partner(seat)):
                pays[seat] += secret_pays[seat]
                pays[other] -= secret_pays[seat]
    winner = state.winner
    if winner < 0:
        return Settlement(-1, How.NONE, -1, (), (), False, False, False, False, (), 0, secret_pays, tuple(pays))
    free = state.hands[winner]
    laid = tuple(slot for secret in state.secrets[winner] for slot in secret)
    hand = tuple(sorted(state.cards[s] for s in free + laid))
    held = counts_of(kind_of(card) for card in hand)
    generals = tuple(card for card in hand if kind_of(card) % 7 == GENERAL)
    bownit = state.cards[state.bownit] if state.bownit >= 0 else -1
    bownit_kind = kind_of(bownit) if bownit >= 0 else -1
    bonus, first, second, by_end = _go_with_bonus(state, held, bownit_kind)
    fourth = fourth_kinds(state, winner) or []
    pobis = not generals or (
        len(generals) == 1
        and any(
            pool[kind_of(generals[0])] == 1 and general_in_sequence(pool, colour_of_kind(kind_of(generals[0])))
            for pool in pools([kind_of(state.cards[s]) for s in free], fourth)
        )
    )
    per_general = tuple(base_of(kind_of(g)) + bonus for g in generals)
    win_pay = state.rules.pobis_pay if pobis else sum(per_general)
    for other in range(SEATS):
        if other not in (winner, partner(winner)):
            pays[winner] += win_pay
            pays[other] -= win_pay
    return Settlement(
        winner,
        state.how,
        bownit,
        hand,
        generals,
        first,
        second,
        by_end,
        pobis,
        per_general,
        win_pay,
        secret_pays,
        tuple(pays),
        winning_melds(state, winner),
        laid_secrets(state, winner),
        tuple(state.cards[s] for s in state.end_cards),
    )
