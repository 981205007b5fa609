"""The end of a table: a peer stays while a peer still at the table owes an acknowledgement or a record,
never past a bound, and then says by name whom it gave up on (the session loop's own logic, with the
mesh and the node stood in for; tests/test_network_faults.py runs it across a real cut)."""

from __future__ import annotations

import time
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from protocol.transport import SILENT_AFTER
from tusac_lan.peer import runner as session_runner
from tusac_lan.peer.events import Notice
from tusac_lan.peer.runner import SessionRunner

NAMES = {1: ("Bình", (1,)), 2: ("Lan", (2,)), 3: ("Chi", (3,))}


class Mesh:
    def __init__(self) -> None:
        self.unacked = {1: 0, 2: 0, 3: 0}
        self.up = {1: True, 2: True, 3: True}
        self.gone: set[int] = set()
        self.said = False
        self.goodbyes = 0
        self.leaving = False
        self.quiet = {1: 0.0, 2: 0.0, 3: 0.0}

    def unacked_to(self, peer: int) -> int:
        return self.unacked[peer]

    def is_connected(self, peer: int) -> bool:
        return self.up[peer]

    def is_cut_off(self, peer: int) -> bool:
        return False

    def acks_owed(self) -> bool:
        return False

    def said_goodbye(self, peer: int) -> bool:
        return peer in self.gone

    def goodbye(self) -> None:
        self.said = True
        self.goodbyes += 1
        self.leaving = True

    def quiet_for(self, peer: int) -> float:
        return self.quiet[peer]


def runner(mesh: Mesh, told: list[Any], on_poll: Callable[[int], None]) -> Any:
    polls = [0]

    def poll(timeout: float) -> None:
        polls[0] += 1
        on_poll(polls[0])
        time.sleep(0.001)

    fake = SimpleNamespace(
        me=0,
        peer_seats={0: (0,), 1: (1,), 2: (2,), 3: (3,)},
        seat_of={0: 0, 1: 1, 2: 2, 3: 3},
        left=set(),
        given_up=set(),
        mesh=mesh,
        options=SimpleNamespace(deadlines=(0.2, 1.0, 0.1), listener=told.append),
        _moved=lambda: False,
        _poll=poll,
        _who=lambda peer: NAMES[peer],
    )
    fake._player = lambda peer: SessionRunner._player(fake, peer)  # type: ignore[arg-type]
    return fake


def node(missing: list[int], unheard: list[int]) -> Any:
    return SimpleNamespace(
        missing_records=lambda: list(missing), unheard_records=lambda: list(unheard), log=[], records=[]
    )


@pytest.fixture(autouse=True)
def short_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(session_runner, "END_WAIT", 0.6)


def test_a_peer_stays_until_its_last_messages_are_acknowledged_and_the_records_are_in() -> None:
    mesh, told = Mesh(), list[Any]()
    mesh.unacked[2] = 3
    waiting = node(missing=[3], unheard=[3])

    def arrive(polls: int) -> None:
        if polls == 5:
            mesh.unacked[2] = 0
        if polls == 8:
            waiting.missing_records = waiting.unheard_records = list

    fake = runner(mesh, told, arrive)
    SessionRunner._stay_for_records(fake, waiting)
    assert mesh.unacked[2] == 0 and not waiting.missing_records(), "left before the others had its record"
    assert told == []


def test_past_the_bound_it_says_whom_it_gave_up_on_by_name() -> None:
    mesh, told = Mesh(), list[Any]()
    mesh.unacked[1] = 1
    waiting = node(missing=[3], unheard=[3])
    start = time.monotonic()
    SessionRunner._stay_for_records(runner(mesh, told, lambda polls: None), waiting)
    assert 0.6 <= time.monotonic() - start < 5
    assert len(told) == 1 and isinstance(told[0], Notice)
    text = told[0].text
    assert "Bình (seat 1) did not acknowledge" in text and "the record of Chi (seat 3) did not come" in text, text
    assert waiting.log == [text]


def test_a_record_nobody_needs_is_waited_for_only_while_its_peer_is_there_and_not_past_the_protocol_deadline() -> None:
    mesh, told = Mesh(), list[Any]()
    start = time.monotonic()
    SessionRunner._stay_for_records(runner(mesh, told, lambda polls: None), node(missing=[], unheard=[2]))
    assert 0.2 <= time.monotonic() - start < 0.6 and told == []
    mesh.up[2] = False
    start = time.monotonic()
    SessionRunner._stay_for_records(runner(mesh, told, lambda polls: None), node(missing=[], unheard=[2]))
    assert time.monotonic() - start < 0.2 and told == []


