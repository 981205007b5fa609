"""A seed kept back after the hand was played out, at a table of two peers (one runs three seats, the
other one), for every game: the statement that it never came is one peer's word, so it names nobody,
but the rule is the one of a bigger table. The result stands only where the public cards decide it
(Tứ Sắc, Tiến lên: the win is public; Kuaho: the winner laid no secret, so its hand is public; Ma Diao:
where 百万 and the 雌突 lay does not matter); otherwise (a Kuaho winner's closed secrets, Ma Diao's
closed 百万) the hand is void and nobody is paid, so the withholder cannot keep a result that needed its
closed cards. Both peers, and ``verify``, agree."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from typing import Any

import pytest

from protocol.identity import Identity
from protocol.messages import decode
from tests.table_harness import Hub, transcript_for
from tusac_lan.games import GAMES
from tusac_lan.games.api import UNKNOWN
from tusac_lan.games.kuaho.scoring import Settlement
from tusac_lan.games.tienlen.engine import Result
from tusac_lan.games.tusac.engine.state import with_keys
from tusac_lan.table import reasons
from tusac_lan.table.config import TableConfig
from tusac_lan.table.hand_run import HandRun
from tusac_lan.table.history import verify_history
from tusac_lan.table.node import GRACE, MOVE_DEADLINE, LocalSeat, TableNode

GROUPS = [(0, 2, 3), (1,)]
"""The host's peer runs seats 0, 2 and 3 (itself and two bots); the joiner's runs seat 1."""


def counted(seed: str) -> Callable[[int], bytes]:
    """Entropy that is the same on every run (a deal chosen by ``seed``)."""
    drawn = [0]

    def entropy(size: int) -> bytes:
        drawn[0] += 1
        return hashlib.blake2b(f"{seed}/{drawn[0]}".encode(), digest_size=size).digest()

    return entropy


def two_peer_table(game_id: str, deal: str = "", rules: Any = None) -> tuple[Hub, list[TableNode], TableConfig]:
    """The table of ``GROUPS``; with ``deal``, its deal is always the same (else a random one)."""
    game = GAMES[game_id]
    identities = [Identity.generate(f"player{i}") for i in range(4)]
    config = TableConfig(
        table_id=counted(deal)(16) if deal else os.urandom(16),
        rules=game.default_rules() if rules is None else rules,
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=(game.stand_in,) * 4,
        host_seat=0,
        peers=tuple(min(g) for seat in range(4) for g in GROUPS if seat in g),
        game=game,
    )
    hub = Hub()
    transcript = transcript_for(config, identities, GROUPS, 1)
    hub.nodes = [
        TableNode(
            config,
            {s: LocalSeat(identities[s], game.make_bot(game.stand_in, f"{game_id}-{s}")) for s in group},
            hub.sender(index),
            transcript=transcript,
            game=game,
            entropy=counted(f"{deal}/{index}") if deal else os.urandom,
        )
        for index, group in enumerate(GROUPS)
    ]
    return hub, hub.nodes, config


def keep_seed(game_id: str, keeper: int, deal: str = "", rules: Any = None) -> tuple[TableNode, int]:
    """A hand where the peer ``keeper`` (an index of ``GROUPS``) signs its seeds but sends nothing from the
    first of them on; the other peer's clock runs past every deadline. That peer, and the seat it signs
    never opened its seed."""
    hub, nodes, config = two_peer_table(game_id, deal, rules)
    silent = [False]

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if origin == keeper and not silent[0]:
            silent[0] = decode(wire, config.table_id, list(config.seat_keys), config.shape).type == "open"
        return None if origin == keeper and silent[0] else wire

    hub.tamper = tamper
    honest = nodes[1 - keeper]
    for node in nodes:
        node.start()
    now = 0.0
    for _ in range(12):
        hub.run()
        if honest.records:
            break
        now += MOVE_DEADLINE + GRACE + 1
        honest.tick(now)
        hub.run()
    assert silent[0] and honest.records, "the hand was not played out and filed"
    return honest, GROUPS[keeper][0]


def public_only(state: Any) -> Any:
    """What every peer and a verifier know of the played-out hand: its public cards (Ma Diao's state)."""
    return state._replace(cards=tuple(c if state.public[s] else UNKNOWN for s, c in enumerate(state.cards)))


@pytest.mark.parametrize("keeper", [1, 0], ids=["joiner-keeps", "host-keeps"])
@pytest.mark.parametrize("game_id", ["kuaho", "madiao", "tienlen", "tusac"])
def test_at_a_table_of_two_a_kept_seed_leaves_only_a_result_the_public_cards_decide(game_id: str, keeper: int) -> None:
    honest, seat = keep_seed(game_id, keeper)
    signer = GROUPS[1 - keeper][0]
    record = honest.records[-1]
    run = honest.run
    assert run is not None and run.state is not None
    if game_id == "kuaho":
        # The win is public unless the winner laid a secret (its cards stay closed).
        stands = run.state.winner >= 0 and not run.state.secrets[run.state.winner]
    elif game_id == "madiao":
        stands = GAMES["madiao"].outcome(public_only(run.state)) is not None
    else:
        stands = True  # the win and every payment are public
    verdict = record.verdict
    word = f"seat {signer} alone signed that seat {seat} never opened its seed (its word, no proof)"
    assert verdict.seat == -1 and word in verdict.reason, verdict  # one peer's word names nobody
    if stands:
        assert verdict.ok and verdict.reason == reasons.RESULT_STANDS_SEED_WORD.format(word_of=signer, seat=seat)
        assert record.result is not None and sum(record.result.payments) == 0
    else:
        assert not verdict.ok and verdict.reason == reasons.VOID_SEED_WORD.format(word_of=signer, seat=seat)
        assert record.result is None, "a void hand pays nothing"
        assert all(score == 0 for score in honest.session.scores)
        assert honest.word_named == seat  # the seat the void concerns (a bot may take it at the next table)
    history, verified = verify_history(record.history)
    assert history.verdict == verdict and verified.verdict == verdict
    assert (verified.settled_outcome is not None) == stands


def joiner_won() -> tuple[TableNode, HandRun]:
    """A Tứ Sắc hand the joiner won and kept its seed after: the host's node and hand."""
    for n in range(30):  # deals made the same on every run, until one the joiner wins
        honest, seat = keep_seed("tusac", 1, f"won-{n}")
        run = honest.run
        assert run is not None and run.state is not None and run.state.result is not None
        if run.state.result.winner == seat:
            return honest, run
    raise AssertionError("the joiner won none of 30 deals")


def test_a_peer_that_knows_every_losers_hand_still_settles_a_kept_seed_from_the_public_cards() -> None:
    """Tứ Sắc pays a loser's four held from the deal only with every loser's hand known. When the joiner
    wins and keeps its seed, the host knows all three losers' hands (its own seats), the joiner and a
    verifier do not: the host settles from the public cards too, or its scores would not be the file's."""
    tusac = GAMES["tusac"]
    honest, run = joiner_won()
    verified = verify_history(honest.records[-1].history)[1].settled_outcome
    assert verified is not None and run.settled_outcome == verified
    # The same hand with a four of one kind left in seat 0's hand from the deal (the host sees it).
    slots = run.state.hands[0][:4]
    cards = list(run.state.cards)
    for copy, slot in enumerate(slots):
        cards[slot] = copy  # the four copies of kind 0
    run.state = with_keys(run.state._replace(cards=tuple(cards)))
    known = tusac.outcome(run.state)
    assert known is not None and known.payments != verified.payments  # what the host alone could pay
    assert run.settled_outcome is not None and run.settled_outcome.payments == verified.payments


def test_a_kept_seed_leaves_no_thoi_on_closed_2s_even_where_a_peer_sees_them() -> None:
    """Tiến lên's thối heo (a house rule) reads the 2s a player is left holding, closed cards: with the
    joiner's seed kept back the result stands without it, at the host too, though it sees its own seats'."""
    tienlen = GAMES["tienlen"]
    rules = tienlen.default_rules()._replace(thoi_black=1, thoi_red=2)
    for n in range(30):  # deals made the same on every run, until one leaves the host's seat with a 2
        honest, seat = keep_seed("tienlen", 1, f"thoi-{n}", rules)
        run = honest.run
        assert run is not None and run.state is not None
        known = tienlen.outcome(run.state)
        public = tienlen.outcome(tienlen.view(run.state, seat))
        assert known is not None and public is not None
        if known.payments != public.payments:
            break
    else:
        raise AssertionError("no deal of 30 left a seat of the host's with a 2 it saw")
    assert isinstance(known.account, Result) and isinstance(public.account, Result)
    assert known.account.thoi and not public.account.thoi
    verified = verify_history(honest.records[-1].history)[1].settled_outcome
    assert verified is not None and verified.payments == public.payments
    assert run.settled_outcome is not None and run.settled_outcome.payments == public.payments
    assert honest.session.scores == public.payments


def test_a_kuaho_loser_that_keeps_its_seed_pays_where_the_public_cards_decide_the_win() -> None:
    """Kuaho's win pay reads the winner's shown hand, the winning card, the sowee and the end cards, all
    public when the winner laid no secret: a loser keeping its seed back pays all the same (before, the
    hand was void on the other peer's word, and a loser could always escape paying). The secrets go unpaid
    (none could be checked). The host, the keeper's own table-mate and ``verify`` settle alike."""
    kuaho = GAMES["kuaho"]
    for n in range(30):  # deals made the same on every run, until one the host's side wins, secret-free
        honest, seat = keep_seed("kuaho", 1, f"kuaho-pays-{n}")
        run = honest.run
        assert run is not None and run.state is not None
        winner = run.state.winner
        if winner in (0, 2) and not run.state.secrets[winner]:
            break
    else:
        raise AssertionError("the host's side won none of 30 deals without a secret")
    record = honest.records[-1]
    assert record.verdict.ok and record.verdict.seat == -1
    assert record.verdict.reason == reasons.RESULT_STANDS_SEED_WORD.format(word_of=0, seat=seat)
    public = kuaho.outcome(public_only(run.state))
    assert public is not None and record.result is not None
    assert record.result.payments == public.payments and public.payments[seat] < 0  # the keeper pays
    assert isinstance(public.account, Settlement) and public.account.secret_pays == (0, 0, 0, 0)
    assert sum(public.payments) == 0
    assert honest.session.scores == public.payments
    verified = verify_history(record.history)[1].settled_outcome
    assert verified is not None and verified.payments == public.payments
