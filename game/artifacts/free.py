"""Free actions in the player's own turn (before or after the one action, not an action):
play an alien artifact, use an "Additionally" bonus (once per card per turn), pay 1 credit per
blockade token to use a blockaded card this turn (the end of a turn is in turn_end.py). Also
declares which action words answer the turn's decisions and its follow-ups."""
from game.core.i18n import domain
from game.core.seats import seat

from . import cards as C
from .decisions import register, kind, is_int
from .keywords import effects

_ = domain("artifacts")


def _art_legal(state, p, dec):
    return [("artifact", a) for a in sorted(set(state.arts[p]))]


def _art_check(state, p, dec, action):
    if len(action) != 2 or not is_int(action[1]) or action[1] not in state.arts[p]:
        return _("play an artifact you hold with ('artifact', card)")
    return None


def _art_apply(state, p, dec, action):
    a = action[1]
    state.arts[p].remove(a)
    state.art_discard.append(a)
    state.arts_used[p] += 1
    state.note(_.msg("{player}: plays the artifact {card}.", player=seat(p), card=C.NAME[a]))
    effects(state, p, C.EFFECT[a])


register("artifact", _art_legal, _art_check, _art_apply)


def _bonus_cards(state, p):
    emp = state.empire[p]
    used = state.bonus_used[p]
    return [c for c in emp if emp[c] == "L" and c not in used and state.usable(p, c)
            and C.powers(c, "additionally")]


def _bonus_legal(state, p, dec):
    return [("bonus", c) for c in _bonus_cards(state, p)]


def _bonus_check(state, p, dec, action):
    if len(action) != 2 or not is_int(action[1]):
        return _("use a bonus with ('bonus', card)")
    c = action[1]
    if c not in state.empire[p] or not C.powers(c, "additionally") or state.empire[p][c] != "L":
        return _("that card gives you no Additionally bonus")
    if c in state.bonus_used[p]:
        return _("you already used the bonus of {card} this turn", card=C.NAME[c])
    if not state.usable(p, c):
        return _("{card} is blockaded: pay to use it first", card=C.NAME[c])
    return None


def _bonus_apply(state, p, dec, action):
    c = action[1]
    state.bonus_used[p].append(c)
    state.note(_.msg("{player}: uses the bonus of {card}.", player=seat(p), card=C.NAME[c]))
    effects(state, p, C.powers(c, "additionally"))


register("bonus", _bonus_legal, _bonus_check, _bonus_apply)


def _unlock_legal(state, p, dec):
    return [("unlock", c) for c, t in state.blocks[p].items()
            if c not in state.unlocked[p] and t <= state.credits[p]]


def _unlock_check(state, p, dec, action):
    if len(action) != 2 or not is_int(action[1]):
        return _("pay for a blockaded card with ('unlock', card)")
    c = action[1]
    t = state.blocks[p].get(c, 0)
    if not t:
        return _("that card of yours carries no blockade token")
    if c in state.unlocked[p]:
        return _("you already paid for {card} this turn", card=C.NAME[c])
    if t > state.credits[p]:
        return _("using {card} costs {cost} credits; you have {have}", card=C.NAME[c], cost=t,
                 have=state.credits[p])
    return None


def _unlock_apply(state, p, dec, action):
    c = action[1]
    state.credits[p] -= state.blocks[p][c]
    state.unlocked[p].append(c)
    state.note(_.msg("{player}: pays to use the blockaded {card} this turn.", player=seat(p),
                     card=C.NAME[c]))


register("unlock", _unlock_legal, _unlock_check, _unlock_apply)


FREE = ("artifact", "bonus", "unlock")
kind("main", ("buy", "discover", "develop", "build", "prepare", "trade", "unblock",
              "offensive", "revenue", "mining", "faction", "use") + FREE)
kind("after", FREE + ("end",))
kind("keep", ("keep",))
kind("auto", ("auto", "skip"))
kind("target", ("attack", "hold"))
kind("defend", ("defend",))
kind("blockade", ("blockade",))
