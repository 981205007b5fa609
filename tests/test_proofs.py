"""The stage proofs and key checks of the fair deal: honest stages pass, every known cheat fails and
names its peer, at the proof level and at a table of four in-process peers."""

from __future__ import annotations

import os
from typing import Any

import pytest

import tusac_lan.table.deal as deal_module
from protocol import proofs, shuffle_proof
from protocol.fairdeal import DealSecrets, Locked, Shuffled, card_points, key_base, lock_with_proof, shuffle_with_proof
from protocol.group import ORDER, multiply, parse
from protocol.messages import decode
from protocol.proofs import LockStatement, ProofError
from protocol.shuffle_proof import ShuffleStatement, shuffle_proof_from_wire, shuffle_proof_to_wire, verify_shuffle
from tests.table_harness import Hub, deal_until, make_table
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.hand_run import HandRun, Outgoing
from tusac_lan.table.history import verify_history
from tusac_lan.table.node import TableNode

CONTEXT = b"table-7/hand-3"
STAGE = CONTEXT + b"shuffle\x00"


@pytest.fixture(scope="module")
def deck() -> tuple[bytes, ...]:
    return card_points(CONTEXT, TUSAC_SHAPE.deck)


@pytest.fixture(scope="module")
def base() -> bytes:
    return key_base(CONTEXT)


@pytest.fixture(scope="module")
def secrets() -> DealSecrets:
    return DealSecrets.from_seed(os.urandom(32), TUSAC_SHAPE.deck)


@pytest.fixture(scope="module")
def honest_shuffle(deck: tuple[bytes, ...], base: bytes, secrets: DealSecrets) -> Shuffled:
    return shuffle_with_proof(STAGE, deck, base, secrets)


def statement(deck: tuple[bytes, ...], base: bytes, done: Shuffled, context: bytes = STAGE) -> ShuffleStatement:
    return ShuffleStatement(context, deck, base, tuple(done.deck), done.commitment)


# --- shuffle proofs ---------------------------------------------------------------------------


def test_an_honest_shuffle_verifies_and_survives_the_wire(deck, base, honest_shuffle) -> None:  # type: ignore[no-untyped-def]
    verify_shuffle(statement(deck, base, honest_shuffle), honest_shuffle.proof)
    wire = shuffle_proof_to_wire(honest_shuffle.proof)
    assert shuffle_proof_from_wire(wire, len(deck)) == honest_shuffle.proof
    assert sorted(set(honest_shuffle.deck)) == sorted(honest_shuffle.deck) and set(deck).isdisjoint(honest_shuffle.deck)


def test_the_same_seed_and_stage_give_the_same_proof(deck, base, secrets, honest_shuffle) -> None:  # type: ignore[no-untyped-def]
    assert shuffle_with_proof(STAGE, deck, base, secrets) == honest_shuffle


def tampered_input(deck: tuple[bytes, ...], kind: str) -> tuple[bytes, ...]:
    cards = list(deck)
    if kind == "substituted":
        cards[5] = card_points(b"another hand", TUSAC_SHAPE.deck)[5]
    elif kind == "twinned":  # the review's attack: e and 2e, findable later by doubling
        cards[5] = multiply(2, cards[9])
    elif kind == "duplicated":  # card 5 dropped, card 9 twice
        cards[5] = cards[9]
    return tuple(cards)


@pytest.mark.parametrize("kind", ["substituted", "twinned", "duplicated"])
def test_a_stage_built_on_a_changed_deck_fails_however_it_is_proven(deck, base, secrets, kind) -> None:  # type: ignore[no-untyped-def]
    fake = tampered_input(deck, kind)
    # The cheat shuffles the changed deck; its proof is valid for the changed deck, not for the real one.
    done = shuffle_with_proof(STAGE, fake, base, secrets)
    verify_shuffle(statement(fake, base, done), done.proof)
    with pytest.raises(ProofError):
        verify_shuffle(statement(deck, base, done), done.proof)
    # Nor does running the honest prover on the real input with the cheat's output help.
    claim = statement(deck, base, done)
    forged = shuffle_proof.prove_shuffle(claim, secrets.shuffle_scalar, secrets.permutation, secrets.seed)
    with pytest.raises(ProofError):
        verify_shuffle(claim, forged)


def test_two_swapped_cards_after_the_proof_fail(deck, base, honest_shuffle) -> None:  # type: ignore[no-untyped-def]
    cards = list(honest_shuffle.deck)
    cards[0], cards[1] = cards[1], cards[0]
    with pytest.raises(ProofError):
        verify_shuffle(statement(deck, base, honest_shuffle._replace(deck=tuple(cards))), honest_shuffle.proof)


def test_a_shuffle_whose_scalar_commitment_differs_fails(deck, base, secrets, honest_shuffle) -> None:  # type: ignore[no-untyped-def]
    other = multiply((secrets.shuffle_scalar + 1) % ORDER, base)
    with pytest.raises(ProofError):
        verify_shuffle(statement(deck, base, honest_shuffle._replace(commitment=other)), honest_shuffle.proof)


