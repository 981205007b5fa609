"""Deals consistent with what one seat has seen: the hidden cards of a view, filled in at random.

A sampled state keeps every card the view shows where it is (the seat's own hand, the discards,
the exposed sets, the cards a losing claim showed, the shown card), the same hand sizes and the same
deck position; only the slots the seat has not seen get the cards it has not seen.

What the other seats' answers to the shown card say is used too, at two strengths:

- *Sound under the rules:* the drawer of a general who passed on it had no legal way to take it
  (the drawer must take a drawn general when it can). A sample where it could is rejected. A seat
  that is to discard, or whose claim on the shown card may be granted, holds a card it may discard
  (a claim must leave one): a sample that gave it only generals trades one with the deck.
- *An assumption about players:* a seat that passed on the shown card could not win on it, since
  players take a win when offered (every bot here does). The same holds for every card that went to
  the discards untaken since the seat's own last card did: it passed on each of them, with (most
  likely) the hand it still holds. On by default; ``trust_passes=False`` turns it off.
- *An assumption about players* (``trust_pong_passes``, on by default with ``trust_passes``): a seat
  that let such a card go did not hold a pair or three of its kind, which it could have ponged or
  konged (unless special rule 2 forbade the pong). Players seldom decline a pong that cuts their
  trash (the strong bot declines about one claim in seven, mostly low ones), so a sample that would
  have let it pong is redrawn. A pass says nothing about chows: a seat may well decline one.
- *An assumption about players:* what a seat discarded from its hand was trash to it. A hand
  that kept its best cards and threw the rest away is not a uniform draw: it holds less trash. So
  each other seat's hidden cards are drawn with ``SELECTION`` (2) extra cards per card it discarded
  from its hand, and it throws that many away again: first any card that would have made a pair or
  a chow with one of its discards (it would not have discarded that one then), then the greedy
  choice. The thrown cards go to the deck. Calibrated on strong bots (``scripts/bench_expert.py
  --realism 60``): late in a hand their hidden hands hold 2.30 trash cards on average; uniform
  samples of them hold 5.64, this sampler's 2.45. ``trust_discards=False`` draws uniformly. Only
  hidden slots are filled either way, so the sample always matches the view.

Rejection is bounded (``MAX_TRIES``): when no consistent sample turns up, the last one drawn is used,
so a contradictory belief (a human declining a win) costs accuracy, never time.
"""

from __future__ import annotations

from typing import NamedTuple

from ....detrng import DetRng
from ...four_colour.cards import NUM_CARDS, is_general_kind
from ..engine.actions import ActionType, ClaimKind
from ..engine.analysis import KIND_UNIT, count_in_key, key_of_cards
from ..engine.melds import chow_partners
from ..engine.rules import SPECIAL_RULE_2_WORDS, RuleSet
from ..engine.state import HandState, Phase, dealt_cards, with_keys
from .playout import pong_blocked, shown_card_options, tables_for

MAX_TRIES = 24
SELECTION = 2.0
"""Cards a hidden hand is drawn beyond its size and thrown away, per card its holder discarded."""


class Passer:
    """A seat that passed on the shown card, and whether the rules say it could not take it."""

    __slots__ = ("must_have_taken_if_able", "seat")

    def __init__(self, seat: int, must_have_taken_if_able: bool) -> None:
        self.seat = seat
        self.must_have_taken_if_able = must_have_taken_if_able


class Holder(NamedTuple):
    """Another seat with hidden cards: where they are and what it discarded from its hand."""

    seat: int
    slots: tuple[int, ...]
    discarded: tuple[int, ...]
    """Kinds it discarded from its hand (untaken or taken by someone)."""
    connected: int
    """Bit per kind that would have made a pair or a chow with one of those discards."""


