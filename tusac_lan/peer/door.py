"""The host's door to its lobby: what it does with a message from someone not seated yet. A JOIN goes
on to the seating as it is; a KNOCK (a JOIN with the table code exchange, ``protocol.lobby_code``) is
answered, if the table has a code and the guesses allow (``table.code_guesses``), and its JOIN goes on
only once the same connection sends the CONFIRM that proves the code."""

from __future__ import annotations

from dataclasses import dataclass, field

from protocol.identity import Identity
from protocol.lobby import Join, LobbyError, decode_join
from protocol.lobby_code import HostCode, decode_knock, lobby_kind

from ..table.code_guesses import CodeGuesses


@dataclass(frozen=True)
class Answer:
    """Send this back (the host's side of the exchange); nothing is seated yet."""

    wire: bytes


@dataclass(frozen=True)
class Enter:
    """A JOIN for the seating; ``knows_code``: its player proved the table code."""

    join: Join
    wire: bytes
    knows_code: bool


@dataclass
class Door:
    host: Identity
    code: str | None
    guesses: CodeGuesses = field(default_factory=CodeGuesses)
    _waiting: dict[bytes, tuple[HostCode, int, float]] = field(default_factory=dict)

    def arrive(self, routing: bytes, wire: bytes, now: float) -> Answer | Enter:
        """What to do with ``wire`` from ``routing``; LobbyError with the reason to refuse it."""
        waiting = self._waiting.pop(routing, None)
        if waiting is not None:
            exchange, ticket, _ = waiting
            if not exchange.confirmed(wire):
                self.guesses.failed()
                raise LobbyError("wrong table code")
            self.guesses.proven(ticket)
            return Enter(exchange.knock.join, exchange.knock.join_wire, True)
        if lobby_kind(wire) != "knock":
            return Enter(decode_join(wire), wire, False)
        if self.code is None:
            raise LobbyError("this table asks for no table code: it is not the table whose code you have")
        wait = self.guesses.wait(now)
        if wait > 0:
            raise LobbyError(f"too many tries of the table code here; try again in {wait:.0f} s")
        exchange = HostCode.answer_knock(self.host, decode_knock(wire), self.code)
        self._forget(now)
        self._waiting[routing] = (exchange, self.guesses.guess(now), now)
        return Answer(exchange.answer)

    def _forget(self, now: float) -> None:
        """Exchanges never confirmed within the guesses' window are dropped (they stay counted)."""
        for routing in [r for r, (_, _, at) in self._waiting.items() if at <= now - self.guesses.window]:
            del self._waiting[routing]
