"""Every verdict and stop reason a file can hold is frozen text: each is pinned here, word for word.

A new reason is added to tusac_lan/table/reasons.py and here; a changed one breaks every file written
before it, so this test must never be edited to follow a rewording."""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest

from protocol import fairdeal
from tusac_lan.games.tusac.engine import replay, transitions
from tusac_lan.table import evidence, hand_run, node, reasons
from tusac_lan.table.history import verify_history

DATA = Path(__file__).parent / "data"

PINNED = {
    "OWED_COMMITMENT": "its commitment",
    "OWED_NONCE": "its nonce",
    "OWED_SHUFFLE": "its shuffle stage",
    "OWED_LOCK": "its lock stage",
    "OWED_DEAL_KEYS": "its deal keys",
    "OWED_DRAWN_KEY": "its key for the drawn card",
    "OWED_MOVE": "its move",
    "OWED_SLOT_KEY": "its key for slot {slot}",
    "OWED_RECORD": "its record",
    "SEED_OWED": "its seed",
    "LIST_OWED": "its evidence list",
    "HASH_OWED": "its state hash for the last turn",
    "EQUIVOCATION": "equivocation: two different messages numbered {seq}",
    "WITHHELD": "withheld {what}",
    "WITHHELD_WORD": "seat {signer} alone signed that seat {seat} withheld {what} (its word, no proof)",
    "WRONG_HASH": "signed a state hash for turn {turn} that the messages it lists do not give",
    "DISAGREE": "the peers disagree on the state at turn {turn}",
    "HASH_FROM_OTHER_SEAT": "a state hash from a seat whose peer sends them from another seat",
    "FLOODING": "flooding: sent more messages than a hand needs",
    "LOST_AT_ONCE": "seats {absent} stopped answering at once ({owed}); signed by seats {signers},"
    " every peer still there",
    "LOST_OWED": "seat {seat} withheld {what}",
    "LEFT_TABLE": "left the table",
    "STOPPED_BY": "stopped by seat {seat}: {said} ({detail})",
    "ABORT_SHOWS_NO_PROOF": "it shows no proof",
    "ABORT_SHOWS_NOTHING_BROKEN": "what it shows breaks nothing",
    "UNEXPECTED_MESSAGE": "unexpected {type} message",
    "UNUSABLE_MESSAGE": "a {type} this hand cannot use ({why})",
    "SECOND_COMMITMENT": "a second commitment",
    "OTHER_TABLE_COMMITMENT": "a commitment made at another table (its rules, stake or seats differ)",
    "SECOND_NONCE": "a second nonce",
    "NONCE_MISMATCH": "nonce does not match its commitment",
    "STAGE_OUT_OF_ORDER": "a {step} stage out of order",
    "STAGE_NOT_A_DECK": "the {step} stage is not {deck} distinct curve points",
    "STAGE_PROOF_FAILS": "the {step} stage's proof fails: {error}",
    "KEY_MISMATCH": "the {what} key for slot {slot} does not match its commitment",
    "KEY_OF_DEAL": "deal",
    "KEY_OF_SHOWN_CARD": "shown card's",
    "KEY_OF_DRAWN_CARD": "drawn card's",
    "BAD_KEY": "bad key: {error}",
    "DEAL_KEYS_OUT_OF_ORDER": "deal keys out of order",
    "DEAL_KEYS_WRONG_SLOTS": "deal keys for the wrong slots",
    "DEALT_SLOT_NO_CARD": "dealt slot {slot} of seat {seat} opens to no card",
    "AFTER_THE_END": "a {type} after the hand ended",
    "STALE_TURN": "a {type} for a turn already played (replayed or stale)",
    "MALFORMED_ACTION": "malformed action: {error}",
    "ANOTHER_SEATS_MOVE": "a move for another seat",
    "OUT_OF_TURN": "out of turn: no card for this seat to answer",
    "SECOND_ANSWER": "a second answer to the same card",
    "KEYS_NOT_THE_SLOTS": "keys do not match the revealed slots",
    "KEY_NOT_THE_CARD": "the key for slot {slot} does not open it to the card claimed",
    "ILLEGAL_MOVE": "illegal move: {error}",
    "REVEAL_NOT_DRAWING": "a reveal for a card not being drawn",
    "SECOND_REVEAL": "a second reveal of the same card",
    "DRAWN_SLOT_NO_CARD": "the drawn slot {slot} opens to no card",
    "SECOND_OPENING": "a second opening",
    "MOVE_NOT_SENT": "only a discard, a claim or a pass is sent as a move",
    "MOVE_SLOTS_CARDS_DIFFER": "a move's slots and cards differ in number",
    "MOVE_NO_SUCH_SLOT_OR_CARD": "a move names a slot or a card that does not exist",
    "MOVE_SLOT_TWICE": "a move names a slot twice",
    "PASS_SHOWS_NOTHING": "a pass shows no cards and claims nothing",
    "DISCARD_SHOWS_ONE": "a discard shows exactly one card and claims nothing",
    "NO_CLAIM_KIND": "no claim of kind {claim}",
    "ALL_CHECK_OUT": "deal, reveals and every move check out",
    "AUDIT_MOVE": "move {position}: {reason}",
    "REPLAY_OTHER_STATE": "the replayed hand ends in another state",
    "WRONG_KEY_PUBLISHED": "published a wrong key for slot {slot}",
    "STOPPED_DETAIL": "{reason} ({detail})",
    "DEAL_UNFINISHED": "the deal did not finish",
    "SEEDS_NEVER_OPENED": "seats {missing} never opened their seeds",
    "RESULT_STANDS": "the result stands; seat {seat} {why}",
    "RESULT_STANDS_WORD": "the result stands; seat {word_of} alone signed that seat {seat} {why} (its word)",
    "RESULT_STANDS_SEED": "the result stands; seat {seat} never opened its seed, so its own cards were not re-checked",
    "RESULT_STANDS_SEED_WORD": "the result stands; seat {word_of} alone signed that seat {seat} never opened its seed"
    " (its word, no proof), so that seat's own cards were not re-checked",
    "VOID_SEED": "the hand is void; seat {seat} never opened its seed, and the result needs the cards it keeps closed",
    "VOID_SEED_WORD": "the hand is void; seat {word_of} alone signed that seat {seat} never opened its seed"
    " (its word, no proof), and the result needs the cards it keeps closed",
    "CUT_BAD_MESSAGES": "delivered {limit} messages that do not verify",
    "CUT_BEFORE_CRASH": "cut off before this peer restarted",
    "HAND_STOPPED": "hand {hand} stopped: {reason} (seat {seat})",
    "END_NEXT_TABLE": "continued at the next table",
    "END_COMPLETE": "session complete",
    "END_LEFT": "left",
    "VOID_UNOPENED": "the hand is void; ",
    "RESULT_STANDS_LOST": "the result stands; {lost}; their own cards were not re-checked",
    "VOID_LOST": "the hand is void; {lost}; the result needs the cards they keep closed",
    "SEED_NOT_COMMITTED": "opened seed does not match its commitment",
    "SHUFFLE_NOT_FROM_SEED": "shuffle stage does not follow from its seed",
    "LOCK_NOT_FROM_SEED": "lock stage does not follow from its seed",
    "SLOT_NO_CARD": "slot {slot} opens to no card",
    "DECK_NOT_WHOLE": "the deck does not hold every card once",
}


