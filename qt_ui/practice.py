"""A session against bots of any game, on this computer, played over the game interface.

The fair table (``local_table``) plays the games the table can host; a game it cannot host yet is played
here: every card is known to this process (there is nobody to hide them from but the player, who sees only
``game.view`` of seat 0), no history file is written. The worker thread plays each hand with
``games.playout.play_hand``; the player's seat is an agent that waits for the page's choice. Every event
goes to the GUI thread through the mailbox, where the pure reducer of ``practice_state`` folds it in.
"""

from __future__ import annotations

import queue
import random
import threading
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from tusac_lan.games import AnyGame
from tusac_lan.games.api import EVERYONE, UNKNOWN, Card, Opened, Seat, Step
from tusac_lan.games.playout import PlayoutError, deal_hand, play_hand

from .mailbox import Mailbox
from .practice_state import Asked, Event, HandEnded, HandStarted, Moved, SessionEnded, Stepped

PLAYER = 0
Words = Callable[[Any, Step[Any], Any], list[str]]
"""A step in words for the log: (state before, step, state after)."""


class _Left(Exception):
    """The player left: the worker unwinds out of the hand."""


class _PlayerSeat:
    """The player's agent: asks the page and waits for its move (or for the session to end)."""

    name = "player"

    def __init__(self, session: PracticeSession) -> None:
        self._session = session

    def choose(self, view: Any, seat: Seat, legal: Sequence[Any]) -> Any:
        return self._session._ask(view, tuple(legal))


class PracticeSession(QObject):
    """Plays ``hands`` hands of ``game`` at ``len(levels) + 1`` seats: the player at seat 0, a bot of each
    level at the others. ``pace`` seconds pass after each step a bot made, so the player can follow."""

    happened = Signal(object)
    """Every ``practice_state`` event, on the GUI thread."""

    def __init__(
        self,
        game: AnyGame,
        rules: Any,
        levels: Sequence[str],
        hands: int,
        words: Words,
        pace: float = 0.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game, self.rules, self.hands, self.pace = game, rules, hands, pace
        self.seats = len(levels) + 1
        if self.seats not in game.seat_counts:
            raise ValueError(f"{game.id} is not played by {self.seats} seats")
        self._bots = [game.make_bot(level) for level in levels]
        self._words = words
        self._moves: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._next: queue.SimpleQueue[bool] = queue.SimpleQueue()
        self._left = threading.Event()
        self._asked: tuple[Any, ...] = ()
        self._mailbox = Mailbox(self)
        self._thread = threading.Thread(target=self._run, name=f"practice-{game.id}", daemon=True)

    # --- the GUI thread -------------------------------------------------------------------------

    def start(self) -> None:
        self._thread.start()

    def choose(self, move: Any) -> None:
        """The player's move: one of the moves last offered (anything else is ignored)."""
        if move in self._asked:
            self._asked = ()
            self._moves.put(move)

    def next_hand(self) -> None:
        self._next.put(True)

    def leave(self, wait: float = 5.0) -> None:
        self._left.set()
        self._next.put(False)
        if self._thread.is_alive():
            self._thread.join(wait)
        self._mailbox.drain()
        self._mailbox.stop()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    # --- the worker thread ----------------------------------------------------------------------

    def _post(self, event: Event) -> None:
        self._mailbox.post(lambda: self.happened.emit(event))

    def _wait(self, source: queue.SimpleQueue[Any]) -> Any:
        while not self._left.is_set():
            try:
                return source.get(timeout=0.1)
            except queue.Empty:
                continue
        raise _Left

    def _ask(self, view: Any, legal: tuple[Any, ...]) -> Any:
        self._asked = legal
        self._post(Asked(view, legal))
        move = self._wait(self._moves)
        self._post(Moved())
        return move

    def _observe(self, before: Any, step: Step[Any], after: Any) -> None:
        if self._left.is_set():
            raise _Left
        # The log and the scene get only what the player's seat saw: its views, and no card of a reveal
        # to another seat. A move goes as it is: it is what every peer gets on the wire, and a card it
        # lays unseen (a face-down play, a secret) is in the slots ``game.hides`` names, never in the move.
        seen: Step[Any] = step
        if isinstance(step, Opened) and step.reveal.to not in (PLAYER, EVERYONE):
            seen = Opened(step.reveal, (UNKNOWN,) * len(step.cards))
        view_before, view_after = self.game.view(before, PLAYER), self.game.view(after, PLAYER)
        self._post(Stepped(view_after, seen, tuple(self._words(view_before, seen, view_after))))
        mover = getattr(step, "seat", PLAYER)
        if self.pace > 0 and mover != PLAYER:
            self._left.wait(self.pace)

    def _run(self) -> None:
        game, rules, seats = self.game, self.rules, self.seats
        shuffler = random.SystemRandom()
        try:
            game.prepare(rules)
            starter = game.first_starter(rules, seats, shuffler.randbytes(16))
            agents = [_PlayerSeat(self), *self._bots]
            for hand_no in range(self.hands):
                deck: list[Card] = list(range(game.deck))
                shuffler.shuffle(deck)
                dealt = deal_hand(game, rules, seats, starter, tuple(deck))
                self._post(HandStarted(hand_no, game.view(dealt, PLAYER)))
                played = play_hand(game, rules, seats, starter, tuple(deck), agents, self._observe)
                outcome = game.outcome(played.state)
                if outcome is None:
                    raise PlayoutError(f"{game.id} gives no outcome for a hand that ended")
                self._post(HandEnded(game.view(played.state, PLAYER), outcome))
                starter = outcome.next_starter
                if hand_no + 1 < self.hands and not self._wait(self._next):
                    raise _Left
            self._post(SessionEnded())
        except _Left:
            self._post(SessionEnded("left"))
        except Exception as error:  # a fault of the game or a bot: said on the page, never a dead worker
            self._post(SessionEnded(f"{type(error).__name__}: {error}"))
