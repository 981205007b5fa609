"""The end of a hand as data: each payment's parts with their reasons, the winner's sets with how each
was made. The terminal and the desktop client put them into words, each in its own way."""

from __future__ import annotations

from dataclasses import dataclass

from ..four_colour.cards import kind_of
from .engine.rules import KONG_OFFSETS_PAYMENT, KONG_PAID_WITH_DEALT
from .engine.scoring import DEALT_FOUR_POINTS, dealt_fours, kong_points
from .engine.sets import SetKind, set_points
from .engine.state import HandResult, HandState

KONG_POINTS = 6
"""What an exposed kong of a loser counts in the payments, times the stake (docs/RULES.md)."""


def _kong_count(state: HandState, seat: int) -> int:
    """The seat's exposed kongs a card was taken into (not the fours shown at the deal)."""
    return sum(1 for m in state.melds[seat] if m.set_kind == SetKind.KONG and m.taken_from >= 0)


def _shown_fours(state: HandState, seat: int) -> int:
    """The fours dealt in the seat's hand and shown at the deal (house rule ``show_dealt_fours``)."""
    return sum(1 for m in state.melds[seat] if m.set_kind == SetKind.KONG and m.taken_from < 0)


@dataclass(frozen=True)
class PaymentPart:
    """One part of a seat's payment with its reason as data, for the terminal and the desktop client.

    ``why`` is one of: ``pays_win`` (pays ``other`` ``each`` for the win), ``wins_each`` (wins ``each``
    from each other seat), ``kong_earns`` (earns ``each`` from each other seat for ``kongs`` exposed
    kongs), ``pays_kong`` (pays ``other`` ``each`` for its ``kongs`` exposed kongs), ``dealt_four_earns``
    and ``pays_dealt_four`` (the same for ``kongs`` fours held from the deal: seed 000 in full),
    ``pays_win_double`` (pays ``other`` ``each`` for a win doubled by the four its card made: tới quan),
    ``pays_win_for_table`` (pays ``other`` ``each`` in all, every loser's share: luật đền),
    ``wins_from_discarder`` (wins ``each`` in all from ``other``, the discarder paying for the table),
    ``pays_win_less_kongs`` (pays ``other`` ``each``: ``points`` less ``kong_points``), ``paid_by_winner``
    (is paid ``each`` by ``other``: its ``kong_points`` outweigh ``points``), ``wins_total`` (wins ``each`` in all),
    ``other`` (what no rule above explains).
    """

    amount: int
    why: str
    other: int = -1
    each: int = 0
    kongs: int = 0
    points: int = 0
    kong_points: int = 0


def payment_parts(state: HandState) -> list[list[PaymentPart]]:
    """Per seat, the parts of its payment; each seat's amounts add up to its payment in the result."""
    result = state.result
    assert result is not None
    if state.rules.kong_payment == KONG_OFFSETS_PAYMENT:
        parts = _kongs_offset_the_win(state, result)
    else:
        parts = _kongs_paid_by_others(state, result)
    for seat in range(state.seats):
        rest = result.payments[seat] - sum(part.amount for part in parts[seat])
        if rest:
            parts[seat].append(PaymentPart(rest, "other"))
    return parts


