"""The fair deal without a game: a ``DealRun`` at a table of three seats and twelve cards, three dealt
to each seat and three left in the stock, driven by signed messages alone."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from protocol.fairdeal import DealSecrets
from protocol.group import ORDER
from protocol.identity import Identity
from protocol.messages import Message, checked_shape, decode, encode
from protocol.schema import Int, fields
from protocol.shape import TableShape
from tusac_lan.table.deal import DealPlan, DealRun, Outgoing, Step
from tusac_lan.table.hand_run import hand_context
from tusac_lan.table.verdict import Rejected

SEATS = 3
DECK = 12
SHAPE = checked_shape(TableShape(seats=SEATS, deck=DECK, move=fields(Int(0, 1)), move_keys=1))
PLAN = DealPlan(((0, 3, 6), (1, 4, 7), (2, 5, 8)))
STOCK = (9, 10, 11)
TABLE = b"D" * 16
DIGEST = b"t" * 32
PLAYERS = [Identity.generate(f"p{seat}") for seat in range(SEATS)]

Tamper = Callable[[Outgoing], None]


def new_runs() -> tuple[DealRun, DealRun]:
    """A run holding every seat's secrets (the peers, together) and one holding none (a file's reader)."""
    secrets = {seat: DealSecrets.from_seed(bytes([seat + 1]) * 32, DECK) for seat in range(SEATS)}
    nonces = {seat: bytes([seat + 7]) * 32 for seat in range(SEATS)}
    context = hand_context(TABLE, 0)
    return DealRun(SEATS, DECK, context, secrets, nonces, DIGEST), DealRun(SEATS, DECK, context, {}, {}, DIGEST)


def signed(due: Outgoing, seq: int) -> Message:
    message = encode(PLAYERS[due.seat], TABLE, 0, due.seat, seq, due.type, due.payload, SHAPE)
    return decode(message.wire, TABLE, [p.public_key for p in PLAYERS], SHAPE)


def take(run: DealRun, message: Message) -> bool:
    handlers = {
        "commit": run.on_commit,
        "nonce": run.on_nonce,
        "shuffle": run.on_shuffle,
        "lock": run.on_lock,
        "deal_keys": run.on_deal_keys,
        "open": run.on_open,
    }
    return handlers[message.type](message)


def pump(dealer: DealRun, watcher: DealRun, tamper: Tamper | None = None) -> list[Message]:
    """Every message the seats owe, taken in by both runs, until none is owed."""
    taken: list[Message] = []
    while True:
        owed = [due for due in (dealer.due(seat) for seat in range(SEATS)) if due is not None]
        if not owed:
            return taken
        due = owed[0]
        if tamper is not None:
            tamper(due)
        message = signed(due, len(taken))
        if dealer.step == Step.SHUFFLE and watcher.step == Step.SHUFFLE and dealer.plan is None:
            dealer.plan = watcher.plan = PLAN  # the game's plan, once the joint randomness is known
        assert take(watcher, message) and take(dealer, message)
        taken.append(message)


def test_a_deal_of_three_hands_and_a_stock_opens_each_hand_to_its_seat_alone_and_checks_out() -> None:
    assert PLAN.opened_by(0) == [1, 2, 4, 5, 7, 8] and PLAN.opened_by(2) == [0, 1, 3, 4, 6, 7]
    dealer, watcher = new_runs()
    messages = pump(dealer, watcher)
    assert [m.type for m in messages] == [*["commit"] * 3, *["nonce"] * 3, *["shuffle"] * 3, *["lock"] * 3] + [
        "deal_keys"
    ] * 3
    assert dealer.keys_dealt and watcher.keys_dealt and dealer.deal_digest == watcher.deal_digest
    hands = dealer.local_hands()
    assert [(seat, slots) for seat, slots, _ in hands] == [(seat, PLAN.hands[seat]) for seat in range(SEATS)]
    dealt = {card for _, _, cards in hands for card in cards}
    assert len(dealt) == 9 and dealt <= set(range(DECK))
    assert all(watcher.card(slot, {}) is None for slot in range(DECK)), "no slot opens without its holder's key"

    # the game shows one card of seat 1 in play, then every seat opens its seed
    shown = PLAN.hands[1][0]
    key = watcher.checked_key(1, shown, dealer.local_key(1, shown), "shown card's")
    watcher.publish(1, shown, key)
    assert watcher.card(shown, {}) == dict(zip(PLAN.hands[1], hands[1][2], strict=True))[shown]
    dealer.step = watcher.step = Step.OPEN
    assert [m.type for m in pump(dealer, watcher)] == ["open"] * 3
    assert watcher.seeds_open and watcher.staged and watcher.check() is None
    assert watcher.deck is not None and sorted(watcher.deck) == list(range(DECK))
    for seat, slots, cards in hands:
        assert tuple(watcher.deck[slot] for slot in slots) == cards, f"seat {seat} was dealt what the deck says"
    assert {watcher.deck[slot] for slot in STOCK} == set(range(DECK)) - dealt


def wrong_slots(due: Outgoing) -> None:
    if due.type == "deal_keys" and due.seat == 2:
        due.payload[0][0] = STOCK[0]


def wrong_key(due: Outgoing) -> None:
    if due.type == "deal_keys" and due.seat == 1:
        due.payload[1][1] = ((int.from_bytes(due.payload[1][1], "big") + 1) % ORDER).to_bytes(32, "big")


def another_table(due: Outgoing) -> None:
    if due.type == "commit" and due.seat == 2:
        due.payload[2] = b"x" * 32


@pytest.mark.parametrize(
    ("tamper", "seat", "reason"),
    [
        (wrong_slots, 2, "deal keys for the wrong slots"),
        (wrong_key, 1, "the deal key for slot 2 does not match its commitment"),
        (another_table, 2, "a commitment made at another table"),
    ],
    ids=["wrong-slots", "wrong-key", "another-table"],
)
def test_a_bad_deal_message_names_its_seat(tamper: Tamper, seat: int, reason: str) -> None:
    dealer, watcher = new_runs()
    with pytest.raises(Rejected) as raised:
        pump(dealer, watcher, tamper)
    assert raised.value.seat == seat and raised.value.reason.startswith(reason), raised.value


def test_a_message_ahead_of_its_step_waits_and_one_behind_it_is_refused() -> None:
    dealer, watcher = new_runs()
    commits = [signed(due, seat) for seat, due in enumerate(dealer.due(s) for s in range(SEATS)) if due is not None]
    nonce = signed(Outgoing(0, "nonce", [dealer.local_nonces[0]]), 5)
    assert not watcher.on_nonce(nonce), "a nonce before every commitment is kept for later"
    for commit in commits:
        assert watcher.on_commit(commit)
    assert watcher.step == Step.NONCE and watcher.on_nonce(nonce)
    with pytest.raises(Rejected, match="a second commitment"):
        watcher.on_commit(commits[1])
    with pytest.raises(Rejected, match="a second nonce"):
        watcher.on_nonce(nonce)
