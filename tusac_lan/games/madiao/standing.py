"""A Ma Diao hand's result from the public cards alone, for a hand played out whose audit cannot open the
face-down cards (a seat kept its seed back: every closed slot needs every seat's key). Of the closed
cards, the result reads only where 百万 and the 雌突 were dealt (死百, 小活百, 死百突 and the 百万
holder's exemption from a 異賞's 賀); every other card it reads (tricks, cards 上卓, the 面張, the 仮達,
a declared hand) is public. The result stands only when every way those few cards could lie, consistent
with what every peer saw, gives the same account; otherwise there is no result (the hand is void)."""

from __future__ import annotations

from itertools import product

from ..api import UNKNOWN
from .cards import FEMALE, HUNDRED_MYRIADS, NUM_CARDS
from .result import MadiaoResult, result
from .state import MadiaoState

KEY_CARDS = (HUNDRED_MYRIADS, *sorted(FEMALE))
"""The only cards whose place in a closed slot the result reads."""
NOBODY = -1
"""The owner of a closed slot dealt to no seat (the pile under the 面張)."""


def standing_result(full: MadiaoState) -> MadiaoResult | None:
    """The account every peer and every verifier agrees on from the public cards alone (the local seat's
    own cards are left out, so each peer's answer is the same): None unless it does not depend on them."""
    cards = [card if full.public[slot] else UNKNOWN for slot, card in enumerate(full.cards)]
    owner = {slot: seat for seat, slots in enumerate(full.dealt) for slot in slots}
    closed: dict[int, list[int]] = {}
    for slot, card in enumerate(cards):
        if card == UNKNOWN:
            closed.setdefault(owner.get(slot, NOBODY), []).append(slot)
    shown = set(cards)
    unseen = [card for card in range(NUM_CARDS) if card not in shown]
    keys = [card for card in KEY_CARDS if card in unseen]
    others = [card for card in unseen if card not in KEY_CARDS]
    places = sorted(closed)
    found: MadiaoResult | None = None
    for where in product(places, repeat=len(keys)):
        if any(where.count(place) > len(closed[place]) for place in places):
            continue
        free = {place: list(slots) for place, slots in closed.items()}
        deck = list(cards)
        for card, place in zip(keys, where, strict=True):
            deck[free[place].pop()] = card
        rest = iter(others)
        for place in places:
            for slot in free[place]:
                deck[slot] = next(rest)
        account = result(full._replace(cards=tuple(deck)))
        if account is None or (found is not None and account != found):
            return None
        found = account
    return found
