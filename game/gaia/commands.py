"""Each command of the game: its legality checks and its effect on the state. `perform` raises
Refused/IllegalAction before changing anything it cannot finish (the caller runs commands on a
clone first, so a refused command never leaves a half-changed state). The phases' and the main
actions' commands are here; free actions in conversions.py, follow-ups in followups.py."""
from game.core.errors import IllegalAction
from game.core.i18n import N_, domain

from . import data
from . import scoring
from .build import Refused, build_check, can_pay
from .checks import form, hex_of, need
from .conversions import _check_conversion, _conv, free_bowls, free_burn, free_spend
from .effects import parse_effect, parse_rewards, scaled
from .federation import federation_check
from .followups import PENDING
from .legal import pending_has_choice, tech_options
from .player import BS_DESTS

_ = domain("gaia")


def perform(st, seat, action):
    form(isinstance(action, tuple) and action and isinstance(action[0], str),
          "an action is a tuple starting with its command name")
    name, args = action[0], action[1:]
    if name == "brainstone":
        pl = st.pl[seat]
        form(pl is not None and "brainstone" in pl.abilities and pl.bs in (1, 2, 3),
              "only the Taklons with the brainstone in a bowl choose its way")
        form(len(args) == 1 and args[0] in BS_DESTS, f"brainstone goes to one of {BS_DESTS}")
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
    form(name == "faction" and len(args) == 1, "choose a faction: ('faction', id)")
    f = args[0]
    form(f in data.factions(), f"unknown faction {f!r}")
    need(f not in st.factions, N_("that faction is taken"))
    planets = {data.factions()[x]["planet"] for x in st.factions if x}
    need(data.factions()[f]["planet"] not in planets, N_("that home planet type is taken"))
    st._choose_faction(seat, f)
    if None not in st.factions:
        st._begin_setup_mines()


def phase_setup(st, seat, name, args):
    form(name == "build" and len(args) == 2, "place a starting building: ('build', 'm', hex)")
    b, h = args[0], hex_of(st, args[1])
    build_check(st, seat, b, h, setup=True)
    st.place(seat, b, h, (), 0, phase_move=False)
    st.queue.pop(0)
    st._skip_stuck_setup()


def phase_booster(st, seat, name, args):
    form(name == "booster" and len(args) == 1, "take a booster: ('booster', id)")
    b = args[0]
    need(b in st.boosters, _.msg("{booster} is not available", booster=b))
    st.boosters.remove(b)
    st.pl[seat].booster = b
    st.queue.pop(0)
    if not st.queue:
        st._start_round()


# --- income and Gaia phases -------------------------------------------------------------------
def phase_income(st, seat, name, args):
    form(name == "income" and len(args) == 1, "choose an income item: ('income', '2pw')")
    need(st.income_choice_needed(seat), N_("no income choice is needed"))
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
    form(name == "spend" and len(args) == 2, "convert tokens of the Gaia area: ('spend', '3tg', '1o')")
    cost, gain = parse_rewards(args[0]), parse_rewards(args[1])
    table = "pi-gaia-convert" if kind == "terrans" else None
    if kind == "itars":
        form(cost == ((4, "tg"),) and gain == ((1, "tech"),), "the Itars spend 4tg for a tech tile")
        need(tech_options(st, seat), N_("no tech tile to take"))
    else:
        need(kind == "terrans", N_("nothing to convert"))
        _check_conversion(cost, gain, [_conv(c) for c in data.board()["faction_conversions"][table]])
    need(can_pay(st.pl[seat], cost), N_("not enough tokens in the Gaia area"))
    st.pay(seat, cost, "spend")
    st.gain(seat, gain, "spend")
    st._resume = "gaia"


# --- action phase -------------------------------------------------------------------------------


