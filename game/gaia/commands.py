"""Each command of the game: its legality checks and its effect on the state. `perform` raises
Refused/IllegalAction before changing anything it cannot finish (the caller runs commands on a
clone first, so a refused command never leaves a half-changed state)."""
from game.core.errors import IllegalAction
from game.core.i18n import N_, domain

from . import data
from .build import Refused, build_check, building_of, can_pay
from .federation import federation_check
from .effects import parse_rewards, parse_effect, scaled
from . import scoring

_ = domain("gaia")


def _need(cond, msg):
    if not cond:
        raise Refused(msg if not isinstance(msg, str) else _.msg(msg))


def _hex(st, text):
    _need(isinstance(text, str), "a hex is given as a label like 5A4")
    try:
        return st.map.parse(text)
    except ValueError as exc:
        raise Refused(str(exc)) from None


def perform(st, seat, action):
    _need(isinstance(action, tuple) and action and isinstance(action[0], str),
          "an action is a tuple starting with its command name")
    name, args = action[0], action[1:]
    if name == "brainstone":
        from .player import BS_DESTS
        pl = st.pl[seat]
        _need(pl is not None and "brainstone" in pl.abilities and pl.bs in (1, 2, 3),
              "only the Taklons with the brainstone in a bowl choose its way")
        _need(len(args) == 1 and args[0] in BS_DESTS, f"brainstone goes to one of {BS_DESTS}")
        pl.bs_dest.append(args[0])
        return
    if name == "bowls":
        return free_bowls(st, seat, args)
    if st.pending:
        item = st.pending[0]
        st.pending = st.pending[1:]
        return PENDING[item["kind"]](st, seat, item, name, args)
    handler = PHASES[st.phase]
    return handler(st, seat, name, args)


# --- setup ------------------------------------------------------------------------------------
def phase_faction(st, seat, name, args):
    _need(name == "faction" and len(args) == 1, "choose a faction: ('faction', id)")
    f = args[0]
    _need(f in data.factions(), f"unknown faction {f!r}")
    _need(f not in st.factions, N_("that faction is taken"))
    planets = {data.factions()[x]["planet"] for x in st.factions if x}
    _need(data.factions()[f]["planet"] not in planets, N_("that home planet type is taken"))
    st._choose_faction(seat, f)
    if None not in st.factions:
        st._begin_setup_mines()


def phase_setup(st, seat, name, args):
    _need(name == "build" and len(args) == 2, "place a starting building: ('build', 'm', hex)")
    b, h = args[0], _hex(st, args[1])
    build_check(st, seat, b, h, setup=True)
    st.place(seat, b, h, (), 0, phase_move=False)
    st.queue.pop(0)
    st._skip_stuck_setup()


def phase_booster(st, seat, name, args):
    _need(name == "booster" and len(args) == 1, "take a booster: ('booster', id)")
    b = args[0]
    _need(b in st.boosters, _.msg("{booster} is not available", booster=b))
    st.boosters.remove(b)
    st.pl[seat].booster = b
    st.queue.pop(0)
    if not st.queue:
        st._start_round()


# --- income and Gaia phases -------------------------------------------------------------------
def phase_income(st, seat, name, args):
    _need(name == "income" and len(args) == 1, "choose an income item: ('income', '2pw')")
    _need(st.income_choice_needed(seat), N_("no income choice is needed"))
    want = parse_rewards(args[0])
    pl = st.pl[seat]
    for src, rewards in st.income_items(seat):
        if any(r == want[0] for r in rewards) and len(want) == 1:
            pl.income_taken.append((src, rewards))
            st.gain(seat, rewards, src)
            st._resume = "income"
            return
    raise Refused(_.msg("{item} is not one of your income items", item=args[0]))


def phase_gaia(st, seat, name, args):
    kind = st.gaia_choice(seat)
    if kind == "itars" and name == "decline" and not args:
        st.itars_declined = True
        st._resume = "gaia"
        return
    _need(name == "spend" and len(args) == 2, "convert tokens of the Gaia area: ('spend', '3tg', '1o')")
    cost, gain = parse_rewards(args[0]), parse_rewards(args[1])
    table = "pi-gaia-convert" if kind == "terrans" else None
    if kind == "itars":
        _need(cost == ((4, "tg"),) and gain == ((1, "tech"),), "the Itars spend 4tg for a tech tile")
        from .legal import tech_options
        _need(tech_options(st, seat), N_("no tech tile to take"))
    else:
        _need(kind == "terrans", N_("nothing to convert"))
        _check_conversion(cost, gain, [_conv(c) for c in data.board()["faction_conversions"][table]])
    _need(can_pay(st.pl[seat], cost), N_("not enough tokens in the Gaia area"))
    st.pay(seat, cost, "spend")
    st.gain(seat, gain, "spend")
    st._resume = "gaia"


