"""Build hands with chosen cards and drive the engine through a scenario by card codes."""

from __future__ import annotations

from collections import Counter

from tusac_lan.games.four_colour.cards import NUM_CARDS, kind_of, parse_hand_kinds
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind, deal
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import DEALT, HandState, Phase, deal_seat, new_hand
from tusac_lan.games.tusac.engine.transitions import IllegalAction, apply, legal_actions

CLEAN_18 = "RA RB RC WA WB WC YA YB YC RX RY RZ WX WY WZ YX YY YZ"
"""Six chows: eighteen cards without trash, to fill a hand around the cards a test is about."""


def make_deck(starter: int, hands: dict[int, str], deck_top: str = "") -> tuple[int, ...]:
    """A deck where each named seat holds the named cards (the rest of its hand filled from what is
    left, lowest kinds last) and the deck's top cards are ``deck_top`` in order."""
    free: list[int] = list(range(NUM_CARDS))
    slots: list[int] = [-1] * NUM_CARDS

    def take(kind: int) -> int:
        for card in free:
            if kind_of(card) == kind:
                free.remove(card)
                return card
        raise ValueError(f"no copy of kind {kind} left")

    for seat, codes in hands.items():
        seat_slots = [s for s in range(DEALT) if deal_seat(s, starter) == seat]
        kinds = parse_hand_kinds(codes)
        if len(kinds) > len(seat_slots):
            raise ValueError(f"seat {seat} holds {len(seat_slots)} cards, {len(kinds)} named")
        for slot, kind in zip(seat_slots, kinds):
            slots[slot] = take(kind)
    for i, kind in enumerate(parse_hand_kinds(deck_top)):
        slots[DEALT + i] = take(kind)
    # Fill from the high end so fillers rarely complete sets with the named cards.
    free.sort(reverse=True)
    for slot in range(NUM_CARDS):
        if slots[slot] < 0:
            slots[slot] = free.pop(0)
    return tuple(slots)


class Table:
    def __init__(self, starter: int, hands: dict[int, str], deck_top: str = "", rules: RuleSet | None = None):
        self.state: HandState = new_hand(rules or RuleSet(), starter)
        self.state, _ = apply(self.state, deal(make_deck(starter, hands, deck_top)))

    def act(self, action: Action) -> HandState:
        self.state, _ = apply(self.state, action)
        return self.state

    def find(self, seat: int, claim: ClaimKind | None = None, codes: str = "") -> Action:
        """The legal action of ``seat`` of this kind whose cards are ``codes`` (kinds, in any order)."""
        want = Counter(parse_hand_kinds(codes))
        for action in legal_actions(self.state, seat):
            if claim is None:
                if action.type == ActionType.DISCARD and Counter(kind_of(c) for c in action.cards) == want:
                    return action
            elif action.type == ActionType.CLAIM and action.claim == claim:
                if claim == ClaimKind.WIN or Counter(kind_of(c) for c in action.cards) == want:
                    return action
        raise LookupError(f"seat {seat} has no legal {claim!r} {codes!r}")

    def has(self, seat: int, claim: ClaimKind, codes: str = "") -> bool:
        try:
            self.find(seat, claim, codes)
        except LookupError:
            return False
        return True

    def discard(self, seat: int, code: str) -> HandState:
        return self.act(self.find(seat, None, code))

    def claim(self, seat: int, claim: ClaimKind, codes: str = "") -> HandState:
        return self.act(self.find(seat, claim, codes))

    def pass_rest(self) -> HandState:
        """Every seat still to answer passes (a drawer who must take a drawn general takes it alone)."""
        while self.state.phase == Phase.CLAIM:
            seat = self.state.awaiting()[0]
            legal = legal_actions(self.state, seat)
            passing = Action(ActionType.PASS, seat)
            if passing in legal:
                self.act(passing)
            else:
                self.act(next((a for a in legal if a.claim == ClaimKind.LONE), legal[0]))
        return self.state

    def draw(self) -> HandState:
        return self.act(legal_actions(self.state, self.state.current)[0])

    def draw_and_pass(self, times: int) -> HandState:
        """``times`` rounds of: the seat due draws, everybody passes."""
        for _ in range(times):
            self.draw()
            self.pass_rest()
        return self.state

    def draws_until_the_end(self) -> int:
        """Draw and pass until the hand ends; return how many cards were drawn."""
        draws = 0
        while self.state.phase != Phase.ENDED:
            self.draw_and_pass(1)
            draws += 1
        return draws

    def rejects(self, action: Action) -> str:
        try:
            apply(self.state, action)
        except IllegalAction as exc:
            return str(exc)
        raise AssertionError(f"{action} was accepted")


def south_pongs_east_discard(south: str, deck_top: str) -> Table:
    """East (starter) discards GX, South (holding ``south`` with GX GX and YS) pongs it and throws YS."""
    table = Table(1, {0: south, 1: "GX"}, deck_top=deck_top)
    table.discard(1, "GX")
    table.claim(0, ClaimKind.PONG, "GX GX")
    table.pass_rest()
    table.discard(0, "YS")
    table.pass_rest()
    return table
