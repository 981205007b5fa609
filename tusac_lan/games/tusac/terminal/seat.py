"""A human seat at the terminal: shows the view, lists the legal moves, reads a choice.

A move is typed as the list shows it ("discard GY", "pong GZ GZ", "chow GX GY", "pass", "win"),
in any case and spacing, with the cards in any order; or by its number; or by a prefix or its
cards alone when that names one move ("po", "d gy", "gy").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple, TextIO

from ...four_colour.cards import CardError, card_code, parse_kind
from ..engine.actions import Action, ActionType
from ..engine.analysis import analyzer_for
from ..engine.state import SEAT_NAMES, HandState, Phase
from ..text_view import claim_hint, describe_action, render_view

QUIT_WORDS = frozenset({"quit", "exit"})
HELP_WORDS = frozenset({"help", "?"})
ENTRY_SHOWN = 40
"""An entry is quoted back at most this long."""


class Option(NamedTuple):
    label: str
    """The move as the list shows it and the player may type it."""
    action: Action
    hint: str


def menu(view: HandState, legal: Sequence[Action]) -> list[Option]:
    """The legal moves to offer: claims (highest first), pass, then one discard per card kind in card order."""
    shown = view.cards[view.shown] if view.shown >= 0 else -1
    trash = _trash_kinds(view, legal[0].seat) if legal else frozenset()
    discards = sorted((a for a in legal if a.type == ActionType.DISCARD), key=lambda a: (a.cards, a.slots))
    others = [a for a in legal if a.type != ActionType.DISCARD]
    options: list[Option] = []
    labels: set[str] = set()
    for action in others + discards:
        label = describe_action(action)
        if label in labels:
            if action.type == ActionType.DISCARD:
                continue  # another copy of the same card: any copy is the same move
            label = f"{label} #{sum(o.label.startswith(label) for o in options) + 1}"
        labels.add(label)
        if action.type == ActionType.CLAIM:
            hint = claim_hint(action, shown)
        elif action.type == ActionType.DISCARD and action.cards[0] >> 2 in trash:
            hint = "trash (in no set)"
        else:
            hint = ""
        options.append(Option(label, action, hint))
    return options


def _trash_kinds(view: HandState, seat: int) -> frozenset[int]:
    hand = [view.cards[s] for s in view.hands[seat]]
    if any(c < 0 for c in hand):
        return frozenset()
    return frozenset(analyzer_for(view.rules).analyze(hand).trash_kinds)


def _words(text: str) -> list[str]:
    cleaned = "".join(" " if ch in ",;[]()!" else ch for ch in text.lower())
    return cleaned.split()


def _is_card(word: str) -> bool:
    try:
        parse_kind(word)
    except CardError:
        return False
    return True


def _is_exactly(words: list[str], label: str) -> bool:
    """The move's own words, its cards in any order."""
    want = _words(label)
    return want[0] == words[0] and sorted(want[1:]) == sorted(words[1:])


def _fits(words: list[str], label: str) -> bool:
    """Does the entry name this move by a prefix, by a prefix of its verb plus its cards, or by its cards alone?"""
    want = _words(label)
    if " ".join(want).startswith(" ".join(words)):
        return True
    if want[0].startswith(words[0]) and sorted(words[1:]) == sorted(want[1:]):
        return True
    return all(_is_card(w) for w in words) and sorted(words) == sorted(want[1:])


def match_entry(text: str, options: Sequence[Option]) -> Option | str:
    """The option the player's entry names, or a message saying why it names none (or several)."""
    words = _words(text)
    if not words:
        return f"type a move as shown, or its number from 1 to {len(options)}"
    entry = " ".join(words)
    if len(entry) > ENTRY_SHOWN:
        entry = entry[: ENTRY_SHOWN - 3] + "..."
    if len(words) == 1 and words[0].isdecimal():
        digits = words[0].lstrip("0") or "0"
        number = int(digits) if len(digits) <= 4 else 0  # int() refuses very long digit strings
        if 1 <= number <= len(options):
            return options[number - 1]
        return f"there is no move {entry}: the moves are numbered 1 to {len(options)}"
    exact = [o for o in options if _is_exactly(words, o.label)]
    if len(exact) == 1:
        return exact[0]
    fitting = [o for o in options if _fits(words, o.label)]
    if len(fitting) == 1:
        return fitting[0]
    if fitting:
        return f"{entry!r} could be {_listing(fitting)}; type more of it, or its number"
    return f"{entry!r} is not a move you can make now; you can type {_listing(options)} (or a number)"


def _listing(options: Sequence[Option]) -> str:
    names = [repr(o.label) for o in options]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _question(view: HandState, seat: int) -> str:
    if view.phase != Phase.CLAIM:
        return "Your turn: discard a card (never a general)."
    whose = "you" if view.current == seat else SEAT_NAMES[view.current]
    how = "drew" if view.shown_drawn else "discarded"
    return f"{whose.capitalize()} {how} {card_code(view.cards[view.shown])}: take it, or pass?"


class TextSeat:
    """Reads the player's moves with ``read`` (which raises EOFError at the end of input)."""

    name = "human"

    def __init__(self, read: Callable[[], str], out: TextIO) -> None:
        self._read = read
        self._out = out

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action:
        if len(legal) == 1 and legal[0].type in (ActionType.DRAW, ActionType.PASS):
            return legal[0]
        options = menu(view, legal)
        self._out.write("\n" + render_view(view, seat) + "\n" + _question(view, seat) + "\n")
        self._show(options)
        while True:
            self._out.write("your move: ")
            self._out.flush()
            text = self._read()
            words = _words(text)
            if len(words) == 1 and words[0] in QUIT_WORDS:
                raise EOFError
            if len(words) == 1 and words[0] in HELP_WORDS:
                self._show(options)
                continue
            choice = match_entry(text, options)
            if isinstance(choice, Option):
                return choice.action
            self._out.write(choice + "\n")

    def _show(self, options: Sequence[Option]) -> None:
        width = max(len(o.label) for o in options)
        for index, option in enumerate(options, 1):
            hint = f"   {option.hint}" if option.hint else ""
            self._out.write(f"  {index:>2}) {option.label:<{width}}{hint}".rstrip() + "\n")
