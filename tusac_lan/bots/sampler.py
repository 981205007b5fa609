"""Deals consistent with what one seat has seen: the hidden cards of a view, filled in at random.

A sampled state keeps every card the view shows where it is (the seat's own hand, the discards,
the exposed sets, the cards a losing claim showed, the shown card), the same hand sizes and the same
deck position; only the slots the seat has not seen get the cards it has not seen, uniformly.

What the other seats' answers to the shown card say is used too, at two strengths:

- *Sound under the rules:* the drawer of a general who passed on it had no legal way to take it
  (the drawer must take a drawn general when it can). A sample where it could is rejected.
- *An assumption about players:* a seat that passed on the shown card could not win on it, since
  players take a win when offered (every bot here does). On by default; ``trust_passes=False`` turns
  it off. A pass tells nothing else: a player may always decline a pong or a chow.

Rejection is bounded (``MAX_TRIES``): when no consistent sample turns up, the last one drawn is used,
so a contradictory belief (a human declining a win) costs accuracy, never time.
"""

from __future__ import annotations

from ..detrng import DetRng
from ..engine.actions import ActionType
from ..engine.cards import NUM_CARDS, is_general_kind
from ..engine.state import SEATS, HandState, Phase, with_keys
from .playout import shown_card_options

MAX_TRIES = 24


class Passer:
    """A seat that passed on the shown card, and whether the rules say it could not take it."""

    __slots__ = ("must_have_taken_if_able", "seat")

    def __init__(self, seat: int, must_have_taken_if_able: bool) -> None:
        self.seat = seat
        self.must_have_taken_if_able = must_have_taken_if_able


class DealSampler:
    def __init__(self, view: HandState, seat: int, trust_passes: bool = True) -> None:
        if view.keys[seat] < 0:
            raise ValueError("a view must know its own seat's hand")
        self.view = view
        self.seat = seat
        cards = view.cards
        self.hidden_slots = [
            slot for other in range(SEATS) if other != seat for slot in view.hands[other] if cards[slot] < 0
        ] + list(range(view.deck_pos, NUM_CARDS))
        seen = bytearray(NUM_CARDS)
        for card in cards:
            if card >= 0:
                seen[card] = 1
        self.unseen_cards = [card for card in range(NUM_CARDS) if not seen[card]]
        if len(self.unseen_cards) != len(self.hidden_slots):
            raise ValueError("the view's hidden slots and unseen cards differ in number")
        self.passers = self._passers(view, seat, trust_passes)

    @staticmethod
    def _passers(view: HandState, seat: int, trust_passes: bool) -> list[Passer]:
        if view.phase != Phase.CLAIM or view.shown < 0 or view.cards[view.shown] < 0:
            return []
        general_drawn = view.shown_drawn and is_general_kind(view.cards[view.shown] >> 2)
        passers = []
        for other, response in enumerate(view.responses):
            if other == seat or response is None or response.type != ActionType.PASS:
                continue
            sound = general_drawn and other == view.current
            if sound or trust_passes:
                passers.append(Passer(other, sound))
        return passers

    def sample(self, rng: DetRng) -> HandState:
        """A full state: every slot known, consistent with the view."""
        state = self._draw(rng)
        if not self.passers:
            return state
        for _ in range(MAX_TRIES - 1):
            if self.consistent(state):
                return state
            state = self._draw(rng)
        return state

    def _draw(self, rng: DetRng) -> HandState:
        unseen = list(self.unseen_cards)
        rng.shuffle(unseen)
        cards = list(self.view.cards)
        for slot, card in zip(self.hidden_slots, unseen):
            cards[slot] = card
        return with_keys(self.view.evolve(cards=tuple(cards)))

    def consistent(self, state: HandState) -> bool:
        """Do the passes on the shown card fit this sample?"""
        if not self.passers:
            return True
        for passer in self.passers:
            options = shown_card_options(state, passer.seat)
            if options.win_points >= 0:
                return False
            if passer.must_have_taken_if_able and options.claims:
                return False
        return True
