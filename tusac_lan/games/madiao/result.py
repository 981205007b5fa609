"""A Ma Diao hand's result from the audit's full state: 死百 counts a 百万 held even when it was played
face down, so the outcome needs every dealt card."""

from __future__ import annotations

from typing import NamedTuple

from ..api import UNKNOWN, Outcome, Seat
from .cards import second_of, suit_of
from .scoring import (
    DA_HUO_BAI,
    SEATS,
    PlayerFacts,
    bonus_hands,
    bonus_total,
    jiada_payments,
    mianmen_hands,
    mianmen_payments,
    settle,
    trick_scores,
    yishang_hands,
    yishang_payments,
)
from .state import JIADA_SLOT, Kind, MadiaoState, Phase, trick_winner


class SeatResult(NamedTuple):
    tricks: int
    trick_score: int
    bonuses: tuple[str, ...]
    score: int
    """In half 注: the trick score and every bonus hand."""


class Declared(NamedTuple):
    seat: Seat
    kind: int
    hands: tuple[str, ...]


class MadiaoResult(NamedTuple):
    """The account of a hand (every amount in half 注)."""

    dealer: Seat
    declared: tuple[Declared, ...]
    """異賞 or 免門 declarations (the hand was not played)."""
    seats: tuple[SeatResult, ...]
    """Empty when the hand was not played."""
    settlement: tuple[int, ...]
    jiada: int
    """The 仮達 card, UNKNOWN when the hand was not played."""
    jiada_payer: Seat
    """-1 when nobody pays for the 仮達."""
    payments: tuple[int, ...]
    next_dealer: Seat


def _declared(full: MadiaoState, hands: tuple[frozenset[int], ...], kind: Kind) -> tuple[Declared, ...]:
    def read(hand: frozenset[int]) -> tuple[str, ...]:
        return yishang_hands(hand) if kind == Kind.YISHANG else mianmen_hands(hand, full.rules.weak_mianmen)

    return tuple(Declared(seat, kind, read(hands[seat])) for seat in range(SEATS) if full.answers[seat] == kind)


def _nearest(dealer: Seat, seats: tuple[Seat, ...]) -> Seat:
    return min(seats, key=lambda seat: (seat - dealer) % SEATS)


def result(full: MadiaoState) -> MadiaoResult | None:
    if full.phase != Phase.ENDED:
        return None
    dealt_cards = tuple(tuple(full.cards[slot] for slot in slots) for slots in full.dealt)
    if any(UNKNOWN in cards for cards in dealt_cards):
        return None
    hands = tuple(frozenset(cards) for cards in dealt_cards)
    dealer = full.dealer
    yishang = _declared(full, hands, Kind.YISHANG)
    if yishang:
        pay = yishang_payments(hands, [d.seat for d in yishang])
        nxt = _nearest(dealer, tuple(d.seat for d in yishang))
        return MadiaoResult(dealer, yishang, (), pay, UNKNOWN, -1, pay, nxt)
    mianmen = _declared(full, hands, Kind.MIANMEN)
    if mianmen:
        pay = mianmen_payments(hands, [d.seat for d in mianmen])
        return MadiaoResult(dealer, mianmen, (), pay, UNKNOWN, -1, pay, (dealer + 1) % SEATS)
    jiada = full.cards[JIADA_SLOT]
    if jiada == UNKNOWN:
        return None
    winners = [trick_winner(trick) for trick in full.tricks]
    won_with: list[set[int]] = [set() for _ in range(SEATS)]
    for trick in full.tricks:
        top = [play for play in trick if play.face_up][-1]
        won_with[top.seat].add(full.cards[top.slot])
    counts = tuple(winners.count(seat) for seat in range(SEATS))
    base = trick_scores(counts)
    seats: list[SeatResult] = []
    for seat in range(SEATS):
        facts = PlayerFacts(hands[seat], frozenset(won_with[seat]), counts[seat], winners[:7] == [seat] * 7)
        bonuses = bonus_hands(facts, full.mianzhang)
        seats.append(SeatResult(counts[seat], base[seat], bonuses, base[seat] + bonus_total(bonuses)))
    settlement = settle([s.score for s in seats], dealer)
    second = second_of(suit_of(jiada))
    second_winner = next((seat for seat in range(SEATS) if second in won_with[seat]), None)
    zhengben = second_winner is not None and counts[second_winner] >= 2
    penalty = jiada_payments(jiada, second_winner, zhengben)
    payer = second_winner if any(penalty) and second_winner is not None else -1
    payments = tuple(a + b for a, b in zip(settlement, penalty))
    nxt = dealer if DA_HUO_BAI in seats[dealer].bonuses else (dealer + 1) % SEATS
    return MadiaoResult(dealer, (), tuple(seats), settlement, jiada, payer, payments, nxt)


def outcome(full: MadiaoState) -> Outcome | None:
    account = result(full)
    return paid(account) if account is not None else None


def paid(account: MadiaoResult) -> Outcome:
    # Settled against the dealer, a hand has no single winner: the simulator counts those who gained.
    gained = tuple(seat for seat, pay in enumerate(account.payments) if pay > 0)
    return Outcome(account.payments, account.next_dealer, account, gained, max(account.payments))
