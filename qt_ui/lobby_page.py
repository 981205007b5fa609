"""The lobby: Play now on top; Host and Join as the two other actions; your name and fingerprint."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from protocol.identity import Identity, IdentityError
from tusac_lan.games import DEFAULT_GAME, GAMES, AnyGame, find_game
from tusac_lan.games.api import Refusal
from tusac_lan.table.config import COACH, WAIT_FOR_ANSWERS, cannot_play

from .i18n import by_count, translate
from .move_time import move_time_box
from .own_table import Rules, bot_level_name, bot_levels, describe_rules, known_level, plain_level, seat_name
from .plugin import game_client, own_pages
from .problem_words import game_words
from .rule_form import RuleForm, describe_game_rules
from .settings import ClientSettings

MAX_WIDTH = 1200
TABLES_SHORTER = 32
"""How much shorter than Qt's own size the list of tables found is (``LobbyPage`` says why)."""
SEATS_HEIGHT = 120
"""The most the seat list of a hosted or joined table takes; more lines scroll in it."""


def fingerprint_of(identity_dir: str) -> str:
    """The fingerprint other players see for you (the identity is made on first use)."""
    try:
        return Identity.load_or_create(Path(identity_dir)).fingerprint
    except IdentityError as exc:
        return translate("Lobby", "no identity: {reason}").format(reason=exc)


def level_box(levels: tuple[str, ...], current: str) -> QComboBox:
    box = QComboBox()
    for level in levels:
        box.addItem(bot_level_name(level), level)
    known = current if current == "player" or not known_level(current) else plain_level(current)
    box.setCurrentIndex(max(0, box.findData(known)))
    return box


