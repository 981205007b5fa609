"""The end of a hand on disk: the record every peer signs (the file body's digest and the session it
leads to), the hand file with the records that match it, and the session file."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from protocol.messages import Message

from .hand_run import Verdict
from .history import body_digest, session_digest, write_history
from .session_file import hand_file_name, session_file_name, write_session
from .transcript import Transcript


@dataclass
class HandRecord:
    hand_no: int
    result: Any
    """The game's account of a result that stands (``Outcome.account``), else None."""
    verdict: Verdict
    history: bytes
    body: list[Any] = field(default_factory=list)
    expected: list[bytes] = field(default_factory=list)
    """The record every peer that saw this hand as this peer did signs."""
    signed: dict[int, Message] = field(default_factory=dict)
    heard: set[int] = field(default_factory=set)
    """The peers (by first seat) whose record of this hand came, whatever it signs."""

    def forget_file(self) -> None:
        # Once a later hand is finished the file lives in the history directory, and records that come
        # late are only ever added to the last hand's file.
        self.history = b""
        self.body = []
        self.expected = []
        self.signed = {}
        self.heard = set()

    def add_late(self, message: Message, first_seat: bool) -> bool:
        """Add a record that came after the file was written, if it signs this very file (``first_seat``:
        it comes from its peer's first seat); True if the file changed."""
        if message.hand != self.hand_no or message.seat in self.signed or not first_seat:
            return False
        self.heard.add(message.seat)
        if message.payload != self.expected:
            return False
        self.signed[message.seat] = message
        self.history = write_history(self.body, list(self.signed.values()))
        return True


def record_payload(session: bytes, body: list[Any]) -> list[bytes]:
    """What a record signs: the body's digest and the session digest it leads to from ``session``."""
    digest = body_digest(body)
    return [digest, session_digest(session, digest)]


def hand_files(
    transcript: Transcript,
    hand_no: int,
    history: bytes,
    hands: list[list[Any]],
    digest: bytes,
) -> list[tuple[str, bytes]]:
    """A finished hand's file and the session file that lists it (``digest``: its body's), in the order
    they are written; the hand is added to ``hands``."""
    config = transcript.config
    hands.append([hand_no, hand_file_name(config, hand_no), digest])
    return [(hand_file_name(config, hand_no), history), (session_file_name(config), write_session(transcript, hands))]
