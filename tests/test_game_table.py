"""The table plays the game it is handed, over the game interface alone: the toy game (tests/toy_game.py)
at two and three seats through in-process table nodes, with a card turned up at the deal, a private draw
whose key the other seats owe, a public reveal, a face-down play checked only at the audit, and a window
of several seats."""

from __future__ import annotations

import os
from typing import Any

import pytest

from protocol.identity import Identity
from protocol.messages import decode
from tests.table_harness import Hub
from tests.toy_game import TOY, Kind, ToyGame, ToyMove, ToyState
from tusac_lan.games.api import EVERYONE, UNKNOWN, Refusal, Reveal, Seat
from tusac_lan.games.tusac import sent
from tusac_lan.table import reasons
from tusac_lan.table.config import TableConfig
from tusac_lan.table.deadlines import owed_by
from tusac_lan.table.hand_run import AnyGame
from tusac_lan.table.node import GRACE, MOVE_DEADLINE, LocalSeat, TableNode


class Cheat(ToyGame):
    """The toy as a cheating peer runs it: it does not check its own face-down plays against the mark."""

    def apply(self, state: ToyState, seat: Seat, move: ToyMove) -> ToyState | Refusal:
        if move.kind == Kind.DOWN and 0 <= move.slot < len(state.cards):
            state = state._replace(cards=state.cards[: move.slot] + (UNKNOWN,) + state.cards[move.slot + 1 :])
        return super().apply(state, seat, move)


class HighDown:
    """Lays its highest card face down, mark or not."""

    name = "high-down"

    def choose(self, view: ToyState, seat: Seat, legal: Any) -> ToyMove:
        if legal and legal[0].kind in (Kind.UP, Kind.DOWN):
            slot = max(view.hands[seat], key=lambda s: view.cards[s])
            return ToyMove(Kind.DOWN, slot)
        return legal[-1]  # type: ignore[no-any-return]


def toy_table(
    seats: int, agents: list[Any], games: list[AnyGame] | None = None
) -> tuple[Hub, list[TableNode], TableConfig]:
    identities = [Identity.generate(f"player{i}") for i in range(seats)]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=TOY.default_rules(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("first",) * seats,
        host_seat=0,
        peers=tuple(range(seats)),
        game=TOY,
    )
    hub = Hub()
    hub.nodes = [
        TableNode(
            config,
            {seat: LocalSeat(identities[seat], agents[seat])},
            hub.sender(seat),
            game=games[seat] if games else TOY,
        )
        for seat in range(seats)
    ]
    return hub, hub.nodes, config


def play(hub: Hub, nodes: list[TableNode]) -> None:
    for node in nodes:
        node.start()
    hub.run()


@pytest.mark.parametrize("seats", [2, 3])
def test_the_toy_plays_to_its_end_alike_at_every_peer(seats: int) -> None:
    agents = [TOY.make_bot("caller" if seat % 2 else "first") for seat in range(seats)]
    hub, nodes, _ = toy_table(seats, agents)
    play(hub, nodes)
    runs = [node.run for node in nodes]
    assert all(run is not None and run.verdict is not None for run in runs)
    run = runs[0]
    assert run is not None and run.verdict is not None
    assert run.verdict.ok and run.verdict.reason == reasons.ALL_CHECK_OUT, run.verdict
    assert all(other is not None and other.verdict == run.verdict for other in runs)
    assert len({tuple(other.hash_chain) for other in runs if other is not None}) == 1
    outcome = run.settled_outcome
    assert outcome is not None and sum(outcome.payments) == 0
    assert all(other is not None and other.settled_outcome == outcome for other in runs)
    assert all(node.session.scores == outcome.payments for node in nodes)
    # The mark was opened to everyone by every seat's deal keys before the hands.
    assert all(m is not None for m in run.deal.first_keys)
    assert run.full_state is not None and run.full_state.cards[0] == run.state.cards[0] != UNKNOWN
    # Every draw was private (keys from every other seat, none from the drawer), every burn public.
    private = [step for step in run.steps if isinstance(step, Reveal) and step.to != EVERYONE]
    public = [step for step in run.steps if isinstance(step, Reveal) and step.to == EVERYONE]
    assert private and public
    drawn = {step.slots[0]: step.to for step in private}
    assert all(m.seat != drawn[m.payload[1]] for m in run.play_log if m.type == "reveal" and m.payload[1] in drawn)
    for seat, node in enumerate(nodes):
        assert node.run is not None
        state = node.run.state
        hidden = [slot for slot, drawer in drawn.items() if drawer != seat and not state.public[slot]]
        assert all(state.cards[slot] == UNKNOWN for slot in hidden)
    # A window: every seat but the player answered each card, all on the same turn.
    answers = [m for m in run.play_log if m.type == "action" and m.payload[1][0] in (Kind.PASS, Kind.CALL)]
    assert len(answers) == (seats - 1) * len(run.full_state.played)


