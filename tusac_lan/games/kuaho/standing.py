"""A Kuaho hand's result from the public cards alone, for a hand played out whose audit cannot open the
closed cards (a seat kept its seed back: every closed slot needs every seat's key), docs/RULES_KUAHO.md
"A seed kept back after play".

The win's payment reads only the winner's sixteen cards, the winning card, the sowee and the end cards.
All of them are public when the winner laid no secret: its hand was shown to win, the rest are opened to
everyone in play. What the audit would still check of the winner is what its discards said of its hand
(puro declared, kept or withdrawn) and what its passes said (nothing but generals), ``KuahoState.claims``;
every card of those hands is public by then too (still held and shown, or discarded), so they are checked
here. The secrets' pays are left out (none could be checked, and a
false one is the audit's to refuse). Where a payment still needs a closed card (the winner laid a secret,
a card it reads is closed) or a claim of the winner is false, there is no result: the hand is void."""

from __future__ import annotations

from ..api import UNKNOWN
from ..four_colour.cards import is_general
from .engine import kinds, ready
from .scoring import Settlement, settle
from .state import SEATS, Claim, KuahoState, Phase


def public_cards(state: KuahoState) -> KuahoState:
    """The state with only the cards every peer saw (a peer's own closed cards forgotten)."""
    return state._replace(cards=tuple(c if state.public[s] else UNKNOWN for s, c in enumerate(state.cards)))


def _claims_hold(state: KuahoState, seat: int) -> bool:
    for who, claim, slots in state.claims:
        if who != seat:
            continue
        held = kinds(state, slots)
        if held is None:
            return False
        generals = [is_general(state.cards[s]) for s in slots]
        if claim == Claim.NO_GENERAL:
            if any(generals):
                return False
        elif claim == Claim.ONLY_GENERALS:
            if not all(generals):
                return False
        elif ready(held, []) != (claim == Claim.READY):
            return False
    return True


def standing_settlement(state: KuahoState) -> Settlement | None:
    """The settlement every peer and every verifier agrees on from the public cards of an ended hand (the
    local seat's own cards are left out, so each peer's answer is the same), the secrets unpaid: None
    unless the public cards decide the win's payment."""
    public = public_cards(state)
    winner = public.winner
    if public.phase != Phase.ENDED or winner < 0 or public.secrets[winner]:
        return None
    read = (*public.hands[winner], public.bownit, *public.end_cards)
    if public.sowee == UNKNOWN or any(public.cards[s] == UNKNOWN for s in read if s >= 0):
        return None
    if not _claims_hold(public, winner):
        return None
    unpaid = public._replace(secrets=((),) * SEATS)
    return settle(unpaid)
