"""Why a table could not be set up, joined or taken up again, and why a history file does not verify, in
the player's language with a next step, told by kind (``tusac_lan.peer.problems``, the kinds of
``HistoryError``). The English text the peer gives stays for the terminal, the log, and a tooltip.
"""

from __future__ import annotations

from protocol.lobby import CODE_LENGTH, MAX_CODE_LENGTH
from tusac_lan.games import DEFAULT_GAME, UnknownGame, find_game
from tusac_lan.peer.problems import Problem
from tusac_lan.table.history import MISSING, NOT_A_FILE, OTHER_VERSION

from .i18n import by_count, translate
from .name_list import name_list
from .plugin import game_client

HOST_BROKE_PROTOCOL = frozenset({"BAD_ANSWER", "BAD_TABLE", "NOT_STARTED", "NOT_SEATED"})
OTHER_HOST = frozenset({"NOT_THE_EXPECTED_HOST", "TABLE_NOT_FROM_HOST"})
OTHER_GAME = frozenset({"WRONG_GAME", "ANNOUNCED_OTHER_GAME"})
NOT_PLAYED = frozenset({"UNKNOWN_GAME", "CANNOT_PLAY"})
NOT_FOUND = frozenset({"NO_TABLE_ON_LAN", "LAN_CHOICE"})
CANNOT_TAKE_UP = frozenset({"CANNOT_REJOIN", "CHECKPOINT_FAILS", "REPLAY_FAILS"})
NO_JOURNAL = frozenset({"NO_JOURNAL", "NO_NEXT_JOURNAL"})
SAME_COMPUTER = frozenset({"KEY_AT_TABLE", "ADDRESS_AT_TABLE"})


def listed(names: str) -> list[str]:
    """The players of a notice's ``names`` (the peer lists them with ", ")."""
    return names.split(", ") if names else []


