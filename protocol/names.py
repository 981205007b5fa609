"""Names that look alike: a confusable skeleton, so that ``Alice``, ``ALICE`` and ``Аlice`` (with a
Cyrillic А) count as one name at a table.

The skeleton is the name in NFKC, case-folded, with every letter or digit that is commonly drawn like
a Latin one replaced by that Latin letter (Cyrillic and Greek look-alikes, digits like letters, a
few letter pairs like single letters). The map is small and written for this purpose, after the
idea of Unicode's confusable skeletons (UTS #39); it errs on the side of calling names alike, which
costs a player no more than choosing another name.
"""

from __future__ import annotations

import unicodedata

# Each group: the Latin letter a reader would see, then the characters drawn like it (lower case;
# the skeleton folds case first). Cyrillic and Greek capitals fold to the small letters listed.
_LOOK_ALIKES = {
    "a": "аα",  # Cyrillic a, Greek alpha
    "b": "вьβ",  # Cyrillic ve (capital В) and soft sign, Greek beta
    "c": "сϲ",  # Cyrillic es, Greek lunate sigma
    "d": "ԁ",  # Cyrillic komi de
    "e": "еε",  # Cyrillic ie, Greek epsilon
    "g": "ɡ",  # Latin script g
    "h": "һн",  # Cyrillic shha, en (capital Н)
    "j": "ј",  # Cyrillic je
    "k": "кκ",  # Cyrillic ka, Greek kappa
    # A capital I and a small l are drawn alike in most sans-serif fonts; after folding, I is i.
    "l": "i1|ӏǀіι",  # i, one, bar, Cyrillic palochka, click, Cyrillic i, Greek iota
    "m": "мμ",  # Cyrillic em (capital М), Greek mu (capital Μ)
    "n": "пη",  # Cyrillic pe, Greek eta (capital Η folds here)
    "o": "0оο",  # zero, Cyrillic o, Greek omicron
    "p": "рρ",  # Cyrillic er, Greek rho
    "q": "ԛ",  # Cyrillic qa
    "s": "ѕ",  # Cyrillic dze
    "t": "тτ",  # Cyrillic te (capital Т), Greek tau (capital Τ)
    "u": "υ",  # Greek upsilon
    "v": "ѵν",  # Cyrillic izhitsa, Greek nu (capital Ν folds here)
    "w": "ԝω",  # Cyrillic we
    "x": "хχ",  # Cyrillic ha, Greek chi
    "y": "уүγ",  # Cyrillic u and straight u, Greek gamma
    "z": "ζ",
    "'": "’‘ʼ′`´ʹ",  # apostrophes and primes, as in "Alice's table" (table names have them)
    "-": "‐‑‒–—−",  # hyphens and dashes
}
_SINGLE = {ord(look): latin for latin, looks in _LOOK_ALIKES.items() for look in looks}
# Letter pairs that read as one letter.
_PAIRS = (("rn", "m"), ("vv", "w"), ("cl", "d"))


def skeleton(name: str) -> str:
    """The form two names share when they look alike (see the module's text)."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    # Folding can make new look-alikes (Cyrillic capitals fold to their small letters), so fold first.
    mapped = folded.translate(_SINGLE)
    for pair, single in _PAIRS:
        mapped = mapped.replace(pair, single)
    return " ".join(mapped.split())


def looks_like(a: str, b: str) -> bool:
    return skeleton(a) == skeleton(b)


def look_alike_pairs(names: list[str]) -> list[tuple[int, int]]:
    """Every pair of positions ``(i, j)``, ``i < j``, whose names look alike."""
    skeletons = [skeleton(n) for n in names]
    return [(i, j) for i in range(len(names)) for j in range(i + 1, len(names)) if skeletons[i] == skeletons[j]]
