"""A fast playout of the rest of a hand by card kinds, for the expert's rollouts.

The engine checks every action against every rule and keeps slots, so that any peer can verify a
hand. A rollout needs none of that: it starts from a fully known state (a sampled deal) and only
needs the outcome. Here a hand is its analysis key, a seat's exposed sets are reduced to what
payments need (their points, the kongs, the kinds of the exposed pongs), and the deck is a list of
kinds. The claim rules are the engine's (special rules 1 and 2 in both readings, a claim that
completes the hand is a win, the drawn general, the points threshold); ``tests/test_expert_playout.py``
plays the same hands through the engine and through this module and requires identical results.

Every seat follows the playout policy: greedy by kinds (a win when offered, else the claim or
discard that leaves the least trash, then the most points; ties go to the lowest kind).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from ...four_colour.cards import NUM_CARDS, NUM_KINDS, SOLDIER, is_general_kind
from ..engine.actions import Action, ActionType, ClaimKind
from ..engine.analysis import KIND_BIT, KIND_UNIT, POINT_BITS, POINT_MASK, Analyzer, analyzer_for
from ..engine.melds import chow_partners, meld_shapes, quad_partners
from ..engine.rules import KONG_PAID_WITH_DEALT, SPECIAL_RULE_2_TRASH, SPECIAL_RULE_2_WORDS, RuleSet
from ..engine.scoring import exposed_points, kong_points, pay_dealt_fours, settle_kongs
from ..engine.sets import SetKind, set_points
from ..engine.state import HandState, Phase
from .strong import LOW_CLAIM_WEIGHT, OPEN_CLAIM_WEIGHT

NON_GENERAL_KINDS = tuple(k for k in range(NUM_KINDS) if not is_general_kind(k))
NON_GENERAL_MASK = sum(7 << KIND_BIT[k] for k in NON_GENERAL_KINDS)


class Claim(NamedTuple):
    """A claim by kinds: what it is, the set it makes, the kinds it takes from the hand (sorted)."""

    claim: int
    set_kind: SetKind
    taken: tuple[int, ...]


class SeatOptions(NamedTuple):
    win_points: int
    """Points of the best win on the shown card, -1 when this seat cannot win on it."""
    claims: tuple[Claim, ...]
    """The plain claims this seat may make, sorted."""
    may_pass: bool
    win_kong: bool = False
    """The best win's final meld is a four (the engine's choice: the most points, the first listed)."""


CHOW_PARTNERS: tuple[tuple[tuple[int, int], ...], ...] = tuple(tuple(chow_partners(k)) for k in range(NUM_KINDS))
QUAD_PARTNERS: tuple[tuple[int, int, int] | None, ...] = tuple(quad_partners(k) for k in range(NUM_KINDS))
PARTNER_KINDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({k for pair in CHOW_PARTNERS[kind] for k in pair})) for kind in range(NUM_KINDS)
)
"""The kinds that make a chow (or a soldier chow or quad) with each kind."""
CACHE_LIMIT = 1 << 20
WON = 2
"""A discard another seat wins on (:meth:`Playout.taker`)."""
CLAIMED = 1
"""A discard another seat would claim (a pong, a kong, or a low claim by the next seat)."""
OUT_WEIGHT = 0.03
WIN_WEIGHT = 0.1
"""The strong bot's weights (``StrongBot`` defaults), for the smart tie-break."""


