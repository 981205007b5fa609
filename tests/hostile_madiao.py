"""Ma Diao's cheats for the hostile harness: ``python -m tests.hostile_madiao`` is tests/hostile_peer.py
with Ma Diao as its cheat runs it (``CheatMadiao``), and these attacks (the generic ``withhold-deal-keys``,
whose first message is the key of the 面張, and ``withhold-seed``, the keys of its face-down cards at the
audit, work for it as they are):

- ``md-up-no-beat``: plays face up a card of its own, with its true key, that does not beat the trick
  (another suit than the lead's, or lower than a face-up card so far: refused at once);
- ``md-not-held``: plays face up, from a slot of its own, a card it does not hold (the key it sends opens
  that slot to another card: refused at once);
- ``md-down-no-follow``: under the house rule ``must_follow``, plays face down a card off the led suit
  while holding that suit (nobody but its own peer and the audit can see it);
- ``md-false-yishang``: declares a 異賞 its hand does not hold, showing its real hand;
- ``md-equivocate``: two different moves signed under one number, one to the first other peer and the
  other to the rest.
"""

from __future__ import annotations

import sys
from typing import Any

from tests.hostile_peer import Hostile, attack, main
from tests.hostile_tienlen import send_instead, swap_move
from tests.hostile_toy import _two_moves
from tusac_lan.games import GAMES
from tusac_lan.games.api import UNKNOWN, Refusal, Seat
from tusac_lan.games.madiao.cards import NUM_CARDS, suit_of
from tusac_lan.games.madiao.game import MadiaoGame
from tusac_lan.games.madiao.scoring import yishang_hands
from tusac_lan.games.madiao.state import Kind, MadiaoState, Move, Phase
from tusac_lan.table.hand_run import Decision


class CheatMadiao(MadiaoGame):
    """Ma Diao as the cheat runs it: it does not check its own face-down cards against must-follow."""

    def apply(self, state: MadiaoState, seat: Seat, move: Move) -> MadiaoState | Refusal:
        if isinstance(move, Move) and move.kind == Kind.DOWN and state.phase == Phase.PLAY:
            masked = tuple(UNKNOWN if s in state.hands[seat] else c for s, c in enumerate(state.cards))
            after = super().apply(state._replace(cards=masked), seat, move)
            return after if isinstance(after, Refusal) else after._replace(cards=state.cards)
        return super().apply(state, seat, move)


def _state(h: Hostile) -> MadiaoState:
    node = h.node
    assert node is not None and node.run is not None
    state: MadiaoState = node.run.state
    return state


def _up_no_beat(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    if state.phase != Phase.PLAY or not state.trick:
        return False
    ups = [state.cards[play.slot] for play in state.trick if play.face_up]
    hand = state.hands[decision.seat]
    low = [s for s in hand if suit_of(state.cards[s]) != suit_of(ups[0]) or state.cards[s] < max(ups)]
    if not low or not h.once("no-beat"):
        return False
    card = state.cards[low[0]]
    h.announce(f"plays its card {card} face up, which does not beat the trick")
    send_instead(h, decision, Move(Kind.UP, (low[0],), (card,)))
    return True


@attack("md-up-no-beat")
def up_no_beat(h: Hostile) -> None:
    h.on_move = _up_no_beat


def _not_held(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    if state.phase != Phase.PLAY or state.trick or not h.once("not-held"):
        return False
    held = {state.cards[slot] for slot in state.hands[decision.seat]}
    card = next(c for c in range(NUM_CARDS - 1, -1, -1) if c not in held)  # the highest card it lacks
    slot = state.hands[decision.seat][0]
    h.announce(f"leads card {card}, which it does not hold, from its slot {slot}")
    send_instead(h, decision, Move(Kind.UP, (slot,), (card,)))
    return True


@attack("md-not-held")
def not_held(h: Hostile) -> None:
    h.on_move = _not_held


def _down_no_follow(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    if state.phase != Phase.PLAY or not state.trick:
        return False
    led = suit_of(state.cards[state.trick[0].slot])
    held = [(slot, state.cards[slot]) for slot in state.hands[decision.seat]]
    off = [slot for slot, card in held if suit_of(card) != led]
    if not off or all(suit_of(card) != led for _, card in held) or not h.once("no-follow"):
        return False
    h.announce(f"plays its card {state.cards[off[0]]} face down off the led suit while holding that suit")
    return swap_move(h, decision, Move(Kind.DOWN, (off[0],)))


@attack("md-down-no-follow")
def down_no_follow(h: Hostile) -> None:
    h.on_move = _down_no_follow


def _false_yishang(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    if state.phase != Phase.DECLARE:
        return False
    slots = state.dealt[decision.seat]
    cards = tuple(state.cards[slot] for slot in slots)
    if yishang_hands(cards) or not h.once("yishang"):
        return False
    h.announce("declares a 異賞 its hand does not hold")
    send_instead(h, decision, Move(Kind.YISHANG, slots, cards))
    return True


@attack("md-false-yishang")
def false_yishang(h: Hostile) -> None:
    h.on_move = _false_yishang


@attack("md-equivocate")
def equivocate(h: Hostile) -> None:
    h.on_move = _two_moves


if __name__ == "__main__":
    sys.exit(main(games={**GAMES, "madiao": CheatMadiao()}))
