"""Train the learned position value of Race (model.py) from self-play: a command line tool.

    python3 -m game.rftg.ai.train --players 2 --games 3000 --seed 1 \\
        --agents normal,normal,easy --data /tmp/rftg_2p.jsonl --out game/rftg/ai/value_2p.json

1. generate (pure Python): plays `--games` games whose seats are drawn (seeded) from `--agents`;
   at the start of every round it records each seat's public facts and own hand (the inputs of
   features.compute, i.e. what the seat's view shows; features are computed when fitting, so
   they can change without new games), the old hand-tuned evaluation, and after the game
   the Monte-Carlo targets: the seat's final win share and its final VP margin over the best
   other seat. Lines of JSON go to `--data` (an existing file is reused: pass `--regenerate`).
2. fit (numpy, imported only here): a one-hidden-layer tanh MLP (`--hidden`, 0 = linear) with
   two heads, logistic loss on the win share and squared loss on the margin, Adam, games split
   90/10 into training and validation; prints both losses next to the old evaluation's.
3. writes the weights JSON with the command, seed and measures (model.py reads it in the page).
"""
import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

from game.core.tournament import mix
from game.rftg import new_game
from game.rftg.ai import make_agent

from . import features
from .values import evaluate as old_evaluate

MARGIN_UNIT = 10.0


def play_and_record(players: int, advanced: bool, seats: list, seed: int) -> list:
    """One self-play game; [(features, old_value, win_share, margin, round)] per seat-round."""
    state = new_game(players, {"advanced": True} if advanced else {}, mix(seed, 0))
    agents = [make_agent(spec, mix(seed, 1 + p)) for p, spec in enumerate(seats)]
    seen = set()
    rows = []
    while not state.is_over():
        for q in range(players):
            dec = state.decision[q]
            if dec is not None and dec[0] == "action" and (q, state.round) not in seen:
                seen.add((q, state.round))
                rows.append((q, state.round, features.raw_from_state(state, q),
                             old_evaluate(state, q)))
        p = state.deciders()[0]
        state.apply(p, agents[p].choose(state.view(p), state.legal_actions(p), p))
    scores = state.scores()
    shares = state.outcome()
    out = []
    for q, rnd, raw, old in rows:
        margin = scores[q] - max(scores[o] for o in range(players) if o != q)
        out.append({"raw": raw, "old": old, "win": shares[q], "margin": margin, "round": rnd})
    return out


def generate(args) -> None:
    pool = [s.strip() for s in args.agents.split(",") if s.strip()]
    pick = random.Random(args.seed)
    t0 = time.time()
    with open(args.data, "w") as f:
        for i in range(args.games):
            seats = [pick.choice(pool) for _ in range(args.players)]
            for row in play_and_record(args.players, args.advanced, seats, mix(args.seed, i)):
                row["game"] = i
                f.write(json.dumps(row) + "\n")
            if (i + 1) % 100 == 0:
                print(f"  {i + 1}/{args.games} games, {time.time() - t0:.0f} s",
                      file=sys.stderr, flush=True)


def load_rows(path: str, games: int = 0) -> list:
    """The recorded positions (of the first `games` games if > 0; an unfinished last line of
    an interrupted generation is left out)."""
    rows = []
    with open(path) as f:
        for line in f:
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                break
            if games and row["game"] >= games:
                break
            rows.append(row)
    if rows and not games:   # drop the last game: it may be cut short
        last = rows[-1]["game"]
        rows = [r for r in rows if r["game"] != last]
    return rows


