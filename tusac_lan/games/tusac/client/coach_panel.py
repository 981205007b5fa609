"""The coach beside the table (off unless the table allows it): the player's trash, the cards it waits
for when one card from a win, and the expert's suggestion with a one-line reason.

It reads only the player's own view (``tusac_lan.games.tusac.coach.advise`` forgets anything beyond it) and the
player's legal moves, so it knows nothing a player could not see at the table. The expert's playouts
run on a worker thread: the window never waits for them, and advice that arrives for a view the table
has already left is dropped.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from tusac_lan.games.four_colour.cards import kind_code
from tusac_lan.games.four_colour.client.names import card_name
from tusac_lan.games.tusac.coach import COACH_BUDGET, Advice, Suggestion, advise
from tusac_lan.games.tusac.engine.actions import Action, ActionType
from tusac_lan.games.tusac.engine.state import HandState, Phase

from .i18n import translate
from .words import claim_label, soldier_run

PANEL_BUDGET = COACH_BUDGET
"""The expert's rollouts for a suggestion in the panel (worked out off the window's thread)."""

Request = tuple[HandState, int, tuple[Action, ...]]


def action_words(action: Action) -> str:
    cards = ", ".join(card_name(c) for c in action.cards if c >= 0)
    if action.type == ActionType.DISCARD:
        return translate("Coach", "discard {cards}").format(cards=cards)
    if action.type == ActionType.PASS:
        return translate("Coach", "pass")
    claim = claim_label(action.claim, soldier_run(action))
    if not cards:  # a claim with no card from the hand (a drawn general taken on its own)
        return claim
    return translate("Coach", "{claim} with {cards}").format(claim=claim, cards=cards)


def reason_words(suggestion: Suggestion) -> str:
    params = dict(suggestion.params)
    reasons = {
        "wins": translate("Coach", "it wins {points} points"),
        "only_move": translate("Coach", "it is the only move"),
        "keeps_ways_to_win": (
            translate("Coach", "keeps 1 way to win ({n} such cards unseen)")
            if params.get("kinds") == 1
            else translate("Coach", "keeps {kinds} ways to win ({n} such cards unseen)")
        ),
        "dead_card": translate("Coach", "every other copy is already seen: nobody can take it"),
        "least_trash": translate("Coach", "leaves the least trash ({trash})"),
        "claim_cuts_trash": translate("Coach", "cuts your trash from {before} to {after}"),
        "claim_scores": translate("Coach", "makes a set worth {points} points"),
        "not_worth_claiming": translate("Coach", "your hand is better without a claim"),
        "best_playouts": translate("Coach", "the best payment when the hand is played out many times"),
    }
    text = reasons.get(suggestion.reason, suggestion.reason)
    return text.format(**{name: str(value) for name, value in params.items()})


def advice_lines(advice: Advice) -> list[str]:
    """The panel's lines for one piece of advice, in the player's language."""
    lines = [translate("Coach", "Trash in your hand: {trash}").format(trash=advice.trash)]
    if advice.waits:
        waits = ", ".join(
            translate("Coach", "{card} ({unseen} unseen, {points} points)").format(
                card=kind_code(w.kind), unseen=w.unseen, points=w.points
            )
            for w in advice.waits
        )
        lines.append(translate("Coach", "One card from a win: you wait for {cards}").format(cards=waits))
    suggestion = advice.suggestion
    if suggestion is not None:
        lines.append(
            translate("Coach", "Suggestion: {action}: {reason}").format(
                action=action_words(suggestion.action), reason=reason_words(suggestion)
            )
        )
    return lines


def coach_toggle() -> QPushButton:
    """The button that shows or hides the coach (hidden where the table does not allow it)."""
    button = QPushButton(translate("Coach", "Show the coach"))
    button.setCheckable(True)
    button.setToolTip(
        translate("Coach", "Your trash, the cards you wait for and the expert's suggestion (from what you see only)")
    )
    button.setVisible(False)
    return button


class _Relay(QObject):
    """Carries a worker's advice back to the window's thread (a queued signal)."""

    done = Signal(int, object)
    """request number, Advice (None: the coach could not work it out)"""


class _Thinking(QRunnable):
    """One piece of advice, worked out on the coach's own worker thread."""

    def __init__(self, number: int, request: Request, budget: int, relay: _Relay) -> None:
        super().__init__()
        self.number, self.request, self.budget, self.relay = number, request, budget, relay

    def run(self) -> None:
        view, me, legal = self.request
        try:
            advice: Advice | None = advise(view, me, legal, budget=self.budget)
        except Exception:  # the coach must never stop the table: it just has nothing to say this time
            advice = None
        self.relay.done.emit(self.number, advice)


class CoachPanel(QFrame):
    """Shows the coach's advice for the player's own view; hidden while the coach is off or has nothing
    to say (between hands)."""

    advice_ready = Signal(object)
    """The advice now shown (for the view the table is at)."""

    def __init__(self, parent: QWidget | None = None, budget: int = PANEL_BUDGET) -> None:
        super().__init__(parent)
        self.budget = budget
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel("<b>" + translate("Coach", "Coach") + "</b>")
        self.text = QLabel("")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        self.enabled = False
        self.advice: Advice | None = None
        self._asked: Request | None = None
        self._number = 0
        """The number of the latest request: advice for any other is stale."""
        self._busy = False
        self._waiting: Request | None = None
        """The newest request made while the worker was busy (the ones before it are never worked out)."""
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay()
        self._relay.done.connect(self._arrived, Qt.ConnectionType.QueuedConnection)
        self.setVisible(False)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        if not enabled:
            self._forget()
        self._say(self.text.text())

    def _say(self, text: str) -> None:
        self.text.setText(text)
        self.setVisible(self.enabled and bool(text))

    def _forget(self) -> None:
        self.advice, self._asked, self._waiting = None, None, None
        self._number += 1
        self._say("")

    def show_view(self, view: HandState | None, me: int, legal: Sequence[Action]) -> None:
        """Advice for the player at seat ``me`` from its own view (nothing when off or between hands);
        it is worked out on the worker thread and shown when it comes (``advice_ready``)."""
        if not self.enabled:
            return
        if view is None or view.phase in (Phase.DEAL, Phase.ENDED) or not view.knows_hand(me):
            self._forget()
            return
        asked = (view, me, tuple(legal))
        if asked == self._asked:
            return
        self._asked = asked
        self._number += 1
        self._say(translate("Coach", "Thinking…"))
        if self._busy:
            self._waiting = asked
        else:
            self._think(asked)

    def _think(self, request: Request) -> None:
        self._busy = True
        self._pool.start(_Thinking(self._number, request, self.budget, self._relay))

    def _arrived(self, number: int, advice: Advice | None) -> None:
        self._busy = False
        if self._waiting is not None:
            request, self._waiting = self._waiting, None
            self._think(request)
        if number != self._number or not self.enabled:
            return  # advice for a view the table has left
        self.advice = advice
        self._say("<br>".join(advice_lines(advice)) if advice is not None else "")
        self.advice_ready.emit(advice)

    def wait_idle(self, msecs: int) -> bool:
        """Wait for the worker to finish (the window closing)."""
        return self._pool.waitForDone(msecs)
