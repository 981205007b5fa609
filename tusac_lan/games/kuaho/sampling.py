"""Deals of the cards a Kuaho seat cannot see, consistent with what is public: the others' hands, their
secrets and the stock. A secret laid by another seat is four identical cards, or three twins of the sowee
and one more card; a seat that is puro holds a hand one card from a win (its sampled hand is improved card
by card until it is, a bounded number of times). The expert and the playout search
pass in the DetRng that is its only randomness."""

from __future__ import annotations

from collections.abc import Sequence

from ...detrng import DetRng
from ..api import UNKNOWN, Seat
from ..four_colour.cards import COPIES, NUM_CARDS, kind_of
from .melds import GROUP_KINDS, counts_of
from .rollout import meld_points, outs
from .state import NOT_PURO, SEATS, KuahoState

TRIES = 40
"""Exchanges tried to make a puro seat's sampled hand one card from a win; past them it is taken as it is."""
EXCHANGES = 8
"""Cards of the pool tried for one exchange."""


def _take(pool: list[int], cards: Sequence[int]) -> None:
    for card in cards:
        pool.remove(card)


def _secret_cards(pool: list[int], sowee: int, rng: DetRng) -> list[int]:
    """Four cards of ``pool`` that make a secret: four of one kind, or three sowee twins and any card."""
    by_kind: dict[int, list[int]] = {}
    for card in sorted(pool):
        by_kind.setdefault(kind_of(card), []).append(card)
    choices = [cards for kind, cards in sorted(by_kind.items()) if len(cards) == COPIES]
    twins = by_kind.get(kind_of(sowee), []) if sowee != UNKNOWN else []
    if len(twins) == COPIES - 1 and len(pool) > len(twins):
        choices.append(twins)
    if not choices:
        return pool[:COPIES]
    chosen = list(choices[rng.below(len(choices))])
    if len(chosen) < COPIES:
        rest = [card for card in pool if card not in chosen]
        chosen.append(rest[rng.below(len(rest))])
    return chosen


def sample(view: KuahoState, seat: Seat, rng: DetRng) -> KuahoState:
    """A full state consistent with ``view``: the unseen cards dealt at random to its unseen slots."""
    cards = list(view.cards)
    known = {card for card in cards if card != UNKNOWN}
    pool = [card for card in range(NUM_CARDS) if card not in known]
    rng.shuffle(pool)
    for other in range(SEATS):
        for secret in view.secrets[other]:
            hidden = [slot for slot in secret if cards[slot] == UNKNOWN]
            if len(hidden) != len(secret):
                continue
            chosen = _secret_cards(pool, view.sowee, rng)
            _take(pool, chosen)
            for slot, card in zip(secret, chosen):
                cards[slot] = card
    for other in range(SEATS):
        if other == seat or view.puro[other] == NOT_PURO:
            continue
        hidden = [slot for slot in view.hands[other] if cards[slot] == UNKNOWN]
        _deal_ready(view, other, cards, hidden, pool, rng)
    rest = [slot for slot in range(NUM_CARDS) if cards[slot] == UNKNOWN]
    rng.shuffle(pool)
    for slot, card in zip(rest, pool):
        cards[slot] = card
    return view._replace(cards=tuple(cards))


def _deal_ready(
    view: KuahoState, other: Seat, cards: list[int], hidden: list[int], pool: list[int], rng: DetRng
) -> None:
    """The hidden slots of a puro seat's hand filled from ``pool`` (the cards taken out of it): a random
    hand improved one exchange at a time (the one that leaves it most cards in melds and partial melds,
    among a few cards of the pool) until it is one card from a win, for at most ``TRIES`` exchanges."""
    if not hidden or len(hidden) > len(pool):
        return
    rng.shuffle(pool)
    chosen, rest = pool[: len(hidden)], pool[len(hidden) :]
    shown = [kind_of(cards[slot]) for slot in view.hands[other] if cards[slot] != UNKNOWN]

    def far(hand: list[int]) -> int:
        """0 one card from a win, else above: the fewer cards in melds, the further."""
        counts = counts_of(shown + [kind_of(card) for card in hand])
        vectors = [tuple(counts[k] for k in kinds) for kinds in GROUP_KINDS]
        return 0 if outs(vectors) else 1 + 2 * len(shown + hand) - meld_points(vectors)

    now = far(chosen)
    for _ in range(TRIES):
        if now == 0 or not rest:
            break
        out = rng.below(len(chosen))
        best, best_far = -1, now
        for _ in range(EXCHANGES):
            index = rng.below(len(rest))
            trial = chosen[:out] + [rest[index]] + chosen[out + 1 :]
            trial_far = far(trial)
            if trial_far <= best_far:
                best, best_far = index, trial_far
        if best >= 0:
            chosen[out], rest[best] = rest[best], chosen[out]
            now = best_far
    for slot, card in zip(hidden, chosen):
        cards[slot] = card
    pool[:] = rest
