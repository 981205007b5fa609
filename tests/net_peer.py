"""One peer process of a bots' table for the network measurements: the real lobby and session, with
every timing mark and every link event (a peer gone silent or back) written as JSON lines.

    net_peer.py DIR INDEX --host ADDRESS:PORT --players N --hands H [--timeout S]
    net_peer.py DIR INDEX --join ADDRESS:PORT [--timeout S] [--deadlines PROTOCOL,MOVE,GRACE]
                                           [--rejoin-wait S] [--hold-at TURNS] [--leave-at TURNS]

Writes DIR/tINDEX.jsonl (``[kind, hand, index, monotonic]`` marks and ``["link", seats, up, monotonic]``)
and the hand files in DIR/hINDEX; exits 0 when the session completed. Hosts without a table code.
With ``--hold-at``, the peer stops right after applying that many turns, marks ``held`` and goes on
once DIR/release exists: a test cuts its link while the hand cannot finish without it; with
``--hold-in-hand N`` too, the turns counted are those of the Nth hand the process starts (a test that kills
the peer there knows the hand is in play, not over: a bots' hand can end in a fraction of a second). With
``--leave-at``, its player leaves the table (as the Leave button does) once that many turns are applied;
with ``--leave-after-hand``, once that hand has ended, before the next. Asked whether to go on without an
absent player, a peer marks ``asked``; with ``--hold-when-asked`` it never answers, its links kept up (a
test kills it there, in the middle of the vote). With ``--ready-when FILE``, its player is not ready for a
table's second or later hand until FILE exists: a bots' session, hands of a fraction of a second, lasts
until a test lets it go (a player who asks for its seat back still gets it at the next table's first hand).
With ``NET_PEER_DEBUG`` set in its environment it prints every event it is told, with the time: a failing
test's output then shows each peer's story (tests that look for words in that output fail on it).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tusac_lan.games.tusac.engine.rules import RuleSet  # noqa: E402
from tusac_lan.peer.events import CarryOnAsked  # noqa: E402
from tusac_lan.peer.options import CODE_NONE, PeerError, PeerOptions, parse_deadlines  # noqa: E402
from tusac_lan.peer.runner import host_table, join_table  # noqa: E402

HOLD_LIMIT = 60.0
"""Seconds a held peer waits for its release at most."""
START_LIMIT = 300.0
"""Seconds a peer loaded with ``--start-when`` waits for its go at most: longer than any test that holds one
(the test kills it at its end), so it never starts on its own before its moment."""


def hold_until(release: Path, limit: float) -> None:
    deadline = time.monotonic() + limit
    while not release.exists() and time.monotonic() < deadline:
        time.sleep(0.02)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("dir")
    parser.add_argument("index", type=int)
    parser.add_argument("--host")
    parser.add_argument("--join")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--hands", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--deadlines", default=None, help="PROTOCOL,MOVE[,GRACE] seconds, as tusac peer takes them")
    parser.add_argument("--rejoin-wait", type=float, default=None, help="seconds an away peer is waited for")
    parser.add_argument("--absent", choices=("continue", "end"), default="continue", help="when a player stays away")
    parser.add_argument("--hold-at", type=int, default=None, help="hold after applying this many turns")
    parser.add_argument("--hold-in-hand", type=int, default=None, help="--hold-at counts the turns of this hand")
    parser.add_argument("--leave-at", type=int, default=None, help="leave after applying this many turns")
    parser.add_argument("--hold-at-mark", default=None, help="hold at the first timing mark of this kind")
    parser.add_argument("--hold-when-asked", action="store_true", help="mark 'asked' and hold at the vote")
    parser.add_argument("--leave-after-hand", type=int, default=None, help="leave when this hand has ended")
    parser.add_argument("--start-when", default=None, help="loaded, wait for this file before starting")
    parser.add_argument("--ready-when", default=None, help="start no hand after the first until this file exists")
    args = parser.parse_args()
    if args.start_when is not None:
        # A test loads the process early and lets it go at its moment: loading takes seconds under load.
        hold_until(Path(args.start_when), START_LIMIT)
    base = Path(args.dir)
    marks = (base / f"t{args.index}.jsonl").open("w", encoding="utf-8")

    def write(row: list[object]) -> None:
        marks.write(json.dumps(row) + "\n")
        marks.flush()

    def listener(event: object) -> None:
        if os.environ.get("NET_PEER_DEBUG"):
            print(f"{time.monotonic():.3f} {event!r}"[:400], flush=True)
        # A PeerLink(seats, up) event; an older runner tells NodeEvent("peer", {peer, up}).
        up = getattr(event, "up", None)
        if up is None and getattr(event, "kind", None) == "peer":
            up = getattr(event, "data", {}).get("up")
        if isinstance(up, bool):
            write(["link", list(getattr(event, "seats", ())), up, time.monotonic()])

    applied = 0
    hands, in_hand = 0, 0  # hands this process started, and the turns applied in the last of them
    held: list[bool] = []

    def timing(kind: str, hand: int, index: int) -> None:
        nonlocal applied, hands, in_hand
        write([kind, hand, index, time.monotonic()])
        if kind == "hand_start":
            hands, in_hand = hands + 1, 0
        if kind == args.hold_at_mark and not any(held):
            held.append(True)
            write(["held", hand, index, time.monotonic()])
            hold_until(base / "release", HOLD_LIMIT)
        if kind != "applied":
            return
        applied += 1
        in_hand += 1
        counted = applied if args.hold_in_hand is None else in_hand if hands == args.hold_in_hand else 0
        if counted == args.hold_at:
            write(["held", hand, index, time.monotonic()])
            hold_until(base / "release", HOLD_LIMIT)

    options = PeerOptions(
        identity_dir=base / f"id{args.index}",
        name=f"peer{args.index}",
        history_dir=base / f"h{args.index}",
        timeout=args.timeout,
        timing=timing,
        listener=listener,
        code=CODE_NONE,
        # A test starts the host and its joiners at the same moment: a joiner keeps knocking while the host
        # loads (seconds on a starved machine), not the 3 s a player who typed a wrong address is given.
        knock_wait=args.timeout,
    )
    if args.leave_at is not None:
        options.cancelled = lambda: applied >= args.leave_at
    if args.leave_after_hand is not None:
        done = [False]

        def ready_for_next(hand: int) -> bool:
            done[0] = done[0] or hand >= args.leave_after_hand
            return not done[0]

        options.ready_for_next = ready_for_next
        options.cancelled = lambda: done[0]
    if args.ready_when is not None:
        gate = Path(args.ready_when)
        options.ready_for_next = lambda hand: gate.exists()
    if args.absent == "end":
        options.carry_on = lambda question: (False, question.proposed)
    else:

        def go_on(question: CarryOnAsked) -> tuple[bool, int]:
            write(["asked", 0, 0, time.monotonic()])
            return True, question.proposed

        options.carry_on = go_on
    if args.hold_when_asked:
        asked: list[object] = []

        def never_answer(question: CarryOnAsked) -> None:
            if not asked:  # never answers; the runner goes on polling its links (and acknowledging)
                asked.append(question)
                write(["asked", 0, 0, time.monotonic()])

        options.carry_on = never_answer
    if args.deadlines:
        options.deadlines = parse_deadlines(args.deadlines)
    if args.rejoin_wait is not None:
        setattr(options, "rejoin_wait", args.rejoin_wait)  # noqa: B010 (a runner without rejoins has no such wait)
    try:
        if args.host:
            node = host_table(args.host, args.players, args.hands, RuleSet(), "greedy", options)
        else:
            node = join_table(args.join, options)
    except PeerError as exc:
        print(f"error: {exc}", flush=True)
        return 2
    finally:
        marks.close()
    if node.stopped is not None:
        print(f"table stopped: {node.stopped}", flush=True)
        return 1
    print(f"session over: {len(node.records)} hand(s) at table {node.config.table_id.hex()}", flush=True)
    print(f"scores: {list(node.session.scores)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