def test_a_seat_that_has_not_sent_its_key_for_a_private_draw_owes_it_and_the_drawer_owes_nothing() -> None:
    hub, nodes, _ = toy_table(3, [TOY.make_bot("first") for _ in range(3)])
    for node in nodes:
        node.start()
    node = nodes[0]
    while hub.queue:
        run = node.run
        if run is not None and run.dealt and run.step.value == "play":
            reveals = run.waiting().reveals
            if reveals and reveals[0].to != EVERYONE and any(run.keys_owed(s) for s in range(3)):
                break
        origin, wire = hub.queue.popleft()
        for index, other in enumerate(nodes):
            if index != origin:
                other.receive(wire)
    run = node.run
    assert run is not None
    reveal = run.waiting().reveals[0]
    owed = {seat: owed_by(run, seat) for seat in range(3)}
    assert owed[reveal.to] is None
    owing = {s: owed[s] for s in range(3) if s != reveal.to and owed[s] is not None}
    assert owing and set(owing.values()) == {reasons.OWED_SLOT_KEY.format(slot=reveal.slots[0])}
    assert all(run.keys_owed(s) == reveal.slots for s in owing)


def test_a_face_down_play_above_the_mark_passes_in_play_and_the_audit_names_its_player() -> None:
    seats = 2
    agents: list[Any] = [HighDown(), TOY.make_bot("first")]
    verdict = None
    for _ in range(10):  # a deal can leave the cheat no card above the mark
        hub, nodes, _ = toy_table(seats, agents, [Cheat(), TOY])
        play(hub, nodes)
        honest = nodes[1].run
        assert honest is not None and honest.verdict is not None
        verdict = honest.verdict
        if not verdict.ok:
            break
    assert verdict is not None and not verdict.ok and verdict.seat == 0, verdict
    assert verdict.reason.endswith("a card played face down must be below the mark"), verdict
    assert verdict.reason.startswith("move ")
    # Nobody saw the breach in play: the hand was played to its end.
    assert honest is not None and honest.full_state is not None and honest.ended


def test_tusac_keeps_the_words_of_its_move_checks() -> None:
    for name in (
        "ANOTHER_SEATS_MOVE",
        "OUT_OF_TURN",
        "ILLEGAL_MOVE",
        "MOVE_NOT_SENT",
        "MOVE_SLOTS_CARDS_DIFFER",
        "MOVE_NO_SUCH_SLOT_OR_CARD",
        "MOVE_SLOT_TWICE",
        "PASS_SHOWS_NOTHING",
        "DISCARD_SHOWS_ONE",
        "NO_CLAIM_KIND",
    ):
        assert getattr(sent, name) == getattr(reasons, name)


def withhold_a_private_key(cheat: int, honest: list[int]) -> tuple[list[TableNode], list[int]]:
    """A three-seat toy hand where ``cheat`` goes silent at its first key for another seat's draw; the
    honest peers' clocks run past every deadline. The slot it withheld, if it ever owed one."""
    hub, nodes, config = toy_table(3, [TOY.make_bot("first") for _ in range(3)])
    silent: list[int] = []

    def private_to_another(slot: int) -> bool:
        run = nodes[cheat].run
        assert run is not None
        reveals = [step for step in run.steps if isinstance(step, Reveal)] + list(run.waiting().reveals)
        return any(slot in r.slots and r.to not in (EVERYONE, cheat) for r in reveals)

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if origin == cheat and not silent:
            message = decode(wire, config.table_id, list(config.seat_keys), config.shape)
            if message.type == "reveal" and private_to_another(message.payload[1]):
                silent.append(message.payload[1])
        return None if origin == cheat and silent else wire

    hub.tamper = tamper
    for node in nodes:
        node.start()
    now = 0.0
    for _ in range(12):
        hub.run()
        if all(nodes[i].records for i in honest):
            break
        now += MOVE_DEADLINE + GRACE + 1
        for i in honest:
            nodes[i].tick(now)
    return nodes, silent


def test_a_seat_that_withholds_its_key_for_anothers_private_draw_is_named_for_that_key() -> None:
    cheat, honest = 2, [0, 1]
    for _ in range(10):  # three seats leave one draw: the cheat's own when it starts
        nodes, silent = withhold_a_private_key(cheat, honest)
        if silent:
            break
    assert silent
    for i in honest:
        verdict = nodes[i].records[-1].verdict
        assert not verdict.ok and verdict.seat == cheat, verdict
        withheld = reasons.WITHHELD.format(what=reasons.OWED_SLOT_KEY.format(slot=silent[0]))
        assert verdict.reason.startswith(withheld), verdict  # then why it could not be checked further
        assert nodes[i].records[-1].result is None
