"""Attacks: choosing one target for the ships that attack, the defender's plan, each ship's
attack value (the top resource card's number + the ship's own bonus + Ongoing attack bonuses,
minus the defender's Ongoing defense, at most 4), the results (Damaged, Destroyed, VP,
artifacts, credits, blockade tokens) and placing blockade tokens."""
from itertools import combinations
from typing import Optional

from game.core.i18n import domain
from game.core.seats import seat

from . import cards as C
from .decisions import register, is_int, int_tuple, plural
from .keywords import effects

_ = domain("artifacts")

MAX_VALUE = 4


def _ship_sets(ships: tuple) -> list:
    if len(ships) == 1:
        return [ships]
    out = [ships]
    if len(ships) <= 3:
        for k in range(len(ships) - 1, 0, -1):
            out.extend(combinations(ships, k))
    else:
        out.extend((s,) for s in ships)
    return out


def _targets(state, p):
    out = [("alien", i) for i in range(len(state.alien_row))]
    out += [("empire", q) for q in range(state.players) if q != p]
    return out


def _target_legal(state, p, dec):
    ships = tuple(s for s in dec[2] if s in state.empire[p] and state.usable(p, s))
    if not ships:
        return []
    out = []
    for what, i in _targets(state, p):
        for group in _ship_sets(ships):
            out.append(("attack", what, i, group))
    return out + [("hold",)]


def _target_check(state, p, dec, action):
    if action == ("hold",):
        return None
    if action[0] != "attack" or len(action) != 4:
        return _("attack with ('attack', 'alien' or 'empire', index or seat, (ships...)) or "
                 "('hold',)")
    what, i, group = action[1], action[2], action[3]
    if (what, i) not in _targets(state, p):
        return _("choose an alien system in the row or another player's empire")
    err = int_tuple(group, "ships")
    if err:
        return err
    if not group:
        return _("choose at least one ship")
    for s in group:
        if s not in dec[2] or s not in state.empire[p]:
            return _("only the ships this attack allows may join it")
        if not state.usable(p, s):
            return _("{card} is blockaded: pay to use it first", card=C.NAME[s])
    return None


def _target_apply(state, p, dec, action):
    if action[0] == "hold":
        state.note(_.msg("{player}: does not attack.", player=seat(p)))
        return
    what, i, group = action[1], action[2], action[3]
    if what == "alien":
        state.note(_.msg("{player}: attacks {card} with {ships}.", player=seat(p),
                         card=C.NAME[state.alien_row[i]],
                         ships=", ".join(C.NAME[s] for s in group)))
        resolve(state, p, group, state.alien_row[i], None)
        card = state.alien_row.pop(i)
        state.decks["alien"].insert(0, card)
        top = state.draw_from("alien")
        if top is not None:
            state.alien_row.append(top)
    else:
        state.note(_.msg("{player}: attacks the empire of {other} with {ships}.",
                         player=seat(p), other=seat(i),
                         ships=", ".join(C.NAME[s] for s in group)))
        state.todo.insert(0, (i, "defend", p, group))


register("attack", _target_legal, _target_check, _target_apply)
register("hold", lambda s, p, d: [], _target_check, _target_apply)


def _defend_legal(state, q, dec):
    return [("defend", C.BASIC_PLAN)] + [("defend", d) for d in sorted(set(state.plans[q]))]


def _defend_check(state, q, dec, action):
    if len(action) != 2 or not is_int(action[1]):
        return _("defend with ('defend', plan)")
    if action[1] != C.BASIC_PLAN and action[1] not in state.plans[q]:
        return _("that defense plan is not in your hand")
    return None


def _defend_apply(state, q, dec, action):
    p, group = dec[2], dec[3]
    state.note(_.msg("{player}: defends with {card}.", player=seat(q), card=C.NAME[action[1]]))
    tokens = resolve(state, p, group, action[1], q)
    if tokens and not state.empire[q]:      # said: the blockade decisions are never posed
        state.note(_.nmsg("{other} has no card to blockade: the {n} token won is not placed.",
                          "{other} has no card to blockade: the {n} tokens won are not "
                          "placed.", tokens, other=seat(q)))
    elif tokens > state.tokens:
        state.note(_.nmsg("Only {n} blockade token is left to place.",
                          "Only {n} blockade tokens are left to place.", state.tokens))
    for _i in range(min(tokens, state.tokens)):
        state.todo.insert(0, (p, "blockade", q))


register("defend", _defend_legal, _defend_check, _defend_apply)


def attack_bonus(state, p: int, ship: int, defender: Optional[int] = None) -> int:
    """The ship's own bonus + p's Ongoing attack bonuses (+ 'hunt' against an alien system,
    defender None) − the defending empire's Ongoing defense."""
    v = C.BONUS[ship] + state.ongoing_sum(p, "attack")
    if defender is None:
        v += state.ongoing_sum(p, "hunt")
    else:
        v -= state.ongoing_sum(defender, "defense")
    return v


