"""Packaging: the licence, the entry points, the places of the files, and what the sdist carries."""

from __future__ import annotations

import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

from tusac_lan.peer import places

ROOT = Path(__file__).resolve().parent.parent


def test_the_licence_is_an_spdx_expression_with_its_file() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert project["license"] == "MIT"
    assert "LICENSE" in project["license-files"]
    licence = (ROOT / "LICENSE").read_text("utf-8")
    assert licence.startswith("MIT License") and "the tusac-lan authors" in licence
    assert any(c.startswith("Topic :: Games") for c in project["classifiers"])


def test_the_client_has_a_gui_script_that_names_its_real_entry() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    module, _, function = project["gui-scripts"]["tusac-client"].partition(":")
    from importlib import import_module

    assert callable(getattr(import_module(module), function))


def test_one_place_for_each_kind_of_file_chosen_by_platformdirs() -> None:
    data = Path(user_data_dir("tusac-lan"))
    assert places.identity_dir() == data / "identity"
    assert places.journal_dir(places.identity_dir()) == data / "identity" / "tables"
    assert places.history_dir() == data / "histories"
    assert places.settings_file() == Path(user_config_dir("tusac-lan")) / "client.conf"


def test_the_sdist_carries_docs_translation_sources_test_data_and_licences(tmp_path: Path) -> None:
    build = "import sys; from setuptools import build_meta; print(build_meta.build_sdist(sys.argv[1]))"
    done = subprocess.run(
        [sys.executable, "-c", build, str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    name = done.stdout.strip().splitlines()[-1]
    with tarfile.open(tmp_path / name) as sdist:
        inside = {member.split("/", 1)[1] for member in sdist.getnames() if "/" in member}
        info = sdist.extractfile(f"{name.removesuffix('.tar.gz')}/PKG-INFO")
        assert info is not None
        metadata = info.read().decode("utf-8")
    for wanted in (
        "LICENSE",
        "docs/FAIRNESS.md",
        "qt_ui/translations/tusac_vi.ts",
        "qt_ui/translations/tusac_ja.ts",
        "qt_ui/translations/tusac_vi.qm",
        "tests/data/no-winner.tusac",
        "protocol/data/confusables.txt",
        "protocol/data/UNICODE-LICENSE.txt",
    ):
        assert wanted in inside, wanted
    assert not any("__pycache__" in member for member in inside)
    assert "License-Expression: MIT" in metadata
