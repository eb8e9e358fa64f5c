"""The Produce keyword: draw n resource cards and tuck each under the planet with one half
showing. The half of the planet's 4X type may show (1 VP); otherwise the half with fewer
icons shows (either on a tie). When that leaves two halves to choose from, the planet's owner
chooses: decision (player, "produce", planet, resource card), answered ("show", card, half).

Until the owner answers, the card lies under the planet with the half the engine would pick
(a matching half, the richer if both match; else the fewer icons), so the position is whole
at every step; the answer turns it if needed. A game of edition 0 (editions.py) asks nothing:
the engine's pick stays."""
from game.core.i18n import N_, domain
from game.core.seats import seat

from . import cards as C
from .text import card_name
from .decisions import register, kind, is_int
from .editions import old_rules

_ = domain("artifacts")


def halves(res: int, planet: int) -> list:
    """The halves of resource card `res` allowed to show under `planet`: those of the
    planet's type, and the one with fewer icons (both on a tie)."""
    h = C.HALVES[res]
    low = min(h[0][1], h[1][1])
    return [i for i in (0, 1) if h[i][2] == C.TYPE[planet] or h[i][1] == low]


def default_half(res: int, planet: int) -> int:
    """The engine's pick (edition 0's rule, and the half shown until the owner answers)."""
    h = C.HALVES[res]
    match = [i for i in (0, 1) if h[i][2] == C.TYPE[planet]]
    if match:
        return max(match, key=lambda i: h[i][1])
    return 0 if h[0][1] <= h[1][1] else 1


def matches(res: int, half: int, planet: int) -> bool:
    return C.HALVES[res][half][2] == C.TYPE[planet]


def real_choice(res: int, planet: int) -> bool:
    """Two allowed halves that differ in what they give (colour, icons or the VP)."""
    allowed = halves(res, planet)
    if len(allowed) < 2:
        return False
    (c0, n0, _t0), (c1, n1, _t1) = C.HALVES[res]
    return (c0, n0, matches(res, 0, planet)) != (c1, n1, matches(res, 1, planet))


def produce(state, p: int, planet: int, n: int) -> None:
    """Produce n: tuck n resource cards under the planet (see the module docstring)."""
    got = vp = 0
    asked = []
    for _i in range(n):
        r = state.draw_top()
        if r is None:
            break
        half = default_half(r, planet)
        state.on_planet[p].setdefault(planet, []).append((r, half))
        got += 1
        if not old_rules(state) and real_choice(r, planet):
            asked.append(r)
            if matches(r, half, planet):
                state.vp[p] += 1        # the VP goes with the half shown until the answer
        elif matches(r, half, planet):
            vp += 1
    state.vp[p] += vp
    if vp:
        state.note(_.nmsg("{player} {card} produces {got} (+{n} VP for a matching half).",
                          "{player} {card} produces {got} (+{n} VP for matching halves).", vp,
                          player=_.msg("{player}:", player=seat(p)), card=C.NAME[planet],
                          got=got))
    else:
        state.note(_.msg("{player} {card} produces {got}.",
                         player=_.msg("{player}:", player=seat(p)), card=C.NAME[planet],
                         got=got))
    for r in asked:
        state.pose(p, "produce", planet, r)


def _shown(state, p, planet, res):
    """The index of `res` among the cards under p's planet, or None."""
    for i, (r, _h) in enumerate(state.on_planet[p].get(planet, ())):
        if r == res:
            return i
    return None


def _show_legal(state, p, dec):
    planet, r = dec[2], dec[3]
    if _shown(state, p, planet, r) is None:
        return []
    return [("show", r, h) for h in halves(r, planet)]


def _show_check(state, p, dec, action):
    planet, r = dec[2], dec[3]
    if len(action) != 3 or not is_int(action[1]) or action[2] not in (0, 1):
        return _("choose the half with ('show', resource card, 0 or 1)")
    if action[1] != r:
        return _("choose the half of {card}", card=card_name(r))
    if action[2] not in halves(r, planet):
        return _("that half may not show: only a half of the planet's type, or the half with "
                 "fewer icons")
    return None


def _show_apply(state, p, dec, action):
    planet, r, half = dec[2], action[1], action[2]
    res = state.on_planet[p][planet]
    i = _shown(state, p, planet, r)
    before = res[i][1]
    res[i] = (r, half)
    state.vp[p] += matches(r, half, planet) - matches(r, before, planet)
    color, icons, _t = C.HALVES[r][half]
    msg = (N_("{player}: a card produced under {planet} shows {n} {color} (+1 VP).")
           if matches(r, half, planet) else N_("{player}: a card produced under {planet} "
                                                 "shows {n} {color}."))
    state.note(_.msg(msg, player=seat(p), n=icons, planet=C.NAME[planet],
                     color=_.msg({"R": N_("red"), "B": N_("blue"), "G": N_("green"),
                                  "Y": N_("gold")}[color])))


register("show", _show_legal, _show_check, _show_apply)
kind("produce", ("show",))