def test_a_shuffle_proof_is_bound_to_its_table_hand_and_stage(deck, base, honest_shuffle) -> None:  # type: ignore[no-untyped-def]
    for context in (CONTEXT + b"shuffle\x01", b"table-8/hand-3shuffle\x00"):
        with pytest.raises(ProofError):
            verify_shuffle(statement(deck, base, honest_shuffle, context), honest_shuffle.proof)


def test_a_malformed_shuffle_proof_is_refused_with_a_reason(deck, base, honest_shuffle) -> None:  # type: ignore[no-untyped-def]
    wire = shuffle_proof_to_wire(honest_shuffle.proof)
    for broken in ([], wire[:5], [wire[0][:3], *wire[1:]], [*wire[:2], bytes(32), *wire[3:]]):
        with pytest.raises(ProofError):
            shuffle_proof_from_wire(broken, len(deck))
    junk = [[b"\x02" + bytes(32)] * len(deck), *wire[1:]]
    with pytest.raises(ProofError, match="permutation commitment"):
        verify_shuffle(statement(deck, base, honest_shuffle), shuffle_proof_from_wire(junk, len(deck)))


# --- lock proofs ------------------------------------------------------------------------------

LOCK = CONTEXT + b"lock\x02"


@pytest.fixture(scope="module")
def honest_lock(honest_shuffle: Shuffled, secrets: DealSecrets) -> Locked:
    return lock_with_proof(LOCK, honest_shuffle.deck, honest_shuffle.commitment, secrets)


def lock_statement(shuffled: Shuffled, locked: Locked, context: bytes = LOCK) -> LockStatement:
    return LockStatement(context, tuple(shuffled.deck), shuffled.commitment, locked.deck, locked.commitments)


def test_an_honest_lock_verifies_and_its_keys_match_their_commitments(  # type: ignore[no-untyped-def]
    base, secrets, honest_shuffle, honest_lock
) -> None:
    proofs.verify_lock(lock_statement(honest_shuffle, honest_lock), honest_lock.challenge, honest_lock.responses)
    g = parse(base)
    assert all(proofs.key_matches(k, g, c) for k, c in zip(secrets.lock_keys, honest_lock.commitments, strict=True))
    assert not proofs.key_matches(secrets.lock_keys[1], g, honest_lock.commitments[0])
    wire = proofs.lock_proof_to_wire(honest_lock.challenge, honest_lock.responses)
    assert proofs.lock_proof_from_wire(wire, len(base) and 112) == (honest_lock.challenge, honest_lock.responses)


def copied_lock(shuffled: Shuffled, secrets: DealSecrets, target: int, source: int, context: bytes = LOCK) -> Locked:
    """A locker that puts its key on another slot's card: Y_target = w·Z_source, proven as best it can."""
    honest = lock_with_proof(context, shuffled.deck, shuffled.commitment, secrets)
    factors = secrets.lock_factors()
    deck = list(honest.deck)
    deck[target] = multiply(factors[target], shuffled.deck[source])
    claim = LockStatement(context, tuple(shuffled.deck), shuffled.commitment, tuple(deck), honest.commitments)
    challenge, responses = proofs.prove_lock(claim, factors, secrets.seed)
    return Locked(tuple(deck), honest.commitments, challenge, responses)


def test_a_locker_that_copies_another_slot_fails(secrets, honest_shuffle) -> None:  # type: ignore[no-untyped-def]
    bad = copied_lock(honest_shuffle, secrets, target=3, source=40)
    with pytest.raises(ProofError):
        proofs.verify_lock(lock_statement(honest_shuffle, bad), bad.challenge, bad.responses)


def test_a_wrong_key_commitment_or_context_fails_the_lock_proof(secrets, honest_shuffle, honest_lock) -> None:  # type: ignore[no-untyped-def]
    commitments = list(honest_lock.commitments)
    commitments[7] = commitments[8]
    bad = honest_lock._replace(commitments=tuple(commitments))
    with pytest.raises(ProofError):
        proofs.verify_lock(lock_statement(honest_shuffle, bad), bad.challenge, bad.responses)
    with pytest.raises(ProofError):
        claim = lock_statement(honest_shuffle, honest_lock, CONTEXT + b"lock\x03")
        proofs.verify_lock(claim, honest_lock.challenge, honest_lock.responses)
    with pytest.raises(ProofError):
        proofs.lock_proof_from_wire([bytes(32), []], 112)


# --- at a table of four peers -----------------------------------------------------------------


def record_types(hub: Hub, nodes: list[TableNode]) -> list[tuple[int, str]]:
    """Every (seat, type) that any peer sends, in order."""
    config = nodes[0].config
    sent: list[tuple[int, str]] = []

    def tamper(origin: int, target: int, wire: bytes) -> bytes:
        if target == (origin + 1) % 4:  # log each broadcast once
            message = decode(wire, config.table_id, list(config.seat_keys), TUSAC_SHAPE)
            sent.append((message.seat, message.type))
        return wire

    hub.tamper = tamper
    return sent


