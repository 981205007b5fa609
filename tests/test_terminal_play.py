"""`tusac play` as a new player lives it: moves typed as shown, every seat's move told, the end of a hand in full."""

from __future__ import annotations

import io
import random
import re
import subprocess
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

import pytest

from tests.scenario import Table, make_deck
from tusac_lan.detrng import DetRng
from tusac_lan.games.tusac.bots.base import SeatAgent
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind, pass_
from tusac_lan.games.tusac.engine.rules import KONG_OFFSETS_PAYMENT, KONG_PAID_BY_OTHERS, RuleSet
from tusac_lan.games.tusac.engine.state import SEAT_NAMES, HandState
from tusac_lan.games.tusac.engine.transitions import apply, legal_actions
from tusac_lan.games.tusac.headless import play_hand, shuffled_deck
from tusac_lan.games.tusac.narration import narrate
from tusac_lan.games.tusac.terminal.play import play_session
from tusac_lan.games.tusac.terminal.seat import Option, TextSeat, match_entry, menu
from tusac_lan.games.tusac.text_hand_end import describe_hand_end, payment_reasons
from tusac_lan.games.tusac.text_view import describe_action

SOUTH, EAST, NORTH, WEST = range(4)
CLEAN_15 = "RA RB RC WA WB WC YA YB YC RX RY RZ WX WY WZ"
ROOT = Path(__file__).resolve().parent.parent


def labels(options: Sequence[Option]) -> list[str]:
    return [o.label for o in options]


def chosen(text: str, options: Sequence[Option]) -> str:
    choice = match_entry(text, options)
    assert isinstance(choice, Option), choice
    return choice.label


# --- typing a move --------------------------------------------------------------------------------


def south_to_answer_a_discard() -> tuple[Table, list[Option]]:
    """West discards GZ; South may chow it with GX GY, East may pong it."""
    table = Table(WEST, {SOUTH: CLEAN_15 + " GX GY GC GS YZ", EAST: "GZ GZ " + CLEAN_15 + " GS GC YZ", WEST: "GZ"})
    table.discard(WEST, "GZ")
    return table, menu(table.state.view(SOUTH), legal_actions(table.state, SOUTH))


def test_moves_typed_exactly_as_shown_are_accepted_in_any_case_and_spacing() -> None:
    _, options = south_to_answer_a_discard()
    assert labels(options) == ["chow GX GY", "pass"]
    assert chosen("chow GX GY", options) == "chow GX GY"
    assert chosen("  CHOW   gy  gx ", options) == "chow GX GY"
    assert chosen("chow", options) == "chow GX GY"
    assert chosen("Pass", options) == "pass"
    assert chosen("2", options) == "pass"
    assert chosen(" 02 ", options) == "pass"
    assert chosen("gx gy", options) == "chow GX GY"


def test_a_discard_is_typed_as_shown_by_a_prefix_or_by_its_card_alone() -> None:
    table = Table(SOUTH, {SOUTH: CLEAN_15 + " GX GY GC GS YZ RS"})
    options = menu(table.state.view(SOUTH), legal_actions(table.state, SOUTH))
    assert "discard GY" in labels(options)
    assert len(labels(options)) == len(set(labels(options))), "one entry per card, however many copies"
    assert chosen("discard GY", options) == "discard GY"
    assert chosen("DISCARD gy", options) == "discard GY"
    assert chosen("d gy", options) == "discard GY"
    assert chosen("gy", options) == "discard GY"
    trash = [o.label for o in options if o.hint.startswith("trash")]
    assert sorted(trash) == ["discard GC", "discard GS", "discard GX", "discard GY", "discard RS", "discard YZ"]


def test_win_and_pong_are_typed_as_shown() -> None:
    table = Table(EAST, {EAST: "GZ", SOUTH: CLEAN_15 + " GZ GZ GC GS YZ"})
    table.discard(EAST, "GZ")
    options = menu(table.state.view(SOUTH), legal_actions(table.state, SOUTH))
    assert "pong GZ GZ" in labels(options)
    assert chosen("pong", options) == "pong GZ GZ"
    assert chosen("PONG GZ GZ", options) == "pong GZ GZ"
    table = Table(EAST, {EAST: "GZ", SOUTH: CLEAN_15 + " GX GY RS WS YS"})
    table.discard(EAST, "GZ")
    options = menu(table.state.view(SOUTH), legal_actions(table.state, SOUTH))
    assert labels(options)[0] == "win"
    assert chosen("win", options) == "win"
    assert chosen("WIN!", options) == "win"