class PolicyTables:
    """Memoised hand figures for one rule set (keys repeat a lot across rollouts of one decision)."""

    def __init__(self, rules: RuleSet) -> None:
        self.analyzer = analyzer_for(rules)
        self._rank: dict[int, int] = {}
        self._discard: dict[int, tuple[int, int]] = {}
        self._wins: dict[int, int] = {}
        self._ties: dict[int, tuple[int, ...]] = {}
        self._improvers: dict[int, tuple[tuple[int, float], ...]] = {}

    def rank(self, key: int) -> int:
        """Least trash first, then most points, as one integer (lower is better)."""
        value = self._rank.get(key)
        if value is None:
            score = self.analyzer.score(key)
            value = (score >> POINT_BITS) << POINT_BITS | (POINT_MASK - (score & POINT_MASK))
            if len(self._rank) > CACHE_LIMIT:
                self._rank.clear()
            self._rank[key] = value
        return value

    def best_discard(self, key: int) -> tuple[int, int]:
        """(rank after it, kind) of the greedy discard; kind -1 when the hand holds only generals."""
        found = self._discard.get(key)
        if found is not None:
            return found
        best = (1 << 40, -1)
        score = self.analyzer.score
        for kind in NON_GENERAL_KINDS:
            if (key >> KIND_BIT[kind]) & 7:
                value = score(key - KIND_UNIT[kind])
                option = ((value >> POINT_BITS) << POINT_BITS | (POINT_MASK - (value & POINT_MASK)), kind)
                if option < best:
                    best = option
        if best[1] < 0:
            best = (self.rank(key), -1)
        if len(self._discard) > CACHE_LIMIT:
            self._discard.clear()
        self._discard[key] = best
        return best

    def tied_discards(self, key: int) -> tuple[int, ...]:
        """Every non-general kind whose discard reaches the greedy best rank, ascending."""
        found = self._ties.get(key)
        if found is not None:
            return found
        best = self.best_discard(key)[0]
        score = self.analyzer.score
        ties = []
        for kind in NON_GENERAL_KINDS:
            if (key >> KIND_BIT[kind]) & 7:
                value = score(key - KIND_UNIT[kind])
                if (value >> POINT_BITS) << POINT_BITS | (POINT_MASK - (value & POINT_MASK)) == best:
                    ties.append(kind)
        result = tuple(ties)
        if len(self._ties) > CACHE_LIMIT:
            self._ties.clear()
        self._ties[key] = result
        return result

    def improvers(self, key: int) -> tuple[tuple[int, float], ...]:
        """The strong bot's view of a hand: each kind a copy of which would cut its trash, with the weight
        of one live copy (``StrongBot``'s outs and wins weights: open claims count fully, low ones 0.35)."""
        found = self._improvers.get(key)
        if found is not None:
            return found
        analyzer = self.analyzer
        trash = analyzer.trash(key)
        result = []
        for kind in range(NUM_KINDS):
            held = (key >> KIND_BIT[kind]) & 7
            if held == 4:
                continue
            after = analyzer.trash(key + KIND_UNIT[kind])
            if after >= trash:
                continue
            weight = OPEN_CLAIM_WEIGHT if held >= 2 or after == 0 else LOW_CLAIM_WEIGHT
            result.append((kind, OUT_WEIGHT * weight * (trash - after) + (WIN_WEIGHT if after == 0 else 0.0)))
        improvers = tuple(result)
        if len(self._improvers) > CACHE_LIMIT:
            self._improvers.clear()
        self._improvers[key] = improvers
        return improvers

    def wins_mask(self, key: int) -> int:
        """Bit k set when the hand can meld a shown card of kind k and keep no trash."""
        mask = self._wins.get(key)
        if mask is None:
            mask = 0
            for kind in self.analyzer.wins_on(key):
                mask |= 1 << kind
            if len(self._wins) > CACHE_LIMIT:
                self._wins.clear()
            self._wins[key] = mask
        return mask


@lru_cache(maxsize=16)
def tables_for(rules: RuleSet) -> PolicyTables:
    return PolicyTables(rules)


def best_discard(analyzer: Analyzer, key: int) -> tuple[int, int]:
    return tables_for(analyzer.rules).best_discard(key)


def choose_response(tables: PolicyTables, key: int, options: SeatOptions) -> Claim | None:
    """The playout policy's answer to a shown card: a win, the best plain claim, or None to pass."""
    if options.win_points >= 0:
        return Claim(int(ClaimKind.WIN), SetKind.PAIR, ())
    best: Claim | None = None
    best_rank = tables.rank(key) if options.may_pass else 1 << 41
    for claim in options.claims:
        after = tables.best_discard(key - sum(KIND_UNIT[k] for k in claim.taken))[0]
        if after < best_rank or best is None:
            best, best_rank = claim, after
    return best


def _count(key: int, kind: int) -> int:
    return (key >> KIND_BIT[kind]) & 7


