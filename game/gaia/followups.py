"""The follow-up decisions a command leaves pending (a tech tile, a tile to cover, a research
step, a mine, a space station, the PI swap, the lab downgrade, the lost planet, a federation
token scored again, a charge offered): one handler each, checked before the state changes."""
from game.core.i18n import N_, domain

from . import data
from . import scoring
from .build import Refused, build_check, building_of
from .checks import form, hex_of, need
from .effects import parse_effect, parse_rewards, scaled
from .legal import lost_planet_cost, tech_options, up_options

_ = domain("gaia")


def _restore(st, item):
    st.pending = [item] + st.pending


def pend_tech(st, seat, item, name, args):
    form(name == "tech" and len(args) == 1, "choose a tech tile: ('tech', position)")
    pos = args[0]
    need(pos in tech_options(st, seat), _.msg("tech tile at {pos} is not available to you", pos=pos))
    if pos.startswith("adv"):
        st._push(seat, "cover", take=pos)
        return
    _gain_tech(st, seat, pos)


def _gain_tech(st, seat, pos):
    pl = st.pl[seat]
    t = st.techs[pos]
    if pos.startswith("adv"):
        pl.flip_green()
    t["count"] -= 1
    pl.techs.append({"tile": t["tile"], "pos": pos, "enabled": True})
    e = parse_effect(st._tile_spec(t["tile"]))
    src = pos if pos.startswith("adv") else "tech-" + pos
    if e.op in ("", ">"):
        st.gain(seat, scaled(e.rewards, scoring.count(st, seat, e.cond)), src)
    st._push(seat, "up", only=pos if pos in data.TRACKS else None, optional=True)


def pend_cover(st, seat, item, name, args):
    form(name == "cover" and len(args) == 1, "cover a standard tech tile: ('cover', position)")
    pl = st.pl[seat]
    tiles = [t for t in pl.techs if t["enabled"] and not t["pos"].startswith("adv")]
    match = [t for t in tiles if t["pos"] == args[0]]
    need(match, N_("cover one of your uncovered standard tiles"))
    match[0]["enabled"] = False
    _gain_tech(st, seat, item["take"])


def pend_up(st, seat, item, name, args):
    if name == "decline" and item.get("optional", True):
        if st.phase == "gaia":
            # as on boardgamers.space: declining the step of an Itars Gaia-phase tile also ends
            # the Itars' tile taking for this Gaia phase
            st.itars_declined = True
        return
    form(name == "up" and len(args) == 1, "('up', track) or ('decline',)")
    need(args[0] in up_options(st, seat, item), N_("you cannot advance on that track"))
    st.advance(seat, args[0], args[0], area_phase=True)


def pend_mine(st, seat, item, name, args):
    form(name == "build" and len(args) == 2, "build the mine: ('build', 'm', hex)")
    b = args[0]
    need(b == "m" or (b == "gf" and item.get("gf")), N_("this action builds a mine"))
    h = hex_of(st, args[1])
    need(building_of(st, seat, h) is None, N_("this action builds a new mine"))
    cost, steps = build_check(st, seat, b, h)
    st.place(seat, b, h, cost, steps)


def pend_sp(st, seat, item, name, args):
    form(name == "build" and len(args) == 2 and args[0] == "sp", "('build', 'sp', hex)")
    h = hex_of(st, args[1])
    cost, _ = build_check(st, seat, "sp", h)
    st.place(seat, "sp", h, cost, 0)


def pend_swap(st, seat, item, name, args):
    form(name == "swap-PI" and len(args) == 1, "('swap-PI', hex of a mine)")
    h = hex_of(st, args[0])
    need(st.bld.get(h) == [seat, "m"] and st.planet[h] != "l", N_("swap with one of your mines"))
    pi = [x for x, v in st.bld.items() if v == [seat, "PI"]]
    need(pi, N_("no planetary institute to swap"))
    st.bld[h] = [seat, "PI"]
    st.bld[pi[0]] = [seat, "m"]


def pend_downlab(st, seat, item, name, args):
    form(name == "build" and len(args) == 2 and args[0] == "ts", "('build', 'ts', hex of a lab)")
    h = hex_of(st, args[1])
    need(st.bld.get(h) == [seat, "lab"], N_("downgrade one of your research labs"))
    st.place(seat, "ts", h, (), 0)


def pend_lost(st, seat, item, name, args):
    form(name == "lostPlanet" and len(args) == 1, "('lostPlanet', hex)")
    h = hex_of(st, args[0])
    q = lost_planet_cost(st, seat, h)
    need(q is not None, N_("the lost planet goes on an empty space within range"))
    st.planet[h] = "l"
    st.place(seat, "m", h, ((q, "q"),) if q else (), 0)


def pend_fedtile(st, seat, item, name, args):
    form(name == "fedtile" and len(args) == 1, "('fedtile', fed)")
    pl = st.pl[seat]
    need(any(f["tile"] == args[0] for f in pl.feds), N_("score one of your federation tokens"))
    st.gain(seat, parse_rewards(data.board()["federations"][args[0]]["reward"]), "qic2")


def pend_charge(st, seat, item, name, args):
    offers = st.charge_offers(item)
    if name == "decline":
        return
    form(name == "charge" and len(args) == 1, "('charge', offer) or ('decline',)")
    for offer, vp in offers:
        if offer == args[0]:
            st.gain(seat, parse_rewards(offer), "charge")
            st.pl[seat].add_vp(-vp, "charge")
            return
    raise Refused(_.msg("the offer is {offers}", offers=" / ".join(o for o, _vp in offers)))


PENDING = {"tech": pend_tech, "cover": pend_cover, "up": pend_up, "mine": pend_mine,
           "sp": pend_sp, "swap": pend_swap, "downlab": pend_downlab, "lost": pend_lost,
           "fedtile": pend_fedtile, "charge": pend_charge}
