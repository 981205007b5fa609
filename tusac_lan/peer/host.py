"""The host's side of the lobby: a ROUTER socket that seats JOINs (see ``table.seating``) and welcomes
each at once with the key that will sign the TABLE; a seat counts once its player says it stays, and
is free again if the player leaves instead. Then it offers the TABLE, gathers the READYs and sends
the GO. Everything it has to say goes out as events.

The host fills the seats nobody took with bots it runs itself. Whoever hosts bots learns the
bots' hands (it holds their keys), so it could let them play with that knowledge or tell its own
player; it can still not see a human's cards, nor stack the deck. ``docs/FAIRNESS.md`` says more.
"""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import zmq

from protocol.identity import Identity
from protocol.lobby import (
    MAX_LOBBY_MESSAGE,
    LobbyError,
    check_code,
    encode_go,
    encode_refusal,
    encode_table,
    encode_welcome,
    is_ready_from,
    new_code,
    seat_answer,
)

from ..games import find_game
from ..table.node import LocalSeat
from ..table.seating import Seating, SeatPlan, Taken
from ..table.transcript import TranscriptError, read_transcript, table_digest
from .door import Answer, Door
from .events import Hosting, JoinRefused, LobbyNotice, PlayerJoined, PlayerLeft, PlayerReady, TableSet
from .net import bind, lan_address, listing, prepare, split_address, tell
from .options import CODE_AUTO, CODE_BY_ADDRESS, CODE_NONE, PeerError, PeerOptions
from .problems import problem, refusal_text
from .seated import Seated


def table_code(setting: str, host_ip: str) -> str | None:
    """The code a table asks for: a fresh one (CODE_AUTO, or CODE_BY_ADDRESS on an address others can
    reach), none (CODE_NONE, or CODE_BY_ADDRESS on loopback, where only this machine can knock), or the
    host's own code."""
    if setting.lower() == CODE_NONE:
        return None
    if setting.lower() == CODE_AUTO:
        return new_code()
    if setting == CODE_BY_ADDRESS:
        try:
            loopback = ipaddress.ip_address(host_ip).is_loopback
        except ValueError:
            loopback = host_ip == "localhost"
        return None if loopback else new_code()
    try:
        return check_code(setting)
    except LobbyError as exc:
        raise PeerError.of("BAD_CODE", error=exc) from None


def _guarded(options: PeerOptions, what: str, job: Callable[[], object]) -> object:
    """mDNS trouble costs the announcement, never the table: players can always join by address."""
    try:
        return job()
    except (OSError, ValueError, AssertionError) as exc:
        told = problem("NO_ANNOUNCEMENT", what=what, error=exc)
        tell(options, LobbyNotice(told.text, told))
        return None


def _announce(options: PeerOptions, identity: Identity, address: str, port: int, free: int, code: bool) -> Any:
    from protocol.discovery import TableAnnouncer

    name, interfaces = options.announce or "table", options.interfaces
    return _guarded(
        options,
        "announce the table on the LAN",
        lambda: TableAnnouncer(
            name, identity.name, address, port, identity.fingerprint, free, interfaces, code, options.game
        ),
    )


def _close_table(lobby: zmq.Socket[bytes], identity: Identity, seated: list[bytes]) -> None:
    """The players ``seated`` (their lobby routings) stop waiting for a table that will not start."""
    closed = encode_refusal(identity, refusal_text("HOST_CLOSED"))
    for routing in seated:
        lobby.send_multipart([routing, closed])


