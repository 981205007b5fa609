"""The protocol at tables of other shapes than Tứ Sắc's: Tiến lên (52 cards, 2 to 4 seats, seed 004)
and Ma Diao (40 cards, 4 seats in seed 003; 3 seats too, to try another count). Messages take their
bounds from the shape, a whole fair deal runs through signed messages, and the lobby counts seats."""

from __future__ import annotations

import hashlib
from typing import Any

import msgpack
import pytest

from protocol import proofs, shuffle_proof
from protocol.fairdeal import (
    DealSecrets,
    PointBook,
    PublishedStage,
    card_points,
    key_base,
    lock_with_proof,
    open_point,
    seed_commitment,
    shuffle_with_proof,
    stage_context,
    verify_deal,
)
from protocol.group import parse, scalar_from_wire, scalar_to_bytes
from protocol.identity import Identity
from protocol.lobby import (
    LobbyError,
    decode_go,
    decode_table,
    decode_welcome,
    encode_go,
    encode_join,
    encode_ready,
    encode_table,
    encode_welcome,
)
from protocol.messages import MAX_WIRE, Message, MessageError, checked_shape, decode, encode, message_types
from protocol.schema import Blob, Bytes, Fields, Int, ListOf, Schema, SchemaError, Text, fields
from protocol.shape import TableShape
from protocol.transport import curve_keypair
from tusac_lan.games.tusac.shape import TUSAC_SHAPE

TABLE = b"S" * 16


def tien_len(seats: int) -> TableShape:
    """Tiến lên: a move plays 1 to 13 cards of 52 (a single, pair, run, ...) or passes."""
    deck = 52
    move = fields(Int(0, 1), Int(0, seats - 1), ListOf(Int(0, deck - 1), 13))
    return checked_shape(TableShape(seats=seats, deck=deck, move=move, move_keys=13))


def ma_diao(seats: int) -> TableShape:
    """Ma Diao: a trick-taking move plays one card of 40, face up or face down."""
    deck = 40
    move = fields(Int(0, seats - 1), Int(0, deck - 1), Int(0, 1))
    return checked_shape(TableShape(seats=seats, deck=deck, move=move, move_keys=1))


SHAPES = [tien_len(2), tien_len(3), tien_len(4), ma_diao(3), ma_diao(4)]
IDS = ["tien-len-2", "tien-len-3", "tien-len-4", "ma-diao-3", "ma-diao-4"]


@pytest.fixture(scope="module")
def players() -> list[Identity]:
    return [Identity.generate(f"p{i}") for i in range(8)]


def keys_for(shape: TableShape, players: list[Identity]) -> list[bytes]:
    return [p.public_key for p in players[: shape.seats]]


def round_trip(shape: TableShape, players: list[Identity], seat: int, type_: str, payload: Any) -> Message:
    message = encode(players[seat], TABLE, 0, seat, 1, type_, payload, shape)
    return decode(message.wire, TABLE, keys_for(shape, players), shape)


