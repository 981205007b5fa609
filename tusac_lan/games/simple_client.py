"""A client plugin for simple card games (hands of public plays, a table to beat, no stock to watch):
Tiến lên first. A game gives it a ``CardTable`` (what its view holds, in the plugin's terms) and gets the
whole desktop plugin: card faces drawn from rank and suit, the seat's hand sorted (by rank, or by suit),
the others' card counts and who passed, the play to beat, a bar that plays the selected cards or makes a
move without cards (pass), a hint, and the result between hands.

Only a game's client plugin imports the GUI toolkit, and never the client shell: the shell finds the
plugin through the registry and plays through it (``qt_ui/plugin.py`` says what it needs).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .api import Outcome, Step

CARD_WIDTH = 64
"""The hand's cards are as wide as the scene lets a whole deal of them be, between these widths."""
CARD_WIDTH_RANGE = (32, 96)
CARD_MARGIN = 8
"""Round a hand card's face: its button's border."""
CARD_RATIO = 1.4
SHARP = 2.0
"""Faces are drawn at twice their size, so they stay crisp on high-density screens."""
DIMMED = 0.35
"""The opacity of a hand card the hint shows as making no legal play now."""

TWO_COLOURS = ("#1a1a1a", "#1a1a1a", "#c62828", "#c62828")
FOUR_COLOURS = ("#1a1a1a", "#2e7d32", "#1565c0", "#c62828")
"""By suit index: with four colours every suit has its own (an option for readability)."""


translate = QCoreApplication.translate


class Face(NamedTuple):
    rank: str
    suit: str
    """The suit's symbol."""
    suit_index: int
    """0..3 in the game's own suit order."""
    red: bool


class CardTable(Protocol):
    """What the generic plugin reads from a game's seat view and moves (pure, no GUI)."""

    game_id: str

    def title(self) -> str: ...

    def seat_names(self, seats: int) -> tuple[str, ...]: ...

    def face(self, card: int) -> Face: ...

    def sort_key(self, card: int, by_suit: bool) -> tuple[int, ...]: ...

    def hand(self, view: Any, seat: int) -> tuple[int, ...]:
        """The cards ``seat`` holds, as its view knows them."""
        ...

    def counts(self, view: Any) -> tuple[int, ...]:
        """Cards left per seat."""
        ...

    def passed(self, view: Any) -> tuple[bool, ...]: ...

    def out(self, view: Any) -> tuple[int, ...]:
        """The seats out of the hand, in the order they went."""
        ...

    def to_move(self, view: Any) -> tuple[int, ...]: ...

    def play_order(self, view: Any, seat: int) -> tuple[int, ...]:
        """Every seat in the order of play, from ``seat`` (the seats' boxes are shown in this order)."""
        ...

    def to_beat(self, view: Any, steps: Sequence[Step[Any]]) -> tuple[int, tuple[int, ...]]:
        """The seat whose play is on the table and its cards; (-1, ()) when the table is clear."""
        ...

    def move_cards(self, move: Any) -> tuple[int, ...]:
        """The cards a move lays (empty for a pass and the like)."""
        ...

    def move_label(self, move: Any, view: Any = None) -> str:
        """A button's text for a move without cards (``view``, the seat's view, when the words need it)."""
        ...

    def step_words(self, before: Any, step: Step[Any], after: Any, names: Sequence[str]) -> list[str]: ...

    def result_lines(self, outcome: Outcome, names: Sequence[str]) -> list[str]: ...

    def held_lines(self, full_state: Any, names: Sequence[str]) -> list[str]:
        """After a hand: the cards each seat still held, from the hand's last full state (public once
        the table audited the hand)."""
        ...

    def rules_page(self) -> str: ...

    def hint(self, view: Any, seat: int, legal: Sequence[Any]) -> Any | None:
        """A suggested move, or None."""
        ...

    def played_without_asking(self, legal: Sequence[Any]) -> Any | None:
        """The move played for the player without asking (nothing to decide), else None."""
        ...

    def rule_words(self, name: str) -> tuple[str, str, tuple[str, ...]] | None:
        """A rule field's label, help and choice words in the player's language, or None."""
        ...

    def rule_presets(self) -> tuple[tuple[str, Any], ...]:
        """The common sets of house rules, each named in the player's language (may be none)."""
        ...


