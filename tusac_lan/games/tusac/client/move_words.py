"""Tứ Sắc's table in words, as its pages show it: one step of a hand (the history viewer, the move log) and
what the table waits for now (the status line). Moved from the shell; the contexts are the shell's
("History", "Moves", "Status"), so the committed translations still apply.

The steps come from ``games.tusac.story.story``: a shown card's fate is told once every seat has answered,
with the claims that lost and the seat they lost to.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tusac_lan.games.four_colour.client.names import card_name
from tusac_lan.games.tusac.engine.state import HandState, Phase
from tusac_lan.games.tusac.story import StoryStep

from .i18n import translate
from .words import seat_name, set_name, show_window_line


def step_words(step: StoryStep, names: tuple[str, ...]) -> str:
    """One step of a hand in the player's language, its cards named in words."""
    who = names[step.seat] if 0 <= step.seat < len(names) else ""
    card = card_name(step.card) if step.card >= 0 else ""
    if step.kind == "deal":
        return translate("History", "The deal: {who} starts").format(who=who)
    if step.kind == "draw":
        return translate("History", "{who} draws {card}").format(who=who, card=card)
    if step.kind == "discard":
        return translate("History", "{who} discards {card}").format(who=who, card=card)
    if step.kind == "take" and step.set_kind is not None:
        taken = set_name(step.set_kind, step.cards, True)  # a set made with a taken card: a four is khui
        text = translate("History", "{who} takes {card}: {set}").format(who=who, card=card, set=taken)
    elif step.kind == "win":
        text = translate("History", "{who} wins on {card}").format(who=who, card=card)
    else:
        text = translate("History", "Nobody takes {card}").format(card=card)
    if step.also:
        others = ", ".join(names[s] for s in step.also)
        text += " " + translate("History", "({others} also claimed it)").format(others=others)
    return text


def seat_label(names: tuple[str, ...], seat: int) -> str:
    """A player as the move log names them: name and seat."""
    name = names[seat] if 0 <= seat < len(names) else ""
    return translate("Moves", "{name} ({seat})").format(name=name, seat=seat_name(seat))


def move_line(step: StoryStep, names: tuple[str, ...]) -> str:
    labels = tuple(seat_label(names, seat) for seat in range(len(names)))
    text = step_words(replace(step, also=()), labels)
    if step.also and step.kind in ("take", "win"):
        losers = ", ".join(labels[s] for s in step.also)
        text += ". " + translate("Moves", "{losers} claimed it too and lost to {winner}").format(
            losers=losers, winner=labels[step.seat]
        )
    elif step.also:
        text += ". " + translate("Moves", "{losers} claimed it").format(losers=", ".join(labels[s] for s in step.also))
    return text


def hand_heading(number: int) -> str:
    """The move log's first line for a hand."""
    return translate("Moves", "— Hand {number} —").format(number=number + 1)


def named(names: Sequence[str], seat: int) -> str:
    """The seat's player by name (``names``), the seat's name where there is none."""
    return names[seat] if 0 <= seat < len(names) and names[seat] else seat_name(seat)


def describe_state(state: HandState, me: int, names: tuple[str, ...] = ()) -> str:
    """What happens now, in a line; the player whose turn it is by name (``names``), else by seat."""
    mine = state.current == me
    who = named(names, state.current)
    if state.phase == Phase.CLAIM and state.shown >= 0:
        card = card_name(state.cards[state.shown])
        if state.shown_drawn:
            text = translate("Status", "You drew {card}") if mine else translate("Status", "{who} drew {card}")
        else:
            text = (
                translate("Status", "You discarded {card}") if mine else translate("Status", "{who} discarded {card}")
            )
        return text.format(who=who, card=card)
    if state.phase == Phase.DISCARD:
        if mine:
            return translate("Status", "Your turn: choose a card to discard")
        return translate("Status", "{who} is discarding").format(who=who)
    if state.phase == Phase.DRAW:
        if mine:
            return translate("Status", "You draw from the deck")
        return translate("Status", "{who} draws from the deck").format(who=who)
    if state.phase == Phase.DEAL:
        return translate("Status", "Dealing")
    if state.phase == Phase.SHOW:
        return show_window_line(state, me)
    return translate("Status", "Hand over")
