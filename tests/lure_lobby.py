"""A lure for tests: a lobby that is not the table a player meant. It records every message it
receives, answers a table code exchange with a guessed code (as a stranger who does not know the code
can), and may announce itself on the LAN under a look-alike name.

    python -m tests.lure_lobby --bind 127.0.0.1:0 --record FILE [--guess CODE]
                               [--announce NAME --interface ADDRESS]

It prints ``lure on HOST:PORT`` once it listens, then runs until it is killed. FILE holds, after every
message, the msgpack list of all the messages received so far, as they came.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import msgpack
import zmq

from protocol.identity import Identity
from protocol.lobby import LobbyError

try:  # the table code exchange; a lobby of an older version had none (the test must run there too)
    from protocol.lobby_code import HostCode, decode_knock, lobby_kind
except ImportError:  # pragma: no cover - only on the code before the exchange
    HostCode = None  # type: ignore[assignment,misc]


def record(path: Path, received: list[bytes]) -> None:
    partial = path.with_suffix(".part")
    partial.write_bytes(msgpack.packb(received, use_bin_type=True))
    os.replace(partial, path)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bind", required=True)
    parser.add_argument("--record", required=True)
    parser.add_argument("--guess", default="ZZZZZZ")
    parser.add_argument("--announce")
    parser.add_argument("--interface")
    args = parser.parse_args()
    lure = Identity.generate("Alice")
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    socket: zmq.Socket[bytes] = context.socket(zmq.ROUTER)
    socket.linger = 0
    socket.bind(f"tcp://{args.bind}")
    port = int(socket.getsockopt_string(zmq.LAST_ENDPOINT).rsplit(":", 1)[1])
    host = args.bind.rsplit(":", 1)[0]
    path, received = Path(args.record), list[bytes]()
    record(path, received)
    announcer = None
    if args.announce is not None:
        from protocol.discovery import TableAnnouncer

        interfaces = [args.interface] if args.interface else None
        announcer = TableAnnouncer(args.announce, "Alice", host, port, lure.fingerprint, 1, interfaces, True)
    print(f"lure on {host}:{port}", flush=True)
    try:
        while True:
            routing, *_, wire = socket.recv_multipart()
            received.append(wire)
            record(path, received)
            if HostCode is not None and lobby_kind(wire) == "knock":
                try:
                    socket.send_multipart([routing, HostCode.answer_knock(lure, decode_knock(wire), args.guess).answer])
                except LobbyError:
                    pass
    finally:
        if announcer is not None:
            announcer.close()
        socket.close()
        context.term()


if __name__ == "__main__":
    main()
