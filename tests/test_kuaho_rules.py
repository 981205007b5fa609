"""Kuaho's rules as seed 002 gives them (docs/RULES_KUAHO.md names the test that pins each one), played
through the game interface."""

from __future__ import annotations

from typing import Any, cast

import pytest

from tests.kuaho_scene import EAST, NORTH, SOUTH, WEST, Scene, make_deck, public_draw
from tusac_lan.detrng import DetRng
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
from tusac_lan.games.four_colour.cards import card_code, is_general, kind_of, parse_kind
from tusac_lan.games.kuaho import GAME
from tusac_lan.games.kuaho.melds import completions, counts_of, is_win
from tusac_lan.games.kuaho.rules import KuahoRules
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
from tusac_lan.games.kuaho.words import TERMS, tell_result
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


def peers_take_every_step(scene: Scene) -> None:
    """Every peer, knowing only what it is shown, takes every step and reaches the full state's digest."""
    hand = Hand(scene.rules, 4, scene.dealer, scene.deck, cast(Any, None), ())
    for me in range(4):
        digests = peer_digests(GAME, hand, me, scene.steps)
        assert isinstance(digests, list), (me, digests)
        assert digests[-1] == GAME.public_digest(scene.state)


def win_move(scene: Scene, seat: int) -> KuahoMove:
    slots = tuple(s for s in scene.state.hands[seat] if not scene.state.public[s])
    return KuahoMove(Kind.WIN, slots, tuple(scene.deck[s] for s in slots))


FOURTH_HAND = "RX RX RX WZ WX WY GB RB YB GC RC YC GS RS GA"
"""The sowee's three twins (the sowee is RX) and a white horse, which makes a sequence with WX WY."""


def test_the_fourth_card_of_a_sowee_secret_may_join_a_meld() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK, EAST: FOURTH_HAND}, "RX", "GZ GZ GZ RZ YS"))
    scene.discard(SOUTH, "RB")
    horse = scene.slot_of(EAST, "WZ")
    secret = next(m for m in GAME.legal(scene.state, EAST) if m.kind == Kind.SECRET and horse in m.slots)
    scene.move(EAST, secret)  # laid before the draw: 「自分の手番(捨て札をする前)」
    assert scene.state.phase == Phase.START and horse not in scene.state.hands[EAST]
    scene.draw(EAST)
    free = [kind_of(scene.deck[s]) for s in scene.state.hands[EAST] if s != scene.state.acquired]
    assert not completions(counts_of(free))  # alone two cards from a win: ready only with the white horse
    scene.discard(EAST, "GZ", Flag.PURO)
    for seat in (NORTH, WEST, SOUTH):
        assert public_draw(scene.draw(seat))
        assert GAME.legal(scene.state, EAST) == (KuahoMove(Kind.PASS),)
        scene.move(EAST, KuahoMove(Kind.PASS))
        scene.throw_drawn(seat)
    assert scene.draw(EAST).to == EAST  # East alone is puro: its own draw stays private
    scene.move(EAST, lambda m: m.kind == Kind.WIN)
    assert (scene.state.winner, scene.state.how) == (EAST, How.OWN_DRAW)
    shown = [kind_of(scene.deck[s]) for s in scene.state.hands[EAST]]
    assert not is_win(counts_of(shown)) and is_win(counts_of([*shown, parse_kind("WZ")]))
    peers_take_every_step(scene)  # the others take a win they cannot check: the audit does
    result = settlement(scene)
    assert result.per_general == (2 + 11,) and not result.pobis
    assert result.payments == (-18, 36, -18, 0)


def test_a_win_that_leans_on_a_secret_without_the_sowees_twins_is_caught_by_the_audit() -> None:
    hand = "GZ GZ GZ GZ WX WY GB RB YB GC RC YC GS RS GA"
    rules = KuahoRules(win_without_puro=1)
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK, EAST: hand}, "RX", "YS RX RX RX"), rules)
    scene.discard(SOUTH, "RB")
    scene.move(EAST, lambda m: m.kind == Kind.SECRET)
    scene.draw(EAST)
    false = win_move(scene, EAST)  # WX WY lack the white horse, and the secret is no sowee secret
    assert GAME.apply(scene.state, EAST, false) == Refusal("the hand shown is not a win")
    steps = [*scene.steps, Moved(EAST, false)]
    check_breach_caught(GAME, Hand(rules, 4, SOUTH, scene.deck, cast(Any, None), ()), steps, len(scene.steps))


