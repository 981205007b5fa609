"""Hand history files: a complete signed transcript that anyone can verify offline.

Layout (canonical msgpack), documented in docs/HISTORY.md::

    [MAGIC, FORMAT_VERSION, engine version of the TABLE's game, transcript, hand_no, starter,
     previous session digest, messages, evidence, hash_chain, verdict, records]

Everything but ``records`` is the file's *body*. Each record is a message signed by one peer at the
table naming the BLAKE2b digest of the body and the session digest after this hand, so every byte of
the body is covered by the signature of every peer that reached the end of the hand; the messages
and the lobby transcript are signed by their senders. ``verify`` derives the hash chain and the verdict
from the signed messages alone and insists the file says the same: nothing in a file is taken on trust.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import msgpack

from protocol.messages import Message, MessageError, decode
from protocol.text import printable

from ..games import GAMES, AnyGame
from . import reasons
from .config import TableConfig
from .deadlines import owed_by
from .evidence import (
    WITHHELD,
    WRONG_HASH,
    claim_contradicts_list,
    hash_claim,
    is_equivocation,
    latest_move_turn,
    stale_hash,
    withheld_stop,
)
from .hand_run import Diverged, HandRun, Rejected, Step, Verdict
from .lost import NotLost, answered_absent, check_lost, is_lost_form
from .transcript import Transcript, TranscriptError, read_transcript

MAGIC = "tusac-history"
FORMAT_VERSION = 2
MAX_FILE = 4 * 1024 * 1024
NO_SESSION = bytes(32)
"""The previous session digest of a session's first hand."""


NOT_A_FILE = "not_a_file"
"""Kind of HistoryError: not a file of this program (or larger than one ever is)."""
OTHER_VERSION = "other_version"
"""Kind of HistoryError: a file of another format or engine than this program's."""
MISSING = "missing"
"""Kind of HistoryError: a hand file the session lists is not in its folder."""
DAMAGED = "damaged"
"""Kind of HistoryError: damaged, or changed since it was signed: it does not check."""


class HistoryError(ValueError):
    """A history file that cannot be read or does not verify; the text says where and why (in English,
    as ``history show`` prints it), ``kind`` which of the kinds above it is (for a client to word)."""

    def __init__(self, text: str, kind: str = DAMAGED) -> None:
        super().__init__(text)
        self.kind = kind


def file_messages(run: HandRun) -> list[Message]:
    """Every message the hand took in, in an order that does not depend on arrival.

    Of a step that a stop cut short (some nonces, some deal keys, some answers to a card), only the
    stopped seat's own messages are kept: which of the others had arrived differs from peer to peer,
    and the stop never depends on them. A lost-at-once void also keeps those of the absent seats it does
    not name: they owe nothing at every signer, so every signer holds them (``lost.answered_absent``).
    After a stop that finds the peers at different moves (an equivocation, an abort that proves nothing)
    no move is kept (``HandRun.cut``). Every peer thus writes the same messages."""
    stopped_at = run.stop_step
    named = run.stopped.seat if run.stopped is not None else -1
    # A lost-at-once void names no seat; an absent seat its statements do not name had sent what the hand
    # waited for to every signer, and every signer keeps that (``lost.answered_absent``).
    lost = run.stopped is not None and named == -1 and run.stopped.kind == WITHHELD
    kept = answered_absent(run.config.peers, run.evidence) if lost else frozenset()

    def own(m: Message | None) -> bool:
        return m is not None and (m.seat == named or m.seat in kept)

    def whole(step: Step, items: list[Message | None]) -> list[Message | None]:
        if stopped_at is None or _STEP_ORDER.index(stopped_at) > _STEP_ORDER.index(step):
            return items
        return [m for m in items if own(m)]

    ordered: list[Message | None] = [*whole(Step.COMMIT, run.deal.commits), *whole(Step.NONCE, run.deal.nonces)]
    ordered += [*run.deal.shuffles, *run.deal.locks, *whole(Step.FIRST, run.deal.first_keys)]
    ordered += whole(Step.DEAL_KEYS, run.deal.deal_keys)
    if run.cut is not None:
        ordered += run.play_log[: run.play_marks[run.cut - 1]]
    else:
        ordered += run.play_log
        answers = [answer[0] for answer in run.window if answer is not None]
        ordered += [m for m in [*answers, *run.reveals] if m is not None and (stopped_at is None or own(m))]
    ordered += run.deal.opens
    conceded = run.conceded
    return [
        m
        for m in ordered
        if m is not None and not (m.seat in conceded and m.seq >= conceded[m.seat] and m.type != "open")
    ]


