"""The shape of a table, as the game hands it to the protocol: how many seats, how many cards, and
what a move looks like on the wire. The protocol has no game of its own; every bound it checks
(seat numbers, card ids, list lengths, message sizes) comes from here."""

from __future__ import annotations

from dataclasses import dataclass

from .schema import Schema

MIN_SEATS = 2
MAX_SEATS = 8
MIN_DECK = 2
MAX_DECK = 256
"""Card ids travel as msgpack integers and every deal stage carries a point per card; 256 cards keep
the largest stage well inside one message (``messages.MAX_WIRE``)."""


@dataclass(frozen=True)
class TableShape:
    seats: int
    deck: int
    """Card ids (and deal slots) are 0..deck-1."""
    move: Schema
    """The game's move (the engine action inside an ``action`` message), card ids included."""
    move_keys: int
    """The most deal keys one move may publish for the cards it shows."""

    def __post_init__(self) -> None:
        for name in ("seats", "deck", "move_keys"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"a table shape's {name} is an integer")
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {self.seats}")
        if not max(MIN_DECK, self.seats) <= self.deck <= MAX_DECK:
            raise ValueError(f"a deck has {max(MIN_DECK, self.seats)} to {MAX_DECK} cards, not {self.deck}")
        if not isinstance(self.move, Schema):
            raise ValueError("a move layout is a protocol.schema.Schema")
        if not 0 <= self.move_keys <= self.deck:
            raise ValueError(f"a move publishes 0 to {self.deck} keys, not {self.move_keys}")
        # Every decode looks its message catalog up by shape: hash the (nested) layout once.
        object.__setattr__(self, "_hash", hash((self.seats, self.deck, self.move, self.move_keys)))

    def __hash__(self) -> int:
        cached: int = self.__dict__["_hash"]
        return cached
