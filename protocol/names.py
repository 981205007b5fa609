"""Names that look alike: a confusable skeleton, so that ``Alice``, ``ALICE`` and ``Аlice`` (with a
Cyrillic А) count as one name at a table.

The skeleton is Unicode's (UTS #39, section 4): the name in NFD with every character replaced by its
prototype from Unicode's own confusables data (``data/confusables.txt``, bundled with its licence in
``data/UNICODE-LICENSE.txt``), so Đ and Ð, 工 and エ, 力 and カ, Greek Α and Latin A share one form.
Names at a table are also compared without case: the name is put in NFKC and in capitals first
(Unicode lists most Greek and Cyrillic look-alikes as capitals: Greek Ε, Cyrillic К), mapped, folded,
and mapped and folded once more (some prototypes are capitals, ``0`` is ``O``; some look-alikes are
listed only as small letters). One rule is added for the folding: UTS #39 maps a capital I to a small
l, so a small i that a prototype leaves counts as l too. Erring towards calling names alike costs a
player no more than choosing another name.
"""

from __future__ import annotations

import functools
import unicodedata
from importlib import resources


@functools.cache
def _prototypes() -> dict[int, str]:
    """Unicode's confusables: each character's prototype (``str.translate`` table)."""
    text = resources.files(__package__ or "protocol").joinpath("data/confusables.txt").read_text("utf-8-sig")
    table: dict[int, str] = {}
    for line in text.splitlines():
        fields = line.split("#", 1)[0].split(";")
        if len(fields) < 3:
            continue  # a comment or a blank line
        source = fields[0].split()
        if len(source) != 1:
            raise ValueError(f"confusables data: one source character expected in {line!r}")
        table[int(source[0], 16)] = "".join(chr(int(code, 16)) for code in fields[1].split())
    return table


def _uts39(text: str) -> str:
    """UTS #39's skeleton: NFD, each character to its prototype, NFD again."""
    return unicodedata.normalize("NFD", unicodedata.normalize("NFD", text).translate(_prototypes()))


def skeleton(name: str) -> str:
    """The form two names share when they look alike (see the module's text)."""
    once = _uts39(unicodedata.normalize("NFKC", name).upper()).casefold()
    folded = _uts39(once).casefold().replace("i", "l")
    return " ".join(folded.split())


def looks_like(a: str, b: str) -> bool:
    return skeleton(a) == skeleton(b)


def look_alike_pairs(names: list[str]) -> list[tuple[int, int]]:
    """Every pair of positions ``(i, j)``, ``i < j``, whose names look alike."""
    skeletons = [skeleton(n) for n in names]
    return [(i, j) for i in range(len(names)) for j in range(i + 1, len(names)) if skeletons[i] == skeletons[j]]
