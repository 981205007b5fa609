"""Tiến lên as a value of the game interface."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from protocol.schema import Int, ListOf, Schema, fields

from ..api import (
    OPENING,
    SIM_FIRST_DRAWS,
    UNKNOWN,
    UNUSED,
    Audit,
    Card,
    DealPlan,
    Observer,
    Outcome,
    Refusal,
    Reveal,
    RuleField,
    Seat,
    SeatAgent,
    Slot,
    Step,
    Waiting,
    plain_record,
    replay_steps,
)
from . import engine
from .bots import GoodBot
from .cards import DECK
from .engine import MoveKind, Phase, TienLenMove, TienLenState
from .levels import LEVELS, make_bot
from .public import public_digest
from .rules import FIELDS, TienLenRules, rules_from_canonical, rules_from_values
from .words import TienLenCoach, TienLenNarrator

MOST_CARDS = 17
"""The most cards one move shows: a whole hand of the 3-seat deal of every card."""

MOVE = fields(
    Int(0, int(max(MoveKind))),
    ListOf(Int(0, DECK - 1), MOST_CARDS),
    ListOf(Int(0, DECK - 1), MOST_CARDS),
)
"""[kind, the mover's slots, the cards they hold (ascending)]."""


_ENDED = Waiting(ended=True)
_ON_TURN = tuple(Waiting(seats=(seat,)) for seat in range(4))
"""What a hand in play waits for, built once: asked after every step."""


class TienLenGame:
    id = "tienlen"
    engine_version = 2
    seat_counts = (2, 3, 4)
    deck = DECK
    move_keys = MOST_CARDS
    bot_levels = LEVELS
    stand_in = "good"
    client_plugin: str | None = "tusac_lan.games.tienlen.client"
    terminal_plugin: str | None = None

    @property
    def move_schema(self) -> Schema:
        return MOVE

    def rule_fields(self) -> tuple[RuleField, ...]:
        return FIELDS

    def default_rules(self) -> TienLenRules:
        return TienLenRules()

    def rules_from_canonical(self, data: Any) -> TienLenRules | Refusal:
        return rules_from_canonical(data)

    def rules_from_values(self, values: Mapping[str, int]) -> TienLenRules | Refusal:
        return rules_from_values(values)

    def rules_to_canonical(self, rules: TienLenRules) -> list[Any]:
        return list(rules)

    def rule_values(self, rules: TienLenRules) -> dict[str, int]:
        return dict(zip(TienLenRules._fields, rules))

    def prepare(self, rules: TienLenRules) -> None:
        pass

    def first_starter(self, rules: TienLenRules, seats: int, joint: bytes) -> Seat:
        return OPENING

    def first_throws(self, rules: TienLenRules, seats: int, joint: bytes) -> tuple[tuple[int, ...], ...]:
        return ()

    def first_draws(self, rules: TienLenRules) -> tuple[int, ...]:
        return SIM_FIRST_DRAWS

    def deal_plan(self, rules: TienLenRules, seats: int, starter: Seat) -> DealPlan:
        owners = engine.owners_of(rules, seats)
        return DealPlan((), lambda first: owners)

    def new_hand(self, rules: TienLenRules, seats: int, starter: Seat, first: tuple[Card, ...]) -> TienLenState:
        return engine.new_hand(rules, seats, starter)

    def waiting(self, state: TienLenState) -> Waiting:
        phase = state.phase
        if phase == Phase.PLAY:
            return _ON_TURN[state.current]
        if phase == Phase.ENDED:
            return _ENDED
        return Waiting(seats=engine.owes(state))

    def turn(self, state: TienLenState) -> int:
        return state.turn

    def legal(self, state: TienLenState, seat: Seat) -> tuple[TienLenMove, ...]:
        return engine.legal(state, seat)

    def apply(self, state: TienLenState, seat: Seat, move: TienLenMove) -> TienLenState | Refusal:
        return engine.apply(state, seat, move)

    def apply_reveal(self, state: TienLenState, reveal: Reveal, cards: tuple[Card, ...]) -> TienLenState | Refusal:
        if len(cards) != len(reveal.slots):
            return Refusal("a reveal opens one card for each of its slots")
        if state.turn or not 0 <= reveal.to < state.seats or not reveal.slots:
            return Refusal("a reveal nobody owes")
        if not set(reveal.slots) <= {s for s, owner in enumerate(state.owners) if owner == reveal.to}:
            return Refusal("a reveal to a seat opens only that seat's hand")
        known = list(state.cards)
        for slot, card in zip(reveal.slots, cards):
            if card == UNKNOWN:
                continue
            if not isinstance(card, int) or not 0 <= card < DECK:
                return Refusal("no such card")
            if known[slot] != card:
                if known[slot] != UNKNOWN:
                    return Refusal("the slot does not hold that card")
                if card in known:
                    return Refusal("that card is in another slot")
                known[slot] = card
        return state._replace(cards=tuple(known))

    def shows(self, state: TienLenState, seat: Seat, move: TienLenMove) -> tuple[tuple[Slot, Card], ...]:
        if move.kind not in (MoveKind.PLAY, MoveKind.DECLARE):
            return ()
        return tuple(zip(move.slots, move.cards))

    def hides(self, state: TienLenState, seat: Seat, move: TienLenMove) -> tuple[Slot, ...]:
        return ()

    def known(self, state: TienLenState) -> tuple[Card, ...]:
        return state.cards

    def view(self, state: TienLenState, seat: Seat) -> TienLenState:
        shown = state.shown
        cards = list(state.cards)
        for other, hand in enumerate(state.hands):
            if other != seat:
                for slot in hand:
                    if not shown[slot]:
                        cards[slot] = UNKNOWN
        dealt = len(state.owners) - state.owners.count(UNUSED)
        cards[dealt:] = [UNKNOWN] * (len(cards) - dealt)  # the set-aside cards, dealt last
        return engine.with_cards(state, tuple(cards))

    def public_digest(self, state: TienLenState) -> bytes:
        return public_digest(self.id, state)

    def replay(
        self,
        rules: TienLenRules,
        seats: int,
        starter: Seat,
        steps: Sequence[Step[TienLenMove]],
        deck: tuple[Card, ...],
        observe: Observer[TienLenState, TienLenMove] | None = None,
    ) -> Audit[TienLenState]:
        return replay_steps(self, rules, seats, starter, steps, deck, observe)

    def outcome_knowing(self, state: TienLenState, opened: Mapping[Slot, Card]) -> Outcome | None:
        """Settled from the public cards alone: what the opened hands show pays nothing more in this game."""
        return self.outcome(state)

    def outcome(self, full: TienLenState) -> Outcome | None:
        result = engine.result(full)
        if result is None:
            return None
        # After a void hand the next one finds its leader by the lowest card again.
        if result.void:
            return Outcome(result.payments, OPENING, result)
        # The first out is the hand's winner; its points are what it gained.
        first = result.order[0]
        return Outcome(result.payments, first, result, (first,), result.payments[first])

    def refuse_sent(self, state: TienLenState, seat: Seat, move: TienLenMove) -> Refusal | None:
        return None

    def refuse_turn(self, state: TienLenState, seat: Seat, move: TienLenMove) -> Refusal | None:
        return None

    def step_record(self, before: TienLenState, step: Step[TienLenMove]) -> object:
        return plain_record(step)

    def move_to_wire(self, move: TienLenMove) -> list[Any]:
        return [int(move.kind), list(move.slots), list(move.cards)]

    def move_from_wire(self, data: Any) -> TienLenMove | Refusal:
        try:
            MOVE.check(data)
        except ValueError:
            return Refusal("not a move of this game")
        return TienLenMove(data[0], tuple(data[1]), tuple(data[2]))

    def make_bot(self, level: str, seed: str = "", budget: int | None = None) -> SeatAgent[TienLenState, TienLenMove]:
        return make_bot(level, budget)

    def narrator(self) -> TienLenNarrator:
        return TienLenNarrator()

    def coach(self) -> TienLenCoach:
        return TienLenCoach(GoodBot())
