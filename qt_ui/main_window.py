"""The client's window: lobby, table and history viewer, with the session running off-thread."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMainWindow, QStackedWidget

from tusac_lan.engine.rules import RuleSet

from .history_page import HistoryPage
from .lobby_page import LobbyPage
from .session import Snapshot, TableSession
from .settings import ClientSettings
from .table_page import TablePage


class HandlerClock:
    """Measures how long each handler runs on the GUI thread (the interface must never stall)."""

    def __init__(self) -> None:
        self.longest = 0.0
        self.longest_name = ""
        self.calls = 0

    def timed(self, name: str, handler: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any) -> Any:
            started = time.perf_counter()
            try:
                return handler(*args)
            finally:
                took = time.perf_counter() - started
                self.calls += 1
                if took > self.longest:
                    self.longest, self.longest_name = took, name

        return run


class MainWindow(QMainWindow):
    def __init__(
        self,
        family: str,
        store: QSettings | None = None,
        history_dir: Path | None = None,
        discovery: bool = True,
    ) -> None:
        super().__init__()
        self.setWindowTitle("Tứ Sắc — tusac-lan")
        self.store = store if store is not None else QSettings("tusac-lan", "client")
        self.settings = ClientSettings.load(self.store)
        data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        self.history_dir = history_dir if history_dir is not None else Path(data or ".") / "histories"
        self.clock = HandlerClock()
        self.lobby = LobbyPage(self.settings)
        self.table_page = TablePage(family)
        self.table_page.table.animation_ms = self.settings.animation_ms
        self.table_page.actions_bar.claim_seconds = self.settings.claim_seconds
        self.history = HistoryPage(family)
        self.pages = QStackedWidget()
        for page in (self.lobby, self.table_page, self.history):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        self.session: TableSession | None = None
        self._dropped: list[TableSession] = []
        self.lobby.play_bots.connect(self.clock.timed("play", self.play_bots))
        self.lobby.host_table.connect(self.clock.timed("host", self.host))
        self.lobby.join_table.connect(self.clock.timed("join", self.join))
        self.lobby.open_history.connect(self.choose_history)
        self.lobby.name_changed.connect(self._rename)
        self.lobby.preferences_changed.connect(self._preferences)
        self.table_page.move_chosen.connect(self.clock.timed("move", self._move))
        self.table_page.left_table.connect(self.leave)
        self.history.back.connect(lambda: self.pages.setCurrentWidget(self.lobby))
        self.browser: Any = None
        self.hosted_at = ""
        self.discovery = discovery
        """Browse and announce tables over mDNS (tests turn it off: no traffic on real interfaces)."""
        if discovery:
            self._start_discovery()
        self.resize(1280, 820)

    # --- lobby actions -------------------------------------------------------------------------

    def _rename(self, name: str) -> None:
        self.settings.name = name.strip() or "Player"
        self.settings.save(self.store)

    def _drop_session(self) -> None:
        """Stop listening to the current session, then end it (its thread may still report)."""
        session = self.session
        if session is None:
            return
        for signal in (session.snapshot, session.joined, session.hosting, session.closed):
            signal.disconnect()
        session.cancel()
        session.stop_reporting()
        self.session = None
        self._dropped.append(session)

    def _preferences(self, animation_ms: int, claim_seconds: int) -> None:
        self.settings.animation_ms = animation_ms
        self.settings.claim_seconds = claim_seconds
        self.table_page.table.animation_ms = animation_ms
        self.table_page.actions_bar.claim_seconds = claim_seconds
        self.settings.save(self.store)

    def _new_session(self) -> TableSession:
        self._drop_session()
        self._rename(self.lobby.name.text())
        session = TableSession(Path(self.settings.identity_dir), self.settings.name, self.history_dir)
        session.snapshot.connect(self.clock.timed("snapshot", self._on_snapshot))
        session.joined.connect(self.lobby.add_seat)
        session.hosting.connect(self._hosting)
        session.closed.connect(self.clock.timed("closed", self._on_closed))
        self.session = session
        return session

    def play_bots(self, level: str, hands: int) -> None:
        self.settings.bot_level = level
        self.settings.save(self.store)
        session = self._new_session()
        self.pages.setCurrentWidget(self.table_page)
        session.play_local(self.lobby.rules(), hands, (level,) * 3)

    def host(self, address: str, name: str, plan: tuple[str, str, str], hands: int, rules: RuleSet) -> None:
        self.settings.rules = rules
        self.settings.save(self.store)
        self.lobby.seats.clear()
        self.lobby.add_seat(f"{self.settings.name} (host) — South — ready")
        for seat, level in zip(("East", "North", "West"), plan, strict=True):
            self.lobby.add_seat(f"{seat}: {'waiting for a player' if level == 'player' else level + ' bot'}")
        waiting = sum(1 for level in plan if level == "player")
        self.lobby.show_message(f"Hosting “{name}” on {address}; waiting for {waiting} player(s)…")
        self._new_session().host(address, name, plan, hands, rules, announce=self.discovery)

    def _hosting(self, address: str) -> None:
        self.hosted_at = address
        self.lobby.show_message(f"Hosting on {address} — players can join this address")

    def join(self, address: str) -> None:
        if not address:
            self.lobby.show_message("Type the host's address, like 192.168.1.20:7777")
            return
        self.lobby.show_message(f"Joining {address}…")
        self._new_session().join(address)

    def choose_history(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open a hand history", str(self.history_dir), "Hand histories (*.tusac)"
        )
        if path:
            self.open_history(path)

    def open_history(self, path: str) -> None:
        self.pages.setCurrentWidget(self.history)
        self.history.open(path)

    # --- the table -----------------------------------------------------------------------------

    def _move(self, action: object) -> None:
        if self.session is not None:
            self.session.submit(action)  # type: ignore[arg-type]

    def _on_snapshot(self, snapshot: Snapshot) -> None:
        if self.pages.currentWidget() is self.lobby:
            self.pages.setCurrentWidget(self.table_page)
        self.table_page.show_snapshot(snapshot)

    def _on_closed(self, reason: str) -> None:
        if self.pages.currentWidget() is not self.table_page:
            self.lobby.show_message(reason)
        elif reason == "session over":
            self.table_page.status.setText("Session over — leave the table to play again")
        else:
            self.table_page.alerts.setText(f"The table has closed: {reason}")

    def leave(self) -> None:
        self._drop_session()
        self.pages.setCurrentWidget(self.lobby)

    # --- discovery ------------------------------------------------------------------------------

    def _start_discovery(self) -> None:
        from .lan import LanTables

        self.browser = LanTables(self)
        self.browser.changed.connect(self.lobby.set_tables)
        self.browser.start()

    def closeEvent(self, event: Any) -> None:
        self._drop_session()
        for session in self._dropped:
            session.wait(3.0)
        if self.browser is not None:
            self.browser.stop()
        super().closeEvent(event)


def scratch_window(base: Path, **values: object) -> MainWindow:
    """A window whose settings, identity and histories live under ``base``, with discovery off
    (for scripts and tests)."""
    store = QSettings(str(base / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(base / "id"))
    for key, value in values.items():
        store.setValue(key, value)
    return make_window(store, base / "histories", discovery=False)


def make_window(store: QSettings | None = None, history_dir: Path | None = None, discovery: bool = True) -> MainWindow:
    from .fonts import load_card_font

    return MainWindow(load_card_font(), store, history_dir, discovery)


__all__ = ["HandlerClock", "MainWindow", "make_window", "scratch_window"]