def test_an_ambiguous_or_unknown_entry_is_answered_with_the_moves_allowed() -> None:
    _, options = south_to_answer_a_discard()
    unknown = match_entry("pong", options)
    assert isinstance(unknown, str)
    assert "not a move you can make now" in unknown and "'chow GX GY'" in unknown and "'pass'" in unknown
    assert isinstance(match_entry("", options), str)
    too_big = match_entry("7", options)
    assert isinstance(too_big, str) and "1 to 2" in too_big
    for hostile in ("²", "1" * 5000, "discard " + "GY " * 3000, "\x00\x1b[2J", "ＧＹ", "-1", "chow GX GY GY"):
        answer = match_entry(hostile, options)
        assert isinstance(answer, str) and len(answer) < 200, hostile[:20]
    table = Table(SOUTH, {SOUTH: CLEAN_15 + " GX GY GC GS YZ"})
    options = menu(table.state.view(SOUTH), legal_actions(table.state, SOUTH))
    ambiguous = match_entry("discard g", options)
    assert isinstance(ambiguous, str)
    assert "could be" in ambiguous and "'discard GC'" in ambiguous and "'discard GY'" in ambiguous
    assert "'discard RA'" not in ambiguous


# --- a session fed line by line --------------------------------------------------------------------


class Prefer:
    """A bot that makes the listed moves whenever they are legal, and otherwise plays greedy."""

    name = "prefer"

    def __init__(self, moves: Iterable[str]) -> None:
        self.moves = set(moves)
        self.fallback = GreedyBot()

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action:
        for action in legal:
            if describe_action(action) in self.moves:
                return action
        return self.fallback.choose(view, seat, legal)


def feeder(lines: Iterable[str]) -> Callable[[], str]:
    """Stdin as a list of lines: EOFError once they are used up."""
    pending = iter(lines)

    def read() -> str:
        try:
            return next(pending)
        except StopIteration:
            raise EOFError from None

    return read


def lost_claim_session(lines: Iterable[str]) -> str:
    """West (starter) throws GZ; South may chow it, East pongs it. South's lines are ``lines``."""
    deck = make_deck(WEST, {SOUTH: CLEAN_15 + " GX GY GC GS YZ", EAST: "GZ GZ " + CLEAN_15 + " GS GC YZ", WEST: "GZ"})
    out = io.StringIO()
    read = feeder(lines)
    agents: list[SeatAgent] = [TextSeat(read, out), Prefer({"pong GZ GZ"}), GreedyBot(), Prefer({"discard GZ"})]
    play_session(RuleSet(), WEST, agents, lambda: deck, 1, read, out)
    return out.getvalue()


def test_a_lost_claim_is_told_with_the_claim_it_lost_to() -> None:
    text = lost_claim_session(["chow GX GY\n"])
    assert "West discards GZ" in text
    assert "South's chow GX GY lost to East's pong GZ GZ" in text
    assert "East pongs GZ (from West)" in text
    assert text.index("lost to") < text.index("East pongs GZ")


def test_bad_input_is_answered_and_the_game_goes_on() -> None:
    text = lost_claim_session(["fly away\n", "pong\n", "\n", "9\n", "chow gy gx\n"])
    assert "'fly away' is not a move you can make now; you can type 'chow GX GY' or 'pass'" in text
    assert "'pong' is not a move" in text
    assert "type a move as shown, or its number from 1 to 2" in text
    assert "there is no move 9" in text
    assert "South's chow GX GY lost to East's pong GZ GZ" in text
    assert "Traceback" not in text


def test_end_of_input_ends_the_session_cleanly() -> None:
    text = lost_claim_session([])
    assert text.rstrip().endswith("bye")
    assert "South's" not in text, "no move was made for South"


def test_help_lists_the_moves_again_and_quit_ends_the_session() -> None:
    text = lost_claim_session(["help\n", "quit\n"])
    assert text.count("1) chow GX GY") == 2
    assert text.rstrip().endswith("bye")


def test_claims_of_the_same_class_lose_to_the_seat_first_in_turn_order() -> None:
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    table.discard(SOUTH, "GX")
    table.claim(EAST, ClaimKind.CHOW, "GY GZ")
    table.act(pass_(NORTH))
    before = table.state
    west_pong = table.find(WEST, ClaimKind.PONG, "GX GX")
    after, events = apply(before, west_pong)
    lines = narrate(before, west_pong, after, events)
    assert lines == ["East's chow GY GZ lost to West's pong GX GX", "West pongs GX (from South)"]


