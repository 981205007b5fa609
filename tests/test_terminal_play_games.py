"""``tusac play --game ID``: a session of every game at the terminal against its bots, moves chosen from a
menu of the game's legal moves in its narrator's words, the scores carried from hand to hand; and the
commands made for Tứ Sắc alone refuse another game with a sentence."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tusac_lan.detrng import DetRng
from tusac_lan.games import find_game
from tusac_lan.games.api import Refusal
from tusac_lan.games.playout import deal_hand
from tusac_lan.table.history import verify_history
from tusac_lan.terminal.cli import main
from tusac_lan.terminal.play_any import MenuSeat, menu, own_cards, play_game_session

ROOT = Path(__file__).resolve().parent.parent
TABLES = [("tienlen", 2), ("tienlen", 3), ("tienlen", 4), ("kuaho", 4), ("madiao", 4)]


def amounts(line: str) -> dict[str, int]:
    return {name: int(value) for name, value in re.findall(r"(\w+) ([+-]\d+)", line)}


def run_cli(*words: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(words), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(("game_id", "seats"), TABLES, ids=lambda v: str(v))
def test_a_scripted_session_plays_every_hand_to_its_end_and_carries_the_scores(game_id: str, seats: int) -> None:
    command = [sys.executable, "-m", "tusac_lan.terminal.cli", "play", "--game", game_id, "--seats", str(seats)]
    command += ["--seed", "5", "--hands", "3"]
    done = subprocess.run(command, input="1\n" * 3000, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    out = done.stdout
    assert out.startswith(f"{game_id}: you are South.")
    assert "your move: " in out and "your cards: " in out
    names = [find_game(game_id).narrator().seat_name(seat, seats) for seat in range(seats)]
    lines = out.splitlines()
    ends = [index for index, line in enumerate(lines) if line.startswith("session scores after ")]
    paid = [amounts(lines[index - 1]) for index in ends]  # each hand's payments, the line before its scores
    assert all(lines[index - 1].startswith("payments: ") for index in ends)
    totals = [amounts(lines[index]) for index in ends]
    assert len(paid) == 3 and len(totals) == 3
    for hand in range(3):
        assert list(paid[hand]) == names and sum(paid[hand].values()) == 0
        assert f"hand {hand + 1} over:" in out
        assert totals[hand] == {name: sum(p[name] for p in paid[: hand + 1]) for name in names}
    assert out.splitlines()[-1].startswith("session scores after 3 hand(s): ")


def test_end_of_input_ends_the_session_cleanly_with_its_scores() -> None:
    command = [sys.executable, "-m", "tusac_lan.terminal.cli", "play", "--game", "madiao"]
    command += ["--seed", "5", "--hands", "3"]
    done = subprocess.run(command, input="1\n" * 20, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.rstrip().splitlines()
    assert lines[-2] == "bye" and re.fullmatch(r"session scores after [12] hand\(s\): .*", lines[-1])
    assert "hand 3 over:" not in done.stdout


def test_a_move_is_typed_by_its_number_its_words_or_a_prefix_and_bad_input_is_answered() -> None:
    game = find_game("tienlen")
    rules = game.default_rules()
    rng = DetRng(11)
    deck = list(range(game.deck))
    rng.shuffle(deck)
    state = deal_hand(game, rules, 3, 0, deck)
    seat = game.waiting(state).seats[0]
    view = game.view(state, seat)
    legal = game.legal(state, seat)
    options = menu(game, view, seat, 3, legal)
    assert len(options) == len(legal)
    target = options[-1]
    entries = iter(["help", "no such move", str(len(options) + 1), target.label.upper()])
    out = io.StringIO()
    chosen = MenuSeat(game, 3, lambda: next(entries), out).choose(view, seat, legal)
    assert chosen == target.move
    said = out.getvalue()
    assert said.count(f"  {len(options):>2}. {target.label}\n") == 2  # listed, then listed again by 'help'
    assert said.count("not a move here") == 2
    first = iter([str(1)])
    assert MenuSeat(game, 3, lambda: next(first), io.StringIO()).choose(view, seat, legal) == options[0].move


def test_the_menu_lists_a_card_held_twice_once_and_shows_the_seats_own_cards() -> None:
    game = find_game("kuaho")
    rules = game.default_rules()
    deck = list(range(game.deck))
    DetRng(3).shuffle(deck)
    state = deal_hand(game, rules, 4, 0, deck)
    plan = game.deal_plan(rules, 4, 0)
    owners = plan.owners(())
    for seat in range(4):
        view = game.view(state, seat)
        assert own_cards(game, view, seat, 4) == sorted(deck[s] for s, o in enumerate(owners) if o == seat)
    while not game.waiting(state).seats:  # the sowee is turned first
        reveal = game.waiting(state).reveals[0]
        opened = game.apply_reveal(state, reveal, tuple(deck[s] for s in reveal.slots))
        assert not isinstance(opened, Refusal)
        state = opened
    dealer = game.waiting(state).seats[0]
    legal = game.legal(state, dealer)
    labels = [option.label for option in menu(game, game.view(state, dealer), dealer, 4, legal)]
    assert len(labels) == len(set(labels)) < len(legal)  # the dealer's sixteen cards hold a pair at least


def test_quit_ends_the_session_and_says_the_scores() -> None:
    game = find_game("tienlen")
    out = io.StringIO()
    words = iter(["quit"])

    def read() -> str:
        return next(words)

    agents = [MenuSeat(game, 2, read, out), game.make_bot("good", "b")]
    scores = play_game_session(game, game.default_rules(), 2, agents, DetRng(1), 2, read, out)
    assert scores == [0, 0] and out.getvalue().endswith("\nbye\n")


@pytest.mark.parametrize(
    ("words", "said"),
    [
        (["play", "--game", "tienlen", "--seats", "5"], "error: tienlen is played by 2, 3, 4 seats, not 5\n"),
        (["play", "--game", "kuaho", "--seats", "3"], "error: kuaho is played by 4 seats, not 3\n"),
        (["play", "--seats", "5"], "error: tusac is played by 2, 3, 4 seats, not 5\n"),
        (
            ["play", "--game", "mahjong"],
            "error: this client does not play the game 'mahjong'; it plays kuaho, madiao, tienlen, tusac\n",
        ),
        (
            ["play", "--game", "tienlen", "--min-win-points", "5"],  # Tứ Sắc's flag: not one of Tiến lên's rules
            "tusac: error: unrecognized arguments: --min-win-points 5\n",
        ),
        (
            ["play", "--game", "tienlen", "--deal-all", "all equally", "--instant-win", "1"],
            "error: instant wins are patterns of 13 cards: they cannot be on with every card dealt\n",
        ),
        (
            ["analyze", "--game", "tienlen", "GA GB"],
            "error: analyze (trash, sets, points and winning cards of a hand) is for Tứ Sắc only, not tienlen\n",
        ),
        (
            ["selftest", "--game", "kuaho"],
            "error: selftest (the desktop client's hand against bots) is for Tứ Sắc only, not kuaho\n",
        ),
    ],
)
def test_a_game_a_command_cannot_take_is_refused_with_a_sentence(words: list[str], said: str) -> None:
    assert run_cli(*words) == (2, "", said)


def test_play_takes_the_games_own_rule_flags() -> None:
    """`tusac play --game tienlen --stake 7`: the flags are built from Tiến lên's rule fields and reach the hand."""
    command = [sys.executable, "-m", "tusac_lan.terminal.cli", "play", "--game", "tienlen", "--seats", "2"]
    command += ["--seed", "5", "--hands", "2", "--stake", "7"]
    done = subprocess.run(command, input="1\n" * 3000, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    lines = done.stdout.splitlines()
    paid = [amounts(lines[index - 1]) for index, line in enumerate(lines) if line.startswith("session scores after ")]
    assert len(paid) == 2
    values = [value for hand in paid for value in hand.values()]
    assert any(values) and all(value % 7 == 0 for value in values), paid


@pytest.mark.parametrize("seats", [2, 3])
def test_tusac_at_the_terminal_takes_the_seat_counts_the_game_allows(seats: int) -> None:
    """Issue 18 point 3: ``--seats N`` where the game allows several counts; ``tusac play`` refused Tứ Sắc at
    2 and 3 seats although its engine, ``tusac peer`` and ``tusac sim`` play them."""
    command = [sys.executable, "-m", "tusac_lan.terminal.cli", "play", "--seats", str(seats), "--seed", "5"]
    command += ["--hands", "2"]
    done = subprocess.run(command, input="1\n" * 3000, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    last = done.stdout.splitlines()[-1]
    assert last.startswith("session scores after 2 hands: "), last
    scores = amounts(last.removeprefix("session scores after 2 hands: "))
    assert list(scores) == ["South", "East", "North"][:seats] and sum(scores.values()) == 0, last


@pytest.mark.parametrize(("game_id", "seats"), [("tienlen", 3), ("madiao", 4)])
def test_a_human_plays_another_game_at_a_tusac_peer_table(tmp_path: Path, game_id: str, seats: int) -> None:
    """``tusac peer --play human`` for any game (it played Tứ Sắc only): the player's cards and moves from the
    game's interface, the others' moves in its narrator's words, the seats as the game names them; the
    hand's file verifies. The host alone on 127.0.0.1, bots in the other seats."""
    command = [sys.executable, "-m", "tusac_lan.terminal.cli", "peer", "--host", "127.0.0.1:0", "--game", game_id]
    command += ["--seats", str(seats), "--players", "1", "--hands", "1", "--play", "human", "--timeout", "60"]
    command += ["--identity", str(tmp_path / "id"), "--history-dir", str(tmp_path / "h")]
    done = subprocess.run(command, input="1\n" * 3000, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    words = find_game(game_id).narrator()
    names = [words.seat_name(seat, seats) for seat in range(seats)]
    assert f"  {names[0]}: Player (you, key " in out and f"  {names[-1]}: " in out
    assert "your cards: " in out and "your choice: " in out
    assert any(line.startswith(names[1]) for line in out.splitlines()), "the others' moves are told"
    assert "session over: 1 hand(s), every audit ok" in out
    (hand,) = sorted((tmp_path / "h").glob("*-hand*.tusac"))
    history, _ = verify_history(hand.read_bytes())
    assert history.verdict.ok and history.config.game_id == game_id