# --- action phase -------------------------------------------------------------------------------
def _conv(text):
    a, b = text.split("->")
    return parse_rewards(a.strip()), parse_rewards(b.strip())


def conversions(st, seat):
    pl = st.pl[seat]
    out = [_conv(c) for c in data.board()["conversions"]]
    fc = data.board()["faction_conversions"]
    for ab in pl.abilities:
        if ab in fc and ab != "pi-gaia-convert":
            if ab.startswith("pi-") and not pl.has_pi():
                continue
            out.extend(_conv(c) for c in fc[ab])
    return out


def _as_dict(rewards):
    d = {}
    for n, k in rewards:
        d[k] = d.get(k, 0) + n
    return d


def _check_conversion(cost, gain, table):
    _need(cost and gain and all(n > 0 for n, _ in cost + gain), "nice try")
    c, g = _as_dict(cost), _as_dict(gain)

    def possible(c, g, depth=0):
        if depth > 60:
            return False
        for ac, ag in table:
            acd = _as_dict(ac)
            if all(c.get(k, 0) >= n for k, n in acd.items()):
                nc = dict(c)
                for k, n in acd.items():
                    nc[k] -= n
                ng = dict(g)
                for k, n in _as_dict(ag).items():
                    ng[k] = ng.get(k, 0) - n
                for k, n in list(ng.items()):
                    if n < 0:
                        nc[k] = nc.get(k, 0) - n
                        ng[k] = 0
                nc = {k: n for k, n in nc.items() if n}
                ng = {k: n for k, n in ng.items() if n}
                if not nc and not ng:
                    return True
                if nc and possible(nc, ng, depth + 1):
                    return True
        return False

    _need(possible(c, g), N_("that conversion is not allowed"))


def free_spend(st, seat, args):
    _need(len(args) == 2, "('spend', cost, gain)")
    cost, gain = parse_rewards(str(args[0])), parse_rewards(str(args[1]))
    _check_conversion(cost, gain, conversions(st, seat))
    _need(can_pay(st.pl[seat], cost), N_("you cannot pay that"))
    st.pay(seat, cost, "spend")
    st.gain(seat, gain, "spend")


def free_burn(st, seat, args):
    _need(len(args) == 1 and isinstance(args[0], int) and not isinstance(args[0], bool),
          "('burn', n)")
    n = args[0]
    pl = st.pl[seat]
    _need(1 <= n <= pl.burnable(), _.msg("you can burn 1 to {most} power", most=pl.burnable()))
    pl.burn(n)
    if "burn-to-gaia" in pl.abilities:
        pl.pg += n
        pl.tokens_made += n


BOWL_ORDERS = ("1,2,3", "1,3,2", "2,1,3", "2,3,1", "3,1,2", "3,2,1")


def free_bowls(st, seat, args):
    """('bowls', '3,2,1'): the bowls the next tokens discarded or moved to the Gaia area come
    from, first to last (the rules let the player choose; the default is 1,2,3)."""
    pl = st.pl[seat]
    _need(st.phase == "actions" and not st.pending and seat == st.current,
          "the bowl order is chosen during your turn")
    _need(len(args) == 1 and args[0] in BOWL_ORDERS,
          "name the three bowls in the order tokens leave them, e.g. '3,2,1'")
    _need(not pl.bowls_declared, N_("the bowl order was already chosen this turn"))
    pl.bowl_order = tuple(int(x) - 1 for x in args[0].split(","))
    pl.bowls_declared = True


def phase_actions(st, seat, name, args):
    pl = st.pl[seat]
    _need(seat == st.current, N_("not your turn"))
    if name == "spend":
        return free_spend(st, seat, args)
    if name == "burn":
        return free_burn(st, seat, args)
    if name == "endturn":
        _need(st.main_done, N_("take a main action first"))
        st._turn_closing = True
        st._closing_mover = seat
        pl.temp_step = pl.temp_range = 0
        pl.bowls_declared = False
        return
    _need(not st.main_done, N_("you already took your main action; end the turn"))
    main = MAIN.get(name)
    _need(main is not None, f"unknown command {name!r}")
    main(st, seat, args)
    from .legal import pending_has_choice
    for item in st._new_pending:
        if item["kind"] in ("mine", "sp", "swap", "downlab", "fedtile") \
                and not pending_has_choice(st, item):
            raise Refused(_.msg("that action would have nothing to build or choose"))
    if name != "pass":
        st.main_done = True


