"""Finding tables on the LAN: DNS-SD over mDNS (python-zeroconf).

A host announces ``<table name>._tusac._tcp.local.`` with TXT fields ``table`` (its name),
``host`` (the host player's name), ``free`` (free seats), ``v`` (protocol version), ``fp`` (the
host key's fingerprint), ``code`` ("1" when the table asks for a table code) and ``game`` (the id of
the game the table plays; a record without one, from a host before games were named, is Tứ Sắc's). Records can
outlive a crashed host for minutes, so a browser's users should trust a table only once its lobby
answers (``reachable``).

Anyone on the LAN can announce anything, a copied fingerprint included: a record is only a hint
where to knock. A player who joins an announced table checks that the key that signs the host's
TABLE has the announced fingerprint (``key_mismatch``) and refuses the table otherwise. Nor is a name
proof: anyone may announce "Alice's Table" beside "Alice's table". A player who asks for a table by
name gets only the table announced under exactly that name, and is told, not seated, when the only
tables there have names that look like it or when several share it (``choose_table``).
"""

from __future__ import annotations

import os
import re
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .identity import fingerprint as fingerprint_of
from .messages import PROTOCOL_VERSION
from .names import look_alike_pairs, looks_like

SERVICE_TYPE = "_tusac._tcp.local."
FINGERPRINT = re.compile(r"[0-9a-f]{4}(-[0-9a-f]{4}){3}")
"""The form of ``protocol.identity.fingerprint``; a record whose ``fp`` has another form is ignored."""
DEFAULT_GAME = "tusac"
"""The game of a record that names none."""
GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,31}")
"""The form of a game id; a record whose ``game`` has another form is ignored."""


@dataclass(frozen=True)
class TableAd:
    service: str
    table: str
    host: str
    free: int
    version: int
    fingerprint: str
    address: str
    port: int
    needs_code: bool = False
    """The host asks for a table code (TXT ``code=1``): a player needs it from the host to join."""
    game: str = DEFAULT_GAME
    """The id of the game the table plays (unchecked: the signed TABLE names it)."""

    @property
    def endpoint(self) -> str:
        return f"{self.address}:{self.port}"

    def describe(self) -> str:
        text = (
            f"{self.table} — {self.host} — {self.free} free seat(s) — {self.endpoint} — key {self.fingerprint}"
            f" — game {self.game}"
        )
        return text + (" — table code needed" if self.needs_code else "")


def _zeroconf(interfaces: list[str] | None) -> Zeroconf:
    if interfaces:
        return Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
    return Zeroconf(ip_version=IPVersion.V4Only)


DNS_LABEL = 63
"""The most bytes one DNS label holds (the instance name is one label)."""
TXT_STRING = 255
"""The most bytes one TXT string (``key=value``) holds."""


def cut_to_bytes(text: str, limit: int) -> str:
    """``text`` shortened at a character boundary so that its UTF-8 form fits ``limit`` bytes."""
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    return data[:limit].decode("utf-8", errors="ignore")


def _service_name(table: str, fingerprint: str) -> str:
    """The record's name: the table's name made plain, and the host key's fingerprint. mDNS compares
    names without case, so "Alice's Table" and "Alice's table" of two hosts would otherwise be one
    name, and a browser may resolve both to one record. The name is cut at a character boundary to fit
    one DNS label; the full name travels in the TXT record and, signed, in the TABLE."""
    plain = "".join(ch if ch.isalnum() or ch in " -_" else "-" for ch in table).strip() or "table"
    label = cut_to_bytes(plain, DNS_LABEL - len(fingerprint) - 1).strip() or "table"
    return f"{label} {fingerprint}.{SERVICE_TYPE}"


def _server_name(fingerprint: str) -> str:
    """The SRV record's target: a host name of this process's own, so two tables announced alike still
    resolve each to its own host's address (a target shared by two hosts resolves to one of them)."""
    return f"tusac-{fingerprint}-{os.getpid()}.local."


def _txt(properties: dict[str, str]) -> dict[str, str]:
    """TXT values cut at a character boundary to fit a TXT string each."""
    return {key: cut_to_bytes(value, TXT_STRING - len(key.encode()) - 1) for key, value in properties.items()}


def announcement(
    table: str,
    host: str,
    address: str,
    port: int,
    fingerprint: str,
    free: int,
    needs_code: bool = False,
    game: str = DEFAULT_GAME,
) -> ServiceInfo:
    """The record a host announces its table with."""
    if not GAME_ID.fullmatch(game):
        raise ValueError(f"not a game id: {game!r}")
    return ServiceInfo(
        SERVICE_TYPE,
        _service_name(table, fingerprint),
        addresses=[socket.inet_aton(address)],
        port=port,
        properties=_txt(
            {
                "table": table,
                "host": host,
                "free": str(free),
                "v": str(PROTOCOL_VERSION),
                "fp": fingerprint,
                "code": "1" if needs_code else "0",
                "game": game,
            }
        ),
        server=_server_name(fingerprint),
    )


