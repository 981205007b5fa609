"""Ma Diao's bots: pure functions of the seat's view. The beginner plays greedily; the good bot counts
the cards it has seen and weighs the chance that a card wins before spending it."""

from __future__ import annotations

from collections.abc import Sequence

from ..api import UNKNOWN, Card, Hint, Seat
from .cards import FEMALE, HUNDRED_MYRIADS, NINETY_MYRIADS, NUM_CARDS, SUIT_BASE, SUIT_SIZE, suit_of
from .scoring import shang_cards
from .state import SEATS, Kind, MadiaoState, Move, Phase


def _strength(card: Card) -> float:
    """0 the weakest of its suit, 1 its strongest."""
    suit = suit_of(card)
    return (card - SUIT_BASE[suit]) / (SUIT_SIZE[suit] - 1)


def _card(view: MadiaoState, move: Move) -> Card:
    return view.cards[move.slots[0]]


def _declaration(legal: Sequence[Move], take_mianmen: bool) -> Move:
    kinds = {move.kind: move for move in legal}
    if Kind.YISHANG in kinds:
        return kinds[Kind.YISHANG]
    if take_mianmen and Kind.MIANMEN in kinds:
        return kinds[Kind.MIANMEN]
    return kinds[Kind.PASS]


LEAD_NEED = 0.4
"""The chance a lead must have of holding for the good bot to lead it rather than its weakest card."""
BEAT_NEED = (0.35, 0.6)
"""The chance a beating card must have of holding, before and after the bot's second trick."""


class BeginnerBot:
    """Declares a 異賞 it holds; leads its strongest card; plays face up whenever it can, with its
    strongest card that beats; else its weakest card face down."""

    name = "beginner"

    def choose(self, view: MadiaoState, seat: Seat, legal: Sequence[Move]) -> Move:
        if view.phase == Phase.DECLARE:
            return _declaration(legal, False)
        ups = [move for move in legal if move.kind == Kind.UP]
        if ups:
            return max(ups, key=lambda move: (_strength(_card(view, move)), move))
        return min(legal, key=lambda move: (_strength(_card(view, move)), move))


class Knowledge:
    """What a seat knows of where the cards are."""

    def __init__(self, view: MadiaoState, seat: Seat) -> None:
        self.seat = seat
        known = {c for c in view.cards if c != UNKNOWN}
        self.unseen = NUM_CARDS - len(known)
        """Cards this seat has not seen: in the others' hands, played face down, or undealt."""
        self.known = known
        self.held_by_others = [len(view.hands[s]) if s != seat else 0 for s in range(SEATS)]

    def beaten_chance(self, card: Card, players: Sequence[Seat]) -> float:
        """The chance that one of ``players`` holds a card of the suit stronger than ``card``."""
        if not players or not self.unseen:
            return 0.0
        suit = suit_of(card)
        stronger = [c for c in range(card + 1, SUIT_BASE[suit] + SUIT_SIZE[suit]) if c not in self.known]
        share = min(1.0, sum(self.held_by_others[p] for p in players) / self.unseen)
        return 1.0 - (1.0 - share) ** len(stronger)


def _worth(view: MadiaoState, card: Card) -> float:
    """What winning a trick with the card adds beside the trick (上卓 makes bonus hands)."""
    if card == HUNDRED_MYRIADS:
        return 1.0
    if card in shang_cards(view.mianzhang) or card == NINETY_MYRIADS or card in FEMALE:
        return 0.5
    return 0.0


class GoodBot:
    """Declares 異賞 and 免門 (a 免門 hand is too weak to play); counts cards; leads a likely winner (a
    bonus card first) or its weakest card; beats only with a card likely to hold; keeps likely winners
    and bonus cards."""

    name = "good"

    def choose(self, view: MadiaoState, seat: Seat, legal: Sequence[Move]) -> Move:
        if view.phase == Phase.DECLARE:
            return _declaration(legal, True)
        know = Knowledge(view, seat)
        later = [(view.leader + i) % SEATS for i in range(len(view.trick) + 1, SEATS)]
        others = [s for s in range(SEATS) if s != seat]
        won = sum(1 for trick in view.tricks if [p for p in trick if p.face_up][-1].seat == seat)

        def holds(move: Move) -> float:
            return 1.0 - know.beaten_chance(_card(view, move), later)

        def keep(move: Move) -> float:
            card = _card(view, move)
            return 1.0 - know.beaten_chance(card, others) + 0.4 * _worth(view, card) + 0.1 * _strength(card)

        ups = [move for move in legal if move.kind == Kind.UP]
        downs = [move for move in legal if move.kind == Kind.DOWN]
        if not view.trick:
            best = max(ups, key=lambda move: (holds(move) + 0.2 * _worth(view, _card(view, move)), move))
            if holds(best) >= LEAD_NEED:
                return best
            return min(ups, key=lambda move: (keep(move), move))
        need = BEAT_NEED[0] if won < 2 else BEAT_NEED[1]
        likely = [move for move in ups if holds(move) >= need]
        if likely:
            if not later:
                return min(
                    likely, key=lambda move: (_strength(_card(view, move)) - _worth(view, _card(view, move)), move)
                )
            return min(likely, key=lambda move: (-holds(move) + 0.01 * _strength(_card(view, move)), move))
        if downs:
            return min(downs, key=lambda move: (keep(move), move))
        return min(ups, key=lambda move: (keep(move), move))


def hint(view: MadiaoState, seat: Seat, legal: Sequence[Move]) -> Hint[Move]:
    if len(legal) == 1:
        return Hint(legal[0], "only_move")
    move = GoodBot().choose(view, seat, legal)
    if move.kind == Kind.YISHANG:
        return Hint(move, "yishang")
    if move.kind == Kind.MIANMEN:
        return Hint(move, "mianmen")
    return Hint(move, "likely_winner" if move.kind == Kind.UP else "keep_better_cards")
