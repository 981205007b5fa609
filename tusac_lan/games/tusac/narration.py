"""Every seat's move told in plain words as it happens, from the engine's events: the words Tứ Sắc's
narrator gives the table's log and the terminal's play prints. Cards are told as codes and a claim by
:func:`claim_words`, so the prompt, the narration and the end of a hand say a claim the same way (and a
change in what a claim carries is adapted in one place).

Passes are not told (a card nobody takes is). Claims are told when the engine resolves them, once
every eligible seat has answered: the claim that takes the card, and every claim that lost, with
the claim it lost to.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..four_colour.cards import card_code
from .engine.actions import CLAIM_PRIORITY, Action, ActionType, ClaimKind
from .engine.state import SEAT_NAMES, HandState
from .engine.transitions import Event


def codes(cards: Iterable[int]) -> str:
    return " ".join(card_code(c) if c >= 0 else "??" for c in cards)


def sorted_codes(cards: Iterable[int]) -> str:
    """Cards in colour-then-rank order (unknown cards last)."""
    return codes(sorted(cards, key=lambda c: (c < 0, c)))


def claim_words(action: Action) -> str:
    """A claim as the player types it and as the table hears it: ``pong GZ GZ``, ``chow GX GY``, ``win``.

    The cards are the ones the claim takes from the hand (the shown card is not among them).
    """
    try:
        kind = ClaimKind(action.claim)
    except ValueError:
        return f"claim {action.claim}"
    if kind in (ClaimKind.WIN, ClaimKind.EXTEND, ClaimKind.LONE):
        return kind.name.lower()
    return f"{kind.name.lower()} {sorted_codes(action.cards)}"


def _source(before: HandState, taker: int) -> str:
    """Where the shown card came from, as seen by the seat that takes it."""
    if not before.shown_drawn:
        return f"(from {SEAT_NAMES[before.current]})"
    if taker == before.current:
        return "(own draw)"
    return f"(drawn by {SEAT_NAMES[before.current]})"


def _meld_sentence(before: HandState, event: Event) -> str:
    who = SEAT_NAMES[event.seat]
    shown = card_code(before.cards[before.shown])
    source = _source(before, event.seat)
    with_cards = sorted_codes(event.cards[:-1])
    kind = event.detail
    if kind == "extend":
        return f"{who} lays {shown} on its exposed pong, making a kong {source}"
    if kind == "lone":
        return f"{who} takes the general {shown} on its own {source}"
    if kind == "kong":
        return f"{who} kongs {shown} {source}"
    if kind == "pong":
        return f"{who} pongs {shown} {source}"
    if kind == "pair":
        return f"{who} pairs {shown} {source}"
    if kind == "quad":
        return f"{who} takes {shown} for a soldier quad with {with_cards} {source}"
    return f"{who} chows {shown} with {with_cards} {source}"


def _claims(before: HandState, last: Action) -> list[Action]:
    """Every claim made on the shown card, the one that resolved the round included."""
    responses = list(before.responses)
    responses[last.seat] = last
    return [r for r in responses if r is not None and r.type == ActionType.CLAIM]


def _lost_claims(before: HandState, last: Action, taker: int) -> list[str]:
    claims = _claims(before, last)
    winning = next((c for c in claims if c.seat == taker), None)
    if winning is None:
        return []
    lines = []
    for claim in sorted(claims, key=lambda c: _turn_distance(before, c.seat)):
        if claim.seat == taker:
            continue
        line = f"{SEAT_NAMES[claim.seat]}'s {claim_words(claim)} lost to {SEAT_NAMES[taker]}'s {claim_words(winning)}"
        if CLAIM_PRIORITY[ClaimKind(claim.claim)] == CLAIM_PRIORITY[ClaimKind(winning.claim)]:
            line += f" ({SEAT_NAMES[taker]} comes first in turn order)"
        lines.append(line)
    return lines


def _turn_distance(before: HandState, seat: int) -> int:
    return (seat - before.current) % before.seats


def narrate(before: HandState, action: Action, after: HandState, events: list[Event]) -> list[str]:
    """The lines that tell what ``action`` did (possibly none)."""
    lines: list[str] = []
    for event in events:
        who = SEAT_NAMES[event.seat] if 0 <= event.seat < after.seats else ""
        if event.type == "deal":
            dealt = len(after.hands[event.seat])
            lines.append(f"--- a new hand: {who} starts with {dealt} cards; the deck holds {after.deck_left}")
        elif event.type == "show":
            lines.append(f"{who} shows a four dealt in hand: {sorted_codes(event.cards)}")
        elif event.type == "discard":
            lines.append(f"{who} discards {sorted_codes(event.cards)}")
        elif event.type == "draw":
            lines.append(f"{who} draws {sorted_codes(event.cards)}")
        elif event.type == "meld":
            lines.extend(_lost_claims(before, action, event.seat))
            lines.append(_meld_sentence(before, event))
        elif event.type == "win":
            lines.extend(_lost_claims(before, action, event.seat))
            shown = card_code(before.cards[before.shown])
            lines.append(f"{who} wins on {shown} {_source(before, event.seat)}")
        elif event.type == "untaken":
            lines.append(f"nobody takes {sorted_codes(event.cards)}")
        elif event.type == "no_winner":
            lines.append(f"the deck is down to {after.deck_left} cards: the hand ends without a winner")
    return lines
