"""Kuaho as a value of the game interface."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from protocol.schema import Int, ListOf, Schema, fields

from ...canonical import digest, pack_canonical
from ..api import (
    SIM_FIRST_DRAWS,
    UNKNOWN,
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
from ..four_colour.cards import NUM_CARDS
from . import bots, engine
from . import rules as rule_set
from .expert import ExpertBot
from .rules import KuahoRules
from .scoring import settle
from .standing import standing_settlement
from .state import SEATS, SOWEE, Flag, Kind, KuahoMove, KuahoState, Phase, deal_owners, new_state
from .words import KuahoCoach, KuahoNarrator

ENGINE_VERSION = 2
MOVE_KEYS = 16
"""A win shows at most the sixteen cards of a hand."""


class KuahoGame:
    id = "kuaho"
    engine_version = ENGINE_VERSION
    seat_counts = (SEATS,)
    deck = NUM_CARDS
    move_keys = MOVE_KEYS
    bot_levels = (*bots.LEVELS, "expert")
    stand_in = "good"
    client_plugin: str | None = "tusac_lan.games.kuaho.client"
    terminal_plugin: str | None = None

    @property
    def move_schema(self) -> Schema:
        return fields(
            Int(0, int(max(Kind))),
            ListOf(Int(0, NUM_CARDS - 1), MOVE_KEYS),
            ListOf(Int(0, NUM_CARDS - 1), MOVE_KEYS),
            Int(0, int(max(Flag))),
        )

    def rule_fields(self) -> tuple[RuleField, ...]:
        return rule_set.FIELDS

    def default_rules(self) -> KuahoRules:
        return KuahoRules()

    def rules_from_canonical(self, data: Any) -> KuahoRules | Refusal:
        return rule_set.rules_from_canonical(data)

    def rules_from_values(self, values: Mapping[str, int]) -> KuahoRules | Refusal:
        return rule_set.rules_from_values(values)

    def rules_to_canonical(self, rules: KuahoRules) -> list[Any]:
        return rule_set.rules_to_canonical(rules)

    def rule_values(self, rules: KuahoRules) -> dict[str, int]:
        return rule_set.rule_values(rules)

    def prepare(self, rules: KuahoRules) -> None:
        pass

    def first_starter(self, rules: KuahoRules, seats: int, joint: bytes) -> Seat:
        return joint[0] % SEATS if joint else 0

    def first_throws(self, rules: KuahoRules, seats: int, joint: bytes) -> tuple[tuple[int, ...], ...]:
        return ()

    def first_draws(self, rules: KuahoRules) -> tuple[int, ...]:
        return SIM_FIRST_DRAWS

    def deal_plan(self, rules: KuahoRules, seats: int, starter: Seat) -> DealPlan:
        owners = deal_owners(starter)
        return DealPlan((), lambda first: owners)

    def new_hand(self, rules: KuahoRules, seats: int, starter: Seat, first: tuple[Card, ...]) -> KuahoState:
        return new_state(rules, starter)

    def waiting(self, state: KuahoState) -> Waiting:
        return engine.waiting(state)

    def turn(self, state: KuahoState) -> int:
        return state.turn

    def legal(self, state: KuahoState, seat: Seat) -> tuple[KuahoMove, ...]:
        return engine.legal(state, seat)

    def apply(self, state: KuahoState, seat: Seat, move: KuahoMove) -> KuahoState | Refusal:
        return engine.apply(state, seat, move)

    def apply_reveal(self, state: KuahoState, reveal: Reveal, cards: tuple[Card, ...]) -> KuahoState | Refusal:
        return engine.apply_reveal(state, reveal, cards)

    def shows(self, state: KuahoState, seat: Seat, move: KuahoMove) -> tuple[tuple[Slot, Card], ...]:
        if move.kind in (Kind.DISCARD, Kind.WIN):
            return tuple(zip(move.slots, move.cards))
        return ()

    def hides(self, state: KuahoState, seat: Seat, move: KuahoMove) -> tuple[Slot, ...]:
        return move.slots if move.kind == Kind.SECRET else ()

    def known(self, state: KuahoState) -> tuple[Card, ...]:
        return state.cards

    def view(self, state: KuahoState, seat: Seat) -> KuahoState:
        own = set(state.hands[seat]) | set(engine.secret_slots(state, seat))
        cards = tuple(c if state.public[s] or s in own else UNKNOWN for s, c in enumerate(state.cards))
        return state._replace(cards=cards)

    def public_digest(self, state: KuahoState) -> bytes:
        public = [c if state.public[s] else UNKNOWN for s, c in enumerate(state.cards)]
        return digest(
            pack_canonical(
                [
                    self.id,
                    list(state.rules),
                    state.dealer,
                    public,
                    state.hands,
                    state.secrets,
                    state.stock,
                    state.discards,
                    state.offer,
                    state.current,
                    int(state.phase),
                    state.acquired,
                    state.source,
                    state.puro,
                    state.penalty,
                    state.answers,
                    state.winner,
                    int(state.how),
                    state.bownit,
                    state.end_cards,
                    state.turn,
                ]
            )
        )

    def replay(
        self,
        rules: KuahoRules,
        seats: int,
        starter: Seat,
        steps: Sequence[Step[KuahoMove]],
        deck: tuple[Card, ...],
        observe: Observer[KuahoState, KuahoMove] | None = None,
    ) -> Audit[KuahoState]:
        return replay_steps(self, rules, seats, starter, steps, deck, observe)

    def outcome_knowing(self, state: KuahoState, opened: Mapping[Slot, Card]) -> Outcome | None:
        """Settled from the public cards alone: what the opened hands show pays nothing more in this game."""
        return self.outcome(state)

    def outcome(self, full: KuahoState) -> Outcome | None:
        if full.phase != Phase.ENDED:
            return None
        # The audit (and a headless hand) knows every card; a peer's state after a seed was kept back does
        # not, and is settled from the public cards alone where they decide the win (standing.py).
        result = settle(full) if UNKNOWN not in full.cards[: SOWEE + 1] else standing_settlement(full)
        if result is None:
            return None
        if result.winner < 0:
            return Outcome(result.payments, full.dealer, result)
        return Outcome(result.payments, result.winner, result, (result.winner,), result.win_pay)

    def refuse_sent(self, state: KuahoState, seat: Seat, move: KuahoMove) -> Refusal | None:
        return None

    def refuse_turn(self, state: KuahoState, seat: Seat, move: KuahoMove) -> Refusal | None:
        return None

    def step_record(self, before: KuahoState, step: Step[KuahoMove]) -> object:
        return plain_record(step)

    def move_to_wire(self, move: KuahoMove) -> list[Any]:
        return [int(move.kind), list(move.slots), list(move.cards), int(move.flag)]

    def move_from_wire(self, data: Any) -> KuahoMove | Refusal:
        try:
            self.move_schema.check(data)
        except ValueError:
            return Refusal("a move is a kind, its slots, its cards and a flag")
        return KuahoMove(data[0], tuple(data[1]), tuple(data[2]), data[3])

    def make_bot(self, level: str, seed: str = "", budget: int | None = None) -> SeatAgent[KuahoState, KuahoMove]:
        if level == "expert":
            return ExpertBot(self)
        return bots.make_bot(level, seed)

    def narrator(self) -> KuahoNarrator:
        return KuahoNarrator()

    def coach(self) -> KuahoCoach:
        return KuahoCoach()
