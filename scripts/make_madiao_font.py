"""Make Ma Diao's bundled card font: the characters of Noto Serif CJK TC Bold that Ma Diao's modules
write (every CJK character and kana in tusac_lan/games/madiao/*.py), under a family name of its own so
that it never stands in for an installed Noto font or for Tứ Sắc's subset.

    pip install fonttools
    apt-get install fonts-noto-cjk
    python scripts/make_madiao_font.py [/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc]

Run it again whenever a Ma Diao module starts writing a character the font lacks
(tests/test_client_madiao_font.py says which).
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "tusac_lan" / "games" / "madiao"
OUT = GAME / "fonts" / "MaDiaoCards-NotoSerifCJKtc-Bold-subset.otf"
SOURCE = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
FAMILY = "Tusac MaDiao Cards"
"""Also in tusac_lan/games/madiao/client.py (CARD_FAMILY)."""


def wide_characters() -> str:
    """Every character at U+2E80 or above written in Ma Diao's modules, in code point order."""
    text = "".join(path.read_text(encoding="utf-8") for path in sorted(GAME.glob("*.py")))
    return "".join(sorted({ch for ch in text if ord(ch) >= 0x2E80}))


def main(source: str = SOURCE) -> int:
    collection = TTCollection(source)
    font = next(f for f in collection.fonts if f["name"].getDebugName(1) == "Noto Serif CJK TC")
    characters = wide_characters()
    options = Options()
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.layout_features = []
    subsetter = Subsetter(options)
    subsetter.populate(text=characters)
    subsetter.subset(font)
    names = font["name"]
    for record in names.names:
        if record.nameID in (1, 16):
            record.string = FAMILY
        elif record.nameID == 4:
            record.string = f"{FAMILY} Bold"
        elif record.nameID in (3, 6):
            record.string = FAMILY.replace(" ", "") + "-Bold"
    font["CFF "].cff.fontNames = [FAMILY.replace(" ", "") + "-Bold"]
    font.save(str(OUT))
    print(f"{OUT.relative_to(ROOT)}: {len(characters)} characters, {OUT.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
