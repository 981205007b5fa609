"""Kuaho in English words, with the seed's own terms (sowee, puro, secret, bownit, go-with, pobis), and its
coach (the good bot's choice with a reason word)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..api import EVERYONE, Card, Hint, Moved, Seat, Step
from ..four_colour.cards import card_code
from .bots import GoodBot
from .scoring import Settlement
from .state import SOWEE, Flag, How, Kind, KuahoMove, KuahoState, Phase

SEAT_NAMES = ("South", "East", "North", "West")

TERMS = {
    "sowee": "the card turned face up after the deal; not played, it counts in the scoring",
    "secret": "four identical cards (or three like the sowee and any fourth) laid face down; opponents pay at once",
    "puro": "ready: one card from a win, declared after a discard with a general laid face up as its marker",
    "time": "the call of a puro player who wins on a card another player drew from the stock",
    "bownit": "the winning card",
    "go-with": "for a soldier, two soldiers of two other colours; for any other card, the two cards of its"
    " colour that make a sequence with it (never set partners)",
    "pobis": "a win with no general, or whose only general sits in a general-advisor-elephant sequence",
}


def _codes(cards: Sequence[int]) -> str:
    return " ".join(card_code(c) for c in cards)


class KuahoNarrator:
    def card_code(self, card: Card) -> str:
        return card_code(card)

    def seat_name(self, seat: Seat, seats: int) -> str:
        return SEAT_NAMES[seat]

    def tell(self, before: KuahoState, step: Step[KuahoMove], after: KuahoState) -> list[str]:
        lines = self._step(before, step, after)
        if after.winner >= 0 and before.winner < 0:
            winner = SEAT_NAMES[after.winner]
            how = {
                How.OWN_DRAW: "on its own draw",
                How.TIME: "by calling time on a drawn card",
                How.DISCARD: "on the previous player's discard",
            }[after.how]
            bownit = f" (bownit {card_code(after.cards[after.bownit])})" if after.bownit >= 0 else ""
            lines.append(f"{winner} wins {how}{bownit}.")
        elif after.phase == Phase.ENDED and before.phase != Phase.ENDED and after.winner < 0:
            lines.append("The stock is empty: the hand is void (secrets stay paid); the dealer deals again.")
        return lines

    def move_json(self, before: KuahoState, step: Moved[KuahoMove], after: KuahoState) -> dict[str, Any]:
        move = step.move
        fields: dict[str, Any] = {"kind": Kind(move.kind).name.lower(), "cards": [card_code(c) for c in move.cards]}
        if move.kind == Kind.TAKE and before.offer >= 0:
            fields["taken"] = card_code(before.cards[before.offer])
        elif move.kind == Kind.SECRET:
            fields["secret"] = [card_code(after.cards[slot]) if after.cards[slot] >= 0 else None for slot in move.slots]
        elif move.kind == Kind.DISCARD and move.flag != Flag.NONE:
            fields["flag"] = Flag(move.flag).name.lower()
        return fields

    def result_json(self, account: Settlement) -> dict[str, Any]:
        fields: dict[str, Any] = {"end": "win" if account.winner >= 0 else "void"}
        if account.winner >= 0:
            fields |= {
                "winner": account.winner,
                "how": How(account.how).name.lower(),
                "bownit": card_code(account.bownit) if account.bownit >= 0 else None,
                "hand": [card_code(c) for c in account.hand],
                "generals": [card_code(c) for c in account.generals],
                "per_general": list(account.per_general),
                "bownit_goes": account.bownit_goes,
                "sowee_goes": account.sowee_goes,
                "by_end_cards": account.by_end_cards,
                "pobis": account.pobis,
                "win_pay": account.win_pay,
            }
        fields["secret_pays"] = list(account.secret_pays)
        return fields

    def result_lines(self, account: Settlement) -> list[str]:
        return tell_result(account)

    def _step(self, before: KuahoState, step: Step[KuahoMove], after: KuahoState) -> list[str]:
        if not isinstance(step, Moved):
            reveal = step.reveal
            if reveal.slots == (SOWEE,) and reveal.to == EVERYONE:
                return [f"The sowee is {card_code(step.cards[0])}."]
            if before.phase == Phase.END_CARDS:
                return [f"Turned from the stock for the go-withs: {_codes(step.cards)}."]
            if before.stock[:1] == reveal.slots:
                drawer = SEAT_NAMES[before.current]
                if reveal.to == EVERYONE:
                    return [f"{drawer} draws {card_code(step.cards[0])} from the stock, shown to all."]
                return [f"{drawer} draws from the stock."]
            return []
        seat, move = SEAT_NAMES[step.seat], step.move
        if move.kind == Kind.TAKE:
            return [f"{seat} takes the discard {card_code(before.cards[before.offer])}."]
        if move.kind == Kind.SECRET:
            return [f"{seat} lays a secret face down; each opponent pays {before.rules.secret_pay}."]
        if move.kind == Kind.DISCARD:
            line = f"{seat} discards {card_code(move.cards[0])}"
            if move.flag == Flag.PURO:
                marker = f"a {card_code(move.cards[1])}" if len(move.cards) > 1 else "a token"
                line += f" and declares puro, with {marker} as its marker"
            elif move.flag == Flag.WITHDRAW:
                line += " and withdraws its puro: its next two draws are shown, and it may neither win nor be puro"
            return [line + "."]
        if move.kind == Kind.PASS and before.phase == Phase.START:
            return [f"{seat} leaves the last discard."]
        if move.kind == Kind.PASS and before.phase == Phase.ACT:
            return [f"{seat} holds nothing but generals and discards nothing."]
        if move.kind == Kind.WIN:
            shown = f" and shows {_codes(move.cards)}" if move.cards else ""
            call = "calls time" if before.acquired not in before.hands[step.seat] else "claims the win"
            return [f"{seat} {call}{shown}."]
        return []


def tell_result(result: Settlement) -> list[str]:
    """The settlement in words: every payment with its reason."""
    lines = []
    for seat, price in enumerate(result.secret_pays):
        if price:
            lines.append(f"{SEAT_NAMES[seat]}'s secrets: each opponent pays {price}.")
    if result.winner < 0:
        lines.append("No winner: the stock ran out.")
        return lines
    winner = SEAT_NAMES[result.winner]
    lines.append(f"{winner}'s hand: {_codes(result.hand)}.")
    if result.pobis:
        lines.append(f"Pobis: each opponent pays {result.win_pay}.")
        return lines
    goes = []
    goes.append("the bownit has its go-withs" if result.bownit_goes else "the bownit lacks its go-withs")
    goes.append("the sowee's twin has its go-withs" if result.sowee_goes else "no sowee twin with its go-withs")
    if result.by_end_cards:
        goes.append("with the turned cards' help")
    lines.append(f"Go-with: {', '.join(goes)}.")
    worth = ", ".join(f"{card_code(g)} {p}" for g, p in zip(result.generals, result.per_general))
    lines.append(f"Generals: {worth}; each opponent pays {result.win_pay}.")
    return lines


class KuahoCoach:
    def hint(self, view: KuahoState, seat: Seat, legal: Sequence[KuahoMove]) -> Hint[KuahoMove]:
        if len(legal) == 1:
            return Hint(legal[0], "only_move")
        move = GoodBot().choose(view, seat, legal)
        reason = {
            Kind.WIN: "wins",
            Kind.SECRET: "secret",
            Kind.DRAW: "draw",
            Kind.TAKE: "take",
            Kind.PASS: "pass",
        }.get(Kind(move.kind), "puro" if move.flag == Flag.PURO else "discard")
        return Hint(move, reason)
