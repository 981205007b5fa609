"""Where tusac-lan keeps its files on this computer: one place for each kind, chosen by platformdirs in
the platform's own way (``~/.local/share`` and ``~/.config`` on Linux, ``~/Library/Application Support``
on macOS, ``%LOCALAPPDATA%`` on Windows). The client shows them in Help → About.

- identity: the player's keys (``--identity`` or the client's setting may name another folder);
- journals: one folder per unfinished table, inside the identity folder, since they hold its keys;
- histories: the client's hand histories (``tusac peer --history-dir`` writes where it is told);
- settings: the client's settings file.
"""

from __future__ import annotations

from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

from protocol.identity import default_directory

from .rejoin import TABLES

APP = "tusac-lan"


def identity_dir() -> Path:
    return default_directory()


def journal_dir(identity: Path) -> Path:
    """The journals of the tables played with the identity in ``identity``."""
    return identity / TABLES


def history_dir() -> Path:
    return Path(user_data_dir(APP)) / "histories"


def settings_file() -> Path:
    return Path(user_config_dir(APP)) / "client.conf"
