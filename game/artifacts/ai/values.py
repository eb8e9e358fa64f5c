"""A hand-tuned evaluation of a position for one player: the score now plus what the empire,
the resources and the credits are worth for the rest of the game; the AI compares positions
by its own value minus the best other player's."""
from .. import cards as C
from ..conditions import tech_value
from ..scoring import score

RES_TOTAL = len(C.RESOURCES)


def remaining(state) -> float:
    """The share of the game still to come (1 at the start, 0 at the end)."""
    from ..setup import MARKER
    start = MARKER[state.players]
    if state.over:
        return 0.0
    done = (start - state.marker) + (1 - len(state.res_deck) / RES_TOTAL)
    if state.final:
        return 0.02
    return max(0.02, 1 - done / start)


def worth(state, p: int, w: dict) -> float:
    """What player p's position is worth in VP (score now + future value, weights `w`)."""
    if state.over:
        return float(state.final_scores[p])
    rest = remaining(state)
    v = float(score(state, p))
    v += w["credit"] * state.credits[p]
    icons = 0
    for r in state.hand[p]:
        h = C.HALVES[r]
        icons += max(h[0][1], h[1][1])
    v += w["icon"] * icons * min(1.0, rest * 3)
    for pl, res in state.on_planet[p].items():
        v += w["planet_res"] * sum(C.HALVES[r][h][1] for r, h in res) * min(1.0, rest * 3)
    progress = []
    for card, tucked in state.under[p].items():
        kind = C.KIND[card]
        color = C.KIND_COLOR[kind]
        prep = sum(C.half_icons(r, h, color, True) for r, h in tucked)
        total = 5 + state.count_kind(p, kind)
        progress.append(min(1.0, prep / total))
    progress.sort(reverse=True)
    for i, f in enumerate(progress[:3]):
        v += (w["under"] / (1 + i) + w["prep"] * f) * min(1.0, rest * 2)
    emp = state.empire[p]
    for c, side in emp.items():
        kind = C.KIND[c]
        if side == "O":
            if kind == "planet":
                v += w["op_planet"] * rest
            elif kind == "tech":
                v += w["op_tech"] * rest * (1 + tech_value(state, p, c, "game"))
            else:
                v += w["op_ship"] * rest
        else:
            v += w["logistics"] * rest
    v += w["artifact"] * len(state.arts[p]) + w["plan"] * len(state.plans[p])
    v -= w["blockade"] * sum(state.blocks[p].values())
    return v


DEFAULT = {"credit": 0.12, "icon": 0.08, "planet_res": 0.15, "under": 1.6, "prep": 2.0,
           "op_planet": 3.0, "op_tech": 1.5, "op_ship": 2.0, "logistics": 2.0,
           "artifact": 1.5, "plan": 0.5, "blockade": 0.8}


def evaluate(state, p: int, w: dict = DEFAULT) -> float:
    """p's worth minus the best other player's worth."""
    mine = worth(state, p, w)
    best = max(worth(state, q, w) for q in range(state.players) if q != p)
    return mine - best