# --- the shape itself ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seats", "deck", "move", "move_keys", "reason"),
    [
        (1, 52, fields(Int(0, 1)), 1, "2 to 8 seats"),
        (9, 52, fields(Int(0, 1)), 1, "2 to 8 seats"),
        (4, 3, fields(Int(0, 1)), 1, "a deck has 4 to 256"),
        (4, 257, fields(Int(0, 1)), 1, "a deck has 4 to 256"),
        (4, 52, "anything", 1, "Schema"),
        (4, 52, fields(Int(0, 1)), 53, "0 to 52 keys"),
        (4, 52, fields(Int(0, 1)), -1, "0 to 52 keys"),
        (True, 52, fields(Int(0, 1)), 1, "integer"),
        (4, 52, fields(Blob(70_000)), 1, "more than"),
    ],
    ids=[
        "one-seat",
        "nine-seats",
        "tiny-deck",
        "huge-deck",
        "no-schema",
        "keys",
        "negative-keys",
        "bool",
        "move-too-big",
    ],
)
def test_a_shape_out_of_sane_ranges_is_refused(seats: Any, deck: int, move: Any, move_keys: int, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        checked_shape(TableShape(seats=seats, deck=deck, move=move, move_keys=move_keys))


def test_a_shape_is_plain_data_and_the_catalog_refuses_one_whose_messages_cannot_fit() -> None:
    huge = TableShape(seats=4, deck=52, move=fields(Blob(70_000)), move_keys=1)
    assert huge.move == fields(Blob(70_000)), "making a shape builds no message catalog"
    for check in (checked_shape, message_types):
        with pytest.raises(ValueError, match="more than"):
            check(huge)
    assert checked_shape(tien_len(2)) == tien_len(2)


def test_equal_shapes_share_one_message_catalog_and_the_tusac_shape_is_four_seats_of_112() -> None:
    assert tien_len(3) == tien_len(3) and hash(tien_len(3)) == hash(tien_len(3))
    assert message_types(tien_len(3)) is message_types(tien_len(3))
    assert message_types(tien_len(3)) is not message_types(tien_len(4))
    assert (TUSAC_SHAPE.seats, TUSAC_SHAPE.deck) == (4, 112)


# --- schemas: what they refuse and their longest encoding ----------------------------------------


@pytest.mark.parametrize(
    ("schema", "value"),
    [
        (Int(0, 3), 4),
        (Int(0, 3), True),
        (Int(0, 3), "1"),
        (Bytes(4), b"abc"),
        (Blob(3), b"abcd"),
        (Text(3), ""),
        (Text(3), "abcd"),
        (ListOf(Int(0, 1), 2), [0, 1, 0]),
        (ListOf(Int(0, 1), 2, 2), [0]),
        (fields(Int(0, 1), Int(0, 1)), [0]),
        (fields(Int(0, 1)), (0,)),
    ],
)
def test_a_schema_refuses_what_does_not_fit(schema: Schema, value: Any) -> None:
    with pytest.raises(SchemaError):
        schema.check(value)


def largest(schema: Schema) -> Any:
    """A value the schema accepts whose encoding is as long as any."""
    if isinstance(schema, Int):
        return max((schema.low, schema.high), key=lambda v: len(msgpack.packb(v)))
    if isinstance(schema, Bytes):
        return b"\xff" * schema.size
    if isinstance(schema, Blob):
        return b"\xff" * schema.max_len
    if isinstance(schema, Text):
        return "\U0001f0a1" * schema.max_len
    if isinstance(schema, ListOf):
        return [largest(schema.item)] * schema.max_len
    assert isinstance(schema, Fields)
    return [largest(item) for item in schema.items]


@pytest.mark.parametrize("shape", [*SHAPES, TUSAC_SHAPE], ids=[*IDS, "tu-sac"])
def test_the_longest_payload_of_every_type_fits_its_computed_size_limit(shape: TableShape) -> None:
    player = Identity.generate("longest")
    for spec in message_types(shape).values():
        if spec.max_wire == MAX_WIRE:  # abort: its longest form is bounded by MAX_WIRE itself
            continue
        payload = largest(spec.payload)
        assert len(msgpack.packb(payload, use_bin_type=True)) == spec.payload.max_size, spec.name
        seat = shape.seats - 1
        message = encode(player, TABLE, 1_000_000, seat, 2**62, spec.name, payload, shape)
        assert len(message.wire) <= spec.max_wire, spec.name


# --- messages carry the shape's bounds ---------------------------------------------------------


@pytest.mark.parametrize("shape", SHAPES, ids=IDS)
def test_a_move_round_trips_and_a_card_id_past_the_deck_is_refused(shape: TableShape, players: list[Identity]) -> None:
    last = shape.deck - 1
    move = [1, 1, [0, last]] if shape.deck == 52 else [1, last, 0]
    got = round_trip(shape, players, 1, "action", [3, move, [[last, b"k" * 32]], b"h" * 32])
    assert got.payload[1] == move
    bad_move = [1, 1, [0, shape.deck]] if shape.deck == 52 else [1, shape.deck, 0]
    for type_, payload in [
        ("action", [3, bad_move, [], b"h" * 32]),
        ("action", [3, move, [[shape.deck, b"k" * 32]], b"h" * 32]),
        ("reveal", [3, shape.deck, b"k" * 32, b"h" * 32]),
        ("deal_keys", [[shape.deck, b"k" * 32]]),
        ("deal_keys", [[slot, b"k" * 32] for slot in range(shape.deck)] * 2),
    ]:
        with pytest.raises(MessageError, match=f"bad {type_} payload"):
            encode(players[0], TABLE, 0, 0, 1, type_, payload, shape)
    round_trip(shape, players, 0, "reveal", [3, last, b"k" * 32, b"h" * 32])


@pytest.mark.parametrize("shape", SHAPES, ids=IDS)
def test_seat_numbers_and_stage_lengths_come_from_the_shape(shape: TableShape, players: list[Identity]) -> None:
    seats = shape.seats
    round_trip(shape, players, seats - 1, "missing", [seats - 1, 5])
    with pytest.raises(MessageError, match="bad missing payload"):
        encode(players[0], TABLE, 0, 0, 1, "missing", [seats, 5], shape)
    # A message signed for a seat the table does not have, and keys for another number of seats.
    beyond = encode(players[seats], TABLE, 0, seats, 1, "nonce", [b"n" * 32], shape)
    with pytest.raises(MessageError, match=f"a seat is an integer 0..{seats - 1}"):
        decode(beyond.wire, TABLE, keys_for(shape, players), shape)
    ok = encode(players[0], TABLE, 0, 0, 1, "nonce", [b"n" * 32], shape)
    with pytest.raises(MessageError, match="a key for every seat"):
        decode(ok.wire, TABLE, players_keys(players, seats + 1), shape)
    # An abort carries at most one message per other seat.
    round_trip(shape, players, 0, "abort", ["why", [b"m"] * (seats - 1)])
    with pytest.raises(MessageError, match="bad abort payload"):
        encode(players[0], TABLE, 0, 0, 1, "abort", ["why", [b"m"] * seats], shape)
    # A deal stage has exactly one point per card.
    points = [b"\x02" + bytes(32)] * shape.deck
    scalars = [bytes(32)] * shape.deck
    lock = [points, points, [bytes(32), scalars]]
    round_trip(shape, players, 0, "lock", lock)
    with pytest.raises(MessageError, match="bad lock payload"):
        encode(players[0], TABLE, 0, 0, 1, "lock", [points + points[:1], points, [bytes(32), scalars]], shape)
    with pytest.raises(MessageError, match="bad lock payload"):
        encode(players[0], TABLE, 0, 0, 1, "lock", [points[:-1], points, [bytes(32), scalars]], shape)


def players_keys(players: list[Identity], n: int) -> list[bytes]:
    return [p.public_key for p in players[:n]]


def test_a_message_from_one_shape_is_refused_at_another(players: list[Identity]) -> None:
    small, large = ma_diao(4), tien_len(4)
    stage = [b"\x02" + bytes(32)] * 52
    message = encode(players[0], TABLE, 0, 0, 1, "lock", [stage, stage, [bytes(32), [bytes(32)] * 52]], large)
    with pytest.raises(MessageError, match=r"oversized lock|bad lock payload"):
        decode(message.wire, TABLE, players_keys(players, 4), small)


# --- a whole fair deal at each shape -----------------------------------------------------------


def play_deal(shape: TableShape, players: list[Identity]) -> None:
    """Every step of the fair deal, each stage and key passed as a signed message of this shape and
    checked as a peer checks it: commit, shuffle and lock passes with proofs, deal keys, a card
    opened for all, and the audit from the opened seeds."""
    seats, deck = shape.seats, shape.deck
    hand = hashlib.blake2b(repr(shape).encode(), digest_size=16).digest()
    keys = players_keys(players, seats)
    seeds = [hashlib.blake2b(hand + bytes([seat]), digest_size=32).digest() for seat in range(seats)]
    secrets = [DealSecrets.from_seed(seed, deck) for seed in seeds]

    def carried(seat: int, type_: str, payload: Any) -> Any:
        message = encode(players[seat], TABLE, 0, seat, 1, type_, payload, shape)
        return decode(message.wire, TABLE, keys, shape).payload

    commitments = [
        carried(seat, "commit", [seed_commitment(seeds[seat], hand), bytes(32), bytes(32)])[0] for seat in range(seats)
    ]
    book = PointBook(card_points(hand, deck))
    base = key_base(hand)
    stage = book.points
    shuffles: list[PublishedStage] = []
    for seat in range(seats):
        context = stage_context(hand, "shuffle", seat)
        done = shuffle_with_proof(context, stage, base, secrets[seat])
        out, commitment, raw = carried(
            seat, "shuffle", [list(done.deck), done.commitment, shuffle_proof.shuffle_proof_to_wire(done.proof)]
        )
        statement = shuffle_proof.ShuffleStatement(context, tuple(stage), base, tuple(out), commitment)
        shuffle_proof.verify_shuffle(statement, shuffle_proof.shuffle_proof_from_wire(raw, deck))
        shuffles.append(PublishedStage(out, [commitment]))
        stage = tuple(out)
    locks: list[PublishedStage] = []
    for seat in range(seats):
        context = stage_context(hand, "lock", seat)
        locked = lock_with_proof(context, stage, shuffles[seat].commitments[0], secrets[seat])
        proof = proofs.lock_proof_to_wire(locked.challenge, locked.responses)
        out, key_commitments, raw = carried(seat, "lock", [list(locked.deck), list(locked.commitments), proof])
        lock_statement = proofs.LockStatement(
            context, tuple(stage), shuffles[seat].commitments[0], tuple(out), tuple(key_commitments)
        )
        proofs.verify_lock(lock_statement, *proofs.lock_proof_from_wire(raw, deck))
        locks.append(PublishedStage(out, key_commitments))
        stage = tuple(out)

    # Deal keys: each seat gets a hand of deck // seats slots (13 at most, Tiến lên's hand); every
    # other seat publishes its keys for them, each checked against its lock commitment.
    size = min(13, deck // seats)
    dealt = [list(range(seat * size, (seat + 1) * size)) for seat in range(seats)]
    g = parse(base)
    published: list[dict[int, int]] = [{} for _ in range(seats)]
    for seat in range(seats):
        slots = sorted(s for other in range(seats) if other != seat for s in dealt[other])
        payload = [[slot, scalar_to_bytes(secrets[seat].lock_keys[slot])] for slot in slots]
        for slot, raw_key in carried(seat, "deal_keys", payload):
            key = scalar_from_wire(raw_key)
            assert proofs.key_matches(key, g, locks[seat].commitments[slot])
            published[seat][slot] = key
    hands = []
    for seat in range(seats):
        own = secrets[seat].lock_keys
        hands.append(
            [
                book.card(open_point(stage[s], [own[s] if q == seat else published[q][s] for q in range(seats)]))
                for s in dealt[seat]
            ]
        )
    flat = [card for h in hands for card in h]
    assert None not in flat and len(set(flat)) == len(flat)

    # A card shown to all: the first undealt slot (or the last dealt one), every seat publishes its key.
    shown = seats * size if seats * size < deck else deck - 1
    opened = []
    for seat in range(seats):
        _, slot, raw_key, _ = carried(
            seat, "reveal", [1, shown, scalar_to_bytes(secrets[seat].lock_keys[shown]), bytes(32)]
        )
        key = scalar_from_wire(raw_key)
        assert proofs.key_matches(key, g, locks[seat].commitments[slot])
        opened.append(key)
    card = book.card(open_point(stage[shown], opened))
    assert card is not None

    # The audit from the opened seeds gives back the whole deck, and it agrees with what was opened.
    opened_seeds = [carried(seat, "open", [seeds[seat]])[0] for seat in range(seats)]
    problems, order = verify_deal(hand, hand, opened_seeds, commitments, shuffles, locks, deck)
    assert problems == [] and order is not None and sorted(order) == list(range(deck))
    assert [[order[s] for s in dealt[seat]] for seat in range(seats)] == hands and order[shown] == card
    # A seed that is not the one committed to names its seat.
    wrong = [*opened_seeds[:-1], bytes(32)]
    problems, order = verify_deal(hand, hand, wrong, commitments, shuffles, locks, deck)
    assert [p.seat for p in problems] == [seats - 1] and order is None


@pytest.mark.parametrize("shape", [tien_len(2), tien_len(3), ma_diao(4)], ids=["tien-len-2", "tien-len-3", "ma-diao-4"])
def test_a_whole_fair_deal_runs_through_signed_messages_of_the_shape(
    shape: TableShape, players: list[Identity]
) -> None:
    play_deal(shape, players)


# --- the lobby counts the shape's seats --------------------------------------------------------


def offer(shape_seats: int, players: list[Identity]) -> tuple[list[Any], list[list[Any]], list[bytes]]:
    """A table of ``shape_seats`` seats hosted by player 0, one joined player per other seat."""
    keys = players_keys(players, shape_seats)
    curves = [curve_keypair()[0] for _ in range(shape_seats)]
    endpoints = [f"tcp://127.0.0.1:{6000 + s}" for s in range(shape_seats)]
    table = [TABLE, [], keys, [p.name for p in players[:shape_seats]], [""] * shape_seats, 0, list(range(shape_seats))]
    peers = [[endpoints[s], curves[s], [s]] for s in range(shape_seats)]
    joins = [encode_join(players[s], curves[s], endpoints[s], "human") for s in range(1, shape_seats)]
    return table, peers, joins


@pytest.mark.parametrize("shape", SHAPES, ids=IDS)
def test_the_lobby_checks_tables_joins_welcomes_and_go_against_the_shapes_seats(
    shape: TableShape, players: list[Identity]
) -> None:
    seats = shape.seats
    host = players[0]
    table, peers, joins = offer(seats, players)
    got = decode_table(encode_table(host, table, peers, 3, joins), lambda t: t[2][t[5]], shape)
    assert [j.name for j in got.joins] == [p.name for p in players[1:seats]]
    # The same TABLE read at a table with one seat more or less is refused.
    for other in (seats - 1, seats + 1):
        if 2 <= other <= 8:
            with pytest.raises(LobbyError, match="bad seat keys"):
                decode_table(encode_table(host, table, peers, 3, joins), lambda t: t[2][t[5]], tien_len(other))
    # A host seat, a peer list or a list of JOINs past the seat count.
    bad_host = [*table[:5], seats, table[6]]
    with pytest.raises(LobbyError, match="bad host seat"):
        decode_table(encode_table(host, bad_host, peers, 3, joins), lambda t: t[2][0], shape)
    with pytest.raises(LobbyError, match="every seat once"):
        decode_table(
            encode_table(host, table, [*peers[:-1], [*peers[-1][:2], [seats - 1, seats]]], 3, joins),
            lambda t: t[2][t[5]],
            shape,
        )
    with pytest.raises(LobbyError, match="bad list of joins"):
        decode_table(encode_table(host, table, peers, 3, [*joins, joins[0]]), lambda t: t[2][t[5]], shape)
    # WELCOME names a seat of this table; GO carries at most one READY per joined seat.
    assert decode_welcome(encode_welcome(host, seats - 1, 0), shape).seat == seats - 1
    with pytest.raises(LobbyError, match="bad seat"):
        decode_welcome(encode_welcome(host, seats, 0), shape)
    # ... and who sits where so far: every seat of a table of 2 up to the shape's seats, or none.
    names = ["Mai", "Lan", "", "Good bot 3"][:seats]
    told = decode_welcome(encode_welcome(host, 1, 0, names), shape)
    assert told.names == tuple(names) and told.seat == 1
    if seats > 2:  # a table with fewer seats than the most the game is played by
        assert decode_welcome(encode_welcome(host, 1, 0, names[:-1]), shape).names == tuple(names[:-1])
    for bad, why in (
        ([*names, "Extra"], "names every seat"),
        (["Lan"], "names every seat"),
        ([names[0], "bad\u200bname", *names[2:]], "format character"),
        ([names[0], 7, *names[2:]], "a name is text"),
        ([names[0], "", *names[2:]], "own seat free"),
    ):
        with pytest.raises(LobbyError, match=why):
            decode_welcome(encode_welcome(host, 1, 0, bad), shape)  # type: ignore[arg-type]
    readies = [encode_ready(p, b"d" * 32) for p in players[1:seats]]
    assert decode_go(encode_go(host, readies), host.public_key, shape) == readies
    with pytest.raises(LobbyError, match="bad list of readies"):
        decode_go(encode_go(host, [*readies, readies[0]]), host.public_key, shape)
