"""``history show --json``: one verified hand file as one JSON object (schema in docs/HISTORY.md)."""

from __future__ import annotations

import json
from typing import Any

from .hand_run import HandRun
from .history import History
from .narrator import Narrator


def hand_json(history: History, run: HandRun, narrator: Narrator) -> dict[str, Any]:
    config = history.config
    account = narrator.account(history, run)
    verdict = history.verdict
    return {
        "game": narrator.game,
        "engine_version": narrator.engine_version,
        "table": config.table_id.hex(),
        "hand": history.hand_no,
        "seats": len(config.seat_keys),
        "players": [config.names[seat] for seat in range(len(config.seat_keys))],
        "rules": narrator.rules(history),
        "starter": account.starter,
        "hands": account.hands,
        "stock": account.stock,
        "first": account.first,
        "steps": account.steps,
        "payments": account.payments,
        "verdict": verdict.reason,
        "ok": verdict.ok,
        "named": verdict.seat if verdict.seat >= 0 else None,
        "signed_by": list(history.signers),
        "result": account.result,
    }


def hand_json_text(history: History, run: HandRun, narrator: Narrator) -> str:
    """One line of JSON, keys in the order above, non-ASCII kept (players' names)."""
    return json.dumps(hand_json(history, run, narrator), ensure_ascii=False)
