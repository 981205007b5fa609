"""What the table code exchange costs per join (protocol.lobby_code: CPace on libsodium's Ed25519).

    python scripts/bench_join_code.py [--joins 500]

Prints the CPU time of the player's side (KNOCK, then checking the host's answer and making the
CONFIRM) and of the host's side (answering the KNOCK, checking the CONFIRM), per join, on one core,
signatures of the lobby messages included. There is no offline search to time any more: what a
listener or a look-alike table sees fits every code (docs/FAIRNESS.md).
"""

from __future__ import annotations

import argparse
import time

from protocol.identity import Identity
from protocol.lobby import encode_join
from protocol.lobby_code import HostCode, PlayerCode, decode_knock
from protocol.transport import curve_keypair


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--joins", type=int, default=500)
    args = parser.parse_args()
    player, host = Identity.generate("Ann"), Identity.generate("Mai")
    join = encode_join(player, curve_keypair()[0], "tcp://192.168.1.7:40000", "human")
    player_time = host_time = 0.0
    for _ in range(args.joins):
        start = time.process_time()
        mine = PlayerCode(player, join, "K7MQ2X")
        middle = time.process_time()
        exchange = HostCode.answer_knock(host, decode_knock(mine.knock), "K7MQ2X")
        after = time.process_time()
        confirm = mine.confirm(exchange.answer)
        end = time.process_time()
        assert exchange.confirmed(confirm)
        player_time += (middle - start) + (end - after)
        host_time += (after - middle) + (time.process_time() - end)
    print(
        f"table code exchange, one core, per join: player {player_time / args.joins * 1000:.2f} ms,"
        f" host {host_time / args.joins * 1000:.2f} ms ({args.joins} joins)"
    )


if __name__ == "__main__":
    main()
