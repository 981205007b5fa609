"""Counting the calls of a decoder in the module that uses it: how a test sees that a copy was not checked."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest


def counted_calls(monkeypatch: pytest.MonkeyPatch, module: ModuleType, name: str) -> list[bytes]:
    """Replace ``module.name`` (a function of one wire) by one that records each wire and calls the original."""
    real = getattr(module, name)
    calls: list[bytes] = []

    def counted(wire: bytes) -> Any:
        calls.append(wire)
        return real(wire)

    monkeypatch.setattr(module, name, counted)
    return calls
