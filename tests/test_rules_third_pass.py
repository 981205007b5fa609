"""The third reading of the seeds: who starts after a hand without a winner, a fair first starter, and
every rule option settable from every command."""

from __future__ import annotations

import hashlib
import io
from collections.abc import Sequence
from dataclasses import fields
from itertools import islice

import pytest

from tests.scenario import Table, make_deck
from tusac_lan.games.four_colour.cards import parse_kind
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind
from tusac_lan.games.tusac.engine.rules import (
    FIRST_STARTER_TWO_DICE,
    KONG_OFFSETS_PAYMENT,
    KONG_PAID_BY_OTHERS,
    KONG_PAID_WITH_DEALT,
    NEXT_AFTER_CURRENT,
    RULE_CHOICES,
    RuleError,
    RuleSet,
)
from tusac_lan.games.tusac.engine.scoring import settled
from tusac_lan.games.tusac.engine.session import SessionState, die_faces, first_starter, next_starter, throw_for_starter
from tusac_lan.games.tusac.engine.sets import SetKind
from tusac_lan.games.tusac.engine.state import Phase
from tusac_lan.games.tusac.hand_end import payment_parts
from tusac_lan.games.tusac.headless import play_hand
from tusac_lan.games.tusac.text_hand_end import describe_hand_end
from tusac_lan.terminal.cli import _rules_from_args as rules_from_args
from tusac_lan.terminal.cli import build_parser, main

SOUTH, EAST, NORTH, WEST = range(4)


def played_out(rules: RuleSet) -> tuple[Table, int]:
    """East starts; nobody can win (100 points needed) or takes anything: the deck runs down. Returns the
    table and the seat that showed the hand's last card."""
    table = Table(EAST, {EAST: "GS"}, rules=rules)
    table.discard(EAST, "GS")
    table.pass_rest()
    shower = EAST
    while table.state.phase != Phase.ENDED:
        table.draw()
        shower = table.state.current
        table.pass_rest()
    return table, shower


def test_after_a_hand_without_winner_001_the_seat_after_the_starter_starts() -> None:
    table, _ = played_out(RuleSet(min_win_points=100))
    result = table.state.result
    assert result is not None and result.winner == -1
    session = SessionState.start(table.state.rules, EAST).after(result, table.state.current)
    assert session.starter == NORTH


def test_after_a_hand_without_winner_000_the_seat_after_the_current_player_starts() -> None:
    """000: 無勝者の場合は、現在の親の次のプレイヤーがスターターになります (親: the player whose turn it is)."""
    rules = RuleSet(min_win_points=100, next_after_no_winner=NEXT_AFTER_CURRENT)
    table, shower = played_out(rules)
    result = table.state.result
    assert result is not None and result.winner == -1
    after = SessionState.start(rules, EAST).after(result, table.state.current)
    assert after.starter == (shower + 1) % 4
    assert after.starter != NORTH, "this deal tells the two readings apart"
    assert next_starter(result, EAST, rules, table.state.current) == after.starter


def test_a_winner_starts_the_next_hand_under_either_reading() -> None:
    table, _ = played_out(RuleSet(min_win_points=100))
    won = table.state.result._replace(winner=WEST)  # type: ignore[union-attr]
    for reading in (0, 1):
        assert next_starter(won, EAST, RuleSet(next_after_no_winner=reading), SOUTH) == WEST


def test_die_faces_have_no_modulo_bias() -> None:
    """Bytes 252..255 are thrown away, so each face stands for exactly 42 of the 252 kept byte values."""
    faces = list(islice(die_faces(bytes(range(252))), 252))
    assert all(faces.count(face) == 42 for face in range(1, 7))
    assert next(die_faces(bytes([252, 253, 254, 255, 0]))) == 1


def test_four_dice_give_each_seat_a_quarter_of_the_first_hands() -> None:
    """100,000 first starters drawn as the table draws them (from joint randomness): each seat's share is
    within 0.5 % of 25 %. The two dice counted from South gave South 22.2 % and North 27.8 %."""
    rules = RuleSet()
    draws = 100_000
    counts = [0, 0, 0, 0]
    for i in range(draws):
        joint = hashlib.blake2b(i.to_bytes(8, "big"), digest_size=32).digest()
        counts[first_starter(rules, joint[16:])] += 1
    shares = [c / draws for c in counts]
    assert all(abs(share - 0.25) < 0.005 for share in shares), shares
    legacy = [0, 0, 0, 0]
    two_dice = RuleSet(first_starter=FIRST_STARTER_TWO_DICE)
    for a in range(6):
        for b in range(6):
            legacy[first_starter(two_dice, bytes([a, b]))] += 1
    assert legacy == [8, 9, 10, 9], "the old rule, kept for the files made under it"


