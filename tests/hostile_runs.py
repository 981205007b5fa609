"""Many hostile tables at once: each a host, an honest guest and the cheating peer of
tests/hostile_peer.py as real processes on 127.0.0.1, a few tables running side by side so that a
suite of attacks that each wait out a deadline takes a minute or two, not one after the other.

``play_all`` starts the tables (at most ``at_once`` running), waits until every honest process of
each has ended or its time is up, and returns what each table printed and wrote; the tests then
judge each table on its own, so one failing attack fails only its own test.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tests.test_hostile_peers import LIMIT, Process, Table, agreed_verdict, seat_of

__all__ = ["Played", "agreed_verdict", "play_all"]


@dataclass
class Played:
    attack: str
    table: Table
    host: Process
    guest: Process
    mallory: Process
    started: float
    failure: str = ""
    """Why the table did not end as it must (an honest process hung or crashed), or ""."""
    ended: bool = field(default=False)

    @property
    def honest(self) -> list[Process]:
        return [self.host, self.guest]

    def mallory_seat(self) -> int:
        return seat_of(self.mallory)

    def attacked(self) -> float:
        """When the cheating peer said its attack started."""
        when, _ = self.mallory.first(f"ATTACK {self.attack}", limit=1)
        return when

    def first(self, process: Process, text: str) -> tuple[float, str]:
        return process.first(text, limit=1)

    def output(self) -> str:
        return "\n---\n".join(f"{p.name}:\n{p.output()}" for p in (self.host, self.guest, self.mallory))


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
) -> dict[str, Played]:
    """One table per attack, at most ``at_once`` running together; every process given ``deadlines``;
    ``setup`` readies each table before its processes start (another game's programs and options);
    ``deals``: tables dealt at most for an attack that never started."""
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
            if attack in HOST_ATTACKS:
                mallory, address = table.hostile_host(attack)
                host = table.peer("Host", "--join", address)  # an honest player; the cheater hosts
                guest = table.peer("Guest", "--join", address)
            else:
                host, address = table.host()
                guest = table.peer("Guest", "--join", address)
                mallory = table.hostile(address, attack)
            running.append(Played(attack, table, host, guest, mallory, time.monotonic()))
            continue
        time.sleep(0.1)  # watching other processes; each table is bounded by LIMIT
    for played in done.values():
        # The cheating peer may still wait for a table that is over: it is not judged here.
        played.table.close()
    return done
