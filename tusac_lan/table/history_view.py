"""A history file told as a story: who held what, who took what, the result and the verdict."""

from __future__ import annotations

from ..engine.cards import card_code
from ..engine.state import DEALT, SEAT_NAMES, SEATS, deal_seat
from .hand_run import HandRun
from .history import History


def describe_history(history: History, run: HandRun) -> str:
    config = history.config
    lines = [
        f"table {config.table_id.hex()}  hand {history.hand_no}",
        "rules: " + ", ".join(f"{k}={v}" for k, v in config.rules.to_dict().items()),
    ]
    for seat in range(SEATS):
        lines.append(f"  {SEAT_NAMES[seat]:<6} {config.describe_seat(seat)}")
    state = run.state
    assert state is not None
    lines.append(f"starter: {SEAT_NAMES[state.starter]}")
    deck = run.deck
    if deck is not None:
        lines.append("dealt:")
        for seat in range(SEATS):
            cards = sorted(deck[s] for s in range(DEALT) if deal_seat(s, state.starter) == seat)
            lines.append(f"  {SEAT_NAMES[seat]:<6} " + " ".join(card_code(c) for c in cards))
    lines.append("play:")
    for action in run.engine_actions()[1:]:
        lines.append(f"  {action.describe()}")
    result = state.result
    if result is not None and result.winner >= 0:
        lines.append(f"result: {SEAT_NAMES[result.winner]} wins with {result.points} points")
    elif result is not None:
        lines.append("result: no winner, the deck ran down")
    else:
        lines.append("result: the hand was stopped")
    if result is not None:
        lines.append("payments: " + "  ".join(f"{SEAT_NAMES[i]} {p:+d}" for i, p in enumerate(result.payments)))
    verdict = history.verdict
    who = f" (seat {SEAT_NAMES[verdict.seat]})" if verdict.seat >= 0 else ""
    lines.append(f"audit: {'ok' if verdict.ok else 'FAILED'}: {verdict.reason}{who}")
    return "\n".join(lines)
