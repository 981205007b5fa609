"""Ma Diao through the game interface: the house rules under the conformance kit, the audit-only
must-follow breach, hostile moves refused with their reason, hidden plays, words, bots."""

from __future__ import annotations

import pytest

from tests.madiao_deals import all_pass, arrange, cards, dealt, down, step, up
from tusac_lan.detrng import DetRng
from tusac_lan.games import find_game
from tusac_lan.games.api import UNKNOWN, Moved, Refusal, Step
from tusac_lan.games.conformance import (
    Hand,
    check_audit,
    check_breach_caught,
    check_legal,
    check_peers_agree,
    check_refusals,
    check_replays_alike,
    check_views,
    random_hand,
)
from tusac_lan.games.madiao import GAME
from tusac_lan.games.madiao.cards import CARDS, by_name, suit_of
from tusac_lan.games.madiao.rules import MadiaoRules
from tusac_lan.games.madiao.state import Kind, Move, Phase
from tusac_lan.games.playout import play_hand


def test_the_registry_plays_ma_diao() -> None:
    assert find_game("madiao") is GAME
    assert GAME.seat_counts == (4,) and GAME.deck == 40 and GAME.bot_levels == ("beginner", "good", "expert")


@pytest.mark.parametrize("rules", [MadiaoRules(1, 0, 0), MadiaoRules(0, 1, 1), MadiaoRules(1, 1, 1)])
def test_every_contract_under_the_house_rules(rules: MadiaoRules) -> None:
    check_replays_alike(GAME, rules, 4, "house")
    for seed in ("a", "b"):
        hand = random_hand(GAME, rules, 4, f"house {seed}")
        check_views(GAME, hand)
        check_peers_agree(GAME, hand)
        check_legal(GAME, hand)
        check_audit(GAME, hand)
        check_refusals(GAME, hand, seed)


def _must_follow_breach() -> tuple[Hand, list[Step[Move]], int]:
    """A random must-follow hand where a seat played a card of the led suit face down and, later, a card
    of another suit face down: the two swapped break must-follow where only the audit sees it."""
    rules = MadiaoRules(must_follow=1)
    for attempt in range(200):
        hand = random_hand(GAME, rules, 4, f"breach {attempt}")
        steps = list(hand.played.steps)
        for position, first in enumerate(steps):
            state = hand.states[position]
            if not isinstance(first, Moved) or first.move.kind != Kind.DOWN:
                continue
            led = suit_of(state.cards[state.trick[0].slot])
            if suit_of(state.cards[first.move.slots[0]]) != led:
                continue
            for later, second in enumerate(steps[position + 1 :], position + 1):
                if not isinstance(second, Moved) or second.seat != first.seat or second.move.kind != Kind.DOWN:
                    continue
                if suit_of(state.cards[second.move.slots[0]]) != led:
                    steps[position], steps[later] = Moved(first.seat, second.move), Moved(first.seat, first.move)
                    return hand, steps, position
    raise AssertionError("no must-follow hand to break")


def test_the_audit_catches_a_face_down_card_that_does_not_follow() -> None:
    hand, steps, position = _must_follow_breach()
    check_breach_caught(GAME, hand, steps, position)
    finding = GAME.replay(hand.rules, 4, hand.starter, steps, hand.deck).finding
    assert finding is not None and finding.reason == "a player holding the led suit must follow it"


def _deal() -> tuple[int, ...]:
    return arrange(
        {0: cards("五索", "一銭", "二銭"), 1: cards("九索", "一索"), 3: cards("八索")},
        by_name("七索"),
        by_name("二十万"),
    )


def test_a_false_yishang_is_refused_with_its_reason_by_every_peer() -> None:
    state = dealt(_deal())
    hand = tuple(state.cards[s] for s in state.dealt[0])
    claim = Move(Kind.YISHANG, state.dealt[0], hand)
    for me in range(4):
        assert GAME.apply(GAME.view(state, me), 0, claim) == Refusal("the hand shown holds no 異賞")
    partial = Move(Kind.YISHANG, state.dealt[0][:4], hand[:4])
    assert GAME.apply(state, 0, partial) == Refusal("a declaration shows the whole hand")


def test_a_declaration_naming_cards_not_held_is_found_by_the_audit() -> None:
    deck = _deal()
    state = dealt(deck)
    lie = cards("万万", "九万", "九索", "空沒文", "六銭", "七銭", "三索", "四索")
    claim = Move(Kind.YISHANG, state.dealt[2], tuple(lie))
    assert isinstance(GAME.apply(state, 2, claim), Refusal)  # its own peer knows its hand
    steps: list[Step[Move]] = [Moved(0, Move(Kind.PASS)), Moved(1, Move(Kind.PASS)), Moved(2, claim)]
    finding = GAME.replay(MadiaoRules(), 4, 0, steps, deck).finding
    assert finding is not None and finding.position == 2 and finding.seat == 2


