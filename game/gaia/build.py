"""Map rules: range and QIC, terraforming steps and ore, building and upgrade costs, the
charging-power reach, building groups and federation checks. Functions of (state, seat, ...)
that never change the state; state.py performs what they allow."""
from game.core.i18n import N_, domain

from . import data
from .effects import parse_rewards
from .hexmap import distance


_ = domain("gaia")
# building codes as the refusals name them (the same words as words.BUILDING_NAMES)
BUILDING = {"m": N_("mine"), "ts": N_("trading station"), "lab": N_("research lab"),
            "PI": N_("planetary institute"), "ac1": N_("academy (knowledge)"),
            "ac2": N_("academy (QIC)"), "gf": N_("gaiaformer"), "sp": N_("space station")}


class Refused(Exception):
    """A rule refuses the move; the message says why."""


def wheel_steps(home, planet):
    w = data.WHEEL
    d = abs(w.index(home) - w.index(planet))
    return min(d, 7 - d)


def building_of(st, seat, h):
    """Our building on h: type, or None (a Lantids guest mine counts as 'm')."""
    if st.guest.get(h) == seat:
        return "m"
    b = st.bld.get(h)
    if b and b[0] == seat:
        return b[1]
    return None


def colonized_by(st, seat, h):
    b = building_of(st, seat, h)
    return b is not None and data.BASE_VALUE[b] > 0


def value(st, seat, h, fed=False, building=None):
    """Power value of our building on h (charging: fed=False; federations: fed=True)."""
    b = building or building_of(st, seat, h)
    if b is None:
        return 0
    if fed and b == "sp":
        return 1
    v = data.BASE_VALUE[b]
    if v == 0:
        return 0
    pl = st.pl[seat]
    if v == 3 and st.has_passive_pa4(seat):
        v = 4
    if "pi-titanium-plus1" in pl.abilities and pl.has_pi() and st.planet[h] == "t":
        v += 1
    return v


def range_sources(st, seat):
    return [h for h in st.pl[seat].occupied
            if colonized_by(st, seat, h) or building_of(st, seat, h) == "sp"]


def min_distance(st, seat, h, srcs=None):
    if srcs is None:
        srcs = range_sources(st, seat)
    if not srcs:
        return 99
    return min(distance(h, s) for s in srcs)


