"""A session of any game at the terminal (``tusac play --game ID``): seat 0 typed by the player from a menu
of its legal moves, the other seats played by the game's bots, every step told by the game's narrator,
the scores carried from hand to hand. Tứ Sắc keeps its own (``games.tusac.terminal.play``, reached through
its ``TerminalPlugin``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, TextIO

from ..detrng import DetRng
from ..games.api import OPENING, UNKNOWN, Game, Moved, Narrator, Refusal, Seat, SeatAgent, Step
from ..games.playout import play_hand

AnyGame = Game[Any, Any, Any]
HUMAN_SEAT = 0
QUIT_WORDS = frozenset({"q", "quit", "exit"})
HELP_WORDS = frozenset({"help", "?"})


class Option(NamedTuple):
    label: str
    move: Any


def menu(game: AnyGame, view: Any, seat: Seat, seats: int, legal: Sequence[Any]) -> list[Option]:
    """Each legal move labelled as the narrator would tell it (with the cards it lays face down, which
    the story keeps hidden), else by its kind and cards. A move told in the same words as one listed
    before is the same move to the player (another copy of a card) and is not listed again."""
    words = game.narrator()
    known = game.known(view)
    options: list[Option] = []
    labels: set[str] = set()
    for move in legal:
        after = game.apply(view, seat, move)
        if isinstance(after, Refusal):
            continue  # not playable from what this view knows (none of the games here has such a move)
        step = Moved(seat, move)
        told = words.tell(view, step, after)
        if told:
            label = told[0]
        else:
            fields = words.move_json(view, step, after)
            label = " ".join([f"{words.seat_name(seat, seats)}:", fields["kind"], *fields["cards"]])
        down = [words.card_code(known[slot]) for slot in game.hides(view, seat, move) if known[slot] != UNKNOWN]
        if down:
            label += f" ({' '.join(down)})"
        if label not in labels:
            labels.add(label)
            options.append(Option(label, move))
    return options


def own_cards(game: AnyGame, view: Any, seat: Seat, seats: int) -> list[int]:
    """The cards this view knows that some other seat's view of it does not: the seat's own."""
    known = game.known(view)
    others = [game.known(game.view(view, other)) for other in range(seats) if other != seat]
    return sorted(
        card for slot, card in enumerate(known) if card != UNKNOWN and any(seen[slot] == UNKNOWN for seen in others)
    )


class MenuSeat:
    """The player's seat: shows its cards, lists the legal moves, reads a number or a move's words."""

    name = "human"

    def __init__(self, game: AnyGame, seats: int, read: Callable[[], str], out: TextIO) -> None:
        self._game, self._seats, self._read, self._out = game, seats, read, out

    def choose(self, view: Any, seat: Seat, legal: Sequence[Any]) -> Any:
        options = GameSeatMenu(self._game, view, seat, self._seats, legal)
        self._out.write(options.view_text() + "\n")
        self._list(options)
        while True:
            self._out.write("your move: ")
            self._out.flush()
            entry = self._read().strip()
            lowered = entry.lower()
            if lowered in QUIT_WORDS:
                raise EOFError
            if lowered in HELP_WORDS:
                self._list(options)
                continue
            chosen = options.match(entry)
            if not isinstance(chosen, Refusal):
                return chosen
            self._out.write(chosen.reason + "\n")

    def _list(self, options: GameSeatMenu) -> None:
        for number, (label, _) in enumerate(options.entries(), 1):
            self._out.write(f"  {number:>2}. {label}\n")


def _pick(options: list[Option], entry: str) -> Option | None:
    if entry.isdigit():
        number = int(entry)
        return options[number - 1] if 1 <= number <= len(options) else None
    exact = [o for o in options if o.label.lower() == entry]
    if exact:
        return exact[0]
    found = [o for o in options if entry and o.label.lower().startswith(entry)]
    return found[0] if len(found) == 1 else None


class GameSeatMenu:
    """A ``SeatMenu`` of any game from its interface alone (``tusac peer --play human``): the player's cards
    and the legal moves as ``tusac play --game`` lists them."""

    forced = None

    def __init__(self, game: AnyGame, view: Any, seat: Seat, seats: int, legal: Sequence[Any]) -> None:
        self._words: Narrator[Any, Any] = game.narrator()
        self._options = menu(game, view, seat, seats, legal)
        self._cards = own_cards(game, view, seat, seats)

    def view_text(self) -> str:
        return f"your cards: {' '.join(self._words.card_code(c) for c in self._cards)}"

    def entries(self) -> list[tuple[str, str]]:
        return [(option.label, "") for option in self._options]

    def match(self, line: str) -> Any:
        chosen = _pick(self._options, line.strip().lower())
        if chosen is None:
            return Refusal(f"not a move here: {line.strip()[:40]!r}; type its number, its words, or 'help'")
        return chosen.move


def play_game_session(
    game: AnyGame,
    rules: Any,
    seats: int,
    agents: Sequence[SeatAgent[Any, Any]],
    rng: DetRng,
    hands: int,
    read: Callable[[], str],
    out: TextIO,
) -> list[int]:
    """Up to ``hands`` hands, each dealt from ``rng``; ``read`` raising EOFError (end of input, or "quit")
    ends the session. Returns the scores."""
    words = game.narrator()
    names = [words.seat_name(seat, seats) for seat in range(seats)]
    game.prepare(rules)
    scores = [0] * seats
    played = 0
    starter = game.first_starter(rules, seats, bytes(rng.below(256) for _ in range(32)))
    out.write(f"{game.id}: you are {names[HUMAN_SEAT]}. Type a move's number or its words; 'help' lists them again.\n")
    try:
        for hand_no in range(1, hands + 1):
            if hand_no > 1 and not _wants_more(read, out):
                break
            deck = list(range(game.deck))
            rng.shuffle(deck)
            out.write(f"\nhand {hand_no}" + (f", {names[starter]} starts\n" if starter != OPENING else "\n"))

            def observe(before: Any, step: Step[Any], after: Any) -> None:
                for line in words.tell(before, step, after):
                    out.write(line + "\n")

            result = play_hand(game, rules, seats, starter, tuple(deck), agents, observe)
            outcome = game.outcome(result.state)
            if outcome is None:  # a finished playout always settles; a game that does not is at fault
                raise RuntimeError(f"{game.id} ended a hand without a result")
            played += 1
            scores = [score + paid for score, paid in zip(scores, outcome.payments, strict=True)]
            starter = outcome.next_starter
            out.write(f"hand {hand_no} over:\n")
            out.writelines(f"  {line}\n" for line in words.result_lines(outcome.account))
            paid = "  ".join(f"{names[seat]} {p:+d}" for seat, p in enumerate(outcome.payments))
            out.write(f"payments: {paid}\n{_scores_line(names, scores, played)}\n")
            out.flush()
    except (EOFError, KeyboardInterrupt):
        out.write("\nbye\n")
        if played:
            out.write(_scores_line(names, scores, played) + "\n")
    return scores


def _scores_line(names: list[str], scores: list[int], played: int) -> str:
    return f"session scores after {played} hand(s): " + "  ".join(f"{n} {s:+d}" for n, s in zip(names, scores))


def _wants_more(read: Callable[[], str], out: TextIO) -> bool:
    out.write("\nEnter for the next hand, or 'quit': ")
    out.flush()
    return read().strip().lower() not in QUIT_WORDS
