"""The federations a player could form now: every valid choice of buildings
(`federation_options`, for the legal actions and the table) and a greedy search for a few good
candidates (`federation_candidates`, for the computer players). Each is checked by
federation.py's rules."""
from itertools import combinations

from game.core.i18n import domain

from .build import Refused, building_of, value
from .federation import (_groups_of, _valued, building_group, excluded_hexes, fed_cost,
                         federation_check, max_satellites, steiner)

_ = domain("gaia")


MAX_GROUPS = 7     # choices of more building groups than this are not searched (never needed)


def federation_options(st, seat):
    """Every valid choice of buildings for a federation now (the printed rule: no building it
    does not need), each connected by the fewest satellites: a list of hex lists. Another
    placement of the same number of satellites is accepted as well by `federation_check`."""
    pl = st.pl[seat]
    need = fed_cost(st, seat)
    ex = excluded_hexes(st, seat)
    mine = [h for h in pl.occupied if h not in ex and _valued(st, seat, h)]
    if "one-federation" in pl.abilities and pl.fed_count:
        mine += [h for h in st.fed_hexes[seat] if h not in mine]
    groups, fixed = _groups_of(st, seat, mine)
    vals = [sum(value(st, seat, h, fed=True) for h in g) for g in groups]
    if sum(vals) < need or not any(n > 0 for n in st.fed_supply.values()):
        return []
    maxsat = max_satellites(st, seat)
    free = [i for i, g in enumerate(groups) if g is not fixed]
    base = [i for i, g in enumerate(groups) if g is fixed]
    out = []
    for size in range(1, min(len(free), MAX_GROUPS) + 1):
        for combo in combinations(free, size):
            pick = base + list(combo)
            total = sum(vals[i] for i in pick)
            if total < need or any(total - vals[i] >= need for i in combo):
                continue
            chosen = [groups[i] for i in pick]
            sats_needed, sats = steiner(st, seat, chosen)
            if sats_needed > maxsat:
                continue
            hexes = [h for g in chosen for h in g] + sats
            try:
                full, _ = federation_check(st, seat, hexes, strict=True)
            except Refused:
                continue
            out.append(full)
    return out


def federation_candidates(st, seat, limit=4):
    """A few valid federations found greedily (for random play and hints), as hex lists."""
    pl = st.pl[seat]
    need = fed_cost(st, seat)
    total = sum(value(st, seat, h, fed=True) for h in pl.occupied if h not in st.fed_hexes[seat])
    if "one-federation" in pl.abilities:
        total = sum(value(st, seat, h, fed=True) for h in pl.occupied)
    if total < need:
        return []
    ex = excluded_hexes(st, seat)
    maxsat = max_satellites(st, seat)
    groups = []
    seen = set()
    for h in pl.occupied:
        if h in seen or h in ex or value(st, seat, h, fed=True) == 0:
            continue
        g = [x for x in building_group(st, seat, h) if x not in ex]
        seen.update(g)
        groups.append(g)
    if "one-federation" in pl.abilities and pl.fed_count > 0:
        fedgroup = [h for h in st.fed_hexes[seat]]
        groups = [fedgroup] + groups
    out = []
    for i, g in enumerate(groups):
        chosen = list(g)
        used = 0
        while sum(value(st, seat, h, fed=True) for h in chosen) < need:
            path = _nearest_group_path(st, seat, chosen, ex)
            if path is None:
                break
            add, extra = path
            used += sum(1 for h in add if building_of(st, seat, h) is None)
            for h in add + extra:
                if h not in chosen:
                    chosen.append(h)
        else:
            if used <= maxsat:
                try:
                    full, _ = federation_check(st, seat, chosen, strict=True)
                except Refused:
                    continue
                key = sorted(full)
                if key not in [sorted(x) for x in out]:
                    out.append(full)
        if len(out) >= limit:
            break
    return out


def _nearest_group_path(st, seat, chosen, ex):
    """Breadth-first search from the chosen hexes to the nearest other building of ours."""
    start = set(chosen)
    prev = {h: None for h in start}
    frontier = list(start)
    while frontier:
        nxt = []
        for x in frontier:
            for n in st.map.neigh[x]:
                if n in prev or n in ex:
                    continue
                prev[n] = x
                if value(st, seat, n, fed=True) > 0:
                    path = []
                    y = prev[n]
                    while y is not None and y not in start:
                        path.append(y)
                        y = prev[y]
                    group = building_group(st, seat, n)
                    return path, [g for g in group if g not in ex]
                if st.planet[n] == "e":
                    nxt.append(n)
        frontier = nxt
    return None
