"""After a hand stopped, how long a peer waits for the seeds it lacks before it settles the hand with what
it has (the session loop's own decision, ``SessionRunner._give_up_due``, over a real stopped hand)."""

from __future__ import annotations

from collections.abc import Collection
from types import SimpleNamespace
from typing import Any

import pytest

from tests.table_harness import keep_seed, make_table
from tests.test_stop_files import ABORTER, abort_after
from tusac_lan.peer.runner import GIVE_UP_AFTER_STOP, SessionRunner
from tusac_lan.table.node import TableNode


def stopped_table(monkeypatch: pytest.MonkeyPatch) -> list[TableNode]:
    """A hand stopped by ABORTER's abort (its player left, say); it never opens its seed."""
    keep_seed(monkeypatch, ABORTER)
    hub, nodes = make_table(hands=1)
    abort_after(nodes[ABORTER], "action", "I have to go")
    for node in nodes:
        node.start()
    hub.run()
    return nodes


def runner(me: int, given_up: Collection[int] = (), left: Collection[int] = (), cut: Collection[int] = ()) -> Any:
    """The session loop of the peer at seat ``me`` of a table of four one-seat peers (mesh index = seat)."""
    return SimpleNamespace(
        me=me,
        peer_seats={peer: (peer,) for peer in range(4)},
        given_up=set(given_up),
        left=set(left),
        mesh=SimpleNamespace(is_cut_off=lambda peer: peer in cut),
    )


def test_a_stopped_hand_waiting_only_for_peers_given_up_on_is_settled_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seat the stopped hand still waits for is of a peer this one gave up on, that left or that it cut
    off: nothing more can come from it, so the hand is settled now rather than after ``GIVE_UP_AFTER_STOP``
    of silence (before, it always waited that long)."""
    nodes = stopped_table(monkeypatch)
    honest = nodes[0]
    assert honest.run is not None and honest.run.stopped is not None and not honest.records
    assert honest.owing_seats == {ABORTER}
    assert SessionRunner._give_up_due(runner(0, given_up={ABORTER}), honest, 0.0)
    assert SessionRunner._give_up_due(runner(0, left={ABORTER}), honest, 0.0)
    assert SessionRunner._give_up_due(runner(0, cut={ABORTER}), honest, 0.0)


def test_a_stopped_hand_waits_for_a_peer_still_waited_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat of a peer still waited for (connected, or away within the rejoin wait) may yet open its seed:
    the hand waits ``GIVE_UP_AFTER_STOP`` of silence for it, as before."""
    nodes = stopped_table(monkeypatch)
    honest = nodes[0]
    assert not SessionRunner._give_up_due(runner(0), honest, 0.0)
    assert not SessionRunner._give_up_due(runner(0, given_up={1}), honest, GIVE_UP_AFTER_STOP - 0.1)
    assert SessionRunner._give_up_due(runner(0), honest, GIVE_UP_AFTER_STOP + 0.1)


def test_the_records_of_peers_still_there_are_waited_for_and_a_hand_in_play_is_never_given_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Settled on the evidence, the hand waits for the records of the peers still there, not only for those
    of peers given up on; a hand in play is never given up, whoever is gone (its deadlines settle it)."""
    nodes = stopped_table(monkeypatch)
    nodes[0].give_up()
    assert nodes[0].owing_seats == {1, ABORTER, 3}
    assert not SessionRunner._give_up_due(runner(0, given_up={ABORTER}), nodes[0], 0.0)
    playing = make_table(hands=1)[1][0]
    playing.start()
    assert not SessionRunner._give_up_due(runner(0, given_up={1, 2, 3}), playing, GIVE_UP_AFTER_STOP + 1)
