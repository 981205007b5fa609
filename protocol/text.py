"""Text that came from another peer, made safe to show."""

from __future__ import annotations

import unicodedata

UNSHOWABLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Unicode categories never shown as they came: control, format, surrogate, private, unassigned, line breaks."""


def unshowable(text: str) -> str | None:
    """The first character of ``text`` in an unshowable category, or None."""
    return next((c for c in text if unicodedata.category(c) in UNSHOWABLE), None)


def printable(text: str, limit: int = 200) -> str:
    """``text`` cut to ``limit`` characters, each unshowable one replaced by '?'."""
    return "".join("?" if unicodedata.category(c) in UNSHOWABLE else c for c in text[:limit])
