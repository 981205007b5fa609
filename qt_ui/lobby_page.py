"""The lobby: your name, a table against bots at once, tables on the LAN, hosting and joining."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tusac_lan.engine.rules import RuleSet

from .settings import ClientSettings

LEVELS = ("strong", "greedy")


class LobbyPage(QWidget):
    play_bots = Signal(str, int)
    """bot level, hands"""
    host_table = Signal(str, str, object, int, object)
    """address, table name, seat plan (East, North, West: "player" or a bot level), hands, rules"""
    join_table = Signal(str)
    open_history = Signal()
    name_changed = Signal(str)
    preferences_changed = Signal(int, int)
    """animation milliseconds, seconds to answer a shown card"""

    def __init__(self, settings: ClientSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit(settings.name)
        self.name.setMaxLength(40)
        self.name.editingFinished.connect(lambda: self.name_changed.emit(self.name.text()))

        quick = QGroupBox("Play against bots")
        self.bot_level = QComboBox()
        self.bot_level.addItems(LEVELS)
        self.bot_level.setCurrentText(settings.bot_level)
        self.hands = QSpinBox()
        self.hands.setRange(1, 100)
        self.hands.setValue(8)
        self.play_button = QPushButton("Play now")
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(lambda: self.play_bots.emit(self.bot_level.currentText(), self.hands.value()))
        quick_form = QFormLayout(quick)
        quick_form.addRow("Bots", self.bot_level)
        quick_form.addRow("Hands", self.hands)
        quick_form.addRow(self.play_button)

        host = QGroupBox("Host a table on the LAN")
        self.table_name = QLineEdit(f"{settings.name}'s table")
        self.host_address = QLineEdit("0.0.0.0:7777")
        self.seat_plan: list[QComboBox] = []
        for default in ("player", "strong", "strong"):
            box = QComboBox()
            box.addItems(("player", *LEVELS))
            box.setCurrentText(default)
            self.seat_plan.append(box)
        self.rule_fields: dict[str, QSpinBox] = {}
        host_form = QFormLayout(host)
        host_form.addRow("Table name", self.table_name)
        host_form.addRow("Address", self.host_address)
        for seat, combo in zip(("East", "North", "West"), self.seat_plan, strict=True):
            host_form.addRow(f"{seat} seat", combo)
        for option, value in settings.rules.to_dict().items():
            spin = QSpinBox()
            spin.setRange(1 if option == "stake" else 0, 1000 if option == "stake" else 100)
            spin.setValue(value)
            self.rule_fields[option] = spin
            host_form.addRow(option.replace("_", " "), spin)
        self.host_button = QPushButton("Host")
        self.host_button.clicked.connect(self._host)
        host_form.addRow(self.host_button)

        found = QGroupBox("Tables on the LAN")
        self.tables = QListWidget()
        self.join_found = QPushButton("Join selected")
        self.join_found.clicked.connect(self._join_selected)
        self.address = QLineEdit()
        self.address.setPlaceholderText("host:port")
        self.join_button = QPushButton("Join address")
        self.join_button.clicked.connect(lambda: self.join_table.emit(self.address.text().strip()))
        found_layout = QVBoxLayout(found)
        found_layout.addWidget(self.tables)
        found_layout.addWidget(self.join_found)
        row = QHBoxLayout()
        row.addWidget(self.address, 1)
        row.addWidget(self.join_button)
        found_layout.addLayout(row)

        prefs = QGroupBox("Settings")
        self.animation = QSpinBox()
        self.animation.setRange(0, 2000)
        self.animation.setSingleStep(50)
        self.animation.setSuffix(" ms")
        self.animation.setValue(settings.animation_ms)
        self.claim_seconds = QSpinBox()
        self.claim_seconds.setRange(3, 120)
        self.claim_seconds.setSuffix(" s")
        self.claim_seconds.setValue(settings.claim_seconds)
        for preference in (self.animation, self.claim_seconds):
            preference.valueChanged.connect(
                lambda _=0: self.preferences_changed.emit(self.animation.value(), self.claim_seconds.value())
            )
        prefs_form = QFormLayout(prefs)
        prefs_form.addRow("Card animation", self.animation)
        prefs_form.addRow("Time to claim", self.claim_seconds)
        prefs_form.addRow("Identity", QLabel(settings.identity_dir))

        self.seats = QListWidget()
        self.message = QLabel("")
        self.message.setWordWrap(True)
        history = QPushButton("Open a hand history…")
        history.clicked.connect(self.open_history)

        left = QVBoxLayout()
        name_row = QFormLayout()
        name_row.addRow("Your name", self.name)
        left.addLayout(name_row)
        left.addWidget(quick)
        left.addWidget(host)
        left.addWidget(prefs)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(found, 2)
        right.addWidget(QLabel("Seats"))
        right.addWidget(self.seats, 1)
        right.addWidget(self.message)
        right.addWidget(history)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)

    def rules(self) -> RuleSet:
        return RuleSet(**{option: box.value() for option, box in self.rule_fields.items()})

    def _host(self) -> None:
        plan = tuple(box.currentText() for box in self.seat_plan)
        name = self.table_name.text().strip() or "Tứ Sắc table"
        self.host_table.emit(self.host_address.text().strip(), name, plan, self.hands.value(), self.rules())

    def _join_selected(self) -> None:
        item = self.tables.currentItem()
        if item is not None:
            self.join_table.emit(str(item.data(Qt.ItemDataRole.UserRole)))

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

    def add_seat(self, text: str) -> None:
        self.seats.addItem(text)

    def show_message(self, text: str) -> None:
        self.message.setText(text)
