"""The coach's figures and suggestion, from one seat's own information only."""

from __future__ import annotations

from tusac_lan.detrng import DetRng
from tusac_lan.games.four_colour.cards import parse_kind
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.bots.sampler import DealSampler
from tusac_lan.games.tusac.coach import Wait, advise
from tusac_lan.games.tusac.engine.actions import ActionType, ClaimKind, deal
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import HandState, Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import apply, legal_actions
from tusac_lan.games.tusac.headless import shuffled_deck

from .scenario import CLEAN_18, Table

REASONS = {
    "wins",
    "only_move",
    "keeps_ways_to_win",
    "dead_card",
    "least_trash",
    "claim_cuts_trash",
    "claim_scores",
    "not_worth_claiming",
    "best_playouts",
}


def test_trash_count_waits_and_a_discard_that_keeps_the_way_to_win() -> None:
    table = Table(0, {0: CLEAN_18 + " GX GY GS"})
    state = table.state
    advice = advise(state.view(0), 0, legal_actions(state, 0), budget=120)
    assert advice.trash == 3 and advice.waits == ()
    assert advice.suggestion is not None
    action = advice.suggestion.action
    assert action.type == ActionType.DISCARD and action.cards[0] >> 2 == parse_kind("GS")
    assert advice.suggestion.reason == "keeps_ways_to_win"
    assert dict(advice.suggestion.params)["n"] == 4 and dict(advice.suggestion.params)["kinds"] == 1
    data = advice.to_json()
    assert data["trash"] == 3 and data["waits"] == []
    assert data["suggestion"] == {
        "action": "discard",
        "claim": None,
        "cards": ["GS"],
        "reason": "keeps_ways_to_win",
        "params": dict(advice.suggestion.params),
    }
    after = table.discard(0, "GS")
    assert advise(after.view(0), 0).waits == (Wait(parse_kind("GZ"), 4, 7),)


def test_waits_of_a_hand_one_card_from_a_win_without_a_decision() -> None:
    table = Table(0, {0: CLEAN_18 + " GS GS WS", 1: CLEAN_18 + " GX GY"})
    state = table.discard(0, "WS")
    state = table.act(next(a for a in legal_actions(state, 1) if a.type == ActionType.PASS))
    # East passed on WS; South's later GZ discard would be East's win: check the advice East gets then.
    for seat in state.awaiting():
        table.act(next(a for a in legal_actions(state, seat) if a.type == ActionType.PASS))
    state = table.state
    assert state.phase == Phase.DRAW
    advice = advise(state.view(1), 1)
    assert advice.trash == 2 and [w.kind for w in advice.waits] == [parse_kind("GZ")]
    assert advice.suggestion is None


def _decisions(seed: int, count: int) -> list[tuple[HandState, int]]:
    """Full states with a seat to decide (two or more legal actions), from a hand of greedy bots."""
    rng = DetRng(f"coach:{seed}")
    state, _ = apply(new_hand(RuleSet(), rng.below(4)), deal(shuffled_deck(rng)))
    bot = GreedyBot()
    found: list[tuple[HandState, int]] = []
    while state.phase != Phase.ENDED and len(found) < count:
        seat = state.awaiting()[0]
        legal = legal_actions(state, seat)
        if len(legal) > 1 and rng.below(3) == 0:
            found.append((state, seat))
        state, _ = apply(state, legal[0] if len(legal) == 1 else bot.choose(state.view(seat), seat, legal))
    return found


