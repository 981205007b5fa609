"""A claim is named as the move log names the set it makes."""

from __future__ import annotations

from typing import Any

import pytest

from qt_ui.i18n import use_language
from tests.scenario import Table
from tusac_lan.games.tusac.client.action_bar import ActionBar
from tusac_lan.games.tusac.engine.actions import ClaimKind
from tusac_lan.games.tusac.engine.transitions import legal_actions

SOUTH, EAST = 0, 1
RUN = str(int(ClaimKind.CHOW))


@pytest.mark.parametrize(
    ("language", "discard", "east", "expected"),
    [
        ("en", "RS", "GS WS", "Three soldiers (C)"),
        ("en", "RX", "RY RZ", "Run (C)"),
        ("vi", "RS", "GS WS", "Ba chốt (C)"),
        ("ja", "RS", "GS WS", "兵士 3 枚 (C)"),
    ],
)
def test_the_run_button_says_three_soldiers_for_soldiers(
    qtbot: Any, language: str, discard: str, east: str, expected: str
) -> None:
    use_language(language)
    try:
        table = Table(SOUTH, {SOUTH: discard, EAST: east})
        table.discard(SOUTH, discard)
        bar = ActionBar()
        qtbot.addWidget(bar)
        bar.set_legal(tuple(legal_actions(table.state, EAST)), -1, 1)
        assert bar.buttons()[RUN].text() == expected
    finally:
        use_language("en")
