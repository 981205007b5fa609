"""Tứ Sắc's move on the wire: the same layout as ``tusac_lan.table.shape.MOVE`` (a test holds them equal
until the table takes its shape from the game)."""

from __future__ import annotations

from protocol.schema import Int, ListOf, fields

from ...engine.actions import ActionType, ClaimKind
from ...engine.cards import NUM_CARDS
from ...engine.state import SEATS

MOVE_KEYS = 32

# Action.to_canonical: [type, seat (-1: nobody), claim kind (-1: none), deal slots, card ids (-1: unknown)].
MOVE = fields(
    Int(0, int(max(ActionType))),
    Int(-1, SEATS - 1),
    Int(-1, int(max(ClaimKind))),
    ListOf(Int(0, NUM_CARDS - 1), NUM_CARDS),
    ListOf(Int(-1, NUM_CARDS - 1), NUM_CARDS),
)