_STEP_ORDER = list(Step)


def session_digest(previous: bytes, body_digest: bytes) -> bytes:
    return hashlib.blake2b(b"tusac-session" + previous + body_digest, digest_size=32).digest()


def history_body(
    transcript: Transcript, run: HandRun, previous_session: bytes, verdict: Verdict | None = None
) -> list[Any]:
    """The file's body; ``verdict`` in place of the hand's own (one it does not have yet)."""
    verdict = verdict if verdict is not None else run.verdict
    assert verdict is not None
    return [
        MAGIC,
        FORMAT_VERSION,
        transcript.config.game.engine_version,
        transcript.to_canonical(),
        run.hand_no,
        run.starter if (run.hand_no > 0 or transcript.config.continues is not None) and run.starter is not None else -1,
        previous_session,
        [m.wire for m in file_messages(run)],
        [m.wire for m in run.evidence],
        list(run.hash_chain[: run.cut]),
        verdict.to_canonical(),
    ]


def body_digest(body: list[Any]) -> bytes:
    return hashlib.blake2b(b"tusac-hand" + _pack(body), digest_size=32).digest()


def write_history(body: list[Any], records: list[Message]) -> bytes:
    """The file: the body and the records (one per peer, by seat) that sign it."""
    return _pack([*body, [r.wire for r in sorted(records, key=lambda r: r.seat)]])


def _pack(value: Any) -> bytes:
    packed: bytes = msgpack.packb(value, use_bin_type=True)
    return packed


@dataclass
class History:
    transcript: Transcript
    hand_no: int
    starter: int | None
    previous_session: bytes
    messages: list[bytes]
    evidence: list[bytes]
    hash_chain: list[bytes]
    verdict: Verdict
    records: list[bytes]
    body_digest: bytes
    signers: list[int] = field(default_factory=list)
    """The first seat of every peer whose record signs the file (set by ``verify_history``)."""

    @property
    def config(self) -> TableConfig:
        return self.transcript.config

    @property
    def session_digest(self) -> bytes:
        return session_digest(self.previous_session, self.body_digest)


def unpack_record(data: bytes, kind: str = "history", limit: int = MAX_FILE) -> Any:
    """The one msgpack record a ``kind`` file (hand history, session) holds; a HistoryError saying in
    words where reading stopped."""
    if not data or not (0x90 <= data[0] <= 0x9F or data[0] in (0xDC, 0xDD)):
        raise HistoryError(f"not a tusac-lan {kind} file (it does not start as one)", NOT_A_FILE)
    unpacker = msgpack.Unpacker(raw=False, strict_map_key=True, max_buffer_size=limit)
    unpacker.feed(data)
    try:
        record = unpacker.unpack()
    except msgpack.OutOfData:
        raise HistoryError(
            f"damaged: the file ends at byte {len(data)} in the middle of its record (cut short?)"
        ) from None
    except Exception as exc:  # msgpack raises several unrelated exception types
        raise HistoryError(
            f"damaged: unreadable after byte {unpacker.tell()} of {len(data)} ({type(exc).__name__})"
        ) from None
    if unpacker.tell() != len(data):
        raise HistoryError(
            f"damaged: {len(data) - unpacker.tell()} bytes follow the record, which ends at byte {unpacker.tell()}"
        )
    return record


