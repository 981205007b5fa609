"""Plain-text rendering of a hand as one seat sees it, and of actions (the terminal's).

Cards and claims are put into words by :mod:`.narration`'s ``codes`` and ``claim_words``, so the prompt,
the narration and the end of a hand say them the same way.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..four_colour.cards import card_code
from .engine.actions import Action, ActionType, ClaimKind
from .engine.analysis import analyzer_for, group_cards
from .engine.sets import SET_NAMES, SetKind
from .engine.state import SEAT_NAMES, HandState, Phase
from .narration import claim_words, codes, sorted_codes


def set_text(kind: SetKind, cards: Iterable[int], mark: int = -1) -> str:
    """``pong[RX RX RX]`` with the cards in order; the card ``mark`` (an id) carries a ``*``."""
    return f"{SET_NAMES[kind]}[{marked_codes(cards, mark)}]"


def marked_codes(cards: Iterable[int], mark: int) -> str:
    """Cards in order, the card ``mark`` (an id) followed by a ``*``."""
    ordered = sorted(cards, key=lambda c: (c < 0, c))
    return " ".join(card_code(c) + ("*" if c == mark else "") if c >= 0 else "??" for c in ordered)


def hand_groups(cards: list[int], view: HandState) -> str:
    """A fully known hand sorted into its sets, then its trash."""
    sets, trash = group_cards(cards, analyzer_for(view.rules).analyze(cards))
    groups = "  ".join(f"[{codes(cs)}]" for _, cs in sets) or "-"
    return f"{groups}  trash: {codes(trash) or '-'}"


def render_view(view: HandState, seat: int) -> str:
    lines = [f"deck {view.deck_left}   starter {SEAT_NAMES[view.starter]}"]
    for other in range(view.seats):
        melds = "  ".join(set_text(m.set_kind, [view.cards[s] for s in m.slots]) for m in view.melds[other])
        mark = "*" if other == view.current and view.phase != Phase.ENDED else " "
        lines.append(f"{mark}{SEAT_NAMES[other]:<6} {len(view.hands[other]):>2} cards  {melds}")
    lines.append("discards: " + (codes([view.cards[s] for _, s in view.discards]) or "-"))
    if view.shown >= 0:
        how = "drew" if view.shown_drawn else "discarded"
        lines.append(f"shown: {card_code(view.cards[view.shown])} ({SEAT_NAMES[view.current]} {how})")
    hand = [view.cards[s] for s in view.hands[seat]]
    if all(c >= 0 for c in hand):
        lines.append(f"your hand: {hand_groups(hand, view)}")
    return "\n".join(lines)


def claim_hint(action: Action, shown: int) -> str:
    """What a claim does with the shown card, in a few words for a new player."""
    card = card_code(shown) if shown >= 0 else "the card"
    kind = ClaimKind(action.claim)
    if kind == ClaimKind.WIN:
        return f"take {card}: your hand is complete"
    if kind == ClaimKind.EXTEND:
        return f"lay {card} on your exposed pong (a kong)"
    if kind == ClaimKind.LONE:
        return f"take the general {card} on its own"
    whole = sorted_codes((*action.cards, shown))
    names = {ClaimKind.KONG: "kong", ClaimKind.PONG: "pong", ClaimKind.PAIR: "pair", ClaimKind.QUAD: "soldier quad"}
    return f"take {card} for a {names.get(kind, 'chow')} {whole}"


def describe_action(action: Action) -> str:
    """An action as a move the player may type: ``discard GY``, ``pass``, ``pong GZ GZ``, ``win``."""
    if action.type == ActionType.DISCARD:
        return f"discard {codes(action.cards)}"
    if action.type == ActionType.DRAW:
        return "draw"
    if action.type == ActionType.PASS:
        return "pass"
    if action.type == ActionType.CLAIM:
        return claim_words(action)
    return action.describe()
