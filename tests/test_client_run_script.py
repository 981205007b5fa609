"""scripts/run.sh (and test.sh, through scripts/python_env.sh): the Python it picks, what it says when there
is none, and when it installs into .venv or makes .venv anew. Every Python here is a fake that prints the
version it is given and logs its calls; PATH holds only them and the shell's tools."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ("bash", "sh", "cat", "sed", "cksum", "rm", "mkdir", "cp", "chmod", "dirname", "pwd", "printf")

BASE_PYTHON = """#!/bin/sh
here=$(cd "$(dirname "$0")" && pwd)
case "$1" in
  -c) echo "{version} {venv}" ;;
  -m) echo "{name} -m $2 $3" >> "$FAKE_LOG"
      mkdir -p "$3/bin" && cp "$here/.venv-python-{version}" "$3/bin/python" ;;
esac
"""
VENV_PYTHON = """#!/bin/sh
echo "python $*" >> "$FAKE_LOG"
case "$1" in
  -c) echo "{version} venv" ;;
  -m) if [ "$2 $3" = "pip install" ]; then
        printf '#!/bin/sh\\necho "tusac $*" >> "$FAKE_LOG"\\n' > "$(dirname "$0")/tusac"
        chmod +x "$(dirname "$0")/tusac"
      fi ;;
esac
"""


def fake_checkout(base: Path) -> Path:
    """A copy of the scripts and pyproject.toml, with a bin/ of tools for PATH and no Python yet."""
    base.mkdir(parents=True, exist_ok=True)
    shutil.copytree(ROOT / "scripts", base / "scripts", ignore=shutil.ignore_patterns("*.py"))
    shutil.copy(ROOT / "pyproject.toml", base / "pyproject.toml")
    tools = base / "tools"
    tools.mkdir()
    for tool in TOOLS:
        found = shutil.which(tool)
        assert found is not None, tool
        (tools / tool).symlink_to(found)
    return base


def add_python(base: Path, name: str, version: str, venv: bool = True) -> None:
    tools = base / "tools"
    fake = tools / name
    fake.write_text(BASE_PYTHON.format(name=name, version=version, venv="venv" if venv else "novenv"))
    inside = tools / f".venv-python-{version}"
    inside.write_text(VENV_PYTHON.format(version=version))
    for path in (fake, inside):
        path.chmod(0o755)


def run(
    base: Path, *args: str, script: str = "run.sh", env: dict[str, str] | None = None
) -> tuple[int, list[str], str]:
    """(exit status, the fakes' calls, what the script said on stderr)."""
    log = base / "calls.log"
    log.unlink(missing_ok=True)
    environment = {"PATH": str(base / "tools"), "FAKE_LOG": str(log), "HOME": str(base)} | (env or {})
    done = subprocess.run(
        [str(base / "tools" / "bash"), str(base / "scripts" / script), *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=environment,
        cwd=base,
    )
    calls = log.read_text().splitlines() if log.exists() else []
    return done.returncode, calls, done.stderr


def made_with(calls: list[str]) -> list[str]:
    return [call.split()[0] for call in calls if " -m venv " in call]


def test_run_installs_once_then_starts_without_installing(tmp_path: Path) -> None:
    base = fake_checkout(tmp_path / "clone")
    add_python(base, "python3", "3.12")
    status, first, _ = run(base)
    assert status == 0 and made_with(first) == ["python3"]
    assert any("pip install --quiet -e ." in line for line in first) and first[-1] == "tusac "
    assert run(base, "play")[1][-1] == "tusac play"
    assert not any("pip" in line for line in run(base)[1])
    with (base / "pyproject.toml").open("a") as handle:
        handle.write("\n# a new dependency\n")
    status, again, _ = run(base)
    assert made_with(again) == [] and any("pip install --quiet -e ." in line for line in again)
    assert not any("pip" in line for line in run(base)[1])


def test_the_first_suitable_python_is_picked_in_order(tmp_path: Path) -> None:
    base = fake_checkout(tmp_path / "clone")
    add_python(base, "python3", "3.10")  # Ubuntu 22.04's python3
    add_python(base, "python3.13", "3.13", venv=False)  # installed without python3.13-venv
    add_python(base, "python3.12", "3.12")
    add_python(base, "python3.11", "3.11")
    status, calls, _ = run(base)
    assert status == 0 and made_with(calls) == ["python3.12"], calls
    (base / "tools" / "python3.12").unlink()
    shutil.rmtree(base / ".venv")
    assert made_with(run(base)[1]) == ["python3.11"]


def test_without_a_suitable_python_it_says_what_to_install(tmp_path: Path) -> None:
    base = fake_checkout(tmp_path / "clone")
    add_python(base, "python3", "3.10")
    for script in ("run.sh", "test.sh"):
        status, calls, said = run(base, script=script)
        assert status == 1 and calls == [] and not (base / ".venv").exists(), said
        assert "needs Python 3.11, 3.12 or 3.13" in said and "python3 is Python 3.10" in said
        assert "sudo apt install python3.11 python3.11-venv" in said and "sudo apt install python3 python3-venv" in said
    add_python(base, "python3.11", "3.11", venv=False)
    status, _, said = run(base)
    assert status == 1 and "python3.11 is Python 3.11 without its venv module" in said
    assert "sudo apt install python3.11-venv" in said


def test_python_3_14_is_passed_over_unless_named(tmp_path: Path) -> None:
    base = fake_checkout(tmp_path / "clone")
    add_python(base, "python3", "3.14")
    status, _, said = run(base)
    assert status == 1 and "python3 is Python 3.14, too new: coincurve has no wheels for it yet" in said
    status, calls, _ = run(base, env={"TUSAC_PYTHON": "python3"})
    assert status == 0 and made_with(calls) == ["python3"]


def test_a_venv_made_by_another_python_is_made_anew(tmp_path: Path) -> None:
    base = fake_checkout(tmp_path / "clone")
    add_python(base, "python3", "3.11")
    assert made_with(run(base)[1]) == ["python3"]
    (base / ".venv" / "old-marker").touch()
    add_python(base, "python3.13", "3.13")
    status, calls, said = run(base)
    assert status == 0 and made_with(calls) == ["python3.13"] and "making .venv anew" in said
    assert not (base / ".venv" / "old-marker").exists() and calls[-1] == "tusac "
    assert made_with(run(base)[1]) == []


def test_a_venv_from_the_old_script_is_made_anew(tmp_path: Path) -> None:
    """The earlier run.sh's .venv (perhaps made by Python 3.10) has a one-line stamp: it is made anew once."""
    base = fake_checkout(tmp_path / "clone")
    add_python(base, "python3.11", "3.11")
    (base / ".venv" / "bin").mkdir(parents=True)
    (base / ".venv" / ".tusac-installed").write_text("0123abcd\n")
    assert made_with(run(base)[1]) == ["python3.11"]


def test_a_moved_clone_makes_its_venv_anew(tmp_path: Path) -> None:
    base = fake_checkout(tmp_path / "clone")
    add_python(base, "python3", "3.12")
    assert made_with(run(base)[1]) == ["python3"]
    moved = tmp_path / "moved"
    shutil.move(base, moved)
    for tool in (moved / "tools").iterdir():  # the shell's tools were linked by absolute paths: still good
        assert os.path.exists(tool)
    status, calls, said = run(moved)
    assert status == 0 and made_with(calls) == ["python3"] and "making .venv anew" in said
    assert str(moved.resolve()) in (moved / ".venv" / ".tusac-installed").read_text()
