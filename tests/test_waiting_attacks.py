"""Attacks on the WAITING notice and the ranking of vouched MOVED notices, from an attacker's review of
a268bed: each of the first three tests showed a harm there and passes since (a WAITING carries when it
was said and counts only while fresh; a table ranks by a host's own chain and the players it seats
before any claim of hands played; a peer is off its table only while the table is where it was cut
off). Four players in process (the sans-IO handover), as in tests/test_forged_moved.py: the Host, the
Forger, Ron and Rae."""

from __future__ import annotations

import os
from dataclasses import replace
from types import SimpleNamespace
from typing import cast

import pytest

from protocol.carry_on import decode_back, encode_waiting, kind_of
from protocol.identity import Identity
from tests.counted_calls import counted_calls
from tests.test_forged_moved import four, moved_of, next_table
from tests.test_handover_machine import facts, peer
from tusac_lan.peer.handover import Handover, Send
from tusac_lan.peer.runner import SessionRunner

H, F, R1, R2 = 0, 1, 2, 3


def round_of(hs: dict[int, Handover], now: float, off: tuple[int, ...], tap: list[tuple[int, bytes]]) -> None:
    """Every handover looks (those of ``off`` cut off past the wait, so they say WAITING) and what each
    sends reaches the others in ``hs``; ``tap`` gets every WAITING sent to the Forger (a peer of them all)."""
    for seat, h in hs.items():
        h.clock(now, replace(facts(h.table), off_table=seat in off))
        h.say_waiting()
    for i, h in hs.items():
        for item in h.drain():
            if isinstance(item, Send):
                if F in item.peers and kind_of(item.wire) == "waiting":
                    tap.append((i, item.wire))
                for to in item.peers:
                    if to in hs:
                        hs[to].receive(i, item.wire)


def chosen(hs: dict[int, Handover]) -> dict[int, bytes | None]:
    got = {}
    for seat, h in hs.items():
        m = h.moved
        got[seat] = None if m is None else m[1].digest
    return got


def test_an_old_waiting_handed_in_again_does_not_keep_two_returners_from_their_seats() -> None:
    """The Forger, a peer of both returners, hands each the other's first WAITING again (said as soon as it
    was cut off past the wait, before any MOVED: it names no table) right after every fresh one. On a268bed
    a WAITING carried no order and a receiver kept the last that came, so neither ever saw the other wait
    for S and the returners' deadlock was back; now each keeps the latest said (``WaitingFor.said``), and
    both take S."""
    for replayed in (False, True):  # without the replay (the control) both take S
        s0, ids = four()
        s = next_table(s0, ids, H, [F])
        hs = {seat: peer(s0, ids, seat) for seat in (R1, R2)}
        for h in hs.values():
            for k in ids:
                h.hear(k.public_key)
        tap: list[tuple[int, bytes]] = []
        now = 5.0
        round_of(hs, now, (R1, R2), tap)  # cut off past the wait, no MOVED yet: each says WAITING, no table
        first = dict(tap)
        assert set(first) == {R1, R2}
        for h in hs.values():
            h.receive(H, moved_of(ids, H, s))
        seen: list[dict[int, bytes | None]] = []
        for _ in range(8):
            now += 0.5
            round_of(hs, now, (R1, R2), tap)
            if replayed:  # the Forger replays each one's first WAITING to the other, right after a fresh one
                hs[R1].receive(F, first[R2])
                hs[R2].receive(F, first[R1])
            seen.append(chosen(hs))
        assert seen[-1] == {R1: s.digest, R2: s.digest}, ("replayed" if replayed else "control", seen)


def test_a_forged_table_claiming_more_hands_played_does_not_win_the_ranking_for_returners_cut_off_from_the_host() -> (
    None
):
    """Ron and Rae, cut off together from the Host (the 2-2 split, the link to the Host still down), hear
    the Forger and each other. The Forger sits at the Host's real table S (played 2) and hands both the
    Host's MOVED for S, and its own for T: every other seat a bot, 'played' 1000 and scores of its
    choosing, nothing of which a returner can check (``_take_moved`` looks at neither ``continues.previous``
    nor ``played``). Both vouch for both (T is the Forger's own, S has the Forger seated and each other's
    WAITING). On a268bed ``_ranked`` put the largest claim first: both took T, whatever order the notices
    came in, and asked back at the Forger's table (which, as host, takes them back at a table of its own
    with the scores it likes, or never answers). Now a table ranks first by a host's own chain (T claims to
    continue S, but its host is not S's) and then by the players it seats (S: two, T: one): both take S."""
    for forged_first, on_s in ((False, False), (True, False), (False, True)):
        s0, ids = four()
        s = next_table(s0, ids, H, [F], played=2)
        # Or, with no claim beyond S's: a table that 'continues' S (as if the Host had dropped there and
        # the Forger run it), which the ranking puts after S's chain at the same count.
        t = next_table(s, ids, F, [], played=2) if on_s else next_table(s0, ids, F, [], played=1000, scores=999)
        hs = {seat: peer(s0, ids, seat) for seat in (R1, R2)}
        for seat, h in hs.items():
            for k in (F, R1, R2):
                h.hear(ids[k].public_key)
            real, forged = moved_of(ids, H, s), moved_of(ids, F, t)
            for wire in (forged, real) if forged_first == (seat == R1) else (real, forged):
                h.receive(F, wire)
        tap: list[tuple[int, bytes]] = []
        now = 5.0
        for _ in range(3):
            round_of(hs, now, (R1, R2), tap)
            now += 0.1
        got = chosen(hs)
        assert got[R1] == got[R2]
        # Ron starts asking back: at the Forger's table.
        step = hs[R1].come_back(1.0, 30.0)
        next(step)
        backs = [
            decode_back(item.wire) for item in hs[R1].drain() if isinstance(item, Send) and kind_of(item.wire) == "back"
        ]
        assert backs and backs[-1].table == s.digest, ("asks back at the forged table", forged_first, on_s)


