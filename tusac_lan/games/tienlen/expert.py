"""Tiến lên's expert bot: it deals the cards it cannot see in every way consistent with what is public,
plays each of its best candidate moves out to the end of the hand with good bots in every seat, and
takes the move with the best total (the payment, and a little for going out first: that seat leads the
next hand).

It sees only its seat's view: the unseen cards are those neither in its hand nor shown, dealt to the
other seats' hidden slots and the set-aside ones. What the view tells of them is kept: each seat's
number of cards, and that the cards below the one the first lead was asked for are set aside (every
seat said it did not hold them). Passes are not read. Its randomness is a DetRng seeded by the view's
public digest and the seat, so the same view always gives the same move; its work is bounded by a count
of playouts, not by a clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...detrng import DetRng
from ..api import UNKNOWN, UNUSED, Refusal, Seat
from ..lookahead import best_paired, scored_on_samples
from .bots import GoodBot, _costly, _counts, _fewest_from, _forced
from .cards import DECK, TWO
from .combos import top_rank
from .engine import MoveKind, Phase, TienLenMove, TienLenState, apply, hand_cards, legal, owes, result
from .public import public_digest

PLAYOUTS = 200
"""Playouts a decision by default (well under 1 s of CPU on one core)."""
MOST_CANDIDATES = 8
"""The moves searched at most: the good bot's, a pass, and the plays that leave the hand fewest parts."""
FIRST_OUT = 0.25
"""What going out first is worth beside the payment, in stakes."""
SURE = 1.0
"""How many standard errors a candidate must gain over the good bot's move to be taken instead."""
MOST_STEPS = 2_000
"""A playout longer than this is abandoned (worth 0): hands end far sooner."""


class Decision(NamedTuple):
    move: TienLenMove
    playouts: int
    """Playouts it took (0: the move was plain)."""


def sample(view: TienLenState, seat: Seat, rng: DetRng) -> TienLenState:
    """A full state consistent with ``view``: the unseen cards dealt at random to the hidden slots."""
    cards = list(view.cards)
    known = {card for card in cards if card != UNKNOWN}
    pool = [card for card in range(DECK) if card not in known]
    hidden = [slot for slot in range(DECK) if cards[slot] == UNKNOWN]
    set_aside = [slot for slot in hidden if view.owners[slot] == UNUSED]
    dealt = [slot for slot in hidden if view.owners[slot] != UNUSED]
    below = [card for card in pool if card < view.asked]
    if len(below) > len(set_aside):  # not a view of a real hand: no constraint to keep
        below = []
    rest = [card for card in pool if card >= view.asked] if below else pool
    rng.shuffle(rest)
    for slot, card in zip(set_aside + dealt, below + rest):
        cards[slot] = card
    return view._replace(cards=tuple(cards))


def _value(state: TienLenState, seat: Seat) -> float:
    account = result(state)
    if account is None:
        return 0.0
    first = FIRST_OUT * state.rules.stake if account.order and account.order[0] == seat else 0.0
    return account.payments[seat] + first


def playout(state: TienLenState, good: GoodBot) -> TienLenState:
    """The hand played to its end by good bots (every card known to this state, which they never read
    beyond their own hand)."""
    for _ in range(MOST_STEPS):
        if state.phase == Phase.ENDED:
            break
        seat = state.current if state.phase == Phase.PLAY else owes(state)[0]
        moves = legal(state, seat)
        if not moves:
            break
        move = moves[0] if len(moves) == 1 else good.choose(state, seat, moves)
        after = apply(state, seat, move)
        if isinstance(after, Refusal):
            break
        state = after
    return state


def candidates(view: TienLenState, seat: Seat, moves: Sequence[TienLenMove], good: GoodBot) -> list[TienLenMove]:
    """The good bot's move first, then a pass, then one play of each set of ranks (its lowest cards)
    by the parts the hand is left in, lowest first; at most ``MOST_CANDIDATES``."""
    held = hand_cards(view, seat) or ()
    lowest: dict[tuple[int, ...], TienLenMove] = {}
    for move in moves:
        if move.kind == MoveKind.PLAY:
            ranks = tuple(card >> 2 for card in move.cards)
            known = lowest.get(ranks)
            if known is None or move.cards < known.cards:
                lowest[ranks] = move
    high = -1 if view.rules.suited_sequences else top_rank(bool(view.rules.two_in_sequence))
    counts = _counts(held)

    def parts_left(move: TienLenMove) -> tuple[int, bool, int]:
        rest = bytearray(counts)
        for card in move.cards:
            rest[card >> 2] -= 1
        return (_fewest_from(bytes(rest), high), _costly(move.cards), move.cards[-1])

    chosen = [good.choose(view, seat, moves)]
    if any(move.kind == MoveKind.PASS for move in moves) and chosen[0].kind != MoveKind.PASS:
        chosen.append(moves[0])
    for move in sorted(lowest.values(), key=parts_left):
        if len(chosen) >= MOST_CANDIDATES:
            break
        if move not in chosen:
            chosen.append(move)
    return chosen


def decide(view: TienLenState, seat: Seat, moves: Sequence[TienLenMove], playouts: int = PLAYOUTS) -> Decision:
    """The expert's move and the playouts it took; plain decisions take none."""
    good = GoodBot()
    forced = _forced(moves)
    if forced is not None:
        return Decision(forced, 0)
    held = hand_cards(view, seat)
    if held is None:
        return Decision(good.choose(view, seat, moves), 0)
    whole = [move for move in moves if len(move.cards) == len(held)]
    if whole and not (view.rules.finish_on_two and held[-1] >> 2 == TWO):
        return Decision(whole[0], 0)
    options = candidates(view, seat, moves, good)[: max(1, playouts)]
    if len(options) == 1:
        return Decision(options[0], 0)
    rng = DetRng(public_digest("tienlen", view) + bytes([seat]))
    rounds = max(1, playouts // len(options))

    def score(world: TienLenState, move: TienLenMove) -> float:
        after = apply(world, seat, move)
        return _value(playout(after, good), seat) if not isinstance(after, Refusal) else 0.0

    values = scored_on_samples(rounds, lambda: sample(view, seat, rng), options, score)
    return Decision(options[best_paired(values, SURE)], rounds * len(options))


class ExpertBot:
    name = "expert"

    def __init__(self, playouts: int = PLAYOUTS) -> None:
        self.playouts = playouts

    def choose(self, view: TienLenState, seat: Seat, legal: Sequence[TienLenMove]) -> TienLenMove:
        return decide(view, seat, legal, self.playouts).move