def qic_needed(st, seat, h, temp_range=None, srcs=None):
    pl = st.pl[seat]
    tr = pl.temp_range if temp_range is None else temp_range
    d = min_distance(st, seat, h, srcs)
    return max(-(-(d - pl.range - tr) // 2), 0)


def has_structure(st, h):
    b = st.bld.get(h)
    return b is not None and b[1] not in ("gf", "sp")


def isolated(st, seat, h):
    for x in st.map.within2(h):
        b = st.bld.get(x)
        if b and b[0] != seat and b[1] not in ("gf", "sp"):
            return False
        g = st.guest.get(x)
        if g is not None and g != seat:
            return False
    return True


def upgrades_of(st, seat, b):
    table = data.BESCODS_UPGRADES if "swapped-upgrades" in st.pl[seat].abilities \
        else data.STANDARD_UPGRADES
    return table.get(b, ())


def can_pay(pl, rewards):
    need = {}
    for n, k in rewards:
        need[k] = need.get(k, 0) + n
    for k, n in need.items():
        if n <= 0:
            continue
        if k == "c" and pl.c < n or k == "o" and pl.o < n or k == "k" and pl.k < n:
            return False
        if k == "q" and pl.q < n:
            return False
        if k == "pw" and pl.spendable_power() < n:
            return False
        if k == "t" and pl.token_count() < n:
            return False
        if k == "tg" and pl.pg < n:
            return False
        if k == "t-a3" and pl.p[2] < n:
            return False
        if k == "gf" and pl.gf_available() < n:
            return False
        if k == "vp" and pl.vp < n:
            return False
    return True


def add_costs(*lists):
    total = {}
    order = []
    for lst in lists:
        for n, k in lst:
            if k not in total:
                order.append(k)
                total[k] = 0
            total[k] += n
    return tuple((total[k], k) for k in order if total[k])


def build_check(st, seat, b, h, setup=False, srcs=None, afford=True):
    """Cost and terraforming steps of building `b` on hex h now, or raise Refused.
    `srcs` (the player's range sources) may be passed in to save time in enumerations;
    with `afford=False` the cost of a new mine is given even if the player cannot pay it."""
    pl = st.pl[seat]
    bdata = pl.f["buildings"]
    if h not in st.planet:
        raise Refused(_.msg("not a space on the map"))
    planet = st.planet[h]
    mine_here = building_of(st, seat, h)
    if setup:
        want = "PI" if "pi-at-setup" in pl.abilities else "m"
        if b != want:
            raise Refused(_.msg("place a {building} in setup", building=_.msg(BUILDING[want])))
        if h in st.bld or planet != pl.planet:
            raise Refused(_.msg("a starting building goes on a free planet of your home type"))
        return (), 0
    if b == "sp":
        if h in st.bld or planet != "e" or h in st.fed_hexes[seat]:
            raise Refused(_.msg("a space station needs an empty space outside your federation"))
        if pl.buildings["sp"] >= 6:
            raise Refused(_.msg("no space station left"))
        q = qic_needed(st, seat, h, srcs=srcs)
        cost = ((q, "q"),) if q else ()
        if not can_pay(pl, cost):
            raise Refused(_.msg("not enough QIC for the range"))
        return cost, 0
    if mine_here is not None:
        # an upgrade (or a mine replacing our gaiaformer)
        if st.bld.get(h, (None,))[0] != seat:
            raise Refused(_.msg("a guest mine cannot be upgraded"))
        if planet == "l":
            raise Refused(_.msg("the lost planet cannot be upgraded"))
        if planet == "m":
            raise Refused(_.msg("the gaiaformer's planet is not a Gaia planet yet"))
        if b not in upgrades_of(st, seat, mine_here):
            raise Refused(_.msg("a {old} cannot become a {new}", old=_.msg(BUILDING[mine_here]),
                                     new=_.msg(BUILDING[b])))
        if pl.temp_step or pl.temp_range:
            if mine_here != "gf":
                raise Refused(_.msg("this action builds a new mine"))
            raise Refused(_.msg("this action builds a new mine"))
        if pl.buildings[b] >= len(bdata[b]["slots"]):
            raise Refused(_.msg("no {building} left on your board", building=_.msg(BUILDING[b])))
        if b == "m":
            cost = parse_rewards(bdata["m"]["cost"])
        elif b == "ts" and isolated(st, seat, h):
            cost = parse_rewards(bdata["ts"].get("isolated", bdata["ts"]["cost"]))
        else:
            cost = parse_rewards(bdata[b]["cost"])
        if not can_pay(pl, cost):
            raise Refused(_.msg("cannot pay {cost}", cost=",".join(f"{n}{k}" for n, k in cost)))
        return cost, 0
    # a new mine or gaiaformer
    if planet == "e":
        raise Refused(_.msg("no planet there"))
    occ = st.bld.get(h)
    guest = False
    if occ is not None:
        if "guest-mines" not in pl.abilities or h in st.guest:
            raise Refused(_.msg("that planet is taken"))
        if occ[1] in ("gf", "sp"):
            raise Refused(_.msg("that planet is not colonized yet"))
        guest = True
    if b == "gf":
        if planet != "m" or guest:
            raise Refused(_.msg("a gaiaformer goes on a transdim planet"))
        if pl.gf_available() <= 0:
            raise Refused(_.msg("no gaiaformer available"))
        if pl.temp_step:
            raise Refused(_.msg("this action builds a mine"))
    elif b == "m":
        if planet == "m":
            raise Refused(_.msg("a transdim planet needs a gaiaformer first"))
        if pl.buildings["m"] >= len(bdata["m"]["slots"]):
            raise Refused(_.msg("no mine left on your board"))
    else:
        raise Refused(_.msg("cannot build a {building} on an empty planet", building=b))
    q = qic_needed(st, seat, h, srcs=srcs)
    if pl.temp_range and q == qic_needed(st, seat, h, temp_range=0, srcs=srcs):
        raise Refused(_.msg("the range bonus would not be used"))
    cost = [(q, "q")] if q else []
    steps = 0
    if b == "gf":
        disc = pl.gf_total if pl.gf_total > 1 else 0
        cost.append((6 - disc, "t->tg"))
        if pl.token_count() < 6 - disc:
            raise Refused(_.msg("not enough power tokens for a Gaia project"))
    else:
        cost.extend(parse_rewards(bdata["m"]["cost"]))
        if guest:
            if pl.temp_step:
                raise Refused(_.msg("a guest mine needs no terraforming step"))
        elif planet == "g":
            if pl.temp_step:
                raise Refused(_.msg("terraforming steps cannot be used on a Gaia planet"))
            cost.append((1, "o") if "gaia-mine-ore" in pl.abilities else (1, "q"))
        elif planet != "l":
            steps = wheel_steps(pl.planet, planet)
            per = 3 - pl.discount
            ore = per * max(steps - pl.temp_step, 0)
            if pl.temp_step and ore == per * steps:
                raise Refused(_.msg("the free terraforming step would not be used"))
            if ore:
                cost.append((ore, "o"))
    cost = add_costs(cost)
    if afford and not can_pay(pl, [c for c in cost if c[1] != "t->tg"]):
        raise Refused(_.msg("cannot pay {cost}", cost=",".join(f"{n}{k}" for n, k in cost)))
    return cost, steps