def test_a_sowee_twin_in_sight_rules_out_a_win_leaning_on_a_secret_at_once() -> None:
    hand = "GZ GZ GZ GZ WX WY GB RB YB GC RC YC GS RS GA"
    rules = KuahoRules(win_without_puro=1)
    deck = make_deck(SOUTH, {SOUTH: "RX " + SOUTH_JUNK[:-3], EAST: hand}, "RX", "YS")
    scene = Scene(SOUTH, deck, rules)
    scene.discard(SOUTH, "RX")  # a twin of the sowee in the open: East holds no sowee secret
    scene.move(EAST, lambda m: m.kind == Kind.SECRET)
    scene.draw(EAST)
    peers = peer_digests(
        GAME,
        Hand(rules, 4, SOUTH, deck, cast(Any, None), ()),
        NORTH,
        [*scene.steps, Moved(EAST, win_move(scene, EAST))],
    )
    assert peers == (len(scene.steps), "the hand shown is not a win")


def test_a_puro_players_own_draw_stays_private_and_it_wins_on_it_in_its_turn() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK, EAST: EAST_READY}, "RX", "WB YB YB YB WS"))
    scene.discard(SOUTH, "RB")
    scene.draw(EAST)
    scene.discard(EAST, "WB", Flag.PURO)
    for seat in (NORTH, WEST, SOUTH):
        assert public_draw(scene.draw(seat))  # the others show their draws (ピューロ発声以降、他のプレーヤーは…)
        scene.move(EAST, KuahoMove(Kind.PASS))
        scene.throw_drawn(seat)
    assert scene.draw(EAST) == Reveal((scene.state.acquired,), EAST)
    assert all(GAME.view(scene.state, seat).cards[scene.state.acquired] == UNKNOWN for seat in (SOUTH, NORTH, WEST))
    assert scene.state.phase == Phase.ACT
    scene.move(EAST, lambda m: m.kind == Kind.WIN)
    assert (scene.state.winner, scene.state.how) == (EAST, How.OWN_DRAW)
    assert GAME.waiting(scene.state).ended
    peers_take_every_step(scene)
    assert settlement(scene).per_general == (2 + 11,)


def test_a_puro_players_own_draw_is_shown_while_another_seat_is_puro() -> None:
    scene = ready_scene("WB YB WB YB WS")
    assert public_draw(scene.draw(SOUTH))
    for seat in (EAST, WEST):
        scene.move(seat, KuahoMove(Kind.PASS))
    scene.discard(SOUTH, "YB")
    assert public_draw(scene.draw(EAST))  # West is puro too
    assert GAME.waiting(scene.state).seats == (EAST, WEST)
    for seat in (EAST, WEST):
        scene.move(seat, KuahoMove(Kind.PASS))  # the white soldier wins for both: both pass
    assert scene.state.phase == Phase.ACT
    assert not any(m.kind == Kind.WIN for m in GAME.legal(scene.state, EAST))  # passed: no win on it later


def empty_stock_scene() -> Scene:
    """West puro on a white or red soldier; North holds fifteen generals; every draw is thrown back until
    the stock is empty, North drawing the last card, a white soldier."""
    generals = "GA GA GA GA RA RA RA RA WA WA WA WA YA YA YA"
    hands = {SOUTH: SOUTH_JUNK, EAST: WEST_JUNK, NORTH: generals, WEST: WEST_READY}
    deck = list(make_deck(SOUTH, hands, "RX"))
    soldier = next(s for s in range(SOWEE + 1, 112) if card_code(deck[s]) == "WS")
    deck[soldier], deck[-1] = deck[-1], deck[soldier]
    scene = Scene(SOUTH, tuple(deck))
    scene.discard(SOUTH, "RB")
    for seat in (EAST, NORTH):
        scene.draw(seat)
        scene.throw_drawn(seat)
    scene.draw(WEST)
    scene.discard(WEST, parse_code(scene, WEST), Flag.PURO)
    while scene.state.stock or scene.state.phase != Phase.START:
        waiting = GAME.waiting(scene.state)
        if waiting.reveals:
            scene.reveal()
        elif scene.state.phase == Phase.WINDOW:
            scene.move(WEST, KuahoMove(Kind.PASS))
        elif scene.state.phase == Phase.START:
            scene.move(scene.state.current, KuahoMove(Kind.DRAW))
        else:
            scene.throw_drawn(scene.state.current)
    assert scene.state.current == WEST and card_code(scene.deck[scene.state.offer]) == "WS"
    return scene


