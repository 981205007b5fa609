"""The client's window: lobby, table and history viewer, with the session running off-thread."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QStackedWidget

from tusac_lan.games import DEFAULT_GAME, GAMES, find_game
from tusac_lan.peer import places
from tusac_lan.peer.options import CODE_BY_ADDRESS, CODE_NONE, PeerOptions
from tusac_lan.peer.problems import Problem

from .file_dialog import chosen_file, open_file_dialog
from .help_pages import LegendDialog, RulesDialog, show_about
from .history_list import HistoryList
from .history_page import HistoryPage
from .i18n import LANGUAGES, in_every_language, resolve, translate, use_language
from .lobby_page import LobbyPage
from .move_time import deadlines_text
from .own_table import Rules, bot_level_name, seat_name
from .play_again import PLAY_AGAIN_WAIT, GameAgain, HostedAgain, JoinedAgain
from .plugin import PlaysWithoutAsking, game_client
from .practice import PracticeSession
from .practice_page import PracticePage
from .practice_state import PracticeSnapshot, new_snapshot, reduce
from .problem_words import problem_words
from .rejoin_offer import Unfinished, unfinished_tables
from .session import SESSION_OVER, TableSession
from .settings import ClientSettings
from .snapshot import Snapshot
from .status_words import table_rule_lines
from .table_page import TablePage
from .verdict_kind import closing_words

MIN_WIDTH, MIN_HEIGHT = 960, 640


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
        self.family = family
        self.store = store if store is not None else settings_store()
        self.settings = ClientSettings.load(self.store)
        # Older versions stored the default name's text, in the language of the time.
        if self.settings.default_name or self.settings.name in in_every_language("Window", "Player"):
            self.settings.default_name = True
            self.settings.name = translate("Window", "Player")
        self.language = resolve(self.settings.language)
        self.history_dir = history_dir if history_dir is not None else places.history_dir()
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
        self._session_closed = False
        """The current session has ended (it says so only after closing its journal)."""
        self._problem: Problem | None = None
        """Why the current session could not be set up, joined or taken up again (said as it closes)."""
        self._dropped: list[TableSession] = []
        self._unfinished: dict[tuple[str, str], Unfinished] = {}
        """The unfinished tables offered, by role and address (the game tells the page that takes one up)."""
        self.successor: MainWindow | None = None
        """The window that replaced this one after a change of language."""
        self._language_waiting = False
        for chosen in (self.lobby.play_bots, self.lobby.play_game, self.lobby.host_table, self.lobby.join_table):
            chosen.connect(lambda *_: self._remember_lobby())  # before the table starts: kept for the next run
        self.lobby.play_bots.connect(self.clock.timed("play", self.play_bots))
        self.lobby.play_game.connect(self.clock.timed("play_game", self.play_game))
        self.practice: PracticeSession | None = None
        self.practice_page: PracticePage | None = None
        self.practice_state: PracticeSnapshot | None = None
        self.lobby.host_table.connect(self.clock.timed("host", self.host))
        self.lobby.join_table.connect(self.clock.timed("join", self.join))
        self.lobby.rejoin_table.connect(self.clock.timed("rejoin", self.rejoin))
        self.lobby.cancel_attempt.connect(self.cancel_attempt)
        self.lobby.start_now.connect(self.start_now)
        self.lobby.open_history.connect(self.choose_history)
        self.lobby.name_changed.connect(self._rename)
        self.lobby.rules_changed.connect(self._rules_changed)
        self.lobby.game_chosen.connect(self._game_chosen)
        self.lobby.preferences_changed.connect(self._preferences)
        self.table_page.move_chosen.connect(self.clock.timed("move", self._move))
        self.table_page.left_table.connect(self.leave)
        self.table_page.carry_on_answered.connect(self._carry_on_answered)
        self.table_page.go_on_now.connect(self._go_on_now)
        self.table_page.result_view.next_hand.connect(self._next_hand)
        self.table_page.result_view.countdown_started.connect(self._countdown_started)
        self.table_page.result_view.play_again.connect(self._play_again)
        self._last_hands = 1
        self._last_bots: tuple[str, ...] = ("good", "good", "good")
        self.history.back.connect(lambda: self.pages.setCurrentWidget(self.lobby))
        self.history.shown.connect(self._update_title)
        self.menu_actions: dict[str, QAction] = {}
        self._build_menus()
        self.pages.currentChanged.connect(lambda _: self._update_actions())
        self.pages.currentChanged.connect(lambda _: self._update_title())
        self.lobby.game_chosen.connect(lambda *_: self._update_title())
        self._update_title()
        self.lobby.seat_count.currentIndexChanged.connect(lambda _: self._update_actions())
        self._update_actions()
        self.browser: Any = None
        self.hosted_at = ""
        self.hosted_code = ""
        self._attempt = ""
        """What the current session was started for: "play", "host" or "join"."""
        self._last_table: HostedAgain | JoinedAgain | None = None
        self._game_again: GameAgain | None = None
        """The last table of a plugin game, for its Play again."""
        """How the last LAN table was hosted or joined, for Play again."""
        self.code_setting = CODE_BY_ADDRESS
        """How a hosted table gets its code (a fresh one unless it listens on loopback only)."""
        self.discovery = discovery
        """Browse and announce tables over mDNS (tests turn it off: no traffic on real interfaces)."""
        if discovery:
            self._start_discovery()
        self.refresh_rejoin_offers()
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        self._quit_asked = False
        """The player said yes to quitting: the window closes without asking again."""
        self._frame_fitted = False
        """The window manager's frame is known (the first move after showing) and the window fits with it."""
        self._place_on_screen()

    # --- menus ---------------------------------------------------------------------------------

    def _action(
        self, key: str, menu: QMenu, text: str, tip: str, handler: Callable[[], object], shortcut: str = ""
    ) -> QAction:
        action = menu.addAction(text)
        action.setToolTip(tip)
        action.setStatusTip(tip)
        action.setProperty("enabled_tip", tip)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: handler())
        self.menu_actions[key] = action
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(translate("Window", "&Game"))
        self._action(
            "play",
            game,
            translate("Window", "Play now"),
            self.lobby.play_button.toolTip(),
            self.lobby.play_button.click,
            "Ctrl+N",
        )
        self._action(
            "host",
            game,
            translate("Window", "Host a table…"),
            translate("Window", "Set up a table for players on your network"),
            lambda: self.lobby.table_name.setFocus(),
        )
        self._action(
            "join",
            game,
            translate("Window", "Join a table…"),
            translate("Window", "Take a seat at a table on your network"),
            lambda: self.lobby.address.setFocus(),
        )
        self._action(
            "rules",
            game,
            translate("Window", "House rules…"),
            translate("Window", "Choose the rules for the tables you start"),
            self.lobby.edit_rules,
        )
        game.addSeparator()
        self._action(
            "history",
            game,
            translate("Window", "Open a hand history…"),
            translate("Window", "Check a saved hand and replay it"),
            self.choose_history,
            "Ctrl+O",
        )
        self._action(
            "leave",
            game,
            translate("Window", "Leave the table"),
            translate("Window", "Stop playing and go back to the lobby"),
            lambda: (self.practice_page or self.table_page).ask_to_leave(),
            "Ctrl+L",
        )
        game.addSeparator()
        self._action(
            "quit",
            game,
            translate("Window", "Quit"),
            translate("Window", "Close tusac-lan"),
            self.ask_to_quit,
            "Ctrl+Q",
        )

        view = bar.addMenu(translate("Window", "&View"))
        languages = view.addMenu(translate("Window", "Language"))
        group = QActionGroup(self)
        choices = [("", translate("Window", "System language"))] + list(LANGUAGES.items())
        for code, name in choices:
            action = self._action(
                f"language-{code or 'system'}",
                languages,
                name,
                translate("Window", "Show the game in this language"),
                functools.partial(self.choose_language, code),
            )
            action.setCheckable(True)
            action.setChecked(code == self.settings.language)
            group.addAction(action)
        full = self._action(
            "fullscreen",
            view,
            translate("Window", "Full screen"),
            translate("Window", "Use the whole screen"),
            self._toggle_full_screen,
            "F11",
        )
        full.setCheckable(True)

        help_menu = bar.addMenu(translate("Window", "&Help"))
        self._action(
            "how-to-play",
            help_menu,
            translate("Window", "How to play"),
            translate("Window", "The rules of the chosen game in short"),
            self.show_rules,
            "F1",
        )
        self._action(
            "legend",
            help_menu,
            translate("Window", "Legend"),
            translate("Window", "What the marks, letters and colours on the cards mean"),
            self.show_legend,
        )
        help_menu.addSeparator()
        self._action(
            "about",
            help_menu,
            translate("Window", "About tusac-lan"),
            translate("Window", "Versions and the font licence"),
            self.show_about,
        )
        for menu in (game, view, languages, help_menu):
            menu.setToolTipsVisible(True)

    def _update_actions(self) -> None:
        """Enable what makes sense on the current page; a disabled action says why in its tooltip."""
        at_table = self.pages.currentWidget() in (self.table_page, self.practice_page)
        busy = translate("Window", "Leave the table first")
        reasons = {
            "play": busy if at_table else "",
            "host": busy if at_table else "",
            "join": busy if at_table else "",
            "rules": translate("Window", "The rules of a table cannot change while it plays") if at_table else "",
            "history": busy if at_table else "",
            "leave": "" if at_table else translate("Window", "You are not at a table"),
        }
        # Play now starts the game and seats chosen in the lobby: its tip says how many bots.
        self.menu_actions["play"].setProperty("enabled_tip", self.lobby.play_button.toolTip())
        for key, reason in reasons.items():
            action = self.menu_actions[key]
            action.setEnabled(not reason)
            tip = reason or str(action.property("enabled_tip"))
            action.setToolTip(tip)
            action.setStatusTip(tip)

    def _update_title(self) -> None:
        """The window names the game of the table in play (in the lobby, the game chosen there)."""
        page = self.practice_page
        if page is not None and self.pages.currentWidget() is page:
            game = page.plugin.title()
        elif self.pages.currentWidget() is self.table_page:  # the shell's own pages play Tứ Sắc
            game = self.lobby.game_title(DEFAULT_GAME)
        elif self.pages.currentWidget() is self.history and self.history.game_id is not None:
            game = self.lobby.game_title(self.history.game_id)  # the game of the file shown
        else:
            game = self.lobby.game_title(self.lobby.game_id())
        self.setWindowTitle(translate("Window", "{game} — tusac-lan").format(game=game))

    def _quit(self) -> None:
        self._quit_asked = True
        self.close()

    def _at_table_in_play(self) -> bool:
        """A table page is shown whose session is not over (leaving it asks first)."""
        page = self.pages.currentWidget()
        if page is self.table_page:
            snap = self.table_page.snapshot
            return snap is not None and not snap.over and (snap.view is not None or bool(snap.log))
        if self.practice_page is not None and page is self.practice_page:
            state = self.practice_page.snapshot
            return state is not None and not state.over
        return False

    def ask_to_quit(self) -> None:
        """Quit closes the window; at a table in play, after the same question as Leave."""
        page = self.pages.currentWidget()
        if page is self.table_page:
            self.table_page.ask_to_leave(then=self._quit)
        elif self.practice_page is not None and page is self.practice_page:
            self.practice_page.ask_to_leave(then=self._quit)
        else:
            self.close()

    def _toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def show_rules(self) -> RulesDialog:
        """The rules of the game at the table, else of the game chosen in the lobby."""
        page = self.practice_page
        plugin = page.plugin if page is not None else game_client(find_game(self.lobby.game_id()))
        if plugin is None:
            dialog = RulesDialog(self.language, self)
        else:
            dialog = RulesDialog(self.language, self, plugin.rules_page(), plugin.title())
        dialog.show()
        return dialog

    def show_legend(self) -> LegendDialog:
        dialog = LegendDialog(self.family, self)
        dialog.show()
        return dialog

    def file_places(self) -> list[tuple[str, Path]]:
        """Where this window keeps each kind of file (Help → About shows them)."""
        identity = Path(self.settings.identity_dir)
        return [
            (translate("Window", "Identity"), identity),
            (translate("Window", "Journals"), places.journal_dir(identity)),
            (translate("Window", "Histories"), self.history_dir),
            (translate("Window", "Settings"), Path(self.store.fileName())),
        ]

    def show_about(self) -> QMessageBox:
        box = show_about(self, self.file_places())
        box.show()
        return box

    def choose_language(self, code: str) -> None:
        """Save the choice; the window is rebuilt in the new language at once in the lobby, or when
        the player leaves the table."""
        self.settings.language = code
        self.settings.save(self.store)
        if resolve(code) == self.language:
            return
        if self.session is not None and self.pages.currentWidget() is self.table_page:
            self._language_waiting = True
            self.table_page.status.setText(translate("Window", "The new language is used when you leave the table."))
            return
        if self.practice_page is not None:
            self._language_waiting = True
            self.practice_page.status.setText(translate("Window", "The new language is used when you leave the table."))
            return
        self.relaunch()

    def relaunch(self) -> MainWindow:
        """Replace this window with a new one in the current language setting, same place and size."""
        self._drop_session()
        window = make_window(self.store, self.history_dir, self.discovery)
        self.lobby.carry_to(window.lobby)
        window.setGeometry(self.geometry())
        if self.isFullScreen():
            window.showFullScreen()
        else:
            window.show()
        self.successor = window
        self.close()
        return window

    # --- lobby actions -------------------------------------------------------------------------

    def _rename(self, name: str) -> None:
        default = translate("Window", "Player")
        self.settings.name = name.strip() or default
        self.settings.default_name = self.settings.name == default
        self.settings.save(self.store)

    def _drop_session(self) -> None:
        """Stop listening to the current session, then end it (its thread may still report)."""
        session = self.session
        if session is None:
            return
        for signal in (
            session.snapshot,
            session.joined,
            session.welcomed,
            session.seat_line,
            session.seats,
            session.hosting,
            session.closed,
            session.failed,
            session.coach_allowed,
            session.carry_on_asked,
            session.table_continued,
        ):
            signal.disconnect()
        self.table_page.withdraw_carry_on()
        session.cancel()
        session.stop_reporting()
        self.session = None
        self._problem = None
        self._dropped.append(session)

    def _preferences(self, animation_ms: int, claim_seconds: int, pace_ms: int) -> None:
        self.settings.animation_ms = animation_ms
        self.settings.claim_seconds = claim_seconds
        self.settings.bot_pace_ms = pace_ms
        if self.session is not None:
            self.session.pace_ms = pace_ms
        self.table_page.table.animation_ms = animation_ms
        self.table_page.actions_bar.claim_seconds = claim_seconds
        self.settings.save(self.store)

    def _new_session(self) -> TableSession:
        self._drop_session()
        self._rename(self.lobby.name.text())
        self.table_page.new_session()
        session = TableSession(Path(self.settings.identity_dir), self.settings.name, self.history_dir)
        session.pace_ms = self.settings.bot_pace_ms
        session.set_waits(self.settings.rejoin_wait, self.settings.table_deadlines() or session.deadlines)
        session.snapshot.connect(self.clock.timed("snapshot", self._on_snapshot))
        session.joined.connect(self.lobby.add_seat)
        session.seat_line.connect(self.lobby.set_seat_line)
        session.welcomed.connect(self._welcomed)
        session.seats.connect(self.lobby.set_seats)
        session.hosting.connect(self._hosting)
        session.failed.connect(self._on_failed)
        session.closed.connect(self.clock.timed("closed", self._on_closed))
        session.coach_allowed.connect(self.table_page.allow_coach)
        session.carry_on_asked.connect(self.clock.timed("carry on", self.table_page.ask_carry_on))
        session.table_continued.connect(self.table_page.withdraw_carry_on)
        self.session = session
        self._session_closed = False
        return session

    def _remember_lobby(self) -> None:
        """The lobby's hands and addresses, shown again at the next run."""
        self.settings.hands = self.lobby.hands.value()
        self.settings.host_address = self.lobby.host_address.text().strip() or self.settings.host_address
        self.settings.join_address = self.lobby.address.text().strip() or self.settings.join_address
        self.settings.save(self.store)

    def _rules_changed(self, rules: Rules) -> None:
        self.settings.rules = rules
        self.settings.save(self.store)

    def _game_chosen(self, game_id: str, rules: Any) -> None:
        """Kept for the next run: the game chosen and (a plugin game's) its house rules."""
        self.settings.game = game_id
        if rules is not None:
            self.settings.game_rules[game_id] = rules
        self.settings.save(self.store)

    def play_bots(self, levels: tuple[str, ...] | str, hands: int) -> None:
        """A table against bots: a level for each seat after the player's (one level: three bots at it)."""
        bots = (levels,) * 3 if isinstance(levels, str) else tuple(levels)
        kept = (*bots, *self.settings.bot_levels[len(bots) :])
        self.settings.bot_levels = (kept[0], kept[1], kept[2])
        self._last_bots = bots
        if len(set(bots)) == 1:
            self.settings.bot_level = bots[0]
        self.settings.save(self.store)
        self._attempt = "play"
        self._last_hands = hands
        self.table_page.allow_coach(True)
        session = self._new_session()
        self.table_page.against_bots = True
        self.pages.setCurrentWidget(self.table_page)
        session.play_local(self.lobby.rules(), hands, bots)

    def play_game(self, game_id: str, seats: int, level: str, hands: int, rules: Any = None) -> PracticePage | None:
        """A table of a game played through its client plugin, the player against ``seats - 1`` bots
        (``rules``: the lobby's for the game when None)."""
        rules = self.lobby.game_rules(game_id) if rules is None else rules
        page = self._game_table(game_id, seats, level, hands, rules)
        if page is not None and self.practice is not None:
            self._game_again = GameAgain("play", game_id, seats, level, hands, rules)
            self.practice.start()
        return page

    def host_game(
        self, game_id: str, address: str, name: str, plan: tuple[str, ...], again: GameAgain | None = None
    ) -> PracticePage | None:
        """Host a LAN table of a game played through its client plugin: the lobby's seat count, and for each
        seat after the host's a player or a bot as the lobby's seat plan says; the game and its rules go
        into the signed TABLE. ``again``: the same table as last time (Play again), not the lobby's."""
        if again is None:
            level, seats = self._game_level(), self.lobby.seats_chosen()
            plan = tuple(entry if entry == "player" else level for entry in plan[: seats - 1])
            again = GameAgain(
                "host",
                game_id,
                seats,
                level,
                self.lobby.hands.value(),
                self.lobby.game_rules(game_id),
                address,
                name,
                plan,
                self.code_setting,
                self._chosen_deadlines(),
            )
        page = self._game_table(game_id, again.seats, again.level, again.hands, again.rules, again.plan)
        if page is not None and self.practice is not None:
            self._game_again = again
            self.practice.deadlines = again.deadlines
            page.lan_table = True
            page.open_seats = frozenset(seat for seat, kind in enumerate(again.plan, 1) if kind == "player")
            self.practice.seat_news.connect(page.show_seat_news)
            self.practice.hosting.connect(self._hosting)
            self.practice.hosting.connect(page.show_hosting)
            page.start_now.connect(self._start_game_now)
            self.practice.host(again.address, again.plan, again.name if self.discovery else None, again.code)
        return page

    def _chosen_deadlines(self) -> tuple[float, float, float]:
        """The deadlines a hosted table signs: the settings' (or the protocol's), with the lobby's time for a
        move; a time other than the settings' is kept in them."""
        protocol, move, grace = self.settings.table_deadlines() or PeerOptions.deadlines
        chosen = (protocol, self.lobby.move_seconds(), grace)
        if chosen[1] != move:
            self.settings.deadlines = deadlines_text(chosen)
            self.settings.save(self.store)
        return chosen

    def join_game(self, game_id: str, address: str, code: str, again: bool = False) -> PracticePage | None:
        """Take a seat at the LAN table of a game played through its plugin (a TABLE of another game is
        refused before the seat is taken). ``again``: Play again, waiting for the host to open it again."""
        game = find_game(game_id)
        seats, level, hands = max(game.seat_counts), self._game_level(), self.lobby.hands.value()
        rules = self.lobby.game_rules(game_id)
        page = self._game_table(game_id, seats, level, hands, rules)
        if page is not None and self.practice is not None:
            self._game_again = GameAgain("join", game_id, seats, level, hands, rules, address, code=code)
            if again:
                joining = translate("Window", "Waiting for the host to open the table at {address} again…")
            else:
                joining = translate("Window", "Joining {address}…")
            # The hands are the host's, known with its table: the page counts none of this lobby's (a join
            # that failed was titled "hand 1 of" this lobby's count).
            self._awaiting_table(page, seats, 0, joining.format(address=address))
            self.practice.join(address, code, PLAY_AGAIN_WAIT if again else None)
        return page

    def _game_level(self) -> str:
        """The bot level chosen for a game played through its plugin."""
        return str(self.lobby.game_level.currentData())

    def _game_table(
        self, game_id: str, seats: int, level: str, hands: int, rules: Any, plan: tuple[str, ...] = ()
    ) -> PracticePage | None:
        """The page and the worker of a table of a game played through its client plugin (not started).
        ``plan``: a host's seats after its own ("player" or a level); a seat kept for a player is named by
        its place until the player takes it (the table's names come with the TABLE)."""
        game = find_game(game_id)
        plugin = game_client(game)
        if plugin is None or self.practice is not None:
            return None
        plain = plugin.seat_names(seats)
        bot = translate("Window", "{seat} ({level} bot)")
        names = (
            self.settings.name,
            *(
                plain[seat]
                if seat <= len(plan) and plan[seat - 1] == "player"
                else bot.format(seat=plain[seat], level=bot_level_name(level))
                for seat in range(1, seats)
            ),
        )
        page = PracticePage(game, plugin, seats, names)

        def words(before: Any, step: Any, after: Any) -> list[str]:
            # At a LAN table the seats are the host's to give: the log names them as the table does.
            return plugin.step_words(game, before, step, after, session.table_names or names)

        session = PracticeSession(
            game,
            rules,
            (level,) * (seats - 1),
            hands,
            words,
            self.settings.bot_pace_ms / 1000,
            identity_dir=Path(self.settings.identity_dir),
            history_dir=self.history_dir,
            name=self.settings.name,
            without_asking=plugin.played_without_asking if isinstance(plugin, PlaysWithoutAsking) else None,
        )
        self.practice, self.practice_page = session, page
        self.practice_state = new_snapshot(seats, hands)
        session.happened.connect(self._practice_event)
        session.lobby_told.connect(page.show_lobby_notice)
        session.seated.connect(page.show_seated)
        page.move_chosen.connect(session.choose)
        page.next_hand.connect(session.next_hand)
        page.go_on_now.connect(session.go_on_now)
        page.left_table.connect(self.leave_practice)
        page.play_again.connect(self._play_game_again)
        self.pages.addWidget(page)
        self.pages.setCurrentWidget(page)
        self._attempt = "play"
        return page

    def _practice_event(self, event: Any) -> None:
        if self.practice_state is None or self.practice_page is None:
            return
        self.practice_state = reduce(self.practice_state, event)
        self.practice_page.show_snapshot(self.practice_state)

    def _play_game_again(self) -> None:
        """The plugin game's table again: against bots at once; a host opens the same table again (same
        address, seats, rules and code); a guest joins it again once the host has opened it."""
        again = self._game_again
        self.leave_practice()
        if again is None:
            return
        if again.kind == "play":
            self.play_game(again.game_id, again.seats, again.level, again.hands, again.rules)
        elif again.kind == "host":
            self.host_game(again.game_id, again.address, again.name, again.plan, again)
        elif again.kind == "join":
            self.join_game(again.game_id, again.address, again.code, again=True)
        self._focus_waiting()

    def leave_practice(self) -> None:
        session, page, state = self.practice, self.practice_page, self.practice_state
        self.practice = self.practice_page = None
        self.practice_state = None
        if session is not None:
            session.leave()
        if page is not None and page.lan_table:
            # The lobby says what is true now ("Hosting on …" or "Joining …" stayed with nothing listening).
            self.hosted_at, self.hosted_code = "", ""
            self.lobby.set_waiting(False)
            if state is not None and state.over:
                self.lobby.show_message(translate("Window", "The session is over. Host or join a table to play again."))
            else:
                self.lobby.show_message(translate("Window", "You left the table."))
        self.pages.setCurrentWidget(self.lobby)
        if page is not None:
            self.pages.removeWidget(page)
            page.deleteLater()
        if self._language_waiting:
            self._language_waiting = False
            self.relaunch()

    def host(
        self,
        address: str,
        name: str,
        plan: tuple[str, ...],
        hands: int,
        rules: Rules,
        table_rules: tuple[str, ...] = (),
        code: str | None = None,
    ) -> None:
        """``code``: the table code to ask for (None: as the code setting says; Play again keeps the code the
        players know)."""
        if self.lobby.game_id() != DEFAULT_GAME:
            self.host_game(self.lobby.game_id(), address, name, plan)
            return
        self.settings.rules = rules
        self.settings.save(self.store)
        self.lobby.clear_seats()
        host_line = translate("Window", "{name} (host) — {seat} — ready")
        self.lobby.add_seat(host_line.format(name=self.settings.name, seat=seat_name(0)))
        for seat, level in enumerate(plan, 1):
            if level == "player":
                line = translate("Window", "{seat}: waiting for a player")
            else:
                line = translate("Window", "{seat}: {level} bot")
            self.lobby.add_seat(line.format(seat=seat_name(seat), level=bot_level_name(level)), seat)
        waiting = sum(1 for level in plan if level == "player")
        hosting = translate("Window", "Hosting “{name}” on {address}; players still to come: {count}")
        for line in table_rule_lines(table_rules):
            self.lobby.add_seat(line)
        self.lobby.show_message(hosting.format(name=name, address=address, count=waiting))
        self._attempt = "host"
        self._last_table = HostedAgain(address, name, plan, hands, rules, table_rules)
        self.table_page.allow_coach(False)
        session = self._new_session()
        session.set_waits(self.settings.rejoin_wait, self._chosen_deadlines())  # the time for a move: a TABLE rule
        setting = code or self.code_setting
        session.host(address, name, plan, hands, rules, announce=self.discovery, code=setting, table_rules=table_rules)
        self.lobby.set_waiting(True, hosting=True)

    def _hosting(self, address: str, code: str) -> None:
        self.hosted_at, self.hosted_code = address, code
        again = self._game_again
        if again is not None and again.kind == "host":  # again at the port it got, with the same code
            port = address.rsplit(":", 1)[-1]
            listened = again.address.rsplit(":", 1)[0]
            self._game_again = replace(again, address=f"{listened}:{port}", code=code or CODE_NONE)
        if isinstance(self._last_table, HostedAgain):  # again at the port it got (port 0 takes any), same code
            port = address.rsplit(":", 1)[-1]
            listened = self._last_table.address.rsplit(":", 1)[0]
            self._last_table = replace(self._last_table, address=f"{listened}:{port}", code=code or CODE_NONE)
        if code:
            text = translate(
                "Window", "Hosting on {address} — table code {code}: players need the address and the code to join"
            )
        else:
            text = translate("Window", "Hosting on {address} — players can join this address")
        self.lobby.show_message(text.format(address=address, code=code))

    def join(self, address: str, code: str = "", again: bool = False) -> None:
        """``again``: Play again at the table just played; the host is about to open it again, so it is
        waited for (the lobby's Cancel stops it)."""
        if not address:
            self.lobby.show_message(translate("Window", "Type the host's address, like 192.168.1.20:7777"))
            return
        if again:
            waiting = translate("Window", "Waiting for the host to open the table at {address} again…")
            self.lobby.show_message(waiting.format(address=address))
        else:
            self.lobby.show_message(translate("Window", "Joining {address}…").format(address=address))
        announced = self.browser.game_at(address) if self.browser is not None else None
        game_id = announced or self.lobby.game_id()
        if game_id != DEFAULT_GAME and game_id in GAMES:
            self.join_game(game_id, address, code)
            return
        self._attempt = "join"
        self._last_table = JoinedAgain(address, code)
        self.table_page.allow_coach(False)
        self._new_session().join(address, code, PLAY_AGAIN_WAIT if again else None)
        self.lobby.set_waiting(True)

    def _welcomed(self) -> None:
        """Seated at a table that has not started yet: the lobby's "Joining…" (or "Waiting for the host to open
        the table again…") is over."""
        if isinstance(self._last_table, JoinedAgain):
            text = translate("Window", "Seated at the table at {address}: it starts when the host starts it")
            self.lobby.show_message(text.format(address=self._last_table.address))

    def rejoin(self, role: str, address: str) -> None:
        """Back to the unfinished table this player had as host or guest at ``address`` (a game played through
        its plugin, on the plugin's page)."""
        table = self._unfinished.get((role, address))
        if table is not None and table.game != DEFAULT_GAME:
            self._rejoin_game(table)
            return
        self.lobby.clear_seats()
        self.lobby.show_message(translate("Window", "Going back to the table at {address}…").format(address=address))
        self._attempt = role
        self.table_page.allow_coach(False)
        self._new_session().rejoin(role, address)

    def _rejoin_game(self, table: Unfinished) -> PracticePage | None:
        """Back to an unfinished table of a game played through its plugin: its page, the journal taken up."""
        page = self._game_table(table.game, table.seats, self._game_level(), table.hands, table.rules)
        if page is None or self.practice is None:
            return None
        going = translate("Window", "Going back to the table at {address}…")
        self._awaiting_table(page, table.seats, table.hands, going.format(address=table.address))
        self.practice.rejoin(table.role, table.address)
        return page

    def _awaiting_table(self, page: PracticePage, seats: int, hands: int, words: str) -> None:
        """A plugin game's page until its LAN table (another's, or one taken up again) is there: ``hands``
        the table's count if known (0: the host's, with its table), ``words`` what the player waits for."""
        self.practice_state = new_snapshot(seats, hands)
        page.show_heading(self.practice_state)
        page.show_joining(words)
        page.lan_table = True

    def refresh_rejoin_offers(self) -> None:
        """Offer the unfinished tables of this player, once no session of this window is still running (a
        session left a moment ago is given the time to close its journal)."""
        if self.session is not None and not self._session_closed:
            self.lobby.set_rejoin_offers([])
            return
        if not all(session.wait(0) for session in self._dropped):
            self.lobby.set_rejoin_offers([])
            QTimer.singleShot(250, self.refresh_rejoin_offers)
            return
        self._dropped = []
        # Only a session still going is offered: some other peer of it still listens.
        tables = [t for t in unfinished_tables(Path(self.settings.identity_dir)) if t.still_going()]
        self._unfinished = {(t.role, t.address): t for t in tables}
        self.lobby.set_rejoin_offers([(t.role, t.address, t.offer_text()) for t in tables])

    def choose_history(self) -> HistoryList:
        """The saved sessions, newest first, by date, game, players and result; or any other file."""
        titles = {game_id: self.lobby.game_title(game_id) for game_id in self.lobby.playable_games()}
        listing = HistoryList(self.history_dir, titles, self)
        listing.finished.connect(lambda _result: self._history_chosen(listing))
        listing.open()
        return listing

    def _history_chosen(self, listing: HistoryList) -> None:
        if listing.other_file:
            self.choose_history_file()
        elif listing.chosen:
            self.open_history(listing.chosen)

    def choose_history_file(self) -> None:
        dialog = open_file_dialog(
            self,
            translate("Window", "Open a hand history"),
            str(self.history_dir),
            translate("Window", "Hand histories (*.tusac)"),
        )
        if dialog.exec() and chosen_file(dialog):
            self.open_history(chosen_file(dialog))

    def open_history(self, path: str) -> None:
        self.pages.setCurrentWidget(self.history)
        self.history.open(path)

    # --- the table -----------------------------------------------------------------------------

    def _move(self, action: object) -> None:
        if self.session is not None:
            self.session.submit(action)

    def _next_hand(self) -> None:
        if self.session is not None:
            self.session.next_hand()

    def _countdown_started(self, hand: int, deadline: float) -> None:
        if self.session is not None:
            self.session.result_shown(hand, deadline)

    def _play_again(self) -> None:
        """Against bots: the same table again at once. At a LAN table: the host opens the same table again
        (same address, seats, rules and code) and a guest joins it again as soon as it is open; a table
        taken up again after a restart (nothing known of how it was set up) goes back to the lobby."""
        attempt, table = self._attempt, self._last_table
        if attempt == "play":
            self.play_bots(self._last_bots, self._last_hands)
            return
        self.leave()
        if attempt == "host" and isinstance(table, HostedAgain):
            self.host(table.address, table.name, table.plan, table.hands, table.rules, table.table_rules, table.code)
        elif attempt == "join" and isinstance(table, JoinedAgain):
            self.join(table.address, table.code, again=True)
        self._focus_waiting()

    def _focus_waiting(self) -> None:
        """Back in the lobby to wait for the table again: the keyboard's focus on the seat list (a host's), or on
        Cancel (a guest's, the one thing it can do while it waits). The hidden Play again button passed it on to
        the lobby's Host button, where a key pressed while waiting would host again."""
        if self.pages.currentWidget() is not self.lobby:
            return
        lobby = self.lobby
        target = lobby.seats if lobby.seats.isVisibleTo(lobby) else lobby.cancel_button
        if target.isVisibleTo(lobby):
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_snapshot(self, snapshot: Snapshot) -> None:
        self.lobby.set_waiting(False)
        if self.pages.currentWidget() is self.lobby:
            self.pages.setCurrentWidget(self.table_page)
        self.table_page.show_snapshot(snapshot)

    def _carry_on_answered(self, question: object, go_on: bool, runner_seat: int) -> None:
        if self.session is not None:
            self.session.answer_carry_on(question, go_on, runner_seat)  # type: ignore[arg-type]

    def _go_on_now(self) -> None:
        if self.session is not None:
            self.session.go_on_now()

    def start_now(self) -> None:
        """Start the table this player hosts now: bots of the lobby's level take the seats nobody took."""
        if self.session is not None and self._attempt == "host":
            self.session.start_now(self.lobby.level())
            self.lobby.start_now_button.setVisible(False)
            self.lobby.show_message(translate("Window", "Starting the table: bots take the free seats…"))

    def _start_game_now(self) -> None:
        """Start the LAN table of a plugin game this player hosts now: bots of the chosen level fill it."""
        if self.practice is not None:
            self.practice.start_now(self._game_level())

    def cancel_attempt(self) -> None:
        """Close the table this player hosts before it starts, or stop joining one: the lobby is free again."""
        attempt, self._attempt = self._attempt, ""
        self.lobby.set_waiting(False)
        self._drop_session()
        self.hosted_at, self.hosted_code = "", ""
        self.lobby.clear_seats()
        if attempt == "host":
            self.lobby.show_message(translate("Window", "You closed the table you were hosting."))
        else:
            self.lobby.show_message(translate("Window", "You stopped joining the table."))
        self.refresh_rejoin_offers()

    def _on_failed(self, problem: Problem) -> None:
        self._problem = problem

    def _on_closed(self, reason: str) -> None:
        problem, self._problem = self._problem, None
        detail = problem.text if problem is not None else ""
        if problem is not None:
            reason = problem_words(problem)
        elif reason != SESSION_OVER:
            snap = self.table_page.snapshot
            reason = closing_words(reason, snap.names if snap is not None else ())
        self._session_closed = True  # its journal is closed (or gone) by now
        self.lobby.set_waiting(False)
        self.table_page.withdraw_carry_on()
        if self.pages.currentWidget() is not self.table_page:
            if self._attempt == "join":
                text = translate("Window", "Could not take a seat: {reason}")
            elif self._attempt == "host":
                text = translate("Window", "The table you host has closed: {reason}")
            else:
                text = translate("Window", "The table has closed: {reason}")
            self.lobby.show_message(text.format(reason=reason), detail)
            self.refresh_rejoin_offers()
        elif reason == SESSION_OVER:
            self.table_page.status.setText(translate("Window", "Session over"))
        else:
            self.table_page.alerts.setText(translate("Window", "The table has closed: {reason}").format(reason=reason))

    def leave(self) -> None:
        was_lan, over = self._attempt in ("host", "join"), self._session_closed
        self._drop_session()
        self._attempt = ""
        # The lobby says what is true now: no table is hosted or joined any more.
        self.hosted_at, self.hosted_code = "", ""
        self.lobby.set_waiting(False)
        if was_lan:
            self.lobby.clear_seats()
            if over:
                self.lobby.show_message(translate("Window", "The session is over. Host or join a table to play again."))
            else:
                self.lobby.show_message(translate("Window", "You left the table."))
        self.pages.setCurrentWidget(self.lobby)
        self.refresh_rejoin_offers()
        if self._language_waiting:
            self._language_waiting = False
            self.relaunch()

    # --- discovery ------------------------------------------------------------------------------

    def _start_discovery(self) -> None:
        from .lan import LanTables

        self.browser = LanTables(self)
        self.browser.changed.connect(self.lobby.set_tables)
        self.browser.start()

    def _place_on_screen(self) -> None:
        """Where the player left the window last time; the first time 1280×720, or less if the
        screen is smaller."""
        saved = self.store.value("geometry")
        if isinstance(saved, QByteArray) and self.restoreGeometry(saved):
            return
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        width, height = 1280, 720
        if screen is not None and screen.width() > 0:
            width, height = min(width, screen.width()), min(height, screen.height())
        self.resize(max(width, MIN_WIDTH), max(height, MIN_HEIGHT))

    def moveEvent(self, event: Any) -> None:
        super().moveEvent(event)
        if not self._frame_fitted and self.frameGeometry() != self.geometry():
            self._frame_fitted = True
            self.fit_frame()

    def fit_frame(self) -> None:
        """The whole window, title bar and borders included, inside the screen's available area (above a task
        bar): the window manager's frame is known only once the window is shown, so a window of the screen's
        height loses its bottom (the claim bar) to the title bar unless it is fitted again then."""
        screen = self.screen()
        if screen is None or self.isMaximized() or self.isFullScreen():
            return
        area, frame = screen.availableGeometry(), self.frameGeometry()
        extra_w, extra_h = frame.width() - self.width(), frame.height() - self.height()
        width = max(MIN_WIDTH, min(self.width(), area.width() - extra_w))
        height = max(MIN_HEIGHT, min(self.height(), area.height() - extra_h))
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
        x = max(area.x(), min(frame.x(), area.x() + area.width() - width - extra_w))
        y = max(area.y(), min(frame.y(), area.y() + area.height() - height - extra_h))
        if (x, y) != (frame.x(), frame.y()):
            self.move(x, y)

    def closeEvent(self, event: Any) -> None:
        if event.spontaneous() and not self._quit_asked and self._at_table_in_play():
            # The title bar's X during a table: the same question as Quit, which closes the window if yes.
            event.ignore()
            QTimer.singleShot(0, self.ask_to_quit)  # asked after the window system's event, not inside it
            return
        if self.successor is None:
            self.store.setValue("geometry", self.saveGeometry())
        self.store.sync()
        self._drop_session()
        if self.practice is not None:
            self.practice.leave()
        for session in self._dropped:
            session.wait(3.0)
        self.table_page.coach.wait_idle(3000)
        if self.browser is not None:
            self.browser.stop()
        super().closeEvent(event)


def settings_store() -> QSettings:
    """The client's settings, in the file platformdirs names (on Linux the file QSettings used before)."""
    return QSettings(str(places.settings_file()), QSettings.Format.IniFormat)


def scratch_window(base: Path, **values: object) -> MainWindow:
    """A window whose settings, identity and histories live under ``base``, with discovery off
    (for scripts and tests)."""
    store = QSettings(str(base / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(base / "id"))
    for key, value in values.items():
        store.setValue(key, value)
    return make_window(store, base / "histories", discovery=False)


def make_window(store: QSettings | None = None, history_dir: Path | None = None, discovery: bool = True) -> MainWindow:
    """A window in the language its settings ask for (the translators are installed first, so
    every widget is built translated)."""
    from .fonts import load_card_font

    store = store if store is not None else settings_store()
    use_language(resolve(ClientSettings.load(store).language))
    return MainWindow(load_card_font(), store, history_dir, discovery)


__all__ = ["HandlerClock", "MainWindow", "make_window", "scratch_window"]