def bot_name(level: str, seat: int) -> str:
    """A bot's name as a host makes it ("Good bot 2", ``table.seating``), in the player's language: "Máy khá 2".
    ``level`` is a plain level: beginner, good or expert. The shell and every game's plugin word it here."""
    words = {
        "beginner": translate("Seats", "Beginner bot {number}"),
        "good": translate("Seats", "Good bot {number}"),
        "expert": translate("Seats", "Expert bot {number}"),
    }
    return words[level].format(number=seat)


def seat_name(seat: int, names: Sequence[str]) -> str:
    """A seat's name from the table's list, or its number where the list does not reach."""
    return names[seat] if 0 <= seat < len(names) else str(seat)


def order_row(row: QHBoxLayout, widgets: Sequence[QWidget], order: Sequence[int]) -> None:
    """Put the row's widgets (one per seat) in ``order``, the seats in the order of play."""
    for widget in widgets:
        row.removeWidget(widget)
    for seat in order:
        row.addWidget(widgets[seat])


def card_canvas(width: int, ratio: float) -> tuple[QPixmap, QPainter, float]:
    """A clear pixmap for one card ``width`` wide, drawn sharp, with its painter and the card's height."""
    height = round(width * ratio)
    pixmap = QPixmap(round(width * SHARP), round(height * SHARP))
    pixmap.setDevicePixelRatio(SHARP)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    return pixmap, painter, height


def dress_card_button(button: QToolButton, face: QPixmap, width: int, ratio: float, name: str, margin: int = 8) -> None:
    """A checkable button showing one card of the hand: checked = selected."""
    button.setCheckable(True)
    button.setIcon(QIcon(face))
    size = QSize(width, round(width * ratio))
    button.setIconSize(size)
    button.setFixedSize(size + QSize(margin, margin))
    button.setToolTip(name)
    button.setAccessibleName(name)


def selected_style(radius: int) -> str:
    return (
        f"QToolButton {{ border: 2px solid transparent; border-radius: {radius}px; }}"
        "QToolButton:checked { border: 3px solid #f9a825; background: #fff3c4; }"
    )


def paint_face(face: Face, width: int, four_colours: bool = False) -> QPixmap:
    """One face: rank and suit in two corners, the suit large in the middle."""
    pixmap, painter, height = card_canvas(width, CARD_RATIO)
    box = QRectF(1, 1, width - 2, height - 2)
    painter.setPen(QPen(QColor("#555555"), 1))
    painter.setBrush(QColor("#fffdf7"))
    painter.drawRoundedRect(box, width * 0.08, width * 0.08)
    colour = QColor((FOUR_COLOURS if four_colours else TWO_COLOURS)[face.suit_index % 4])
    painter.setPen(colour)
    corner = QFont()
    corner.setBold(True)
    corner.setPixelSize(max(8, round(width * 0.26)))
    painter.setFont(corner)
    line = round(width * 0.28)
    label = QRectF(width * 0.07, width * 0.04, width * 0.5, line)
    painter.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, face.rank)
    painter.drawText(label.translated(0, line * 0.9), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, face.suit)
    painter.save()
    painter.translate(width, height)
    painter.rotate(180)
    painter.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, face.rank)
    painter.drawText(label.translated(0, line * 0.9), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, face.suit)
    painter.restore()
    middle = QFont()
    middle.setPixelSize(max(10, round(width * 0.55)))
    painter.setFont(middle)
    painter.drawText(QRectF(0, height * 0.2, width, height * 0.6), Qt.AlignmentFlag.AlignCenter, face.suit)
    painter.end()
    return pixmap


class CardButton(QToolButton):
    """One card of the seat's hand: checked = selected (click, or Space when it has the focus)."""

    def __init__(self, card: int, face: Face, width: int, four_colours: bool) -> None:
        super().__init__()
        self.card = card
        dress_card_button(self, paint_face(face, width, four_colours), width, CARD_RATIO, face.rank + face.suit)
        self.setStyleSheet(selected_style(6) + "QToolButton:focus { border-color: #64b5f6; }")


class SlotButton(QToolButton):
    """One card of the seat's hand, known by its slot: checked = selected."""

    def __init__(
        self, card: int, slot: int, face: QPixmap, width: int, ratio: float, name: str, margin: int, radius: int
    ) -> None:
        super().__init__()
        self.card, self.slot = card, slot
        dress_card_button(self, face, width, ratio, name, margin)
        self.setStyleSheet(selected_style(radius))


