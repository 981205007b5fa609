"""Help: the rules in the player's language, a legend of the card faces, and the About box."""

from __future__ import annotations

import html
import platform
from importlib import metadata
from pathlib import Path

import PySide6
from PySide6.QtCore import QRectF, QSize, Qt, qVersion
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tusac_lan.games.four_colour.cards import make_kind
from tusac_lan.games.four_colour.client.faces import paint_card
from tusac_lan.games.four_colour.client.names import colour_name, rank_name

from .fonts import FONT_FILE
from .i18n import LANGUAGES, translate
from .plugin import own_pages


class RulesDialog(QDialog):
    """Tứ Sắc's rules page in the player's language, or ``page`` (another game's, rich text from its
    plugin) under ``title``."""

    def __init__(self, language: str, parent: QWidget | None = None, page: str | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        if page is None:
            self.setWindowTitle(translate("Help", "How to play Tứ Sắc"))
            self.browser.setMarkdown(own_pages().rules_markdown(language))
        else:
            self.setWindowTitle(translate("Help", "How to play {game}").format(game=title))
            self.browser.setHtml(page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(720, 560)


class CardSample(QWidget):
    """One card face drawn as on the table."""

    def __init__(self, kind: int, family: str, trash: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind, self.family, self.trash = kind, family, trash
        self.setFixedSize(QSize(38, 54))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_card(painter, QRectF(1, 1, 36, 52), self.kind, self.family, trash=self.trash)
        painter.end()


class LegendDialog(QDialog):
    """Colours and their marks on the left, the corner letters on the right, trash and the rest below."""

    def __init__(self, family: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Help", "Legend"))
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.addWidget(QLabel("<b>" + translate("Help", "Colours and their marks") + "</b>"), 0, 0, 1, 2)
        grid.addWidget(QLabel("<b>" + translate("Help", "The letters in the corner") + "</b>"), 0, 2, 1, 2)
        marks = (
            translate("Help", "triangle"),
            translate("Help", "diamond"),
            translate("Help", "ring"),
            translate("Help", "square"),
        )
        for colour in range(4):
            grid.addWidget(CardSample(make_kind(colour, 3), family), 1 + colour, 0)
            line = translate("Help", "{colour}: mark {mark} in the lower left corner").format(
                colour=colour_name(colour).capitalize(), mark=marks[colour]
            )
            grid.addWidget(QLabel(line), 1 + colour, 1)
        for rank, letter in enumerate("ABCXYZ"):
            grid.addWidget(CardSample(make_kind(1, rank), family), 1 + rank, 2)
            grid.addWidget(QLabel(f"<b>{letter}</b> — {rank_name(rank)}"), 1 + rank, 3)
        grid.addWidget(CardSample(make_kind(2, 6), family), 7, 2)
        soldiers = translate("Help", "<b>GS RS WS YS</b> — soldier, with its colour's letter")
        grid.addWidget(QLabel(soldiers), 7, 3)
        grid.addWidget(CardSample(make_kind(0, 4), family, trash=True), 6, 0)
        trash = QLabel(translate("Help", "A red dot in the lower right corner: trash, a card in no set of your hand"))
        trash.setWordWrap(True)
        grid.addWidget(trash, 6, 1, 2, 1)
        note = QLabel(
            translate(
                "Help",
                "A raised card with a blue edge is the one you chose; darker cards cannot be discarded now. "
                "Runs are laid out in A-B-C and X-Y-Z order. The seat whose name is on yellow is to play.",
            )
        )
        note.setWordWrap(True)
        grid.addWidget(note, 8, 0, 1, 4)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(buttons)
        self.setMaximumWidth(760)


def about_text(places: list[tuple[str, Path]] | None = None) -> str:
    try:
        version = metadata.version("tusac-lan")
    except metadata.PackageNotFoundError:
        version = "?"
    return translate(
        "Help",
        "<h3>tusac-lan {version}</h3>"
        "<p>Tứ Sắc (Four Colours) for friends on a local network, with a deal nobody can stack.</p>"
        "<p>Python {python} · Qt {qt} · PySide6 {pyside}</p>"
        "<p>The card characters use a subset of Noto Serif CJK TC, © Adobe, "
        "under the SIL Open Font License 1.1 ({licence}).</p>"
        "<p>Languages: {languages}</p>",
    ).format(
        version=version,
        python=platform.python_version(),
        qt=qVersion(),
        pyside=PySide6.__version__,
        licence=(FONT_FILE.parent / "LICENSE-OFL.txt").name,
        languages=", ".join(LANGUAGES.values()),
    ) + places_text(places or [])


def places_text(places: list[tuple[str, Path]]) -> str:
    """The folders and files in use, one line each (an HTML paragraph)."""
    if not places:
        return ""
    lines = "<br>".join(f"{html.escape(kind)}: <code>{html.escape(str(path))}</code>" for kind, path in places)
    return "<p>" + translate("Help", "Your files:") + "<br>" + lines + "</p>"


def show_about(parent: QWidget, places: list[tuple[str, Path]] | None = None) -> QMessageBox:
    box = QMessageBox(parent)
    box.setWindowTitle(translate("Help", "About tusac-lan"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text(places))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.setDetailedText((FONT_FILE.parent / "LICENSE-OFL.txt").read_text("utf-8"))
    return box


__all__ = ["LegendDialog", "RulesDialog", "about_text", "show_about"]
