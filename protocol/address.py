"""Where a peer is reached: its endpoint and its transport key. Plain data, so that who sits where can
name peers without the mesh."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PeerAddress:
    endpoint: str
    curve_public: bytes
    """z85-encoded CURVE public key (40 bytes)."""
