"""A hand file of a game other than Tứ Sắc for the history page: each step in the player's language as the
game's plugin words it for the table's Moves log (the game's narrator, the English ``history show`` prints, for
a game without one), with the full state after it and the step itself, so the game's plugin scene can draw it."""

from __future__ import annotations

from typing import Any, NamedTuple

from tusac_lan.games import AnyGame
from tusac_lan.games.api import Opened, Reveal, Step
from tusac_lan.table.hand_run import HandRun
from tusac_lan.table.history import History

from .i18n import translate
from .plugin import TellsTheDeal, TellsTheResult, game_client


class GameStep(NamedTuple):
    words: str
    state: Any
    """The full state after the step (every card known)."""
    step: Step[Any] | None
    """None for the deal and for the result."""


def replayed(game: AnyGame, history: History, run: HandRun) -> list[tuple[Any, Step[Any], Any]]:
    """The hand's steps again with every card known, up to the first the game refuses (a stopped hand)."""
    deck = run.deal.deck
    if deck is None or run.starter is None or run.state is None:
        return []
    config = history.config
    steps = [Opened(s, tuple(deck[slot] for slot in s.slots)) if isinstance(s, Reveal) else s for s in run.steps]
    told: list[tuple[Any, Step[Any], Any]] = []
    game.replay(config.rules, config.seats, run.starter, steps, deck, lambda b, s, a: told.append((b, s, a)))
    return told


def game_steps(game: AnyGame, history: History, run: HandRun, names: tuple[str, ...]) -> list[GameStep]:
    """The deal, each step in words, and the result when the hand has one."""
    words = game.narrator()
    told = replayed(game, history, run)
    if not told:
        return []
    plugin = game_client(game)
    if isinstance(plugin, TellsTheDeal):  # the hand's starter is not who plays first (Ma Diao's dealer)
        deal = plugin.deal_words(told[0][0], names)
    else:
        starter = names[run.starter] if run.starter is not None and 0 <= run.starter < len(names) else ""
        deal = translate("History", "The deal: {who} starts").format(who=starter)
    shown = [GameStep(deal, told[0][0], None)]
    for before, step, after in told:
        # In the player's language, as the table's Moves log tells it; the narrator's (``history show``'s)
        # English only for a game without a desktop plugin. A line each.
        lines = plugin.step_words(game, before, step, after, names) if plugin else words.tell(before, step, after)
        shown.append(GameStep("\n".join(lines) or "…", after, step))
    outcome = run.settled_outcome
    if outcome is None or outcome.account is None:
        outcome = game.outcome(told[-1][2])
    if outcome is not None and outcome.account is not None:
        if isinstance(plugin, TellsTheResult):
            result = "; ".join(plugin.result_words(outcome, names))
        else:
            result = "; ".join(words.result_lines(outcome.account))
        shown.append(GameStep(translate("History", "Result: {outcome}").format(outcome=result), told[-1][2], None))
    return shown
