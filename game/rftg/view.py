"""What one player may see (view) and the readable event log (log). Plain JSON-able data."""
from game.core.actions import thaw

from . import cards as C
from .constants import ACTIONS, ACTIONS_ADVANCED, ACTION_TEXT, PHASES
from .consume import powers as consume_powers, gain, trade_value
from .decisions import plural, a_good
from .develop import cost as develop_cost
from .scoring import parts, military
from .settle import METHOD_TEXT, cheapest


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
    return out


def _method(p, m, world, cost):
    what = METHOD_TEXT[m].format(world=C.NAME[world], cost=plural(cost, "card"))
    return f"Player {p + 1} {what}."


def _consume(p, n, c, vp, cards, doubled):
    gets = [f"{vp} VP" + (" (doubled)" if doubled else "")] if vp or not cards else []
    if cards:
        gets.append(plural(cards, "card"))
    return f"Player {p + 1} consumes {plural(n, 'good')} with {C.NAME[c]} for {' and '.join(gets)}."


_RENDER = {
    "round": lambda r: f"Round {r} begins.",
    "draw": lambda p, n, why: f"Player {p + 1} draws {plural(n, 'card')}{why}.",
    "drew": lambda ids, why: "You draw " + ", ".join(C.NAME[c] for c in ids) + f"{why}.",
    "chose": lambda p, acts: f"Player {p + 1} chooses {' and '.join(ACTION_TEXT[a] for a in acts)}.",
    "explores": lambda p, n: f"Player {p + 1} explores {plural(n, 'card')}.",
    "keeps": lambda p, n: f"Player {p + 1} keeps {plural(n, 'card')}.",
    "kept": lambda ids: "You keep " + ", ".join(C.NAME[c] for c in ids) + ".",
    "nodev": lambda p: f"Player {p + 1} does not develop.",
    "dev": lambda p, c, cost: f"Player {p + 1} develops {C.NAME[c]} (cost {cost}).",
    "noset": lambda p: f"Player {p + 1} does not settle.",
    "set": lambda p, c: f"Player {p + 1} settles {C.NAME[c]}.",
    "method": _method,
    "consume": _consume,
    "made": lambda p, ws: (f"Player {p + 1} produces " + ", ".join(
        f"{a_good(C.GOOD[w])} on {C.NAME[w]}" for w in ws) + "."),
    "limit": lambda p, n: f"Player {p + 1} discards {plural(n, 'card')} down to 10.",
}
# public events whose actor also gets a private line saying more (the actor sees only that)
_COVERED = {"draw", "keeps"}


def event_text(t):
    """The text of a stored event (plain text, or a (code, *args) tuple)."""
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
