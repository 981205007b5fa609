"""The checks every game passes before a table hosts it (tests/test_game_conformance.py runs them over the
registry and the toy game). Hands are played headless with seeded random agents; each check raises
``Nonconformance`` with what it found."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Any, NamedTuple

from ..detrng import DetRng
from .api import EVERYONE, OPENING, UNKNOWN, Card, Game, Moved, Opened, Refusal, Reveal, Seat, Step, hands_of
from .playout import Played, play_hand

AnyGame = Game[Any, Any, Any]


class Nonconformance(AssertionError):
    """A game breaks the interface's contract."""


class RandomAgent:
    """Picks a legal move from a seeded stream (not a table bot: it remembers its stream)."""

    name = "random"

    def __init__(self, rng: DetRng) -> None:
        self._rng = rng

    def choose(self, view: Any, seat: Seat, legal: Sequence[Any]) -> Any:
        return legal[self._rng.below(len(legal))]


class Hand(NamedTuple):
    rules: Any
    seats: int
    starter: Seat
    deck: tuple[Card, ...]
    played: Played[Any, Any]
    states: tuple[Any, ...]
    """The full state after the deal and after every step."""


def _fail(what: str) -> Nonconformance:
    return Nonconformance(what)


def random_hand(
    game: AnyGame, rules: Any, seats: int, seed: str, max_steps: int = 20_000, starter: Seat | None = None
) -> Hand:
    """A hand of random legal moves on a seeded deck; it must end within ``max_steps``. The starter is a
    random seat unless given (e.g. ``first_starter``'s, which may be ``OPENING``)."""
    rng = DetRng(f"conformance:{game.id}:{seats}:{seed}")
    deck = list(range(game.deck))
    rng.shuffle(deck)
    drawn = rng.below(seats)
    starter = drawn if starter is None else starter
    agents = [RandomAgent(rng.child(f"seat {seat}")) for seat in range(seats)]
    states: list[Any] = []

    def observe(before: Any, step: Step[Any], after: Any) -> None:
        states.append(after)

    try:
        played = play_hand(game, rules, seats, starter, tuple(deck), agents, observe, max_steps)
    except RuntimeError as exc:
        raise _fail(f"a random hand fails: {exc}") from exc
    return Hand(rules, seats, starter, tuple(deck), played, (played.dealt, *states))


def check_replays_alike(game: AnyGame, rules: Any, seats: int, seed: str) -> None:
    """The same seed plays the same steps to the same digests."""
    one, two = random_hand(game, rules, seats, seed), random_hand(game, rules, seats, seed)
    if one.played.steps != two.played.steps:
        raise _fail("the same seed played different steps")
    if [game.public_digest(s) for s in one.states] != [game.public_digest(s) for s in two.states]:
        raise _fail("the same steps gave different public digests")


def check_views(game: AnyGame, hand: Hand) -> None:
    """After every step, each seat's view holds only cards it has seen (public ones, its hand, reveals to
    it) and has the full state's public digest."""
    plan = game.deal_plan(hand.rules, hand.seats, hand.starter)
    first = tuple(hand.deck[slot] for slot in plan.first)
    seen = [set(plan.first) | set(slots) for slots in hands_of(plan.owners(first), hand.seats)]
    steps: tuple[Step[Any], ...] = hand.played.steps
    for index, state in enumerate(hand.states):
        if index:
            step, before = steps[index - 1], hand.states[index - 1]
            if isinstance(step, Opened):
                for seat in range(hand.seats):
                    if step.reveal.to in (seat, EVERYONE):
                        seen[seat].update(step.reveal.slots)
            else:
                opened = {slot for slot, _ in game.shows(before, step.seat, step.move)}
                for seat in range(hand.seats):
                    seen[seat].update(opened)
        for seat in range(hand.seats):
            view = game.view(state, seat)
            if game.public_digest(view) != game.public_digest(state):
                raise _fail(f"after step {index}, seat {seat}'s view has another public digest")
            for slot, card in enumerate(game.known(view)):
                if card != UNKNOWN and (slot not in seen[seat] or card != hand.deck[slot]):
                    raise _fail(f"after step {index}, seat {seat}'s view holds slot {slot}, which it has not seen")


