"""How a hand ends (``Verdict``) and why it stops (``Rejected``), the same for the deal and the play."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .evidence import REJECTED, UNPROVEN


class Rejected(Exception):
    """Why a hand stops: ``seat`` is named (-1: nobody) with a proof of ``kind`` (tusac_lan.table.evidence)."""

    def __init__(self, seat: int, reason: str, *, kind: int = REJECTED) -> None:
        super().__init__(f"seat {seat}: {reason}")
        self.seat = seat
        self.reason = reason
        self.kind = kind

    @property
    def hearsay(self) -> bool:
        """Another peer said so and showed no proof this peer could check."""
        return self.kind == UNPROVEN


@dataclass
class Verdict:
    ok: bool
    seat: int
    """The seat found cheating, -1 if none or unknown."""
    reason: str

    def to_canonical(self) -> list[Any]:
        return [self.ok, self.seat, self.reason]
