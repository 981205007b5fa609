"""The client's languages: Qt translators loaded from the compiled ``.qm`` files in ``qt_ui/translations``.

Every visible string goes through ``translate(context, source)`` (a game's client plugin calls Qt's own,
with literal context and text) so that ``pyside6-lupdate`` finds it. The ``.ts`` sources and the compiled
``.qm`` files are both committed, so nothing is built at run time. After changing strings:

    .venv/bin/pyside6-lupdate qt_ui/*.py tusac_lan/games/*client*.py tusac_lan/games/*/client*.py \
        tusac_lan/games/*/client/*.py -ts qt_ui/translations/tusac_vi.ts qt_ui/translations/tusac_ja.ts -no-obsolete
    (translate the new messages, e.g. with .venv/bin/pyside6-linguist)
    .venv/bin/pyside6-lrelease qt_ui/translations/tusac_vi.ts qt_ui/translations/tusac_ja.ts
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

translate = QCoreApplication.translate

LANGUAGES: dict[str, str] = {"vi": "Tiếng Việt", "en": "English", "ja": "日本語"}
"""Language code -> its own name (shown untranslated, so anyone can find theirs)."""
DEFAULT = "en"
FOLDER = Path(__file__).parent / "translations"
TRANSLATOR_NAME = "tusac-translator"


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred languages that the client speaks, else English."""
    for name in (locale if locale is not None else QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def resolve(setting: str) -> str:
    """The language to use for a stored setting ("" or unknown: follow the system)."""
    return setting if setting in LANGUAGES else system_language()


def qm_file(code: str) -> Path:
    return FOLDER / f"tusac_{code}.qm"


def by_count(count: int, one: str, many: str) -> str:
    """The form for ``count`` of two translated texts: ``one`` for one, else ``many`` with "%n" as the
    number. (pyside6-lupdate marks a message as plural only for a literal count, so each form is its own
    message; Vietnamese and Japanese translate both the same way.)"""
    return one if count == 1 else many.replace("%n", str(count))


def in_every_language(context: str, source: str) -> set[str]:
    """``source`` and its translation in each language the client speaks."""
    found = {source}
    for code in LANGUAGES:
        translator = QTranslator()
        if code != DEFAULT and translator.load(str(qm_file(code))):
            found.add(translator.translate(context, source) or source)
    return found


def use_language(code: str) -> list[QTranslator]:
    """Install the translators for ``code`` on the running application, replacing the ones this
    function installed before; returns them (parented to the application, so they live with it)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("use_language needs a running QApplication")
    for old in app.findChildren(QTranslator, TRANSLATOR_NAME):
        QCoreApplication.removeTranslator(old)
        old.setParent(None)
        old.deleteLater()
    installed: list[QTranslator] = []
    if code == DEFAULT:
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return installed
    QLocale.setDefault(QLocale(code))
    sources = [
        (f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        (f"tusac_{code}", str(FOLDER)),
    ]
    for name, folder in sources:
        translator = QTranslator(app)
        translator.setObjectName(TRANSLATOR_NAME)
        if translator.load(name, folder):
            QCoreApplication.installTranslator(translator)
            installed.append(translator)
        else:
            translator.setParent(None)
    return installed
