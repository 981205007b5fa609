"""The end of a hand told in full: every hand revealed, the winner's sets and points, each payment and why."""

from __future__ import annotations

from .engine.cards import card_code, kind_of
from .engine.rules import KONG_OFFSETS_PAYMENT
from .engine.sets import SetKind, set_points
from .engine.state import SEAT_NAMES, SEATS, HandResult, HandState
from .text_view import hand_groups, marked_codes, set_text

KONG_POINTS = 6
"""What an exposed kong of a loser counts in the payments, times the stake (docs/RULES.md)."""


def _kong_count(state: HandState, seat: int) -> int:
    return sum(1 for m in state.melds[seat] if m.set_kind == SetKind.KONG)


def payment_reasons(state: HandState) -> list[list[tuple[int, str]]]:
    """Per seat, its payments as (amount, reason); each seat's amounts add up to its payment in the result."""
    result = state.result
    assert result is not None
    if state.rules.kong_payment == KONG_OFFSETS_PAYMENT:
        parts = _kongs_offset_the_win(state, result)
    else:
        parts = _kongs_paid_by_others(state, result)
    for seat in range(SEATS):
        rest = result.payments[seat] - sum(amount for amount, _ in parts[seat])
        if rest:
            parts[seat].append((rest, "other settlement"))
    return parts


def _kongs_paid_by_others(state: HandState, result: HandResult) -> list[list[tuple[int, str]]]:
    """Seed 000: losers pay the win; each loser's exposed kong is paid by every other seat."""
    stake = state.rules.stake
    parts: list[list[tuple[int, str]]] = [[] for _ in range(SEATS)]
    winner = result.winner
    if winner >= 0:
        each = result.points * stake
        for seat in range(SEATS):
            if seat != winner:
                parts[seat].append((-each, f"pays {SEAT_NAMES[winner]} {each} for the win"))
        parts[winner].append((each * (SEATS - 1), f"wins {each} from each of the {SEATS - 1} others"))
    for seat in range(SEATS):
        kongs = _kong_count(state, seat)
        if seat == winner or not kongs:
            continue
        earning = KONG_POINTS * kongs * stake
        plural = "s" if kongs > 1 else ""
        parts[seat].append(
            (earning * (SEATS - 1), f"earns {earning} from each other seat for {kongs} exposed kong{plural}")
        )
        for other in range(SEATS):
            if other != seat:
                parts[other].append((-earning, f"pays {SEAT_NAMES[seat]} {earning} for its exposed kong{plural}"))
    return parts


def _kongs_offset_the_win(state: HandState, result: HandResult) -> list[list[tuple[int, str]]]:
    """Seed 001: each loser pays the win less its own exposed kong points (and is paid what they exceed)."""
    stake = state.rules.stake
    parts: list[list[tuple[int, str]]] = [[] for _ in range(SEATS)]
    winner = result.winner
    if winner < 0:
        return parts
    name = SEAT_NAMES[winner]
    total = 0
    for seat in range(SEATS):
        if seat == winner:
            continue
        kongs = _kong_count(state, seat)
        kong_points = KONG_POINTS * kongs
        owed = (result.points - kong_points) * stake
        total += owed
        kong_words = f"its exposed kong{'s' if kongs > 1 else ''}"
        if not kongs:
            reason = f"pays {name} {owed} for the win"
        elif owed >= 0:
            reason = f"pays {name} {owed} for the win ({result.points} points less {kong_points} for {kong_words})"
        else:
            reason = f"is paid {-owed} by {name}: {kong_words} ({kong_points}) outweigh the win ({result.points})"
        parts[seat].append((-owed, reason))
    parts[winner].append((total, f"wins {total} in all from the {SEATS - 1} others"))
    return parts


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


def _winner_sets(state: HandState, result: HandResult) -> list[str]:
    win_card = state.cards[result.win_slot]
    melded = {slot for meld in state.melds[result.winner] for slot in meld.slots}
    rows = []
    for kind, slots, exposed in result.win_sets:
        cards = [state.cards[s] for s in slots]
        points = set_points(kind, tuple(kind_of(c) for c in cards), state.rules, exposed)
        if result.win_slot in slots:
            how = "made with the winning card"
        elif melded & set(slots):
            how = "exposed earlier"
        else:
            how = "held from the deal"
        rows.append((set_text(kind, cards, win_card if result.win_slot in slots else -1), points, how))
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
    for seat in range(SEATS):
        held = [state.cards[s] for s in state.hands[seat]]
        exposed = "  ".join(set_text(m.set_kind, [state.cards[s] for s in m.slots]) for m in state.melds[seat])
        shown = _winner_held(state, result) if seat == result.winner else hand_groups(held, state)
        lines.append(f"  {SEAT_NAMES[seat]:<6} held:    {shown}")
        lines.append(f"  {'':<6} exposed: {exposed or '-'}")
    return lines


def describe_hand_end(
    state: HandState, hand_no: int, scores: tuple[int, int, int, int], hands_played: int, shown_by: int = -1
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
