"""The notice of a peer cut off from every other player past the wait names every player it waits for (the
session loop's own ``_follow_links`` and ``_away``, with the mesh and the node stood in for; the real cut is
in tests/test_cut_off_rejoins.py). Seen in a real window (issue "Recovery"): at a second outage in one hand,
with the host and a joiner both stopped, the line named one of them only."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from tusac_lan.peer.events import CutOffFromAll, PeerGaveUp
from tusac_lan.peer.quiet import QUIET_AFTER, QuietClocks
from tusac_lan.peer.runner import AWAY_AFTER, SessionRunner

HOST, JOINER = 1, 2
"""This peer is the third of a table of three (seat 2); the host runs seat 0 and a bot in seat 3."""
NAMES = {HOST: ("Host", (0, 3)), JOINER: ("Lan", (1,))}
WAIT = 300.0


class Mesh:
    def __init__(self) -> None:
        self.up = {HOST: True, JOINER: True}
        self.heard = {HOST: 0.0, JOINER: 0.0}
        self.now = 0.0

    def is_connected(self, peer: int) -> bool:
        return self.up[peer]

    def quiet_for(self, peer: int) -> float:
        return self.now - self.heard[peer]

    def is_cut_off(self, peer: int) -> bool:
        return False


def runner(told: list[Any]) -> Any:
    fake = SimpleNamespace(
        mesh=Mesh(),
        silent=set(),
        peer_key={},
        _down_since={},
        away_since={},
        away_spent={},
        _spent_in=0,
        given_up=set(),
        given_up_now=set(),
        left=set(),
        alone_past_wait=[],
        waited_alone=False,
        cut_at=None,
        _told_away=0.0,
        rejoin_wait=WAIT,
        quiet=QuietClocks(WAIT),
        peer_seats={peer: seats for peer, (_, seats) in NAMES.items()},
        seated=SimpleNamespace(transcript=SimpleNamespace(config=SimpleNamespace(host_seat=0)), seats={2: None}),
        node=SimpleNamespace(run=SimpleNamespace(hand_no=0)),
        options=SimpleNamespace(listener=told.append, stop_waiting=None),
        table_peers=lambda: frozenset(NAMES),
        _who=lambda peer: NAMES[peer],
        _where=lambda: (0, 0),
    )
    fake._alone = lambda: SessionRunner._alone(fake)  # type: ignore[arg-type]
    fake._cut_off_from = lambda: SessionRunner._cut_off_from(fake)  # type: ignore[arg-type]
    return fake


def step(fake: Any, now: float) -> None:
    SessionRunner._follow_links(fake, now)
    SessionRunner._away(fake, now)


def test_at_a_second_outage_the_notice_names_every_player_away_not_only_the_last_one_seen_missing() -> None:
    told: list[Any] = []
    fake = runner(told)
    # Both were away most of the wait earlier in the hand (their absences add up over the hand).
    fake.away_spent = {HOST: WAIT - 5.0, JOINER: WAIT - 5.0}
    # Stopped together, the joiner is seen missing first: past its wait at once, given up on while the host
    # is still heard (this side may settle then); a moment later the host is missing too.
    fake.mesh.up[JOINER] = False
    step(fake, 100.0)
    step(fake, 106.0)
    assert JOINER in fake.given_up and [type(e) for e in told] == [PeerGaveUp]
    fake.mesh.up[HOST] = False
    step(fake, 106.5)
    step(fake, 112.0)
    cut = [event for event in told if isinstance(event, CutOffFromAll)]
    assert cut, told
    assert cut[-1].names == ("Host", "Lan"), "both are away past the wait, and this peer waits for both"
    assert "no word from Host, Lan for over 300 s" in cut[-1].text


def test_a_player_back_before_the_other_goes_is_not_named() -> None:
    told: list[Any] = []
    fake = runner(told)
    fake.away_spent = {HOST: WAIT - 5.0, JOINER: WAIT - 5.0}
    fake.mesh.up[JOINER] = False
    step(fake, 100.0)
    step(fake, 106.0)
    fake.mesh.up[JOINER] = True
    step(fake, 107.0)
    fake.mesh.up[HOST] = False
    step(fake, 107.5)
    step(fake, 120.0)
    cut = [event for event in told if isinstance(event, CutOffFromAll)]
    assert not cut, "the joiner is back: this peer hears it and is not alone"


def test_the_terminal_names_a_bot_seat_as_the_client_does(qapp: object) -> None:
    """Seen beside a real window: the terminal called a seat "Greedy bot 3" (the name a terminal host made
    from its default level, "greedy", the old name of the beginner level) where the desktop client said
    "Beginner bot 3". Both now say the plain level players choose from, in the seat listing and in the line
    that the session goes on at a new table (whose stand-in, "strong", is the good level); the signed
    names are unchanged."""
    import io

    from qt_ui.i18n import use_language
    from qt_ui.status_words import StatusWords
    from tusac_lan.peer.events import SeatedAtTable, SeatListing, TableContinued
    from tusac_lan.terminal.peer_front import TerminalFront

    use_language("en")
    names = ("Host", "Beginner bot 1", "Me", "Greedy bot 3")
    bots = ("", "beginner", "", "greedy")
    first = SeatListing(2, names, bots, ("k0", "", "k2", ""), 0, ())
    out = io.StringIO()
    front = TerminalFront(out, io.StringIO())
    front.listener(SeatedAtTable(first))
    client = StatusWords().shown_names(names, bots)
    assert client == ("Host", "Beginner bot 1", "Me", "Beginner bot 3")
    listed = out.getvalue()
    assert "  East: Beginner bot 1 (beginner bot, key )" in listed, listed
    assert "  West: Beginner bot 3 (beginner bot, key )" in listed, listed
    assert "Greedy" not in listed and "greedy" not in listed
    assert front.names == client, "the names beside a reason are the same"
    # At a next table the stand-in for a player who did not come back is the "strong" bot.
    after = SeatListing(
        2, ("Host", "Strong bot 1", "Me", "Greedy bot 3"), ("", "strong", "", "greedy"), ("",) * 4, 0, ()
    )
    out.seek(0)
    out.truncate()
    front.listener(TableContinued("the session goes on at a new table hosted by Host; bots: …", after, 1))
    said = out.getvalue()
    assert said.startswith(
        "the session goes on at a new table hosted by Host; bots: Good bot 1 (good), Beginner bot 3 (beginner)\n"
    ), said
    assert "  East: Good bot 1 (good bot, key )" in said, said
    assert StatusWords().shown_names(after.names, after.bots)[1] == "Good bot 1"
    # A name a player chose that looks like a bot's is shown as it is.
    player = SeatListing(2, ("Host", "Greedy bot 1", "Me", "Greedy bot 3"), ("",) * 4, ("",) * 4, 0, ())
    out.seek(0)
    out.truncate()
    front.listener(SeatedAtTable(player))
    assert "  East: Greedy bot 1 (player, key )" in out.getvalue(), out.getvalue()


def test_a_player_who_left_the_table_is_not_named_among_those_waited_for() -> None:
    told: list[Any] = []
    fake = runner(told)
    fake.away_spent = {HOST: WAIT - 5.0, JOINER: WAIT - 5.0}
    fake.left, fake.given_up = {JOINER}, {JOINER}  # it signed that it left the table: given up at once
    fake.mesh.up[JOINER] = False
    step(fake, 100.0)
    step(fake, 106.0)
    fake.mesh.up[HOST] = False
    step(fake, 106.5)
    step(fake, 112.0)
    cut = [event for event in told if isinstance(event, CutOffFromAll)]
    assert cut and cut[-1].names == ("Host",), told


def test_a_peer_quiet_most_of_the_wait_and_then_away_is_waited_for_only_the_rest_of_it() -> None:
    """Quiet (its loop stalled, its link up) and away share the rejoin wait of a hand: a peer quiet for all
    but 20 s of it whose link then goes down is given up on about 20 s later, not a whole wait later."""
    told: list[Any] = []
    fake = runner(told)
    mesh = fake.mesh
    now = 0.0
    while now < WAIT:  # the joiner stalls: nothing heard from it; the host is heard all along
        mesh.now, mesh.heard[HOST] = now, now
        step(fake, now)
        assert SessionRunner._quiet(fake, now) == ({1} if now >= QUIET_AFTER else frozenset())
        if fake.quiet.spent_in(0, JOINER) >= WAIT - 20.0:
            break
        now += 1.0
    mesh.up[JOINER] = False
    down_at = now
    while JOINER not in fake.given_up and now < down_at + WAIT:
        now += 1.0
        mesh.now, mesh.heard[HOST] = now, now
        step(fake, now)
        SessionRunner._quiet(fake, now)
    assert [type(e) for e in told if isinstance(e, PeerGaveUp)] == [PeerGaveUp]
    assert now - down_at <= 20.0 + AWAY_AFTER + 1.0, f"given up {now - down_at:.0f} s after going away"
