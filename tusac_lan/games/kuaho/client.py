"""Kuaho's desktop plugin: the four-colour cards drawn as Tứ Sắc's (the same 112 cards), the seats round
the table with their partners, secrets and puro, the sowee, the stock and the discards, the seat's hand to
select from, and the moves (draw, take, secret, discard, puro, win) as buttons.

Loaded only by the client (``load_client``); the words go through Qt's translator (context "Kuaho"; the
card names are Tứ Sắc's, context "Words").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..api import EVERYONE, UNKNOWN, Moved, Outcome, Step
from ..four_colour.cards import NUM_CARDS
from ..four_colour.client.faces import paint_back as paint_back_on
from ..four_colour.client.faces import paint_card as paint_card_on
from ..four_colour.client.names import card_name as four_colour_card_name
from ..simple_client import BarBase, PluginBase, SlotButton, SlotScene, order_row, seat_name
from .bots import GoodBot
from .engine import window_seats
from .scoring import Settlement
from .state import NOT_PURO, SEATS, SOWEE, TOKEN, Flag, How, Kind, KuahoMove, KuahoState, Phase, partner

translate = QCoreApplication.translate

CARD_WIDTH = 40
CARD_RATIO = 1.45
SHARP = 2.0
SHOWN_DISCARDS = 12
INDENT = "&nbsp;&nbsp;&nbsp;"


def card_name(card: int) -> str:
    return four_colour_card_name(card) if 0 <= card < NUM_CARDS else translate("Kuaho", "a hidden card")


def paint(card: int, width: int) -> QPixmap:
    """One card, face up (``card`` >= 0) or as a back."""
    height = round(width * CARD_RATIO)
    pixmap = QPixmap(round(width * SHARP), round(height * SHARP))
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    rect = QRectF(1, 1, width * SHARP - 2, height * SHARP - 2)
    if 0 <= card < NUM_CARDS:
        paint_card_on(painter, rect, card >> 2, "")
    else:
        paint_back_on(painter, rect)
    painter.end()
    pixmap.setDevicePixelRatio(SHARP)
    return pixmap


def card_label(card: int, width: int = CARD_WIDTH) -> QLabel:
    label = QLabel()
    label.setPixmap(paint(card, width))
    label.setToolTip(card_name(card) if card >= 0 else translate("Kuaho", "face down"))
    return label


def card_button(card: int, slot: int) -> SlotButton:
    return SlotButton(card, slot, paint(card, CARD_WIDTH), CARD_WIDTH, CARD_RATIO, card_name(card), 6, 5)


def to_move(view: KuahoState) -> tuple[int, ...]:
    if view.phase in (Phase.START, Phase.ACT):
        return (view.current,)
    if view.phase == Phase.WINDOW:
        return window_seats(view)
    return ()


class KuahoScene(SlotScene):
    def __init__(self) -> None:
        super().__init__()
        self.setStyleSheet("KuahoScene { background: #2e5d6b; } QLabel { color: #f5f5f5; }")
        self.setMinimumHeight(380)
        self.seats_row = QHBoxLayout()
        self.seat_boxes: list[tuple[QLabel, QHBoxLayout]] = []
        self.seat_widgets: list[QWidget] = []
        for _ in range(SEATS):
            holder = QWidget()
            column = QVBoxLayout(holder)
            column.setContentsMargins(0, 0, 0, 0)
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setTextFormat(Qt.TextFormat.RichText)
            melds = QHBoxLayout()
            melds.setSpacing(1)
            melds.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.addWidget(label)
            column.addLayout(melds)
            self.seats_row.addWidget(holder)
            self.seat_widgets.append(holder)
            self.seat_boxes.append((label, melds))
        self._seat_order = tuple(range(SEATS))
        self.middle_row = QHBoxLayout()
        self.middle_row.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.discard_row = QHBoxLayout()
        self.discard_row.setSpacing(1)
        self.discard_row.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(1)
        self.hand_row.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table_widgets: list[QLabel] = []
        self.stock_label = QLabel()
        layout = QVBoxLayout(self)
        layout.addLayout(self.seats_row)
        layout.addStretch(1)
        layout.addLayout(self.middle_row)
        layout.addLayout(self.discard_row)
        layout.addStretch(1)
        layout.addLayout(self.hand_row)

    def table_cards(self) -> list[QLabel]:
        return list(self.table_widgets)

    def _put(self, row: QHBoxLayout, widget: QLabel) -> None:
        row.addWidget(widget)
        self.table_widgets.append(widget)

    def show_view(self, view: KuahoState, seat: int, names: Sequence[str], steps: Sequence[Step[Any]]) -> None:
        for widget in self.table_widgets:
            widget.deleteLater()
        self.table_widgets = []
        moving = set(to_move(view))
        order = tuple((seat + turn) % SEATS for turn in range(SEATS))  # the player first, then in the order of play
        if order != self._seat_order:
            order_row(self.seats_row, self.seat_widgets, order)
            self._seat_order = order
        for other, (label, melds) in enumerate(self.seat_boxes):
            parts = [f"<b>{seat_name(other, names)}</b>"]
            if other == view.dealer:
                parts.append(translate("Kuaho", "dealer"))
            parts.append(translate("Kuaho", "partner: {name}").format(name=seat_name(partner(other), names)))
            parts.append(translate("Kuaho", "{count} cards").format(count=len(view.hands[other])))
            if view.puro[other] != NOT_PURO:
                parts.append(translate("Kuaho", "puro"))
            if view.penalty[other]:
                parts.append(translate("Kuaho", "broke its puro"))
            label.setText("<br>".join(parts))
            label.setStyleSheet(
                "QLabel { padding: 4px; border-radius: 4px; %s }"
                % ("background: #f9a825; color: #1a1a1a;" if other in moving else "background: #23485a;")
            )
            for secret in view.secrets[other]:
                for slot in secret:
                    small = card_label(view.cards[slot] if other == seat else UNKNOWN, 22)
                    self._put(melds, small)
            marker = view.puro[other]
            if marker >= 0:
                self._put(melds, card_label(view.cards[marker], 22))
            elif marker == TOKEN:
                token = QLabel("●")
                token.setToolTip(translate("Kuaho", "puro token"))
                self._put(melds, token)
        self._put(self.middle_row, QLabel(translate("Kuaho", "Sowee")))
        self._put(self.middle_row, card_label(view.sowee if view.public[SOWEE] else UNKNOWN))
        self._put(self.middle_row, QLabel(translate("Kuaho", "Stock: {count}").format(count=len(view.stock))))
        self._put(self.middle_row, card_label(UNKNOWN))
        if view.acquired >= 0 and view.public[view.acquired]:
            self._put(self.middle_row, QLabel(translate("Kuaho", "Drawn")))
            self._put(self.middle_row, card_label(view.cards[view.acquired]))
        if view.offer >= 0:
            self._put(self.middle_row, QLabel(translate("Kuaho", "To take")))
            self._put(self.middle_row, card_label(view.cards[view.offer]))
        if view.discards:
            self._put(self.discard_row, QLabel(translate("Kuaho", "Discards:")))
            for slot in view.discards[-SHOWN_DISCARDS:]:
                self._put(self.discard_row, card_label(view.cards[slot], 28))
        hand = [(slot, view.cards[slot]) for slot in view.hands[seat] if view.cards[slot] >= 0]
        hand.sort(key=lambda pair: (pair[1] >> 2, pair[0]))
        if [(b.slot, b.card) for b in self.buttons] != hand:
            keep = set(self.selected())
            for button in self.buttons:
                button.deleteLater()
            self.buttons = []
            for slot, card in hand:
                button = card_button(card, slot)
                button.setChecked(slot in keep)
                button.toggled.connect(lambda _on: self.selection_changed.emit())
                self.hand_row.addWidget(button)
                self.buttons.append(button)
            self.selection_changed.emit()


def plain_label(move: KuahoMove, phase: Phase) -> str:
    if move.kind == Kind.DRAW:
        return translate("Kuaho", "Draw from the stock")
    if move.kind == Kind.TAKE:
        return translate("Kuaho", "Take the discard")
    if move.kind == Kind.WIN:
        return translate("Kuaho", "Win!")
    if phase == Phase.WINDOW:
        return translate("Kuaho", "Let it go")
    if phase == Phase.START:
        return translate("Kuaho", "Leave the last discard")
    return translate("Kuaho", "Discard nothing")


class KuahoBar(BarBase):
    """Select cards, then Discard / Declare puro / Lay a secret; moves without cards are buttons."""

    scene: KuahoScene
    legal: tuple[KuahoMove, ...]
    view: KuahoState | None

    def __init__(self, scene: KuahoScene, choose: Callable[[Any], None]) -> None:
        super().__init__(scene, choose)
        self.prompt.setWordWrap(True)
        self.discard_button = QPushButton(translate("Kuaho", "Discard"))
        self.discard_button.setShortcut("Return")
        self.discard_button.clicked.connect(lambda: self._by_cards("discard"))
        self.puro_button = QPushButton(translate("Kuaho", "Discard and declare puro"))
        self.puro_button.clicked.connect(lambda: self._by_cards("puro"))
        self.secret_button = QPushButton(translate("Kuaho", "Lay a secret"))
        self.secret_button.clicked.connect(lambda: self._by_cards("secret"))
        self.hint_button = QPushButton(translate("Kuaho", "Hint"))
        self.hint_button.clicked.connect(self.hint)
        for button in (self.hint_button, self.secret_button, self.puro_button, self.discard_button):
            self.row.addWidget(button)
        scene.selection_changed.connect(self._update)
        self.withdraw()

    def offer(self, view: KuahoState, seat: int, legal: Sequence[KuahoMove]) -> None:
        self.view, self.seat, self.legal = view, seat, tuple(legal)
        self._clear()
        for move in self.legal:
            if move.kind in (Kind.DRAW, Kind.TAKE, Kind.WIN, Kind.PASS):
                self.add_plain(plain_label(move, view.phase), move)
        if view.phase == Phase.START:
            text = translate("Kuaho", "Your turn: draw from the stock or take the discard.")
        elif view.phase == Phase.WINDOW:
            text = translate("Kuaho", "A card was drawn face up: win on it, or let it go.")
        else:
            text = translate(
                "Kuaho", "Select a card to discard (and a general as a puro marker), or four to lay a secret."
            )
        self.prompt.setText(text)
        self.hint_button.setEnabled(True)
        self._update()

    def withdraw(self) -> None:
        self.legal = ()
        self._clear()
        self.prompt.setText("")
        for button in (self.discard_button, self.puro_button, self.secret_button, self.hint_button):
            button.setEnabled(False)

    def move_for(self, what: str) -> KuahoMove | None:
        chosen = self.scene.selected()
        if not chosen:
            return None
        for move in self.legal:
            if tuple(sorted(move.slots)) != chosen:
                continue
            if what == "secret" and move.kind == Kind.SECRET:
                return move
            if what == "puro" and move.kind == Kind.DISCARD and move.flag == Flag.PURO:
                return move
            if what == "discard" and move.kind == Kind.DISCARD and move.flag != Flag.PURO:
                return move
        return None

    def _update(self) -> None:
        self.discard_button.setEnabled(self.move_for("discard") is not None)
        self.puro_button.setEnabled(self.move_for("puro") is not None)
        self.secret_button.setEnabled(self.move_for("secret") is not None)

    def _by_cards(self, what: str) -> None:
        move = self.move_for(what)
        if move is not None:
            self._take(move)

    def hint(self) -> None:
        if not self.legal or self.view is None:
            return
        move = GoodBot().choose(self.view, self.seat, self.legal)
        if move.slots and move.kind in (Kind.DISCARD, Kind.SECRET):
            self.scene.select(move.slots)
            self.prompt.setText(translate("Kuaho", "Hint: the selected cards."))
        else:
            self.scene.select(())
            label = plain_label(move, self.view.phase).rstrip("!！")  # "Win!" inside a sentence
            self.prompt.setText(translate("Kuaho", "Hint: {move}.").format(move=label))


def how_words(how: How) -> str:
    return {
        How.OWN_DRAW: translate("Kuaho", "on its own draw"),
        How.TIME: translate("Kuaho", "by calling time on a drawn card"),
        How.DISCARD: translate("Kuaho", "on the previous player's discard"),
    }.get(how, "")


def go_with_line(account: Settlement) -> str:
    """The two go-with conditions of a win, as they decided each general's bonus."""
    if account.bownit_goes:
        bownit = translate("Kuaho", "the winning card has its go-withs")
    else:
        bownit = translate("Kuaho", "the winning card lacks its go-withs")
    if account.sowee_goes:
        sowee = translate("Kuaho", "the sowee's twin is held with its go-withs")
    else:
        sowee = translate("Kuaho", "no sowee twin with its go-withs")
    line = translate("Kuaho", "Go-with: {bownit}; {sowee}").format(bownit=bownit, sowee=sowee)
    if account.by_end_cards:
        line += " " + translate("Kuaho", "(with the turned cards' help)")
    return line


