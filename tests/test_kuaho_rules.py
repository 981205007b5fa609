"""Kuaho's rules as seed 002 gives them (docs/RULES_KUAHO.md names the test that pins each one), played
through the game interface."""

from __future__ import annotations

from typing import Any, cast

import pytest

from tests.kuaho_scene import EAST, NORTH, SOUTH, WEST, Scene, make_deck, public_draw
from tusac_lan.detrng import DetRng
from tusac_lan.engine.cards import card_code, is_general, kind_of, parse_kind
from tusac_lan.games.api import EVERYONE, UNKNOWN, Moved, Opened, Refusal, Reveal
from tusac_lan.games.conformance import (
    Hand,
    check_audit,
    check_breach_caught,
    check_legal,
    check_peers_agree,
    check_refusals,
    check_views,
    peer_digests,
)
from tusac_lan.games.kuaho import GAME
from tusac_lan.games.kuaho.scoring import Settlement
from tusac_lan.games.kuaho.state import (
    NOT_PURO,
    SOWEE,
    TOKEN,
    Flag,
    How,
    Kind,
    KuahoMove,
    Phase,
    deal_owners,
    partner,
)
from tusac_lan.games.kuaho.words import tell_result
from tusac_lan.games.playout import play_hand

EAST_READY = "GA RX WX YX RZ WZ YZ RY WY YY RC WC YC GS RS"
"""Sets of chariots, horses, cannons and elephants, a general, and two soldiers: one card from a win on
a white or yellow soldier."""
WEST_READY = "YA RX WX GX RZ WZ GZ RY WY GY RC YC GC GS YS"
"""Also one card from a win on a white (or red) soldier."""
SOUTH_JUNK = "GB GB GB WC WC WC GX GX GX YZ YZ YZ RB RB WB WB"
"""Sixteen cards far from a win, no general."""
WEST_JUNK = "RB RB YB YB GC GC RC RC YX YX WZ WZ GY GY WY"


def ready_scene(stock: str, west: str = WEST_READY, sowee: str = "RX") -> Scene:
    """South deals; East declares puro on its first turn, and West on its first when it is ready."""
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK, EAST: EAST_READY, WEST: west}, sowee, stock))
    scene.discard(SOUTH, "RB")
    assert scene.draw(EAST).to == EAST
    scene.discard(EAST, parse_code(scene, EAST), Flag.PURO)
    assert public_draw(scene.draw(NORTH))
    scene.move(EAST, KuahoMove(Kind.PASS))
    scene.discard(NORTH, parse_code(scene, NORTH))
    assert public_draw(scene.draw(WEST))
    scene.move(EAST, KuahoMove(Kind.PASS))
    scene.discard(WEST, parse_code(scene, WEST), Flag.PURO if west == WEST_READY else Flag.NONE)
    return scene


def parse_code(scene: Scene, seat: int) -> str:
    """The code of the card the seat just drew."""
    return card_code(scene.deck[scene.state.acquired])


def settlement(scene: Scene) -> Settlement:
    audit = GAME.replay(scene.rules, 4, scene.dealer, scene.steps, scene.deck)
    assert audit.finding is None, audit.finding
    outcome = GAME.outcome(audit.state)
    assert outcome is not None
    assert sum(outcome.payments) == 0
    return cast(Settlement, outcome.account)


def test_the_deal_gives_the_dealer_16_and_the_others_15_then_the_sowee_face_up() -> None:
    owners = deal_owners(SOUTH)
    assert [owners.count(seat) for seat in range(4)] == [16, 15, 15, 15]
    assert owners[:5] == (EAST,) * 5 and owners[15:21] == (SOUTH,) * 6  # five to each other, six to the dealer
    assert owners[SOWEE] == EVERYONE and owners.count(-2) == 112 - 61 - 1
    scene = Scene(SOUTH, make_deck(SOUTH, {}, "YZ"))
    assert scene.steps[0].reveal == Reveal((SOWEE,), EVERYONE)  # type: ignore[union-attr]
    assert kind_of(scene.state.sowee) == parse_kind("YZ")
    assert scene.state.phase == Phase.ACT and scene.state.current == SOUTH  # the dealer starts by discarding


def test_partners_sit_opposite() -> None:
    assert [partner(s) for s in range(4)] == [NORTH, WEST, SOUTH, EAST]


