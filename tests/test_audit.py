from __future__ import annotations

from tests.test_properties import random_hand
from tusac_lan.detrng import DetRng
from tusac_lan.games.four_colour.cards import NUM_CARDS
from tusac_lan.games.tusac.engine.actions import UNKNOWN, Action, ActionType, ClaimKind, deal
from tusac_lan.games.tusac.engine.replay import audit
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import apply, learn
from tusac_lan.games.tusac.headless import shuffled_deck


def test_an_honest_hand_passes_the_audit() -> None:
    final, actions, _ = random_hand(3)
    result = audit(RuleSet(), final.starter, actions, actions[0].cards)
    assert result.ok and result.state.public_hash() == final.public_hash()


def test_a_hidden_rule_break_is_caught_when_the_cards_are_opened() -> None:
    """A peer that only sees its own hand accepts a pong that special rule 2 forbids; the audit does not."""
    from tests.scenario import Table, make_deck

    south = "RA RB RC WA WB WC YA YB YC RX RY RZ WX WY WZ GX GX GY GZ YS"
    deck = make_deck(1, {0: south, 1: "GX"})
    table = Table(1, {0: south, 1: "GX"})
    table.discard(1, "GX")
    hand = table.state.hands[0]
    gx = tuple(s for s in hand if table.state.cards[s] >> 2 == 3)
    pong = Action(ActionType.CLAIM, 0, int(ClaimKind.PONG), gx, tuple(table.state.cards[s] for s in gx))
    # East's peer knows only East's hand: it cannot see that South's pong breaks special rule 2.
    east = new_hand(RuleSet(), 1)
    east, _ = apply(east, deal((UNKNOWN,) * NUM_CARDS))
    east = learn(east, east.hands[1], tuple(deck[s] for s in east.hands[1]))
    slot = next(s for s in east.hands[1] if deck[s] >> 2 == 3)
    east_discard = Action(ActionType.DISCARD, 1, -1, (slot,), (deck[slot],))
    east, _ = apply(east, east_discard)
    east, _ = apply(east, pong)
    result = audit(RuleSet(), 1, [deal((UNKNOWN,) * NUM_CARDS), east_discard, pong], deck)
    assert not result.ok and result.finding is not None
    assert result.finding.position == 2 and result.finding.seat == 0
    assert "special rule 2" in result.finding.reason


def test_a_wrong_revealed_card_is_caught() -> None:
    rng = DetRng(8)
    deck = shuffled_deck(rng)
    state = new_hand(RuleSet(), 0)
    state, _ = apply(state, deal(deck))
    slot = next(s for s in state.hands[0] if (deck[s] >> 2) % 7)
    other = next(c for c in range(NUM_CARDS) if c != deck[slot] and (c >> 2) % 7)
    lie = Action(ActionType.DISCARD, 0, -1, (slot,), (other,))
    result = audit(RuleSet(), 0, [deal(deck), lie], deck)
    assert result.finding is not None and result.finding.seat == 0
    assert result.state.phase == Phase.DISCARD
