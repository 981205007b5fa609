"""A player's last WAITING ``said`` kept beside its identity across runs (``tusac_lan.peer.said_floor``), so a
calendar clock that stepped back over a restart does not make its new WAITINGs old news at the others
(the handover's side: tests/test_waiting_attacks3.py)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from tusac_lan.peer.runner import SessionRunner
from tusac_lan.peer.said_floor import SAID_FILE, keep_said_floor, read_said_floor


def test_a_kept_said_reads_back_and_a_missing_one_is_zero(tmp_path: Path) -> None:
    assert read_said_floor(tmp_path) == 0
    assert keep_said_floor(tmp_path, 1_800_000_000_123)
    assert read_said_floor(tmp_path) == 1_800_000_000_123
    assert (tmp_path / SAID_FILE).stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize(
    "content", [b"", b"abc\n", b"-5\n", b"1e9\n", b"9" * 40 + b"\n", b"\xff\xfe12", str(2**53 - 1).encode()]
)
def test_a_file_that_does_not_read_counts_as_none_kept(tmp_path: Path, content: bytes) -> None:
    (tmp_path / SAID_FILE).write_bytes(content)
    assert read_said_floor(tmp_path) == 0


def test_a_said_that_cannot_be_written_is_reported_not_raised(tmp_path: Path) -> None:
    assert not keep_said_floor(tmp_path / "no such folder", 5)


def runner(identity_dir: Path, said: int | None, floor: int = 0) -> SimpleNamespace:
    waiting = None if said is None else ((), 0.0, said)
    return SimpleNamespace(
        handover=SimpleNamespace(said_waiting=waiting, said_floor=floor),
        options=SimpleNamespace(identity_dir=identity_dir),
        node=SimpleNamespace(log=[]),
    )


def test_the_session_loop_keeps_each_new_said_before_the_waiting_goes_out(tmp_path: Path) -> None:
    fake = runner(tmp_path, None)
    SessionRunner._keep_said(fake)  # type: ignore[arg-type]
    assert not (tmp_path / SAID_FILE).exists(), "no WAITING yet"
    fake.handover.said_waiting = ((), 0.0, 5_000)
    SessionRunner._keep_said(fake)  # type: ignore[arg-type]
    assert read_said_floor(tmp_path) == 5_000 and fake.handover.said_floor == 5_000
    (tmp_path / SAID_FILE).unlink()
    SessionRunner._keep_said(fake)  # type: ignore[arg-type]
    assert not (tmp_path / SAID_FILE).exists(), "the same WAITING again: nothing new to keep"
    broken = runner(tmp_path / "gone", 7_000)
    SessionRunner._keep_said(broken)  # type: ignore[arg-type]
    assert broken.node.log and broken.handover.said_floor == 7_000, "a full disk: told, and play goes on"