def host_lobby(address: str, plan: SeatPlan, hands: int, rules: Any, options: PeerOptions) -> Seated:
    """Host a table's lobby at ``address`` until every seat of ``plan`` is taken and confirmed; ``rules``
    are those of ``options.game``."""
    host_ip, port = split_address(address)
    code = table_code(options.code, host_ip)
    reachable_ip = host_ip if host_ip != "0.0.0.0" else lan_address()
    identity, curve_public, mesh = prepare(options, reachable_ip)
    seating = Seating(identity, curve_public, mesh.endpoint, plan, code)
    door = Door(identity, code)
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    lobby: zmq.Socket[bytes] = context.socket(zmq.ROUTER)
    lobby.linger = 500
    lobby.setsockopt(zmq.MAXMSGSIZE, MAX_LOBBY_MESSAGE)  # a stranger sending more is disconnected
    lobby.rcvhwm = 100
    announcer = None
    try:
        bind(lobby, address, f"tcp://{host_ip}:{port}")
        bound = lobby.getsockopt_string(zmq.LAST_ENDPOINT).rsplit(":", 1)[1]
        tell(options, Hosting(f"{reachable_ip}:{bound}", identity.fingerprint, identity.name, code))
        if options.announce is not None and not seating.full:
            announcer = _announce(options, identity, reachable_ip, int(bound), seating.free, code is not None)

        def announce_free(newcomer: bytes = b"") -> None:
            """The LAN announcement says the seats free now, and every player seated (but ``newcomer``, just
            welcomed) hears who sits where (a WELCOME again)."""
            if announcer is not None:
                _guarded(options, "update the LAN announcement", lambda: announcer.update(seating.free))
            names = seating.names_by_seat()
            for taken in seating.taken:
                if taken.routing != newcomer:
                    lobby.send_multipart([taken.routing, encode_welcome(identity, taken.seat, seating.free, names)])

        deadline = time.monotonic() + options.timeout
        while True:  # a TABLE a player refused is set again once its seat is taken again
            while not seating.full:
                if options.cancelled():
                    _close_table(lobby, identity, [taken.routing for taken in seating.taken])
                    raise PeerError.of("HOSTING_CANCELLED")
                level = options.start_now() if options.start_now is not None else None
                if level is not None:
                    seating.start_now(level)
                    plan = seating.plan
                    continue
                if options.lobby_open:
                    deadline = time.monotonic() + options.timeout  # the wait for READYs starts once seats are full
                elif time.monotonic() > deadline:
                    raise PeerError.of("TOO_FEW_CAME", came=len(seating.taken) + 1, wanted=len(plan.player_seats) + 1)
                if not lobby.poll(100, zmq.POLLIN):
                    continue
                frames = lobby.recv_multipart()
                holder = seating.holder(frames[0])
                answer = seat_answer(frames[-1], holder.join.identity) if holder is not None else None
                if holder is not None and answer is not None:
                    stays, reason = answer
                    if stays:
                        seating.stay(frames[0])
                    else:
                        seating.release(frames[0])
                        tell(options, PlayerLeft(holder.join.name, holder.seat, reason))
                        announce_free()
                    continue
                if holder is not None:
                    continue  # a seated player's READY of a TABLE another refused: that table is gone
                try:
                    entering = door.arrive(frames[0], frames[-1], time.monotonic())
                    if isinstance(entering, Answer):
                        lobby.send_multipart([frames[0], entering.wire])
                        continue
                    taken = seating.admit(frames[0], entering.join, entering.wire, entering.knows_code)
                except LobbyError as exc:
                    tell(options, JoinRefused(str(exc)))
                    lobby.send_multipart([frames[0], encode_refusal(identity, str(exc))])
                    continue
                names = seating.names_by_seat()
                lobby.send_multipart([frames[0], encode_welcome(identity, taken.seat, seating.free, names)])
                join = taken.join
                announce_free(frames[0])
                tell(options, PlayerJoined(join.name, join.play, taken.seat, taken.fingerprint))
            try:
                game = find_game(options.game, options.games)
                hosted = seating.build(rules, options.waits(), "" if options.play == "human" else options.play, game)
            except ValueError as exc:
                raise PeerError.of("OTHER", error=exc) from None
            if options.table_rules:
                try:
                    config = replace(hosted.config, table_rules=tuple(sorted(set(options.table_rules))))
                except ValueError as exc:
                    raise PeerError(str(exc)) from None
                hosted = replace(hosted, config=config)
            mesh.allow(0, hosted.addresses)
            table = encode_table(identity, hosted.config.to_canonical(), hosted.peers, hands, hosted.join_wires)
            digest = table_digest(table)
            for taken in seating.taken:
                lobby.send_multipart([taken.routing, table])
            waiting = {taken.routing: taken for taken in seating.taken}
            readies: dict[bytes, bytes] = {}
            refused: tuple[Taken, str] | None = None
            while waiting:
                if time.monotonic() > deadline or not lobby.poll(int(max(0.0, deadline - time.monotonic()) * 1000)):
                    raise PeerError.of("NOT_CONFIRMED")
                frames = lobby.recv_multipart()
                taken_by = waiting.get(frames[0])
                answer = seat_answer(frames[-1], taken_by.join.identity) if taken_by is not None else None
                if taken_by is not None and answer is not None and not answer[0]:
                    # Its program refused the TABLE (set to another game, say): this TABLE cannot start.
                    if not options.lobby_open:  # a terminal host stops; the players seated stop waiting at once
                        _close_table(lobby, identity, [t.routing for t in seating.taken if t.routing != frames[0]])
                        raise PeerError.of("TABLE_REFUSED", name=taken_by.join.name, reason=answer[1])
                    refused = (taken_by, answer[1])
                    break
                if taken_by is not None and is_ready_from(frames[-1], taken_by.join.identity, digest):
                    del waiting[frames[0]]
                    readies[frames[0]] = frames[-1]
                    tell(options, PlayerReady(taken_by.join.name, taken_by.seat))
            if refused is None:
                break
            # An open lobby stays open: the seat is free again, the players seated keep theirs (a WELCOME
            # again tells them so: they wait for the next TABLE, and this one never gets every READY).
            gone, reason = refused
            seating.release(gone.routing)
            told = problem("TABLE_REFUSED_SEAT_FREE", name=gone.join.name, reason=reason)
            tell(options, LobbyNotice(told.text, told))
            announce_free()
        in_order = sorted(seating.taken, key=lambda t: t.seat)
        go = encode_go(identity, [readies[t.routing] for t in in_order])
        try:
            transcript = read_transcript(table, go, games=options.games)
        except TranscriptError as exc:
            raise PeerError.of("OWN_RECORD_BROKEN", error=exc) from None
        for taken in seating.taken:
            lobby.send_multipart([taken.routing, go])
    except BaseException:
        mesh.close()
        raise
    finally:
        if announcer is not None:
            _guarded(options, "withdraw the LAN announcement", announcer.close)
        lobby.close()
        context.term()
    tell(options, TableSet(listing(transcript.config, 0, transcript.hands)))
    game = transcript.config.game
    seats = {0: LocalSeat(identity, None if options.play == "human" else game.make_bot(options.play))}
    seats.update({seat: LocalSeat(bot, game.make_bot(plan.bot_levels[seat])) for seat, bot in hosted.bots.items()})
    return Seated(transcript, 0, hosted.addresses, seats, mesh)
