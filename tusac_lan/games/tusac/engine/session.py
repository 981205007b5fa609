"""Running scores over a session of hands, and who starts the next hand."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from .rules import FIRST_STARTER_FOUR_DICE, NEXT_AFTER_CURRENT, RuleSet
from .state import SEATS, HandResult


def starter_from_dice(dice: Sequence[int], seats: int = SEATS) -> int:
    """Count the dice total round the table counter-clockwise from South (South counts 1)."""
    if not dice or any(not 1 <= d <= 6 for d in dice):
        raise ValueError("dice show 1 to 6")
    return (sum(dice) - 1) % seats


def die_faces(randomness: bytes) -> Iterator[int]:
    """Fair die faces drawn from ``randomness`` and the hash stream it seeds: a byte of 252 or more is
    thrown away, so each face comes from 42 of the 252 byte values kept (no modulo bias)."""
    block = randomness
    counter = 0
    while True:
        for byte in block:
            if byte < 252:
                yield byte % 6 + 1
        counter += 1
        salt = counter.to_bytes(16, "big")
        block = hashlib.blake2b(randomness, digest_size=64, person=b"tusac dice", salt=salt).digest()


class DiceThrow(NamedTuple):
    """The first starter by four dice: every round of throws (one die per seat still in), and the winner."""

    rounds: tuple[tuple[int, ...], ...]
    """Each round's faces by seat; a seat out of the round throws nothing (0)."""
    starter: int


def throw_for_starter(randomness: bytes, seats: int = SEATS) -> DiceThrow:
    """Each seat throws a die; the highest starts, and seats tied for highest throw again. Every seat
    is as likely as another to start."""
    faces = die_faces(randomness)
    players = list(range(seats))
    rounds = []
    while True:
        throw = [0] * seats
        for seat in players:
            throw[seat] = next(faces)
        rounds.append(tuple(throw))
        top = max(throw)
        players = [seat for seat in players if throw[seat] == top]
        if len(players) == 1:
            return DiceThrow(tuple(rounds), players[0])


def first_starter(rules: RuleSet, randomness: bytes, seats: int = SEATS) -> int:
    """The first hand's starter from the table's joint randomness (at least two bytes)."""
    if rules.first_starter == FIRST_STARTER_FOUR_DICE:
        return throw_for_starter(randomness, seats).starter
    return starter_from_dice([randomness[0] % 6 + 1, randomness[1] % 6 + 1], seats)


def next_starter(result: HandResult, starter: int, rules: RuleSet | None = None, last_current: int = -1) -> int:
    """The winner starts the next hand. After a hand without winner, by 001 the seat after the starter
    does, by 000 the seat after the current player (``last_current``: the hand's current seat at its end,
    which is already the seat after the player who showed the last card)."""
    if result.winner >= 0:
        return result.winner
    if rules is not None and rules.next_after_no_winner == NEXT_AFTER_CURRENT:
        return last_current
    return (starter + 1) % len(result.payments)


class SessionState(NamedTuple):
    rules: RuleSet
    hands_played: int
    starter: int
    scores: tuple[int, ...]

    @classmethod
    def start(cls, rules: RuleSet, starter: int, seats: int = SEATS) -> SessionState:
        return cls(rules, 0, starter, (0,) * seats)

    def after(self, result: HandResult, last_current: int = -1) -> SessionState:
        scores = tuple(s + p for s, p in zip(self.scores, result.payments))
        return SessionState(
            self.rules,
            self.hands_played + 1,
            next_starter(result, self.starter, self.rules, last_current),
            scores,
        )