def test_the_advice_depends_only_on_the_seats_own_information() -> None:
    checked = 0
    for seed in range(3):
        for state, seat in _decisions(seed, 4):
            view = state.view(seat)
            legal = legal_actions(state, seat)
            # the same view, with every card the seat has not seen dealt differently
            other = DealSampler(view, seat, trust_passes=False).sample(DetRng(f"other:{seed}"))
            assert other.cards != state.cards and other.keys != state.keys
            advice = advise(view, seat, legal, budget=24)
            assert advise(other.view(seat), seat, legal, budget=24) == advice
            assert advise(other, seat, legal, budget=24) == advice  # even handed the full state
            suggestion = advice.suggestion
            assert suggestion is not None and suggestion.action in legal
            assert suggestion.reason in REASONS
            assert all(isinstance(name, str) and isinstance(value, int) for name, value in suggestion.params)
            checked += 1
    assert checked >= 6


def test_the_coach_suggests_the_win_and_gives_claims_a_reason() -> None:
    table = Table(0, {0: CLEAN_18 + " GZ RS WS", 1: CLEAN_18 + " GX GY"})
    state = table.discard(0, "GZ")
    advice = advise(state.view(1), 1, legal_actions(state, 1), budget=40)
    assert advice.suggestion is not None
    assert advice.suggestion.action.claim == ClaimKind.WIN and advice.suggestion.reason == "wins"
    assert dict(advice.suggestion.params)["points"] == 7
    fillers = CLEAN_18.rsplit(" ", 1)[0]  # a trash-free hand less one card: YX YY stay as trash
    table = Table(0, {0: CLEAN_18 + " GS RS WS", 1: fillers + " GS GS"})
    state = table.discard(0, "GS")
    legal = legal_actions(state, 1)
    assert any(a.type == ActionType.CLAIM and a.claim == ClaimKind.PONG for a in legal)
    advice = advise(state.view(1), 1, legal, budget=40)
    assert advice.suggestion is not None and advice.suggestion.reason in REASONS
    assert advice.trash == 3


def test_the_coach_panel_is_off_by_default_and_shows_only_the_players_own_information(qtbot) -> None:  # type: ignore[no-untyped-def]
    from tusac_lan.games.tusac.client.coach_panel import CoachPanel

    panel = CoachPanel(budget=24)
    qtbot.addWidget(panel)
    state, seat = _decisions(1, 1)[0]
    legal = legal_actions(state, seat)
    panel.show_view(state.view(seat), seat, legal)
    assert not panel.isVisibleTo(panel.parentWidget() or panel) and panel.advice is None and panel.text.text() == ""
    panel.set_enabled(True)
    with qtbot.waitSignal(panel.advice_ready, timeout=30_000):
        panel.show_view(state.view(seat), seat, legal)
    assert panel.advice == advise(state.view(seat), seat, legal, budget=24)
    shown = panel.text.text()
    assert "Trash in your hand" in shown and "Suggestion:" in shown
    # every card the player has not seen dealt differently, or the full state handed over: the same words
    other = DealSampler(state.view(seat), seat, trust_passes=False).sample(DetRng("panel"))
    for leaky in (other, other.view(seat)):
        twin = CoachPanel(budget=24)
        qtbot.addWidget(twin)
        twin.set_enabled(True)
        with qtbot.waitSignal(twin.advice_ready, timeout=30_000):
            twin.show_view(leaky, seat, legal)
        assert twin.text.text() == shown
    panel.set_enabled(False)
    assert panel.advice is None and panel.text.text() == ""


def test_the_coach_panel_names_the_cards_waited_for() -> None:
    from tusac_lan.games.tusac.client.coach_panel import advice_lines

    table = Table(0, {0: CLEAN_18 + " GX GY GS"})
    after = table.discard(0, "GS")
    lines = advice_lines(advise(after.view(0), 0))
    assert lines[0] == "Trash in your hand: 2"
    assert lines[1] == "One card from a win: you wait for GZ (4 unseen, 7 points)"
    assert len(lines) == 2


