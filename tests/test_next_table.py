"""The next table of a session (a bot in an absent player's seat, a player back in its seat): the vote
count, the offer a player accepts and every way an offer that is not the one it expects is refused,
and the session messages themselves under hostile input (docs/RELIABILITY.md)."""

from __future__ import annotations

import os
from dataclasses import replace

import pytest

from protocol.carry_on import (
    decode_back,
    decode_moved,
    decode_vote,
    encode_back,
    encode_moved,
    encode_vote,
    kind_of,
    unwrap,
    wrap,
)
from protocol.identity import Identity
from protocol.lobby import Join, LobbyError, decode_table, encode_go, encode_join, encode_ready
from protocol.transport import PeerAddress, curve_keypair
from tests.table_harness import transcript_for
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.peer.handover import players_of
from tusac_lan.table.config import DEFAULT_WAITS, Continues, TableConfig, Waits
from tusac_lan.table.next_table import (
    NextSeats,
    build_next,
    check_next,
    default_runner,
    offer_wire,
    pick_runner,
    player_of,
)
from tusac_lan.table.transcript import Transcript, read_transcript, table_digest

DIGEST = bytes(range(32))


def first_table() -> tuple[Transcript, list[Identity]]:
    """Host (seat 0) with a bot in seat 3, players in seats 1 and 2."""
    identities = [Identity.generate(name) for name in ("Host", "Lan", "Mai", "Greedy bot 3")]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=RuleSet(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("", "", "", "greedy"),
        host_seat=0,
        peers=(0, 1, 2, 0),
    )
    return transcript_for(config, identities, [(0, 3), (1,), (2,)], 8), identities


def join_of(identity: Identity) -> tuple[Join, bytes]:
    wire = encode_join(identity, curve_keypair()[0], f"tcp://127.0.0.1:{42000 + len(identity.name)}", "human")
    from protocol.lobby import decode_join

    return decode_join(wire), wire


def continues(current: Transcript, scores: tuple[int, ...] = (3, -1, -1, -1)) -> Continues:
    return Continues(current.digest, 2, scores, 1, DIGEST)


def lan_gone(current: Transcript, identities: list[Identity]) -> tuple[NextSeats, dict[int, tuple[Join, bytes]]]:
    """Lan (seat 1) did not come back; Mai (seat 2) runs the bots."""
    joins = {0: join_of(identities[0]), 2: join_of(identities[2])}
    return NextSeats(2, {seat: player_of(join) for seat, (join, _) in joins.items()}), joins


def offer(current: Transcript, identities: list[Identity], **change: object) -> tuple[bytes, NextSeats]:
    plan, joins = lan_gone(current, identities)
    carried = continues(current)
    hosted = build_next(current, plan, identities[2], PeerAddress("tcp://127.0.0.1:43000", curve_keypair()[0]), joins,
                        carried, 6)  # fmt: skip
    config = replace(hosted.config, **change) if change else hosted.config  # type: ignore[arg-type]
    hosted = replace(hosted, config=config)
    return offer_wire(identities[2], hosted, 6), plan


def test_the_next_table_puts_a_strong_bot_in_the_absent_seat_and_keeps_everything_else() -> None:
    current, identities = first_table()
    wire, plan = offer(current, identities)
    checked = check_next(decode_table(wire, lambda t: identities[2].public_key, TUSAC_SHAPE), current.config, plan,
                         continues(current), 6)  # fmt: skip
    assert checked.host_seat == 2 and checked.bots == ("", "strong", "", "greedy")
    assert checked.names == ("Host", "Strong bot 1", "Mai", "Greedy bot 3")
    assert checked.seat_keys[0] == identities[0].public_key and checked.seat_keys[2] == identities[2].public_key
    assert checked.seat_keys[1] != identities[1].public_key and checked.seat_keys[3] != identities[3].public_key
    assert checked.continues == continues(current) and checked.rules == current.config.rules
    # With the Host's READY in the GO, it is a transcript like any table's, and it carries on the scores.
    ready = encode_ready(identities[0], table_digest(wire))
    transcript = read_transcript(wire, encode_go(identities[2], [ready]))
    assert transcript.config == checked and transcript.hands == 6
    assert set(players_of(transcript)) == {0, 2}


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"continues": None}, "other scores"),
        ({"rules": replace(RuleSet(), stake=5)}, "other rules"),
        ({"waits": Waits.of(2, 2, 1, 300)}, "other rules"),
        ({"host_seat": 0, "peers": (0, 0, 2, 0)}, "hosted by another"),
        ({"names": ("Host", "Lan", "Mai", "Greedy bot 3")}, "not the bot it should be"),
        ({"bots": ("", "greedy", "", "greedy")}, "not the bot it should be"),
    ],
)
def test_an_offer_other_than_the_one_expected_is_refused(change: dict[str, object], why: str) -> None:
    current, identities = first_table()
    if "continues" in change:
        change = {"continues": continues(current, (0, 0, 0, 0))}
    try:
        wire, plan = offer(current, identities, **change)
    except ValueError:
        return  # the change does not even make a table
    table = decode_table(wire, lambda t: identities[2].public_key, TUSAC_SHAPE)
    with pytest.raises(LobbyError, match=why):
        check_next(table, current.config, plan, continues(current), 6)


