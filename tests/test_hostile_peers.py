"""Real `tusac peer` processes on 127.0.0.1 with a cheating peer (tests/hostile_peer.py) at the table.

For every attack: every honest process stays up (ends on its own, no traceback), the right seat is
named within ``NAMED_WITHIN`` seconds of the attack (or nobody, for an attack that must change
nothing), and the honest peers write byte-identical history files.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tusac_lan.games.tusac.engine.state import SEAT_NAMES
from tusac_lan.table.history import read_history, verify_history
from tusac_lan.table.node import FLOODING

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 150.0
"""Every process of a test is gone by then."""
NAMED_WITHIN = 10.0
MEMORY_GROWTH = 150 * 1024 * 1024
"""How much an honest peer's resident memory may grow during a flood (the bounds allow far less)."""


@dataclass
class Process:
    name: str
    popen: subprocess.Popen[str]
    lines: list[tuple[float, str]] = field(default_factory=list)
    peak_rss: int = 0
    start_rss: int = 0

    def read(self) -> None:
        assert self.popen.stdout is not None
        for line in self.popen.stdout:
            self.lines.append((time.monotonic(), line.rstrip("\n")))

    def first(self, text: str, limit: float = 30.0) -> tuple[float, str]:
        end = time.monotonic() + limit
        while time.monotonic() < end:
            for when, line in list(self.lines):
                if text in line:
                    return when, line
            if self.popen.poll() is not None and not self._reader_alive():
                break
            time.sleep(0.02)  # polling another process's output; the wait is bounded by ``limit``
        raise AssertionError(f"{self.name} never printed {text!r}:\n{self.output()}")

    def _reader_alive(self) -> bool:
        return any(t.is_alive() for t in threading.enumerate() if t.name == f"read-{self.name}")

    def output(self) -> str:
        return "\n".join(line for _, line in self.lines)

    def rss(self) -> int:
        try:
            status = Path(f"/proc/{self.popen.pid}/status").read_text()
        except OSError:
            return 0
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
        return 0


