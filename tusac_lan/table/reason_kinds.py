"""A verdict or stop reason read back as a typed value: which frozen template of ``reasons`` it is (its
kind, the constant's name) and the values it was filled with, so that a front end words it in the
player's language. The reason strings themselves never change (they are file bytes); this only parses.

A reason that no template gives (a game's own rejection, or words a peer sent) is of kind ``UNKNOWN``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from . import reasons

UNKNOWN = ""

NUMBER_FIELDS = frozenset({"seat", "signer", "slot", "turn", "seq", "position", "limit", "hand", "word_of"})
LIST_FIELDS = frozenset({"missing", "absent", "signers"})
NESTED_FIELDS = frozenset({"what", "why", "reason", "detail", "lost"})
"""Fields filled with another reason (what a seat owes, why it is named, a stop's reason and detail)."""
OWED_KINDS = frozenset(
    (
        "OWED_COMMITMENT OWED_NONCE OWED_SHUFFLE OWED_LOCK OWED_DEAL_KEYS OWED_DRAWN_KEY OWED_MOVE "
        "OWED_SLOT_KEY OWED_RECORD SEED_OWED LIST_OWED HASH_OWED"
    ).split()
)
ALLOWED: dict[tuple[str, str], frozenset[str]] = {
    ("STOPPED_DETAIL", "detail"): frozenset({"DEAL_UNFINISHED", "SEEDS_NEVER_OPENED"}),
    ("STOPPED_BY", "detail"): frozenset({"ABORT_SHOWS_NO_PROOF", "ABORT_SHOWS_NOTHING_BROKEN"}),
}
"""The kinds a nested field may be in a given template (others: any kind); ``what`` is always owed."""
FIRST = "STOPPED_DETAIL"
"""The outermost template a verdict has (a stop's reason with what the end of the hand found): tried
first, since the stop's reason inside it may itself end in words in brackets."""
MAX_TEXT = 600
"""Longer than any reason the table writes (a peer's own words are cut to 200 characters): read as
``UNKNOWN`` without trying, so that no text a peer sends makes the reading slow."""
_NUMBER = re.compile(r"-?\d+")
_LIST = re.compile(r"\[(-?\d+(, -?\d+)*)?\]")
_FIELD = re.compile(r"\{([a-z_]+)\}")


@dataclass(frozen=True)
class Reason:
    kind: str
    """The name of the template in ``tusac_lan.table.reasons`` (``UNKNOWN``: none gives this text)."""
    text: str
    """The exact reason, as signed."""
    fields: dict[str, str] = field(default_factory=dict)

    def nested(self, name: str) -> Reason:
        """A field that is itself a reason, parsed."""
        return parse(self.fields.get(name, ""))

    def number(self, name: str) -> int:
        value = self.fields.get(name, "")
        return int(value) if _NUMBER.fullmatch(value) else -1

    def numbers(self, name: str) -> tuple[int, ...]:
        """A list field (``[1, 3]``) as numbers."""
        return tuple(int(part) for part in re.findall(r"-?\d+", self.fields.get(name, "")))


@cache
def _templates() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(kind, pieces) of every template: literal text and ``{field}`` markers in turn, the most specific
    (longest literal text) first, so that a general template such as "{reason} ({detail})" comes last."""
    found = []
    for kind, value in vars(reasons).items():
        if kind.isupper() and isinstance(value, str):
            pieces = tuple(piece for piece in _FIELD.split(value))
            literal = sum(len(piece) for index, piece in enumerate(pieces) if index % 2 == 0)
            found.append((literal, kind, pieces))
    found.sort(key=lambda item: (item[1] != FIRST, -item[0], item[1]))
    return tuple((kind, pieces) for _, kind, pieces in found)


def parse(text: str) -> Reason:
    """The kind of ``text`` and its values; a reason filled into another is checked to be one too, unless
    no reading of it finds one (then it is taken as it is)."""
    if len(text) > MAX_TEXT:
        return Reason(UNKNOWN, text)
    for strict in (True, False):
        for kind, pieces in _templates():
            fields = _match(kind, pieces, 0, text, {}, strict)
            if fields is not None:
                return Reason(kind, text, fields)
    return Reason(UNKNOWN, text)


def _match(
    kind: str, pieces: tuple[str, ...], index: int, text: str, fields: dict[str, str], strict: bool
) -> dict[str, str] | None:
    if index == len(pieces):
        return dict(fields) if text == "" else None
    piece = pieces[index]
    if index % 2 == 0:  # literal text
        if not text.startswith(piece):
            return None
        return _match(kind, pieces, index + 1, text[len(piece) :], fields, strict)
    after = pieces[index + 1] if index + 1 < len(pieces) else ""
    ends = [len(text)] if index + 2 >= len(pieces) and after == "" else _ends(text, after)
    for end in ends:
        value = text[:end]
        if value and _fits(kind, piece, value, strict):
            found = _match(kind, pieces, index + 1, text[end:], {**fields, piece: value}, strict)
            if found is not None:
                return found
    return None


ENDS_TRIED = 6
"""At most this many of the first and of the last places a field may end are tried: a reason the table
writes has a few at most, and text made to have many cannot make the reading slow."""


def _ends(text: str, after: str) -> list[int]:
    """Where a field may end: before the places the literal after it starts (the first and the last few)."""
    if not after:
        return []
    ends = [match.start() for match in re.finditer(f"(?={re.escape(after)})", text)]
    if len(ends) <= 2 * ENDS_TRIED:
        return ends
    return [*ends[:ENDS_TRIED], *ends[-ENDS_TRIED:]]


def _fits(kind: str, name: str, value: str, strict: bool) -> bool:
    if name in NUMBER_FIELDS:
        return _NUMBER.fullmatch(value) is not None
    if name in LIST_FIELDS:
        return _LIST.fullmatch(value) is not None
    allowed = OWED_KINDS if name == "what" else ALLOWED.get((kind, name))
    if allowed is not None:
        return _is_one_of(value, allowed)
    if name in NESTED_FIELDS and strict:
        return _is_one_of(value, None)
    return True


@cache
def _is_one_of(text: str, kinds: frozenset[str] | None) -> bool:
    """A template of ``kinds`` (None: any) gives ``text``, with every reason filled into it one too."""
    return any(
        _match(kind, pieces, 0, text, {}, True) is not None
        for kind, pieces in _templates()
        if kinds is None or kind in kinds
    )