def main_build(st, seat, args):
    _need(len(args) == 2, "('build', building, hex)")
    b, h = args[0], _hex(st, args[1])
    _need(b in ("m", "gf", "ts", "lab", "PI", "ac1", "ac2"), f"cannot build {b!r} now")
    cost, steps = build_check(st, seat, b, h)
    st.place(seat, b, h, cost, steps)


def main_up(st, seat, args):
    _need(len(args) == 1 and args[0] in data.TRACKS, "('up', track)")
    pl = st.pl[seat]
    _need(pl.k >= 4, N_("a research step costs 4 knowledge"))
    _need(st.can_advance(seat, args[0]), N_("you cannot advance on that track"))
    st.pay(seat, ((4, "k"),), "up")
    st.advance(seat, args[0], args[0], area_phase=True)


def main_action(st, seat, args):
    _need(len(args) == 1 and args[0] in data.POWER_ACTIONS, "('action', power1..7|qic1..3)")
    a = args[0]
    _need(a not in st.used_actions, _.msg("{space} was taken this round", space=a))
    spec = data.board()["actions"][a]
    cost = parse_rewards(spec["cost"])
    pl = st.pl[seat]
    _need(can_pay(pl, cost), _.msg("{space} costs {cost}", space=a, cost=spec['cost']))
    if a == "qic2":
        _need(pl.feds, N_("you have no federation token to score again"))
    if a == "qic1":
        from .legal import tech_options
        _need(tech_options(st, seat), N_("no tech tile is available to you"))
    st.used_actions.add(a)
    st.pay(seat, cost, a)
    for g in spec["gain"]:
        e = parse_effect(g)
        st.gain(seat, scaled(e.rewards, scoring.count(st, seat, e.cond)), a)


def main_special(st, seat, args):
    _need(len(args) == 1 and isinstance(args[0], str), "('special', reward)")
    want = sorted(parse_rewards(args[0]))
    pl = st.pl[seat]
    for key, e in st.specials(seat):
        if sorted(e.rewards) == want:
            pl.specials_used.add(key)
            st.gain(seat, e.rewards, key if not key.startswith(("booster",)) else key)
            return
    raise Refused(_.msg("no special action {what} available", what=args[0]))


def main_federation(st, seat, args):
    _need(len(args) == 2 and isinstance(args[0], str), "('federation', 'hex,hex,...', fed)")
    fed = args[1]
    _need(st.fed_supply.get(fed, 0) > 0, _.msg("no {tile} token left", tile=fed))
    hexes = [_hex(st, x) for x in args[0].split(",") if x]
    _need(hexes, N_("list the federation's hexes"))
    full, new_sats = federation_check(st, seat, hexes, strict=not st.options.get("lenient"))
    pl = st.pl[seat]
    if "qic-satellites" in pl.abilities:
        st.pay(seat, ((len(new_sats), "q"),), "federation")
    else:
        pl.move_tokens(len(new_sats), False)
    pl.satellites += len(new_sats)
    for h in full:
        st.fed_hexes[seat].add(h)
    st.fed_supply[fed] -= 1
    pl.fed_count += 1
    st.gain_fed_token(seat, fed)


def main_pass(st, seat, args):
    pl = st.pl[seat]
    last = st.round >= 6
    if last:
        _need(not args or args == (None,), N_("no booster is taken in the last round"))
    else:
        _need(len(args) == 1 and args[0] in st.boosters, N_("pass and take an available booster"))
    for src, e in st.effects(seat, "|"):
        st.gain(seat, scaled(e.rewards, scoring.count(st, seat, e.cond)), src)
    if pl.booster:
        st.boosters.append(pl.booster)
        st.boosters.sort(key=lambda x: int(x[7:]))
    pl.booster = None
    if not last:
        st.boosters.remove(args[0])
        pl.booster = args[0]
    order = st.turn_order
    i = order.index(seat)
    st._after_passed = order[(i + 1) % len(order)] if len(order) > 1 else None
    order.remove(seat)
    st.passed.append(seat)
    st._turn_closing = True
    st._closing_mover = seat
    st.main_done = False


MAIN = {"build": main_build, "up": main_up, "action": main_action, "special": main_special,
        "federation": main_federation, "pass": main_pass}


# --- pending follow-ups ------------------------------------------------------------------------
def _restore(st, item):
    st.pending = [item] + st.pending