def _lendable(n: int) -> bool:
    return 1 <= n <= 2


def pong_blocked(kind: int, count: Callable[[int], int]) -> bool:
    """Special rule 2 in the seeds' words (as ``melds.pong_blocked_by_words``, from the table)."""
    return any(_lendable(count(a)) and _lendable(count(b)) for a, b in CHOW_PARTNERS[kind])


class Playout:
    """The rest of one hand, mutable; build with :func:`from_state`, run with :meth:`run`."""

    __slots__ = (
        "analyzer",
        "tables",
        "current",
        "deck",
        "exposed",
        "kongs",
        "no_winner_deck",
        "pongs",
        "pos",
        "rules",
        "keys",
        "seats",
        "seen",
        "smart",
    )

    def __init__(
        self,
        rules: RuleSet,
        keys: list[int],
        exposed: list[int],
        kongs: list[int],
        pongs: list[int],
        deck: Sequence[int],
        current: int,
        seen: list[int] | None = None,
    ) -> None:
        self.rules = rules
        self.seen = seen if seen is not None else [0] * NUM_KINDS
        self.smart = seen is not None
        self.tables = tables_for(rules)
        self.analyzer = self.tables.analyzer
        self.keys = keys
        self.seats = len(keys)
        self.exposed = exposed
        self.kongs = kongs
        self.pongs = pongs
        self.deck = deck
        self.pos = 0
        self.current = current
        self.no_winner_deck = rules.no_winner_deck

    # --- the rules of a claim, by kinds ---------------------------------------------------

    def options(self, seat: int, kind: int, drawn: bool) -> SeatOptions:
        """What ``seat`` may answer to a shown card of ``kind`` (shown by the current seat)."""
        rules = self.rules
        analyzer = self.analyzer
        key = self.keys[seat]
        drawer = drawn and seat == self.current
        general = is_general_kind(kind)
        n = _count(key, kind)
        extendable = drawer and bool(self.pongs[seat] >> kind & 1)
        low_allowed = drawer or seat == (self.current + 1) % self.seats
        winnable = self.tables.wins_mask(key) >> kind & 1
        if not n and not extendable and not low_allowed and not winnable:
            return SeatOptions(-1, (), True)
        minimum = rules.min_win_points
        exposed = self.exposed[seat]

        def count(k: int) -> int:
            return (key >> KIND_BIT[k]) & 7

        win_points = -1
        win_kong = False
        win_shapes: list[tuple[SetKind, tuple[int, ...]]] = []
        for set_kind, taken in meld_shapes(kind, count, rules, final=True) if winnable else ():
            rest = key - sum(KIND_UNIT[k] for k in taken)
            if analyzer.trash(rest):
                continue
            meld = set_points(set_kind, tuple(sorted((*taken, kind))), rules, exposed=True)
            points = exposed + meld + analyzer.points(rest)
            if points >= minimum:
                win_shapes.append((set_kind, taken))
                if points > win_points:
                    win_points, win_kong = points, set_kind == SetKind.KONG
        extend_wins = False
        if extendable and analyzer.trash(key) == 0:
            points = exposed - rules.exposed_pong_points + 6 + analyzer.points(key)
            if points >= minimum:
                extend_wins = True
                if points > win_points:
                    win_points, win_kong = points, True
        before = analyzer.trash(key)
        trash_reading = rules.special_rule_2 == SPECIAL_RULE_2_TRASH
        claims: list[Claim] = []

        def offer(claim: ClaimKind, set_kind: SetKind, taken: tuple[int, ...]) -> None:
            rest = key - sum(KIND_UNIT[k] for k in taken)
            if trash_reading and analyzer.trash(rest) > before:
                return
            if claim == ClaimKind.EXTEND:
                if extend_wins:
                    return
            elif (set_kind, taken) in win_shapes:
                return
            if not rest & NON_GENERAL_MASK:
                return
            claims.append(Claim(int(claim), set_kind, taken))

        if n == 3:
            offer(ClaimKind.KONG, SetKind.KONG, (kind,) * 3)
        if not general:
            if n == 2 and not (rules.special_rule_2 == SPECIAL_RULE_2_WORDS and pong_blocked(kind, count)):
                offer(ClaimKind.PONG, SetKind.PONG, (kind,) * 2)
        if extendable:
            offer(ClaimKind.EXTEND, SetKind.KONG, ())
        if low_allowed and (drawer or not general):
            chow = SetKind.SOLDIER_CHOW if kind % 7 == SOLDIER else SetKind.CHOW
            if not general and _lendable(n):
                offer(ClaimKind.PAIR, SetKind.PAIR, (kind,))
            for a, b in CHOW_PARTNERS[kind]:
                if _lendable(count(a)) and _lendable(count(b)):
                    offer(ClaimKind.CHOW, chow, (a, b))
            quad = QUAD_PARTNERS[kind]
            if quad is not None and all(_lendable(count(k)) for k in quad):
                offer(ClaimKind.QUAD, SetKind.SOLDIER_QUAD, quad)
            if general and drawer:
                offer(ClaimKind.LONE, SetKind.GENERAL, ())
        claims.sort()
        must_take = general and drawer and (win_points >= 0 or bool(claims))
        return SeatOptions(win_points, tuple(claims), not must_take, win_kong)

    def taker(self, kind: int) -> int:
        """What the other seats would do with a card of ``kind`` the current seat discards: ``WON`` when
        one of them can win on it, ``CLAIMED`` when one would claim it under the playout policy, else 0."""
        claimed = False
        seats = self.seats
        for i in range(1, seats):
            seat = (self.current + i) % seats
            options = self.options(seat, kind, False)
            if options.win_points >= 0:
                return WON
            if options.claims and choose_response(self.tables, self.keys[seat], options) is not None:
                claimed = True
        return CLAIMED if claimed else 0

    # --- playing on -----------------------------------------------------------------------

    def run(self, phase: Phase) -> tuple[int, ...]:
        """Play to the end from a DISCARD or DRAW phase of the current seat; the payments."""
        if phase == Phase.DRAW:
            return self._run_from(self._draw(), True)
        return self._run_from(self._discard(self.analyzer), False)

    def _run_from(self, shown: int, drawn: bool) -> tuple[int, ...]:
        analyzer = self.analyzer
        keys = self.keys
        while True:
            outcome = self._claim_round(analyzer, keys, shown, drawn)
            if outcome is True:  # the claimer discards
                shown, drawn = self._discard(analyzer), False
                continue
            if outcome is not False:
                return outcome
            # untaken: the next seat draws, unless the deck has run down
            self.current = (self.current + 1) % self.seats
            if len(self.deck) - self.pos <= self.no_winner_deck:
                return self._settle(-1, 0)
            shown, drawn = self._draw(), True

    def run_after_discard(self, kind: int) -> tuple[int, ...]:
        """Play to the end after the current seat discards a card of ``kind`` (instead of its policy's)."""
        self.keys[self.current] -= KIND_UNIT[kind]
        return self._run_from(kind, False)

    def _draw(self) -> int:
        kind = self.deck[self.pos]
        self.pos += 1
        self.seen[kind] += 1
        return kind

    def _discard(self, analyzer: Analyzer) -> int:
        seat = self.current
        key = self.keys[seat]
        if self.smart:
            kind = self._strong_tie_break(key)
        else:
            kind = self.tables.best_discard(key)[1]
        self.keys[seat] = key - KIND_UNIT[kind]
        self.seen[kind] += 1
        return kind

    def _strong_tie_break(self, key: int) -> int:
        """Among the greedy discards, the strong bot's choice: keep the live cards that improve the hand
        (counted from what this seat can see), then discard the kind with fewest copies unseen."""
        ties = self.tables.tied_discards(key)
        if len(ties) == 1:
            return ties[0]
        seen = self.seen
        improvers = self.tables.improvers
        best_kind = ties[0]
        best_value = (-1.0, 0)
        for kind in ties:
            value = 0.0
            for other, weight in improvers(key - KIND_UNIT[kind]):
                live = 4 - seen[other] - ((key >> KIND_BIT[other]) & 7)
                if live > 0:
                    value += live * weight
            candidate = (value, seen[kind] + ((key >> KIND_BIT[kind]) & 7))
            if candidate > best_value:
                best_kind, best_value = kind, candidate
        return best_kind

    def _claim_round(self, analyzer: Analyzer, keys: list[int], kind: int, drawn: bool) -> tuple[int, ...] | bool:
        """Every eligible seat answers and the best claim is applied: the payments if someone won, else
        whether the card was taken."""
        current = self.current
        seats = self.seats
        first = current if drawn else (current + 1) % seats
        best: Claim | None = None
        best_seat = -1
        best_priority = 9
        wins_mask = self.tables.wins_mask
        shift = KIND_BIT[kind]
        next_seat = (current + 1) % seats
        for i in range(seats if drawn else seats - 1):
            seat = (first + i) % seats
            key = keys[seat]
            if not (key >> shift) & 7 and not wins_mask(key) >> kind & 1:
                # nothing to claim unless a low claim is open to it and it holds a partner card
                if seat != next_seat and not (drawn and seat == current):
                    continue
                if not any((key >> KIND_BIT[a]) & 7 for a in PARTNER_KINDS[kind]) and not (
                    drawn and seat == current and (is_general_kind(kind) or self.pongs[seat] >> kind & 1)
                ):
                    continue
            options = self.options(seat, kind, drawn)
            if options.win_points < 0 and not options.claims:
                continue
            answer = choose_response(self.tables, keys[seat], options)
            if answer is None:
                continue
            if answer.claim == ClaimKind.WIN:
                paid = options.win_points * 2 if options.win_kong and self.rules.four_win_double else options.win_points
                payer = current if self.rules.discarder_pays and not drawn else -1
                return self._settle(seat, paid, payer)
            priority = 1 if answer.claim in (ClaimKind.KONG, ClaimKind.PONG, ClaimKind.EXTEND) else 2
            if priority < best_priority:
                best, best_seat, best_priority = answer, seat, priority
        if best is None:
            return False
        self._meld(best_seat, best, kind)
        self.current = best_seat
        return True

    def _meld(self, seat: int, claim: Claim, kind: int) -> None:
        rules = self.rules
        self.keys[seat] -= sum(KIND_UNIT[k] for k in claim.taken)
        for k in claim.taken:
            self.seen[k] += 1
        if claim.claim == ClaimKind.EXTEND:
            self.pongs[seat] &= ~(1 << kind)
            self.kongs[seat] += 6
            self.exposed[seat] += 6 - rules.exposed_pong_points
            return
        # Kinds in order (a general first): an A-B-C chow scores abc_chow_points whichever card was taken.
        self.exposed[seat] += set_points(claim.set_kind, tuple(sorted((*claim.taken, kind))), rules, exposed=True)
        if claim.set_kind == SetKind.KONG:
            self.kongs[seat] += 6
        elif claim.set_kind == SetKind.PONG:
            self.pongs[seat] |= 1 << kind

    def _settle(self, winner: int, points: int, payer: int = -1) -> tuple[int, ...]:
        """The engine's settlement (the table's, with every hand known), from kong points and hand keys."""
        pay = settle_kongs(winner, points, tuple(self.kongs), self.rules, payer)
        if self.rules.kong_payment != KONG_PAID_WITH_DEALT:
            return pay
        fours = tuple(
            0 if seat == winner else sum(1 for kind in range(NUM_KINDS) if _count(key, kind) == 4)
            for seat, key in enumerate(self.keys)
        )
        return pay_dealt_fours(pay, fours, self.rules.stake) if any(fours) else pay