def read_history(data: bytes, games: Mapping[str, AnyGame] = GAMES) -> History:
    """Parse a file and check its form (not yet its content), its game found among ``games``; raise
    HistoryError saying what is wrong."""
    if not isinstance(data, bytes) or len(data) > MAX_FILE:
        raise HistoryError(f"not a history file: larger than {MAX_FILE} bytes", NOT_A_FILE)
    record = unpack_record(data)
    if not isinstance(record, list) or len(record) < 2 or record[0] != MAGIC:
        raise HistoryError("not a tusac-lan history file", NOT_A_FILE)
    version = record[1]
    if type(version) is not int or version != FORMAT_VERSION:  # not True, not 2.0
        raise HistoryError(
            f"history format {version!r}: this program reads format {FORMAT_VERSION} only", OTHER_VERSION
        )
    if len(record) != 12:
        raise HistoryError("damaged: a format 2 file has 12 fields")
    if _pack(record) != data:
        raise HistoryError("damaged: not in canonical form")
    _, _, engine, transcript, hand_no, starter, previous, messages, evidence, chain, verdict, records = record
    try:
        whole = isinstance(transcript, list) and len(transcript) == 2
        table = read_transcript(*transcript, games=games) if whole else None
    except TranscriptError as exc:
        raise HistoryError(f"the lobby record: {exc}") from None
    if table is None:
        raise HistoryError("damaged: the lobby record is two messages")
    # The engine of the game the TABLE names (Tứ Sắc's when it names none).
    if type(engine) is not int or engine != table.config.game.engine_version:
        raise HistoryError(
            f"made by engine {engine!r}, this program has engine {table.config.game.engine_version}", OTHER_VERSION
        )
    last_seat = table.config.seats - 1
    if not _is_int(hand_no, 0, 1_000_000) or not _is_int(starter, -1, last_seat):
        raise HistoryError("damaged: hand number or starter")
    if not isinstance(previous, bytes) or len(previous) != 32:
        raise HistoryError("damaged: previous session digest")
    carried = table.config.continues
    if hand_no == 0 and carried is not None and starter != carried.starter:
        raise HistoryError("the first hand of a continued table starts at another seat than the table says")
    for name, items in (("messages", messages), ("evidence", evidence), ("hash chain", chain), ("records", records)):
        if not isinstance(items, list) or not all(isinstance(item, bytes) for item in items):
            raise HistoryError(f"damaged: {name}")
    if not (isinstance(verdict, list) and len(verdict) == 3):
        raise HistoryError("damaged: verdict")
    ok, seat, reason = verdict
    if not isinstance(ok, bool) or not _is_int(seat, -1, last_seat) or not isinstance(reason, str):
        raise HistoryError("damaged: verdict")
    return History(
        table,
        hand_no,
        None if starter < 0 else starter,
        previous,
        messages,
        evidence,
        chain,
        Verdict(ok, seat, reason),
        records,
        body_digest(record[:11]),
    )


