import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Each test process (and every peer it starts) keeps its identity, histories and settings in a folder of
# its own, never in the user's: parallel test processes would otherwise share one identity file.
_home = tempfile.mkdtemp(prefix="tusac-test-home-")
atexit.register(shutil.rmtree, _home, True)
os.environ["XDG_DATA_HOME"] = os.path.join(_home, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_home, "config")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Longest test files first, so that the test processes (`--dist loadfile`) finish together
    instead of one running the slowest real-process file alone at the end. The seconds per file are
    measured by scripts/test_durations.py; files it does not list go last, in their usual order."""
    seconds = _file_seconds()
    order = {id(item): index for index, item in enumerate(items)}
    items.sort(key=lambda item: (-seconds.get(item.nodeid.split("::", 1)[0], 0.0), order[id(item)]))


def _file_seconds() -> dict[str, float]:
    import json

    path = os.path.join(os.path.dirname(__file__), "file_durations.json")
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return {}
    return {str(name): float(value) for name, value in data.items()} if isinstance(data, dict) else {}


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Any]:
    """Real `tusac peer` processes of one table in ``tmp_path`` (tests/test_hostile_peers.py's ``Table``),
    closed after the test. A test file may give its own ``table`` (deadlines, options)."""
    from tests.test_hostile_peers import Table

    made = Table(tmp_path)
    yield made
    made.close()