def problem_words(problem: Problem) -> str:
    """Why, and what to do next; never empty, never the peer's English."""
    kind, field = problem.kind, problem.detail
    if kind == "ADDRESS_IN_USE":
        return translate(
            "Problem",
            "Another program or table already uses {address}. Host at another port (port 0 takes any free one).",
        ).format(address=field("address"))
    if kind == "ADDRESS_NOT_HERE":
        return translate(
            "Problem", "This computer cannot listen at {address}: it is not one of its addresses. Choose another."
        ).format(address=field("address"))
    if kind == "BAD_ADDRESS":
        return translate(
            "Problem", "An address is written as a computer and a port, such as 192.168.1.20:7777. Check it."
        )
    if kind == "BAD_CODE":
        return translate(
            "Problem",
            "A table code has {least} to {most} characters: the digits 2 to 9 and the letters A to Z except I, L "
            "and O. Check the code the host gave you.",
        ).format(least=CODE_LENGTH, most=MAX_CODE_LENGTH)
    if kind == "BAD_FINGERPRINT":
        return translate(
            "Problem", "A key fingerprint is written like ab12-cd34-ef56-7890. Check the one you were given."
        )
    if kind == "BAD_PLAN":
        return translate("Problem", "These seats and players make no table. Choose other seats.")
    if kind in NOT_PLAYED:
        return translate(
            "Problem", "This program does not play the game of that table. Update it, or choose another table."
        )
    if kind == "HOSTING_CANCELLED":
        return translate("Problem", "You closed the table before it started.")
    if kind == "TOO_FEW_CAME":
        return translate(
            "Problem", "Only {came} of {wanted} players came in time. Host the table again when everyone is ready."
        ).format(came=field("came"), wanted=field("wanted"))
    if kind == "NOT_CONFIRMED":
        return translate("Problem", "Not every player confirmed the table in time. Host it again.")
    told = problem.refusal if kind in ("TABLE_REFUSED", "TABLE_REFUSED_SEAT_FREE") else None
    if told is not None and told.kind != "LEFT_OTHER":  # the player's program said why, in words this one knows
        if kind == "TABLE_REFUSED":
            text = translate(
                "Problem", "{name}'s program did not take the table: {reason}. Host the table again when it can."
            )
        else:
            text = translate(
                "Problem",
                "{name}'s program did not take the table: {reason}. Their seat is free again: they may join again "
                "once it can, or start now with a bot in their seat.",
            )
        return text.format(name=field("name"), reason=leaving_words(told))
    if kind == "TABLE_REFUSED":
        return translate(
            "Problem",
            "{name}'s program did not take the table (it may be set to another game). Ask them to choose this "
            "game, then host the table again.",
        ).format(name=field("name"))
    if kind == "TABLE_REFUSED_SEAT_FREE":
        return translate(
            "Problem",
            "{name}'s program did not take the table (it may be set to another game): their seat is free again. "
            "Ask them to choose this game and join again, or start now with a bot in their seat.",
        ).format(name=field("name"))
    if kind == "TABLE_SET_AGAIN":
        return translate(
            "Problem",
            "Another player's program did not take the table: you keep your seat, and the host sets the table "
            "again once theirs is taken.",
        )
    if kind == "NO_ANNOUNCEMENT":
        return translate(
            "Problem", "The table could not be announced on the network; players can still join it by its address."
        )
    if kind == "SHORTER_WAITS":
        return translate(
            "Problem",
            "Beware: this table gives {move} s for a move and {protocol} s for a message, less than your {own_move} s "
            "and {own_protocol} s. The table's times apply.",
        ).format(
            move=field("move"),
            protocol=field("protocol"),
            own_move=field("own_move"),
            own_protocol=field("own_protocol"),
        )
    if kind == "OWN_RECORD_BROKEN":
        return translate("Problem", "The table could not be set up: its own record does not check. Host it again.")
    if kind == "NO_ANSWER":
        return translate(
            "Problem",
            "No answer from {address} within {seconds} s. Check the address, and that the table there is still open.",
        ).format(address=field("address"), seconds=field("seconds"))
    if kind == "NOTHING_LISTENS":
        return translate(
            "Problem",
            "Nothing answers at {address}. Check the address the host gave you, and that the host's table is open.",
        ).format(address=field("address"))
    if kind == "JOINING_CANCELLED":
        return translate("Problem", "You stopped joining the table.")
    if kind == "HOST_REFUSED":
        return translate("Problem", "The host turned you away: {reason}.").format(
            reason=refusal_words(problem.refusal or Problem("REFUSED_OTHER"))
        )
    if kind == "CODE_NOT_PROVEN":
        return translate(
            "Problem", "The table at {address} does not know this table code. Check the code and the address."
        ).format(address=field("address"))
    if kind in OTHER_HOST:
        return translate(
            "Problem", "The table's key is not the one you were given, so you did not join. Ask the host for it again."
        )
    if kind in HOST_BROKE_PROTOCOL:
        return translate(
            "Problem",
            "The host's program sent what this one cannot accept, so you did not join. Both of you may need the "
            "same version.",
        )
    if kind in OTHER_GAME:
        return translate("Problem", "That table plays another game. Choose a table of the game you want.")
    if kind in NOT_FOUND:
        return translate(
            "Problem", "No single table with a free seat was found on the network. Join one by its address."
        )
    if kind == "TABLE_OVER":
        return translate("Problem", "That table is over: there is nothing to go back to.")
    if kind in CANNOT_TAKE_UP:
        return translate("Problem", "This computer cannot take that table up again: what it kept of it does not check.")
    if kind == "REJOIN_ADDRESS_BUSY":
        return translate(
            "Problem",
            "This computer cannot take that table up again: its address {address} is in use. Is the program "
            "still open in another window?",
        ).format(address=field("address"))
    if kind in NO_JOURNAL:
        return translate(
            "Problem", "This computer cannot write down the table as it goes (is the disk full?). Free some space."
        )
    if kind == "NEXT_TABLE_OTHER_RULES":
        return translate(
            "Problem", "A message that the session went on at another table was set aside: that table has other rules."
        )
    if kind == "TAKE_BACK_LAPSED":
        players = listed(field("names"))
        text = by_count(
            len(players),
            translate("Problem", "{names} could not take their seat back this time; play goes on."),
            translate("Problem", "{names} could not take their seats back this time; play goes on."),
        )
        return text.format(names=name_list(players))
    if kind == "NEXT_TABLE_NOT_ACCEPTED":
        return translate("Problem", "Not every player accepted the next table in time.")
    if kind == "NEXT_TABLE_NOT_OFFERED":
        return translate("Problem", "The next table was not offered in time.")
    if kind == "NEXT_TABLE_REFUSED":
        return translate("Problem", "A next table was offered that does not check, so it was refused.")
    if kind == "NEXT_TABLE_LATE":
        return translate("Problem", "The next table did not start in time.")
    if kind == "NEXT_TABLE_WITHOUT_ME":
        return translate("Problem", "A next table was offered that has no place for your computer, so it was refused.")
    if kind == "SEAT_BACK_NEXT_HAND":
        players = listed(field("names"))
        text = by_count(
            len(players),
            translate("Problem", "{names} takes their seat back at the next hand."),
            translate("Problem", "{names} take their seats back at the next hand."),
        )
        return text.format(names=name_list(players))
    if kind == "ENDED_WHILE_AWAY":
        return translate("Problem", "The session ended while you were away.")
    if kind == "NOT_TAKEN_BACK":
        return translate("Problem", "No table took you back in time.")
    if kind == "ENDED_BY":
        return translate("Problem", "{names} chose to end the session.").format(names=name_list(listed(field("names"))))
    if kind in ("VOTE_NAME_CLASH", "BACK_NAME_CLASH"):
        return translate(
            "Problem", "{name}'s answer was set aside: the name looks too much like {clash}, who is at the table."
        ).format(name=field("name").strip("'\""), clash=field("clash").strip("'\""))
    if kind == "SETTLED_WITHOUT_ME":
        return translate(
            "Problem",
            "Hand {number} was settled by the other players while your computer was cut off from them; their "
            "history file has it, this computer keeps none.",
        ).format(number=_plus_one(field("hand")))
    if kind == "END_GAVE_UP":
        missing = ", ".join(name for name in (field("unacked"), field("unrecorded")) if name)
        return translate(
            "Problem",
            "The table ended without a last word from {names}; the hand's file keeps the signatures that came "
            "(the history viewer says whose are missing).",
        ).format(names=missing)
    if kind == "RECORDS_CAME":
        return translate(
            "Problem",
            "The signatures of {names} that were missing from hand {number} came now, from {sender}: that hand's "
            "file is complete.",
        ).format(names=field("names"), number=_plus_one(field("hand")), sender=field("sender"))
    if kind == "LEFT":
        return translate("Problem", "You left the table.")
    if kind == "ALONE":
        return translate(
            "Problem",
            "{names} did not come back within {seconds} s, and you were alone at the table. Open it again "
            "later to go on.",
        ).format(names=name_list(listed(field("names"))), seconds=field("seconds"))
    if kind == "STALLED":
        return translate(
            "Problem", "The table went nowhere for {seconds} s. Return to it from the lobby to take it up again."
        ).format(seconds=field("seconds"))
    if field("log"):
        return translate(
            "Problem",
            "The table could not go on because of an error in this program. It is written in the log file {log}: "
            "show that file to whoever helps you.",
        ).format(log=field("log"))
    return translate("Problem", "The table could not go on because of an error in this program (the log says more).")


