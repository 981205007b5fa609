"""Attacks on the lost-at-once settlement at the end of a hand (issue 24, commit 87e5d56): two peers of four
lost at once after the last move, before their seeds (Step.OPEN) or their records (Step.DONE). In process
(tests/table_harness.py): the hub's ``tamper`` hook plays the network, and the identities every node holds
let a test sign what a modified client would (a colluder signs whatever it likes).

Tests marked ``xfail(strict=True)`` are attacks that WORK: each asserts the defence and fails until it
holds. The others pin defences that held."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import msgpack
import pytest

from protocol.messages import Message, decode, encode
from tests.table_harness import Hub, keep_seed, make_table
from tests.test_lost_at_hand_end import lose_at, settled_at
from tests.test_lost_at_once import HERE, LOST, _type, play_on
from tests.test_rules_third_pass import EAST, NORTH, SOUTH, south_wins_with_north_holding_a_four
from tusac_lan.games import GAMES
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table import reasons
from tusac_lan.table.deadlines import MOVE_OWED
from tusac_lan.table.deal import DealRun
from tusac_lan.table.hand_run import HandRun
from tusac_lan.table.history import (
    HistoryError,
    body_digest,
    read_history,
    replay_history,
    session_digest,
    unpack_record,
    verify_history,
)
from tusac_lan.table.lost import lost_reason
from tusac_lan.table.node import GRACE, MOVE_DEADLINE, TableNode

ALL = [0, 1, 2, 3]


def _decode(nodes: list[TableNode], wire: bytes) -> Message:
    config = nodes[0].config
    return decode(wire, config.table_id, list(config.seat_keys), TUSAC_SHAPE)


def _sign(nodes: list[TableNode], seat: int, hand: int, seq: int, type_: str, payload: Any) -> bytes:
    """A message of ``seat`` signed with its own key (a modified client, or colluders, sign what they like)."""
    identity = nodes[seat].seats[seat].identity
    return encode(identity, nodes[0].config.table_id, hand, seat, seq, type_, payload, TUSAC_SHAPE).wire


def refile(nodes: list[TableNode], data: bytes, signers: list[int], **fields: Any) -> bytes:
    """``data`` with its body fields changed (``messages``, ``evidence``, ``verdict``) and re-signed by the
    records of ``signers`` alone (a forged file: whoever signs a record signs what it likes)."""
    record: list[Any] = list(unpack_record(data))
    index = {"messages": 7, "evidence": 8, "verdict": 10}
    for name, value in fields.items():
        record[index[name]] = value
    digest = body_digest(record[:11])
    chained = session_digest(record[6], digest)
    hand = record[4]
    record[11] = [_sign(nodes, seat, hand, 90_000 + seat, "record", [digest, chained]) for seat in sorted(signers)]
    packed: bytes = msgpack.packb(record, use_bin_type=True)
    return packed


def replayed_verdict(data: bytes, evidence: list[bytes]) -> list[Any]:
    """The verdict a replay of ``data`` with ``evidence`` in its place gives (what a forger writes in)."""
    run = replay_history(replace(read_history(data), evidence=evidence))
    assert run.verdict is not None
    return list(run.verdict.to_canonical())


def lost_before_seeds(hands: int = 1) -> tuple[Hub, list[TableNode], bytes]:
    """Seats 2 and 3 lost at once at the first seed sent: the genuine file of the two still there."""
    hub, nodes = make_table(hands=hands)
    gone = lose_at(hub, nodes, "open")
    for node in nodes:
        node.start()
    play_on(hub, nodes, HERE, frozenset(LOST))
    assert gone[0] and all(nodes[i].records for i in HERE), [nodes[i].log[-3:] for i in HERE]
    return hub, nodes, nodes[0].records[-1].history


# --- the live table ------------------------------------------------------------------------------------


@pytest.mark.xfail(
    strict=True,
    raises=pytest.fail.Exception,
    reason=(
        "two colluders who lost a hand played to its end (Tứ Sắc: the public cards decide it) and stay CONNECTED"
        " while both keeping their seeds back leave the honest peers with no verdict at all: the old rule needs"
        " every other peer's statement (each colluder never signs about the other) and the lost-at-once void"
        " needs the links to have given up on them (TableNode._lost_at_once: `self.gone`), which a peer that"
        " keeps its link alive never is; no give-up applies to an unstopped hand (runner: STALLED). The result"
        " FAIRNESS.md says they cannot erase is never written"
    ),
)
def test_two_connected_colluders_keeping_both_seeds_cannot_keep_the_honest_peers_from_their_result(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    keep_seed(monkeypatch, 2)
    keep_seed(monkeypatch, 3)
    hub, nodes = make_table()
    for node in nodes:
        node.start()
    play_on(hub, nodes, HERE, frozenset(), rounds=12)
    for i in HERE:
        run = nodes[i].run
        assert run is not None and run.ended and run.stopped is None, "the hand was played to its end"
        assert run.opens[2] is None and run.opens[3] is None, "both colluders kept their seeds"
    if not all(nodes[i].records for i in HERE):
        pytest.fail(f"the honest peers never settled the hand: {[nodes[i].log[-2:] for i in HERE]}")


@pytest.mark.parametrize("reached", [(2,), (2, 3)])
def test_seeds_that_reached_one_honest_peer_before_their_peers_were_lost_are_in_both_files_alike(
    reached: tuple[int, ...],
) -> None:
    """The seeds of ``reached`` come to peer 1 only, then seats 2 and 3 are lost: peer 0 never got them. Peer 1
    shows them (it holds what peer 0 asks for, and refuses to sign it withheld), so both file the hand alike:
    with seat 2's seed opened and seat 3's alone lost, or with every seed in and a file signed by the two
    (the records lost); never two files of one hand."""
    hub, nodes = make_table()
    gone = [False]

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        kind = _type(nodes, wire)
        if not gone[0] and kind == "open":
            gone[0] = True
        if origin in reached and target == 1 and kind == "open":
            return wire
        if gone[0] and (origin in LOST or target in LOST):
            return None
        return wire

    hub.tamper = tamper
    for node in nodes:
        node.start()
    play_on(hub, nodes, HERE, frozenset(LOST))
    assert gone[0] and all(nodes[i].records for i in HERE), [nodes[i].log[-3:] for i in HERE]
    files = {nodes[i].records[-1].history for i in HERE}
    assert len(files) == 1, "the peers still there wrote different files of one hand"
    history, run = verify_history(files.pop())
    assert [seat for seat in LOST if run.opens[seat] is not None] == list(reached)
    assert run.seeds_lost == tuple(seat for seat in LOST if seat not in reached), run.seeds_lost
    assert history.verdict.ok and history.verdict.seat == -1 and history.signers == HERE, history.verdict
    assert all(nodes[i].lost_seats == tuple(LOST) for i in HERE)


def test_after_a_hand_lost_at_its_end_the_table_plays_on_unless_it_was_the_last_hand() -> None:
    """With hands to go the table is not stopped: its next hand waits for the absent (voided among the peers
    still there if they stay gone; tests/test_two_lost_at_hand_end.py). At the session's last hand it is
    complete, as any last hand is, its absent seats still known."""
    _, nodes, _ = lost_before_seeds(hands=2)
    for i in HERE:
        assert nodes[i].stopped is None and not nodes[i].complete
        assert len(nodes[i].records) == 1
        assert nodes[i].records[0].verdict.reason.startswith("the result stands; seats [2, 3] stopped answering")
    _, nodes, _ = lost_before_seeds(hands=1)
    for i in HERE:
        assert nodes[i].complete and nodes[i].stopped is None and nodes[i].lost_seats == tuple(LOST)


# --- forged files ----------------------------------------------------------------------------------------


def test_the_host_cannot_turn_honest_statements_on_one_kept_seed_into_a_lost_void_naming_nobody(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seat 3 keeps its seed back; every other peer signs that it never came (seat 3 named). The host keeps
    its own and one honest peer's statement only, leaves out seat 2's and files a lost-at-once void naming
    nobody with seat 2 called absent. Refused: a withheld statement is signed for every other peer's word,
    and a lost-at-once void needs each signer's ``lost`` statement, which carries the absent seats (peer 1,
    connected to seat 2, never signs one); the host's own re-signed as one does not make up for peer 1's."""
    keep_seed(monkeypatch, 3)
    hub, nodes = make_table()
    for node in nodes:
        node.start()
    play_on(hub, nodes, [0, 1, 2], frozenset())
    assert all(nodes[i].records for i in (0, 1, 2)), [nodes[i].log[-3:] for i in (0, 1, 2)]
    honest = nodes[1].records[-1]
    assert honest.verdict.ok and honest.verdict.seat == 3, honest.verdict  # the withholder is named
    history = read_history(honest.history)
    statements = [_decode(nodes, w) for w in history.evidence]
    assert sorted(m.seat for m in statements) == [0, 1, 2]
    assert_lost_forgeries_refused(nodes, honest.history, statements)


