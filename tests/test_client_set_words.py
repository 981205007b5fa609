"""A set is named by its own word: the A-B-C run and the X-Y-Z run apart, a four from the deal (quằn)
apart from a four made with a taken card (khui)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from qt_ui.i18n import use_language
from tusac_lan.games.tusac.client.move_words import step_words
from tusac_lan.games.tusac.client.words import set_name
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.sets import SetKind
from tusac_lan.games.tusac.engine.state import new_hand
from tusac_lan.games.tusac.story import StoryStep

RED_ABC = (28, 32, 36)
"""Red general, advisor and elephant (card id = (colour * 7 + rank) * 4 + copy)."""
RED_XYZ = (40, 44, 48)
RED_CHARIOTS = (40, 41, 42, 43)
NAMES = ("Lan", "Mai", "Hương", "Tú")


@pytest.fixture
def language(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    use_language("en")


def take(card: int, cards: tuple[int, ...], kind: SetKind) -> StoryStep:
    return StoryStep("take", 1, card, cards, new_hand(RuleSet(), 0), kind)


@pytest.mark.parametrize(
    ("code", "abc", "xyz", "dealt_four", "taken_four"),
    [
        ("vi", "tướng sĩ tượng", "xe pháo mã", "quằn", "khui"),
        ("en", "A-B-C run", "X-Y-Z run", "four of a kind from the deal", "four of a kind"),
        ("ja", "A-B-C のチー", "X-Y-Z のチー", "暗カン", "カン"),
    ],
)
def test_each_set_has_its_own_word(  # type: ignore[no-untyped-def]
    language, code: str, abc: str, xyz: str, dealt_four: str, taken_four: str
) -> None:
    use_language(code)
    assert set_name(SetKind.CHOW, RED_ABC, True) == abc
    assert set_name(SetKind.CHOW, (48, 40, 44), False) == xyz
    assert set_name(SetKind.KONG, RED_CHARIOTS, False) == dealt_four
    assert set_name(SetKind.KONG, RED_CHARIOTS, True) == taken_four
    # The move log and the history viewer: a taken card always makes a claimed set.
    assert step_words(take(32, RED_ABC, SetKind.CHOW), NAMES).endswith(": " + abc)
    assert step_words(take(48, RED_XYZ, SetKind.CHOW), NAMES).endswith(": " + xyz)
    assert step_words(take(43, RED_CHARIOTS, SetKind.KONG), NAMES).endswith(": " + taken_four)
    for words in (abc, xyz, dealt_four, taken_four):
        assert "/" not in words