def _is_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def replay_history(history: History, *, trace: bool = False) -> HandRun:
    """Re-run the whole hand from its signed messages; raise HistoryError at the first problem.
    With ``trace`` the run keeps every action with the full state after it (``HandRun.trace``)."""
    config = history.config
    run = HandRun(config, history.hand_no, history.starter, {}, {}, history.transcript.digest, game=config.game)
    if trace:
        run.trace = []

    def parse(index: int, wire: bytes) -> Message:
        try:
            message = decode(wire, config.table_id, list(config.seat_keys), config.shape)
        except MessageError as exc:
            raise HistoryError(f"message {index}: {exc}") from None
        if message.hand != history.hand_no:
            raise HistoryError(f"message {index}: belongs to hand {message.hand}")
        return message

    messages = [parse(i, w) for i, w in enumerate(history.messages)]
    if len({(m.seat, m.seq) for m in messages}) != len(messages):
        raise HistoryError("two messages of the hand share a seat and a number")
    evidence = [parse(len(messages) + i, w) for i, w in enumerate(history.evidence)]
    opens = [m for m in messages if m.type == "open"]
    for index, message in enumerate(m for m in messages if m.type != "open"):
        try:
            if not run.accept(message):
                raise HistoryError(f"message {index} ({message.type} from seat {message.seat}) is out of order")
        except Rejected as exc:
            raise HistoryError(f"message {index} ({message.type}): seat {exc.seat}: {exc.reason}") from None
        except Diverged:
            raise HistoryError(f"message {index} ({message.type}) was made on another state") from None
    withheld = evidence and all(m.type == "withheld" for m in evidence)
    lost_form = is_lost_form(evidence)
    if lost_form and run.step == Step.OPEN and run.stopped is None:
        # Lost at once after the hand was played to its end: the seeds that came are opened first, then
        # every absent seat must owe its own.
        for index, message in enumerate(opens, len(messages) - len(opens)):
            try:
                run.accept(message)
            except Rejected as exc:
                raise HistoryError(f"message {index} (open): seat {exc.seat}: {exc.reason}") from None
        run.evidence = evidence
        lost = _check_lost(run, messages, evidence)
        signed = {m.seat for m in evidence}
        if any(run.opens[seat] is None for seat, peer in enumerate(config.peers) if peer in signed):
            raise HistoryError("a lost-at-once void whose signer never opened its seed")
        run.seeds_lost_at_once(lost)
        if run.verdict is None:
            raise HistoryError("a lost-at-once void of a hand whose seeds all came")
        return run
    if lost_form:
        run.stop(Rejected(-1, _check_lost(run, messages, evidence), kind=WITHHELD), evidence)
    elif withheld:
        seat, what = _check_statements(run, messages, evidence)
        signers = [m.seat for m in evidence]
        if run.step == Step.OPEN and run.stopped is None and what != reasons.SEED_OWED:
            # A hand played to its end: what is withheld after it (a state hash, a list) names its signer,
            # and the result stands (one peer's word alone names nobody).
            run.evidence = evidence
            word_of = signers[0] if len(signers) == 1 else -1
            run.name_after_result(seat, reasons.WITHHELD.format(what=printable(what)), word_of)
        elif run.step == Step.OPEN and run.stopped is None:
            for message in opens:
                run.accept(message)
            run.evidence = evidence
            run.seed_withheld(seat, signers[0] if len(signers) == 1 else -1)
            return run
        else:
            named, reason = withheld_stop(seat, printable(what), signers)
            run.stop(Rejected(named, reason, kind=WITHHELD), evidence)
    elif evidence:
        stop, shown = _judge_evidence(run, messages, evidence)
        claim = hash_claim(shown[0], run.chain_turns, len(run.hash_chain)) if stop.kind == WRONG_HASH else None
        if (
            claim is not None
            and run.step == Step.OPEN
            and run.stopped is None
            and _after_result(claim[0], len(run.hash_chain) - 1, shown[0], opens)
        ):
            # A false hash met after the result, proven: its signer is named, the result stands.
            run.evidence = shown
            run.name_after_result(stop.seat, stop.reason)
        else:
            run.stop(stop, shown)
    if run.step != Step.OPEN:
        raise HistoryError("the hand's moves do not reach its end, and no evidence stops it")
    for index, message in enumerate(opens, len(messages) - len(opens)):
        try:
            run.accept(message)
        except Rejected as exc:
            raise HistoryError(f"message {index} (open): seat {exc.seat}: {exc.reason}") from None
    if run.verdict is None:  # some seed never came
        if run.stopped is None:
            raise HistoryError("not every seed is opened")
        run.give_up()
    return run


def _after_result(index: int, last: int, claim: Message, opens: list[Message]) -> bool:
    """Whether a state hash was met by every peer only after the hand's result, as the peers judge it: the
    last turn's, or one its signer signed after its own seed."""
    return index == last or any(m.seat == claim.seat and m.seq < claim.seq for m in opens)


def _check_statements(run: HandRun, messages: list[Message], statements: list[Message]) -> tuple[int, str]:
    """Every peer but the withholder's signed that the same message of that seat never came to it."""
    peers = run.config.peers
    seat, seq, _ = statements[0].payload
    signers = [m.seat for m in statements]
    others = sorted(p for p in set(peers) if p != peers[seat])
    if signers != others or any(m.payload != statements[0].payload for m in statements):
        raise HistoryError("the withheld statements are not every other peer's word on one message")
    # The withholder's seed comes after it (numbered later) and is in the file: a stopped hand takes the seeds
    # past such a statement (``TableNode._seed_past_own_word``). Any other later message would have come in turn.
    if any(m.seat == seat and (m.seq == seq or (m.seq > seq and m.type != "open")) for m in messages):
        raise HistoryError("the message said to be withheld is in the file")
    return seat, str(statements[0].payload[2])


