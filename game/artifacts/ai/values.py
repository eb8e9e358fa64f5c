"""A hand-tuned evaluation of a position for one player: the score now plus what the empire,
the resources and the credits are worth for the rest of the game; the AI compares positions
by its own value minus the best other player's."""
from typing import Optional

from .. import cards as C
from ..cards import HALVES, KIND, KIND_COLOR, SCORE, half_icons
from ..conditions import best_row, value
from ..scoring import faction_vp
from ..setup import MARKER

RES_TOTAL = len(C.RESOURCES)
HALF_ICONS = tuple(tuple(x[1] for x in h) if h else None for h in HALVES)
BEST_ICONS = tuple(max(h[0][1], h[1][1]) if h else 0 for h in HALVES)


def remaining(state) -> float:
    """The share of the game still to come (1 at the start, 0 at the end)."""
    start = MARKER[state.players]
    if state.over:
        return 0.0
    done = (start - state.marker) + (1 - len(state.res_deck) / RES_TOTAL)
    if state.final:
        return 0.02
    return max(0.02, 1 - done / start)


def worth(state, p: int, w: dict, rest: Optional[float] = None) -> float:
    """What player p's position is worth in VP (score now + future value, weights `w`).
    `rest` is remaining(state) when the caller has it already.

    This is the hot loop of the hard level: the score is summed inline and each
    technology's condition counted once for both of its columns; the arithmetic (and so
    every float) is the same as the plain formula, term by term."""
    if state.over:
        return float(state.final_scores[p])
    if rest is None:
        rest = remaining(state)
    emp = state.empire[p]
    blocks, unlocked = state.blocks[p], state.unlocked[p]
    kinds = {}
    techs = 0
    game_rows = {}
    for c, side in emp.items():
        kind = KIND[c]
        kinds[kind] = kinds.get(kind, 0) + 1
        if side == "O" and kind == "tech":
            sc = SCORE[c]
            n = value(state, p, sc["cond"])
            game_rows[c] = best_row(sc["game"], n)
            if not blocks.get(c) or c in unlocked:
                techs += best_row(sc["end"], n)
    v = float(state.vp[p] + len(emp) + techs + faction_vp(state, p))
    v += w["credit"] * state.credits[p]
    icons = 0
    for r in state.hand[p]:
        icons += BEST_ICONS[r]
    f3 = min(1.0, rest * 3)
    v += w["icon"] * icons * f3
    wp = w["planet_res"]
    for res in state.on_planet[p].values():
        t = 0
        for r, h in res:
            t += HALF_ICONS[r][h]
        v += wp * t * f3
    under = state.under[p]
    if under:
        progress = []
        for card, tucked in under.items():
            kind = KIND[card]
            color = KIND_COLOR[kind]
            prep = sum(half_icons(r, h, color, True) for r, h in tucked)
            total = 5 + kinds.get(kind, 0)
            progress.append(min(1.0, prep / total))
        progress.sort(reverse=True)
        f2 = min(1.0, rest * 2)
        for i, f in enumerate(progress[:3]):
            v += (w["under"] / (1 + i) + w["prep"] * f) * f2
    for c, side in emp.items():
        if side == "O":
            kind = KIND[c]
            if kind == "planet":
                v += w["op_planet"] * rest
            elif kind == "tech":
                v += w["op_tech"] * rest * (1 + game_rows[c])
            else:
                v += w["op_ship"] * rest
        else:
            v += w["logistics"] * rest
    v += w["artifact"] * len(state.arts[p]) + w["plan"] * len(state.plans[p])
    v -= w["blockade"] * sum(blocks.values())
    return v


DEFAULT = {"credit": 0.12, "icon": 0.08, "planet_res": 0.15, "under": 1.6, "prep": 2.0,
           "op_planet": 3.0, "op_tech": 1.5, "op_ship": 2.0, "logistics": 2.0,
           "artifact": 1.5, "plan": 0.5, "blockade": 0.8}


def evaluate(state, p: int, w: dict = DEFAULT) -> float:
    """p's worth minus the best other player's worth."""
    rest = remaining(state)
    mine = worth(state, p, w, rest)
    best = max(worth(state, q, w, rest) for q in range(state.players) if q != p)
    return mine - best
