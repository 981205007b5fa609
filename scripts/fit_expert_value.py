#!/usr/bin/env python3
"""Fit the expert's learned value: positions from hands of four strong bots, and how each hand ended.

    python scripts/fit_expert_value.py --hands 20000 --data /tmp/value.tsv      # play and record
    python scripts/fit_expert_value.py --fit /tmp/value.tsv --write             # fit, check, write weights

Every seat of every hand is a strong bot that, at a decision with a choice, now and then (``--explore``)
takes the valuation's second or third best action instead, so that positions the strong bot would not
choose are seen too. Each waiting position (after a discard, or after passing on a card it could have
claimed) is recorded with its features (``tusac_lan.bots.value_features``) and that seat's payment at
the end of the hand and whether it won. One hand in five is held out. The fit is least squares
(payment, and a linear probability of winning), pure Python; the held-out mean squared error is
compared with a fit on the trash count alone. ``--write`` replaces ``tusac_lan/bots/value_weights.py``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from tusac_lan.bots.expert import ExpertBot
from tusac_lan.bots.knowledge import unseen_counts
from tusac_lan.bots.value_features import FEATURE_NAMES, position_features
from tusac_lan.detrng import DetRng
from tusac_lan.engine.actions import ActionType, ClaimKind, deal
from tusac_lan.engine.analysis import CARD_UNIT, analyzer_for
from tusac_lan.engine.rules import RuleSet
from tusac_lan.engine.scoring import exposed_points
from tusac_lan.engine.state import Phase, new_hand
from tusac_lan.engine.transitions import apply, legal_actions
from tusac_lan.headless import shuffled_deck

WEIGHTS_MODULE = Path(__file__).resolve().parent.parent / "tusac_lan" / "bots" / "value_weights.py"
TRASH_ONLY = ("bias", "trash0", "trash1", "trash2", "trash3", "trash4", "trash")


def record(hands: int, seed: str, explore: float, path: str) -> None:
    rules = RuleSet()
    analyzer = analyzer_for(rules)
    ranker = ExpertBot(1)
    rng = DetRng(f"fit-expert-value:{seed}")
    started = time.process_time()
    rows = 0
    with open(path, "w", encoding="utf-8") as out:
        for hand in range(hands):
            state, _ = apply(new_hand(rules, rng.below(4)), deal(shuffled_deck(rng)))
            positions: list[tuple[int, tuple[float, ...]]] = []
            while state.phase != Phase.ENDED:
                for seat in state.awaiting():
                    legal = legal_actions(state, seat)
                    action = legal[0]
                    view = state.view(seat)
                    wins = [a for a in legal if a.type == ActionType.CLAIM and a.claim == ClaimKind.WIN]
                    if wins:
                        action = wins[0]
                    elif len(legal) > 1:
                        ranked = ranker.candidates(view, seat, legal)
                        action = ranked[0]
                        if len(ranked) > 1 and rng.below(1000) < explore * 1000:
                            action = ranked[1 + rng.below(min(3, len(ranked)) - 1)]
                    key = view.keys[seat]
                    if action.type == ActionType.DISCARD:
                        key -= CARD_UNIT[action.cards[0]]
                    if action.type == ActionType.DISCARD or (action.type == ActionType.PASS and len(legal) > 1):
                        shown = exposed_points(view.melds[seat], view.cards, rules)
                        features = position_features(analyzer, key, unseen_counts(view), view.deck_left, shown)
                        positions.append((seat, features))
                    state, _ = apply(state, action)
                    if state.phase == Phase.ENDED or state.phase != Phase.CLAIM:
                        break
            assert state.result is not None
            for seat, features in positions:
                won = int(state.result.winner == seat)
                values = " ".join(f"{f:.6g}" for f in features)
                out.write(f"{hand}\t{state.result.payments[seat]}\t{won}\t{values}\n")
            rows += len(positions)
            if (hand + 1) % 1000 == 0:
                print(f"  {hand + 1} hands, {rows} positions ({time.process_time() - started:.0f} s CPU)", flush=True)


Row = tuple[float, float, list[float]]


def _target(row: Row, target: int) -> float:
    return row[0] if target == 0 else row[1]


def _rows(path: str, held_out: bool) -> list[Row]:
    found = []
    with open(path, encoding="utf-8") as data:
        for line in data:
            hand, payment, won, values = line.rstrip("\n").split("\t")
            if (int(hand) % 5 == 0) == held_out:
                found.append((float(payment), float(won), [float(v) for v in values.split()]))
    return found


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Solve ``matrix x = vector`` for a symmetric positive definite matrix (Cholesky)."""
    n = len(vector)
    lower = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1):
            total = matrix[i][j] - sum(lower[i][k] * lower[j][k] for k in range(j))
            if i == j:
                lower[i][i] = math.sqrt(max(total, 1e-12))
            else:
                lower[i][j] = total / lower[j][j]
    y = [0.0] * n
    for i in range(n):
        y[i] = (vector[i] - sum(lower[i][k] * y[k] for k in range(i))) / lower[i][i]
    x = [0.0] * n
    for i in reversed(range(n)):
        x[i] = (y[i] - sum(lower[k][i] * x[k] for k in range(i + 1, n))) / lower[i][i]
    return x