def test_a_general_is_never_discarded() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: "GA " + SOUTH_JUNK[:-3]}, "RX"))
    slot = scene.slot_of(SOUTH, "GA")
    assert all(m.slots[0] != slot for m in GAME.legal(scene.state, SOUTH) if m.kind == Kind.DISCARD)
    thrown = KuahoMove(Kind.DISCARD, (slot,), (scene.deck[slot],))
    assert GAME.apply(scene.state, SOUTH, thrown) == Refusal("a general is never discarded")


def test_play_runs_counter_clockwise_and_takes_the_stock_or_the_previous_discard() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK}, "RX"))
    scene.discard(SOUTH, "RB")
    thrown = scene.state.discards[-1]
    assert scene.state.current == EAST and scene.state.offer == thrown
    starts = {m for m in GAME.legal(scene.state, EAST) if m.kind != Kind.SECRET}  # a secret may come first
    assert starts == {KuahoMove(Kind.DRAW), KuahoMove(Kind.TAKE)}
    assert GAME.apply(scene.state, NORTH, KuahoMove(Kind.TAKE)) == Refusal("no move is owed by this seat")
    scene.move(EAST, KuahoMove(Kind.DRAW))
    assert scene.state.offer == -1  # a discard the next player leaves is dead
    assert GAME.apply(scene.state, EAST, KuahoMove(Kind.TAKE)) == Refusal("no move is owed by this seat")
    scene.reveal()
    scene.throw_drawn(EAST)
    assert scene.state.current == NORTH
    scene.move(NORTH, KuahoMove(Kind.TAKE))
    assert scene.state.acquired in scene.state.hands[NORTH] and scene.state.phase == Phase.ACT


def test_a_stock_draw_is_opened_to_the_drawer_alone_while_nobody_is_puro() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK}, "RX"))
    scene.discard(SOUTH, "RB")
    scene.move(EAST, KuahoMove(Kind.DRAW))
    reveal = GAME.waiting(scene.state).reveals[0]
    assert reveal == Reveal((scene.state.stock[0],), EAST)
    scene.reveal()
    drawn = scene.state.acquired
    assert GAME.view(scene.state, EAST).cards[drawn] != UNKNOWN
    assert all(GAME.view(scene.state, seat).cards[drawn] == UNKNOWN for seat in (SOUTH, NORTH, WEST))


def test_puro_opens_every_draw_and_time_goes_to_the_nearest_counter_clockwise() -> None:
    scene = ready_scene("WB YB WB WS")
    assert scene.state.puro[EAST] >= 0 and scene.state.puro[WEST] >= 0
    assert is_general(scene.deck[scene.state.puro[EAST]]) and scene.state.public[scene.state.puro[EAST]]
    assert public_draw(scene.draw(SOUTH))
    assert GAME.waiting(scene.state).seats == (EAST, WEST)
    for seat in (EAST, WEST):
        scene.move(seat, lambda m: m.kind == Kind.WIN)
    assert (scene.state.winner, scene.state.how) == (EAST, How.TIME)  # South drew: East is nearest
    assert GAME.waiting(scene.state).reveals == (Reveal(scene.state.stock[:15], EVERYONE),)
    scene.reveal()
    assert GAME.waiting(scene.state).ended and len(scene.state.end_cards) == 15
    result = settlement(scene)
    assert result.bownit_goes and result.sowee_goes and result.per_general == (13,)
    assert result.payments == (-13, 26, -13, 0)  # the winner's partner neither pays nor is paid


def test_time_from_north_goes_to_west_before_east() -> None:
    scene = ready_scene("WB YB WB YB YB WS")
    scene.draw(SOUTH)
    for seat in (EAST, WEST):
        scene.move(seat, KuahoMove(Kind.PASS))
    scene.discard(SOUTH, "YB")
    scene.draw(EAST)
    for seat in (EAST, WEST):
        scene.move(seat, KuahoMove(Kind.PASS))
    scene.discard(EAST, "YB")  # still one card from a win: East stays puro
    assert scene.state.puro[EAST] >= 0
    scene.draw(NORTH)
    for seat in (EAST, WEST):
        scene.move(seat, lambda m: m.kind == Kind.WIN)
    assert (scene.state.winner, scene.state.how) == (WEST, How.TIME)