def from_state(state: HandState, smart: bool = False) -> Playout:
    """A playout of a fully known state in its DISCARD or DRAW phase; ``smart`` breaks the greedy
    discard's ties as the strong bot would (else by the lowest kind, as :class:`PolicyAgent`)."""
    if state.phase not in (Phase.DISCARD, Phase.DRAW):
        raise ValueError("a playout starts when a seat is to discard or draw")
    return _table(state, smart)


def discard_takers(state: HandState, seat: int, kinds: Sequence[int]) -> list[int]:
    """For each of ``kinds``: what the other seats of a fully known state would do if ``seat`` discarded a
    card of it now (``WON``, ``CLAIMED`` or 0, see :meth:`Playout.taker`). The seat's own hand is
    taken as it is; only the others' hands and exposed sets matter."""
    if min(state.keys) < 0:
        raise ValueError("the takers of a discard need every hand known")
    table = _table(state, False, seat, with_deck=False)
    return [table.taker(kind) for kind in kinds]


def shown_card_options(state: HandState, seat: int) -> SeatOptions:
    """What ``seat`` may answer to the shown card of a fully known state, by kinds."""
    if state.phase != Phase.CLAIM:
        raise ValueError("no card is shown")
    return _table(state).options(seat, state.cards[state.shown] >> 2, state.shown_drawn)


