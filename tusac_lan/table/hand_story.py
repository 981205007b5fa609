"""A hand file of any game told through the game's own narrator (``Game.narrator``): the table's
``Narrator`` for ``history show``, ``--json`` and ``verify`` of a game that has no story of its own.

The audit's replay is run once more with every card known, so each move is told with the states before
and after it; a hand whose deck was never opened (a seed kept back) is told without its cards.
"""

from __future__ import annotations

from typing import Any

from ..games.api import EVERYONE, STOCK, UNUSED, Game, Moved, Narrator, Opened, Reveal, Step, hands_of
from ..games.hand_file import HandAccount
from .hand_run import HandRun
from .history import History

AnyGame = Game[Any, Any, Any]

Told = tuple[Any, Step[Any], Any]
"""A replayed step with the full states before and after it."""


class GameStory:
    """``tusac_lan.table.narrator.Narrator`` for ``game``, in the words of ``game.narrator()``."""

    def __init__(self, game: AnyGame) -> None:
        self._game = game
        self._words: Narrator[Any, Any] = game.narrator()
        self.game = game.id
        self.engine_version = game.engine_version

    def rules(self, history: History) -> dict[str, int]:
        return self._game.rule_values(history.config.rules)

    def signed_by(self, history: History) -> str:
        config = history.config
        if not history.signers:
            return "signed by: nobody checked yet"
        peers = []
        for first in history.signers:
            seats = [self._seat(s, config.seats) for s in range(config.seats) if config.peers[s] == first]
            peers.append(f"{config.names[first]} ({'+'.join(seats)})")
        return f"signed by {len(peers)} of {len(set(config.peers))} peers: " + ", ".join(peers)

    def account(self, history: History, run: HandRun) -> HandAccount:
        seats = history.config.seats
        deal = self._deal(history, run)
        told = self._replay(history, run)
        hands, stock, first = deal if deal is not None else ([], [], [])
        steps = [self._step_json(before, step, after) for before, step, after in told]
        settled = run.settled_outcome
        return HandAccount(
            starter=self._starter(run),
            hands=[self._codes(cards) for cards in hands],
            stock=self._codes(stock),
            first=self._codes(first),
            steps=steps,
            payments=list(settled.payments) if settled is not None else [0] * seats,
            result=self._result_json(run, told),
        )

    def show(self, history: History, run: HandRun) -> str:
        config = history.config
        seats = config.seats
        lines = [
            f"table {config.table_id.hex()}  hand {history.hand_no}",
            f"game: {self.game} (engine {self.engine_version})",
            "rules: " + ", ".join(f"{k}={v}" for k, v in self.rules(history).items()),
        ]
        wide = max(len(self._seat(seat, seats)) for seat in range(seats))
        for seat in range(seats):
            lines.append(f"  {self._seat(seat, seats):<{wide}} {config.describe_seat(seat)}")
        if run.state is None:  # stopped before the deal (a commitment or a deal stage never came)
            lines.append("result: the hand was stopped before the deal")
            return "\n".join(lines + self._verdict_lines(history))
        starter = self._starter(run)
        lines.append(f"starter: {self._seat(starter, seats) if starter is not None else 'found in play'}")
        deal = self._deal(history, run)
        if deal is None:
            lines.append("dealt: never opened (a seed was kept back)")
        else:
            hands, stock, first = deal
            if first:
                lines.append("first: " + " ".join(self._codes(first)))
            lines.append("dealt:")
            for seat, cards in enumerate(hands):
                lines.append(f"  {self._seat(seat, seats):<{wide}} " + " ".join(self._codes(cards)))
            if stock:
                lines.append("undealt: " + " ".join(self._codes(stock)))
        told = self._replay(history, run)
        lines.append("play:")
        for before, step, after in told:
            lines += [f"  {line}" for line in self._words.tell(before, step, after)]
        account = self._account(run, told)
        if account is not None:
            lines.append("result:")
            lines += [f"  {line}" for line in self._words.result_lines(account)]
        else:
            lines.append("result: the hand was stopped")
        settled = run.settled_outcome
        if settled is not None:
            paid = "  ".join(f"{self._seat(seat, seats)} {p:+d}" for seat, p in enumerate(settled.payments))
            lines.append(f"payments: {paid}")
        return "\n".join(lines + self._verdict_lines(history))

    # --- helpers ------------------------------------------------------------------------------

    def _seat(self, seat: int, seats: int) -> str:
        return self._words.seat_name(seat, seats)

    def _codes(self, cards: list[int] | tuple[int, ...]) -> list[str]:
        return [self._words.card_code(card) for card in cards]

    @staticmethod
    def _starter(run: HandRun) -> int | None:
        return run.starter if run.starter is not None and run.starter >= 0 else None

    def _deal(self, history: History, run: HandRun) -> tuple[list[list[int]], list[int], list[int]] | None:
        """Each seat's dealt cards (ascending), the undealt cards (the stock top first, then the cards out of
        play) and the cards opened to everyone at the deal (the plan's first, then any other card the plan
        lays face up); None when the deck was never opened."""
        deck = run.deal.deck
        if deck is None or run.starter is None:
            return None
        config = history.config
        plan = self._game.deal_plan(config.rules, config.seats, run.starter)
        first = [deck[slot] for slot in plan.first]
        owners = plan.owners(tuple(first))
        # Then the cards laid face up on the table after the hands (Kuaho's sowee).
        first += [deck[s] for s, o in enumerate(owners) if o == EVERYONE and s not in plan.first]
        hands = [sorted(deck[slot] for slot in slots) for slots in hands_of(owners, config.seats)]
        undealt = [deck[s] for s, o in enumerate(owners) if o == STOCK]
        undealt += [deck[s] for s, o in enumerate(owners) if o == UNUSED]
        return hands, undealt, first

    def _replay(self, history: History, run: HandRun) -> list[Told]:
        """The hand's steps again with every card known, up to the first the game refuses (a stopped hand)."""
        deck = run.deal.deck
        if deck is None or run.starter is None or run.state is None:
            return []
        config = history.config
        steps = [Opened(s, tuple(deck[slot] for slot in s.slots)) if isinstance(s, Reveal) else s for s in run.steps]
        told: list[Told] = []
        self._game.replay(config.rules, config.seats, run.starter, steps, deck, lambda b, s, a: told.append((b, s, a)))
        return told

    def _step_json(self, before: Any, step: Step[Any], after: Any) -> dict[str, Any]:
        if isinstance(step, Moved):
            return {"seat": step.seat, **self._words.move_json(before, step, after)}
        to: int | str = "all" if step.reveal.to == EVERYONE else step.reveal.to
        return {"reveal": self._codes(step.cards), "to": to}

    def _account(self, run: HandRun, told: list[Told]) -> object | None:
        """How the play ended in the game's terms (whether it stands is the verdict's to say)."""
        settled = run.settled_outcome
        if settled is not None:
            return settled.account
        if not told:
            return None
        outcome = self._game.outcome(told[-1][2])
        return outcome.account if outcome is not None else None

    def _result_json(self, run: HandRun, told: list[Told]) -> dict[str, Any]:
        if run.state is None:
            return {"end": "stopped before the deal"}
        account = self._account(run, told)
        return {"end": "stopped"} if account is None else self._words.result_json(account)

    def _verdict_lines(self, history: History) -> list[str]:
        verdict = history.verdict
        who = f" (seat {self._seat(verdict.seat, history.config.seats)})" if verdict.seat >= 0 else ""
        return [f"audit: {'ok' if verdict.ok else 'FAILED'}: {verdict.reason}{who}", self.signed_by(history)]
