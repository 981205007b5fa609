"""Records that never came, fetched at a later table (issue 24, point 8).

A peer that gave up waiting for some peers' records at the end of a table notes that hand file in its history
folder (``remember``). At every later table it asks each player there who sat at that hand for the records
its copy holds (WANTED), and completes its file with those that sign it (``table.late_records``); each player
answers such questions from its own files (RECORDS). Bounded both ways: one WANTED per peer and table, the
newest ``MAX_WANTED`` files, and as many answers as a peer was asked for."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from pathlib import Path

from protocol.carry_on import (
    MAX_WANTED,
    decode_records,
    decode_wanted,
    encode_records,
    encode_wanted,
)
from protocol.identity import Identity
from protocol.lobby import LobbyError
from protocol.whole_file import write_whole

from ..games import AnyGame
from ..table.history import HistoryError
from ..table.late_records import Unsettled, records_for, unsettled, with_records
from ..table.session_file import hand_file_of

LIST_NAME = "unsettled.txt"
"""In the history folder: the names of this peer's hand files that lack records, oldest first."""


def listed(folder: Path) -> list[str]:
    """The hand files noted as lacking records (a name that is not a plain file name is left out)."""
    try:
        text = (folder / LIST_NAME).read_text("utf-8")
    except (OSError, UnicodeDecodeError):
        return []
    names = [line.strip() for line in text.splitlines()]
    return [name for name in names if name.endswith(".tusac") and Path(name).name == name][-MAX_WANTED:]


def remember(folder: Path, name: str) -> None:
    """Note ``name`` (a hand file in ``folder``) as lacking records."""
    names = [n for n in listed(folder) if n != name] + [name]
    _keep(folder, names[-MAX_WANTED:])


def forget(folder: Path, name: str) -> None:
    names = listed(folder)
    if name in names:
        _keep(folder, [n for n in names if n != name])


def _keep(folder: Path, names: list[str]) -> None:
    with contextlib.suppress(OSError):  # a full disk costs the note, never the table
        write_whole(folder / LIST_NAME, "".join(f"{name}\n" for name in names).encode("utf-8"))


class LateRecords:
    """This peer's side of the exchange at one table, then the next ones of the session."""

    def __init__(
        self,
        player: Identity,
        folder: Path | None,
        games: Mapping[str, AnyGame],
        send: Callable[[int, bytes], None],
        note: Callable[[str, int, list[str], bytes], None],
    ) -> None:
        """``send(peer, wire)``: a session message to one peer (by mesh index); ``note(file name, hand, names
        of the players whose records came, sender's key)``: a file was completed."""
        self.player, self.folder, self.games, self.send, self.note = player, folder, games, send, note
        self.asked: set[int] = set()
        """The peers asked already (once a session: their files do not change meanwhile)."""
        self.answered: set[int] = set()
        self.expected: dict[int, set[tuple[bytes, int]]] = {}
        """By peer, the hands (table id, number) it was asked for and has not answered yet."""

    def _wanting(self) -> list[tuple[str, Unsettled]]:
        if self.folder is None:
            return []
        wanting = []
        for name in listed(self.folder):
            try:
                lacks = unsettled((self.folder / name).read_bytes(), self.games)
            except (OSError, HistoryError):
                lacks = None
            if lacks is None:
                forget(self.folder, name)
            else:
                wanting.append((name, lacks))
        return wanting

    def ask(self, peers: Mapping[int, bytes]) -> None:
        """Ask each peer of ``peers`` (mesh index -> its player's key) not asked yet that sat at a hand whose
        file lacks records."""
        new = {peer: key for peer, key in peers.items() if peer not in self.asked}
        if not new:
            return
        wanting = self._wanting()
        for peer, key in sorted(new.items()):
            self.asked.add(peer)
            hands = [(w.table_id, w.hand_no, w.digest) for _, w in wanting if key in w.players]
            if hands:
                self.expected[peer] = {(table, hand) for table, hand, _ in hands}
                self.send(peer, encode_wanted(self.player, hands))

    def receive(self, peer: int, key: bytes, kind: str, wire: bytes) -> None:
        """A WANTED or RECORDS from the peer of mesh index ``peer``, whose player's key is ``key``."""
        try:
            if kind == "wanted":
                self._answer(peer, key, wire)
            elif kind == "records":
                self._take(peer, key, wire)
        except LobbyError:
            return  # a malformed or forged question or answer is of no use: nothing is done with it

    def _answer(self, peer: int, key: bytes, wire: bytes) -> None:
        wanted = decode_wanted(wire)
        if wanted.player != key or peer in self.answered or self.folder is None:
            return
        self.answered.add(peer)
        for table, hand, digest in wanted.hands:
            path = self.folder / hand_file_of(table, hand)
            try:
                records = records_for(path.read_bytes(), digest, key, self.games)
            except (OSError, HistoryError):
                continue
            if records:
                self.send(peer, encode_records(self.player, table, hand, digest, records))

    def _take(self, peer: int, key: bytes, wire: bytes) -> None:
        came = decode_records(wire)
        waited = self.expected.get(peer, set())
        if came.player != key or (came.table, came.hand) not in waited or self.folder is None:
            return
        waited.discard((came.table, came.hand))
        name = hand_file_of(came.table, came.hand)
        path = self.folder / name
        try:
            data = path.read_bytes()
            before = unsettled(data, self.games)
            completed = with_records(data, came.records, self.games)
            if before is None or completed is None:
                return
            after = unsettled(completed, self.games)
            write_whole(path, completed)
        except (OSError, HistoryError):
            return
        if after is None:
            forget(self.folder, name)
        came_from = [n for k, n in zip(before.missing, before.names) if after is None or k not in after.missing]
        self.note(name, came.hand, came_from, key)