def fit(rows: list, hidden: int, epochs: int, seed: int, margin_weight: float = 1.0,
        skip: bool = True) -> tuple:
    """Fit the MLP with numpy; returns (weights dict, report dict)."""
    import numpy as np   # only for training: the game and the page do not need numpy
    rng = np.random.default_rng(seed)
    games = sorted({r["game"] for r in rows})
    val_games = set(games[int(len(games) * 0.9):])
    X = np.array([features.compute(*r["raw"]) for r in rows], dtype=np.float64)
    W = np.array([r["win"] for r in rows], dtype=np.float64)
    M = np.array([r["margin"] for r in rows], dtype=np.float64) / MARGIN_UNIT
    OLD = np.array([r["old"] for r in rows], dtype=np.float64)
    is_val = np.array([r["game"] in val_games for r in rows])
    tr, va = ~is_val, is_val
    mean = X[tr].mean(axis=0)
    scale = X[tr].std(axis=0)
    scale[scale < 1e-6] = 1.0
    Z = (X - mean) / scale
    n_in = X.shape[1]
    params = {}
    if hidden:
        params["w1"] = rng.normal(0, 1.0 / math.sqrt(n_in), (hidden, n_in))
        params["b1"] = np.zeros(hidden)
        params["w2"] = rng.normal(0, 1.0 / math.sqrt(hidden), (2, hidden))
        if skip:
            params["ws"] = np.zeros((2, n_in))
    else:
        params["w2"] = np.zeros((2, n_in))
    params["b2"] = np.zeros(2)

    def forward(p, z):
        h = np.tanh(z @ p["w1"].T + p["b1"]) if hidden else z
        out = h @ p["w2"].T + p["b2"]
        if "ws" in p:
            out = out + z @ p["ws"].T
        return h, out

    def losses(p, z, w, m):
        _, o = forward(p, z)
        prob = 1 / (1 + np.exp(-o[:, 0]))
        eps = 1e-9
        bce = -np.mean(w * np.log(prob + eps) + (1 - w) * np.log(1 - prob + eps))
        mse = np.mean((o[:, 1] - m) ** 2)
        return bce, mse

    adam_m = {k: np.zeros_like(v) for k, v in params.items()}
    adam_v = {k: np.zeros_like(v) for k, v in params.items()}
    lr, b1, b2, step = 0.003, 0.9, 0.999, 0
    idx = np.flatnonzero(tr)
    batch = 256
    best = None
    for epoch in range(epochs):
        rng.shuffle(idx)
        for s in range(0, len(idx), batch):
            j = idx[s:s + batch]
            z, w, m = Z[j], W[j], M[j]
            h, o = forward(params, z)
            prob = 1 / (1 + np.exp(-o[:, 0]))
            d_o = np.stack([(prob - w), margin_weight * 2 * (o[:, 1] - m)], axis=1) / len(j)
            grads = {"w2": d_o.T @ h, "b2": d_o.sum(axis=0)}
            if "ws" in params:
                grads["ws"] = d_o.T @ z
            if hidden:
                d_h = (d_o @ params["w2"]) * (1 - h ** 2)
                grads["w1"] = d_h.T @ z
                grads["b1"] = d_h.sum(axis=0)
            step += 1
            for k, g in grads.items():
                g = g + 1e-4 * params[k] if k.startswith("w") else g
                adam_m[k] = b1 * adam_m[k] + (1 - b1) * g
                adam_v[k] = b2 * adam_v[k] + (1 - b2) * g * g
                mh = adam_m[k] / (1 - b1 ** step)
                vh = adam_v[k] / (1 - b2 ** step)
                params[k] -= lr * mh / (np.sqrt(vh) + 1e-8)
        bce, mse = losses(params, Z[va], W[va], M[va])
        if best is None or bce + margin_weight * mse < best[0]:
            best = (bce + margin_weight * mse, epoch + 1, {k: v.copy() for k, v in params.items()})
        if (epoch + 1) % 10 == 0 or epoch == epochs - 1:
            print(f"  epoch {epoch + 1}: validation win log-loss {bce:.4f}, margin RMSE "
                  f"{math.sqrt(mse) * MARGIN_UNIT:.2f} VP", file=sys.stderr, flush=True)
    params = best[2]   # early stopping: the epoch with the best validation loss
    bce_tr, mse_tr = losses(params, Z[tr], W[tr], M[tr])
    bce_va, mse_va = losses(params, Z[va], W[va], M[va])
    old = np.clip(OLD[va], 1e-6, 1 - 1e-6)
    old_bce = -np.mean(W[va] * np.log(old) + (1 - W[va]) * np.log(1 - old))
    _, o = forward(params, Z[va])
    acc = np.mean((o[:, 0] > 0) == (W[va] > 0.5))
    old_acc = np.mean((OLD[va] > 0.5) == (W[va] > 0.5))
    report = {"positions": int(len(rows)), "games": len(games), "best_epoch": best[1],
              "train_win_logloss": round(float(bce_tr), 4),
              "val_win_logloss": round(float(bce_va), 4),
              "val_win_accuracy": round(float(acc), 4),
              "val_margin_rmse_vp": round(math.sqrt(float(mse_va)) * MARGIN_UNIT, 3),
              "train_margin_rmse_vp": round(math.sqrt(float(mse_tr)) * MARGIN_UNIT, 3),
              "old_eval_val_win_logloss": round(float(old_bce), 4),
              "old_eval_val_win_accuracy": round(float(old_acc), 4),
              "val_margin_sd_vp": round(float(np.std(M[va])) * MARGIN_UNIT, 3)}
    weights = {"mean": [round(float(v), 6) for v in mean],
               "scale": [round(float(v), 6) for v in scale],
               "w2": [[round(float(v), 6) for v in row] for row in params["w2"]],
               "b2": [round(float(v), 6) for v in params["b2"]]}
    if hidden:
        weights["w1"] = [[round(float(v), 6) for v in row] for row in params["w1"]]
        weights["b1"] = [round(float(v), 6) for v in params["b1"]]
    if "ws" in params:
        weights["ws"] = [[round(float(v), 6) for v in row] for row in params["ws"]]
    weights["checks"] = numpy_checks(weights, X[va][:: max(1, int(va.sum()) // 4)][:4])
    return weights, report


def numpy_checks(weights: dict, xs) -> list:
    """The numpy forward pass of the stored (rounded) weights on a few raw inputs: tests
    compare the page's pure-Python inference with these outputs."""
    import numpy as np   # only for training: the game and the page do not need numpy
    z = (np.asarray(xs, dtype=np.float64) - np.array(weights["mean"])) / np.array(weights["scale"])
    h = z
    if "w1" in weights:
        h = np.tanh(z @ np.array(weights["w1"]).T + np.array(weights["b1"]))
    out = h @ np.array(weights["w2"]).T + np.array(weights["b2"])
    if "ws" in weights:
        out = out + z @ np.array(weights["ws"]).T
    return [{"x": [float(v) for v in x], "out": [float(v) for v in o]} for x, o in zip(xs, out)]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m game.rftg.ai.train")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--advanced", action="store_true")
    p.add_argument("--games", type=int, default=3000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--agents", default="normal,normal,easy",
                   help="levels each seat is drawn from (seeded)")
    p.add_argument("--data", required=True, help="JSON lines of positions (made if missing)")
    p.add_argument("--regenerate", action="store_true")
    p.add_argument("--hidden", type=int, default=16)
    p.add_argument("--epochs", type=int, default=60)
    p.add_argument("--blend", type=float, default=0.5,
                   help="leaf value = blend * P(win) + (1 - blend) * (0.5 + margin / (2 span))")
    p.add_argument("--margin-span", type=float, default=40.0, help="VP (margin clipped here)")
    p.add_argument("--skip", type=int, default=1, help="1: linear skip from inputs to outputs")
    p.add_argument("--out", required=True, help="weights JSON to write")
    args = p.parse_args(argv)
    if args.regenerate or not Path(args.data).exists():
        generate(args)
    rows = load_rows(args.data, args.games)
    weights, report = fit(rows, args.hidden, args.epochs, args.seed, skip=bool(args.skip))
    print(json.dumps(report, indent=1))
    data = {"format": "rftg-value-mlp-1", "players": args.players, "advanced": args.advanced,
            "names": list(features.NAMES), "heads": ["win_logit", "margin"],
            "margin_unit": MARGIN_UNIT, "margin_span": args.margin_span,
            "blend": args.blend, **weights,
            "trained": {"command": "python3 -m game.rftg.ai.train " + " ".join(
                a for a in (argv if argv is not None else sys.argv[1:])),
                "seed": args.seed, "games": args.games, "agents": args.agents,
                "hidden": args.hidden, "skip": bool(args.skip), "epochs": args.epochs,
                "report": report}}
    Path(args.out).write_text(json.dumps(data, separators=(",", ":")) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
