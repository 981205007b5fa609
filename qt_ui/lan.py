"""Tables on the LAN for the lobby list: announced by mDNS, listed only while their lobby answers."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from protocol.discovery import TableAd, TableBrowser, reachable
from protocol.names import look_alike_pairs
from tusac_lan.games import GAMES

from .i18n import by_count, translate
from .lobby_page import LobbyPage
from .mailbox import Mailbox


def table_lines(tables: list[TableAd]) -> list[str]:
    """Each table's line in the lobby list, in the player's words, marked when its name looks like another's
    there (a look-alike announced beside a real table): the player then tells them apart by key."""
    alike = {i for pair in look_alike_pairs([t.table for t in tables]) for i in pair}
    return [table_line(table, i in alike) for i, table in enumerate(tables)]


def table_line(ad: TableAd, alike: bool = False) -> str:
    # The game id comes from the network: a title only for a game this client knows.
    game = LobbyPage.game_title(ad.game) if ad.game in GAMES else ad.game
    text = translate("Lobby", "{table} — {host} — {seats} — {address} — key {fingerprint} — {game}").format(
        table=ad.table,
        host=ad.host,
        seats=by_count(ad.free, translate("Lobby", "1 free seat"), translate("Lobby", "%n free seats")),
        address=ad.endpoint,
        fingerprint=ad.fingerprint,
        game=game,
    )
    if ad.needs_code:
        text += " — " + translate("Lobby", "table code needed")
    if alike:
        text += " — ⚠ " + translate("Lobby", "its name looks like another table's here: compare the keys")
    return text


class LanTables(QObject):
    changed = Signal(list)
    """[(description, "host:port")] of live tables."""

    def __init__(self, parent: QObject | None = None, interfaces: list[str] | None = None) -> None:
        super().__init__(parent)
        self._interfaces = interfaces
        self._browser: TableBrowser | None = None
        self._stop = threading.Event()
        self._latest: list[TableAd] = []
        self._games: dict[str, str] = {}
        self._lock = threading.Lock()
        self._mailbox = Mailbox(self)

    def start(self) -> None:
        try:
            self._browser = TableBrowser(self._on_change, self._interfaces)
        except OSError:
            return  # no usable interface for multicast: typed addresses still work
        threading.Thread(target=self._probe_loop, name="tusac-lan-probe", daemon=True).start()

    def _on_change(self, tables: list[TableAd]) -> None:
        with self._lock:
            self._latest = tables
        self._publish()

    def _probe_loop(self) -> None:
        while not self._stop.wait(3.0):
            self._publish()

    def _publish(self) -> None:
        with self._lock:
            tables = list(self._latest)
        answering = [t for t in tables if reachable(t)]
        with self._lock:
            self._games = {t.endpoint: t.game for t in answering}
        # The player picks a row, so joins exactly the table it shows (by its address, never by name).
        live = list(zip(table_lines(answering), [t.endpoint for t in answering], strict=True))
        self._mailbox.post(lambda: self.changed.emit(live))

    def game_at(self, endpoint: str) -> str | None:
        """The game the table listed at ``endpoint`` announces (None: no such table in the list)."""
        with self._lock:
            return self._games.get(endpoint)

    def stop(self) -> None:
        self._stop.set()
        if self._browser is not None:
            self._browser.close()
