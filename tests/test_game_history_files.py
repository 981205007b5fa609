"""The golden hands of the games other than Tứ Sắc (tests/data/games/, made by ``scripts/make_golden.py
--games``): each verifies, ``history show`` and ``--json`` print the text and JSON kept beside it, the
JSON follows the schema of docs/HISTORY.md, and a forged copy is refused."""

from __future__ import annotations

import importlib.util
import io
import json
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.test_history_json import KEYS
from tusac_lan.games import find_game
from tusac_lan.table.history import verify_history
from tusac_lan.terminal.cli import main

GAMES = Path(__file__).parent / "data" / "games"
GOLDEN = {"tienlen": 3, "kuaho": 4, "madiao": 4}
"""Each golden hand's game and seats."""
DECKS = {"tienlen": 52, "kuaho": 112, "madiao": 40}
KINDS = {
    "tienlen": {"pass", "play", "not_held", "declare", "no_declare"},
    "kuaho": {"draw", "take", "secret", "discard", "win", "pass"},
    "madiao": {"pass", "yishang", "mianmen", "up", "down"},
}


def run_cli(*words: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(words), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def golden(game_id: str) -> Path:
    return GAMES / f"{game_id}.tusac"


def shown_json(game_id: str) -> dict[str, Any]:
    code, out, err = run_cli("history", "show", "--json", str(golden(game_id)))
    assert code == 0, err
    hand: dict[str, Any] = json.loads(out)
    return hand


@pytest.mark.parametrize("game_id", GOLDEN)
def test_the_golden_hand_verifies(game_id: str) -> None:
    path = golden(game_id)
    code, out, err = run_cli("history", "verify", str(path))
    assert code == 0, err
    assert f"{path}: verified: signatures, deal, reveals, every move and the result check out" in out
    assert "audit verdict: ok" in out and f"signed by {GOLDEN[game_id]} of {GOLDEN[game_id]} peers" in out
    history, run = verify_history(path.read_bytes())
    assert history.config.game.id == game_id and history.config.seats == GOLDEN[game_id]
    assert run.settled_outcome is not None


@pytest.mark.parametrize("game_id", GOLDEN)
def test_show_prints_the_kept_text(game_id: str) -> None:
    path = golden(game_id)
    code, out, err = run_cli("history", "show", str(path))
    assert code == 0, err
    assert out == path.with_name(path.name + ".show.txt").read_text(encoding="utf-8")
    assert out.startswith(f"table {verify_history(path.read_bytes())[0].config.table_id.hex()}  hand 0\n")
    assert f"game: {game_id} (engine {find_game(game_id).engine_version})\n" in out
    assert "\nplay:\n" in out and "\nresult:\n" in out and "\npayments: " in out


@pytest.mark.parametrize("game_id", GOLDEN)
def test_show_json_prints_the_kept_json(game_id: str) -> None:
    path = golden(game_id)
    code, out, err = run_cli("history", "show", "--json", str(path))
    assert code == 0, err
    assert out == path.with_name(path.name + ".json").read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", GOLDEN)
def test_the_json_follows_the_schema(game_id: str) -> None:
    hand = shown_json(game_id)
    game = find_game(game_id)
    seats = GOLDEN[game_id]
    narrator = game.narrator()
    codes = {narrator.card_code(card) for card in range(game.deck)}
    assert list(hand) == KEYS
    assert hand["game"] == game_id and hand["engine_version"] == game.engine_version and hand["seats"] == seats
    assert hand["rules"] == game.rule_values(game.default_rules())
    assert hand["ok"] is True and hand["named"] is None and hand["signed_by"] == list(range(seats))
    assert len(hand["payments"]) == seats and sum(hand["payments"]) == 0 and any(hand["payments"])
    assert len(hand["hands"]) == seats and all(hand["hands"])
    every = [*(code for cards in hand["hands"] for code in cards), *hand["stock"], *hand["first"]]
    assert set(every) <= codes
    # Each card id once: the code counts match the deck's (Kuaho's deck holds every card four times).
    assert Counter(every) == Counter(narrator.card_code(card) for card in range(DECKS[game_id]))
    for step in hand["steps"]:
        if "reveal" in step:
            assert list(step) == ["reveal", "to"] and (step["to"] == "all" or 0 <= step["to"] < seats)
            assert set(step["reveal"]) <= codes
        else:
            assert list(step)[:3] == ["seat", "kind", "cards"] and 0 <= step["seat"] < seats
            assert step["kind"] in KINDS[game_id] and set(step["cards"]) <= codes


def test_tienlen_tells_its_plays_and_finishing_order() -> None:
    hand = shown_json("tienlen")
    plays = [step for step in hand["steps"] if step.get("kind") == "play"]
    assert plays and all(step["combo"] for step in plays)
    for step in plays:  # a seat plays only cards it was dealt
        assert set(step["cards"]) <= set(hand["hands"][step["seat"]])
    played = [code for step in plays for code in step["cards"]]
    assert len(played) == len(set(played))
    result = hand["result"]
    assert result["end"] == "played out" and sorted(result["order"]) == [0, 1, 2]
    assert hand["payments"][result["order"][-1]] < 0 and result["left"] == result["order"][-1]
    assert hand["stock"] and len(hand["stock"]) == 52 - 39  # the cards set aside at three seats


def test_kuaho_tells_its_draws_and_its_winner() -> None:
    hand = shown_json("kuaho")
    assert len(hand["first"]) == 1 and sorted(len(cards) for cards in hand["hands"]) == [15, 15, 15, 16]
    draws = [step for step in hand["steps"] if "reveal" in step]
    assert draws[0] == {"reveal": hand["first"], "to": "all"}  # the sowee, turned after the deal
    stock_draws = [step["reveal"][0] for step in draws[1:] if len(step["reveal"]) == 1]
    assert stock_draws == hand["stock"][: len(stock_draws)]
    assert any(step["to"] != "all" for step in draws)  # a private draw
    result = hand["result"]
    assert result["end"] == "win" and hand["payments"][result["winner"]] > 0
    assert result["bownit"] in result["hand"] and len(result["hand"]) == 16
    wins = [step for step in hand["steps"] if step.get("kind") == "win"]
    assert [step["seat"] for step in wins] == [result["winner"]] and result["how"] == "time"


def test_madiao_tells_face_down_plays_and_the_settlement() -> None:
    hand = shown_json("madiao")
    assert len(hand["first"]) == 1 and [len(cards) for cards in hand["hands"]] == [8, 8, 8, 8]
    down = [step for step in hand["steps"] if step.get("kind") == "down"]
    assert down and all(step["cards"] == [] and step["down"] in hand["hands"][step["seat"]] for step in down)
    tricks = [step["trick_won_by"] for step in hand["steps"] if "trick_won_by" in step]
    result = hand["result"]
    assert len(tricks) == 8 and [seat["tricks"] for seat in result["seats"]] == [tricks.count(s) for s in range(4)]
    assert hand["steps"][-1] == {"reveal": [result["jiada"]], "to": "all"} and result["jiada"] == hand["stock"][0]


def test_a_forged_verdict_is_refused() -> None:
    forged = GAMES / "tienlen-forged.tusac"
    for action in ("verify", "show"):
        code, out, err = run_cli("history", action, str(forged))
        assert code == 1 and not out
        assert err == f"{forged}: does not verify: record 0: signs another file or another session\n"
    assert forged.read_bytes() != golden("tienlen").read_bytes()


def _golden_script() -> ModuleType:
    path = Path(__file__).resolve().parent.parent / "scripts" / "make_golden.py"
    spec = importlib.util.spec_from_file_location("_golden_make_golden", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("game_id", "seats"), [("tienlen", 2), ("madiao", 4)])
def test_a_session_file_of_another_game_verifies_and_adds_up_its_hands(
    tmp_path: Path, game_id: str, seats: int
) -> None:
    nodes = _golden_script().play_game(game_id, seats, tmp_path, hands=3)
    assert all(node.complete for node in nodes)
    session = next(tmp_path.glob("*-session.tusac"))
    code, out, err = run_cli("history", "verify", str(session))
    assert code == 0, err
    assert "every hand file present, unchanged and verified" in out
    code, shown, err = run_cli("history", "show", str(session))
    assert code == 0, err
    paid = [verify_history(path.read_bytes())[1].settled_outcome for path in sorted(tmp_path.glob("*-hand*.tusac"))]
    assert len(paid) == 3 and all(outcome is not None for outcome in paid)
    totals = [sum(outcome.payments[seat] for outcome in paid if outcome is not None) for seat in range(seats)]
    assert shown.splitlines()[-1] == f"scores: {totals}" and totals == list(nodes[0].session.scores)
    for hand in range(3):
        code, text, err = run_cli("history", "show", str(next(tmp_path.glob(f"*-hand{hand:04d}.tusac"))))
        assert code == 0 and f"hand {hand}\ngame: {game_id}" in text


@pytest.mark.parametrize("trigger", ["commit", "action"])
@pytest.mark.parametrize(("game_id", "seats"), [("tienlen", 3), ("kuaho", 4), ("madiao", 4)])
def test_a_stopped_hand_of_another_game_is_told_and_pays_nothing(
    tmp_path: Path, game_id: str, seats: int, trigger: str
) -> None:
    from tests.test_stop_files import abort_after

    _golden_script().play_game(game_id, seats, tmp_path, before=lambda nodes: abort_after(nodes[1], trigger, "enough"))
    path = next(tmp_path.glob("*-hand0000.tusac"))
    code, text, err = run_cli("history", "show", str(path))
    assert code == 0, err
    assert f"game: {game_id}" in text and "audit: FAILED: " in text and "enough" in text and "payments:" not in text
    code, out, err = run_cli("history", "show", "--json", str(path))
    assert code == 0, err
    hand = json.loads(out)
    assert hand["ok"] is False and hand["payments"] == [0] * seats and "enough" in hand["verdict"]
    if trigger == "commit":
        assert "result: the hand was stopped before the deal" in text
        assert hand["hands"] == [] and hand["steps"] == [] and hand["result"] == {"end": "stopped before the deal"}
    else:
        assert "\ndealt:\n" in text and len(hand["hands"]) == seats and hand["result"] == {"end": "stopped"}