def _table(state: HandState, smart: bool = False, current: int = -1, with_deck: bool = True) -> Playout:
    if with_deck and (min(state.keys) < 0 or any(state.cards[s] < 0 for s in range(state.deck_pos, NUM_CARDS))):
        raise ValueError("a playout needs every hand and the deck known")
    cards = state.cards
    rules = state.rules
    pongs = []
    kongs = []
    for melds in state.melds:
        mask = 0
        for meld in melds:
            if meld.set_kind == SetKind.PONG:
                mask |= 1 << (cards[meld.slots[0]] >> 2)
        pongs.append(mask)
        kongs.append(kong_points(melds))
    return Playout(
        rules,
        list(state.keys),
        [exposed_points(m, cards, rules) for m in state.melds],
        kongs,
        pongs,
        [cards[s] >> 2 for s in range(state.deck_pos, NUM_CARDS)] if with_deck else [],
        state.current if current < 0 else current,
        _public_counts(state) if smart else None,
    )


def _public_counts(state: HandState) -> list[int]:
    counts = [0] * NUM_KINDS
    public = state.public
    for slot, card in enumerate(state.cards):
        if public >> slot & 1 and card >= 0:
            counts[card >> 2] += 1
    return counts


def play_out(state: HandState, smart: bool = False) -> tuple[int, ...]:
    """The payments of the rest of a fully known hand, every seat playing the playout policy."""
    return from_state(state, smart).run(state.phase)