def assert_lost_forgeries_refused(nodes: list[TableNode], data: bytes, statements: list[Message]) -> None:
    """The host's forgeries of a lost-at-once void from the honest file ``data`` of one withholder (seat 3),
    whose ``statements`` are seats 0, 1 and 2's: each is refused, by the replay the forger needs for its
    verdict or by ``verify_history``."""
    kept = [m for m in statements if m.seat in (0, 1)]  # the host's and one honest peer's
    host = kept[0]
    as_lost = _sign(nodes, 0, host.hand, host.seq, "lost", [*host.payload, [2, 3]])
    owed = [(3, int(host.payload[1]), str(host.payload[2]))]
    void = [False, -1, lost_reason((2, 3), owed, [0, 1])]
    for evidence in ([m.wire for m in kept], [as_lost, kept[1].wire]):
        with pytest.raises(HistoryError):
            verify_history(refile(nodes, data, [0], evidence=evidence, verdict=void))
        with pytest.raises(HistoryError):
            replayed_verdict(data, evidence)


def test_a_forged_end_of_hand_lost_void_with_its_verdict_turned_round_does_not_verify() -> None:
    """The replay decides between 'stands' and 'void' (``seeds_lost_at_once``): a file that says the other
    one, re-signed by both signers, is refused; so is one whose result-standing reason names a seat."""
    _, nodes, data = lost_before_seeds()
    history, _ = verify_history(data)
    ok, seat, reason = history.verdict.to_canonical()
    assert ok and seat == -1
    void = reason.replace("the result stands; ", reasons.VOID_UNOPENED, 1)
    for verdict in ([False, -1, void], [True, 2, reason], [False, 3, reason]):
        with pytest.raises(HistoryError, match="verdict"):
            verify_history(refile(nodes, data, HERE, verdict=verdict))


