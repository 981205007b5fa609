"""A toy game of twelve cards for two or three seats, built to exercise what Tứ Sắc does not ask of the
table: a card turned up at the deal that decides who is dealt first, a private draw in play, a public
reveal in play, a face-down play checked only at the audit, a window of several seats, and an outcome
that needs the full state.

The deal: slot 0 is turned up (the mark); three cards to each seat from slot 1 on, the first to the seat
``mark`` places after the starter; the rest is the stock. A turn: the seat draws the stock's top, seen
only by itself; it plays a card face up, or face down if the card is below the mark (the audit-only rule:
nobody else can check it before the audit); every other seat then calls or passes, all at once (the
window); then the stock's next top is burnt face up for everyone. The hand ends when the seat to play has
no card left and the stock is empty. At the end each caller of a card takes a stake from its player if the
card is high (6 or more), else pays it one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import IntEnum
from typing import Any, NamedTuple

from protocol.schema import Int, Schema, fields
from tusac_lan.canonical import digest, pack_canonical
from tusac_lan.games.api import (
    EVERYONE,
    SIM_FIRST_DRAWS,
    STOCK,
    UNKNOWN,
    Audit,
    Card,
    Coach,
    DealPlan,
    Game,
    Hint,
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
    plain_record,
    replay_steps,
)

DECK = 12
HAND = 3
HIGH = 6


class Phase(IntEnum):
    DRAW = 0
    PLAY = 1
    WINDOW = 2
    BURN = 3
    ENDED = 4


class Kind(IntEnum):
    UP = 0
    DOWN = 1
    PASS = 2
    CALL = 3


class ToyMove(NamedTuple):
    kind: int
    slot: int = -1
    card: int = UNKNOWN


class ToyRules(NamedTuple):
    stake: int = 1


class Played(NamedTuple):
    seat: int
    slot: int
    face_up: bool
    callers: tuple[int, ...]


class ToyState(NamedTuple):
    rules: ToyRules
    seats: int
    starter: int
    cards: tuple[int, ...]
    public: tuple[bool, ...]
    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    current: int
    phase: Phase
    played: tuple[Played, ...]
    answers: tuple[int, ...]
    """In a window, per seat: -1 not answered (or not in it), else the answer's kind."""
    turn: int

    @property
    def mark(self) -> int:
        return self.cards[0]


def owners(seats: int, starter: int, mark: int) -> tuple[int, ...]:
    first = (starter + mark) % seats
    dealt = {0: EVERYONE, **{1 + i: (first + i) % seats for i in range(HAND * seats)}}
    return tuple(dealt.get(slot, STOCK) for slot in range(DECK))


def _with_card(state: ToyState, slot: int, card: int) -> tuple[int, ...] | Refusal:
    if not 0 <= card < DECK:
        return Refusal("no such card")
    known = state.cards[slot]
    if known != UNKNOWN and known != card:
        return Refusal("the slot does not hold that card")
    if known == UNKNOWN and card in state.cards:
        return Refusal("that card is in another slot")
    return state.cards[:slot] + (card,) + state.cards[slot + 1 :]


def _next_turn(state: ToyState, **changes: Any) -> ToyState:
    state = state._replace(**changes)
    current = (state.current + 1) % state.seats
    if state.stock:
        phase = Phase.DRAW
    elif state.hands[current]:
        phase = Phase.PLAY
    else:
        phase = Phase.ENDED
    return state._replace(current=current, phase=phase)


class ToyNarrator:
    def card_code(self, card: Card) -> str:
        return f"c{card}"

    def seat_name(self, seat: Seat, seats: int) -> str:
        return f"seat {seat}"

    def tell(self, before: ToyState, step: Step[ToyMove], after: ToyState) -> list[str]:
        if not isinstance(step, Moved):
            return [f"slot {step.reveal.slots[0]} opened to {'all' if step.reveal.to == EVERYONE else step.reveal.to}"]
        return [f"seat {step.seat} {Kind(step.move.kind).name.lower()}"]

    def move_json(self, before: ToyState, step: Moved[ToyMove], after: ToyState) -> dict[str, Any]:
        return {"kind": Kind(step.move.kind).name.lower(), "cards": []}

    def result_json(self, account: Any) -> dict[str, Any]:
        return {"account": repr(account)}

    def result_lines(self, account: Any) -> list[str]:
        return [repr(account)]


