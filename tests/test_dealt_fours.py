"""The house rule ``show_dealt_fours``: a four dealt in hand is shown to every seat right after the deal and
lies exposed as a kong of 8 points (docs/RULES.md, "House rules Vietnamese players ask for")."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import Any

import pytest

from protocol import fairdeal
from protocol.identity import Identity
from protocol.messages import decode
from tests.table_harness import Hub, transcript_for
from tusac_lan.games.api import Moved
from tusac_lan.games.tusac import GAME as TUSAC
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind, deal, draw, pass_, show
from tusac_lan.games.tusac.engine.rules import KONG_OFFSETS_PAYMENT, RuleSet
from tusac_lan.games.tusac.engine.scoring import meld_points, settle, settled
from tusac_lan.games.tusac.engine.sets import SetKind
from tusac_lan.games.tusac.engine.state import HandState, Meld, Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import IllegalAction, apply, legal_actions
from tusac_lan.games.tusac.hand_end import payment_parts
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table import reasons
from tusac_lan.table.config import TableConfig
from tusac_lan.table.hand_run import HandRun
from tusac_lan.table.node import GRACE, MOVE_DEADLINE, LocalSeat, TableNode

SHOWING = RuleSet(show_dealt_fours=1)

CYCLE = (1, 0, 9, 2, 13, 3, 5)
"""Slot 1 holds card 0, slot 0 card 9, slot 9 card 2, ...: the four cards of kind 0 (ids 0-3) lie in slots
1, 5, 9 and 13, all dealt to the seat after the starter."""
HOLDERS_SLOTS = (1, 5, 9, 13)


def stacked_deck() -> tuple[int, ...]:
    deck = list(range(112))
    for here, there in zip(CYCLE, CYCLE[1:] + CYCLE[:1]):
        deck[here] = there
    return tuple(deck)


def dealt(rules: RuleSet = SHOWING, starter: int = 0) -> HandState:
    return apply(new_hand(rules, starter), deal(stacked_deck()))[0]


def test_the_holder_must_show_its_four_and_every_other_seat_passes() -> None:
    state = dealt()
    assert state.phase == Phase.SHOW and state.awaiting() == (0, 1, 2, 3)
    assert legal_actions(state, 1) == [show(1, HOLDERS_SLOTS, (0, 1, 2, 3))]
    assert all(legal_actions(state, seat) == [pass_(seat)] for seat in (0, 2, 3))
    with pytest.raises(IllegalAction, match="every four dealt in hand is shown"):
        apply(state, pass_(1))
    with pytest.raises(IllegalAction, match="every seat shows its dealt fours before the first move"):
        apply(state, Action(ActionType.DISCARD, 0, -1, (0,), (9,)))
    for seat in (0, 1, 2, 3):
        state = apply(state, legal_actions(state, seat)[0])[0]
    assert state.phase == Phase.DISCARD and state.current == 0 and state.responses == (None,) * 4
    assert state.melds[1] == (Meld(SetKind.KONG, HOLDERS_SLOTS, -1),)
    assert len(state.hands[1]) == 16 and not set(HOLDERS_SLOTS) & set(state.hands[1])
    for seat in (0, 2, 3):  # face up to all: every other seat's view holds the four cards
        assert tuple(state.view(seat).cards[s] for s in HOLDERS_SLOTS) == (0, 1, 2, 3)
    assert all(state.is_public(s) for s in HOLDERS_SLOTS)


def test_a_four_of_cards_not_alike_or_a_show_later_is_refused() -> None:
    state = dealt()
    with pytest.raises(IllegalAction, match="only fours of identical cards"):
        apply(state, show(1, (1, 5, 9, 17), (0, 1, 2, 17)))
    for seat in (0, 1, 2, 3):
        state = apply(state, legal_actions(state, seat)[0])[0]
    with pytest.raises(IllegalAction):
        apply(state, show(0, (0, 4, 8, 12), (9, 4, 8, 12)))


def test_a_seat_that_hides_its_four_passes_in_play_and_the_audit_names_it() -> None:
    public = dealt()._replace(cards=(-1,) * 112)  # a peer that knows no hand takes the pass
    after = apply(public, pass_(1))[0]
    assert after.responses[1] == pass_(1)
    steps = [Moved(seat, pass_(seat)) for seat in range(4)]
    audit = TUSAC.replay(SHOWING, 4, 0, steps, stacked_deck())
    assert audit.finding is not None and audit.finding.seat == 1 and audit.finding.position == 1
    assert "every four dealt in hand is shown" in audit.finding.reason


def test_a_shown_four_counts_8_and_is_paid_like_an_exposed_kong() -> None:
    cards = stacked_deck()
    four = Meld(SetKind.KONG, HOLDERS_SLOTS, -1)
    melded = Meld(SetKind.KONG, (2, 6, 10, 14), 0)
    assert meld_points(four, cards, SHOWING) == 8 and meld_points(melded, cards, SHOWING) == 6
    melds: tuple[tuple[Meld, ...], ...] = ((), (four,), (), ())
    # Seed 000's payment (the default): every other seat pays the four's owner 8 x stake.
    assert settle(-1, 0, melds, SHOWING) == (-8, 24, -8, -8)
    assert settle(0, 10, melds, dataclasses.replace(SHOWING, stake=2)) == (60 - 16, -20 + 48, -20 - 16, -20 - 16)
    # Seed 001's: the four lowers what its owner pays the winner.
    assert settle(0, 10, melds, dataclasses.replace(SHOWING, kong_payment=KONG_OFFSETS_PAYMENT)) == (22, -2, -10, -10)


def test_off_by_default_the_deal_goes_straight_to_the_first_discard_and_the_rules_keep_their_bytes() -> None:
    assert RuleSet().show_dealt_fours == 0
    assert RuleSet().to_canonical() == [6, 2, 3, 3, 1, 0, 1, 0, 2, 1, 0, 1]  # as before the option existed
    on = SHOWING.to_canonical()
    assert on[-1] == 1 and RuleSet.from_canonical(on) == SHOWING
    state = dealt(RuleSet())
    assert state.phase == Phase.DISCARD and state.melds[1] == ()
    assert any(f.name == "show_dealt_fours" and f.choices == ("no", "yes") for f in TUSAC.rule_fields())


def tusac_table(seats: int, rules: RuleSet, history_dir: Path | None = None) -> tuple[Hub, list[TableNode]]:
    """In-process peers of a Tứ Sắc table, one a seat (with ``history_dir``, each writes its files there)."""
    identities = [Identity.generate(f"player{i}") for i in range(seats)]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=rules,
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("greedy",) * seats,
        host_seat=0,
        peers=tuple(range(seats)),
        game=TUSAC,
    )
    hub = Hub()
    transcript = transcript_for(config, identities, [(seat,) for seat in range(seats)], 1)
    hub.nodes = [
        TableNode(
            config,
            {seat: LocalSeat(identities[seat], TUSAC.make_bot("greedy"))},
            hub.sender(seat),
            game=TUSAC,
            transcript=transcript,
            history_dir=history_dir / f"peer{seat}" if history_dir else None,
        )
        for seat in range(seats)
    ]
    return hub, hub.nodes


def stack_every_shuffle(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seat's shuffle permutes the deck by the square of ``CYCLE`` (a 7-cycle): four shuffles in a row
    give the cycle itself, so the table deals ``stacked_deck()`` with all its proofs intact."""
    square = {here: there for here, there in zip(CYCLE, CYCLE[2:] + CYCLE[:2])}
    honest = fairdeal.DealSecrets.from_seed.__func__  # type: ignore[attr-defined]

    def stacked(cls: Any, seed: bytes, size: int) -> fairdeal.DealSecrets:
        secrets: fairdeal.DealSecrets = honest(cls, seed, size)
        return dataclasses.replace(secrets, permutation=tuple(square.get(i, i) for i in range(size)))

    monkeypatch.setattr(fairdeal.DealSecrets, "from_seed", classmethod(stacked))


