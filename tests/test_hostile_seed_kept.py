"""Kuaho in real `tusac peer` processes on 127.0.0.1 with a peer that keeps its seed back once the hand is
played out (``withhold-seed`` of tests/hostile_peer.py, run with Kuaho by tests/hostile_kuaho.py). Kuaho's
win pay reads the winner's sixteen cards, the winning card, the sowee and the end cards: all public when
the winner laid no secret (its hand was shown to win), so the result stands there, the keeper paying, the
secrets unpaid (none could be checked); a winner's secret stays closed, and then the hand is void:

- at a table of four peers, every other peer signs that the seed never came and the withholder is named;
  the honest peers write byte-identical files that verify with that verdict;
- at a table of two peers (the host with two bots, and the withholder), the host's statement is its word
  alone: nobody is named, the same rule decides (before, a Kuaho hand was always void there, and a loser
  could always escape paying). Ma Diao's at two peers too: void unless the public cards decide the result.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_hostile_peers import Table, seat_of
from tusac_lan.games import GAMES
from tusac_lan.games.api import Outcome
from tusac_lan.games.kuaho.scoring import Settlement
from tusac_lan.games.kuaho.state import SEATS, KuahoState, partner
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


def public_win(state: KuahoState) -> bool:
    """A Kuaho win whose payment the public cards decide: the winner laid no secret."""
    return state.winner >= 0 and not state.secrets[state.winner]


def keeper_pays(outcome: Outcome | None, state: KuahoState, keeper: int) -> None:
    """The result stands as the winner's shown hand settles it, the secrets unpaid: a keeper on the losing
    side pays, a keeper that won is paid by both opponents (its seed hid nothing the win pay reads)."""
    assert outcome is not None and isinstance(outcome.account, Settlement)
    assert outcome.account.winner == state.winner and outcome.account.secret_pays == (0,) * SEATS
    assert sum(outcome.payments) == 0 and outcome.account.win_pay > 0
    winner, pay = state.winner, outcome.account.win_pay
    owed = 2 * pay if keeper == winner else 0 if keeper == partner(winner) else -pay
    assert outcome.payments[keeper] == owed


def test_at_four_kuaho_peers_a_kept_seed_names_its_keeper_who_pays_where_the_win_is_public(tmp_path: Path) -> None:
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
        assert len(run.evidence) == 3
        if public_win(run.state):
            assert verdict.ok and verdict.seat == seat
            assert verdict.reason == reasons.RESULT_STANDS_SEED.format(seat=seat)
            keeper_pays(run.settled_outcome, run.state, seat)
        else:
            assert not verdict.ok and verdict.seat == seat and verdict.reason == reasons.VOID_SEED.format(seat=seat)
            assert run.settled_outcome is None
    finally:
        table.close()


@pytest.mark.parametrize("game", ["kuaho", "madiao"])
def test_at_a_table_of_two_a_kept_seed_leaves_only_a_result_the_public_cards_decide(tmp_path: Path, game: str) -> None:
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
        # Kuaho: decided unless the winner laid a secret. Ma Diao: decided where 百万 and the 雌突 lay.
        if game == "kuaho":
            decided = public_win(run.state)
        else:
            decided = GAMES[game].outcome(run.state) is not None
        if decided:
            assert verdict.ok and verdict.reason == reasons.RESULT_STANDS_SEED_WORD.format(word_of=signer, seat=seat)
            assert run.settled_outcome is not None
            if game == "kuaho":
                keeper_pays(run.settled_outcome, run.state, seat)
        else:
            assert not verdict.ok and verdict.reason == reasons.VOID_SEED_WORD.format(word_of=signer, seat=seat)
            assert run.settled_outcome is None, "a void hand pays nobody"
    finally:
        table.close()
