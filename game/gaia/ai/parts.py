"""The parts of a position's worth (ai/evaluate.py adds them up): the weights as rules of thumb
(resources, structures, how often a trigger's condition comes round) and one function a part:
power, income, special actions, research, round tiles, final standings, federations and the
free planets within reach (expansion)."""
from .. import data
from ..build import building_of, colonized_by, value as power_value, wheel_steps
from ..effects import parse_effect
from ..hexmap import distance
from ..scoring import FINAL_CONDITION, count, final_tile_vp
from .fedreach import fed_reach

RES = {"c": 0.32, "o": 1.0, "k": 0.75, "q": 2.0, "vp": 1.0, "pw": 0.25, "t": 0.12,
       "tg": 0.1, "gf": 0.0}
END = {"c": 1 / 3, "o": 1 / 3, "k": 1 / 3, "q": 1 / 3}
STRUCT = {"m": 1.6, "ts": 1.8, "lab": 2.4, "PI": 3.0, "ac1": 3.0, "ac2": 3.0}
# how often a condition happens in one round of a typical game (for triggers still to come)
RATE = {"m": 1.2, "mg": 0.5, "ts": 0.8, "lab": 0.4, "PA": 0.3, "fed": 0.4, "step": 1.2,
        "a": 1.3, "st": 1.5, "g": 0.4, "s": 0.4, "pt": 0.5, "sat": 0.5, "stfed": 0.5}
# round tile conditions where being ready (something to upgrade, a federation) matters
READY_CAP = 2
FED_VP = 8.0
AVG_BOOSTER = 1.2      # a booster's income in VP-equivalents, the average of the ten at the
                       # plain prices (1.42 at HARD_STYLE's: not changed, not re-measured)
MINE_VP = 4.5          # what a new mine is worth to a player before its costs


def rounds_left(st):
    """Income phases still to come."""
    if st.phase in ("faction", "setup", "booster"):
        return 6
    if st.phase == "end":
        return 0
    if st.phase == "income":
        return 6 - st.round + 1
    return 6 - st.round


def _neighboured(st, seat) -> int:
    """Own planets with another player's building within 2 (charges come from there, and a
    trading station there costs 3 credits less)."""
    own, other = [], []
    for h, (s, b) in st.bld.items():
        if b in ("gf", "sp"):
            continue
        (own if s == seat else other).append(h)
    return sum(1 for h in own if any(distance(h, o) <= 2 for o in other))


def _power(pl, late, bowls=(0.42, 0.22, 0.06)):
    if late:
        bowl3 = pl.p[2] * pl.token_mod + (3 if pl.bs == 3 else 0)
        return bowl3 / 3 + pl.p[1] / 6
    bowl3 = pl.p[2] * pl.token_mod + (3 if pl.bs == 3 else 0)
    bowl2 = pl.p[1] + (1 if pl.bs == 2 else 0)
    return bowl3 * bowls[0] + bowl2 * bowls[1] + pl.p[0] * bowls[2] + pl.pg * 0.12


def _income(st, seat, left, res=RES, style: dict | None = None):
    if left <= 0:
        return 0.0
    style = style or {}
    booster_once, disc = style.get("booster_once", False), style.get("disc", 0.92)
    pw, t = style.get("pw_income", 0.28), style.get("t_income")
    pl = st.pl[seat]
    per_round = boost = 0.0
    smooth = style.get("smooth_mines")
    if smooth:
        # a mine's ore income at the track's average: the slot without income (the third mine)
        # is a step to the ones after it, and an upgrade costs a mine's income wherever it is
        slots = pl.f["buildings"]["m"]["slots"]
        ore = sum(n for slot in slots for spec in slot for n, k in parse_effect(spec).rewards
                  if k == "o")
        per_round += pl.buildings["m"] * ore / len(slots) * res.get("o", 0)
    for src, rewards in st.income_items(seat):
        if smooth and src == "m":
            continue
        v = 0.0
        for n, k in rewards:
            if k == "pw":
                v += n * pw
            elif k == "t" and t is not None:
                v += n * t
            else:
                v += n * res.get(k, 0)
        if booster_once and src == pl.booster:
            boost += v
        else:
            per_round += v
    # plain: income of rounds far ahead is worth less than income soon (it can no longer
    # compound); the hard style counts every round alike (disc 1.0), so that an income phase
    # paid does not by itself make a position worth more
    total = per_round * _discounted(left, disc)
    if booster_once:
        # a booster pays one income phase: the next one if it was taken at a pass (or at the
        # setup), none if it will be returned at this round's pass; later incomes come from
        # boosters not chosen yet, worth an average one
        first = 1 if boost and (st.phase in ("faction", "setup", "booster", "income")
                                or (st.phase == "actions" and seat in st.passed)) else 0
        total += boost * first + AVG_BOOSTER * (_discounted(left, disc) - _discounted(first, disc))
    return total


