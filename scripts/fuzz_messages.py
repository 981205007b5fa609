#!/usr/bin/env python3
"""Fuzz every step of a hand with hostile messages that are correctly signed and fit the schema.

Four table nodes play honest hands in this process (bytes go through a queue, no sockets). Before
every message the target node (seat 0's peer) takes in, the fuzzer forks the target and feeds each
fork one hostile message signed with seat 3's real key: the next message seat 3 would send with
one field changed, or a fresh message of any type built within its schema (cards and keys lists
of different lengths, turns and slots off by one, keys that are right for another slot, stages
with repeated points, evidence full of other messages...). Some forks then take in the honest
messages that were due next, so a message that waits does its harm, if any, later.

A crash is an exception escaping ``TableNode.receive``. Every other outcome is counted: the hand
stopped naming seat 3, naming another seat or nobody, the message dropped with a logged reason, or
taken in without harm (waiting for its turn, or equal to what seat 3 would have sent).

    python scripts/fuzz_messages.py --messages 100000 --seed 1 [--json]
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import random
import sys
import time
import traceback
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from protocol.identity import Identity  # noqa: E402
from protocol.messages import Message, MessageError, decode, encode, message_types  # noqa: E402
from tusac_lan.games.tusac.bots.greedy import GreedyBot  # noqa: E402
from tusac_lan.games.tusac.engine.rules import RuleSet  # noqa: E402
from tusac_lan.games.tusac.engine.state import HandState  # noqa: E402
from tusac_lan.games.tusac.shape import TUSAC_SHAPE  # noqa: E402
from tusac_lan.table.config import TableConfig  # noqa: E402
from tusac_lan.table.node import LocalSeat, TableNode  # noqa: E402

HOSTILE = 3
TARGET = 0
TYPES = sorted(message_types(TUSAC_SHAPE))
DECK = TUSAC_SHAPE.deck


def _immutable(value: Any, memo: dict[int, Any]) -> Any:
    return value


# Signed messages and hand states never change once made: forks share them (makes a fork ~1 ms).
copy._deepcopy_dispatch[Message] = _immutable  # type: ignore[attr-defined]
copy._deepcopy_dispatch[HandState] = _immutable  # type: ignore[attr-defined]
try:  # curve points of the deal's group, where it uses libsecp256k1: immutable, and not copyable
    from coincurve import PublicKey

    copy._deepcopy_dispatch[PublicKey] = _immutable  # type: ignore[attr-defined]
except ImportError:
    pass


def entropy_for(seed: int, seat: int) -> Any:
    counter = [0]

    def entropy(n: int) -> bytes:
        counter[0] += 1
        data = f"{seed}/{seat}/{counter[0]}".encode()
        return hashlib.blake2b(data, digest_size=64).digest()[:n]

    return entropy


@dataclass
class Table:
    config: TableConfig
    identities: list[Identity]
    nodes: list[TableNode]
    queue: deque[tuple[int, bytes]] = field(default_factory=deque)
    sent_by_hostile: dict[int, Message] = field(default_factory=dict)
    """Every message seat 3 sent, by sequence number: the honest next message to mutate."""


def build_table(seed: int, hands: int) -> Table:
    identities = [Identity.generate(f"fuzz{i}") for i in range(4)]
    config = TableConfig(
        table_id=hashlib.blake2b(f"table{seed}".encode(), digest_size=16).digest(),
        rules=RuleSet(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("greedy",) * 4,
        host_seat=0,
    )
    table = Table(config, identities, [])

    def sender(origin: int) -> Any:
        def send(wire: bytes) -> None:
            table.queue.append((origin, wire))
            if origin == HOSTILE:
                message = decode(wire, config.table_id, list(config.seat_keys), config.shape)
                table.sent_by_hostile[message.seq] = message

        return send

    for seat in range(4):
        node = TableNode(
            config,
            {seat: LocalSeat(identities[seat], GreedyBot())},
            sender(seat),
            hands=hands,
            entropy=entropy_for(seed, seat),
        )
        table.nodes.append(node)
    return table


def fork(node: TableNode) -> TableNode:
    memo: dict[int, Any] = {id(node.config): node.config}
    for local in node.seats.values():
        memo[id(local)] = local
    for run in (node.run, node._previous):
        if run is not None:
            for secrets in run.local.values():
                memo[id(secrets)] = secrets
            if run.deal.book is not None:
                memo[id(run.deal.book)] = run.deal.book
    twin = copy.deepcopy(node, memo)
    twin._send_wire = lambda wire: None
    twin._listener = None
    return twin


# --- hostile messages ----------------------------------------------------------------------------


class Forger:
    """Builds hostile payloads for seat 3 from what the target knows and what seat 3 would send."""

    def __init__(self, rng: random.Random, table: Table) -> None:
        self.rng = rng
        self.table = table

    def key_bytes(self, slot: int) -> bytes:
        """A key for ``slot``: seat 3's real one, its real one for another slot, or junk."""
        rng = self.rng
        run = self.table.nodes[HOSTILE].run
        roll = rng.random()
        if run is not None and roll < 0.5:
            keys = run.local[HOSTILE].lock_keys
            real = slot if roll < 0.35 else rng.randrange(len(keys))
            return int(keys[real % len(keys)]).to_bytes(32, "big")
        if roll < 0.6:
            return bytes(32)
        if roll < 0.7:
            return b"\xff" * 32
        return rng.randbytes(32)

    def slot(self, target: TableNode) -> int:
        rng = self.rng
        state = target.run.state if target.run is not None else None
        if state is not None and rng.random() < 0.7:
            choices: list[int] = [state.deck_pos, *state.hands[HOSTILE][:6], *state.hands[rng.randrange(4)][:3]]
            return max(0, min(DECK - 1, rng.choice(choices) + rng.choice((0, 0, 0, -1, 1))))
        return rng.randrange(DECK)

    def card(self) -> int:
        return self.rng.choice((-1, self.rng.randrange(DECK), self.rng.randrange(DECK)))

    def turn(self, target: TableNode) -> int:
        run = target.run
        now = run.state.turn if run is not None and run.state is not None else 0
        return max(0, now + self.rng.choice((0, 0, 0, 0, -1, 1, 2, -5, 1000)))

    def action(self, target: TableNode) -> list[Any]:
        rng = self.rng
        n_slots = rng.choice((0, 1, 1, 2, 3, 4, 7))
        n_cards = n_slots if rng.random() < 0.6 else rng.choice((0, 1, 2, 3))
        slots = [self.slot(target) for _ in range(n_slots)]
        if rng.random() < 0.5:
            slots.sort()
        return [
            rng.choice((1, 1, 3, 3, 4, 4, 0, 2)),
            HOSTILE if rng.random() < 0.85 else rng.randrange(-1, 4),
            rng.randrange(-1, 8),
            slots,
            [self.card() for _ in range(n_cards)],
        ]

    def keys_for(self, target: TableNode, action: list[Any]) -> list[list[Any]]:
        rng = self.rng
        slots = list(action[3])
        roll = rng.random()
        if roll < 0.15:
            slots = slots[:-1]
        elif roll < 0.3:
            slots = [*slots, self.slot(target)]
        elif roll < 0.4:
            slots = []
        return [[s, self.key_bytes(s)] for s in slots]

    def fresh(self, type_: str, target: TableNode) -> Any:
        rng = self.rng
        if type_ == "action":
            action = self.action(target)
            return [self.turn(target), action, self.keys_for(target, action), *self.rest(target, type_, 3)]
        if type_ == "reveal":
            slot = self.slot(target)
            return [self.turn(target), slot, self.key_bytes(slot), *self.rest(target, type_, 3)]
        if type_ == "hash":
            run = target.run
            index = len(run.hash_chain) if run is not None else 0
            jump = rng.choice((-2, -1, 0, 0, 1, 5, 99_000))
            return [max(0, index + jump), rng.randbytes(32), *self.rest(target, type_, 2)]
        if type_ in ("commit",):
            return [rng.randbytes(32), rng.randbytes(32), rng.randbytes(32)]
        if type_ in ("nonce", "open"):
            return [rng.randbytes(32)]
        if type_ in ("shuffle", "lock"):
            return self.stage(target)
        if type_ == "deal_keys":
            count = rng.choice((0, 1, 20, 60, 61, 62))
            return [[self.slot(target), self.key_bytes(0)] for _ in range(count)]
        seen = [m for m in target.inbox.accepted.values() if m.type == type_]
        if seen and rng.random() < 0.5:
            return self.tweak(copy.deepcopy(rng.choice(seen).payload))
        known = [m.wire for m in list(target.inbox.accepted.values())[-50:]]
        wire = rng.choice(known) if known else rng.randbytes(40)
        texts = ("x", "flood", "\x00evil\u202e" * 10)
        candidates: dict[str, list[Any]] = {
            # Several layouts: the schema keeps the one it defines (the others count as skipped).
            "abort": [
                [rng.choice(texts), []],
                [rng.choice(texts), [wire]],
                [rng.choice(texts), [wire, rng.choice(known) if known else wire]],
                [rng.randrange(-1, 4), rng.choice(texts)],
            ],
            "evidence": [
                [rng.randrange(0, 200), [[rng.randrange(4), rng.randrange(500), rng.randbytes(32)] for _ in range(3)]],
                [rng.randrange(0, 200), [wire, rng.randbytes(20)]],
            ],
            "exhibit": [[wire], [rng.randbytes(rng.randrange(0, 200))]],
        }
        options = candidates.get(type_)
        if options is None:
            return [rng.randbytes(32)]
        return rng.choice(options)
        raise AssertionError(type_)

    def rest(self, target: TableNode, type_: str, known: int) -> list[Any]:
        """The fields a message type has beyond its ``known`` first ones: those of the last such
        message seen, sometimes changed (so the fuzz keeps up as the protocol grows)."""
        for message in reversed(list(target.inbox.accepted.values())):
            if message.type == type_:
                tail = copy.deepcopy(list(message.payload[known:]))
                return self.tweak(tail) if tail and self.rng.random() < 0.3 else tail
        return []

    def stage(self, target: TableNode) -> Any:
        """A deal stage: one seen at this table with a part changed, or random points."""
        run = target.run
        seen = [*run.deal.shuffles, *run.deal.locks] if run is not None else []
        if not seen:
            return [self.rng.randbytes(32) for _ in range(DECK)]
        return self.tweak(copy.deepcopy(self.rng.choice(seen).payload))

    def tweak(self, value: Any, depth: int = 0) -> Any:
        """``value`` with one leaf changed, or one list item dropped, repeated or moved."""
        rng = self.rng
        if isinstance(value, list) and value and depth < 6:
            roll = rng.random()
            if roll < 0.1:
                del value[rng.randrange(len(value))]
            elif roll < 0.2:
                value[rng.randrange(len(value))] = copy.deepcopy(value[rng.randrange(len(value))])
            elif roll < 0.25:
                rng.shuffle(value)
            else:
                i = rng.randrange(len(value))
                value[i] = self.tweak(value[i], depth + 1)
            return value
        if isinstance(value, bytes):
            if not value or rng.random() < 0.5:
                return rng.randbytes(len(value))
            flipped = bytearray(value)
            flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
            return bytes(flipped)
        if isinstance(value, bool):
            return not value
        if isinstance(value, int):
            return value + rng.choice((-1, 1, 2, -value))
        return value

    def mutate(self, honest: Message, target: TableNode) -> Any:
        """The honest payload with one part changed."""
        rng = self.rng
        payload = copy.deepcopy(honest.payload)
        if honest.type == "action":
            turn, action, keys, *rest = payload
            part = rng.randrange(6)
            if part == 0:
                turn = self.turn(target)
            elif part == 1:
                action[0] = rng.randrange(0, 5)
            elif part == 2:
                action[2] = rng.randrange(-1, 8)
            elif part == 3:
                action[4] = action[4][:-1] if action[4] and rng.random() < 0.5 else [*action[4], self.card()]
            elif part == 4:
                action[3] = action[3][:-1] if action[3] and rng.random() < 0.5 else [*action[3], self.slot(target)]
            else:
                keys = self.keys_for(target, action)
            return [turn, action, keys, *rest]
        if honest.type == "reveal":
            turn, slot, key, *rest = payload
            part = rng.randrange(3)
            return [
                self.turn(target) if part == 0 else turn,
                self.slot(target) if part == 1 else slot,
                self.key_bytes(slot) if part == 2 else key,
                *rest,
            ]
        if honest.type == "hash":
            return self.fresh("hash", target) if rng.random() < 0.5 else [payload[0], rng.randbytes(32), *payload[2:]]
        if honest.type == "deal_keys":
            pairs = payload
            roll = rng.random()
            if roll < 0.3 and pairs:
                del pairs[rng.randrange(len(pairs))]
            elif roll < 0.6 and pairs:
                pairs[rng.randrange(len(pairs))][1] = self.key_bytes(pairs[0][0])
            else:
                pairs.append([self.slot(target), self.key_bytes(0)])
            return pairs
        if honest.type in ("shuffle", "lock") or rng.random() < 0.3:
            return self.tweak(payload)
        return self.fresh(honest.type, target)

    def message(self, target: TableNode) -> tuple[int, int, str, Any]:
        """(hand, seq, type, payload) of one hostile message for the target's current step."""
        rng = self.rng
        run = target.run
        hand = run.hand_no if run is not None else 0
        roll = rng.random()
        if roll > 0.9:
            hand = max(0, hand + rng.choice((-1, 1, 2, 500)))
        expected = target.inbox.expected[HOSTILE]
        roll = rng.random()
        seq = expected if roll < 0.85 else max(0, expected + rng.choice((-1, -3, 1, 2, 40, 10**9)))
        honest = self.table.sent_by_hostile.get(seq)
        if honest is not None and honest.hand == hand and rng.random() < 0.4:
            return hand, seq, honest.type, self.mutate(honest, target)
        type_ = rng.choice(TYPES + ["action", "action", "action", "reveal", "hash"])
        return hand, seq, type_, self.fresh(type_, target)