def attack_value(state, p: int, ship: int, number: int, defender) -> int:
    return max(1, min(MAX_VALUE, number + attack_bonus(state, p, ship, defender)))


def resolve(state, p: int, group: tuple, target: int, defender) -> int:
    """Each ship attacks on its own; returns the blockade tokens won. One attack for powers."""
    tokens = 0
    raid = state.ongoing_sum(p, "raid")
    if raid:
        state.credits[p] += raid
    for s in group:
        if s not in state.empire[p]:
            continue
        r = state.draw_top()
        number = C.NUMBER[r] if r is not None else 1
        if r is not None:
            state.res_discard.append(r)
        v = attack_value(state, p, s, number, defender)
        codes = C.RESULTS[target][v - 1]
        state.note(_.msg("{player}: {card} attacks with value {v}.", player=seat(p),
                         card=C.NAME[s], v=v))
        if not codes:
            state.note(_.msg("{player}: the attack of {card} has no effect.", player=seat(p),
                             card=C.NAME[s]))
        for code in codes:
            what = code[0]
            if what == "damaged":
                damage(state, p, s)
            elif what == "destroyed":
                destroy(state, p, s)
            elif what == "blockade":
                tokens += code[1]
                state.note(_.nmsg("{player}: the attack of {card} wins {n} blockade token.",
                                  "{player}: the attack of {card} wins {n} blockade tokens.",
                                  code[1], player=seat(p), card=C.NAME[s]))
            elif what == "def_vp":
                state.vp[defender] += code[1]
                state.note(_.msg("{player}: scores {n} VP for the defense.",
                                 player=seat(defender), n=code[1]))
            elif what == "credits" and defender is not None:
                if code[1] > 0:
                    take = min(code[1], state.credits[defender])
                    state.credits[defender] -= take
                    state.credits[p] += take
                    state.note(_.nmsg("{player}: takes {n} credit from {other}.",
                                      "{player}: takes {n} credits from {other}.", take,
                                      player=seat(p), other=seat(defender)))
                else:
                    give = min(-code[1], state.credits[p])
                    state.credits[p] -= give
                    state.credits[defender] += give
                    state.note(_.nmsg("{player}: gives {n} credit to {other}.",
                                      "{player}: gives {n} credits to {other}.", give,
                                      player=seat(p), other=seat(defender)))
            else:
                held = len(state.arts[p])
                effects(state, p, (code,))
                _say_gain(state, p, what, len(state.arts[p]) - held if what == "artifact"
                          else code[1])
    return tokens


def _say_gain(state, p: int, what: str, n: int) -> None:
    """The public line of what an attack result gave the attacker (VP, credits, artifacts:
    which artifact only its owner reads, in effects' own line)."""
    if n <= 0:
        return
    if what == "vp":
        state.note(_.msg("{player}: scores {n} VP for the attack.", player=seat(p), n=n))
    elif what == "credits":
        state.note(_.nmsg("{player}: gains {n} credit.", "{player}: gains {n} credits.", n,
                          player=seat(p)))
    elif what == "artifact":
        state.note(_.nmsg("{player}: gains {n} artifact.", "{player}: gains {n} artifacts.", n,
                          player=seat(p)))


def _leave_empire(state, p, ship):
    del state.empire[p][ship]
    n = state.blocks[p].pop(ship, 0)
    state.tokens += n


def damage(state, p: int, ship: int) -> None:
    """Damaged: the ship goes back under construction (its side may change when rebuilt)."""
    _leave_empire(state, p, ship)
    state.under[p][ship] = []
    state.note(_.msg("{player}: {card} is damaged and returns under construction.",
                     player=seat(p), card=C.NAME[ship]))


def destroy(state, p: int, ship: int) -> None:
    """Destroyed: the ship goes under the ship deck."""
    _leave_empire(state, p, ship)
    state.decks["ship"].insert(0, ship)
    state.note(_.msg("{player}: {card} is destroyed.", player=seat(p), card=C.NAME[ship]))


def _blockade_legal(state, p, dec):
    if state.tokens <= 0:
        return []
    return [("blockade", c) for c in state.empire[dec[2]]]


def _blockade_check(state, p, dec, action):
    if len(action) != 2 or action[1] not in state.empire[dec[2]]:
        return _("place the blockade token on a card of the empire of {player}",
                 player=seat(dec[2]))
    if state.tokens <= 0:
        return _("no blockade tokens are left")
    return None


def _blockade_apply(state, p, dec, action):
    q, c = dec[2], action[1]
    state.blocks[q][c] = state.blocks[q].get(c, 0) + 1
    state.tokens -= 1
    state.note(_.msg("{player}: places a blockade token on {card} of {other}.",
                     player=seat(p), card=C.NAME[c], other=seat(q)))


register("blockade", _blockade_legal, _blockade_check, _blockade_apply)
