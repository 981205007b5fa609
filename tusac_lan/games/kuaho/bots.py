"""Kuaho's bots, each a pure choice from the seat's view: a beginner that keeps cards that look alike, and
a good player that ranks hands by meld analysis (one card from a win with the most live outs, else the
fewest cards from a win and the most cards in melds and partial melds), lays every secret and declares
puro as soon as it has a live out."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..api import UNKNOWN, Seat, SeatAgent
from ..four_colour.cards import kind_of
from .engine import fourth_kinds, secret_slots
from .melds import Counts, completions, counts_of, distance, meld_value
from .state import Flag, Kind, KuahoMove, KuahoState, Phase

LEVELS = ("beginner", "good")
READY = 1000
"""A hand one card from a win ranks above any other, then by its live outs."""


def _first(legal: Sequence[KuahoMove], kind: Kind) -> KuahoMove | None:
    return next((m for m in legal if m.kind == kind), None)


def _hand_kinds(view: KuahoState, seat: Seat) -> list[int]:
    return [kind_of(view.cards[s]) for s in view.hands[seat]]


def _likeness(kind: int, held: Counts) -> int:
    """Cards of the hand that could share a meld with ``kind`` (the same rank or its colour's sequence)."""
    colour, rank = divmod(kind, 7)
    same_rank = sum(held[c * 7 + rank] for c in range(4) if c != colour)
    group = (0, 1, 2) if rank < 3 else (3, 4, 5) if rank < 6 else ()
    sequence = sum(held[colour * 7 + r] for r in group if r != rank)
    return 3 * (held[kind] - 1) + same_rank + sequence


class BeginnerBot:
    name = "beginner"

    def choose(self, view: KuahoState, seat: Seat, legal: Sequence[KuahoMove]) -> KuahoMove:
        win = _first(legal, Kind.WIN)
        if win is not None:
            return win
        if view.phase == Phase.WINDOW:
            return legal[0]
        if view.phase == Phase.START:
            draw = _first(legal, Kind.DRAW)
            return draw if draw is not None else legal[0]
        secret = _first(legal, Kind.SECRET)
        if secret is not None:
            return secret
        held = counts_of(_hand_kinds(view, seat))
        discards = [m for m in legal if m.kind == Kind.DISCARD]
        if not discards:
            return legal[0]
        puro = [m for m in discards if m.flag == Flag.PURO]
        pool = puro or discards
        return min(pool, key=lambda m: (_likeness(kind_of(m.cards[0]), held), m))


class GoodBot:
    name = "good"

    def rank(self, held: list[int], visible: Counts, fourth: Sequence[int]) -> int:
        return rank_hand(held, visible, fourth)

    def choose(self, view: KuahoState, seat: Seat, legal: Sequence[KuahoMove]) -> KuahoMove:
        win = _first(legal, Kind.WIN)
        if win is not None:
            return win
        if view.phase == Phase.WINDOW:
            return legal[0]
        visible = _visible(view, seat)
        held = _hand_kinds(view, seat)
        fourth = fourth_kinds(view, seat) or []
        if view.phase == Phase.START:
            return self._start(view, legal, held, visible, fourth)
        secrets = [m for m in legal if m.kind == Kind.SECRET]
        if secrets:
            return max(secrets, key=lambda m: (_secret_worth(view, seat, m, held), m))
        scored: list[tuple[int, int, KuahoMove]] = []
        by_kind: dict[int, int] = {}  # a discard's rank depends only on its kind
        for move in legal:
            if move.kind != Kind.DISCARD:
                continue
            index = view.hands[seat].index(move.slots[0])
            if held[index] not in by_kind:
                by_kind[held[index]] = self.rank(held[:index] + held[index + 1 :], visible, fourth)
            score = by_kind[held[index]]
            if move.flag == Flag.PURO:
                score += 1 if score > READY else -1  # puro with no live out only shows the draws
            scored.append((score, held[index], move))
        return self.discard_of(scored, view, seat) if scored else legal[0]

    def discard_of(self, scored: Sequence[tuple[int, int, KuahoMove]], view: KuahoState, seat: Seat) -> KuahoMove:
        """Of the discards, each (rank, kind, move), the best-ranked; of equal ranks the lowest move."""
        return min(scored, key=lambda entry: (-entry[0], entry[2]))[2]

    def _start(
        self, view: KuahoState, legal: Sequence[KuahoMove], held: list[int], visible: Counts, fourth: list[int]
    ) -> KuahoMove:
        take = _first(legal, Kind.TAKE)
        draw = _first(legal, Kind.DRAW)
        if take is None or draw is None:
            return take or draw or legal[0]
        offered = kind_of(view.cards[view.offer])
        now = self.rank(held, visible, fourth)
        after = best_throw([*held, offered], held, visible, fourth, default=now)
        return take if after > now + 1 else draw


def best_throw(grown: list[int], throwable: Iterable[int], visible: Counts, fourth: Sequence[int], default: int) -> int:
    """The best rank of the hand ``grown`` with one card of ``throwable`` thrown (never a general);
    ``default`` when none may be."""
    return max(
        (rank_hand(_without(grown, kind), visible, fourth) for kind in sorted(set(throwable)) if kind % 7 != 0),
        default=default,
    )


def _without(kinds: list[int], kind: int) -> list[int]:
    index = kinds.index(kind)
    return kinds[:index] + kinds[index + 1 :]


def _visible(view: KuahoState, seat: Seat) -> Counts:
    """Cards this seat can see: its own, every public card and the sowee."""
    own = set(view.hands[seat]) | set(secret_slots(view, seat))
    return counts_of(
        kind_of(card) for slot, card in enumerate(view.cards) if card != UNKNOWN and (view.public[slot] or slot in own)
    )


def rank_hand(held: list[int], visible: Counts, fourth: Sequence[int] = ()) -> int:
    """A hand of fifteen (the free cards, and the fourth card of a sowee secret, which may join a meld)
    ranked: one card from a win first, by live outs; else fewest cards from a win first, then by meld
    value."""
    counts = counts_of(held)
    ready = _ready_rank(held, counts, visible, fourth)
    return ready if ready is not None else meld_value(counts) - 100 * distance(counts)


def quick_rank(held: list[int], visible: Counts, fourth: Sequence[int] = ()) -> int:
    """``rank_hand`` without the distance from a win: the meld value alone below one card from a win."""
    counts = counts_of(held)
    ready = _ready_rank(held, counts, visible, fourth)
    return ready if ready is not None else meld_value(counts)


def _ready_rank(held: list[int], counts: Counts, visible: Counts, fourth: Sequence[int]) -> int | None:
    """The rank of a hand one card from a win, by its live outs; None if it is further."""
    outs = set(completions(counts))
    if fourth:
        outs |= set(completions(counts_of([*held, *fourth])))
    if outs:
        return READY + sum(max(0, 4 - visible[k]) for k in sorted(outs))
    return None


def _secret_worth(view: KuahoState, seat: Seat, move: KuahoMove, held: list[int]) -> int:
    """A secret of four identical cards keeps the rest as it is; with the sowee's twins, the fourth card
    best given is a general (never discarded anyway), else the one the hand misses least."""
    rest = [k for s, k in zip(view.hands[seat], held) if s not in move.slots]
    laid = [kind_of(view.cards[s]) for s in move.slots]
    generals = sum(1 for k in laid if k % 7 == 0)
    return 100 * generals + meld_value(counts_of(rest)) + (50 if len(set(laid)) == 1 else 0)


def make_bot(level: str, seed: str = "") -> SeatAgent[KuahoState, KuahoMove]:
    if level == "beginner":
        return BeginnerBot()
    if level == "good":
        return GoodBot()
    raise ValueError(f"unknown Kuaho bot level {level!r}; the levels are {', '.join(LEVELS)}")
