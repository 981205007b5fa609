"""The end of a hand told in full: every hand revealed, the winner's sets and points, each payment and why."""

from __future__ import annotations

from ..four_colour.cards import card_code
from .engine.state import SEAT_NAMES, HandResult, HandState
from .hand_end import KONG_POINTS, PaymentPart, payment_parts, winner_set_rows
from .text_view import hand_groups, marked_codes, set_text

__all__ = ["KONG_POINTS", "PaymentPart", "describe_hand_end", "payment_parts", "payment_reasons", "winner_set_rows"]


def payment_reasons(state: HandState) -> list[list[tuple[int, str]]]:
    """Per seat, its payments as (amount, reason); each seat's amounts add up to its payment in the result."""
    return [[(part.amount, _reason_text(part, state.seats)) for part in parts] for parts in payment_parts(state)]


def _reason_text(part: PaymentPart, seats: int) -> str:
    plural = "s" if part.kongs > 1 else ""
    other = SEAT_NAMES[part.other] if part.other >= 0 else ""
    texts = {
        "pays_win": f"pays {other} {part.each} for the win",
        "wins_each": f"wins {part.each} from each of the {seats - 1} others",
        "kong_earns": f"earns {part.each} from each other seat for {part.kongs} exposed kong{plural}",
        "pays_kong": f"pays {other} {part.each} for its exposed kong{plural}",
        "dealt_four_earns": f"earns {part.each} from each other seat for {part.kongs} four{plural} held from the deal",
        "pays_dealt_four": f"pays {other} {part.each} for its four{plural} held from the deal",
        "pays_win_double": f"pays {other} {part.each} for the win, doubled: its card made a four",
        "wins_from_discarder": f"wins {part.each} in all from {other}, whose discard it won on",
        "pays_win_for_table": f"pays {other} {part.each} for the win, every loser's share: the winning card was its "
        "discard",
        "pays_win_less_kongs": f"pays {other} {part.each} for the win ({part.points} points less "
        f"{part.kong_points} for its exposed kong{plural})",
        "paid_by_winner": f"is paid {part.each} by {other}: its exposed kong{plural} ({part.kong_points}) "
        f"outweigh the win ({part.points})",
        "wins_total": f"wins {part.each} in all from the {seats - 1} others",
    }
    return texts.get(part.why, "other settlement")


def _headline(state: HandState, result: HandResult, hand_no: int, shown_by: int) -> str:
    if result.winner < 0:
        return f"=== hand {hand_no} over: no winner, the deck ran down to {state.deck_left} cards ==="
    card = card_code(state.cards[result.win_slot])
    if shown_by < 0:
        source = ""
    elif state.shown_drawn:
        source = " (own draw)" if shown_by == result.winner else f" (drawn by {SEAT_NAMES[shown_by]})"
    else:
        source = f" (discarded by {SEAT_NAMES[shown_by]})"
    winner = SEAT_NAMES[result.winner]
    return f"=== hand {hand_no} over: {winner} wins on {card}{source} with {result.points} points ==="


HOW_WORDS = {"winning": "made with the winning card", "exposed": "exposed earlier", "held": "held from the deal"}


def _winner_sets(state: HandState, result: HandResult) -> list[str]:
    win_card = state.cards[result.win_slot]
    rows = [
        (set_text(kind, cards, win_card if how == "winning" else -1), points, HOW_WORDS[how])
        for kind, cards, points, how in winner_set_rows(state, result)
    ]
    width = max(len(text) for text, _, _ in rows)
    lines = [f"{SEAT_NAMES[result.winner]}'s sets (* the winning card):"]
    lines += [f"  {text:<{width}} {points:>2}  {how}" for text, points, how in rows]
    lines.append(f"  {'total':<{width}} {result.points:>2}")
    return lines


def _winner_held(state: HandState, result: HandResult) -> str:
    """The winner's hand cards with the winning card, in the sets the win counted."""
    melded = {slot for meld in state.melds[result.winner] for slot in meld.slots}
    win_card = state.cards[result.win_slot]
    groups = [
        f"[{marked_codes([state.cards[s] for s in slots], win_card)}]"
        for _, slots, _ in result.win_sets
        if not melded & set(slots)
    ]
    return "  ".join(groups) + f"  (won on {card_code(win_card)}*)"


def _revealed_hands(state: HandState, result: HandResult) -> list[str]:
    lines = ["every hand:"]
    for seat in range(state.seats):
        held = [state.cards[s] for s in state.hands[seat]]
        exposed = "  ".join(set_text(m.set_kind, [state.cards[s] for s in m.slots]) for m in state.melds[seat])
        shown = _winner_held(state, result) if seat == result.winner else hand_groups(held, state)
        lines.append(f"  {SEAT_NAMES[seat]:<6} held:    {shown}")
        lines.append(f"  {'':<6} exposed: {exposed or '-'}")
    return lines


def describe_hand_end(
    state: HandState, hand_no: int, scores: tuple[int, ...], hands_played: int, shown_by: int = -1
) -> str:
    """The summary printed when a hand ends; ``scores`` are the session's after this hand, ``shown_by``
    the seat that discarded or drew the winning card (the final state no longer says)."""
    result = state.result
    assert result is not None
    lines = ["", _headline(state, result, hand_no, shown_by)]
    if result.winner >= 0:
        lines += _winner_sets(state, result)
    lines += _revealed_hands(state, result)
    lines.append(f"payments (stake {state.rules.stake}):")
    for seat, parts in enumerate(payment_reasons(state)):
        reasons = "; ".join(reason for _, reason in parts) or "nothing to pay"
        lines.append(f"  {SEAT_NAMES[seat]:<6} {result.payments[seat]:>+5d}  {reasons}")
    plural = "s" if hands_played != 1 else ""
    lines.append(
        f"session scores after {hands_played} hand{plural}: "
        + "  ".join(f"{SEAT_NAMES[s]} {score:+d}" for s, score in enumerate(scores))
    )
    return "\n".join(lines)
