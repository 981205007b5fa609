"""Bots play hands of any game headless over the game interface, a match's parts shared among processes.

Everything comes from the seed: the first starter, every deck (a stream named after the game), and each
expert's own stream, so the same seed, bots and rules give the same figures on every machine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, NamedTuple

from ..detrng import DetRng
from ..games.api import Card, Game, Seat
from ..games.match_stats import SimStats
from ..games.playout import PlayoutError, play_hand

AnyGame = Game[Any, Any, Any]
Progress = Callable[[int, int], None]

PART_HANDS = 200
"""A match of more hands is played as sessions of this many hands each (``{seed}/{part}``)."""


class Match(NamedTuple):
    """What decides a match's hands; the figures depend on these and nothing else."""

    game: AnyGame
    rules: Any
    levels: tuple[str, ...]
    """The bot level of each entry; its length is the number of seats."""
    rotate: bool = False
    duplicate: bool = False
    budget: int | None = None


def shuffled_deck(game: AnyGame, rng: DetRng) -> tuple[Card, ...]:
    deck = list(range(game.deck))
    rng.shuffle(deck)
    return tuple(deck)


def first_starter(game: AnyGame, rules: Any, seats: int, rng: DetRng) -> Seat:
    """The first starter from randomness drawn as the game asks (``Game.first_draws``)."""
    return game.first_starter(rules, seats, bytes(rng.below(bound) for bound in game.first_draws(rules)))


def check_match(match: Match) -> None:
    """ValueError for a match that cannot be played: a seat count or bot level the game does not have."""
    game, seats = match.game, len(match.levels)
    if seats not in game.seat_counts:
        counts = ", ".join(map(str, game.seat_counts))
        raise ValueError(f"{game.id} is played by {counts} seats, not {seats}")
    if match.duplicate and not match.rotate:
        raise ValueError("a duplicate match rotates the bots")
    for level in match.levels:
        game.make_bot(level, budget=match.budget)


def play_session(match: Match, hands: int, seed: int | str, progress: Progress | None = None) -> SimStats:
    """``hands`` hands as one session; the same seed gives the same games.

    ``rotate`` moves every bot one seat on after each hand. ``duplicate`` (with ``rotate``) plays each deal
    once in every seating, same cards and starter, so every bot holds every hand of it: luck of the deal
    cancels out; the next deal's starter follows the deal's last seating.
    """
    check_match(match)
    game, rules = match.game, match.rules
    seats = len(match.levels)
    game.prepare(rules)
    agents = [game.make_bot(level, f"{seed}:{entry}", match.budget) for entry, level in enumerate(match.levels)]
    rng = DetRng(f"{game.id}-sim:{seed}")
    next_starter = first_starter(game, rules, seats, rng)
    stats = SimStats(tuple(agent.name for agent in agents), match.rotate)
    deck: tuple[Card, ...] = ()
    starter = next_starter
    for index in range(hands):
        shift = index % seats if match.rotate else 0
        at_seats = [agents[(seat - shift) % seats] for seat in range(seats)]
        if not match.duplicate or shift == 0:
            deck, starter = shuffled_deck(game, rng), next_starter
        played = play_hand(game, rules, seats, starter, deck, at_seats)
        outcome = game.outcome(played.state)
        if outcome is None:
            raise PlayoutError(f"{game.id} gives no outcome for a hand that ended")
        next_starter = outcome.next_starter
        stats.record(outcome, len(played.steps) + 1, shift)
        if match.duplicate:
            stats.record_in_deal(outcome, shift)
        if progress is not None:
            progress(index + 1, hands)
    return stats


def _leave_ctrl_c_to_the_parent() -> None:
    """A worker ignores Ctrl-C (the whole terminal's process group gets it): the parent ends the pool and
    says so once, instead of every worker printing a traceback."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _play_part(job: tuple[Match, int, str]) -> SimStats:
    match, hands, seed = job
    return play_session(match, hands, seed)


def simulate(
    game: AnyGame,
    rules: Any,
    seats: int,
    hands: int,
    seed: int | str,
    levels: Sequence[str],
    workers: int = 1,
    *,
    rotate: bool = False,
    duplicate: bool = False,
    budget: int | None = None,
    progress: Progress | None = None,
    on_part: Callable[[SimStats], None] | None = None,
) -> SimStats:
    """``hands`` hands of ``game`` between bots of ``levels`` (one a seat). Up to ``PART_HANDS`` hands, one
    session; more, sessions of ``PART_HANDS`` hands with the seeds ``{seed}/{part}``, shared among
    ``workers`` processes. The figures depend on the seed and the number of hands, not on the workers.
    ``on_part`` sees each finished part; ``budget`` is a searching bot's rollouts a decision."""
    if len(levels) != seats:
        raise ValueError(f"{seats} seats need {seats} bot levels, got {len(levels)}")
    match = Match(game, rules, tuple(levels), rotate, duplicate, budget)
    check_match(match)
    if hands <= PART_HANDS:
        stats = play_session(match, hands, seed, progress)
        if on_part is not None:
            on_part(stats)
        return stats
    parts = -(-hands // PART_HANDS)
    unit = seats if duplicate else 1  # a duplicate deal stays in one part
    units = -(-hands // unit)
    shares = [(units // parts + (1 if part < units % parts else 0)) * unit for part in range(parts)]
    jobs = [(match, share, f"{seed}/{part}") for part, share in enumerate(shares)]
    total: SimStats | None = None
    for part in _parts_played(jobs, workers):
        if total is None:
            total = SimStats(part.seats, rotate)
        total.merge(part)
        if on_part is not None:
            on_part(part)
        if progress is not None:
            progress(total.hands, hands)
    assert total is not None
    return total


def _parts_played(jobs: list[tuple[Match, int, str]], workers: int) -> Iterator[SimStats]:
    """Each part's figures in order: here with one worker, else in that many processes."""
    if workers <= 1:
        yield from map(_play_part, jobs)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(workers, initializer=_leave_ctrl_c_to_the_parent) as pool:
        yield from pool.imap(_play_part, jobs)
