"""Games other than Tứ Sắc in real `tusac peer` processes on 127.0.0.1: the toy game (tests/toy_game.py,
run by tests/toy_peer.py, which adds it to the registry) at two and three seats, Tiến lên with two
peers and a bot, and Ma Diao with four peers, each for a session of two hands. Every peer writes
byte-identical hand and session files that verify."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_hostile_peers import Process, Table
from tests.toy_peer import WITH_TOY
from tusac_lan.games import find_game
from tusac_lan.table.history import verify_history
from tusac_lan.table.session_file import verify_session

TIENLEN = find_game("tienlen")
MADIAO = find_game("madiao")
DEADLINES = "5,5,1"
"""Short waits signed in the TABLE: bots answer at once, and nobody here withholds."""


def start(table: Table, module: str, name: str, *where: str) -> Process:
    command = ["-m", module, "peer", *where, "--name", name, "--timeout", "40", "--deadlines", DEADLINES]
    command += ["--identity", str(table.tmp / f"id-{name}"), "--history-dir", str(table.tmp / f"h-{name}")]
    return table.start(name, command)


def play(table: Table, module: str, game: str, seats: int, players: int, *rules: str) -> list[Process]:
    """A host and ``players - 1`` guests of ``game`` at ``seats`` seats (bots in the rest), two hands;
    ``rules``: the host's rule flags."""
    where = ["--host", "127.0.0.1:0", "--game", game, "--seats", str(seats), "--players", str(players), *rules]
    host = start(table, module, "Host", *where, "--hands", "2")
    _, line = host.first("hosting on 127.0.0.1:")
    address = line.split()[2]
    guests = [start(table, module, f"Guest{n}", "--join", address, "--game", game) for n in range(1, players)]
    honest = [host, *guests]
    table.wait(honest)
    for process in honest:
        assert process.popen.returncode == 0, process.output()
        assert "session over: 2 hand(s), every audit ok" in process.output()
    return honest


def same_files(table: Table, honest: list[Process]) -> list[Path]:
    """The files every peer wrote, after checking they are byte for byte the same at every peer."""
    folders = [table.tmp / f"h-{p.name}" for p in honest]
    names = sorted(path.name for path in folders[0].iterdir())
    assert len(names) == 3, names  # two hands and the session
    for folder in folders[1:]:
        assert sorted(path.name for path in folder.iterdir()) == names
        for name in names:
            assert (folder / name).read_bytes() == (folders[0] / name).read_bytes(), name
    return [folders[0] / name for name in names]


@pytest.mark.parametrize("seats", [2, 3])
def test_the_toy_plays_a_session_through_real_peers(table: Table, seats: int) -> None:
    honest = play(table, "tests.toy_peer", "toy", seats, seats)
    for process in honest:  # `tusac peer` says the game of the table it sits at, host and guests alike
        assert f"  game: toy, {seats} seats\n" in process.output(), process.output()
    files = same_files(table, honest)
    for path in files[:2]:
        history, _ = verify_history(path.read_bytes(), games=WITH_TOY)
        assert history.verdict.ok and history.config.game_id == "toy" and history.config.seats == seats
        assert len(history.signers) == seats
    config, lines = verify_session(files[2], games=WITH_TOY)
    assert config.game_id == "toy" and lines[0].startswith("hand 0: ok") and lines[1].startswith("hand 1: ok")


def test_a_toy_table_is_refused_by_a_peer_whose_registry_lacks_the_toy(table: Table) -> None:
    where = ["--host", "127.0.0.1:0", "--game", "toy", "--seats", "2"]
    host = start(table, "tusac_lan.terminal.cli", "Host", *where)
    assert host.popen.wait(timeout=60) == 2
    host.first("this client does not play the game 'toy'")


def test_tien_len_plays_a_session_through_two_peers_and_a_bot(table: Table) -> None:
    honest = play(table, "tusac_lan.terminal.cli", "tienlen", 3, 2, "--stake", "3", "--chop-after-pass", "yes")
    files = same_files(table, honest)
    for path in files[:2]:
        history, _ = verify_history(path.read_bytes())
        assert history.verdict.ok and history.config.game_id == "tienlen" and history.config.seats == 3
        assert history.config.bots[2] == "good"  # Tiến lên's stand-in fills the seat nobody took
        rules = TIENLEN.rule_values(history.config.rules)  # the host's flags, built from the game's rule fields
        assert (rules["stake"], rules["chop_after_pass"]) == (3, 1)
    config, lines = verify_session(files[2])
    assert config.game_id == "tienlen" and lines[-1].startswith("scores: ")


def test_ma_diao_plays_a_session_through_four_peers(table: Table) -> None:
    rules = ("--must-follow", "must_follow", "--dealer-leads", "dealer")
    honest = play(table, "tusac_lan.terminal.cli", "madiao", 4, 4, *rules)
    files = same_files(table, honest)
    for path in files[:2]:
        history, run = verify_history(path.read_bytes())
        assert history.verdict.ok and history.config.game_id == "madiao" and history.config.seats == 4
        assert history.signers == [0, 1, 2, 3]  # four peers, each signing its own record
        assert MADIAO.rule_values(history.config.rules) == {"must_follow": 1, "dealer_leads": 1, "weak_mianmen": 0}
        assert run.settled_outcome is not None  # settled by the audit, from every card
        assert sum(run.settled_outcome.payments) == 0
    config, lines = verify_session(files[2])
    assert config.game_id == "madiao" and lines[0].startswith("hand 0: ok") and lines[1].startswith("hand 1: ok")
    assert lines[-1].startswith("scores: ")


@pytest.mark.parametrize("seats", [2, 4])
def test_tien_len_plays_a_session_with_a_peer_in_every_seat(table: Table, seats: int) -> None:
    """Issue 19's proof: a 2-peer and a 4-peer loopback session, every peer with the same verified files."""
    honest = play(table, "tusac_lan.terminal.cli", "tienlen", seats, seats)
    files = same_files(table, honest)
    for path in files[:2]:
        history, _ = verify_history(path.read_bytes())
        assert history.verdict.ok and history.config.game_id == "tienlen" and history.config.seats == seats
        assert len(history.signers) == seats  # every seat a peer that signed
    config, lines = verify_session(files[2])
    assert config.game_id == "tienlen" and lines[-1].startswith("scores: ")
