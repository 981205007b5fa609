"""The winner's hand as the result view shows it: its secrets as laid, and its other cards split into
melds (``melds.split_win``), with a sowee secret's fourth card joining a meld where the win needs it
(docs/RULES_KUAHO.md "Melds and a winning hand")."""

from __future__ import annotations

from collections.abc import Sequence

from ..api import UNKNOWN
from ..four_colour.cards import kind_of
from .engine import SECRET_SIZE
from .melds import counts_of, split_win
from .state import KuahoState

Meld = tuple[int, ...]


def cards_in_melds(cards: Sequence[int], melds: Sequence[Meld]) -> tuple[Meld, ...]:
    """Kind melds made of ``cards``: each kind takes the lowest card of it still unused."""
    left = sorted(cards)
    out = []
    for meld in melds:
        chosen = []
        for kind in meld:
            card = next(c for c in left if kind_of(c) == kind)
            left.remove(card)
            chosen.append(card)
        out.append(tuple(chosen))
    return tuple(out)


def split_cards(cards: Sequence[int]) -> tuple[Meld, ...] | None:
    """The cards split into melds, every card in exactly one; None when they are no win."""
    split = split_win(counts_of(kind_of(c) for c in cards))
    return None if split is None else cards_in_melds(cards, split)


def laid_secrets(state: KuahoState, seat: int) -> tuple[Meld, ...]:
    """The seat's secrets as laid, each its cards ascending."""
    return tuple(tuple(sorted(state.cards[s] for s in secret)) for secret in state.secrets[seat])


def winning_melds(state: KuahoState, seat: int) -> tuple[Meld, ...]:
    """The seat's free cards in melds; the fourth card of a secret laid with the sowee's three twins
    joins a meld too when the free cards win only with it. Empty when the state does not know every card
    this reads; the free cards as one group if they are no win."""
    laid = laid_secrets(state, seat)
    free = [state.cards[s] for s in state.hands[seat]]
    if UNKNOWN in free or any(UNKNOWN in secret for secret in laid) or state.sowee == UNKNOWN:
        return ()
    split = split_cards(free)
    if split is None:
        sowee = kind_of(state.sowee)
        fourth = [
            card
            for secret in laid
            if sum(kind_of(c) == sowee for c in secret) == SECRET_SIZE - 1
            for card in secret
            if kind_of(card) != sowee
        ]
        split = split_cards(free + fourth) if fourth else None
    return split if split is not None else (tuple(sorted(free)),)
