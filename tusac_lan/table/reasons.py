"""Every verdict and stop reason a hand file, a journal or a signed statement can hold: frozen text.

These strings are file bytes. A verdict's reason is in the signed body of a hand file and ``verify``
compares it with the replay's; what a ``withheld`` statement says a seat owes is signed by every
other peer and must be the same words at each. Rewording one breaks every file already written, so
they live here, each pinned by tests/test_reasons.py. A template is filled with ``str.format``.
"""

from __future__ import annotations

from typing import Final

# --- what a seat owes, in the words of a ``missing`` or ``withheld`` statement ----------------------

OWED_COMMITMENT: Final = "its commitment"
OWED_NONCE: Final = "its nonce"
OWED_SHUFFLE: Final = "its shuffle stage"
OWED_LOCK: Final = "its lock stage"
OWED_DEAL_KEYS: Final = "its deal keys"
OWED_DRAWN_KEY: Final = "its key for the drawn card"
OWED_MOVE: Final = "its move"
OWED_SLOT_KEY: Final = "its key for slot {slot}"
"""What a seat owes for a reveal other than one card to every seat (a private draw, several cards)."""
OWED_RECORD: Final = "its record"
SEED_OWED: Final = "its seed"
"""What a seat owes at the end of a hand."""
LIST_OWED: Final = "its evidence list"
"""What a peer owes whose state hash for a hand's last turn differs from every other peer's: its signed
list of the messages it took in (the result stands; the list shows whether the hash was false)."""
HASH_OWED: Final = "its state hash for the last turn"
"""What a peer that signed state hashes during a hand owes once the hand is played out."""

# --- stops named with proof of another kind than a rejected message -----------------------------------

EQUIVOCATION: Final = "equivocation: two different messages numbered {seq}"
WITHHELD: Final = "withheld {what}"
WITHHELD_WORD: Final = "seat {signer} alone signed that seat {seat} withheld {what} (its word, no proof)"
WRONG_HASH: Final = "signed a state hash for turn {turn} that the messages it lists do not give"
DISAGREE: Final = "the peers disagree on the state at turn {turn}"
HASH_FROM_OTHER_SEAT: Final = "a state hash from a seat whose peer sends them from another seat"
FLOODING: Final = "flooding: sent more messages than a hand needs"
"""One reason whichever bound a flood hits first, so that every peer it floods names it the same way."""
LOST_AT_ONCE: Final = (
    "seats {absent} stopped answering at once ({owed}); signed by seats {signers}, every peer still there"
)
"""A hand voided by the peers still at the table when more than one peer was lost (tusac_lan.table.lost):
``absent`` and ``signers`` are Python lists as ``str`` writes them; nobody is named with proof."""
LOST_OWED: Final = "seat {seat} withheld {what}"
"""What one absent seat the hand waited for owed, in a ``LOST_AT_ONCE`` reason (joined with "; ")."""

# --- an abort: its sender's words, and what the others make of it --------------------------------------

LEFT_TABLE: Final = "left the table"
"""What a peer whose player leaves says in its abort (the others stop the hand instead of waiting)."""
STOPPED_BY: Final = "stopped by seat {seat}: {said} ({detail})"
ABORT_SHOWS_NO_PROOF: Final = "it shows no proof"
ABORT_SHOWS_NOTHING_BROKEN: Final = "what it shows breaks nothing"

# --- a message the hand rejects (the stop names its sender) ---------------------------------------

UNEXPECTED_MESSAGE: Final = "unexpected {type} message"
UNUSABLE_MESSAGE: Final = "a {type} this hand cannot use ({why})"
SECOND_COMMITMENT: Final = "a second commitment"
OTHER_TABLE_COMMITMENT: Final = "a commitment made at another table (its rules, stake or seats differ)"
SECOND_NONCE: Final = "a second nonce"
NONCE_MISMATCH: Final = "nonce does not match its commitment"
STAGE_OUT_OF_ORDER: Final = "a {step} stage out of order"
STAGE_NOT_A_DECK: Final = "the {step} stage is not {deck} distinct curve points"
STAGE_PROOF_FAILS: Final = "the {step} stage's proof fails: {error}"
KEY_MISMATCH: Final = "the {what} key for slot {slot} does not match its commitment"
KEY_OF_DEAL: Final = "deal"
KEY_OF_SHOWN_CARD: Final = "shown card's"
KEY_OF_DRAWN_CARD: Final = "drawn card's"
BAD_KEY: Final = "bad key: {error}"
DEAL_KEYS_OUT_OF_ORDER: Final = "deal keys out of order"
DEAL_KEYS_WRONG_SLOTS: Final = "deal keys for the wrong slots"
DEALT_SLOT_NO_CARD: Final = "dealt slot {slot} of seat {seat} opens to no card"
AFTER_THE_END: Final = "a {type} after the hand ended"
STALE_TURN: Final = "a {type} for a turn already played (replayed or stale)"
MALFORMED_ACTION: Final = "malformed action: {error}"
ANOTHER_SEATS_MOVE: Final = "a move for another seat"
OUT_OF_TURN: Final = "out of turn: no card for this seat to answer"
SECOND_ANSWER: Final = "a second answer to the same card"
KEYS_NOT_THE_SLOTS: Final = "keys do not match the revealed slots"
KEY_NOT_THE_CARD: Final = "the key for slot {slot} does not open it to the card claimed"
ILLEGAL_MOVE: Final = "illegal move: {error}"
REVEAL_NOT_DRAWING: Final = "a reveal for a card not being drawn"
SECOND_REVEAL: Final = "a second reveal of the same card"
DRAWN_SLOT_NO_CARD: Final = "the drawn slot {slot} opens to no card"
SECOND_OPENING: Final = "a second opening"

