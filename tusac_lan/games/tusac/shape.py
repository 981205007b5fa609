"""The shape of a Tứ Sắc table as the protocol sees it: four seats, 112 cards, and the layout of a move."""

from __future__ import annotations

from protocol.messages import checked_shape
from protocol.schema import Int, ListOf, fields
from protocol.shape import TableShape

from ..four_colour.cards import NUM_CARDS
from .engine.actions import ActionType, ClaimKind
from .engine.state import SEATS

MOVE_KEYS = 32
"""The most deal keys one move publishes (the cards a move shows are far fewer)."""

# Action.to_canonical: [type, seat (-1: nobody), claim kind (-1: none), deal slots, card ids (-1: unknown)].
MOVE = fields(
    Int(0, int(max(ActionType))),
    Int(-1, SEATS - 1),
    Int(-1, int(max(ClaimKind))),
    ListOf(Int(0, NUM_CARDS - 1), NUM_CARDS),
    ListOf(Int(-1, NUM_CARDS - 1), NUM_CARDS),
)

TUSAC_SHAPE = checked_shape(TableShape(seats=SEATS, deck=NUM_CARDS, move=MOVE, move_keys=MOVE_KEYS))
