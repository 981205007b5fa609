"""Tứ Sắc behind the game interface, over the rules engine and the bots as they are.

A draw is a reveal to everyone (the table opens the stock's top with every peer's key, then the engine
applies the draw), not a seat's move; the hands are opened to their owners at the deal with the engine's
``learn``, which leaves the public state and its hash as they were.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields
from typing import Any

from protocol.schema import Schema

from ..api import (
    EVERYONE,
    SIM_FIRST_DRAWS,
    STOCK,
    Audit,
    Card,
    DealPlan,
    Finding,
    Moved,
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
    replay_steps,
)
from ..four_colour.cards import NUM_CARDS
from .bots import levels
from .engine.actions import UNKNOWN, Action, ActionType, deal, draw
from .engine.analysis import analyzer_for
from .engine.replay import Draw, audit
from .engine.rules import (
    FIRST_STARTER_FOUR_DICE,
    FIRST_STARTER_TWO_DICE,
    RULE_CHOICES,
    RULE_HELP,
    RULE_LIMITS,
    RuleError,
    RuleSet,
)
from .engine.scoring import settled, settled_knowing
from .engine.session import first_starter, next_starter, throw_for_starter
from .engine.state import ENGINE_VERSION, SEAT_COUNTS, HandState, Phase, deal_seat, dealt_cards
from .engine.state import new_hand as engine_new_hand
from .engine.transitions import IllegalAction, apply, learn, legal_actions
from .sent import refused_shape, refused_turn
from .shape import MOVE, MOVE_KEYS
from .words import TusacCoach, TusacNarrator

SHOWN_BY_MOVE = (ActionType.DISCARD, ActionType.CLAIM)


def _owners(starter: Seat, seats: int) -> tuple[Seat, ...]:
    dealt = dealt_cards(seats)
    return tuple(deal_seat(slot, starter, seats) if slot < dealt else STOCK for slot in range(NUM_CARDS))


class TusacGame:
    id = "tusac"
    engine_version = ENGINE_VERSION
    seat_counts = SEAT_COUNTS
    deck = NUM_CARDS
    move_keys = MOVE_KEYS
    bot_levels = levels.PLAIN_LEVELS
    stand_in = "strong"
    """The level every TABLE names for a seat whose player is gone (its bytes: never "good")."""
    client_plugin: str | None = "tusac_lan.games.tusac.client.plugin"
    """What the shell's own Tứ Sắc table pages ask of the game (not yet a ``GameClient`` scene)."""
    terminal_plugin: str | None = "tusac_lan.games.tusac.terminal"

    @property
    def move_schema(self) -> Schema:
        return MOVE

    def rule_fields(self) -> tuple[RuleField, ...]:
        defaults = RuleSet()
        return tuple(
            RuleField(
                f.name,
                getattr(defaults, f.name),
                *RULE_LIMITS[f.name],
                RULE_HELP[f.name],
                RULE_CHOICES.get(f.name, ()),
            )
            for f in fields(RuleSet)
        )

    def default_rules(self) -> RuleSet:
        return RuleSet()

    def rules_from_canonical(self, data: Any) -> RuleSet | Refusal:
        if not isinstance(data, list):
            return Refusal("a rule set is a list of integers")
        try:
            return RuleSet.from_canonical(data)
        except (RuleError, TypeError) as exc:
            return Refusal(str(exc))

    def rules_from_values(self, values: Mapping[str, int]) -> RuleSet | Refusal:
        try:
            return RuleSet.from_dict(dict(values))
        except (RuleError, TypeError) as exc:
            return Refusal(str(exc))

    def rules_to_canonical(self, rules: RuleSet) -> list[Any]:
        return list(rules.to_canonical())

    def rule_values(self, rules: RuleSet) -> dict[str, int]:
        return rules.to_dict()

    def prepare(self, rules: RuleSet) -> None:
        analyzer_for(rules)

    def first_starter(self, rules: RuleSet, seats: int, joint: bytes) -> Seat:
        return first_starter(rules, joint, seats)

    def first_draws(self, rules: RuleSet) -> tuple[int, ...]:
        """Two dice for the two-dice rule (as Tứ Sắc's simulator threw them before the game interface, so
        its runs deal the same hands), else sixteen bytes."""
        return (6, 6) if rules.first_starter == FIRST_STARTER_TWO_DICE else SIM_FIRST_DRAWS

    def first_throws(self, rules: RuleSet, seats: int, joint: bytes) -> tuple[tuple[int, ...], ...]:
        if rules.first_starter != FIRST_STARTER_FOUR_DICE:
            return ()
        return throw_for_starter(joint, seats).rounds

    def deal_plan(self, rules: RuleSet, seats: int, starter: Seat) -> DealPlan:
        return DealPlan((), lambda first: _owners(starter, seats))

    def new_hand(self, rules: RuleSet, seats: int, starter: Seat, first: tuple[Card, ...]) -> HandState:
        state, _ = apply(engine_new_hand(rules, starter, seats), deal((UNKNOWN,) * NUM_CARDS))
        return state

    def waiting(self, state: HandState) -> Waiting:
        if state.phase == Phase.DRAW:
            return Waiting(reveals=(Reveal((state.deck_pos,), EVERYONE),))
        if state.phase == Phase.ENDED:
            return Waiting(ended=True)
        return Waiting(seats=state.awaiting())

    def turn(self, state: HandState) -> int:
        return state.turn

    def legal(self, state: HandState, seat: Seat) -> tuple[Action, ...]:
        if state.phase == Phase.DRAW:
            return ()
        return tuple(legal_actions(state, seat))

    def apply(self, state: HandState, seat: Seat, move: Action) -> HandState | Refusal:
        if not isinstance(move, Action):
            return Refusal("not an action")
        if move.seat != seat:
            return Refusal("a move names the seat that makes it")
        if move.type in (ActionType.DEAL, ActionType.DRAW):
            return Refusal("a deal or a draw is not a seat's move")
        try:
            return apply(state, move)[0]
        except IllegalAction as exc:
            return Refusal(str(exc))

    def apply_reveal(self, state: HandState, reveal: Reveal, cards: tuple[Card, ...]) -> HandState | Refusal:
        if len(cards) != len(reveal.slots):
            return Refusal("a reveal opens one card for each of its slots")
        try:
            if reveal.to == EVERYONE:
                if state.phase != Phase.DRAW or reveal.slots != (state.deck_pos,):
                    return Refusal("a reveal for a card not being drawn")
                return apply(state, draw(state.current, reveal.slots[0], cards[0]))[0]
            if not 0 <= reveal.to < state.seats or not set(reveal.slots) <= set(state.hands[reveal.to]):
                return Refusal("a reveal to a seat opens only that seat's hand")
            known = [(slot, card) for slot, card in zip(reveal.slots, cards) if card != UNKNOWN]
            if not known:
                return state
            return learn(state, tuple(s for s, _ in known), tuple(c for _, c in known))
        except IllegalAction as exc:
            return Refusal(str(exc))

    def shows(self, state: HandState, seat: Seat, move: Action) -> tuple[tuple[Slot, Card], ...]:
        if move.type not in SHOWN_BY_MOVE:
            return ()
        return tuple(zip(move.slots, move.cards))

    def hides(self, state: HandState, seat: Seat, move: Action) -> tuple[Slot, ...]:
        return ()

    def known(self, state: HandState) -> tuple[Card, ...]:
        return state.cards

    def view(self, state: HandState, seat: Seat) -> HandState:
        return state.view(seat)

    def public_digest(self, state: HandState) -> bytes:
        return state.public_hash()

    def replay(
        self,
        rules: RuleSet,
        seats: int,
        starter: Seat,
        steps: Sequence[Step[Action]],
        deck: tuple[Card, ...],
        observe: Observer[HandState, Action] | None = None,
    ) -> Audit[HandState]:
        """The engine's own audit and its reasons (file bytes)."""
        actions: list[Action | Draw] = [deal((UNKNOWN,) * NUM_CARDS)]
        for step in steps:
            if isinstance(step, Moved):
                actions.append(step.move)
            elif step.reveal.to == EVERYONE and len(step.reveal.slots) == 1:
                actions.append(Draw(step.reveal.slots[0], step.cards[0]))
            else:
                return replay_steps(self, rules, seats, starter, steps, deck, observe)
        trace: list[tuple[Action, HandState]] | None = [] if observe is not None else None
        result = audit(rules, starter, actions, deck, trace, seats)
        if observe is not None and trace is not None:
            for (_, before), step, (_, after) in zip(trace, steps, trace[1:]):
                observe(before, step, after)
        finding = result.finding
        if finding is None:
            return Audit(result.state, None)
        return Audit(result.state, Finding(finding.position - 1, finding.seat, finding.reason))

    def outcome(self, full: HandState) -> Outcome | None:
        return self._paid(settled(full))

    def outcome_knowing(self, state: HandState, opened: Mapping[Slot, Card]) -> Outcome | None:
        return self._paid(settled_knowing(state, opened))

    def _paid(self, state: HandState) -> Outcome | None:
        if state.result is None:
            return None
        return Outcome(
            state.result.payments,
            next_starter(state.result, state.starter, state.rules, state.current),
            state.result,
            (state.result.winner,) if state.result.winner >= 0 else (),
            state.result.points,
        )

    def refuse_sent(self, state: HandState, seat: Seat, move: Action) -> Refusal | None:
        refused = refused_shape(seat, move)
        return Refusal(refused) if refused is not None else None

    def refuse_turn(self, state: HandState, seat: Seat, move: Action) -> Refusal | None:
        refused = refused_turn(state, seat, move)
        return Refusal(refused) if refused is not None else None

    def step_record(self, before: HandState, step: Step[Action]) -> object:
        if isinstance(step, Moved):
            return step.move
        if len(step.cards) == NUM_CARDS:  # the whole deal, as the audit opens it
            return deal(step.cards)
        return draw(before.current, step.reveal.slots[0], step.cards[0])

    def move_to_wire(self, move: Action) -> list[Any]:
        return move.to_canonical()

    def move_from_wire(self, data: Any) -> Action | Refusal:
        try:
            return Action.from_canonical(data)
        except ValueError as exc:
            return Refusal(str(exc))

    def make_bot(self, level: str, seed: str = "", budget: int | None = None) -> SeatAgent[HandState, Action]:
        return levels.make_bot(level, budget, seed)

    def narrator(self) -> TusacNarrator:
        return TusacNarrator()

    def coach(self) -> TusacCoach:
        return TusacCoach()