def cards_words(cards: Sequence[int]) -> str:
    return ", ".join(card_name(c) for c in cards)


def hand_lines(account: Settlement) -> list[str]:
    """The winner's hand meld by meld (its secrets as laid first), and the stock cards turned after the
    win for the go-withs; a flat hand where the account has no melds."""
    if not account.melds:
        lines = [translate("Kuaho", "Hand: {cards}").format(cards=cards_words(account.hand))]
    else:
        lines = [translate("Kuaho", "The winning hand in its melds:")]
        for secret in account.secrets:
            lines.append(INDENT + translate("Kuaho", "Secret: {cards}").format(cards=cards_words(secret)))
        for meld in account.melds:
            lines.append(INDENT + translate("Kuaho", "Meld: {cards}").format(cards=cards_words(meld)))
    if account.end_cards:
        lines.append(translate("Kuaho", "Turned from the stock: {cards}").format(cards=cards_words(account.end_cards)))
    return lines


def result_lines(account: object, payments: Sequence[int], names: Sequence[str]) -> list[str]:
    lines = ["<b>" + translate("Kuaho", "The hand is over") + "</b>"]
    if isinstance(account, Settlement):
        for seat, price in enumerate(account.secret_pays):
            if price:
                lines.append(
                    translate("Kuaho", "{name}'s secrets: each opponent pays {chips}").format(
                        name=seat_name(seat, names), chips=price
                    )
                )
        if account.winner < 0:
            lines.append(translate("Kuaho", "No winner: the stock ran out."))
        else:
            lines.append(
                translate("Kuaho", "{name} wins {how}").format(
                    name=seat_name(account.winner, names), how=how_words(account.how)
                )
            )
            lines += hand_lines(account)
            if account.pobis:
                lines.append(translate("Kuaho", "Pobis: each opponent pays {chips}").format(chips=account.win_pay))
            else:
                lines.append(go_with_line(account))
                lines.append(
                    translate("Kuaho", "Generals: {count}; each opponent pays {chips}").format(
                        count=len(account.generals), chips=account.win_pay
                    )
                )
                worth = ", ".join(f"{card_name(g)} {p}" for g, p in zip(account.generals, account.per_general))
                if worth:
                    lines.append(translate("Kuaho", "Each general: {worth}").format(worth=worth))
    paid = ", ".join(f"{seat_name(s, names)} {p:+d}" for s, p in enumerate(payments))
    lines.append(translate("Kuaho", "Payments in chips: {paid}").format(paid=paid))
    return lines


