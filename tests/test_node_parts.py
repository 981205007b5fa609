"""The parts a table node is made of, each alone with plain values: the inbox (order, copies, replays,
equivocations, flood bounds), the hash votes, the deadline clocks, the stop ranking and the records."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from protocol.identity import Identity
from protocol.messages import Message, encode
from tusac_lan.games.tusac.engine.state import Phase
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.deadlines import MOVE_OWED, OwedClocks, deadline_for
from tusac_lan.table.evidence import EQUIVOCATION, HASH_OWED, LIST_OWED, SEED_OWED, UNPROVEN, WITHHELD
from tusac_lan.table.hand_run import Rejected, Step, Verdict
from tusac_lan.table.inbox import HAND_MESSAGES, INBOX_MESSAGES, RELAY_SCALE, Admit, Inbox
from tusac_lan.table.records import HandRecord, record_payload
from tusac_lan.table.stops import abort_detail, equivocation_pair, replaces, stopped_event, unproven_reason
from tusac_lan.table.votes import HashVotes, desync_report, write_desync
from tusac_lan.table.watch import HandWatch

TABLE = b"T" * 16
PLAYERS = [Identity.generate(f"player{i}") for i in range(4)]


def signed(seat: int, seq: int, type_: str = "hash", payload: Any = None, hand: int = 0) -> Message:
    payload = [seq, bytes([seq % 256]) * 32] if payload is None else payload
    return encode(PLAYERS[seat], TABLE, hand, seat, seq, type_, payload, TUSAC_SHAPE)


# --- inbox --------------------------------------------------------------------------------------------


def test_the_inbox_hands_out_each_seat_in_order_and_passes_over_numbers_taken_early() -> None:
    inbox = Inbox(4)
    later, first = signed(1, 1), signed(1, 0)
    assert inbox.admit(later, local=False) == (Admit.QUEUED, None)
    assert inbox.next_in_order(1) is None and inbox.later(1) == [later]
    inbox.take(later)  # ahead of its turn
    assert inbox.admit(first, local=False) == (Admit.QUEUED, None)
    assert inbox.next_in_order(1) == first
    inbox.take(first)
    assert inbox.next_in_order(1) is None and inbox.expected[1] == 2 and inbox.processed == 2
    assert inbox.known(1, 1) == later and inbox.waiting_bytes[1] == 0


def test_a_copy_is_dropped_a_replay_refused_and_another_body_under_one_number_is_an_equivocation() -> None:
    inbox = Inbox(4)
    message = signed(2, 0)
    inbox.admit(message, local=False)
    assert inbox.admit(message, local=False) == (Admit.COPY, message)
    other = signed(2, 0, payload=[0, b"x" * 32])
    assert inbox.admit(other, local=False) == (Admit.CONFLICT, message)
    inbox.take(message)
    assert inbox.admit(signed(2, 0, payload=[0, b"y" * 32]), local=False)[0] == Admit.CONFLICT
    inbox.accepted.clear()
    assert inbox.admit(message, local=False) == (Admit.REPLAYED, None)


def test_a_seat_too_far_ahead_floods_but_this_peers_own_seats_are_never_held_to_the_bound() -> None:
    inbox = Inbox(4)
    assert inbox.admit(signed(3, INBOX_MESSAGES), local=False) == (Admit.FLOOD, None)
    assert inbox.admit(signed(3, INBOX_MESSAGES - 1), local=False) == (Admit.QUEUED, None)
    assert inbox.admit(signed(0, INBOX_MESSAGES), local=True) == (Admit.QUEUED, None)
    inbox.drop(3)
    assert inbox.waiting[3] == {} and inbox.waiting_bytes[3] == 0


def test_a_hand_has_a_message_budget_and_relaying_a_budget_of_its_own() -> None:
    inbox = Inbox(4)
    hash_message = signed(1, 0)
    assert not any(inbox.count(hash_message) for _ in range(HAND_MESSAGES))
    assert inbox.count(hash_message)
    missing = signed(2, 0, "missing", [1, 0])
    assert not any(inbox.count(missing) for _ in range(HAND_MESSAGES * RELAY_SCALE))
    assert inbox.count(missing)
    inbox.forget_before(1)
    assert inbox.sent_in_hand == {}


def test_bad_deliveries_are_counted_up_to_the_limit() -> None:
    inbox = Inbox(4)
    results = [inbox.bad(2) for _ in range(200)]
    assert results[-1] and not any(results[:-1])


# --- votes --------------------------------------------------------------------------------------------


def test_a_turn_every_peer_agrees_on_is_forgotten_and_one_that_differs_names_the_peers() -> None:
    votes = HashVotes()
    mine, other = b"a" * 32, b"b" * 32
    votes.vote(0, 4, 0, (mine, signed(0, 1)))
    assert votes.tally(0, 4, [0, 1, 2], mine) is None
    votes.vote(0, 4, 1, (mine, signed(1, 1)))
    votes.vote(0, 4, 2, (mine, signed(2, 1)))
    assert votes.tally(0, 4, [0, 1, 2], mine) == [] and votes.seen(0, 4) == {}
    votes.vote(0, 5, 0, (mine, signed(0, 2)))
    votes.vote(0, 5, 1, (other, signed(1, 2)))
    votes.vote(0, 5, 1, (mine, signed(1, 3)), first_only=True)
    votes.vote(0, 5, 2, (mine, signed(2, 2)))
    assert votes.tally(0, 5, [0, 1, 2], mine) == [1]


def test_one_evidence_list_a_hand_and_old_hands_are_forgotten() -> None:
    votes = HashVotes()
    assert votes.first_list(0, 1) and not votes.first_list(0, 1) and votes.first_list(1, 1)
    votes.vote(0, 1, 0, (b"a" * 32, signed(0, 1)))
    votes.next_hash[(0, 2)] = 3
    votes.forget_before(1)
    assert votes.votes == {} and votes.next_hash == {} and votes.lists_from == {(1, 1)}


def test_a_desync_report_is_written_as_json(tmp_path: Path) -> None:
    report = desync_report(2, 7, {0: b"\x01" * 32, 1: b"\x02" * 32}, [1], b"\x01" * 32, "state")
    path = write_desync(tmp_path / "h", b"\xab" * 16, report)
    assert path.name == "ab" * 16 + "-hand0002-desync.json"
    assert json.loads(path.read_text("utf-8")) == {
        "hand": 2,
        "turn": 7,
        "hashes": {"0": "01" * 32, "1": "02" * 32},
        "disputed": [1],
        "local_hash": "01" * 32,
        "state": "state",
    }


# --- deadlines ----------------------------------------------------------------------------------------


def test_what_is_owed_is_asked_for_past_the_deadline_and_signed_withheld_past_the_grace() -> None:
    clocks = OwedClocks()
    owed = [((1, 9, "its nonce"), 10.0, 3.0, 0.0)]
    assert clocks.chase(owed, 100.0) == []
    assert clocks.chase(owed, 110.0) == [("missing", [1, 9])]
    assert clocks.chase(owed, 112.9) == []
    assert clocks.chase(owed, 113.0) == [("withheld", [1, 9, "its nonce"])]
    assert clocks.chase(owed, 200.0) == [] and clocks.committed == {(1, 9)}


def test_a_key_is_owed_from_when_its_peer_showed_the_turn_or_for_longer() -> None:
    """Issue 24 (seen at half a core): a peer that another equivocated against owed a key in this peer's
    state but not in its own, and its state hash (which would show the equivocation) came after the key's
    deadline; it was named. A key is owed a deadline from when its peer showed it reached the turn, and
    ``UNSHOWN_FACTOR`` deadlines while it has shown nothing of it."""
    from tusac_lan.table.deadlines import UNSHOWN_FACTOR, owed_key
    from tusac_lan.table.reasons import OWED_DRAWN_KEY, OWED_SLOT_KEY

    assert owed_key(OWED_DRAWN_KEY) and owed_key(OWED_SLOT_KEY.format(slot=7)) and not owed_key(MOVE_OWED)
    clocks = OwedClocks()
    key = (1, 4, OWED_DRAWN_KEY)
    unshown = [(key, 10.0 * UNSHOWN_FACTOR, 3.0, 0.0)]
    assert clocks.chase(unshown, 0.0) == [] and clocks.chase(unshown, 13.0) == []  # not named at one deadline
    shown = [(key, 10.0, 3.0, 20.0)]  # its state of that turn came at 20 s: a deadline from then
    assert clocks.chase(shown, 29.0) == []
    assert clocks.chase(shown, 30.0) == [("missing", [1, 4])]
    assert clocks.chase(shown, 33.0) == [("withheld", [1, 4, OWED_DRAWN_KEY])]
    silent = OwedClocks()
    assert silent.chase(unshown, 0.0) == [] and silent.chase(unshown, 29.9) == []
    assert silent.chase(unshown, 33.0) == [("missing", [1, 4]), ("withheld", [1, 4, OWED_DRAWN_KEY])]


def test_the_clock_stands_still_while_the_seat_is_away_and_for_a_pause() -> None:
    clocks = OwedClocks()
    owed = [((2, 0, MOVE_OWED), 10.0, 3.0, 0.0)]
    clocks.chase(owed, 0.0)
    assert clocks.chase(owed, 9.0, away={2}, elapsed=9.0) == []  # 9 s away count for nothing
    assert clocks.chase(owed, 18.0) == []
    assert clocks.chase(owed, 19.0) == [("missing", [2, 0])]
    clocks.pause(100.0)
    assert clocks.chase(owed, 60.0) == []


def test_a_seat_given_up_at_the_players_word_owes_at_once() -> None:
    """Issue 22: "go on with a bot now" does not wait the move deadline out for the gone seat."""
    clocks = OwedClocks()
    owed = [((2, 5, MOVE_OWED), 60.0, 1.0, 0.0), ((3, 7, MOVE_OWED), 60.0, 1.0, 0.0)]
    assert clocks.chase(owed, 0.0) == []
    assert clocks.chase(owed, 2.0, overdue={2}) == [("missing", [2, 5]), ("withheld", [2, 5, MOVE_OWED])]
    assert clocks.chase(owed, 3.0, overdue={2}) == [], "each once; the other seat keeps its whole deadline"
    assert clocks.chase(owed, 60.0) == [("missing", [3, 7])]


def test_a_statement_about_this_peers_own_seat_counts_only_past_its_own_deadline() -> None:
    clocks = OwedClocks()
    key = (0, 4, MOVE_OWED)
    assert not clocks.overdue_own(key, 50.0, (10.0, 30.0))
    clocks.note_own(key, 50.0)
    clocks.note_own(key, 70.0)  # the first time it owed counts
    assert not clocks.overdue_own(key, 79.0, (10.0, 30.0))
    assert clocks.overdue_own(key, 80.0, (10.0, 30.0))
    assert deadline_for("its seed", (10.0, 30.0)) == 10.0
    first, second = signed(1, 5, "withheld", [0, 4, MOVE_OWED]), signed(2, 5, "withheld", [0, 4, MOVE_OWED])
    clocks.statement(key, first)
    assert clocks.statement(key, second) == {1: first, 2: second}


# --- stops --------------------------------------------------------------------------------------------


def test_the_strongest_proof_then_the_lowest_seat_is_the_stop_kept() -> None:
    abort = signed(2, 3, "abort", ["no reason", []])
    unproven = Rejected(-1, unproven_reason(abort, abort_detail([])), kind=UNPROVEN)
    assert unproven.reason == "stopped by seat 2: no reason (it shows no proof)"
    withheld = Rejected(3, "withheld its move", kind=WITHHELD)
    assert replaces(None, [], unproven, [abort])
    assert replaces(unproven, [abort], withheld, [signed(1, 4)])
    assert not replaces(withheld, [signed(1, 4)], unproven, [abort])
    lower = Rejected(1, "withheld its move", kind=WITHHELD)
    assert replaces(withheld, [signed(1, 4)], lower, [signed(0, 4)])
    pair = equivocation_pair(signed(1, 2, payload=[2, b"b" * 32]), signed(1, 2, payload=[2, b"a" * 32]))
    assert pair == sorted(pair, key=lambda m: m.wire)
    assert replaces(lower, [signed(0, 4)], Rejected(1, "two", kind=EQUIVOCATION), pair)
    assert abort_detail([abort]) == "what it shows breaks nothing"


def test_the_stop_event_says_whether_it_is_proven_and_on_whose_word() -> None:
    statement = signed(0, 6, "withheld", [1, 3, "its move"])
    word = stopped_event(Rejected(-1, "seat 0 alone signed", kind=WITHHELD), [statement], None)
    assert (word.proven, word.withheld, word.by) == (False, True, 0)
    abort = signed(2, 3, "abort", ["left the table", []])
    said = stopped_event(Rejected(-1, "stopped by seat 2", kind=UNPROVEN), [abort], abort)
    assert (said.proven, said.by, said.said) == (False, 2, "left the table")
    named = stopped_event(Rejected(1, "withheld its move", kind=WITHHELD), [statement], None)
    assert (named.proven, named.seat, named.by) == (True, 1, -1)


# --- records ------------------------------------------------------------------------------------------


def test_a_late_record_is_added_only_if_it_signs_the_same_file() -> None:
    body: list[Any] = ["body", 1, 2]
    expected = record_payload(b"s" * 32, body)
    assert expected != record_payload(b"t" * 32, body)
    kept = HandRecord(0, None, Verdict(True, -1, "ok"), b"", body, expected)
    assert not kept.add_late(signed(1, 9, "record", [b"x" * 32, b"y" * 32]), True)
    assert not kept.add_late(signed(1, 9, "record", expected), False)
    assert not kept.add_late(signed(1, 9, "record", expected, hand=1), True)
    assert kept.add_late(signed(1, 9, "record", expected), True)
    assert kept.history and list(kept.signed) == [1]
    assert not kept.add_late(signed(1, 10, "record", expected), True)  # once a peer
    kept.forget_file()
    assert (kept.history, kept.body, kept.expected, kept.signed) == (b"", [], [], {})


@pytest.mark.parametrize("what", ["its move", "its seed"])
def test_only_a_move_has_the_move_deadline(what: str) -> None:
    assert deadline_for(what, (10.0, 30.0)) == (30.0 if what == MOVE_OWED else 10.0)


# --- the hand watch -----------------------------------------------------------------------------------


def played_out(*, stopped: Rejected | None = None, opened: tuple[int, ...] = (0, 1, 2, 3)) -> Any:
    """A stand-in for a HandRun played to its end (only what the watch reads)."""
    opens = [signed(seat, 40) if seat in opened else None for seat in range(4)]
    step = Step.DONE if len(opened) == 4 else Step.OPEN
    state = SimpleNamespace(phase=Phase.ENDED)
    return SimpleNamespace(stopped=stopped, step=step, state=state, ended=True, opens=opens, seed_withheld_by=-1)


def test_a_dispute_in_play_owes_the_seed_first_then_the_list_until_it_comes_or_is_named() -> None:
    watch = HandWatch()
    disagreement = Rejected(-1, "the peers disagree on the state at turn 3", kind=UNPROVEN)
    watch.disputes[2] = (3, b"x" * 32, signed(2, 7))
    before_seed = played_out(stopped=disagreement, opened=(0, 1, 3))
    assert watch.list_awaited(before_seed, 2) and not watch.list_owed(before_seed, 2, 2)
    assert watch.owes(before_seed, 2, 2, []) == SEED_OWED
    run = played_out(stopped=disagreement)
    assert watch.owes(run, 2, 2, []) == LIST_OWED
    assert not watch.settled(run, [], lambda seat, seq: None)
    watch.named_after.add(2)
    assert watch.owes(run, 2, 2, []) is None and watch.settled(run, [], lambda seat, seq: None)
    proven = played_out(stopped=Rejected(1, "equivocation", kind=EQUIVOCATION))
    assert not HandWatch(disputes=dict(watch.disputes)).list_awaited(proven, 2)


def test_after_the_result_the_last_hash_is_owed_only_by_peers_that_sent_hashes_before_their_seed() -> None:
    watch = HandWatch(first_hash={1: 12, 2: 50, 3: 5})
    run = played_out()
    assert watch.final_due(run, [0, 1, 2, 3], skipped={0, 3}) == [1]  # seat 2's first hash came after its seed
    assert watch.owes(run, 1, 1, [1]) == HASH_OWED
    watch.final_from[1] = signed(1, 41)
    assert watch.final_due(run, [0, 1, 2, 3], skipped={0, 3}) == []
