"""The saved sessions a player can open, by date, game, players and result, instead of the files' hex
names: each session file of the history folder, newest first; "Another file…" still opens any file."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from tusac_lan.table.history import MAX_FILE, HistoryError, read_history
from tusac_lan.table.session_file import MAX_TABLES, listed_hands

from .history_page import load_session
from .i18n import by_count, translate
from .mailbox import Mailbox
from .own_table import shown_names
from .session_results import Totals, leaders, read_cache, session_key, write_cache

MAX_LISTED = 300
"""Sessions listed at most (the newest): the dialog opens at once however full the folder is."""


class SessionEntry(NamedTuple):
    path: Path
    when: float
    """The session file's last change (seconds since the epoch): when its last hand ended."""
    game_id: str
    names: tuple[str, ...]
    hands: int
    void: int
    """Hands without a result (stopped or voided)."""
    table: bytes = b""
    """The digest of its table (what a next table's ``continues`` names)."""
    previous: bytes | None = None
    """The digest of the table it continues, if it does."""
    tables: int = 1
    """The tables of the evening it shows (next tables joined into one entry)."""
    broken: bool = False
    """The evening's first table found continues one whose file is not in the folder."""
    key: str = ""
    """What its worked-out totals are kept by (``session_results.session_key``)."""


def read_entry(path: Path) -> SessionEntry | None:
    """What the list shows of one session file, from its hands' files as they are (the history page checks
    them when the session is opened); None for a file that cannot be read as a session."""
    hands = listed_hands(path)
    if not hands:
        return None
    names: tuple[str, ...] = ()
    void, game_id = 0, ""
    table, previous = b"", None
    try:
        when = path.stat().st_mtime
        key = session_key(path.read_bytes(), hands)
        for hand in hands:
            if hand.stat().st_size > MAX_FILE:
                return None
            history = read_history(hand.read_bytes())
            # a bot by its name in the player's language, as the table and the viewer name it
            names, game_id = shown_names(history.config.names, history.config.bots), history.config.game.id
            void += not history.verdict.ok
            if not table:
                table = history.transcript.digest
                previous = history.config.continues.previous if history.config.continues is not None else None
    except (OSError, HistoryError):
        return None
    return SessionEntry(path, when, game_id, names, len(hands), void, table, previous, key=key)


def joined(tables: list[SessionEntry]) -> SessionEntry:
    """One entry for an evening's tables (the first table's first): the last table's file and date, each
    seat's names in turn, the hands of all."""
    last = tables[-1]
    seats = [[entry.names[seat] for entry in tables if seat < len(entry.names)] for seat in range(len(last.names))]
    names = tuple(" → ".join(name for i, name in enumerate(sat) if i == 0 or sat[i - 1] != name) for sat in seats)
    return last._replace(
        names=names,
        hands=sum(entry.hands for entry in tables),
        void=sum(entry.void for entry in tables),
        tables=len(tables),
        broken=tables[0].previous is not None,
    )