# Tứ Sắc's move shape, checked before the engine sees a move (the game's, once games have their own).
MOVE_NOT_SENT: Final = "only a discard, a claim or a pass is sent as a move"
MOVE_SLOTS_CARDS_DIFFER: Final = "a move's slots and cards differ in number"
MOVE_NO_SUCH_SLOT_OR_CARD: Final = "a move names a slot or a card that does not exist"
MOVE_SLOT_TWICE: Final = "a move names a slot twice"
PASS_SHOWS_NOTHING: Final = "a pass shows no cards and claims nothing"
DISCARD_SHOWS_ONE: Final = "a discard shows exactly one card and claims nothing"
NO_CLAIM_KIND: Final = "no claim of kind {claim}"

# --- the verdict at the end of a hand ---------------------------------------------------------------

ALL_CHECK_OUT: Final = "deal, reveals and every move check out"
AUDIT_MOVE: Final = "move {position}: {reason}"
"""A move the full replay refuses; ``reason`` is the engine's (tusac_lan.games.tusac.engine.transitions)."""
REPLAY_OTHER_STATE: Final = "the replayed hand ends in another state"
WRONG_KEY_PUBLISHED: Final = "published a wrong key for slot {slot}"
STOPPED_DETAIL: Final = "{reason} ({detail})"
DEAL_UNFINISHED: Final = "the deal did not finish"
SEEDS_NEVER_OPENED: Final = "seats {missing} never opened their seeds"
"""``missing`` is a Python list of seats, as ``str`` writes it: ``[1, 3]``."""
RESULT_STANDS: Final = "the result stands; seat {seat} {why}"
RESULT_STANDS_WORD: Final = "the result stands; seat {word_of} alone signed that seat {seat} {why} (its word)"
RESULT_STANDS_SEED: Final = "the result stands; seat {seat} never opened its seed, so its own cards were not re-checked"
RESULT_STANDS_SEED_WORD: Final = (
    "the result stands; seat {word_of} alone signed that seat {seat} never opened its seed"
    " (its word, no proof), so that seat's own cards were not re-checked"
)
VOID_UNOPENED: Final = "the hand is void; "
"""How every verdict starts that voids a hand played to its end because seeds never came (a fault, no proof)."""
VOID_SEED: Final = VOID_UNOPENED + "seat {seat} never opened its seed, and the result needs the cards it keeps closed"
"""A hand played out whose result the public cards do not decide (Ma Diao: where a 百万 played face down
lay): without the seed the face-down cards stay closed, so there is no result to stand."""
VOID_SEED_WORD: Final = (
    VOID_UNOPENED + "seat {word_of} alone signed that seat {seat} never opened its seed (its word, no proof),"
    " and the result needs the cards it keeps closed"
)
"""``VOID_SEED`` at a table of two: one peer's word names nobody, and the withholder gains nothing either."""
RESULT_STANDS_LOST: Final = "the result stands; {lost}; their own cards were not re-checked"
"""A hand played to its end whose absent peers never opened their seeds (``LOST_AT_ONCE`` is ``lost``)."""
VOID_LOST: Final = VOID_UNOPENED + "{lost}; the result needs the cards they keep closed"

# --- a crash journal's ``cut`` and ``end`` records (tusac_lan.table.journal) ----------------------------

CUT_BAD_MESSAGES: Final = "delivered {limit} messages that do not verify"
CUT_BEFORE_CRASH: Final = "cut off before this peer restarted"
"""A peer cut off before a crash, cut off again at the transport once the restarted peer reconnects."""
HAND_STOPPED: Final = "hand {hand} stopped: {reason} (seat {seat})"
"""``TableNode.stopped``, which the session's journal ends with."""
END_NEXT_TABLE: Final = "continued at the next table"
END_COMPLETE: Final = "session complete"
END_LEFT: Final = "left"

# The fair deal's findings (protocol.fairdeal.verify_deal; protocol imports nothing of the table, so
# these copies are checked against its source by the test).
SEED_NOT_COMMITTED: Final = "opened seed does not match its commitment"
SHUFFLE_NOT_FROM_SEED: Final = "shuffle stage does not follow from its seed"
LOCK_NOT_FROM_SEED: Final = "lock stage does not follow from its seed"
SLOT_NO_CARD: Final = "slot {slot} opens to no card"
DECK_NOT_WHOLE: Final = "the deck does not hold every card once"
