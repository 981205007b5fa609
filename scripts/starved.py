"""Run a command (the fault suite, a bench) with every process it starts starved of CPU: all of them share
``--cpus`` of one core in a cgroup of their own (issue 24 point 9: peers on a busy laptop).

    python scripts/starved.py --cpus 0.5 -- python -m pytest -p no:cacheprovider tests/test_two_lost.py

It uses the cgroup v2 ``cpu.max`` where the unified hierarchy has the cpu controller, else the v1 ``cpu``
hierarchy's CFS quota; it needs root. The group is removed when the command ends (its processes first
moved back to the parent group). The command's exit code is this script's; the time it took, the CPU the
group used and how long the group was throttled are printed on stderr.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

PERIOD_US = 100_000
V2 = Path("/sys/fs/cgroup")
V1_CPU = Path("/sys/fs/cgroup/cpu")


def _v2_root() -> Path | None:
    for root in (V2, V2 / "unified"):
        controllers = root / "cgroup.controllers"
        if controllers.is_file() and "cpu" in controllers.read_text().split():
            return root
    return None


class Group:
    """A CPU-limited cgroup: ``enter(pid)`` puts a process in it (its children follow)."""

    def __init__(self, name: str, cpus: float) -> None:
        quota = max(1000, int(cpus * PERIOD_US))
        root = _v2_root()
        if root is not None:
            self.path, self.v2 = root / name, True
            subtree = root / "cgroup.subtree_control"
            if "cpu" not in subtree.read_text().split():
                subtree.write_text("+cpu")
            self.path.mkdir(exist_ok=True)
            (self.path / "cpu.max").write_text(f"{quota} {PERIOD_US}")
        elif (V1_CPU / "cpu.cfs_quota_us").is_file():
            self.path, self.v2 = V1_CPU / name, False
            self.path.mkdir(exist_ok=True)
            (self.path / "cpu.cfs_period_us").write_text(str(PERIOD_US))
            (self.path / "cpu.cfs_quota_us").write_text(str(quota))
        else:
            raise SystemExit("no cgroup cpu controller here (cgroup v2 cpu.max or v1 cpu.cfs_quota_us)")

    def enter(self, pid: int) -> None:
        (self.path / "cgroup.procs").write_text(str(pid))

    def stats(self) -> dict[str, int]:
        found: dict[str, int] = {}
        for line in (self.path / "cpu.stat").read_text().splitlines():
            key, _, value = line.partition(" ")
            if value.strip().isdigit():
                found[key] = int(value)
        return found

    def remove(self) -> None:
        parent = self.path.parent / "cgroup.procs"
        for _ in range(50):  # processes that outlived the command go back to the parent, then the group goes
            pids = (self.path / "cgroup.procs").read_text().split()
            for pid in pids:
                try:
                    parent.write_text(pid)
                except OSError:
                    pass  # it ended meanwhile
            try:
                self.path.rmdir()
                return
            except OSError:
                time.sleep(0.1)  # a process still leaving; bounded by the loop


def _enter(group: Group) -> None:
    """In the child before it runs the command: into the group, and Ctrl-C back to its default. A command
    started in the background by a shell without job control inherits SIGINT ignored, and a peer the
    fault suite stops with SIGINT would then never stop."""
    group.enter(os.getpid())
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cpus", type=float, default=0.5, help="share of one core for all the processes (0.5)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- then the command to run")
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no command given")
    group = Group(f"tusac-starved-{os.getpid()}", args.cpus)
    start = time.monotonic()
    try:
        child = subprocess.Popen(command, preexec_fn=lambda: _enter(group))
        code = child.wait()
        stats = group.stats()
    finally:
        group.remove()
    took = time.monotonic() - start
    used = f"; the group used {stats['usage_usec'] / 1e6:.0f} s of CPU" if "usage_usec" in stats else ""
    throttled = stats.get("throttled_usec", stats.get("throttled_time", 0) // 1000) / 1e6
    print(
        f"starved.py: {took:.0f} s at {args.cpus:g} of a core{used}; held back {throttled:.0f} s in"
        f" {stats.get('nr_throttled', 0)} of {stats.get('nr_periods', 0)} periods; exit {code}",
        file=sys.stderr,
    )
    return code


if __name__ == "__main__":
    sys.exit(main())
