"""Ma Diao's desktop plugin: the 40 money cards drawn from their names, the four seats round the table
(dealer, answers, tricks won), the 面張 and the trick in play (a face-down play shown as a back), the
seat's hand to click, and the declarations as buttons.

Loaded only by the client (``load_client``); the words go through Qt's translator (context "MaDiao").
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QGuiApplication, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..api import EVERYONE, UNKNOWN, Moved, Outcome, Step
from ..simple_client import BarBase, PluginBase, SlotButton, SlotScene, card_canvas, order_row, seat_name
from .bots import hint
from .cards import CARDS, RED, Suit
from .result import MadiaoResult
from .scoring import BONUS_STAKES
from .state import SEATS, Kind, MadiaoState, Move, Phase, Play, trick_winner
from .words import READINGS, zhu

translate = QCoreApplication.translate

CARD_WIDTH = 56
CARD_RATIO = 1.8
"""Ma Diao's cards are long and narrow."""
SHARP = 2.0
FONT_FILE = Path(__file__).parent / "fonts" / "MaDiaoCards-NotoSerifCJKtc-Bold-subset.otf"
CARD_FAMILY = "Tusac MaDiao Cards"
"""The bundled font's family: every Chinese character this game writes (scripts/make_madiao_font.py)."""
SUIT_SIGNS = {Suit.COINS: "文錢", Suit.STRINGS: "索子", Suit.MYRIADS: "萬貫", Suit.TENS: "十萬貫"}
SUIT_COLOURS = {Suit.COINS: "#8d6e00", Suit.STRINGS: "#2e7d32", Suit.MYRIADS: "#1565c0", Suit.TENS: "#6a1b9a"}


def suit_words(suit: Suit) -> str:
    return {
        Suit.COINS: translate("MaDiao", "coins"),
        Suit.STRINGS: translate("MaDiao", "strings"),
        Suit.MYRIADS: translate("MaDiao", "myriads"),
        Suit.TENS: translate("MaDiao", "tens of myriads"),
    }[suit]


def card_english(card: int) -> str:
    """The card's value in the player's language (e.g. "3 strings")."""
    info = CARDS[card]
    special = {
        9: translate("MaDiao", "half cash"),
        10: translate("MaDiao", "zero cash"),
        37: translate("MaDiao", "hundred myriads"),
        38: translate("MaDiao", "thousand myriads"),
        39: translate("MaDiao", "myriad myriads"),
    }
    if card in special:
        return special[card]
    number = info.deal_value
    if number == 1 and info.suit in (Suit.STRINGS, Suit.MYRIADS):
        return translate("MaDiao", "1 string") if info.suit == Suit.STRINGS else translate("MaDiao", "1 myriad")
    return {
        Suit.COINS: translate("MaDiao", "{n} cash"),
        Suit.STRINGS: translate("MaDiao", "{n} strings"),
        Suit.MYRIADS: translate("MaDiao", "{n} myriads"),
        Suit.TENS: translate("MaDiao", "{n} myriads"),
    }[info.suit].format(n=number * 10 if info.suit == Suit.TENS else number)


def card_name(card: int) -> str:
    if not 0 <= card < len(CARDS):
        return translate("MaDiao", "a hidden card")
    info = CARDS[card]
    return f"{info.name} ({info.reading}, {card_english(card)})"


def card_family() -> str:
    """The bundled font's family, registered with Qt on first use (a machine without it, or without any
    Chinese font, still draws the cards' names)."""
    if CARD_FAMILY not in QFontDatabase.families():
        QFontDatabase.addApplicationFont(str(FONT_FILE))
    return CARD_FAMILY


def with_card_family(font: QFont) -> QFont:
    """``font`` with the bundled family behind it, for the characters its own families lack."""
    out = QFont(font)
    out.setFamilies([*font.families(), font.family(), card_family()])
    return out


def card_font(pixels: int) -> QFont:
    font = QFont()
    font.setFamilies([card_family()])
    font.setPixelSize(pixels)
    return font


