"""How fast a listener on the LAN can try table codes against a JOIN it saw (an offline search).

    python scripts/bench_join_code.py [--seconds 3]

Prints the codes tried per second on one core in Python (hashlib's BLAKE2b, as protocol.lobby
computes the proof) and what that means for a 6-character code: the time to try half the codes.
A compiled search is faster; the figure is a floor on an attacker's speed, not a ceiling.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import time

import msgpack

from protocol.identity import Identity
from protocol.lobby import CODE_ALPHABET, CODE_LENGTH, CODE_PERSON, CODE_PROOF_SIZE, decode_join, encode_join
from protocol.transport import curve_keypair


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    join = decode_join(
        encode_join(Identity.generate("Ann"), curve_keypair()[0], "tcp://192.168.1.7:40000", "human", "ZZZZZZ")
    )
    packed = msgpack.packb(join.fields(), use_bin_type=True)
    tried = 0
    start = time.process_time()
    for letters in itertools.product(CODE_ALPHABET, repeat=CODE_LENGTH):
        guess = "".join(letters).encode("ascii")
        if (
            hashlib.blake2b(packed, key=guess, digest_size=CODE_PROOF_SIZE, person=CODE_PERSON).digest()
            == join.code_proof
        ):
            break
        tried += 1
        if tried % 10_000 == 0 and time.process_time() - start > args.seconds:
            break
    rate = tried / (time.process_time() - start)
    space = len(CODE_ALPHABET) ** CODE_LENGTH
    print(f"codes tried per second, one core, Python: {rate:,.0f}")
    half = space / 2 / rate / 60
    print(f"{CODE_LENGTH}-character codes: {space:,} ({space.bit_length() - 1} bits); half of them in {half:.0f} min")


if __name__ == "__main__":
    main()
