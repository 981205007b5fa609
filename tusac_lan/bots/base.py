"""The seat interface shared by bots and human seats."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..engine.actions import Action
from ..engine.state import HandState


class SeatAgent(Protocol):
    """Chooses one of the legal actions, seeing only ``view``: its own hand and what is public.

    A bot's choice is a pure function of ``(view, seat, legal)`` (no clock, no memory of earlier calls):
    the table relies on it, since a peer that lost a bot's move in a power cut makes it again byte for
    byte (``TableNode.REPRODUCIBLE``, tests/test_power_cut.py, tests/test_bot_purity.py)."""

    name: str

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action: ...
