#!/usr/bin/env python3
"""How long decode takes per message type at a Tứ Sắc table: whole decode (msgpack, canonical form,
signature, schema) and the schema check alone. Best of five rounds.

    python scripts/bench_decode.py [--rounds 2000]
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from protocol.identity import Identity  # noqa: E402
from protocol.messages import decode, encode, message_types  # noqa: E402
from tusac_lan.games.tusac.shape import TUSAC_SHAPE  # noqa: E402

TABLE = b"T" * 16


def filler(label: str, n: int) -> bytes:
    return hashlib.blake2b(label.encode(), digest_size=64).digest()[:n]


def payloads(deck: int) -> dict[str, Any]:
    points = [b"\x02" + filler(f"p{i}", 32) for i in range(deck)]
    scalars = [filler(f"s{i}", 32) for i in range(deck)]
    return {
        "shuffle": [points, points[0], [points, points, filler("e", 32), [filler("z", 32)] * 4, scalars, scalars]],
        "action": [57, [3, 2, 2, [5, 9], [17, 33, 80]], [[5, scalars[5]], [9, scalars[9]]], filler("h", 32)],
        "hash": [57, filler("h", 32)],
        "deal_keys": [[s, filler(f"k{s}", 32)] for s in range(60)],
    }


def best_of(rounds: int, run: Any) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(rounds):
            run()
        best = min(best, (time.perf_counter() - start) / rounds)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=2000)
    args = parser.parse_args()
    players = [Identity.generate(f"p{i}") for i in range(TUSAC_SHAPE.seats)]
    keys = [p.public_key for p in players]
    types = message_types(TUSAC_SHAPE)
    for name, payload in payloads(TUSAC_SHAPE.deck).items():
        wire = encode(players[1], TABLE, 0, 1, 5, name, payload, TUSAC_SHAPE).wire
        check = types[name].payload.check
        whole = best_of(args.rounds, lambda w=wire: decode(w, TABLE, keys, TUSAC_SHAPE))
        schema = best_of(args.rounds, lambda c=check, p=payload: c(p))
        print(f"{name:10s} {len(wire):6d} bytes  decode {whole * 1e6:7.1f} us  schema check {schema * 1e6:7.1f} us")


if __name__ == "__main__":
    main()
