"""Issue 22 point 9, in a real X display with a window manager (Xvfb and openbox, in a network namespace of
its own with only ``lo``): at 1280×720 and 1366×768 the whole window, its title bar included, fits the
screen's available area (the claim bar at the bottom is not pushed off screen), and the lobby of a hosted
table does not scroll in it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 30.0


def _missing() -> str | None:
    for tool in ("Xvfb", "openbox", "xprop", "ip"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if os.geteuid() != 0:
        return "a network namespace needs root"
    return None


pytestmark = pytest.mark.skipif(_missing() is not None, reason=str(_missing()))


def _wait(check: object, what: str, details: Callable[[], str] = str) -> None:
    end = time.monotonic() + LIMIT
    while not check():  # type: ignore[operator]
        if time.monotonic() > end:
            raise AssertionError(f"timed out: {what} ({details()})")
        time.sleep(0.05)


@pytest.fixture
def namespace() -> Iterator[str]:
    # A name of its own for each test, not one a test deleted a moment before (that was suspected of openbox's
    # "Failed to open the display", wrongly: the cause was openbox starting before the display took clients).
    name = f"frame-{os.getpid()}-{os.urandom(4).hex()}"
    subprocess.run(["ip", "netns", "add", name], check=True, capture_output=True, timeout=20)
    try:
        subprocess.run(["ip", "netns", "exec", name, "ip", "link", "set", "lo", "up"], check=True, timeout=20)
        yield name
    finally:
        subprocess.run(["ip", "netns", "del", name], capture_output=True, timeout=20)


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1366, 768)])
def test_the_window_and_its_title_bar_fit_the_screen(namespace: str, width: int, height: int, tmp_path: Path) -> None:
    inside = ["ip", "netns", "exec", namespace]
    read, write = os.pipe()
    # -noreset: the probe below is the display's first client, and an X server resets when its last client
    # leaves; openbox, started just then, may find no display ("Failed to open the display": CI at 478e825
    # met it once, under load, although the probe had answered).
    screen = subprocess.Popen(
        [
            *inside,
            *("Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-noreset"),
            *("-screen", "0", f"{width}x{height}x24"),
        ],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    manager: subprocess.Popen[bytes] | None = None
    try:
        with os.fdopen(read) as numbers:
            number = numbers.readline().strip()
        assert number.isdigit(), "Xvfb gave no display number"
        env = {**os.environ, "DISPLAY": f":{number}", "QT_QPA_PLATFORM": "xcb"}
        probed: list[str] = [""]

        def answers(atom: str) -> bool:
            probe = subprocess.run([*inside, "xprop", "-root", atom], env=env, capture_output=True, text=True)
            probed[0] = probe.stdout + probe.stderr
            return "window id" in probe.stdout

        # The display takes a client before openbox starts: openbox started as soon as Xvfb gave its number
        # sometimes found no display ("Failed to open the display", about 1 run in 5 here; CI met it once),
        # exited, and the wait below timed out.
        _wait(lambda: answers("_NET_SUPPORTING_WM_CHECK") or "no such atom" in probed[0], "the display takes clients")
        said = tmp_path / "openbox.txt"
        with open(said, "wb") as log:
            manager = subprocess.Popen([*inside, "openbox"], env=env, stdout=log, stderr=subprocess.STDOUT)
        _wait(
            lambda: answers("_NET_SUPPORTING_WM_CHECK"),
            "openbox manages the display",
            lambda: f"openbox {manager.poll() if manager else None}: {said.read_text()!r}; {probed}",
        )
        shown = subprocess.run(
            [*inside, sys.executable, "-m", "tests.frame_fit_window"],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=LIMIT + 30,
        )
        assert shown.returncode == 0, shown.stderr
        ax, ay, aw, ah, fx, fy, fw, fh, scrolls = (int(n) for n in shown.stdout.split()[-9:])
        assert fh > 720 - 100 and fw > 960, "the window keeps a playable size"
        assert ax <= fx and ay <= fy and fx + fw <= ax + aw and fy + fh <= ay + ah, (
            f"frame {fx},{fy} {fw}x{fh} outside the available area {ax},{ay} {aw}x{ah}"
        )
        # A hosted table's seats and message fit the framed window (seen under openbox: scrolled by 4 px).
        assert scrolls == 0, f"the lobby of a hosted table scrolls by {scrolls} px in a {fw}x{fh} frame"
    finally:
        for process in (manager, screen):
            if process is not None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(timeout=10)
