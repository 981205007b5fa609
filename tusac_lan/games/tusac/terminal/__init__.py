"""What Tứ Sắc gives the terminal (``TerminalPlugin``): its rule flags, ``analyze``, ``play`` with its own
move menu and words, and the pinned words of its hand files."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import TextIO

from ....detrng import DetRng
from ...api import Refusal
from ...four_colour.cards import CardError, kind_code, parse_hand
from ...hand_file import FileNarrator
from ..bots import levels
from ..engine.actions import Action, ActionType
from ..engine.analysis import analyzer_for
from ..engine.rules import RULE_CHOICES, RULE_HELP, RuleSet
from ..engine.sets import SET_NAMES
from ..engine.state import SEAT_COUNTS, SEAT_NAMES, HandState
from ..headless import dice_starter, make_bot, shuffled_deck
from ..story import TusacNarrator, dice_text
from ..text_view import render_view
from .play import play_session
from .seat import Option, TextSeat, match_entry, menu

RULE_OPTIONS = tuple(f.name for f in fields(RuleSet))


class TusacSeatMenu:
    """The moves of ``seat.menu``, read as ``tusac play`` reads them."""

    def __init__(self, view: HandState, seat: int, legal: Sequence[Action]) -> None:
        lone = len(legal) == 1 and legal[0].type in (ActionType.DRAW, ActionType.PASS)
        self.forced: Action | None = legal[0] if lone else None
        self._view, self._seat = view, seat
        self._options: list[Option] = [] if lone else menu(view, legal)

    def view_text(self) -> str:
        return render_view(self._view, self._seat)

    def entries(self) -> list[tuple[str, str]]:
        return [(option.label, option.hint) for option in self._options]

    def match(self, line: str) -> Action | Refusal:
        choice = match_entry(line, self._options)
        return Refusal(choice) if isinstance(choice, str) else choice.action


class TusacTerminal:
    game_id = "tusac"
    seat_names: tuple[str, ...] = SEAT_NAMES

    def add_rule_options(self, parser: argparse.ArgumentParser) -> None:
        """A flag for every rule option (its name with dashes), with the words of its readings as choices."""
        group = parser.add_argument_group("rule options (defaults: seeds 000/001)")
        for option in RULE_OPTIONS:
            flag = "--" + option.replace("_", "-")
            if option in RULE_CHOICES:
                group.add_argument(flag, choices=RULE_CHOICES[option], dest=option, help=RULE_HELP[option])
            else:
                group.add_argument(flag, type=int, dest=option, help=RULE_HELP[option])

    def rules_from_args(self, args: argparse.Namespace) -> RuleSet:
        values = {}
        for option in RULE_OPTIONS:
            value = getattr(args, option, None)
            if value is not None:
                values[option] = RULE_CHOICES[option].index(value) if option in RULE_CHOICES else value
        return RuleSet(**values)

    def plain_level(self, level: str) -> str:
        return levels.plain_level(level)

    def analyze(self, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
        analyzer = analyzer_for(self.rules_from_args(args))
        lines: Sequence[str] = args.hands if args.hands else sys.stdin.read().splitlines()
        status = 0
        for line in lines:
            if not line.strip():
                continue
            try:
                cards = parse_hand(line)
            except CardError as exc:
                status = 1
                if args.json:
                    out.write(json.dumps({"hand": line.strip(), "error": str(exc)}) + "\n")
                err.write(f"error: {exc} in hand {line.strip()!r}\n")
                continue
            result = analyzer.analyze(cards)
            if args.json:
                out.write(json.dumps({"hand": line.strip(), **result.to_json()}) + "\n")
                continue
            sets = "  ".join(f"{SET_NAMES[s.kind]}[{' '.join(s.codes())}]" for s in result.sets)
            trash = " ".join(kind_code(k) for k in result.trash_kinds) or "-"
            wins = " ".join(kind_code(k) for k in result.wins_on) or "-"
            out.write(f"hand:    {line.strip()}\ntrash:   {result.trash} ({trash})\nsets:    {sets}\n")
            out.write(f"points:  {result.points}\nwins on: {wins}\n\n")
        return status

    def play(self, args: argparse.Namespace, seed: int | str, read: Callable[[], str], out: TextIO) -> int:
        seats = 4 if args.seats is None else args.seats
        if seats not in SEAT_COUNTS:
            raise ValueError(f"tusac is played by {', '.join(map(str, SEAT_COUNTS))} seats, not {seats}")
        rng = DetRng(seed)
        rules = self.rules_from_args(args)
        agents = [TextSeat(read, out)] + [make_bot(args.bots) for _ in range(seats - 1)]
        starter = dice_starter(rules, rng, seats)
        play_session(rules, starter, agents, lambda: shuffled_deck(rng), args.hands, read, out)
        return 0

    def file_story(self) -> FileNarrator:
        return TusacNarrator()

    def dice_text(self, rounds: tuple[tuple[int, ...], ...]) -> str:
        return dice_text(rounds)

    def seat_menu(self, view: HandState, seat: int, legal: Sequence[Action]) -> TusacSeatMenu:
        return TusacSeatMenu(view, seat, legal)


PLUGIN = TusacTerminal()
