"""The signed TABLE names its game and its seat count: a Tứ Sắc TABLE keeps its bytes (no game field),
another game's rules field starts with the game's id and engine version, and a peer that does not play
that game, or plays another version of it, refuses the TABLE with a sentence. The LAN announcement says
the game too (absent: Tứ Sắc)."""

from __future__ import annotations

import io
import os
import socket
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

import msgpack
import pytest
import zmq
from zeroconf import ServiceInfo

from protocol.discovery import SERVICE_TYPE, announcement, parse_ad
from protocol.identity import Identity, fingerprint
from protocol.lobby import LobbyError, decode_join, decode_table, encode_table, encode_welcome
from protocol.transport import PeerAddress, curve_keypair
from tests.table_harness import transcript_for
from tests.test_next_table import join_of
from tests.test_tusac_pins import EARLIER_RULES, EARLIER_TABLE_BYTES, fixed_table, hexdigest
from tusac_lan.games import GAMES, find_game
from tusac_lan.games.api import OPENING
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.peer.join import join_lobby
from tusac_lan.peer.options import PeerError, PeerOptions
from tusac_lan.table.config import Continues, TableConfig, cannot_play, signer_of
from tusac_lan.table.next_table import NextSeats, build_next, check_next, offer_wire, player_of
from tusac_lan.table.seating import PLAYER, Seating, SeatPlan
from tusac_lan.table.transcript import TranscriptError, local_transcript, read_transcript
from tusac_lan.terminal.cli import main

TIENLEN = find_game("tienlen")
TUSAC = find_game("tusac")


def tienlen_table(seats: int = 3, **more: Any) -> TableConfig:
    return TableConfig(
        table_id=bytes(range(16)),
        rules=TIENLEN.default_rules(),
        seat_keys=tuple(bytes([seat]) * 32 for seat in range(seats)),
        names=("Lan", "Minh", "Hương", "Good bot 3")[:seats],
        bots=("", "", "strong", "greedy")[:seats],
        host_seat=0,
        peers=tuple(range(seats)),
        game=TIENLEN,
        **more,
    )


def test_a_tu_sac_table_names_no_game_and_keeps_its_bytes() -> None:
    config = fixed_table(EARLIER_RULES)
    rules = config.to_canonical()[1]
    assert all(type(value) is int for value in rules)
    assert config.game_id == "tusac" and config.seats == 4 and config.shape == TUSAC_SHAPE
    assert hexdigest(msgpack.packb(config.to_canonical(), use_bin_type=True)) == EARLIER_TABLE_BYTES
    assert TableConfig.from_canonical(config.to_canonical()).game is TUSAC


def test_a_tienlen_table_at_three_seats_names_its_game_and_seats() -> None:
    config = tienlen_table(3)
    table = config.to_canonical()
    assert table[1][:2] == ["tienlen", TIENLEN.engine_version]
    assert table[1][2:] == TIENLEN.rules_to_canonical(TIENLEN.default_rules())
    assert len(table[2]) == 3
    decoded = TableConfig.from_canonical(msgpack.unpackb(msgpack.packb(table, use_bin_type=True)))
    assert decoded == config and decoded.game_id == "tienlen" and decoded.seats == 3
    assert decoded.shape.seats == 3 and decoded.shape.deck == TIENLEN.deck


def test_only_the_game_differs_and_so_does_the_digest() -> None:
    tienlen = tienlen_table(4)
    tusac = replace(tienlen, rules=RuleSet(), game=TUSAC)
    assert tienlen.digest() != tusac.digest()
    assert tienlen_table(3).digest() != tienlen.digest()


def test_a_peer_that_does_not_play_the_game_refuses_its_table() -> None:
    table = tienlen_table(3).to_canonical()
    with pytest.raises(ValueError, match="does not play the game 'tienlen'"):
        TableConfig.from_canonical(table, {"tusac": TUSAC})
    # A client from before games were named reads the rules field as Tứ Sắc's, and refuses it: the
    # game's id is no integer, or the list is not as long as Tứ Sắc's (whichever it meets first).
    with pytest.raises(ValueError, match=r"must be an integer|rule set needs 9 to [0-9]+ values"):
        RuleSet.from_canonical(tienlen_table(4).to_canonical()[1])


