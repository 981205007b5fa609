"""Flip every byte of a real hand file (and every bit of a sample of bytes) and count the changed
files that ``verify`` still accepts. Expect 0.

    .venv/bin/python scripts/flip_bytes.py [FILE] [--bits-sample 200]

Each byte is XORed with 0xFF; then every one of the 8 bits of ``--bits-sample`` evenly spread bytes
is flipped alone. A change counts as refused when ``verify_history`` raises HistoryError; any other
exception is counted as a crash.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tusac_lan.table.history import HistoryError, verify_history  # noqa: E402

DEFAULT = ROOT / "tests" / "data" / "stopped.tusac"


def outcome(data: bytes) -> str:
    try:
        verify_history(data)
    except HistoryError as exc:
        return "refused: " + str(exc).split(":")[0][:40]
    except Exception as exc:
        return f"CRASH {type(exc).__name__}"
    return "ACCEPTED"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", nargs="?", default=str(DEFAULT))
    parser.add_argument("--bits-sample", type=int, default=200)
    args = parser.parse_args(argv)
    data = Path(args.file).read_bytes()
    verify_history(data)
    started = time.process_time()
    changes: list[tuple[int, int]] = [(i, 0xFF) for i in range(len(data))]
    step = max(1, len(data) // max(1, args.bits_sample))
    changes += [(i, 1 << bit) for i in range(0, len(data), step)[: args.bits_sample] for bit in range(8)]
    counts: Counter[str] = Counter()
    accepted: list[tuple[int, int]] = []
    for position, mask in changes:
        changed = bytearray(data)
        changed[position] ^= mask
        result = outcome(bytes(changed))
        counts["ACCEPTED" if result == "ACCEPTED" else "CRASH" if result.startswith("CRASH") else "refused"] += 1
        if result == "ACCEPTED" or result.startswith("CRASH"):
            accepted.append((position, mask))
            print(f"byte {position} ^ {mask:#04x}: {result}")
    seconds = time.process_time() - started
    print(
        f"{args.file}: {len(data)} bytes; {len(changes)} changes ({len(data)} whole bytes, "
        f"{len(changes) - len(data)} single bits): refused {counts['refused']}, accepted {counts['ACCEPTED']}, "
        f"crashed {counts['CRASH']}  ({seconds:.0f} s CPU)"
    )
    return 1 if accepted else 0


if __name__ == "__main__":
    raise SystemExit(main())