class DealSampler:
    def __init__(
        self,
        view: HandState,
        seat: int,
        trust_passes: bool = True,
        trust_discards: bool = True,
        selection: float = SELECTION,
        trust_pong_passes: bool = True,
    ) -> None:
        if view.keys[seat] < 0:
            raise ValueError("a view must know its own seat's hand")
        self.view = view
        self.seat = seat
        self.trust_discards = trust_discards
        self.selection = selection
        self.tables = tables_for(view.rules)
        cards = view.cards
        self.holders = self._holders(view, seat)
        self.deck_slots = tuple(range(view.deck_pos, NUM_CARDS))
        seen = bytearray(NUM_CARDS)
        for card in cards:
            if card >= 0:
                seen[card] = 1
        self.unseen_cards = [card for card in range(NUM_CARDS) if not seen[card]]
        if len(self.unseen_cards) != sum(len(h.slots) for h in self.holders) + len(self.deck_slots):
            raise ValueError("the view's hidden slots and unseen cards differ in number")
        self.passers = self._passers(view, seat, trust_passes)
        self.safe = self._passed_since_last_turn(view, seat) if trust_passes else []
        self.trust_pong_passes = trust_passes and trust_pong_passes
        self.discarders = self._discarders(view, seat)

    @staticmethod
    def _holders(view: HandState, seat: int) -> list[Holder]:
        discarded: list[list[int]] = [[] for _ in range(view.seats)]
        cards = view.cards
        dealt = dealt_cards(view.seats)
        for shower, slot in view.discards:
            if slot < dealt:
                discarded[shower].append(cards[slot] >> 2)
        for melds in view.melds:
            for meld in melds:
                taken = meld.slots[-1]
                if meld.taken_from >= 0 and taken < dealt and cards[taken] >= 0:  # not a four shown at the deal
                    discarded[meld.taken_from].append(cards[taken] >> 2)
        holders = []
        for other in range(view.seats):
            slots = tuple(slot for slot in view.hands[other] if cards[slot] < 0)
            if other == seat or not slots:
                continue
            connected = 0
            for kind in discarded[other]:
                connected |= 1 << kind
                for a, b in chow_partners(kind):
                    connected |= 1 << a | 1 << b
            holders.append(Holder(other, slots, tuple(discarded[other]), connected))
        return holders

    @staticmethod
    def _passed_since_last_turn(view: HandState, seat: int) -> list[tuple[int, int]]:
        """Per other seat, a bit per kind it passed on since its own last card went to the discards:
        cards nobody took, so it did not win on them, most likely with the hand it still holds."""
        cards = view.cards
        found = []
        dealt = dealt_cards(view.seats)
        for other in range(view.seats):
            if other == seat or all(cards[slot] >= 0 for slot in view.hands[other]):
                continue
            mask = 0
            for shower, slot in reversed(view.discards):
                if shower == other:
                    if slot >= dealt:  # its own draw, which it could have won on too
                        mask |= 1 << (cards[slot] >> 2)
                    break
                mask |= 1 << (cards[slot] >> 2)
            if mask:
                found.append((other, mask))
        return found

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
        if not self.passers and not self.safe:
            return state
        for _ in range(MAX_TRIES - 1):
            if self.consistent(state):
                return state
            state = self._draw(rng)
        return state

    def _draw(self, rng: DetRng) -> HandState:
        pool = list(self.unseen_cards)
        rng.shuffle(pool)
        cards = list(self.view.cards)
        thrown: list[int] = []
        pos = 0
        still_to_fill = sum(len(h.slots) for h in self.holders)
        for holder in self.holders:
            size = len(holder.slots)
            still_to_fill -= size
            extra = 0
            if self.trust_discards:
                extra = min(round(self.selection * len(holder.discarded)), len(pool) - pos - size - still_to_fill)
            drawn = pool[pos : pos + size + extra]
            pos += size + extra
            if extra:
                thrown.extend(self._throw_away(drawn, extra, holder.connected))
                thrown.extend(drawn[size:])  # only generals were left to throw: the last drawn go back
                del drawn[size:]
            for slot, card in zip(holder.slots, drawn):
                cards[slot] = card
        deck = pool[pos:] + thrown
        if thrown:
            rng.shuffle(deck)
        for slot, card in zip(self.deck_slots, deck):
            cards[slot] = card
        self._give_the_discarder_a_discard(cards)
        return with_keys(self.view._replace(cards=tuple(cards)))

    def _give_the_discarder_a_discard(self, cards: list[int]) -> None:
        """Sound under the rules: a seat that is to discard, or whose claim on the shown card may be
        granted, holds a card it may discard besides the claimed ones (a claim must leave one). If the
        sample gave it only generals, one hidden general trades places with a non-general of the deck."""
        view = self.view
        for other, spoken_for in self.discarders:
            hand = [slot for slot in view.hands[other] if slot not in spoken_for]
            if any(not is_general_kind(cards[slot] >> 2) for slot in hand):
                continue
            hidden = next((slot for slot in hand if view.cards[slot] < 0), -1)
            spare = next((slot for slot in self.deck_slots if not is_general_kind(cards[slot] >> 2)), -1)
            if hidden >= 0 and spare >= 0:
                cards[hidden], cards[spare] = cards[spare], cards[hidden]

    @staticmethod
    def _discarders(view: HandState, seat: int) -> list[tuple[int, tuple[int, ...]]]:
        """Other seats that may have to discard next, with the slots their claim takes."""
        if view.phase == Phase.DISCARD:
            return [] if view.current == seat else [(view.current, ())]
        if view.phase != Phase.CLAIM:
            return []
        found = []
        for other, response in enumerate(view.responses):
            if other == seat or response is None or response.type != ActionType.CLAIM:
                continue
            if response.claim != ClaimKind.WIN:
                found.append((other, response.slots))
        return found

    def _throw_away(self, drawn: list[int], count: int, connected: int) -> list[int]:
        """Remove ``count`` cards from ``drawn`` (in place) as its holder would have: cards connected to its
        discards first, then the greedy discards. Generals are never thrown away."""
        thrown: list[int] = []
        for card in list(drawn):
            if len(thrown) == count:
                return thrown
            if connected >> (card >> 2) & 1 and not is_general_kind(card >> 2):
                drawn.remove(card)
                thrown.append(card)
        key = key_of_cards(drawn)
        while len(thrown) < count:
            kind = self.tables.best_discard(key)[1]
            if kind < 0:
                break
            card = next(c for c in drawn if c >> 2 == kind)
            drawn.remove(card)
            thrown.append(card)
            key -= KIND_UNIT[kind]
        return thrown

    @staticmethod
    def _could_pong(key: int, mask: int, rules: RuleSet) -> bool:
        """Could a hand of ``key`` pong (a pair) or kong (three) a card of one of the kinds in ``mask``?"""
        kind = 0
        while mask:
            if mask & 1:
                held = count_in_key(key, kind)
                if held == 3:
                    return True
                if held == 2 and not is_general_kind(kind):
                    words = rules.special_rule_2 == SPECIAL_RULE_2_WORDS
                    if not (words and pong_blocked(kind, lambda k: count_in_key(key, k))):
                        return True
            mask >>= 1
            kind += 1
        return False

    def consistent(self, state: HandState) -> bool:
        """Do the passes (on the shown card, and on the untaken cards since each seat's last turn) fit
        this sample?"""
        wins_mask = self.tables.wins_mask
        for other, mask in self.safe:
            key = state.keys[other]
            if wins_mask(key) & mask:
                return False
            if self.trust_pong_passes and self._could_pong(key, mask, state.rules):
                return False
        for passer in self.passers:
            options = shown_card_options(state, passer.seat)
            if options.win_points >= 0:
                return False
            if passer.must_have_taken_if_able and options.claims:
                return False
        return True
