"""What a peer has taken in from each seat: messages waiting for their turn in the seat's own order,
those taken already, duplicates and replays told apart, and the bounds past which a seat floods."""

from __future__ import annotations

from enum import Enum

from protocol.messages import Message

INBOX_MESSAGES = 256
"""Messages of one seat that may wait for their turn. An honest seat is never more than a draw
ahead of this peer (a draw needs this peer's key), so it never has more than a few dozen waiting."""
INBOX_BYTES = 2 * 1024 * 1024
HAND_MESSAGES = 2_048
"""Messages one seat may send in one hand (an honest one sends a few hundred at most)."""
HAND_BYTES = 4 * 1024 * 1024
BAD_LIMIT = 200
"""Messages that do not verify which one peer may deliver before it is cut off."""
RELAYING = frozenset({"exhibit", "missing"})
RELAY_SCALE = 4
"""A seat may relay up to four hands' worth of messages for peers that miss another seat's messages."""


class Admit(Enum):
    QUEUED = "queued"
    COPY = "copy"
    """A resent copy of a message held already."""
    CONFLICT = "conflict"
    """Another message under a number held already: an equivocation."""
    REPLAYED = "replayed"
    """A number this peer has gone past."""
    FLOOD = "flood"
    """More waiting from this seat than an honest one ever has."""


def _size(message: Message) -> int:
    return len(message.body) + len(message.signature)


class Inbox:
    def __init__(self, seats: int) -> None:
        self.expected = [0] * seats
        """Per seat, the number of its next message in order."""
        self.waiting: list[dict[int, Message]] = [{} for _ in range(seats)]
        self.waiting_bytes = [0] * seats
        self.taken_early: list[set[int]] = [set() for _ in range(seats)]
        """Numbers taken ahead of their turn (table messages behind a move the hand cannot take yet)."""
        self.accepted: dict[tuple[int, int], Message] = {}
        self.sent_in_hand: dict[tuple[int, int, bool], tuple[int, int]] = {}
        """(hand, seat, relaying) -> (messages, bytes) taken in."""
        self.bad_from = [0] * seats

    @property
    def processed(self) -> int:
        return sum(self.expected)

    def known(self, seat: int, seq: int) -> Message | None:
        return self.accepted.get((seat, seq)) or self.waiting[seat].get(seq)

    def admit(self, message: Message, local: bool) -> tuple[Admit, Message | None]:
        """Put ``message`` with those waiting; with CONFLICT, the message held under its number. A seat run
        by this peer (``local``) is never held to the bounds."""
        seat = message.seat
        known = self.known(seat, message.seq)
        if known is not None:
            return (Admit.CONFLICT, known) if known.body != message.body else (Admit.COPY, known)
        if message.seq < self.expected[seat]:
            return Admit.REPLAYED, None
        size = _size(message)
        too_many = message.seq - self.expected[seat] >= INBOX_MESSAGES
        if not local and (too_many or self.waiting_bytes[seat] + size > INBOX_BYTES):
            return Admit.FLOOD, None
        self.waiting[seat][message.seq] = message
        self.waiting_bytes[seat] += size
        return Admit.QUEUED, None

    def next_in_order(self, seat: int) -> Message | None:
        """The message that is ``seat``'s next in order, if it came (numbers taken early are passed over)."""
        early = self.taken_early[seat]
        while self.expected[seat] in early:
            early.discard(self.expected[seat])
            self.expected[seat] += 1
        return self.waiting[seat].get(self.expected[seat])

    def later(self, seat: int) -> list[Message]:
        """``seat``'s messages waiting behind its next one, in order."""
        expected = self.expected[seat]
        return [self.waiting[seat][seq] for seq in sorted(self.waiting[seat]) if seq > expected]

    def take(self, message: Message) -> None:
        """``message`` is taken in: its turn (or, ahead of it, the number is passed over when it comes)."""
        seat = message.seat
        del self.waiting[seat][message.seq]
        self.waiting_bytes[seat] -= _size(message)
        self.accepted[(seat, message.seq)] = message
        if message.seq == self.expected[seat]:
            self.expected[seat] += 1
        else:
            self.taken_early[seat].add(message.seq)

    def count(self, message: Message) -> bool:
        """Count ``message`` against its seat's budget for the hand; True once it is over (flooding: the
        same count at every peer). What it relays for others has a budget of its own."""
        relayed = message.type in RELAYING
        key = (message.hand, message.seat, relayed)
        count, size = self.sent_in_hand.get(key, (0, 0))
        count, size = count + 1, size + len(message.body)
        self.sent_in_hand[key] = (count, size)
        scale = RELAY_SCALE if relayed else 1
        return count > HAND_MESSAGES * scale or size > HAND_BYTES * scale

    def bad(self, seat: int) -> bool:
        """One more message that did not verify delivered by the peer of ``seat``; True at the limit."""
        self.bad_from[seat] += 1
        return self.bad_from[seat] >= BAD_LIMIT

    def drop(self, seat: int) -> None:
        """Forget what ``seat`` has waiting (its peer is cut off)."""
        self.waiting[seat].clear()
        self.waiting_bytes[seat] = 0

    def forget_before(self, hand_no: int) -> None:
        self.accepted = {k: m for k, m in self.accepted.items() if m.hand >= hand_no}
        self.sent_in_hand = {k: v for k, v in self.sent_in_hand.items() if k[0] >= hand_no}
