"""Federations: the power value needed, hexes that cannot take part, building groups, the
validity check of a proposed federation (connected, value, satellites, no contact with an own
federation; Ivits grow one federation) with the printed rule of fewest buildings, then fewest
satellites. Every valid choice of buildings and a greedy candidate search are in
federation_choices.py.

Fewest satellites is decided exactly: the satellites needed to connect a choice of building
groups is a node-weighted Steiner tree on the hex grid (empty space costs one satellite, own
buildings nothing), solved by the Dreyfus-Wagner recursion over the groups (a handful)."""
from collections import deque

from game.core.i18n import domain

from . import data
from .build import Refused, building_of, colonized_by, value

_ = domain("gaia")


def fed_cost(st, seat):
    pl = st.pl[seat]
    if "pi-fed-6" in pl.abilities and pl.has_pi():
        return 6
    if "one-federation" in pl.abilities:
        return 7 * (1 + pl.fed_count)
    return 7


def excluded_hexes(st, seat):
    pl = st.pl[seat]
    out = set()
    for h in st.map.hexes:
        if st.planet[h] != "e" and not colonized_by(st, seat, h):
            out.add(h)
            continue
        if "one-federation" not in pl.abilities and h in st.fed_hexes[seat]:
            out.add(h)
            out.update(st.map.neigh[h])
    return out


def building_group(st, seat, h, ivits=False):
    seen = [h]
    todo = [h]
    fed = st.fed_hexes[seat]
    while todo:
        x = todo.pop()
        for n in st.map.neigh[x]:
            if n in seen:
                continue
            if n in fed or value(st, seat, n, fed=True) > 0:
                seen.append(n)
                todo.append(n)
    return seen


def with_adjacent_buildings(st, seat, hexes):
    out = []
    for h in hexes:
        for x in building_group(st, seat, h):
            if x not in out:
                out.append(x)
    return out


def connected(st, hexes):
    hs = set(hexes)
    if not hs:
        return False
    start = next(iter(hs))
    seen = {start}
    todo = [start]
    while todo:
        x = todo.pop()
        for n in st.map.neigh[x]:
            if n in hs and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(hs)


def max_satellites(st, seat):
    pl = st.pl[seat]
    room = data.MAX_SATELLITES - pl.satellites
    if "qic-satellites" in pl.abilities:
        return min(pl.q, room)
    return min(pl.token_count(), room)


def federation_check(st, seat, hexes, strict=True):
    """The full hex set of a federation from the listed hexes, its new satellites, or Refused."""
    pl = st.pl[seat]
    full = with_adjacent_buildings(st, seat, hexes)
    ex = excluded_hexes(st, seat)
    for h in full:
        if h in ex:
            raise Refused(_.msg("{where} cannot be part of a new federation",
                                 where=st.map.label[h]))
    if not connected(st, full):
        raise Refused(_.msg("the hexes of a federation must be connected"))
    power = sum(value(st, seat, h, fed=True) for h in full)
    if power < fed_cost(st, seat):
        raise Refused(_.msg("the federation's power value {power} is below {need}", power=power,
                            need=fed_cost(st, seat)))
    mine = lambda h: building_of(st, seat, h) is not None  # noqa: E731
    new_sats = [h for h in full if not mine(h) and h not in st.fed_hexes[seat]]
    if len(new_sats) > max_satellites(st, seat):
        raise Refused(_.msg("not enough power tokens (or QIC) for the satellites"))
    if "one-federation" in pl.abilities and pl.fed_count > 0 \
            and not any(h in st.fed_hexes[seat] for h in full):
        raise Refused(_.msg("the Ivits extend their one federation"))
    if strict:
        groups, fixed = _groups_of(st, seat, full)
        need = fed_cost(st, seat)
        for g in groups:
            if g is fixed:
                continue
            if power - sum(value(st, seat, h, fed=True) for h in g) >= need:
                names = ", ".join(sorted(st.map.label[h] for h in g
                                         if building_of(st, seat, h) is not None))
                raise Refused(_.msg("the federation does not need the building on {names}: "
                                    "leave it out", names=names))
        fewest, _tree = steiner(st, seat, groups)
        if len(new_sats) > fewest:
            raise Refused(_.msg("the federation has satellites it does not need: {fewest} "
                                "would connect its buildings, not {count}", fewest=fewest,
                                count=len(new_sats)))
    return full, new_sats


