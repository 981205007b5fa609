"""Tứ Sắc's bytes, pinned: the message catalog at its shape, a fixed TABLE, the public hash of a fixed deal
after fixed moves, and the simulator's figures for a fixed seed. Any change to one of these is a change to
the wire, the files or the game: it must be deliberate, and the pin updated with the reason in the commit.
(The golden files in tests/data pin the files and `show` text; test_golden_files.py checks them.)"""

from __future__ import annotations

import hashlib
import io
import json

import msgpack

from protocol.messages import message_types
from tests.scenario import make_deck
from tusac_lan.games.tusac.engine.actions import deal
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import apply, legal_actions
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.config import Continues, TableConfig
from tusac_lan.terminal.cli import main

EARLIER_RULES = RuleSet.from_canonical([6, 2, 3, 3, 1, 0, 1, 0, 0])
"""The rules every table had before the third reading of the seeds added options."""


def hexdigest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def fixed_table(rules: RuleSet, **more: object) -> TableConfig:
    return TableConfig(
        table_id=bytes(range(16)),
        rules=rules,
        seat_keys=tuple(bytes([seat]) * 32 for seat in range(4)),
        names=("Lan", "Minh", "Hương", "Good bot 3"),
        bots=("", "", "strong", "greedy"),
        host_seat=0,
        peers=(0, 1, 2, 0),
        **more,  # type: ignore[arg-type]
    )


def test_the_message_catalog_at_tu_sacs_shape() -> None:
    catalog = repr(sorted(message_types(TUSAC_SHAPE).items()))
    assert hexdigest(catalog.encode()) == CATALOG


def test_a_fixed_table_of_the_earlier_rules_keeps_its_bytes() -> None:
    config = fixed_table(EARLIER_RULES)
    assert hexdigest(msgpack.packb(config.to_canonical(), use_bin_type=True)) == EARLIER_TABLE_BYTES
    assert config.digest().hex() == EARLIER_TABLE_DIGEST


def test_a_fixed_table_of_todays_rules() -> None:
    config = fixed_table(
        RuleSet(stake=5),
        table_rules=("coach",),
        continues=Continues(bytes(32), 3, (4, -4, 0, 0), 2, bytes(range(32))),
    )
    assert hexdigest(msgpack.packb(config.to_canonical(), use_bin_type=True)) == TODAYS_TABLE_BYTES
    assert TableConfig.from_canonical(config.to_canonical()) == config


def play_fixed(rules: RuleSet, turns: int) -> list[str]:
    """The public hash after each of the first ``turns`` actions of a fixed deal, every seat taking its
    first legal action."""
    deck = make_deck(1, {0: "GA GB GC GX GX YS", 1: "RS WS", 2: "YA YB YC"}, deck_top="GX RA")
    state, _ = apply(new_hand(rules, 1), deal(deck))
    hashes = [state.public_hash().hex()[:16]]
    for _ in range(turns):
        if state.phase == Phase.ENDED:
            break
        seat = state.awaiting()[0]
        state, _ = apply(state, legal_actions(state, seat)[0])
        hashes.append(state.public_hash().hex()[:16])
    return hashes


def test_the_public_hash_of_a_fixed_deal_after_fixed_moves() -> None:
    assert play_fixed(EARLIER_RULES, 12) == EARLIER_HASHES
    assert play_fixed(RuleSet(), 12) == TODAYS_HASHES


def test_the_simulators_figures_for_a_fixed_seed() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert main(["sim", "--hands", "4", "--seed", "pins", "--json"], out, err) == 0, err.getvalue()
    figures = json.loads(out.getvalue())
    assert hexdigest(json.dumps(figures, sort_keys=True).encode()) == SIM_FIGURES, figures


# Pinned at commit 493f79f's code for the earlier rules (checked: the same bytes and hashes), and at the
# third reading of the seeds for today's. The catalog again at d977d27, which added the ``lost`` statement
# (issue 24) and nothing else: without it the catalog still hashes to the earlier b46c49c8db4bed47602f6bf1c522e793.
CATALOG = "3ac43bf399d5816bcdccec4f6008f61d"
EARLIER_TABLE_BYTES = "b77c3900caf47ece370cf30149c4f99c"
EARLIER_TABLE_DIGEST = "aa6066dccfb8f35f65747f3b000502b11f81ede9bee722a292d2f277a98a38e0"
TODAYS_TABLE_BYTES = "c11ed3543c03b686c42325fad996e0be"
EARLIER_HASHES = [
    "4844aec974ee3aa4",
    "48554a43a64e5459",
    "6774d1f9050a0c78",
    "5396ed697b121b73",
    "64a85cca8dadbed6",
    "b5eb51491821e7ba",
    "b377f6897efb20df",
    "5b7070208c6afa82",
    "56ead0ba7f8ecee8",
    "ae221fdde682e5f8",
    "90032747efc1a314",
    "c4a86e82dc35342c",
    "b29dab17d1e1d8b0",
]
TODAYS_HASHES = [
    "e1ec389f259128bf",
    "1a42f7a2b2173827",
    "8b132d9f83090f6f",
    "969042f51b89fea2",
    "5f65cb5a4afb175f",
    "203a88581ef6661a",
    "0449b15d329bc228",
    "c95af67a03d0b575",
    "ea235350829a9cb5",
    "bb24e5b917ae6a12",
    "8def9ad5f01f5196",
    "950fc68b01243a5d",
    "8a27ca612bb1b3e0",
]
SIM_FIGURES = "d9e50bf1349426fd0a5869c99bf3b26a"
