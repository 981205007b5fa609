"""The client's reducer is a pure function of plain values: tested here without Qt."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

from qt_ui.snapshot import ClientState, Trouble, new_state, reduce
from tests.scenario import Table
from tusac_lan.games.tusac.engine.actions import Action, ClaimKind
from tusac_lan.games.tusac.engine.state import HandState
from tusac_lan.games.tusac.engine.transitions import legal_actions
from tusac_lan.games.tusac.story import StoryStep, story
from tusac_lan.peer.events import CutOffFromAll, PeerAway, PeerBack, PeerGaveUp, PeerLink, SeatedAtTable, SeatListing
from tusac_lan.peer.problems import Problem
from tusac_lan.table.events import DecisionNeeded, FilesUnwritten, FilesWritten, Gathering, HandStarted, TurnApplied

SOUTH, EAST, NORTH, WEST = range(4)
NAMES = ("Lan", "An", "Bình", "Chi")


class PlainWords:
    """Words that say which text the reducer asked for, and with what."""

    def state(self, state: HandState, me: int, names: tuple[str, ...] = ()) -> str:
        return f"state {state.phase.name} turn {state.turn}"

    def shuffling(self) -> str:
        return "shuffling"

    def gathering(self, players: tuple[str, ...]) -> str:
        return f"gathering {' '.join(players)}"

    def claim_lost(self, winner: str, now: str) -> str:
        return f"lost to {winner}; {now}"

    def hand_heading(self, number: int) -> str:
        return f"hand {number + 1}"

    def dice(self, rounds: tuple[tuple[int, ...], ...], starter: int, names: tuple[str, ...]) -> str:
        return f"dice {starter}"

    def story(self, trace: list[tuple[Action, HandState]]) -> list[StoryStep]:
        return story(trace)

    def move(self, step: StoryStep, names: tuple[str, ...]) -> str:
        return f"{step.kind} {names[step.seat]}"

    def shown_names(self, names: tuple[str, ...], bots: tuple[str, ...] | None) -> tuple[str, ...]:
        return names

    def player(self, names: tuple[str, ...], seat: int) -> str:
        return names[seat]

    def rejoined(self, hand: int) -> str:
        return f"rejoined {hand}"

    def waiting_for_answer(self) -> str:
        return "answer?"

    def seat_taken(self, host: str) -> str:
        return f"seat taken at {host}"

    def waiting_for_seat(self) -> str:
        return "waiting for seat"

    def back(self, who: tuple[str, ...]) -> str:
        return f"{', '.join(who)} is back"

    def gave_up(self, players: tuple[str, ...], waited: float) -> str:
        return f"{', '.join(players)} gave up after {waited:.0f}"

    def gave_up_now(self, players: tuple[str, ...]) -> str:
        return f"{', '.join(players)} given up now"

    def cut_off(self, players: tuple[str, ...]) -> str:
        return f"cut off from {', '.join(players)}"

    def left_table(self, who: str) -> str:
        return f"{who} left"

    def stopped_unproven(self, who: str, said: str) -> str:
        return f"{who} stopped: {said}"

    def withheld(self, who: str) -> str:
        return f"{who} withheld"

    def out_of_time(self, who: str) -> str:
        return f"{who} out of time"

    def out_of_time_mine(self) -> str:
        return "you out of time"

    def withheld_word(self, who: str, signer: str) -> str:
        return f"{who} withheld, on {signer}'s word"

    def broke_protocol(self, who: str, reason: str) -> str:
        return f"{who} broke: {reason}"

    def desync(self, turn: int, who: str) -> str:
        return f"desync {turn} {who}"

    def files_unwritten(self, directory: str, files: int, full: bool) -> str:
        return f"unwritten {files} {directory} {'full' if full else 'refused'}"

    def files_written(self, directory: str) -> str:
        return f"written {directory}"

    def table_rules(self, listing: SeatListing) -> list[str]:
        return ["waits for answers"] if listing.waits_for_answers else []

    def a_player(self) -> str:
        return "a player"

    def several_players(self) -> str:
        return "several"

    def played_by_bot(self, line: str) -> str:
        return f"{line} [bot]"

    def notice(self, told: Problem) -> str:
        return f"notice {told.kind}"

    def goes_on(self) -> str:
        return "goes on"

    def continued(
        self,
        before: SeatListing | None,
        after: SeatListing,
        names: tuple[str, ...],
        replaced: dict[int, str],
        returned: bool,
    ) -> list[str]:
        return ["continued"]

    def sorted_hands(self, full: HandState) -> tuple[list[tuple[list[int], bool]], ...]:
        return ()


WORDS = PlainWords()


def run(state: ClientState, *events: object, now: float = 100.0) -> ClientState:
    for event in events:
        state = reduce(state, event, now, WORDS, rejoin_wait=300.0)
    return state


def started() -> ClientState:
    return run(new_state(), HandStarted(0, NAMES, WEST))


def test_the_reducer_and_its_inputs_import_no_qt() -> None:
    code = "import sys, qt_ui.snapshot, tests.scenario; sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_hand_starts_with_its_heading_and_the_players_seat() -> None:
    state = started()
    snap = state.snapshot
    assert (snap.names, snap.me, snap.hand_no, snap.status, snap.log) == (NAMES, WEST, 0, "shuffling", ("hand 1",))
    assert state.me == WEST and state.table_hand == 0


def test_an_event_that_shows_nothing_keeps_the_snapshot() -> None:
    state = started()
    listing = SeatListing(WEST, NAMES, ("", "good", "good", ""), ("",) * 4, 0, ())
    after = run(state, SeatedAtTable(listing))
    assert after.snapshot is state.snapshot and after.bots == listing.bots


def test_a_seat_has_one_current_status() -> None:
    state = run(started(), PeerAway("", "An", (EAST,), 60.0))
    assert state.snapshot.trouble == (Trouble((EAST,), 160.0),)
    state = run(state, PeerBack("", "An", (EAST,)), PeerLink((EAST,), up=True))
    assert state.snapshot.trouble == ()
    assert state.snapshot.alerts == ("An is back",), "back once, and never beside a countdown for the same seat"
    state = run(state, PeerLink((EAST,), up=False), now=110.0)
    assert state.snapshot.trouble == (Trouble((EAST,), 410.0),) and state.snapshot.alerts == ()
    state = run(state, PeerGaveUp("", "An", (EAST,), 300.0))
    assert state.snapshot.trouble == () and state.snapshot.alerts == ("An gave up after 300",)


def test_cut_off_from_every_other_player_past_the_wait_is_one_line_until_they_are_back() -> None:
    """Issue 24 point 6: a peer cut off past the wait keeps waiting and says so every few seconds (in the
    player's words, not the peer's English): one status line naming the players as the table does, in place
    of their countdowns, gone when they are back."""
    state = run(started(), PeerAway("", "An", (EAST,), 60.0), PeerAway("", "Bình", (NORTH,), 60.0))
    cut = CutOffFromAll("English words", ("An", "Bình"))
    state = run(state, cut, cut, cut)
    assert state.snapshot.alerts == ("cut off from An, Bình",)
    # Their countdowns go (the wait is over), and with them Go on with a bot now (this side cannot).
    assert state.snapshot.trouble == ()
    state = run(state, PeerBack("", "An", (EAST,)), PeerBack("", "Bình", (NORTH,)))
    assert state.snapshot.alerts == ("An is back", "Bình is back")


def test_seats_that_went_away_together_come_back_one_by_one() -> None:
    state = run(started(), PeerAway("", "An", (EAST, NORTH), 60.0), PeerBack("", "An", (EAST,)))
    assert state.snapshot.trouble == (Trouble((NORTH,), 160.0),), "East is back; only North is still counted"
    state = run(state, PeerLink((NORTH,), up=False))
    # One countdown per seat: the session loop's (it knows the time left), not a new one for the link's silence.
    assert state.snapshot.trouble == (Trouble((NORTH,), 160.0),), "one countdown per seat, the loop's"
    assert state.snapshot.alerts == ("An is back",)


def test_status_lines_keep_the_newest_three_each_once() -> None:
    state = started()
    for seat in (EAST, NORTH, WEST, SOUTH):
        state = run(state, PeerBack("", NAMES[seat], (seat,)))
    state = run(state, PeerBack("", "Chi", (WEST,)))
    assert state.snapshot.alerts == ("Bình is back", "Lan is back", "Chi is back")
    assert len(state.alert_seats) == len(state.snapshot.alerts)


def test_a_full_disk_is_one_status_line_replaced_when_the_files_are_written() -> None:
    state = run(started(), PeerBack("", "An", (EAST,)), FilesUnwritten("/h", "No space left on device", 2))
    assert state.snapshot.alerts == ("An is back", "unwritten 2 /h full")
    state = run(state, FilesUnwritten("/h", "No space left on device", 3))
    assert state.snapshot.alerts == ("An is back", "unwritten 3 /h full"), "the newer word replaces the older"
    state = run(state, FilesWritten("/h", 3))
    assert state.snapshot.alerts == ("An is back", "written /h")


def claim_window() -> tuple[Table, HandState, list[Action]]:
    """South discards GX; East may chow it and West may pong it."""
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    discarded = table.act(table.find(SOUTH, None, "GX"))
    return table, discarded, legal_actions(discarded, WEST)


def test_an_offer_stands_while_the_other_seats_answer() -> None:
    table, discarded, offered = claim_window()
    state = run(started(), DecisionNeeded(WEST, discarded.view(WEST), tuple(offered)))
    assert state.snapshot.legal == tuple(offered) and state.snapshot.offer == 1
    east = table.find(EAST, ClaimKind.CHOW, "GY GZ")
    answered = table.act(east)
    assert answered.turn != discarded.turn, "another seat's answer moves the turn on"
    state = run(state, TurnApplied(answered, 1, discarded, (east,)))
    assert state.snapshot.legal == tuple(offered), "the player's question still stands"
    west = table.find(WEST, ClaimKind.PONG, "GX GX")
    taken = table.act(west)
    state = run(state, TurnApplied(taken, 2, answered, (west,)))
    assert state.snapshot.legal == (), "answered: nothing is asked any more"


def test_the_same_moves_asked_again_are_a_new_offer() -> None:
    _, discarded, offered = claim_window()
    asked = DecisionNeeded(WEST, discarded.view(WEST), tuple(offered))
    first = run(started(), asked)
    again = run(replace(first, snapshot=replace(first.snapshot, legal=())), asked)
    assert again.snapshot.legal == first.snapshot.legal and again.snapshot.offer == first.snapshot.offer + 1


def test_a_move_is_told_once_in_the_log() -> None:
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    dealt = table.state
    discard = table.find(SOUTH, None, "GX")
    discarded = table.act(discard)
    state = run(started(), TurnApplied(discarded, 0, None, ()))
    assert state.snapshot.log == ("hand 1",), "a turn without moves tells nothing"
    state = run(state, TurnApplied(discarded, 0, dealt, (discard,)))
    assert state.snapshot.log == ("hand 1", "discard Lan") and state.snapshot.mover == SOUTH
    again = run(state, TurnApplied(discarded, 0, dealt, ()))
    assert again.snapshot.log == state.snapshot.log


def test_a_player_given_up_at_the_players_word_is_told_so() -> None:
    state = run(started(), PeerAway("", "An", (EAST,), 600.0))
    state = run(state, PeerGaveUp("", "An", (EAST,), 600.0, now=True))
    assert state.snapshot.trouble == () and state.snapshot.alerts == ("An given up now",)


def test_the_players_own_clock_runs_from_the_move_time_and_stops_when_a_bot_played() -> None:
    from qt_ui.status_words import own_clock_text
    from tusac_lan.peer.events import MoveTime, OutOfTime

    _, discarded, offered = claim_window()
    asked = run(started(), DecisionNeeded(WEST, discarded.view(WEST), tuple(offered)))
    timed = reduce(asked, MoveTime(WEST, 50.0), 100.0, WORDS)
    assert timed.snapshot.own_due == 150.0
    assert run(asked, MoveTime(EAST, 50.0)).snapshot.own_due == 0.0, "another seat's clock is not this player's"
    assert run(asked, MoveTime(WEST, None)).snapshot.own_due == 0.0, "no limit: no clock"
    warned = reduce(timed, MoveTime(WEST, 14.0, warning=True), 137.0, WORDS)
    assert warned.snapshot.own_due == 151.0
    ran_out = run(warned, OutOfTime("you ran out of time", NAMES[WEST], WEST, True))
    assert ran_out.snapshot.legal == () and ran_out.snapshot.own_due == 0.0
    assert ran_out.snapshot.alerts[-1] == "you out of time"
    # The move the bot played may bring this seat's next decision before the notice is read (a general
    # taken, then its discard): that offer stays (the evening's lockout: no Discard until the bot played it).
    turn = discarded.view(WEST).turn
    later = run(asked, DecisionNeeded(WEST, discarded.view(WEST)._replace(turn=turn + 1), tuple(offered)))
    kept = run(later, OutOfTime("you ran out of time", NAMES[WEST], WEST, True, turn))
    assert kept.snapshot.legal == tuple(offered) and kept.snapshot.alerts[-1] == "you out of time"
    other = run(started(), OutOfTime("An ran out of time", NAMES[EAST], EAST, False))
    assert other.snapshot.alerts[-1] == "An out of time"
    # The status line, in words: nothing without a clock; the time left; a warning near the end.
    snap = timed.snapshot
    assert own_clock_text(ran_out.snapshot, 120.0) == ""
    assert "0:30 left" in own_clock_text(snap, 120.0) and "Hurry" not in own_clock_text(snap, 120.0)
    assert own_clock_text(snap, 140.0).startswith("Hurry: 0:10 left")
    assert own_clock_text(snap, 151.0) == ""


def test_the_others_see_a_slow_players_time_until_its_bot_plays_not_a_void_hand() -> None:
    from qt_ui.status_words import slow_text
    from tusac_lan.peer.move_clock import NO_LIMIT

    listing = SeatListing(SOUTH, NAMES, ("",) * 4, ("k",) * 4, SOUTH, (), waits=(30.0, 60.0, 10.0, 300.0))
    state = run(new_state(move_wait=70.0), SeatedAtTable(listing), HandStarted(0, NAMES, SOUTH))
    assert state.snapshot.move_time == 54.0  # the TABLE's 60 s less the 6 s margin
    unlimited = replace(listing, waits=(30.0, NO_LIMIT, 10.0, 300.0))
    assert run(new_state(), SeatedAtTable(unlimited), HandStarted(0, NAMES, SOUTH)).snapshot.move_time == 0.0
    table = Table(EAST, {})
    snap = replace(state.snapshot, view=table.state, since=100.0)
    text = slow_text(snap, 130.0)
    assert text.startswith("Waiting for An (East) to discard: 0:24 left, then a bot plays for them"), text
    assert "names them" not in text
    assert slow_text(snap, 154.5) == ""


def test_a_ran_out_of_time_line_ends_with_its_hand() -> None:
    """Issue 22 (seen in a real window): "… ran out of time; a bot played for them" stayed into the next hand."""
    from tusac_lan.peer.events import OutOfTime

    state = run(started(), PeerAway("", "Bình", (NORTH,), 60.0))
    state = run(state, OutOfTime("An ran out of time", NAMES[EAST], EAST, False))
    state = run(state, OutOfTime("you ran out of time", NAMES[WEST], WEST, True))
    assert "An out of time" in state.snapshot.alerts and "you out of time" in state.snapshot.alerts
    next_hand = run(state, HandStarted(1, NAMES, WEST))
    assert "An out of time" not in next_hand.snapshot.alerts and "you out of time" not in next_hand.snapshot.alerts
    assert next_hand.snapshot.alerts == tuple(a for a in state.snapshot.alerts if "out of time" not in a)
    assert len(next_hand.alert_seats) == len(next_hand.snapshot.alerts)
    assert [t.seats for t in next_hand.snapshot.trouble] == [(NORTH,)], "Bình is still away"


def test_a_move_a_bot_played_for_a_player_out_of_time_says_so_in_the_log() -> None:
    """Issue 22 (seen in a real window): the bot's move read like the player's own in the move log."""
    from tusac_lan.peer.events import OutOfTime

    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    dealt = table.state
    discard = table.find(SOUTH, None, "GX")
    discarded = table.act(discard)
    told = run(started(), OutOfTime("Lan ran out of time", NAMES[SOUTH], SOUTH, False, dealt.turn))
    state = run(told, TurnApplied(discarded, 0, dealt, (discard,)))
    assert state.snapshot.log == ("hand 1", "discard Lan [bot]") and state.bot_turns == ()
    own = run(started(), TurnApplied(discarded, 0, dealt, (discard,)))
    assert own.snapshot.log == ("hand 1", "discard Lan"), "a move the player made is told as theirs"
    stale = run(started(), OutOfTime("", NAMES[SOUTH], SOUTH, False, dealt.turn - 1))
    assert run(stale, TurnApplied(discarded, 0, dealt, (discard,))).snapshot.log[-1] == "discard Lan"


def test_a_ran_out_of_time_line_goes_when_that_player_moves_again_or_the_hand_ends() -> None:
    """Issue 22 (seen in the eve22 evening, real windows): "You ran out of time; a bot played for you. Your next
    move is yours again." stayed under the table for the rest of the hand and past its result, long after the
    player had moved again by themselves."""
    from tusac_lan.peer.events import OutOfTime
    from tusac_lan.table.events import HandEnded
    from tusac_lan.table.verdict import Verdict

    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    dealt = table.state
    discard = table.find(SOUTH, None, "GX")
    discarded = table.act(discard)
    told = run(started(), OutOfTime("Lan ran out of time", NAMES[SOUTH], SOUTH, False, dealt.turn - 1))
    told = run(told, OutOfTime("An ran out of time", NAMES[EAST], EAST, False, dealt.turn - 1))
    assert "Lan out of time" in told.snapshot.alerts
    moved = run(told, TurnApplied(discarded, 0, dealt, (discard,)))  # Lan's own move (not the bot's)
    assert "Lan out of time" not in moved.snapshot.alerts, "Lan moved again by themselves"
    assert "An out of time" in moved.snapshot.alerts, "An has not moved since"
    assert len(moved.alert_seats) == len(moved.snapshot.alerts)
    by_bot = run(started(), OutOfTime("Lan ran out of time", NAMES[SOUTH], SOUTH, False, dealt.turn))
    by_bot = run(by_bot, TurnApplied(discarded, 0, dealt, (discard,)))
    assert "Lan out of time" in by_bot.snapshot.alerts, "the bot's move for Lan keeps the line"
    ended = run(by_bot, HandEnded(0, None, Verdict(False, -1, "withheld"), (0, 0, 0, 0), None))
    assert "Lan out of time" not in ended.snapshot.alerts and ended.hand_alerts == ()


def test_a_notice_of_the_next_table_is_a_status_line_of_its_kind() -> None:
    """Issue 22: handover's notices reach the table as typed values, worded by the client (not English)."""
    from tusac_lan.peer.events import TableNotice
    from tusac_lan.peer.handover import told

    notice = told("SEAT_BACK_NEXT_HAND", names="Lan")
    assert isinstance(notice, TableNotice) and notice.text == "Lan takes their seat back at the next hand"
    state = run(started(), notice)
    assert state.snapshot.alerts == ("notice SEAT_BACK_NEXT_HAND",)