class SlotScene(QFrame):
    """A scene whose hand is a row of ``SlotButton``s, selected by slot."""

    selection_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.buttons: list[SlotButton] = []

    def widget(self) -> QWidget:
        return self

    def selected(self) -> tuple[int, ...]:
        """The selected slots."""
        return tuple(sorted(button.slot for button in self.buttons if button.isChecked()))

    def select(self, slots: Sequence[int]) -> None:
        for button in self.buttons:
            button.blockSignals(True)
            button.setChecked(button.slot in slots)
            button.blockSignals(False)
        self.selection_changed.emit()


class HandScene(QFrame):
    """The seats round the table (cards left, passed, whose turn), the play to beat, and the seat's hand."""

    selection_changed = Signal()

    def __init__(self, table: CardTable) -> None:
        super().__init__()
        self.table = table
        self.setStyleSheet("HandScene { background: #2e6b3f; } QLabel { color: #f5f5f5; }")
        self.setMinimumHeight(360)
        self.by_suit = QCheckBox(translate("CardGame", "Sort by suit"))
        self.by_suit.setStyleSheet("color: #f5f5f5;")
        self.by_suit.toggled.connect(lambda _: self._redraw())
        self.four_colours = QCheckBox(translate("CardGame", "Four suit colours"))
        self.four_colours.setStyleSheet("color: #f5f5f5;")
        self.four_colours.toggled.connect(lambda _: self._redraw())
        self.seats_row = QHBoxLayout()
        self.seat_labels: list[QLabel] = []
        self._seat_order: tuple[int, ...] = ()
        self.beat_label = QLabel()
        self.beat_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.trick_row = QHBoxLayout()
        self.trick_row.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(2)
        self.hand_row.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_row.setContentsMargins(0, 0, 0, 0)
        self.trick_row.setContentsMargins(0, 0, 0, 0)
        # The rows of cards ask for no width of their own: the cards fit the scene (``card_width``), so a
        # long hand neither widens the window nor takes the side panel's room as it gets shorter.
        hand_box, trick_box = QWidget(), QWidget()
        hand_box.setLayout(self.hand_row)
        trick_box.setLayout(self.trick_row)
        for box in (hand_box, trick_box):
            box.setMinimumWidth(1)
        self.card_width = CARD_WIDTH
        self._dealt = 13
        """The most cards the seat held this hand: the cards keep their size as the hand gets shorter."""
        self.buttons: list[CardButton] = []
        self.trick_faces: list[QLabel] = []
        options = QHBoxLayout()
        options.addStretch(1)
        options.addWidget(self.by_suit)
        options.addWidget(self.four_colours)
        layout = QVBoxLayout(self)
        self._layout = layout
        layout.addLayout(self.seats_row)
        layout.addStretch(1)
        layout.addWidget(self.beat_label)
        layout.addWidget(trick_box)
        layout.addStretch(1)
        layout.addWidget(hand_box)
        layout.addLayout(options)
        self._shown: tuple[Any, int, tuple[str, ...], tuple[Step[Any], ...]] | None = None
        self._dimmed: frozenset[int] = frozenset()

    def widget(self) -> QWidget:
        return self

    def show_view(self, view: Any, seat: int, names: Sequence[str], steps: Sequence[Step[Any]]) -> None:
        self._shown = (view, seat, tuple(names), tuple(steps))
        self._redraw()

    def selected(self) -> tuple[int, ...]:
        return tuple(sorted(button.card for button in self.buttons if button.isChecked()))

    def select(self, cards: Sequence[int]) -> None:
        wanted = set(cards)
        for button in self.buttons:
            button.blockSignals(True)
            button.setChecked(button.card in wanted)
            button.blockSignals(False)
        self.selection_changed.emit()

    def hand_cards(self) -> tuple[int, ...]:
        """The hand in the order it is shown."""
        return tuple(button.card for button in self.buttons)

    def dim(self, cards: Collection[int]) -> None:
        """Show ``cards`` faded (a hint: they make no legal play now); the others as usual."""
        self._dimmed = frozenset(cards)
        for button in self.buttons:
            self._fade(button)

    def dimmed(self) -> tuple[int, ...]:
        return tuple(button.card for button in self.buttons if button.card in self._dimmed)

    def _fade(self, button: CardButton) -> None:
        if button.card in self._dimmed:
            effect = QGraphicsOpacityEffect(button)
            effect.setOpacity(DIMMED)
            button.setGraphicsEffect(effect)
        else:
            button.setGraphicsEffect(None)  # type: ignore[arg-type]

    def fitting_card_width(self) -> int:
        """The widest card with which the hand as dealt fits the scene's width, within CARD_WIDTH_RANGE."""
        margins = self._layout.contentsMargins()
        room = self.contentsRect().width() - margins.left() - margins.right()
        spacing = self.hand_row.spacing()
        width = (room - spacing * (self._dealt - 1)) // self._dealt - CARD_MARGIN
        low, high = CARD_WIDTH_RANGE
        return max(low, min(high, width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fitting_card_width() != self.card_width:
            self._redraw()

    def _redraw(self) -> None:
        if self._shown is None:
            return
        view, seat, names, steps = self._shown
        table = self.table
        four = self.four_colours.isChecked()
        counts, passed, out, turn = table.counts(view), table.passed(view), table.out(view), table.to_move(view)
        while len(self.seat_labels) < len(counts):
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("QLabel { padding: 4px; border-radius: 4px; }")
            self.seat_labels.append(label)
            self.seats_row.addWidget(label)
        order = table.play_order(view, seat)
        if order != self._seat_order and sorted(order) == list(range(len(counts))):
            order_row(self.seats_row, self.seat_labels[: len(counts)], order)
            self._seat_order = order
        for other, label in enumerate(self.seat_labels):
            label.setVisible(other < len(counts))
            if other >= len(counts):
                continue
            name = names[other] if other < len(names) else str(other)
            held = counts[other]
            left = translate("CardGame", "1 card") if held == 1 else translate("CardGame", "{count} cards")
            parts = [f"<b>{name}</b>", left.format(count=held)]
            if other in out:
                parts.append(translate("CardGame", "out, place {place}").format(place=out.index(other) + 1))
            elif passed[other]:
                parts.append(translate("CardGame", "passed"))
            else:
                parts.append("&nbsp;")  # the line kept: the seats and the table under them do not move
            label.setText("<br>".join(parts))
            playing = other in turn
            label.setStyleSheet(
                "QLabel { padding: 4px; border-radius: 4px; %s }"
                % ("background: #f9a825; color: #1a1a1a;" if playing else "background: #245532;")
            )
        owner, cards = table.to_beat(view, steps)
        if owner >= 0:
            self.beat_label.setText(
                translate("CardGame", "To beat: {name}").format(name=names[owner] if owner < len(names) else owner)
            )
        else:
            self.beat_label.setText(translate("CardGame", "The table is clear"))
        for label in self.trick_faces:
            label.deleteLater()
        self.trick_faces = []
        mine = table.hand(view, seat)
        if len(mine) > len(self.buttons):  # a new deal
            self._dealt = max(13, len(mine))
        width = self.fitting_card_width()
        for card in cards:
            face = QLabel()
            face.setPixmap(paint_face(table.face(card), width, four))
            face.setToolTip(table.face(card).rank + table.face(card).suit)
            self.trick_row.addWidget(face)
            self.trick_faces.append(face)
        by_suit = self.by_suit.isChecked()
        hand = sorted(mine, key=lambda card: table.sort_key(card, by_suit))
        keep = set(self.selected())
        if tuple(hand) != self.hand_cards() or four != getattr(self, "_four", None) or width != self.card_width:
            self.card_width = width
            for button in self.buttons:
                button.deleteLater()
            self.buttons = []
            for card in hand:
                button = CardButton(card, table.face(card), width, four)
                button.setChecked(card in keep)
                button.toggled.connect(lambda _=False: self.selection_changed.emit())
                self._fade(button)
                self.hand_row.addWidget(button)
                self.buttons.append(button)
            self._four = four
            self.selection_changed.emit()


class Selecting(Protocol):
    def select(self, cards: Sequence[int]) -> None: ...


class BarBase(QFrame):
    """What every move bar shares: a prompt, a row of buttons, the legal moves offered, buttons for the
    moves without cards, and taking a move (only a legal one, once)."""

    def __init__(self, scene: Selecting, choose: Callable[[Any], None]) -> None:
        super().__init__()
        self.scene, self._choose = scene, choose
        self.view: Any = None
        self.seat = 0
        self.legal: tuple[Any, ...] = ()
        self.prompt = QLabel()
        self.plain_buttons: list[QPushButton] = []
        self.row = QHBoxLayout(self)
        self.row.addWidget(self.prompt, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def widget(self) -> QWidget:
        return self

    def add_plain(self, label: str, move: Any) -> QPushButton:
        """A button that makes ``move`` at once, placed after the prompt."""
        button = QPushButton(label)
        button.clicked.connect(lambda _=False, chosen=move: self._take(chosen))
        self.row.insertWidget(1, button)
        self.plain_buttons.append(button)
        return button

    def _clear(self) -> None:
        for button in self.plain_buttons:
            button.deleteLater()
        self.plain_buttons = []

    def _take(self, move: Any) -> None:
        if move not in self.legal:
            return
        self.withdraw()
        self.scene.select(())
        self._choose(move)

    def withdraw(self) -> None:
        raise NotImplementedError


class MoveBar(BarBase):
    """Play (the selected cards, enabled only when they make a legal move), a button for each legal move
    without cards (Pass …), and Hint."""

    scene: HandScene

    def __init__(self, table: CardTable, scene: HandScene, choose: Callable[[Any], None]) -> None:
        super().__init__(scene, choose)
        self.table = table
        self.play_button = QPushButton(translate("CardGame", "Play"))
        self.play_button.setShortcut("Return")
        self.play_button.clicked.connect(self.play_selected)
        self.hint_button = QPushButton(translate("CardGame", "Hint"))
        self.hint_button.setToolTip(
            translate("CardGame", "Select a good play (or say the move to make); cards that make no play now fade")
        )
        self.hint_button.setShortcut("H")
        self.hint_button.clicked.connect(self.hint)
        self.row.addWidget(self.hint_button)
        self.row.addWidget(self.play_button)
        scene.selection_changed.connect(self._update_play)
        self.withdraw()

    def offer(self, view: Any, seat: int, legal: Sequence[Any]) -> None:
        self.view, self.seat, self.legal = view, seat, tuple(legal)
        self._clear()
        for move in self.legal:
            if self.table.move_cards(move):
                continue
            button = self.add_plain(self.table.move_label(move, view), move)
            if len(self.plain_buttons) == 1:
                button.setShortcut("P")
        if self.plain_buttons and len(self.plain_buttons) == len(self.legal):  # no play: only the buttons
            moves = ", ".join(button.text() for button in reversed(self.plain_buttons))
            self.prompt.setText(translate("CardGame", "Your turn: {move}.").format(move=moves))
        elif self.plain_buttons:
            other = self.plain_buttons[0].text()
            self.prompt.setText(
                translate("CardGame", "Your turn: select cards and play them, or {move}.").format(move=other)
            )
        else:
            self.prompt.setText(translate("CardGame", "Your turn: select cards and play them."))
        self.hint_button.setEnabled(True)
        self.scene.dim(())
        self._update_play()

    def withdraw(self) -> None:
        self.legal = ()
        self.scene.dim(())
        self._clear()
        self.prompt.setText("")
        self.play_button.setEnabled(False)
        self.hint_button.setEnabled(False)

    def selected_move(self) -> Any | None:
        """The legal move laying exactly the selected cards, if any."""
        chosen = self.scene.selected()
        if not chosen:
            return None
        for move in self.legal:
            if tuple(sorted(self.table.move_cards(move))) == chosen:
                return move
        return None

    def _update_play(self) -> None:
        self.play_button.setEnabled(self.selected_move() is not None)

    def play_selected(self) -> None:
        move = self.selected_move()
        if move is not None:
            self._take(move)

    def hint(self) -> None:
        if not self.legal:
            return
        move = self.table.hint(self.view, self.seat, self.legal)
        if move is None:
            move = next((m for m in self.legal if self.table.move_cards(m)), self.legal[0])
        playable = {card for legal in self.legal for card in self.table.move_cards(legal)}
        self.scene.dim(set(self.scene.hand_cards()) - playable)
        cards = self.table.move_cards(move)
        if cards:
            self.scene.select(cards)
            self.prompt.setText(translate("CardGame", "Hint: play the selected cards."))
        else:
            self.scene.select(())
            self.prompt.setText(
                translate("CardGame", "Hint: {move}.").format(move=self.table.move_label(move, self.view))
            )


class ResultBox(QLabel):
    """The result between hands: the lines a game writes for an outcome, then (a game that says them) the
    cards each seat still held."""

    def __init__(
        self,
        lines: Callable[[Outcome, Sequence[str]], list[str]],
        held: Callable[[Any, Sequence[str]], list[str]] | None = None,
    ) -> None:
        super().__init__()
        self._lines, self._held = lines, held
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setStyleSheet("QLabel { background: #fff8e1; padding: 8px; border: 1px solid #c9b458; }")

    def widget(self) -> QWidget:
        return self

    def show_outcome(self, outcome: Outcome, names: Sequence[str]) -> None:
        self.setText("<br>".join(self._lines(outcome, names)))

    def show_held(self, full_state: Any, names: Sequence[str]) -> None:
        """Add the cards still held to the outcome shown (after ``show_outcome``)."""
        if self._held is not None:
            lines = self._held(full_state, names)
            if lines:
                self.setText("<br>".join((self.text(), *lines)))


def plain_lines(lines: Sequence[str]) -> list[str]:
    """A result panel's lines as plain text: its bold heading ("The hand is over") left out, markup taken
    out of the rest."""
    kept = lines[1:] if lines and lines[0].startswith("<b>") else lines
    return [re.sub(r"<[^>]+>", "", line) for line in kept]


SceneT = TypeVar("SceneT", bound=QWidget)
BarT = TypeVar("BarT", bound=QWidget)


class PluginBase(Generic[SceneT, BarT]):
    """The ``GameClient`` methods a plugin with its own scene and bar shares: the bar works only with the
    plugin's own scene; the result box shows the game's lines."""

    game_id: str
    scene_type: type[SceneT]

    def scene(self, game: object) -> SceneT:
        return self.scene_type()

    def make_bar(self, scene: SceneT, choose: Callable[[Any], None]) -> BarT:
        raise NotImplementedError

    def action_bar(self, game: object, scene: Any, choose: Callable[[Any], None]) -> BarT:
        if not isinstance(scene, self.scene_type):
            raise TypeError("the bar works with this plugin's own scene")
        return self.make_bar(scene, choose)

    def outcome_lines(self, outcome: Outcome, names: Sequence[str]) -> list[str]:
        raise NotImplementedError

    def result_panel(self, game: object) -> ResultBox:
        return ResultBox(self.outcome_lines)

    def result_words(self, outcome: Outcome, names: Sequence[str]) -> list[str]:
        return plain_lines(self.outcome_lines(outcome, names))


class SimpleCardClient:
    """The ``GameClient`` of a game described by a ``CardTable``."""

    def __init__(self, table: CardTable) -> None:
        self.table = table
        self.game_id = table.game_id

    def title(self) -> str:
        return self.table.title()

    def seat_names(self, seats: int) -> tuple[str, ...]:
        return self.table.seat_names(seats)

    def scene(self, game: object) -> HandScene:
        return HandScene(self.table)

    def action_bar(self, game: object, scene: Any, choose: Callable[[Any], None]) -> MoveBar:
        if not isinstance(scene, HandScene):
            raise TypeError("the bar works with this plugin's own scene")
        return MoveBar(self.table, scene, choose)

    def result_panel(self, game: object) -> ResultBox:
        return ResultBox(self.table.result_lines, self.table.held_lines)

    def step_words(self, game: object, before: Any, step: Step[Any], after: Any, names: Sequence[str]) -> list[str]:
        return self.table.step_words(before, step, after, names)

    def result_words(self, outcome: Outcome, names: Sequence[str]) -> list[str]:
        return plain_lines(self.table.result_lines(outcome, names))

    def rules_page(self) -> str:
        return self.table.rules_page()

    def card_face(self, card: int, width: int) -> QPixmap:
        return paint_face(self.table.face(card), width)

    def rule_words(self, name: str) -> tuple[str, str, tuple[str, ...]] | None:
        return self.table.rule_words(name)

    def rule_presets(self) -> tuple[tuple[str, Any], ...]:
        return self.table.rule_presets()

    def played_without_asking(self, legal: Sequence[Any]) -> Any | None:
        return self.table.played_without_asking(legal)
