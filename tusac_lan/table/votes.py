"""State-hash votes: each peer's signed hash of each turn, compared once every peer's is in, and the
desync report written when they differ."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from protocol.messages import Message
from protocol.whole_file import write_whole

Vote = tuple[bytes, Message]
"""A peer's state hash of a turn, and the signed message that says so (a hash, or a move made on it)."""


class HashVotes:
    """The votes of the last two hands (a finished hand's last hashes still come in)."""

    def __init__(self) -> None:
        self.votes: dict[tuple[int, int], dict[int, Vote]] = {}
        """(hand, turn) -> peer -> its vote."""
        self.next_hash: dict[tuple[int, int], int] = {}
        """(hand, seat) -> the turn of the next state hash that seat must send."""
        self.lists_from: set[tuple[int, int]] = set()
        """(hand, seat) of every evidence list taken in: one a hand."""

    def vote(self, hand: int, turn: int, peer: int, vote: Vote, *, first_only: bool = False) -> None:
        seen = self.votes.setdefault((hand, turn), {})
        if first_only:
            seen.setdefault(peer, vote)
        else:
            seen[peer] = vote

    def seen(self, hand: int, turn: int) -> dict[int, Vote]:
        return self.votes.get((hand, turn), {})

    def tally(self, hand: int, turn: int, peers: list[int], mine: bytes) -> list[int] | None:
        """The peers whose hash of ``turn`` is not ``mine``; None until every peer's is in. A turn every
        peer agrees on is forgotten."""
        seen = self.seen(hand, turn)
        if len(seen) < len(peers):
            return None
        differ = [peer for peer in peers if seen[peer][0] != mine]
        if not differ:
            del self.votes[(hand, turn)]
        return differ

    def first_list(self, hand: int, seat: int) -> bool:
        """Note an evidence list of ``seat`` in ``hand``; False if it sent one already."""
        if (hand, seat) in self.lists_from:
            return False
        self.lists_from.add((hand, seat))
        return True

    def forget_before(self, hand_no: int) -> None:
        self.votes = {k: v for k, v in self.votes.items() if k[0] >= hand_no}
        self.next_hash = {k: v for k, v in self.next_hash.items() if k[0] >= hand_no}
        self.lists_from = {k for k in self.lists_from if k[0] >= hand_no}


def desync_report(
    hand: int, turn: int, signed: dict[int, bytes], differ: list[int], mine: bytes, state: str
) -> dict[str, Any]:
    """What a desync report file holds: every peer's signed hash of ``turn``, those that differ from this
    peer's own (``mine``) and this peer's state there."""
    return {
        "hand": hand,
        "turn": turn,
        "hashes": {seat: digest.hex() for seat, digest in signed.items()},
        "disputed": differ,
        "local_hash": mine.hex(),
        "state": state,
    }


def desync_file(table_id: bytes, report: dict[str, Any]) -> tuple[str, bytes]:
    """A desync report's file name and bytes."""
    return f"{table_id.hex()}-hand{report['hand']:04d}-desync.json", json.dumps(report, indent=2).encode("utf-8")


def write_desync(directory: Path, table_id: bytes, report: dict[str, Any]) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    name, data = desync_file(table_id, report)
    path = directory / name
    write_whole(path, data)
    return path
