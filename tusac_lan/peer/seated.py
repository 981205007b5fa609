"""A peer whose lobby is done, with its live mesh: what the session runner starts from."""

from __future__ import annotations

from dataclasses import dataclass

from protocol.transport import MeshTransport, PeerAddress

from ..table.node import LocalSeat
from ..table.transcript import Transcript


@dataclass
class Seated:
    """A peer whose lobby is done: the checked transcript, this peer's place among the peers, the seats
    it runs and its mesh, ready for the session runner."""

    transcript: Transcript
    me: int
    """This peer's index in the transcript's peer list."""
    addresses: list[PeerAddress]
    seats: dict[int, LocalSeat]
    mesh: MeshTransport