def foot_font(words: str, room: float) -> QFont:
    """The value's font at a card's foot: smaller for long words ("hundred myriads"), and narrower where the
    smallest size is still too wide ("thousand myriads" in the hand, "20 myriads" on the rules page's small
    cards), so that they keep to one line: a second line does not fit, the card's edge cut it."""
    foot = QFont()
    size = max(7, round(room * 0.16))
    foot.setPixelSize(size)
    while size > 6 and QFontMetricsF(foot).horizontalAdvance(words) > room:
        size -= 1
        foot.setPixelSize(size)
    wide = QFontMetricsF(foot).horizontalAdvance(words)
    if wide > room:
        stretch = max(1, math.floor(100 * room / wide))
        foot.setStretch(stretch)
        while stretch > 1 and QFontMetricsF(foot).horizontalAdvance(words) > room:
            stretch -= 1
            foot.setStretch(stretch)
    return foot


def paint_card(card: int, width: int) -> QPixmap:
    """A face from text: the suit's band at the top, the card's name written down the middle (red for
    the ten red cards), its value in the player's language at the foot."""
    pixmap, painter, height = card_canvas(width, CARD_RATIO)
    info = CARDS[card]
    box = QRectF(1, 1, width - 2, height - 2)
    painter.setPen(QPen(QColor("#555555"), 1))
    painter.setBrush(QColor("#fbf3dc"))
    painter.drawRoundedRect(box, width * 0.08, width * 0.08)
    band = QRectF(3, 3, width - 6, height * 0.16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(SUIT_COLOURS[info.suit]))
    painter.drawRoundedRect(band, 3, 3)
    painter.setFont(card_font(max(7, round(width * 0.2))))
    painter.setPen(QColor("#ffffff"))
    painter.drawText(band, Qt.AlignmentFlag.AlignCenter, SUIT_SIGNS[info.suit])
    painter.setPen(QColor("#c62828" if card in RED else "#1a1a1a"))
    glyphs = list(info.name)
    painter.setFont(card_font(max(8, min(round(width * 0.42), round(height * 0.6 / (len(glyphs) * 1.3))))))
    middle = QRectF(0, height * 0.18, width, height * 0.64)
    painter.drawText(middle, Qt.AlignmentFlag.AlignCenter, "\n".join(glyphs))
    words = card_english(card)
    painter.setFont(foot_font(words, width - 4))
    painter.setPen(QColor("#333333"))
    painter.drawText(
        QRectF(2, height * 0.82, width - 4, height * 0.16),
        Qt.AlignmentFlag.AlignCenter,
        words,
    )
    painter.end()
    return pixmap


def picture(pixmap: QPixmap, width: int, title: str) -> str:
    """``pixmap`` as an HTML image ``width`` wide, its PNG inline (the rules page has no files)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    pixmap.save(buffer, "PNG")
    png = bytes(data.toBase64().data()).decode("ascii")
    height = round(width * CARD_RATIO)
    return f'<img src="data:image/png;base64,{png}" width="{width}" height="{height}" title="{escape(title)}"/>'


def deck_pictures(width: int = 44) -> str:
    """The 40 cards in pictures, a row for each suit, weakest to strongest."""
    rows = []
    for suit in Suit:
        cards = sorted(card for card, info in enumerate(CARDS) if info.suit == suit)
        faces = "&nbsp;".join(picture(paint_card(card, width), width, card_name(card)) for card in cards)
        rows.append(f"<tr><td>{suit_words(suit)}<br>{SUIT_SIGNS[suit]}</td><td>{faces}</td></tr>")
    return '<table cellspacing="6">' + "".join(rows) + "</table>"


def paint_back(width: int) -> QPixmap:
    """A card lying face down."""
    pixmap, painter, height = card_canvas(width, CARD_RATIO)
    painter.setPen(QPen(QColor("#555555"), 1))
    painter.setBrush(QColor("#7b1f1f"))
    painter.drawRoundedRect(QRectF(1, 1, width - 2, height - 2), width * 0.08, width * 0.08)
    painter.setPen(QPen(QColor("#e0b04a"), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(5, 5, width - 10, height - 10), width * 0.06, width * 0.06)
    painter.drawEllipse(QRectF(width * 0.25, height / 2 - width * 0.25, width * 0.5, width * 0.5))
    painter.end()
    return pixmap


def card_button(card: int, slot: int) -> SlotButton:
    """One card of the seat's hand: checked = selected."""
    return SlotButton(card, slot, paint_card(card, CARD_WIDTH), CARD_WIDTH, CARD_RATIO, card_name(card), 8, 6)


def face_label(card: int, face_up: bool, width: int = CARD_WIDTH) -> QLabel:
    label = QLabel()
    if face_up and 0 <= card < len(CARDS):
        label.setPixmap(paint_card(card, width))
        label.setToolTip(card_name(card))
    else:
        label.setPixmap(paint_back(width))
        label.setToolTip(translate("MaDiao", "played face down"))
    return label