def peer_digests(game: AnyGame, hand: Hand, me: Seat, steps: Sequence[Step[Any]]) -> list[bytes] | tuple[int, str]:
    """The public digests a peer at seat ``me`` computes, knowing only what it is shown; or where it
    refuses a step, and why."""
    plan = game.deal_plan(hand.rules, hand.seats, hand.starter)
    first = tuple(hand.deck[slot] for slot in plan.first)
    state = game.new_hand(hand.rules, hand.seats, hand.starter, first)
    for seat, slots in enumerate(hands_of(plan.owners(first), hand.seats)):
        cards = tuple(hand.deck[slot] if seat == me else UNKNOWN for slot in slots)
        opened = game.apply_reveal(state, Reveal(slots, seat), cards)
        if isinstance(opened, Refusal):
            return -1, opened.reason
        state = opened
    digests = [game.public_digest(state)]
    for index, step in enumerate(steps):
        if isinstance(step, Opened):
            shown = step.reveal.to in (me, EVERYONE)
            after = game.apply_reveal(state, step.reveal, step.cards if shown else (UNKNOWN,) * len(step.cards))
        else:
            after = game.apply(state, step.seat, step.move)
        if isinstance(after, Refusal):
            return index, after.reason
        state = after
        digests.append(game.public_digest(state))
    return digests


def check_peers_agree(game: AnyGame, hand: Hand) -> None:
    """Every peer, knowing only its own hand and what it is shown, reaches the same public digest after
    every step as the full state, and the turn grows with every step."""
    full = [game.public_digest(state) for state in hand.states]
    for me in range(hand.seats):
        digests = peer_digests(game, hand, me, hand.played.steps)
        if isinstance(digests, tuple):
            raise _fail(f"the peer at seat {me} refuses step {digests[0]}: {digests[1]}")
        if digests != full:
            at = next(i for i, (a, b) in enumerate(zip(digests, full)) if a != b)
            raise _fail(f"the peer at seat {me} disagrees on the public digest after step {at}")
    turns = [game.turn(state) for state in hand.states]
    if any(b <= a for a, b in pairwise(turns)):
        raise _fail("a step left the turn where it was")


def check_legal(game: AnyGame, hand: Hand) -> None:
    """Legal moves are sorted, the same when asked again and on the seat's view, sendable, and a window's
    seats do not depend on each other's answers."""
    window: dict[Seat, tuple[Any, ...]] = {}
    for state in hand.states:
        waiting = game.waiting(state)
        if list(waiting.seats) != sorted(set(waiting.seats)):
            raise _fail(f"waiting names seats out of order: {waiting.seats}")
        if len(waiting.seats) < 2:
            window = {}
        for seat in waiting.seats if not waiting.reveals else ():
            legal = game.legal(state, seat)
            if not legal:
                raise _fail(f"seat {seat} owes a move and has none")
            if list(legal) != sorted(legal) or len(set(legal)) != len(legal):
                raise _fail(f"seat {seat}'s legal moves are not sorted and distinct")
            if game.legal(state, seat) != legal or game.legal(game.view(state, seat), seat) != legal:
                raise _fail(f"seat {seat}'s legal moves change when asked again or on its view")
            if len(waiting.seats) > 1 and window.setdefault(seat, legal) != legal:
                raise _fail(f"seat {seat}'s answers to a window changed with another seat's answer")
            for move in legal:
                wire = game.move_to_wire(move)
                try:
                    game.move_schema.check(wire)
                except ValueError as exc:
                    raise _fail(f"a legal move does not fit the move schema: {exc}") from exc
                if game.move_from_wire(wire) != move:
                    raise _fail("a legal move does not come back from its wire form")


def check_audit(game: AnyGame, hand: Hand) -> None:
    """The audit's replay accepts an honest hand, reaches its digest, and settles it zero-sum."""
    audit = game.replay(hand.rules, hand.seats, hand.starter, hand.played.steps, hand.deck)
    if audit.finding is not None:
        raise _fail(f"the audit refuses an honest hand: {audit.finding}")
    if game.public_digest(audit.state) != game.public_digest(hand.played.state):
        raise _fail("the audit's replay reaches another public digest")
    outcome = game.outcome(audit.state)
    if outcome is None:
        raise _fail("an ended hand has no outcome")
    if len(outcome.payments) != hand.seats or sum(outcome.payments) != 0:
        raise _fail(f"payments {outcome.payments} are not zero-sum over {hand.seats} seats")
    starter = outcome.next_starter
    if not all(isinstance(p, int) for p in outcome.payments) or not (0 <= starter < hand.seats or starter == OPENING):
        raise _fail("payments are not integers or the next starter is no seat")
    winners = outcome.winners
    if list(winners) != sorted(set(winners)) or not all(0 <= seat < hand.seats for seat in winners):
        raise _fail(f"winners {winners} are not distinct seats in ascending order")