def test_at_the_table_the_four_is_opened_to_every_peer_before_the_first_move_and_the_chains_agree(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stack_every_shuffle(monkeypatch)
    hub, nodes = tusac_table(4, SHOWING)
    run, runs = agreed_run(hub, nodes)
    assert run.full_state is not None and run.full_state.cards == stacked_deck()
    assert run.starter is not None
    holder = (run.starter + 1) % 4
    # The first four steps are the window at the deal: the holder's show, three passes.
    first = run.steps[:4]
    assert sorted(step.seat for step in first if isinstance(step, Moved)) == [0, 1, 2, 3]
    shown = [step.move for step in first if isinstance(step, Moved) and step.move.type == ActionType.CLAIM]
    assert shown == [show(holder, HOLDERS_SLOTS, (0, 1, 2, 3))]
    assert shown[0].claim == ClaimKind.KONG
    for node in nodes:  # every peer's public state holds the four face up, exposed as the holder's kong
        assert node.run is not None
        assert Meld(SetKind.KONG, HOLDERS_SLOTS, -1) in node.run.state.melds[holder]
        assert tuple(node.run.state.cards[s] for s in HOLDERS_SLOTS) == (0, 1, 2, 3)
    outcome = run.settled_outcome
    assert outcome is not None and sum(outcome.payments) == 0
    assert all(other is not None and other.settled_outcome == outcome for other in runs)


def agreed_run(hub: Hub, nodes: list[TableNode]) -> tuple[HandRun, list[HandRun | None]]:
    """The table's hand run to its end: every peer reached a verdict, all check out and the peers' hash
    chains agree; peer 0's run, and every peer's."""
    for node in nodes:
        node.start()
    hub.run()
    runs = [node.run for node in nodes]
    assert all(run is not None and run.verdict is not None for run in runs)
    run = runs[0]
    assert run is not None and run.verdict is not None and run.full_state is not None
    assert run.verdict.ok and run.verdict.reason == reasons.ALL_CHECK_OUT, run.verdict
    assert len({tuple(other.hash_chain) for other in runs if other is not None}) == 1
    return run, runs


def played_out(state: HandState) -> HandState:
    """The hand played to its end by greedy bots with every card known."""
    bot = TUSAC.make_bot("beginner")
    while state.phase != Phase.ENDED:
        if state.phase == Phase.DRAW:
            state = apply(state, draw(state.current, state.deck_pos, state.cards[state.deck_pos]))[0]
            continue
        for seat in state.awaiting():
            state = apply(state, bot.choose(state.view(seat), seat, legal_actions(state, seat)))[0]
            if state.phase == Phase.ENDED:
                break
    return settled(state)


@pytest.mark.parametrize("kong_payment", [0, 1, 2])
def test_the_payments_explained_name_the_shown_four(kong_payment: int) -> None:
    rules = dataclasses.replace(SHOWING, kong_payment=kong_payment)
    state = played_out(dealt(rules))
    result = state.result
    assert result is not None and sum(result.payments) == 0
    parts = payment_parts(state)
    assert [sum(p.amount for p in seat) for seat in parts] == list(result.payments)
    assert not any(p.why == "other" for seat in parts for p in seat)
    if result.winner != 1 and kong_payment != KONG_OFFSETS_PAYMENT:
        assert any(p.why == "dealt_four_earns" and p.each == 8 for p in parts[1])


def test_a_holder_that_withholds_its_show_is_named_for_it_and_the_hand_is_void(monkeypatch: pytest.MonkeyPatch) -> None:
    """The holder of the dealt four goes silent at the window of the deal (instead of its show, nothing):
    every other peer names it once the deadline passes, before any card is played."""
    stack_every_shuffle(monkeypatch)
    hub, nodes = tusac_table(4, SHOWING)
    config = nodes[0].config
    silent: list[int] = []

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if origin in silent:
            return None
        message = decode(wire, config.table_id, list(config.seat_keys), TUSAC_SHAPE)
        if message.type == "action" and message.payload[1][0] == ActionType.CLAIM and message.payload[1][2] == 1:
            silent.append(origin)  # its show of the four: it never leaves
            return None
        return wire

    hub.tamper = tamper
    for node in nodes:
        node.start()
    now = 0.0
    for _ in range(12):
        hub.run()
        honest = [node for seat, node in enumerate(nodes) if seat not in silent]
        if silent and all(node.records for node in honest):
            break
        now += MOVE_DEADLINE + GRACE + 1
        for node in honest:
            node.tick(now)
    assert len(silent) == 1
    holder = silent[0]
    honest = [node for seat, node in enumerate(nodes) if seat != holder]
    for node in honest:
        assert node.records, "the honest peers finished the hand"
        verdict = node.records[-1].verdict
        assert not verdict.ok and verdict.seat == holder and "withheld" in verdict.reason, verdict
        assert node.records[-1].result is None
        assert node.run is not None and node.run.state.phase == Phase.SHOW and not node.run.state.discards
