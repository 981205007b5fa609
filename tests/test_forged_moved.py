"""A forged MOVED (any player can sign one for a table of its own making, every other seat a bot) pulls
nobody away from the players it hears: the handover vouches for a MOVED only where every other player of
this table who is heard sits at that table or asks back there (``Handover._vouched``). Four players in
process (the sans-IO handover): the Host, the Forger, Ron and Rae. These are the safety half of the
returners' deadlock (docs/RELIABILITY.md, Known limits): a loosening that breaks the deadlock must keep
them (an attacker's review found that a first one, a signed WAITING, broke all three)."""

from __future__ import annotations

import os
from dataclasses import replace

import pytest

from protocol.address import PeerAddress
from protocol.carry_on import decode_waiting, encode_moved, encode_waiting
from protocol.identity import Identity
from protocol.lobby import encode_go, encode_ready
from protocol.transport import curve_keypair
from tests.counted_calls import counted_calls
from tests.table_harness import transcript_for
from tests.test_handover_machine import facts, peer
from tests.test_next_table import DIGEST, join_of
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.peer.handover import BACK_EVERY, WAIT_FRESH, Handover, Send
from tusac_lan.table.config import Continues, TableConfig
from tusac_lan.table.next_table import NextSeats, build_next, offer_wire, player_of
from tusac_lan.table.transcript import Transcript, read_transcript, table_digest

H, F, R1, R2 = 0, 1, 2, 3


def four() -> tuple[Transcript, list[Identity]]:
    ids = [Identity.generate(n) for n in ("Host", "Forger", "Ron", "Rae")]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=RuleSet(),
        seat_keys=tuple(i.public_key for i in ids),
        names=tuple(i.name for i in ids),
        bots=("", "", "", ""),
        host_seat=0,
        peers=(0, 1, 2, 3),
    )
    return transcript_for(config, ids, [(0,), (1,), (2,), (3,)], 8), ids


def next_table(
    current: Transcript, ids: list[Identity], host: int, seated: list[int], played: int = 2, scores: int = 0
) -> Transcript:
    """The next table after ``current``: ``host`` hosts it, ``seated`` signed their READYs, every other seat a
    bot; it claims ``played`` hands played and scores of ``scores`` to the first seats."""
    joins = {s: join_of(ids[s]) for s in [host, *seated]}
    plan = NextSeats(host, {s: player_of(j) for s, (j, _) in joins.items()})
    hosted = build_next(
        current,
        plan,
        ids[host],
        PeerAddress("tcp://127.0.0.1:43000", curve_keypair()[0]),
        joins,
        Continues(current.digest, played, (scores, -scores, 0, 0), 1, DIGEST),
        6,
    )
    wire = offer_wire(ids[host], hosted, 6)
    readies = [encode_ready(ids[s], table_digest(wire)) for s in seated]
    return read_transcript(wire, encode_go(ids[host], readies))


def moved_of(ids: list[Identity], host: int, t: Transcript) -> bytes:
    return encode_moved(ids[host], t.table_wire, t.go_wire, False)


def exchange(hs: dict[int, Handover]) -> None:
    for i, h in hs.items():
        for item in h.drain():
            if isinstance(item, Send):
                for to in item.peers:
                    if to in hs:
                        hs[to].receive(i, item.wire)


def look(hs: dict[int, Handover], now: float) -> dict[int, bytes | None]:
    got = {}
    for h in hs.values():
        h.clock(now, facts(h.table))
        m = h.moved
        got[h.my_seat] = None if m is None else m[1].digest
    exchange(hs)
    return got


def test_a_forged_moved_to_every_seated_player_is_vouched_by_none() -> None:
    s0, ids = four()
    t = next_table(s0, ids, F, [])
    hs = {s: peer(s0, ids, s) for s in (H, R1, R2)}
    for h in hs.values():
        for k in ids:
            h.hear(k.public_key)
        h.receive(F, moved_of(ids, F, t))
    now = 5.0
    for _ in range(10):
        assert look(hs, now) == {H: None, R1: None, R2: None}
        now += 3.1


def test_a_returner_that_hears_the_real_tables_players_takes_it_over_a_newer_forged_one() -> None:
    """Ron was replaced; the session went on at S (the Host hosts it, the Forger and Rae sit there); Ron
    hears everyone and holds the Host's MOVED for S, then the Forger's for a table of its own."""
    s0, ids = four()
    s = next_table(s0, ids, H, [F, R2])
    t = next_table(s0, ids, F, [])
    seated = {}
    for seat in (H, R2):
        h = peer(s0, ids, seat)
        h.at_table(s, 1.0, {i: ids[i].public_key for i in range(4)})
        seated[seat] = h
    r1 = peer(s0, ids, R1)
    everyone = {**seated, R1: r1}
    for h in everyone.values():
        for k in ids:
            h.hear(k.public_key)
    r1.receive(H, moved_of(ids, H, s))
    for h in everyone.values():
        h.receive(F, moved_of(ids, F, t))
    look(everyone, 5.0)
    assert look(everyone, 5.1)[R1] == s.digest


