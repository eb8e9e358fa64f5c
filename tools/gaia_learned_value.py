"""A learned value for the Gaia hard level (not a test; issue 13's fourteenth and fifteenth
passes, docs/gaia-ai.md): play self-play games, fit what a seat's position at its main turns
predicts of the VP it still scores (the model ai/value.py ships), and play 4 hard seats with
that prediction blended into the evaluation by a share.

    nice -n 5 python3 tools/gaia_learned_value.py games --seed 5000 --games 112 --out games.jsonl
    python3 tools/gaia_learned_value.py games --seed 8000 --games 100 --explore 0.1 --out x.jsonl
    python3 tools/gaia_learned_value.py fit all.jsonl --lam 100 --floor 1 --folds 5 --out m.json
    python3 tools/gaia_learned_value.py fit new.jsonl --prior shipped --lam 10000 --out m.json
    nice -n 5 python3 tools/gaia_learned_value.py play value_4p.json --alpha 0.5 --games 20 --seed 1
    nice -n 5 python3 tools/gaia_learned_value.py play shipped --alpha 0 --games 20 --seed 1

`games` appends one JSON line a game (seed, index, actions, scores) of 4 seats of a level (hard
by default: the shipped hard level, blend included, or with --model the hard level judging with
other models); with --explore each seat takes the easy level's choice instead at that share of
its decisions (not its faction). `fit` replays them, takes at every main turn the deciding
seat's features (ai/value.py's NAMES: the evaluation's parts under the hard style, resources,
bowls, buildings, income, research, federations, tiles, the faction) and the VP it went on to
score, and fits one ridge regression a round (pure Python; features standardized, the intercept
not shrunk; --floor shrinks a column of smaller variance as if it had that variance; --prior
shrinks each coefficient towards earlier models instead of towards 0, so new records update
them). With --folds it first prints each round's held-out R2 (folds by game) of the learned
value and of the best affine map of the hand evaluation's worth (and of the prior unchanged).
`play` plays the 4-hard games of the tournament's seeds with the hard style's "learned" share
set to --alpha (one share, or six: one a round) and the given models (or the shipped ones), and
prints the average VP a seat.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Iterable

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.core import tournament  # noqa: E402
from game.core.tournament import mix  # noqa: E402
from game.gaia.ai import evaluate, value  # noqa: E402
from game.gaia.ai.lookahead import is_main_turn  # noqa: E402
from game.gaia.ai.value import NAMES, PARTS, model_round, predict  # noqa: E402


def features(st, seat: int) -> list[float]:
    """The seat's features (ai/value.py) under the hard style's evaluation parts."""
    return value.features(st, seat, evaluate.breakdown(st, seat, evaluate.HARD_STYLE))


def play_game(seed: int, i: int, level: str = "hard", explore: float = 0.0) -> dict:
    """One self-play game of four seats of a level, as a record (seed, index, actions, scores).
    With `explore` each seat, at a decision with a choice (not its faction), takes the easy
    level's choice instead with that probability (seeded): records of positions the level
    itself would not reach, and of what it scores from them."""
    state = tournament.NewGame("gaia", 4)(mix(seed, i, 0))
    make_agent = tournament.LevelAgents("gaia")
    agents = [make_agent(level, mix(seed, i, 1 + p)) for p in range(4)]
    easy = [make_agent("easy", mix(seed, i, 11 + p)) for p in range(4)] if explore else []
    rng = random.Random(mix(seed, i, 99))
    actions = []
    while not state.is_over():
        p = state.deciders()[0]
        legal = state.legal_actions(p)
        if (explore and len(legal) > 1 and rng.random() < explore
                and legal[0][0] != "faction"):
            a = easy[p].choose(state.view(p), legal, p)
        else:
            a = agents[p].choose(state.view(p), legal, p)
        actions.append([p, list(a)])
        state.apply(p, a)
    record = {"seed": seed, "i": i, "level": level, "actions": actions, "scores": state.scores()}
    if explore:
        record["explore"] = explore
    return record


def samples(record: dict) -> list[tuple[int, list[float], float]]:
    """Replay a record: at every main turn, (round, the decider's features, the VP it scored
    from there to the end)."""
    st = tournament.NewGame("gaia", 4)(mix(record["seed"], record["i"], 0))
    seen = []
    for p, a in record["actions"]:
        if is_main_turn(st, p):
            seen.append((model_round(st), p, st.pl[p].vp, features(st, p)))
        st.apply(p, tuple(a))
    final = [st.pl[s].vp for s in range(4)]
    return [(r, f, float(final[p] - vp)) for r, p, vp, f in seen]


def ridge(xs: list[list[float]], ys: list[float], lam: float, floor: float = 0.0,
          prior: list[float] | None = None) -> tuple[list[float], float]:
    """Ridge regression on standardized columns (the intercept not shrunk); returns the
    coefficients and intercept in the columns' own units. With `floor` a column whose variance
    is under it is shrunk as if its variance were `floor`: the penalty is lam x max(var, floor)
    x the squared coefficient in the column's own units, so a rare flag (a track's third level
    in round 2) cannot take a coefficient of many VP from a few games. With `prior` (earlier
    coefficients, in the columns' own units) each coefficient is shrunk towards its prior
    value instead of towards 0: new records move an earlier fit as far as they show."""
    n, d = len(xs), len(xs[0])
    mu = [sum(x[j] for x in xs) / n for j in range(d)]
    sd = [(sum((x[j] - mu[j]) ** 2 for x in xs) / n) ** 0.5 or 1.0 for j in range(d)]
    ym = sum(ys) / n
    a = [[0.0] * d for _ in range(d)]
    rhs = [0.0] * d
    for x, y in zip(xs, ys):
        z = [(x[j] - mu[j]) / sd[j] for j in range(d)]
        yc = y - ym
        for j in range(d):
            zj = z[j]
            if zj:
                row = a[j]
                for k in range(d):
                    row[k] += zj * z[k]
                rhs[j] += zj * yc
    for j in range(d):
        pen = lam * max(1.0, floor / sd[j] ** 2)
        a[j][j] += pen
        if prior is not None:
            rhs[j] += pen * prior[j] * sd[j]
    w = _solve(a, rhs)
    coef = [w[j] / sd[j] for j in range(d)]
    return coef, ym - sum(c * m for c, m in zip(coef, mu))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is symmetric positive definite here)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fit(rows: Iterable[tuple[int, list[float], float]], lam: float = 100.0,
        floor: float = 0.0, prior: dict | None = None) -> dict:
    """One model a round: {round: {"coef": [...], "b0": float}} (`floor`, and `prior`: earlier
    models of the same form whose coefficients each round is shrunk towards; see ridge)."""
    by: dict[int, tuple[list, list]] = {}
    for r, f, y in rows:
        by.setdefault(r, ([], []))
        by[r][0].append(f)
        by[r][1].append(y)
    out = {}
    for r, (xs, ys) in sorted(by.items()):
        coef, b0 = ridge(xs, ys, lam, floor,
                         prior[r]["coef"] if prior is not None and r in prior else None)
        out[r] = {"coef": coef, "b0": b0}
    return out


def held_out(games: list[list[tuple]], lam: float, folds: int, floor: float = 0.0,
             prior: dict | None = None) -> dict:
    """Per round, R2 on held-out games of the learned value and of the best affine map of the
    hand evaluation's worth (its parts' sum, VP now left out)."""
    order = list(range(len(games)))
    random.Random(0).shuffle(order)
    se = {}
    for k in range(folds):
        test = set(order[k::folds])
        train = [row for g, rows in enumerate(games) if g not in test for row in rows]
        model = fit(train, lam, floor, prior)
        hand = fit([(r, [sum(f[:len(PARTS)])], y) for r, f, y in train], 0.0)
        means = {r: sum(y for rr, _f, y in train if rr == r)
                 / max(1, sum(1 for rr, _f, _y in train if rr == r)) for r in model}
        for g in test:
            for r, f, y in games[g]:
                if r not in model:
                    continue
                s = se.setdefault(r, [0.0, 0.0, 0.0])
                s[0] += (y - predict(model, r, f)) ** 2
                s[1] += (y - predict(hand, r, [sum(f[:len(PARTS)])])) ** 2
                s[2] += (y - means[r]) ** 2
    return {r: (1 - s[0] / s[2], 1 - s[1] / s[2]) for r, s in sorted(se.items())}


def r2(models: dict, games: list[list[tuple]], r: int) -> float:
    """The R2 of fixed models (fitted elsewhere) on the main turns of round r of these games."""
    ys = [(y, f) for rows in games for rr, f, y in rows if rr == r]
    mean = sum(y for y, _f in ys) / len(ys)
    sse = sum((y - predict(models, r, f)) ** 2 for y, f in ys)
    return 1 - sse / sum((y - mean) ** 2 for y, _f in ys)


def install(models: dict | None, share: float) -> None:
    """Make the hard level of this process blend these models (None: the shipped ones) into its
    evaluation by `share` (0: the hand evaluation alone)."""
    value.use(models)
    evaluate.HARD_STYLE["learned"] = share


def load(path: str) -> dict:
    """Models written by `fit` (the file value.py ships has the same form)."""
    raw = json.loads(Path(path).read_text())
    if tuple(raw["names"]) != NAMES:
        raise ValueError("fitted on other features than ai/value.py's NAMES")
    return {int(k): v for k, v in raw["rounds"].items()}


def document(models: dict, command: str) -> dict:
    """What `fit` writes: the command that made it, the feature names, a model a round."""
    return {"made_by": command, "names": list(NAMES),
            "rounds": {str(r): m for r, m in sorted(models.items())}}


def _share(text: str) -> float | tuple[float, ...]:
    """--alpha: one share, or six (rounds 1-6)."""
    parts = [float(x) for x in text.split(",")]
    if len(parts) not in (1, 6):
        raise argparse.ArgumentTypeError("one share or six (rounds 1-6)")
    return parts[0] if len(parts) == 1 else tuple(parts)


def _init(path: str, alpha: float) -> None:
    install(None if path == "shipped" else load(path), alpha)


def _readable(path: str) -> bool:
    """Whether `path` is 'shipped' or a model file `load` reads (else an error is printed)."""
    try:
        if path != "shipped":
            load(path)
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f"error: cannot read a model from {path}: {e}", file=sys.stderr)
        return False
    return True


def _scores(args: tuple) -> list[int]:
    return play_game(*args)["scores"]


def _game(args: tuple) -> dict:
    return play_game(*args)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("games", help="self-play records, one JSON line a game")
    g.add_argument("--seed", type=int, default=5000)
    g.add_argument("--games", type=int, default=100)
    g.add_argument("--level", default="hard", choices=("easy", "normal", "hard"))
    g.add_argument("--explore", type=float, default=0.0,
                   help="the probability of the easy level's choice at a decision (0: none)")
    g.add_argument("--model", default="shipped",
                   help="the hard level's models: a model file of fit, or 'shipped'")
    g.add_argument("--jobs", type=int, default=2)
    g.add_argument("--out", required=True)
    f = sub.add_parser("fit", help="fit the per-round models")
    f.add_argument("records")
    f.add_argument("--lam", type=float, default=100.0)
    f.add_argument("--floor", type=float, default=0.0,
                   help="shrink columns of variance under it as if it were this (ridge)")
    f.add_argument("--folds", type=int, default=0)
    f.add_argument("--prior", default=None,
                   help="shrink towards these models (a model file of fit, or 'shipped') "
                        "instead of towards 0")
    f.add_argument("--out", required=True)
    p = sub.add_parser("play", help="4 hard seats with the learned value blended in")
    p.add_argument("model", help="a model file of fit, or 'shipped'")
    p.add_argument("--alpha", type=_share, default=evaluate.HARD_STYLE["learned"],
                   help="the share (by default the shipped one, HARD_STYLE's), or six shares "
                        "by round: 0.7,0.7,0.5,0.5,0.5,0.5")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args(argv)
    t0 = time.time()
    if a.cmd == "games":
        if not 0.0 <= a.explore <= 1.0:
            print(f"error: --explore is a probability (0 to 1), not {a.explore}", file=sys.stderr)
            return 2
        if not _readable(a.model):
            return 2
        jobs = [(a.seed, i, a.level, a.explore) for i in range(a.games)]
        with Pool(a.jobs, _init, (a.model, evaluate.HARD_STYLE["learned"])) as pool, \
                open(a.out, "a") as out:
            for rec in pool.imap_unordered(_game, jobs):
                out.write(json.dumps(rec) + "\n")
                out.flush()
                print(f"game {rec['i']}: {rec['scores']} ({time.time() - t0:.0f} s)", flush=True)
        return 0
    if a.cmd == "fit":
        try:
            records = [json.loads(line) for line in Path(a.records).read_text().splitlines()
                       if line.strip()]
        except (OSError, ValueError) as e:
            print(f"error: cannot read records from {a.records}: {e}", file=sys.stderr)
            return 2
        prior = None
        if a.prior is not None:
            if not _readable(a.prior):
                return 2
            prior = value.model() if a.prior == "shipped" else load(a.prior)
        games = [samples(rec) for rec in records]
        print(f"{len(games)} games, {sum(map(len, games))} main turns, {len(NAMES)} features")
        if a.folds:
            for r, (learned, hand) in held_out(games, a.lam, a.folds, a.floor, prior).items():
                line = (f"round {r}: held-out R2 learned {learned:+.3f}, hand evaluation "
                        f"{hand:+.3f}")
                if prior is not None:
                    line += f", the prior alone {r2(prior, games, r):+.3f}"
                print(line)
        model = fit([row for rows in games for row in rows], a.lam, a.floor, prior)
        command = "python3 tools/gaia_learned_value.py " + " ".join(argv or sys.argv[1:])
        Path(a.out).write_text(json.dumps(document(model, command)) + "\n")
        print(f"wrote {a.out} ({time.time() - t0:.0f} s)")
        return 0
    if not _readable(a.model):
        return 2
    with Pool(a.jobs, _init, (a.model, a.alpha)) as pool:
        scores = pool.map(_scores, [(a.seed, i) for i in range(a.games)], chunksize=1)
    seats = [v for s in scores for v in s]
    print(f"alpha {a.alpha}: {sum(seats) / len(seats):.2f} VP a seat over {len(seats)} seats "
          f"({a.games} games of seed {a.seed}, {time.time() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
