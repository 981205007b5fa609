"""``tusac history show --json``: the golden files print the JSON kept beside them, the schema of
docs/HISTORY.md holds (every card once, zero-sum payments, the verdict's own text), and stopped hands
are told too."""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.table_harness import make_table
from tests.test_stop_files import ABORTER, abort_after
from tusac_lan.games.four_colour.cards import COLOURS, NUM_CARDS, RANKS
from tusac_lan.table.history import verify_history
from tusac_lan.terminal.cli import main

DATA = Path(__file__).parent / "data"
PINNED = [DATA / "no-winner.tusac", DATA / "stopped.tusac", next((DATA / "session").glob("*-hand0000.tusac"))]
KEYS = [
    "game",
    "engine_version",
    "table",
    "hand",
    "seats",
    "players",
    "rules",
    "starter",
    "hands",
    "stock",
    "first",
    "steps",
    "payments",
    "verdict",
    "ok",
    "named",
    "signed_by",
    "result",
]
CODES = {c + r for c in COLOURS for r in RANKS}


def show_json(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["history", "show", "--json", str(path)], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("path", PINNED, ids=lambda p: p.name[-20:])
def test_show_json_prints_the_kept_json(path: Path) -> None:
    code, out, err = show_json(path)
    assert code == 0, err
    assert out == path.with_name(path.name + ".json").read_text(encoding="utf-8")


@pytest.mark.parametrize("path", PINNED, ids=lambda p: p.name[-20:])
def test_the_json_follows_the_schema(path: Path) -> None:
    hand: dict[str, Any] = json.loads(show_json(path)[1])
    history, _ = verify_history(path.read_bytes())
    assert list(hand) == KEYS
    assert hand["game"] == "tusac" and hand["engine_version"] == 2 and hand["seats"] == 4
    assert hand["verdict"] == history.verdict.reason and hand["ok"] == history.verdict.ok
    assert hand["first"] == [] and sum(hand["payments"]) == 0 and len(hand["payments"]) == 4
    dealt = [code for cards in hand["hands"] for code in cards]
    assert sorted(len(cards) for cards in hand["hands"]) == [20, 20, 20, 21]
    assert len(hand["hands"][hand["starter"]]) == 21
    assert len(dealt) + len(hand["stock"]) == NUM_CARDS
    assert set(Counter([*dealt, *hand["stock"]]).values()) == {4} and set(dealt) <= CODES
    for step in hand["steps"]:
        if "reveal" in step:
            assert step["to"] == "all" and 0 <= step["drawn_by"] < 4 and len(step["reveal"]) == 1
        else:
            assert 0 <= step["seat"] < 4 and step["kind"] in ("discard", "claim", "pass")
            assert set(step["cards"]) <= CODES


def test_the_stock_is_drawn_from_the_top() -> None:
    hand = json.loads(show_json(DATA / "no-winner.tusac")[1])
    drawn = [step["reveal"][0] for step in hand["steps"] if "reveal" in step]
    assert drawn and drawn == hand["stock"][: len(drawn)]
    assert hand["result"] == {"end": "no winner"}


def test_a_won_hand_tells_its_winner_and_pays_it() -> None:
    hand = json.loads(show_json(PINNED[2])[1])
    result = hand["result"]
    assert result["end"] == "win" and hand["payments"][result["winner"]] > 0
    last = hand["steps"][-1]
    assert last["seat"] == result["winner"] and last["kind"] == "claim" and last["claim"] == "win"
    assert result["win_card"] in CODES and result["win_sets"][0]["exposed"] is True


def test_a_stopped_hand_pays_nothing_and_names_the_cheat() -> None:
    hand = json.loads(show_json(DATA / "stopped.tusac")[1])
    assert hand["payments"] == [0, 0, 0, 0] and not hand["ok"] and hand["named"] == 2
    assert hand["result"] == {"end": "stopped"} and hand["hands"] and len(hand["steps"]) == 4


def test_a_hand_stopped_before_the_deal_has_no_cards(tmp_path: Path) -> None:
    hub, nodes = make_table(hands=1)
    abort_after(nodes[ABORTER], "commit", "no deal today")
    for node in nodes:
        node.start()
    hub.run()
    path = tmp_path / "before-the-deal.tusac"
    path.write_bytes(nodes[0].records[-1].history)
    code, out, err = show_json(path)
    assert code == 0, err
    hand = json.loads(out)
    assert hand["hands"] == [] and hand["stock"] == [] and hand["steps"] == []
    assert hand["payments"] == [0, 0, 0, 0] and hand["result"] == {"end": "stopped before the deal"}
    assert "no deal today" in hand["verdict"] and hand["named"] is None


def test_json_goes_with_show_of_a_hand_file_only() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert main(["history", "verify", "--json", str(DATA / "stopped.tusac")], out=out, err=err) == 2
    assert "--json goes with history show" in err.getvalue()
    code, _, said = show_json(next((DATA / "session").glob("*-session.tusac")))
    assert code == 2 and "session file" in said
