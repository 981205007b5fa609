from __future__ import annotations

import io
import json
import time

from tusac_lan.detrng import DetRng
from tusac_lan.games.tusac.bots.base import SeatAgent
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.bots.strong import StrongBot
from tusac_lan.games.tusac.engine.actions import ActionType
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import Phase
from tusac_lan.games.tusac.engine.transitions import legal_actions
from tusac_lan.games.tusac.headless import play_hand, shuffled_deck, simulate
from tusac_lan.terminal.cli import main


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_analyze_json_has_the_documented_fields() -> None:
    code, out, _ = run("analyze", "--json", "GX GY RA RB RC")
    assert code == 0
    record = json.loads(out)
    assert record["trash"] == 2
    assert record["trash_cards"] == ["GX", "GY"]
    assert record["points"] == 1
    assert record["wins_on"] == ["GZ"]
    assert record["sets"] == [{"kind": "chow", "cards": ["RA", "RB", "RC"]}]


def test_analyze_names_a_bad_card_and_still_answers_the_other_lines() -> None:
    code, out, err = run("analyze", "--json", "GA QQ", "RS WS")
    assert code != 0
    assert "QQ" in err
    lines = [json.loads(line) for line in out.splitlines()]
    assert "error" in lines[0] and lines[1]["wins_on"] == ["GS", "YS"]


def test_analyze_reads_stdin(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("sys.stdin", io.StringIO("GX GY GZ\n\nRS WS\n"))
    code, out, _ = run("analyze", "--json")
    assert code == 0 and len(out.splitlines()) == 2


def test_sim_prints_rates_and_scores_as_json() -> None:
    code, out, err = run("sim", "--hands", "6", "--seed", "4", "--seats", "greedy,strong,greedy,greedy", "--json")
    assert code == 0
    summary = json.loads(out)
    assert summary["hands"] == 6
    assert sum(s["wins"] for s in summary["seats"]) + summary["no_winner"] == 6
    assert sum(s["net_score"] for s in summary["seats"]) == 0
    assert "6/6" in err


def test_sim_is_reproducible_from_its_seed() -> None:
    a = simulate(5, "x", ["greedy"] * 4).to_json()
    b = simulate(5, "x", ["greedy"] * 4).to_json()
    assert a == b


def test_sim_rejects_unknown_bot_levels() -> None:
    code, _, err = run("sim", "--hands", "1", "--seats", "greedy,greedy,greedy,genius")
    assert code == 2 and "genius" in err


def test_bots_choose_legal_actions_from_their_view_only() -> None:
    rng = DetRng(11)
    bots: list[SeatAgent] = [StrongBot(), GreedyBot(), StrongBot(), GreedyBot()]
    for _ in range(3):
        state, actions = play_hand(RuleSet(), 0, shuffled_deck(rng), bots)
        assert state.phase == Phase.ENDED
        assert actions[0].type == ActionType.DEAL


def test_strong_bot_decides_within_half_a_second() -> None:
    rng = DetRng(12)
    _, actions = play_hand(RuleSet(), 1, shuffled_deck(rng), [GreedyBot()] * 4)
    from tusac_lan.games.tusac.engine.state import new_hand
    from tusac_lan.games.tusac.engine.transitions import apply

    replay = new_hand(RuleSet(), 1)
    bot = StrongBot()
    slowest = 0.0
    for action in actions:
        replay, _ = apply(replay, action)
        for seat in replay.awaiting():
            legal = legal_actions(replay, seat)
            started = time.perf_counter()
            choice = bot.choose(replay.view(seat), seat, legal)
            slowest = max(slowest, time.perf_counter() - started)
            assert choice in legal
    assert slowest < 0.5


def test_strong_bot_keeps_a_two_sided_soldier_wait() -> None:
    """Four trash cards: the greedy count cannot tell them apart, the strong bot keeps the soldiers
    that wait on two colours (eight cards) and throws a card that only waits for its pair."""
    from tests.scenario import Table

    table = Table(0, {0: "RA RB RC WA WB WC YA YB YC RX RY RZ WX WY WZ RS WS GZ YB GA GA"})
    legal = legal_actions(table.state, 0)
    choice = StrongBot().choose(table.state.view(0), 0, legal)
    assert choice.cards[0] >> 2 not in (1 * 7 + 6, 2 * 7 + 6)


def test_play_at_the_terminal_until_input_ends(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 400))
    code, out, _ = run("--seed", "5", "--hands", "1", "--bots", "greedy")
    assert code == 0
    assert "your move:" in out
    assert "=== hand 1 over" in out and "session scores after 1 hand" in out
