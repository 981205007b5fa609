"""An honest `tusac peer` whose player is at the table but never chooses a move (a human who walked away
from the keyboard, as far as the table can tell), for tests. The real peer code; only the terminal's
keyboard is replaced by one that never has a line (moves with no choice are still played).

    python -m tests.idle_human peer --host 127.0.0.1:0 --players 2 --play human ...
"""

from __future__ import annotations

import sys

from tests.slow_human import no_input
from tusac_lan.terminal import peer_front
from tusac_lan.terminal.cli import main

if __name__ == "__main__":
    peer_front.stdin_lines = no_input  # type: ignore[assignment]
    sys.exit(main(sys.argv[1:]))
