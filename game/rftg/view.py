"""What one player may see (view) and the readable event log (log). Plain JSON-able data."""
from game.core.actions import thaw
from game.core.i18n import N_, domain

from . import cards as C
from . import words as W
from .constants import ACTIONS, ACTIONS_ADVANCED, END_TABLEAU, PHASES
from .consume import powers as consume_powers, gain, trade_value
from .develop import cost as develop_cost
from .scoring import parts, military
from .settle import cheapest
from .words import name as N

_ = domain("rftg")


def _decision(state, p):
    dec = state.decision[p]
    if dec is None:
        return None
    kind = dec[0]
    out = {"kind": kind}
    if kind in ("initial_discard", "discard"):
        out["count"] = dec[1]
        if kind == "discard":
            out["picked"] = list(state.work[p]["picked"])
    elif kind == "action":
        out["cards"] = list(ACTIONS_ADVANCED if state.advanced else ACTIONS)
        out["choose"] = 2 if state.advanced else 1
    elif kind == "explore_keep":
        out["cards"] = list(dec[1])
        out["keep"] = dec[2]
    elif kind == "develop_pay":
        out["card"], out["cost"] = dec[1], dec[2]
    elif kind == "settle_method":
        out["card"] = dec[1]
        out["methods"] = [{"method": m, "cost": c} for m, c in dec[2]]
    elif kind == "settle_pay":
        out["card"], out["method"], out["cost"] = dec[1], dec[2], dec[3]
    elif kind == "consume":
        out["x2"] = state.work[p]["x2"]
        out["powers"] = [{"card": c, "power": pw[0], "type": C.C_NAMES[pw[1]],
                          "kind": C.KIND_NAME[pw[2]] or "any", "value": pw[3], "times": pw[4]}
                         for c, pw in consume_powers(state, p)]
        gains = []
        for a in state.legal_actions(p):
            if a[0] == "consume":
                vp, cards, doubled = gain(state, p, a)
                gains.append([thaw(a), {"vp": vp, "cards": cards, "doubled": doubled}])
        out["gains"] = gains
    elif kind == "develop":
        out["costs"] = [[a[1], develop_cost(state, p, a[1])]
                        for a in state.legal_actions(p) if a[0] == "develop"]
    elif kind == "settle":
        room = len(state.hand[p]) - 1
        out["costs"] = [[a[1], cheapest(state, p, a[1], room)]
                        for a in state.legal_actions(p) if a[0] == "settle"]
    elif kind == "trade":
        out["values"] = [[w, trade_value(state, p, w)] for w in sorted(state.goods[p])]
    elif kind == "windfall":
        out["sources"] = [{"card": s, "kind": C.KIND_NAME[k] or "any"}
                          for s, k in state.work[p]["sources"]]
    if state.held[p] is not None:
        out["waiting"] = True
        out["choice"] = thaw(state.held[p])
    return out


def _step(state, p):
    """The public side of seat p's current decision (what everyone at the table can see)."""
    dec = state.decision[p]
    if dec is None:
        return None
    kind = dec[0]
    out = {"kind": kind, "waiting": state.held[p] is not None}
    if kind in ("initial_discard", "discard"):
        out["count"] = dec[1]
    elif kind == "explore_keep":
        out["seen"], out["keep"] = len(dec[1]), dec[2]
    elif kind in ("develop_pay", "settle_method", "settle_pay", "windfall"):
        full = _decision(state, p)
        full.pop("waiting", None)
        full.pop("choice", None)
        out.update(full)
    elif kind == "consume":
        out["used"] = [list(u) for u in state.work[p]["used"]]
        out["x2"] = state.work[p]["x2"]
    return out


