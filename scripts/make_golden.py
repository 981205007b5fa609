"""Regenerate the golden hand files in tests/data/ from fixed keys and fixed entropy.

    .venv/bin/python scripts/make_golden.py [--out tests/data]

Four table nodes in one process (greedy bots, one peer per seat) play:

- ``session/``: a session of two hands (the hand files and the session file);
- ``no-winner.tusac``: a hand nobody can win (a win needs 100 points), so the deck runs down;
- ``stopped.tusac``: a hand where seat 2 opens its first discard with a false key: every peer stops
  the hand, names seat 2 and keeps its signed move as evidence.

Every key, every secret and the table id come from a fixed seed, so running it again gives the same
bytes (unless the format or the engine's state hash changed, which is what the golden tests notice).
Next to each file it writes ``<file>.show.txt``: what ``tusac history show`` prints for it.

    .venv/bin/python scripts/make_golden.py --games [--out tests/data]

makes instead the golden hands of the other games in ``games/`` (Tứ Sắc's files are left alone): one
hand each of Tiến lên at 3 seats, Kuaho at 4 and Ma Diao at 4, played by the game's good bots, each
with its ``.show.txt`` and its ``.json`` (what ``history show --json`` prints), and
``tienlen-forged.tusac``: the Tiến lên hand with its verdict rewritten, which ``verify`` refuses.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import shutil
import sys
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import msgpack
import zmq.utils.z85 as z85
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from protocol.identity import Identity  # noqa: E402
from tusac_lan.games import find_game  # noqa: E402
from tusac_lan.games.tusac.bots.greedy import GreedyBot  # noqa: E402
from tusac_lan.games.tusac.engine.actions import Action, ActionType  # noqa: E402
from tusac_lan.games.tusac.engine.rules import RuleSet  # noqa: E402
from tusac_lan.table.config import TableConfig  # noqa: E402
from tusac_lan.table.hand_run import Decision, HandRun  # noqa: E402
from tusac_lan.table.node import LocalSeat, TableNode  # noqa: E402
from tusac_lan.table.transcript import local_transcript  # noqa: E402
from tusac_lan.terminal.cli import main as tusac_main  # noqa: E402


def _derived(label: str, size: int = 32) -> bytes:
    return hashlib.blake2b(label.encode(), digest_size=size, person=b"tusac-golden").digest()


def _entropy(label: str) -> Callable[[int], bytes]:
    """A node's entropy: a counter run through BLAKE2b, the same on every run."""
    counter = iter(range(1 << 30))

    def draw(size: int) -> bytes:
        return hashlib.blake2b(f"{label}/{next(counter)}".encode(), digest_size=size, person=b"tusac-golden").digest()

    return draw


def golden_identity(name: str, seat: int) -> Identity:
    """The key of ``seat`` at the golden table ``name`` ("session", "no-winner", "stopped")."""
    return Identity(Ed25519PrivateKey.from_private_bytes(_derived(f"{name}/key{seat}")), f"player{seat}")


def deliver_all(nodes: list[TableNode], queue: deque[tuple[int, bytes]]) -> None:
    """Start the nodes and pass each message to every node but its sender, until none is left."""
    for node in nodes:
        node.start()
    while queue:
        origin, wire = queue.popleft()
        for index, node in enumerate(nodes):
            if index != origin:
                node.receive(wire)


def play_table(name: str, hands: int, rules: RuleSet, out: Path) -> list[TableNode]:
    """Four nodes, one seat each, playing ``hands`` hands; peer 0's files are written to ``out``."""
    identities = [golden_identity(name, seat) for seat in range(4)]
    config = TableConfig(
        table_id=_derived(f"{name}/table", 16),
        rules=rules,
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("greedy",) * 4,
        host_seat=0,
    )
    peers = [[f"tcp://127.0.0.1:{41000 + s}", z85.encode(_derived(f"{name}/curve{s}")), [s]] for s in range(4)]
    transcript = local_transcript(identities[0], config, peers, hands, {s: identities[s] for s in (1, 2, 3)})
    queue: deque[tuple[int, bytes]] = deque()
    nodes = [
        TableNode(
            config,
            {seat: LocalSeat(identities[seat], GreedyBot())},
            lambda wire, seat=seat: queue.append((seat, wire)),  # type: ignore[misc]
            transcript=transcript,
            hands=hands,
            entropy=_entropy(f"{name}/entropy{seat}"),
            history_dir=out if seat == 0 else None,
        )
        for seat in range(4)
    ]
    deliver_all(nodes, queue)
    return nodes


@contextmanager
def false_discard_key(seat: int) -> Iterator[None]:
    """``seat`` opens its discards with a key that opens nothing (only while making the stopped file)."""
    honest = HandRun.action_payload

    def lying(self: HandRun, decision: Decision, action: Action) -> list[Any]:
        payload = honest(self, decision, action)
        if action.type == ActionType.DISCARD and decision.seat == seat:
            payload[2][0][1] = bytes(31) + b"\x07"
        return payload

    HandRun.action_payload = lying  # type: ignore[method-assign]
    try:
        yield
    finally:
        HandRun.action_payload = honest  # type: ignore[method-assign]


