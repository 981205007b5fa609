"""Tiến lên's desktop plugin: the generic card-game plugin, told how to read Tiến lên's views and moves.

Loaded only by the client (``load_client``); the words go through Qt's translator (context "TienLen").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..api import Moved, Outcome, Step
from ..simple_client import Face, SimpleCardClient
from .bots import GoodBot
from .cards import RANK_CODES, SUIT_SYMBOLS, TWO, card_name, rank, suit
from .combos import Kind, classify, is_chop
from .engine import Instant, MoveKind, Phase, Result, TienLenMove, TienLenState, left_in_hand, result, step_of
from .rules import PRESETS, TienLenRules

translate = QCoreApplication.translate


def kind_words(kind: int) -> str:
    return {
        Kind.SINGLE: translate("TienLen", "a single"),
        Kind.PAIR: translate("TienLen", "a pair (đôi)"),
        Kind.TRIPLE: translate("TienLen", "a triple (sám)"),
        Kind.FOUR: translate("TienLen", "four of a kind (tứ quý)"),
        Kind.SEQUENCE: translate("TienLen", "a sequence (sảnh)"),
        Kind.DOUBLE_SEQUENCE: translate("TienLen", "a double sequence (đôi thông)"),
    }.get(Kind(kind), translate("TienLen", "cards"))


def twos_words(kind: int) -> str:
    """A play of 2s by the players' words ("a single of 2s" is no one's)."""
    return {
        Kind.SINGLE: translate("TienLen", "a 2 (heo)"),
        Kind.PAIR: translate("TienLen", "a pair of 2s (đôi heo)"),
    }.get(Kind(kind), translate("TienLen", "three 2s (sám heo)"))


def instant_words(instant: int) -> str:
    return {
        Instant.SIX_PAIRS: translate("TienLen", "six pairs"),
        Instant.FIVE_PAIRS_IN_SEQUENCE: translate("TienLen", "five pairs in sequence"),
        Instant.FOUR_TWOS: translate("TienLen", "four 2s"),
        Instant.DRAGON: translate("TienLen", "a dragon 3 to A"),
    }.get(Instant(instant), "")


def cards_text(cards: Sequence[int]) -> str:
    return " ".join(card_name(card) for card in cards)


class TienLenTable:
    game_id = "tienlen"

    def title(self) -> str:
        return translate("TienLen", "Tiến lên")

    def seat_names(self, seats: int) -> tuple[str, ...]:
        names = {
            2: (translate("TienLen", "South"), translate("TienLen", "North")),
            3: (translate("TienLen", "South"), translate("TienLen", "East"), translate("TienLen", "West")),
            4: (
                translate("TienLen", "South"),
                translate("TienLen", "East"),
                translate("TienLen", "North"),
                translate("TienLen", "West"),
            ),
        }
        return names.get(seats, tuple(str(seat) for seat in range(seats)))

    def face(self, card: int) -> Face:
        return Face(RANK_CODES[rank(card)], SUIT_SYMBOLS[suit(card)], suit(card), suit(card) >= 2)

    def sort_key(self, card: int, by_suit: bool) -> tuple[int, ...]:
        return (suit(card), rank(card)) if by_suit else (card,)

    def hand(self, view: TienLenState, seat: int) -> tuple[int, ...]:
        return tuple(view.cards[slot] for slot in view.hands[seat] if view.cards[slot] >= 0)

    def counts(self, view: TienLenState) -> tuple[int, ...]:
        return tuple(len(slots) for slots in view.hands)

    def passed(self, view: TienLenState) -> tuple[bool, ...]:
        return view.passed

    def out(self, view: TienLenState) -> tuple[int, ...]:
        return view.out

    def to_move(self, view: TienLenState) -> tuple[int, ...]:
        if view.phase == Phase.PLAY:
            return (view.current,)
        if view.phase in (Phase.DECLARE, Phase.FIND):
            return tuple(seat for seat in range(view.seats) if view.answers[seat] < 0)
        return ()

    def play_order(self, view: TienLenState, seat: int) -> tuple[int, ...]:
        step = step_of(view)
        return tuple((seat + step * turn) % view.seats for turn in range(view.seats))

    def to_beat(self, view: TienLenState, steps: Sequence[Step[Any]]) -> tuple[int, tuple[int, ...]]:
        if view.trick is None or view.trick_seat < 0:
            return -1, ()
        for step in reversed(steps):
            if isinstance(step, Moved) and step.seat == view.trick_seat and step.move.kind == MoveKind.PLAY:
                return view.trick_seat, tuple(step.move.cards)
        return view.trick_seat, ()

    def move_cards(self, move: TienLenMove) -> tuple[int, ...]:
        return tuple(move.cards) if move.kind in (MoveKind.PLAY, MoveKind.DECLARE) else ()

    def move_label(self, move: TienLenMove, view: TienLenState | None = None) -> str:
        if move.kind == MoveKind.PASS:
            return translate("TienLen", "Pass (bỏ lượt)")
        if move.kind == MoveKind.NOT_HELD:
            if view is not None and view.phase == Phase.FIND:
                # The card asked for is shown nowhere else on the table.
                return translate("TienLen", "I do not hold {card}").format(card=card_name(view.asked))
            return translate("TienLen", "I do not hold it")
        if move.kind == MoveKind.NO_DECLARE:
            return translate("TienLen", "No instant win")
        return cards_text(move.cards)

    def played_without_asking(self, legal: Sequence[TienLenMove]) -> TienLenMove | None:
        """A lone "not held" (the card asked for is not in the hand) or a lone "no instant win": nothing to
        decide, and the others wait for it (every seat answers at once)."""
        if len(legal) == 1 and legal[0].kind in (MoveKind.NOT_HELD, MoveKind.NO_DECLARE):
            return legal[0]
        return None

    def hint(self, view: TienLenState, seat: int, legal: Sequence[TienLenMove]) -> TienLenMove | None:
        return GoodBot().choose(view, seat, legal) if legal else None

    def step_words(
        self, before: TienLenState, step: Step[TienLenMove], after: TienLenState, names: Sequence[str]
    ) -> list[str]:
        if not isinstance(step, Moved):
            return []

        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else str(seat)

        move = step.move
        lines: list[str] = []
        if move.kind == MoveKind.NO_DECLARE:
            return []
        if move.kind == MoveKind.DECLARE:
            lines.append(
                translate("TienLen", "{name} shows an instant win (tới trắng): {cards}").format(
                    name=who(step.seat), cards=cards_text(move.cards)
                )
            )
        elif move.kind == MoveKind.NOT_HELD:
            lines.append(
                translate("TienLen", "{name} does not hold {card}").format(
                    name=who(step.seat), card=card_name(before.asked)
                )
            )
        elif move.kind == MoveKind.PASS:
            lines.append(translate("TienLen", "{name} passes (bỏ lượt)").format(name=who(step.seat)))
        else:
            combo = classify(move.cards, bool(before.rules.two_in_sequence))
            words = kind_words(combo.kind) if combo is not None else translate("TienLen", "cards")
            if combo is not None and combo.top >> 2 == TWO and combo.kind in (Kind.SINGLE, Kind.PAIR, Kind.TRIPLE):
                words = twos_words(combo.kind)
            if before.trick is None:
                text = translate("TienLen", "{name} leads {what}: {cards}")
            elif combo is not None and is_chop(combo, before.trick, bool(before.rules.chops)):
                text = translate("TienLen", "{name} chops (chặt) with {what}: {cards}")
            else:
                text = translate("TienLen", "{name} beats it with {what}: {cards}")
            lines.append(text.format(name=who(step.seat), what=words, cards=cards_text(move.cards)))
        for seat in after.out[len(before.out) :]:
            if not after.instant:
                lines.append(
                    translate("TienLen", "{name} is out, place {place}").format(
                        name=who(seat), place=after.out.index(seat) + 1
                    )
                )
        for seat in after.on_two[len(before.on_two) :]:
            lines.append(
                translate("TienLen", "{name} went out on a 2 (về bằng heo) and is placed last").format(name=who(seat))
            )
        for seat in after.cong[len(before.cong) :]:
            lines.append(
                translate("TienLen", "{name} has not played a card (cóng) and is placed last").format(name=who(seat))
            )
        if after.phase == Phase.PLAY and after.trick is None and before.trick is not None:
            lines.append(translate("TienLen", "The trick is cleared; {name} leads").format(name=who(after.current)))
        return lines

    def result_lines(self, outcome: Outcome, names: Sequence[str]) -> list[str]:
        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else str(seat)

        result = outcome.account
        over = translate("TienLen", "The hand is over")  # outside the f-string, where lupdate finds it
        lines = [f"<b>{over}</b>"]
        if isinstance(result, Result):
            if result.void:
                lines.append(translate("TienLen", "Nobody led the first trick: the hand is void."))
            else:
                if result.instant:
                    lines.append(
                        translate("TienLen", "{name} wins at once with {what} (tới trắng)").format(
                            name=who(result.order[0]), what=instant_words(result.instant)
                        )
                    )
                order = ", ".join(f"{place}. {who(seat)}" for place, seat in enumerate(result.order, 1))
                lines.append(translate("TienLen", "Finishing order: {order}").format(order=order))
                for seat, black, red in result.thoi:
                    lines.append(
                        translate("TienLen", "{name} kept 2s (thối heo): {black} black, {red} red").format(
                            name=who(seat), black=black, red=red
                        )
                    )
                for seat in result.cong:
                    lines.append(translate("TienLen", "{name} never played a card (cóng)").format(name=who(seat)))
        paid = ", ".join(f"{who(seat)} {pay:+d}" for seat, pay in enumerate(outcome.payments))
        lines.append(translate("TienLen", "Payments: {paid}").format(paid=paid))
        return lines

    def held_lines(self, full_state: TienLenState, names: Sequence[str]) -> list[str]:
        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else str(seat)

        told = result(full_state)
        thoi = {seat for seat, _, _ in told.thoi} if told is not None else set()
        cong = set(told.cong) if told is not None else set()
        lines: list[str] = []
        for seat in range(full_state.seats):
            cards = sorted(card for card in left_in_hand(full_state, seat) if card >= 0)
            if not cards:
                continue
            line = translate("TienLen", "{name} still held: {cards}").format(name=who(seat), cards=cards_text(cards))
            costs = []
            if seat in thoi:
                costs.append(translate("TienLen", "thối heo"))
            if seat in cong:
                costs.append(translate("TienLen", "cóng"))
            lines.append(f"{line} ({', '.join(costs)})" if costs else line)
        if lines:
            title = translate("TienLen", "Cards left in hand")
            lines.insert(0, f"<b>{title}</b>")
        return lines

    def rule_words(self, name: str) -> tuple[str, str, tuple[str, ...]] | None:
        words = {
            "stake": (
                translate("TienLen", "Stake"),
                translate("TienLen", "Chips the last player left pays each other player"),
                (),
            ),
            "two_in_sequence": (
                translate("TienLen", "A 2 in a sequence"),
                translate("TienLen", "Whether a 2 may end a sequence or a double sequence (K-A-2; A-2-3 never)"),
                (translate("TienLen", "never"), translate("TienLen", "at the top")),
            ),
            "chop_after_pass": (
                translate("TienLen", "Chop after a pass"),
                translate("TienLen", "Whether a player who passed may still chop"),
                (translate("TienLen", "no"), translate("TienLen", "yes")),
            ),
            "instant_win": (
                translate("TienLen", "Instant win (tới trắng)"),
                translate("TienLen", "Stakes each other player pays for an instant win shown before play (0: none)"),
                (),
            ),
            "thoi_black": (
                translate("TienLen", "Black 2 kept (thối heo)"),
                translate("TienLen", "Chips the last player pays the first out for each black 2 kept"),
                (),
            ),
            "thoi_red": (
                translate("TienLen", "Red 2 kept (thối heo)"),
                translate("TienLen", "Chips the last player pays the first out for each red 2 kept"),
                (),
            ),
            "cong": (
                translate("TienLen", "Cóng"),
                translate("TienLen", "How many times its place a player who never played a card pays (0: no cóng)"),
                (),
            ),
            "scoring": (
                translate("TienLen", "Who pays"),
                translate("TienLen", "The last player pays each other, or by finishing order, or by pairs"),
                (
                    translate("TienLen", "last pays each"),
                    translate("TienLen", "by finishing order"),
                    translate("TienLen", "by pairs"),
                ),
            ),
            "deal_all": (
                translate("TienLen", "Deal at 3 players"),
                translate("TienLen", "At 3 players deal 17 cards each instead of 13"),
                (translate("TienLen", "13 each"), translate("TienLen", "all equally")),
            ),
            "counter_clockwise": (
                translate("TienLen", "Direction of play"),
                translate("TienLen", "Clockwise unless the players agree otherwise"),
                (translate("TienLen", "clockwise"), translate("TienLen", "counter-clockwise")),
            ),
            "chops": (
                translate("TienLen", "Chops (chặt)"),
                translate(
                    "TienLen",
                    "Which bombs chop: the seed's list (a four or three pairs in sequence a single 2, four pairs "
                    "a pair of 2s, five pairs three 2s), or the southern order (a bomb chops every weaker bomb)",
                ),
                (translate("TienLen", "the seed's list"), translate("TienLen", "southern order")),
            ),
            "follow_suit": (
                translate("TienLen", "Follow suit"),
                translate(
                    "TienLen",
                    "The north's rule: a single beats only a single of its suit, a pair or triple only one of as "
                    "many red cards, a sequence only one of the same suits",
                ),
                (translate("TienLen", "no"), translate("TienLen", "yes")),
            ),
            "suited_sequences": (
                translate("TienLen", "Sequences (sảnh)"),
                translate("TienLen", "The north's rule: a sequence is of one suit"),
                (translate("TienLen", "mixed suits"), translate("TienLen", "one suit")),
            ),
            "finish_on_two": (
                translate("TienLen", "Going out on a 2"),
                translate("TienLen", "The north's rule: a player who goes out with a play holding a 2 is placed last"),
                (translate("TienLen", "allowed"), translate("TienLen", "placed last")),
            ),
        }
        return words.get(name)

    def rule_presets(self) -> tuple[tuple[str, TienLenRules], ...]:
        return (
            (translate("TienLen", "the seed's rules"), PRESETS["seed"]),
            (translate("TienLen", "southern (miền Nam)"), PRESETS["southern"]),
            (translate("TienLen", "northern (miền Bắc)"), PRESETS["northern"]),
        )

    def rules_page(self) -> str:
        return translate(
            "TienLen",
            "<h2>Tiến lên</h2><p>13 cards each; ranks from 3 up to A, then 2 (heo), the strongest; suits ♠ ♣ ♦ ♥ "
            "from the weakest. Play singles, pairs, triples, fours, sequences of three or more (sảnh) and "
            "double sequences (đôi thông). Beat the play on the table with the same kind and count, higher by "
            "its highest card, or pass until the trick is cleared. The first out wins; the last one left "
            "pays. A 2 can be chopped (chặt) by four of a kind or a double sequence of three pairs.</p>",
        )


PLUGIN = SimpleCardClient(TienLenTable())
