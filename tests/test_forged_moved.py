"""A forged MOVED (any player can sign one for a table of its own making, every other seat a bot) pulls
nobody away from the players it hears: the handover vouches for a MOVED only where every other player of
this table who is heard sits at that table or asks back there (``Handover._vouched``). Four players in
process (the sans-IO handover): the Host, the Forger, Ron and Rae. These are the safety half of the
returners' deadlock (docs/RELIABILITY.md, Known limits): a loosening that breaks the deadlock must keep
them (an attacker's review found that a first one, a signed WAITING, broke all three)."""

from __future__ import annotations

import os

from protocol.address import PeerAddress
from protocol.carry_on import encode_moved
from protocol.identity import Identity
from protocol.lobby import encode_go, encode_ready
from protocol.transport import curve_keypair
from tests.table_harness import transcript_for
from tests.test_handover_machine import facts, peer
from tests.test_next_table import DIGEST, join_of
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.peer.handover import Handover, Send
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


def next_table(current: Transcript, ids: list[Identity], host: int, seated: list[int]) -> Transcript:
    joins = {s: join_of(ids[s]) for s in [host, *seated]}
    plan = NextSeats(host, {s: player_of(j) for s, (j, _) in joins.items()})
    hosted = build_next(
        current,
        plan,
        ids[host],
        PeerAddress("tcp://127.0.0.1:43000", curve_keypair()[0]),
        joins,
        Continues(current.digest, 2, (0, 0, 0, 0), 1, DIGEST),
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


def test_two_returners_that_hear_each_other_are_not_parted_by_the_order_of_the_forgers_notices() -> None:
    """Ron and Rae were both replaced; the session went on at S (the Host hosts it, the Forger sits there).
    Neither hears the Host (Ron, in the second case, does). The Forger hands them the Host's MOVED for S and
    its own for T in opposite orders. Today neither goes anywhere (the deadlock of the Known limits); a fix
    may send both to one table, never one to each."""
    for ron_hears_the_host in (False, True):
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
        hs = {R1: r1, R2: r2}
        now = 5.0
        for _ in range(5):
            got = look(hs, now)
            assert got[R1] == got[R2], got
            now += 3.1
