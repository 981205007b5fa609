"""What Tứ Sắc refuses of a move a seat sends before the engine sees it, in the words of the stop.

These are file bytes (a stopped hand's verdict): the table's ``reasons`` holds the same texts, and
tests/test_game_table.py holds the two equal."""

from __future__ import annotations

from typing import Final

from ..four_colour.cards import NUM_CARDS
from .engine.actions import Action, ActionType, ClaimKind
from .engine.state import HandState, Phase
from .engine.transitions import IllegalAction, apply

ANOTHER_SEATS_MOVE: Final = "a move for another seat"
OUT_OF_TURN: Final = "out of turn: no card for this seat to answer"
ILLEGAL_MOVE: Final = "illegal move: {error}"
MOVE_NOT_SENT: Final = "only a discard, a claim or a pass is sent as a move"
MOVE_SLOTS_CARDS_DIFFER: Final = "a move's slots and cards differ in number"
MOVE_NO_SUCH_SLOT_OR_CARD: Final = "a move names a slot or a card that does not exist"
MOVE_SLOT_TWICE: Final = "a move names a slot twice"
PASS_SHOWS_NOTHING: Final = "a pass shows no cards and claims nothing"
DISCARD_SHOWS_ONE: Final = "a discard shows exactly one card and claims nothing"
NO_CLAIM_KIND: Final = "no claim of kind {claim}"


def refused_shape(seat: int, action: Action) -> str | None:
    """What the engine takes for granted of a move sent by a seat."""
    if action.seat != seat:
        return ANOTHER_SEATS_MOVE
    if action.type not in (ActionType.DISCARD, ActionType.CLAIM, ActionType.PASS):
        return MOVE_NOT_SENT
    if len(action.slots) != len(action.cards):
        return MOVE_SLOTS_CARDS_DIFFER
    if any(not 0 <= x < NUM_CARDS for x in (*action.slots, *action.cards)):
        return MOVE_NO_SUCH_SLOT_OR_CARD
    if len(set(action.slots)) != len(action.slots):
        return MOVE_SLOT_TWICE
    if action.type == ActionType.PASS and (action.slots or action.claim != -1):
        return PASS_SHOWS_NOTHING
    if action.type == ActionType.DISCARD and (len(action.slots) != 1 or action.claim != -1):
        return DISCARD_SHOWS_ONE
    if action.type == ActionType.CLAIM and not 0 <= action.claim < len(ClaimKind):
        return NO_CLAIM_KIND.format(claim=action.claim)
    return None


def refused_turn(state: HandState, seat: int, action: Action) -> str | None:
    """A discard is the engine's to judge whenever it comes; an answer comes only from a seat the shown
    card waits for (the table's window takes the rest). Right after the deal under the house rule
    ``show_dealt_fours`` every seat answers with its fours shown, or a pass."""
    if state.phase == Phase.SHOW:
        shows = action.type == ActionType.CLAIM and action.claim == ClaimKind.KONG
        return None if shows or action.type == ActionType.PASS else OUT_OF_TURN
    if action.type == ActionType.DISCARD:
        if state.phase == Phase.DISCARD and state.current == seat:
            return None
        try:
            apply(state, action)
        except IllegalAction as exc:
            return ILLEGAL_MOVE.format(error=exc)
        return None
    if state.phase != Phase.CLAIM or not state.eligible(seat):
        return OUT_OF_TURN
    return None
