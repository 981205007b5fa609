"""One bare mesh peer for the link measurements: broadcasts a small message every ``every`` seconds for
``seconds`` seconds and writes, as JSON, when each message from each other peer arrived
(CLOCK_MONOTONIC, one clock for the whole machine), the liveness changes it saw and its reconnections.

    link_probe.py CONFIG.json OUT.json

CONFIG: {"me": i, "endpoints": [...], "publics": [...], "secret": "...", "seconds": s, "every": e}
(keys z85 text). Run in a namespace by tests/test_network_faults.py and scripts/bench_network.py.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(os.environ.get("TUSAC_PROBE_ROOT", Path(__file__).resolve().parent.parent))
"""Where ``protocol`` is imported from (another checkout, to measure an older transport)."""
sys.path.insert(0, str(ROOT))

from protocol.transport import MeshTransport, PeerAddress  # noqa: E402


def main(config_path: str, out_path: str) -> int:
    config = json.loads(Path(config_path).read_text())
    me: int = config["me"]
    publics = [key.encode() for key in config["publics"]]
    received: dict[int, list[float]] = {}
    liveness: list[tuple[int, bool, float]] = []

    def on_message(peer: int, wire: bytes) -> None:
        received.setdefault(peer, []).append(time.monotonic())

    def on_liveness(peer: int, up: bool) -> None:
        liveness.append((peer, up, time.monotonic()))

    mesh = MeshTransport(publics[me], config["secret"].encode(), config["endpoints"][me], on_message, on_liveness)
    try:
        mesh.connect(me, [PeerAddress(e, k) for e, k in zip(config["endpoints"], publics, strict=True)])
        end = time.monotonic() + config["seconds"]
        next_send = time.monotonic()
        sent = 0
        while time.monotonic() < end:
            now = time.monotonic()
            if now >= next_send:
                mesh.broadcast(sent.to_bytes(8, "big"))
                sent += 1
                next_send = now + config["every"]
            mesh.poll(max(0.0, min(next_send, end) - time.monotonic()))
        report = {
            "me": me,
            "sent": sent,
            "received": {str(peer): times for peer, times in received.items()},
            "liveness": liveness,
            # getattr: an older transport (measured with --transport-from) counts neither
            "connections": {str(peer): n for peer, n in getattr(mesh, "connections", dict)().items()},
            "forced_reconnects": getattr(mesh, "forced_reconnects", 0),
            "pending": mesh.pending(),
        }
        Path(out_path).write_text(json.dumps(report))
    finally:
        mesh.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], sys.argv[2]))
