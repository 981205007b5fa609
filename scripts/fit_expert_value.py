#!/usr/bin/env python3
"""Fit the expert's learned value: positions from hands of four strong bots, and how each hand ended.

    python scripts/fit_expert_value.py --hands 20000 --data /tmp/value.tsv      # play and record
    python scripts/fit_expert_value.py --fit /tmp/value.tsv --write             # fit, check, write weights

Every seat of every hand is a strong bot that, at a decision with a choice, now and then (``--explore``)
takes the valuation's second or third best action instead, so that positions the strong bot would not
choose are seen too. Each waiting position (after a discard, or after passing on a card it could have
claimed) is recorded with its features (``tusac_lan.games.tusac.bots.value_features``) and that seat's payment at
the end of the hand and whether it won. One hand in five is held out. The fit is least squares
(payment, and a linear probability of winning), pure Python; the held-out mean squared error is
compared with a fit on the trash count alone. ``--write`` replaces ``tusac_lan/games/tusac/bots/value_weights.py``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from tusac_lan.detrng import DetRng
from tusac_lan.games.four_colour.cards import NUM_KINDS
from tusac_lan.games.tusac.bots.expert import ExpertBot
from tusac_lan.games.tusac.bots.knowledge import unseen_counts
from tusac_lan.games.tusac.bots.value_features import FEATURE_NAMES, position_features
from tusac_lan.games.tusac.engine.actions import ActionType, ClaimKind, deal
from tusac_lan.games.tusac.engine.analysis import CARD_UNIT, analyzer_for
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.scoring import exposed_points
from tusac_lan.games.tusac.engine.state import Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import apply, legal_actions
from tusac_lan.games.tusac.headless import shuffled_deck

WEIGHTS_MODULE = Path(__file__).resolve().parent.parent / "tusac_lan" / "games" / "tusac" / "bots" / "value_weights.py"
TRASH_ONLY = ("bias", "trash0", "trash1", "trash2", "trash3", "trash4", "trash")


def record(hands: int, seed: str, explore: float, path: str, learned: bool) -> None:
    rules = RuleSet()
    ranker = ExpertBot(1, learned=learned)
    rng = DetRng(f"fit-expert-value:{seed}")
    started = time.process_time()
    rows = 0
    with open(path, "w", encoding="utf-8") as out:
        for hand in range(hands):
            state, _ = apply(new_hand(rules, rng.below(4)), deal(shuffled_deck(rng)))
            positions: list[tuple[int, str]] = []
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
                        live = sum(n << (3 * k) for k, n in enumerate(unseen_counts(view)))
                        positions.append((seat, f"{key}\t{live}\t{view.deck_left}\t{shown}"))
                    state, _ = apply(state, action)
                    if state.phase == Phase.ENDED or state.phase != Phase.CLAIM:
                        break
            assert state.result is not None
            for seat, position in positions:
                won = int(state.result.winner == seat)
                out.write(f"{hand}\t{state.result.payments[seat]}\t{won}\t{position}\n")
            rows += len(positions)
            if (hand + 1) % 1000 == 0:
                print(f"  {hand + 1} hands, {rows} positions ({time.process_time() - started:.0f} s CPU)", flush=True)


Gram = list[list[float]]


def grams(path: str) -> tuple[Gram, Gram, int, int]:
    """Sums of products of the features and both targets (payment, won: the last two columns), over the
    training positions and over the held-out ones (every fifth hand), and their counts."""
    analyzer = analyzer_for(RuleSet())
    n = len(FEATURE_NAMES) + 2
    train = [[0.0] * n for _ in range(n)]
    test = [[0.0] * n for _ in range(n)]
    counts = [0, 0]
    with open(path, encoding="utf-8") as data:
        for line in data:
            hand, payment, won, key, live, deck_left, shown = line.rstrip("\n").split("\t")
            unseen = [(int(live) >> (3 * k)) & 7 for k in range(NUM_KINDS)]
            features = position_features(analyzer, int(key), unseen, int(deck_left), int(shown))
            z = [*features, float(payment), float(won)]
            nonzero = [(i, v) for i, v in enumerate(z) if v != 0.0]
            held_out = int(hand) % 5 == 0
            gram = test if held_out else train
            counts[held_out] += 1
            for a, (i, zi) in enumerate(nonzero):
                row = gram[i]
                for j, zj in nonzero[: a + 1]:
                    row[j] += zi * zj
    for gram in (train, test):
        for i in range(n):
            for j in range(i):
                gram[j][i] = gram[i][j]
    return train, test, counts[0], counts[1]


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


def least_squares(gram: Gram, count: int, columns: Sequence[int], target: int) -> list[float]:
    """Weights of ``columns`` that best predict column ``target`` (a little ridge for stability)."""
    matrix = [[gram[i][j] + (1e-6 * count if i == j else 0.0) for j in columns] for i in columns]
    return solve(matrix, [gram[i][target] for i in columns])


def mse(gram: Gram, count: int, columns: Sequence[int], weights: Sequence[float], target: int) -> float:
    """Mean squared error of the prediction over the positions summed in ``gram``."""
    cross = sum(w * gram[c][target] for w, c in zip(weights, columns))
    square = sum(wi * wj * gram[ci][cj] for wi, ci in zip(weights, columns) for wj, cj in zip(weights, columns))
    return (gram[target][target] - 2 * cross + square) / max(1, count)


def fit(path: str, write: bool, drop: Sequence[str] = ()) -> None:
    train, test, trained, held = grams(path)
    print(f"{trained} training positions, {held} held out")
    every = [i for i, name in enumerate(FEATURE_NAMES) if name not in drop]
    trash_only = [FEATURE_NAMES.index(name) for name in TRASH_ONLY]
    fitted: dict[str, list[float]] = {}
    for label, target in (("payment", len(FEATURE_NAMES)), ("win", len(FEATURE_NAMES) + 1)):
        full = least_squares(train, trained, every, target)
        base = least_squares(train, trained, trash_only, target)
        mean = train[0][target] / trained  # column 0 is the constant 1
        print(
            f"{label}: held-out mean squared error {mse(test, held, every, full, target):.4f} (all features), "
            f"{mse(test, held, trash_only, base, target):.4f} (trash count only), "
            f"{mse(test, held, [0], [mean], target):.4f} (a constant)"
        )
        weights = dict(zip(every, full))
        fitted[label] = [weights.get(i, 0.0) for i in range(len(FEATURE_NAMES))]
        for name, weight in zip(FEATURE_NAMES, fitted[label]):
            print(f"    {name:<18} {weight:+.4f}")
    if write:
        write_weights(fitted["payment"], fitted["win"])


def write_weights(payment: Sequence[float], win: Sequence[float]) -> None:
    lines = [
        '"""Weights of the expert\'s learned value, one per feature of ``value_features.FEATURE_NAMES``.',
        "",
        "Generated by scripts/fit_expert_value.py (least squares on positions from hands of strong bots); do not edit.",
        '"""',
        "",
        "FEATURES = (",
        *(f'    "{name}",' for name in FEATURE_NAMES),
        ")",
        '"""The features the weights were fitted for."""',
        "PAYMENT_WEIGHTS = (",
        *(f"    {w:.6g},  # {name}" for w, name in zip(payment, FEATURE_NAMES)),
        ")",
        '"""Predict the seat\'s payment at the end of the hand."""',
        "WIN_WEIGHTS = (",
        *(f"    {w:.6g},  # {name}" for w, name in zip(win, FEATURE_NAMES)),
        ")",
        '"""Predict whether the seat wins the hand (a linear probability)."""',
        "",
    ]
    WEIGHTS_MODULE.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {WEIGHTS_MODULE}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=0, help="hands to play and record")
    parser.add_argument("--seed", default="fit")
    parser.add_argument("--explore", type=float, default=0.25, help="share of decisions taken second or third best")
    parser.add_argument(
        "--policy", default="strong", choices=["strong", "learned"], help="whose ranking the recorded seats follow"
    )
    parser.add_argument("--data", default="value_positions.tsv", help="where the positions are written")
    parser.add_argument("--fit", help="fit on the positions in this file")
    parser.add_argument("--drop", default="", help="features left out of the fit (comma-separated; weight 0)")
    parser.add_argument("--write", action="store_true", help="write the fitted weights into the weights module")
    args = parser.parse_args()
    if args.hands:
        record(args.hands, args.seed, args.explore, args.data, args.policy == "learned")
    if args.fit:
        fit(args.fit, args.write, [name for name in args.drop.split(",") if name])
    if not args.hands and not args.fit:
        sys.exit("nothing to do: give --hands and/or --fit")


if __name__ == "__main__":
    main()
