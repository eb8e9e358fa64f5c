"""Federations: the power value needed, hexes that cannot take part, building groups, the
validity check of a proposed federation (connected, value, satellites, no needless satellite,
no contact with an own federation; Ivits grow one federation) and a greedy candidate search."""
from . import data
from .build import Refused, building_of, colonized_by, value


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
            raise Refused(f"{st.map.label[h]} cannot be part of a new federation")
    if not connected(st, full):
        raise Refused("the hexes of a federation must be connected")
    power = sum(value(st, seat, h, fed=True) for h in full)
    if power < fed_cost(st, seat):
        raise Refused(f"the federation's power value {power} is below {fed_cost(st, seat)}")
    mine = lambda h: building_of(st, seat, h) is not None  # noqa: E731
    new_sats = [h for h in full if not mine(h) and h not in st.fed_hexes[seat]]
    if len(new_sats) > max_satellites(st, seat):
        raise Refused("not enough power tokens (or QIC) for the satellites")
    if "one-federation" in pl.abilities and pl.fed_count > 0 \
            and not any(h in st.fed_hexes[seat] for h in full):
        raise Refused("the Ivits extend their one federation")
    if strict:
        core = [h for h in full if value(st, seat, h, fed=True) > 0]
        for s in new_sats:
            rest = [h for h in full if h != s]
            if all(c in rest for c in core) and connected(st, rest) and rest:
                raise Refused("the federation has a satellite it does not need")
    return full, new_sats


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