def _mutations(wire: Any, rng: DetRng, deck: int) -> list[Any]:
    """Wire forms near a real one: each integer moved, lists cut and grown, wrong types."""
    out: list[Any] = [None, 0, "move", [], [wire], wire[:-1] if isinstance(wire, list) else wire]
    if not isinstance(wire, list):
        return out
    for index, value in enumerate(wire):
        for other in (-1, 1, deck, -(2**40), rng.below(deck + 2) - 1, True, "x", [value], None):
            changed = list(wire)
            changed[index] = value + other if isinstance(value, int) and isinstance(other, int) else other
            out.append(changed)
            if isinstance(value, list):
                out.append([*wire[:index], [*value, rng.below(deck)], *wire[index + 1 :]])
                out.append([*wire[:index], value[1:], *wire[index + 1 :]])
    return out


def check_refusals(game: AnyGame, hand: Hand, seed: str, samples: int = 12) -> None:
    """At sampled states: a move by a seat that owes none, a mangled move, a reveal nobody owes, all come
    back as refusals (or, for a mangled move, as a state), never as an exception."""
    rng = DetRng(f"refusals:{game.id}:{seed}")
    states = hand.states
    for _ in range(samples):
        state = states[rng.below(len(states))]
        waiting = game.waiting(state)
        owed = [seat for seat in waiting.seats if not waiting.reveals]
        for seat in owed:
            for move in game.legal(state, seat):
                for other in range(hand.seats):
                    if other in waiting.seats:
                        continue
                    refused = game.apply(state, other, move)
                    if not isinstance(refused, Refusal) or not refused.reason:
                        raise _fail(f"seat {other}, owing no move, made seat {seat}'s move")
            for data in _mutations(game.move_to_wire(game.legal(state, seat)[0]), rng, game.deck):
                try:
                    move = game.move_from_wire(data)
                    if not isinstance(move, Refusal):
                        for anyone in range(-1, hand.seats + 1):
                            game.apply(state, anyone, move)
                except Exception as exc:
                    raise _fail(f"the wire form {data!r} raised {exc!r} instead of a refusal") from exc
        if waiting.reveals:
            reveal = waiting.reveals[0]
            cards = tuple(hand.deck[slot] for slot in reveal.slots)
            wrong = [
                (reveal, cards + cards),
                (Reveal(tuple(s + 1 for s in reveal.slots), reveal.to), cards),
                (Reveal(reveal.slots, hand.seats), cards),
                (reveal, tuple(game.deck for _ in cards)),
            ]
            for bad, bad_cards in wrong:
                try:
                    result = game.apply_reveal(state, bad, bad_cards)
                except Exception as exc:
                    raise _fail(f"a wrong reveal {bad} raised {exc!r} instead of a refusal") from exc
                if not isinstance(result, Refusal):
                    raise _fail(f"a wrong reveal {bad} with {bad_cards} was taken")


def check_breach_caught(game: AnyGame, hand: Hand, steps: Sequence[Step[Any]], position: int) -> None:
    """``steps`` break an audit-only rule at ``position``: every peer that did not make that move takes
    it (it cannot see the breach), and the audit's replay finds it there."""
    step = steps[position]
    mover = step.seat if isinstance(step, Moved) else -1
    for me in range(hand.seats):
        if me != mover and isinstance(peer_digests(game, hand, me, steps), tuple):
            raise _fail(f"the peer at seat {me} refused the breach at once: it is not audit-only")
    finding = game.replay(hand.rules, hand.seats, hand.starter, steps, hand.deck).finding
    if finding is None or finding.position != position or finding.seat != mover:
        raise _fail(f"the audit did not find the breach at step {position}: {finding}")


def check_game(game: AnyGame, seats: int, seed: str, hands: int = 2) -> None:
    """Every check on ``hands`` random hands at the default rules."""
    rules = game.default_rules()
    check_replays_alike(game, rules, seats, seed)
    for index in range(hands):
        hand = random_hand(game, rules, seats, f"{seed}/{index}")
        check_views(game, hand)
        check_peers_agree(game, hand)
        check_legal(game, hand)
        check_audit(game, hand)
        check_refusals(game, hand, f"{seed}/{index}")