def run_with_cheat(
    monkeypatch: pytest.MonkeyPatch, cheat: int, name: str, replacement: Any
) -> tuple[Hub, list[TableNode]]:
    """Start a table where only ``cheat``'s node uses ``replacement`` for the deal's ``name``."""
    hub, nodes = make_table()
    nodes[cheat].start()
    run = nodes[cheat].run
    assert run is not None
    replacement.cheat_seed = run.local[cheat].seed
    monkeypatch.setattr(deal_module, name, replacement)
    return hub, nodes


def finish(hub: Hub, nodes: list[TableNode], cheat: int) -> None:
    for seat, node in enumerate(nodes):
        if seat != cheat:
            node.start()
    hub.run()


def assert_named_before_any_key(nodes: list[TableNode], sent: list[tuple[int, str]], cheat: int, what: str) -> None:
    assert not [t for _, t in sent if t in ("deal_keys", "reveal", "action")], "no key ever left a peer"
    for node in nodes:
        verdict = node.records[-1].verdict
        assert not verdict.ok and verdict.seat == cheat and what in verdict.reason, verdict
    honest = {node.records[-1].history for seat, node in enumerate(nodes) if seat != cheat}
    assert len(honest) == 1
    history, _ = verify_history(honest.pop())
    assert history.verdict.seat == cheat and len(history.evidence) == 1


@pytest.mark.parametrize(
    ("kind", "cheat", "what"),
    [
        ("twinned", 0, "shuffle stage's proof fails"),  # the review's attack, by the first shuffler
        ("substituted", 1, "shuffle stage's proof fails"),
        ("duplicated", 3, "not 112 distinct curve points"),
    ],
)
def test_a_changed_card_in_a_shuffle_stops_the_hand_before_any_key(
    monkeypatch: pytest.MonkeyPatch, kind: str, cheat: int, what: str
) -> None:
    def changing(context: bytes, deck: tuple[bytes, ...], base: bytes, secrets: DealSecrets) -> Shuffled:
        if secrets.seed == changing.cheat_seed:  # type: ignore[attr-defined]
            deck = tampered_input(tuple(deck), kind)
        return shuffle_with_proof(context, deck, base, secrets)

    hub, nodes = run_with_cheat(monkeypatch, cheat, "shuffle_with_proof", changing)
    sent = record_types(hub, nodes)
    finish(hub, nodes, cheat=cheat)
    assert "lock" not in {t for _, t in sent} and (cheat + 1, "shuffle") not in sent, "nobody built on the bad stage"
    assert_named_before_any_key(nodes, sent, cheat=cheat, what=what)


def test_a_copied_lock_slot_stops_the_hand_before_any_key(monkeypatch: pytest.MonkeyPatch) -> None:
    def copying(context: bytes, deck: tuple[bytes, ...], commitment: bytes, secrets: DealSecrets) -> Locked:
        if secrets.seed != copying.cheat_seed:  # type: ignore[attr-defined]
            return lock_with_proof(context, deck, commitment, secrets)
        return copied_lock(Shuffled(tuple(deck), commitment, None), secrets, 10, 50, context)  # type: ignore[arg-type]

    hub, nodes = run_with_cheat(monkeypatch, 2, "lock_with_proof", copying)
    sent = record_types(hub, nodes)
    finish(hub, nodes, cheat=2)
    assert (3, "lock") not in sent
    assert_named_before_any_key(nodes, sent, cheat=2, what="lock stage's proof fails")


def wrong_key_in(monkeypatch: pytest.MonkeyPatch, seat: int, kind: str) -> None:
    """Make ``seat`` publish a wrong key in its first ``kind`` message (deal_keys or reveal)."""
    honest_due = HandRun._due

    def lying(self: HandRun, local_seat: int) -> Outgoing | None:
        due = honest_due(self, local_seat)
        if due is not None and local_seat == seat and due.type == kind:
            if kind == "deal_keys":
                due.payload[0][1] = due.payload[1][1]  # the key of the next slot
            else:
                due.payload[2] = ((int.from_bytes(due.payload[2], "big") + 1) % ORDER).to_bytes(32, "big")
        return due

    monkeypatch.setattr(HandRun, "_due", lying)


@pytest.mark.parametrize(("kind", "seat", "what"), [("deal_keys", 3, "deal key"), ("reveal", 1, "drawn card's key")])
def test_a_wrong_key_is_named_identically_by_every_peer(monkeypatch, kind, seat, what) -> None:  # type: ignore[no-untyped-def]
    wrong_key_in(monkeypatch, seat, kind)
    # A hand won before any card is drawn has no drawn card's key to spoil: deal again.
    _, nodes = deal_until(lambda nodes: not nodes[0].records[-1].verdict.ok)
    verdicts = {tuple(node.records[-1].verdict.to_canonical()) for node in nodes}
    assert len(verdicts) == 1, verdicts
    ok, named, reason = verdicts.pop()
    assert not ok and named == seat and what in reason and "does not match its commitment" in reason
    for node in nodes:  # each peer's file proves it (which other keys of that step a file keeps is history.py's)
        history, _ = verify_history(node.records[-1].history)
        assert history.verdict.seat == seat and history.evidence
