"""Scoring conditions of technologies and factions, and the best row a value meets.

A condition is a code list: ["op", kind] operational cards of a kind, ["kind", kind] cards of
a kind, ["produced"] resource cards on operational planets, ["credits"], ["empire"] all
empire cards, ["ops"] all operational cards, ["logistics"] all Logistics cards, ["plans"]
defense plans held, ["types"] different 4X types in the empire, ["artifacts_used"], and
["ops_scoring", v] other operational technologies whose best during-game row is worth v or
more. Blockaded cards count as empty unless paid for.
"""
from . import cards as C


def value(state, p: int, cond) -> int:
    """The number the condition counts for player p now."""
    what = cond[0]
    emp = state.empire[p]
    if what == "credits":
        return state.credits[p]
    if what == "plans":
        return len(state.plans[p])
    if what == "artifacts_used":
        return state.arts_used[p]
    if what == "empire":
        return len(emp)
    use = [c for c in emp if state.usable(p, c)]
    if what == "op":
        return sum(1 for c in use if emp[c] == "O" and C.KIND[c] == cond[1])
    if what == "kind":
        return sum(1 for c in use if C.KIND[c] == cond[1])
    if what == "ops":
        return sum(1 for c in use if emp[c] == "O")
    if what == "logistics":
        return sum(1 for c in use if emp[c] == "L")
    if what == "types":
        return len({C.TYPE[c] for c in use})
    if what == "produced":
        return sum(len(r) for c, r in state.on_planet[p].items() if state.usable(p, c))
    if what == "ops_scoring":
        n = 0
        for c in use:
            sc = C.SCORE[c]
            if emp[c] == "O" and sc and sc["cond"][0] != "ops_scoring":
                if best_row(sc["game"], value(state, p, sc["cond"])) >= cond[1]:
                    n += 1
        return n
    raise KeyError(f"unknown condition {cond!r}")


def best_row(rows, n: int) -> int:
    """The VP of the highest row [threshold, vp] that n meets (0 if none)."""
    best = 0
    for threshold, vp in rows:
        if n >= threshold and vp > best:
            best = vp
    return best


def tech_value(state, p: int, tech: int, column: str) -> int:
    """The VP an operational technology scores now in its 'game' or 'end' column."""
    sc = C.SCORE[tech]
    return best_row(sc[column], value(state, p, sc["cond"]))
