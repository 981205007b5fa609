"""Issue 22 point 4 and issue 24 point 3, sans-IO: the carry-on vote never ends the evening for want of an
answer. No answer from a player goes on with a bot (the table's default) or keeps the table waiting (its
host's rule); a player whose vote does not come is treated as absent once more than half of the players
asked voted; a runner that leaves out a player whose vote an honest peer holds seats nobody."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace

import pytest

from protocol.carry_on import kind_of
from protocol.identity import Identity
from tests.table_harness import transcript_for
from tests.test_handover_machine import ROUND, WITHIN, Peer, facts, notices, peer, run
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.peer.events import CarryOnAsked, TableContinued
from tusac_lan.peer.handover import VOTE_LIMIT, Send, players_of
from tusac_lan.table.config import WAIT_FOR_ANSWERS, TableConfig
from tusac_lan.table.transcript import Transcript

Answer = Callable[[CarryOnAsked], tuple[bool, int] | None]


def four_players(table_rules: tuple[str, ...] = ()) -> tuple[Transcript, list[Identity]]:
    """Host (seat 0), Lan, Mai and Hoa, each at a peer of its own."""
    identities = [Identity.generate(name) for name in ("Host", "Lan", "Mai", "Hoa")]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=RuleSet(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("", "", "", ""),
        host_seat=0,
        peers=(0, 1, 2, 3),
        table_rules=table_rules,
    )
    return transcript_for(config, identities, [(0,), (1,), (2,), (3,)], 8), identities


def hoa_gone(
    table: Transcript, identities: list[Identity], answers: dict[int, Answer], seats: tuple[int, ...] = (0, 1, 2)
) -> dict[int, Peer]:
    """Hoa (seat 3) did not come back: the players of ``seats`` are asked (each peer's index is its seat)."""
    absent = {3: players_of(table)[3]}
    peers = {}
    for seat in seats:
        handover = peer(table, identities, seat, answers[seat])
        peers[seat] = Peer(handover, handover.vote(absent, WITHIN))
    return peers


def go_on(question: CarryOnAsked) -> tuple[bool, int]:
    return True, question.proposed


def silent(question: CarryOnAsked) -> None:
    return None


def test_no_answer_goes_on_with_a_bot_by_default() -> None:
    table, identities = four_players()
    peers = hoa_gone(table, identities, {0: go_on, 1: silent, 2: silent})
    ended = run(peers)
    results = [p.result for p in peers.values()]
    assert all(r is not None for r in results)
    assert len({r.transcript.digest for r in results if r is not None}) == 1
    config = results[0].transcript.config if results[0] is not None else None
    assert config is not None and config.bots[3] and not any(config.bots[:3])
    assert "no answer in time: going on with a bot, as the table does by default" in notices(peers[1])
    asked = [item for item in peers[1].out if isinstance(item, CarryOnAsked)]
    assert len(asked) == 1 and not asked[0].waits
    assert ended < 3 * WITHIN


def test_at_a_table_that_waits_for_answers_no_answer_keeps_the_question_open() -> None:
    table, identities = four_players((WAIT_FOR_ANSWERS,))
    late: dict[str, bool] = {"answer": False}

    def mai(question: CarryOnAsked) -> tuple[bool, int] | None:
        return (True, question.proposed) if late["answer"] else None

    peers = hoa_gone(table, identities, {0: go_on, 1: go_on, 2: mai})
    with pytest.raises(AssertionError, match="never finished"):
        run(peers, limit=(VOTE_LIMIT + 2) * WITHIN)  # no limit to the wait at such a table
    assert not any(p.done for p in peers.values())
    assert "the table waits for this player's answer" in notices(peers[2])
    asked = [item for item in peers[2].out if isinstance(item, CarryOnAsked)]
    assert len(asked) == 1 and asked[0].waits
    # Mai answers long after the time to answer: the table goes on with her.
    late["answer"] = True
    run(peers, now=(VOTE_LIMIT + 2) * WITHIN, limit=(VOTE_LIMIT + 6) * WITHIN)
    results = [p.result for p in peers.values()]
    assert all(r is not None for r in results)
    assert len({r.transcript.digest for r in results if r is not None}) == 1


def test_a_player_whose_vote_never_comes_is_treated_as_absent_and_the_others_go_on() -> None:
    # Issue 24 point 3: Lan's peer died in the middle of the vote (or is still replaying its journal).
    table, identities = four_players()
    peers = hoa_gone(table, identities, {0: go_on, 2: go_on, 1: go_on}, seats=(0, 2))
    ended = run(peers)
    host, mai = peers[0].result, peers[2].result
    assert host is not None and mai is not None and host.transcript.digest == mai.transcript.digest
    config = host.transcript.config
    assert config.host_seat == 0 and config.bots[1] and config.bots[3] and not config.bots[0] and not config.bots[2]
    for p in peers.values():
        assert "no vote came from Lan: a bot takes their seat too (they may take it back)" in notices(p)
        # Lan may take its seat back at a later hand, as Hoa may.
        assert sorted(p.handover.replaced) == [1, 3]
    assert 2 * WITHIN <= ended < 4 * WITHIN


def test_the_runner_named_only_by_a_player_whose_vote_never_came_falls_to_the_lowest_voter() -> None:
    table, identities = four_players()

    def for_lan(question: CarryOnAsked) -> tuple[bool, int]:
        return True, 1

    peers = hoa_gone(table, identities, {0: for_lan, 2: for_lan, 1: go_on}, seats=(0, 2))
    run(peers)
    host = peers[0].result
    assert host is not None and host.transcript.config.host_seat == 0 and sorted(host.bots) == [1, 3]


def test_a_table_split_in_halves_waits_for_the_votes_on_both_sides() -> None:
    # Hoa gone, Lan's votes reach nobody: Host and Mai are two of three, and go on; but with Mai's gone too
    # the Host alone is one of three, and waits (never a table of its own).
    table, identities = four_players()
    peers = hoa_gone(table, identities, {0: go_on, 1: go_on, 2: go_on}, seats=(0,))
    with pytest.raises(AssertionError, match="never finished"):
        run(peers, limit=(VOTE_LIMIT - 1) * WITHIN)
    assert peers[0].result is None and "waiting for the votes of Lan, Mai" in notices(peers[0])
    # Past the vote's limit it gives up, saying so (a peer alone never goes on at a table of its own).
    ended = run(peers, now=(VOTE_LIMIT - 1) * WITHIN)
    assert peers[0].result is None and ended < (VOTE_LIMIT + 1) * WITHIN
    assert notices(peers[0])[-1] == f"no next table came about in {VOTE_LIMIT * WITHIN:.0f} s: the session ends"


def test_a_runner_that_leaves_out_a_player_whose_vote_an_honest_peer_holds_seats_nobody() -> None:
    # The Host says it never got Lan's vote (it drops it) and offers a table with a bot in Lan's seat: Mai
    # holds Lan's vote and refuses the offer, as Lan does; no table seats a bot in a connected honest
    # player's seat while another honest player has its vote.
    table, identities = four_players()
    peers = hoa_gone(table, identities, {0: go_on, 1: go_on, 2: go_on})
    lying = peers[0].handover
    taken = lying.receive

    def deaf_to_lan(index: int, wire: bytes) -> None:
        if index != 1:
            taken(index, wire)

    lying.receive = deaf_to_lan  # type: ignore[method-assign,assignment]
    run(peers, limit=(VOTE_LIMIT + 3) * WITHIN)
    assert all(p.result is None for p in peers.values())
    assert "no vote came from Lan: a bot takes their seat too (they may take it back)" in notices(peers[0])
    for seat in (1, 2):
        assert not any(isinstance(item, TableContinued) for item in peers[seat].out), notices(peers[seat])
        assert "the next table did not come about: trying again" in notices(peers[seat])


def run_until_dead(peers: dict[int, Peer], dies: int, limit: float = 30.0) -> float:
    """Like ``run``, but the peer ``dies`` stops (no step, nothing delivered to it) once it has offered the
    next table; from then on the others' links to it are down."""
    now, dead = 0.0, False
    gone_key = peers[dies].handover.player.public_key
    while not all(p.done for i, p in peers.items() if not (dead and i == dies)):
        assert now < limit, "the handover never finished"
        for index, p in peers.items():
            if p.done or p.step is None or (dead and index == dies):
                continue
            away = frozenset({gone_key}) if dead else frozenset()
            p.handover.clock(now, replace(facts(p.handover.table), away=away))
            try:
                next(p.step)
            except StopIteration as stop:
                p.result, p.done = stop.value, True
        for index, p in peers.items():
            for item in p.handover.drain():
                p.out.append(item)
                if isinstance(item, Send):
                    if index == dies and kind_of(item.wire) == "table":
                        dead = True
                    for to in sorted(item.peers):
                        if to in peers and not (dead and to == dies):
                            peers[to].handover.receive(index, item.wire)
        now += ROUND
    return now


def test_a_runner_that_dies_while_it_sets_the_next_table_up_is_left_out_and_the_others_go_on() -> None:
    # Issue 24 point 3: the player picked to run the bots dies after offering the next table, before its GO.
    table, identities = four_players()
    peers = hoa_gone(table, identities, {0: go_on, 1: go_on, 2: go_on})
    run_until_dead(peers, dies=0)
    lan, mai = peers[1].result, peers[2].result
    assert lan is not None and mai is not None and lan.transcript.digest == mai.transcript.digest
    config = lan.transcript.config
    # Every vote named the Host: the lowest player left runs the bots, in the Host's seat too.
    assert config.host_seat == 1 and config.bots[0] and config.bots[3] and sorted(lan.bots) == [0, 3]
    for seat in (1, 2):
        assert "the next table did not come about: trying again without Host" in notices(peers[seat])
        assert sorted(peers[seat].handover.replaced) == [0, 3]


def test_a_next_table_whose_ready_was_lost_is_offered_again_and_taken_up() -> None:
    # Mai's READY for the first offer never reaches the Host: its GO never comes; everyone tries again, and
    # each player takes up the new offer (not the first one, still in its inbox).
    table, identities = four_players()
    peers = hoa_gone(table, identities, {0: go_on, 1: go_on, 2: go_on})
    lost: list[bytes] = []
    host = peers[0].handover
    taken = host.receive

    def lose_first_ready_of_mai(index: int, wire: bytes) -> None:
        if index == 2 and kind_of(wire) == "ready" and (not lost or lost[0] == wire):
            lost.append(wire)
            return
        taken(index, wire)

    host.receive = lose_first_ready_of_mai  # type: ignore[method-assign,assignment]
    run(peers, limit=(VOTE_LIMIT - 2) * WITHIN)
    results = [p.result for p in peers.values()]
    assert lost and all(r is not None for r in results)
    assert len({r.transcript.digest for r in results if r is not None}) == 1
    assert "the next table did not come about: trying again" in notices(peers[1])


def test_a_player_who_leaves_while_asked_votes_nothing() -> None:
    table, identities = four_players()
    handover = peer(table, identities, 1, silent)
    step = handover.vote({3: players_of(table)[3]}, WITHIN)
    handover.clock(0.0, facts(table))
    next(step)
    handover.clock(0.1, facts(table), cancelled=True)
    with pytest.raises(StopIteration):
        next(step)
    assert not any(isinstance(item, Send) for item in handover.drain())
