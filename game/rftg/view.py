"""What one player may see (view) and the readable event log (log). Plain JSON-able data."""
from game.core.actions import thaw

from . import cards as C
from .constants import ACTIONS, ACTIONS_ADVANCED, ACTION_TEXT, PHASES
from .consume import powers as consume_powers
from .scoring import score
from .settle import METHOD_TEXT


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
        seats.append({
            "seat": p,
            "start_world": state.start[p],
            "tableau": list(state.tableau[p]),
            "goods": [{"world": w, "kind": C.KIND_NAME[C.GOOD[w]]}
                      for w in state.tableau[p] if w in state.goods[p]],
            "hand_size": len(state.hand[p]),
            "vp_chips": state.vp[p],
            "score": score(state, p),
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
        "hand": sorted(state.hand[me]) if me is not None else [],
        "seats": seats,
        "deciding": deciding,
        "decision": _decision(state, me) if me is not None else None,
        "over": state.over,
    }
    if state.over:
        out["scores"] = state.scores()
        out["winners"] = state.winners()
    return out


def _plural(n, word):
    return f"{n} {word}" + ("" if n == 1 else "s")


_RENDER = {
    "round": lambda r: f"Round {r} begins.",
    "draw": lambda p, n, why: f"Player {p + 1} draws {_plural(n, 'card')}{why}.",
    "drew": lambda ids: "You draw " + ", ".join(C.NAME[c] for c in ids) + ".",
    "chose": lambda p, acts: f"Player {p + 1} chose {' and '.join(ACTION_TEXT[a] for a in acts)}.",
    "explores": lambda p, n: f"Player {p + 1} explores {_plural(n, 'card')}.",
    "keeps": lambda p, n: f"Player {p + 1} keeps {_plural(n, 'card')}.",
    "kept": lambda ids: "You keep " + ", ".join(C.NAME[c] for c in ids) + ".",
    "nodev": lambda p: f"Player {p + 1} does not develop.",
    "dev": lambda p, c, cost: f"Player {p + 1} develops {C.NAME[c]} (cost {cost}).",
    "noset": lambda p: f"Player {p + 1} does not settle.",
    "set": lambda p, c: f"Player {p + 1} settles {C.NAME[c]}.",
    "method": lambda p, m: f"Player {p + 1} {METHOD_TEXT[m]}.",
    "consume": lambda p, n, c, vp, cards: (
        f"Player {p + 1} consumes {_plural(n, 'good')} with {C.NAME[c]} for {vp} VP"
        + (f" and {_plural(cards, 'card')}." if cards else ".")),
    "made": lambda p, ws: f"Player {p + 1} produces goods on " + ", ".join(C.NAME[w] for w in ws) + ".",
    "limit": lambda p, n: f"Player {p + 1} discards {_plural(n, 'card')} down to 10.",
}


def event_text(t):
    """The text of a stored event (plain text, or a (code, *args) tuple)."""
    return t if isinstance(t, str) else _RENDER[t[0]](*t[1:])


def log(state, player):
    return [{"round": r, "text": event_text(t), "private": vis is not None}
            for vis, r, t in state.events if vis is None or vis == player]
