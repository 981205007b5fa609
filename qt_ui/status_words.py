"""The table's status in the player's words: what the table waits for, who is gone or back, who sits where.

``StatusWords`` hands these words to the pure reducer (``snapshot.reduce``).
"""

from __future__ import annotations

from collections.abc import Callable

from tusac_lan.peer.events import SeatListing
from tusac_lan.peer.move_clock import NO_LIMIT
from tusac_lan.peer.problems import Problem
from tusac_lan.table.config import COACH, WAIT_FOR_ANSWERS

from .i18n import by_count, translate
from .name_list import name_list
from .own_table import (
    Move,
    StoryStep,
    View,
    bot_level_name,
    describe_state,
    dice_line,
    discarding_seat,
    hand_heading,
    move_line,
    seat_name,
    shown_name,
    shown_names,
    story,
)
from .problem_words import problem_words
from .result_view import Groups, sorted_hands
from .snapshot import Snapshot, Trouble
from .verdict_kind import said_words, wrong_words


def gathering_words(players: tuple[str, ...]) -> str:
    """The new hand waits for these players to start it (each still reads the last result)."""
    return translate("Status", "Waiting for {names} to start the next hand…").format(names=name_list(players))


def trouble_text(trouble: Trouble, names: tuple[str, ...], now: float) -> str:
    """Who is gone, how long the table still waits for them and what happens then, in player words."""
    who = name_list([player_label(names, seat) for seat in trouble.seats])
    left = max(0, int(trouble.until - now + 0.999))
    clock = clock_text(left)
    text = by_count(
        len(trouble.seats),
        translate(
            "Status",
            "{who} is not answering: the connection dropped. The table waits {clock} for them to come back; "
            "if they do not, this hand does not count.",
        ),
        translate(
            "Status",
            "{who} are not answering: the connection dropped. The table waits {clock} for them to come back; "
            "if they do not, this hand does not count.",
        ),
    )
    return text.format(who=who, clock=clock)


SLOW_AFTER = 20.0
"""Seconds without a move after which the table says whom it waits for and how long it still will."""


def slow_text(snap: Snapshot, now: float) -> str:
    """Whom the table waits for to discard, when that takes long, with the time left; "" otherwise (and
    once that time is over: the line would count nothing any more)."""
    view = snap.view
    seat = discarding_seat(view) if view is not None else -1
    if seat < 0 or snap.ended is not None or now - snap.since < SLOW_AFTER:
        return ""
    if snap.move_wait >= NO_LIMIT:
        return ""  # the table sets no limit on a move: nothing to count down
    if seat == snap.me or any(seat in t.seats for t in snap.trouble):
        return ""
    if snap.move_time > 0:
        # A player whose computer is there never has its hand voided for being slow: its bot plays.
        left = int(snap.since + snap.move_time - now + 0.999)
        if left <= 0:
            return ""
        return translate("Status", "Waiting for {who} to discard: {clock} left, then a bot plays for them.").format(
            who=player_label(snap.names, seat), clock=clock_text(left)
        )
    left = int(snap.since + snap.move_wait - now + 0.999)
    if left <= 0:
        return ""
    return translate(
        "Status",
        "Waiting for {who} to discard: {clock} left. If nothing comes by then, the hand ends without a result and "
        "names them.",
    ).format(who=player_label(snap.names, seat), clock=clock_text(left))


CLOCK_WARNING = 15.0
"""Seconds left to move from which the player's own clock is a warning."""


def own_clock_text(snap: Snapshot, now: float) -> str:
    """This player's time left for the move asked, and what happens when it runs out; a warning near the
    end; "" when no move is asked, the table sets no limit, or the time is over (a line says what came)."""
    if snap.own_due <= 0 or not snap.legal or snap.ended is not None:
        return ""
    left = int(snap.own_due - now + 0.999)
    if left <= 0:
        return ""
    return own_clock_words(left)


def clock_text(seconds: int) -> str:
    """``seconds`` as a countdown shows them (1:05)."""
    return f"{seconds // 60}:{seconds % 60:02d}"