def test_face_up_plays_that_do_not_beat_or_cards_not_held_are_refused() -> None:
    deck = _deal()
    state = all_pass(dealt(deck))
    state = step(state, 0, up(state, by_name("五索")))
    assert GAME.apply(state, 1, up(state, by_name("一索"))) == Refusal(
        "a card played face up must be of the led suit and beat every card so far"
    )
    assert GAME.apply(state, 1, Move(Kind.UP, (state.dealt[0][1],), (by_name("一銭"),))) == Refusal(
        "the card played is not in this seat's hand"
    )
    peer = GAME.view(state, 2)
    wrong = Move(Kind.UP, (state.dealt[1][0],), (by_name("二銭"),))  # seat 0 holds 二銭
    assert GAME.apply(state, 1, wrong) == Refusal("the slot does not hold that card")
    seen_by_2 = set(peer.cards) | {state.cards[s] for s in state.dealt[1]}
    lie = next(c for c in range(by_name("六索"), by_name("九索") + 1) if c not in seen_by_2)
    assert not isinstance(GAME.apply(peer, 1, Move(Kind.UP, (state.dealt[1][0],), (lie,))), Refusal)
    steps: list[Step[Move]] = [Moved(s, Move(Kind.PASS)) for s in range(4)]
    steps += [Moved(0, up(state, by_name("五索"))), Moved(1, Move(Kind.UP, (state.dealt[1][0],), (lie,)))]
    finding = GAME.replay(MadiaoRules(), 4, 0, steps, deck).finding
    assert finding == (5, 1, "the slot does not hold that card")
    assert GAME.apply(state, 1, Move(Kind.DOWN, (state.dealt[1][0],), (by_name("九索"),))) == Refusal(
        "a card played face down is not named"
    )
    assert GAME.apply(state, 2, down(state, by_name("一銭"))) == Refusal("no move is owed by this seat")


def test_a_face_down_play_stays_unseen_until_the_audit_and_the_outcome_needs_it() -> None:
    deck = _deal()
    state = all_pass(dealt(deck))
    state = step(state, 0, up(state, by_name("五索")))
    state = step(state, 1, down(state, by_name("九索")))
    slot = state.trick[-1].slot
    assert not state.public[slot]
    for me in (0, 2, 3):
        assert GAME.view(state, me).cards[slot] == UNKNOWN
        assert GAME.public_digest(GAME.view(state, me)) == GAME.public_digest(state)
    assert GAME.hides(state, 1, Move(Kind.DOWN, (slot,))) == (slot,)


def test_an_honest_hand_ends_with_the_jiada_open_and_its_outcome_only_from_the_full_state() -> None:
    hand = random_hand(GAME, MadiaoRules(), 4, "honest")
    end = hand.played.state
    if end.tricks:
        assert end.public[38] and hand.played.steps[-1].reveal.to == -1  # type: ignore[union-attr]
    full = GAME.outcome(end)
    assert full is not None
    # A peer's view settles the hand only where the public cards decide it, and then as the audit does.
    assert GAME.outcome(GAME.view(end, 0)) in (None, full)


def test_the_narrator_tells_plays_in_chinese_with_a_reading() -> None:
    narrator = GAME.narrator()
    assert narrator.card_code(by_name("空沒文")) == "C0" and narrator.card_code(by_name("百万")) == "T100"
    state = all_pass(dealt(_deal()))
    after = step(state, 0, up(state, by_name("五索")))
    lines = narrator.tell(state, Moved(0, up(state, by_name("五索"))), after)
    assert lines == ["South leads 五索 (wǔ suǒ, 5 strings) face up"]
    later = step(after, 1, down(after, by_name("九索")))
    assert narrator.tell(after, Moved(1, down(after, by_name("九索"))), later) == ["East plays a card face down"]
    assert all(info.name and info.reading for info in CARDS)
    deck = arrange({2: cards("万万", "九万", "九索", "空沒文", "一銭", "二銭", "三銭", "四銭")}, by_name("二索"), 0)
    start = dealt(deck)
    claim = GAME.legal(start, 2)[-1]
    told = narrator.tell(start, Moved(2, claim), step(start, 2, claim))
    assert told[0].startswith("North declares 異賞 (yì shǎng): 万万 (wàn wàn, myriad myriads), 九万")


def test_bots_and_the_coach_choose_a_legal_move_from_the_view_alone() -> None:
    coach = GAME.coach()
    assert coach is not None
    for level in GAME.bot_levels:
        bot = GAME.make_bot(level, budget=16)
        hand = random_hand(GAME, MadiaoRules(), 4, f"bots {level}")
        for state in hand.states:
            for seat in GAME.waiting(state).seats:
                legal = GAME.legal(state, seat)
                view = GAME.view(state, seat)
                move = bot.choose(view, seat, legal)
                assert move in legal and bot.choose(view, seat, legal) == move
                assert coach.hint(view, seat, legal).move in legal
    with pytest.raises(ValueError):
        GAME.make_bot("master")


def test_a_headless_hand_between_bots_settles_zero_sum() -> None:
    deck = tuple(range(40))
    agents = [GAME.make_bot("good"), GAME.make_bot("beginner")] * 2
    played = play_hand(GAME, MadiaoRules(), 4, 0, deck, agents)
    assert played.state.phase == Phase.ENDED
    audit = GAME.replay(MadiaoRules(), 4, 0, played.steps, deck)
    assert audit.finding is None
    outcome = GAME.outcome(audit.state)
    assert outcome is not None and sum(outcome.payments) == 0


def _settlement(deck: tuple[int, ...], dealer: int, levels: list[str]) -> tuple[int, ...]:
    played = play_hand(GAME, MadiaoRules(), 4, dealer, deck, [GAME.make_bot(level) for level in levels])
    outcome = GAME.outcome(GAME.replay(MadiaoRules(), 4, dealer, played.steps, deck).state)
    assert outcome is not None
    return outcome.payments


def test_good_beats_beginner_on_rotated_duplicate_deals() -> None:
    """A small pin of scripts/bench_madiao.py's figure: the same deals, good in each seat in turn against
    three beginners, against four beginners."""
    rng = DetRng("madiao duplicate pin")
    difference = 0
    for index in range(30):
        deck = list(range(40))
        rng.shuffle(deck)
        base = _settlement(tuple(deck), index % 4, ["beginner"] * 4)
        for seat in range(4):
            levels = ["good" if s == seat else "beginner" for s in range(4)]
            difference += _settlement(tuple(deck), index % 4, levels)[seat] - base[seat]
    assert difference > 0