def test_a_forged_end_of_hand_lost_void_that_leaves_a_seat_owing_its_seed_unstated_does_not_verify() -> None:
    """Both absent seats never opened their seeds; a file with the statements about one of them alone (the
    other a 'quiet' absent seat that owes its seed) is refused, as is one with a statement that says the
    absent seat owed a move (mixing a seed with another owed message), or signed by an absent seat."""
    _, nodes, data = lost_before_seeds()
    history = read_history(data)
    statements = [_decode(nodes, w) for w in history.evidence]
    about_3 = [m.wire for m in statements if m.payload[0] == 3]
    with pytest.raises(HistoryError, match="waited for has no statement"):
        replay_history(replace(history, evidence=about_3))
    mixed: list[bytes] = []
    for m in statements:
        seat, seq, what, absent = m.payload
        payload = [seat, seq, MOVE_OWED if seat == 2 else what, absent]
        mixed.append(_sign(nodes, m.seat, m.hand, m.seq, "lost", payload))
    with pytest.raises(HistoryError, match="does not owe"):
        replay_history(replace(history, evidence=mixed))
    by_absent = [_sign(nodes, 2 if m.seat == 1 else m.seat, m.hand, m.seq, "lost", m.payload) for m in statements]
    with pytest.raises(HistoryError, match="lost-at-once"):
        replay_history(replace(history, evidence=by_absent))
    for absent in ([3], [1, 2, 3], [2, 3, 3]):  # each statement carries the seats that did not sign
        said = [_sign(nodes, m.seat, m.hand, m.seq, "lost", [*m.payload[:3], absent]) for m in statements]
        with pytest.raises(HistoryError, match="absent seats"):
            replay_history(replace(history, evidence=said))
    as_withheld = [_sign(nodes, m.seat, m.hand, m.seq, "withheld", m.payload[:3]) for m in statements]
    with pytest.raises(HistoryError, match="every other peer's word"):
        replay_history(replace(history, evidence=as_withheld))


