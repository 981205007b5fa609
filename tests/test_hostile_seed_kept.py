"""Kuaho in real `tusac peer` processes on 127.0.0.1 with a peer that keeps its seed back once the hand is
played out (``withhold-seed`` of tests/hostile_peer.py, run with Kuaho by tests/hostile_kuaho.py). Kuaho's
settlement needs the closed hands and secrets, so without that seed there is no result to stand:

- at a table of four peers, every other peer signs that the seed never came, the hand is void and the
  withholder named, and the honest peers write byte-identical files that verify with that verdict;
- at a table of two peers (the host with two bots, and the withholder), the host's statement is its word
  alone: the hand is void all the same, nobody is named, and nobody is paid (before, its file read "the
  result stands" on a result nobody could settle). Ma Diao's at two peers too: void unless the public
  cards decide the result.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_hostile_peers import Table, seat_of
from tusac_lan.games import GAMES
from tusac_lan.table import reasons
from tusac_lan.table.history import read_history, verify_history

DEADLINES = "6,4,2"
ATTACK = "withhold-seed"


def game_table(tmp: Path, game: str = "kuaho") -> Table:
    table = Table(tmp)
    table.deadlines = DEADLINES
    table.module = "tusac_lan.terminal.cli"
    table.hostile_module = f"tests.hostile_{game}"
    table.extra = ["--game", game]
    table.host_extra = ["--seats", "4"]
    return table


def test_at_four_kuaho_peers_a_kept_seed_voids_the_hand_and_names_its_keeper(tmp_path: Path) -> None:
    table = game_table(tmp_path)
    try:
        host, address = table.host(players=4)
        first = table.peer("First", "--join", address)
        second = table.peer("Second", "--join", address)
        mallory = table.hostile(address, ATTACK)
        seat = seat_of(mallory)
        honest = [host, first, second]
        table.wait(honest)
        assert f"ATTACK {ATTACK}" in mallory.output(), mallory.output()
        blobs = table.histories([p.name for p in honest])
        assert len(set(blobs)) == 1, "honest peers wrote different histories"
        history, run = verify_history(blobs[0], games=GAMES)
        assert read_history(blobs[0], GAMES).verdict == history.verdict
        assert history.config.game_id == "kuaho" and len(set(history.config.peers)) == 4
        verdict = history.verdict
        assert not verdict.ok and verdict.seat == seat and verdict.reason == reasons.VOID_SEED.format(seat=seat)
        assert len(run.evidence) == 3 and run.settled_outcome is None
    finally:
        table.close()


@pytest.mark.parametrize("game", ["kuaho", "madiao"])
def test_at_a_table_of_two_a_kept_seed_voids_a_hand_the_public_cards_do_not_decide(tmp_path: Path, game: str) -> None:
    table = game_table(tmp_path, game)
    try:
        host, address = table.host(players=2)
        mallory = table.hostile(address, ATTACK)
        seat = seat_of(mallory)
        table.wait([host])
        assert f"ATTACK {ATTACK}" in mallory.output(), mallory.output()
        (blob,) = table.histories([host.name])
        history, run = verify_history(blob, games=GAMES)
        assert read_history(blob, GAMES).verdict == history.verdict
        assert history.config.game_id == game and len(set(history.config.peers)) == 2
        verdict = history.verdict
        signer = history.config.host_seat
        assert verdict.seat == -1, verdict  # its word alone names nobody
        # Kuaho's hands stay closed: never decided. Ma Diao: decided where 百万 and the 雌突 lay.
        decided = game == "madiao" and GAMES[game].outcome(run.state) is not None
        if decided:
            assert verdict.ok and verdict.reason == reasons.RESULT_STANDS_SEED_WORD.format(word_of=signer, seat=seat)
            assert run.settled_outcome is not None
        else:
            assert not verdict.ok and verdict.reason == reasons.VOID_SEED_WORD.format(word_of=signer, seat=seat)
            assert run.settled_outcome is None, "a void hand pays nobody"
    finally:
        table.close()