def handed_in_opposite_orders(ron_hears_the_host: bool) -> tuple[dict[int, Handover], Transcript]:
    """Ron and Rae, both replaced, hear the Forger and each other (Ron the Host too, if so); the Forger hands
    them the Host's MOVED for S and its own for T in opposite orders. Their handovers, and S."""
    s0, ids = four()
    s = next_table(s0, ids, H, [F])
    t = next_table(s0, ids, F, [])
    r1, r2 = peer(s0, ids, R1), peer(s0, ids, R2)
    for k in (F, R2, *((H,) if ron_hears_the_host else ())):
        r1.hear(ids[k].public_key)
    for k in (F, R1):
        r2.hear(ids[k].public_key)
    r1.receive(F, moved_of(ids, H, s))
    r1.receive(F, moved_of(ids, F, t))
    r2.receive(F, moved_of(ids, F, t))
    r2.receive(F, moved_of(ids, H, s))
    return {R1: r1, R2: r2}, s


def test_two_returners_that_hear_each_other_are_not_parted_by_the_order_of_the_forgers_notices() -> None:
    """Ron and Rae were both replaced; the session went on at S (the Host hosts it, the Forger sits there).
    Neither hears the Host (Ron, in the second case, does). The Forger hands them the Host's MOVED for S and
    its own for T in opposite orders. Not off their table, neither goes anywhere (neither says WAITING); a
    player may be sent to one table with the other, never one to each."""
    for ron_hears_the_host in (False, True):
        hs, _ = handed_in_opposite_orders(ron_hears_the_host)
        now = 5.0
        for _ in range(5):
            got = look(hs, now)
            assert got[R1] == got[R2], got
            now += 3.1


def off(hs: dict[int, Handover], now: float, cut_off: tuple[int, ...]) -> dict[int, bytes | None]:
    """``look`` with the players of ``cut_off`` off their table (cut off past the wait, as the session loop
    decides), so that they say WAITING."""
    got = {}
    for seat, h in hs.items():
        h.clock(now, replace(facts(h.table), off_table=seat in cut_off))
        h.say_waiting()
        m = h.moved
        got[seat] = None if m is None else m[1].digest
    exchange(hs)
    return got


def test_two_returners_cut_off_together_who_hear_each_other_both_take_the_real_table() -> None:
    """The returners' deadlock (a 2-2 split, tests/test_split_halves.py): Ron and Rae were cut off from the
    Host's half, which went on at S (the Host hosts it, the Forger sits there) with bots in both their
    seats. Back, each hears everyone and holds the Host's MOVED for S. Each waits for the other to sit at S
    or ask back there; cut off past the wait, each says WAITING, and each then vouches for S."""
    s0, ids = four()
    s = next_table(s0, ids, H, [F])
    hs = {seat: peer(s0, ids, seat) for seat in (R1, R2)}
    for h in hs.values():
        for k in ids:
            h.hear(k.public_key)
        h.receive(H, moved_of(ids, H, s))
    now = 5.0
    # Not off their table (a look at ``moved`` alone): nobody says WAITING, nobody vouches (the deadlock).
    for _ in range(3):
        assert off(hs, now, ()) == {R1: None, R2: None}
        now += 3.1
    got = {}
    for _ in range(3):
        got = off(hs, now, (R1, R2))
        now += 0.1
    assert got == {R1: s.digest, R2: s.digest}
    # One cut off, the other not: the one still at its table says nothing, and the other waits for it.
    hs = {seat: peer(s0, ids, seat) for seat in (R1, R2)}
    for h in hs.values():
        for k in ids:
            h.hear(k.public_key)
        h.receive(H, moved_of(ids, H, s))
    for _ in range(4):
        assert off(hs, now, (R1,)) == {R1: None, R2: None}
        now += 3.1


def test_a_forged_moved_to_returners_cut_off_together_leaves_them_the_real_table() -> None:
    """As above, and the Forger also hands both a MOVED for a table of its own (every other seat a bot):
    the Host, heard and at S, neither sits at that table nor says WAITING, so neither returner takes it,
    whatever order the notices came in."""
    for forged_first in (False, True):
        s0, ids = four()
        s = next_table(s0, ids, H, [F])
        t = next_table(s0, ids, F, [])
        hs = {seat: peer(s0, ids, seat) for seat in (R1, R2)}
        for seat, h in hs.items():
            for k in ids:
                h.hear(k.public_key)
            real, forged = moved_of(ids, H, s), moved_of(ids, F, t)
            for wire in (forged, real) if forged_first == (seat == R1) else (real, forged):
                h.receive(F, wire)
        now, got = 5.0, {}
        for _ in range(3):
            got = off(hs, now, (R1, R2))
            now += 0.1
        assert got == {R1: s.digest, R2: s.digest}, forged_first
        # What each says it waits for: the real table only (the forged one has a heard player against it).
        said = [decode_waiting(item.wire) for h in hs.values() for item in _sent(h, now)]
        assert said and all(w.holds == (s.digest,) and w.table == s0.digest for w in said)


