"""``tusac peer`` as one import, for code written before the peer was split up. The parts:

- ``peer_options``: PeerOptions and PeerError;
- ``table.seating``: who sits where, as data; ``lobby_host`` and ``lobby_join``: the two sides of the lobby;
- ``session_runner``: runs a seated peer's session (and ``host_table``/``join_table``/``join_discovered``);
- ``peer_terminal``: the terminal front end (never used by the desktop client).
"""

from __future__ import annotations

from .lobby_net import local_ip_towards, split_address
from .peer_options import PeerError, PeerOptions
from .session_runner import LINGER, host_table, join_discovered, join_table

__all__ = [
    "LINGER",
    "PeerError",
    "PeerOptions",
    "host_table",
    "join_discovered",
    "join_table",
    "local_ip_towards",
    "split_address",
]
