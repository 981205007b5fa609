"""Issue 22 point 4 in the terminal: from the moment a player is shown as gone, typing "bot" goes on with a
bot in their seat now (``PeerOptions.stop_waiting``); the host's ``--no-answer`` is a signed table rule."""

from __future__ import annotations

import argparse
import io

from tusac_lan.peer.events import PeerAway, PeerBack
from tusac_lan.table.config import COACH, WAIT_FOR_ANSWERS
from tusac_lan.terminal.cli import _table_rules, build_parser
from tusac_lan.terminal.peer_front import TerminalFront


def front_with(lines: list[str]) -> tuple[TerminalFront, io.StringIO]:
    typed = list(lines)
    out = io.StringIO()

    def read(wait: float = 0.0) -> str | None:
        return typed.pop(0) if typed else None

    return TerminalFront(out, io.StringIO(), read), out


def test_bot_typed_while_a_player_is_gone_stops_the_wait_once() -> None:
    front, out = front_with(["bot"])
    assert not front.stop_waiting()
    front.listener(PeerAway("waiting for Lan to come back (280 s left)", "Lan", (1,), 280.0))
    assert "type 'bot' to go on with a bot in their seat now" in out.getvalue()
    assert front.stop_waiting()
    assert not front.stop_waiting()
    assert "going on with a bot for Lan now" in out.getvalue() and not front.cancelled()


def test_bot_means_nothing_when_nobody_is_gone_and_a_back_player_is_not_gone() -> None:
    front, out = front_with(["bot", "bot"])
    front.listener(PeerAway("waiting for Lan to come back (280 s left)", "Lan", (1,), 280.0))
    front.listener(PeerBack("Lan is back", "Lan", (1,)))
    assert not front.stop_waiting()
    assert "going on with a bot" not in out.getvalue()


def test_the_host_chooses_what_no_answer_does_as_a_table_rule() -> None:
    parser = build_parser()
    waits = parser.parse_args(["peer", "--host", "127.0.0.1:0", "--no-answer", "wait", "--coach"])
    assert _table_rules(waits) == (COACH, WAIT_FOR_ANSWERS)
    default = parser.parse_args(["peer", "--host", "127.0.0.1:0"])
    assert isinstance(default, argparse.Namespace) and _table_rules(default) == ()
