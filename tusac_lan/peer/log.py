"""A peer's log: what happened at its tables, in a file beside their journals (and on standard error with
``--verbose``), so a player can tell a friend or a maintainer what went wrong."""

from __future__ import annotations

import logging
import time
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TextIO, TypeVar

E = TypeVar("E")

LOG_FILE = "tusac.log"
LOG_BYTES = 1_000_000
"""The log's size before it is rotated (three older files are kept)."""
EVENT_TEXT = 400
"""How much of an event's text a log line keeps."""


def start_log(path: Path, verbose: bool, err: TextIO) -> logging.Logger:
    """The peer's logger: INFO and up to ``path``, everything to ``err`` as well when ``verbose``. A log
    that cannot be written (a read-only directory) is said once and otherwise skipped."""
    log = logging.getLogger("tusac.peer")
    log.setLevel(logging.DEBUG)
    log.propagate = False
    for handler in list(log.handlers):
        log.removeHandler(handler)
        handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        to_file = RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=3, encoding="utf-8")
    except OSError as exc:
        err.write(f"warning: no log file ({exc})\n")
    else:
        to_file.setLevel(logging.INFO)
        to_file.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(to_file)
    if verbose:
        to_err = logging.StreamHandler(err)
        to_err.setLevel(logging.DEBUG)
        to_err.setFormatter(logging.Formatter("[%(levelname)s] %(message)s"))
        log.addHandler(to_err)
    return log


def logged(listener: Callable[[E], None], log: logging.Logger) -> Callable[[E], None]:
    """``listener``, with every event it is given written to ``log`` first."""

    def listen(event: E) -> None:
        text = repr(event)
        log.info("%s", text if len(text) <= EVENT_TEXT else text[:EVENT_TEXT] + "…")
        listener(event)

    return listen


def log_failure(path: Path, what: str, error: BaseException) -> Path | None:
    """Append a failure of this program (``what``, and the error with its traceback) to the log at ``path``,
    so that the player can give it to whoever helps them: the log written, or None if it cannot be."""
    stamp = time.strftime("%Y-%m-%d %H:%M:%S")
    lines = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8") as handle:
            handle.write(f"{stamp} ERROR {what}\n{lines}")
    except OSError:
        return None
    return path