def typed_as_shown(out: io.StringIO, rng: random.Random) -> Callable[[], str]:
    """A player who types the first move of the latest list exactly as shown, in a random case and spacing."""

    def read() -> str:
        listing = out.getvalue().rsplit("your hand:", 1)[-1]
        first = re.search(r"^\s+1\) (\S+(?: \S+)*)", listing, re.MULTILINE)
        if first is None:
            return "\n"  # between hands: Enter for the next one
        words = first.group(1).split()
        spaced = (" " * rng.randint(1, 3)).join(w.upper() if rng.random() < 0.5 else w.lower() for w in words)
        return " " * rng.randint(0, 2) + spaced + "\n"

    return read


def test_a_whole_session_typed_as_shown_ends_each_hand_in_full() -> None:
    out = io.StringIO()
    rng = DetRng("terminal-play")
    read = typed_as_shown(out, random.Random(5))
    agents: list[SeatAgent] = [TextSeat(read, out), GreedyBot(), GreedyBot(), GreedyBot()]
    session = play_session(RuleSet(), EAST, agents, lambda: shuffled_deck(rng), 3, read, out)
    text = out.getvalue()
    assert session.hands_played == 3, text[-2000:]
    assert "is not a move" not in text and "could be" not in text
    summaries = re.findall(r"=== hand \d over.*?session scores after \d hands?:[^\n]*", text, re.DOTALL)
    assert len(summaries) == 3
    total = [0, 0, 0, 0]
    for summary in summaries:
        for name in SEAT_NAMES:
            assert re.search(rf"^  {name}\s+held: ", summary, re.MULTILINE), summary
        payments = [int(p) for p in re.findall(r"^  (?:South|East|North|West)\s+([+-]\d+)  ", summary, re.MULTILINE)]
        assert len(payments) == 4 and sum(payments) == 0
        total = [t + p for t, p in zip(total, payments)]
        winner = re.search(r"over: (\w+) wins on \w\w .*with (\d+) points", summary)
        if winner is not None:
            assert f"{winner.group(1)}'s sets (* the winning card):" in summary
            assert re.search(rf"^  total\s+{winner.group(2)}$", summary, re.MULTILINE)
            assert "*]" in summary or "* " in summary
    assert tuple(total) == session.scores


@pytest.mark.parametrize("kong_payment", [KONG_PAID_BY_OTHERS, KONG_OFFSETS_PAYMENT])
def test_payment_reasons_add_up_to_the_payments_and_name_kong_earnings(kong_payment: int) -> None:
    rng = DetRng("kongs")
    kong_reasons = 0
    rules = RuleSet(stake=2, kong_payment=kong_payment)
    for hand in range(40):
        state, _ = play_hand(rules, hand % 4, shuffled_deck(rng), [GreedyBot()] * 4)
        assert state.result is not None
        for seat, parts in enumerate(payment_reasons(state)):
            assert sum(amount for amount, _ in parts) == state.result.payments[seat]
            assert all(reason != "other settlement" for _, reason in parts)
            kong_reasons += sum("exposed kong" in reason for _, reason in parts if state.result.winner >= 0)
        summary = describe_hand_end(state, hand + 1, state.result.payments, 1)
        assert "payments (stake 2):" in summary
    assert kong_reasons > 0, "some loser's exposed kong earned in 40 hands"


def test_a_hand_without_winner_still_reveals_every_hand() -> None:
    table = Table(SOUTH, {})
    table.act(legal_actions(table.state, SOUTH)[0])
    table.pass_rest()
    table.draws_until_the_end()
    assert table.state.result is not None and table.state.result.winner == -1
    summary = describe_hand_end(table.state, 1, (0, 0, 0, 0), 1)
    assert "no winner, the deck ran down to 6 cards" in summary
    assert summary.count("held:") == 4 and "sets (* the winning card)" not in summary


def test_tusac_play_reads_stdin_and_stops_cleanly_at_its_end() -> None:
    command = [
        sys.executable,
        "-m",
        "tusac_lan.terminal.cli",
        "play",
        "--seed",
        "3",
        "--bots",
        "greedy",
        "--hands",
        "2",
    ]
    done = subprocess.run(command, input="1\n" * 400, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "=== hand 1 over" in done.stdout and "=== hand 2 over" in done.stdout
    cut = subprocess.run(command, input="1\n2\n", capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert cut.returncode == 0 and cut.stderr == ""
    assert cut.stdout.rstrip().endswith("bye")


def test_draw_only_turns_are_not_asked() -> None:
    table = Table(SOUTH, {})
    table.act(legal_actions(table.state, SOUTH)[0])
    table.pass_rest()
    table.draw()
    seat = TextSeat(feeder([]), io.StringIO())
    assert seat.choose(table.state.view(EAST), EAST, [Action(ActionType.PASS, EAST)]).type == ActionType.PASS