def test_a_new_hand_shows_an_empty_table_while_shuffling() -> None:
    """Issue 22, point 10: the previous hand's cards stayed on the table while the next one was shuffled."""
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    state = run(started(), TurnApplied(table.state, 0, None, ()))
    assert state.snapshot.view is not None
    next_hand = run(state, HandStarted(1, NAMES, WEST))
    assert next_hand.snapshot.view is None and next_hand.snapshot.status == "shuffling"
    assert next_hand.snapshot.decision_turn == -1 and next_hand.snapshot.legal == ()


def test_while_the_next_hand_is_shuffled_the_status_names_the_players_it_waits_for() -> None:
    """Seen by a helper at a LAN table: after Next hand a guest saw only "Shuffling together…" while a player
    still read the last result. The players (not bots, not this one) whose commitments are missing are named."""
    listing = SeatListing(WEST, NAMES, ("", "good", "", ""), ("",) * 4, 0, ())
    state = run(new_state(), SeatedAtTable(listing), HandStarted(1, NAMES, WEST))
    assert run(state, Gathering(1, (SOUTH, EAST, NORTH, WEST))).snapshot.status == "gathering Lan Bình"
    assert run(state, Gathering(1, (EAST,))).snapshot.status == "shuffling", "a bot comes with its player's peer"
    assert run(state, Gathering(1, (NORTH,)), Gathering(1, ())).snapshot.status == "shuffling"
    assert run(state, Gathering(0, (NORTH,))).snapshot.status == "shuffling", "another hand's news is old"
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    playing = run(state, TurnApplied(table.state, 0, None, ()))
    assert run(playing, Gathering(1, (NORTH,))).snapshot.status == playing.snapshot.status