class LobbyPage(QWidget):
    play_bots = Signal(object, int)
    play_game = Signal(str, int, str, int)
    """A game played through its client plugin: game id, seats, the bots' level, hands."""
    """the bot levels of East, North and West, hands"""
    host_table = Signal(str, str, object, int, object, object)
    """address, table name, seat plan (East, North, West: "player" or a bot level), hands, rules, table rules
    (``table_rules``)"""
    rejoin_table = Signal(str, str)
    """role ("host" or "join") and address of an unfinished table to go back to"""
    join_table = Signal(str, str)
    """address, table code ("" if the host gave none)"""
    open_history = Signal()
    start_now = Signal()
    """The host starts the table it opened now, bots in the seats nobody took."""
    cancel_attempt = Signal()
    """The player stops hosting the table it opened, or stops joining, before the table starts."""
    name_changed = Signal(str)
    rules_changed = Signal(object)
    game_chosen = Signal(str, object)
    """A game was chosen, or its house rules (a game played through its plugin): the game's id and its rules
    (None for Tứ Sắc, whose rules go through ``rules_changed``)."""
    preferences_changed = Signal(int, int, int)
    """animation milliseconds, seconds to answer a shown card, milliseconds between two moves shown"""

    def __init__(self, settings: ClientSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules = settings.rules
        self.name = QLineEdit(settings.name)
        self.name.setMaxLength(40)
        self.name.setMaximumWidth(320)
        self.name.setToolTip(translate("Lobby", "The name the other players see"))
        self.name.editingFinished.connect(lambda: self.name_changed.emit(self.name.text()))
        self.fingerprint = QLabel(fingerprint_of(settings.identity_dir))
        self.fingerprint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.fingerprint.setToolTip(
            translate("Lobby", "Your key's fingerprint: friends can check it to know the player is really you")
        )
        self.rules_summary = QLabel(describe_rules(self._rules))
        self.rules_summary.setWordWrap(True)
        self.rules_button = QPushButton(translate("Lobby", "House rules…"))
        self.rules_button.setToolTip(translate("Lobby", "Choose the rules for Play now and for a table you host"))
        self.rules_button.clicked.connect(self.edit_rules)

        quick = QFrame()
        quick.setFrameShape(QFrame.Shape.StyledPanel)
        self.play_button = QPushButton(translate("Lobby", "Play now"))
        self.play_button.setDefault(True)
        big = QFont(self.play_button.font())
        big.setPointSizeF(big.pointSizeF() * 1.4)
        big.setBold(True)
        self.play_button.setFont(big)
        self.play_button.setMinimumHeight(44)
        levels_tip = translate(
            "Lobby",
            "Beginner bots only keep their trash low; good bots plan ahead; expert bots play many hands out "
            "in their head before each move",
        )
        self.bot_level = level_box(bot_levels(), settings.bot_level)
        self._levels_tip = levels_tip
        self.bot_seats: list[QComboBox] = []
        for seat, level in zip((1, 2, 3), settings.bot_levels, strict=True):
            box = level_box(bot_levels(), level)
            plays = translate("Lobby", "The bot that plays {seat}").format(seat=seat_name(seat))
            box.setToolTip(plays + "\n" + levels_tip)
            self.bot_seats.append(box)
        self.bot_level.currentIndexChanged.connect(self._all_bots)
        self.hands = QSpinBox()
        self.hands.setRange(1, 100)
        self.hands.setValue(settings.hands)
        self.hands.setToolTip(translate("Lobby", "How many hands the session lasts"))
        self.play_button.clicked.connect(self._play)
        self._game_rules: dict[str, Any] = dict(settings.game_rules)
        """The rules chosen for each game played through its plugin (Tứ Sắc's are ``_rules``)."""
        self.game_box = QComboBox()
        self.game_box.setToolTip(translate("Lobby", "The game to play"))
        self.game_box.setAccessibleName(translate("Lobby", "Game"))
        for game_id in self.playable_games():
            self.game_box.addItem(self.game_title(game_id), game_id)
        self.seat_count = QComboBox()
        self.seat_count.setToolTip(translate("Lobby", "How many seats the table has (you and the bots)"))
        self.game_level = QComboBox()
        self.game_level.setToolTip(translate("Lobby", "The level of all the bots"))
        choose_row = QHBoxLayout()
        choose_row.addWidget(QLabel(translate("Lobby", "Game")))
        choose_row.addWidget(self.game_box)
        choose_row.addSpacing(12)
        self.seats_label = QLabel(translate("Lobby", "Seats"))
        choose_row.addWidget(self.seats_label)
        choose_row.addWidget(self.seat_count)
        choose_row.addStretch(1)
        quick_row = QHBoxLayout()
        quick_column = QVBoxLayout(quick)
        quick_column.addLayout(choose_row)
        quick_column.addLayout(quick_row)
        quick_row.addWidget(self.play_button, 2)
        quick_row.addSpacing(12)
        self.against_label = QLabel("")
        quick_row.addWidget(self.against_label)
        quick_row.addWidget(self.bot_level)
        quick_row.addWidget(self.game_level)
        self.bot_seat_labels: list[QLabel] = []
        for seat, box in zip((1, 2, 3), self.bot_seats, strict=True):
            quick_row.addSpacing(6)
            label = QLabel(seat_name(seat))
            self.bot_seat_labels.append(label)
            quick_row.addWidget(label)
            quick_row.addWidget(box)
        quick_row.addSpacing(12)
        quick_row.addWidget(QLabel(translate("Lobby", "Hands")))
        quick_row.addWidget(self.hands)
        quick_row.addStretch(1)

        host = QGroupBox(translate("Lobby", "Host a table"))
        self._default_table_name = translate("Lobby", "{name}'s table").format(name=settings.name)
        self.table_name = QLineEdit(self._default_table_name)
        self.name_changed.connect(self._follow_name)
        self.host_address = QLineEdit(settings.host_address)
        self.host_address.setToolTip(
            translate("Lobby", "Where this computer listens; 0.0.0.0:7777 lets everyone on your network join")
        )
        self.seat_plan: list[QComboBox] = []
        for default in ("player", "good", "good"):
            box = level_box(("player", *bot_levels()), default)
            box.setToolTip(translate("Lobby", "A player joins this seat, or a bot plays it"))
            self.seat_plan.append(box)
        host_form = QFormLayout(host)
        self._host_form = host_form
        host_form.addRow(translate("Lobby", "Table name"), self.table_name)
        for seat, combo in zip((1, 2, 3), self.seat_plan, strict=True):
            host_form.addRow(seat_name(seat), combo)
        host_form.addRow(translate("Lobby", "Address"), self.host_address)
        self.move_time = move_time_box(settings.move_deadline())
        host_form.addRow(translate("Lobby", "Time for a move"), self.move_time)
        self.coach_rule = QCheckBox(translate("Lobby", "Coach allowed"))
        self.coach_rule.setToolTip(
            translate(
                "Lobby",
                "A table rule every player sees before the table starts: each player may then turn on a coach "
                "that shows their trash, the cards they wait for and a suggested move, from their own cards only",
            )
        )
        host_form.addRow(self.coach_rule)
        self.answer_rule = QCheckBox(translate("Lobby", "Wait for every answer"))
        self.answer_rule.setToolTip(
            translate(
                "Lobby",
                "A table rule every player sees before the table starts: when a player does not come back, the "
                "others are asked whether to go on with a bot in that seat; with this rule a player who gives no "
                "answer keeps the table waiting, without it no answer in time counts as going on with a bot",
            )
        )
        host_form.addRow(self.answer_rule)
        self.host_button = QPushButton(translate("Lobby", "Host"))
        self.host_button.setToolTip(translate("Lobby", "Open this table to players on your network; you sit South"))
        self.host_button.clicked.connect(self._host)
        self._host_tip = self.host_button.toolTip()
        host_form.addRow(self.host_button)

        found = QGroupBox(translate("Lobby", "Join a table"))
        self.tables = QListWidget()
        self.tables.setToolTip(translate("Lobby", "Tables found on your network"))
        self.join_found = QPushButton(translate("Lobby", "Join selected"))
        self.join_found.clicked.connect(self._join_selected)
        self.tables.currentItemChanged.connect(lambda *_: self._update_join())
        self.code = QLineEdit()
        self.code.setPlaceholderText(translate("Lobby", "table code, if the host gave you one"))
        self.code.setToolTip(translate("Lobby", "A table on the network asks for the code its host sees"))
        self.code.setMaxLength(24)
        self.address = QLineEdit(settings.join_address)
        self.address.setPlaceholderText(translate("Lobby", "host:port, like 192.168.1.20:7777"))
        self.join_button = QPushButton(translate("Lobby", "Join address"))
        self.join_button.setToolTip(translate("Lobby", "Take a seat at the table at this address"))
        self.join_button.clicked.connect(
            lambda: self.join_table.emit(self.address.text().strip(), self.code.text().strip())
        )
        found_layout = QVBoxLayout(found)
        found_layout.addWidget(QLabel(translate("Lobby", "Tables on your network")))
        found_layout.addWidget(self.tables, 1)
        found_layout.addWidget(self.join_found)
        found_layout.addWidget(self.code)
        row = QHBoxLayout()
        row.addWidget(self.address, 1)
        row.addWidget(self.join_button)
        found_layout.addLayout(row)
        self._update_join()

        self.animation = QSpinBox()
        self.animation.setRange(0, 2000)
        self.animation.setSingleStep(50)
        self.animation.setSuffix(translate("Lobby", " ms"))
        self.animation.setValue(settings.animation_ms)
        self.animation.setToolTip(
            translate("Lobby", "How long a shown card takes to fly to the centre (0: no animation)")
        )
        self.claim_seconds = QSpinBox()
        self.claim_seconds.setRange(3, 120)
        self.claim_seconds.setSuffix(translate("Lobby", " s"))
        self.claim_seconds.setValue(settings.claim_seconds)
        self.claim_seconds.setToolTip(translate("Lobby", "How long you have to take a shown card before you pass"))
        self.pace = QSpinBox()
        self.pace.setRange(0, 3000)
        self.pace.setSingleStep(100)
        self.pace.setSuffix(translate("Lobby", " ms"))
        self.pace.setValue(settings.bot_pace_ms)
        self.pace.setToolTip(
            translate("Lobby", "The least time between two moves of the others (bots above all), so you can follow")
        )
        for preference in (self.animation, self.claim_seconds, self.pace):
            preference.valueChanged.connect(
                lambda _=0: self.preferences_changed.emit(
                    self.animation.value(), self.claim_seconds.value(), self.pace.value()
                )
            )

        self.seats = QListWidget()
        # A long line (a player's program refused the table) wraps whole, never cut at the list's edge.
        self.seats.setWordWrap(True)
        self.seats.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.seats.setResizeMode(QListView.ResizeMode.Adjust)
        self.seats.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.seats.viewport().installEventFilter(self)
        self.seats_title = QLabel(translate("Lobby", "Seats at your table"))
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.cancel_button = QPushButton(translate("Lobby", "Cancel"))
        self.cancel_button.setToolTip(translate("Lobby", "Close the table you host, or stop joining"))
        self.cancel_button.setVisible(False)
        self.cancel_button.clicked.connect(self.cancel_attempt)
        self.start_now_button = QPushButton(translate("Lobby", "Start now with bots"))
        self.start_now_button.setToolTip(translate("Lobby", "Start your table now: bots take the seats nobody took"))
        self.start_now_button.setVisible(False)
        self.start_now_button.clicked.connect(self.start_now)
        self.history_button = QPushButton(translate("Lobby", "Open a hand history…"))
        self.history_button.setToolTip(translate("Lobby", "Check a saved hand and replay it with every card shown"))
        self.history_button.clicked.connect(self.open_history)

        me = QHBoxLayout()
        me.addWidget(QLabel(translate("Lobby", "Your name")))
        me.addWidget(self.name, 1)
        me.addStretch(1)
        me.addWidget(QLabel(translate("Lobby", "Your fingerprint")))
        me.addWidget(self.fingerprint)
        rules_row = QHBoxLayout()
        rules_row.addWidget(QLabel(translate("Lobby", "House rules:")))
        rules_row.addWidget(self.rules_summary, 1)
        rules_row.addWidget(self.rules_button)
        actions = QHBoxLayout()
        actions.addWidget(host, 1)
        actions.addWidget(found, 1)
        prefs = QHBoxLayout()
        prefs.addWidget(QLabel(translate("Lobby", "Card animation")))
        prefs.addWidget(self.animation)
        prefs.addSpacing(12)
        prefs.addWidget(QLabel(translate("Lobby", "Time to take a card")))
        prefs.addWidget(self.claim_seconds)
        prefs.addSpacing(12)
        prefs.addWidget(QLabel(translate("Lobby", "Pace of play")))
        prefs.addWidget(self.pace)
        prefs.addStretch(1)
        prefs.addWidget(self.history_button)

        self._name_inputs()

        self.rejoin_box = QFrame()
        self.rejoin_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.rejoin_box.setStyleSheet("QFrame { background: #fff8e1; }")
        self.rejoin_text = QLabel(
            translate("Lobby", "A table you were playing at did not finish: you can go back to the same hand.")
        )
        self.rejoin_text.setWordWrap(True)
        self.rejoin_buttons: list[QPushButton] = []
        self._rejoin_row = QVBoxLayout(self.rejoin_box)
        self._rejoin_row.addWidget(self.rejoin_text)
        self.rejoin_box.setVisible(False)

        column = QVBoxLayout()
        column.addLayout(me)
        column.addWidget(self.rejoin_box)
        column.addWidget(quick)
        column.addLayout(rules_row)
        column.addLayout(actions)
        column.addWidget(self.seats_title)
        column.addWidget(self.seats)
        message_row = QHBoxLayout()
        message_row.addWidget(self.message, 1)
        message_row.addWidget(self.start_now_button, 0, Qt.AlignmentFlag.AlignTop)
        message_row.addWidget(self.cancel_button, 0, Qt.AlignmentFlag.AlignTop)
        column.addLayout(message_row)
        column.addLayout(prefs)
        self._show_seats()
        self.game_box.currentIndexChanged.connect(lambda _: self._game_changed())
        self.seat_count.currentIndexChanged.connect(self._show_seat_plan)
        if self.game_box.findData(settings.game) >= 0:
            self.game_box.setCurrentIndex(self.game_box.findData(settings.game))
        self._game_changed()
        holder = QWidget()
        holder.setLayout(column)
        holder.setMaximumWidth(MAX_WIDTH)
        # As wide as allowed and centred across; held at the top, so that nothing the player is looking at
        # moves when the seats of a hosted table or a message appear below (centred, all moved up by 60 px);
        # the list of tables found keeps its height, and what no longer fits the window scrolls (the list gave
        # the room, and the join form moved up by 15-26 px). The scroll area gives the lobby its preferred
        # height, so the list has one height: a little shorter than Qt's own (eight tables in sight, not ten),
        # so that a hosted table's seats fit a 1280×720 screen inside a window manager's frame (seen in a real
        # window under openbox: the lobby scrolled by 4 px, the last row cut).
        self.tables.setFixedHeight(self.tables.sizeHint().height() - TABLES_SHORTER)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(holder, 100)
        row.addStretch(1)
        inner = QWidget()
        column_of_all = QVBoxLayout(inner)
        column_of_all.addLayout(row)
        column_of_all.addStretch(1)
        scroller = QScrollArea()
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setWidget(inner)
        # The scroll bar's room is kept while it is hidden, so that the lobby does not move across when it
        # appears (seen in real windows: all moved left by 7 px when a hosted table's seats made it scroll).
        bar, kept = scroller.verticalScrollBar(), column_of_all.contentsMargins()

        def keep_the_bars_room(_low: int, high: int) -> None:
            room = 0 if high > 0 else bar.sizeHint().width()
            column_of_all.setContentsMargins(kept.left(), kept.top(), kept.right() + room, kept.bottom())

        bar.rangeChanged.connect(keep_the_bars_room)
        keep_the_bars_room(0, bar.maximum())
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroller)

    def move_seconds(self) -> float:
        """The move deadline chosen for a hosted table (``move_clock.NO_LIMIT``: no limit)."""
        return float(self.move_time.currentData())

    def level(self) -> str:
        return str(self.bot_level.currentData())

    def carry_to(self, other: LobbyPage) -> None:
        """What the player typed or chose here, into ``other`` (the same lobby rebuilt in another language)."""
        other.hands.setValue(self.hands.value())
        other._game_rules = dict(self._game_rules)
        other.choose_game(self.game_id())
        other.seat_count.setCurrentIndex(self.seat_count.currentIndex())
        other.game_level.setCurrentIndex(self.game_level.currentIndex())
        if self.table_name.text() != self._default_table_name:  # a default name is the other's own
            other.table_name.setText(self.table_name.text())
        for mine, theirs in (
            (self.host_address, other.host_address),
            (self.code, other.code),
            (self.address, other.address),
        ):
            theirs.setText(mine.text())
        other.coach_rule.setChecked(self.coach_rule.isChecked())
        other.answer_rule.setChecked(self.answer_rule.isChecked())
        other.move_time.setCurrentIndex(self.move_time.currentIndex())
        for mine_box, their_box in zip(
            (*self.bot_seats, *self.seat_plan), (*other.bot_seats, *other.seat_plan), strict=True
        ):
            their_box.setCurrentIndex(their_box.findData(mine_box.currentData()))

    def _follow_name(self, name: str) -> None:
        """A table name the player has not changed follows the player's name."""
        if self.table_name.text() != self._default_table_name:
            return
        shown = name.strip() or translate("Window", "Player")
        self._default_table_name = translate("Lobby", "{name}'s table").format(name=shown)
        self.table_name.setText(self._default_table_name)

    def levels(self) -> tuple[str, str, str]:
        """The bot level of East, North and West for Play now."""
        east, north, west = (str(box.currentData()) for box in self.bot_seats)
        return east, north, west

    def _all_bots(self, _index: int = 0) -> None:
        for box in self.bot_seats:
            box.setCurrentIndex(box.findData(self.bot_level.currentData()))

    def set_rejoin_offers(self, offers: list[tuple[str, str, str]]) -> None:
        """(role, address, button text) of each unfinished table this player may go back to."""
        for button in self.rejoin_buttons:
            self._rejoin_row.removeWidget(button)
            button.deleteLater()
        self.rejoin_buttons = []
        for role, address, text in offers:
            button = QPushButton(text)
            button.setToolTip(
                translate("Lobby", "Start this table again as before: the others see you come back and play goes on")
            )
            button.clicked.connect(lambda _=False, r=role, a=address: self.rejoin_table.emit(r, a))
            self._rejoin_row.addWidget(button)
            self.rejoin_buttons.append(button)
        self.rejoin_box.setVisible(bool(offers))

    def rules(self) -> Rules:
        return self._rules

    # --- the game chooser ------------------------------------------------------------------------

    @staticmethod
    def playable_games() -> list[str]:
        """Tứ Sắc first (the shell's own pages), then every game with a client plugin, by id."""
        others = sorted(game_id for game_id, game in GAMES.items() if game_id != DEFAULT_GAME and game.client_plugin)
        return [DEFAULT_GAME, *others]

    @staticmethod
    def game_title(game_id: str) -> str:
        return game_words(game_id)

    def game_id(self) -> str:
        return str(self.game_box.currentData())

    def game(self) -> AnyGame:
        return find_game(self.game_id())

    def choose_game(self, game_id: str) -> None:
        self.game_box.setCurrentIndex(self.game_box.findData(game_id))

    def seats_chosen(self) -> int:
        return int(self.seat_count.currentData())

    def game_rules(self, game_id: str | None = None) -> Any:
        """The rules chosen for ``game_id`` (None: the chosen game), its defaults until the player changes them."""
        game = find_game(game_id) if game_id is not None else self.game()
        return self._game_rules.get(game.id, game.default_rules())

    def _game_changed(self) -> None:
        game = self.game()
        own_pages = game.id == DEFAULT_GAME
        counts = game.seat_counts
        self.seat_count.clear()
        for count in counts:
            self.seat_count.addItem(str(count), count)
        self.seat_count.setCurrentIndex(self.seat_count.count() - 1)
        self.seat_count.setEnabled(len(counts) > 1)
        self._show_seat_plan()
        self.game_level.clear()
        for level in game.bot_levels:
            self.game_level.addItem(bot_level_name(level), level)
        self.game_level.setCurrentIndex(max(0, self.game_level.findData(game.stand_in)))
        self.bot_level.setVisible(own_pages)
        self.game_level.setVisible(not own_pages)
        self._show_seat_plan()
        # The table plays only some games yet; joining stays open (a TABLE names its game, the join says).
        why_not = cannot_play(game.id)
        self.host_button.setEnabled(why_not is None)
        self.host_button.setToolTip(why_not or self._host_tip)
        self.rules_summary.setText(
            describe_rules(self._rules) if own_pages else describe_game_rules(game, self.game_rules())
        )
        self.game_chosen.emit(game.id, None if own_pages else self.game_rules())

    def _show_seat_plan(self, _index: int = 0) -> None:
        """The host's seat plan has a row for each seat after the host's at the chosen seat count."""
        if self.seat_count.count() == 0:
            return
        others = self.seats_chosen() - 1
        names = self._seat_names()
        for row, combo in enumerate(self.seat_plan):
            self._host_form.setRowVisible(combo, row < others)
            name = names[row + 1] if row + 1 < len(names) else str(row + 1)
            label = self._host_form.labelForField(combo)
            if isinstance(label, QLabel):
                label.setText(name)
            combo.setAccessibleName(translate("Lobby", "Who plays {seat}").format(seat=name))
        own_pages = self.game_id() == DEFAULT_GAME
        # Play now at Tứ Sắc: a level for each bot seat the table has.
        for row, (box, label) in enumerate(zip(self.bot_seats, self.bot_seat_labels, strict=True)):
            box.setVisible(own_pages and row < others)
            label.setVisible(own_pages and row < others)
        # As many bots as the table has seats after the player's, in the language's plural form.
        self.against_label.setText(
            by_count(others, translate("Lobby", "against 1 bot:"), translate("Lobby", "against %n bots:"))
        )
        self.play_button.setToolTip(
            by_count(
                others,
                translate("Lobby", "Start a table against 1 bot on this computer at once"),
                translate("Lobby", "Start a table against %n bots on this computer at once"),
            )
        )
        level = by_count(
            others, translate("Lobby", "The level of the bot"), translate("Lobby", "The level of all %n bots")
        )
        self.bot_level.setToolTip(level + "\n" + self._levels_tip)
        self.bot_level.setAccessibleName(level)

    def _seat_names(self) -> tuple[str, ...]:
        """The seats' names as the chosen game's table shows them at the chosen seat count (a plugin's own)."""
        plugin = game_client(self.game()) if self.game_id() != DEFAULT_GAME else None
        if plugin is not None:
            return plugin.seat_names(self.seats_chosen())
        return tuple(seat_name(seat) for seat in range(self.seats_chosen()))

    def _play(self) -> None:
        if self.game_id() == DEFAULT_GAME:
            self.play_bots.emit(self.levels()[: self.seats_chosen() - 1], self.hands.value())
        else:
            level = str(self.game_level.currentData())
            self.play_game.emit(self.game_id(), self.seats_chosen(), level, self.hands.value())

    def set_rules(self, rules: Rules) -> None:
        self._rules = rules
        self.rules_summary.setText(describe_rules(rules))
        self.rules_changed.emit(rules)

    def edit_rules(self) -> None:
        if self.game_id() != DEFAULT_GAME:
            game = self.game()
            form = RuleForm(game, self.game_rules(), self.game_title(game.id), self)
            if form.exec():
                chosen = form.rules()
                if not isinstance(chosen, Refusal):
                    self._game_rules[game.id] = chosen
                    self.rules_summary.setText(describe_game_rules(game, chosen))
                    self.game_chosen.emit(game.id, chosen)
            return
        chosen_rules = own_pages().edit_rules(self._rules, self)
        if chosen_rules is not None:
            self.set_rules(chosen_rules)

    def _name_inputs(self) -> None:
        """Accessible names: what a screen reader says for each input (most labels are not tied to them)."""
        names: list[tuple[QWidget, str]] = [
            (self.name, translate("Lobby", "Your name")),
            (self.hands, translate("Lobby", "Hands")),
            (self.table_name, translate("Lobby", "Table name")),
            (self.host_address, translate("Lobby", "Address to host at")),
            (self.move_time, translate("Lobby", "Time for a move")),
            (self.tables, translate("Lobby", "Tables on your network")),
            (self.code, translate("Lobby", "Table code")),
            (self.address, translate("Lobby", "Address of the table to join")),
            (self.animation, translate("Lobby", "Card animation")),
            (self.claim_seconds, translate("Lobby", "Time to take a card")),
            (self.pace, translate("Lobby", "Pace of play")),
            (self.seats, translate("Lobby", "Seats at your table")),
            (self.seat_count, translate("Lobby", "Seats")),
            (self.game_level, translate("Lobby", "The level of all the bots")),
        ]
        for seat, box in zip((1, 2, 3), self.bot_seats, strict=True):
            names.append((box, translate("Lobby", "The bot that plays {seat}").format(seat=seat_name(seat))))
        for widget, name in names:
            widget.setAccessibleName(name)

    def _host(self) -> None:
        plan = tuple(str(box.currentData()) for box in self.seat_plan)[: self.seats_chosen() - 1]
        name = self.table_name.text().strip() or translate("Lobby", "Tứ Sắc table")
        self.host_table.emit(
            self.host_address.text().strip(), name, plan, self.hands.value(), self.rules(), self.table_rules()
        )

    def table_rules(self) -> tuple[str, ...]:
        """The table rules the host form chooses, in order (``TableConfig.table_rules``)."""
        chosen = [COACH] if self.coach_rule.isChecked() else []
        if self.answer_rule.isChecked():
            chosen.append(WAIT_FOR_ANSWERS)
        return tuple(sorted(chosen))

    def _join_selected(self) -> None:
        item = self.tables.currentItem()
        if item is not None:
            self.join_table.emit(str(item.data(Qt.ItemDataRole.UserRole)), self.code.text().strip())

    def _update_join(self) -> None:
        chosen = self.tables.currentItem() is not None
        self.join_found.setEnabled(chosen)
        if chosen:
            self.join_found.setToolTip(translate("Lobby", "Take a seat at the chosen table"))
        elif self.tables.count():
            self.join_found.setToolTip(translate("Lobby", "First choose a table in the list"))
        else:
            self.join_found.setToolTip(
                translate("Lobby", "No table found on your network yet; you can type the host's address below")
            )

    def set_tables(self, tables: list[tuple[str, str]]) -> None:
        """(description, address) of every table found, replacing the list."""
        current = self.tables.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.tables.clear()
        for text, address in tables:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, address)
            self.tables.addItem(item)
            if address == keep:
                self.tables.setCurrentItem(item)
        self._update_join()

    def add_seat(self, text: str, seat: int | None = None) -> None:
        """A line of the hosted or joined table's lobby (``seat``: the seat it is about, whose later news
        takes its place); the newest stays in sight."""
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, seat)
        self.seats.addItem(item)
        self._show_seats()
        self.seats.scrollToBottom()

    def set_seat_line(self, seat: int, text: str) -> None:
        """News of one seat in place of its line (a seat's "waiting for a player" once a player takes it)."""
        for row in range(self.seats.count()):
            item = self.seats.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == seat:
                item.setText(text)
                self.seats.scrollToItem(item)
                return
        self.add_seat(text, seat)

    def set_seats(self, lines: list[str]) -> None:
        self.seats.clear()
        self.seats.addItems(lines)
        self._show_seats()

    def clear_seats(self) -> None:
        self.seats.clear()
        self._show_seats()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.seats.viewport() and isinstance(event, QResizeEvent):
            if event.size().width() != event.oldSize().width():
                self._show_seats()  # a wrapped line takes more or fewer rows at another width
        return super().eventFilter(watched, event)

    def _show_seats(self) -> None:
        """The seat list only takes room once there is a table to show, and no more than its lines need (a
        list of fixed height made the lobby scroll at 1280×720 once a table was hosted)."""
        shown = self.seats.count() > 0
        self.seats.setVisible(shown)
        self.seats_title.setVisible(shown)
        self.seats.doItemsLayout()  # the rows' heights as wrapped at the list's width now
        lines = sum(self.seats.visualItemRect(self.seats.item(row)).height() for row in range(self.seats.count()))
        self.seats.setFixedHeight(min(SEATS_HEIGHT, lines + 2 * self.seats.frameWidth() + 4))

    def show_message(self, text: str, detail: str = "") -> None:
        """``detail``: the exact words behind ``text`` (the peer's, in English), shown as its tooltip."""
        self.message.setText(text)
        self.message.setToolTip(detail)

    def set_waiting(self, waiting: bool, hosting: bool = False) -> None:
        """Hosting or joining is under way in the lobby: it can be cancelled (and a hosted table started now)."""
        self.cancel_button.setVisible(waiting)
        self.start_now_button.setVisible(waiting and hosting)
