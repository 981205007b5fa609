"""Plain-text rendering of a hand as one seat sees it, and of actions."""

from __future__ import annotations

from .engine.actions import Action, ActionType, ClaimKind
from .engine.analysis import analyzer_for, group_cards
from .engine.cards import card_code
from .engine.sets import SET_NAMES
from .engine.state import SEAT_NAMES, SEATS, HandState, Phase


def codes(cards: list[int] | tuple[int, ...]) -> str:
    return " ".join(card_code(c) if c >= 0 else "??" for c in cards)


def render_view(view: HandState, seat: int) -> str:
    lines = [f"deck {view.deck_left}   starter {SEAT_NAMES[view.starter]}"]
    for other in range(SEATS):
        melds = "  ".join(
            f"{SET_NAMES[m.set_kind]}[{codes([view.cards[s] for s in m.slots])}]" for m in view.melds[other]
        )
        mark = "*" if other == view.current and view.phase != Phase.ENDED else " "
        lines.append(f"{mark}{SEAT_NAMES[other]:<6} {len(view.hands[other]):>2} cards  {melds}")
    lines.append("discards: " + codes([view.cards[s] for _, s in view.discards]))
    if view.shown >= 0:
        how = "drew" if view.shown_drawn else "discarded"
        lines.append(f"shown: {card_code(view.cards[view.shown])} ({SEAT_NAMES[view.current]} {how})")
    hand = [view.cards[s] for s in view.hands[seat]]
    if all(c >= 0 for c in hand):
        sets, trash = group_cards(hand, analyzer_for(view.rules).analyze(hand))
        groups = "  ".join(f"[{codes(cs)}]" for _, cs in sets)
        lines.append(f"your hand: {groups}  trash: {codes(trash) or '-'}")
    return "\n".join(lines)


def describe_action(action: Action) -> str:
    if action.type == ActionType.DISCARD:
        return f"discard {codes(action.cards)}"
    if action.type == ActionType.DRAW:
        return "draw"
    if action.type == ActionType.PASS:
        return "pass"
    if action.type == ActionType.CLAIM:
        kind = ClaimKind(action.claim).name.lower()
        return f"{kind} {codes(action.cards)}".strip() if action.claim != ClaimKind.WIN else "win!"
    return action.describe()
