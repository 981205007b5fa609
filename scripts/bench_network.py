#!/usr/bin/env python3
"""Links under faults, in network namespaces this script creates and deletes (needs root, iproute2
and iptables; tests/netns_lab.py says how the faults are made).

    python scripts/bench_network.py [--outages 1,2,5,10,30] [--loss 0.2] [--hands 4]
                                    [--cut 10,30] [--only links|loss|cut] [--transport-from COMMIT]

- links: three bare mesh peers (tests/link_probe.py) send a message every 50 ms; peer 2 is cut off
  for each outage length in turn. Resume = from the link coming back to the first message arriving
  again, the slower direction of the two peers' links to peer 2, worst of the two.
- loss: a session of ``--hands`` hands, three peer processes and a bot, with this packet loss on
  every link from before the lobby to the end: how many times a live peer was reported silent,
  and the latency of each turn (last move sent -> applied by every peer, state hashes agreed).
- cut: a session in which peer 2 is cut off mid-hand for each length: play resumes = from the
  link coming back to the first turn applied or agreed by any peer, and by every peer.
- delay (only with ``--only delay``): sessions of ``--hands`` hands with each TCP link delayed by
  ``--delays`` ms one way (a user-space proxy per peer, tests/delay_proxy.py): hand time and turn latency.
``--transport-from COMMIT`` measures the links of an older transport (its protocol/ package).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from protocol.transport import SILENT_AFTER, curve_keypair  # noqa: E402
from tests.net_session import (  # noqa: E402
    PORT,
    finish,
    identical_verified_histories,
    marks_after,
    read_marks,
    start_session,
    wait_for_turns,
)
from tests.netns_lab import Lab, unavailable  # noqa: E402

PEERS = 3
WARM_UP = 4.0
SETTLE = 5.0
"""Seconds after a link comes back before the next outage."""
SESSION_LIMIT = 900.0


def probe_configs(lab: Lab, seconds: float, every: float) -> list[dict[str, object]]:
    keys = [curve_keypair() for _ in range(PEERS)]
    endpoints = [f"tcp://{lab.address(i)}:{PORT}" for i in range(PEERS)]
    publics = [k[0].decode() for k in keys]
    return [
        {
            "me": i,
            "endpoints": endpoints,
            "publics": publics,
            "secret": keys[i][1].decode(),
            "seconds": seconds,
            "every": every,
        }
        for i in range(PEERS)
    ]


def links(lab: Lab, outages: list[float], base: Path, probe_root: Path | None) -> list[dict[str, float]]:
    seconds = WARM_UP + sum(length + SETTLE for length in outages) + 1.0
    env = {"TUSAC_PROBE_ROOT": str(probe_root)} if probe_root else {}
    processes = []
    for i, config in enumerate(probe_configs(lab, seconds, 0.05)):
        (base / f"probe{i}.json").write_text(json.dumps(config))
        command = lab.command(i, "env", *[f"{k}={v}" for k, v in env.items()], sys.executable)
        command += [str(ROOT / "tests" / "link_probe.py"), str(base / f"probe{i}.json"), str(base / f"out{i}.json")]
        processes.append(subprocess.Popen(command, cwd=ROOT))
    events: list[tuple[float, float, float]] = []
    try:
        time.sleep(WARM_UP)
        for length in outages:
            cut = time.monotonic()
            lab.cut(2)
            time.sleep(length)
            lab.heal(2)
            healed = time.monotonic()
            events.append((length, cut, healed))
            time.sleep(SETTLE)
        for process in processes:
            process.wait(timeout=seconds + 30)
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
    reports = [json.loads((base / f"out{i}.json").read_text()) for i in range(PEERS)]
    rows = []
    for length, cut, healed in events:
        resumes = []
        for receiver, sender in ((0, 2), (1, 2), (2, 0), (2, 1)):
            times = reports[receiver]["received"].get(str(sender), [])
            after = [t for t in times if t > healed]
            gap = [t for t in times if cut < t < healed]
            resumes.append(after[0] - healed if after else float("inf"))
            if gap and gap[-1] > cut + 0.5:
                print(f"  note: peer {receiver} got messages from {sender} {gap[-1] - cut:.2f} s into the cut")
        rows.append({"outage": length, "resume": max(resumes), "first": min(resumes)})
    silences = sum(1 for r in reports for _, up, _ in r["liveness"] if not up)
    forced = sum(r["forced_reconnects"] for r in reports)
    print(
        f"links: {silences} silence report(s) (an outage over {SILENT_AFTER:.0f} s is one), "
        f"{forced} forced reconnect(s)"
    )
    return rows


def loss(lab: Lab, probability: float, hands: int, base: Path) -> None:
    for i in range(PEERS):
        lab.lose(i, probability)
    started = time.monotonic()
    processes = start_session(lab, base, hands)
    outputs = finish(processes, SESSION_LIMIT)
    wall = time.monotonic() - started
    for i in range(PEERS):
        lab.lossless(i)
    if any(p.returncode for p in processes):
        print("loss: a peer failed:\n" + "\n=====\n".join(outputs))
        return
    marks, link_events = read_marks(base, PEERS)
    latencies = []
    for (kind, hand, index), agreed in marks.items():
        sent = marks.get(("move_sent", hand, index))
        if kind == "agreed" and sent and len(agreed) == PEERS:
            latencies.append(max(agreed) - max(sent))
    latencies.sort()
    silences = [e for e in link_events if not e[1]]
    ms = 1000.0
    print(
        f"loss {probability:.0%}: {hands} hands in {wall:.0f} s; a peer reported silent {len(silences)} time(s) "
        f"(after {SILENT_AFTER:.0f} s without any frame)"
    )
    print(
        f"  turn latency p50 {statistics.median(latencies) * ms:.0f} ms, "
        f"p95 {latencies[int(len(latencies) * 0.95)] * ms:.0f} ms, "
        f"max {latencies[-1] * ms:.0f} ms over {len(latencies)} turns"
    )
    print(f"  histories identical and verified: {identical_verified_histories(base, PEERS, hands)}")


def cut_session(lab: Lab, lengths: list[float], base: Path) -> None:
    hands = 2
    processes = start_session(lab, base, hands)
    healed_at: list[tuple[float, float]] = []
    try:
        for length in lengths:
            wait_for_turns(base, 5 + 10 * len(healed_at), 300)
            lab.cut(2)
            time.sleep(length)
            lab.heal(2)
            healed_at.append((length, time.monotonic()))
    finally:
        lab.heal(2)
    outputs = finish(processes, SESSION_LIMIT)
    if any(p.returncode for p in processes):
        print("cut: a peer failed:\n" + "\n=====\n".join(outputs))
        return
    _, link_events = read_marks(base, PEERS)
    for length, healed in healed_at:
        firsts = []
        for i in range(PEERS):
            after = marks_after(base, i, ("applied", "agreed"), healed)
            firsts.append(after[0] - healed if after else float("inf"))
        print(
            f"cut {length:.0f} s mid-hand: play resumed {min(firsts):.2f} s after the link came back "
            f"(every peer: {max(firsts):.2f} s)"
        )
    print(
        f"cut: silence reports {sum(1 for e in link_events if not e[1])}; "
        f"histories identical and verified: {identical_verified_histories(base, PEERS, hands)}"
    )


PROXY_PORT = 9999


def delay(lab_peers: int, delays: list[float], hands: int, base: Path) -> None:
    for one_way in delays:
        where = base / f"delay{one_way:.0f}"
        where.mkdir()
        with Lab(lab_peers) as lab:
            proxies = []
            try:
                if one_way > 0:
                    for i in range(lab_peers):
                        proxy = [sys.executable, str(ROOT / "tests" / "delay_proxy.py"), str(PROXY_PORT), str(one_way)]
                        proxies.append(subprocess.Popen(lab.command(i, *proxy), cwd=ROOT))
                        lab.delay_through(i, PROXY_PORT)
                time.sleep(0.5 if proxies else 0.0)  # the proxies start listening
                started = time.monotonic()
                processes = start_session(lab, where, hands)
                outputs = finish(processes, SESSION_LIMIT)
                wall = time.monotonic() - started
            finally:
                for proxy_process in proxies:
                    proxy_process.kill()
                    proxy_process.wait()
        if any(p.returncode for p in processes):
            print(f"delay {one_way:.0f} ms: a peer failed:\n" + "\n=====\n".join(outputs))
            continue
        marks, _ = read_marks(where, PEERS)
        hand_times = [max(marks[("verdict", h, -1)]) - min(marks[("hand_start", h, -1)]) for h in range(hands)]
        latencies = sorted(
            max(agreed) - max(marks[("move_sent", h, i)])
            for (kind, h, i), agreed in marks.items()
            if kind == "agreed" and marks.get(("move_sent", h, i)) and len(agreed) == PEERS
        )
        print(
            f"delay {one_way:>3.0f} ms one way: hand (start -> every verdict) "
            f"median {statistics.median(hand_times):.1f} s, "
            f"turn latency p50 {statistics.median(latencies) * 1000:.0f} ms; {hands} hands in {wall:.0f} s"
        )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--outages", default="1,2,5,10,30")
    parser.add_argument("--loss", type=float, default=0.2)
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--cut", default="10,30")
    parser.add_argument("--delays", default="0,50,200", help="one-way delays in ms, for --only delay")
    parser.add_argument("--only", choices=("links", "loss", "cut", "delay"))
    parser.add_argument("--transport-from", help="measure the links of the transport at this commit")
    args = parser.parse_args()
    reason = unavailable(need_iptables=args.only != "links")
    if reason is not None:
        print(f"cannot measure: {reason}")
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        if args.only in (None, "links"):
            probe_root = None
            if args.transport_from:
                probe_root = base / "old"
                probe_root.mkdir()
                archive = subprocess.run(
                    ["git", "archive", args.transport_from, "protocol"], cwd=ROOT, check=True, capture_output=True
                ).stdout
                subprocess.run(["tar", "-x", "-C", str(probe_root)], input=archive, check=True)
            with Lab(PEERS) as lab:
                rows = links(lab, [float(x) for x in args.outages.split(",")], base, probe_root)
            for row in rows:
                print(
                    f"outage {row['outage']:>4.1f} s: messages flow again {row['first']:.2f} s after the link returns "
                    f"(slowest direction {row['resume']:.2f} s)"
                )
        if args.only in (None, "loss"):
            (base / "loss").mkdir()
            with Lab(PEERS) as lab:
                loss(lab, args.loss, args.hands, base / "loss")
        if args.only == "delay":
            delay(PEERS, [float(x) for x in args.delays.split(",")], args.hands, base)
        if args.only in (None, "cut"):
            (base / "cut").mkdir()
            with Lab(PEERS) as lab:
                cut_session(lab, [float(x) for x in args.cut.split(",")], base / "cut")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