def frozen() -> dict[str, str]:
    return {name: value for name, value in vars(reasons).items() if name.isupper() and isinstance(value, str)}


def test_every_reason_is_pinned_word_for_word() -> None:
    assert frozen() == PINNED


@pytest.mark.parametrize("name", sorted(PINNED))
def test_a_template_names_only_its_fields(name: str) -> None:
    fields = re.findall(r"{([^{}]*)}", PINNED[name])
    assert all(field.isidentifier() for field in fields)
    assert PINNED[name].format(**{field: "x" for field in fields}).count("{") == 0


def test_the_modules_that_still_hold_their_own_copy_say_the_same() -> None:
    assert hand_run.equivocation_reason(7) == reasons.EQUIVOCATION.format(seq=7)
    assert (node.FLOODING, node.LEFT_TABLE) == (reasons.FLOODING, reasons.LEFT_TABLE)
    assert (evidence.SEED_OWED, evidence.LIST_OWED, evidence.HASH_OWED) == (
        reasons.SEED_OWED,
        reasons.LIST_OWED,
        reasons.HASH_OWED,
    )
    assert evidence.withheld_stop(2, reasons.OWED_MOVE, [0, 1, 3]) == (2, "withheld its move")
    assert evidence.withheld_stop(1, reasons.SEED_OWED, [0]) == (
        -1,
        "seat 0 alone signed that seat 1 withheld its seed (its word, no proof)",
    )


def test_the_fair_deals_findings_are_its_own_words() -> None:
    source = inspect.getsource(fairdeal)
    for name in ("SEED_NOT_COMMITTED", "SHUFFLE_NOT_FROM_SEED", "LOCK_NOT_FROM_SEED", "DECK_NOT_WHOLE"):
        assert f'"{PINNED[name]}"' in source
    assert 'f"slot {slot} opens to no card"' in source


