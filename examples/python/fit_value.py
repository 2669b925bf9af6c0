#!/usr/bin/env python3
"""Fits a linear value model on `spindle selfplay --observations` data with numpy: the smallest learning loop.

    ./spindle selfplay warp-and-weft --size 3 --games 200 --observations obs.ndjson
    python3 examples/python/fit_value.py obs.ndjson

Predicts the deciding player's final payoff from the observation (logistic regression by gradient descent), trains
on the first games and reports the log-loss on the last fifth of the games against always guessing the mean. It is
a starting point for your own model, not a strong one. Needs numpy (pip install numpy); reads the file with
spindle_observations.py.
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spindle_observations  # noqa: E402


def load(path):
    xs, ys, seeds = [], [], []
    for r in spindle_observations.positions(path):
        xs.append(r["observation"])
        ys.append(r["result"][r["player"]])
        seeds.append(r["seed"])
    return np.asarray(xs, dtype=np.float64), np.asarray(ys, dtype=np.float64), np.asarray(seeds)


def log_loss(p, y):
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv):
    if len(argv) != 2:
        print("usage: fit_value.py FILE", file=sys.stderr)
        return 2
    x, y, seeds = load(argv[1])
    # hold out whole games, so positions of one game are never on both sides
    games = np.unique(seeds)
    test = np.isin(seeds, games[len(games) - max(1, len(games) // 5):])
    if test.all() or not test.any():
        print("fit_value: need at least two games", file=sys.stderr)
        return 1
    w, b = np.zeros(x.shape[1]), 0.0
    for _ in range(500):
        p = 1 / (1 + np.exp(-(x[~test] @ w + b)))
        grad = p - y[~test]
        w -= 0.1 * (x[~test].T @ grad / len(grad) + 1e-3 * w)
        b -= 0.1 * grad.mean()
    model = log_loss(1 / (1 + np.exp(-(x[test] @ w + b))), y[test])
    baseline = log_loss(np.full(test.sum(), y[~test].mean()), y[test])
    print("%d training and %d held-out positions; held-out log-loss %.3f (model) vs %.3f (mean)"
          % ((~test).sum(), test.sum(), model, baseline))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
