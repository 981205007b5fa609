"""Peers lost at once: the peers still at the table settle a hand that more than one peer stopped
answering, among themselves.

A hand held up by a peer that stopped answering is void when every other peer signed that its next
message never came (``evidence.withheld_stop``). When two peers of four are gone at once, neither ever
signs about the other, so that rule never completes. A "lost at once" void is signed instead by every
peer still connected (at least two), naming the absent peers:

- every absent peer is absent by each signer's own view of its links (past the rejoin wait), never on
  another peer's word; a peer still connected is never among them;
- each absent peer the hand waits for (it owes a message by the hand's own state) is the subject of a
  ``lost`` statement of every signer, signed once its signer's own clock had signed the ``withheld``
  statement (deadline and grace) and its own links had given up on every absent peer; each statement
  carries the absent seats, so it is signed for this void alone (a ``withheld`` statement, signed for
  every other peer's word, never makes one), and each other absent peer owes nothing;
- the signers hold the table's host or more than half of its peers: of two halves of a split only one
  side can pass this, so no hand is filed two ways by two sides that each follow the rule.

Each honest peer signs its ``lost`` statements from what its own clock and links say (``lost_plan``), and
settles the void once every signer's have come (``lost_void``): a statement or an abort another peer
sends cannot make it sign one, and it never names itself, so two
colluders at a table of four cannot void a hand against two connected honest peers. What such a void
proves, and what it does not, is in docs/FAIRNESS.md. Nobody is named with proof: the verdict's seat is -1.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from protocol.messages import Message

from . import reasons
from .deadlines import Owed


@dataclass(frozen=True)
class Lost:
    """A lost-at-once void: its evidence (the statements, in the order every peer keeps) and reason."""

    evidence: list[Message]
    reason: str
    absent: tuple[int, ...]
    """The seats of every absent peer, ascending."""
    signers: tuple[int, ...]
    """The peers (by first seat) that signed, ascending."""


def lost_reason(absent: Sequence[int], owed: Sequence[Owed], signers: Sequence[int]) -> str:
    """The verdict's reason: the absent seats, what each one the hand waited for owed, and the signers."""
    said = "; ".join(reasons.LOST_OWED.format(seat=seat, what=what) for seat, _, what in owed)
    return reasons.LOST_AT_ONCE.format(absent=list(absent), owed=said, signers=list(signers))


def _seats_of(peers: Sequence[int], group: Collection[int]) -> tuple[int, ...]:
    return tuple(seat for seat, peer in enumerate(peers) if peer in group)


def may_settle(peers: Sequence[int], host_seat: int, signers: Collection[int]) -> bool:
    """Whether ``signers`` (peers by first seat) may settle a hand without the others: at least two of them,
    holding the host's peer or more than half of the table's peers."""
    table = set(peers)
    return len(signers) >= 2 and (peers[host_seat] in signers or 2 * len(signers) > len(table))


def _signers_besides(peers: Sequence[int], absent: Collection[int]) -> list[int]:
    """The peers (by first seat) of a void whose absent peers are ``absent``: every other one, ascending."""
    return sorted(peer for peer in set(peers) if peer not in absent)


def whole_void(peers: Sequence[int], host_seat: int, absent: Sequence[int], signed: Collection[int]) -> list[int]:
    """The signers of a void naming the seats ``absent`` absent, when every one of them is among ``signed``
    (the peers whose ``lost`` statement on one owed message came) and they may settle; else []."""
    signers = _signers_besides(peers, {peers[seat] for seat in absent})
    whole = all(signer in signed for signer in signers) and may_settle(peers, host_seat, signers)
    return signers if whole else []


