"""The game's words in the player's language: seats, colours, ranks, sets, claims and moves.

The engine names things in English for logs; everything a player reads is worded here instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tusac_lan.games.four_colour.cards import GENERAL, SOLDIER, card_code, kind_of, rank_of_kind
from tusac_lan.games.simple_client import bot_name as made_bot_name
from tusac_lan.games.tusac.bots.levels import ALIASES, PLAIN_LEVELS, plain_level
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind
from tusac_lan.games.tusac.engine.sets import SetKind
from tusac_lan.games.tusac.engine.state import HandState
from tusac_lan.games.tusac.engine.transitions import fours_to_show

from .i18n import translate


def seat_name(seat: int) -> str:
    names = (
        translate("Words", "South"),
        translate("Words", "East"),
        translate("Words", "North"),
        translate("Words", "West"),
    )
    return names[seat] if 0 <= seat < len(names) else "?"


def set_name(kind: SetKind | int, cards: Iterable[int], exposed: bool) -> str:
    """A set's word: ``cards`` tell an A-B-C run from an X-Y-Z one; ``exposed``: a four made with a
    taken card (khui) rather than held from the deal (quằn)."""
    if SetKind(kind) == SetKind.CHOW:
        abc = any(c >= 0 and rank_of_kind(kind_of(c)) == GENERAL for c in cards)
        return translate("Words", "A-B-C run") if abc else translate("Words", "X-Y-Z run")
    if SetKind(kind) == SetKind.KONG:
        return translate("Words", "four of a kind") if exposed else translate("Words", "four of a kind from the deal")
    names = {
        SetKind.PONG: translate("Words", "three of a kind"),
        SetKind.PAIR: translate("Words", "pair"),
        SetKind.SOLDIER_CHOW: translate("Words", "three soldiers"),
        SetKind.SOLDIER_QUAD: translate("Words", "four soldiers"),
        SetKind.GENERAL: translate("Words", "general"),
    }
    return names[SetKind(kind)]


def soldier_run(action: Action) -> bool:
    """A run claim that makes three soldiers (of three colours), as the move log names it."""
    return action.claim == ClaimKind.CHOW and any(c >= 0 and rank_of_kind(kind_of(c)) == SOLDIER for c in action.cards)


def claim_label(claim: ClaimKind | int, soldiers: bool = False) -> str:
    """The button for a claim on the shown card; ``soldiers``: a run of three soldiers."""
    if soldiers and ClaimKind(claim) == ClaimKind.CHOW:
        return translate("Words", "Three soldiers")
    labels = {
        ClaimKind.WIN: translate("Words", "Win!"),
        ClaimKind.KONG: translate("Words", "Four of a kind"),
        ClaimKind.PONG: translate("Words", "Three of a kind"),
        ClaimKind.EXTEND: translate("Words", "Lay on my three"),
        ClaimKind.CHOW: translate("Words", "Run"),
        ClaimKind.QUAD: translate("Words", "Four soldiers"),
        ClaimKind.PAIR: translate("Words", "Pair"),
        ClaimKind.LONE: translate("Words", "Take the general"),
    }
    return labels[ClaimKind(claim)]


def claim_help(claim: ClaimKind | int) -> str:
    """A tooltip saying what the claim does."""
    helps = {
        ClaimKind.WIN: translate("Words", "Take the shown card and end the hand: no trash is left"),
        ClaimKind.KONG: translate("Words", "Take the shown card onto three identical cards from your hand (kong)"),
        ClaimKind.PONG: translate("Words", "Take the shown card onto a pair from your hand (pong)"),
        ClaimKind.EXTEND: translate("Words", "Lay the card you drew on your exposed three of a kind"),
        ClaimKind.CHOW: translate(
            "Words", "Take the shown card into a run: A-B-C or X-Y-Z of one colour, or soldiers of three colours (chow)"
        ),
        ClaimKind.QUAD: translate("Words", "Take the shown soldier into four soldiers of four colours"),
        ClaimKind.PAIR: translate("Words", "Take the shown card onto its twin from your hand"),
        ClaimKind.LONE: translate("Words", "A general you drew must be taken: alone, or with its advisor and elephant"),
    }
    return helps[ClaimKind(claim)]


def describe_action(action: Action) -> str:
    """One line of a hand's move list."""
    who = seat_name(action.seat)
    cards = " ".join(card_code(c) for c in action.cards if c >= 0)
    if action.type == ActionType.DEAL:
        return translate("Words", "Deal")
    if action.type == ActionType.DISCARD:
        return translate("Words", "{who} discards {cards}").format(who=who, cards=cards)
    if action.type == ActionType.DRAW:
        return translate("Words", "{who} draws {cards}").format(who=who, cards=cards)
    if action.type == ActionType.PASS:
        return translate("Words", "{who} passes").format(who=who)
    claim = claim_label(action.claim, soldier_run(action))
    return translate("Words", "{who}: {claim} {cards}").format(who=who, claim=claim, cards=cards)