def step_words(before: KuahoState, step: Step[KuahoMove], after: KuahoState, names: Sequence[str]) -> list[str]:
    lines: list[str] = []
    if not isinstance(step, Moved):
        reveal = step.reveal
        known = [c for c in step.cards if c != UNKNOWN]
        if reveal.slots == (SOWEE,) and known:
            lines.append(translate("Kuaho", "The sowee is {card}").format(card=card_name(known[0])))
        elif before.phase == Phase.END_CARDS and known:
            lines.append(
                translate("Kuaho", "Turned from the stock: {cards}").format(
                    cards=", ".join(card_name(c) for c in known)
                )
            )
        elif before.stock[:1] == reveal.slots:
            drawer = seat_name(before.current, names)
            if reveal.to == EVERYONE and known:
                lines.append(
                    translate("Kuaho", "{name} draws {card}, shown to all").format(
                        name=drawer, card=card_name(known[0])
                    )
                )
            else:
                lines.append(translate("Kuaho", "{name} draws from the stock").format(name=drawer))
    else:
        name, move = seat_name(step.seat, names), step.move
        if move.kind == Kind.TAKE and before.offer >= 0:
            lines.append(
                translate("Kuaho", "{name} takes the discard {card}").format(
                    name=name, card=card_name(before.cards[before.offer])
                )
            )
        elif move.kind == Kind.SECRET:
            lines.append(translate("Kuaho", "{name} lays a secret face down").format(name=name))
        elif move.kind == Kind.DISCARD and move.cards:
            lines.append(translate("Kuaho", "{name} discards {card}").format(name=name, card=card_name(move.cards[0])))
            if move.flag == Flag.PURO:
                lines.append(translate("Kuaho", "{name} declares puro").format(name=name))
            elif move.flag == Flag.WITHDRAW:
                lines.append(translate("Kuaho", "{name} withdraws its puro").format(name=name))
        elif move.kind == Kind.WIN:
            lines.append(translate("Kuaho", "{name} claims the win").format(name=name))
    if after.winner >= 0 and before.winner < 0:
        lines.append(
            translate("Kuaho", "{name} wins {how}").format(
                name=seat_name(after.winner, names), how=how_words(after.how)
            )
        )
    elif after.phase == Phase.ENDED and before.phase != Phase.ENDED and after.winner < 0:
        lines.append(translate("Kuaho", "No winner: the stock ran out."))
    return lines


