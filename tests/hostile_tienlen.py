"""Tiến lên's cheats for the hostile harness: ``python -m tests.hostile_tienlen`` is tests/hostile_peer.py
with Tiến lên as its cheat runs it (``CheatTienLen``), and these attacks (the generic ``withhold-move``,
``withhold-deal-keys`` and ``withhold-seed`` of tests/hostile_peer.py work for it as they are):

- ``tl-not-held``: plays a single card it does not hold, in a slot of its own (the key it sends opens
  that slot to another card: refused at once);
- ``tl-false-first-lead``: asked for the lowest card dealt, says "not held" while holding it (only the
  audit, which sees every hand, can tell), or, when it does not hold it, leads with it anyway (refused at
  once, like any card not held);
- ``tl-illegal``: plays two of its own cards of different ranks together, with their true keys (no
  combination: refused at once);
- ``tl-out-of-turn``: right after its own move, signs a pass for the next turn, another seat's;
- ``tl-equivocate``: two different moves signed under one number, one to the first other peer and the
  other to the rest.
"""

from __future__ import annotations

import hashlib
import sys
from typing import Any

from protocol.messages import encode
from tests.hostile_peer import Hostile, attack, main
from tests.hostile_toy import _two_moves
from tusac_lan.games import GAMES
from tusac_lan.games.api import UNKNOWN, Refusal, Seat
from tusac_lan.games.tienlen.cards import rank
from tusac_lan.games.tienlen.engine import NOT_HELD, PASS, MoveKind, Phase, TienLenMove, TienLenState
from tusac_lan.games.tienlen.game import TienLenGame
from tusac_lan.table.hand_run import Decision

DECK = 52


class CheatTienLen(TienLenGame):
    """Tiến lên as the cheat runs it: it does not check its own "not held" against its own hand."""

    def apply(self, state: TienLenState, seat: Seat, move: TienLenMove) -> TienLenState | Refusal:
        if state.phase == Phase.FIND and move == NOT_HELD:
            masked = tuple(UNKNOWN if s in state.hands[seat] else c for s, c in enumerate(state.cards))
            after = super().apply(state._replace(cards=masked), seat, move)
            return after if isinstance(after, Refusal) else after._replace(cards=state.cards)
        return super().apply(state, seat, move)


def _held(h: Hostile, seat: Seat) -> set[int]:
    node = h.node
    assert node is not None and node.run is not None
    state: TienLenState = node.run.state
    return {state.cards[slot] for slot in state.hands[seat]}


def send_instead(h: Hostile, decision: Decision, move: Any) -> None:
    """``move`` signed in place of this seat's own, with the keys of the slots it names."""
    node = h.node
    assert node is not None and node.run is not None and h.mesh is not None
    seat = decision.seat
    seq = node._seq_out[seat]
    node._seq_out[seat] = seq + 1
    body = encode(
        node.seats[seat].identity,
        node.config.table_id,
        node.run.hand_no,
        seat,
        seq,
        "action",
        node.run.action_payload(decision, move),
        node.config.shape,
    )
    h.mesh.broadcast(body.wire)


def _forged(h: Hostile, decision: Decision, card: int) -> TienLenMove | None:
    """A single ``card`` claimed in one of this seat's slots, if this seat does not hold it."""
    node = h.node
    assert node is not None and node.run is not None
    state: TienLenState = node.run.state
    if card in _held(h, decision.seat):
        return None
    return TienLenMove(MoveKind.PLAY, (state.hands[decision.seat][0],), (card,))


def _not_held(h: Hostile, decision: Decision, action: Any) -> bool:
    singles = [m for m in decision.legal if m.kind == MoveKind.PLAY and len(m.cards) == 1]
    node = h.node
    assert node is not None and node.run is not None
    if not singles or node.run.state.phase != Phase.PLAY:
        return False
    held = _held(h, decision.seat)
    card = next(c for c in range(DECK - 1, -1, -1) if c not in held)  # the highest card it lacks
    forged = _forged(h, decision, card)
    if forged is None or not h.once("not-held"):
        return False
    h.announce(f"plays card {card}, which it does not hold, from its slot {forged.slots[0]}")
    send_instead(h, decision, forged)
    return True