def test_an_offer_with_other_hands_or_a_players_key_in_a_bot_seat_is_refused() -> None:
    current, identities = first_table()
    wire, plan = offer(current, identities)
    table = decode_table(wire, lambda t: identities[2].public_key, TUSAC_SHAPE)
    with pytest.raises(LobbyError, match="hands"):
        check_next(table, current.config, plan, continues(current), 7)
    keys = list(current.config.seat_keys)
    keys[1], keys[3] = keys[3], identities[1].public_key  # Lan's own key in the bot seat 3
    wire, plan = offer(current, identities, seat_keys=(keys[0], Identity.generate("x").public_key, keys[2],
                                                       identities[1].public_key))  # fmt: skip
    table = decode_table(wire, lambda t: identities[2].public_key, TUSAC_SHAPE)
    with pytest.raises(LobbyError, match="key sits in the bot seat"):
        check_next(table, current.config, plan, continues(current), 6)


def test_an_offer_signed_by_anyone_but_the_picked_player_is_refused() -> None:
    current, identities = first_table()
    wire, _ = offer(current, identities)
    with pytest.raises(LobbyError, match="not signed by its host"):
        decode_table(wire, lambda t: identities[0].public_key, TUSAC_SHAPE)


def test_the_votes_pick_the_player_most_name_and_a_tie_goes_to_the_lowest_seat() -> None:
    keys = {b"a" * 32: 0, b"b" * 32: 2, b"c" * 32: 3}
    assert pick_runner({0: b"b" * 32, 2: b"b" * 32, 3: b"a" * 32}, keys) == 2
    assert pick_runner({0: b"c" * 32, 2: b"b" * 32, 3: b"a" * 32}, keys) == 0
    assert pick_runner({0: b"z" * 32}, keys) is None  # a vote for somebody who is not at the table
    current, _ = first_table()
    assert default_runner(current.config, [0, 2]) == 0
    assert default_runner(current.config, [1, 2]) == 1


def test_session_messages_are_signed_by_their_player_and_carry_that_players_join() -> None:
    lan, mai = Identity.generate("Lan"), Identity.generate("Mai")
    join = join_of(lan)[1]
    vote = decode_vote(encode_vote(lan, DIGEST, 4, True, mai.public_key, join))
    assert vote.player == lan.public_key and vote.go_on and vote.runner == mai.public_key and vote.hand == 4
    with pytest.raises(LobbyError, match="another player's"):
        decode_vote(encode_vote(mai, DIGEST, 4, True, mai.public_key, join))
    back = decode_back(encode_back(lan, DIGEST, join))
    assert back.player == lan.public_key and back.join.name == "Lan"
    current, identities = first_table()
    moved = decode_moved(encode_moved(identities[0], current.table_wire, current.go_wire, True))
    assert moved.over and moved.host == identities[0].public_key
    # A wrapped message is told apart from a table message without parsing; junk is refused cleanly.
    assert unwrap(wrap(b"x")) == b"x" and unwrap(b"\x93\x01") is None
    for junk in (b"", b"\xc1", os.urandom(64), b"\x92\xc4\x01x\xc4\x01y", encode_join(lan, curve_keypair()[0],
                 "tcp://127.0.0.1:1", "human")):  # fmt: skip
        with pytest.raises(LobbyError):
            kind_of(junk)