def _discounted(left, disc=0.92):
    return sum(disc ** i for i in range(left))


def _specials(st, seat, left, rates: dict | None = None):
    """Special actions (once a round), triggers and pass bonuses still to come."""
    if left <= 0:
        return 0.0
    pl = st.pl[seat]
    val = 0.0
    for src, e in st.effects(seat):
        if src.startswith("round") or src == pl.booster:
            continue
        if e.op == "=>":
            val += rewards_worth(e.rewards) * 0.8 * left
        elif e.op == ">>":
            rate = rates.get(e.cond) if rates and e.cond in rates else RATE.get(e.cond, 0.5)
            val += rate * rewards_worth(e.rewards) * left
        elif e.op == "|":
            val += count(st, seat, e.cond) * rewards_worth(e.rewards) * 0.5
    if pl.booster:
        for spec in data.board()["boosters"][pl.booster]:
            e = parse_effect(spec)
            if e.op == "|":
                val += count(st, seat, e.cond) * rewards_worth(e.rewards)
            elif e.op == "=>" and pl.booster not in pl.specials_used:
                val += rewards_worth(e.rewards) * 0.8
    return val


def rewards_worth(rewards) -> float:
    """Rewards ((n, kind) pairs) in VP-equivalents."""
    total = 0.0
    for n, k in rewards:
        if k in RES:
            total += n * RES[k]
        elif k == "step":
            total += n * 2.2
        elif k == "range":
            total += 1.2
        elif k in ("up-lowest",):
            total += 3.0
        else:
            total += 1.0
    return total


def _research(st, seat, left, way=None, per_level: float = 0.25, below: float = 0.9,
              discount=(1.6, 4), range_=(0.6, 4)):
    pl = st.pl[seat]
    val = 0.0
    for t, lvl in pl.research.items():
        # the end bonus, counted fully from level 3 and partly below (the way there); a style
        # may count `way` for each of the first two levels and keep them above
        if way is None:
            val += max(lvl - 2, 0) * 4 + (below * lvl if lvl <= 2 else 0)
        else:
            val += max(lvl - 2, 0) * 4 + way * min(lvl, 2)
        if left:
            val += per_level * lvl * left / 6 * 4
    if left:
        val += pl.discount * discount[0] * min(left, discount[1])
        val += pl.range * range_[0] * min(left, range_[1])
    return val


def _round_tiles(st, seat, weights=(0.45, 0.2)):
    """Being ready for the round tiles still to come: something to upgrade or to federate."""
    pl = st.pl[seat]
    b = pl.buildings
    val = 0.0
    start = st.round + 1 if st.phase in ("actions", "gaia") else max(st.round, 1)
    for i, r in enumerate(range(start, 7)):
        tile = st.round_tiles[r - 1]
        e = parse_effect(data.board()["round_scoring"][tile])
        per = sum(n for n, k in e.rewards if k == "vp")
        weight = weights[0] if i == 0 else weights[1]
        ready = 0
        if e.cond == "ts":
            ready = min(b["m"], 4 - b["ts"])
        elif e.cond == "PA":
            ready = min(b["ts"], 3 - b["PI"] - b["ac1"] - b["ac2"])
        elif e.cond == "fed":
            ready = 1 if _unfederated_value(st, seat) >= 7 else 0
        elif e.cond in ("m", "mg"):
            ready = 1 if b["m"] < 8 else 0
        val += min(ready, READY_CAP) * per * weight
    return val


