"""A hand file of a game other than Tứ Sắc for the history page: each step in the game's narrator's words
(the words ``history show`` prints, through ``terminal.file_story``'s replay), with the full state after it and the
step itself, so the game's plugin scene can draw it."""

from __future__ import annotations

from typing import Any, NamedTuple

from tusac_lan.games import AnyGame
from tusac_lan.games.api import Opened, Reveal, Step
from tusac_lan.table.hand_run import HandRun
from tusac_lan.table.history import History

from .i18n import translate
from .plugin import TellsTheDeal, game_client


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
    """The deal, each step told by the game's narrator, and the result when the hand has one."""
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
        text = "\n".join(words.tell(before, step, after))  # a line each, as ``history show`` prints them
        shown.append(GameStep(text or "…", after, step))
    settled = run.settled_outcome
    account = settled.account if settled is not None else None
    if account is None:
        outcome = game.outcome(told[-1][2])
        account = outcome.account if outcome is not None else None
    if account is not None:
        result = "; ".join(words.result_lines(account))
        shown.append(GameStep(translate("History", "Result: {outcome}").format(outcome=result), told[-1][2], None))
    return shown
