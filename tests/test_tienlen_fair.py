"""Tiến lên over the fair deal: the conformance kit on a session's first hand and on the presets, who
holds the lowest card settled without showing a hand, a false "not held" caught by the audit, a play of
a card not held refused."""

from __future__ import annotations

import pytest

from tests.tienlen_helpers import deal, play, refused
from tusac_lan.games.api import OPENING, UNKNOWN, Moved, Refusal, Step
from tusac_lan.games.conformance import (
    Hand,
    check_audit,
    check_breach_caught,
    check_legal,
    check_peers_agree,
    check_refusals,
    check_views,
    random_hand,
)
from tusac_lan.games.tienlen import GAME
from tusac_lan.games.tienlen.engine import NOT_HELD, MoveKind, Phase, TienLenMove
from tusac_lan.games.tienlen.rules import PRESETS, TienLenRules


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_kit_on_a_sessions_first_hand(seats: int, preset: str) -> None:
    rules = PRESETS[preset]
    starter = GAME.first_starter(rules, seats, b"joint")
    assert starter == OPENING
    hand = random_hand(GAME, rules, seats, f"first {preset}", starter=starter)
    assert any(isinstance(s, Moved) and s.move.kind == MoveKind.NOT_HELD for s in hand.played.steps)
    check_views(GAME, hand)
    check_peers_agree(GAME, hand)
    check_legal(GAME, hand)
    check_audit(GAME, hand)
    check_refusals(GAME, hand, preset)


def test_the_kit_with_every_card_dealt_at_three() -> None:
    rules = TienLenRules(deal_all=1)
    for starter in (OPENING, 1):
        hand = random_hand(GAME, rules, 3, "all", starter=starter)
        check_views(GAME, hand)
        check_peers_agree(GAME, hand)
        check_audit(GAME, hand)


def lie(seats: int, seed: str) -> tuple[Hand, list[Step[TienLenMove]], int]:
    """A first hand in which the holder of the card asked for says it does not hold it; the other
    answers of that round as they were."""
    hand = random_hand(GAME, TienLenRules(), seats, seed, starter=OPENING)
    steps = list(hand.played.steps)
    position = next(i for i, s in enumerate(steps) if isinstance(s, Moved) and s.move.kind == MoveKind.PLAY)
    liar = steps[position]
    assert isinstance(liar, Moved)
    rest: list[Step[TienLenMove]] = []
    for later in steps[position + 1 :]:
        if not (isinstance(later, Moved) and later.move.kind == MoveKind.NOT_HELD):
            break
        rest.append(later)
    return hand, [*steps[:position], Moved(liar.seat, NOT_HELD), *rest], position


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_false_not_held_is_taken_by_the_others_and_named_by_the_audit(seats: int) -> None:
    hand, steps, position = lie(seats, f"lie {seats}")
    check_breach_caught(GAME, hand, steps, position)
    finding = GAME.replay(hand.rules, hand.seats, hand.starter, steps, hand.deck).finding
    assert finding is not None and finding.reason == "a seat that holds the card asked for said it does not"


def test_who_leads_is_found_without_showing_a_hand() -> None:
    state = deal(["4S 5S", "3D 4C 5C"])
    for me in (0, 1):
        view = GAME.view(state, me)
        other = 1 - me
        assert all(view.cards[slot] == UNKNOWN for slot in state.hands[other])
    # The answers of a round say only "not held": no card leaves a hand but the lead.
    assert GAME.shows(state, 0, NOT_HELD) == ()


def test_a_play_of_a_card_not_held_is_refused() -> None:
    state = deal(["4S 5S 9H", "3D 4C 5C"], starter=0)
    mine = play(state, 0, "9H")
    theirs = play(state, 1, "5C")
    assert refused(state, 0, mine._replace(slots=theirs.slots)) == "a card played is not in this seat's hand"
    assert refused(state, 0, mine._replace(cards=theirs.cards)) == "the slot does not hold that card"
    # Naming a card the watching peer holds itself: that peer refuses at once (the keys refuse any other).
    view = GAME.view(state, 1)
    claimed = mine._replace(cards=(state.cards[state.hands[1][0]],))
    assert GAME.apply(view, 0, claimed) == Refusal("that card is in another slot")


def test_a_mangled_move_is_refused_not_raised() -> None:
    for data in (None, [], [1], [1, [0], [0], 0], [9, [], []], [1, [52], [0]], "x", [True, [], []]):
        assert isinstance(GAME.move_from_wire(data), Refusal)
    state = deal(["4S 5S 9H", "3D 4C 5C"], starter=0)
    for move in (
        play(state, 0, "9H")._replace(cards=(99,)),
        play(state, 0, "4S 5S")._replace(cards=(1, 0)),
        play(state, 0, "4S 5S")._replace(slots=(0, 0)),
        play(state, 0, "4S 5S")._replace(slots=(0,)),
        play(state, 0, "9H")._replace(kind=7),
    ):
        assert isinstance(GAME.apply(state, 0, move), Refusal)
    assert state.phase == Phase.PLAY