class FirstBot:
    name = "first"

    def choose(self, view: ToyState, seat: Seat, legal: Sequence[ToyMove]) -> ToyMove:
        return legal[0]


class CallerBot:
    name = "caller"

    def choose(self, view: ToyState, seat: Seat, legal: Sequence[ToyMove]) -> ToyMove:
        return legal[-1]


class ToyCoach:
    def hint(self, view: ToyState, seat: Seat, legal: Sequence[ToyMove]) -> Hint[ToyMove]:
        return Hint(legal[0], "first")


class ToyGame:
    id = "toy"
    engine_version = 1
    seat_counts = (2, 3)
    deck = DECK
    move_keys = 1
    bot_levels = ("first", "caller")
    stand_in = "first"
    client_plugin: str | None = "tests.toy_client"
    terminal_plugin: str | None = None

    @property
    def move_schema(self) -> Schema:
        return fields(Int(0, int(max(Kind))), Int(-1, DECK - 1), Int(-1, DECK - 1))

    def rule_fields(self) -> tuple[RuleField, ...]:
        return (RuleField("stake", 1, 1, 5, "what a caller wins or loses on a card"),)

    def default_rules(self) -> ToyRules:
        return ToyRules()

    def rules_from_canonical(self, data: Any) -> ToyRules | Refusal:
        if not isinstance(data, list) or len(data) != 1:
            return Refusal("the toy's rules are one integer")
        return self.rules_from_values({"stake": data[0]})

    def rules_from_values(self, values: Mapping[str, int]) -> ToyRules | Refusal:
        if set(values) - {"stake"}:
            return Refusal("the toy has one rule, stake")
        stake = values.get("stake", 1)
        if not isinstance(stake, int) or isinstance(stake, bool) or not 1 <= stake <= 5:
            return Refusal("stake is 1 to 5")
        return ToyRules(stake)

    def rules_to_canonical(self, rules: ToyRules) -> list[Any]:
        return [rules.stake]

    def rule_values(self, rules: ToyRules) -> dict[str, int]:
        return {"stake": rules.stake}

    def prepare(self, rules: ToyRules) -> None:
        pass

    def first_starter(self, rules: ToyRules, seats: int, joint: bytes) -> Seat:
        return joint[0] % seats

    def first_throws(self, rules: ToyRules, seats: int, joint: bytes) -> tuple[tuple[int, ...], ...]:
        return ()

    def first_draws(self, rules: ToyRules) -> tuple[int, ...]:
        return SIM_FIRST_DRAWS

    def deal_plan(self, rules: ToyRules, seats: int, starter: Seat) -> DealPlan:
        return DealPlan((0,), lambda first: owners(seats, starter, first[0]))

    def new_hand(self, rules: ToyRules, seats: int, starter: Seat, first: tuple[Card, ...]) -> ToyState:
        slots = owners(seats, starter, first[0])
        return ToyState(
            rules=rules,
            seats=seats,
            starter=starter,
            cards=(first[0],) + (UNKNOWN,) * (DECK - 1),
            public=(True,) + (False,) * (DECK - 1),
            hands=tuple(tuple(s for s, owner in enumerate(slots) if owner == seat) for seat in range(seats)),
            stock=tuple(s for s, owner in enumerate(slots) if owner == STOCK),
            current=starter,
            phase=Phase.DRAW,
            played=(),
            answers=(-1,) * seats,
            turn=0,
        )

    def waiting(self, state: ToyState) -> Waiting:
        if state.phase == Phase.DRAW:
            return Waiting(reveals=(Reveal(state.stock[:1], state.current),))
        if state.phase == Phase.BURN:
            return Waiting(reveals=(Reveal(state.stock[:1], EVERYONE),))
        if state.phase == Phase.PLAY:
            return Waiting(seats=(state.current,))
        if state.phase == Phase.WINDOW:
            return Waiting(seats=tuple(s for s in range(state.seats) if s != state.current and state.answers[s] < 0))
        return Waiting(ended=True)

    def turn(self, state: ToyState) -> int:
        return state.turn

    def legal(self, state: ToyState, seat: Seat) -> tuple[ToyMove, ...]:
        if state.phase == Phase.PLAY and seat == state.current:
            moves = [ToyMove(Kind.UP, slot, state.cards[slot]) for slot in state.hands[seat]]
            moves += [ToyMove(Kind.DOWN, slot) for slot in state.hands[seat] if state.cards[slot] < state.mark]
            return tuple(sorted(moves))
        if state.phase == Phase.WINDOW and seat in self.waiting(state).seats:
            return (ToyMove(Kind.PASS), ToyMove(Kind.CALL))
        return ()

    def apply(self, state: ToyState, seat: Seat, move: ToyMove) -> ToyState | Refusal:
        if not isinstance(move, ToyMove) or move.kind not in tuple(Kind):
            return Refusal("not a move of this game")
        if seat not in self.waiting(state).seats:
            return Refusal("no move is owed by this seat")
        if state.phase == Phase.WINDOW:
            if move.kind not in (Kind.PASS, Kind.CALL) or move.slot != -1 or move.card != UNKNOWN:
                return Refusal("a window is answered by a call or a pass")
            answers = state.answers[:seat] + (move.kind,) + state.answers[seat + 1 :]
            state = state._replace(answers=answers, turn=state.turn + 1)
            if self.waiting(state).seats:
                return state
            callers = tuple(s for s in range(state.seats) if answers[s] == Kind.CALL)
            played = state.played[:-1] + (state.played[-1]._replace(callers=callers),)
            state = state._replace(played=played, answers=(-1,) * state.seats)
            return state._replace(phase=Phase.BURN) if state.stock else _next_turn(state)
        if move.kind not in (Kind.UP, Kind.DOWN):
            return Refusal("a seat on turn plays a card")
        if move.slot not in state.hands[seat]:
            return Refusal("the card played is not in this seat's hand")
        cards, public = state.cards, state.public
        if move.kind == Kind.UP:
            opened = _with_card(state, move.slot, move.card)
            if isinstance(opened, Refusal):
                return opened
            cards = opened
            public = public[: move.slot] + (True,) + public[move.slot + 1 :]
        elif move.card != UNKNOWN:
            return Refusal("a card played face down is not named")
        elif state.cards[move.slot] != UNKNOWN and state.cards[move.slot] >= state.mark:
            return Refusal("a card played face down must be below the mark")
        hands = list(state.hands)
        hands[seat] = tuple(s for s in hands[seat] if s != move.slot)
        return state._replace(
            cards=cards,
            public=public,
            hands=tuple(hands),
            played=state.played + (Played(seat, move.slot, move.kind == Kind.UP, ()),),
            phase=Phase.WINDOW,
            turn=state.turn + 1,
        )

    def apply_reveal(self, state: ToyState, reveal: Reveal, cards: tuple[Card, ...]) -> ToyState | Refusal:
        if len(cards) != len(reveal.slots):
            return Refusal("a reveal opens one card for each of its slots")
        if 0 <= reveal.to < state.seats and reveal.slots and set(reveal.slots) <= set(state.hands[reveal.to]):
            for slot, card in zip(reveal.slots, cards):  # a dealt hand: known to its owner, public unchanged
                if card != UNKNOWN:
                    opened = _with_card(state, slot, card)
                    if isinstance(opened, Refusal):
                        return opened
                    state = state._replace(cards=opened)
            return state
        if reveal not in self.waiting(state).reveals:
            return Refusal("a reveal nobody owes")
        slot, card = reveal.slots[0], cards[0]
        if reveal.to == EVERYONE:
            opened = _with_card(state, slot, card)
            if isinstance(opened, Refusal):
                return opened
            public = state.public[:slot] + (True,) + state.public[slot + 1 :]
            return _next_turn(state, cards=opened, public=public, stock=state.stock[1:], turn=state.turn + 1)
        new_cards = state.cards
        if card != UNKNOWN:
            opened = _with_card(state, slot, card)
            if isinstance(opened, Refusal):
                return opened
            new_cards = opened
        hands = list(state.hands)
        hands[state.current] = tuple(sorted(hands[state.current] + (slot,)))
        return state._replace(
            cards=new_cards, hands=tuple(hands), stock=state.stock[1:], phase=Phase.PLAY, turn=state.turn + 1
        )

    def shows(self, state: ToyState, seat: Seat, move: ToyMove) -> tuple[tuple[Slot, Card], ...]:
        return ((move.slot, move.card),) if move.kind == Kind.UP else ()

    def hides(self, state: ToyState, seat: Seat, move: ToyMove) -> tuple[Slot, ...]:
        return (move.slot,) if move.kind == Kind.DOWN else ()

    def known(self, state: ToyState) -> tuple[Card, ...]:
        return state.cards

    def view(self, state: ToyState, seat: Seat) -> ToyState:
        own = set(state.hands[seat]) | {p.slot for p in state.played if p.seat == seat}
        cards = tuple(c if state.public[s] or s in own else UNKNOWN for s, c in enumerate(state.cards))
        return state._replace(cards=cards)

    def public_digest(self, state: ToyState) -> bytes:
        public = [c if state.public[s] else UNKNOWN for s, c in enumerate(state.cards)]
        return digest(
            pack_canonical(
                [
                    self.id,
                    state.rules.stake,
                    state.seats,
                    state.starter,
                    public,
                    state.hands,
                    state.stock,
                    state.current,
                    int(state.phase),
                    [[p.seat, p.slot, p.face_up, p.callers] for p in state.played],
                    state.answers,
                    state.turn,
                ]
            )
        )

    def replay(
        self,
        rules: ToyRules,
        seats: int,
        starter: Seat,
        steps: Sequence[Step[ToyMove]],
        deck: tuple[Card, ...],
        observe: Observer[ToyState, ToyMove] | None = None,
    ) -> Audit[ToyState]:
        return replay_steps(self, rules, seats, starter, steps, deck, observe)

    def outcome_knowing(self, state: ToyState, opened: Mapping[Slot, Card]) -> Outcome | None:
        return self.outcome(state)

    def outcome(self, full: ToyState) -> Outcome | None:
        if full.phase != Phase.ENDED or any(full.cards[p.slot] == UNKNOWN for p in full.played):
            return None
        pay = [0] * full.seats
        for p in full.played:
            win = full.rules.stake if full.cards[p.slot] >= HIGH else -full.rules.stake
            for caller in p.callers:
                pay[caller] += win
                pay[p.seat] -= win
        return Outcome(tuple(pay), (full.starter + 1) % full.seats, tuple(full.cards[p.slot] for p in full.played))

    def refuse_sent(self, state: ToyState, seat: Seat, move: ToyMove) -> Refusal | None:
        return None

    def refuse_turn(self, state: ToyState, seat: Seat, move: ToyMove) -> Refusal | None:
        return None

    def step_record(self, before: ToyState, step: Step[ToyMove]) -> object:
        return plain_record(step)

    def move_to_wire(self, move: ToyMove) -> list[Any]:
        return [move.kind, move.slot, move.card]

    def move_from_wire(self, data: Any) -> ToyMove | Refusal:
        if not isinstance(data, list) or len(data) != 3:
            return Refusal("a move is three integers")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in data):
            return Refusal("a move is three integers")
        return ToyMove(*data)

    def make_bot(self, level: str, seed: str = "", budget: int | None = None) -> SeatAgent[ToyState, ToyMove]:
        if level == "first":
            return FirstBot()
        if level == "caller":
            return CallerBot()
        raise ValueError(f"unknown bot level {level!r}")

    def narrator(self) -> ToyNarrator:
        return ToyNarrator()

    def coach(self) -> Coach[ToyState, ToyMove] | None:
        return ToyCoach()


TOY: Game[ToyState, ToyMove, ToyRules] = ToyGame()
