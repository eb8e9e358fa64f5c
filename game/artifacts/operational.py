"""The three operational actions (offensive, revenue, mining: 5 resources of one colour,
never gold), the faction action and the "Action" powers of empire cards."""
from game.core.i18n import N_, domain
from game.core.seats import seat

from . import cards as C
from . import payment
from .decisions import register, is_int
from .keywords import operational, score, effects
from .produce import produce

_ = domain("artifacts")

OPS = {"offensive": ("R", "ship"), "revenue": ("B", "tech"), "mining": ("G", "planet")}
OPS_COST = 5


def _ops_legal_for(word):
    color, kind = OPS[word]

    def legal(state, p, dec):
        if not operational(state, p, kind):
            return []
        return [(word, pay) for pay in
                payment.payments(state, p, color, False, state.limit(p), OPS_COST)]
    return legal


def _ops_check_for(word):
    color, kind = OPS[word]

    def check(state, p, dec, action):
        if len(action) != 2:
            return _("{word} with ('{word}', (resource cards...))", word=word)
        if not operational(state, p, kind):
            return _({"planet": N_("you have no usable operational planet"),
                      "tech": N_("you have no usable operational technology"),
                      "ship": N_("you have no usable operational ship")}[kind])
        return payment.check(state, p, action[1], color, False, state.limit(p), OPS_COST)
    return check


def _ops_apply(state, p, dec, action):
    word = action[0]
    payment.spend(state, p, action[1])
    kind = OPS[word][1]
    state.note(_.msg({"offensive": N_("{player}: starts an offensive."),
                      "revenue": N_("{player}: gains revenue."),
                      "mining": N_("{player}: mines the planets.")}[word], player=seat(p)))
    cards = operational(state, p, kind)
    if word == "offensive":
        state.pose(p, "target", tuple(cards))
    elif word == "revenue":
        for t in cards:
            score(state, p, t)
    else:
        for pl in cards:
            produce(state, p, pl, 1)


for _w in OPS:
    register(_w, _ops_legal_for(_w), _ops_check_for(_w), _ops_apply)


# --- faction action ----------------------------------------------------------------------------
def _faction_legal(state, p, dec):
    color, n = C.FACTION[state.faction[p]]["action"]["cost"]
    return [("faction", pay) for pay in
            payment.payments(state, p, color, False, state.limit(p), n)]


def _faction_check(state, p, dec, action):
    if len(action) != 2:
        return _("use your faction action with ('faction', (resource cards...))")
    color, n = C.FACTION[state.faction[p]]["action"]["cost"]
    return payment.check(state, p, action[1], color, False, state.limit(p), n)


def _faction_apply(state, p, dec, action):
    payment.spend(state, p, action[1])
    f = C.FACTION[state.faction[p]]
    state.note(_.msg("{player}: uses the faction action of {faction}.", player=seat(p),
                     faction=f["name"]))
    effects(state, p, [tuple(x) for x in f["action"]["effect"]])


register("faction", _faction_legal, _faction_check, _faction_apply)


# --- "Action" powers of empire cards -------------------------------------------------------------
def _card_actions(state, p):
    emp = state.empire[p]
    return [c for c in emp if emp[c] == "L" and state.usable(p, c) and C.powers(c, "action")]


def _use_legal(state, p, dec):
    return [("use", c) for c in _card_actions(state, p)]


def _use_check(state, p, dec, action):
    if len(action) != 2 or not is_int(action[1]):
        return _("use a card with ('use', card)")
    c = action[1]
    if c not in state.empire[p]:
        return _("that card is not in your empire")
    if not C.powers(c, "action") or state.empire[p][c] != "L":
        return _("{card} has no Action on the side it shows", card=C.NAME[c])
    if not state.usable(p, c):
        return _("{card} is blockaded: pay to use it first", card=C.NAME[c])
    return None


def _use_apply(state, p, dec, action):
    c = action[1]
    state.note(_.msg("{player}: uses the Action of {card}.", player=seat(p), card=C.NAME[c]))
    effects(state, p, C.powers(c, "action"))


register("use", _use_legal, _use_check, _use_apply)