def pend_tech(st, seat, item, name, args):
    from .legal import tech_options
    _need(name == "tech" and len(args) == 1, "choose a tech tile: ('tech', position)")
    pos = args[0]
    _need(pos in tech_options(st, seat), _.msg("tech tile at {pos} is not available to you", pos=pos))
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
    _need(name == "cover" and len(args) == 1, "cover a standard tech tile: ('cover', position)")
    pl = st.pl[seat]
    tiles = [t for t in pl.techs if t["enabled"] and not t["pos"].startswith("adv")]
    match = [t for t in tiles if t["pos"] == args[0]]
    _need(match, N_("cover one of your uncovered standard tiles"))
    match[0]["enabled"] = False
    _gain_tech(st, seat, item["take"])


def pend_up(st, seat, item, name, args):
    from .legal import up_options
    if name == "decline" and item.get("optional", True):
        if st.phase == "gaia":
            # as on boardgamers.space: declining the step of an Itars Gaia-phase tile also ends
            # the Itars' tile taking for this Gaia phase
            st.itars_declined = True
        return
    _need(name == "up" and len(args) == 1, "('up', track) or ('decline',)")
    _need(args[0] in up_options(st, seat, item), N_("you cannot advance on that track"))
    st.advance(seat, args[0], args[0], area_phase=True)


def pend_mine(st, seat, item, name, args):
    _need(name == "build" and len(args) == 2, "build the mine: ('build', 'm', hex)")
    b = args[0]
    _need(b == "m" or (b == "gf" and item.get("gf")), N_("this action builds a mine"))
    h = _hex(st, args[1])
    _need(building_of(st, seat, h) is None, N_("this action builds a new mine"))
    cost, steps = build_check(st, seat, b, h)
    st.place(seat, b, h, cost, steps)


def pend_sp(st, seat, item, name, args):
    _need(name == "build" and len(args) == 2 and args[0] == "sp", "('build', 'sp', hex)")
    h = _hex(st, args[1])
    cost, _ = build_check(st, seat, "sp", h)
    st.place(seat, "sp", h, cost, 0)


def pend_swap(st, seat, item, name, args):
    _need(name == "swap-PI" and len(args) == 1, "('swap-PI', hex of a mine)")
    h = _hex(st, args[0])
    _need(st.bld.get(h) == [seat, "m"] and st.planet[h] != "l", N_("swap with one of your mines"))
    pi = [x for x, v in st.bld.items() if v == [seat, "PI"]]
    _need(pi, N_("no planetary institute to swap"))
    st.bld[h] = [seat, "PI"]
    st.bld[pi[0]] = [seat, "m"]


def pend_downlab(st, seat, item, name, args):
    _need(name == "build" and len(args) == 2 and args[0] == "ts", "('build', 'ts', hex of a lab)")
    h = _hex(st, args[1])
    _need(st.bld.get(h) == [seat, "lab"], N_("downgrade one of your research labs"))
    st.place(seat, "ts", h, (), 0)


def pend_lost(st, seat, item, name, args):
    from .legal import lost_planet_cost
    _need(name == "lostPlanet" and len(args) == 1, "('lostPlanet', hex)")
    h = _hex(st, args[0])
    q = lost_planet_cost(st, seat, h)
    _need(q is not None, N_("the lost planet goes on an empty space within range"))
    st.planet[h] = "l"
    st.place(seat, "m", h, ((q, "q"),) if q else (), 0)


def pend_fedtile(st, seat, item, name, args):
    _need(name == "fedtile" and len(args) == 1, "('fedtile', fed)")
    pl = st.pl[seat]
    _need(any(f["tile"] == args[0] for f in pl.feds), N_("score one of your federation tokens"))
    st.gain(seat, parse_rewards(data.board()["federations"][args[0]]["reward"]), "qic2")


def pend_charge(st, seat, item, name, args):
    offers = st.charge_offers(item)
    if name == "decline":
        return
    _need(name == "charge" and len(args) == 1, "('charge', offer) or ('decline',)")
    for offer, vp in offers:
        if offer == args[0]:
            st.gain(seat, parse_rewards(offer), "charge")
            st.pl[seat].add_vp(-vp, "charge")
            return
    raise Refused(_.msg("the offer is {offers}", offers=" / ".join(o for o, _vp in offers)))


PENDING = {"tech": pend_tech, "cover": pend_cover, "up": pend_up, "mine": pend_mine,
           "sp": pend_sp, "swap": pend_swap, "downlab": pend_downlab, "lost": pend_lost,
           "fedtile": pend_fedtile, "charge": pend_charge}
PHASES = {"faction": phase_faction, "setup": phase_setup, "booster": phase_booster,
          "income": phase_income, "gaia": phase_gaia, "actions": phase_actions}


def _refuse_end(*a):
    raise IllegalAction(_("the game is over"))


PHASES["end"] = lambda st, seat, name, args: _refuse_end()
