"""A peer whose history folder is on a full disk: it is told in words, plays on from memory, writes its
files whole once there is room (at the next hand), and nobody waits for it. Run on a real small
filesystem (a tmpfs with ``size=``, mounted for the test) where the machine lets us mount one."""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from protocol.whole_file import write_whole
from tests.table_harness import make_table
from tusac_lan.table.events import FilesUnwritten, FilesWritten, SessionOver, TableEvent
from tusac_lan.table.history import verify_history
from tusac_lan.terminal.peer_front import files_unwritten_text


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 4 MiB tmpfs at ``tmp_path/disk``, unmounted afterwards."""
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill(disk: Path) -> Path:
    """Fill ``disk`` to the last byte; the filler file."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 65536)
    except OSError as exc:
        assert exc.errno == errno.ENOSPC
    finally:
        os.close(fd)
    return filler


def test_a_full_disk_is_said_in_words_and_the_files_come_once_there_is_room(tmp_path: Path, small_disk: Path) -> None:
    histories = tmp_path / "histories"
    histories.mkdir()
    (histories / "peer0").symlink_to(small_disk)
    filler = fill(small_disk)
    heard: list[TableEvent] = []
    boundaries: list[int] = []

    def free_space_after_the_first_hand(finished: int) -> bool:
        boundaries.append(finished)
        if finished == 0:
            filler.unlink()
        return True

    hub, nodes = make_table(
        hands=3,
        history_dir=histories,
        listeners=[heard.append, lambda e: None, lambda e: None, lambda e: None],
        ready_for_next=[free_space_after_the_first_hand, None, None, None],
    )
    for node in nodes:
        node.start()
    hub.run()

    assert all(node.complete for node in nodes), [node.stopped for node in nodes]
    unwritten = [e for e in heard if isinstance(e, FilesUnwritten)]
    assert unwritten and unwritten[0].full and unwritten[0].files == 2  # the hand file and the session file
    assert unwritten[0].directory == str(histories / "peer0")
    words = files_unwritten_text(unwritten[0])
    assert "the disk is full" in words and str(histories / "peer0") in words
    written = [e for e in heard if isinstance(e, FilesWritten)]
    assert len(written) == 1, "the files owed are written at the next hand boundary"
    assert heard.index(written[0]) < next(i for i, e in enumerate(heard) if isinstance(e, SessionOver))
    mine = sorted(p.name for p in small_disk.iterdir())
    theirs = sorted(p.name for p in (histories / "peer1").iterdir())
    assert mine == theirs, "every file written, and no temporary left behind"
    for name in mine:
        data = (small_disk / name).read_bytes()
        assert data == (histories / "peer1" / name).read_bytes()
        if "-hand" in name:
            verify_history(data)


def test_a_disk_that_stays_full_leaves_no_file_torn_and_the_last_try_is_at_the_end(
    tmp_path: Path, small_disk: Path
) -> None:
    histories = tmp_path / "histories"
    histories.mkdir()
    (histories / "peer0").symlink_to(small_disk)
    filler = fill(small_disk)
    heard: list[TableEvent] = []
    hub, nodes = make_table(hands=2, history_dir=histories, listeners=[heard.append] + [lambda e: None] * 3)
    for node in nodes:
        node.start()
    hub.run()
    assert all(node.complete for node in nodes)
    assert [p.name for p in small_disk.iterdir()] == ["filler"], "nothing torn, no temporary left"
    assert nodes[0].unwritten is not None and len(nodes[0].unwritten.pending) == 3  # 2 hand files, the session file
    filler.unlink()
    assert nodes[0].write_unwritten()
    assert isinstance(heard[-1], FilesWritten)
    assert sorted(p.name for p in small_disk.iterdir()) == sorted(p.name for p in (histories / "peer1").iterdir())


def test_a_file_is_written_whole_or_the_old_one_stays(tmp_path: Path, small_disk: Path) -> None:
    target = small_disk / "file"
    write_whole(target, b"old")
    fill(small_disk)
    with pytest.raises(OSError) as raised:
        write_whole(target, os.urandom(200_000))
    assert raised.value.errno == errno.ENOSPC
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in small_disk.iterdir()) == ["file", "filler"]


def test_a_link_planted_at_the_temporary_name_is_not_written_through(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("keep")
    (tmp_path / ".file.partial").symlink_to(victim)
    write_whole(tmp_path / "file", b"new")
    assert victim.read_text() == "keep" and (tmp_path / "file").read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file", "victim"]
