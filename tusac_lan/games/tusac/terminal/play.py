"""A session at the terminal: South typed by the player, the other seats played by bots, every move told."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TextIO

from ..bots.base import SeatAgent
from ..engine.actions import Action
from ..engine.rules import RuleSet
from ..engine.session import SessionState
from ..engine.state import SEAT_NAMES, HandState, Phase
from ..engine.transitions import Event
from ..headless import play_hand
from ..narration import narrate
from ..text_hand_end import describe_hand_end

HUMAN_SEAT = 0


def play_session(
    rules: RuleSet,
    starter: int,
    agents: Sequence[SeatAgent],
    next_deck: Callable[[], tuple[int, ...]],
    hands: int,
    read: Callable[[], str],
    out: TextIO,
) -> SessionState:
    """Play up to ``hands`` hands; ``read`` raising EOFError (end of input, or "quit") ends the session cleanly."""
    session = SessionState.start(rules, starter, len(agents))
    out.write(
        f"You are {SEAT_NAMES[HUMAN_SEAT]}. Type a move as it is listed, or its number; 'help' lists them again.\n"
    )
    try:
        for hand_no in range(1, hands + 1):
            if hand_no > 1 and not _wants_more(read, out):
                break
            shown_by = -1

            def observe(before: HandState, action: Action, after: HandState, events: list[Event]) -> None:
                nonlocal shown_by
                for line in narrate(before, action, after, events):
                    out.write(line + "\n")
                if after.phase == Phase.ENDED:
                    shown_by = before.current

            state, _ = play_hand(rules, session.starter, next_deck(), agents, observe)
            assert state.result is not None
            session = session.after(state.result, state.current)
            out.write(describe_hand_end(state, hand_no, session.scores, session.hands_played, shown_by) + "\n")
            out.flush()
    except (EOFError, KeyboardInterrupt):
        out.write("\nbye\n")
        if session.hands_played:
            out.write(_scores_line(session) + "\n")
    return session


def _scores_line(session: SessionState) -> str:
    scores = "  ".join(f"{SEAT_NAMES[s]} {score:+d}" for s, score in enumerate(session.scores))
    return f"session scores after {session.hands_played} hand(s): {scores}"


def _wants_more(read: Callable[[], str], out: TextIO) -> bool:
    out.write("\nEnter for the next hand, or 'quit': ")
    out.flush()
    return read().strip().lower() not in ("q", "quit", "exit")