@dataclass(frozen=True)
class LostPlan:
    """A lost-at-once void as this peer's own clock and links see it: what it signs (``lost`` statements,
    one per absent peer the hand waits for) and whose statements the void needs."""

    keys: tuple[Owed, ...]
    """What each absent peer the hand waits for owes (its lowest seat's), in the order of those peers."""
    absent: tuple[int, ...]
    """The seats of every absent peer, ascending: every ``lost`` statement of the void carries them."""
    signers: tuple[int, ...]
    """The peers (by first seat) that must each sign every statement, ascending."""

    def payloads(self) -> list[list[Any]]:
        return [[seat, seq, what, list(self.absent)] for seat, seq, what in self.keys]


LostStatements = Mapping[tuple[Owed, tuple[int, ...]], Mapping[int, Message]]
"""``lost`` statements taken in, by what they say is owed and the absent seats they carry, and by signer."""


def lost_plan(
    peers: Sequence[int],
    host_seat: int,
    local: Collection[int],
    gone: Collection[int],
    owes: Callable[[int], Owed | None],
    signed_by_me: Collection[Owed],
) -> LostPlan | None:
    """The lost-at-once void this peer may sign its ``lost`` statements for now, or None.

    ``peers``: each seat's peer (its first seat); ``host_seat``: the table's host; ``local``: this peer's
    own; ``gone``: the peers this peer's own links have given up on; ``owes``: what a seat owes now, as
    a statement would number it (None: nothing); ``signed_by_me``: what this peer signed withheld."""
    owing: dict[int, list[Owed]] = {}
    for seat, peer in enumerate(peers):
        key = owes(seat)
        if key is not None and peer not in local:
            owing.setdefault(peer, []).append(key)
    named: dict[int, Owed] = {}
    for peer, keys in owing.items():
        if peer not in gone:
            return None  # the hand waits for a peer still connected: its message, or every other peer's word
        if any(key not in signed_by_me for key in keys):
            return None  # the hand waits for a peer this peer's own clock has not signed withheld (yet)
        named[peer] = min(keys)
    quiet = {peer for peer in gone if peer not in owing and peer not in local and peer in peers}
    if not quiet and len(named) < 2:
        return None  # one withholder and every other peer here: the rule of every other peer's word
    absent = set(named) | quiet
    signers = _signers_besides(peers, absent)
    if not may_settle(peers, host_seat, signers) or not named or any(peer not in signers for peer in local):
        return None  # a peer alone, or a side of a split without the host, never settles the hand
    return LostPlan(tuple(named[peer] for peer in sorted(named)), _seats_of(peers, absent), tuple(signers))


def still_owed(peers: Sequence[int], plan: LostPlan, owes: Callable[[int], Owed | None]) -> bool:
    """Whether the hand still waits where ``plan`` was signed: each named absent seat owes what it is said
    to owe, and every other absent peer owes nothing."""
    named = {peers[seat]: (seat, seq, what) for seat, seq, what in plan.keys}
    for seat in plan.absent:
        key = named.get(peers[seat])
        if key is None and owes(seat) is not None:
            return False
        if key is not None and key[0] == seat and owes(seat) != key:
            return False
    return True


def lost_void(plan: LostPlan, statements: LostStatements) -> Lost | None:
    """The void of ``plan`` once every signer's ``lost`` statement on each absent peer came, or None."""
    evidence: list[Message] = []
    for key in plan.keys:
        said = statements.get((key, plan.absent), {})
        if any(signer not in said for signer in plan.signers):
            return None
        evidence.extend(said[signer] for signer in plan.signers)
    return Lost(evidence, lost_reason(plan.absent, plan.keys, plan.signers), plan.absent, plan.signers)


def lost_statement_error(peers: Sequence[int], signer: int, payload: Sequence[Any]) -> str | None:
    """Why a ``lost`` statement signed by ``signer`` cannot be one, or None: it is signed from a peer's
    first seat, about a seat of another peer, among absent seats (ascending, each once) that hold that
    seat and none of the signer's."""
    seat, _, _, absent = payload
    if peers[signer] != signer or peers[seat] == signer:
        return f"seat {signer} may not sign that seat {seat} was lost"
    if list(absent) != sorted(set(absent)) or seat not in absent or any(peers[a] == signer for a in absent):
        return f"seat {signer} signed seat {seat} lost among absent seats {list(absent)} that do not read"
    return None


