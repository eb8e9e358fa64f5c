"""Free actions: conversions (('spend', cost, gain), checked against the board's and the
faction's exchange table), burning power and the order of the bowls tokens leave."""
from game.core.i18n import N_, domain

from . import data
from .build import can_pay
from .checks import form, need
from .effects import parse_rewards

_ = domain("gaia")


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
    form(cost and gain and all(n > 0 for n, _ in cost + gain), "nice try")
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

    need(possible(c, g), N_("that conversion is not allowed"))


def free_spend(st, seat, args):
    form(len(args) == 2, "('spend', cost, gain)")
    cost, gain = parse_rewards(str(args[0])), parse_rewards(str(args[1]))
    _check_conversion(cost, gain, conversions(st, seat))
    need(can_pay(st.pl[seat], cost), N_("you cannot pay that"))
    st.pay(seat, cost, "spend")
    st.gain(seat, gain, "spend")


def free_burn(st, seat, args):
    form(len(args) == 1 and isinstance(args[0], int) and not isinstance(args[0], bool),
          "('burn', n)")
    n = args[0]
    pl = st.pl[seat]
    need(1 <= n <= pl.burnable(), _.msg("you can burn 1 to {most} power", most=pl.burnable()))
    pl.burn(n)
    if "burn-to-gaia" in pl.abilities:
        pl.pg += n
        pl.tokens_made += n


BOWL_ORDERS = ("1,2,3", "1,3,2", "2,1,3", "2,3,1", "3,1,2", "3,2,1")


def free_bowls(st, seat, args):
    """('bowls', '3,2,1'): the bowls the next tokens discarded or moved to the Gaia area come
    from, first to last (the rules let the player choose; the default is 1,2,3)."""
    pl = st.pl[seat]
    form(st.phase == "actions" and not st.pending and seat == st.current,
          "the bowl order is chosen during your turn")
    form(len(args) == 1 and args[0] in BOWL_ORDERS,
          "name the three bowls in the order tokens leave them, e.g. '3,2,1'")
    need(not pl.bowls_declared, N_("the bowl order was already chosen this turn"))
    pl.bowl_order = tuple(int(x) - 1 for x in args[0].split(","))
    pl.bowls_declared = True
