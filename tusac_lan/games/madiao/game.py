"""Ma Diao (馬吊) behind the game interface: the bottom card opened to all first decides who is dealt
first; face-down plays stay unseen until the audit; the 仮達 is opened to all after play."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from protocol.schema import Int, ListOf, Schema, fields

from ...canonical import digest, pack_canonical
from ...detrng import DetRng
from ..api import (
    SIM_FIRST_DRAWS,
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
from .bots import BeginnerBot, GoodBot
from .cards import CARDS, NUM_CARDS
from .expert import PLAYOUTS, ExpertBot
from .result import paid, result
from .rules import FIELDS, MadiaoRules, rules_from_canonical, rules_from_values
from .standing import standing_result
from .state import HAND, MIANZHANG_SLOT, SEATS, Kind, MadiaoState, Move, Phase, new_state, owners
from .words import MadiaoCoach, MadiaoNarrator

ENGINE_VERSION = 1
LEVELS = ("beginner", "good", "expert")


def first_dealer(joint: bytes) -> Seat:
    """The seed's drawing: each seat takes a card off a shuffled deck; the highest money deals first."""
    deck = list(range(NUM_CARDS))
    DetRng(b"madiao first dealer:" + joint).shuffle(deck)
    drawn = deck[:SEATS]
    return max(range(SEATS), key=lambda seat: CARDS[drawn[seat]].money)