def test_a_peer_whose_link_went_down_is_waited_for_only_the_protocol_deadline() -> None:
    """It closed, crashed or was cut off: the transport cannot tell which, so it may come back for a while."""
    mesh, told = Mesh(), list[Any]()
    mesh.unacked[1], mesh.up[1] = 2, False
    start = time.monotonic()
    SessionRunner._stay_for_records(runner(mesh, told, lambda polls: None), node(missing=[], unheard=[]))
    assert 0.2 <= time.monotonic() - start < 0.6 and told == []


def test_a_peer_that_said_goodbye_is_not_waited_for_and_this_one_says_it_too() -> None:
    """A peer leaves once it has every record and acknowledgement it needs: its goodbye tells the others
    not to wait for its last acknowledgement (a lost one would hold them to the bound)."""
    mesh, told = Mesh(), list[Any]()
    mesh.unacked[1] = 1
    mesh.gone.add(1)
    start = time.monotonic()
    SessionRunner._stay_for_records(runner(mesh, told, lambda polls: None), node(missing=[], unheard=[]))
    assert time.monotonic() - start < 0.2 and told == [] and mesh.said


@pytest.fixture
def short_goodbyes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(session_runner, "GOODBYE_WAIT", 0.6)
    monkeypatch.setattr(session_runner, "PARTING", 0.1)


def said_goodbye(mesh: Mesh) -> Mesh:
    mesh.goodbye()
    return mesh


def test_after_its_goodbye_a_peer_stays_until_the_others_said_theirs(short_goodbyes: None) -> None:
    """One that did not hear its goodbye may still wait for its last acknowledgements (lost, on a lossy link,
    with the connection it closed): it stays, acknowledging and saying goodbye again, until each other peer
    said goodbye too. Before, it closed at once and at 20 % loss one peer in five waited 30 s for it."""
    mesh, told = said_goodbye(Mesh()), list[Any]()
    mesh.gone |= {1, 3}

    def arrive(polls: int) -> None:
        if polls == 40:
            mesh.gone.add(2)

    fake = runner(mesh, told, arrive)
    start = time.monotonic()
    SessionRunner._stay_for_goodbyes(fake)
    assert 2 in mesh.gone, "left before every peer had said goodbye"
    assert time.monotonic() - start < 0.6


def test_it_says_goodbye_again_after_anything_it_sent_and_stays_a_moment_when_all_said_theirs(
    short_goodbyes: None,
) -> None:
    """A goodbye comes after the last message (a message means 'at the table again'), and a peer stays
    ``PARTING`` at least so that TCP can send its last goodbye again if it was lost."""
    mesh, told = said_goodbye(Mesh()), list[Any]()
    mesh.gone |= {1, 2, 3}

    def sends(polls: int) -> None:
        if polls == 3:
            mesh.leaving = False

    start = time.monotonic()
    SessionRunner._stay_for_goodbyes(runner(mesh, told, sends))
    assert 0.1 <= time.monotonic() - start < 0.6
    assert mesh.goodbyes == 2 and mesh.leaving


def test_a_peer_gone_quiet_is_not_waited_for_and_the_wait_is_bounded(
    short_goodbyes: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A peer not heard for ``GONE_AFTER`` left (its goodbye lost): the others leave without it before they
    would report it silent. One heard that never says goodbye is waited for ``GOODBYE_WAIT`` at most."""
    monkeypatch.setattr(session_runner, "GOODBYE_WAIT", 1.5)
    mesh, told = said_goodbye(Mesh()), list[Any]()
    mesh.gone |= {1, 3}
    mesh.quiet[2] = session_runner.GONE_AFTER
    start = time.monotonic()
    SessionRunner._stay_for_goodbyes(runner(mesh, told, lambda polls: None))
    assert time.monotonic() - start < 1.0, "waited for a peer that had left"
    mesh.quiet[2] = 0.0
    start = time.monotonic()
    SessionRunner._stay_for_goodbyes(runner(mesh, told, lambda polls: None))
    assert 1.5 <= time.monotonic() - start < 5
    assert session_runner.GONE_AFTER < SILENT_AFTER


def test_alone_at_its_table_a_peer_does_not_stay_after_its_goodbye(short_goodbyes: None) -> None:
    mesh, told = said_goodbye(Mesh()), list[Any]()
    fake = runner(mesh, told, lambda polls: None)
    fake.given_up = {1, 2, 3}
    start = time.monotonic()
    SessionRunner._stay_for_goodbyes(fake)
    assert time.monotonic() - start < 0.05
