"""A second attacker's review of WAITING and the ranking of vouched MOVED notices (at 1c6f8f5). Each test
showed a harm there and passes since: a link of a chain of tables counts only where the later table seats
a player of the earlier one besides its host (or the same host hosted both with another player seated),
and a WAITING says when it was said by the calendar clock. Four players in process (the sans-IO handover), as in
tests/test_waiting_attacks.py: the Host, the Forger, Ron and Rae."""

from __future__ import annotations

from dataclasses import replace

from protocol.carry_on import decode_back, kind_of
from tests.test_forged_moved import four, moved_of, next_table
from tests.test_handover_machine import facts, peer
from tests.test_waiting_attacks import R1, R2, F, H, chosen, round_of
from tusac_lan.peer.handover import Handover, Send


def backs_of(h: Handover) -> list[bytes]:
    return [
        decode_back(item.wire).table for item in h.drain() if isinstance(item, Send) and kind_of(item.wire) == "back"
    ]


def exchange(hs: dict[int, Handover], clock: dict[int, float], wall: dict[int, float] | None = None) -> None:
    """Each off its table on its own machine's clock says WAITING; what each sends reaches the others.
    ``wall``: each machine's calendar clock (as the session loop hands it in)."""
    for seat, h in hs.items():
        h.clock(clock[seat], replace(facts(h.table), off_table=True), wall=None if wall is None else wall[seat])
        h.say_waiting()
    for i, h in hs.items():
        for item in h.drain():
            if isinstance(item, Send):
                for to in item.peers:
                    if to in hs:
                        hs[to].receive(i, item.wire)


def test_a_forgers_own_chain_of_two_tables_does_not_outrank_the_real_table_for_returners_cut_off_from_the_host() -> (
    None
):
    """The premise of test_waiting_attacks.py's second test: Ron and Rae, cut off together from the Host,
    hear the Forger (seated at the Host's real table S) and each other. The ranking's first key is a host's
    own chain: a table that continues another notice's table of the same host. The Forger needs nobody to
    make one: T1 (its own table, every other seat a bot, continuing the first table) and T2 (the same,
    continuing T1), both signed by the Forger alone. Both returners vouch for S, T1 and T2 (the Forger sits
    at each; the Host is not heard; each other's WAITING names all three), and T2, depth 1, ranks before S,
    depth 0: at 1c6f8f5 both took T2 and asked back at the Forger's table (which takes them back with the
    scores it likes, or never). Now T2 continues T1 only by a READY nobody forges (none): both take S."""
    for forged_first in (False, True):
        s0, ids = four()
        s = next_table(s0, ids, H, [F], played=2)
        t1 = next_table(s0, ids, F, [], played=2)
        t2 = next_table(t1, ids, F, [], played=2)
        hs = {seat: peer(s0, ids, seat) for seat in (R1, R2)}
        for h in hs.values():
            for k in (F, R1, R2):
                h.hear(ids[k].public_key)
            real, forged = [moved_of(ids, H, s)], [moved_of(ids, F, t1), moved_of(ids, F, t2)]
            for wire in forged + real if forged_first else real + forged:
                h.receive(F, wire)
        tap: list[tuple[int, bytes]] = []
        now = 5.0
        for _ in range(3):
            round_of(hs, now, (R1, R2), tap)
            now += 0.1
        got = chosen(hs)
        assert got[R1] == got[R2]
        step = hs[R1].come_back(1.0, 30.0)
        next(step)
        backs = backs_of(hs[R1])
        assert backs and backs[-1] == s.digest, (
            "asks back at the Forger's own table",
            {t2.digest: "T2", t1.digest: "T1", s.digest: "S"}.get(backs[-1] if backs else b""),
        )


def test_a_returner_restarted_after_a_reboot_is_heard_waiting_again_by_the_other_returner() -> None:
    """No cheater. Ron and Rae, cut off together from the Host's side, each say WAITING (off their table,
    no MOVED yet). At 1c6f8f5 ``said`` was the signer's steady clock in ms, ``time.monotonic()``, which
    starts again near 0 when a machine boots: Rae's machine rebooted while Ron ran on, Ron kept Rae's last
    WAITING (said about 10**9, eleven days of uptime) and dropped every later one (about 3*10**4) as 'not
    news', so when the Host's MOVED for S reached both, neither vouched for it (each hears the other,
    which neither sits at S nor asks back there): the returners' deadlock was back, for good. Now it is
    the calendar clock, which goes on over a reboot: both take S, as after a restart on the same machine
    (the control)."""
    for rebooted in (False, True):
        got, real = rae_restarted(30.0 if rebooted else None, 0.0)
        assert got == {R1: real, R2: real}, ("rebooted" if rebooted else "control", got)


