"""The host form's choice of the time a player has for a move: a rule of the signed TABLE (its move
deadline), so every peer applies the same; "No limit" is the longest deadline a TABLE signs."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from tusac_lan.peer.move_clock import NO_LIMIT

from .i18n import translate

CHOICES = (30.0, 60.0, 120.0, 300.0)
"""Seconds offered, beside No limit."""


def move_time_box(current: float) -> QComboBox:
    """The choices, ``current`` (the settings' move deadline) chosen, and offered too if it is none of them."""
    box = QComboBox()
    box.setToolTip(
        translate("Lobby", "How long a player has for a move: a rule of the table, the same for every player")
    )
    seconds = sorted({*CHOICES, current} - {NO_LIMIT})
    for value in seconds:
        if value >= 60 and value % 60 == 0:
            label = translate("Lobby", "{minutes} min").format(minutes=f"{value / 60:g}")
        else:
            label = translate("Lobby", "{seconds} s").format(seconds=f"{value:g}")
        box.addItem(label, value)
    box.addItem(translate("Lobby", "No limit"), NO_LIMIT)
    box.setCurrentIndex(box.findData(NO_LIMIT if current >= NO_LIMIT else current))
    return box


def deadlines_text(deadlines: tuple[float, float, float]) -> str:
    """``PROTOCOL,MOVE,GRACE`` as the settings and ``--deadlines`` write them (``none``: no limit)."""
    protocol, move, grace = deadlines
    return f"{protocol:g},{'none' if move >= NO_LIMIT else f'{move:g}'},{grace:g}"