def test_the_drawer_wins_first_on_its_own_draw() -> None:
    scene = ready_scene("WB YB WB YB WS")
    scene.draw(SOUTH)
    for seat in (EAST, WEST):
        scene.move(seat, KuahoMove(Kind.PASS))
    scene.discard(SOUTH, "YB")
    scene.draw(EAST)
    for seat in (EAST, WEST):
        scene.move(seat, lambda m: m.kind == Kind.WIN)
    assert (scene.state.winner, scene.state.how) == (EAST, How.OWN_DRAW)
    assert GAME.waiting(scene.state).ended  # no end cards: an own draw pays 11 a general anyway
    result = settlement(scene)
    assert result.per_general == (2 + 11,)


def test_a_win_on_the_left_neighbours_discard_needs_puro() -> None:
    hands = {SOUTH: "WS " + SOUTH_JUNK[:-3], EAST: EAST_READY}
    scene = Scene(SOUTH, make_deck(SOUTH, hands, "RX"))
    scene.discard(SOUTH, "WS")
    scene.move(EAST, KuahoMove(Kind.TAKE))
    assert not any(m.kind == Kind.WIN for m in GAME.legal(scene.state, EAST))
    slots = tuple(s for s in scene.state.hands[EAST] if not scene.state.public[s])
    win = KuahoMove(Kind.WIN, slots, tuple(scene.deck[s] for s in slots))
    assert GAME.apply(scene.state, EAST, win) == Refusal(
        "a win needs puro and the previous player's discard, or a card drawn"
    )


def test_a_puro_win_on_the_left_neighbours_discard() -> None:
    hands = {SOUTH: SOUTH_JUNK, EAST: EAST_READY, WEST: "WS WS " + WEST_JUNK[:38]}
    scene = Scene(SOUTH, make_deck(SOUTH, hands, "RX", "WB YB YB"))
    scene.discard(SOUTH, "RB")
    scene.draw(EAST)
    scene.discard(EAST, "WB", Flag.PURO)
    scene.draw(NORTH)
    scene.move(EAST, KuahoMove(Kind.PASS))
    scene.discard(NORTH, "YB")
    scene.draw(WEST)
    scene.move(EAST, KuahoMove(Kind.PASS))
    scene.discard(WEST, "WS")  # West's discard goes to South, not to East
    assert scene.state.offer >= 0 and scene.state.current == SOUTH
    scene.move(SOUTH, KuahoMove(Kind.TAKE))
    assert scene.state.phase == Phase.ACT  # a discard taken is no card East may call time on
    scene.discard(SOUTH, "WS")
    scene.move(EAST, KuahoMove(Kind.TAKE))
    scene.move(EAST, lambda m: m.kind == Kind.WIN)
    assert (scene.state.winner, scene.state.how) == (EAST, How.DISCARD)


def test_a_secret_is_paid_at_once_by_each_opponent_and_stays_paid_when_the_stock_runs_out() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: "GB GB GB GB WC WC WC GX GX GX YZ YZ YZ RB RB WB"}, "RX"))
    secret = scene.move(SOUTH, lambda m: m.kind == Kind.SECRET)
    assert GAME.hides(scene.state, SOUTH, secret) == secret.slots
    assert all(GAME.view(scene.state, seat).cards[secret.slots[0]] == UNKNOWN for seat in (EAST, NORTH, WEST))
    scene.play_out()
    assert scene.state.winner == -1 and not scene.state.stock
    result = settlement(scene)
    assert result.payments == (10, -5, 0, -5)
    outcome = GAME.outcome(GAME.replay(scene.rules, 4, SOUTH, scene.steps, scene.deck).state)
    assert outcome is not None and outcome.next_starter == SOUTH  # a void hand: the same dealer again


def test_a_secret_with_the_sowee_takes_three_twins_and_any_fourth_card() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: "RX RX RX GA " + SOUTH_JUNK[:-12]}, "RX"))
    general = scene.slot_of(SOUTH, "GA")
    secrets = [m for m in GAME.legal(scene.state, SOUTH) if m.kind == Kind.SECRET]
    assert len(secrets) == 13  # the three twins with any of the other thirteen cards
    scene.move(SOUTH, next(m for m in secrets if general in m.slots))
    assert general not in scene.state.hands[SOUTH]
    scene.play_out()
    assert settlement(scene).secret_pays == (5, 0, 0, 0)


def breach_hand(deck: tuple[int, ...]) -> Hand:
    return Hand(GAME.default_rules(), 4, SOUTH, deck, cast(Any, None), ())


