"""A Ma Diao hand's state and moves: immutable values; a card id per slot, ``UNKNOWN`` where this state
has not seen it."""

from __future__ import annotations

from enum import IntEnum
from typing import Final, NamedTuple

from ..api import EVERYONE, STOCK, UNKNOWN, UNUSED, Card, Seat, Slot
from .cards import CARDS, NUM_CARDS
from .rules import MadiaoRules

SEATS: Final = 4
HAND: Final = 8
PACKET: Final = 4
DEALT: Final = SEATS * HAND
MIANZHANG_SLOT: Final = NUM_CARDS - 1
"""The bottom card after the cut: shown to all, it decides who is dealt first, then lies face up as 面張."""
JIADA_SLOT: Final = NUM_CARDS - 2
"""The card under the 面張, turned after play (仮達)."""


class Phase(IntEnum):
    DECLARE = 0
    """Every seat answers at once: 異賞, 免門 or play."""
    PLAY = 1
    JIADA = 2
    """Play is over; the 仮達 is owed to everyone."""
    ENDED = 3


class Kind(IntEnum):
    PASS = 0
    """Play the hand (no declaration)."""
    YISHANG = 1
    """異賞: the whole hand shown."""
    MIANMEN = 2
    """免門: the whole hand shown."""
    UP = 3
    DOWN = 4


class Move(NamedTuple):
    kind: int
    slots: tuple[Slot, ...] = ()
    cards: tuple[Card, ...] = ()
    """The cards the move shows (none for a face-down play)."""


class Play(NamedTuple):
    seat: Seat
    slot: Slot
    face_up: bool


class MadiaoState(NamedTuple):
    rules: MadiaoRules
    dealer: Seat
    first: Seat
    """The first player dealt."""
    cards: tuple[Card, ...]
    public: tuple[bool, ...]
    dealt: tuple[tuple[Slot, ...], ...]
    hands: tuple[tuple[Slot, ...], ...]
    """Slots still held."""
    phase: Phase
    answers: tuple[int, ...]
    """Each seat's answer to the declarations (a ``Kind``), -1 before it answers."""
    tricks: tuple[tuple[Play, ...], ...]
    trick: tuple[Play, ...]
    leader: Seat
    turn: int

    @property
    def mianzhang(self) -> Card:
        return self.cards[MIANZHANG_SLOT]

    @property
    def to_play(self) -> Seat:
        return (self.leader + len(self.trick)) % SEATS


def first_dealt(dealer: Seat, bottom: Card) -> Seat:
    """1, 5, 9: across from the dealer; 2, 6: the dealer's left; 3, 7: the dealer; 4, 8: the cutter (the
    dealer's right). Seats go counter-clockwise: the next seat is on a player's right."""
    return (dealer + 1 + CARDS[bottom].deal_value) % SEATS


def owners(dealer: Seat, bottom: Card) -> tuple[Seat, ...]:
    """Slots 0..31 in packets of four, counter-clockwise from the first dealt; the 面張 face up; the
    仮達 turned after play; the rest unseen until the audit."""
    first = first_dealt(dealer, bottom)
    out: list[Seat] = [(first + slot // PACKET) % SEATS for slot in range(DEALT)]
    out += [UNUSED] * (JIADA_SLOT - DEALT) + [STOCK, EVERYONE]
    return tuple(out)


def trick_winner(trick: tuple[Play, ...]) -> Seat:
    """The last face-up play is the highest (each beats every face-up card before it)."""
    return [play.seat for play in trick if play.face_up][-1]


def new_state(rules: MadiaoRules, dealer: Seat, bottom: Card) -> MadiaoState:
    slots = owners(dealer, bottom)
    dealt = tuple(tuple(s for s, owner in enumerate(slots) if owner == seat) for seat in range(SEATS))
    first = first_dealt(dealer, bottom)
    cards = [UNKNOWN] * NUM_CARDS
    cards[MIANZHANG_SLOT] = bottom
    public = [False] * NUM_CARDS
    public[MIANZHANG_SLOT] = True
    return MadiaoState(
        rules=rules,
        dealer=dealer,
        first=first,
        cards=tuple(cards),
        public=tuple(public),
        dealt=dealt,
        hands=dealt,
        phase=Phase.DECLARE,
        answers=(-1,) * SEATS,
        tricks=(),
        trick=(),
        leader=dealer if rules.dealer_leads else first,
        turn=0,
    )