BOT_LEVELS = PLAIN_LEVELS
"""Bot levels offered, weakest first."""


def bot_level_name(level: str) -> str:
    """A bot level (plain or old name) or "player", in words."""
    if level == "player":
        return translate("Words", "player")
    try:
        plain = plain_level(level)
    except ValueError:
        return level
    names = {
        "beginner": translate("Words", "beginner"),
        "good": translate("Words", "good"),
        "expert": translate("Words", "expert"),
    }
    return names.get(plain, plain)


_MADE_BOT_NAME = re.compile(r"(Beginner|Good|Expert|Greedy|Strong)(?: bot)? ([1-3])")
"""How the host names the bots it makes: the level in English and the seat ("Good bot 2", "Good 2")."""


def bot_name(level: str, seat: int) -> str:
    """A bot's name in the player's language, from its level (plain or old) and seat: "Good bot 2" -> "Máy khá 2"."""
    return made_bot_name(plain_level(level), seat)


def shown_name(name: str, seat: int, level: str | None = None) -> str:
    """The name to show for ``seat``: a bot's name made by the host is worded in the player's language;
    a name a player chose is shown as it is. ``level``: the seat's bot level if known ("" for a player)."""
    match = _MADE_BOT_NAME.fullmatch(name)
    if match is None or int(match.group(2)) != seat or level == "":
        return name
    try:
        made_as = plain_level(match.group(1))
    except ValueError:
        return name
    if level is not None and (level not in ALIASES or plain_level(level) != made_as):
        return name
    return bot_name(made_as, seat)


def shown_names(names: tuple[str, ...], bots: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """Every seat's name as shown (see ``shown_name``)."""
    return tuple(shown_name(name, seat, bots[seat] if bots else None) for seat, name in enumerate(names))


def dice_line(rounds: tuple[tuple[int, ...], ...], starter: int, names: tuple[str, ...]) -> str:
    """The first starter's throws: each round's dice by player, then who starts."""

    def label(seat: int) -> str:
        name = names[seat] if 0 <= seat < len(names) else ""
        return translate("Status", "{name} ({seat})").format(name=name, seat=seat_name(seat))

    throws = "; ".join(
        ", ".join(f"{label(seat)} {face}" for seat, face in enumerate(faces) if face) for faces in rounds
    )
    return translate("Moves", "Dice: {throws}. {name} starts.").format(throws=throws, name=label(starter))


def show_window_line(state: HandState, me: int) -> str:
    """The status right after the deal under the house rule of fours dealt in hand (phase SHOW): every seat
    shows its fours or passes before the first discard."""
    if me in state.awaiting() and state.knows_hand(me):
        if fours_to_show(state, me):
            return translate("Status", "Show the four of a kind dealt to you")
        return translate("Status", "Fours dealt in hand are shown now: you have none to show, pass")
    return translate("Status", "Fours dealt in hand are shown now: waiting for {who}").format(
        who=", ".join(seat_name(seat) for seat in state.awaiting())
    )