def test_a_false_secret_is_caught_by_the_movers_own_peer_and_the_audit() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK}, "RX"))
    slots = tuple(sorted(scene.state.hands[SOUTH][:4]))
    fake = KuahoMove(Kind.SECRET, slots)
    assert GAME.apply(scene.state, SOUTH, fake) == Refusal(
        "a secret is four identical cards, or three like the sowee and one more"
    )
    steps = [*scene.steps, Moved(SOUTH, fake)]
    check_breach_caught(GAME, breach_hand(scene.deck), steps, 1)


def test_a_false_puro_is_caught_by_the_movers_own_peer_and_the_audit() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK}, "RX"))
    slot = scene.slot_of(SOUTH, "RB")
    false = KuahoMove(Kind.DISCARD, (slot,), (scene.deck[slot],), Flag.PURO)
    assert GAME.apply(scene.state, SOUTH, false) == Refusal("puro is declared only one card from a win")
    check_breach_caught(GAME, breach_hand(scene.deck), [*scene.steps, Moved(SOUTH, false)], 1)


def test_the_puro_marker_is_a_general_from_the_hand() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK, EAST: EAST_READY}, "RX", "WB"))
    scene.discard(SOUTH, "RB")
    scene.draw(EAST)
    drawn, chariot, general = scene.state.acquired, scene.slot_of(EAST, "RX"), scene.slot_of(EAST, "GA")
    not_a_general = KuahoMove(Kind.DISCARD, (drawn, chariot), (scene.deck[drawn], scene.deck[chariot]), Flag.PURO)
    assert GAME.apply(scene.state, EAST, not_a_general) == Refusal("the puro marker is a general from the hand")
    token = KuahoMove(Kind.DISCARD, (drawn,), (scene.deck[drawn],), Flag.PURO)
    assert GAME.apply(scene.state, EAST, token) == Refusal(
        "the puro marker is a general from the hand when it holds one"
    )
    others = peer_digests(GAME, breach_hand(scene.deck), SOUTH, [*scene.steps, Moved(EAST, token)])
    assert isinstance(others, list)  # only East's own peer and the audit can see the general it kept
    scene.discard(EAST, "WB", Flag.PURO)
    assert scene.state.puro[EAST] == general


def test_no_puro_marker_needs_a_token_without_a_general() -> None:
    ready = "RX WX YX RZ WZ YZ RY WY YY RC WC YC GS RS WS"  # complete: it waits on a general alone
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK, EAST: ready}, "RX", "WB"))
    scene.discard(SOUTH, "RB")
    scene.draw(EAST)
    moves = [m for m in GAME.legal(scene.state, EAST) if m.flag == Flag.PURO]
    assert moves and all(len(m.slots) == 1 for m in moves)
    scene.move(EAST, moves[0])
    assert scene.state.puro[EAST] == TOKEN


def test_a_broken_puro_is_withdrawn_and_its_draws_shown_for_two_turns() -> None:
    scene = ready_scene("WB YB WB YB YA GB GC GC", west=WEST_JUNK)
    assert scene.state.puro[WEST] == NOT_PURO
    scene.draw(SOUTH)
    scene.move(EAST, KuahoMove(Kind.PASS))
    scene.discard(SOUTH, "YB")
    assert scene.draw(EAST).to == EAST  # East, the only puro, draws a yellow general in private
    legal = GAME.legal(scene.state, EAST)
    assert not any(m.kind == Kind.WIN for m in legal)  # no win on it, and a general is never discarded
    discards = [m for m in legal if m.kind == Kind.DISCARD]
    assert discards and all(m.flag == Flag.WITHDRAW for m in discards)
    keep = KuahoMove(Kind.DISCARD, discards[0].slots, discards[0].cards, Flag.NONE)
    assert GAME.apply(scene.state, EAST, keep) == Refusal("a puro hand that is no longer one card from a win withdraws")
    scene.discard(EAST, "RS", Flag.WITHDRAW)
    assert scene.state.puro == (NOT_PURO,) * 4 and scene.state.penalty[EAST] == 2
    for _turn in range(2):
        assert scene.draw(NORTH).to == NORTH  # nobody puro: the others draw in private again
        scene.throw_drawn(NORTH)
        assert scene.draw(WEST).to == WEST
        scene.throw_drawn(WEST)
        assert scene.draw(SOUTH).to == SOUTH
        scene.throw_drawn(SOUTH)
        assert public_draw(scene.draw(EAST))  # East's own draws are shown for two turns
        assert not any(m.flag == Flag.PURO for m in GAME.legal(scene.state, EAST))
        drawn = scene.state.acquired
        if not is_general(scene.deck[drawn]):
            bad = KuahoMove(Kind.DISCARD, (drawn,), (scene.deck[drawn],), Flag.PURO)
            assert GAME.apply(scene.state, EAST, bad) == Refusal("no puro within two turns of a broken one")
        scene.move(EAST, lambda m: m.kind == Kind.DISCARD)
    for seat in (NORTH, WEST, SOUTH):
        scene.draw(seat)
        scene.throw_drawn(seat)
    assert scene.draw(EAST).to == EAST  # the third turn is a normal one


