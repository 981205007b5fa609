"""Actions: the only way a hand's state changes.

An action is a plain tuple so that it sorts, hashes and serialises canonically. Cards that an
action reveals travel with it: ``slots`` name deal positions, ``cards`` the card ids found there.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, NamedTuple

from ...four_colour.cards import card_code


class ActionType(IntEnum):
    DEAL = 0
    DISCARD = 1
    DRAW = 2
    CLAIM = 3
    PASS = 4


class ClaimKind(IntEnum):
    WIN = 0
    KONG = 1
    """Three identical from hand plus the shown card."""
    PONG = 2
    """A pair from hand plus the shown card."""
    EXTEND = 3
    """The drawer lays the drawn fourth card on its own exposed pong."""
    CHOW = 4
    """A-B-C, X-Y-Z, or three soldiers of three colours, with two cards from hand."""
    QUAD = 5
    """Four soldiers of four colours, with three from hand."""
    PAIR = 6
    LONE = 7
    """The drawer takes a drawn general on its own."""


CLAIM_PRIORITY = {
    ClaimKind.WIN: 0,
    ClaimKind.KONG: 1,
    ClaimKind.PONG: 1,
    ClaimKind.EXTEND: 1,
    ClaimKind.CHOW: 2,
    ClaimKind.QUAD: 2,
    ClaimKind.PAIR: 2,
    ClaimKind.LONE: 2,
}
LOW_CLAIMS = frozenset(k for k, p in CLAIM_PRIORITY.items() if p == 2)

NO_SEAT = -1
UNKNOWN = -1


class Action(NamedTuple):
    type: int
    seat: int
    claim: int = -1
    slots: tuple[int, ...] = ()
    cards: tuple[int, ...] = ()

    def to_canonical(self) -> list[Any]:
        return [int(self.type), self.seat, self.claim, list(self.slots), list(self.cards)]

    @classmethod
    def from_canonical(cls, data: Any) -> Action:
        if not isinstance(data, (list, tuple)) or len(data) != 5:
            raise ValueError("an action is a list of five fields")
        type_, seat, claim, slots, cards = data
        for value in (type_, seat, claim):
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError("action type, seat and claim must be integers")
        if not isinstance(slots, (list, tuple)) or not isinstance(cards, (list, tuple)):
            raise ValueError("action slots and cards must be lists")
        if len(slots) > 112 or len(cards) > 112:
            raise ValueError("too many slots or cards in an action")
        for value in (*slots, *cards):
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError("action slots and cards must be integers")
        return cls(type_, seat, claim, tuple(slots), tuple(cards))

    def describe(self) -> str:
        """A short readable form, e.g. ``S discards RX`` or ``E claims pong RX RX``."""
        who = "SENW"[self.seat] if 0 <= self.seat < 4 else "-"
        codes = " ".join(card_code(c) if c >= 0 else "??" for c in self.cards)
        if self.type == ActionType.DEAL:
            return "deal"
        if self.type == ActionType.DISCARD:
            return f"{who} discards {codes}"
        if self.type == ActionType.DRAW:
            return f"{who} draws {codes}"
        if self.type == ActionType.PASS:
            return f"{who} passes"

        name = ClaimKind(self.claim).name.lower() if 0 <= self.claim < len(ClaimKind) else "?"
        return f"{who} claims {name} {codes}".rstrip()


def deal(deck: tuple[int, ...]) -> Action:
    return Action(ActionType.DEAL, NO_SEAT, -1, (), deck)


def discard(seat: int, slot: int, card: int) -> Action:
    return Action(ActionType.DISCARD, seat, -1, (slot,), (card,))


def draw(seat: int, slot: int, card: int) -> Action:
    return Action(ActionType.DRAW, seat, -1, (slot,), (card,))


def claim(seat: int, kind: ClaimKind, slots: tuple[int, ...] = (), cards: tuple[int, ...] = ()) -> Action:
    return Action(ActionType.CLAIM, seat, int(kind), slots, cards)


def show(seat: int, slots: tuple[int, ...], cards: tuple[int, ...]) -> Action:
    """The fours dealt in a seat's hand, shown right after the deal (house rule ``show_dealt_fours``): on
    the wire a claim of kongs with no shown card, so a move's shape stays what it was."""
    return Action(ActionType.CLAIM, seat, int(ClaimKind.KONG), slots, cards)


def pass_(seat: int) -> Action:
    return Action(ActionType.PASS, seat)
