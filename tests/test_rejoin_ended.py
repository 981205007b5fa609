"""Issue 22 point 5: a journal whose session ended is never taken up again. A peer killed after the last
hand of its session was filed, before it wrote its journal's end, has a journal that knows the session is
over; joining (or hosting) a table at that address later must not take that session up again."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from protocol.identity import Identity
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.peer.events import Hosting
from tusac_lan.peer.options import CODE_NONE, PeerError, PeerOptions
from tusac_lan.peer.rejoin import resume_seated
from tusac_lan.peer.runner import _rejoined, host_table, join_table, run_seated
from tusac_lan.table.journal import HOST, JOIN, Journal, find_unfinished

LIMIT = 120.0


def options(tmp: Path, who: str, heard: list[Any]) -> PeerOptions:
    return PeerOptions(
        identity_dir=tmp / f"{who}-id",
        name=who,
        history_dir=tmp / f"{who}-h",
        timeout=LIMIT,
        code=CODE_NONE,
        listener=heard.append,
    )


def a_session_whose_journals_were_never_ended(tmp: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, PeerOptions]:
    """A one-hand table of a host and a guest (bots play both), played to its end while neither peer writes
    its journal's end or deletes it: as if both were killed right after the session was complete."""
    monkeypatch.setattr(Journal, "ended", lambda self, reason: None)
    monkeypatch.setattr(Journal, "discard", lambda self: self.close())
    host_heard: list[Any] = []
    guest_heard: list[Any] = []
    host_options, guest_options = options(tmp, "Host", host_heard), options(tmp, "Lan", guest_heard)
    done: list[object] = []

    def host() -> None:
        try:
            done.append(host_table("127.0.0.1:0", 2, 1, RuleSet(), "greedy", host_options))
        except Exception as error:  # said by the assertion below
            done.append(error)

    thread = threading.Thread(target=host, daemon=True)
    thread.start()
    deadline = threading.Event()
    for _ in range(int(LIMIT * 10)):
        hosting = [e for e in host_heard if isinstance(e, Hosting)]
        if hosting:
            break
        deadline.wait(0.1)
    assert hosting, "the host listens"
    address = hosting[0].address
    node = join_table(address, guest_options)
    thread.join(LIMIT)
    assert node.complete and not isinstance(done[0], Exception), done
    monkeypatch.undo()
    return address, guest_options


def test_joining_at_the_address_of_a_session_that_ended_does_not_take_it_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    address, guest = a_session_whose_journals_were_never_ended(tmp_path, monkeypatch)
    root = tmp_path / "Lan-id" / "tables"
    key = Identity.load_or_create(guest.identity_dir, "Lan").public_key
    assert find_unfinished(root, JOIN, address, key) is not None, "the journal has no end record"
    assert _rejoined(guest, JOIN, address) is None, "nothing to go back to: a new table is joined instead"
    assert find_unfinished(root, JOIN, address, key) is None, "the journal is ended now (never offered again)"


def test_returning_to_a_session_that_ended_says_it_is_over(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    a_session_whose_journals_were_never_ended(tmp_path, monkeypatch)
    address = "127.0.0.1:0"  # what the host was started with
    host = PeerOptions(identity_dir=tmp_path / "Host-id", name="Host", history_dir=tmp_path / "Host-h")
    resumed = resume_seated(host, HOST, address)
    assert resumed is not None
    seated, read, journal = resumed
    with pytest.raises(PeerError) as raised:
        run_seated(seated, host, journal, read, (HOST, address))
    assert raised.value.problem.kind == "TABLE_OVER"
    assert resume_seated(host, HOST, address) is None
