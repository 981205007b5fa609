"""Ma Diao's Chinese characters come from the font it bundles, so a machine with no Chinese font draws
them too: every character the game's modules write is in that font, the cards are painted with it, and
the plugin's table and buttons fall back to it for any character their own font lacks."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QRawFont, QTextLayout

from tusac_lan.games.madiao import client
from tusac_lan.games.madiao.cards import CARDS
from tusac_lan.games.madiao.client import CARD_FAMILY, FONT_FILE, MadiaoBar, MadiaoScene, card_font, with_card_family
from tusac_lan.games.madiao.scoring import BONUS_STAKES, YISHANG_STAKES
from tusac_lan.games.madiao.words import READINGS

GAME = Path(client.__file__).parent
LATIN_ONLY = "DejaVu Sans"
"""An installed family without Chinese characters."""


def wide(text: str) -> set[str]:
    return {ch for ch in text if ord(ch) >= 0x2E80}


def written_by_the_game() -> set[str]:
    """Every CJK character and kana in the game's modules: its cards, suits, hands and words."""
    return wide("".join(path.read_text(encoding="utf-8") for path in GAME.glob("*.py")))


def families_drawing(font: QFont, text: str) -> list[str]:
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [run.rawFont().familyName() for run in layout.glyphRuns()]


def test_the_bundled_font_holds_every_character_the_game_writes(qapp) -> None:  # type: ignore[no-untyped-def]
    raw = QRawFont(str(FONT_FILE), 20)
    assert raw.isValid() and raw.familyName() == CARD_FAMILY
    names = [card.name for card in CARDS] + list(client.SUIT_SIGNS.values())
    names += list(BONUS_STAKES) + list(YISHANG_STAKES) + list(READINGS)
    assert wide("".join(names)) <= written_by_the_game()
    missing = sorted(ch for ch in written_by_the_game() if not raw.supportsCharacter(ord(ch)))
    assert not missing, f"run scripts/make_madiao_font.py: the font lacks {''.join(missing)}"


def test_the_cards_are_painted_in_the_bundled_font(qapp) -> None:  # type: ignore[no-untyped-def]
    for card in CARDS:
        assert families_drawing(card_font(20), card.name) == [CARD_FAMILY], card.name
    for sign in client.SUIT_SIGNS.values():
        assert families_drawing(card_font(12), sign) == [CARD_FAMILY], sign


@pytest.mark.parametrize("text", ["面張", "仮達", "Declare 異賞 (yì shǎng)", "萬萬貫"])
def test_the_table_and_its_buttons_fall_back_to_the_bundled_font(qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    scene = MadiaoScene()
    bar = MadiaoBar(scene, lambda move: None)
    qtbot.addWidget(scene)
    qtbot.addWidget(bar)
    for widget in (scene, bar):
        assert CARD_FAMILY in widget.font().families()
        drawn = families_drawing(with_card_family(QFont(LATIN_ONLY)), text)
        assert CARD_FAMILY in drawn and not set(drawn) - {CARD_FAMILY, LATIN_ONLY}, drawn


def test_the_lobby_asking_for_the_games_title_registers_the_font(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFontDatabase

    assert "吊" in client.PLUGIN.title() and CARD_FAMILY in QFontDatabase.families()