class Table:
    """A host, honest guests and one hostile peer, each a process, each with its own files."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.processes: list[Process] = []
        self.deadlines: str | None = None
        """``PROTOCOL,MOVE,GRACE`` given to every process of the table (None: the defaults)."""
        self.extra: list[str] = []
        """More options given to every process of the table (``--rejoin-wait``, ``--game``)."""
        self.host_extra: list[str] = []
        """More options given to the host only (``--seats``)."""
        self.module = "tusac_lan.terminal.cli"
        """What an honest peer runs (tests/toy_peer.py: with the toy game)."""
        self.hostile_module = "tests.hostile_peer"
        """What the cheating peer runs (tests/hostile_toy.py: the toy game's cheats)."""

    def start(self, name: str, command: list[str]) -> Process:
        popen = subprocess.Popen(
            [sys.executable, *command], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        process = Process(name, popen)
        threading.Thread(target=process.read, name=f"read-{name}", daemon=True).start()
        self.processes.append(process)
        return process

    def peer(self, name: str, *where: str, players: int = 3, hands: int = 1) -> Process:
        command = ["-m", self.module, "peer", *where, "--name", name, "--timeout", "40"]
        command += ["--identity", str(self.tmp / f"id-{name}"), "--history-dir", str(self.tmp / f"h-{name}")]
        command += ["--deadlines", self.deadlines] if self.deadlines else []
        command += self.extra
        if where[0] == "--host":
            command += ["--players", str(players), "--hands", str(hands), *self.host_extra]
        return self.start(name, command)

    def hostile(self, address: str, attack: str, *, host: bool = False) -> Process:
        """The cheating peer, joining the table at ``address`` (or, with ``host``, hosting it there)."""
        command = ["-m", self.hostile_module, "--host" if host else "--join", address, "--attack", attack]
        command += ["--timeout", "40", "--identity", str(self.tmp / "id-Mallory")]
        command += ["--history-dir", str(self.tmp / "h-Mallory")]
        command += ["--deadlines", self.deadlines] if self.deadlines else []
        command += self.extra
        return self.start("Mallory", command)

    def hostile_host(self, attack: str) -> tuple[Process, str]:
        """The cheating peer hosts a table of three players and one hand; its address."""
        mallory = self.hostile("127.0.0.1:0", attack, host=True)
        _, line = mallory.first("hosting on 127.0.0.1:")
        return mallory, line.split()[2]

    def host(self, players: int = 3, hands: int = 1) -> tuple[Process, str]:
        host = self.peer("Host", "--host", "127.0.0.1:0", players=players, hands=hands)
        _, line = host.first("hosting on 127.0.0.1:")
        return host, line.split()[2]

    def wait(self, honest: list[Process], watch_memory: bool = False) -> None:
        """Until every honest process has ended (bounded), sampling their memory."""
        for process in honest:
            process.start_rss = process.rss()
        end = time.monotonic() + LIMIT
        while any(p.popen.poll() is None for p in honest):
            assert time.monotonic() < end, "an honest peer did not finish:\n" + "\n---\n".join(
                p.output() for p in honest
            )
            if watch_memory:
                for process in honest:
                    process.peak_rss = max(process.peak_rss, process.rss())
            time.sleep(0.1)  # sampling other processes; bounded by LIMIT
        for process in honest:
            assert process.popen.returncode in (0, 1), f"{process.name} crashed:\n{process.output()}"
            assert "Traceback" not in process.output(), process.output()

    def close(self) -> None:
        for process in self.processes:
            if process.popen.poll() is None:
                process.popen.kill()
            process.popen.wait(timeout=10)

    def histories(self, names: list[str]) -> list[bytes]:
        found = []
        for name in names:
            # The last hand's: with two hands, the cheater's chance may come only in the second.
            files = sorted((self.tmp / f"h-{name}").glob("*hand*.tusac"))
            assert files, f"{name} wrote no history"
            found.append(files[-1].read_bytes())
        return found


def seat_of(process: Process) -> int:
    _, line = process.first("(you, key ")  # the table as this peer was seated at it, hosting or joining
    return SEAT_NAMES.index(line.split(":")[0].strip())


def agreed_verdict(
    table: Table, honest: list[Process], *, verify: bool = True, same_file: bool = True
) -> tuple[bool, int, str]:
    blobs = table.histories([p.name for p in honest])
    if same_file:
        assert len(set(blobs)) == 1, "honest peers wrote different histories"
    verdicts = {(h.verdict.ok, h.verdict.seat) for h in (read_history(b) for b in blobs)}
    assert len(verdicts) == 1, f"honest peers disagree: {verdicts}"
    history = verify_history(blobs[0])[0] if verify else read_history(blobs[0])
    return history.verdict.ok, history.verdict.seat, history.verdict.reason


def test_frames_forged_as_other_peers_change_nothing(table: Table) -> None:
    host, address = table.host()
    guest = table.peer("Guest", "--join", address)
    mallory = table.hostile(address, "forged-frames")
    mallory.first("ATTACK forged-frames")
    table.wait([host, guest])
    assert host.popen.returncode == 0 and guest.popen.returncode == 0, host.output() + guest.output()
    assert not any("cut off" in line or "stopped" in line for p in (host, guest) for _, line in p.lines)
    ok, seat, reason = agreed_verdict(table, [host, guest])
    assert ok and seat == -1, reason
    mallory.popen.wait(timeout=LIMIT)
    assert table.histories(["Mallory"]) == table.histories(["Host"])


def test_a_flooding_peer_is_cut_off_and_named_and_memory_stays_bounded(table: Table) -> None:
    host, address = table.host()
    guest = table.peer("Guest", "--join", address)
    mallory = table.hostile(address, "flood")
    seat = seat_of(mallory)
    attacked, _ = mallory.first("ATTACK flood", limit=60)
    for process in (host, guest):
        named, _ = process.first(f"cut off {SEAT_NAMES[seat]}: {FLOODING}", limit=NAMED_WITHIN + 5)
        assert named - attacked < NAMED_WITHIN, f"{process.name} named the flooder after {named - attacked:.1f} s"
    table.wait([host, guest], watch_memory=True)
    for process in (host, guest):
        assert process.peak_rss - process.start_rss < MEMORY_GROWTH, (process.name, process.peak_rss)
    # Each peer's own count proves nothing to the others; every honest peer cut it off, so every one signed
    # that what it owed never came: that co-signed record names it, in one file that verifies.
    ok, named_seat, reason = agreed_verdict(table, [host, guest])
    assert not ok and named_seat == seat and "withheld" in reason, reason


@pytest.mark.parametrize(
    ("attack", "reason"),
    [("pass-with-card", "slots and cards differ"), ("discard-without-key", "keys do not match the revealed slots")],
)
def test_a_move_the_hand_cannot_use_names_its_sender(table: Table, attack: str, reason: str) -> None:
    # Two hands: a hand may end before Mallory has a discard or a claim to spoil.
    host, address = table.host(hands=2)
    guest = table.peer("Guest", "--join", address)
    mallory = table.hostile(address, attack)
    seat = seat_of(mallory)
    attacked, _ = mallory.first(f"ATTACK {attack}", limit=60)
    for process in (host, guest):
        try:
            named, line = process.first("stopped: ", limit=NAMED_WITHIN + 5)
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n--- Mallory:\n{mallory.output()}") from None
        assert named - attacked < NAMED_WITHIN and reason in line, line
    table.wait([host, guest])
    ok, named_seat, verdict = agreed_verdict(table, [host, guest])
    assert not ok and named_seat == seat and reason in verdict, verdict


def test_bad_joins_are_refused_with_reasons_and_the_host_keeps_hosting(table: Table) -> None:
    host, address = table.host(players=2)
    mallory = table.hostile(address, "bad-joins")
    assert mallory.popen.wait(timeout=60) == 0, mallory.output()
    refusals = [line for _, line in mallory.lines if line.startswith("REFUSED ")]
    assert len(refusals) == 10 and not any("no answer" in line for line in refusals), mallory.output()
    assert any("U+0007" in line for line in refusals) and any("NFC" in line for line in refusals)
    assert host.popen.poll() is None, host.output()
    guest = table.peer("Guest", "--join", address)
    table.wait([host, guest])
    assert host.popen.returncode == 0 and guest.popen.returncode == 0, host.output()
    assert sum("refused a join" in line for _, line in host.lines) == 10
    ok, _, reason = agreed_verdict(table, [host, guest])
    assert ok, reason