def test_two_returners_cut_off_together_are_not_parted_by_the_order_of_the_forgers_notices() -> None:
    """The third case above with both returners off their table, so that both say WAITING: Ron hears the
    Host or not; either way both take one table."""
    for ron_hears_the_host in (False, True):
        hs, s = handed_in_opposite_orders(ron_hears_the_host)
        now, got = 5.0, {}
        for _ in range(5):
            got = off(hs, now, (R1, R2))
            assert got[R1] == got[R2], got
            now += 3.1
        if ron_hears_the_host:
            assert got == {R1: s.digest, R2: s.digest}


def test_a_waiting_for_another_table_or_a_forged_one_vouches_for_nothing() -> None:
    """A WAITING counts only for the table its signer was cut off from, only for the tables it names, only
    signed by the player it names, only the latest of each player (one handed in again is not news), and
    only while it is fresh (its signer says it again every few seconds while it waits)."""
    s0, ids = four()
    s = next_table(s0, ids, H, [F])
    r1 = peer(s0, ids, R1)
    for k in ids:
        r1.hear(k.public_key)
    r1.receive(H, moved_of(ids, H, s))
    r1.clock(5.0, facts(s0))
    for wire in (
        encode_waiting(ids[R2], s.digest, [s.digest], 1),  # bound to another table
        encode_waiting(ids[R2], s0.digest, [os.urandom(32)], 2),  # names another table
        encode_waiting(ids[F], s0.digest, [s.digest], 3)[:-1],  # does not decode
    ):
        r1.receive(R2, wire)
        assert r1.moved is None
    first = encode_waiting(ids[R2], s0.digest, [], 4)
    r1.receive(R2, first)
    r1.receive(R2, encode_waiting(ids[R2], s0.digest, [s.digest], 5))
    assert r1.moved is not None and r1.moved[1].digest == s.digest
    # An older one handed in again (by anyone) takes nothing back.
    r1.receive(F, first)
    assert r1.moved is not None
    # A later one replaces it: Rae no longer waits for S.
    r1.receive(R2, encode_waiting(ids[R2], s0.digest, [], 6))
    assert r1.moved is None
    # Fresh for WAIT_FRESH seconds after it came, then it counts no longer.
    r1.receive(R2, encode_waiting(ids[R2], s0.digest, [s.digest], 7))
    r1.clock(5.0 + WAIT_FRESH, facts(s0))
    assert r1.moved is not None
    r1.clock(5.1 + WAIT_FRESH, facts(s0))
    assert r1.moved is None


def _sent(h: Handover, now: float) -> list[Send]:
    """What the handover sends at the next look past its repeat time."""
    h.clock(now + BACK_EVERY, replace(facts(h.table), off_table=True))
    h.say_waiting()
    return [item for item in h.drain() if isinstance(item, Send)]


def test_copies_of_a_moved_are_dropped_before_their_signature_is_checked_and_told_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A MOVED handed in again costs nothing and keeps its place; one refused for other rules is told once."""
    import tusac_lan.peer.handover as handover

    checked = counted_calls(monkeypatch, handover, "decode_moved")
    s0, ids = four()
    s = next_table(s0, ids, H, [F, R2])
    ron = peer(s0, ids, R1)
    wire = moved_of(ids, H, s)
    for _ in range(100):
        ron.receive(H, wire)
    assert len(checked) == 1 and [t.digest for _, t in ron.notices] == [s.digest]
    other_rules = transcript_for(replace(s0.config, rules=RuleSet(no_winner_deck=7)), ids, [(0,), (1,), (2,), (3,)], 8)
    ron_elsewhere = peer(other_rules, ids, R1)
    for _ in range(5):
        ron_elsewhere.receive(H, wire)
    told = [item for item in ron_elsewhere.drain() if not isinstance(item, Send)]
    assert len(told) == 1 and "rules" in str(told[0]) and not ron_elsewhere.notices and len(checked) == 2
    for played in range(3, 23):  # many of them: told no more, and what is kept of them stays bounded
        ron_elsewhere.receive(H, moved_of(ids, H, next_table(s0, ids, H, [F, R2], played=played)))
    assert [item for item in ron_elsewhere.drain() if not isinstance(item, Send)] == []
    assert len(ron_elsewhere.other_rules) < 20 and len(ron_elsewhere.refused) == 1
