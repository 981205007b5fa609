"""Tứ Sắc's action bar: a button for each kind of legal move, a menu where one kind of claim has several
sets, and the claim countdown (moved from the shell's table page; the shell gets it from the plugin)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QWidget

from tusac_lan.games.four_colour.cards import card_code
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind

from .i18n import translate
from .words import claim_help, claim_label, soldier_run

SHORTCUTS: dict[str | ClaimKind, str] = {
    "discard": "D",
    "pass": "P",
    ClaimKind.WIN: "W",
    ClaimKind.KONG: "K",
    ClaimKind.PONG: "O",
    ClaimKind.EXTEND: "E",
    ClaimKind.CHOW: "C",
    ClaimKind.QUAD: "Q",
    ClaimKind.PAIR: "R",
    ClaimKind.LONE: "T",
}
PASS_BEFORE_CLOCK = 1.0
"""Seconds before the player's clock runs out that a claim offer passes (the bot that plays at the clock
might claim what the player was told would be passed)."""
KEY_GUARD_SECONDS = 0.6
"""A new claim offer ignores the keyboard this long: a key meant for the offer before lands nowhere."""
FRESH_SECONDS = 1.5
"""A new claim offer is marked as new this long."""


class ActionBar(QWidget):
    """Buttons for exactly the legal moves; a menu where one kind of claim has several sets.

    The buttons and the menu are made once and only shown, hidden and enabled afterwards: moves are
    chosen from inside the buttons' own click handlers, so nothing is ever deleted under them. The bar
    keeps the height of a row of buttons when none is shown, so the table above it does not move.
    """

    chosen = Signal(object)
    KEYS = ("discard", *(str(int(kind)) for kind in ClaimKind), "pass")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._all: dict[str, QPushButton] = {}
        for key in self.KEYS:
            if key == "discard":
                text = translate("Table", "Discard ({key})").format(key=SHORTCUTS["discard"])
                tip = translate("Table", "Discard the chosen card (Enter or D)")
            elif key == "pass":
                text = translate("Table", "Pass ({key})").format(key=SHORTCUTS["pass"])
                tip = translate("Table", "Do not take the shown card")
            else:
                kind = ClaimKind(int(key))
                text = f"{claim_label(kind)} ({SHORTCUTS[kind]})"
                tip = claim_help(kind)
            button = QPushButton(text)
            button.setMinimumHeight(34)
            if key == str(int(ClaimKind.WIN)):
                button.setStyleSheet("font-weight: bold;")
            button.setToolTip(tip)
            button.setProperty("enabled_tip", tip)
            button.setVisible(False)
            button.clicked.connect(self._handler(key))
            layout.addWidget(button)
            self._all[key] = button
        layout.addStretch(1)
        self.countdown = QLabel("")
        layout.addWidget(self.countdown)
        self.setMinimumHeight(max(max(b.sizeHint().height(), b.minimumHeight()) for b in self._all.values()))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet('ActionBar[fresh="true"] { background: #fff3c4; border-radius: 4px; }')
        self.setProperty("fresh", False)
        self._offer = -1
        self._keys_from = 0.0
        """The keyboard chooses nothing before this time (time.monotonic)."""
        self._fresh = QTimer(self)
        self._fresh.setSingleShot(True)
        self._fresh.timeout.connect(lambda: self._mark_fresh(False))
        self.menu = QMenu(self)
        self.menu.triggered.connect(lambda item: self._choose(item.data()))
        self._options: dict[str, list[Action]] = {}
        self._legal: tuple[Action, ...] = ()
        self._selected = -1
        self._deadline = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._tick)
        self.claim_seconds = 15
        self._due = 0.0

    def buttons(self) -> dict[str, QPushButton]:
        """The buttons on offer now."""
        return {key: button for key, button in self._all.items() if key in self._options}

    def _handler(self, key: str) -> Callable[[], None]:
        return lambda: self.trigger(key)

    def set_legal(self, legal: tuple[Action, ...], selected: int, offer: int = -1, due: float = 0.0) -> None:
        """``offer``: the question's number (``Snapshot.offer``); a new one is a new question even when
        its moves are the same as the last one's; -1: new whenever the moves change. ``due``: when the
        player's time for it is over at a LAN table (``time.monotonic``; 0: no clock): a claim offer passes
        before then, as it says, rather than leave the move to the bot that plays at the clock."""
        self._due = due
        new = offer < 0 or offer != self._offer
        if legal != self._legal or (legal and new):
            self._legal = legal
            if legal:
                self._offer = offer
            self._show_options(new)
        if due > 0 and self._timer.isActive():  # the clock may come after the offer it is for
            self._deadline = min(self._deadline, due - PASS_BEFORE_CLOCK)
        self._selected = selected
        discard = self._all["discard"]
        can = self._discard_action() is not None
        discard.setEnabled(can)
        discard.setToolTip(
            str(discard.property("enabled_tip"))
            if can
            else translate(
                "Table", "First choose a card to discard: click it or use ← →. Generals are never discarded."
            )
        )

    def _show_options(self, new: bool) -> None:
        """``new``: a new question (its countdown starts, it is marked new); else the one shown before."""
        options: dict[str, list[Action]] = {}
        for action in self._legal:
            if action.type == ActionType.DISCARD:
                options.setdefault("discard", []).append(action)
            elif action.type == ActionType.PASS:
                options["pass"] = [action]
            elif action.type == ActionType.CLAIM:
                options.setdefault(str(action.claim), []).append(action)
        self._options = options
        run = str(int(ClaimKind.CHOW))
        if run in options:
            soldiers = all(soldier_run(action) for action in options[run])
            self._all[run].setText(f"{claim_label(ClaimKind.CHOW, soldiers)} ({SHORTCUTS[ClaimKind.CHOW]})")
        for key, button in self._all.items():
            button.setVisible(key in options)
            button.setEnabled(key in options)
        if "pass" in options and len(options) > 1:
            if new:
                now = time.monotonic()
                self._deadline = now + self.claim_seconds
                self._keys_from = now + KEY_GUARD_SECONDS
                self._mark_fresh(True)
                self._fresh.start(int(FRESH_SECONDS * 1000))
            if self._due > 0:
                self._deadline = min(self._deadline, self._due - PASS_BEFORE_CLOCK)
            self._timer.start()
            self._tick()
        else:
            self._timer.stop()
            self.countdown.setText("")
            self._keys_from = 0.0
            self._mark_fresh(False)

    def _mark_fresh(self, fresh: bool) -> None:
        if fresh == self.is_fresh():
            return
        self.setProperty("fresh", fresh)
        self.style().unpolish(self)
        self.style().polish(self)
        self.setAccessibleDescription(translate("Table", "New claim offer") if fresh else "")

    def is_fresh(self) -> bool:
        """The offer on show is new (marked so for a moment)."""
        return bool(self.property("fresh"))

    def counting_down(self) -> bool:
        """A claim offer is on show with its countdown to a pass (the player's clock for it)."""
        return self._timer.isActive()

    def keys_ignored(self) -> bool:
        return time.monotonic() < self._keys_from

    def key(self, key: str) -> None:
        """A shortcut key: what a click on ``key``'s button does, unless the offer is too new for keys."""
        if not self.keys_ignored():
            self.trigger(key)

    def _discard_action(self) -> Action | None:
        return next((a for a in self._legal if a.type == ActionType.DISCARD and a.slots == (self._selected,)), None)

    def trigger(self, key: str) -> None:
        actions = self._options.get(key)
        if not actions:
            return
        if key == "discard":
            action = self._discard_action()
            if action is not None:
                self._choose(action)
        elif len(actions) == 1:
            self._choose(actions[0])
        else:
            self.menu.clear()
            for action in actions:
                item = self.menu.addAction(" ".join(card_code(c) for c in sorted(action.cards)))
                item.setData(action)
            self.menu.popup(self.mapToGlobal(self.rect().topLeft()))

    def choose_from_menu(self, index: int) -> None:
        """Pick the ``index``-th set offered in the menu (what a click on it does)."""
        self.menu.actions()[index].trigger()

    def _choose(self, action: Action) -> None:
        self.menu.hide()
        self._timer.stop()
        self._fresh.stop()
        self._mark_fresh(False)
        self.countdown.setText("")
        self._legal = ()
        self._options = {}
        for button in self._all.values():
            button.setVisible(False)
        self.chosen.emit(action)

    def _tick(self) -> None:
        left = self._deadline - time.monotonic()
        if left <= 0:
            self.trigger("pass")
            return
        self.countdown.setText(translate("Table", "passing in {seconds} s").format(seconds=int(left) + 1))


def shortcut_keys() -> list[tuple[str, str]]:
    """Each button's key name (``ActionBar.key``) with its keyboard shortcut."""
    return [(key if isinstance(key, str) else str(int(key)), sequence) for key, sequence in SHORTCUTS.items()]


def discard_slots(legal: Sequence[Any]) -> list[int]:
    """The cards the legal moves may discard, by slot, in order."""
    return sorted(a.slots[0] for a in legal if isinstance(a, Action) and a.type == ActionType.DISCARD)