@pytest.mark.parametrize("seed", ["a", "b", "c", "d"])
def test_hands_of_good_bots_keep_every_contract(seed: str) -> None:
    """Good bots declare puro, so their hands have public draws, windows and time calls: the
    conformance kit's checks on them, and the audit settles them."""
    deck = list(range(112))
    DetRng(f"kuaho rules {seed}").shuffle(deck)
    agents = [GAME.make_bot("good") for _ in range(4)]
    states: list[Any] = []
    played = play_hand(GAME, GAME.default_rules(), 4, SOUTH, tuple(deck), agents, lambda b, s, a: states.append(a))
    hand = Hand(GAME.default_rules(), 4, SOUTH, tuple(deck), played, (played.dealt, *states))
    assert any(isinstance(s, Opened) and s.reveal.to == EVERYONE and len(s.reveal.slots) == 1 for s in played.steps[1:])
    check_views(GAME, hand)
    check_peers_agree(GAME, hand)
    check_legal(GAME, hand)
    check_audit(GAME, hand)
    check_refusals(GAME, hand, seed, samples=30)
    audit = GAME.replay(GAME.default_rules(), 4, SOUTH, played.steps, tuple(deck))
    outcome = GAME.outcome(audit.state)
    assert outcome is not None
    assert outcome.next_starter == (audit.state.winner if audit.state.winner >= 0 else SOUTH)


def test_a_win_on_a_card_it_may_not_take_is_refused() -> None:
    scene = ready_scene("WB YB WB RB WS")
    slots = tuple(s for s in scene.state.hands[EAST] if not scene.state.public[s])
    shown = KuahoMove(Kind.WIN, slots, tuple(scene.deck[s] for s in slots))
    assert GAME.apply(scene.state, EAST, shown) == Refusal("no move is owed by this seat")  # South's turn
    scene.draw(SOUTH)  # a red advisor: no win for anyone
    assert GAME.apply(scene.state, NORTH, KuahoMove(Kind.WIN)) == Refusal("no move is owed by this seat")
    assert GAME.apply(scene.state, EAST, shown) == Refusal("the hand shown is not a win")
    scene.move(EAST, KuahoMove(Kind.PASS))
    scene.move(WEST, KuahoMove(Kind.PASS))
    scene.discard(SOUTH, "RB")
    assert GAME.apply(scene.state, EAST, shown) == Refusal(
        "a turn starts by taking the stock's top card or the previous discard"
    )


def test_the_narrator_tells_a_hand_in_the_seeds_words() -> None:
    scene = ready_scene("WB YB WB WS")
    scene.draw(SOUTH)
    for seat in (EAST, WEST):
        scene.move(seat, lambda m: m.kind == Kind.WIN)
    scene.reveal()
    narrator = GAME.narrator()
    lines: list[str] = []
    GAME.replay(scene.rules, 4, SOUTH, scene.steps, scene.deck, lambda b, s, a: lines.extend(narrator.tell(b, s, a)))
    text = "\n".join(lines)
    assert lines[0] == "The sowee is RX."
    assert "East draws from the stock." in lines  # a private draw names no card
    assert "East discards WB and declares puro, with a GA as its marker." in lines
    assert "South draws WS from the stock, shown to all." in lines
    assert "East wins by calling time on a drawn card (bownit WS)." in lines
    assert "Turned from the stock for the go-withs:" in text
    assert narrator.card_code(0) == "GA" and narrator.seat_name(WEST, 4) == "West"
    told = tell_result(settlement(scene))
    assert told[-2:] == [
        "Go-with: the bownit has its go-withs, the sowee's twin has its go-withs.",
        "Generals: GA 13; each opponent pays 13.",
    ]
