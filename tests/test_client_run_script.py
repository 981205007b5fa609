"""scripts/run.sh installs only when .venv is missing or pyproject.toml changed, then starts at once."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def fake_checkout(base: Path) -> Path:
    """A copy of run.sh and pyproject.toml beside a .venv whose python and tusac only log their calls."""
    (base / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "run.sh", base / "scripts" / "run.sh")
    shutil.copy(ROOT / "pyproject.toml", base / "pyproject.toml")
    bin_dir = base / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    for name in ("python", "tusac"):
        tool = bin_dir / name
        tool.write_text(f'#!/bin/sh\necho "{name} $*" >> "$(dirname "$0")/../../calls.log"\n')
        tool.chmod(0o755)
    return base


def run(base: Path, *args: str) -> list[str]:
    log = base / "calls.log"
    log.unlink(missing_ok=True)
    subprocess.run(["bash", str(base / "scripts" / "run.sh"), *args], check=True, capture_output=True, timeout=60)
    return log.read_text().splitlines()


def test_run_installs_once_then_starts_without_installing(tmp_path: Path) -> None:
    base = fake_checkout(tmp_path)
    first = run(base)
    assert any("pip install" in line for line in first) and first[-1] == "tusac "
    assert run(base, "play") == ["tusac play"]
    assert run(base) == ["tusac "]
    with (base / "pyproject.toml").open("a") as handle:
        handle.write("\n# a new dependency\n")
    again = run(base)
    assert any("pip install --quiet -e ." in line for line in again) and again[-1] == "tusac "
    assert run(base) == ["tusac "]
