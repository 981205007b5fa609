"""Network namespaces on a virtual bridge, with faults: for the network tests and scripts/bench_network.py.

Every peer gets its own namespace with one veth whose other end is a port of a bridge living in a
namespace of its own, on 198.18.77.0/24 (the range reserved for network testing): nothing touches
the machine's interfaces, and deleting the namespaces removes everything. Faults, since this kernel
has no netem:

- a partition: the peer's bridge port is disabled (``bridge link set ... state 0``); its frames are
  dropped silently both ways, like a pulled cable behind a switch that keeps the link up;
- a split into two halves: the ports of one half move to a second bridge in the bridge's namespace, so
  each half hears itself and nothing of the other, both ways, like two switches whose cable between them
  was pulled (this kernel has no bridge VLAN filtering, and ``iptables`` is not needed for it);
- loss: an iptables ``statistic`` rule drops a share of the packets arriving at each peer, so each
  packet on the wire is lost with that probability whichever way it goes;
- delay: each peer's TCP connections go through a user-space proxy that holds every chunk of bytes
  for the delay (tests/delay_proxy.py).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType

SUBNET = "198.18.77"
COMMAND_LIMIT = 20.0
"""Seconds any one set-up command may take."""


def run(*command: str) -> None:
    subprocess.run(command, check=True, capture_output=True, timeout=COMMAND_LIMIT)


def unavailable(need_iptables: bool = False) -> str | None:
    """Why namespaces (and, if asked, iptables with the statistic match) cannot be used here; None: they can."""
    if shutil.which("ip") is None or shutil.which("bridge") is None:
        return "iproute2 (ip, bridge) is not installed"
    if os.geteuid() != 0:
        return "creating network namespaces needs root"
    if need_iptables and shutil.which("iptables") is None:
        return "iptables is not installed (apt-get install iptables)"
    probe = f"tusac-probe-{os.getpid()}"
    try:
        run("ip", "netns", "add", probe)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as exc:
        return f"cannot create a network namespace here: {exc}"
    try:
        if need_iptables:
            rule = ["-A", "INPUT", "-m", "statistic", "--mode", "random", "--probability", "0.2", "-j", "DROP"]
            run("ip", "netns", "exec", probe, "iptables", *rule)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as exc:
        return f"iptables cannot drop packets at random here: {exc}"
    finally:
        subprocess.run(["ip", "netns", "del", probe], capture_output=True, timeout=COMMAND_LIMIT)
    return None


class Lab:
    """``peers`` namespaces on one bridge. Use it as a context manager: leaving it deletes them all."""

    def __init__(self, peers: int, tag: str | None = None) -> None:
        self.tag = tag or f"t{os.getpid() % 100000}"
        self.bridge_ns = f"{self.tag}-br"
        self.peers = [(f"{self.tag}-p{i}", f"{SUBNET}.{i + 1}") for i in range(peers)]
        self._created: list[str] = []
        self._split = False

    def __enter__(self) -> Lab:
        try:
            self._build()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()

    def _build(self) -> None:
        run("ip", "netns", "add", self.bridge_ns)
        self._created.append(self.bridge_ns)
        run("ip", "-n", self.bridge_ns, "link", "add", "br0", "type", "bridge")
        run("ip", "-n", self.bridge_ns, "link", "set", "br0", "up")
        for i, (ns, address) in enumerate(self.peers):
            run("ip", "netns", "add", ns)
            self._created.append(ns)
            inside, outside = self.inside(i), self.port(i)
            run("ip", "link", "add", inside, "type", "veth", "peer", "name", outside)
            run("ip", "link", "set", inside, "netns", ns)
            run("ip", "link", "set", outside, "netns", self.bridge_ns)
            run("ip", "-n", self.bridge_ns, "link", "set", outside, "master", "br0", "up")
            run("ip", "-n", ns, "addr", "add", f"{address}/24", "dev", inside)
            run("ip", "-n", ns, "link", "set", inside, "up")
            run("ip", "-n", ns, "link", "set", "lo", "up")
            run("ip", "-n", ns, "route", "add", "224.0.0.0/4", "dev", inside)

    def close(self) -> None:
        for ns in reversed(self._created):
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=COMMAND_LIMIT)
        self._created.clear()

    def inside(self, i: int) -> str:
        return f"{self.tag}v{i}"

    def port(self, i: int) -> str:
        return f"{self.tag}b{i}"

    def namespace(self, i: int) -> str:
        return self.peers[i][0]

    def address(self, i: int) -> str:
        return self.peers[i][1]

    def cut(self, i: int) -> None:
        """Partition peer ``i`` from every other: its bridge port drops everything, both ways."""
        run("ip", "netns", "exec", self.bridge_ns, "bridge", "link", "set", "dev", self.port(i), "state", "0")

    def heal(self, i: int) -> None:
        run("ip", "netns", "exec", self.bridge_ns, "bridge", "link", "set", "dev", self.port(i), "state", "3")

    def split(self, left: Iterable[int], right: Iterable[int]) -> None:
        """Split the lab in two halves (every peer in exactly one): the ports of ``right`` move to a second
        bridge, so that neither half hears the other, both ways, while each hears itself; the links stay up."""
        halves = set(left), set(right)
        if halves[0] & halves[1] or halves[0] | halves[1] != set(range(len(self.peers))):
            raise ValueError(
                f"not two halves of the lab's {len(self.peers)} peers: {sorted(halves[0])}, {sorted(halves[1])}"
            )
        if not self._split:
            run("ip", "-n", self.bridge_ns, "link", "add", "br1", "type", "bridge")
            run("ip", "-n", self.bridge_ns, "link", "set", "br1", "up")
        self._split = True
        for i in range(len(self.peers)):
            run("ip", "-n", self.bridge_ns, "link", "set", self.port(i), "master", "br1" if i in halves[1] else "br0")

    def join_halves(self) -> None:
        """Undo ``split``: every port on the one bridge again (nothing to do if the lab is not split)."""
        if not self._split:
            return
        for i in range(len(self.peers)):
            run("ip", "-n", self.bridge_ns, "link", "set", self.port(i), "master", "br0")
        run("ip", "-n", self.bridge_ns, "link", "del", "br1")
        self._split = False

    def lose(self, i: int, probability: float) -> None:
        """Drop this share of the packets arriving at peer ``i`` (added to any rule already there)."""
        rule = ["-A", "INPUT", "-i", self.inside(i), "-m", "statistic", "--mode", "random"]
        run(
            "ip", "netns", "exec", self.namespace(i), "iptables", *rule, "--probability", f"{probability}", "-j", "DROP"
        )

    def lossless(self, i: int) -> None:
        run("ip", "netns", "exec", self.namespace(i), "iptables", "-F", "INPUT")

    def delay_through(self, i: int, port: int) -> None:
        """Send every TCP connection peer ``i`` opens to the lab's subnet through the delaying proxy
        (tests/delay_proxy.py) listening on ``port`` in its namespace; the proxy's own are marked."""
        rule = ["-t", "nat", "-A", "OUTPUT", "-p", "tcp", "-d", f"{SUBNET}.0/24", "-m", "mark", "!", "--mark", "1"]
        rule += ["-j", "REDIRECT", "--to-ports", str(port)]
        run("ip", "netns", "exec", self.namespace(i), "iptables", *rule)

    def command(self, i: int, *command: str) -> list[str]:
        """``command`` run inside peer ``i``'s namespace."""
        return ["ip", "netns", "exec", self.namespace(i), *command]


ROOT = Path(__file__).resolve().parent.parent