def test_a_continued_table_round_trips_and_refuses_impossible_scores() -> None:
    current, _ = first_table()
    config = replace(current.config, continues=continues(current))
    assert TableConfig.from_canonical(config.to_canonical()) == config
    assert len(config.to_canonical()) == 9 and config.to_canonical()[7] == []
    with pytest.raises(ValueError, match="add up"):
        Continues(DIGEST, 1, (5, 0, 0, 0), 0, DIGEST)
    with pytest.raises(ValueError):
        Continues(DIGEST, 1, (0, 0, 0, 0), 4, DIGEST)
    with pytest.raises(ValueError):
        TableConfig.from_canonical([*current.config.to_canonical(), [], [DIGEST, 1, [0, 0, 0], 0, DIGEST]])


def _hosted(current: Transcript, identities: list[Identity]) -> tuple[object, NextSeats]:
    plan, joins = lan_gone(current, identities)
    address = PeerAddress("tcp://127.0.0.1:43000", curve_keypair()[0])
    return build_next(current, plan, identities[2], address, joins, continues(current), 6), plan


def _check(current: Transcript, identities: list[Identity], hosted: object, plan: NextSeats) -> None:
    wire = offer_wire(identities[2], hosted, 6)  # type: ignore[arg-type]
    table = decode_table(wire, lambda t: identities[2].public_key, TUSAC_SHAPE)
    check_next(table, current.config, plan, continues(current), 6)


def test_an_offer_with_a_second_identity_of_its_host_in_a_bot_seat_is_refused() -> None:
    """Issue 26, point 4: the bot seat 1 is Mai's second key with a JOIN of its own, so a peer of its own."""
    from tests.hostile_peer import _joined_of, _rebuilt

    current, identities = first_table()
    hosted, plan = _hosted(current, identities)
    twin = Identity.generate("Strong bot 1")
    keys = list(hosted.config.seat_keys)  # type: ignore[attr-defined]
    keys[1] = twin.public_key
    joined = _joined_of(hosted)
    curve = curve_keypair()[0]
    joined[1] = (encode_join(twin, curve, "tcp://127.0.0.1:9", "strong"), ["tcp://127.0.0.1:9", curve, [1]])
    with pytest.raises(LobbyError, match="a bot seat of the next table is a peer of its own"):
        _check(current, identities, _rebuilt(hosted, keys, joined), plan)


def test_an_offer_seating_a_player_without_its_join_is_refused() -> None:
    from tests.hostile_peer import _rebuilt

    current, identities = first_table()
    hosted, plan = _hosted(current, identities)
    keys = list(hosted.config.seat_keys)  # type: ignore[attr-defined]
    with pytest.raises(LobbyError, match="seats a player without its JOIN"):
        _check(current, identities, _rebuilt(hosted, keys, {}), plan)


def test_an_offer_naming_two_seats_alike_is_refused() -> None:
    """A player's VOTE carried a name that looks like another's: an offer with both is refused."""
    current, identities = first_table()
    plan, joins = lan_gone(current, identities)
    host = replace(identities[0], name="M\u0430i")  # Mai, with a Cyrillic a
    wire = encode_join(host, curve_keypair()[0], "tcp://127.0.0.1:42004", "human")
    from protocol.lobby import decode_join

    joins[0] = (decode_join(wire), wire)
    plan = NextSeats(2, {seat: player_of(join) for seat, (join, _) in joins.items()})
    address = PeerAddress("tcp://127.0.0.1:43000", curve_keypair()[0])
    hosted = build_next(current, plan, identities[2], address, joins, continues(current), 6)
    with pytest.raises(LobbyError, match="names seats 0 and 2 alike"):
        _check(current, identities, hosted, plan)


def test_a_tables_waits_are_signed_only_when_they_are_not_the_defaults() -> None:
    current, _ = first_table()
    config = current.config
    assert config.waits == DEFAULT_WAITS and len(config.to_canonical()) == 7  # the bytes of before
    waits = Waits.of(10, 6.5, 3, 8)
    timed = replace(config, waits=waits)
    canonical = timed.to_canonical()
    assert canonical[7:] == [[], None, [10_000, 6_500, 3_000, 8_000]]
    assert TableConfig.from_canonical(canonical) == timed and timed.digest() != config.digest()
    for bad in (
        [*canonical[:9], DEFAULT_WAITS.to_canonical()],  # the defaults have one encoding: none
        [*canonical[:9], [10_000, 6_500, 3_000]],
        [*canonical[:9], [10_000, 6_500, 3_000, 0]],
        [*canonical[:9], [10_000.0, 6_500, 3_000, 8_000]],
        [*canonical[:8], None],  # a ninth field names a continued table
    ):
        with pytest.raises(ValueError):
            TableConfig.from_canonical(bad)