def test_a_player_waiting_for_its_seat_is_shown_no_board_of_the_hand_it_left() -> None:
    """Issue 22 (real windows): a returning guest whose seat a bot took still saw the board of the hand
    the replay had shown, as if it were playing it."""
    from tusac_lan.peer.events import WaitingForSeat

    table = Table(0, {0: "GX", 1: "GY GZ YS"})
    state = run(started(), TurnApplied(table.state, 0, None, ()))
    assert state.snapshot.view is not None
    state = run(state, WaitingForSeat("a bot plays this seat at a table hosted by Host: waiting", "Host"))
    assert state.snapshot.view is None and state.snapshot.seat_wanted_since > 0 and not state.snapshot.legal


def test_a_player_given_up_on_before_the_cut_is_named_in_the_one_cut_off_line() -> None:
    """Issue "Recovery": at a second outage in a hand one player is given up on (past its wait at once, its
    time away adding up over the hand) a moment before the other goes too and this peer is cut off from
    everyone. The peer's notice names both (tests/test_recovery_lines.py); the table shows one line naming
    both, in place of the line that this side waits for the first no longer and of the other's countdown."""
    state = run(started(), PeerGaveUp("", "An", (EAST,), 300.0), PeerAway("", "Bình", (NORTH,), 0.0))
    assert state.snapshot.alerts == ("An gave up after 300",)
    state = run(state, CutOffFromAll("English words", ("An", "Bình")))
    assert state.snapshot.alerts == ("cut off from An, Bình",) and state.snapshot.trouble == ()