def _kongs_paid_by_others(state: HandState, result: HandResult) -> list[list[PaymentPart]]:
    """Seed 000: losers pay the win; each loser's exposed kong is paid by every other seat."""
    stake = state.rules.stake
    seats = state.seats
    parts: list[list[PaymentPart]] = [[] for _ in range(seats)]
    winner = result.winner
    if winner >= 0:
        each = _paid_points(state, result) * stake
        if result.paid_by >= 0:
            total = each * (seats - 1)
            parts[result.paid_by].append(PaymentPart(-total, "pays_win_for_table", winner, total))
            parts[winner].append(PaymentPart(total, "wins_from_discarder", result.paid_by, total))
        else:
            why = "pays_win_double" if _doubled(state, result) else "pays_win"
            for seat in range(seats):
                if seat != winner:
                    parts[seat].append(PaymentPart(-each, why, winner, each))
            parts[winner].append(PaymentPart(each * (seats - 1), "wins_each", each=each))
    dealt = state.rules.kong_payment == KONG_PAID_WITH_DEALT
    for seat in range(seats):
        if seat == winner:
            continue
        kongs = _kong_count(state, seat)
        if kongs:
            _paid_by_others(parts, seat, KONG_POINTS * kongs * stake, kongs, "kong")
        fours = _shown_fours(state, seat) + (dealt_fours(state, seat) if dealt and state.knows_hand(seat) else 0)
        if fours:
            _paid_by_others(parts, seat, DEALT_FOUR_POINTS * fours * stake, fours, "dealt_four")
    return parts


def _doubled(state: HandState, result: HandResult) -> bool:
    """Is the win paid double (house rule tới quan: the winning card made a four, the final meld)?"""
    return bool(state.rules.four_win_double) and bool(result.win_sets) and result.win_sets[0][0] == SetKind.KONG


def _paid_points(state: HandState, result: HandResult) -> int:
    return result.points * 2 if _doubled(state, result) else result.points


def _paid_by_others(parts: list[list[PaymentPart]], seat: int, earning: int, count: int, what: str) -> None:
    parts[seat].append(PaymentPart(earning * (len(parts) - 1), f"{what}_earns", each=earning, kongs=count))
    for other in range(len(parts)):
        if other != seat:
            parts[other].append(PaymentPart(-earning, f"pays_{what}", seat, earning, count))


def _kongs_offset_the_win(state: HandState, result: HandResult) -> list[list[PaymentPart]]:
    """Seed 001: each loser pays the win less its own exposed kong points (and is paid what they exceed)."""
    stake = state.rules.stake
    parts: list[list[PaymentPart]] = [[] for _ in range(state.seats)]
    winner = result.winner
    if winner < 0:
        return parts
    total = 0
    for seat in range(state.seats):
        if seat == winner:
            continue
        kongs = _kong_count(state, seat) + _shown_fours(state, seat)
        points_of_kongs = kong_points(state.melds[seat])
        owed = (_paid_points(state, result) - points_of_kongs) * stake
        total += owed
        if result.paid_by >= 0:
            continue
        if not kongs:
            part = PaymentPart(-owed, "pays_win", winner, owed)
        elif owed >= 0:
            part = PaymentPart(-owed, "pays_win_less_kongs", winner, owed, kongs, result.points, points_of_kongs)
        else:
            part = PaymentPart(-owed, "paid_by_winner", winner, -owed, kongs, result.points, points_of_kongs)
        parts[seat].append(part)
    if result.paid_by >= 0:
        parts[result.paid_by].append(PaymentPart(-total, "pays_win_for_table", winner, total))
        parts[winner].append(PaymentPart(total, "wins_from_discarder", result.paid_by, total))
    else:
        parts[winner].append(PaymentPart(total, "wins_total", each=total))
    return parts


def winner_set_rows(state: HandState, result: HandResult) -> list[tuple[SetKind, list[int], int, str]]:
    """The winner's sets as (kind, cards, points, how): how is ``winning`` (made with the winning card),
    ``exposed`` (exposed earlier) or ``held`` (held from the deal)."""
    melded = {slot for meld in state.melds[result.winner] for slot in meld.slots}
    rows = []
    for kind, slots, exposed in result.win_sets:
        cards = [state.cards[s] for s in slots]
        points = set_points(kind, tuple(kind_of(c) for c in cards), state.rules, exposed)
        if result.win_slot in slots:
            how = "winning"
        elif melded & set(slots):
            how = "exposed"
        else:
            how = "held"
        rows.append((kind, cards, points, how))
    return rows