def claim_of_action(action_claim: int, shown_kind: int, cards: Sequence[int]) -> Claim:
    """The by-kinds form of an engine claim (for agents that follow the playout policy)."""
    claim = ClaimKind(action_claim)
    taken = tuple(sorted(c >> 2 for c in cards))
    if claim == ClaimKind.KONG or claim == ClaimKind.EXTEND:
        set_kind = SetKind.KONG
    elif claim == ClaimKind.PONG:
        set_kind = SetKind.PONG
    elif claim == ClaimKind.PAIR:
        set_kind = SetKind.PAIR
    elif claim == ClaimKind.QUAD:
        set_kind = SetKind.SOLDIER_QUAD
    elif claim == ClaimKind.LONE:
        set_kind = SetKind.GENERAL
    else:
        set_kind = SetKind.SOLDIER_CHOW if shown_kind % 7 == SOLDIER else SetKind.CHOW
    return Claim(int(claim), set_kind, taken)


class PolicyAgent:
    """The playout policy behind the seat interface: the engine plays exactly what a playout plays."""

    name = "playout"

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action:
        first = legal[0]
        if len(legal) == 1:
            return first
        tables = tables_for(view.rules)
        key = view.keys[seat]
        if first.type == ActionType.DISCARD:
            kind = tables.best_discard(key)[1]
            return next(a for a in legal if a.cards[0] >> 2 == kind)
        shown_kind = view.cards[view.shown] >> 2
        by_claim = {
            claim_of_action(a.claim, shown_kind, a.cards): a
            for a in legal
            if a.type == ActionType.CLAIM and a.claim != ClaimKind.WIN
        }
        wins = [a for a in legal if a.type == ActionType.CLAIM and a.claim == ClaimKind.WIN]
        passing = [a for a in legal if a.type == ActionType.PASS]
        options = SeatOptions(0 if wins else -1, tuple(sorted(by_claim)), bool(passing))
        answer = choose_response(tables, key, options)
        if answer is None:
            return passing[0]
        if answer.claim == ClaimKind.WIN:
            return wins[0]
        return by_claim[answer]
