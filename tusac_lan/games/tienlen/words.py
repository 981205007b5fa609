"""Tiến lên's steps in English words (the Vietnamese names players use in brackets) and its coach."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..api import Card, Hint, Moved, Seat, SeatAgent, Step
from .cards import TWO, card_code, card_name
from .combos import Kind, classify, is_chop
from .engine import Instant, MoveKind, Phase, Result, TienLenMove, TienLenState, result

SEAT_NAMES = {2: ("South", "North"), 3: ("South", "East", "West"), 4: ("South", "East", "North", "West")}

KIND_WORDS = {
    Kind.SINGLE: "a single",
    Kind.PAIR: "a pair (đôi)",
    Kind.TRIPLE: "a triple (sám)",
    Kind.FOUR: "a four of a kind (tứ quý)",
    Kind.SEQUENCE: "a sequence (sảnh)",
    Kind.DOUBLE_SEQUENCE: "a double sequence (đôi thông)",
}

INSTANT_WORDS = {
    Instant.SIX_PAIRS: "six pairs",
    Instant.FIVE_PAIRS_IN_SEQUENCE: "five pairs in sequence",
    Instant.FOUR_TWOS: "four 2s",
    Instant.DRAGON: "a dragon 3 to A",
}


def cards_text(cards: Sequence[int]) -> str:
    return " ".join(card_name(card) for card in cards)


def seat_name(seat: Seat, seats: int) -> str:
    names = SEAT_NAMES.get(seats, ())
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


def combo_words(cards: Sequence[int], two_in_sequence: bool) -> str:
    combo = classify(cards, two_in_sequence)
    if combo is None:
        return "cards"
    words = KIND_WORDS[Kind(combo.kind)]
    if combo.kind in (Kind.SEQUENCE, Kind.DOUBLE_SEQUENCE):
        words = words.replace("a ", f"a {combo.size // (2 if combo.kind == Kind.DOUBLE_SEQUENCE else 1)}-long ", 1)
    if combo.top >> 2 == TWO and combo.kind in (Kind.SINGLE, Kind.PAIR, Kind.TRIPLE):
        words += " of 2s (heo)"
    return words


class TienLenNarrator:
    def card_code(self, card: Card) -> str:
        return card_code(card)

    def seat_name(self, seat: Seat, seats: int) -> str:
        return seat_name(seat, seats)

    def tell(self, before: TienLenState, step: Step[TienLenMove], after: TienLenState) -> list[str]:
        if not isinstance(step, Moved):
            return []  # a hand opened to its owner is not told
        n = before.seats
        who = seat_name(step.seat, n)
        move = step.move
        lines: list[str] = []
        if move.kind == MoveKind.NO_DECLARE:
            lines.append(f"{who} has no instant win to show")
        elif move.kind == MoveKind.DECLARE:
            lines.append(f"{who} shows an instant win (tới trắng): {cards_text(move.cards)}")
        elif move.kind == MoveKind.NOT_HELD:
            lines.append(f"{who} does not hold {card_name(before.asked)}")
        elif move.kind == MoveKind.PASS:
            lines.append(f"{who} passes (bỏ lượt)")
        else:
            two_in_sequence = bool(before.rules.two_in_sequence)
            words = combo_words(move.cards, two_in_sequence)
            combo = classify(move.cards, two_in_sequence)
            if before.phase == Phase.FIND:
                verb = "leads the first trick with"
            elif before.trick is None:
                verb = "leads"
            elif combo is not None and is_chop(combo, before.trick, bool(before.rules.chops)):
                verb = "chops (chặt) the 2s with" if before.trick.top >> 2 == TWO else "chops (chặt) it with"
            else:
                verb = "beats it with"
            lines.append(f"{who} {verb} {words}: {cards_text(move.cards)}")
        for seat in after.out[len(before.out) :]:
            if not after.instant:
                lines.append(f"{seat_name(seat, n)} is out, place {after.out.index(seat) + 1}")
        for seat in after.on_two[len(before.on_two) :]:
            lines.append(f"{seat_name(seat, n)} went out on a 2 (về bằng heo) and is placed last")
        for seat in after.cong[len(before.cong) :]:
            lines.append(f"{seat_name(seat, n)} has not played a card (cóng) and is placed last")
        if before.phase == Phase.FIND and after.phase == Phase.FIND and after.asked != before.asked:
            lines.append(f"nobody holds {card_name(before.asked)}: who holds {card_name(after.asked)}?")
        if after.phase == Phase.PLAY and after.trick is None and before.trick is not None:
            lines.append(f"the trick is cleared; {seat_name(after.current, n)} leads")
        if after.phase == Phase.ENDED and before.phase != Phase.ENDED:
            lines.extend(self._ending(after))
        return lines

    def move_json(self, before: TienLenState, step: Moved[TienLenMove], after: TienLenState) -> dict[str, Any]:
        move = step.move
        fields: dict[str, Any] = {"kind": MoveKind(move.kind).name.lower(), "cards": [card_code(c) for c in move.cards]}
        if move.kind == MoveKind.PLAY:
            combo = classify(move.cards, bool(before.rules.two_in_sequence))
            fields["combo"] = Kind(combo.kind).name.lower() if combo is not None else None
            if combo is not None and before.trick is not None:
                fields["chop"] = is_chop(combo, before.trick, bool(before.rules.chops))
        elif move.kind == MoveKind.NOT_HELD:
            fields["asked"] = card_code(before.asked)
        out = [seat for seat in after.out[len(before.out) :] if not after.instant]
        if out:
            fields["out"] = out
        return fields

    def result_json(self, account: Result) -> dict[str, Any]:
        end = "void" if account.void else "instant win" if account.instant else "played out"
        return {
            "end": end,
            "order": list(account.order),
            "instant": Instant(account.instant).name.lower() if account.instant else None,
            "left": account.left if account.left >= 0 else None,
            "thoi": [{"seat": seat, "black": black, "red": red} for seat, black, red in account.thoi],
            "cong": list(account.cong),
        }

    def result_lines(self, account: Result) -> list[str]:
        if account.void:
            return self._told(account)
        n = len(account.payments)
        order = ", ".join(seat_name(seat, n) for seat in account.order)
        return [f"finishing order: {order}", *self._told(account)[:-1]]  # the table prints the payments

    def _ending(self, state: TienLenState) -> list[str]:
        outcome = result(state)
        return [] if outcome is None else self._told(outcome)

    def _told(self, outcome: Result) -> list[str]:
        n = len(outcome.payments)
        if outcome.void:
            return ["nobody led the first trick: the hand is void"]
        lines = []
        if outcome.instant:
            winner = seat_name(outcome.order[0], n)
            lines.append(f"{winner} wins at once with {INSTANT_WORDS[Instant(outcome.instant)]}")
        elif outcome.left >= 0:
            lines.append(f"{seat_name(outcome.left, n)} is left with cards and the hand ends")
        else:
            lines.append("nobody is left to play and the hand ends")
        for seat, black, red in outcome.thoi:
            lines.append(f"{seat_name(seat, n)} kept 2s (thối heo): {black} black, {red} red")
        for seat in outcome.cong:
            lines.append(f"{seat_name(seat, n)} never played a card (cóng)")
        paid = ", ".join(f"{seat_name(seat, n)} {pay:+d}" for seat, pay in enumerate(outcome.payments))
        lines.append(f"payments: {paid}")
        return lines


class TienLenCoach:
    def __init__(self, bot: SeatAgent[TienLenState, TienLenMove]) -> None:
        self._bot = bot

    def hint(self, view: TienLenState, seat: Seat, legal: Sequence[TienLenMove]) -> Hint[TienLenMove]:
        if len(legal) == 1:
            return Hint(legal[0], "only_move")
        move = self._bot.choose(view, seat, legal)
        return Hint(move, "pass" if move.kind == MoveKind.PASS else "fewest_plays")
