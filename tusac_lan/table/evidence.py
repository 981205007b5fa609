"""Proofs that a seat cheated, which every peer (and anyone holding the hand file) checks itself.

Nobody is named on another's word. A seat is named only with one of these, all made of messages
signed by the seat it names:

- **equivocation**: two different messages it signed under one number;
- **rejected**: a message it signed that the rules or the deal's proofs reject at the point the hand
  reached (checked by replaying the hand to that point);
- **wrong hash**: its signed state hash for a turn, and its signed list of the messages it had taken
  in (seat, number and digest of each), when that list agrees with the messages everyone holds: the
  same messages cannot give another state, so the hash is false.

- **withheld**: every other peer's signed statement that the seat's next message never reached it by
  the deadline, even after asking the others for a copy. When that is one peer (a table of two), its
  word is recorded as its word: the hand stops and nobody is named with proof.

A stop with none of these (an abort whose evidence proves nothing) names nobody: it is recorded as
stopped by the seat that sent the abort.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from typing import Any

from protocol.messages import Message

from . import reasons
from .reasons import HASH_OWED as HASH_OWED
from .reasons import LIST_OWED as LIST_OWED
from .reasons import SEED_OWED as SEED_OWED

EVIDENCE_ENTRIES = 1_500
"""At most this many messages listed in one evidence message (a hand has a few hundred)."""

EQUIVOCATION = 0
REJECTED = 1
WRONG_HASH = 2
WITHHELD = 3
"""Every other peer signed that the seat's next message never came by the deadline (absence has no
other proof: the word of every other peer at the table is the record)."""
UNPROVEN = 4
"""Kinds of stop, strongest proof first: when several are found the strongest, then the lowest
seat, is the one every peer records, whatever order they were found in."""


def body_digest(message: Message) -> bytes:
    return hashlib.blake2b(message.body, digest_size=16).digest()


def message_list(messages: Iterable[Message]) -> list[list[Any]]:
    """``[seat, seq, digest]`` of each message, sorted, at most EVIDENCE_ENTRIES (the latest kept)."""
    entries = sorted([m.seat, m.seq, body_digest(m)] for m in messages)
    return entries[-EVIDENCE_ENTRIES:] if len(entries) > EVIDENCE_ENTRIES else entries


def conflicts(entries: Iterable[list[Any]], known: Callable[[int, int], Message | None]) -> list[tuple[int, int]]:
    """The listed (seat, seq) whose message this peer holds with another body."""
    found = []
    for seat, seq, digest in entries:
        mine = known(seat, seq)
        if mine is not None and body_digest(mine) != digest:
            found.append((seat, seq))
    return found


def is_equivocation(first: Message, second: Message) -> bool:
    return first.seat == second.seat and first.seq == second.seq and first.body != second.body


def chain_index(chain_turns: list[int], turn: int) -> int:
    """The index in the hash chain of the latest state at engine turn ``turn``, or -1."""
    return next((i for i in range(len(chain_turns) - 1, -1, -1) if chain_turns[i] == turn), -1)


def hash_claim(message: Message, chain_turns: list[int], chain_length: int) -> tuple[int, bytes] | None:
    """(chain index, state hash) a signed message says its sender's state had: a state hash message,
    or a move, which names the hash of the state it was made on. None if it says nothing of one."""
    if message.type == "hash":
        index, digest = message.payload
        return int(index), bytes(digest)
    if message.type in ("action", "reveal"):
        turn, basis = message.payload[0], message.payload[-1]
        index = chain_index(chain_turns, turn)
        return (index if index >= 0 else chain_length - 1), bytes(basis)
    return None


MOVES = ("action", "reveal")


def latest_move_turn(earlier: Iterable[Message]) -> int:
    """The latest engine turn a move or key among ``earlier`` was made at, or -1."""
    return max((int(m.payload[0]) for m in earlier if m.type in MOVES), default=-1)


def stale_hash(index: int, chain_turns: list[int], moved: int) -> bool:
    """Whether a state hash for chain index ``index`` came after its signer's own move or key at a later
    entry (made at engine turn ``moved`` or later): an honest peer states a turn's hash before it acts on
    any later one (a move carries the hash of the state it was made on), so such a hash says nothing new
    and is dropped by every peer alike."""
    return 0 <= index < len(chain_turns) and moved >= chain_turns[index]


def claim_contradicts_list(
    claim: tuple[int, bytes],
    evidence_message: Message,
    chain: list[bytes],
    known: Callable[[int, int], Message | None],
) -> bool:
    """Does a peer's signed state hash disagree with the state its own signed message list gives?"""
    index, digest = claim
    if evidence_message.type != "evidence" or not 0 <= index < len(chain) or chain[index] == digest:
        return False
    return not conflicts(evidence_message.payload[1], known)


def withheld_stop(seat: int, what: str, signers: list[int]) -> tuple[int, str]:
    """(the seat named, -1 for nobody; the reason) of a stop on the withheld statements of ``signers``,
    every other peer of the table. The word of several peers names the seat; the word of one peer alone
    (a table of two) is that peer's word, and names nobody: its peer could not have shown otherwise."""
    if len(signers) == 1:
        return -1, reasons.WITHHELD_WORD.format(signer=signers[0], seat=seat, what=what)
    return seat, reasons.WITHHELD.format(what=what)


def stop_rank(kind: int, seat: int, evidence: list[Message]) -> tuple[int, int, int, int]:
    """Strongest proof first, then the lowest seat named, then the lowest seat and number of what it
    shows (so that of several stops that name nobody every peer keeps the same one)."""
    first = evidence[0] if evidence else None
    return (kind, seat if seat >= 0 else 9, first.seat if first else 9, first.seq if first else 0)
