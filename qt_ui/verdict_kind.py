"""A hand's verdict and a stop's reason in the player's words, told by kind: a computer that stopped
answering, a player who left, a stop nothing proves, computers that disagree, or cheating with proof.

The signed reason is English and frozen (``tusac_lan.table.reasons``); ``reason_kinds.parse`` reads it
back as a kind and its values, and this words them. The exact reason stays in the history file and
in the history viewer (and in the tooltip of the result's verdict line).
"""

from __future__ import annotations

from tusac_lan.table import reasons
from tusac_lan.table.hand_run import Verdict
from tusac_lan.table.reason_kinds import Reason, parse

from .i18n import translate

FAULT = "fault"
LEFT = "left"
UNPROVEN = "unproven"
DISAGREE = "disagree"
CHEATING = "cheating"
STANDS = "stands"
UNKNOWN = "unknown"

FAULT_KINDS = frozenset(
    {
        "WITHHELD", "WITHHELD_WORD", "SEEDS_NEVER_OPENED", "DEAL_UNFINISHED", "VOID_SEED", "LOST_AT_ONCE", "LOST_OWED",
        "VOID_LOST", "VOID_UNOPENED",
    }
)  # fmt: skip
STANDS_KINDS = frozenset(
    {
        "ALL_CHECK_OUT", "RESULT_STANDS", "RESULT_STANDS_WORD", "RESULT_STANDS_SEED", "RESULT_STANDS_SEED_WORD",
        "RESULT_STANDS_LOST",
    }
)  # fmt: skip
DISAGREE_KINDS = frozenset({"DISAGREE", "HASH_FROM_OTHER_SEAT"})
KEY_KINDS = frozenset(
    {"KEY_MISMATCH", "WRONG_KEY_PUBLISHED", "KEY_NOT_THE_CARD", "BAD_KEY", "KEYS_NOT_THE_SLOTS", "CUT_BAD_MESSAGES"}
)
DEAL_KINDS = frozenset(
    (
        "NONCE_MISMATCH STAGE_NOT_A_DECK STAGE_PROOF_FAILS SEED_NOT_COMMITTED "
        "SHUFFLE_NOT_FROM_SEED LOCK_NOT_FROM_SEED DECK_NOT_WHOLE SLOT_NO_CARD DEALT_SLOT_NO_CARD "
        "DRAWN_SLOT_NO_CARD REPLAY_OTHER_STATE OTHER_TABLE_COMMITMENT"
    ).split()
)
MOVE_KINDS = frozenset({"AUDIT_MOVE", "ILLEGAL_MOVE", "NO_CLAIM_KIND"})


def stop_of(reason: Reason) -> Reason:
    """The stop's own reason inside a verdict's (what the end of the hand found after it is left out)."""
    return reason.nested("reason") if reason.kind == "STOPPED_DETAIL" else reason


def kind_of(text: str) -> str:
    reason = stop_of(parse(text))
    kind = reason.kind
    if kind in FAULT_KINDS:
        return FAULT
    if kind == "STOPPED_BY":
        return LEFT if reason.fields.get("said") == reasons.LEFT_TABLE else UNPROVEN
    if kind in DISAGREE_KINDS:
        return DISAGREE
    if kind in STANDS_KINDS:
        return STANDS
    if not kind or kind.startswith(("OWED_", "ABORT_", "END_")) or kind in ("LEFT_TABLE", "STOPPED_DETAIL"):
        return UNKNOWN
    return CHEATING


def owed_words(text: str) -> str:
    """What a seat never sent, in words a player knows."""
    kind = parse(text).kind
    if kind == "OWED_MOVE":
        return translate("Reason", "their move")
    if kind in ("OWED_DRAWN_KEY", "OWED_SLOT_KEY"):
        return translate("Reason", "the key that opens a card")
    if kind == "SEED_OWED":
        return translate("Reason", "the secret that opens their cards for the check at the end of the hand")
    if kind == "OWED_RECORD":
        return translate("Reason", "their signed record of the hand")
    if kind in ("LIST_OWED", "HASH_OWED"):
        return translate("Reason", "their check of the state of the hand")
    return translate("Reason", "their part of the shuffle and the deal")


def wrong_words(text: str) -> str:
    """What a seat did that the table proves wrong (never empty)."""
    kind = stop_of(parse(text)).kind
    if kind == "EQUIVOCATION":
        return translate("Reason", "it signed two different messages for the same place")
    if kind == "WRONG_HASH":
        return translate("Reason", "it signed a state of the hand that its own messages do not give")
    if kind in MOVE_KINDS or kind.startswith(("MOVE_", "PASS_", "DISCARD_")):
        return translate("Reason", "it made a move the rules do not allow")
    if kind in KEY_KINDS:
        return translate("Reason", "a key it sent does not open the card it promised")
    if kind in DEAL_KINDS:
        return translate("Reason", "its part of the shuffle fails its check")
    if kind == "FLOODING":
        return translate("Reason", "it flooded the table with messages")
    if kind in DISAGREE_KINDS:
        return translate("Reason", "the computers disagree on the state of the hand")
    return translate("Reason", "it sent a message the table's protocol does not allow")