def phase_actions(st, seat, name, args):
    pl = st.pl[seat]
    need(seat == st.current, N_("not your turn"))
    if name == "spend":
        return free_spend(st, seat, args)
    if name == "burn":
        return free_burn(st, seat, args)
    if name == "endturn":
        need(st.main_done, N_("take a main action first"))
        st._turn_closing = True
        st._closing_mover = seat
        pl.temp_step = pl.temp_range = 0
        pl.bowls_declared = False
        return
    need(not st.main_done, N_("you already took your main action; end the turn"))
    main = MAIN.get(name)
    form(main is not None, f"unknown command {name!r}")
    main(st, seat, args)
    for item in st._new_pending:
        if item["kind"] in ("mine", "sp", "swap", "downlab", "fedtile") \
                and not pending_has_choice(st, item):
            raise Refused(_.msg("that action would have nothing to build or choose"))
    if name != "pass":
        st.main_done = True


def main_build(st, seat, args):
    form(len(args) == 2, "('build', building, hex)")
    b, h = args[0], hex_of(st, args[1])
    form(b in ("m", "gf", "ts", "lab", "PI", "ac1", "ac2"), f"cannot build {b!r} now")
    cost, steps = build_check(st, seat, b, h)
    st.place(seat, b, h, cost, steps)


def main_up(st, seat, args):
    form(len(args) == 1 and args[0] in data.TRACKS, "('up', track)")
    pl = st.pl[seat]
    need(pl.k >= 4, N_("a research step costs 4 knowledge"))
    need(st.can_advance(seat, args[0]), N_("you cannot advance on that track"))
    st.pay(seat, ((4, "k"),), "up")
    st.advance(seat, args[0], args[0], area_phase=True)


def main_action(st, seat, args):
    form(len(args) == 1 and args[0] in data.POWER_ACTIONS, "('action', power1..7|qic1..3)")
    a = args[0]
    need(a not in st.used_actions, _.msg("{space} was taken this round", space=a))
    spec = data.board()["actions"][a]
    cost = parse_rewards(spec["cost"])
    pl = st.pl[seat]
    need(can_pay(pl, cost), _.msg("{space} costs {cost}", space=a, cost=spec['cost']))
    if a == "qic2":
        need(pl.feds, N_("you have no federation token to score again"))
    if a == "qic1":
        need(tech_options(st, seat), N_("no tech tile is available to you"))
    st.used_actions.add(a)
    st.pay(seat, cost, a)
    for g in spec["gain"]:
        e = parse_effect(g)
        st.gain(seat, scaled(e.rewards, scoring.count(st, seat, e.cond)), a)


def main_special(st, seat, args):
    form(len(args) == 1 and isinstance(args[0], str), "('special', reward)")
    want = sorted(parse_rewards(args[0]))
    pl = st.pl[seat]
    for key, e in st.specials(seat):
        if sorted(e.rewards) == want:
            pl.specials_used.add(key)
            st.gain(seat, e.rewards, key if not key.startswith(("booster",)) else key)
            return
    raise Refused(_.msg("no special action {what} available", what=args[0]))


def main_federation(st, seat, args):
    form(len(args) == 2 and isinstance(args[0], str), "('federation', 'hex,hex,...', fed)")
    fed = args[1]
    need(st.fed_supply.get(fed, 0) > 0, _.msg("no {tile} token left", tile=fed))
    hexes = [hex_of(st, x) for x in args[0].split(",") if x]
    need(hexes, N_("list the federation's hexes"))
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
        need(not args or args == (None,), N_("no booster is taken in the last round"))
    else:
        need(len(args) == 1 and args[0] in st.boosters, N_("pass and take an available booster"))
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


PHASES = {"faction": phase_faction, "setup": phase_setup, "booster": phase_booster,
          "income": phase_income, "gaia": phase_gaia, "actions": phase_actions}


def _refuse_end(*a):
    raise IllegalAction(_("the game is over"))


PHASES["end"] = lambda st, seat, name, args: _refuse_end()
