"""A `tusac peer` slowed down where a starved laptop is slow, for tests: the real peer code, with a pause
in its journal replay and/or in every round of its session loop.

    SLOW_START=3 SLOW_REPLAY=4 SLOW_LOOP=0.2 python -m tests.slow_rejoin peer --join ...

``SLOW_START``: seconds between binding the table's address and joining the mesh (building the table, on
a starved laptop); ``SLOW_REPLAY``: seconds the journal replay takes longer (spread over its entries);
``SLOW_LOOP``: seconds each round of the session loop waits before it polls the mesh.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

from tusac_lan.peer import rejoin, runner
from tusac_lan.terminal.cli import main


def slow_down(start: float, replay: float, loop: float) -> None:
    if start > 0:
        real_run = runner.SessionRunner.run

        def run(self: runner.SessionRunner) -> Any:
            time.sleep(start)
            return real_run(self)

        runner.SessionRunner.run = run  # type: ignore[method-assign]
    if replay > 0:
        real_replay = rejoin.replay_journal

        def replay_journal(node: Any, entries: list[list[Any]], *args: Any) -> Any:
            pause = replay / max(1, len(entries))
            receive = node.receive

            def slow_receive(wire: bytes, source: int = -1) -> None:
                time.sleep(pause)
                receive(wire, source)

            node.receive = slow_receive
            try:
                return real_replay(node, entries, *args)
            finally:
                del node.receive

        runner.replay_journal = replay_journal  # type: ignore[attr-defined,assignment]
    if loop > 0:
        real_poll = runner.SessionRunner._poll

        def poll(self: runner.SessionRunner, timeout: float) -> None:
            time.sleep(loop)
            real_poll(self, timeout)

        runner.SessionRunner._poll = poll  # type: ignore[method-assign]


if __name__ == "__main__":
    slow_down(*(float(os.environ.get(name, "0")) for name in ("SLOW_START", "SLOW_REPLAY", "SLOW_LOOP")))
    sys.exit(main(sys.argv[1:]))