def rae_restarted(steady: float | None, wall_step: float) -> tuple[dict[int, bytes | None], bytes]:
    """Ron and Rae cut off together, each saying WAITING; Rae's peer starts again 30 s later with its steady
    clock at ``steady`` (None: it went on) and its calendar clock moved by ``wall_step`` besides; then the
    Host's MOVED for S reaches both. The table each takes after 20 s, and S's digest."""
    s0, ids = four()
    s = next_table(s0, ids, H, [F], played=2)
    ron, rae = peer(s0, ids, R1), peer(s0, ids, R2)
    clock = {R1: 1_000_000.0, R2: 1_000_000.0}  # uptime in seconds of each machine
    wall = {R1: 1.8e9, R2: 1.8e9 + 0.5}  # the calendar clock of each
    for h in (ron, rae):
        for k in ids:
            h.hear(k.public_key)
    hs = {R1: ron, R2: rae}
    for _ in range(3):  # the cut: each says WAITING (no table yet)
        exchange(hs, clock, wall)
        for seat in clock:
            clock[seat] += 3.1
            wall[seat] += 3.1
    # Rae's peer starts again (its journal brings it back to the same table, still off it).
    clock[R2] = clock[R2] + 30.0 if steady is None else steady
    wall[R2] += 30.0 + wall_step
    said_before = rae.said_waiting
    assert said_before is not None, "Rae said WAITING before the restart"
    rae = peer(s0, ids, R2)
    rae.said_floor = said_before[2]  # what its runner kept beside the identity (tusac_lan.peer.said_floor)
    rae.started = clock[R2]
    for k in ids:
        rae.hear(k.public_key)
    hs = {R1: ron, R2: rae}
    for h in hs.values():
        h.receive(H, moved_of(ids, H, s))
    got: dict[int, bytes | None] = {}
    for _ in range(20):  # 20 s
        exchange(hs, clock, wall)
        got = chosen(hs)
        for seat in clock:
            clock[seat] += 1.0
            wall[seat] += 1.0
    return got, s.digest


def test_an_old_moved_handed_in_again_does_not_keep_a_returner_asking_back_at_a_table_the_session_left() -> None:
    """Two colluders: the Host and any peer Ron hears (here the Forger). Ron was replaced at the first table;
    the session went on at S1 (the Host's: the Forger and Rae seated), then the Host left it and it went on
    at S2 (Rae's: the Forger seated, a bot in the Host's seat). Ron, back (a new run: it never heard the
    Host, who is gone), gets Rae's MOVED for S2 and asks back there. The Host signed a MOVED for S1 before
    it left and gave it to the Forger, who hands it to Ron once: S1 is vouched too (the Forger and Rae sit
    there, the Host is not heard) and seats three to S2's two, so it ranks first for good, whatever Rae
    says again every 3 s: Ron asks back at S1, whose host never answers, and never takes its seat back
    (``come_back`` gives up at its wait). The Forger could hold Ron off with its READY at S2 too, but at an
    answer time a hand and a lapse everyone is told of; this costs nothing, names nobody, and works as well
    from a peer with no seat at S2. That was so at 1c6f8f5; now S2 continues S1 (it seats the Forger, a
    player of S1, besides its host Rae), so S2 ranks first."""
    s0, ids = four()
    s1 = next_table(s0, ids, H, [F, R2], played=2)
    s2 = next_table(s1, ids, R2, [F], played=3)
    ron = peer(s0, ids, R1)
    for k in (F, R2):
        ron.hear(ids[k].public_key)
    now = 5.0
    ron.clock(now, facts(s0))
    ron.receive(R2, moved_of(ids, R2, s2))
    assert ron.moved is not None and ron.moved[1].digest == s2.digest
    step = ron.come_back(1.0, 60.0)
    next(step)
    assert backs_of(ron)[-1] == s2.digest
    ron.receive(F, moved_of(ids, H, s1))  # handed in once
    asked: list[bytes] = []
    for _ in range(40):  # 20 s: Rae tells Ron where the session is every 3 s, as its host does
        now += 0.5
        ron.clock(now, facts(s0))
        if int(now * 2) % 6 == 0:
            ron.receive(R2, moved_of(ids, R2, s2))
        next(step)
        asked += backs_of(ron)
    assert asked and set(asked[-3:]) == {s2.digest}, "asks back at S1, a table the session left"