def sessions_in(folder: Path, limit: int = MAX_LISTED) -> list[SessionEntry]:
    """The readable session files of ``folder``, newest first; the tables of an evening (a next table
    continues the one before) as one entry, at its last table."""
    try:
        files = sorted(folder.glob("*-session.tusac"), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return []
    read = (read_entry(path) for path in files[:limit])
    entries = [entry for entry in read if entry is not None]
    by_table = {entry.table: entry for entry in entries}
    continued = {entry.previous for entry in entries if entry.previous is not None}
    evenings = []
    for entry in entries:
        if entry.table in continued:
            continue  # shown in the evening of the table that continues it
        tables = [entry]
        while tables[0].previous in by_table and len(tables) <= MAX_TABLES:
            before = by_table[tables[0].previous]
            if before in tables:
                break
            tables.insert(0, before)
        evenings.append(joined(tables))
    return evenings


def session_totals(path: Path) -> Totals:
    """Each seat's score over the evening that ends with the session file ``path``, once every hand of it is
    checked (``load_session``); None if it does not verify."""
    loaded = load_session(str(path))
    if not loaded.verified:
        return None
    return loaded.rows[-1].totals if loaded.rows else ()


def result_words(entry: SessionEntry, totals: Totals = None, known: bool = False) -> str:
    """How many hands, and once ``known`` who came out ahead (``totals``; None: the session does not
    verify)."""
    played = _played_words(entry)
    if not known:
        return played
    if totals is None:
        return translate("HistoryList", "{played}; does not verify").format(played=played)
    if not totals or not any(totals):
        return translate("HistoryList", "{played}; all even").format(played=played)
    first, top = leaders(entry.names, totals)
    if len(first) == 1:
        return translate("HistoryList", "{played}; {name} won, {total}").format(
            played=played, name=first[0], total=f"{top:+d}"
        )
    return translate("HistoryList", "{played}; {names} tied first, {total}").format(
        played=played, names=", ".join(first), total=f"{top:+d}"
    )


def _played_words(entry: SessionEntry) -> str:
    played = by_count(entry.hands, translate("HistoryList", "1 hand"), translate("HistoryList", "%n hands"))
    if entry.void:
        played = translate("HistoryList", "{played}, {void} without a result").format(played=played, void=entry.void)
    if entry.tables > 1:
        played = translate("HistoryList", "{played} at {tables} tables").format(played=played, tables=entry.tables)
    if entry.broken:
        played = translate("HistoryList", "{played}; the hands before are not in this folder").format(played=played)
    return played


class HistoryList(QDialog):
    """Choose a saved session (its score sheet opens, each hand from there), or another file."""

    def __init__(self, folder: Path, title_of: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("HistoryList", "Open a saved session"))
        self.chosen = ""
        self.other_file = False
        self.entries = sessions_in(folder)
        self.folder = folder
        self.results = read_cache(folder)
        """Each session's totals by its file's digest (``session_results``), as far as worked out."""
        self._closed = threading.Event()
        self._mailbox = Mailbox(self)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setHeaderLabels(
            [
                translate("HistoryList", "Date"),
                translate("HistoryList", "Game"),
                translate("HistoryList", "Players"),
                translate("HistoryList", "Result"),
            ]
        )
        for entry in self.entries:
            item = QTreeWidgetItem(
                [
                    time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.when)),
                    title_of.get(entry.game_id, entry.game_id),
                    ", ".join(entry.names),
                    result_words(entry, self.results.get(entry.key), entry.key in self.results),
                ]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, str(entry.path))
            self.tree.addTopLevelItem(item)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        for column in range(4):
            self.tree.resizeColumnToContents(column)
        self.tree.itemActivated.connect(lambda item, _column: self._choose(item))
        self.empty = translate("HistoryList", "No saved session yet: play a table and it is kept here.")
        if not self.entries:
            self.tree.setHeaderHidden(True)
            self.tree.addTopLevelItem(QTreeWidgetItem([self.empty]))
            self.tree.setEnabled(False)
        buttons = QDialogButtonBox()
        self.open_button = buttons.addButton(translate("HistoryList", "Open"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.open_button.setEnabled(bool(self.entries))
        self.other_button = QPushButton(translate("HistoryList", "Another file…"))
        buttons.addButton(self.other_button, QDialogButtonBox.ButtonRole.ActionRole)
        cancel = buttons.addButton(translate("HistoryList", "Cancel"), QDialogButtonBox.ButtonRole.RejectRole)
        self.open_button.clicked.connect(lambda: self._choose(self.tree.currentItem()))
        self.other_button.clicked.connect(self._other)
        cancel.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        self.resize(760, 420)
        self.finished.connect(lambda _result: self._closed.set())
        unknown = [(row, entry.key) for row, entry in enumerate(self.entries) if entry.key not in self.results]
        if unknown:
            threading.Thread(target=self._work_out, args=(unknown,), daemon=True).start()

    def _work_out(self, unknown: list[tuple[int, str]]) -> None:
        """Off the GUI thread: check the sessions not kept yet, newest first, until the dialog closes."""
        for row, key in unknown:
            if self._closed.is_set():
                return
            self._mailbox.post(self._poster(row, key, session_totals(self.entries[row].path)))

    def _poster(self, row: int, key: str, totals: Totals) -> Callable[[], None]:
        return lambda: self._worked_out(row, key, totals)

    def _worked_out(self, row: int, key: str, totals: Totals) -> None:
        self.results[key] = totals
        write_cache(self.folder, self.results)
        item = self.tree.topLevelItem(row)
        if item is not None:
            item.setText(3, result_words(self.entries[row], totals, known=True))
            self.tree.resizeColumnToContents(3)

    def _choose(self, item: QTreeWidgetItem | None) -> None:
        path = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(path, str) and path:
            self.chosen = path
            self.accept()

    def _other(self) -> None:
        self.other_file = True
        self.accept()
