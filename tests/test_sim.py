"""The simulator over the game interface: Tứ Sắc's figures as the old simulator gave them, the toy game
(and so any registered game) at each of its seat counts, and `tusac sim --game/--seats`."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from tests.test_tusac_pins import SIM_FIGURES, hexdigest
from tests.toy_game import TOY, ToyGame, ToyState
from tusac_lan.games import GAMES, find_game
from tusac_lan.games.api import Outcome
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.headless import simulate as headless_simulate
from tusac_lan.sim import PART_HANDS, SimStats, simulate
from tusac_lan.terminal.cli import main, speed_line

TUSAC = find_game()
WITH_TOY = {**GAMES, TOY.id: TOY}


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err, games=WITH_TOY)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(
    ("seed", "levels", "rules", "rotate"),
    [
        ("1", ["strong", "greedy", "greedy", "greedy"], RuleSet(), False),
        ("games", ["greedy", "strong", "greedy", "strong"], RuleSet(), True),
        ("seven", ["greedy"] * 4, RuleSet(stake=3, no_winner_deck=0, next_after_no_winner=1), False),
        ("house", ["strong", "greedy", "strong", "greedy"], RuleSet(discarder_pays=1, four_win_double=1), True),
        # The two-dice rule draws two dice from the stream, as the old simulator threw them (Game.first_draws).
        ("dice", ["strong", "greedy", "greedy", "greedy"], RuleSet(first_starter=0), False),
        ("two dice", ["greedy", "strong", "greedy", "strong"], RuleSet(first_starter=0), True),
    ],
)
def test_tu_sac_gives_the_old_simulators_json_byte_for_byte(
    seed: str, levels: list[str], rules: RuleSet, rotate: bool
) -> None:
    new = simulate(TUSAC, rules, 4, 5, seed, levels, rotate=rotate).to_json()
    old = headless_simulate(5, seed, levels, rules, rotate=rotate).to_json()
    assert json.dumps(new) == json.dumps(old)


def test_a_duplicate_match_of_tu_sac_gives_the_old_figures() -> None:
    levels = ["strong", "greedy", "greedy", "greedy"]
    new = simulate(TUSAC, RuleSet(), 4, 8, "dup", levels, rotate=True, duplicate=True)
    old = headless_simulate(8, "dup", levels, rotate=True, duplicate=True)
    assert json.dumps(new.to_json()) == json.dumps(old.to_json())
    assert (new.deals, new.deal_payment_squares, new.deal_score_squares) == (
        old.deals,
        old.deal_payment_squares,
        old.deal_score_squares,
    )


def test_the_pinned_figures_come_out_of_simulate() -> None:
    levels = ["strong", "greedy", "greedy", "greedy"]
    figures = simulate(TUSAC, TUSAC.default_rules(), 4, 4, "pins", levels).to_json()
    assert hexdigest(json.dumps(figures, sort_keys=True).encode()) == SIM_FIGURES


def test_tu_sac_names_its_winner_and_points_in_the_outcome() -> None:
    stats = simulate(TUSAC, RuleSet(), 4, 6, "4", ["greedy"] * 4)
    assert sum(stats.wins) + stats.no_winner == 6 and sum(stats.payments) == 0
    assert all(points >= 0 for points in stats.win_points) and sum(stats.win_points) > 0


@pytest.mark.parametrize("seats", TOY.seat_counts)
def test_the_toy_game_runs_through_simulate(seats: int) -> None:
    levels = ["caller", *["first"] * (seats - 1)]
    stats = simulate(TOY, TOY.default_rules(), seats, 30, "toy", levels, rotate=True)
    again = simulate(TOY, TOY.default_rules(), seats, 30, "toy", levels, rotate=True)
    assert stats == again and stats.hands == 30 and stats.seats == tuple(levels)
    assert sum(stats.payments) == 0 and any(stats.payments)
    assert stats.no_winner == 30  # the toy names no winners
    assert stats.actions > 30 * (1 + 4 * seats)  # the deal, and a draw and a play a card at least
    other = simulate(TOY, TOY.rules_from_values({"stake": 3}), seats, 30, "toy", levels, rotate=True)
    assert other.payments == [3 * paid for paid in stats.payments]


def test_a_duplicate_toy_match_plays_each_deal_in_every_seating() -> None:
    stats = simulate(TOY, TOY.default_rules(), 3, 12, "dup", ["first"] * 3, rotate=True, duplicate=True)
    assert stats.deals == 4 and len(set(stats.payments)) == 1
    assert stats.deal_payment_squares == [0, 0, 0]
    with pytest.raises(ValueError, match="rotates"):
        simulate(TOY, TOY.default_rules(), 3, 3, "dup", ["first"] * 3, duplicate=True)


def test_a_long_match_gives_the_same_figures_on_any_number_of_workers() -> None:
    hands = PART_HANDS + 50
    levels = ["caller", "first", "first"]
    parts: list[int] = []
    alone = simulate(TOY, TOY.default_rules(), 3, hands, "long", levels, 1, on_part=lambda p: parts.append(p.hands))
    shared = simulate(TOY, TOY.default_rules(), 3, hands, "long", levels, 2)
    assert alone == shared and alone.hands == hands and parts == [125, 125]


def test_the_figures_count_every_winner_a_game_names() -> None:
    stats = SimStats(("a", "b", "c"), rotate=True)
    shared = Outcome((3, -6, 3), 0, None, (0, 2), 5)
    nobody = Outcome((0, 0, 0), 1, None)
    for shift, outcome in enumerate((shared, nobody, shared)):
        stats.record(outcome, 10, shift)
        stats.record_in_deal(outcome, shift)
    # entry 0 sat at seats 0, 1, 2; entry 1 at 1, 2, 0; entry 2 at 2, 0, 1
    assert stats.wins == [2, 1, 1] and stats.win_points == [10, 5, 5] and stats.no_winner == 1
    assert stats.payments == [6, -3, -3] and stats.actions == 30 and stats.deals == 1
    assert stats.deal_score_squares == [(2 - 2 / 2) ** 2, (1 - 3 / 2) ** 2, (1 - 3 / 2) ** 2]
    figures = stats.to_json()
    assert figures["average_win_points"] == 5.0 and figures["no_winner_rate"] == 1 / 3


def test_seat_counts_and_levels_the_game_does_not_have_are_refused() -> None:
    with pytest.raises(ValueError, match="played by 2, 3 seats, not 4"):
        simulate(TOY, TOY.default_rules(), 4, 1, "x", ["first"] * 4)
    with pytest.raises(ValueError, match="wizard"):
        simulate(TOY, TOY.default_rules(), 2, 1, "x", ["first", "wizard"])
    with pytest.raises(ValueError, match="2 seats need 2 bot levels"):
        simulate(TOY, TOY.default_rules(), 2, 1, "x", ["first"])


def test_sim_game_and_seats_on_the_command_line() -> None:
    code, out, err = run("sim", "--game", "toy", "--seats", "2", "--hands", "10", "--stake", "2", "--json")
    assert code == 0, err
    figures = json.loads(out)
    assert [seat["bot"] for seat in figures["seats"]] == ["caller", "first"]
    assert figures["hands"] == 10 and sum(seat["net_score"] for seat in figures["seats"]) == 0
    assert figures == simulate(TOY, TOY.rules_from_values({"stake": 2}), 2, 10, "1", ["caller", "first"]).to_json()
    assert "10/10" in err and "hands/s" in err
    code, out, err = run("sim", "--game", "toy", "--hands", "3", "--no-progress")
    assert code == 0 and "seat 2" in out and "hands/s" in out  # three seats: the toy's largest count
    code, out, _ = run("sim", "--game", "toy", "--seats", "first,caller", "--hands", "3", "--json", "--no-progress")
    assert code == 0 and json.loads(out)["seats"][1]["bot"] == "caller"


def test_the_speed_line_keeps_a_slow_rate_readable() -> None:
    """A hand with an expert takes about a second: its rate is not rounded to "0 hands/s"."""
    assert speed_line(1000, 4.0) == "250 hands/s\n"
    assert speed_line(12, 16.5) == "0.73 hands/s (1.38 s a hand)\n"
    assert speed_line(8, 40.0) == "0.20 hands/s (5.00 s a hand)\n"


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--game", "chess"], "does not play the game 'chess'"),
        (["--game", "toy", "--seats", "4"], "toy is played by 2, 3 seats, not 4"),
        (["--seats", "5"], "tusac is played by 2, 3, 4 seats, not 5"),
        (["--seats", "0"], "tusac is played by 2, 3, 4 seats, not 0"),
        (["--seats", "good"], "tusac is played by 2, 3, 4 seats, not 1"),
        (["--game", "toy", "--seats", "first,wizard"], "unknown bot level 'wizard'"),
        (["--game", "toy", "--stake", "9"], "stake is 1 to 5"),
        (["--game", "toy", "--no-winner-deck", "3"], "unrecognized arguments: --no-winner-deck"),
        (["--game", "toy", "--rotate", "--duplicate", "--hands", "4"], "divisible by 3"),
        (["--seats", "good,,good"], "neither a number of seats nor bot levels"),
    ],
)
def test_a_game_or_seat_count_the_sim_cannot_play_is_a_sentence(argv: list[str], said: str) -> None:
    code, out, err = run("sim", "--hands", "1", "--no-progress", *argv)
    assert code == 2 and said in err and not out
    assert "Traceback" not in err


def test_the_sim_help_shows_the_chosen_games_rules_and_levels(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["sim", "--game", "toy", "--help"], io.StringIO(), io.StringIO(), games=WITH_TOY)
    shown = " ".join(capsys.readouterr().out.split())
    assert "rule options of toy" in shown and "--stake STAKE what a caller wins or loses" in shown
    assert "first, caller" in shown and "(seat 0,seat 1,seat 2)" in shown and "--no-winner-deck" not in shown


class EndlessToy(ToyGame):
    """A faulty game: its hands end without an outcome."""

    def outcome(self, full: ToyState) -> Outcome | None:
        return None


def test_a_faulty_game_stops_the_sim_with_a_sentence() -> None:
    broken: Any = EndlessToy()
    code, _, err = run_with({"toy": broken}, "sim", "--game", "toy", "--hands", "2", "--no-progress")
    assert code == 1 and "toy broke off a hand: toy gives no outcome" in err and "Traceback" not in err


def run_with(games: dict[str, Any], *argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return main(list(argv), out, err, games=games), out.getvalue(), err.getvalue()
