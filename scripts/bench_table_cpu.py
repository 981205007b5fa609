#!/usr/bin/env python3
"""CPU time of the table's play, the same deals and moves at any commit: four TableNodes in one process
(scripts/make_golden.py's ``play_table``: fixed keys and entropy, greedy bots), each node's timing marks
in process CPU time.

    python scripts/bench_table_cpu.py [--hands 6] [--root DIR]

``--root`` runs the tree at DIR (its scripts/make_golden.py and its packages; run it with that tree's
Python), so two commits that write the same golden bytes play the very same hands: e.g. a worktree of the
commit before the game interface (0bb4fad) beside today's, run alternately. It prints the files' digest
(the same at both when nothing changed), the CPU of the deals, and the CPU of play per turn (from the
first node holding its cards to the last one seeing the hand end, all four nodes and their bots).
bench_peers.py measures the same in real processes, each with its own deals.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args()
    root: Path = args.root.resolve()
    sys.path[:0] = [str(root / "scripts"), str(root)]
    make_golden: Any = importlib.import_module("make_golden")
    try:
        analysis: Any = importlib.import_module("tusac_lan.games.tusac.engine.analysis")
    except ImportError:  # a tree from before the game interface
        analysis = importlib.import_module("tusac_lan.engine.analysis")
    rules = make_golden.RuleSet()
    analysis.analyzer_for(rules)  # the analysis tables are built once per process, not timed
    marks: dict[tuple[str, int], list[tuple[float, int]]] = defaultdict(list)
    node_init = make_golden.TableNode.__init__

    def timed_init(self: Any, *a: Any, **k: Any) -> None:
        k["timing"] = lambda kind, hand, index: marks[(kind, hand)].append((time.process_time(), index))
        node_init(self, *a, **k)

    make_golden.TableNode.__init__ = timed_init
    with tempfile.TemporaryDirectory() as tmp:
        started = time.process_time()
        make_golden.play_table("session", args.hands, rules, Path(tmp))
        total = time.process_time() - started
        files = sorted(Path(tmp).glob("*.tusac"))
        digest = hashlib.blake2b(b"".join(f.read_bytes() for f in files), digest_size=8).hexdigest()
    play = deal = 0.0
    turns = 0
    for hand in range(args.hands):
        dealt = [at for at, _ in marks[("dealt", hand)]]
        play += max(at for at, _ in marks[("ended", hand)]) - min(dealt)
        deal += max(dealt) - min(at for at, _ in marks[("hand_start", hand)])
        turns += len({index for _, index in marks[("applied", hand)]})
    print(
        f"{root.name}: {args.hands} hands, {len(files)} files (digest {digest}), {turns} turns; CPU {total:.3f} s "
        f"in all, deals {deal:.3f} s, play {play:.3f} s = {play / max(1, turns) * 1000:.3f} ms a turn (4 nodes)"
    )


if __name__ == "__main__":
    main()
