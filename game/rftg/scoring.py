"""End-of-game scoring: VP chips + card VP + the 6-cost developments' bonus lines (for each
card of the owner's tableau, the first matching line of a development scores)."""
from . import cards as C

_KIND = {"NOVELTY": C.NOVELTY, "RARE": C.RARE, "GENE": C.GENE, "ALIEN": C.ALIEN}


def _match(kind, name, card):
    w = C.IS_WORLD[card]
    if kind.endswith("_PRODUCTION"):
        return w and not C.WINDFALL[card] and C.GOOD[card] == _KIND[kind[:-11]]
    if kind.endswith("_WINDFALL"):
        return w and C.WINDFALL[card] and C.GOOD[card] == _KIND[kind[:-9]]
    if kind == "DEVEL_EXPLORE":
        return not w and C.HAS_EXPLORE[card]
    if kind == "WORLD_EXPLORE":
        return w and C.HAS_EXPLORE[card]
    if kind == "DEVEL_TRADE":
        return not w and C.HAS_TRADE_BONUS[card]
    if kind == "WORLD_TRADE":
        return w and C.HAS_TRADE_BONUS[card]
    if kind == "DEVEL_CONSUME":
        return not w and C.HAS_CONSUME[card]
    if kind == "WORLD_CONSUME":
        return w and C.HAS_CONSUME[card]
    if kind == "SIX_DEVEL":
        return not w and C.COST[card] == 6
    if kind == "DEVEL":
        return not w
    if kind == "WORLD":
        return w
    if kind == "ALIEN_FLAG":
        return C.ALIEN_FLAG[card]
    if kind == "MILITARY":
        return C.MILITARY[card]
    if kind == "REBEL_MILITARY":
        return C.MILITARY[card] and C.REBEL[card]
    if kind == "NAME":
        return C.NAME[card] == name
    raise ValueError(f"unknown scoring type {kind}")


def total_military(tableau):
    return sum(C.S_MIL[c] for c in tableau)


def six_dev_bonus(tableau, chips, dev):
    """VP of 6-cost development `dev` in `tableau` (with `chips` VP chips)."""
    pts = 0
    lines = []
    for points, kind, name in C.SCORING[dev]:
        if kind == "THREE_VP":
            pts += chips // 3
        elif kind == "TOTAL_MILITARY":
            pts += total_military(tableau)
        else:
            lines.append((points, kind, name))
    for card in tableau:
        for points, kind, name in lines:
            if _match(kind, name, card):
                pts += points
                break
    return pts


def score(state, p):
    tab = state.tableau[p]
    chips = state.vp[p]
    total = chips
    for c in tab:
        total += C.VP[c]
        if C.SCORING[c]:
            total += six_dev_bonus(tab, chips, c)
    return total