def test_the_next_player_may_take_the_last_discard_and_win_on_it_when_the_stock_is_empty() -> None:
    scene = empty_stock_scene()
    assert GAME.legal(scene.state, WEST) == (KuahoMove(Kind.TAKE), KuahoMove(Kind.PASS))
    scene.move(WEST, KuahoMove(Kind.TAKE))
    scene.move(WEST, lambda m: m.kind == Kind.WIN)
    assert (scene.state.winner, scene.state.how) == (WEST, How.DISCARD)
    assert GAME.waiting(scene.state).ended and scene.state.end_cards == ()  # no stock left to turn
    peers_take_every_step(scene)
    assert settlement(scene).winner == WEST


def test_the_hand_is_void_when_the_last_discard_is_left_or_taken_without_a_win() -> None:
    left = empty_stock_scene()
    assert GAME.apply(left.state, WEST, KuahoMove(Kind.DRAW)) == Refusal("the stock is empty")
    left.move(WEST, KuahoMove(Kind.PASS))
    assert GAME.waiting(left.state).ended and settlement(left).winner == -1
    lines: list[str] = []
    narrator = GAME.narrator()
    GAME.replay(left.rules, 4, SOUTH, left.steps, left.deck, lambda b, s, a: lines.extend(narrator.tell(b, s, a)))
    assert lines[-2:] == [
        "West leaves the last discard.",
        "The stock is empty: the hand is void (secrets stay paid); the dealer deals again.",
    ]
    taken = empty_stock_scene()
    taken.move(WEST, KuahoMove(Kind.TAKE))
    taken.move(WEST, lambda m: m.kind == Kind.DISCARD)
    assert GAME.waiting(taken.state).ended and settlement(taken).winner == -1  # South may not take it in turn
    peers_take_every_step(taken)


def test_a_hand_of_nothing_but_generals_wins_only_as_puro() -> None:
    generals = "GA GA GA GA RA RA RA RA WA WA WA WA YA YA YA"
    deck = make_deck(SOUTH, {SOUTH: SOUTH_JUNK, NORTH: generals}, "RX", "GZ YA")
    scene = Scene(SOUTH, deck)
    scene.discard(SOUTH, "RB")
    scene.draw(EAST)
    scene.throw_drawn(EAST)
    scene.draw(NORTH)  # the last yellow general: nothing to discard, and no puro
    legal = GAME.legal(scene.state, NORTH)
    assert not any(m.kind in (Kind.WIN, Kind.DISCARD) for m in legal) and KuahoMove(Kind.PASS) in legal
    assert GAME.apply(scene.state, NORTH, win_move(scene, NORTH)) == Refusal(
        "a win needs puro and the previous player's discard, or a card drawn"
    )
    scene.move(NORTH, KuahoMove(Kind.PASS))
    assert scene.state.current == WEST and scene.state.offer == -1
    west = GAME.legal(scene.state, WEST)
    assert KuahoMove(Kind.DRAW) in west and KuahoMove(Kind.TAKE) not in west
    peers_take_every_step(scene)

    puro = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK, NORTH: generals}, "RX", "GZ GZ GY GY GY YA"))
    puro.discard(SOUTH, "RB")
    puro.draw(EAST)
    puro.throw_drawn(EAST)
    puro.draw(NORTH)
    puro.discard(NORTH, "GZ", Flag.PURO)
    for seat in (WEST, SOUTH, EAST):
        puro.draw(seat)
        puro.move(NORTH, KuahoMove(Kind.PASS))
        puro.throw_drawn(seat)
    assert puro.draw(NORTH).to == NORTH
    puro.move(NORTH, lambda m: m.kind == Kind.WIN)
    assert (puro.state.winner, puro.state.how) == (NORTH, How.OWN_DRAW)  # its last card came from the stock
    assert settlement(puro).per_general == (13,) * 12 + (16,) * 4


def test_a_blocked_pass_with_a_card_to_discard_is_caught_by_the_audit() -> None:
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK}, "RX"))
    scene.discard(SOUTH, "RB")
    scene.draw(EAST)
    assert GAME.apply(scene.state, EAST, KuahoMove(Kind.PASS)) == Refusal(
        "a turn goes on with a secret, a discard or a win"
    )
    check_breach_caught(
        GAME, breach_hand(scene.deck), [*scene.steps, Moved(EAST, KuahoMove(Kind.PASS))], len(scene.steps)
    )


def pass_window(scene: Scene) -> None:
    while scene.state.phase == Phase.WINDOW:
        scene.move(GAME.waiting(scene.state).seats[0], KuahoMove(Kind.PASS))


