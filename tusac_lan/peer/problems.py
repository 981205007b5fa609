"""Why a table could not be set up, could not be joined or taken up again, as a typed value: a kind (the
name of one of the English templates below) and the values it was filled with. The terminal prints the
English text (``Problem.text``, the words it always printed); a desktop client words the kind in the
player's language. A host's refusal comes over the wire as English text: ``read_refusal`` reads it back
as its kind (another host's words that no template gives are of kind ``REFUSED_OTHER``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

# --- setting a table up -------------------------------------------------------------------------
ADDRESS_IN_USE = (
    "{address} is already in use: another table or program listens there; host on another port"
    " (--host ADDRESS:PORT, port 0 for any free one)"
)
ADDRESS_NOT_HERE = "cannot listen at {address}: {error}"
BAD_ADDRESS = "an address is HOST:PORT, got {address}"
BAD_CODE = "{error}"
"""A table code typed wrong (the protocol's words: its length, or a character it may not hold)."""
BAD_FINGERPRINT = "a key fingerprint looks like ab12-cd34-ef56-7890, not {key}"
BAD_PLAN = "{error}"
"""Seats and players that make no table (``SeatPlan``'s words)."""
UNKNOWN_GAME = "{error}"
HOSTING_CANCELLED = "hosting cancelled"
TOO_FEW_CAME = "only {came} of {wanted} players came"
NOT_CONFIRMED = "not every player confirmed the table"
TABLE_REFUSED = "{name} did not take the table: {reason}"
"""A seated player's program refused the TABLE when the host started it (set to another game, say)."""
TABLE_REFUSED_SEAT_FREE = "{name} did not take the table: {reason}; their seat is free again"
"""Told, not raised: an open lobby (a desktop host's) stays open, the other players keep their seats."""
TABLE_SET_AGAIN = "a player did not take the table: the host waits for a player in their seat, then sets it again"
"""Told to a seated player whose host's open lobby got a refusal of its TABLE (a WELCOME again)."""
OWN_RECORD_BROKEN = "the table's own record does not hold together: {error}"
NO_ANNOUNCEMENT = "could not {what} ({error}); players can join by address"
"""Told, not raised: mDNS trouble costs the announcement, never the table."""
# --- joining one ------------------------------------------------------------------------------
NO_ANSWER = "no answer from {address} within {seconds} s"
NOTHING_LISTENS = (
    "no answer at {address}: nothing listens there ({error}); check the address the host gave, and that its table"
    " is open"
)
JOINING_CANCELLED = "joining cancelled"
HOST_REFUSED = "the host refused: {reason}"
CODE_NOT_PROVEN = "not joining {address}: {error}"
NOT_THE_EXPECTED_HOST = "not joining: {error}"
BAD_ANSWER = "bad answer from the host: {error}"
BAD_TABLE = "bad table from the host: {error}"
TABLE_NOT_FROM_HOST = "not joining: the TABLE is not signed by the key that welcomed this player"
WRONG_GAME = "not joining: the host's table plays {game}, not {mine} (--game)"
CANNOT_PLAY = "not joining the host's table of {game} at {seats} seats: {error}"
ANNOUNCED_OTHER_GAME = "not joining: the table announced as {table} plays {game}, not {mine} (--game)"
NOT_SEATED = "the host's table does not seat this player"
NOT_STARTED = "the host did not start the table: {error}"
SHORTER_WAITS = (
    "beware: this table gives {move} s for a move and {protocol} s for a message, less than your {own_move} s"
    " and {own_protocol} s; the table's deadlines apply"
)
"""Told, not raised: the host signed shorter deadlines than this player's own."""
NO_TABLE_ON_LAN = "no table{named} with a free seat found on the LAN within {seconds} s"
LAN_CHOICE = "{error}"
"""More than one table answers, or only look-alikes of the one asked for (discovery's words)."""
# --- taking a table up again, and leaving one -----------------------------------------------------
TABLE_OVER = "that table is over: there is nothing to go back to"
CANNOT_REJOIN = "cannot rejoin the unfinished table in {folder}: {error}; delete that directory to start anew"
REJOIN_ADDRESS_BUSY = (
    "cannot rejoin the unfinished table in {folder}: its address {address} cannot be bound again ({error});"
    " is this peer still running? Delete that directory to start anew"
)
CHECKPOINT_FAILS = "cannot rejoin: the journal's checkpoint does not check: {error}"
REPLAY_FAILS = "cannot rejoin: {error}"
NO_JOURNAL = "cannot keep the table's journal: {error}"
NO_NEXT_JOURNAL = "cannot keep the next table's journal: {error}"
LEFT = "left the table"
ALONE = (
    "alone at the table: {names} did not come back within {seconds} s; this peer does not settle the hand or"
    " play on without the other players. Its journal is kept: start it again with the same arguments to"
    " rejoin the table"
)
STALLED = (
    "no progress for {seconds} s at step {step}; silent peers: {silent}; last log: {log}; its journal is kept:"
    " start it again with the same arguments to take the table up again"
)
# --- told at the table while the session goes on at a next table (``handover``); told, not raised ---
NEXT_TABLE_OTHER_RULES = "a notice that the session went on elsewhere was dropped: its table has other rules"
TAKE_BACK_LAPSED = "the offer to take back {names} lapsed: play goes on"
NEXT_TABLE_NOT_ACCEPTED = "not every player accepted the next table in time"
NEXT_TABLE_NOT_OFFERED = "the next table was not offered in time"
NEXT_TABLE_REFUSED = "a next table refused: {error}"
NEXT_TABLE_LATE = "the next table did not start in time"
NEXT_TABLE_WITHOUT_ME = "the next table has no address of this player: refused"
SEAT_BACK_NEXT_HAND = "{names} takes their seat back at the next hand"
ENDED_WHILE_AWAY = "the session ended while this player was away"
NOT_TAKEN_BACK = "no table took this player back in time"
ENDED_BY = "{names} chose to end the session"
VOTE_NAME_CLASH = "{name} votes under a name that looks like {clash}: refused"
BACK_NAME_CLASH = "{name} asks its seat back under a name that looks like {clash}: refused"
SETTLED_WITHOUT_ME = (
    "hand {hand} was settled by the other players while this peer was cut off; it could not settle it with what"
    " they sent and keeps no file of it (theirs has it)"
)
END_GAVE_UP = (
    "giving up after {seconds} s at the end of the table: {parts}. The hand file keeps the records that came"
    " (history verify names who did not sign)."
)
"""``parts`` in English; ``unacked`` and ``unrecorded`` (names, comma-separated, either may be empty) for a
client's words."""
RECORDS_CAME = (
    "the record(s) of {names} that did not come at the end of hand {hand} came from {sender} at this table:"
    " {file} holds them now"
)
"""A hand file this peer gave up completing at an earlier table, completed from another player's copy."""

OTHER = "{error}"
"""Any other words (a failure no kind names): a client says that the table failed, and shows them as a detail."""

# --- why a host turns a player away (the text its refusal carries) -------------------------------
TABLE_FULL = "the table is full"
OLD_CODE_PROOF = "this client proves the table code the old way, which a listener can search offline: update it"
CODE_NEEDED = "this table needs its table code: ask the host for it"
ALREADY_SEATED = "this player already sits here"
KEY_AT_TABLE = "this transport key is already at the table"
ADDRESS_AT_TABLE = "this address is already at the table"
NAME_AT_TABLE = "the name {name} is already at this table: join under another name (--name)"
NAME_LOOKS_LIKE = "the name {name} looks like {other}, already at this table: join under another name (--name)"
NAME_OF_A_BOT = "the name {name} is how a table names its bots: join under another name (--name)"
WRONG_CODE = "wrong table code"
NO_CODE_HERE = "this table asks for no table code: it is not the table whose code you have"
TOO_MANY_TRIES = "too many tries of the table code here; try again in {seconds} s"
HOST_CLOSED = "the host closed the table before it started"
REFUSED_OTHER = "{error}"
"""A refusal no template gives: a message the lobby could not read, or another program's words."""

# --- why a player who had a seat leaves the lobby (the text its LEAVE carries) ----------------------
NOT_THE_KEY_EXPECTED = "the host's key is not the one this player expected"
LEFT_OTHER = "{error}"
"""A reason no template gives (another program's words)."""

LEAVINGS = ("NOT_THE_KEY_EXPECTED", "WRONG_GAME", "CANNOT_PLAY", "NOT_SEATED", "LEFT_OTHER")
"""The kinds of the reason a player's program gives for leaving its seat or refusing the host's TABLE (read
back in this order; the last, any other words)."""
REFUSALS = tuple(
    (
        "TABLE_FULL OLD_CODE_PROOF CODE_NEEDED ALREADY_SEATED KEY_AT_TABLE ADDRESS_AT_TABLE NAME_AT_TABLE "
        "NAME_LOOKS_LIKE NAME_OF_A_BOT WRONG_CODE NO_CODE_HERE TOO_MANY_TRIES HOST_CLOSED REFUSED_OTHER"
    ).split()
)
"""The kinds of a host's refusal, the most specific first (read back in this order)."""

MAX_TEXT = 600
"""Longer than any refusal the lobby sends: read as ``REFUSED_OTHER`` without trying."""
_FIELD = re.compile(r"\{([a-z_]+)\}")


@dataclass(frozen=True)
class Problem:
    kind: str
    """The name of a template of this module."""
    fields: dict[str, str] = field(default_factory=dict)
    refusal: Problem | None = None
    """For ``HOST_REFUSED``: the host's reason, read back as its kind; for ``TABLE_REFUSED`` and
    ``TABLE_REFUSED_SEAT_FREE``, the reason the player's program gave."""

    @property
    def text(self) -> str:
        """The English words, as the terminal prints them."""
        return templates()[self.kind].format(**self.fields)

    def detail(self, name: str) -> str:
        return self.fields.get(name, "")


def problem(kind: str, **fields: object) -> Problem:
    """A problem of ``kind`` filled with ``fields`` (each given as its text); a host's refusal, and a
    player's refusal of the host's TABLE, are read back as their own kinds."""
    if kind not in templates():
        raise ValueError(f"no problem kind {kind!r}")
    texts = {name: str(value) for name, value in fields.items()}
    refusal = None
    if kind == "HOST_REFUSED":
        refusal = read_refusal(texts.get("reason", ""))
    elif kind in ("TABLE_REFUSED", "TABLE_REFUSED_SEAT_FREE"):
        refusal = read_leaving(texts.get("reason", ""))
    return Problem(kind, texts, refusal)


def other(text: str, log: Path | None = None) -> Problem:
    """A failure no kind names; ``log``: the log file the failure was written to (the client names it)."""
    return Problem("OTHER", {"error": text, **({"log": str(log)} if log is not None else {})})


@cache
def templates() -> dict[str, str]:
    return {name: value for name, value in globals().items() if name.isupper() and isinstance(value, str)}


@cache
def peer_kinds() -> tuple[str, ...]:
    """The kinds a PeerError or a LobbyNotice may be of (the others are a refusal's, inside ``HOST_REFUSED``,
    and a leaving player's)."""
    return tuple(kind for kind in templates() if kind not in REFUSALS and kind not in LEAVINGS)


@cache
def _pattern(kind: str) -> re.Pattern[str]:
    pieces = _FIELD.split(templates()[kind])
    regex = "".join(re.escape(piece) if index % 2 == 0 else f"(?P<{piece}>.+?)" for index, piece in enumerate(pieces))
    return re.compile(regex, re.DOTALL)


def read_refusal(text: str) -> Problem:
    """The kind of a host's refusal and its values (quoted names given without their quotes)."""
    return _read_back(text, REFUSALS)


def read_leaving(text: str) -> Problem:
    """The kind of the reason a player gave for leaving its seat in the lobby."""
    return _read_back(text, LEAVINGS)


def _read_back(text: str, kinds: tuple[str, ...]) -> Problem:
    """The first of ``kinds`` whose template gives ``text``, else the last (words of another program)."""
    if len(text) <= MAX_TEXT:
        for kind in kinds[:-1]:
            found = _pattern(kind).fullmatch(text)
            if found is not None:
                return Problem(kind, {name: _unquoted(value) for name, value in found.groupdict().items()})
    return Problem(kinds[-1], {"error": text})


def _unquoted(value: str) -> str:
    return value[1:-1] if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"" else value


def refusal_text(kind: str, **fields: str) -> str:
    """The English text a host sends to refuse a player (names quoted as Python shows them)."""
    quoted = {name: repr(value) if name in ("name", "other") else value for name, value in fields.items()}
    return templates()[kind].format(**quoted)
