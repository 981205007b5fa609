"""What a game provides, so that the table, the files, the simulator and the clients can host it without
knowing its rules. A game is a value (a ``Game``) handed to them; its states, moves and rules are its own
immutable values (``S``, ``M``, ``R``), opaque to everyone else.

A hand runs in three parts, all driven by the game's answers:

1. **The deal.** The table shuffles ``deck`` cards face down into slots 0..deck-1. ``deal_plan`` says
   which slots are opened to everyone first (``first``), and, given those cards, who owns each slot: a
   seat, ``EVERYONE`` (face up on the table), ``STOCK`` (undealt, in slot order, the lowest on top) or
   ``UNUSED`` (out of play, opened only at the audit). ``new_hand`` is the state right after the deal,
   ``first`` open and no hand known; each hand is then opened to its owner with
   ``apply_reveal(state, Reveal(its slots, seat), cards)``.
2. **The play.** ``waiting(state)``, read from public state so every peer agrees, says what is owed next:
   keys for ``reveals`` first (a draw, a card turned up), else the moves of ``seats`` (several seats are
   a window: each may answer, in any order; the table takes them in ascending seat order). A move comes
   off the wire with ``move_from_wire``, is checked and applied by ``apply``, opens the slots ``shows``
   names with the keys that ride in it (to everyone) and lays the slots ``hides`` names face down (to
   nobody until the audit). A reveal's cards reach the state by ``apply_reveal``; a peer outside its
   audience passes ``UNKNOWN`` for each card and its public state changes exactly as the audience's.
3. **The audit.** With every seed open, ``replay`` plays the recorded steps again knowing every dealt
   card. ``apply`` checks whatever its state knows, so the rules that need a hidden card (a face-down
   play, a rule about a whole hand) are checked there: they are the audit-only rules. ``outcome`` on the
   replay's state settles the hand.

Nothing here raises on a peer's input: a move, a reveal or a rule list a game will not take comes back
as a ``Refusal`` with its reason (frozen text: reasons end up in signed files).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, Generic, NamedTuple, Protocol, TextIO, TypeVar

from protocol.schema import Schema
from protocol.shape import TableShape

from .hand_file import FileNarrator

Seat = int
Slot = int
Card = int

UNKNOWN: Final = -1
"""A card this state does not know (in ``known`` and in a reveal's cards at a peer outside its audience)."""
EVERYONE: Final = -1
"""``Reveal.to`` for a reveal to every seat."""
STOCK: Final = -2
"""The owner of a slot left face down in the stock (drawn from the lowest slot up)."""
UNUSED: Final = -3
"""The owner of a slot out of play: nobody sees it before the audit."""
OPENING: Final = -1
"""A starter no seat is yet: ``first_starter`` returns it for a game whose session's first hand finds its
starter in play (Tiến lên: whoever holds the lowest dealt card leads), and the game takes it wherever a
starter is passed. A table stores and passes it like a seat; ``Outcome.next_starter`` is a seat, or
``OPENING`` again when a hand ended before anyone led it (Tiến lên's void hand)."""

SIM_FIRST_DRAWS: Final = (256,) * 16
"""``Game.first_draws`` of a game that reads its first starter from sixteen bytes of joint randomness."""

S = TypeVar("S")
M = TypeVar("M")
R = TypeVar("R")
S_contra = TypeVar("S_contra", contravariant=True)


class Refusal(NamedTuple):
    """A move, reveal or rule list the game does not take, and why (frozen text)."""

    reason: str


class Reveal(NamedTuple):
    """Slots opened to an audience: one seat (every other peer publishes its key) or ``EVERYONE``."""

    slots: tuple[Slot, ...]
    to: Seat


class Waiting(NamedTuple):
    """What every peer owes next, read from public state. ``reveals`` come before any move."""

    reveals: tuple[Reveal, ...] = ()
    seats: tuple[Seat, ...] = ()
    """Ascending; two or more seats are a window."""
    ended: bool = False


class DealPlan(NamedTuple):
    first: tuple[Slot, ...]
    """Slots opened to every seat before anyone knows a hand."""
    owners: Callable[[tuple[Card, ...]], tuple[Seat, ...]]
    """The cards of ``first`` -> for each slot its seat, ``EVERYONE`` (face up on the table: the slots
    of ``first`` that stay there, or a slot a reveal to everyone that ``waiting`` asks for turns up after
    the hands), ``STOCK`` or ``UNUSED``."""


class Moved(NamedTuple, Generic[M]):
    seat: Seat
    move: M


class Opened(NamedTuple):
    reveal: Reveal
    cards: tuple[Card, ...]


Step = Moved[M] | Opened
"""One entry of a hand's record after the deal: a seat's move, or a reveal with the cards it opened."""

Observer = Callable[[S, Step[M], S], None]
"""Told of every step applied: the state before, the step, the state after (a viewer's story)."""


class Finding(NamedTuple):
    """The first step the audit's replay refuses."""

    position: int
    """Index of the step; -1 when the deal itself is refused."""
    seat: Seat
    """The seat to blame; -1 for nobody."""
    reason: str


class Audit(NamedTuple, Generic[S]):
    state: S
    """The state after the last step that applied (every hand known; stock and unused slots as opened)."""
    finding: Finding | None


class Outcome(NamedTuple):
    payments: tuple[int, ...]
    """Per seat, in the game's least unit; the sum is zero."""
    next_starter: Seat
    """Who starts (or deals) the next hand: a seat, or ``OPENING`` (see there)."""
    account: object
    """The game's own account of the result, for its narrator and client."""
    winners: tuple[Seat, ...] = ()
    """The seats that won the hand, ascending; none for a hand nobody won (the simulator counts them)."""
    points: int = 0
    """The size of the win in the game's own count (Tứ Sắc: its points), for the simulator's figures."""


def top_winner(outcome: Outcome) -> Seat:
    """The winner a score sheet names for the hand: of its winners the one paid most (among equals the
    first in seat order); -1 when nobody won. Ma Diao's winners are every seat that gained and its
    ``points`` the most one gained, so the lowest winner is not always the one its points are."""
    if not outcome.winners:
        return -1
    return max(outcome.winners, key=lambda seat: (outcome.payments[seat], -seat))


class RuleField(NamedTuple):
    """One rule option: the command line's flag and the client's house-rules form are built from these."""

    name: str
    default: int
    low: int
    high: int
    help: str
    choices: tuple[str, ...] = ()
    """A word for each value low..high, for options that pick one reading of the rules."""


class SeatAgent(Protocol[S_contra, M]):
    """Chooses one of the legal moves from the seat's view only; a pure function of its arguments."""

    name: str

    def choose(self, view: S_contra, seat: Seat, legal: Sequence[M]) -> M: ...


class Hint(NamedTuple, Generic[M]):
    move: M
    reason: str
    """A word a client translates (e.g. "wins", "only_move")."""


class Coach(Protocol[S_contra, M]):
    def hint(self, view: S_contra, seat: Seat, legal: Sequence[M]) -> Hint[M]: ...


class Narrator(Protocol[S_contra, M]):
    def card_code(self, card: Card) -> str: ...

    def seat_name(self, seat: Seat, seats: int) -> str: ...

    def tell(self, before: S_contra, step: Step[M], after: S_contra) -> list[str]:
        """The step in words (possibly no line)."""
        ...

    def move_json(self, before: S_contra, step: Moved[M], after: S_contra) -> dict[str, Any]:
        """A move of a replayed hand (``before`` and ``after`` know every card) for ``history show --json``:
        ``kind`` (the game's move kind), ``cards`` (the codes the move shows to everyone), then the game's
        own fields (docs/HISTORY.md). The table adds ``seat`` first."""
        ...

    def result_json(self, account: Any) -> dict[str, Any]:
        """``Outcome.account`` as JSON values (card codes, seats as numbers)."""
        ...

    def result_lines(self, account: Any) -> list[str]:
        """``Outcome.account`` in words for ``history show`` (the payments line is the table's)."""
        ...


class ClientPlugin(Protocol):
    """What a game gives the desktop client; only the plugin's own module imports the GUI toolkit."""

    game_id: str


class SeatMenu(Protocol):
    """A human seat's decision at the terminal: the move played without asking, or the view and the moves to
    list, and the move a typed line names."""

    forced: Any | None
    """The only move, played without asking (Tứ Sắc: a lone draw or pass); None: ask the player."""

    def view_text(self) -> str: ...

    def entries(self) -> list[tuple[str, str]]:
        """Each move listed, as its label and a hint (empty if none)."""
        ...

    def match(self, line: str) -> Any | Refusal:
        """The move ``line`` names; a Refusal saying what the player can type instead."""
        ...


class TerminalPlugin(Protocol):
    """What a game gives the terminal beyond this interface (``Game.terminal_plugin``): Tứ Sắc's rule flags,
    its ``analyze`` and ``play`` commands and the pinned words of its hand files. A game without one is
    played at the terminal from the interface alone (its ``rule_fields``, narrator and bots)."""

    game_id: str

    def add_rule_options(self, parser: argparse.ArgumentParser) -> None:
        """A flag for every rule, as ``play``, ``analyze`` and ``peer`` take them."""
        ...

    def rules_from_args(self, args: argparse.Namespace) -> Any:
        """The rules those flags (and the defaults) make; ValueError saying which flag is wrong."""
        ...

    def plain_level(self, level: str) -> str:
        """A bot level the player typed (plain or an older name) in plain words; ValueError if none."""
        ...

    def analyze(self, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
        """``tusac analyze``: each hand's trash, sets, points and winning cards; the exit status."""
        ...

    def play(self, args: argparse.Namespace, seed: int | str, read: Callable[[], str], out: TextIO) -> int:
        """``tusac play``: a session at the terminal against the game's bots; the exit status."""
        ...

    def file_story(self) -> FileNarrator:
        """The words of ``history show`` and ``--json`` for this game's hand files."""
        ...

    @property
    def seat_names(self) -> tuple[str, ...]:
        """The terminal's names of the seats (``South``, ``East``, …)."""
        ...

    def dice_text(self, rounds: tuple[tuple[int, ...], ...]) -> str:
        """The throws of the dice that chose a session's first starter."""
        ...

    def seat_menu(self, view: Any, seat: Seat, legal: Sequence[Any]) -> SeatMenu:
        """What ``tusac peer`` asks a human seat, from its view and legal moves."""
        ...


class Game(Protocol[S, M, R]):
    """A card game the table can host. See the module's text for how the parts fit together."""

    @property
    def id(self) -> str:
        """Its wire name, never renamed (absent on the wire = "tusac")."""
        ...

    @property
    def engine_version(self) -> int:
        """Written in every history file; raised when the same steps could end differently."""
        ...

    @property
    def seat_counts(self) -> tuple[int, ...]: ...

    @property
    def deck(self) -> int:
        """Card ids and slots are 0..deck-1."""
        ...

    @property
    def move_schema(self) -> Schema:
        """A move's wire form (``move_to_wire``), checked by the protocol before the game sees it."""
        ...

    @property
    def move_keys(self) -> int:
        """The most keys one move publishes."""
        ...

    @property
    def bot_levels(self) -> tuple[str, ...]:
        """Weakest first, as players see them."""
        ...

    @property
    def stand_in(self) -> str:
        """The level that plays for a seat whose player is gone (and a move whose player ran out of time)."""
        ...

    @property
    def client_plugin(self) -> str | None:
        """The module holding ``PLUGIN`` (a ``ClientPlugin``), imported only by the client."""
        ...

    @property
    def terminal_plugin(self) -> str | None:
        """The module holding ``PLUGIN`` (a ``TerminalPlugin``), imported only by the terminal."""
        ...

    def rule_fields(self) -> tuple[RuleField, ...]: ...

    def default_rules(self) -> R: ...

    def rules_from_canonical(self, data: Any) -> R | Refusal: ...

    def rules_from_values(self, values: Mapping[str, int]) -> R | Refusal:
        """Rules from option values by name (the rest at their defaults)."""
        ...

    def rules_to_canonical(self, rules: R) -> list[Any]: ...

    def rule_values(self, rules: R) -> dict[str, int]:
        """Every option's value by name, in field order."""
        ...

    def prepare(self, rules: R) -> None:
        """Build whatever tables play needs, before the first deal (not part of any state)."""
        ...

    def first_starter(self, rules: R, seats: int, joint: bytes) -> Seat:
        """The first hand's starter (or dealer) from randomness every seat contributed to."""
        ...

    def first_throws(self, rules: R, seats: int, joint: bytes) -> tuple[tuple[int, ...], ...]:
        """The dice ``first_starter`` threw from ``joint``, for the front ends to show: each round's faces by
        seat (0 for a seat out of a round of ties); empty for a game that throws none."""
        ...

    def first_draws(self, rules: R) -> tuple[int, ...]:
        """How a simulator, which has no seats to contribute, draws ``first_starter``'s randomness: one byte
        for each value given, below it (``SIM_FIRST_DRAWS``, sixteen bytes, for most games)."""
        ...

    def deal_plan(self, rules: R, seats: int, starter: Seat) -> DealPlan: ...

    def new_hand(self, rules: R, seats: int, starter: Seat, first: tuple[Card, ...]) -> S:
        """The state right after the deal: ``first`` (the plan's cards) open, every hand still closed."""
        ...

    def waiting(self, state: S) -> Waiting: ...

    def turn(self, state: S) -> int:
        """Moves and reveals applied so far: every move and key names the turn it was made on."""
        ...

    def legal(self, state: S, seat: Seat) -> tuple[M, ...]:
        """Sorted; the state must know the seat's cards (its view, or a full state)."""
        ...

    def apply(self, state: S, seat: Seat, move: M) -> S | Refusal:
        """Checks everything the state knows."""
        ...

    def apply_reveal(self, state: S, reveal: Reveal, cards: tuple[Card, ...]) -> S | Refusal:
        """``cards`` hold ``UNKNOWN`` where this state is not in the reveal's audience."""
        ...

    def shows(self, state: S, seat: Seat, move: M) -> tuple[tuple[Slot, Card], ...]:
        """The slots of the mover's own the move opens to everyone, with the cards it says they hold."""
        ...

    def hides(self, state: S, seat: Seat, move: M) -> tuple[Slot, ...]:
        """The slots the move lays face down: nobody sees them before the audit."""
        ...

    def known(self, state: S) -> tuple[Card, ...]:
        """Per slot, the card this state knows, else ``UNKNOWN``."""
        ...

    def view(self, state: S, seat: Seat) -> S:
        """The state with every card ``seat`` has not seen forgotten."""
        ...

    def public_digest(self, state: S) -> bytes:
        """The hash chain's input: the same at every peer after the same steps."""
        ...

    def replay(
        self,
        rules: R,
        seats: int,
        starter: Seat,
        steps: Sequence[Step[M]],
        deck: tuple[Card, ...],
        observe: Observer[S, M] | None = None,
    ) -> Audit[S]:
        """The audit: the steps again with ``deck`` (every slot's card) known."""
        ...

    def outcome(self, full: S) -> Outcome | None:
        """On the audit's state of an ended hand; None before the end."""
        ...

    def outcome_knowing(self, state: S, opened: Mapping[Slot, Card]) -> Outcome | None:
        """The outcome of an ended hand settled without every seed after peers were lost at once (its result
        stands on the public cards): ``state`` holds what every peer saw, ``opened`` the cards of the slots
        dealt to the seats whose seeds did open (the void's signers), which every peer and a verifier open
        alike. What needs a hand known is paid
        for the hands known (Tứ Sắc: a loser's four held from the deal); None when the public cards do
        not decide the hand."""
        ...

    def refuse_sent(self, state: S, seat: Seat, move: M) -> Refusal | None:
        """What the game refuses of a move a seat sent before its keys are looked at (its shape), in the
        stop's own words (frozen text, not wrapped as an illegal move); None leaves it to the keys."""
        ...

    def refuse_turn(self, state: S, seat: Seat, move: M) -> Refusal | None:
        """Once the keys of a move check out, before the table places it in its turn or window: a refusal
        in the stop's own words; None leaves it to the table (out of turn unless the hand waits for the
        seat) and then to ``apply``."""
        ...

    def step_record(self, before: S, step: Step[M]) -> object:
        """A step as the game's front ends and story take it (Tứ Sắc's draw is its engine's action)."""
        ...

    def move_to_wire(self, move: M) -> list[Any]: ...

    def move_from_wire(self, data: Any) -> M | Refusal: ...

    def make_bot(self, level: str, seed: str = "", budget: int | None = None) -> SeatAgent[S, M]:
        """ValueError for a level it does not know."""
        ...

    def narrator(self) -> Narrator[S, M]: ...

    def coach(self) -> Coach[S, M] | None: ...


def table_shape(game: Game[Any, Any, Any], seats: int) -> TableShape:
    """The protocol's shape of a table of ``seats`` playing ``game``."""
    if seats not in game.seat_counts:
        raise ValueError(f"{game.id} is played by {', '.join(map(str, game.seat_counts))} seats, not {seats}")
    return TableShape(seats=seats, deck=game.deck, move=game.move_schema, move_keys=game.move_keys)


def hands_of(owners: tuple[Seat, ...], seats: int) -> tuple[tuple[Slot, ...], ...]:
    """Each seat's dealt slots, ascending."""
    return tuple(tuple(slot for slot, owner in enumerate(owners) if owner == seat) for seat in range(seats))


def plain_record(step: Step[M]) -> object:
    """``step_record`` for a game whose front ends take its moves and reveals as they are."""
    return step.move if isinstance(step, Moved) else step


def stock_of(owners: tuple[Seat, ...]) -> tuple[Slot, ...]:
    return tuple(slot for slot, owner in enumerate(owners) if owner == STOCK)


def replay_steps(
    game: Game[S, M, R],
    rules: R,
    seats: int,
    starter: Seat,
    steps: Sequence[Step[M]],
    deck: tuple[Card, ...],
    observe: Observer[S, M] | None = None,
) -> Audit[S]:
    """A ``replay`` any game may use: the deal with every hand opened to its owner, then each step, every
    reveal opened to the cards the deck holds."""
    plan = game.deal_plan(rules, seats, starter)
    first = tuple(deck[slot] for slot in plan.first)
    state = game.new_hand(rules, seats, starter, first)
    for seat, slots in enumerate(hands_of(plan.owners(first), seats)):
        opened = game.apply_reveal(state, Reveal(slots, seat), tuple(deck[slot] for slot in slots))
        if isinstance(opened, Refusal):
            return Audit(state, Finding(-1, -1, opened.reason))
        state = opened
    for position, step in enumerate(steps):
        if isinstance(step, Opened):
            if step.cards != tuple(deck[slot] for slot in step.reveal.slots):
                return Audit(state, Finding(position, -1, "a reveal does not open the cards the deck holds"))
            after = game.apply_reveal(state, step.reveal, step.cards)
            seat = -1
        else:
            after = game.apply(state, step.seat, step.move)
            seat = step.seat
        if isinstance(after, Refusal):
            return Audit(state, Finding(position, seat, after.reason))
        if observe is not None:
            observe(state, step, after)
        state = after
    return Audit(state, None)
