"""The toy game's client plugin: only loaded when a client asks for it."""

from __future__ import annotations


class ToyClient:
    game_id = "toy"


PLUGIN = ToyClient()
