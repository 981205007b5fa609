from __future__ import annotations

import os

import pytest

from protocol.fairdeal import (
    DealSecrets,
    PointBook,
    PublishedStage,
    card_points,
    key_base,
    lock_stage,
    open_point,
    seed_commitment,
    shuffle_stage,
    verify_deal,
)
from protocol.group import GroupError, hash_to_point, inverse, is_point, multiply
from tusac_lan.games.tusac.shape import TUSAC_SHAPE

CONTEXT = b"table-1/hand-0"


def run_deal(seeds: list[bytes]) -> tuple[list[PublishedStage], list[PublishedStage]]:
    secrets = [DealSecrets.from_seed(s, TUSAC_SHAPE.deck) for s in seeds]
    base = key_base(CONTEXT)
    deck: tuple[bytes, ...] = card_points(CONTEXT, TUSAC_SHAPE.deck)
    shuffles = []
    for s in secrets:
        deck = shuffle_stage(deck, s)
        shuffles.append(PublishedStage(deck, [multiply(s.shuffle_scalar, base)]))
    locks = []
    for s in secrets:
        deck = lock_stage(deck, s)
        locks.append(PublishedStage(deck, [multiply(k, base) for k in s.lock_keys]))
    return shuffles, locks


@pytest.fixture(scope="module")
def honest() -> tuple[list[bytes], list[PublishedStage], list[PublishedStage]]:
    seeds = [os.urandom(32) for _ in range(4)]
    shuffles, locks = run_deal(seeds)
    return seeds, shuffles, locks


def test_encryption_layers_commute_and_come_off() -> None:
    point = hash_to_point(b"x")
    a, b = 12345, 67890
    assert multiply(a, multiply(b, point)) == multiply(b, multiply(a, point))
    assert multiply(inverse(a), multiply(a, point)) == point


def test_bad_points_and_scalars_are_refused() -> None:
    assert not is_point(b"\xff" * 32)
    assert not is_point(b"\x02" + b"\xff" * 32)
    assert not is_point(b"\x04" + hash_to_point(b"x")[1:])
    with pytest.raises(GroupError):
        multiply(0, hash_to_point(b"x"))
    with pytest.raises(GroupError):
        multiply(5, b"short")


def test_a_slot_opens_only_with_all_four_keys(honest) -> None:  # type: ignore[no-untyped-def]
    seeds, _, locks = honest
    secrets = [DealSecrets.from_seed(s, TUSAC_SHAPE.deck) for s in seeds]
    book = PointBook(card_points(CONTEXT, TUSAC_SHAPE.deck))
    final = locks[-1].deck
    opened = [book.card(open_point(final[i], [s.lock_keys[i] for s in secrets])) for i in range(112)]
    assert sorted(c for c in opened if c is not None) == list(range(112))
    three = [book.card(open_point(final[i], [s.lock_keys[i] for s in secrets[:3]])) for i in range(112)]
    assert all(c is None for c in three), "three keys of four reveal nothing"


def test_no_stage_shows_a_card_in_the_clear(honest) -> None:  # type: ignore[no-untyped-def]
    _, shuffles, locks = honest
    points = set(card_points(CONTEXT, TUSAC_SHAPE.deck))
    for stage in [*shuffles, *locks]:
        assert not points & set(stage.deck)


def test_the_audit_accepts_an_honest_deal_and_returns_the_deck(honest) -> None:  # type: ignore[no-untyped-def]
    seeds, shuffles, locks = honest
    commitments = [seed_commitment(s, CONTEXT) for s in seeds]
    problems, deck = verify_deal(CONTEXT, CONTEXT, seeds, commitments, shuffles, locks, TUSAC_SHAPE.deck)
    assert problems == [] and deck is not None and sorted(deck) == list(range(112))


def test_a_tampered_stage_names_its_peer(honest) -> None:  # type: ignore[no-untyped-def]
    seeds, shuffles, locks = honest
    commitments = [seed_commitment(s, CONTEXT) for s in seeds]
    bad = list(shuffles)
    stage = list(bad[2].deck)
    stage[0], stage[1] = stage[1], stage[0]
    bad[2] = bad[2]._replace(deck=tuple(stage))
    problems, deck = verify_deal(CONTEXT, CONTEXT, seeds, commitments, bad, locks, TUSAC_SHAPE.deck)
    assert deck is None
    assert problems[0].seat == 2 and "shuffle" in problems[0].reason


def test_a_seed_that_breaks_its_commitment_names_its_peer(honest) -> None:  # type: ignore[no-untyped-def]
    seeds, shuffles, locks = honest
    commitments = [seed_commitment(s, CONTEXT) for s in seeds]
    problems, _ = verify_deal(
        CONTEXT, CONTEXT, [seeds[0], seeds[1], seeds[2], os.urandom(32)], commitments, shuffles, locks, TUSAC_SHAPE.deck
    )
    assert [p.seat for p in problems] == [3]


def test_secrets_derive_deterministically_and_permutations_are_permutations() -> None:
    seed = bytes(range(32))
    a, b = DealSecrets.from_seed(seed, TUSAC_SHAPE.deck), DealSecrets.from_seed(seed, TUSAC_SHAPE.deck)
    assert a == b
    assert sorted(a.permutation) == list(range(112))
    assert len(set(a.lock_keys)) == 112


def test_a_wrong_key_commitment_in_a_lock_stage_names_its_peer(honest) -> None:  # type: ignore[no-untyped-def]
    seeds, shuffles, locks = honest
    commitments = [seed_commitment(s, CONTEXT) for s in seeds]
    bad = list(locks)
    keys = list(bad[3].commitments)
    keys[5] = keys[6]
    bad[3] = bad[3]._replace(commitments=keys)
    problems, deck = verify_deal(CONTEXT, CONTEXT, seeds, commitments, shuffles, bad, TUSAC_SHAPE.deck)
    assert deck is None and [p.seat for p in problems] == [3] and "lock" in problems[0].reason