def refusal_words(refusal: Problem) -> str:
    """Why a host turned a player away, for "The host turned you away: {reason}." and "A player was turned
    away: {reason}"."""
    kind, field = refusal.kind, refusal.detail
    if kind == "TABLE_FULL":
        return translate("Problem", "the table is full")
    if kind == "OLD_CODE_PROOF":
        return translate("Problem", "a program too old for this table, which must be updated")
    if kind == "CODE_NEEDED":
        return translate("Problem", "this table needs its table code, which the host gives")
    if kind == "ALREADY_SEATED":
        return translate("Problem", "that player already sits at this table")
    if kind in SAME_COMPUTER:
        return translate("Problem", "that computer is already at this table")
    if kind == "NAME_AT_TABLE":
        return translate("Problem", "the name {name} is already at this table; another name is needed").format(
            name=field("name")
        )
    if kind == "NAME_LOOKS_LIKE":
        return translate(
            "Problem", "the name {name} looks too much like {other}, already at this table; another name is needed"
        ).format(name=field("name"), other=field("other"))
    if kind == "NAME_OF_A_BOT":
        return translate(
            "Problem", "the name {name} is the kind of name a table gives its bots; another name is needed"
        ).format(name=field("name"))
    if kind == "WRONG_CODE":
        return translate("Problem", "a wrong table code")
    if kind == "NO_CODE_HERE":
        return translate("Problem", "this table needs no table code, so it is not the table whose code was given")
    if kind == "TOO_MANY_TRIES":
        return translate("Problem", "too many wrong table codes were tried; try again in {seconds} s").format(
            seconds=field("seconds")
        )
    if kind == "HOST_CLOSED":
        return translate("Problem", "the host closed the table before it started")
    return translate("Problem", "a reason this program cannot show")


def leaving_words(leaving: Problem) -> str:
    """Why a player gave its seat back in the lobby, for "{name} left seat {seat}: {reason}", or why its
    program did not take the host's table."""
    field = leaving.detail
    if leaving.kind == "NOT_THE_KEY_EXPECTED":
        return translate("Problem", "the table's key is not the one they were given")
    if leaving.kind == "WRONG_GAME":
        return translate("Problem", "their program is set to {mine}, not {game}").format(
            mine=game_words(field("mine")), game=game_words(field("game"))
        )
    if leaving.kind == "CANNOT_PLAY":
        return translate("Problem", "their program cannot play {game} at {seats} seats").format(
            game=game_words(field("game")), seats=field("seats")
        )
    if leaving.kind == "NOT_SEATED":
        return translate("Problem", "the table did not seat them where their program expected")
    return translate("Problem", "a reason this program cannot show")


def game_words(game_id: str) -> str:
    """A game, named as players call it (a game this program does not know by the id it was given)."""
    if game_id == DEFAULT_GAME:
        return translate("Lobby", "Tứ Sắc")
    try:
        plugin = game_client(find_game(game_id))
    except UnknownGame:
        return game_id
    return plugin.title() if plugin is not None else game_id


def history_words(kind: str) -> str:
    """Why a history or session file does not verify (a ``HistoryError``'s kind; "" for a file that cannot
    be read at all)."""
    if kind == "":
        return translate("Problem", "the file cannot be read (is it still there?)")
    if kind == NOT_A_FILE:
        return translate("Problem", "it is not a file of this program's history")
    if kind == OTHER_VERSION:
        return translate("Problem", "it was written by another version of this program")
    if kind == MISSING:
        return translate("Problem", "a hand file it lists is missing from its folder")
    return translate("Problem", "the file is damaged, or was changed after it was signed")


def _plus_one(number: str) -> str:
    """A hand's number as players count (from 1); the text as it is if it is not a number."""
    return str(int(number) + 1) if number.isdigit() else number
