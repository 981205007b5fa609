"""Kuaho's cheats for the hostile harness: ``python -m tests.hostile_kuaho`` is tests/hostile_peer.py with
Kuaho as its cheat runs it (``CheatKuaho``), and these attacks (the generic ``withhold-draw-key``, its key
for another seat's stock draw, works for it as it is):

- ``kh-not-held``: discards a card it does not hold, from a slot of its own (refused at once: the key it
  sends opens the slot to another card);
- ``kh-false-win``: declares a win with a hand that is none (refused at once: a win shows the hand);
- ``kh-false-puro``: declares puro with a discard while its hand is not one card from a win (nobody but
  its own peer and the audit sees the hand);
- ``kh-false-secret``: lays four cards face down as a secret that are not four alike (audit);
- ``kh-equivocate``: two different moves signed under one number, one to the first other peer and the
  other to the rest;
- ``kh-discard-general``: discards a general (refused at once: the discard opens the card);
- ``kh-win-without-puro``: declares a win on its turn's card while not puro (refused at once);
- ``kh-false-marker``: declares puro with a card that is no general as its marker (refused at once: the
  marker is laid face up);
- ``kh-withhold-shown-draw-key``: withholds its key for a stock draw shown to everyone (someone is puro),
  and all after it.
"""

from __future__ import annotations

import sys
from typing import Any

from protocol.messages import Message
from tests.hostile_peer import Hostile, attack, main
from tests.hostile_tienlen import send_instead, swap_move
from tests.hostile_toy import _two_moves
from tusac_lan.games import GAMES
from tusac_lan.games.api import EVERYONE, UNKNOWN, Refusal, Seat
from tusac_lan.games.four_colour.cards import NUM_CARDS, is_general, kind_of
from tusac_lan.games.kuaho.engine import draw_audience, fourth_kinds, kinds, marker_slots, ready, wins
from tusac_lan.games.kuaho.game import KuahoGame
from tusac_lan.games.kuaho.state import NOT_PURO, Flag, Kind, KuahoMove, KuahoState, Phase
from tusac_lan.table.hand_run import Decision


class CheatKuaho(KuahoGame):
    """Kuaho as the cheat runs it: it does not check its own secrets and puro against its own hand."""

    def apply(self, state: KuahoState, seat: Seat, move: KuahoMove) -> KuahoState | Refusal:
        if isinstance(move, KuahoMove) and (move.kind == Kind.SECRET or move.flag == Flag.PURO):
            own = set(state.hands[seat]) - set(move.slots)
            masked = tuple(UNKNOWN if s in own or s in move.slots else c for s, c in enumerate(state.cards))
            after = super().apply(state._replace(cards=masked), seat, move)
            if isinstance(after, Refusal):
                return after
            # What the move opened, and what this peer knew before.
            return after._replace(cards=tuple(b if a == UNKNOWN else a for a, b in zip(after.cards, state.cards)))
        return super().apply(state, seat, move)


def _state(h: Hostile) -> KuahoState:
    node = h.node
    assert node is not None and node.run is not None
    state: KuahoState = node.run.state
    return state


def _discards(decision: Decision) -> list[KuahoMove]:
    return [m for m in decision.legal if m.kind == Kind.DISCARD and m.flag == Flag.NONE]


