"""A table on this machine alone: the player against three bots, with the full fair deal and
histories, and no network. All four seats live in one node, which hears its own messages."""

from __future__ import annotations

import os
from collections.abc import Callable

from protocol.identity import Identity
from protocol.transport import curve_keypair

from .bots.levels import make_bot
from .engine.actions import Action
from .engine.rules import RuleSet
from .games import find_game
from .peer_options import PeerOptions
from .table.config import TableConfig
from .table.node import LocalSeat, TableNode
from .table.transcript import local_transcript


def run_local_table(
    options: PeerOptions,
    rules: RuleSet,
    hands: int,
    bots: tuple[str, str, str],
    next_move: Callable[[float], tuple[int, Action] | None],
) -> TableNode:
    """Play ``hands`` hands as South against ``bots``; ``next_move(timeout)`` waits for the player's move."""
    player = Identity.load_or_create(options.identity_dir, options.name)
    robots = [Identity.generate(f"{level.capitalize()} {seat}") for seat, level in enumerate(bots, 1)]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=rules,
        seat_keys=(player.public_key, *(r.public_key for r in robots)),
        names=(player.name, *(r.name for r in robots)),
        bots=("", *bots),
        host_seat=0,
        peers=(0, 0, 0, 0),
    )
    # The player hosts the bots: the record has no JOINs, and its address is never dialled.
    transcript = local_transcript(player, config, [["tcp://127.0.0.1:1", curve_keypair()[0], [0, 1, 2, 3]]], hands, {})
    seats = {0: LocalSeat(player, None)}
    seats.update({seat: LocalSeat(robot, make_bot(level)) for seat, (robot, level) in enumerate(zip(robots, bots), 1)})
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
        game=find_game("tusac"),
    )
    node.start()
    while not node.complete and node.stopped is None and not options.cancelled():
        move = next_move(0.05)
        if move is not None:
            node.submit(*move)
        node.start_next_hand_if_ready()
    return node