def matches(reason: str) -> bool:
    """Does ``reason`` read as one of the frozen texts, a stop's detail included?"""

    def pattern(template: str) -> str:
        parts = re.split(r"({[^{}]*})", template)
        return "".join("(.+)" if part.startswith("{") else re.escape(part) for part in parts)

    templates = [pattern(t) for t in PINNED.values()]
    return any(re.fullmatch(t, reason) for t in templates)


GOLDEN = [DATA / "no-winner.tusac", DATA / "stopped.tusac", *sorted((DATA / "session").glob("*-hand*.tusac"))]


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name[-20:])
def test_the_golden_files_verdicts_are_frozen_texts(path: Path) -> None:
    history, _ = verify_history(path.read_bytes())
    assert matches(history.verdict.reason)
    shown = path.with_name(path.name + ".show.txt").read_text(encoding="utf-8")
    assert f"audit: {'ok' if history.verdict.ok else 'FAILED'}: {history.verdict.reason}" in shown


def test_the_stopped_golden_file_holds_the_shown_cards_key_reason() -> None:
    history, _ = verify_history((DATA / "stopped.tusac").read_bytes())
    assert history.verdict.reason == reasons.KEY_MISMATCH.format(what=reasons.KEY_OF_SHOWN_CARD, slot=5)
    _, run = verify_history((DATA / "no-winner.tusac").read_bytes())
    assert run.verdict is not None and run.verdict.reason == reasons.ALL_CHECK_OUT


# The engine's reasons (Tứ Sắc's rules): a verdict holds them as "move N: <reason>" (the audit) and a stop
# as "illegal move: <reason>". They stay beside the rules they explain; this pins their words, each
# ``{}`` a value the text is filled with.
ENGINE_PINNED = [
    "a card is revealed twice",
    "a claim must leave a card that can be discarded",
    "a claim names, in ascending order, the lowest slots of each card it needs",
    "a claimed card is not in this seat's hand",
    "a deal must name each card at most once",
    "a deal names {} slots, got {}",
    "a discard names one card",
    "a draw takes the top card of the deck",
    "a drawn general is taken alone, as a chow, as a kong or for a win",
    "a general may never be discarded",
    "a hand starts with its deal",
    "a pass carries nothing",
    "a pass carries nothing",
    "a pong is made from a pair",
    "a second deal",
    "a show names the slots of whole fours, ascending",
    "a show opens only fours of identical cards",
    "a shown card is not in this seat's hand",
    "a slot is named twice",
    "a slot is out of range",
    "a win needs {} points, this hand has {}",
    "a win reveals the whole hand",
    "a {} uses no cards from hand",
    "card {} is already in another slot",
    "every four dealt in hand is shown at the deal, and nothing else",
    "every seat shows its dealt fours before the first move",
    "no card id {}",
    "no card is shown to claim or pass on",
    "no exposed pong of that card to lay it on",
    "no seat {}",
    "no set made with this card leaves the hand without trash",
    "no slot {}",
    "not an action",
    "not this seat's turn to discard",
    "not this seat's turn to draw",
    "on a drawn general only a win or a kong may be claimed",
    "only the drawer lays a drawn card on its exposed pong",
    "only the drawer takes a drawn general alone",
    "only {} may claim a {}",
    "slot {} does not hold the card revealed for it",
    "slots and cards differ in number",
    "special rule 1: three identical cards are locked and lend none to another set",
    "special rule 2: a pair beside two cards that make a chow with it may not become a pong",
    "special rule 2: this claim would leave {} trash where the hand has {}",
    "the discarded card is not in this seat's hand",
    "the discarder may not claim its own discard",
    "the drawer must take a drawn general nobody else claims",
    "the hand is already dealt",
    "the hand is not dealt yet",
    "the hand is over",
    "the opened deck is not a deal: {}",
    "these cards do not make a {} with the shown card",
    "this meld leaves no trash in the hand: claim the win",
    "this seat has already answered the shown card",
    "this seat has already shown its fours",
    "unknown action type {}",
    "unknown claim {}",
]


def engine_reasons() -> list[str]:
    found = []
    for module in (transitions, replay):
        for call in ast.walk(ast.parse(inspect.getsource(module))):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name):
                if call.func.id in ("IllegalAction", "AuditFinding"):
                    text = call.args[-1]
                    if isinstance(text, ast.Constant):
                        found.append(str(text.value))
                    elif isinstance(text, ast.JoinedStr):
                        parts = text.values
                        found.append("".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in parts))
    return sorted(found)


def test_the_engines_reasons_are_pinned_word_for_word() -> None:
    assert engine_reasons() == ENGINE_PINNED