# --- the run ---------------------------------------------------------------------------------------


@dataclass
class Report:
    messages: int = 0
    skipped_by_schema: int = 0
    crashes: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    steps: int = 0
    hands: int = 0
    crash_samples: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "messages": self.messages,
            "crashes": self.crashes,
            "outcomes": dict(sorted(self.outcomes.items())),
            "skipped_by_schema": self.skipped_by_schema,
            "target_steps": self.steps,
            "hands": self.hands,
            "crash_samples": self.crash_samples[:5],
        }


def outcome(twin: TableNode, log_before: int) -> str:
    run = twin.run
    stopped = run.stopped if run is not None else None
    if stopped is not None:
        if stopped.seat == HOSTILE:
            return "hand stopped, seat 3 named"
        if stopped.reason.startswith(f"stopped by seat {HOSTILE}:"):
            return "hand stopped by seat 3's own abort (the abort rules decide whom it names)"
        if "disagree on the state" in stopped.reason:
            return "hand stopped on seat 3's state hash (settled by the evidence exchange, not run in a fork)"
        return "hand stopped, nobody named" if stopped.seat < 0 else f"hand stopped, seat {stopped.seat} named"
    if len(twin.log) > log_before:
        return "dropped with a reason"
    return "taken in without harm (waiting, or what seat 3 would send)"


