"""The toy game's cheats (tests/toy_game.py) for the hostile harness: ``python -m tests.hostile_toy`` is
tests/hostile_peer.py with the toy in its registry, as a cheating peer runs it (``CheatToy``), and three
more attacks:

- ``toy-withhold-draw-key``: goes silent at its first key for another seat's private draw;
- ``toy-down-above-mark``: lays its highest card face down even when it is above the mark (the toy's
  audit-only rule: nobody can check it before the audit);
- ``toy-equivocate``: two different moves signed under one number, one to the first other peer and the
  other to the rest.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from protocol.messages import Message, encode
from tests.hostile_peer import Hostile, attack, main
from tests.toy_game import TOY, Kind, ToyGame, ToyMove, ToyState
from tusac_lan.games import GAMES
from tusac_lan.games.api import EVERYONE, UNKNOWN, Refusal, Reveal, Seat
from tusac_lan.table.hand_run import Decision


class CheatToy(ToyGame):
    """The toy as the cheat runs it: it does not check its own face-down plays against the mark."""

    def apply(self, state: ToyState, seat: Seat, move: ToyMove) -> ToyState | Refusal:
        if move.kind == Kind.DOWN and 0 <= move.slot < len(state.cards):
            state = state._replace(cards=state.cards[: move.slot] + (UNKNOWN,) + state.cards[move.slot + 1 :])
        return super().apply(state, seat, move)


@attack("toy-withhold-draw-key")
def withhold_draw_key(h: Hostile) -> None:
    def private_to_another(message: Message) -> bool:
        run = h.node.run if h.node is not None else None
        if run is None or message.type != "reveal":
            return False
        reveals = [step for step in run.steps if isinstance(step, Reveal)] + list(run.waiting().reveals)
        return any(message.payload[1] in r.slots and r.to not in (EVERYONE, h.seat) for r in reveals)

    h.withhold = private_to_another


class HighDown:
    """Lays its highest card face down, mark or not; otherwise plays as the toy's first bot."""

    name = "high-down"

    def __init__(self, hostile: Hostile) -> None:
        self.hostile = hostile
        self.first = TOY.make_bot("first")

    def choose(self, view: ToyState, seat: Seat, legal: Sequence[ToyMove]) -> ToyMove:
        if not legal or legal[0].kind not in (Kind.UP, Kind.DOWN):
            return self.first.choose(view, seat, legal)
        slot = max(view.hands[seat], key=lambda s: view.cards[s])
        if view.cards[slot] > view.mark and self.hostile.once("above"):
            self.hostile.announce(f"lays its card {view.cards[slot]} face down above the mark {view.mark}")
        return ToyMove(Kind.DOWN, slot)


@attack("toy-down-above-mark")
def down_above_mark(h: Hostile) -> None:
    node = h.node
    if node is not None and h.once("high-down"):
        node.seats[h.seat].agent = HighDown(h)


def _two_moves(h: Hostile, decision: Decision, move: Any) -> bool:
    other = next((m for m in decision.legal if m != move), None)
    if other is None or not h.once("equivocate"):
        return False
    node = h.node
    assert node is not None and node.run is not None
    seat, config = decision.seat, node.config
    seq = node._seq_out[seat]
    node._seq_out[seat] = seq + 1
    bodies = [
        encode(node.seats[seat].identity, config.table_id, node.run.hand_no, seat, seq, "action", payload, config.shape)
        for payload in (node.run.action_payload(decision, move), node.run.action_payload(decision, other))
    ]
    peers = h.other_peers()
    h.send_to(peers[0], bodies[0].wire)
    for peer in peers[1:]:
        h.send_to(peer, bodies[1].wire)
    node._queue(bodies[0])
    h.announce(f"sends {move} to one peer and {other} to the others, both number {seq}")
    return True


@attack("toy-equivocate")
def equivocate(h: Hostile) -> None:
    h.on_move = _two_moves


if __name__ == "__main__":
    sys.exit(main(games={**GAMES, TOY.id: CheatToy()}))
