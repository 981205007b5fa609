"""Ma Diao's expert bot: it deals the cards it cannot see in ways consistent with what is public, plays
each of its legal moves out to the end of the hand with good bots in every seat (each choosing from its
own view of the sampled deal), and takes the move whose settlement is best over the same deals.

It sees only its seat's view. The unseen cards are those not in its hand and not shown: the others' hands,
the cards played face down, the undealt ones and the 仮達. What the view tells of them is kept: every
seat answered the declarations with a plain pass (nobody holds a 異賞 it would have declared), and under
the must-follow house rule a seat that played face down to a trick of another suit held none of it then;
a deal that breaks either is dealt again (a bounded number of times). Its randomness is a DetRng seeded by
the view's public digest and the seat, so the same view always gives the same move; its work is bounded
by a count of playouts, not by a clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...canonical import digest, pack_canonical
from ...detrng import DetRng
from ..api import UNKNOWN, Game, Seat
from ..lookahead import best_paired, play_on, scored_on_samples
from .bots import GoodBot
from .cards import NUM_CARDS, suit_of
from .rules import MadiaoRules
from .scoring import yishang_hands
from .state import SEATS, Kind, MadiaoState, Move, Phase

PLAYOUTS = 320
"""Playouts a decision by default (about a quarter of a second of CPU on one core)."""
TRIES = 20
"""Deals tried for one that keeps what the view tells; past them the last one is taken."""
SURE = 1.0
"""How many standard errors a move must gain over the good bot's to be taken instead."""


class Decision(NamedTuple):
    move: Move
    playouts: int


def _consistent(world: MadiaoState, seat: Seat) -> bool:
    for other in range(SEATS):
        if other == seat:
            continue
        hand = [world.cards[slot] for slot in world.dealt[other]]
        if world.answers[other] >= 0 and yishang_hands(hand):
            return False
        if world.rules.must_follow and not _followed(world, other):
            return False
    return True


def _followed(world: MadiaoState, other: Seat) -> bool:
    """Under must-follow: each face-down card of ``other`` is of the led suit, or it held none then."""
    tricks = [*world.tricks, world.trick] if world.trick else list(world.tricks)
    held = set(world.dealt[other])
    for trick in tricks:
        led = suit_of(world.cards[trick[0].slot])
        for play in trick:
            if play.seat != other:
                continue
            if not play.face_up and suit_of(world.cards[play.slot]) != led:
                if any(suit_of(world.cards[slot]) == led for slot in held if slot != play.slot):
                    return False
            held.discard(play.slot)
    return True


def sample(view: MadiaoState, seat: Seat, rng: DetRng) -> MadiaoState:
    """A full state consistent with ``view``: the unseen cards dealt at random to its unseen slots. Under
    must-follow, an unseen face-down card is of the suit led to its trick while one is left to deal, which
    keeps the rule whatever else the seat holds."""
    known = {card for card in view.cards if card != UNKNOWN}
    pool = [card for card in range(NUM_CARDS) if card not in known]
    world = view
    for _ in range(TRIES):
        rng.shuffle(pool)
        cards = list(view.cards)
        left = list(pool)
        if view.rules.must_follow:
            for trick in (*view.tricks, view.trick):
                led = suit_of(view.cards[trick[0].slot]) if trick else -1
                for play in trick:
                    if cards[play.slot] == UNKNOWN:
                        card = next((c for c in left if suit_of(c) == led), left[0])
                        left.remove(card)
                        cards[play.slot] = card
        hidden = [slot for slot, card in enumerate(cards) if card == UNKNOWN]
        for slot, card in zip(hidden, left):
            cards[slot] = card
        world = view._replace(cards=tuple(cards))
        if _consistent(world, seat):
            break
    return world


def candidates(view: MadiaoState, legal: Sequence[Move], first: Move) -> list[Move]:
    """The good bot's move first, then every face-up play, then the weakest card of each suit face down
    (a higher card of a suit is worth keeping over a lower one)."""
    chosen = [first]
    chosen += [move for move in legal if move.kind == Kind.UP and move != first]
    weakest: dict[int, Move] = {}
    for move in legal:
        if move.kind == Kind.DOWN:
            card = view.cards[move.slots[0]]
            known = weakest.get(suit_of(card))
            if known is None or card < view.cards[known.slots[0]]:
                weakest[suit_of(card)] = move
    chosen += [move for _, move in sorted(weakest.items()) if move != first]
    return chosen


def _rng(view: MadiaoState, seat: Seat) -> DetRng:
    public = [c if view.public[s] else UNKNOWN for s, c in enumerate(view.cards)]
    plays = [[[p.seat, p.slot, p.face_up] for p in trick] for trick in (*view.tricks, view.trick)]
    return DetRng(digest(pack_canonical(["madiao-expert", seat, list(view.rules), view.dealer, public, plays])))


MadiaoGame = Game[MadiaoState, Move, MadiaoRules]
REFUSED = -1000.0
"""A move the sampled deal refuses (never one of the view's legal moves) scores far below any hand."""


def decide(
    game: MadiaoGame, view: MadiaoState, seat: Seat, legal: Sequence[Move], playouts: int = PLAYOUTS
) -> Decision:
    """The expert's move and the playouts it took; the declarations and a single legal move take none
    (it declares as the good bot does)."""
    good = GoodBot()
    first = good.choose(view, seat, legal)
    if len(legal) == 1 or view.phase != Phase.PLAY:
        return Decision(first, 0)
    options = candidates(view, legal, first)
    rng = _rng(view, seat)
    rounds = max(1, playouts // len(options))
    agents = [good] * SEATS

    def score(world: MadiaoState, move: Move) -> float:
        after = game.apply(world, seat, move)
        if not isinstance(after, MadiaoState):
            return REFUSED
        outcome = game.outcome(play_on(game, after, agents))
        return float(outcome.payments[seat]) if outcome is not None else 0.0

    values = scored_on_samples(rounds, lambda: sample(view, seat, rng), options, score)
    return Decision(options[best_paired(values, SURE)], rounds * len(options))


class ExpertBot:
    name = "expert"

    def __init__(self, game: MadiaoGame, playouts: int = PLAYOUTS) -> None:
        self.game = game
        self.playouts = playouts

    def choose(self, view: MadiaoState, seat: Seat, legal: Sequence[Move]) -> Move:
        return decide(self.game, view, seat, legal, self.playouts).move
