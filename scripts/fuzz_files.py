"""Feed mutated hand and session files to ``tusac history show`` (text and ``--json``) and ``verify``, in process, and
count tracebacks (an exception other than a clean refusal). Expect 0. Also lists the changed files
that still verify (a structural change may be a no-op on the bytes, or drop a record: a file signed by
fewer peers is still true).

    .venv/bin/python scripts/fuzz_files.py [--files 10000] [--seed 1]

Mutations of the golden files in tests/data/ (Tứ Sắc's and tests/data/games/): flipped, inserted,
deleted and overwritten bytes, truncations, spliced copies, and structural ones (a field of the msgpack
tree replaced by another type, a list cut or doubled, deep nesting, huge lengths). Each mutated file is
written to a temporary session folder (next to the real hand files, so session mutations reach the
hands) and run through ``main(["history", "show"|"verify", path])``; an exception escaping it is a
traceback.
"""

from __future__ import annotations

import argparse
import io
import random
import shutil
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

import msgpack

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tusac_lan.terminal.cli import main as tusac_main  # noqa: E402

DATA = ROOT / "tests" / "data"


def _random_value(rng: random.Random) -> Any:
    return rng.choice(
        [None, True, -1, 0, 2**40, -(2**63), 1.5, "", "x" * 300, b"", bytes(32), [], {}, {"a": 1}, [[[]]]]
    )


def structural(rng: random.Random, data: bytes) -> bytes:
    tree = msgpack.unpackb(data, raw=False)
    path: list[Any] = []
    node: Any = tree
    while isinstance(node, list) and node and rng.random() < 0.7:
        index = rng.randrange(len(node))
        path.append((node, index))
        if isinstance(node[index], bytes) and rng.random() < 0.5 and node[index][:1] in (b"\x93", b"\x92"):
            try:
                inner = msgpack.unpackb(node[index], raw=False)
            except Exception:
                break
            mutated = structural(rng, node[index]) if isinstance(inner, list) else node[index]
            node[index] = mutated
            return bytes(msgpack.packb(tree, use_bin_type=True))
        node = node[index]
    if not path:
        return bytes(msgpack.packb([tree, tree], use_bin_type=True))
    parent, index = path[-1]
    choice = rng.randrange(5)
    if choice == 0:
        parent[index] = _random_value(rng)
    elif choice == 1:
        del parent[index]
    elif choice == 2:
        parent.insert(index, parent[index])
    elif choice == 3:
        parent[index] = [parent[index]] * 3
    else:
        parent.reverse()
    return bytes(msgpack.packb(tree, use_bin_type=True))


def raw(rng: random.Random, data: bytes) -> bytes:
    blob = bytearray(data)
    kind = rng.randrange(7)
    position = rng.randrange(len(blob))
    if kind == 0:
        for _ in range(rng.randint(1, 8)):
            blob[rng.randrange(len(blob))] ^= 1 << rng.randrange(8)
    elif kind == 1:
        blob[position:position] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
    elif kind == 2:
        del blob[position : position + rng.randint(1, 64)]
    elif kind == 3:
        blob = blob[:position]
    elif kind == 4:
        blob[position : position + 4] = rng.choice(
            [b"\xdd\xff\xff\xff", b"\xdf\xff\xff\xff", b"\xc6\x7f\xff\xff", b"\xc1"]
        )
    elif kind == 5:
        start = rng.randrange(len(blob))
        blob[position:position] = blob[start : start + rng.randint(1, 2000)]
    else:
        blob = bytearray(b"\x91" * rng.randint(1, 200_000)) + b"\xc0"
    return bytes(blob)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    sources = [*sorted((DATA / "session").glob("*.tusac")), DATA / "no-winner.tusac", DATA / "stopped.tusac"]
    sources += sorted((DATA / "games").glob("*.tusac"))  # the other games' golden hands
    originals = {path: path.read_bytes() for path in sources}
    outcomes: Counter[str] = Counter()
    tracebacks: Counter[str] = Counter()
    accepted: list[str] = []
    started = time.process_time()
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        for path in sources[:3]:
            shutil.copyfile(path, work / path.name)
        for number in range(args.files):
            source = rng.choice(sources)
            data = originals[source]
            mutate = structural if rng.random() < 0.4 else raw
            try:
                mutated = mutate(rng, data)
            except RecursionError:
                mutated = data[: len(data) // 2]
            target = work / (source.name if source.parent.name == "session" else f"fuzz{number % 7}.tusac")
            target.write_bytes(mutated)
            for words in (["show"], ["show", "--json"], ["verify"]):
                action = words[0]
                out, err = io.StringIO(), io.StringIO()
                try:
                    code = tusac_main(["history", *words, str(target)], out=out, err=err)
                except Exception as exc:
                    tracebacks[f"{type(exc).__name__}: {exc}"[:160]] += 1
                    if sum(tracebacks.values()) <= 5:
                        traceback.print_exc()
                    continue
                if code not in (0, 3, 4, 5) and not err.getvalue().strip():
                    tracebacks["refused without a message"] += 1
                changed = mutated != data
                outcomes[f"exit {code}" + (" (changed file)" if changed and code in (0, 3, 4, 5) else "")] += 1
                if changed and code in (0, 3, 4, 5) and action == "verify":
                    accepted.append(f"{source.name}: {len(data)} -> {len(mutated)} bytes, exit {code}")
            if source.parent.name == "session":
                target.write_bytes(data)
    seconds = time.process_time() - started
    runs = f"{3 * args.files} runs (show, show --json, verify)"
    print(f"{args.files} mutated files, {runs}: {dict(sorted(outcomes.items()))}")
    print(f"tracebacks: {sum(tracebacks.values())}  ({seconds:.0f} s CPU, seed {args.seed})")
    for text, count in tracebacks.most_common(20):
        print(f"  {count} x {text}")
    print(f"changed files that verify: {len(accepted)}")
    for line in accepted[:20]:
        print(f"  {line}")
    return 1 if tracebacks else 0


if __name__ == "__main__":
    raise SystemExit(main())
