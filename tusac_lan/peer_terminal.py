"""The terminal front end of ``tusac peer``: prints the lobby and table events, and reads a human
seat's moves typed as listed (as ``tusac play`` reads them: ``text_seat.menu``/``match_entry``)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, TextIO

from .engine.actions import Action, ActionType
from .engine.state import SEAT_NAMES, HandResult, HandState
from .table.hand_run import Verdict
from .table.node import NodeEvent
from .text_seat import HELP_WORDS, QUIT_WORDS, Option, match_entry, menu
from .text_view import render_view


def stdin_lines() -> Callable[[], str | None]:
    """Non-blocking: a line typed on standard input, or None; "" at the end of input."""
    import select

    def read() -> str | None:
        ready, _, _ = select.select([sys.stdin], [], [], 0)
        return sys.stdin.readline() if ready else None

    return read


class TerminalFront:
    """``listener`` for PeerOptions.listener, ``moves`` for PeerOptions.moves, ``cancelled`` after "quit"."""

    def __init__(self, out: TextIO, err: TextIO, read_line: Callable[[], str | None] | None = None) -> None:
        self.out = out
        self.err = err
        self.read_line = read_line
        self.prompt: tuple[int, list[Option]] | None = None
        self.forced: tuple[int, Action] | None = None
        """A draw or pass that is the only move: played without asking, as ``tusac play`` does."""
        self.quit = False

    # --- moves --------------------------------------------------------------------------------

    def cancelled(self) -> bool:
        return self.quit

    def moves(self) -> tuple[int, Action] | None:
        if self.forced is not None:
            forced, self.forced = self.forced, None
            return forced
        if self.read_line is None or self.prompt is None:
            return None
        line = self.read_line()
        if line is None:
            return None
        if line == "" or line.strip().lower() in QUIT_WORDS:
            self.quit = True
            return None
        seat, options = self.prompt
        if line.strip().lower() in HELP_WORDS:
            self._show(options)
            return None
        choice = match_entry(line, options)
        if isinstance(choice, str):
            self.out.write(choice + "\nyour choice: ")
            self.out.flush()
            return None
        self.prompt = None
        return seat, choice.action

    def _show(self, options: list[Option]) -> None:
        width = max(len(o.label) for o in options)
        for index, option in enumerate(options, 1):
            hint = f"   {option.hint}" if option.hint else ""
            self.out.write(f"  {index:>2}) {option.label:<{width}}{hint}".rstrip() + "\n")
        self.out.write("your choice: ")

    # --- events -------------------------------------------------------------------------------

    def listener(self, event: NodeEvent) -> None:
        data, out = event.data, self.out
        if event.kind == "warning":
            self.err.write(f"warning: {data['text']}\n")
            self.err.flush()
        elif event.kind == "hosting":
            out.write(f"hosting on {data['address']} as {data['name']} ({data['key']})\n")
            if data["code"] is not None:
                out.write(
                    f"table code: {data['code']} (players join with: tusac peer --join {data['address']}"
                    f" --code {data['code']})\n"
                )
        elif event.kind == "notice":
            out.write(f"{data['text']}\n")
        elif event.kind == "refused":
            out.write(f"refused a join: {data['reason']}\n")
        elif event.kind == "joined":
            out.write(f"{data['name']} joined as {SEAT_NAMES[data['seat']]} (key {data['fingerprint']})\n")
        elif event.kind == "left":
            out.write(f"{data['name']} left seat {SEAT_NAMES[data['seat']]}: {data['reason']}\n")
        elif event.kind == "welcome":
            waiting = f"; waiting for {data['free']} more player(s)" if data["free"] else ""
            out.write(f"welcomed to seat {SEAT_NAMES[data['seat']]} by the host key {data['key']}{waiting}\n")
        elif event.kind == "found":
            out.write(f"found {data['table']}\n")
        elif event.kind == "seated":
            host = data["names"][data["host_seat"]]
            out.write(f"seated as {SEAT_NAMES[data['seat']]} at {host}'s table\n")
            self._seats(data)
        elif event.kind == "table":
            self._seats(data)
        elif event.kind == "decision":
            self._decision(data["seat"], data["view"], data["legal"])
        elif event.kind == "hand_ended":
            self._hand_ended(data)
        elif event.kind in ("desync", "stopped", "session_over"):
            out.write(f"{event.kind}: {data.get('reason', data)}\n")
        elif event.kind == "cut_off":
            out.write(f"cut off {SEAT_NAMES[data['seat']]}: {data['reason']}\n")
        out.flush()

    def _seats(self, data: dict[str, Any]) -> None:
        names, bots, keys = data["names"], data["bots"], data["fingerprints"]
        for seat, (name, bot, key) in enumerate(zip(names, bots, keys, strict=True)):
            who = "you" if seat == data["seat"] else (f"{bot} bot" if bot else "player")
            self.out.write(f"  {SEAT_NAMES[seat]}: {name} ({who}, key {key})\n")
        for i, j in data["lookalikes"]:
            self.out.write(
                f"  beware: {SEAT_NAMES[i]} ({names[i]}) and {SEAT_NAMES[j]} ({names[j]}) have names that look"
                " alike; tell them apart by their keys\n"
            )

    def _decision(self, seat: int, view: HandState, legal: list[Action]) -> None:
        if len(legal) == 1 and legal[0].type in (ActionType.DRAW, ActionType.PASS):
            self.forced = (seat, legal[0])
            return
        options = menu(view, legal)
        self.out.write("\n" + render_view(view, seat) + "\n")
        self.prompt = (seat, options)
        self._show(options)

    def _hand_ended(self, data: dict[str, Any]) -> None:
        result: HandResult | None = data["result"]
        verdict: Verdict = data["verdict"]
        if result is not None and result.winner >= 0:
            text = f"{SEAT_NAMES[result.winner]} wins {result.points} points"
        elif result is not None:
            text = "no winner"
        else:
            text = "stopped"
        audit = "ok" if verdict.ok else "FAILED: " + verdict.reason
        self.out.write(f"hand {data['hand']}: {text}; audit {audit}\n")
        scores: list[int] = data["scores"]
        self.out.write("scores: " + " ".join(f"{SEAT_NAMES[i]} {s:+d}" for i, s in enumerate(scores)) + "\n")