def said_words(said: str) -> str:
    """Why a peer says it stopped the hand (its own words, unchecked): worded if they are the table's,
    else a generic phrase (never empty, never another program's English)."""
    reason = parse(said)
    if reason.kind == "LEFT_TABLE":
        return translate("Reason", "its player left the table")
    if kind_of(said) == CHEATING:
        return wrong_words(said)
    return translate("Reason", "it gave no reason that can be shown")


def verdict_text(verdict: Verdict, names: tuple[str, ...]) -> str:
    """The verdict of a hand as a sentence, by kind; never empty."""
    reason = parse(verdict.reason)
    stop = stop_of(reason)
    kind = kind_of(verdict.reason)
    seat = verdict.seat if 0 <= verdict.seat < len(names) else stop.number("seat")
    name = names[seat] if 0 <= seat < len(names) else ""
    lost = stop.nested("lost") if stop.kind in ("VOID_LOST", "RESULT_STANDS_LOST") else stop
    absent = ", ".join(names[s] for s in lost.numbers("absent") if 0 <= s < len(names)) if lost.kind else ""
    if verdict.ok:
        if stop.kind == "RESULT_STANDS_LOST":
            return translate(
                "Reason",
                "The result stands. The computers of {names} stopped answering at once before the check at the end "
                "of the hand, so their own cards were not re-checked.",
            ).format(names=absent or translate("Reason", "several players"))
        if kind == STANDS and stop.kind != "ALL_CHECK_OUT" and name:
            return translate(
                "Reason", "The result stands, checked; {name}'s computer did not send everything it owed after it."
            ).format(name=name)
        return translate("Result", "Fair deal: verified — every seed, card and move checks out.")
    if kind == FAULT and lost.kind == "LOST_AT_ONCE":
        return translate(
            "Reason",
            "The computers of {names} stopped answering at once; the players still at the table ended the hand. "
            "It does not count (a fault, not cheating).",
        ).format(names=absent or translate("Reason", "several players"))
    if kind == FAULT:
        if not name and stop.kind == "WITHHELD_WORD":
            seat = stop.number("seat")
            name = names[seat] if 0 <= seat < len(names) else ""
        if not name and reason.kind == "STOPPED_DETAIL":
            missing = reason.nested("detail").numbers("missing")
            name = ", ".join(names[s] for s in missing if 0 <= s < len(names))
        what = stop.fields.get("what", "")
        if stop.kind in ("VOID_SEED",):
            what = reasons.SEED_OWED
        if name and what:
            return translate(
                "Reason",
                "{name}'s computer stopped answering: it never sent {what}. The hand does not count (a fault, "
                "not cheating).",
            ).format(name=name, what=owed_words(what))
        if name:
            return translate(
                "Reason", "{name}'s computer stopped answering. The hand does not count (a fault, not cheating)."
            ).format(name=name)
        return translate("Reason", "A computer stopped answering. The hand does not count (a fault, not cheating).")
    if kind == LEFT:
        by = stop.number("seat")
        who = names[by] if 0 <= by < len(names) else name
        return translate("Reason", "{name} left the table: the hand does not count.").format(
            name=who or translate("Reason", "A player")
        )
    if kind == UNPROVEN:
        by = stop.number("seat")
        who = names[by] if 0 <= by < len(names) else translate("Reason", "A player")
        return translate(
            "Reason", "{name} stopped the hand, proving nothing: nobody is blamed, and the hand does not count."
        ).format(name=who)
    if kind == DISAGREE:
        return translate(
            "Reason", "The computers disagree on the state of the hand: it does not count, and nobody is blamed."
        )
    if kind == CHEATING:
        if name:
            return translate("Reason", "Cheating proven against {name}: {wrong}. The hand does not count.").format(
                name=name, wrong=wrong_words(verdict.reason)
            )
        return translate("Reason", "Cheating proven: {wrong}. The hand does not count.").format(
            wrong=wrong_words(verdict.reason)
        )
    if name:
        return translate(
            "Reason", "The hand was stopped, naming {name}. The history file keeps the exact reason."
        ).format(name=name)
    return translate("Reason", "The hand was stopped. The history file keeps the exact reason.")


def closing_words(text: str, names: tuple[str, ...] = ()) -> str:
    """Why a table closed, for "The table has closed: {reason}": a stopped hand worded by kind, the peer's
    own words otherwise; never empty."""
    reason = parse(text)
    if reason.kind == "HAND_STOPPED":
        return verdict_text(Verdict(False, reason.number("seat"), reason.fields.get("reason", "")), names)
    return text.strip() or translate("Reason", "no reason was given")
