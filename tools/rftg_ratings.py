"""Tuning the Race policy's action-card ratings by policy self-play (not a test; the
measurement behind policy.P2, docs/rftg-ai.md "P2").

    nice -n 5 python3 tools/rftg_ratings.py search --base P1 --seed 2 --settings 200 --games 2000 > s.jsonl
    python3 tools/rftg_ratings.py fit --base P1 s.jsonl
    python3 tools/rftg_ratings.py match --a P2 --b P1 --games 10000 --seed 9000000

A game here is two copies of the policy (policy.choose, slips of --noise, 0.3 as in the hard
search's rollouts) playing on the engine's state; the policy reads only its own hand there,
so no determinization is needed and a game takes ~3 ms. Games come in pairs with the seats
swapped; a game still running after round 40 is scored as it stands. Game k of a match deals
from seed + k // 2.

`search` perturbs 2-6 random keys of the base ratings (Gaussian, a quarter of each key's range)
and prints one JSON line per setting: its win share and VP margin against the base. `fit`
fits a quadratic per key to those lines and prints each key's slope and best shift. `match`
plays two named rating sets (PLAIN, P1, P2 or a JSON object) against each other.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.rftg import new_game  # noqa: E402
from game.rftg.ai import policy  # noqa: E402

# every key action_values reads, with the range searched and the value the policy uses when a
# rating set leaves it out
SPACE = {"explore5": (-1.2, 0.6), "explore11": (-0.6, 1.2), "small5": (0.0, 1.5),
         "small11": (0.0, 1.5), "vp2": (1.0, 2.8), "trade_vp": (0.0, 1.5),
         "dev_off": (-0.8, 0.8), "settle_off": (-0.8, 0.8), "prod_c": (0.2, 1.4),
         "prod_n": (0.0, 1.0), "pdraw": (0.0, 0.8), "late_prod": (0.0, 1.0),
         "trade_k": (0.5, 1.3), "vp2_off": (-0.4, 0.6)}
DEFAULTS = policy.OPTIONAL
MAX_ROUND = 40


def ratings(name: str) -> dict:
    """A named rating set (PLAIN, P1, P2) or a JSON object, with every key filled in."""
    base = getattr(policy, name) if name in ("PLAIN", "P1", "P2") else json.loads(name)
    return dict(DEFAULTS, **base)


def play(seed: int, ra: dict, rb: dict, noise: float, swap: bool) -> tuple[float, int]:
    """One game of ratings ra against rb (ra in seat 1 if swap): ra's points and VP margin."""
    state = new_game(2, {}, seed)
    rng = random.Random(seed * 7 + (1 if swap else 0))
    rated = [rb, ra] if swap else [ra, rb]
    while not state.is_over() and state.round <= MAX_ROUND:
        for p in state.deciders():
            if not state.is_over() and p in state.deciders():
                state.apply(p, policy.choose(state, p, rng, noise, rated[p]))
    vp = state.scores()
    a = 1 if swap else 0
    margin = vp[a] - vp[1 - a]
    return (1.0 if margin > 0 else 0.0 if margin < 0 else 0.5), margin


def match(ra: dict, rb: dict, games: int, seed: int, noise: float = 0.3) -> tuple[float, float]:
    """ra's win share and average VP margin against rb over `games` (pairs of swapped seats)."""
    points = margin = 0.0
    for k in range(games):
        w, m = play(seed + k // 2, ra, rb, noise, swap=bool(k % 2))
        points += w
        margin += m
    return points / games, margin / games


def search(base: dict, seed: int, settings: int, games: int, noise: float) -> None:
    rng = random.Random(seed)
    for i in range(settings):
        cand = dict(base)
        for k in rng.sample(sorted(SPACE), rng.randint(2, 6)):
            lo, hi = SPACE[k]
            cand[k] = round(min(hi, max(lo, base[k] + rng.gauss(0, (hi - lo) / 4))), 2)
        w, m = match(cand, base, games, 100000 + i * 10000, noise)
        print(json.dumps({"w": w, "m": m, "r": cand}), flush=True)


def fit(base: dict, files: list[str]) -> None:
    import numpy as np  # offline only
    rows = [json.loads(line) for f in files for line in open(f)]
    keys = sorted(SPACE)
    d = np.array([[r["r"][k] - base[k] for k in keys] for r in rows])
    y = np.array([r["w"] for r in rows])
    a = np.hstack([np.ones((len(y), 1)), d, d ** 2])
    coef = np.linalg.lstsq(a, y, rcond=None)[0]
    n = len(keys)
    print(f"{len(y)} settings; residual s.d. {np.std(y - a @ coef):.4f} (wins s.d. {y.std():.4f})")
    for k, lin, quad in zip(keys, coef[1:1 + n], coef[1 + n:]):
        best = f"{-lin / (2 * quad):+.2f}" if quad < 0 else "  none"
        print(f"{k:10s} base {base[k]:+5.2f}  slope {lin:+.3f}  curvature {quad:+.3f}  "
              f"best shift {best}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search")
    s.add_argument("--base", default="P1")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--settings", type=int, default=200)
    s.add_argument("--games", type=int, default=2000)
    s.add_argument("--noise", type=float, default=0.3)
    f = sub.add_parser("fit")
    f.add_argument("--base", default="P1")
    f.add_argument("files", nargs="+")
    m = sub.add_parser("match")
    m.add_argument("--a", default="P2")
    m.add_argument("--b", default="P1")
    m.add_argument("--games", type=int, default=10000)
    m.add_argument("--seed", type=int, default=9000000)
    m.add_argument("--noise", type=float, default=0.3)
    args = ap.parse_args(argv)
    if args.cmd == "search":
        search(ratings(args.base), args.seed, args.settings, args.games, args.noise)
    elif args.cmd == "fit":
        fit(ratings(args.base), args.files)
    else:
        w, mg = match(ratings(args.a), ratings(args.b), args.games, args.seed, args.noise)
        print(f"{args.a} against {args.b}: {100 * w:.1f} % over {args.games} games, "
              f"margin {mg:+.2f} VP")


if __name__ == "__main__":
    main()