def test_a_waiting_said_during_a_cut_that_healed_does_not_pull_both_players_off_a_live_table_later() -> None:
    """The Host and the Forger collude (the Host hosts the table). Both go silent to Ron and Rae past the
    rejoin wait: Ron and Rae, half of the table without the host, are off their table and say WAITING. Then
    the two come back and play goes on at the same table, nobody replaced: Ron and Rae are no longer off it
    (the session loop's ``_off_table``: a hand filed or begun since the cut) and stop saying WAITING. Some
    time later (say after a bad hand) the Host signs a MOVED for a table of its own (the Forger seated, bots
    in Ron's and Rae's seats, scores of its choosing), sent before the cut healed or after: neither vouches
    for it, for the other's WAITING is stale (``WAIT_FRESH``) and each hears the other. Before (a268bed),
    ``waited_alone`` stayed set until the peer changed tables and a WAITING counted for good: both
    vouched for it and left the live table for it once the two stalled play a second."""
    for during_the_cut in (False, True):
        s0, ids = four()
        rewind = next_table(s0, ids, H, [F], played=0, scores=500)
        hs = {seat: peer(s0, ids, seat) for seat in (R1, R2)}
        for h in hs.values():
            for k in (R1, R2):
                h.hear(ids[k].public_key)
            if during_the_cut:
                h.receive(H, moved_of(ids, H, rewind))
        tap: list[tuple[int, bytes]] = []
        now = 5.0
        for _ in range(4):  # the cut: Ron and Rae off their table
            round_of(hs, now, (R1, R2), tap)
            now += 3.1
        for h in hs.values():
            for one in ids:
                h.hear(one.public_key)
        for _ in range(5):  # play goes on at s0 with everyone: nobody off the table
            round_of(hs, now, (), tap)
            now += 3.1
        for h in hs.values():
            h.receive(H, moved_of(ids, H, rewind))
        got: dict[int, bytes | None] = {}
        for _ in range(3):
            round_of(hs, now, (), tap)
            got = chosen(hs)
            now += 0.1
        assert got == {R1: None, R2: None}, ("both vouch for the colluders' table", during_the_cut)


def test_a_waiting_flood_and_a_forged_ranking_crash_nothing() -> None:
    """Bounds: many WAITINGs of one player keep one, and a stranger's are dropped."""
    s0, ids = four()
    r1 = peer(s0, ids, R1)
    for n in range(200):
        r1.receive(F, encode_waiting(ids[F], s0.digest, sorted(os.urandom(32) for _ in range(16)), n))
        stranger = Identity.generate("Stranger")
        r1.receive(F, encode_waiting(stranger, s0.digest, [], n))
    assert len(r1.waitings) == 1 and r1.waitings[ids[F].public_key][0].said == 199


def test_copies_of_a_kept_waiting_are_dropped_before_their_signature_is_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A burst of one signed WAITING costs one signature check; a newer one from the same player is taken."""
    import tusac_lan.peer.handover as handover

    s0, ids = four()
    r1 = peer(s0, ids, R1)
    checked = counted_calls(monkeypatch, handover, "decode_waiting")
    wire = encode_waiting(ids[F], s0.digest, [], 7)
    for _ in range(1000):
        r1.receive(F, wire)
    assert len(checked) == 1 and r1.waitings[ids[F].public_key][0].said == 7
    r1.receive(F, encode_waiting(ids[F], s0.digest, [], 8))
    r1.receive(F, wire)  # the older one again: checked, and old news
    assert len(checked) == 3 and r1.waitings[ids[F].public_key][0].said == 8


def test_the_session_loop_is_off_its_table_only_while_the_table_is_where_it_was_cut_off() -> None:
    """The runner's side of the third attack: ``off_table`` (what lets a player say WAITING, and leave a
    hand the others settled without it) holds while the hand and the hands filed are as they were when it
    last waited cut off past the wait; a hand begun or filed since (play went on, the others back) ends it."""
    node = SimpleNamespace(run=SimpleNamespace(hand_no=3), records=[object()] * 2)
    runner = SimpleNamespace(node=node, waited_alone=True, cut_at=(3, 2))
    fake = cast(SessionRunner, runner)
    runner._where = lambda: SessionRunner._where(fake)
    assert SessionRunner._off_table(fake)
    node.records = [object()] * 3  # the hand filed here: play went on
    assert not SessionRunner._off_table(fake)
    node.records, node.run = [object()] * 2, SimpleNamespace(hand_no=4)  # another hand begun
    assert not SessionRunner._off_table(fake)
    node.run, runner.waited_alone = SimpleNamespace(hand_no=3), False
    assert not SessionRunner._off_table(fake)
