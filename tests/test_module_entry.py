from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_python_dash_m_runs_the_same_command_as_tusac() -> None:
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-m", "tusac_lan", "analyze", "GX GY RA RB RC"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()
