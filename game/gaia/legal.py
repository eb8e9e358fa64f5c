"""Enumerating legal actions. Everything here is derived from the same checks commands.py uses,
so an enumerated action is always accepted. Large choices are split into follow-up decisions
(e.g. a tech tile, then its research step), which keeps each list short."""
from . import data
from .build import (Refused, build_check, building_of, can_pay, qic_needed, range_sources,
                    upgrades_of)
from .effects import parse_rewards, rewards_text
from .conversions import conversions
from .federation_choices import federation_options
from .player import BS_DESTS


def tech_options(st, seat):
    pl = st.pl[seat]
    out = []
    for pos in data.TECH_POSITIONS:
        t = st.techs[pos]
        if t["count"] > 0 and not pl.has_tech(t["tile"]):
            out.append(pos)
    if pl.has_green_fed() and any(t["enabled"] and not t["pos"].startswith("adv") for t in pl.techs):
        for pos in data.ADV_POSITIONS:
            t = st.techs[pos]
            if t["count"] > 0 and pl.research[pos[4:]] >= 4:
                out.append(pos)
    return out


def up_options(st, seat, item):
    pl = st.pl[seat]
    tracks = list(data.TRACKS)
    if item.get("only"):
        tracks = [item["only"]]
    if item.get("lowest"):
        low = min(pl.research.values())
        tracks = [t for t in tracks if pl.research[t] == low]
    return [t for t in tracks if st.can_advance(seat, t)]


def lost_planet_cost(st, seat, h):
    if st.planet[h] != "e" or h in st.bld or any(h in f for f in st.fed_hexes):
        return None
    q = qic_needed(st, seat, h, temp_range=0)
    return q if st.pl[seat].q >= q else None


def _new_kinds(st, h, gf_ok=True):
    p = st.planet[h]
    if p == "e":
        return ()
    if p == "m":
        return ("gf",) if gf_ok else ()
    return ("m",)


def _mine_targets(st, seat, gf_ok):
    out = []
    srcs = range_sources(st, seat)
    for h in st.map.hexes:
        if st.planet[h] == "e" or building_of(st, seat, h) is not None:
            continue
        for b in _new_kinds(st, h, gf_ok):
            try:
                build_check(st, seat, b, h, srcs=srcs)
            except Refused:
                continue
            out.append(("build", b, st.map.label[h]))
    return out


def pending_options(st, seat, item):
    kind = item["kind"]
    pl = st.pl[seat]
    if kind == "tech":
        return [("tech", p) for p in tech_options(st, seat)]
    if kind == "cover":
        return [("cover", t["pos"]) for t in pl.techs
                if t["enabled"] and not t["pos"].startswith("adv")]
    if kind == "up":
        opts = [("up", t) for t in up_options(st, seat, item)]
        return opts + [("decline",)] if (opts and item.get("optional", True)) else opts
    if kind == "mine":
        return _mine_targets(st, seat, item.get("gf"))
    if kind == "sp":
        out = []
        for h in st.map.hexes:
            try:
                build_check(st, seat, "sp", h)
            except Refused:
                continue
            out.append(("build", "sp", st.map.label[h]))
        return out
    if kind == "swap":
        return [("swap-PI", st.map.label[h]) for h, v in st.bld.items()
                if v == [seat, "m"] and st.planet[h] != "l"]
    if kind == "downlab":
        return [("build", "ts", st.map.label[h]) for h, v in st.bld.items() if v == [seat, "lab"]]
    if kind == "lost":
        return [("lostPlanet", st.map.label[h]) for h in st.map.hexes
                if lost_planet_cost(st, seat, h) is not None]
    if kind == "fedtile":
        return sorted({("fedtile", f["tile"]) for f in pl.feds})
    if kind == "charge":
        return [("charge", o) for o, _ in st.charge_offers(item)] + [("decline",)]
    return []


def pending_has_choice(st, item):
    kind = item["kind"]
    if kind == "charge":
        return True
    if kind == "leech-mark":
        return False
    if kind == "up":
        return bool(up_options(st, item["p"], item))
    if kind == "tech":
        return bool(tech_options(st, item["p"]))
    return bool(pending_options(st, item["p"], item))


def free_actions(st, seat):
    pl = st.pl[seat]
    out = []
    for cost, gain in conversions(st, seat):
        if can_pay(pl, cost):
            out.append(("spend", rewards_text(cost), rewards_text(gain)))
    for n in range(1, pl.burnable() + 1):
        out.append(("burn", n))
    return out


