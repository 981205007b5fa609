"""A player whose program is set to another game than the host's table (seen in real windows: a guest set
to Tiến lên joined a Ma Diao table): its program refuses the TABLE when the host starts it, and says so to
the host at once, which stops with that reason instead of waiting out its deadline for a confirmation
("not every player confirmed the table"). Two real `tusac peer` processes on 127.0.0.1."""

from __future__ import annotations

import time

from tests.test_hostile_peers import Table

TIMEOUT = 40.0
"""The host's wait for the players' confirmations (``--timeout``): the refusal must come well before."""


def test_a_player_set_to_another_game_refuses_the_table_and_the_host_stops_at_once(table: Table) -> None:
    host = table.peer("Host", "--host", "127.0.0.1:0", "--game", "tienlen", players=2)
    _, line = host.first("hosting on 127.0.0.1:")
    guest = table.peer("Lan", "--join", line.split()[2], "--game", "madiao")
    started = time.monotonic()
    for process in (guest, host):  # both stop with an error (exit 2, as any table that cannot be set up)
        assert process.popen.wait(timeout=TIMEOUT + 20) == 2, process.output()
    took = time.monotonic() - started
    assert any("plays tienlen, not madiao" in text for _, text in guest.lines), guest.output()
    assert any(
        "Lan did not take the table: not joining: the host's table plays tienlen" in text for _, text in host.lines
    ), host.output()
    assert not any("not every player confirmed" in text for _, text in host.lines), host.output()
    assert took < TIMEOUT / 2, f"the host stopped {took:.1f} s after the join, not at once"