def _valued(st, seat, h):
    return value(st, seat, h, fed=True) > 0


def _groups_of(st, seat, hexes):
    """The building groups among `hexes` (adjacent buildings form one group), and the Ivits'
    existing federation as one fixed group (it must be part of theirs) or None."""
    pl = st.pl[seat]
    fed = st.fed_hexes[seat] if "one-federation" in pl.abilities and pl.fed_count else set()
    fixed = [h for h in hexes if h in fed]
    todo = [h for h in hexes if h not in fed and _valued(st, seat, h)]
    groups = []
    seen = set()
    for h in todo:
        if h in seen:
            continue
        g, stack = [], [h]
        seen.add(h)
        while stack:
            x = stack.pop()
            g.append(x)
            for n in st.map.neigh[x]:
                if n in todo and n not in seen:
                    seen.add(n)
                    stack.append(n)
        groups.append(g)
    if fixed:
        fixed = list(fixed)
        groups.insert(0, fixed)
        return groups, fixed
    return groups, None


def _satellite_hexes(st, seat, chosen):
    """Hexes where a satellite of this federation may go: empty space, not excluded, and not
    next to one of our buildings outside the chosen ones (it would join the federation)."""
    ex = excluded_hexes(st, seat)
    others = {h for h in st.pl[seat].occupied if h not in chosen and _valued(st, seat, h)}
    out = set()
    for h in st.map.hexes:
        if st.planet[h] != "e" or h in ex or h in chosen or building_of(st, seat, h) is not None:
            continue
        if any(n in others for n in st.map.neigh[h]):
            continue
        out.add(h)
    return out


def steiner(st, seat, groups):
    """(fewest satellites, their hexes) connecting the building `groups`; (inf, []) if none."""
    if len(groups) <= 1:
        return 0, []
    chosen = {h for g in groups for h in g}
    free = _satellite_hexes(st, seat, chosen)
    nodes = chosen | free
    weight = {h: (1 if h in free else 0) for h in nodes}
    neigh = {h: [n for n in st.map.neigh[h] if n in nodes] for h in nodes}
    k = len(groups)
    inf = float("inf")
    dp = {}
    back = {}
    for i, g in enumerate(groups):
        cost = {h: 0 for h in g}
        prev = {h: None for h in g}
        _relax(cost, prev, neigh, weight)
        dp[1 << i] = cost
        back[1 << i] = {h: ("move", p) if p is not None else ("leaf",) for h, p in prev.items()}
    full = (1 << k) - 1
    for mask in range(1, full + 1):
        if mask & (mask - 1) == 0:
            continue
        cost, how = {}, {}
        low = mask & -mask
        sub = (mask - 1) & mask
        while sub:
            if sub & low:
                a, b = dp[sub], dp[mask ^ sub]
                for v in nodes:
                    if v in a and v in b:
                        c = a[v] + b[v] - weight[v]
                        if c < cost.get(v, inf):
                            cost[v], how[v] = c, ("split", sub)
            sub = (sub - 1) & mask
        prev = {v: None for v in cost}
        _relax(cost, prev, neigh, weight)
        dp[mask] = cost
        back[mask] = {v: (("move", p) if p is not None else how[v]) for v, p in prev.items()}
    best = min(dp[full].items(), key=lambda x: x[1], default=(None, inf))
    if best[0] is None:
        return inf, []
    used = set()
    _collect(back, full, best[0], used)
    return best[1], sorted(h for h in used if h in free)


def _relax(cost, prev, neigh, weight):
    """0-1 shortest paths from the current costs (moving onto a hex costs its weight)."""
    todo = deque(sorted(cost, key=cost.get))
    while todo:
        v = todo.popleft()
        for n in neigh[v]:
            c = cost[v] + weight[n]
            if c < cost.get(n, float("inf")):
                cost[n] = c
                prev[n] = v
                if weight[n]:
                    todo.append(n)
                else:
                    todo.appendleft(n)


def _collect(back, mask, v, used):
    while True:
        used.add(v)
        step = back[mask][v]
        if step[0] == "leaf":
            return
        if step[0] == "move":
            v = step[1]
            continue
        sub = step[1]
        _collect(back, sub, v, used)
        mask ^= sub