TIENLEN_ENGINE = find_game("tienlen").engine_version


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        (["tienlen", 99, 1, 1], f"by engine 99, this program has engine {TIENLEN_ENGINE}"),
        (["tienlen", True, 1, 1], "by engine True"),
        (["tienlen"], "then its engine version"),
        (["tusac", 2, 6, 2, 3, 3, 1, 0, 1, 0, 0], "other than Tứ Sắc"),
        (["chess", 1], "does not play the game 'chess'"),
        (["tienlen", TIENLEN_ENGINE, "x"], "a rule set is a list of [0-9]+ integers"),
        ("rules", "are a list"),
        ([], "rule set needs"),
    ],
)
def test_a_bad_game_in_the_rules_field_is_refused_with_a_sentence(rules: Any, words: str) -> None:
    table = tienlen_table(3).to_canonical()
    table[1] = rules
    with pytest.raises(ValueError, match=words):
        TableConfig.from_canonical(table)


def test_seats_are_the_games_count() -> None:
    three = TableConfig(
        bytes(16), RuleSet(), (b"a" * 32, b"b" * 32, b"c" * 32), ("A", "B", "C"), ("", "", ""), 0, (0, 1, 2)
    )
    assert three.seats == 3 and three.game_id == "tusac"
    with pytest.raises(ValueError, match="tusac is played by 2, 3, 4 seats, not 5"):
        TableConfig(bytes(16), RuleSet(), tuple(bytes([i]) * 32 for i in range(5)), tuple("ABCDE"), ("",) * 5, 0)
    with pytest.raises(ValueError, match="2 to 8 seats"):
        tienlen_table(1)
    with pytest.raises(ValueError, match="one number per seat"):
        tienlen_table(3, continues=Continues(bytes(32), 1, (1, -1, 0, 0), 0, bytes(32)))
    carried = tienlen_table(3, continues=Continues(bytes(32), 1, (2, -1, -1), 2, bytes(32)))
    assert TableConfig.from_canonical(carried.to_canonical()) == carried


def test_a_three_seat_transcript_reads_and_an_older_shape_refuses_it() -> None:
    host, guest = Identity.generate("Lan"), Identity.generate("Minh")
    bot = Identity.generate("Good bot 2")
    config = TableConfig(
        bytes(range(16)),
        TIENLEN.default_rules(),
        (host.public_key, guest.public_key, bot.public_key),
        ("Lan", "Minh", "Good bot 2"),
        ("", "", "greedy"),
        0,
        (0, 1, 0),
        game=TIENLEN,
    )
    peers = [["tcp://127.0.0.1:4000", curve_keypair()[0], [0, 2]], ["tcp://127.0.0.1:4001", curve_keypair()[0], [1]]]
    transcript = local_transcript(host, config, peers, 2, {1: guest})
    again = read_transcript(transcript.table_wire, transcript.go_wire)
    assert again.config == config and again.config.seats == 3 and again.hands == 2
    with pytest.raises(LobbyError, match="bad seat keys"):
        decode_table(transcript.table_wire, signer_of, TUSAC_SHAPE)


def test_a_table_naming_an_unknown_game_is_no_transcript() -> None:
    host = Identity.generate("Lan")
    table = tienlen_table(3).to_canonical()
    table[1] = ["chess", 1]
    table[2] = [host.public_key, b"b" * 32, b"c" * 32]
    wire = encode_table(host, table, [["tcp://127.0.0.1:4000", curve_keypair()[0], [0, 1, 2]]], 1, [])
    with pytest.raises(TranscriptError, match="does not play the game 'chess'"):
        read_transcript(wire, b"")


def test_the_host_seats_a_plan_of_the_games_count() -> None:
    plan = SeatPlan.for_players(2, "greedy", 3)
    assert plan.others == (PLAYER, "greedy") and plan.seats == 3 and plan.player_seats == [1]
    with pytest.raises(ValueError, match="1 to 3 players"):
        SeatPlan.for_players(4, "greedy", 3)
    with pytest.raises(ValueError, match="2 to 8 seats"):
        SeatPlan(())
    host = Identity.generate("Lan")
    seating = Seating(host, curve_keypair()[0], "tcp://127.0.0.1:4000", SeatPlan.for_players(1, "greedy", 3))
    config = seating.build(TIENLEN.default_rules(), game=TIENLEN).config
    assert config.seats == 3 and config.game_id == "tienlen" and config.peers == (0, 0, 0) and config.host_seat == 0
    assert TableConfig.from_canonical(config.to_canonical()) == config