def view(state, player):
    me = player if isinstance(player, int) and 0 <= player < state.players else None
    deciding = state.deciders()
    seats = []
    for p in range(state.players):
        tab = state.tableau[p]
        sp = parts(tab, state.vp[p])
        rp = state.recent[p]
        seats.append({
            "seat": p,
            "start_world": state.start[p],
            "tableau": list(state.tableau[p]),
            "goods": [{"world": w, "kind": C.KIND_NAME[C.GOOD[w]]}
                      for w in state.tableau[p] if w in state.goods[p]],
            "hand_size": len(state.hand[p]),
            "vp_chips": state.vp[p],
            "score": sp["total"],
            "score_parts": sp,
            "military": military(tab),
            "tiebreak": len(state.hand[p]) + len(state.goods[p]),
            "recent": {"placed": list(rp[0]), "produced": list(rp[1]),
                       "consumed": list(rp[2]), "drew": rp[3]},
            "actions": list(state.chosen[p]),
            # the action cards it revealed in each round so far, this one included once shown
            "calls": [list(c) for c in state.calls[p]],
            "deciding": p in deciding,
            "step": _step(state, p),
            "fresh": ([c for c in state.tableau[p] if c not in state.active[p]]
                      if state.stage in PHASES else []),
        })
        if state.stage == "produce" and state.work[p]:
            made = state.work[p]["made"]
            seats[-1]["produced"] = {C.KIND_NAME[k]: made[k] for k in C.KINDS}
    out = {
        "game": "rftg",
        "players": state.players,
        "advanced": state.advanced,
        "first_game": bool(state.options.get("first_game")),
        "me": me,
        "round": state.round,
        "phase": state.stage,
        "phase_instance": state.instance,
        "order": list(state.order),
        "deck_size": len(state.deck),
        "discard_size": len(state.discard),
        "vp_pool": state.pool,
        "vp_pool_shown": max(0, state.pool),
        "hand": sorted(state.hand[me]) if me is not None else [],
        "seats": seats,
        "deciding": deciding,
        "decision": _decision(state, me) if me is not None else None,
        "over": state.over,
    }
    if state.over:     # as state.scores() / winners(), from the parts computed above
        out["scores"] = [x["score"] for x in seats]
        keys = [(x["score"], x["tiebreak"]) for x in seats]
        out["winners"] = [q for q, k in enumerate(keys) if k == max(keys)]
        out["end"] = end_reason(state)
    return out


def end_reason(state) -> dict:
    """Why a finished game ended (the rulebook's two conditions, checked at the end of a round):
    the seats whose tableau holds END_TABLEAU or more cards, whether the VP chips ran out,
    and the number of rounds played. words.end_reason says it in words."""
    full = [p for p in range(state.players) if len(state.tableau[p]) >= END_TABLEAU]
    return {"rounds": state.round, "tableau_seats": full, "tableau_size": END_TABLEAU,
            "chips_gone": state.pool <= 0}


def _method(p, m, world, cost):
    w, pl = N(world), W.player(p)
    texts = {
        "pay": lambda: _("{player} pays {cards} for {card}.", player=pl, cards=W.cards(cost),
                         card=w),
        "conquer": lambda: _("{player} conquers {card}.", player=pl, card=w),
        "colony_ship": lambda: _("{player} discards {ship} to place {card} for free.",
                                 player=pl, ship=_("Colony Ship"), card=w),
        "conquer_tactics": lambda: _("{player} discards {tactics} (+3 Military) and conquers "
                                     "{card}.", player=pl, tactics=_("New Military Tactics"),
                                     card=w),
        "contact": lambda: _("{player} pays {cards} for {card} as a non-military world "
                             "({contact}).", player=pl, cards=W.cards(cost), card=w,
                             contact=_("Contact Specialist")),
        "contact_colony_ship": lambda: _("{player} places {card} for free with {contact} and "
                                         "{ship}.", player=pl, card=w,
                                         contact=_("Contact Specialist"),
                                         ship=_("Colony Ship")),
    }
    return texts[m]()


def _consume(p, n, c, vp, cards, doubled):
    gets = []
    if vp or not cards:
        gets.append(_("{n} VP (doubled)", n=vp) if doubled else W.vp(vp))
    if cards:
        gets.append(W.cards(cards))
    return _.n("{player} consumes {n} good with {card} for {gets}.",
               "{player} consumes {n} goods with {card} for {gets}.", n, player=W.player(p),
               card=N(c), gets=W.both(gets))


# why a player draws (state.draw's note): the English note is the message id
WHY = (N_(" (Settle bonus)"), N_(" (after settling)"), N_(" (trade)"), N_(" (Develop power)"),
       N_(" (after developing)"), N_(" (Produce powers)"), N_(" (production powers)"))


def _why(why: str) -> str:
    if not why or why in WHY:
        return _(why) if why else ""
    # a card named here is the public source of the draw, not a card drawn: said so in words
    if why.endswith(" produced)"):
        return _(" (after producing on {card})", card=_(why[2:-len(" produced)")]))
    if why.startswith(" (") and why.endswith(")"):
        return _(" (power of {card})", card=_(why[2:-1]))
    return why


