"""The client speaks Vietnamese, English and Japanese: every string translated, nothing left in English."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QMenu, QWidget

import qt_ui
from qt_ui.i18n import LANGUAGES, resolve, system_language, use_language
from qt_ui.main_window import MainWindow
from tests.client_session import client_window

ROOT = Path(__file__).resolve().parent.parent
I18N = Path(qt_ui.__file__).parent / "translations"
TRANSLATED = ("vi", "ja")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
TOOLS = Path(sys.executable).parent


def messages(language: str) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(I18N / f"tusac_{language}.ts").getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found[(name, message.findtext("source") or "")] = translation
    return found


def window(tmp_path: Path, qtbot, language: str) -> MainWindow:  # type: ignore[no-untyped-def]
    return client_window(
        tmp_path,
        qtbot,
        name=None,
        language=language,
        ini=f"{language}.ini",
        identity="id",
        animation_ms=None,
        show=False,
    )


def visible_texts(root: QWidget) -> list[str]:
    """Every text a player can read on the widgets under ``root``, tooltips included."""
    texts: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        texts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
            texts.append(widget.text())
        if isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        if isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QComboBox):
            texts.extend(widget.itemText(i) for i in range(widget.count()))
        for action in widget.actions():
            texts.extend((action.text(), action.toolTip(), action.statusTip()))
    return [t for t in texts if t]


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_translated(language: str) -> None:
    found = messages(language)
    assert len(found) > 200
    for (context, source), translation in found.items():
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), (context, source)
        assert (translation.text or "").strip(), f"{language}: no translation for {context}/{source!r}"
        assert sorted(PLACEHOLDER.findall(translation.text or "")) == sorted(PLACEHOLDER.findall(source)), (
            f"{language}: placeholders differ in {context}/{source!r}"
        )


@pytest.mark.skipif(shutil.which("pyside6-lupdate", path=str(TOOLS)) is None, reason="pyside6-lupdate not installed")
def test_translation_files_hold_every_string_of_the_code_and_are_compiled(tmp_path: Path) -> None:
    """The .ts files list exactly the strings the code asks for, and the .qm files are built from them."""
    fresh = tmp_path / "fresh.ts"
    games = I18N.parent.parent / "tusac_lan" / "games"
    plugins = [*games.glob("*client*.py"), *games.glob("*/client*.py"), *games.glob("*/client/*.py")]
    sources = sorted(str(p) for p in [*(I18N.parent).glob("*.py"), *plugins])
    subprocess.run([str(TOOLS / "pyside6-lupdate"), *sources, "-ts", str(fresh)], check=True, capture_output=True)
    root = ET.parse(fresh).getroot()
    wanted = {
        (c.findtext("name") or "", m.findtext("source") or "") for c in root.iter("context") for m in c.iter("message")
    }
    for language in TRANSLATED:
        assert set(messages(language)) == wanted, f"tusac_{language}.ts is out of date: run pyside6-lupdate"
        built = tmp_path / f"{language}.qm"
        ts = I18N / f"tusac_{language}.ts"
        subprocess.run([str(TOOLS / "pyside6-lrelease"), str(ts), "-qm", str(built)], check=True, capture_output=True)
        assert built.read_bytes() == (I18N / f"tusac_{language}.qm").read_bytes(), f"run pyside6-lrelease on {ts}"


def test_the_system_language_picks_the_default() -> None:
    assert system_language(QLocale("vi_VN")) == "vi"
    assert system_language(QLocale("ja_JP")) == "ja"
    assert system_language(QLocale("de_DE")) == "en"
    assert resolve("ja") == "ja" and resolve("") == system_language() and resolve("xx") == system_language()


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_english_text_is_left_in_the_window(tmp_path: Path, qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    english = {source for (_, source), tr in messages(language).items() if (tr.text or "") != source}
    english.discard("")
    win = window(tmp_path, qtbot, language)
    win.show()
    dialogs = [win.show_rules(), win.show_legend(), win.show_about()]
    from tusac_lan.games.tusac.client.house_rules import HouseRulesDialog

    dialogs.append(HouseRulesDialog(win.lobby.rules(), win))
    texts = visible_texts(win) + [t for d in dialogs for t in visible_texts(d)]
    texts += [menu.title() for menu in win.menuBar().findChildren(QMenu)]
    left = sorted({t for t in texts if t in english})
    assert not left, f"untranslated in {language}: {left}"
    for dialog in dialogs:
        dialog.close()
    win.close()


def test_vietnamese_uses_the_players_words(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    vi = {source: (tr.text or "") for (_, source), tr in messages("vi").items()}
    assert vi["Win!"] == "Tới!"
    assert vi["three of a kind"] == "khạp" and vi["pair"] == "đôi" and vi["soldier"] == "chốt"
    assert vi["<b>No winner</b>: the deck ran down."].startswith("<b>Bài thúi</b>")
    assert "nọc" in vi["deck {left}"] and "rác" in vi["Take the shown card and end the hand: no trash is left"]
    ranks = [vi[r] for r in ("general", "advisor", "elephant", "chariot", "cannon", "horse")]
    assert ranks == ["tướng", "sĩ", "tượng", "xe", "pháo", "mã"]
    win = window(tmp_path, qtbot, "vi")
    buttons = win.table_page.actions_bar._all
    assert buttons["0"].text().startswith("Tới!") and buttons["pass"].text().startswith("Bỏ qua")
    menus = [a.menu() for a in win.menuBar().actions()]
    assert [m.title() for m in menus if isinstance(m, QMenu)] == [
        "&Ván chơi",
        "&Hiển thị",
        "&Trợ giúp",
    ]
    win.close()


@pytest.mark.parametrize(("language", "word"), [("vi", "rác"), ("en", "trash"), ("ja", "ゴミ")])
def test_the_rules_page_is_in_the_players_language(tmp_path: Path, qtbot, language: str, word: str) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot, language)
    page = win.show_rules()
    assert word in page.browser.toPlainText()
    assert len(page.browser.toPlainText()) > 800
    page.close()
    win.close()


def test_changing_the_language_rebuilds_the_window_in_the_lobby(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot, "en")
    win.show()
    assert win.lobby.play_button.text() == "Play now"
    plan = ("good", "player", "beginner")
    for box, level in zip(win.lobby.seat_plan, plan, strict=True):
        box.setCurrentIndex(box.findData(level))
    win.lobby.answer_rule.setChecked(True)
    win.menu_actions["language-vi"].trigger()
    new = win.successor
    assert new is not None
    qtbot.addWidget(new)
    assert new.lobby.play_button.text() == "Chơi ngay" and new.isVisible() and not win.isVisible()
    # What the player chose in the host form stays chosen (a window check found the seat plan reset).
    assert tuple(box.currentData() for box in new.lobby.seat_plan) == plan
    assert new.lobby.answer_rule.isChecked()
    assert QSettings(str(tmp_path / "en.ini"), QSettings.Format.IniFormat).value("language") == "vi"
    new.menu_actions["language-ja"].trigger()
    third = new.successor
    assert third is not None
    qtbot.addWidget(third)
    assert third.lobby.play_button.text() == "今すぐ遊ぶ"
    third.close()
    use_language("en")


def test_every_language_has_its_own_name() -> None:
    assert set(LANGUAGES) == {"vi", "en", "ja"}
    assert LANGUAGES["vi"] == "Tiếng Việt" and LANGUAGES["ja"] == "日本語"


def test_a_vietnamese_system_gets_a_vietnamese_window_until_the_player_chooses(
    tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import qt_ui.i18n

    monkeypatch.setattr(qt_ui.i18n, "system_language", lambda locale=None: "vi")
    win = window(tmp_path, qtbot, "")
    assert win.language == "vi" and win.lobby.play_button.text() == "Chơi ngay"
    assert win.menu_actions["language-system"].isChecked()
    win.close()
    use_language("en")


def test_the_file_dialog_speaks_vietnamese_though_qt_ships_no_translation_of_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: Qt has no qtbase_vi.qm, so its file dialog was half English in Vietnamese."""
    from PySide6.QtWidgets import QFileDialog, QPushButton, QWidget

    from qt_ui.file_dialog import open_file_dialog

    use_language("vi")
    try:
        parent = QWidget()
        qtbot.addWidget(parent)
        dialog = open_file_dialog(parent, "Mở lịch sử", "/tmp", "Lịch sử (*.tusac)")
        label = QFileDialog.DialogLabel
        texts = [dialog.labelText(kind) for kind in (label.LookIn, label.FileName, label.FileType, label.Accept)]
        assert texts == ["Tìm trong:", "Tên tệp:", "Loại tệp:", "Mở"]
        dialog.open()
        buttons = {button.text() for button in dialog.findChildren(QPushButton) if button.isVisible()}
        assert {"Mở", "Hủy"} <= buttons, buttons
        dialog.reject()
    finally:
        use_language("en")


@pytest.mark.parametrize("language", ["en", *TRANSLATED])
def test_the_house_rules_and_the_rules_page_name_no_seed_text_nor_file(tmp_path: Path, qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """Issue 22, point 10: no "(văn bản 000)" (a seed's number means nothing to a player) and no file of the
    repository (a player has none)."""
    from tusac_lan.games.tusac.client.house_rules import HouseRulesDialog

    win = window(tmp_path, qtbot, language)
    try:
        dialog = HouseRulesDialog(win.lobby.rules(), win)
        numbered = [t for t in visible_texts(dialog) if re.search(r"\b00\d\b", t)]
        assert not numbered, numbered
        page = win.show_rules()
        text = page.browser.toPlainText()
        assert "docs/" not in text and ".md" not in text and "RULES" not in text
        page.close()
        dialog.close()
        win.close()
    finally:
        use_language("en")  # the next test file's words are English
