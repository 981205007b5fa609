"""What a seat can work out from its view: its hand key and the copies of each kind it has not seen."""

from __future__ import annotations

from ...four_colour.cards import COPIES, NUM_KINDS
from ..engine.state import HandState


def hand_key(view: HandState, seat: int) -> int:
    return view.keys[seat]


def unseen_counts(view: HandState) -> list[int]:
    """Copies of each kind not visible to this view (in other hands or the deck)."""
    counts = [COPIES] * NUM_KINDS
    for card in view.cards:
        if card >= 0:
            counts[card >> 2] -= 1
    return counts
