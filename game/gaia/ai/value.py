"""A learned value of a seat's position in 4-player games: the VP it will still score.

One linear model a round (value_4p.json), fitted by tools/gaia_learned_value.py on 372 4-hard
self-play games (in 180 of them the seats sometimes take the easy level's choice, so positions
the level would not reach itself are seen too): at every main turn, the deciding seat's
features (`NAMES`: the hard evaluation's parts, resources, bowls, buildings, income, research,
federations, tiles and its faction) against the VP it went on to score. The hard level blends
it into its evaluation at 4 players (the "learned" key of HARD_STYLE, ai/evaluate.py; issue
13's fourteenth and fifteenth passes, docs/gaia-ai.md). Pure Python: a dot product of 67
numbers.
"""
from __future__ import annotations

from game.core.packaged import load_json

from .. import data
from .parts import _unfederated_value

PARTS = ("resources", "power", "income", "specials", "research", "structures", "round_tiles",
         "final", "federations", "expansion", "gaiaformers")
TRACKS = tuple(data.TRACKS)
FACTIONS = tuple(sorted(data.factions()))
NAMES = (PARTS + ("c", "o", "k", "q", "p1", "p2", "p3", "pg", "tokens", "m", "ts", "lab", "PI",
                  "ac", "feds", "green", "techs", "adv", "sats", "gf", "inc_c", "inc_o",
                  "inc_k", "inc_q", "inc_pw", "inc_t", "discount", "range", "unfed", "passed")
         + tuple("r_" + t for t in TRACKS) + tuple("r3_" + t for t in TRACKS)
         + tuple("f_" + f for f in FACTIONS))
MODEL_FILE = "ai/value_4p.json"

_model: dict | None = None


def features(st, seat: int, parts: dict) -> list[float]:
    """The seat's position as numbers, in the order of NAMES (`parts`: the evaluation's
    breakdown of the same position)."""
    pl = st.pl[seat]
    f = [float(parts.get(n, 0.0)) for n in PARTS]
    b = pl.buildings
    inc = dict.fromkeys(("c", "o", "k", "q", "pw", "t"), 0)
    for src, rewards in st.income_items(seat):
        if src == pl.booster:
            continue
        for n, k in rewards:
            if k in inc:
                inc[k] += n
    adv = sum(1 for t in pl.techs if t["pos"].startswith("adv"))
    std = sum(1 for t in pl.techs if t["enabled"]) - adv
    f += [min(pl.c, 30), min(pl.o, 15), min(pl.k, 15), pl.q, pl.p[0], pl.p[1], pl.p[2], pl.pg,
          pl.all_tokens(), b["m"], b["ts"], b["lab"], b["PI"], b["ac1"] + b["ac2"],
          len(pl.feds), sum(1 for x in pl.feds if x["green"]), std, adv, pl.satellites,
          pl.gf_available(), inc["c"], inc["o"], inc["k"], inc["q"], inc["pw"], inc["t"],
          pl.discount, pl.range, _unfederated_value(st, seat), 1 if seat in st.passed else 0]
    f += [pl.research[t] for t in TRACKS]
    f += [1 if pl.research[t] >= 3 else 0 for t in TRACKS]
    f += [1 if pl.faction == x else 0 for x in FACTIONS]
    return [float(x) for x in f]


def model_round(st) -> int:
    """The round whose model judges a position (1-6; 0 once the game is over)."""
    if st.phase == "end":
        return 0
    if st.phase in ("faction", "setup", "booster"):
        return 1
    return min(max(st.round, 1), 6)


def model() -> dict:
    """The shipped models, {round: {"coef": [...], "b0": float}} (read once)."""
    global _model
    if _model is None:
        raw = load_json("game.gaia", MODEL_FILE)
        if tuple(raw["names"]) != NAMES:
            raise ValueError(f"{MODEL_FILE} was fitted on other features than value.NAMES")
        _model = {int(k): v for k, v in raw["rounds"].items()}
    return _model


def use(models: dict | None) -> None:
    """Judge with other models (tools/gaia_learned_value.py play), or None: the shipped ones."""
    global _model
    _model = models


def predict(models: dict, r: int, f: list[float]) -> float:
    m = models[r]
    return m["b0"] + sum(c * x for c, x in zip(m["coef"], f))


def vp_to_come(st, seat: int, parts: dict) -> float:
    """The learned estimate of the VP the seat still scores from this position."""
    return predict(model(), model_round(st), features(st, seat, parts))
