"""Hand history files: a complete signed transcript that anyone can verify offline.

Layout (msgpack): ``[MAGIC, FORMAT_VERSION, ENGINE_VERSION, table, hand_no, starter,
messages, evidence, hash_chain, verdict]``, documented in docs/HISTORY.md.
"""

from __future__ import annotations

from dataclasses import dataclass

import msgpack

from protocol.messages import Message, MessageError, decode

from ..engine.state import ENGINE_VERSION
from .config import TableConfig
from .hand_run import HandRun, Rejected, Step, Verdict, equivocation_reason

MAGIC = "tusac-history"
FORMAT_VERSION = 1
MAX_FILE = 4 * 1024 * 1024


class HistoryError(ValueError):
    """A history file that cannot be read or does not verify; the text says where and why."""


def _messages(run: HandRun) -> list[Message]:
    ordered: list[Message | None] = [*run.commits, *run.nonces, *run.shuffles, *run.locks, *run.deal_keys]
    ordered += run.play_log
    ordered += [o for o in run.opens if o is not None]
    return [m for m in ordered if m is not None]


def write_history(config: TableConfig, run: HandRun) -> bytes:
    assert run.verdict is not None
    record = [
        MAGIC,
        FORMAT_VERSION,
        ENGINE_VERSION,
        config.to_canonical(),
        run.hand_no,
        run.starter if run.hand_no > 0 else -1,
        [m.wire for m in _messages(run)],
        [m.wire for m in run.evidence],
        list(run.hash_chain),
        run.verdict.to_canonical(),
    ]
    packed: bytes = msgpack.packb(record, use_bin_type=True)
    return packed


@dataclass
class History:
    config: TableConfig
    hand_no: int
    starter: int | None
    messages: list[bytes]
    evidence: list[bytes]
    hash_chain: list[bytes]
    verdict: Verdict


def read_history(data: bytes) -> History:
    if len(data) > MAX_FILE:
        raise HistoryError(f"not a history file: larger than {MAX_FILE} bytes")
    try:
        record = msgpack.unpackb(data, raw=False, strict_map_key=True)
    except Exception as exc:
        raise HistoryError(f"not a history file: {type(exc).__name__}") from None
    if not isinstance(record, list) or len(record) != 10 or record[0] != MAGIC:
        raise HistoryError("not a tusac-lan history file")
    _, version, engine_version, table, hand_no, starter, messages, evidence, chain, verdict = record
    if version != FORMAT_VERSION:
        raise HistoryError(f"history format {version}, this program reads {FORMAT_VERSION}")
    if engine_version != ENGINE_VERSION:
        raise HistoryError(f"made by engine {engine_version}, this program has engine {ENGINE_VERSION}")
    try:
        config = TableConfig.from_canonical(table)
        ok, seat, reason = verdict
        return History(
            config,
            int(hand_no),
            None if starter < 0 else int(starter),
            [bytes(m) for m in messages],
            [bytes(m) for m in evidence],
            [bytes(h) for h in chain],
            Verdict(bool(ok), int(seat), str(reason)),
        )
    except (TypeError, ValueError) as exc:
        raise HistoryError(f"damaged header: {exc}") from None


def replay_history(history: History) -> HandRun:
    """Re-run the whole hand from its signed messages; raise HistoryError at the first problem."""
    config = history.config
    run = HandRun(config, history.hand_no, history.starter, {}, {})

    def parse(index: int, wire: bytes) -> Message:
        try:
            message = decode(wire, config.table_id, list(config.seat_keys))
        except MessageError as exc:
            raise HistoryError(f"message {index}: {exc}") from None
        if message.hand != history.hand_no:
            raise HistoryError(f"message {index}: belongs to hand {message.hand}")
        return message

    messages = [parse(i, w) for i, w in enumerate(history.messages)]
    evidence = [parse(len(messages) + i, w) for i, w in enumerate(history.evidence)]
    opens = [m for m in messages if m.type == "open"]
    play = [m for m in messages if m.type != "open"]
    for index, message in enumerate(play):
        try:
            if not run.accept(message):
                raise HistoryError(f"message {index} ({message.type} from seat {message.seat}) is out of order")
        except Rejected as exc:
            raise HistoryError(f"message {index} ({message.type}): seat {exc.seat}: {exc.reason}") from None
    if len(evidence) == 2 and evidence[0].seq == evidence[1].seq and evidence[0].seat == evidence[1].seat:
        if evidence[0].body == evidence[1].body:
            raise HistoryError("the equivocation evidence is one message twice")
        run.stopped = None
        run.stop(Rejected(evidence[0].seat, equivocation_reason(evidence[0].seq)), evidence)
    else:
        for item in evidence:
            try:
                run.accept(item)
            except Rejected as exc:
                run.stop(exc, [item])
        if evidence and run.stopped is None:
            raise HistoryError("the evidence kept in the file does not break the hand")
    if run.step != Step.OPEN and run.stopped is None and not history.verdict.ok:
        # A stop no message proves (a state hash disagreement): the file reports it, it cannot prove it.
        run.stop(Rejected(history.verdict.seat, history.verdict.reason))
    if run.step != Step.OPEN and run.stopped is None:
        raise HistoryError("the hand's moves do not reach its end")
    for index, message in enumerate(opens, len(play)):
        try:
            run.accept(message)
        except Rejected as exc:
            raise HistoryError(f"message {index} (open): seat {exc.seat}: {exc.reason}") from None
    if run.step != Step.DONE and run.stopped is not None:
        run.give_up()
    if run.step != Step.DONE or run.verdict is None:
        raise HistoryError("not every seed is opened")
    return run


def verify_history(data: bytes) -> tuple[History, HandRun]:
    history = read_history(data)
    run = replay_history(history)
    if run.hash_chain != history.hash_chain:
        first = next(
            (i for i, (a, b) in enumerate(zip(run.hash_chain, history.hash_chain)) if a != b),
            min(len(run.hash_chain), len(history.hash_chain)),
        )
        raise HistoryError(f"state hash chain differs at turn {first}")
    assert run.verdict is not None
    if run.verdict.to_canonical() != history.verdict.to_canonical():
        raise HistoryError(f"the file's verdict {history.verdict.reason!r} is not the replay's {run.verdict.reason!r}")
    return history, run