def test_a_slow_peer_given_up_by_one_honest_peer_only_does_not_split_the_honest_files_of_a_hand() -> None:
    """Peer 0 (the host) has given up on seat 2's link, peer 1 has not; seat 3 is gone. Both sign the seeds of
    2 and 3 withheld, but only peer 0 signs a ``lost`` statement: the void needs peer 1's too, so peer 0 does
    not settle on peer 1's withheld statements (before, it did, and peer 1 later filed the one-withholder
    verdict naming seat 3: two honest files of one hand). Seat 2 wakes up and both file one verdict."""
    hub, nodes = make_table()
    asleep, awake = [False], [False]
    stash: list[tuple[int, bytes]] = []

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if not asleep[0] and _type(nodes, wire) == "open":
            asleep[0] = True
        if not asleep[0]:
            return wire
        if 3 in (origin, target):
            return None  # seat 3 is gone for good
        if 2 in (origin, target) and not awake[0]:
            stash.append((target, wire))  # seat 2 asleep: its links hold what they carry (sent again later)
            return None
        return wire

    hub.tamper = tamper
    for node in nodes:
        node.start()
    now = 1.0
    step = MOVE_DEADLINE + GRACE + 1
    for _ in range(8):
        hub.run()
        nodes[0].tick(now, gone=frozenset({2, 3}))
        nodes[1].tick(now, gone=frozenset({3}))
        hub.run()
        now += step
    host_run, other_run = nodes[0].run, nodes[1].run
    assert asleep[0] and host_run is not None and other_run is not None
    assert not host_run.seeds_lost and not nodes[0].lost_seats, nodes[0].log[-3:]
    assert host_run.verdict is None, "peer 0 waits for peer 1's word that seats 2 and 3 are lost"
    assert other_run.verdict is None, "peer 1 waits for seat 2, whose link it has not given up"
    assert [plan.absent for plan in nodes[0].watch.lost_plans] == [(2, 3)] and not nodes[1].watch.lost_plans
    # Seat 2 wakes up: what its links held goes through, and it keeps its own clock.
    awake[0] = True
    while stash:
        target, wire = stash.pop(0)
        nodes[target].receive(wire)
    for _ in range(16):
        hub.run()
        if nodes[0].records and nodes[1].records:
            break
        for node in nodes[:3]:
            node.tick(now, gone=frozenset({3}))
        hub.run()
        now += step
    if not (nodes[0].records and nodes[1].records):
        pytest.fail(f"the honest peers never both settled the hand: {[nodes[i].log[-2:] for i in HERE]}")
    host, other = nodes[0].records[-1], nodes[1].records[-1]
    verify_history(host.history)
    verify_history(other.history)  # each verifies on its own: only side by side do they show the split
    if other.history != host.history:
        pytest.fail(f"two honest files of one hand: peer 0 {host.verdict}, peer 1 {other.verdict}")


