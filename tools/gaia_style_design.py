"""A measured design over the hard level's evaluation weights (issue 13's ninth pass; not a test).

`play` draws weight sets at random from a box around the hard style (resource values, power and
token income, bowl III, a charge's bonus, building weights, an extra for the planetary institute,
building next to others, each token owned, the income part's weight), and plays each with four
hard seats on the same games (tournament seeds and seat rotation); the first set is the hard
style before the ninth pass. One JSON line per set: the weights, the average VP a seat and what
the seats built. `fit` reads those lines and prints a ridge regression of the average VP on the
standardized weights (VP per standard deviation of each weight), the best sets, and the corner
of the box its signs point to (the weights whose coefficient is at least `--z` standard errors
from zero; the others as before). With the default 1.5 it is the hard style of the ninth pass.

    nice -n 5 python3 tools/gaia_style_design.py play --samples 49 --games 10 --seed 101 \
        --jobs 2 --out design.jsonl
    python3 tools/gaia_style_design.py fit design.jsonl

The ninth pass ran these two commands (docs/gaia-ai.md has the numbers); `play` resumes a file
that already holds some sets. The eleventh pass drew its sets around the shipped hard style over
the parts the ninth left alone (`--design eleventh`: each building's weight, a new mine's worth
and the share of planets within reach, the round tiles to come, the final standings, the power
value outside federations, research levels, special actions, gaiaformers):

    nice -n 5 python3 tools/gaia_style_design.py play --design eleventh --samples 39 --games 10 \
        --seed 101 --jobs 2 --out design11.jsonl
    python3 tools/gaia_style_design.py fit design11.jsonl
"""
from __future__ import annotations

import argparse
import copy
import json
import math
import multiprocessing
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tools"))

from game.gaia.ai.evaluate import HARD_STYLE  # noqa: E402

DESIGN_SEED = 2026
# the weights drawn, in the order they are drawn, and their box
BOX = {"k": (0.6, 1.4), "o": (0.7, 1.4), "c": (0.2, 0.45), "q": (1.4, 2.6),
       "pw_income": (0.25, 1.0), "t_income": (0.1, 0.9), "b3": (0.25, 0.7), "charge": (0, 1.0),
       "struct": (0.5, 2.5), "pi_extra": (0, 6), "neighbours": (0, 2), "tokens": (0, 0.6),
       "income_weight": (0.8, 1.8)}
# the hard style before the ninth pass, in these terms
BEFORE = {"k": 0.9, "o": 1.0, "c": 0.32, "q": 2.0, "pw_income": 0.5, "t_income": 0.4, "b3": 0.42,
          "charge": 0.0, "struct": 1.0, "pi_extra": 0.0, "neighbours": 0.0, "tokens": 0.0,
          "income_weight": 1.0}
BASE_STYLE = {"booster_once": True, "disc": 1.0, "final_prior": True}

# issue 13's eleventh pass: the parts of the evaluation the ninth left alone, around the hard
# style it shipped (each building's weight, a new mine's worth and the share of the planets
# within reach, the round tiles to come, the final standings, the power value outside
# federations, research levels on the way and in the game, special actions, gaiaformers)
BOX11 = {"m": (0.8, 3.0), "ts": (0.8, 4.0), "lab": (1.2, 5.0), "PI": (1.5, 7.0),
         "ac": (1.5, 7.0), "mine_vp": (3.0, 7.0), "expansion": (0.2, 1.2),
         "round_next": (0.2, 1.0), "round_later": (0.05, 0.5), "final_weight": (0.4, 1.6),
         "fed_worth": (0.15, 0.8), "research_level": (0.1, 0.6), "research_below": (0.3, 2.0),
         "specials": (0.5, 1.6), "gaiaformer": (0.3, 3.0)}
BEFORE11 = {"m": 1.6, "ts": 1.8, "lab": 2.4, "PI": 3.0, "ac": 3.0, "mine_vp": 4.5,
            "expansion": 0.5, "round_next": 0.45, "round_later": 0.2, "final_weight": 1.0,
            "fed_worth": 0.35, "research_level": 0.25, "research_below": 0.9, "specials": 1.0,
            "gaiaformer": 1.0}