def _check_lost(run: HandRun, messages: list[Message], statements: list[Message]) -> str:
    """A lost-at-once void's statements, checked against the hand where it stopped (``table.lost``);
    its reason."""
    if run.stopped is not None or run.step == Step.DONE or (run.step == Step.OPEN and not run.ended):
        raise HistoryError("a lost-at-once void of a hand that was not in play")
    try:
        lost = check_lost(run.config.peers, run.config.host_seat, statements, lambda seat: owed_by(run, seat))
    except NotLost as exc:
        raise HistoryError(f"the lost statements are not a lost-at-once void: {exc}") from None
    for seat, seq, _, _ in (m.payload for m in statements):
        if any(m.seat == seat and m.seq >= seq for m in messages):
            raise HistoryError("the message said to be withheld is in the file")
    return lost.reason


def _refuse_stale(run: HandRun, messages: list[Message], claim: Message) -> None:
    """A state hash signed after its signer's own move at a later turn is dropped by every peer: no file
    keeps one as evidence."""
    if claim.type != "hash":
        return
    earlier = [m for m in messages if m.seat == claim.seat and m.seq < claim.seq]
    if stale_hash(int(claim.payload[0]), run.chain_turns, latest_move_turn(earlier)):
        raise HistoryError("the state hash kept as evidence came after its signer's move at a later turn")


def _judge_evidence(run: HandRun, messages: list[Message], evidence: list[Message]) -> tuple[Rejected, list[Message]]:
    """What the evidence kept in a file proves, judged as a peer judges it at the table."""
    from .evidence import EQUIVOCATION, UNPROVEN, WRONG_HASH

    known = {(m.seat, m.seq): m for m in [*messages, *evidence]}
    if len(evidence) == 2 and is_equivocation(evidence[0], evidence[1]):
        first = evidence[0]
        return Rejected(first.seat, reasons.EQUIVOCATION.format(seq=first.seq), kind=EQUIVOCATION), evidence
    if len(evidence) == 2 and evidence[1].type == "evidence":
        claim_message, listed = evidence
        claim = hash_claim(claim_message, run.chain_turns, len(run.hash_chain))
        if claim is None or run.config.peers[claim_message.seat] != listed.seat:
            raise HistoryError("the evidence is not a peer's state hash and its own list of messages")
        _refuse_stale(run, messages, claim_message)
        if not claim_contradicts_list(claim, listed, run.hash_chain, lambda s, q: known.get((s, q))):
            raise HistoryError("the state hash kept as evidence agrees with the messages, or its list differs")
        reason = reasons.WRONG_HASH.format(turn=claim[0])
        return Rejected(listed.seat, reason, kind=WRONG_HASH), evidence
    if len(evidence) != 1:
        raise HistoryError("the evidence kept in the file proves nothing")
    shown = evidence[0]
    if shown.type == "abort":
        reason, wires = shown.payload
        from protocol.text import printable

        detail = reasons.ABORT_SHOWS_NO_PROOF if not wires else reasons.ABORT_SHOWS_NOTHING_BROKEN
        text = reasons.STOPPED_BY.format(seat=shown.seat, said=printable(reason), detail=detail)
        return Rejected(-1, text, kind=UNPROVEN), evidence
    claim = hash_claim(shown, run.chain_turns, len(run.hash_chain))
    if claim is not None and shown.type == "hash":
        _refuse_stale(run, messages, shown)
        index, digest = claim
        if index < len(run.hash_chain) and run.hash_chain[index] != digest:
            return Rejected(-1, reasons.DISAGREE.format(turn=index), kind=UNPROVEN), evidence
        raise HistoryError("the state hash kept as evidence agrees with the hand")
    ours = [m.seq for m in messages if m.seat == shown.seat and m.type != "open"]
    if (shown.seat, shown.seq) in known and known[(shown.seat, shown.seq)] is not shown:
        raise HistoryError("the evidence is a message the hand already holds")
    if ours and shown.seq <= max(ours):
        raise HistoryError("the evidence is older than its seat's last message in the hand")
    try:
        consumed = run.accept(shown)
    except Rejected as exc:
        return exc, evidence
    except Diverged as diverged:
        return Rejected(-1, reasons.DISAGREE.format(turn=diverged.index), kind=UNPROVEN), evidence
    raise HistoryError("the evidence kept in the file breaks nothing" if consumed else "the evidence is for later")