def test_a_result_standing_after_a_loss_at_once_pays_an_honest_losers_four_held_from_the_deal() -> None:
    """South (honest) wins on East's discard; North (honest) holds four GX from the deal; East and West are
    lost at once before their seeds. Tứ Sắc's default kong payment (seed 000, kong_payment 2) pays each loser's
    four held from the deal 8 x stake by every other seat. Before, a result that stood without every seed was
    paid from the public cards alone (``Game.outcome`` of the first lost seat's view), so the honest loser's
    four went unpaid and two colluding losers with no four of their own saved 8 x stake each by crashing
    before their seeds. Now the table settles it knowing the hands of the seats whose seeds opened
    (``Game.outcome_knowing``; ``DealRun.opened_hands`` opens them alike at every peer and verifier)."""
    game = GAMES["tusac"]
    table = south_wins_with_north_holding_a_four(RuleSet(stake=2))
    full = game.outcome(table.state)  # every seed opened: the audit's full replay
    view = game.view(table.state, EAST)  # seeds_lost == (EAST, WEST)
    opened = {slot: table.state.cards[slot] for seat in (SOUTH, NORTH) for slot in table.state.hands[seat]}
    standing = game.outcome_knowing(view, opened)
    public = game.outcome(view)
    assert full is not None and standing is not None and public is not None, "the public cards decide who won"
    assert standing.winners == full.winners == (SOUTH,)
    assert standing.payments == full.payments
    assert public.payments != full.payments, "the public cards alone leave North's four unpaid"
    unknown_loser = {slot: card for slot, card in opened.items() if slot not in table.state.hands[NORTH]}
    without_north = game.outcome_knowing(view, unknown_loser)
    assert without_north is not None and without_north.payments == public.payments, "a loser not known pays none"


def test_the_hands_of_the_seats_whose_seeds_opened_are_opened_alike_after_a_loss_at_once() -> None:
    """At a table whose peers 2 and 3 are lost at once before their seeds, each peer still there opens the
    dealt cards of seats 0 and 1 from the deal keys and their opened seeds (``DealRun.opened_hands``): the cards
    every peer dealt, and only those seats'. A seed that does not match its commitment opens nothing."""
    nodes = settled_at("open")
    runs = [nodes[i].records[-1] for i in HERE]
    histories = [verify_history(record.history) for record in runs]
    for history, run in histories:
        assert history.verdict.ok, history.verdict
        assert run.deal.plan is not None
        opened = run.deal.opened_hands()
        dealt = {slot for seat in HERE for slot in run.deal.plan.hands[seat]}
        assert set(opened) == dealt
        secrets = [node.run.deal.local[seat] for seat, node in enumerate(nodes) if node.run is not None]
        assert len(secrets) == 4, "every peer, the lost ones too, still holds its own secrets in this process"
        truth = {slot: run.deal.card(slot, {s: secrets[s].lock_keys[slot] for s in range(4)}) for slot in dealt}
        assert opened == truth
        wrong = run.deal.opens[1]
        assert wrong is not None
        run.deal.opens[1] = replace(wrong, payload=[bytes(32)])
        assert set(run.deal.opened_hands()) == set(run.deal.plan.hands[0])


def test_a_file_of_a_hand_lost_at_its_records_takes_no_lost_at_once_statements() -> None:
    """Lost after the seeds (every seed in), the file carries no statement. A forger adding the statements the
    two signed about the lost records (or about their seeds, which are in the file) is refused: a hand whose
    seeds all came has no lost-at-once void to settle (``_check_lost``: not in play)."""
    hub, nodes = make_table()
    gone = lose_at(hub, nodes, "record")
    for node in nodes:
        node.start()
    play_on(hub, nodes, HERE, frozenset(LOST))
    assert gone[0] and all(nodes[i].records for i in HERE)
    data = nodes[0].records[-1].history
    history, run = verify_history(data)
    assert not history.evidence and run.verdict is not None and run.verdict.ok
    assert all(opened is not None for opened in run.opens)
    signed = nodes[0].watch.lost_statements
    about_records = [signed[key][signer].wire for key in sorted(signed) for signer in HERE if key[0][0] in LOST]
    assert about_records, "the two signed that the lost records never came"
    about_seeds = [
        _sign(nodes, m.seat, m.hand, m.seq, "lost", [m.payload[0], m.payload[1], reasons.SEED_OWED, m.payload[3]])
        for m in (_decode(nodes, w) for w in about_records)
    ]
    for evidence in (about_records, about_seeds):
        with pytest.raises(HistoryError, match="not in play"):
            replay_history(replace(history, evidence=evidence))