WORDED = {
    "en": (
        "Lan (South) and Chi (West) are back; play goes on.",
        "Lan (South) is back; play goes on.",
        "No word from Lan (South), An (East) and Chi (West) for longer",
        "Lan (South) and Chi (West) are not answering",
        "An and Chi take their seats back at the next hand.",
    ),
    "vi": (
        "Lan (Nam) và Chi (Tây) đều đã quay lại; ván chơi tiếp.",
        "Lan (Nam) đã quay lại; ván chơi tiếp.",
        "Không có tin từ Lan (Nam), An (Đông) và Chi (Tây) quá",
        "Lan (Nam) và Chi (Tây) không trả lời",
        "An và Chi sẽ ngồi lại chỗ của mình từ ván sau.",
    ),
    "ja": (
        "Lan（南）とChi（西）が戻りました。続行します。",
        "Lan（南）が戻りました。続行します。",
        "Lan（南）、An（東）とChi（西）からの連絡が",
        "Lan（南）とChi（西）から応答がありません",
        "AnとChi は次の局からそれぞれの席に戻ります。",
    ),
}


def test_lines_naming_several_players_list_them_and_agree_in_every_language(qapp: object) -> None:
    """Seen in a real window: "X, Y is back" for two players. The lines that name players who went away or
    came back list them as a sentence does and say "are" for more than one, in English, Vietnamese and
    Japanese."""
    from qt_ui.i18n import use_language
    from qt_ui.status_words import StatusWords, trouble_text
    from tusac_lan.peer.handover import told

    words = StatusWords()
    try:
        for language, (two_back, one_back, cut_off, gone, seats_back) in WORDED.items():
            use_language(language)
            state = reduce(started(), PeerBack("", "Lan", (SOUTH, WEST)), 100.0, words)
            assert state.snapshot.alerts == (two_back,), language
            assert reduce(started(), PeerBack("", "Lan", (SOUTH,)), 100.0, words).snapshot.alerts == (one_back,)
            cut = reduce(started(), CutOffFromAll("", ("Lan", "An", "Chi")), 100.0, words).snapshot.alerts
            assert len(cut) == 1 and cut[0].startswith(cut_off), (language, cut)
            assert trouble_text(Trouble((SOUTH, WEST), 160.0), NAMES, 100.0).startswith(gone), language
            assert words.notice(told("SEAT_BACK_NEXT_HAND", names="An, Chi").problem) == seats_back
    finally:
        use_language("en")