class NotLost(ValueError):
    """``lost`` statements that are not a lost-at-once void's (the words say why)."""


def is_lost_form(statements: Sequence[Message]) -> bool:
    """Whether a file's statements are a lost-at-once void's (``lost`` statements) rather than every other
    peer's word on one message (``withheld``)."""
    return bool(statements) and all(m.type == "lost" for m in statements)


def answered_absent(peers: Sequence[int], statements: Sequence[Message]) -> frozenset[int]:
    """The seats of a lost-at-once void's absent peers that no statement names (none if ``statements`` are
    not such a void's): what the hand waited for from them had come to every signer, by each signer's own
    state (``lost_plan`` takes an unnamed absent peer only when it owes nothing). A file keeps their
    messages of a round the stop cut short (``history.file_messages``): without them its replay would find
    such a seat owing what came, with no statement that it withheld it, and the file would not verify."""
    if not is_lost_form(statements):
        return frozenset()
    signers = {m.seat for m in statements}
    seats = [m.payload[0] for m in statements]
    named = {peers[seat] for seat in seats if isinstance(seat, int) and 0 <= seat < len(peers)}
    return frozenset(seat for seat, peer in enumerate(peers) if peer not in signers and peer not in named)


def check_lost(
    peers: Sequence[int], host_seat: int, statements: Sequence[Message], owes: Callable[[int], str | None]
) -> Lost:
    """Check a file's lost-at-once statements against the hand's own state (``owes``: what a seat owes
    where the replay stopped): one statement per signer about each absent peer the hand waited for, in
    the order a peer keeps them; at least two signers holding the host or a majority, none of them
    absent; each absent peer signed about owes exactly what it is said to owe, and every other absent
    peer owes nothing."""
    keys: list[Owed] = []
    by_key: dict[Owed, list[int]] = {}
    carried: set[tuple[int, ...]] = set()
    for message in statements:
        seat, seq, what, absent_said = message.payload
        if not isinstance(seat, int) or not isinstance(seq, int) or not isinstance(what, str):
            raise NotLost("a lost statement that does not read")
        if not 0 <= seat < len(peers):
            raise NotLost("a lost statement about no seat of the table")
        carried.add(tuple(absent_said))
        key = (seat, seq, what)
        if key not in by_key:
            keys.append(key)
            by_key[key] = []
        by_key[key].append(message.seat)
    signers = by_key[keys[0]]
    named = [peers[seat] for seat, _, _ in keys]
    if any(by_key[key] != signers for key in keys) or sorted(set(signers)) != signers:
        raise NotLost("the statements are not the same signers' word on each absent peer, in order")
    if any(peers[signer] != signer for signer in signers):
        raise NotLost("a statement signed from a seat that is not its peer's first")
    if len(set(named)) != len(named) or named != sorted(named):
        raise NotLost("not one statement per absent peer, in order")
    if not may_settle(peers, host_seat, signers):
        raise NotLost("signed by fewer than two peers, or by a side of the table without its host or a majority")
    if set(signers) & set(named):
        raise NotLost("a signer is among the absent")
    absent = sorted(p for p in set(peers) if p not in signers)
    if not set(named) < set(absent) and len(named) < 2:
        raise NotLost("one absent peer and every other peer signed: not a lost-at-once void")
    for seat, _, what in keys:
        if owes(seat) != what:
            raise NotLost(f"seat {seat} does not owe {what} where the hand stopped")
    quiet = [seat for seat, peer in enumerate(peers) if peer in absent and peer not in named]
    if any(owes(seat) is not None for seat in quiet):
        raise NotLost("an absent seat the hand waited for has no statement")
    absent_seats = _seats_of(peers, absent)
    if carried != {absent_seats}:
        raise NotLost("the statements do not each say the absent seats are the ones that did not sign")
    return Lost(list(statements), lost_reason(absent_seats, keys, signers), absent_seats, tuple(signers))