class KuahoClient(PluginBase[KuahoScene, KuahoBar]):
    game_id = "kuaho"
    scene_type = KuahoScene

    def title(self) -> str:
        return translate("Kuaho", "Kuaho")

    def seat_names(self, seats: int) -> tuple[str, ...]:
        return (
            translate("Kuaho", "South"),
            translate("Kuaho", "East"),
            translate("Kuaho", "North"),
            translate("Kuaho", "West"),
        )[:seats]

    def make_bar(self, scene: KuahoScene, choose: Callable[[Any], None]) -> KuahoBar:
        return KuahoBar(scene, choose)

    def outcome_lines(self, outcome: Outcome, names: Sequence[str]) -> list[str]:
        return result_lines(outcome.account, outcome.payments, names)

    def step_words(self, game: object, before: Any, step: Step[Any], after: Any, names: Sequence[str]) -> list[str]:
        return step_words(before, step, after, names)

    def rules_page(self) -> str:
        return translate(
            "Kuaho",
            "<h2>Kuaho</h2><p>Four players in two partnerships (across the table), the 112 four-colour cards of "
            "Tứ Sắc, 15 cards each (16 to the dealer). After the deal one card, the sowee, is turned face up. "
            "On your turn draw from the stock or take the previous player's discard, then discard one card. "
            "Four like cards may be laid face down as a secret: each opponent pays at once. When one card from "
            "a win, discard and declare puro with a general as its marker. A puro player wins on its own draw, "
            "on a discard, or by calling time on a card another player drew face up. Payments are in chips.</p>",
        )

    def card_face(self, card: int, width: int) -> QPixmap:
        return paint(card, width)

    def rule_words(self, name: str) -> tuple[str, str, tuple[str, ...]] | None:
        words = {
            "secret_pay": (
                translate("Kuaho", "Secret pays"),
                translate("Kuaho", "What each opponent pays at once for a secret laid"),
                (),
            ),
            "pobis_pay": (
                translate("Kuaho", "Pobis pays"),
                translate("Kuaho", "What each opponent pays for a pobis hand"),
                (),
            ),
            "neither_bonus": (
                translate("Kuaho", "Win without go-withs"),
                translate("Kuaho", "A win meeting neither go-with condition: base + 2 a general, or the base alone"),
                (translate("Kuaho", "plus two"), translate("Kuaho", "base only")),
            ),
            "end_cards": (
                translate("Kuaho", "End cards"),
                translate("Kuaho", "Stock cards turned after a win to find missing go-withs"),
                (),
            ),
            "win_without_puro": (
                translate("Kuaho", "Win without puro"),
                translate("Kuaho", "Never, or on one's own draw or the left neighbour's discard"),
                (translate("Kuaho", "never"), translate("Kuaho", "allowed")),
            ),
        }
        return words.get(name)


PLUGIN = KuahoClient()