@attack("tl-not-held")
def not_held(h: Hostile) -> None:
    h.on_move = _not_held


def _false_first_lead(h: Hostile, decision: Decision, action: Any) -> bool:
    node = h.node
    assert node is not None and node.run is not None
    state: TienLenState = node.run.state
    if state.phase != Phase.FIND or not h.once("first-lead"):
        return False
    if action.kind == MoveKind.PLAY:
        h.announce(f"says it does not hold card {state.asked}, asked for the first lead, while holding it")
        return swap_move(h, decision, NOT_HELD)
    forged = _forged(h, decision, state.asked)
    assert forged is not None
    h.announce(f"leads with card {state.asked}, asked for the first lead, which it does not hold")
    send_instead(h, decision, forged)
    return True


def swap_move(h: Hostile, decision: Decision, move: Any) -> bool:
    """This seat's node sends ``move`` (its own hand goes on with it) in place of its bot's choice."""
    node = h.node
    assert node is not None
    h.on_move = None
    node._send_action(decision, move)
    return True


@attack("tl-false-first-lead")
def false_first_lead(h: Hostile) -> None:
    if h.once("patched"):
        h.on_move = _false_first_lead


def _false_not_held(h: Hostile, decision: Decision, action: Any) -> bool:
    node = h.node
    assert node is not None and node.run is not None
    state: TienLenState = node.run.state
    if state.phase != Phase.FIND or action.kind != MoveKind.PLAY or not h.once("not-held"):
        return False
    h.announce(f"says it does not hold card {state.asked}, asked for the first lead, while holding it")
    return swap_move(h, decision, NOT_HELD)


def _false_not_held_attack(h: Hostile) -> None:
    if h.once("patched"):
        h.on_move = _false_not_held


FALSE_NOT_HELD = tuple(f"tl-false-not-held-{n}" for n in range(3))
"""The same attack under three names, for tables dealt side by side: it needs the cheater dealt the lowest
card, one deal in the number of players, and only then starts."""
for _name in FALSE_NOT_HELD:
    attack(_name)(_false_not_held_attack)


def _no_combination(h: Hostile, decision: Decision, action: Any) -> bool:
    node = h.node
    assert node is not None and node.run is not None
    state: TienLenState = node.run.state
    if state.phase != Phase.PLAY:
        return False
    hand = state.hands[decision.seat]
    low, high = min(hand, key=lambda s: state.cards[s]), max(hand, key=lambda s: state.cards[s])
    if rank(state.cards[low]) == rank(state.cards[high]) or not h.once("illegal"):
        return False
    slots = (low, high)
    move = TienLenMove(MoveKind.PLAY, slots, tuple(state.cards[s] for s in slots))
    h.announce(f"plays its own cards {move.cards} together, which make no combination")
    send_instead(h, decision, move)
    return True


@attack("tl-illegal")
def illegal(h: Hostile) -> None:
    h.on_move = _no_combination


def _then_out_of_turn(h: Hostile, decision: Decision, action: Any) -> bool:
    """Its own move, and at once a pass signed for the next turn, which is another seat's."""
    node = h.node
    assert node is not None and node.run is not None
    run = node.run
    state: TienLenState = run.state
    after = node.game.apply(state, decision.seat, action)
    if state.phase != Phase.PLAY or isinstance(after, Refusal) or after.phase != Phase.PLAY:
        return False
    if after.current == decision.seat or not h.once("out-of-turn"):
        return False
    node._send_action(decision, action)
    basis = hashlib.blake2b(run.deal.deal_digest + node.game.public_digest(after), digest_size=32).digest()
    h.announce(f"passes at turn {after.turn}, seat {after.current}'s, right after its own move")
    h.send_signed("action", [after.turn, node.game.move_to_wire(PASS), [], basis])
    return True


@attack("tl-out-of-turn")
def out_of_turn(h: Hostile) -> None:
    h.on_move = _then_out_of_turn


@attack("tl-equivocate")
def equivocate(h: Hostile) -> None:
    h.on_move = _two_moves


if __name__ == "__main__":
    sys.exit(main(games={**GAMES, "tienlen": CheatTienLen()}))