def _not_held(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    discards = _discards(decision)
    if not discards or not h.once("not-held"):
        return False
    held = {state.cards[s] for s in state.hands[decision.seat]}
    slot, card = discards[0].slots[0], discards[0].cards[0]
    other = next(c for c in range(NUM_CARDS) if c not in held and not is_general(c) and kind_of(c) != kind_of(card))
    h.announce(f"discards card {other}, which it does not hold, from its slot {slot}")
    send_instead(h, decision, KuahoMove(Kind.DISCARD, (slot,), (other,)))
    return True


@attack("kh-not-held")
def not_held(h: Hostile) -> None:
    h.on_move = _not_held


def _false_win(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    if state.phase != Phase.ACT or not _discards(decision) or not h.once("win"):
        return False
    hidden = tuple(s for s in state.hands[decision.seat] if not state.public[s])
    h.announce("declares a win with a hand that is none")
    send_instead(h, decision, KuahoMove(Kind.WIN, hidden, tuple(state.cards[s] for s in hidden)))
    return True


@attack("kh-false-win")
def false_win(h: Hostile) -> None:
    h.on_move = _false_win


def _false_puro(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    seat = decision.seat
    discards = _discards(decision)
    if not discards or state.puro[seat] != -2 or state.penalty[seat]:
        return False
    move = discards[0]
    rest = tuple(s for s in state.hands[seat] if s != move.slots[0])
    held, fourth = kinds(state, rest), fourth_kinds(state, seat)
    if held is None or fourth is None or ready(held, fourth) or wins(held, fourth) or not h.once("puro"):
        return False
    generals = [s for s in rest if is_general(state.cards[s]) and s not in marker_slots(state)]
    slots, cards = move.slots + tuple(generals[:1]), move.cards + tuple(state.cards[s] for s in generals[:1])
    h.announce("declares puro with a hand that is not one card from a win")
    return swap_move(h, decision, KuahoMove(Kind.DISCARD, slots, cards, Flag.PURO))


@attack("kh-false-puro")
def false_puro(h: Hostile) -> None:
    h.on_move = _false_puro


def _false_secret(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    seat = decision.seat
    if state.phase != Phase.ACT or not _discards(decision):
        return False
    free = [s for s in state.hands[seat] if s not in marker_slots(state)]
    laid = tuple(sorted(free[:4]))
    shown = kinds(state, laid)
    if len(laid) < 4 or shown is None or len(set(shown)) == 1 or not h.once("secret"):
        return False
    h.announce(f"lays cards {[state.cards[s] for s in laid]} face down as a secret")
    return swap_move(h, decision, KuahoMove(Kind.SECRET, laid))


@attack("kh-false-secret")
def false_secret(h: Hostile) -> None:
    h.on_move = _false_secret


@attack("kh-equivocate")
def equivocate(h: Hostile) -> None:
    h.on_move = _two_moves


def _discard_general(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    seat = decision.seat
    if state.phase != Phase.ACT or not _discards(decision):
        return False
    generals = [s for s in state.hands[seat] if is_general(state.cards[s]) and s not in marker_slots(state)]
    if not generals or not h.once("general"):
        return False
    slot = generals[0]
    h.announce(f"discards a general, card {state.cards[slot]} from its slot {slot}")
    send_instead(h, decision, KuahoMove(Kind.DISCARD, (slot,), (state.cards[slot],)))
    return True


@attack("kh-discard-general")
def discard_general(h: Hostile) -> None:
    h.on_move = _discard_general


def _win_without_puro(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    seat = decision.seat
    if state.phase != Phase.ACT or state.puro[seat] != NOT_PURO or state.rules.win_without_puro:
        return False
    if state.source not in (Kind.TAKE, Kind.DRAW) or not _discards(decision) or not h.once("win"):
        return False
    hand = state.hands[seat]
    h.announce("declares a win on its turn's card while not puro")
    send_instead(h, decision, KuahoMove(Kind.WIN, hand, tuple(state.cards[s] for s in hand)))
    return True


@attack("kh-win-without-puro")
def win_without_puro(h: Hostile) -> None:
    h.on_move = _win_without_puro


def _false_marker(h: Hostile, decision: Decision, action: Any) -> bool:
    state = _state(h)
    seat = decision.seat
    discards = _discards(decision)
    if not discards or state.puro[seat] != NOT_PURO or state.penalty[seat]:
        return False
    move = discards[0]
    plain = [s for s in state.hands[seat] if s != move.slots[0] and not is_general(state.cards[s])]
    if not plain or not h.once("marker"):
        return False
    marker = plain[0]
    h.announce(f"declares puro with card {state.cards[marker]}, no general, as its marker")
    slots, cards = (*move.slots, marker), (*move.cards, state.cards[marker])
    send_instead(h, decision, KuahoMove(Kind.DISCARD, slots, cards, Flag.PURO))
    return True


@attack("kh-false-marker")
def false_marker(h: Hostile) -> None:
    h.on_move = _false_marker


@attack("kh-withhold-shown-draw-key")
def withhold_shown_draw_key(h: Hostile) -> None:
    def shown_draw(message: Message) -> bool:
        if message.type != "reveal":
            return False
        state = _state(h)
        return state.phase == Phase.DRAW and draw_audience(state) == EVERYONE

    if h.once("withhold"):
        h.withhold = shown_draw


if __name__ == "__main__":
    sys.exit(main(games={**GAMES, "kuaho": CheatKuaho()}))