def test_tied_seats_throw_again_and_the_throws_are_shown() -> None:
    # First bytes: 5 and 5 tie for the top (faces 6 and 6) between South and North; they throw again.
    throw = throw_for_starter(bytes([5, 0, 5, 1, 2, 3]))
    assert throw.rounds == ((6, 1, 6, 2), (3, 0, 4, 0))
    assert throw.starter == NORTH


@pytest.mark.parametrize("command", ["analyze", "play", "peer", "sim"])
def test_every_rule_option_is_a_flag_of_every_command(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"], io.StringIO(), io.StringIO())
    shown = capsys.readouterr().out
    for f in fields(RuleSet):
        assert "--" + f.name.replace("_", "-") in shown, (command, f.name)


@pytest.mark.parametrize("command", ["analyze", "play", "peer", "sim"])
def test_every_command_sets_every_rule_option(command: str) -> None:
    argv = [command]
    expected = {}
    for f in fields(RuleSet):
        default = getattr(RuleSet(), f.name)
        if f.name in RULE_CHOICES:
            words = RULE_CHOICES[f.name]
            value, word = next((v, w) for v, w in enumerate(words) if v != default)
        else:
            value = default + 1
            word = str(value)
        argv += ["--" + f.name.replace("_", "-"), word]
        expected[f.name] = value
    if command == "analyze":
        argv.append("GA")
    if command == "peer":
        argv += ["--host", "127.0.0.1:0"]
    assert rules_from_args(build_parser().parse_args(argv)).to_dict() == expected


def test_a_table_of_the_earlier_rules_keeps_its_bytes_and_the_new_options_are_canonical() -> None:
    earlier = [6, 2, 3, 3, 1, 0, 1, 0, 0]
    old = RuleSet.from_canonical(earlier)
    assert (old.final_pong_wins, old.next_after_no_winner, old.first_starter) == (0, 0, 0)
    assert old.to_canonical() == earlier
    assert RuleSet().to_canonical() == [*earlier[:-1], 2, 1, 0, 1]
    assert RuleSet.from_canonical(RuleSet().to_canonical()) == RuleSet()
    with pytest.raises(RuleError, match="canonical"):
        RuleSet.from_canonical([*earlier, 0])
    with pytest.raises(RuleError):
        RuleSet.from_canonical(earlier[:-1])


# --- a loser's four held from the deal (seed 000) -------------------------------------------------------

WINNING_SOUTH = "RA RB RC WA WB WC YA YB YC RX RY RZ WX WY WZ YX YY YZ GS RS"


def south_wins_with_north_holding_a_four(rules: RuleSet) -> Table:
    """East discards YS; South wins on it (soldier chow); North holds four GX from the deal."""
    table = Table(EAST, {SOUTH: WINNING_SOUTH, NORTH: "GX GX GX GX", EAST: "YS"}, rules=rules)
    table.discard(EAST, "YS")
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert table.state.result is not None and table.state.result.winner == SOUTH
    return table


def test_seed_000_a_losers_four_held_from_the_deal_is_paid_8_by_each_other_seat() -> None:
    """000: a loser with a Kong is paid by the others by its Kong points, and a Kong held from the deal
    is worth 8. The hand's live result cannot know a loser's hidden four; the settled hand (every hand
    known: the audit's replay at a table) pays it."""
    table = south_wins_with_north_holding_a_four(RuleSet(stake=2))
    live = table.state.result
    assert live is not None
    points = live.points
    done = settled(table.state).result
    assert done is not None
    assert done.payments == (
        3 * points * 2 - 16,
        -points * 2 - 16,
        -points * 2 + 3 * 16,
        -points * 2 - 16,
    )
    assert sum(done.payments) == 0
    parts = payment_parts(settled(table.state))
    assert [sum(p.amount for p in seat) for seat in parts] == list(done.payments)
    assert any(p.why == "dealt_four_earns" and p.each == 16 for p in parts[NORTH])
    assert "four held from the deal" in describe_hand_end(settled(table.state), 1, done.payments, 1)


@pytest.mark.parametrize("reading", [KONG_PAID_BY_OTHERS, KONG_OFFSETS_PAYMENT])
def test_the_other_kong_readings_leave_a_four_in_hand_unpaid(reading: int) -> None:
    table = south_wins_with_north_holding_a_four(RuleSet(kong_payment=reading))
    assert settled(table.state) is table.state


def test_a_hand_not_fully_known_is_not_settled_yet() -> None:
    table = south_wins_with_north_holding_a_four(RuleSet())
    view = table.state.view(SOUTH)
    assert settled(view) is view, "a peer's live view does not know North's four"


def test_headless_play_settles_the_four_held_from_the_deal() -> None:
    deck = make_deck(EAST, {SOUTH: WINNING_SOUTH, NORTH: "GX GX GX GX", EAST: "YS"})

    class Discards:
        def choose(self, view: object, seat: int, legal: Sequence[Action]) -> Action:
            wins = [a for a in legal if a.type == ActionType.CLAIM and a.claim == ClaimKind.WIN]
            discards = [a for a in legal if a.type == ActionType.DISCARD]
            passes = [a for a in legal if a.type == ActionType.PASS]
            return (wins or [d for d in discards if d.cards[0] >> 2 == parse_kind("YS")] or passes or legal)[0]

    state, _ = play_hand(RuleSet(), EAST, deck, [Discards()] * 4)  # type: ignore[list-item]
    assert state.result is not None and state.result.winner == SOUTH
    assert state.result.payments[NORTH] == -state.result.points + 24


# --- house rules Vietnamese players ask for -------------------------------------------------------------

KONG_WAIT = "RA RB RC WA WB WC YA YB YC RX RY RZ WX WY WZ GX GX GX GA YA"


def south_wins_on_easts_discard(south: str, card: str, rules: RuleSet) -> Table:
    table = Table(EAST, {SOUTH: south, EAST: card}, rules=rules)
    table.discard(EAST, card)
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert table.state.result is not None and table.state.result.winner == SOUTH
    return table


def test_toi_quan_a_win_whose_card_makes_a_four_pays_double() -> None:
    plain = south_wins_on_easts_discard(KONG_WAIT, "GX", RuleSet()).state.result
    double = south_wins_on_easts_discard(KONG_WAIT, "GX", RuleSet(four_win_double=1)).state
    assert plain is not None and double.result is not None
    assert double.result.win_sets[0][0] == SetKind.KONG and double.result.points == plain.points
    p = plain.points
    assert plain.payments == (3 * p, -p, -p, -p)
    assert double.result.payments == (6 * p, -2 * p, -2 * p, -2 * p)
    parts = payment_parts(double)
    assert [sum(x.amount for x in seat) for seat in parts] == list(double.result.payments)
    assert parts[EAST][0].why == "pays_win_double"


def test_toi_quan_does_not_double_a_win_made_otherwise() -> None:
    table = south_wins_on_easts_discard(WINNING_SOUTH, "YS", RuleSet(four_win_double=1))
    result = table.state.result
    assert result is not None and result.payments == (3 * result.points, -result.points, -result.points, -result.points)


@pytest.mark.parametrize("kong_payment", [KONG_PAID_WITH_DEALT, KONG_OFFSETS_PAYMENT])
def test_luat_den_the_discarder_pays_the_win_for_the_whole_table(kong_payment: int) -> None:
    rules = RuleSet(discarder_pays=1, kong_payment=kong_payment)
    state = south_wins_on_easts_discard(WINNING_SOUTH, "YS", rules).state
    result = state.result
    assert result is not None and result.paid_by == EAST
    p = result.points
    assert result.payments == (3 * p, -3 * p, 0, 0)
    parts = payment_parts(state)
    assert [sum(x.amount for x in seat) for seat in parts] == list(result.payments)
    assert parts[EAST][0].why == "pays_win_for_table"
    assert [(x.why, x.other, x.each) for x in parts[SOUTH]] == [("wins_from_discarder", EAST, 3 * p)]
    assert not parts[NORTH] and not parts[WEST]
    assert "every loser's share" in describe_hand_end(state, 1, result.payments, 1)


def test_luat_den_leaves_a_win_on_a_drawn_card_paid_by_every_loser() -> None:
    table = Table(WEST, {SOUTH: WINNING_SOUTH, WEST: "GS"}, deck_top="YS", rules=RuleSet(discarder_pays=1))
    table.discard(WEST, "GS")
    table.pass_rest()
    table.draw()
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    result = table.state.result
    assert result is not None and result.winner == SOUTH and result.paid_by == -1
    assert result.payments == (3 * result.points, -result.points, -result.points, -result.points)


def test_a_result_without_the_house_rule_keeps_its_hashed_form() -> None:
    """paid_by reaches the state hash only under luật đền, so every other hand hashes as before."""
    plain = south_wins_on_easts_discard(WINNING_SOUTH, "YS", RuleSet()).state
    den = south_wins_on_easts_discard(WINNING_SOUTH, "YS", RuleSet(discarder_pays=1)).state
    assert len(plain.to_canonical()[13]) == 5 and len(den.to_canonical()[13]) == 6
