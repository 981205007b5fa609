"""Kuaho's state, moves and deal layout: immutable values, card ids and slots as integers."""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from ..api import EVERYONE, STOCK, UNKNOWN
from ..four_colour.cards import NUM_CARDS
from .rules import KuahoRules

SEATS = 4
HAND = 15
DEALT = HAND * SEATS + 1
SOWEE = DEALT
"""The slot turned face up after the deal; the stock is every slot above it, the lowest on top."""
NOT_PURO = -2
TOKEN = -1
"""A puro marker that is no card (the seed: a coin or a match when the hand holds no general)."""
PENALTY_TURNS = 2


class Claim(IntEnum):
    """What a discard of a puro seat (or one declaring puro) says of the hand it leaves: checked at once
    where the hand is known, at the audit, and from the public cards after a seed was kept back."""

    READY = 0
    """One card from a win (puro declared, or kept)."""
    NOT_READY = 1
    """No longer one card from a win (puro withdrawn)."""
    NO_GENERAL = 2
    """No general held (puro declared with a token for its marker)."""
    ONLY_GENERALS = 3
    """Nothing but generals held (a turn passed without a discard)."""


class Phase(IntEnum):
    SOWEE = 0
    START = 1
    DRAW = 2
    WINDOW = 3
    ACT = 4
    END_CARDS = 5
    ENDED = 6


class Kind(IntEnum):
    DRAW = 0
    TAKE = 1
    SECRET = 2
    DISCARD = 3
    WIN = 4
    PASS = 5


class Flag(IntEnum):
    NONE = 0
    PURO = 1
    WITHDRAW = 2


class How(IntEnum):
    NONE = 0
    OWN_DRAW = 1
    DISCARD = 2
    TIME = 3


class KuahoMove(NamedTuple):
    kind: int
    slots: tuple[int, ...] = ()
    """SECRET: the four slots laid face down; DISCARD: the discard, then the puro marker if any; WIN: the
    winner's hand outside its secrets, every one opened."""
    cards: tuple[int, ...] = ()
    """The cards of the slots a move opens (DISCARD, WIN); none for a secret."""
    flag: int = Flag.NONE


class KuahoState(NamedTuple):
    rules: KuahoRules
    dealer: int
    cards: tuple[int, ...]
    """Per slot the card this state knows, else UNKNOWN."""
    public: tuple[bool, ...]
    hands: tuple[tuple[int, ...], ...]
    """Per seat its slots outside secrets, ascending."""
    secrets: tuple[tuple[tuple[int, ...], ...], ...]
    stock: tuple[int, ...]
    discards: tuple[int, ...]
    offer: int
    """The discard the seat on turn may take (the previous player's), else -1."""
    current: int
    phase: Phase
    acquired: int
    """The slot taken this turn (stock or discard), else -1."""
    source: int
    """Kind.DRAW or Kind.TAKE for this turn's card, else -1."""
    puro: tuple[int, ...]
    """Per seat NOT_PURO, TOKEN or the marker general's slot."""
    penalty: tuple[int, ...]
    answers: tuple[int, ...]
    """In a window, per seat the answer's kind, else -1."""
    winner: int
    how: How
    bownit: int
    """The winning card's slot, else -1."""
    end_cards: tuple[int, ...]
    turn: int
    claims: tuple[tuple[int, int, tuple[int, ...]], ...] = ()
    """Every (seat, Claim, hand's slots) a discard or a turn's pass said, in order; public (the slots, not
    the cards), and out of the state hash, which it adds nothing to (the moves decide it)."""

    @property
    def sowee(self) -> int:
        return self.cards[SOWEE]


def partner(seat: int) -> int:
    return (seat + 2) % SEATS


def deal_owners(dealer: int) -> tuple[int, ...]:
    """Slot owners in the seed's dealing order: five to each other player counter-clockwise from the dealer
    and six to the dealer, then five to everyone twice; the sowee next, then the stock."""
    order = [(dealer + i) % SEATS for i in (1, 2, 3, 0)]
    owners: list[int] = []
    for packet in range(3):
        for seat in order:
            owners += [seat] * (6 if packet == 0 and seat == dealer else 5)
    owners.append(EVERYONE)
    owners += [STOCK] * (NUM_CARDS - len(owners))
    return tuple(owners)


def new_state(rules: KuahoRules, dealer: int) -> KuahoState:
    owners = deal_owners(dealer)
    return KuahoState(
        rules=rules,
        dealer=dealer,
        cards=(UNKNOWN,) * NUM_CARDS,
        public=(False,) * NUM_CARDS,
        hands=tuple(tuple(s for s, o in enumerate(owners) if o == seat) for seat in range(SEATS)),
        secrets=((),) * SEATS,
        stock=tuple(s for s, o in enumerate(owners) if o == STOCK),
        discards=(),
        offer=-1,
        current=dealer,
        phase=Phase.SOWEE,
        acquired=-1,
        source=-1,
        puro=(NOT_PURO,) * SEATS,
        penalty=(0,) * SEATS,
        answers=(-1,) * SEATS,
        winner=-1,
        how=How.NONE,
        bownit=-1,
        end_cards=(),
        turn=0,
    )