def own_clock_words(left: int) -> str:
    """The player's clock with ``left`` seconds to choose (a warning near the end)."""
    if left <= CLOCK_WARNING:
        text = translate("Status", "Hurry: {clock} left to choose, then a bot plays this move for you.")
    else:
        text = translate("Status", "Your move: {clock} left, then a bot plays it for you.")
    return text.format(clock=clock_text(left))


def out_of_time_line(who: str | None) -> str:
    """The word that a player ran out of time and a bot played their move (``who``: None for this player)."""
    if who is None:
        return translate("Status", "You ran out of time; a bot played for you. Your next move is yours again.")
    return translate("Status", "{who} ran out of time; a bot played for them.").format(who=who)


def player_label(names: tuple[str, ...], seat: int) -> str:
    name = names[seat] if 0 <= seat < len(names) else ""
    return translate("Status", "{name} ({seat})").format(name=name, seat=seat_name(seat))


def with_key(line: str, key: str) -> str:
    """A player's line with its key's fingerprint after it (as it is: no key, no mark)."""
    return line + " · " + translate("Status", "key {fingerprint}").format(fingerprint=key) if key else line


def seat_lines(listing: SeatListing) -> list[str]:
    """A seat listing as lines: who sits where, bot or player, each seat's key fingerprint, and a
    warning for names that look alike."""
    names, bots = listing.names, listing.bots
    keys = listing.fingerprints or ("",) * len(names)
    lines = []
    for seat, (name, bot, key) in enumerate(zip(names, bots, keys, strict=True)):
        if seat == listing.seat:
            who = translate("Status", "you")
        elif bot:
            who = translate("Status", "{level} bot").format(level=bot_level_name(str(bot)))
        else:
            who = translate("Status", "player")
        shown = shown_name(name, seat, bot)
        if shown != name and seat != listing.seat:  # a bot the host made: its name says its level
            line = translate("Status", "{seat}: {name}").format(seat=seat_name(seat), name=shown)
        else:
            line = translate("Status", "{seat}: {name} ({who})").format(seat=seat_name(seat), name=shown, who=who)
        if not bot:
            line = with_key(line, key)
        lines.append(line)
    lines.append(coach_rule_line(listing.coach))
    if listing.waits_for_answers:
        lines.append(answer_rule_line())
    for first, second in listing.lookalikes:
        lines.append(
            translate(
                "Status",
                "{first} ({first_name}) and {second} ({second_name}) have names that look alike: tell them "
                "apart by their keys",
            ).format(
                first=seat_name(first), first_name=names[first], second=seat_name(second), second_name=names[second]
            )
        )
    return lines


def continued_lines(
    before: SeatListing | None,
    after: SeatListing,
    names: tuple[str, ...],
    replaced: dict[int, str],
    returned: bool = False,
) -> list[str]:
    """What changed at the next table of the session, in player words: a bot in an absent player's seat
    (and whose computer runs it), a player back in their seat; ``replaced`` (seat -> the absent player's
    name) is kept up to date; ``returned``: this player is back in its own seat."""
    host = after.host_seat
    if host == after.seat:
        runner = translate("Status", "your computer")
    else:
        runner = translate("Status", "{name}'s computer").format(name=after.names[host] if host >= 0 else "")
    lines = []
    for seat, name in enumerate(after.names):
        if seat == after.seat:
            if returned:
                lines.append(translate("Status", "You are back in your seat: the session goes on at a new table."))
            continue
        if before is None:
            continue
        if seat in replaced and name == replaced[seat]:
            del replaced[seat]
            lines.append(translate("Status", "{name} is back in their seat.").format(name=name))
        elif name != before.names[seat] and seat not in replaced:
            replaced[seat] = before.names[seat]
            lines.append(
                translate(
                    "Status", "The session goes on at a new table: {bot} plays {name}'s seat, run by {runner}."
                ).format(bot=names[seat], name=before.names[seat], runner=runner)
            )
    if not lines:
        lines.append(translate("Status", "The session goes on at a new table, run by {runner}.").format(runner=runner))
    return lines