def _final_standing(st, seat, prior=False):
    """The two final tiles by the standings now, more sure the later it is."""
    n = st.players
    if any(p is None for p in st.pl):
        return 0.0
    weight = 0.35 + 0.65 * min(max(st.round, 0), 6) / 6
    val = 0.0
    for tile in st.final_tiles:
        cond = FINAL_CONDITION[tile]
        counts = [count(st, s, cond) for s in range(n)]
        neutral = data.board()["final_scoring"][tile]["neutral"] if n == 2 else None
        vps = final_tile_vp(counts, neutral)
        if prior:
            # the rest of the weight on the average place: a standing grows surer, not larger
            val += vps[seat] * weight + sum(vps) / len(vps) * (1 - weight)
        else:
            val += vps[seat] * weight
    return val


def _unfederated_value(st, seat):
    fed = st.fed_hexes[seat]
    return sum(power_value(st, seat, h, fed=True) for h in st.pl[seat].occupied
               if h not in fed and colonized_by(st, seat, h))


def _federations(st, seat, left, share: float = 0.35):
    pl = st.pl[seat]
    val = sum(1.5 for f in pl.feds if f["green"])
    if left <= 0 or not any(st.fed_supply.values()):
        return val
    need = 6 if "xenos" == pl.faction and pl.has_pi() else 7
    free = _unfederated_value(st, seat)
    # the power value outside federations is the next federation's raw material
    val += min(free / need, 2.0) * FED_VP * share * min(left, 3) / 3
    return val


def _fed_reach(st, seat, w: dict) -> float:
    """The satellites still between the seat and its next federation, each a cost, and more
    for those its power tokens (or QIC) could not pay."""
    sats, _enough = fed_reach(st, seat)
    sats = min(sats, w.get("cap", 12))
    pl = st.pl[seat]
    have = pl.q if "qic-satellites" in pl.abilities else pl.token_count()
    return -w.get("sat", 0.0) * sats - w.get("short", 0.0) * max(0, sats - have)


def expansion(st, seat, left, mine_vp: float = MINE_VP, share: float = 0.5):
    """The best few free planets within reach: a mine's worth less its ore and QIC."""
    if left <= 0:
        return 0.0
    pl = st.pl[seat]
    slots = len(pl.f["buildings"]["m"]["slots"]) - pl.buildings["m"]
    if slots <= 0:
        return 0.0
    srcs = [h for h in pl.occupied if colonized_by(st, seat, h) or building_of(st, seat, h) == "sp"]
    if not srcs:
        return 0.0
    per_step = 3 - pl.discount
    gaia_cost = RES["o"] if "gaia-mine-ore" in pl.abilities else RES["q"]
    gains = []
    bld = st.bld
    for h, d in _planets_near(st, srcs):
        if h in bld:
            continue
        planet = st.planet[h]
        q = max(-(-(d - pl.range) // 2), 0)
        if q > 2:
            continue
        if planet == "g":
            cost = gaia_cost
        elif planet == "m":
            cost = 2.5 if pl.gf_total else 6.0
        else:
            cost = wheel_steps(pl.planet, planet) * per_step * RES["o"]
        gain = mine_vp - cost - q * RES["q"]
        if gain > 0:
            gains.append(gain)
    gains.sort(reverse=True)
    take = min(slots, 3, left)
    return sum(gains[:take]) * share


_NEAR = {}
NEAR = 9               # planets farther than this from every source are out of reach


def _planets_near(st, srcs):
    """(hex, distance to the nearest source) of every planet near the sources (cached per map
    and sources: the distances never change, only which planets are still free)."""
    key = (id(st.map), tuple(sorted(srcs)))
    hit = _NEAR.get(key)
    if hit is not None and hit[0] is st.map:
        return hit[1]
    out = []
    for h, p in st.map.planet.items():
        if p in ("e", "l"):
            continue
        d = min(distance(h, s) for s in srcs)
        if d <= NEAR:
            out.append((h, d))
    if len(_NEAR) > 256:
        _NEAR.clear()
    _NEAR[key] = (st.map, out)
    return out
