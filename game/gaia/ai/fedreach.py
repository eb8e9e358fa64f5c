"""How far a seat is from its next federation: the satellites that would link enough of its
buildings outside federations to reach the power value a federation needs.

An estimate for the evaluation, not a rule: the buildings form groups as the federation rules group
them (`federation._groups_of`; the Ivits' federation is one fixed group), the distance between two
groups is the number of empty space hexes on the shortest path through hexes a satellite may use,
and groups are added nearest first (Prim's order on those distances) from each group in turn until
the value is reached. The fewest satellites over the starting groups is the answer. It is exact for
two groups with no other building of ours beside the path (a satellite there would draw that
building in, which the rules' count avoids), and can be more than the exact count
(`federation.steiner`) for three or more, where one satellite may serve several groups. It is an
experiment of issue 13's tenth pass (the style key `fed_reach`, off in every shipped style), cached
per map and building layout, as the beam asks it many times."""
from collections import deque
from weakref import WeakKeyDictionary

from ..build import colonized_by, value as power_value
from ..federation import _groups_of, excluded_hexes, fed_cost

_CACHE: "WeakKeyDictionary" = WeakKeyDictionary()
_INF = 99


def fed_reach(st, seat: int) -> tuple[int, bool]:
    """(satellites to the next federation, whether the buildings outside federations have the
    value at all). Without the value, the satellites linking all of them."""
    pl = st.pl[seat]
    ivits = "one-federation" in pl.abilities and pl.fed_count > 0
    need = fed_cost(st, seat)
    fed = st.fed_hexes[seat]
    own = tuple(sorted((h, power_value(st, seat, h, fed=True)) for h in pl.occupied
                       if (h not in fed or ivits) and colonized_by(st, seat, h)))
    key = (seat, own, frozenset(fed), need)
    per_map = _CACHE.get(st.map)
    if per_map is None:
        per_map = _CACHE[st.map] = {}
    got = per_map.get(key)
    if got is None:
        got = per_map[key] = _reach(st, seat, own, need, ivits)
    return got


def _reach(st, seat, own, need, ivits):
    ex = excluded_hexes(st, seat)
    vals = {h: v for h, v in own if v > 0}
    mine = [h for h in vals if h not in ex]
    if ivits:
        # the Ivits grow their one federation: all of it (satellites too) is one fixed group
        mine += [h for h in st.fed_hexes[seat] if h not in mine]
    groups, fixed = _groups_of(st, seat, mine)
    if not groups:
        return (_INF, False)
    gv = [sum(vals.get(h, 0) for h in g) for g in groups]
    where = {h: i for i, g in enumerate(groups) for h in g}
    k = len(groups)
    dist = [[_INF] * k for _ in range(k)]
    planet, neigh = st.planet, st.map.neigh
    for i, g in enumerate(groups):
        # breadth-first over empty space a satellite may use; each step onto space costs one
        d = {h: 0 for h in g}
        q = deque(g)
        row = dist[i]
        row[i] = 0
        while q:
            x = q.popleft()
            dx = d[x]
            for n in neigh[x]:
                if n in d:
                    continue
                j = where.get(n)
                if j is not None:
                    if dx < row[j]:
                        row[j] = dx
                    continue
                if planet[n] != "e" or n in ex:
                    continue
                d[n] = dx + 1
                q.append(n)
    total = sum(gv)
    enough = total >= need
    starts = [0] if fixed else range(k)
    best = _INF
    for s in starts:
        chosen, value, sats = {s}, gv[s], 0
        near = list(dist[s])
        while value < need and len(chosen) < k:
            j = min((x for x in range(k) if x not in chosen), key=near.__getitem__)
            if near[j] >= _INF:
                break
            sats += near[j]
            chosen.add(j)
            value += gv[j]
            for x in range(k):
                if dist[j][x] < near[x]:
                    near[x] = dist[j][x]
        if value >= need or (not enough and len(chosen) == k):
            best = min(best, sats)
    return (best, enough)