def test_every_game_of_the_registry_plays_at_the_table() -> None:
    assert all(cannot_play(game) is None for game in GAMES) and set(GAMES) > {"tusac", "tienlen"}
    assert (
        cannot_play("chess")
        == "this program cannot play chess at a table (it plays kuaho, madiao, tienlen, tusac there)"
    )


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (["--host", "127.0.0.1:0", "--game", "tienlen", "--play", "greedy"], "unknown bot level 'greedy' for tienlen"),
        (["--host", "127.0.0.1:0", "--game", "chess"], "does not play the game 'chess'"),
        (["--host", "127.0.0.1:0", "--seats", "5"], "tusac is played by 2, 3, 4 seats, not 5"),
        (["--join", "127.0.0.1:1", "--game", "madiao", "--play", "master"], "unknown bot level 'master' for madiao"),
        (["--host", "127.0.0.1:0", "--game", "madiao", "--must-follow", "sometimes"], "invalid choice: 'sometimes'"),
        (["--host", "127.0.0.1:0", "--game", "tienlen", "--stake", "0"], "stake"),
        (["--host", "127.0.0.1:0", "--game", "tienlen", "--min-win-points", "2"], "unrecognized arguments"),
        (["--join", "127.0.0.1:1", "--seats", "3"], "--seats is for hosting a table"),
    ],
)
def test_tusac_peer_refuses_a_game_it_cannot_host_with_a_sentence(tmp_path: Path, flags: list[str], words: str) -> None:
    out, err = io.StringIO(), io.StringIO()
    assert main(["peer", *flags, "--identity", str(tmp_path), "--timeout", "1"], out, err) == 2
    assert words in err.getvalue() and "Traceback" not in err.getvalue()


def record(game: str | None) -> ServiceInfo:
    properties = {"table": "Table", "host": "Mai", "free": "1", "v": "2", "fp": fingerprint(b"k" * 32), "code": "0"}
    return ServiceInfo(
        SERVICE_TYPE,
        f"Table.{SERVICE_TYPE}",
        addresses=[socket.inet_aton("127.0.0.1")],
        port=7777,
        properties=properties if game is None else {**properties, "game": game},
    )


def test_the_announcement_says_the_game_and_none_means_tu_sac() -> None:
    announced = announcement("Bàn ba", "Mai", "127.0.0.1", 7777, fingerprint(b"k" * 32), 2, True, "tienlen")
    ad = parse_ad(announced.name, announced)
    assert ad is not None and ad.game == "tienlen" and ad.free == 2 and ad.needs_code and ad.table == "Bàn ba"
    assert ad.describe().endswith("game tienlen — table code needed")
    plain = announcement("Table", "Mai", "127.0.0.1", 7777, fingerprint(b"k" * 32), 1)
    for info, game in ((plain, "tusac"), (record(None), "tusac"), (record("madiao"), "madiao")):
        ad = parse_ad(info.name, info)
        assert ad is not None and ad.game == game
    for bad in ["", "Tienlen", "tien len", "x" * 40, "1game"]:
        assert parse_ad("Table", record(bad)) is None, bad
    with pytest.raises(ValueError, match="not a game id"):
        announcement("Table", "Mai", "127.0.0.1", 7777, fingerprint(b"k" * 32), 1, game="Tiến lên")


def offer_a_tienlen_table(router: zmq.Socket[bytes], host: Identity) -> None:
    """A host that welcomes the first JOIN to seat 1 of a three-seat Tiến lên table and sends its TABLE."""
    if not router.poll(10_000):
        return
    frames = router.recv_multipart()
    join = decode_join(frames[-1])
    router.send_multipart([frames[0], encode_welcome(host, 1, 0)])
    if not router.poll(10_000):
        return
    router.recv_multipart()  # the STAY
    bot = Identity.generate("Good bot 2")
    config = TableConfig(
        bytes(range(16)),
        TIENLEN.default_rules(),
        (host.public_key, join.identity, bot.public_key),
        (host.name, join.name, bot.name),
        ("", "" if join.play == "human" else join.play, "greedy"),
        0,
        (0, 1, 0),
        game=TIENLEN,
    )
    peers = [["tcp://127.0.0.1:4000", curve_keypair()[0], [0, 2]], [join.endpoint, join.curve_public, [1]]]
    router.send_multipart([frames[0], encode_table(host, config.to_canonical(), peers, 1, [frames[-1]])])


