"""The winning sets and their points."""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from ...four_colour.cards import GENERAL, kind_code, rank_of_kind
from .rules import RuleSet


class SetKind(IntEnum):
    KONG = 0
    """Four identical cards."""
    PONG = 1
    """Three identical cards."""
    PAIR = 2
    CHOW = 3
    """A-B-C or X-Y-Z of one colour."""
    SOLDIER_CHOW = 4
    """Three soldiers of three colours."""
    SOLDIER_QUAD = 5
    """Four soldiers of four colours."""
    GENERAL = 6
    """A lone general."""


SET_NAMES = {
    SetKind.KONG: "kong",
    SetKind.PONG: "pong",
    SetKind.PAIR: "pair",
    SetKind.CHOW: "chow",
    SetKind.SOLDIER_CHOW: "soldier-chow",
    SetKind.SOLDIER_QUAD: "soldier-quad",
    SetKind.GENERAL: "general",
}


class KindSet(NamedTuple):
    """A set described by card kinds (not yet by concrete cards)."""

    kind: SetKind
    kinds: tuple[int, ...]

    def codes(self) -> list[str]:
        return [kind_code(k) for k in self.kinds]


def set_points(set_kind: SetKind, kinds: tuple[int, ...], rules: RuleSet, exposed: bool) -> int:
    """Points of one set. ``exposed`` means melded from a taken card rather than held from the deal."""
    if set_kind == SetKind.KONG:
        return 6 if exposed else 8
    if set_kind == SetKind.PONG:
        return rules.exposed_pong_points if exposed else rules.concealed_pong_points
    if set_kind == SetKind.PAIR:
        return 0
    if set_kind == SetKind.CHOW:
        # A-B-C or X-Y-Z: the cards may come in any order (a taken card is last in an exposed chow).
        return rules.abc_chow_points if any(rank_of_kind(k) == GENERAL for k in kinds) else 1
    if set_kind == SetKind.SOLDIER_CHOW:
        return 1
    if set_kind == SetKind.SOLDIER_QUAD:
        return rules.soldier_quad_points
    return 1