def test_a_links_silence_noticed_late_does_not_undo_what_the_session_loop_said() -> None:
    """Seen in a real window (issue "Recovery"): at a table waiting 8 s, the line that this computer is cut
    off and keeps waiting gave way, a few seconds on, to countdowns saying the table waits 5:00 (the client's
    own setting): the transport noticed the links' silence after the session loop had said the wait was over.
    The loop's word stands until those players are back; a silence nobody spoke of yet counts down the wait
    the table signed."""
    listing = SeatListing(WEST, NAMES, ("",) * 4, ("",) * 4, 0, (), waits=(10.0, 60.0, 5.0, 8.0))
    state = run(started(), SeatedAtTable(listing), CutOffFromAll("", ("Lan", "An")))
    state = run(state, PeerLink((SOUTH,), up=False), PeerLink((EAST,), up=False))
    assert state.snapshot.alerts == ("cut off from Lan, An",) and state.snapshot.trouble == ()
    state = run(state, PeerGaveUp("", "Bình", (NORTH,), 8.0), PeerLink((NORTH,), up=False))
    assert state.snapshot.trouble == () and state.snapshot.alerts[-1] == "Bình gave up after 8"
    state = run(state, PeerBack("", "Lan", (SOUTH,)), PeerLink((SOUTH,), up=False), now=200.0)
    assert state.snapshot.trouble == (Trouble((SOUTH,), 208.0),), "back, then silent: the table's 8 s"


