"""The bundled font with the cards' Chinese characters, so they render on any machine."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontDatabase

FONT_FILE = Path(__file__).parent / "fonts" / "TusacCards-NotoSerifCJKtc-Bold-subset.otf"


def load_card_font() -> str:
    """Register the font with Qt (once per application) and return its family name."""
    font_id = QFontDatabase.addApplicationFont(str(FONT_FILE))
    if font_id < 0:
        raise RuntimeError(f"cannot load the card font {FONT_FILE}")
    return QFontDatabase.applicationFontFamilies(font_id)[0]
