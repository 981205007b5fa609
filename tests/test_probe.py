"""Whether a table's peer still answers at an endpoint (``protocol.probe``): a real mesh refuses the
probe's unknown client key, which proves it holds the table's key; anything else at the port is not it."""

from __future__ import annotations

import zmq

from protocol.probe import answers_with_key
from protocol.transport import MeshTransport, curve_keypair


def test_a_mesh_answers_a_probe_with_its_key_and_nothing_else_does() -> None:
    public, secret = curve_keypair()
    mesh = MeshTransport(public, secret, "tcp://127.0.0.1:0", lambda peer, wire: None)
    try:
        endpoint = mesh.endpoint
        assert answers_with_key(endpoint, public, 2.0)  # refused as an unknown client, after proving its key
        assert not answers_with_key(endpoint, curve_keypair()[0], 2.0)  # another table's key
    finally:
        mesh.close()
    assert not answers_with_key(endpoint, public, 0.5)  # gone: nothing listens
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    plain = context.socket(zmq.ROUTER)
    try:
        port = plain.bind_to_random_port("tcp://127.0.0.1")
        assert not answers_with_key(f"tcp://127.0.0.1:{port}", public, 2.0)  # a program with no CURVE
    finally:
        plain.close(0)
        context.term()
    assert not answers_with_key("tcp://nowhere:x", public, 0.5)  # an endpoint zmq will not take
