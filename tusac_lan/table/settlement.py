"""Whose word a verified file is, and what two files of one hand prove together.

A hand file verifies with the records of the peers that reached its end; it is *settled* only when
every peer at the table signed it. Otherwise it is the word of its signers alone: two colluding peers
can sign any body they agree on (a hand one of them lost, rewritten as void), so `verify` says first
who did not sign. What they cannot do is deny it: a peer signs one body per hand, so two files of one
hand whose records carry the same key over different bodies prove that peer signed both.
"""

from __future__ import annotations

from dataclasses import dataclass

from protocol.identity import fingerprint

from .history import History


def unsigned_peers(history: History) -> list[int]:
    """The peers (each by its first seat) at the table whose record is not in this file."""
    peers = sorted(set(history.config.peers))
    return [peer for peer in peers if peer not in history.signers]


def peer_name(history: History, peer: int) -> str:
    return history.config.names[peer]


def unsettled_line(history: History) -> str | None:
    """The line that says a verified hand file is not settled (not every peer signed it), or None."""
    missing = unsigned_peers(history)
    if not missing:
        return None
    absent = ", ".join(peer_name(history, p) for p in missing)
    word = ", ".join(peer_name(history, p) for p in history.signers)
    return f"NOT SETTLED: {absent} did not sign this hand; it is the word of {word} alone"


@dataclass(frozen=True)
class Signed:
    """One peer's record of one hand, as a file carries it: who, which hand, which body, where."""

    key: bytes
    name: str
    table_id: bytes
    hand_no: int
    body_digest: bytes
    where: str


def signed_records(history: History, where: str) -> list[Signed]:
    """Every record of a file whose signature was checked (``History.signers``)."""
    config = history.config
    return [
        Signed(config.seat_keys[seat], config.names[seat], config.table_id, history.hand_no, history.body_digest, where)
        for seat in history.signers
        if 0 <= seat < config.seats
    ]


def double_signed(records: list[Signed]) -> list[str]:
    """Proof lines: every key that signed two different bodies of one hand (a record signs the table,
    the hand and the body digest under the signer's own key, so nobody else can make one)."""
    first: dict[tuple[bytes, bytes, int], Signed] = {}
    proofs: list[str] = []
    for record in records:
        slot = (record.key, record.table_id, record.hand_no)
        seen = first.setdefault(slot, record)
        if seen.body_digest != record.body_digest:
            proofs.append(
                f"proof against {seen.name} (key {fingerprint(record.key)}): signed two different files of hand"
                f" {record.hand_no} of table {record.table_id.hex()}: body {seen.body_digest.hex()} ({seen.where})"
                f" and body {record.body_digest.hex()} ({record.where})"
            )
            first[slot] = record  # one line per further body
    return proofs
