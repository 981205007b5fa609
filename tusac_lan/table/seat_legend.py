"""Words that name players: a reason kept in file bytes says "seat 2"; what is printed around it adds
who sits there, so a player reads names, never bare numbers."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

_SEAT = re.compile(r"\bseat (-?\d+)|\bseat(?:s|\(s\)) \[([\d, ]+)\]")


def mentioned_seats(text: str, seats: int) -> list[int]:
    """The seat numbers ``text`` names ("seat 2", "seats [1, 3]", "seat(s) [1, 3]"), in order."""
    found: list[int] = []
    for match in _SEAT.finditer(text):
        numbers = match.group(1) or match.group(2) or ""
        for part in numbers.split(","):
            part = part.strip()
            if part.isdigit() and int(part) < seats and int(part) not in found:
                found.append(int(part))
    return found


def other_players(seats: Iterable[int], me: int, bots: Sequence[str]) -> tuple[int, ...]:
    """The seats of ``seats`` that other players hold: not this player's, not a bot's (``bots``: each seat's
    level, "" for a player)."""
    return tuple(seat for seat in seats if seat != me and seat < len(bots) and not bots[seat])


def player(names: tuple[str, ...] | list[str], seat: int) -> str:
    """``Lan (seat 2)``: a player by name and seat number."""
    return f"{names[seat]} (seat {seat})" if 0 <= seat < len(names) else f"seat {seat}"


def with_names(text: str, names: tuple[str, ...] | list[str]) -> str:
    """``text`` followed by who sits at every seat it names (unchanged if it names none or no names are known)."""
    if not names:
        return text
    seats = mentioned_seats(text, len(names))
    if not seats:
        return text
    return f"{text} [{'; '.join(player(names, seat) for seat in seats)}]"
