"""Ma Diao in English words: card names in Chinese with their reading, each step told."""

from __future__ import annotations

from collections.abc import Sequence

from ..api import EVERYONE, Card, Hint, Moved, Seat, Step
from .bots import hint
from .cards import CARDS
from .state import SEATS, Kind, MadiaoState, Move, Phase, trick_winner

SEAT_NAMES = ("South", "East", "North", "West")
"""Counter-clockwise, as play goes."""


def card_words(card: Card) -> str:
    if not 0 <= card < len(CARDS):
        return "a hidden card"
    info = CARDS[card]
    return f"{info.name} ({info.reading}, {info.english})"


class MadiaoNarrator:
    def card_code(self, card: Card) -> str:
        return CARDS[card].code if 0 <= card < len(CARDS) else "?"

    def seat_name(self, seat: Seat, seats: int) -> str:
        return SEAT_NAMES[seat] if 0 <= seat < SEATS else f"seat {seat}"

    def tell(self, before: MadiaoState, step: Step[Move], after: MadiaoState) -> list[str]:
        if not isinstance(step, Moved):
            if step.reveal.to != EVERYONE:
                return []  # a hand opened to its owner is not told
            return [f"仮達 (jiǎ dá) turned: {card_words(step.cards[0])}"]
        name = self.seat_name(step.seat, SEATS)
        move = step.move
        lines: list[str] = []
        if move.kind == Kind.PASS:
            lines.append(f"{name} plays the hand")
        elif move.kind in (Kind.YISHANG, Kind.MIANMEN):
            word = "異賞 (yì shǎng)" if move.kind == Kind.YISHANG else "免門 (miǎn mén)"
            lines.append(f"{name} declares {word}: " + ", ".join(card_words(c) for c in move.cards))
        elif move.kind == Kind.UP:
            verb = "leads" if not before.trick else "plays"
            lines.append(f"{name} {verb} {card_words(move.cards[0])} face up")
        else:
            lines.append(f"{name} plays a card face down")
        if len(after.tricks) > len(before.tricks):
            winner = trick_winner(after.tricks[-1])
            lines.append(f"{self.seat_name(winner, SEATS)} wins trick {len(after.tricks)}")
        if before.phase == Phase.DECLARE and after.phase == Phase.PLAY:
            lines.append(f"nobody declares: {self.seat_name(after.leader, SEATS)} leads")
        return lines


class MadiaoCoach:
    def hint(self, view: MadiaoState, seat: Seat, legal: Sequence[Move]) -> Hint[Move]:
        return hint(view, seat, legal)
