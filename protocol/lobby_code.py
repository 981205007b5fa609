"""The table code in the lobby, checked by a password-authenticated key exchange (``protocol.cpace``).

A player who has a code does not send its JOIN alone but a KNOCK: the JOIN and its CPace share, the
generator derived from the code and a session id that is the JOIN's digest (a fresh transport key in
every JOIN makes it fresh). The host answers with its key, its share and its key confirmation; the
player checks that confirmation and only then sends its own (CONFIRM). Both confirmations are MACs,
under the exchange's key, of the transcript: the JOIN as the host received it, both shares and the
host's key. So:

- a host that does not know the code (a look-alike table, a lure the player joined by address) gets
  one guess: its confirmation is wrong for every other code, and the player stops there and sends
  nothing more; what it saw (the JOIN and a share) is consistent with every code;
- a player who does not know the code gets one guess per KNOCK, which the host counts and limits;
- a relay that swaps in a JOIN of its own (its key, the victim's name) cannot make either
  confirmation: the player's covers the JOIN the player signed, the host's the one the host got;
- the WELCOME that follows must carry the key the host confirmed with.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass

from .cpace import Exchange, PakeError, tag, valid_share
from .identity import PUBLIC_KEY_SIZE, Identity, verify
from .lobby import LOBBY_VERSION, PREFIX, Join, LobbyError, _open, _sign, check_code, decode_join

HOST_ROLE = b"host"
PLAYER_ROLE = b"player"
TAG_SIZE = 32


def session_id(join_wire: bytes) -> bytes:
    return hashlib.sha512(b"tusac-join-sid" + join_wire).digest()[:32]


def transcript(join_wire: bytes, player_share: bytes, host_share: bytes, host_key: bytes) -> bytes:
    parts = (join_wire, player_share, host_share, host_key)
    return b"".join(len(part).to_bytes(4, "big") + part for part in parts)


@dataclass(frozen=True)
class Knock:
    join: Join
    join_wire: bytes
    share: bytes


def lobby_kind(wire: bytes) -> str | None:
    """The type of a lobby message ("join", "knock", ...), None if it is no lobby message at all."""
    try:
        _, _, content = _open(wire)
    except LobbyError:
        return None
    return content[0] if isinstance(content[0], str) else None


def decode_knock(wire: bytes) -> Knock:
    body, signature, content = _open(wire)
    if content[0] != "knock" or len(content) != 4 or not isinstance(content[2], bytes):
        raise LobbyError("not a knock")
    join = decode_join(content[2])
    if not verify(join.identity, signature, PREFIX + body):
        raise LobbyError("knock not signed by its player")
    if not valid_share(content[3]):
        raise LobbyError("bad table code exchange")
    return Knock(join, content[2], content[3])


class PlayerCode:
    """A player's side: the KNOCK to send, then the CONFIRM once the host's answer proves the code."""

    def __init__(self, player: Identity, join_wire: bytes, code: str) -> None:
        self._player, self._join_wire = player, join_wire
        self._exchange = Exchange(check_code(code).encode("ascii"), session_id(join_wire))
        self.knock = _sign(player, ["knock", LOBBY_VERSION, join_wire, self._exchange.share])
        self.host_key: bytes | None = None
        """The key the host confirmed the code with, once ``confirm`` succeeded."""

    def confirm(self, answer: bytes) -> bytes:
        """The CONFIRM for the host's answer; LobbyError if the answer does not prove the code."""
        body, signature, content = _open(answer)
        if content[0] != "code" or len(content) != 5:
            raise LobbyError("the host did not answer the table code exchange")
        _, _, host_key, share, host_tag = content
        if not isinstance(host_key, bytes) or len(host_key) != PUBLIC_KEY_SIZE:
            raise LobbyError("bad table code answer")
        if not verify(host_key, signature, PREFIX + body) or not isinstance(host_tag, bytes):
            raise LobbyError("bad table code answer")
        mine = self._exchange.share
        try:
            key = self._exchange.key(share, mine, share)
        except PakeError:
            raise LobbyError("bad table code answer") from None
        said = transcript(self._join_wire, mine, share, host_key)
        if not hmac.compare_digest(host_tag, tag(key, HOST_ROLE, said)):
            raise LobbyError("the host does not know this table code (a wrong code, or not the table you meant)")
        self.host_key = host_key
        return _sign(self._player, ["confirm", LOBBY_VERSION, self._player.public_key, tag(key, PLAYER_ROLE, said)])


@dataclass(frozen=True)
class HostCode:
    """A host's side of one exchange: the answer it sent and the confirmation it expects back."""

    knock: Knock
    answer: bytes
    expected: bytes

    @classmethod
    def answer_knock(cls, host: Identity, knock: Knock, code: str) -> HostCode:
        exchange = Exchange(check_code(code).encode("ascii"), session_id(knock.join_wire))
        try:
            key = exchange.key(knock.share, knock.share, exchange.share)
        except PakeError:
            raise LobbyError("bad table code exchange") from None
        said = transcript(knock.join_wire, knock.share, exchange.share, host.public_key)
        answer = _sign(host, ["code", LOBBY_VERSION, host.public_key, exchange.share, tag(key, HOST_ROLE, said)])
        return cls(knock, answer, tag(key, PLAYER_ROLE, said))

    def confirmed(self, wire: bytes) -> bool:
        """Is ``wire`` the player's CONFIRM proving the code for this exchange?"""
        try:
            body, signature, content = _open(wire)
        except LobbyError:
            return False
        key = self.knock.join.identity
        return (
            content[0] == "confirm"
            and len(content) == 4
            and content[2] == key
            and isinstance(content[3], bytes)
            and hmac.compare_digest(content[3], self.expected)
            and verify(key, signature, PREFIX + body)
        )