def show_text(path: Path) -> str:
    out, err = io.StringIO(), io.StringIO()
    code = tusac_main(["history", "show", str(path)], out=out, err=err)
    if code != 0:
        raise SystemExit(f"{path}: history show failed: {err.getvalue()}")
    return out.getvalue().replace(str(path), path.name)


def _single_hand(name: str, rules: RuleSet, target: Path, work: Path, cheat: bool = False) -> None:
    folder = work / name
    if cheat:
        with false_discard_key(2):
            play_table(name, 1, rules, folder)
    else:
        play_table(name, 1, rules, folder)
    shutil.copyfile(next(folder.glob("*-hand0000.tusac")), target)


def make(out: Path) -> list[Path]:
    work = out / "_work"
    shutil.rmtree(work, ignore_errors=True)
    session = out / "session"
    shutil.rmtree(session, ignore_errors=True)
    play_table("session", 2, RuleSet(), session)
    _single_hand("no-winner", RuleSet(min_win_points=100), out / "no-winner.tusac", work)
    _single_hand("stopped", RuleSet(), out / "stopped.tusac", work, cheat=True)
    shutil.rmtree(work)
    files = [*sorted(session.glob("*.tusac")), out / "no-winner.tusac", out / "stopped.tusac"]
    for path in files:
        path.with_name(path.name + ".show.txt").write_text(show_text(path), encoding="utf-8")
    return files


GOLDEN = (("tienlen", 3), ("kuaho", 4), ("madiao", 4))
"""Each game's golden table: its id (also the file's name) and its seats."""
LEVEL = "good"


def play_game(
    game_id: str, seats: int, out: Path, hands: int = 1, before: Callable[[list[TableNode]], None] | None = None
) -> list[TableNode]:
    """``hands`` hands of ``game_id`` at ``seats`` seats; peer 0's files are written to ``out``. ``before``
    is shown the nodes before they start (a test makes one a modified peer)."""
    game = find_game(game_id)
    name = f"game-{game_id}"
    identities = [golden_identity(name, seat) for seat in range(seats)]
    config = TableConfig(
        table_id=_derived(f"{name}/table", 16),
        rules=game.default_rules(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=(LEVEL,) * seats,
        host_seat=0,
        peers=tuple(range(seats)),
        game=game,
    )
    peers = [[f"tcp://127.0.0.1:{41000 + s}", z85.encode(_derived(f"{name}/curve{s}")), [s]] for s in range(seats)]
    transcript = local_transcript(identities[0], config, peers, hands, {s: identities[s] for s in range(1, seats)})
    queue: deque[tuple[int, bytes]] = deque()
    nodes = [
        TableNode(
            config,
            {seat: LocalSeat(identities[seat], game.make_bot(LEVEL, f"{name}/bot{seat}"))},
            lambda wire, seat=seat: queue.append((seat, wire)),  # type: ignore[misc]
            transcript=transcript,
            hands=hands,
            entropy=_entropy(f"{name}/entropy{seat}"),
            history_dir=out if seat == 0 else None,
        )
        for seat in range(seats)
    ]
    if before is not None:
        before(nodes)
    deliver_all(nodes, queue)
    return nodes


def printed(path: Path, *words: str) -> str:
    out, err = io.StringIO(), io.StringIO()
    code = tusac_main(["history", "show", *words, str(path)], out=out, err=err)
    if code != 0:
        raise SystemExit(f"{path}: history show failed: {err.getvalue()}")
    return out.getvalue().replace(str(path), path.name)


def make_games(out: Path) -> list[Path]:
    work = out / "_work"
    shutil.rmtree(work, ignore_errors=True)
    files = []
    for game_id, seats in GOLDEN:
        play_game(game_id, seats, work / game_id)
        target = out / f"{game_id}.tusac"
        shutil.copyfile(next((work / game_id).glob("*-hand0000.tusac")), target)
        target.with_name(target.name + ".show.txt").write_text(printed(target), encoding="utf-8")
        target.with_name(target.name + ".json").write_text(printed(target, "--json"), encoding="utf-8")
        files.append(target)
    shutil.rmtree(work)
    forged = out / "tienlen-forged.tusac"
    forged.write_bytes(forged_verdict((out / "tienlen.tusac").read_bytes()))
    return [*files, forged]


def forged_verdict(data: bytes) -> bytes:
    """The hand file with its verdict rewritten to name East (seat 1): every peer's record signed the
    body with the true verdict, so ``history verify`` refuses it."""
    record = msgpack.unpackb(data, raw=False)
    record[10] = [False, 1, "East played a card it does not hold"]
    packed: bytes = msgpack.packb(record, use_bin_type=True)
    return packed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=str(ROOT / "tests" / "data"))
    parser.add_argument("--games", action="store_true", help="make the other games' golden hands instead")
    args = parser.parse_args(argv)
    out = Path(args.out) / "games" if args.games else Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for path in make_games(out) if args.games else make(out):
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
        print(f"{path.relative_to(out)}  {path.stat().st_size} bytes  {digest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
