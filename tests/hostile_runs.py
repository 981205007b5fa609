"""Many hostile tables at once: each a host, an honest guest (none, or more) and the cheating peer of
tests/hostile_peer.py as real processes on 127.0.0.1, a few tables running side by side so that a
suite of attacks that each wait out a deadline takes a minute or two, not one after the other.

``play_all`` starts the tables (at most ``at_once`` running), waits until every honest process of
each has ended or its time is up, and returns what each table printed and wrote; the tests then
judge each table on its own, so one failing attack fails only its own test.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from tests.test_hostile_peers import LIMIT, Process, Table, agreed_verdict, seat_of
from tusac_lan.games import GAMES, AnyGame
from tusac_lan.table.history import read_history, verify_history

__all__ = ["Played", "agreed_verdict", "play_all"]


@dataclass
class Played:
    attack: str
    table: Table
    host: Process
    guest: Process | None
    """The first honest guest (None at a table of two peers: the host and the cheater)."""
    mallory: Process
    started: float
    more: list[Process] = field(default_factory=list)
    """Honest guests beyond the first (a table of four peers)."""
    failure: str = ""
    """Why the table did not end as it must (an honest process hung or crashed), or ""."""
    ended: bool = field(default=False)

    @property
    def honest(self) -> list[Process]:
        return [self.host, *([self.guest] if self.guest is not None else []), *self.more]

    def mallory_seat(self) -> int:
        return seat_of(self.mallory)

    def attacked(self) -> float:
        """When the cheating peer said its attack started."""
        when, _ = self.mallory.first(f"ATTACK {self.attack}", limit=1)
        return when

    def first(self, process: Process, text: str) -> tuple[float, str]:
        return process.first(text, limit=1)

    def output(self) -> str:
        return "\n---\n".join(f"{p.name}:\n{p.output()}" for p in (*self.honest, self.mallory))


def _check_ended(played: Played, now: float) -> bool:
    """True once the table is over, one way or the other (recording a failure if it went wrong)."""
    honest = played.honest
    if all(p.popen.poll() is not None for p in honest):
        for process in honest:
            if process.popen.returncode not in (0, 1) or "Traceback" in process.output():
                played.failure = f"{process.name} crashed"
        return True
    if now - played.started > LIMIT:
        played.failure = "an honest peer did not finish in time"
        return True
    return False


HOST_ATTACKS = frozenset({"next-table-for-seed"})
"""Attacks the cheating peer makes as the table's host (two honest players join it)."""

DEALS = 3
"""Tables dealt at most for one attack: a hand can end before the cheater has the chance it waits for
(a win before its first discard), and then a table is dealt again."""


def _never_attacked(played: Played) -> bool:
    """The table ended well for everyone without the cheater ever starting its attack."""
    ended_well = all(p.popen.returncode == 0 for p in played.honest) and not played.failure
    return ended_well and f"ATTACK {played.attack}" not in played.mallory.output()


def play_all(
    tmp: Path,
    attacks: list[str],
    deadlines: str,
    at_once: int = 7,
    setup: Callable[[Table], None] | None = None,
    deals: int = DEALS,
    guests: int = 1,
) -> dict[str, Played]:
    """One table per attack, at most ``at_once`` running together; every process given ``deadlines``;
    ``setup`` readies each table before its processes start (another game's programs and options);
    ``deals``: tables dealt at most for an attack that never started; ``guests``: honest peers that join
    (the host waits for them and the cheater: ``--players``; 0: a table of two peers, the host and the
    cheater)."""
    waiting = list(attacks)
    running: list[Played] = []
    done: dict[str, Played] = {}
    dealt: dict[str, int] = {}
    while waiting or running:
        now = time.monotonic()
        for played in list(running):
            if _check_ended(played, now):
                running.remove(played)
                played.ended = True
                done[played.attack] = played
                if _never_attacked(played) and dealt[played.attack] < deals:
                    played.table.close()
                    waiting.insert(0, played.attack)  # a deal that never gave the chance: deal again
        if waiting and len(running) < at_once:
            attack = waiting.pop(0)
            dealt[attack] = dealt.get(attack, 0) + 1
            table = Table(tmp / f"{attack}-{dealt[attack]}")
            table.deadlines = deadlines
            if setup is not None:
                setup(table)
            more: list[Process] = []
            guest: Process | None = None
            if attack in HOST_ATTACKS:
                mallory, address = table.hostile_host(attack)
                host = table.peer("Host", "--join", address)  # an honest player; the cheater hosts
                guest = table.peer("Guest", "--join", address)
            else:
                host, address = table.host(players=guests + 2)
                guest = table.peer("Guest", "--join", address) if guests else None
                more = [table.peer(f"Guest{n}", "--join", address) for n in range(2, guests + 1)]
                mallory = table.hostile(address, attack)
            running.append(Played(attack, table, host, guest, mallory, time.monotonic(), more))
            continue
        time.sleep(0.1)  # watching other processes; each table is bounded by LIMIT
    for played in done.values():
        # The cheating peer may still wait for a table that is over: it is not judged here.
        played.table.close()
    return done


WITHIN = 25.0
"""Seconds from the attack to the verdict at every honest peer: a deadline and its grace, with room."""


def game_table(game: str, hostile_module: str, *host_extra: str, module: str = "") -> Callable[[Table], None]:
    """A ``setup`` for ``play_all``: tables of ``game``, the cheater from ``hostile_module``, the host given
    ``host_extra`` (seats, house rules), the honest peers from ``module`` if given."""

    def setup(table: Table) -> None:
        if module:
            table.module = module
        table.hostile_module = hostile_module
        table.extra = ["--game", game]
        table.host_extra = list(host_extra)

    return setup


def caught(
    run: Played,
    line: str,
    reason: str,
    *,
    game: str,
    seats: int,
    ok: bool = False,
    games: Mapping[str, AnyGame] = GAMES,
) -> None:
    """Every honest peer reached the verdict soon after the attack, wrote the same file, and it names the
    cheater for ``reason`` (``ok``: the hand's result stands all the same)."""
    assert not run.failure, f"{run.failure}:\n{run.output()}"
    attacked = run.attacked()
    for process in run.honest:
        try:
            when, said = run.first(process, line)
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n=== every peer of the table ===\n{run.output()}") from None
        assert when - attacked < WITHIN, f"{process.name} after {when - attacked:.1f} s: {said}\n{run.output()}"
    blobs = run.table.histories([p.name for p in run.honest])
    assert len(set(blobs)) == 1, "honest peers wrote different histories"
    history, _ = verify_history(blobs[0], games=games)
    assert read_history(blobs[0], games).verdict == history.verdict
    verdict = history.verdict
    assert verdict.ok == ok and verdict.seat == run.mallory_seat() and reason in verdict.reason, verdict
    assert history.config.game_id == game and history.config.seats == seats
