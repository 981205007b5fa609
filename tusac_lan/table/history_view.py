"""A history file told as a story: who held what, who took what, the result and the verdict."""

from __future__ import annotations

from ..engine.cards import card_code
from ..engine.sets import SetKind
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
        lines.append(final_meld(state.cards, result.win_sets, result.win_slot))
    elif result is not None:
        lines.append("result: no winner, the deck ran down")
    else:
        lines.append("result: the hand was stopped")
    if result is not None:
        lines.append("payments: " + "  ".join(f"{SEAT_NAMES[i]} {p:+d}" for i, p in enumerate(result.payments)))
    verdict = history.verdict
    who = f" (seat {SEAT_NAMES[verdict.seat]})" if verdict.seat >= 0 else ""
    lines.append(f"audit: {'ok' if verdict.ok else 'FAILED'}: {verdict.reason}{who}")
    lines.append(signed_by(history))
    return "\n".join(lines)


def final_meld(cards: tuple[int, ...], win_sets: tuple[tuple[SetKind, tuple[int, ...], bool], ...], slot: int) -> str:
    """The set the winner made with the shown card (the first of its sets), and that card."""
    if not win_sets or slot < 0 or cards[slot] < 0:
        return "final meld: not shown"
    kind, slots, _ = win_sets[0]
    codes = " ".join(card_code(cards[s]) if cards[s] >= 0 else "??" for s in slots)
    return f"final meld: {kind.name.lower().replace('_', ' ')} {codes} with the winning card {card_code(cards[slot])}"


def signed_by(history: History) -> str:
    """Which peers signed the record of this file (each named by the seats it runs)."""
    config = history.config
    if not history.signers:
        return "signed by: nobody checked yet"
    peers = []
    for first in history.signers:
        seats = [SEAT_NAMES[s] for s in range(SEATS) if config.peers[s] == first]
        peers.append(f"{config.names[first]} ({'+'.join(seats)})")
    return f"signed by {len(peers)} of {len(set(config.peers))} peers: " + ", ".join(peers)