def tricks_won(view: MadiaoState) -> list[list[Play]]:
    """Per seat, the top play of each trick it won."""
    won: list[list[Play]] = [[] for _ in range(SEATS)]
    for trick in view.tricks:
        top = [play for play in trick if play.face_up][-1]
        won[top.seat].append(top)
    return won


def answer_words(answer: int) -> str:
    return {
        Kind.PASS: translate("MaDiao", "plays the hand"),
        Kind.YISHANG: translate("MaDiao", "declares 異賞"),
        Kind.MIANMEN: translate("MaDiao", "declares 免門"),
    }.get(Kind(answer) if 0 <= answer <= int(max(Kind)) else Kind.UP, "")


class MadiaoScene(SlotScene):
    def __init__(self) -> None:
        super().__init__()
        self.setStyleSheet("MadiaoScene { background: #35562f; } QLabel { color: #f5f5f5; }")
        self.setFont(with_card_family(self.font()))
        self.setMinimumHeight(380)
        self.seats_row = QHBoxLayout()
        self.seat_labels: list[QLabel] = []
        for _ in range(SEATS):
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setTextFormat(Qt.TextFormat.RichText)
            self.seat_labels.append(label)
            self.seats_row.addWidget(label)
        self._seat_order = tuple(range(SEATS))
        self.table_row = QHBoxLayout()
        self.table_row.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.trick_label = QLabel()
        self.trick_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(2)
        self.hand_row.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table_widgets: list[QWidget] = []
        layout = QVBoxLayout(self)
        layout.addLayout(self.seats_row)
        layout.addStretch(1)
        layout.addWidget(self.trick_label)
        layout.addLayout(self.table_row)
        layout.addStretch(1)
        layout.addLayout(self.hand_row)

    def table_cards(self) -> list[QLabel]:
        """The faces and backs on the table (the 面張, the 仮達 and the trick)."""
        return [w for w in self.table_widgets if isinstance(w, QLabel)]

    def show_view(self, view: MadiaoState, seat: int, names: Sequence[str], steps: Sequence[Step[Any]]) -> None:
        won = tricks_won(view)
        playing = set(self._to_move(view))
        order = tuple((seat + turn) % SEATS for turn in range(SEATS))  # the player first, then in the order of play
        if order != self._seat_order:
            order_row(self.seats_row, self.seat_labels, order)
            self._seat_order = order
        for other, label in enumerate(self.seat_labels):
            parts = [f"<b>{seat_name(other, names)}</b>"]
            if other == view.dealer:
                parts.append(translate("MaDiao", "dealer (莊)"))
            parts.append(translate("MaDiao", "{count} cards").format(count=len(view.hands[other])))
            parts.append(translate("MaDiao", "tricks won: {count}").format(count=len(won[other])))
            if won[other]:
                parts.append(" ".join(CARDS[view.cards[p.slot]].name for p in won[other] if view.cards[p.slot] >= 0))
            if view.answers[other] in (Kind.YISHANG, Kind.MIANMEN):
                parts.append(answer_words(view.answers[other]))
            label.setText("<br>".join(parts))
            label.setStyleSheet(
                "QLabel { padding: 4px; border-radius: 4px; %s }"
                % ("background: #f9a825; color: #1a1a1a;" if other in playing else "background: #2a4525;")
            )
        for widget in self.table_widgets:
            widget.deleteLater()
        self.table_widgets = []
        self._put(QLabel(translate("MaDiao", "面張")))
        self._put(face_label(view.mianzhang, True))
        jiada = view.cards[len(CARDS) - 2]
        if jiada >= 0 and view.public[len(CARDS) - 2]:
            self._put(QLabel(translate("MaDiao", "仮達")))
            self._put(face_label(jiada, True))
        spacer = QLabel("   ")
        self._put(spacer)
        trick: tuple[Play, ...] = view.trick
        if trick:
            self.trick_label.setText(translate("MaDiao", "Trick {number}").format(number=len(view.tricks) + 1))
        elif view.tricks:
            trick = view.tricks[-1]
            self.trick_label.setText(
                translate("MaDiao", "Trick {number} won by {name}").format(
                    number=len(view.tricks), name=seat_name(trick_winner(trick), names)
                )
            )
        else:
            self.trick_label.setText("")
        for play in trick:
            column = QWidget()
            box = QVBoxLayout(column)
            box.setContentsMargins(0, 0, 0, 0)
            box.addWidget(face_label(view.cards[play.slot], play.face_up))
            who = QLabel(seat_name(play.seat, names))
            who.setAlignment(Qt.AlignmentFlag.AlignCenter)
            box.addWidget(who)
            self.table_row.addWidget(column)
            self.table_widgets.append(column)
            self.table_widgets.extend(column.findChildren(QLabel))
        hand = [(slot, view.cards[slot]) for slot in view.hands[seat] if view.cards[slot] >= 0]
        hand.sort(key=lambda pair: pair[1])
        if [(b.slot, b.card) for b in self.buttons] != hand:
            for button in self.buttons:
                button.deleteLater()
            self.buttons = []
            for slot, card in hand:
                button = card_button(card, slot)
                button.toggled.connect(lambda on, chosen=slot: self._toggled(chosen, on))
                self.hand_row.addWidget(button)
                self.buttons.append(button)
            self.selection_changed.emit()

    def _put(self, widget: QLabel) -> None:
        self.table_row.addWidget(widget)
        self.table_widgets.append(widget)

    def _toggled(self, slot: int, on: bool) -> None:
        if on:  # one card at a time
            for button in self.buttons:
                if button.slot != slot and button.isChecked():
                    button.blockSignals(True)
                    button.setChecked(False)
                    button.blockSignals(False)
        self.selection_changed.emit()

    @staticmethod
    def _to_move(view: MadiaoState) -> tuple[int, ...]:
        if view.phase == Phase.DECLARE:
            return tuple(seat for seat in range(SEATS) if view.answers[seat] < 0)
        if view.phase == Phase.PLAY:
            return (view.to_play,)
        return ()