def coach_rule_line(allowed: bool) -> str:
    """The table's coach rule, as every player sees it before the table starts."""
    if allowed:
        return translate("Status", "Coach: on (each player may turn on a coach that uses only their own cards)")
    return translate("Status", "Coach: off")


def answer_rule_line() -> str:
    """The table rule ``waitforanswers``, as every player sees it before the table starts (said only when on)."""
    return translate(
        "Status", "No answer to “go on with a bot?”: the table waits for it (a table rule; without it, a bot plays)"
    )


def table_rule_lines(table_rules: tuple[str, ...]) -> list[str]:
    """The table rules a host chose, as lines of its seat list (the coach always, waiting for answers when on)."""
    lines = [coach_rule_line(COACH in table_rules)]
    if WAIT_FOR_ANSWERS in table_rules:
        lines.append(answer_rule_line())
    return lines


class StatusWords:
    """The words ``snapshot.reduce`` puts in snapshots, in the player's language."""

    def state(self, state: View, me: int, names: tuple[str, ...] = ()) -> str:
        return describe_state(state, me, names)

    def shuffling(self) -> str:
        return translate("Status", "Shuffling together…")

    def gathering(self, players: tuple[str, ...]) -> str:
        return gathering_words(players)

    def claim_lost(self, winner: str, now: str) -> str:
        return translate("Status", "{winner} took the card you claimed. {now}").format(winner=winner, now=now)

    def hand_heading(self, number: int) -> str:
        return hand_heading(number)

    def dice(self, rounds: tuple[tuple[int, ...], ...], starter: int, names: tuple[str, ...]) -> str:
        return dice_line(rounds, starter, names)

    def story(self, trace: list[tuple[Move, View]]) -> list[StoryStep]:
        return story(trace)

    def move(self, step: StoryStep, names: tuple[str, ...]) -> str:
        return move_line(step, names)

    def shown_names(self, names: tuple[str, ...], bots: tuple[str, ...] | None) -> tuple[str, ...]:
        return shown_names(names, bots)

    def player(self, names: tuple[str, ...], seat: int) -> str:
        return player_label(names, seat)

    def rejoined(self, hand: int) -> str:
        return translate("Status", "You are back at the table, in hand {number}: play goes on.").format(number=hand + 1)

    def waiting_for_answer(self) -> str:
        return translate("Status", "The hand ended without a result. Waiting for your answer…")

    def seat_taken(self, host: str) -> str:
        return translate(
            "Status",
            "While you were away, a bot took your seat at the table {host} hosts now. You take your seat "
            "back at the start of the next hand.",
        ).format(host=host)

    def waiting_for_seat(self) -> str:
        return translate("Status", "Waiting to take your seat back at the next hand…")

    def back(self, who: tuple[str, ...]) -> str:
        text = by_count(
            len(who),
            translate("Status", "{who} is back; play goes on."),
            translate("Status", "{who} are back; play goes on."),
        )
        return text.format(who=name_list(who))

    def gave_up(self, players: tuple[str, ...], waited: float) -> str:
        who = name_list(players)
        if waited < 60:
            return translate(
                "Status",
                "{who} did not come back within {seconds} s: the table waits no longer, and the hand ends "
                "without a result if they do not move in time.",
            ).format(who=who, seconds=f"{waited:.0f}")
        return translate(
            "Status",
            "{who} did not come back within {minutes} min: the table waits no longer, and the hand ends "
            "without a result if they do not move in time.",
        ).format(who=who, minutes=f"{waited / 60:.3g}")

    def gave_up_now(self, players: tuple[str, ...]) -> str:
        who = name_list(players)
        return translate(
            "Status",
            "You chose not to wait for {who} any longer: the hand ends without a result as soon as the other "
            "players stop waiting too (at once if there are none), and a bot can then take their seat.",
        ).format(who=who)

    def cut_off(self, players: tuple[str, ...]) -> str:
        who = name_list(players)
        return translate(
            "Status",
            "No word from {who} for longer than the table waits. Your computer keeps waiting: it does not settle "
            "the hand or play on without them, and goes back to the table when the connection returns. Leave "
            "to stop waiting; opening the table again later takes it up.",
        ).format(who=who)

    def left_table(self, who: str) -> str:
        return translate("Status", "{who} left the table: the hand ends without a result.").format(who=who)

    def stopped_unproven(self, who: str, said: str) -> str:
        return translate(
            "Status",
            "{who} stopped the hand ({said}). Nothing proves a fault, so nobody is blamed; the hand ends "
            "without a result.",
        ).format(who=who, said=said_words(said))

    def withheld(self, who: str) -> str:
        return translate(
            "Status",
            "{who} did not answer in time, and every other player signed that it never came: the hand "
            "ends without a result, naming {who}.",
        ).format(who=who)

    def out_of_time(self, who: str) -> str:
        return out_of_time_line(who)

    def notice(self, told: Problem) -> str:
        return problem_words(told)

    def played_by_bot(self, line: str) -> str:
        """A line of the move log for a move a bot played for a player who ran out of time."""
        return translate("Moves", "{move} — played by a bot: time ran out").format(move=line)

    def out_of_time_mine(self) -> str:
        return out_of_time_line(None)

    def withheld_word(self, who: str, signer: str) -> str:
        return translate(
            "Status",
            "{who} did not answer in time. Only {signer} was there to sign that it never came, so nobody is "
            "blamed; the hand ends without a result.",
        ).format(who=who, signer=signer)

    def broke_protocol(self, who: str, reason: str) -> str:
        return translate(
            "Status",
            "The hand was stopped: {who} broke the protocol ({reason}). Everyone now opens their "
            "secrets; the audit will name who cheated, and the table will close.",
        ).format(who=who, reason=wrong_words(reason))

    def desync(self, turn: int, who: str) -> str:
        return translate(
            "Status",
            "The tables disagree at turn {turn} ({who} differ from the rest). Play is stopped so no wrong "
            "result is recorded; a desync report was written next to the histories.",
        ).format(turn=turn, who=who)

    def files_unwritten(self, directory: str, files: int, full: bool) -> str:
        if full:
            text = translate(
                "Status",
                "The disk is full: {files} history file(s) could not be written to {directory}. Play goes on; "
                "they are kept and written at the next hand once there is room.",
            )
        else:
            text = translate(
                "Status",
                "{files} history file(s) could not be written to {directory} (the folder cannot be written "
                "to). Play goes on; they are kept and written at the next hand once it can be.",
            )
        return text.format(files=files, directory=directory)

    def table_rules(self, listing: SeatListing) -> list[str]:
        """The table rules a player is told at the table (the coach shows itself by its button)."""
        return [answer_rule_line()] if listing.waits_for_answers else []

    def files_written(self, directory: str) -> str:
        return translate("Status", "The history files kept back are now written to {directory}.").format(
            directory=directory
        )

    def a_player(self) -> str:
        return translate("Status", "A player")

    def several_players(self) -> str:
        return translate("Status", "several players")

    def goes_on(self) -> str:
        return translate("Status", "The session goes on at a new table")

    def continued(
        self,
        before: SeatListing | None,
        after: SeatListing,
        names: tuple[str, ...],
        replaced: dict[int, str],
        returned: bool,
    ) -> list[str]:
        return continued_lines(before, after, names, replaced, returned)

    def sorted_hands(self, full: View) -> tuple[Groups, ...]:
        return sorted_hands(full)


def seated_so_far(names: tuple[str, ...], me: int, seat_label: Callable[[int], str]) -> str:
    """Who else sits at the table so far, as the host's WELCOME tells it (a bot the host named in the
    player's language); "" when nobody else does or the host did not say."""
    shown = shown_names(names) if names else ()
    others = [
        translate("Status", "{name} ({seat})").format(name=name, seat=seat_label(other))
        for other, name in enumerate(shown)
        if name and other != me
    ]
    if not others:
        return ""
    return translate("Status", "At the table so far: {names}").format(names=", ".join(others))