def main_actions(st, seat):
    pl = st.pl[seat]
    out = []
    srcs = range_sources(st, seat)
    can_mine = pl.c >= 2 and pl.o >= 1 or pl.gf_available() > 0
    for h in st.map.hexes:
        mine = building_of(st, seat, h)
        if mine is None:
            if st.planet[h] == "e" or not can_mine:
                continue
            for b in _new_kinds(st, h):
                try:
                    build_check(st, seat, b, h, srcs=srcs)
                except Refused:
                    continue
                out.append(("build", b, st.map.label[h]))
        else:
            for b in upgrades_of(st, seat, mine):
                try:
                    build_check(st, seat, b, h)
                except Refused:
                    continue
                out.append(("build", b, st.map.label[h]))
    if pl.k >= 4:
        out.extend(("up", t) for t in data.TRACKS if st.can_advance(seat, t))
    for a in data.POWER_ACTIONS:
        if a in st.used_actions:
            continue
        if a == "qic2" and not pl.feds:
            continue
        if can_pay(pl, parse_rewards(data.board()["actions"][a]["cost"])):
            if a in ("power2", "power6") and not _mine_targets_with_steps(st, seat, int(a == "power2") + 1):
                continue
            if a == "qic1" and not tech_options(st, seat):
                continue
            out.append(("action", a))
    for key, e in st.specials(seat):
        kinds = [k for _, k in e.rewards]
        if "step" in kinds and not _mine_targets_with_steps(st, seat, 1):
            continue
        if "range" in kinds and not _range_targets(st, seat, 3):
            continue
        if "up-lowest" in kinds and not up_options(st, seat, {"lowest": True}):
            continue
        if "space-station" in kinds and not pending_options(st, seat, {"kind": "sp"}):
            continue
        if "swap-PI" in kinds and not pending_options(st, seat, {"kind": "swap"}):
            continue
        out.append(("special", special_text(e.rewards)))
    if any(n > 0 for n in st.fed_supply.values()):
        fed = [f for f in sorted(st.fed_supply) if st.fed_supply[f] > 0]
        for hexes in federation_options(st, seat):
            key = ",".join(sorted(st.map.label[h] for h in hexes))
            for f in fed:
                out.append(("federation", key, f))
    if st.round >= 6:
        out.append(("pass",))
    else:
        out.extend(("pass", b) for b in st.boosters)
    return out


def special_text(rewards):
    """The notation's text of a special action: '4pw', 'q', 'q,5c', 'step', 'range+3' ..."""
    parts = []
    for n, k in rewards:
        if k == "range":
            parts.append(f"range+{n}")
        elif n == 1 and not k[0].isdigit():
            parts.append(k)
        else:
            parts.append(f"{n}{k}")
    return ",".join(parts)


def _targets_with(st, seat, field, value, range_only):
    """Would a mine have a target if the player's temporary `field` were `value`?"""
    pl = st.pl[seat]
    old = getattr(pl, field)
    setattr(pl, field, value)
    try:
        return bool(_mine_targets(st, seat, range_only))
    finally:
        setattr(pl, field, old)


def _mine_targets_with_steps(st, seat, steps):
    return _targets_with(st, seat, "temp_step", steps, False)


def _range_targets(st, seat, extra):
    return _targets_with(st, seat, "temp_range", extra, True)


def _bowl_choices(st, seat, listed):
    """('bowls', order) declarations, when a listed Gaia project or federation would remove
    tokens and more than one bowl holds some: bowl II first or bowl III first."""
    pl = st.pl[seat]
    if pl.bowls_declared or sum(1 for n in pl.p if n) < 2:
        return []
    if not any(a[0] == "federation" or a[0] == "build" and a[1] == "gf" for a in listed):
        return []
    out = []
    for first, order in ((1, "2,1,3"), (2, "3,2,1")):
        if pl.p[first]:
            out.append(("bowls", order))
    return out


def legal_actions(st, seat):
    out = _legal(st, seat)
    pl = st.pl[seat] if st.pl else None
    if out and pl is not None and "brainstone" in pl.abilities and pl.bs in (1, 2, 3) \
            and not pl.bs_dest:
        out = out + [("brainstone", d) for d in BS_DESTS]
    return out


def _legal(st, seat):
    if st.pending:
        return pending_options(st, seat, st.pending[0])
    ph = st.phase
    if ph == "faction":
        taken = {data.factions()[f]["planet"] for f in st.factions if f}
        return [("faction", f) for f in sorted(data.factions())
                if f not in st.factions and data.factions()[f]["planet"] not in taken]
    if ph == "setup":
        b = "PI" if "pi-at-setup" in st.pl[seat].abilities else "m"
        return [("build", b, st.map.label[h]) for h in st._setup_spots(seat)]
    if ph == "booster":
        return [("booster", b) for b in st.boosters]
    if ph == "income":
        seen = []
        for _, rewards in st.income_items(seat):
            for n, k in rewards:
                if k in ("t", "pw"):
                    a = ("income", f"{n}{k}")
                    if a not in seen:
                        seen.append(a)
        return seen
    if ph == "gaia":
        kind = st.gaia_choice(seat)
        pl = st.pl[seat]
        if kind == "terrans":
            out = []
            for cost, gain in (("4tg", "1q"), ("3tg", "1o"), ("4tg", "1k"), ("1tg", "1c")):
                if pl.pg >= int(cost[0]):
                    out.append(("spend", cost, gain))
            return out
        if kind == "itars":
            out = [("decline",)]
            if tech_options(st, seat):
                out.insert(0, ("spend", "4tg", "tech"))
            return out
        return []
    if ph == "actions":
        out = free_actions(st, seat)
        if st.main_done:
            out.append(("endturn",))
        else:
            out.extend(main_actions(st, seat))
            out.extend(_bowl_choices(st, seat, out))
        return out
    return []