def draw(rng: random.Random, box: dict = BOX) -> dict:
    """One weight set, uniform in the box."""
    return {k: rng.uniform(lo, hi) for k, (lo, hi) in box.items()}


def style_of(p: dict) -> dict:
    """The evaluation style of a weight set (ai/evaluate.py's keys)."""
    s = dict(BASE_STYLE, res={"k": p["k"], "o": p["o"], "c": p["c"], "q": p["q"]},
             pw_income=p["pw_income"], t_income=p["t_income"],
             bowls=[p["b3"], p["b3"] * 0.52, 0.06], income_weight=p["income_weight"])
    if p["charge"] > 0:
        s["charge"] = [p["charge"] * x for x in (1, 1, 0.8, 0.6, 0.3, 0)]
    m = p["struct"]
    s["struct"] = {"m": 1.6, "ts": 1.8 * m, "lab": 2.4 * m, "PI": 3.0 * m + p["pi_extra"],
                   "ac1": 3.0 * m, "ac2": 3.0 * m}
    if p["neighbours"] > 0:
        s["neighbours"] = p["neighbours"]
    if p["tokens"] > 0:
        s["tokens"] = p["tokens"]
    return s


def style_of11(p: dict) -> dict:
    """The evaluation style of an eleventh-pass weight set: the shipped hard style with these
    parts changed."""
    s = copy.deepcopy(SHIPPED)
    s["struct"] = {"m": p["m"], "ts": p["ts"], "lab": p["lab"], "PI": p["PI"], "ac1": p["ac"],
                   "ac2": p["ac"]}
    s["round_weights"] = (p["round_next"], p["round_later"])
    for k in ("mine_vp", "expansion", "final_weight", "fed_worth", "research_level",
              "research_below", "specials", "gaiaformer"):
        s[k] = p[k]
    return s


# the hard style as shipped (a copy: _game changes the module's for each set)
SHIPPED = copy.deepcopy(HARD_STYLE)

# name: (box, the style's weights before the design, a set's style)
DESIGNS = {"ninth": (BOX, BEFORE, style_of), "eleventh": (BOX11, BEFORE11, style_of11)}


def _game(job):
    """Play game i of the seed with four hard seats under a weight set's style."""
    sid, p, seed, i, design = job
    from game.core import tournament
    from game.core.tournament import mix, seat_order
    from game.gaia.ai import evaluate
    import gaia_score_sources
    style = copy.deepcopy(DESIGNS[design][2](p))
    evaluate.HARD_STYLE.clear()
    evaluate.HARD_STYLE.update(style)
    specs = seat_order(["hard"] * 4, i)
    state = tournament.NewGame("gaia", 4)(mix(seed, i, 0))
    make = tournament.LevelAgents("gaia")
    agents = [make(s, mix(seed, i, 1 + q)) for q, s in enumerate(specs)]
    while not state.is_over():
        q = state.deciders()[0]
        state.apply(q, agents[q].choose(state.view(q), state.legal_actions(q), q))
    return sid, [dict(r) for r in gaia_score_sources.seat_rows(state.view(None))]


def play(samples: int, games: int, seed: int, jobs: int, out: Path,
         design: str = "ninth") -> None:
    box, before, _ = DESIGNS[design]
    rng = random.Random(DESIGN_SEED)
    sets = [before] + [draw(rng, box) for _ in range(samples)]
    done = set()
    if out.exists():
        done = {json.loads(line)["sid"] for line in out.read_text().splitlines() if line}
    todo = [(sid, p, seed, i, design) for sid, p in enumerate(sets) if sid not in done
            for i in range(games)]
    rows: dict = {}
    with multiprocessing.Pool(jobs) as pool, out.open("a") as f:
        for sid, seats in pool.imap(_game, todo):
            rows.setdefault(sid, []).append(seats)
            if len(rows[sid]) < games:
                continue
            flat = [r for g in rows.pop(sid) for r in g]
            rec = {"sid": sid, "design": design, "p": sets[sid],
                   "vp": sum(r["VP"] for r in flat) / len(flat)}
            for key in ("#m", "#ts", "#lab", "#PI", "#ac", "#fed", "#research", "charges"):
                rec[key] = sum(r.get(key, 0) for r in flat) / len(flat)
            f.write(json.dumps(rec) + "\n")
            f.flush()
            print(f"set {sid}: {rec['vp']:.1f} VP a seat", flush=True)


