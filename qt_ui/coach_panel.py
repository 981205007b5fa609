"""The coach beside the table (off unless the table allows it): the player's trash, the cards it waits
for when one card from a win, and the expert's suggestion with a one-line reason.

It reads only the player's own view (``tusac_lan.coach.advise`` forgets anything beyond it) and the
player's legal moves, so it knows nothing a player could not see at the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from tusac_lan.coach import Advice, Suggestion, advise
from tusac_lan.engine.actions import Action, ActionType
from tusac_lan.engine.cards import kind_code
from tusac_lan.engine.state import HandState, Phase

from .i18n import translate
from .words import card_name, claim_label

PANEL_BUDGET = 120
"""The expert's rollouts for a suggestion in the panel: computed on the window's thread, so well under
the bots' budget (a fraction of a second)."""


def action_words(action: Action) -> str:
    cards = ", ".join(card_name(c) for c in action.cards if c >= 0)
    if action.type == ActionType.DISCARD:
        return translate("Coach", "discard {cards}").format(cards=cards)
    if action.type == ActionType.PASS:
        return translate("Coach", "pass")
    return translate("Coach", "{claim} with {cards}").format(claim=claim_label(action.claim), cards=cards)


def reason_words(suggestion: Suggestion) -> str:
    params = dict(suggestion.params)
    reasons = {
        "wins": translate("Coach", "it wins {points} points"),
        "only_move": translate("Coach", "it is the only move"),
        "keeps_ways_to_win": translate("Coach", "keeps {kinds} ways to win ({n} such cards unseen)"),
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


class CoachPanel(QFrame):
    """Shows the coach's advice for the player's own view; hidden while the coach is off."""

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
        self._asked: tuple[object, ...] | None = None
        self.setVisible(False)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self.setVisible(enabled)
        if not enabled:
            self.advice, self._asked = None, None
            self.text.setText("")

    def show_view(self, view: HandState | None, me: int, legal: Sequence[Action]) -> None:
        """Advice for the player at seat ``me`` from its own view (nothing when off or between hands)."""
        if not self.enabled:
            return
        if view is None or view.phase in (Phase.DEAL, Phase.ENDED) or not view.knows_hand(me):
            self.advice, self._asked = None, None
            self.text.setText("")
            return
        asked = (view, me, tuple(legal))
        if asked == self._asked:
            return
        self._asked = asked
        self.advice = advise(view, me, tuple(legal), budget=self.budget)
        self.text.setText("<br>".join(advice_lines(self.advice)))
