#!/usr/bin/env python3
"""A folder players without Python can run: the client, the ``tusac`` command and everything they need.

    python scripts/build_bundle.py [--out dist]      (needs: pip install pyinstaller)

PyInstaller makes a one-folder bundle for the system it runs on (Linux here; the same command on Windows
or macOS makes theirs): ``dist/tusac/tusac`` (``tusac.exe``). PyInstaller rather than pyside6-deploy,
because the bundle must carry the command line as well as the client (``tusac selftest``, ``tusac history
verify``, ``tusac peer``) and pyside6-deploy builds one Qt application through Nuitka, which needs a C
compiler on every player's build machine. What the program never imports is left out.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HIDDEN = [
    # coincurve's secp256k1 comes through its own CFFI backend, loaded in a way PyInstaller cannot see
    "coincurve._cffi_backend",
    "coincurve._libsecp256k1",
]
DATA = ["qt_ui", "protocol", "tusac_lan.games.madiao", "tusac_lan.games.tusac.client"]
"""Packages whose data files travel with them: fonts (Ma Diao's too), translations, Tứ Sắc's rules pages,
Unicode's confusables."""
EXCLUDE = [
    "tkinter",
    "unittest",
    "pydoc",
    "doctest",
    "pytest",
    "hypothesis",
    "mypy",
    "ruff",
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtOpenGL",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtDBus",
    "PySide6.QtConcurrent",
    "PySide6.QtXml",
    "PySide6.QtPrintSupport",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtSvgWidgets",
    "PySide6.QtSvg",
]


LANGUAGES = ("vi", "ja")
"""The client's languages besides English: Qt's own translations of these are kept, the others dropped."""


def trim(folder: Path) -> None:
    """Drop what the program never loads: Qt's translations into languages the client does not speak."""
    for path in folder.rglob("translations/*.qm"):
        if path.parent.parent.name == "Qt" and not any(f"_{code}." in path.name for code in LANGUAGES):
            path.unlink()


def plugin_modules() -> list[str]:
    """The games' client and terminal plugins: the registry imports them by name, which PyInstaller cannot see."""
    from tusac_lan.games import GAMES

    found = [getattr(game, kind, None) for game in GAMES.values() for kind in ("client_plugin", "terminal_plugin")]
    return sorted(name for name in found if isinstance(name, str))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(ROOT / "dist"), help="where the bundle's folder goes")
    parser.add_argument("--work", default=str(ROOT / "build" / "bundle"), help="PyInstaller's scratch folder")
    args = parser.parse_args()
    import PyInstaller.__main__  # type: ignore[import-untyped]

    options = ["--noconfirm", "--onedir", "--name", "tusac", "--distpath", args.out, "--workpath", args.work]
    options += ["--specpath", args.work, "--paths", str(ROOT), "--log-level", "WARN"]
    for name in [*HIDDEN, *plugin_modules()]:
        options += ["--hidden-import", name]
    for package in DATA:
        options += ["--collect-data", package]
    for name in EXCLUDE:
        options += ["--exclude-module", name]
    PyInstaller.__main__.run([*options, str(ROOT / "scripts" / "bundle_entry.py")])
    folder = Path(args.out) / "tusac"
    trim(folder)
    program = folder / ("tusac.exe" if sys.platform == "win32" else "tusac")
    print(f"bundle: {program}")
    return 0 if program.exists() else 1


if __name__ == "__main__":
    raise SystemExit(main())