def declaration_label(move: Move) -> str:
    return {
        Kind.PASS: translate("MaDiao", "Play the hand"),
        Kind.YISHANG: translate("MaDiao", "Declare 異賞 (yì shǎng)"),
        Kind.MIANMEN: translate("MaDiao", "Declare 免門 (miǎn mén)"),
    }[Kind(move.kind)]


class MadiaoBar(BarBase):
    """Click a card, then Face up or Face down (Return plays face up); declarations are buttons."""

    scene: MadiaoScene
    legal: tuple[Move, ...]
    view: MadiaoState | None

    def __init__(self, scene: MadiaoScene, choose: Callable[[Any], None]) -> None:
        super().__init__(scene, choose)
        self.setFont(with_card_family(self.font()))
        self.prompt.setWordWrap(True)
        self.up_button = QPushButton(translate("MaDiao", "Play face up"))
        self.up_button.setShortcut("Return")
        self.up_button.clicked.connect(lambda: self._play(Kind.UP))
        self.down_button = QPushButton(translate("MaDiao", "Play face down"))
        self.down_button.clicked.connect(lambda: self._play(Kind.DOWN))
        self.hint_button = QPushButton(translate("MaDiao", "Hint"))
        self.hint_button.clicked.connect(self.hint)
        self.row.addWidget(self.hint_button)
        self.row.addWidget(self.down_button)
        self.row.addWidget(self.up_button)
        scene.selection_changed.connect(self._update)
        self.withdraw()

    @property
    def declare_buttons(self) -> list[QPushButton]:
        return self.plain_buttons

    def offer(self, view: MadiaoState, seat: int, legal: Sequence[Move]) -> None:
        self.view, self.seat, self.legal = view, seat, tuple(legal)
        self._clear()
        declarations = [m for m in self.legal if m.kind in (Kind.PASS, Kind.YISHANG, Kind.MIANMEN)]
        for move in declarations:
            self.add_plain(declaration_label(move), move)
        if declarations:
            self.prompt.setText(translate("MaDiao", "Your hand is dealt: declare, or play the hand."))
        elif any(m.kind == Kind.DOWN for m in self.legal):
            self.prompt.setText(translate("MaDiao", "Your turn: click a card, then play it face up or face down."))
        else:
            self.prompt.setText(translate("MaDiao", "Your lead: click a card and play it face up."))
        self.hint_button.setEnabled(True)
        self._update()

    def withdraw(self) -> None:
        self.legal = ()
        self._clear()
        self.prompt.setText("")
        self.up_button.setEnabled(False)
        self.down_button.setEnabled(False)
        self.hint_button.setEnabled(False)

    def move_for(self, kind: Kind) -> Move | None:
        chosen = self.scene.selected()
        if len(chosen) != 1:
            return None
        return next((m for m in self.legal if m.kind == kind and m.slots == chosen), None)

    def _update(self) -> None:
        self.up_button.setEnabled(self.move_for(Kind.UP) is not None)
        self.down_button.setEnabled(self.move_for(Kind.DOWN) is not None)

    def _play(self, kind: Kind) -> None:
        move = self.move_for(kind)
        if move is not None:
            self._take(move)

    def hint(self) -> None:
        if not self.legal or self.view is None:
            return
        move = hint(self.view, self.seat, self.legal).move
        if move.kind in (Kind.UP, Kind.DOWN):
            self.scene.select(move.slots)
            word = translate("MaDiao", "face up") if move.kind == Kind.UP else translate("MaDiao", "face down")
            self.prompt.setText(translate("MaDiao", "Hint: play the selected card {how}.").format(how=word))
        else:
            self.prompt.setText(translate("MaDiao", "Hint: {move}.").format(move=declaration_label(move)))