def _gamble(p, n, card, c, hit):
    if hit:
        return _("{player} gambles on {n} with {card} and reveals {revealed} (cost {cost}): "
                 "kept.", player=W.player(p), n=n, card=N(card), revealed=N(c), cost=C.COST[c])
    return _("{player} gambles on {n} with {card} and reveals {revealed} (cost {cost}): "
             "discarded.", player=W.player(p), n=n, card=N(card), revealed=N(c), cost=C.COST[c])


def _windfall(p, w, src):
    if src < 0:
        return _("{player} produces {good} on {card} (Produce bonus).", player=W.player(p),
                 good=W.a_good(C.GOOD[w]), card=N(w))
    return _("{player} produces {good} on {card} ({source}).", player=W.player(p),
             good=W.a_good(C.GOOD[w]), card=N(w), source=N(src))


_RENDER = {
    "round": lambda r: _("Round {n} begins.", n=r),
    # what a draw or a keep shows: the count to everyone; the cards only to their owner, whose
    # line says it is private
    "draw": lambda p, n, why: _("{player} draws {cards} face down{why}.", player=W.player(p),
                                cards=W.cards(n), why=_why(why)),
    "drew": lambda ids, why: _("Only you see this: you draw {names}{why}.",
                               names=", ".join(N(c) for c in ids), why=_why(why)),
    "chose": lambda p, acts: _("{player} chooses {actions}.", player=W.player(p),
                               actions=W.both(W.action(a) for a in acts)),
    "explores": lambda p, n: _("{player} explores {cards}.", player=W.player(p),
                               cards=W.cards(n)),
    "keeps": lambda p, n: _("{player} keeps {cards}.", player=W.player(p), cards=W.cards(n)),
    "kept": lambda ids: _("Only you see this: you keep {names}.",
                          names=", ".join(N(c) for c in ids)),
    "nodev": lambda p: _("{player} does not develop.", player=W.player(p)),
    "dev": lambda p, c, cost: _("{player} develops {card} (cost {cost}).", player=W.player(p),
                                card=N(c), cost=cost),
    "noset": lambda p: _("{player} does not settle.", player=W.player(p)),
    "set": lambda p, c: _("{player} settles {card}.", player=W.player(p), card=N(c)),
    "method": _method,
    "consume": _consume,
    "made": lambda p, ws: _("{player} produces {goods}.", player=W.player(p), goods=", ".join(
        _("{good} on {card}", good=W.a_good(C.GOOD[w]), card=N(w)) for w in ws)),
    "discards": lambda p, n: _("{player} discards {cards}.", player=W.player(p),
                               cards=W.cards(n)),
    "limit": lambda p, n: _("{player} discards {cards} down to 10.", player=W.player(p),
                            cards=W.cards(n)),
    "sells": lambda p, w, n: _("{player} sells {good} from {card} for {cards}.",
                               player=W.player(p), good=W.a_good(C.GOOD[w]), card=N(w),
                               cards=W.cards(n)),
    "sells_with": lambda p, w, c, n: _("{player} sells {good} with {card} for {cards}.",
                                       player=W.player(p), good=W.a_good(C.GOOD[w]),
                                       card=N(c), cards=W.cards(n)),
    "gamble": _gamble,
    "discards_for_vp": lambda p, n, c, vp: _("{player} discards {cards} with {card} for {vp}.",
                                             player=W.player(p), cards=W.cards(n), card=N(c),
                                             vp=W.vp(vp)),
    "windfall": _windfall,
    "starts": lambda p, c: _("{player} starts with {card}.", player=W.player(p), card=N(c)),
    "over": lambda: _("The game is over."),
    "reshuffle": lambda: _("The discard pile is shuffled into a new draw pile."),
}
# public events whose actor also gets a private line saying more (the actor sees only that)
_COVERED = {"draw", "keeps"}


def event_text(t):
    """The text of a stored event (a (code, *args) tuple, or plain text), in the language of
    the moment: events are stored as codes and rendered when the log is read."""
    return t if isinstance(t, str) else _RENDER[t[0]](*t[1:])


def log(state, player):
    out = []
    for vis, r, t in state.events:
        if vis is None:
            if player is not None and type(t) is tuple and t[0] in _COVERED and t[1] == player:
                continue
            out.append({"round": r, "text": event_text(t), "private": False})
        elif vis == player:
            out.append({"round": r, "text": event_text(t), "private": True})
    return out
