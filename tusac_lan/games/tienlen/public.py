"""What every seat knows of a Tiến lên state, as one digest (the game's ``public_digest``)."""

from __future__ import annotations

from tusac_lan.canonical import digest, pack_trusted

from ..api import UNKNOWN
from .engine import TienLenState


def public_digest(game_id: str, state: TienLenState) -> bytes:
    shown = state.shown
    trick = None if state.trick is None else list(state.trick)
    return digest(
        pack_trusted(
            [
                game_id,
                list(state.rules),
                state.seats,
                state.starter,
                [c if shown[s] else UNKNOWN for s, c in enumerate(state.cards)],
                [list(hand) for hand in state.hands],
                int(state.phase),
                state.asked,
                list(state.answers),
                state.current,
                trick,
                state.trick_seat,
                list(state.passed),
                state.about_twos,
                list(state.played),
                list(state.out),
                list(state.cong),
                list(state.on_two),
                int(state.instant),
                state.turn,
            ]
        )
    )