def least_squares(rows: Sequence[Row], columns: Sequence[int], target: int) -> list[float]:
    n = len(columns)
    gram = [[0.0] * n for _ in range(n)]
    moment = [0.0] * n
    for row in rows:
        x = [row[2][c] for c in columns]
        y = _target(row, target)
        for i in range(n):
            xi = x[i]
            if xi == 0.0:
                continue
            moment[i] += xi * y
            gi = gram[i]
            for j in range(i + 1):
                gi[j] += xi * x[j]
    ridge = 1e-6 * len(rows)
    for i in range(n):
        gram[i][i] += ridge
        for j in range(i):
            gram[j][i] = gram[i][j]
    return solve(gram, moment)


def mse(rows: Sequence[Row], columns: Sequence[int], weights: Sequence[float], target: int) -> float:
    total = 0.0
    for row in rows:
        predicted = sum(w * row[2][c] for w, c in zip(weights, columns))
        total += (_target(row, target) - predicted) ** 2
    return total / max(1, len(rows))


def fit(path: str, write: bool) -> None:
    train = _rows(path, held_out=False)
    test = _rows(path, held_out=True)
    print(f"{len(train)} training positions, {len(test)} held out")
    every = list(range(len(FEATURE_NAMES)))
    trash_only = [FEATURE_NAMES.index(name) for name in TRASH_ONLY]
    fitted: dict[str, list[float]] = {}
    for label, target in (("payment", 0), ("win", 1)):
        full = least_squares(train, every, target)
        base = least_squares(train, trash_only, target)
        mean = sum(_target(row, target) for row in train) / len(train)
        flat = sum((_target(row, target) - mean) ** 2 for row in test) / len(test)
        print(
            f"{label}: held-out mean squared error {mse(test, every, full, target):.4f} (all features), "
            f"{mse(test, trash_only, base, target):.4f} (trash count only), {flat:.4f} (a constant)"
        )
        fitted[label] = full
        for name, weight in zip(FEATURE_NAMES, full):
            print(f"    {name:<16} {weight:+.4f}")
    if write:
        lines = [
            '"""Weights of the expert\'s learned value (generated by scripts/fit_expert_value.py; do not edit)."""',
            "",
            f"FEATURES = {FEATURE_NAMES!r}",
            f"PAYMENT_WEIGHTS = ({', '.join(f'{w:.6g}' for w in fitted['payment'])},)",
            f"WIN_WEIGHTS = ({', '.join(f'{w:.6g}' for w in fitted['win'])},)",
            "",
        ]
        WEIGHTS_MODULE.write_text("\n".join(lines), encoding="utf-8")
        print(f"wrote {WEIGHTS_MODULE}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=0, help="hands to play and record")
    parser.add_argument("--seed", default="fit")
    parser.add_argument("--explore", type=float, default=0.25, help="share of decisions taken second or third best")
    parser.add_argument("--data", default="value_positions.tsv", help="where the positions are written")
    parser.add_argument("--fit", help="fit on the positions in this file")
    parser.add_argument("--write", action="store_true", help="write the fitted weights into the weights module")
    args = parser.parse_args()
    if args.hands:
        record(args.hands, args.seed, args.explore, args.data)
    if args.fit:
        fit(args.fit, args.write)
    if not args.hands and not args.fit:
        sys.exit("nothing to do: give --hands and/or --fit")


if __name__ == "__main__":
    main()