class TableAnnouncer:
    def __init__(
        self,
        table: str,
        host: str,
        address: str,
        port: int,
        fingerprint: str,
        free: int,
        interfaces: list[str] | None,
        needs_code: bool = False,
        game: str = DEFAULT_GAME,
    ) -> None:
        self._info = announcement(table, host, address, port, fingerprint, free, needs_code, game)
        self._zc = _zeroconf(interfaces)
        self._zc.register_service(self._info, allow_name_change=True)

    def update(self, free: int) -> None:
        info = self._info
        self._info = ServiceInfo(
            SERVICE_TYPE,
            info.name,
            addresses=info.addresses,
            port=info.port,
            properties={**{k.decode(): (v or b"").decode() for k, v in info.properties.items()}, "free": str(free)},
            server=info.server,
        )
        self._zc.update_service(self._info)

    def close(self) -> None:
        try:
            self._zc.unregister_service(self._info)
        finally:
            self._zc.close()


class TableBrowser:
    """Keeps a live list of announced tables; ``on_change`` gets the whole list on every change."""

    def __init__(self, on_change: Callable[[list[TableAd]], None], interfaces: list[str] | None = None) -> None:
        self._on_change = on_change
        self._tables: dict[str, TableAd] = {}
        self._lock = threading.Lock()
        self._zc = _zeroconf(interfaces)
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change == ServiceStateChange.Removed:
            with self._lock:
                self._tables.pop(name, None)
        else:
            info = zeroconf.get_service_info(service_type, name, timeout=2000)
            ad = parse_ad(name, info) if info is not None else None
            if ad is None:
                return
            with self._lock:
                self._tables[name] = ad
        self._on_change(self.tables())

    def tables(self) -> list[TableAd]:
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.table, t.endpoint))

    def close(self) -> None:
        self._browser.cancel()
        self._zc.close()


def key_mismatch(ad: TableAd, host_key: bytes) -> str | None:
    """Why a table whose TABLE is signed by ``host_key`` is not the table ``ad`` announced, or None."""
    actual = fingerprint_of(host_key)
    if actual == ad.fingerprint:
        return None
    return (
        f"the table announced as {ad.table!r} names the host key {ad.fingerprint}, but the table at"
        f" {ad.endpoint} is signed by the key {actual}; someone may be announcing under a copied key"
    )


def parse_ad(name: str, info: ServiceInfo) -> TableAd | None:
    """The table a record announces, or None if the record is malformed or has no well-formed ``fp``."""
    try:
        props = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
        addresses = info.parsed_addresses(IPVersion.V4Only)
        if not addresses or info.port is None or not FINGERPRINT.fullmatch(props.get("fp", "")):
            return None
        game = props.get("game", DEFAULT_GAME)
        if not GAME_ID.fullmatch(game):
            return None
        return TableAd(
            name,
            props.get("table", "?")[:60],
            props.get("host", "?")[:40],
            int(props.get("free", "0")),
            int(props.get("v", "0")),
            props["fp"],
            addresses[0],
            int(info.port),
            props.get("code") == "1",
            game,
        )
    except (ValueError, UnicodeDecodeError):
        return None


def reachable(ad: TableAd, timeout: float = 0.5) -> bool:
    """Does the table's lobby accept a connection? (A record alone may be minutes stale.)"""
    try:
        with socket.create_connection((ad.address, ad.port), timeout=timeout):
            return True
    except OSError:
        return False


@dataclass(frozen=True)
class Choice:
    """What ``choose_table`` found: the table to join, or why none may be joined without asking the
    player (``final``: waiting longer cannot help, as when several tables answer to the name)."""

    table: TableAd | None = None
    problem: str | None = None
    final: bool = False


def _listed(tables: list[TableAd]) -> str:
    return "; ".join(f"{t.table!r} at {t.endpoint}, key {t.fingerprint}" for t in tables)


def choose_table(tables: list[TableAd], name: str | None, key: str | None = None) -> Choice:
    """The one table to join among those announced with a free seat: the only one announced under
    exactly ``name`` (any name when None), with the host key fingerprint ``key`` if given. A name that
    only looks like ``name`` (another case, spacing or look-alike letters: ``protocol.names``) is never
    taken for it; several tables that fit are never chosen between."""
    # One table may be seen under two service names (mDNS renames a clash, a record is replaced): one entry.
    unique = {(t.table, t.endpoint, t.fingerprint): t for t in sorted(tables, key=lambda t: t.service)}
    free = [t for t in unique.values() if t.free > 0 and (key is None or t.fingerprint == key)]
    if name is None:
        if len(free) > 1:
            reason = f"{len(free)} tables are announced on the LAN ({_listed(free)}): name the one you mean"
            return Choice(problem=reason, final=True)
        return Choice(free[0] if free else None)
    exact = [t for t in free if t.table == name]
    if len(exact) == 1:
        return Choice(exact[0])
    if exact:
        reason = f"{len(exact)} tables are announced as {name!r} ({_listed(exact)}): ask the host for its address"
        return Choice(problem=reason, final=True)
    alike = [t for t in free if looks_like(t.table, name)]
    if alike:
        reason = (
            f"no table is announced as {name!r}, only tables whose names look like it ({_listed(alike)});"
            " not joining one of those unasked: give its exact name, or its address"
        )
        return Choice(problem=reason)
    return Choice()


def descriptions(tables: list[TableAd]) -> list[str]:
    """Each table's line for a list a player picks from, marked when its name looks like another's
    there (a look-alike announced beside a real table): the player then tells them apart by key."""
    alike = {i for pair in look_alike_pairs([t.table for t in tables]) for i in pair}
    mark = " — ⚠ its name looks like another table's here: compare the keys"
    return [t.describe() + (mark if i in alike else "") for i, t in enumerate(tables)]
