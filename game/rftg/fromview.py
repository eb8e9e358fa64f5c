"""Build a state from what one player sees (a view): for an AI that only gets views.

Everything public is copied; every card the player cannot see (other hands, other players'
explored cards, the goods' cards, the discard and draw piles) is dealt at random from the
cards not in view. Other players' secret choices still held are withdrawn (they choose
again), and so are their partial end-of-round discards.
"""
from game.core import Rng
from game.core.actions import freeze

from . import cards as C
from .bonus import build_queue, has_bonus
from .constants import PHASES
from .setup import _blank
from .state import RftgState


def from_view(view, seed=0):
    info = RftgState.info       # the package's INFO (set when game.rftg is imported)
    n = view["players"]
    opts = info.check_options(n, {"advanced": bool(view["advanced"]),
                                  "first_game": bool(view["first_game"])})
    s = _blank(info, n, opts, seed)
    s.logging = False
    rng = Rng(seed)
    me = view["me"]
    if me is None:
        raise ValueError("a spectator view has no hand: build from a player's view")
    seats = view["seats"]
    s.tableau = [list(x["tableau"]) for x in seats]
    s.start = [x["start_world"] for x in seats]
    s.vp = [x["vp_chips"] for x in seats]
    s.pool = view["vp_pool"]
    s.order = list(view["order"])
    s.round = view["round"]
    s.stage = view["phase"]
    s.instance = view["phase_instance"]
    s.chosen = [tuple(x["actions"]) for x in seats]
    s.calls = tuple(tuple(tuple(c) for c in x.get("calls", ())) for x in seats)
    s.over = view["over"]
    s.recent = [_recent(x.get("recent")) for x in seats]
    own = view["decision"]
    known = {c for t in s.tableau for c in t} | set(view["hand"])
    if own and own["kind"] == "explore_keep":
        known |= set(own["cards"])
    hidden = [c for c in range(C.NUM_CARDS) if c not in known]
    rng.shuffle(hidden)
    s.hand[me] = list(view["hand"])
    seen = {}
    for q in range(n):
        if q != me:
            s.hand[q] = [hidden.pop() for _ in range(seats[q]["hand_size"])]
            step = seats[q]["step"]
            if step and step["kind"] == "explore_keep":
                seen[q] = tuple(hidden.pop() for _ in range(step["seen"]))
    for q in range(n):
        for g in seats[q]["goods"]:
            s.goods[q][g["world"]] = hidden.pop()
    s.discard = [hidden.pop() for _ in range(view["discard_size"])]
    s.deck = hidden
    if len(s.deck) != view["deck_size"]:
        raise ValueError("the view's card counts do not add up to 114 cards")
    if s.stage in PHASES:
        queue = build_queue(s)
        done = queue.index((s.stage, s.instance)) + 1
        s.phase_queue = queue[done:]
        s.bonus = [has_bonus(s, p, s.stage, s.instance) for p in range(n)]
        s.active = [tuple(c for c in s.tableau[p] if c not in seats[p]["fresh"])
                    for p in range(n)]
    for q in range(n):
        _decision(s, q, seats[q], own if q == me else None, seen.get(q))
    s._ver += 1
    return s


def _recent(r):
    """The engine's (placed, produced, consumed, drew) from a seat's "recent" dict."""
    if not r:
        return ((), (), (), 0)
    return (tuple(r["placed"]), tuple(r["produced"]), tuple(r["consumed"]), r["drew"])


def _decision(s, q, seat, own, seen):
    step = seat["step"]
    if s.stage == "consume":
        used = tuple(tuple(u) for u in step["used"]) if step and step["kind"] == "consume" else ()
        s.work[q] = {"used": used, "x2": "vp2" in s.chosen[q]}
    elif s.stage == "produce":
        made = [0] * 6
        for name, k in C.KIND_OF_NAME.items():
            made[k] = seat.get("produced", {}).get(name, 0)
        src = tuple((x["card"], C.KIND_OF_NAME.get(x["kind"], 0)) for x in step["sources"]) \
            if step and step["kind"] == "windfall" else ()
        s.work[q] = {"made": tuple(made), "sources": src}
    if step is None:
        return
    kind = step["kind"]
    if own is not None:
        if kind == "explore_keep":
            s.decision[q] = (kind, tuple(own["cards"]), own["keep"])
            s.work[q] = {"seen": tuple(own["cards"])}
        elif kind == "discard":
            s.decision[q] = (kind, own["count"])
            s.work[q] = {"picked": tuple(own["picked"])}
        else:
            s.decision[q] = _from_step(kind, own)
        if own.get("waiting"):
            s.held[q] = freeze(own["choice"])
        return
    if kind == "explore_keep":
        s.decision[q] = (kind, seen, step["keep"])
        s.work[q] = {"seen": seen}
    elif kind == "discard":
        s.decision[q] = (kind, len(s.hand[q]) - 10)
        s.work[q] = {"picked": ()}
    else:
        s.decision[q] = _from_step(kind, step)


def _from_step(kind, d):
    if kind == "initial_discard":
        return (kind, d["count"])
    if kind == "develop_pay":
        return (kind, d["card"], d["cost"])
    if kind == "settle_method":
        return (kind, d["card"], tuple((m["method"], m["cost"]) for m in d["methods"]))
    if kind == "settle_pay":
        return (kind, d["card"], d["method"], d["cost"])
    return (kind,)
