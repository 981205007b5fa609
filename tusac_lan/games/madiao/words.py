"""Ma Diao in English words: card names in Chinese with their reading, each step told."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..api import EVERYONE, Card, Hint, Moved, Seat, Step
from .bots import hint
from .cards import CARDS
from .result import MadiaoResult
from .scoring import BONUS_STAKES
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

    def move_json(self, before: MadiaoState, step: Moved[Move], after: MadiaoState) -> dict[str, Any]:
        move = step.move
        fields: dict[str, Any] = {
            "kind": Kind(move.kind).name.lower(),
            "cards": [self.card_code(c) for c in move.cards],
        }
        if move.kind == Kind.DOWN and move.slots:
            card = after.cards[move.slots[0]]
            fields["down"] = self.card_code(card) if card >= 0 else None
        if len(after.tricks) > len(before.tricks):
            fields["trick_won_by"] = trick_winner(after.tricks[-1])
        return fields

    def result_json(self, account: MadiaoResult) -> dict[str, Any]:
        return {
            "end": "declared" if account.declared else "played",
            "dealer": account.dealer,
            "declared": [
                {"seat": d.seat, "kind": Kind(d.kind).name.lower(), "hands": list(d.hands)} for d in account.declared
            ],
            "seats": [
                {"tricks": s.tricks, "trick_score": s.trick_score, "bonuses": list(s.bonuses), "score": s.score}
                for s in account.seats
            ],
            "settlement": list(account.settlement),
            "jiada": self.card_code(account.jiada) if account.jiada >= 0 else None,
            "jiada_payer": account.jiada_payer if account.jiada_payer >= 0 else None,
            "next_dealer": account.next_dealer,
        }

    def result_lines(self, account: MadiaoResult) -> list[str]:
        return result_lines(account)


class MadiaoCoach:
    def hint(self, view: MadiaoState, seat: Seat, legal: Sequence[Move]) -> Hint[Move]:
        return hint(view, seat, legal)


READINGS = {
    "四尊": "sì zūn",
    "四尊と百万": "sì zūn + bǎi wàn",
    "四尊と四極": "sì zūn + sì jí",
    "八紅": "bā hóng",
    "百万入り八紅": "bā hóng with bǎi wàn",
    "渾成": "hún chéng",
    "百万入り十門渾成": "shí mén hún chéng with bǎi wàn",
    "全突大活": "quán tū dà huó",
    "四極": "sì jí",
    "無紅": "wú hóng",
    "無賞": "wú shǎng",
    "賞": "shǎng",
    "小突": "xiǎo tū",
    "死百": "sǐ bǎi",
    "死百突": "sǐ bǎi tū",
    "小活百": "xiǎo huó bǎi",
    "小活百突": "xiǎo huó bǎi tū",
    "大活百": "dà huó bǎi",
    "大活百突": "dà huó bǎi tū",
    "三開": "sān kāi",
    "四紅": "sì hóng",
    "八卓全收": "bā zhuō quán shōu",
}


def zhu(half: int) -> str:
    """An amount in half 注 as 注 (e.g. 3 -> "+1.5")."""
    whole, rest = divmod(abs(half), 2)
    return f"{'-' if half < 0 else '+'}{whole}{'.5' if rest else ''}"


def result_lines(account: MadiaoResult) -> list[str]:
    """The result in words: declarations or each seat's tricks and bonus hands, the settlement against
    the dealer, the 仮達, and what each seat is paid (in 注)."""
    name = MadiaoNarrator().seat_name
    lines = [f"dealer: {name(account.dealer, SEATS)}"]
    for declared in account.declared:
        word = "異賞" if declared.kind == Kind.YISHANG else "免門"
        hands = ", ".join(f"{h} ({READINGS[h]})" for h in declared.hands)
        lines.append(f"{name(declared.seat, SEATS)} declared {word}: {hands}")
    for seat, mine in enumerate(account.seats):
        bonuses = "".join(f", {b} ({READINGS[b]}) {zhu(2 * BONUS_STAKES[b])}" for b in mine.bonuses)
        lines.append(
            f"{name(seat, SEATS)}: {mine.tricks} tricks {zhu(mine.trick_score)}{bonuses}; score {zhu(mine.score)}"
        )
    if account.seats:
        lines.append(f"仮達: {card_words(account.jiada)}")
        if account.jiada_payer >= 0:
            lines.append(f"{name(account.jiada_payer, SEATS)} pays 1 to each for the 仮達")
    lines.append("paid: " + ", ".join(f"{name(s, SEATS)} {zhu(p)}" for s, p in enumerate(account.payments)))
    lines.append(f"next dealer: {name(account.next_dealer, SEATS)}")
    return lines
