"""A table on this machine alone: the player against bots, with the full fair deal and histories, and no
network. Every seat lives in one node, which hears its own messages."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from protocol.identity import Identity
from protocol.transport import curve_keypair

from ..games import AnyGame, find_game
from ..table.config import TableConfig
from ..table.node import LocalSeat, TableNode
from ..table.transcript import local_transcript
from .options import PeerOptions


def run_local_table(
    options: PeerOptions,
    rules: Any,
    hands: int,
    bots: tuple[str, ...],
    next_move: Callable[[float], tuple[int, Any] | None],
    game: AnyGame | None = None,
) -> TableNode:
    """Play ``hands`` hands of ``game`` (None: Tứ Sắc) by ``rules`` (the game's rules value) in the first
    seat against ``bots`` (a level for each other seat); ``next_move(timeout)`` waits for the player's move."""
    game = find_game() if game is None else game
    player = Identity.load_or_create(options.identity_dir, options.name)
    robots = [Identity.generate(f"{level.capitalize()} {seat}") for seat, level in enumerate(bots, 1)]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=rules,
        seat_keys=(player.public_key, *(r.public_key for r in robots)),
        names=(player.name, *(r.name for r in robots)),
        bots=("", *bots),
        host_seat=0,
        peers=(0,) * (len(bots) + 1),
        game=game,
    )
    # The player hosts the bots: the record has no JOINs, and its address is never dialled.
    transcript = local_transcript(
        player, config, [["tcp://127.0.0.1:1", curve_keypair()[0], list(range(config.seats))]], hands, {}
    )
    seats = {0: LocalSeat(player, None)}
    seats.update(
        {seat: LocalSeat(robot, game.make_bot(level)) for seat, (robot, level) in enumerate(zip(robots, bots), 1)}
    )
    node = TableNode(
        config,
        seats,
        lambda wire: None,
        transcript=transcript,
        hands=hands,
        listener=options.listener,
        history_dir=options.history_dir,
        timing=options.timing,
        ready_for_next=options.ready_for_next,
    )
    node.start()
    while not node.complete and node.stopped is None and not options.cancelled():
        move = next_move(0.05)
        if move is not None:
            node.submit(*move)
        node.start_next_hand_if_ready()
    return node