def test_the_hand_in_play_is_told_of_how_many_and_a_hand_played_again_after_a_void_counts() -> None:
    """Seen by a helper at a LAN table: "Hand 1", never "of 3". A next table numbers its hands on from the
    session's: after a void second hand (one hand with a result), hand 3 of 4 is that hand played again."""
    from qt_ui.table_page import hand_title
    from tusac_lan.peer.events import TableContinued

    listing = SeatListing(WEST, NAMES, ("", "good", "good", ""), ("",) * 4, 0, (), hands=3)
    state = run(new_state(), SeatedAtTable(listing), HandStarted(0, NAMES, WEST))
    assert (state.snapshot.hand_no, state.snapshot.hands) == (0, 3)
    assert hand_title(state.snapshot) == "Hand 1 of 3"
    state = run(state, HandStarted(1, NAMES, WEST))
    assert hand_title(state.snapshot) == "Hand 2 of 3"
    after_void = replace(listing, hands=2)
    state = run(state, TableContinued("", after_void, hands_played=1, scores=(0,) * 4), HandStarted(0, NAMES, WEST))
    assert (state.snapshot.hand_no, state.snapshot.hands) == (2, 4)
    assert hand_title(state.snapshot) == "Hand 3 of 4"
    unsaid = run(new_state(), HandStarted(0, NAMES, WEST))  # a table that did not say its hands
    assert unsaid.snapshot.hands == 0 and hand_title(unsaid.snapshot) == "Hand 1"
