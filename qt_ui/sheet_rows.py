"""The score sheet's rows as plain values (no Qt): the client's reducer makes them, the sheet shows them.

A sheet adds up: each row's totals are the row before's plus its amounts. Where this computer has no row
for some hands (played while this player was away, its seat a bot's at a next table of the session; or
read back from the files after a rejoin, not yet read), one row stands for them all, its amounts the
difference of the scores the table carried and the rows it has.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

AWAY = "away"
"""``SheetRow.missing``: the hands were played while this player was away (a bot played its seat)."""
EARLIER = "earlier"
"""``SheetRow.missing``: hands this computer has no row of (their files not read, or not here)."""


@dataclass(frozen=True)
class SheetRow:
    hand_no: int
    winner: int
    """-1: no winner (the deck ran down), the hand was stopped, or a row of several hands."""
    points: int
    payments: tuple[int, ...]
    totals: tuple[int, ...]
    """Each seat's session score after this hand."""
    ok: bool = True
    """False: the hand did not count (it was stopped: a player gone, a fault or cheating)."""
    last: int = -1
    """A row of several hands (``missing``): the last of them (``hand_no`` the first); -1: one hand."""
    missing: str = ""
    """Why one row stands for hands this computer has no row of (``AWAY``, ``EARLIER``); "": a hand's row."""
    players: tuple[str, ...] = ()
    """Who played each seat in this hand, as the table named them then (a bot in a player's seat); ():
    not known, the columns' names."""


@dataclass(frozen=True)
class Carried:
    """The session's scores at the start of hand ``hand`` (the session's numbering), as a next table or a
    rejoin carries them: the sheet's rows before that hand add up to them."""

    hand: int
    scores: tuple[int, ...]
    away: bool = False
    """The hands before it this computer has no rows of were played while this player was away."""


def rows_from_payments(
    hands: list[tuple[int, int, int, tuple[int, ...], bool]], start: tuple[int, ...] = ()
) -> list[SheetRow]:
    """(hand_no, winner, points, payments, ok) per hand -> rows with running totals (a column per seat),
    from ``start`` (scores carried from hands not listed) or zero."""
    totals = list(start) if start else [0] * (len(hands[0][3]) if hands else 0)
    rows = []
    for hand_no, winner, points, payments, ok in hands:
        totals = [t + p for t, p in zip(totals, payments, strict=True)]
        rows.append(SheetRow(hand_no, winner, points, tuple(payments), tuple(totals), ok))
    return rows


def renumbered(
    rows: tuple[SheetRow, ...], carried: tuple[Carried, ...], base: int, first: int
) -> tuple[tuple[SheetRow, ...], tuple[Carried, ...]]:
    """The rows and carried scores of a table whose hand 0 was numbered ``base`` in the session, numbered on
    from ``first`` instead (back at a next table, the count of the tables before read from their files, void
    hands counted, where a rejoin had only the count of hands that counted); those of earlier tables kept."""
    shift = first - base
    moved = tuple(
        replace(row, hand_no=row.hand_no + shift, last=row.last + shift if row.last >= 0 else -1)
        if row.hand_no >= base
        else row
        for row in rows
    )
    marks = tuple(replace(mark, hand=mark.hand + shift) if mark.hand >= base else mark for mark in carried)
    return moved, marks


def sheet_rows(rows: tuple[SheetRow, ...], carried: tuple[Carried, ...]) -> tuple[SheetRow, ...]:
    """The hands' ``rows`` in order, with a row for the hands before each ``carried`` score that this
    computer has no row of, where the rows before do not add up to it (the totals are then the host's)."""
    shown: list[SheetRow] = []
    totals: tuple[int, ...] | None = None
    next_hand = 0
    marks = sorted(carried, key=lambda c: c.hand)
    for row in sorted(rows, key=lambda r: r.hand_no):
        while marks and marks[0].hand <= row.hand_no:
            mark = marks.pop(0)
            shown.extend(_gap(next_hand, mark, totals))
            totals, next_hand = mark.scores, max(next_hand, mark.hand)
        shown.append(row)
        totals, next_hand = row.totals, row.hand_no + 1
    for mark in marks:
        shown.extend(_gap(next_hand, mark, totals))
        totals, next_hand = mark.scores, max(next_hand, mark.hand)
    return tuple(shown)


def _gap(first: int, mark: Carried, totals: tuple[int, ...] | None) -> list[SheetRow]:
    before = totals if totals is not None else (0,) * len(mark.scores)
    if not mark.scores or len(before) != len(mark.scores) or before == mark.scores:
        return []
    amounts = tuple(score - had for score, had in zip(mark.scores, before, strict=True))
    return [SheetRow(first, -1, 0, amounts, mark.scores, True, mark.hand - 1, AWAY if mark.away else EARLIER)]
