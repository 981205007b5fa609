"""The state of one hand, as far as one engine instance knows it.

``cards`` holds the card id in each of the 112 deal slots, or ``UNKNOWN`` where this instance does
not know it; ``public`` marks the slots every seat has seen. A headless full-information game knows
every slot; a peer in a networked game knows its own hand and what is public. Everything that
reaches the state hash is public, so every peer computes the same hash.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, NamedTuple

from ....canonical import digest, pack_trusted
from ...four_colour.cards import NUM_CARDS
from .actions import UNKNOWN, Action
from .analysis import key_of_cards
from .rules import RuleSet
from .sets import SetKind

ENGINE_VERSION = 2
"""2: rule options special_rule_2 and kong_payment; a win is the final meld (the first of the win sets)."""
SEATS = 4
"""The seats of the seeds' table; a table of 2 or 3 plays the same rules (``SEAT_COUNTS``)."""
SEAT_COUNTS = (2, 3, 4)
HAND_SIZE = 20
DEALT = SEATS * HAND_SIZE + 1
SEAT_NAMES = ("South", "East", "North", "West")


class Phase(IntEnum):
    DEAL = 0
    DISCARD = 1
    DRAW = 2
    CLAIM = 3
    ENDED = 4
    SHOW = 5
    """Right after the deal under the house rule ``show_dealt_fours``: every seat shows its fours or passes."""


class Meld(NamedTuple):
    """An exposed set: its kind and the slots of its cards, the taken card last."""

    set_kind: SetKind
    slots: tuple[int, ...]
    taken_from: int
    """The seat whose discard or draw was taken."""


class HandResult(NamedTuple):
    winner: int
    """-1 when the deck ran down without a winner."""
    points: int
    payments: tuple[int, ...]
    """Per seat (as many as the table has)."""
    win_sets: tuple[tuple[SetKind, tuple[int, ...], bool], ...]
    """The winner's sets as (kind, slots, exposed)."""
    win_slot: int
    """The slot of the winning card, -1 without a winner."""
    paid_by: int = -1
    """Under the house rule luật đền, the discarder who paid the win for the whole table; else -1."""


def dealt_cards(seats: int) -> int:
    """Cards dealt: 20 to each seat and the starter's extra one (81 at four seats, 61 at three, 41 at two)."""
    return seats * HAND_SIZE + 1


def deal_seat(slot: int, starter: int, seats: int = SEATS) -> int:
    """Slots 0..dealt-2 go round the table from the starter; the last dealt slot is the starter's extra card."""
    if slot == dealt_cards(seats) - 1:
        return starter
    return (starter + slot) % seats


class HandState(NamedTuple):
    """Immutable; transitions return a new state (``_replace``)."""

    rules: RuleSet
    starter: int
    phase: Phase
    cards: tuple[int, ...]
    public: int
    hands: tuple[tuple[int, ...], ...]
    melds: tuple[tuple[Meld, ...], ...]
    discards: tuple[tuple[int, int], ...]
    deck_pos: int
    current: int
    shown: int
    shown_drawn: bool
    responses: tuple[Action | None, ...]
    result: HandResult | None
    turn: int
    keys: tuple[int, ...]
    """Per seat, the analysis key of its hand when every card of it is known here, else -1 (derived)."""

    @property
    def seats(self) -> int:
        return len(self.hands)

    @property
    def deck_left(self) -> int:
        return NUM_CARDS - self.deck_pos

    def is_public(self, slot: int) -> bool:
        return bool(self.public >> slot & 1)

    def knows_hand(self, seat: int) -> bool:
        return self.keys[seat] >= 0

    def shown_card(self) -> int:
        return self.cards[self.shown] if self.shown >= 0 else UNKNOWN

    def eligible(self, seat: int) -> bool:
        """May this seat answer the shown card?"""
        return self.phase == Phase.CLAIM and (self.shown_drawn or seat != self.current)

    def awaiting(self) -> tuple[int, ...]:
        """Seats whose action the hand waits for."""
        if self.phase == Phase.CLAIM:
            return tuple(s for s in range(self.seats) if self.eligible(s) and self.responses[s] is None)
        if self.phase == Phase.SHOW:
            return tuple(s for s in range(self.seats) if self.responses[s] is None)
        if self.phase in (Phase.DISCARD, Phase.DRAW):
            return (self.current,)
        return ()

    def to_canonical(self, viewer: int | None = None) -> list[Any]:
        """What ``viewer`` may see (None: everything this instance knows; -1: only what is public)."""
        return [
            ENGINE_VERSION,
            self.rules.to_canonical(),
            self.starter,
            int(self.phase),
            list(self.visible_cards(viewer)),
            [list(h) for h in self.hands],
            [[[int(m.set_kind), list(m.slots), m.taken_from] for m in seat] for seat in self.melds],
            [list(d) for d in self.discards],
            self.deck_pos,
            self.current,
            self.shown,
            self.shown_drawn,
            [r.to_canonical() if r is not None else None for r in self.responses],
            _result_canonical(self.result),
            self.turn,
        ]

    def visible_cards(self, viewer: int | None) -> tuple[int, ...]:
        if viewer is None:
            return self.cards
        cards = list(self.cards)
        public = self.public
        cards[self.deck_pos :] = [UNKNOWN] * (NUM_CARDS - self.deck_pos)
        for seat, hand in enumerate(self.hands):
            if seat != viewer:
                for slot in hand:
                    if not public >> slot & 1:
                        cards[slot] = UNKNOWN
        return tuple(cards)

    def public_hash(self) -> bytes:
        return digest(pack_trusted(self.to_canonical(viewer=-1)))

    def view(self, seat: int) -> HandState:
        """The same state with every card ``seat`` has not seen forgotten (and the hand keys derived
        from them, so no other hand's make-up is left in it)."""
        return with_keys(self._replace(cards=self.visible_cards(seat)))

    def __repr__(self) -> str:
        return (
            f"HandState(phase={self.phase.name}, turn={self.turn}, current={self.current}, deck_left={self.deck_left})"
        )


def hand_keys(cards: tuple[int, ...], hands: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    keys = []
    for hand in hands:
        known = [cards[s] for s in hand]
        keys.append(-1 if UNKNOWN in known else key_of_cards(known))
    return tuple(keys)


def with_keys(state: HandState) -> HandState:
    return state._replace(keys=hand_keys(state.cards, state.hands))


def _result_canonical(result: HandResult | None) -> Any:
    if result is None:
        return None
    canonical = [
        result.winner,
        result.points,
        list(result.payments),
        [[int(k), list(slots), exposed] for k, slots, exposed in result.win_sets],
        result.win_slot,
    ]
    if result.paid_by >= 0:  # only under the house rule: every other result keeps its earlier form
        canonical.append(result.paid_by)
    return canonical


def new_hand(rules: RuleSet, starter: int, seats: int = SEATS) -> HandState:
    if seats not in SEAT_COUNTS:
        raise ValueError(f"Tứ Sắc is played by 2, 3 or 4 seats, not {seats}")
    if not 0 <= starter < seats:
        raise ValueError(f"starter must be a seat 0..{seats - 1}, got {starter}")
    return HandState(
        rules=rules,
        starter=starter,
        phase=Phase.DEAL,
        cards=(UNKNOWN,) * NUM_CARDS,
        public=0,
        hands=((),) * seats,
        melds=((),) * seats,
        discards=(),
        deck_pos=dealt_cards(seats),
        current=starter,
        shown=-1,
        shown_drawn=False,
        responses=(None,) * seats,
        result=None,
        turn=0,
        keys=(0,) * seats,
    )