def test_no_win_within_two_turns_of_a_broken_puro_even_under_the_house_rule() -> None:
    stock = "WB YB YB YB RB GZ GZ GZ GX GZ RZ RZ WS"
    hands = {SOUTH: SOUTH_JUNK, EAST: EAST_READY}
    scene = Scene(SOUTH, make_deck(SOUTH, hands, "RX", stock), KuahoRules(win_without_puro=1))
    scene.discard(SOUTH, "RB")
    scene.draw(EAST)
    scene.discard(EAST, "WB", Flag.PURO)
    for seat in (NORTH, WEST, SOUTH):
        scene.draw(seat)
        pass_window(scene)
        scene.throw_drawn(seat)
    scene.draw(EAST)  # a red advisor, kept: East breaks its ready hand by choice
    scene.discard(EAST, "RX", Flag.WITHDRAW)
    assert scene.state.puro[EAST] == NOT_PURO and scene.state.penalty[EAST] == 2
    for turn in range(2):
        for seat in (NORTH, WEST, SOUTH):
            scene.draw(seat)
            pass_window(scene)
            scene.throw_drawn(seat)
        assert public_draw(scene.draw(EAST))
        if turn == 0:
            scene.discard(EAST, "RB")  # the green chariot drawn: one card from a win again
    assert card_code(scene.deck[scene.state.acquired]) == "WS"  # a win, but within the two turns
    assert not any(m.kind == Kind.WIN for m in GAME.legal(scene.state, EAST))
    assert GAME.apply(scene.state, EAST, win_move(scene, EAST)) == Refusal("no win within two turns of a broken puro")


def test_a_puro_player_may_break_its_ready_hand_by_choice() -> None:
    scene = ready_scene("WB YB WB YB GB", west=WEST_JUNK)
    scene.draw(SOUTH)
    scene.move(EAST, KuahoMove(Kind.PASS))
    scene.discard(SOUTH, "YB")
    scene.draw(EAST)  # a green advisor: East could keep its ready hand by throwing it back
    keep = [m for m in GAME.legal(scene.state, EAST) if m.kind == Kind.DISCARD and m.flag == Flag.NONE]
    assert [card_code(m.cards[0]) for m in keep] == ["GB"]
    scene.discard(EAST, "RZ", Flag.WITHDRAW)
    assert scene.state.puro[EAST] == NOT_PURO and scene.state.penalty[EAST] == 2


def test_every_general_in_hand_may_mark_puro() -> None:
    ready = "GA YA RA WA RX WX YX RZ WZ YZ RY WY YY GB RB"  # one card from a win on WB or YB
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK, EAST: ready}, "RX", "GZ"))
    scene.discard(SOUTH, "RB")
    scene.draw(EAST)
    drawn = scene.state.acquired
    markers = {
        card_code(m.cards[1]) for m in GAME.legal(scene.state, EAST) if m.flag == Flag.PURO and m.slots[0] == drawn
    }
    assert markers == {"GA", "YA", "RA", "WA"}
    scene.move(EAST, lambda m: m.flag == Flag.PURO and m.slots[0] == drawn and card_code(m.cards[1]) == "YA")
    assert scene.state.puro[EAST] == scene.slot_of(EAST, "YA")


def test_the_house_rule_lets_a_player_win_without_puro() -> None:
    hands = {SOUTH: "WS " + SOUTH_JUNK[:-3], EAST: EAST_READY}
    scene = Scene(SOUTH, make_deck(SOUTH, hands, "RX"), KuahoRules(win_without_puro=1))
    scene.discard(SOUTH, "WS")
    scene.move(EAST, KuahoMove(Kind.TAKE))
    scene.move(EAST, lambda m: m.kind == Kind.WIN)
    assert (scene.state.winner, scene.state.how) == (EAST, How.DISCARD)
    assert GAME.rule_values(scene.rules)["win_without_puro"] == 1
    assert GAME.rule_values(GAME.default_rules())["win_without_puro"] == 0  # off: the seed's guess
    house = Scene(SOUTH, make_deck(SOUTH, {SOUTH: SOUTH_JUNK, EAST: EAST_READY}, "RX", "WB YB"), scene.rules)
    house.discard(SOUTH, "RB")
    house.draw(EAST)
    house.discard(EAST, "WB", Flag.PURO)
    assert public_draw(house.draw(NORTH))
    assert GAME.waiting(house.state).seats == (EAST, NORTH)  # the drawer may win on it too, and comes first


def test_the_glossary_says_what_goes_with_a_card() -> None:
    assert TERMS["go-with"] == (
        "for a soldier, two soldiers of two other colours; for any other card, the two cards of its colour"
        " that make a sequence with it (never set partners)"
    )