def try_one(
    table: Table, forger: Forger, target: TableNode, follow: list[bytes], report: Report, rng: random.Random
) -> None:
    hand, seq, type_, payload = forger.message(target)
    try:
        message = encode(
            table.identities[HOSTILE], table.config.table_id, hand, HOSTILE, seq, type_, payload, TUSAC_SHAPE
        )
    except MessageError:
        report.skipped_by_schema += 1
        return
    twin = fork(target)
    log_before = len(twin.log)
    report.messages += 1
    try:
        twin.receive(message.wire)
        if follow and rng.random() < 0.15:
            for wire in follow:
                twin.receive(wire)
    except Exception:  # any exception escaping receive would kill a peer: that is what we look for
        report.crashes += 1
        report.crash_samples.append(f"{type_} {payload!r:.300}\n{traceback.format_exc(limit=6)}")
        return
    report.outcomes[outcome(twin, log_before)] += 1


def fuzz(total: int, seed: int, per_step: int, stride: int = 1, progress: bool = False) -> Report:
    """Send ``total`` hostile messages, ``per_step`` before every ``stride``-th message the target takes in."""
    rng = random.Random(seed)
    report = Report()
    hands = 1_000
    table = build_table(seed, hands)
    forger = Forger(rng, table)
    for node in table.nodes:
        node.start()
    target = table.nodes[TARGET]
    last = time.monotonic()
    while report.messages < total:
        if not table.queue:
            if target.complete or target.stopped is not None:
                table = build_table(seed + report.hands + 1, hands)  # a fresh table carries on
                forger = Forger(rng, table)
                for node in table.nodes:
                    node.start()
                target = table.nodes[TARGET]
                continue
            raise RuntimeError("the honest table stalled")
        origin, wire = table.queue.popleft()
        for index, node in enumerate(table.nodes):
            if index == origin:
                continue
            if index == TARGET:
                report.steps += 1
                if report.steps % stride == 0:
                    follow = [w for o, w in list(table.queue)[:8] if o != TARGET]
                    for _ in range(per_step):
                        try_one(table, forger, target, [wire, *follow], report, rng)
            hands_before = len(node.records)
            node.receive(wire)
            if index == TARGET and len(node.records) != hands_before:
                report.hands += 1
        if progress and time.monotonic() - last > 10:
            last = time.monotonic()
            print(f"{report.messages} messages, {report.crashes} crashes", file=sys.stderr, flush=True)
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-step", type=int, default=25, help="hostile messages tried before each real one")
    parser.add_argument("--stride", type=int, default=1, help="try them before every n-th real message only")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    started = time.monotonic()
    report = fuzz(args.messages, args.seed, args.per_step, args.stride, progress=not args.json)
    summary = report.as_dict() | {"seconds": round(time.monotonic() - started, 1)}
    if args.json:
        print(json.dumps(summary))
    else:
        for key, value in summary.items():
            if key == "crash_samples":
                for sample in value:
                    print("--- crash ---\n" + sample)
            elif key == "outcomes":
                for name, count in value.items():
                    print(f"  {count:>7}  {name}")
            else:
                print(f"{key}: {value}")
    return 1 if report.crashes else 0


if __name__ == "__main__":
    sys.exit(main())
