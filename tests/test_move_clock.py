"""The player's own move clock (issue 22, point 1), sans-IO: the time is handed in."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from protocol.carry_on import decode_timed, encode_timed, kind_of
from protocol.identity import Identity
from protocol.lobby import LobbyError
from tests.counted_calls import counted_calls
from tests.test_next_table import first_table
from tusac_lan.peer.move_clock import (
    NO_LIMIT,
    ClockRanOut,
    ClockStarted,
    ClockWarning,
    MoveClock,
    margin,
    time_after_rejoin,
    time_to_move,
    told_by_its_seat,
)
from tusac_lan.peer.options import PeerOptions, parse_deadlines
from tusac_lan.table.config import DEFAULT_WAITS, TableConfig, Waits


def test_the_bot_plays_a_margin_before_the_tables_move_deadline() -> None:
    assert margin(120.0) == pytest.approx(12.0)  # 10 % of a long deadline
    assert margin(30.0) == 5.0  # at least 5 s
    assert margin(6.0) == 3.0  # a very short deadline leaves the player half of it
    assert time_to_move(120.0) == pytest.approx(108.0)
    assert time_to_move(NO_LIMIT) is None


def test_a_decision_is_started_warned_and_played_once_each() -> None:
    clock = MoveClock(move=60.0)  # 54 s to move, warned at 15 s left
    key = (0, 1, 7)
    assert clock.look([key], 100.0) == [ClockStarted(1, 54.0)]
    assert clock.look([key], 138.0) == []
    assert clock.look([key], 139.5) == [ClockWarning(1, 14.5)]
    assert clock.look([key], 150.0) == []
    assert clock.left(key, 150.0) == pytest.approx(4.0)
    assert clock.look([key], 154.0) == [ClockRanOut(key)]
    assert clock.look([key], 155.0) == []  # told once, even while the move is still on its way


def test_the_next_decision_is_the_players_again_with_its_own_full_time() -> None:
    clock = MoveClock(move=60.0)
    first, second = (0, 1, 7), (0, 1, 9)
    clock.look([first], 0.0)
    assert clock.look([first], 54.0) == [ClockRanOut(first)]
    assert clock.look([second], 55.0) == [ClockStarted(1, 54.0)]  # the first is forgotten
    assert clock.look([second], 108.0) == [ClockWarning(1, 1.0)]
    assert clock.look([], 108.5) == []  # the player chose in time
    assert clock.since == {} and clock.warned == set() and clock.ran_out == set()


def test_a_short_deadline_warns_half_way() -> None:
    clock = MoveClock(move=8.0)  # 4 s to move: warned with 2 s left
    key = (2, 0, 3)
    clock.look([key], 0.0)
    assert clock.look([key], 1.9) == []
    (warning,) = clock.look([key], 2.1)
    assert isinstance(warning, ClockWarning) and warning.seat == 0 and warning.left == pytest.approx(1.9)
    assert clock.look([key], 4.0) == [ClockRanOut(key)]


def test_with_no_limit_the_player_is_never_timed() -> None:
    clock = MoveClock(move=NO_LIMIT)
    key = (0, 0, 1)
    assert clock.look([key], 0.0) == [ClockStarted(0, None)]
    assert clock.look([key], 10 * NO_LIMIT) == []
    assert clock.left(key, 5.0) is None


def test_the_notice_that_a_bot_played_is_signed_by_the_seat() -> None:
    seat = Identity.generate("Hương")
    table = bytes(range(32))
    wire = encode_timed(seat, table, 2, 1, 17)
    assert kind_of(wire) == "timed"
    timed = decode_timed(wire)
    assert (timed.seat_key, timed.table, timed.hand, timed.seat, timed.turn) == (seat.public_key, table, 2, 1, 17)
    forged = bytearray(wire)
    forged[-1] ^= 1
    with pytest.raises(LobbyError):
        decode_timed(bytes(forged))
    with pytest.raises(LobbyError):
        decode_timed(encode_timed(seat, table[:5], 2, 1, 17))
    with pytest.raises(LobbyError):
        decode_timed(encode_timed(seat, table, -1, 1, 17))


def test_no_limit_is_a_hosts_choice_in_the_signed_table_and_the_default_table_is_unchanged() -> None:
    assert parse_deadlines("30,none") == (30.0, NO_LIMIT, 10.0)
    assert parse_deadlines("30,None,5") == (30.0, NO_LIMIT, 5.0)
    with pytest.raises(ValueError):
        parse_deadlines("none,120")
    host = PeerOptions(identity_dir=Path("."), deadlines=parse_deadlines("30,none"))
    assert host.waits() == Waits(30.0, NO_LIMIT, 10.0, 300.0) != DEFAULT_WAITS
    config = first_table()[0].config
    assert config.waits == DEFAULT_WAITS and len(config.to_canonical()) < 10, "the default TABLE has no waits"
    unlimited = replace(config, waits=host.waits())
    assert TableConfig.from_canonical(unlimited.to_canonical()).waits.move == NO_LIMIT
    assert MoveClock(move=TableConfig.from_canonical(unlimited.to_canonical()).waits.move).limit is None


def test_a_decision_found_pending_at_a_rejoin_gets_what_the_others_still_wait_at_least() -> None:
    # Before the crash it was owed at most the player's 108 s: the others still wait the 12 s margin and
    # the 10 s grace; the bot plays 5 s before that.
    assert time_after_rejoin(120.0, 10.0) == 17.0
    assert time_after_rejoin(3.0, 4.0) == 1.0  # never less than a second
    assert time_after_rejoin(NO_LIMIT, 10.0) is None
    clock = MoveClock(move=120.0, grace=10.0)
    clock.rejoined = True
    found, later = (1, 0, 5), (1, 0, 8)
    assert clock.look([found], 0.0) == [ClockStarted(0, 17.0)]
    assert clock.look([found], 17.0) == [ClockRanOut(found)]
    assert clock.look([later], 18.0) == [ClockStarted(0, time_to_move(120.0))]


def test_a_notice_is_told_only_for_a_human_seat_of_this_table_signed_by_it_and_sent_by_its_peer() -> None:
    transcript, (_, lan, mai, bot) = first_table()
    config, table = transcript.config, transcript.digest

    def told(signer: Identity, seat: int, sender: tuple[int, ...], about: bytes = table) -> bool:
        return told_by_its_seat(decode_timed(encode_timed(signer, about, 0, seat, 4)), table, config, sender)

    assert told(lan, 1, (1,))
    assert not told(lan, 1, (2,)), "sent by a peer that does not run the seat"
    assert not told(mai, 1, (1, 2)), "signed by another seat's key"
    assert not told(bot, 3, (0, 3)), "a bot seat never runs out of time"
    assert not told(lan, 1, (1,), about=bytes(32)), "another table's"
    assert not told(lan, 9, (9,)), "no such seat"


def test_a_notice_handed_in_again_is_told_once_and_a_copy_is_not_checked_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A replayed notice (the same signed bytes, or the same turn again) tells the player nothing twice."""
    from types import SimpleNamespace
    from typing import Any

    import tusac_lan.peer.runner as runner_module
    from tusac_lan.peer.runner import SessionRunner

    transcript, (_, lan, _, _) = first_table()
    told: list[Any] = []
    checked = counted_calls(monkeypatch, runner_module, "decode_timed")
    run = SimpleNamespace(hand_no=0, chosen_at={1: 4})
    fake: Any = SimpleNamespace(
        seated=SimpleNamespace(transcript=transcript, seats={}),
        peer_seats={1: (1,)},
        timed_heard={},
        timed_told={},
        timed_wire={},
        node=SimpleNamespace(run=run),
        journal=None,
        replaying=False,
        options=SimpleNamespace(listener=told.append),
    )
    fake._tell_timed = lambda node: SessionRunner._tell_timed(fake, node)
    fake._tell_out_of_time = lambda *a, **k: SessionRunner._tell_out_of_time(fake, *a, **k)
    wire = encode_timed(lan, transcript.digest, 0, 1, 4)
    for _ in range(50):
        SessionRunner._timed(fake, 1, wire)
    assert len(told) == 1 and len(checked) == 1
    SessionRunner._timed(fake, 1, encode_timed(lan, transcript.digest, 0, 1, 2))  # an older turn, new bytes
    assert len(told) == 1 and len(checked) == 2
    run.chosen_at[1] = 9
    SessionRunner._timed(fake, 1, encode_timed(lan, transcript.digest, 0, 1, 9))
    assert len(told) == 2
