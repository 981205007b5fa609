"""Real `tusac peer` processes on 127.0.0.1 with a peer that cheats in the deal (tests/hostile_peer.py):
a twinned card in its shuffle stage, a wrong deal key, a wrong key for a drawn card. Every honest
peer names it, with the same verdict and byte-identical histories that verify."""

from __future__ import annotations

import pytest

from protocol.messages import decode
from tests.test_hostile_peers import NAMED_WITHIN, Table, seat_of
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.history import read_history, verify_history


@pytest.mark.parametrize(
    ("attack", "reason"),
    [
        ("twinned-card", "shuffle stage's proof fails"),
        ("wrong-deal-key", "deal key for slot"),
        ("wrong-draw-key", "drawn card's key for slot"),
    ],
)
def test_a_cheat_in_the_deal_is_named_by_every_peer(table: Table, attack: str, reason: str) -> None:
    # Two hands: a hand may be won before any card is drawn (CI met it), leaving no drawn card's key to spoil.
    host, address = table.host(hands=2)
    guest = table.peer("Guest", "--join", address)
    mallory = table.hostile(address, attack)
    seat = seat_of(mallory)
    attacked, _ = mallory.first(f"ATTACK {attack}", limit=60)
    for process in (host, guest):
        named, line = process.first("stopped: ", limit=NAMED_WITHIN + 5)
        assert named - attacked < NAMED_WITHIN and reason in line, line
    table.wait([host, guest])
    verdicts = set()
    for blob in table.histories([host.name, guest.name]):  # each file proves the verdict on its own
        history, _ = verify_history(blob)
        verdicts.add(tuple(history.verdict.to_canonical()))
    assert len(verdicts) == 1, verdicts
    ok, named_seat, verdict = verdicts.pop()
    assert not ok and named_seat == seat and reason in verdict, verdict
    if attack == "twinned-card":
        history = read_history(table.histories(["Host"])[0])
        keys = history.config.seat_keys
        types = {decode(wire, history.config.table_id, list(keys), TUSAC_SHAPE).type for wire in history.messages}
        assert "deal_keys" not in types, "the hand stopped before any key was released"
