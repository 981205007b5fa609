"""Whether a table's peer still answers at an endpoint: its CURVE key, not only a listening port.

A peer's mesh is a CURVE server with a key made for that table. A probe with a throwaway client key is
refused by the peer's authenticator (it does not know that key) or taken, and either way the handshake
got that far only because the server holds the table's key. Anything else at that port (a later table at
the same address, another program) fails the handshake or never answers: not the table.
"""

from __future__ import annotations

import time

import zmq
from zmq.utils.monitor import recv_monitor_message

ANSWERED = zmq.EVENT_HANDSHAKE_SUCCEEDED | zmq.EVENT_HANDSHAKE_FAILED_AUTH
"""The server proved it holds the key: it took the throwaway client, or refused it as unknown."""
NOT_IT = zmq.EVENT_HANDSHAKE_FAILED_PROTOCOL | zmq.EVENT_HANDSHAKE_FAILED_NO_DETAIL


def answers_with_key(endpoint: str, server_key: bytes, wait: float) -> bool:
    """A peer holding the CURVE key ``server_key`` (z85) answers at ``endpoint`` (``tcp://HOST:PORT``)
    within ``wait`` seconds."""
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    probe = context.socket(zmq.DEALER)
    try:
        public, secret = zmq.curve_keypair()
        probe.curve_publickey, probe.curve_secretkey, probe.curve_serverkey = public, secret, server_key
        probe.linger = 0
        monitor = probe.get_monitor_socket(ANSWERED | NOT_IT)
        try:
            probe.connect(endpoint)
            end = time.monotonic() + wait
            while (left := end - time.monotonic()) > 0:
                if not monitor.poll(int(left * 1000) + 1):
                    return False
                event = recv_monitor_message(monitor)["event"]
                if event & ANSWERED:
                    return True
                if event & NOT_IT:
                    return False
            return False
        finally:
            probe.disable_monitor()
            monitor.close(0)
    except (zmq.ZMQError, ValueError):
        return False  # an endpoint or key the journal holds that zmq will not take: nothing to go back to
    finally:
        probe.close(0)
        context.term()
