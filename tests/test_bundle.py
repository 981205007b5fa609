"""The download for players without Python (scripts/build_bundle.py): built here, it plays a hand against
bots in the desktop client offscreen and verifies a history file, with no Python of the machine's."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("PyInstaller", reason="the bundle needs PyInstaller (the test extra installs it)")
    out = tmp_path_factory.mktemp("bundle")
    built = subprocess.run(
        [
            sys.executable,
            str(ROOT / "scripts" / "build_bundle.py"),
            "--out",
            str(out / "dist"),
            "--work",
            str(out / "work"),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    program = out / "dist" / "tusac" / ("tusac.exe" if sys.platform == "win32" else "tusac")
    assert program.exists()
    return program


def run_bundled(program: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    # Nothing of this checkout or its virtualenv on the way: the bundle must carry all it needs.
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["PATH"] = "/usr/bin:/bin"
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(
        [str(program), *argv], capture_output=True, text=True, timeout=300, env=env, cwd=program.parent
    )


def test_the_bundled_client_plays_a_hand_against_bots_and_verifies_it(bundle: Path) -> None:
    done = run_bundled(bundle, "selftest")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "one hand against bots played and its file verified" in done.stdout


def test_the_bundled_command_verifies_a_history_file(bundle: Path, tmp_path: Path) -> None:
    golden = tmp_path / "hand.tusac"
    shutil.copy(ROOT / "tests" / "data" / "no-winner.tusac", golden)
    done = run_bundled(bundle, "history", "verify", str(golden))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "audit verdict: ok" in done.stdout
    assert run_bundled(bundle, "--version").stdout.startswith("tusac ")


def test_the_bundle_leaves_out_what_it_never_loads(bundle: Path) -> None:
    qt_translations = [p.name for p in bundle.parent.rglob("translations/*.qm") if p.parent.parent.name == "Qt"]
    assert qt_translations and all("_vi." in name or "_ja." in name for name in qt_translations)
    assert not list(bundle.parent.rglob("tkinter")) and not list(bundle.parent.rglob("pytest"))