def test_the_table_page_offers_the_coach_only_where_allowed_and_off_until_turned_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    from qt_ui.snapshot import Snapshot
    from qt_ui.table_page import TablePage

    page = TablePage("")
    qtbot.addWidget(page)
    state, seat = _decisions(2, 1)[0]
    snapshot = Snapshot(("S", "E", "N", "W"), seat, view=state.view(seat), legal=tuple(legal_actions(state, seat)))
    page.show_snapshot(snapshot)
    assert not page.coach_toggle.isVisibleTo(page) and not page.coach.isVisibleTo(page)
    assert page.coach.advice is None
    page.allow_coach(True)  # a table of bots
    assert page.coach_toggle.isVisibleTo(page) and not page.coach_toggle.isChecked()
    assert not page.coach.isVisibleTo(page)
    page.coach.budget = 24
    with qtbot.waitSignal(page.coach.advice_ready, timeout=30_000):
        page.coach_toggle.setChecked(True)
    assert page.coach.isVisibleTo(page)
    assert page.coach.advice is not None and page.coach.advice.suggestion is not None
    assert "Suggestion:" in page.coach.text.text()
    page.show_snapshot(Snapshot(("S", "E", "N", "W"), seat))  # between hands: nothing to advise on
    assert page.coach_toggle.isChecked() and not page.coach.isVisibleTo(page), "no empty Coach box"
    page.allow_coach(False)  # a LAN table: gone, and off
    assert not page.coach_toggle.isVisibleTo(page) and not page.coach.isVisibleTo(page)
    assert page.coach.advice is None


def test_the_coach_thinks_off_the_window_thread_and_drops_stale_advice(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import threading

    from PySide6.QtCore import QCoreApplication

    from tusac_lan.games.tusac.client.coach_panel import CoachPanel

    panel = CoachPanel(budget=24)
    qtbot.addWidget(panel)
    panel.set_enabled(True)
    (first, first_seat), (second, second_seat) = _decisions(3, 2)
    threads: list[threading.Thread] = []

    def watched(*args, **kwargs):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread())
        return advise(*args, **kwargs)

    monkeypatch.setattr("tusac_lan.games.tusac.client.coach_panel.advise", watched)
    shown: list[object] = []
    panel.advice_ready.connect(shown.append)
    panel.show_view(first.view(first_seat), first_seat, legal_actions(first, first_seat))
    assert panel.text.text() == "Thinking…" and panel.advice is None  # the window did not wait
    # the table moves on before the first advice comes: only the second view's advice is shown
    with qtbot.waitSignal(panel.advice_ready, timeout=30_000):
        panel.show_view(second.view(second_seat), second_seat, legal_actions(second, second_seat))
    legal = legal_actions(second, second_seat)
    assert shown == [advise(second.view(second_seat), second_seat, legal, budget=24)]
    assert panel.advice == shown[0]
    assert threads and all(t is not threading.main_thread() for t in threads)
    # turned off while thinking: the advice that comes is dropped
    panel.show_view(first.view(first_seat), first_seat, legal_actions(first, first_seat))
    panel.set_enabled(False)
    assert panel.wait_idle(30_000)
    QCoreApplication.processEvents()  # the worker's queued answer is delivered, and dropped
    assert panel.advice is None and panel.text.text() == "" and len(shown) == 1


def test_the_coach_words_a_claim_without_cards_from_the_hand_and_one_way_to_win() -> None:
    """Issue 22, point 10: not "Take the general with : …" nor "keeps 1 ways"."""
    from tusac_lan.games.tusac.client.coach_panel import action_words, reason_words
    from tusac_lan.games.tusac.coach import Suggestion
    from tusac_lan.games.tusac.engine.actions import Action

    lone = Action(ActionType.CLAIM, 0, ClaimKind.LONE)
    assert action_words(lone) == "Take the general"
    one = Suggestion(lone, "keeps_ways_to_win", (("n", 3), ("kinds", 1)))
    assert reason_words(one) == "keeps 1 way to win (3 such cards unseen)"
    two = Suggestion(lone, "keeps_ways_to_win", (("n", 5), ("kinds", 2)))
    assert reason_words(two) == "keeps 2 ways to win (5 such cards unseen)"