def zhu_words(half: int) -> str:
    return translate("MaDiao", "{amount} 注").format(amount=zhu(half))


def result_lines(account: object, payments: Sequence[int], names: Sequence[str]) -> list[str]:
    lines = ["<b>" + translate("MaDiao", "The hand is over") + "</b>"]
    if isinstance(account, MadiaoResult):
        lines.append(translate("MaDiao", "Dealer: {name}").format(name=seat_name(account.dealer, names)))
        for declared in account.declared:
            hands = ", ".join(f"{h} ({READINGS[h]})" for h in declared.hands)
            lines.append(
                translate("MaDiao", "{name} {declares}: {hands}").format(
                    name=seat_name(declared.seat, names), declares=answer_words(declared.kind), hands=hands
                )
            )
        for seat, mine in enumerate(account.seats):
            bonuses = "".join(f", {b} ({READINGS[b]}) {zhu(2 * BONUS_STAKES[b])}" for b in mine.bonuses)
            line = (
                translate("MaDiao", "{name}: {tricks} trick {points}{bonuses}; score {score}")
                if mine.tricks == 1
                else translate("MaDiao", "{name}: {tricks} tricks {points}{bonuses}; score {score}")
            )
            lines.append(
                line.format(
                    name=seat_name(seat, names),
                    tricks=mine.tricks,
                    points=zhu(mine.trick_score),
                    bonuses=bonuses,
                    score=zhu(mine.score),
                )
            )
        if account.seats:
            against = ", ".join(
                f"{seat_name(s, names)} {zhu(p)}" for s, p in enumerate(account.settlement) if s != account.dealer
            )
            lines.append(translate("MaDiao", "Settled against the dealer: {list}").format(list=against))
            lines.append(translate("MaDiao", "仮達: {card}").format(card=card_name(account.jiada)))
            if account.jiada_payer >= 0:
                lines.append(
                    translate("MaDiao", "{name} pays 1 注 to each for the 仮達").format(
                        name=seat_name(account.jiada_payer, names)
                    )
                )
        lines.append(translate("MaDiao", "Next dealer: {name}").format(name=seat_name(account.next_dealer, names)))
    paid = ", ".join(f"{seat_name(s, names)} {zhu_words(p)}" for s, p in enumerate(payments))
    lines.append(translate("MaDiao", "Payments: {paid}").format(paid=paid))
    lines.append(translate("MaDiao", "The score sheet counts half 注."))
    return lines


def step_words(before: MadiaoState, step: Step[Move], after: MadiaoState, names: Sequence[str]) -> list[str]:
    if not isinstance(step, Moved):
        if step.reveal.to != EVERYONE or not step.cards or step.cards[0] == UNKNOWN:
            return []
        return [translate("MaDiao", "仮達 turned: {card}").format(card=card_name(step.cards[0]))]
    name = seat_name(step.seat, names)
    move = step.move
    lines: list[str] = []
    if move.kind == Kind.PASS:
        lines.append(translate("MaDiao", "{name} plays the hand").format(name=name))
    elif move.kind in (Kind.YISHANG, Kind.MIANMEN):
        lines.append(
            translate("MaDiao", "{name} {declares}: {cards}").format(
                name=name, declares=answer_words(move.kind), cards=", ".join(card_name(c) for c in move.cards)
            )
        )
    elif move.kind == Kind.UP:
        if before.trick:
            text = translate("MaDiao", "{name} plays {card}")
        else:
            text = translate("MaDiao", "{name} leads {card}")
        lines.append(text.format(name=name, card=card_name(move.cards[0])))
    else:
        lines.append(translate("MaDiao", "{name} plays a card face down").format(name=name))
    if len(after.tricks) > len(before.tricks):
        lines.append(
            translate("MaDiao", "{name} wins trick {number}").format(
                name=seat_name(trick_winner(after.tricks[-1]), names), number=len(after.tricks)
            )
        )
    if before.phase == Phase.DECLARE and after.phase == Phase.PLAY:
        lines.append(translate("MaDiao", "Nobody declares: {name} leads").format(name=seat_name(after.leader, names)))
    return lines


