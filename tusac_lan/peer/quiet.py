"""Peers that are not running: the table's clocks stand still for them (issue 24 point 9).

Every peer's transport sends a heartbeat every half second (``protocol.transport.HEARTBEAT_EVERY``),
whatever its node does. A peer heard from not at all for ``QUIET_AFTER`` seconds is not running its loop:
starved of CPU by other programs, stopped, or behind a link that stalls. It cannot take in what it needs
nor send what it owes, so the deadlines on what its seats owe stand still meanwhile, as they do for a
peer that is away: a deadline counts from when the owing peer could act. A peer that stays quiet for
``SILENT_AFTER`` is away anyway, and waited for up to the rejoin wait.

A withholder gains nothing it did not have: to keep its clock still it must send nothing at all, which is
what going away does; and a peer quiet now and then (a heartbeat every few seconds, never quite silent)
has its clocks stand still for at most the rejoin wait in a hand, all its quiet spells and its time away
added up: the two share one budget, so quiet first and away after holds a hand up no longer than either.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

QUIET_AFTER = 2.0
"""Seconds without a frame (four heartbeats) after which a peer counts as not running."""


@dataclass
class QuietClocks:
    """Each peer's quiet spells in the current hand, against ``budget`` seconds (the rejoin wait)."""

    budget: float
    hand: int | None = None
    spent: dict[int, float] = field(default_factory=dict)
    """Seconds each peer's clocks stood still for its quiet in ``hand``."""
    last: float | None = None

    def still(
        self,
        now: float,
        hand: int | None,
        quiet: Mapping[int, float],
        away_spent: Mapping[int, float] | None = None,
        timed_as_away: frozenset[int] = frozenset(),
    ) -> frozenset[int]:
        """The peers whose clocks stand still now, given each one's seconds since its last frame (``quiet``)
        and its seconds away in this hand (``away_spent``, the same budget). A peer in ``timed_as_away`` is
        still but not charged: the away clock already counts this time (its link is down, not yet away)."""
        if hand != self.hand:
            self.hand, self.spent = hand, {}
        elapsed = 0.0 if self.last is None else max(0.0, now - self.last)
        self.last = now
        away = away_spent or {}
        still = set()
        for peer, seconds in sorted(quiet.items()):
            if seconds < QUIET_AFTER:
                continue
            spent = self.spent.get(peer, 0.0)
            if spent + away.get(peer, 0.0) >= self.budget:
                continue
            if peer not in timed_as_away:
                self.spent[peer] = spent + min(elapsed, seconds - QUIET_AFTER)
            still.add(peer)
        return frozenset(still)

    def spent_in(self, hand: int | None, peer: int) -> float:
        """Seconds ``peer``'s clocks stood still for its quiet in ``hand`` (0 for a hand not counted yet)."""
        return self.spent.get(peer, 0.0) if hand == self.hand else 0.0