def verify_history(
    data: bytes, *, trace: bool = False, games: Mapping[str, AnyGame] = GAMES
) -> tuple[History, HandRun]:
    """Check a file end to end. The records are checked first (cheap, and they cover every byte of
    the body), then the hand is replayed from its signed messages alone and must give the file's
    hash chain and verdict."""
    history = read_history(data, games)
    history.signers = _check_records(history)
    run = replay_history(history, trace=trace)
    if run.hash_chain != history.hash_chain:
        first = next(
            (i for i, (a, b) in enumerate(zip(run.hash_chain, history.hash_chain)) if a != b),
            min(len(run.hash_chain), len(history.hash_chain)),
        )
        raise HistoryError(f"state hash chain differs at turn {first}")
    assert run.verdict is not None
    if run.verdict.to_canonical() != history.verdict.to_canonical():
        raise HistoryError(f"the file's verdict {history.verdict.reason!r} is not the replay's {run.verdict.reason!r}")
    _check_witness(history, run)
    return history, run


def record_signers(history: History) -> list[int]:
    """The first seats of the peers whose records sign this file, each signature checked (the rest of
    the file not yet): what two files of one hand show together (``settlement.double_signed``)."""
    return _check_records(history)


def _check_records(history: History) -> list[int]:
    """The seats (each a peer's first seat) whose records sign this body and session, in order."""
    config = history.config
    if not history.records:
        raise HistoryError("no peer signed the end of this hand")
    if len(history.records) > len(set(config.peers)):
        raise HistoryError("more records than peers at the table")
    seen: list[int] = []
    for index, wire in enumerate(history.records):
        try:
            record = decode(wire, config.table_id, list(config.seat_keys), config.shape)
        except MessageError as exc:
            raise HistoryError(f"record {index}: {exc}") from None
        if record.type != "record" or record.hand != history.hand_no or config.peers[record.seat] != record.seat:
            raise HistoryError(f"record {index}: not a peer's record of this hand")
        if seen and record.seat <= seen[-1]:
            raise HistoryError("records out of order or twice")
        seen.append(record.seat)
        if record.payload != [history.body_digest, history.session_digest]:
            raise HistoryError(f"record {index}: signs another file or another session")
    return seen


def _check_witness(history: History, run: HandRun) -> None:
    """A stopped hand must be signed by a peer other than the one it blames (or, naming nobody, the one
    whose message stopped it): a peer could always cut a hand it was losing and stop it with a bad
    message of its own, and its record alone would erase the payments."""
    verdict = history.verdict
    if verdict.ok and verdict.seat < 0 and not run.evidence:
        return
    peers = history.config.peers
    if verdict.seat >= 0:
        interested = {peers[verdict.seat]}
    elif is_lost_form(run.evidence):
        # Peers lost at once: the signers are the peers still there; none of the absent may sign it alone.
        interested = set(peers) - {m.seat for m in run.evidence}
    elif run.evidence and all(m.type == "withheld" for m in run.evidence):
        # One peer's word that another withheld (a table of two): it names nobody, and its signer's
        # record is what the file is, as the verdict says; the peer it concerns is the one that may not sign alone.
        interested = {peers[int(run.evidence[0].payload[0])]}
    else:
        interested = {peers[m.seat] for m in run.evidence}
    if not set(history.signers) - interested:
        who = ", ".join(f"seat {p}" for p in sorted(interested))
        raise HistoryError(f"a stopped hand signed only by the peer it concerns ({who}): its own word proves nothing")