def test_the_host_cannot_turn_honest_statements_on_one_silent_seat_into_a_lost_void_in_play() -> None:
    """The same in play: seat 3 goes silent at its first move, peers 0, 1 and 2 sign that it withheld (seat 3
    named, the hand void); the host's forgeries of a lost-at-once void naming nobody are refused."""
    hub, nodes = make_table()
    silent = [False]

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if origin == 3 and _type(nodes, wire) == "action":
            silent[0] = True
        return None if silent[0] and origin == 3 else wire

    hub.tamper = tamper
    for node in nodes:
        node.start()
    play_on(hub, nodes, [0, 1, 2], frozenset())
    assert silent[0] and all(nodes[i].records for i in (0, 1, 2)), [nodes[i].log[-3:] for i in (0, 1, 2)]
    honest = nodes[1].records[-1]
    assert not honest.verdict.ok and honest.verdict.seat == 3, honest.verdict
    statements = [_decode(nodes, w) for w in read_history(honest.history).evidence]
    assert sorted(m.seat for m in statements) == [0, 1, 2]
    assert_lost_forgeries_refused(nodes, honest.history, statements)


def _four_for_a_loser(run: HandRun, skip: set[int]) -> dict[int, int]:
    """Opened hands that would give a loser not in ``skip`` a four of one kind (cards 0..3, kind 0)."""
    state = run.state
    assert state is not None and state.result is not None
    loser = next(s for s in range(4) if s != state.result.winner and s not in skip and len(state.hands[s]) >= 4)
    slots = state.hands[loser]
    return {slot: (copy if copy < 4 else 4 * (1 + copy)) for copy, slot in enumerate(slots)}


def test_one_seed_kept_back_is_settled_on_the_public_cards_alone_and_a_loss_at_once_on_the_opened_hands_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An attacker's review of the opened hands (commit f5fd494) found that with one seed kept back, a colluder
    can open its own seed to one honest peer only, which settles on the other seats' statements before the
    other honest peer has it: the two honest files then paid a four differently, each verifying. So the
    opened hands count only for a loss at once, where the seeds a verifying file holds are exactly the void's
    signers'. Here ``DealRun.opened_hands`` is made to show a loser with a four: the kept seed's settlement
    ignores it, the loss at once pays it."""
    fake: dict[str, dict[int, int]] = {}
    game = GAMES["tusac"]

    def settled_table(path: str) -> tuple[HandRun, int]:
        """A table settled with seat 3's seed kept back, or seats 2 and 3 lost at once; another deal until
        the hand has a winner (a hand without one pays no four either way)."""
        for _ in range(6):
            monkeypatch.undo()
            monkeypatch.setattr(DealRun, "opened_hands", lambda self: fake.get("hands", {}))
            if path == "kept":
                keep_seed(monkeypatch, 3)
                hub, nodes = make_table()
                for node in nodes:
                    node.start()
                play_on(hub, nodes, [0, 1, 2, 3], frozenset())
            else:
                nodes = settled_at("open")
            run = nodes[0].run
            assert run is not None and run.state is not None
            if run.state.result is not None and run.state.result.winner >= 0:
                return run, 3 if path == "kept" else LOST[0]
        raise AssertionError("no hand of six had a winner")

    for path in ("kept", "lost"):
        run, hidden = settled_table(path)
        assert run.state is not None
        assert run.verdict is not None and run.verdict.ok, run.verdict
        fake["hands"] = _four_for_a_loser(run, {hidden, *LOST})
        public = game.outcome(game.view(run.state, hidden))
        knowing = game.outcome_knowing(game.view(run.state, hidden), fake["hands"])
        assert public is not None and knowing is not None and public.payments != knowing.payments
        settled = run.settled_outcome
        assert settled is not None
        assert settled.payments == (public.payments if path == "kept" else knowing.payments), path