def _solve(a: list, b: list) -> list:
    """x with a x = b (Gaussian elimination with partial pivoting; a is small and regular)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(path: Path, ridge: float = 2.0, z: float = 1.5) -> str:
    recs = [json.loads(line) for line in path.read_text().splitlines() if line]
    box, before, _ = DESIGNS[recs[0].get("design", "ninth")]
    keys = list(box)
    n = len(recs)
    y = [r["vp"] for r in recs]
    mean = {k: sum(r["p"][k] for r in recs) / n for k in keys}
    sd = {k: math.sqrt(sum((r["p"][k] - mean[k]) ** 2 for r in recs) / n) or 1.0 for k in keys}
    rows = [[1.0] + [(r["p"][k] - mean[k]) / sd[k] for k in keys] for r in recs]
    d = len(keys) + 1
    ata = [[sum(row[i] * row[j] for row in rows) + (ridge if i == j and i else 0.0)
            for j in range(d)] for i in range(d)]
    aty = [sum(row[i] * v for row, v in zip(rows, y)) for i in range(d)]
    coef = _solve(ata, aty)
    res = [v - sum(c * x for c, x in zip(coef, row)) for row, v in zip(rows, y)]
    var = sum(e * e for e in res) / max(n - d, 1)
    inv_diag = [_solve(ata, [1.0 if j == i else 0.0 for j in range(d)])[i] for i in range(d)]
    avg = sum(y) / n
    out = [f"{n} weight sets: {avg:.1f} VP a seat on average "
           f"(sd {math.sqrt(sum((v - avg) ** 2 for v in y) / n):.1f}), {min(y):.1f} to {max(y):.1f}"
           f"; set 0 (the style before): {recs[0]['vp'] if recs[0]['sid'] == 0 else 'absent'}",
           "VP per standard deviation of each weight (ridge regression):"]
    order = sorted(range(len(keys)), key=lambda i: -abs(coef[i + 1]))
    for i in order:
        se = math.sqrt(var * inv_diag[i + 1])
        out.append(f"  {keys[i]:<14}{coef[i + 1]:+6.2f}  (s.e. {se:.2f})")
    out.append("best sets:")
    for r in sorted(recs, key=lambda r: -r["vp"])[:5]:
        out.append(f"  {r['vp']:6.1f}  " + json.dumps({k: round(v, 2) for k, v in r["p"].items()}))
    corner = {}
    for i in order:
        k, c, se = keys[i], coef[i + 1], math.sqrt(var * inv_diag[i + 1])
        corner[k] = before[k] if abs(c) < z * se else box[k][1] if c > 0 else box[k][0]
    out.append(f"corner (each weight at the bound its sign points to where |coef| >= {z} s.e., "
               "else as before):")
    out.append("  " + json.dumps(corner))
    return "\n".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play")
    p.add_argument("--samples", type=int, default=49)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=101)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--design", choices=sorted(DESIGNS), default="ninth",
                   help="which weights: the ninth pass's (resources, income) or the eleventh's")
    f = sub.add_parser("fit")
    f.add_argument("file", type=Path)
    f.add_argument("--z", type=float, default=1.5,
                   help="standard errors a coefficient needs to move its weight to a bound")
    a = ap.parse_args(argv)
    if a.cmd == "play":
        play(a.samples, a.games, a.seed, a.jobs, a.out, a.design)
    else:
        print(fit(a.file, z=a.z))
    return 0


if __name__ == "__main__":
    sys.exit(main())