class MadiaoClient(PluginBase[MadiaoScene, MadiaoBar]):
    game_id = "madiao"
    scene_type = MadiaoScene

    def title(self) -> str:
        if QGuiApplication.instance() is not None:
            card_family()  # the lobby writes this title before any card is drawn: its 吊 needs the font
        return translate("MaDiao", "Ma Diao (馬吊)")

    def seat_names(self, seats: int) -> tuple[str, ...]:
        return (
            translate("MaDiao", "South"),
            translate("MaDiao", "East"),
            translate("MaDiao", "North"),
            translate("MaDiao", "West"),
        )[:seats]

    def make_bar(self, scene: MadiaoScene, choose: Callable[[Any], None]) -> MadiaoBar:
        return MadiaoBar(scene, choose)

    def outcome_lines(self, outcome: Outcome, names: Sequence[str]) -> list[str]:
        return result_lines(outcome.account, outcome.payments, names)

    def step_words(self, game: object, before: Any, step: Step[Any], after: Any, names: Sequence[str]) -> list[str]:
        return step_words(before, step, after, names)

    def deal_words(self, state: Any, names: Sequence[str]) -> str:
        """The deal in the history viewer: the dealer (the hand's starter) does not lead; the first dealt
        does, or the dealer under the house rule ``dealer_leads`` (docs/RULES_MADIAO.md, Play)."""
        assert isinstance(state, MadiaoState)
        dealer = seat_name(state.dealer, names)
        if state.leader == state.dealer:
            text = translate("MaDiao", "The deal: {dealer} is the dealer (莊) and leads the first trick")
            return text.format(dealer=dealer)
        text = translate(
            "MaDiao", "The deal: {dealer} is the dealer (莊); {leader}, dealt first, leads the first trick"
        )
        return text.format(dealer=dealer, leader=seat_name(state.leader, names))

    def rules_page(self) -> str:
        text = translate(
            "MaDiao",
            "<h2>Ma Diao (馬吊)</h2><p>Four players, 40 money cards in four suits: coins 文錢 (the lowest number "
            "is the strongest), strings 索子, myriads 萬貫 and tens of myriads 十萬貫. The dealer plays against the "
            "other three; 8 cards each; the bottom card, the 面張, lies face up. Before play a seat may show its "
            "whole hand to declare 異賞 or 免門. Then 8 tricks: a trick is led face up; each next card is played "
            "face up only if it is of the led suit and beats every card so far, else it is played face down. "
            "The highest face-up card wins the trick. After play the 仮達 is turned. Scores count tricks and "
            "bonus hands and are settled between the dealer and each other player, in 注 (half 注 occur).</p>",
        )
        return text + deck_pictures()

    def card_face(self, card: int, width: int) -> QPixmap:
        return paint_card(card, width)

    def rule_words(self, name: str) -> tuple[str, str, tuple[str, ...]] | None:
        words = {
            "must_follow": (
                translate("MaDiao", "Follow suit"),
                translate("MaDiao", "A player holding the led suit must play that suit"),
                (translate("MaDiao", "free"), translate("MaDiao", "must follow")),
            ),
            "dealer_leads": (
                translate("MaDiao", "First lead"),
                translate("MaDiao", "Who leads the first trick"),
                (translate("MaDiao", "the first dealt"), translate("MaDiao", "the dealer")),
            ),
            "weak_mianmen": (
                translate("MaDiao", "免門 hands"),
                translate("MaDiao", "免門 also for a hand with no red card, or with no 正賞 and no 次賞"),
                (translate("MaDiao", "the four lowest"), translate("MaDiao", "weak hands too")),
            ),
        }
        return words.get(name)


PLUGIN = MadiaoClient()
