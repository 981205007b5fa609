"""Every bot level chooses as a pure function of what it sees: a fresh bot and one that has played a
whole hand choose the same for the same view. The table relies on it: a peer that lost a bot's move in
a power cut makes it again byte for byte (tests/test_power_cut.py)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tusac_lan.detrng import DetRng
from tusac_lan.games.tusac.bots.base import SeatAgent
from tusac_lan.games.tusac.bots.levels import BOT_KINDS, make_bot
from tusac_lan.games.tusac.engine.actions import Action
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import HandState
from tusac_lan.games.tusac.headless import play_hand, shuffled_deck


class Watching:
    """A bot that remembers every decision it was asked for, and answers as ``inner`` does."""

    def __init__(self, inner: SeatAgent) -> None:
        self.inner = inner
        self.name = inner.name
        self.asked: list[tuple[HandState, int, tuple[Action, ...], Action]] = []

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action:
        action = self.inner.choose(view, seat, legal)
        self.asked.append((view, seat, tuple(legal), action))
        return action


@pytest.mark.parametrize("kind", BOT_KINDS)
def test_a_bot_that_has_played_a_hand_chooses_as_a_fresh_one_for_every_view_it_saw(kind: str) -> None:
    budget = 8 if kind == "expert" else None
    watched = [Watching(make_bot(kind, budget)) for _ in range(4)]
    play_hand(RuleSet(), 0, shuffled_deck(DetRng(f"purity-{kind}")), watched)
    asked = [entry for bot in watched for entry in bot.asked]
    assert len(asked) > 20
    for view, seat, legal, action in asked[:: max(1, len(asked) // 25)]:
        assert make_bot(kind, budget).choose(view, seat, legal) == action