@pytest.mark.parametrize(
    ("game", "words"),
    [
        ("tusac", "not joining: the host's table plays tienlen, not tusac (--game)"),
        ("madiao", "not joining: the host's table plays tienlen, not madiao (--game)"),
    ],
)
def test_a_player_refuses_a_table_of_a_game_it_did_not_agree_to(tmp_path: Path, game: str, words: str) -> None:
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    router = context.socket(zmq.ROUTER)
    router.linger = 0
    port = router.bind_to_random_port("tcp://127.0.0.1")
    host = threading.Thread(target=offer_a_tienlen_table, args=(router, Identity.generate("Lan")))
    host.start()
    try:
        with pytest.raises(PeerError) as refused:
            join_lobby(f"127.0.0.1:{port}", PeerOptions(tmp_path, name="Minh", timeout=10, game=game))
        assert str(refused.value) == words
    finally:
        host.join(timeout=20)
        router.close()
        context.term()


def test_a_three_seat_session_goes_on_at_a_three_seat_next_table_of_its_game() -> None:
    identities = [Identity.generate(name) for name in ("Host", "Lan", "Mai")]
    config = TableConfig(
        os.urandom(16),
        TIENLEN.default_rules(),
        tuple(i.public_key for i in identities),
        tuple(i.name for i in identities),
        ("", "", ""),
        0,
        (0, 1, 2),
        game=TIENLEN,
    )
    current = transcript_for(config, identities, [(0,), (1,), (2,)], 8)
    joins = {0: join_of(identities[0]), 2: join_of(identities[2])}
    plan = NextSeats(2, {seat: player_of(join) for seat, (join, _) in joins.items()})
    carried = Continues(current.digest, 2, (3, -1, -2), 1, bytes(32))
    address = PeerAddress("tcp://127.0.0.1:43000", curve_keypair()[0])
    hosted = build_next(current, plan, identities[2], address, joins, carried, 6)
    wire = offer_wire(identities[2], hosted, 6)
    checked = check_next(decode_table(wire, lambda t: identities[2].public_key, config.shape), config, plan, carried, 6)
    assert checked.seats == 3 and checked.game is TIENLEN and checked.continues == carried
    assert checked.bots == ("", TIENLEN.stand_in, "") == ("", "good", "") and checked.peers == (0, 1, 1)
    # The same next table but for Tứ Sắc at four seats is not the one the players expect.
    tusac = replace(
        hosted.config,
        rules=RuleSet(),
        game=TUSAC,
        seat_keys=(*hosted.config.seat_keys, Identity.generate("Bot 3").public_key),
        names=(*hosted.config.names, "Bot 3"),
        bots=(*hosted.config.bots, "greedy"),
        peers=(0, 1, 1, 1),
        continues=Continues(current.digest, 2, (3, -1, -2, 0), 1, bytes(32)),
    )
    peers = [[*hosted.peers[0][:2], [*hosted.peers[0][2], 3]], *hosted.peers[1:]]
    other = offer_wire(identities[2], replace(hosted, config=tusac, peers=peers), 6)
    with pytest.raises(LobbyError, match="bad seat keys"):
        decode_table(other, lambda t: identities[2].public_key, config.shape)
    offer = decode_table(other, lambda t: identities[2].public_key, None)
    with pytest.raises(LobbyError, match="other rules"):
        check_next(offer, config, plan, carried, 6)


def test_a_table_continued_after_a_hand_nobody_led_carries_the_opening_only_for_a_game_that_opens_so() -> None:
    keys = tuple(Identity.generate(f"p{seat}").public_key for seat in range(4))
    carried = Continues(bytes(32), 3, (0, 0, 0, 0), OPENING, bytes(32))

    def table(game: Any) -> TableConfig:
        return TableConfig(os.urandom(16), game.default_rules(), keys, ("a", "b", "c", "d"), ("",) * 4, 0,
                           continues=carried, game=game)  # fmt: skip

    tienlen = table(TIENLEN)  # Tiến lên's void hand leaves the next hand to whoever holds the lowest card
    assert TableConfig.from_canonical(tienlen.to_canonical()) == tienlen and tienlen.continues == carried
    with pytest.raises(ValueError, match="starter of a continued table"):
        table(find_game("tusac"))
    with pytest.raises(ValueError, match="starter of a continued table"):
        Continues(bytes(32), 3, (0, 0, 0, 0), -2, bytes(32))