class MadiaoGame:
    id = "madiao"
    engine_version = ENGINE_VERSION
    seat_counts = (SEATS,)
    deck = NUM_CARDS
    move_keys = HAND
    bot_levels = LEVELS
    stand_in = "good"
    client_plugin: str | None = "tusac_lan.games.madiao.client"
    terminal_plugin: str | None = None

    @property
    def move_schema(self) -> Schema:
        return fields(Int(0, int(max(Kind))), ListOf(Int(0, NUM_CARDS - 1), HAND), ListOf(Int(0, NUM_CARDS - 1), HAND))

    def rule_fields(self) -> tuple[RuleField, ...]:
        return FIELDS

    def default_rules(self) -> MadiaoRules:
        return MadiaoRules()

    def rules_from_canonical(self, data: Any) -> MadiaoRules | Refusal:
        return rules_from_canonical(data)

    def rules_from_values(self, values: Mapping[str, int]) -> MadiaoRules | Refusal:
        return rules_from_values(values)

    def rules_to_canonical(self, rules: MadiaoRules) -> list[Any]:
        return list(rules)

    def rule_values(self, rules: MadiaoRules) -> dict[str, int]:
        return {field.name: getattr(rules, field.name) for field in FIELDS}

    def prepare(self, rules: MadiaoRules) -> None:
        pass

    def first_starter(self, rules: MadiaoRules, seats: int, joint: bytes) -> Seat:
        return first_dealer(joint)

    def first_throws(self, rules: MadiaoRules, seats: int, joint: bytes) -> tuple[tuple[int, ...], ...]:
        return ()

    def first_draws(self, rules: MadiaoRules) -> tuple[int, ...]:
        return SIM_FIRST_DRAWS

    def deal_plan(self, rules: MadiaoRules, seats: int, starter: Seat) -> DealPlan:
        return DealPlan((MIANZHANG_SLOT,), lambda first: owners(starter, first[0]))

    def new_hand(self, rules: MadiaoRules, seats: int, starter: Seat, first: tuple[Card, ...]) -> MadiaoState:
        return new_state(rules, starter, first[0])

    def waiting(self, state: MadiaoState) -> Waiting:
        return engine.waiting(state)

    def turn(self, state: MadiaoState) -> int:
        return state.turn

    def legal(self, state: MadiaoState, seat: Seat) -> tuple[Move, ...]:
        return engine.legal(state, seat)

    def apply(self, state: MadiaoState, seat: Seat, move: Move) -> MadiaoState | Refusal:
        return engine.apply(state, seat, move)

    def apply_reveal(self, state: MadiaoState, reveal: Reveal, cards: tuple[Card, ...]) -> MadiaoState | Refusal:
        return engine.apply_reveal(state, reveal, cards)

    def shows(self, state: MadiaoState, seat: Seat, move: Move) -> tuple[tuple[Slot, Card], ...]:
        return tuple(zip(move.slots, move.cards)) if move.kind in (Kind.UP, Kind.YISHANG, Kind.MIANMEN) else ()

    def hides(self, state: MadiaoState, seat: Seat, move: Move) -> tuple[Slot, ...]:
        return move.slots if move.kind == Kind.DOWN else ()

    def known(self, state: MadiaoState) -> tuple[Card, ...]:
        return state.cards

    def view(self, state: MadiaoState, seat: Seat) -> MadiaoState:
        return engine.view(state, seat)

    def public_digest(self, state: MadiaoState) -> bytes:
        return digest(
            pack_canonical(
                [
                    self.id,
                    ENGINE_VERSION,
                    list(state.rules),
                    state.dealer,
                    state.first,
                    engine.public_cards(state),
                    state.dealt,
                    state.hands,
                    int(state.phase),
                    state.answers,
                    [[[p.seat, p.slot, p.face_up] for p in trick] for trick in state.tricks],
                    [[p.seat, p.slot, p.face_up] for p in state.trick],
                    state.leader,
                    state.turn,
                ]
            )
        )

    def replay(
        self,
        rules: MadiaoRules,
        seats: int,
        starter: Seat,
        steps: Sequence[Step[Move]],
        deck: tuple[Card, ...],
        observe: Observer[MadiaoState, Move] | None = None,
    ) -> Audit[MadiaoState]:
        return replay_steps(self, rules, seats, starter, steps, deck, observe)

    def outcome_knowing(self, state: MadiaoState, opened: Mapping[Slot, Card]) -> Outcome | None:
        """Settled from the public cards alone: what the opened hands show pays nothing more in this game."""
        return self.outcome(state)

    def outcome(self, full: MadiaoState) -> Outcome | None:
        # The audit (and a headless hand) knows every dealt card; a peer's state after a seed was kept
        # back does not, and is settled from the public cards alone where they decide it (standing.py).
        account = result(full)
        if account is None and full.phase == Phase.ENDED:
            account = standing_result(full)
        return paid(account) if account is not None else None

    def refuse_sent(self, state: MadiaoState, seat: Seat, move: Move) -> Refusal | None:
        return None

    def refuse_turn(self, state: MadiaoState, seat: Seat, move: Move) -> Refusal | None:
        return None

    def step_record(self, before: MadiaoState, step: Step[Move]) -> object:
        return plain_record(step)

    def move_to_wire(self, move: Move) -> list[Any]:
        return [int(move.kind), list(move.slots), list(move.cards)]

    def move_from_wire(self, data: Any) -> Move | Refusal:
        if not isinstance(data, list) or len(data) != 3:
            return Refusal("a move is a kind, its slots and the cards it shows")
        kind, slots, cards = data
        if not isinstance(kind, int) or isinstance(kind, bool) or kind not in tuple(Kind):
            return Refusal("no such move")
        if not isinstance(slots, list) or not isinstance(cards, list) or len(slots) > HAND or len(cards) > HAND:
            return Refusal("a move is a kind, its slots and the cards it shows")
        values = slots + cards
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < NUM_CARDS for v in values):
            return Refusal("no such slot or card")
        return Move(kind, tuple(slots), tuple(cards))

    def make_bot(self, level: str, seed: str = "", budget: int | None = None) -> SeatAgent[MadiaoState, Move]:
        if level == "beginner":
            return BeginnerBot()
        if level == "good":
            return GoodBot()
        if level == "expert":
            return ExpertBot(self, budget or PLAYOUTS)
        raise ValueError(f"unknown Ma Diao bot level {level!r}")

    def narrator(self) -> MadiaoNarrator:
        return MadiaoNarrator()

    def coach(self) -> MadiaoCoach:
        return MadiaoCoach()
