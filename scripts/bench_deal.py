#!/usr/bin/env python3
"""The fair deal's cryptography alone, four peers in one process: what each step costs in CPU time.

    python scripts/bench_deal.py [--rounds 5]

Per round: four shuffle stages with their proofs, four lock stages with theirs, every proof checked
by each of the four peers (a peer checks its own stages too), every deal key checked by every peer
against its commitment, and the end-of-hand re-check from the opened seeds. Prints the median CPU
time (time.process_time) of each operation and of one peer's whole share of the deal, and the
critical path of a deal in which each stage is checked before the next is built on it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager

from protocol import proofs, shuffle_proof
from protocol.fairdeal import (
    DealSecrets,
    PublishedStage,
    card_points,
    key_base,
    lock_with_proof,
    seed_commitment,
    shuffle_with_proof,
    verify_deal,
)
from protocol.group import parse
from tusac_lan.games.tusac.shape import TUSAC_SHAPE

SEATS = 4
KEYS_PER_PEER = 61  # a peer publishes keys for the slots dealt to the three other seats (21 + 20 + 20)
KEY_CHECK = "check one peer's 61 deal keys"


@contextmanager
def timed(samples: dict[str, list[float]], name: str) -> Iterator[None]:
    start = time.process_time()
    yield
    samples.setdefault(name, []).append(time.process_time() - start)


def one_round(samples: dict[str, list[float]]) -> None:
    context = os.urandom(16)
    seeds = [os.urandom(32) for _ in range(SEATS)]
    secrets = [DealSecrets.from_seed(s, TUSAC_SHAPE.deck) for s in seeds]
    points = card_points(context, TUSAC_SHAPE.deck)
    base = key_base(context)
    g = parse(base)
    deck = points
    shuffles = []
    for seat, s in enumerate(secrets):
        stage_context = context + b"shuffle" + bytes([seat])
        with timed(samples, "prove a shuffle stage"):
            done = shuffle_with_proof(stage_context, deck, base, s)
        claim = shuffle_proof.ShuffleStatement(stage_context, tuple(deck), base, done.deck, done.commitment)
        with timed(samples, "check a shuffle proof"):
            shuffle_proof.verify_shuffle(claim, done.proof)
        shuffles.append(done)
        deck = done.deck
    locks = []
    for seat, s in enumerate(secrets):
        stage_context = context + b"lock" + bytes([seat])
        commitment = shuffles[seat].commitment
        with timed(samples, "prove a lock stage"):
            locked = lock_with_proof(stage_context, deck, commitment, s)
        lock_claim = proofs.LockStatement(stage_context, tuple(deck), commitment, locked.deck, locked.commitments)
        with timed(samples, "check a lock proof"):
            proofs.verify_lock(lock_claim, locked.challenge, locked.responses)
        locks.append(locked)
        deck = locked.deck
    keys = [(secrets[0].lock_keys[slot], locks[0].commitments[slot]) for slot in range(KEYS_PER_PEER)]
    with timed(samples, KEY_CHECK):
        assert all(proofs.key_matches(k, g, c) for k, c in keys)
    commitments = [seed_commitment(s, context) for s in seeds]
    with timed(samples, "end-of-hand re-check from the seeds"):
        problems, _ = verify_deal(
            context,
            context,
            seeds,
            commitments,
            [PublishedStage(x.deck, [x.commitment]) for x in shuffles],
            [PublishedStage(x.deck, x.commitments) for x in locks],
            TUSAC_SHAPE.deck,
        )
    assert not problems


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    shuffle_proof.generators(112)  # made once per process
    samples: dict[str, list[float]] = {}
    for _ in range(args.rounds):
        one_round(samples)
    ms = 1000.0
    median = {name: statistics.median(values) for name, values in samples.items()}
    print(f"{args.rounds} rounds of a four-peer deal, CPU time (median) on this machine:")
    for name, value in median.items():
        print(f"  {name:<40} {value * ms:7.1f} ms")
    prove = median["prove a shuffle stage"] + median["prove a lock stage"]
    check = SEATS * (median["check a shuffle proof"] + median["check a lock proof"])
    keys = (SEATS - 1) * median[KEY_CHECK]
    share = prove + check + keys
    print(f"one peer's share of the deal (its two stages, all eight checks, three peers' keys): {share * ms:.0f} ms")
    print(f"all four peers together: {SEATS * share * ms:.0f} ms of CPU")
    path = SEATS * (median["prove a shuffle stage"] + median["check a shuffle proof"])
    path += SEATS * (median["prove a lock stage"] + median["check a lock proof"]) + median[KEY_CHECK]
    print(f"critical path (each stage made, then checked, before the next): {path * ms:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
