"""The seat interface shared by bots and human seats."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..engine.actions import Action
from ..engine.state import HandState


class SeatAgent(Protocol):
    """Chooses one of the legal actions, seeing only ``view``: its own hand and what is public.

    A bot's choice is a pure function of ``(view, seat, legal)`` (no clock, no memory of earlier calls),
    so every peer, a replay and an offline check see the same bot play the same way
    (tests/test_bot_purity.py)."""

    name: str

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action: ...
