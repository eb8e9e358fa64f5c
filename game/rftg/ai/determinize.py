"""Determinization: a full Race state sampled to agree with what one player may see.

The AI only ever gets `view(player)`. To search or look ahead it needs complete states, so this
module builds one from the view: every public part (tableaux, which worlds hold goods, hand
sizes, chips, pool, round, phase, chosen actions, own hand and own decision) is copied, and every
card the player cannot see — opponents' hands, the cards an opponent is exploring, the draw pile
order, the discard pile and the identity of each face-down good — is dealt at random from the
cards that are not visible to the player. Hidden choices that opponents have already made in a
simultaneous step are not known either: in the sample those opponents decide again.

What is not in the view is approximated, which changes only how the sample plays on, never what
the player may see: the tableau snapshot of the running phase is the tableau (minus the card the
player itself is paying for); an opponent halfway through its own consume or windfall steps
restarts them; production counted this phase starts at zero.
"""
from .. import cards as C
from ..state import RftgState
from .. import phases
from ..explore import amounts as explore_amounts
from ..develop import cost as develop_cost
from ..settle import methods as settle_methods

_KIND = {"novelty": C.NOVELTY, "rare": C.RARE, "gene": C.GENE, "alien": C.ALIEN}


def visible_cards(view):
    """Card ids the viewer can see: own hand, every tableau, own cards being explored."""
    seen = set(view["hand"])
    for seat in view["seats"]:
        seen.update(seat["tableau"])
    dec = view.get("decision")
    if dec and dec["kind"] == "explore_keep":
        seen.update(dec["cards"])
    return seen


def sample_state(view, player, rng):
    """A complete RftgState consistent with `view` (the view of `player`); see the module doc."""
    n = view["players"]
    options = {"advanced": bool(view["advanced"]), "first_game": bool(view.get("first_game"))}
    s = RftgState(n, options, rng.below(1 << 62))
    s._init_empty(n, options)
    s.logging = False
    seats = view["seats"]
    s.tableau = [list(seat["tableau"]) for seat in seats]
    s.start = [seat["start_world"] for seat in seats]
    s.vp = [seat["vp_chips"] for seat in seats]
    s.chosen = [tuple(seat["actions"]) for seat in seats]
    s.order = list(view["order"])
    s.pool = view["vp_pool"]
    s.round = view["round"]
    s.stage = view["phase"]
    s.instance = view["phase_instance"]

    visible = visible_cards(view)
    unseen = [c for c in range(C.NUM_CARDS) if c not in visible]
    rng.shuffle(unseen)

    def take(k):
        got = unseen[len(unseen) - k:] if k > 0 else []
        del unseen[len(unseen) - len(got):]
        return got

    s.hand = [[] for _ in range(n)]
    s.hand[player] = list(view["hand"])
    for p in range(n):
        if p != player:
            s.hand[p] = take(seats[p]["hand_size"])
    for p in range(n):
        for g in seats[p]["goods"]:
            got = take(1)
            if got:
                s.goods[p][g["world"]] = got[0]
    _rebuild_flow(s, view, player, take)
    s.discard = take(view["discard_size"])
    s.deck = unseen[:]          # whatever is left is the draw pile (already shuffled)
    del unseen[:]
    s._ver += 1
    return s


def _rebuild_flow(s, view, player, take):
    """Phase queue, bonuses, snapshot and every player's current decision."""
    n = s.players
    stage = s.stage
    s.active = [tuple(t) for t in s.tableau]
    s.decision = [None] * n
    s.held = [None] * n
    s.work = [None] * n
    mine = view.get("decision")
    if stage in phases.START:
        queue = phases.build_queue(s)
        key = (stage, s.instance)
        s.phase_queue = queue[queue.index(key) + 1:] if key in queue else []
        for p in range(n):
            s.bonus[p] = phases.has_bonus(s, p, stage, s.instance)
    elif stage in ("discard", "end_round"):
        s.phase_queue = []
    if stage in ("initial_discard", "action"):
        for p in range(n):
            s.decision[p] = ("initial_discard", 2) if stage == "initial_discard" else ("action",)
        _own(s, view, player, mine)
        return
    if stage == "discard":
        for p in range(n):
            extra = len(s.hand[p]) - 10
            if extra > 0:
                s.decision[p] = ("discard", extra)
                s.work[p] = {"picked": ()}
        _own(s, view, player, mine)
        return
    if stage == "explore":
        for p in range(n):
            if p != player:
                see, keep = explore_amounts(s, p)
                seen = tuple(take(see))
                if seen:
                    s.decision[p] = ("explore_keep", seen, min(keep, len(seen)))
                    s.work[p] = {"seen": seen}
        _own(s, view, player, mine)
        return
    if stage in ("develop", "settle"):
        pre = mine is not None and mine["kind"] in ("develop", "settle")
        for p in range(n):
            if p == player:
                continue
            if pre:
                s.decision[p] = (stage,)
            elif p in view["deciding"] and s.tableau[p]:
                last = s.tableau[p][-1]
                s.active[p] = tuple(c for c in s.active[p] if c != last)
                if stage == "develop":
                    need = develop_cost(s, p, last)
                    if need and C.IS_DEV[last]:
                        s.decision[p] = ("develop_pay", last, need)
                elif C.IS_WORLD[last]:
                    ms = tuple(settle_methods(s, p, last, len(s.hand[p])))
                    if ms:
                        s.decision[p] = ("settle_method", last, ms)
        _own(s, view, player, mine)
        return
    if stage == "consume":
        for p in range(n):
            s.work[p] = {"used": (), "x2": "vp2" in s.chosen[p]}
            if p != player and p in view["deciding"]:
                s.decision[p] = ("consume",)
                if not s.legal_actions(p):
                    s.decision[p] = None
                s._legal = {}
        _own(s, view, player, mine)
        return
    if stage == "produce":
        for p in range(n):
            s.work[p] = {"made": (0,) * 6, "sources": ()}
        _own(s, view, player, mine)
        return
    _own(s, view, player, mine)


def _own(s, view, p, mine):
    """The searching player's own decision, exactly as the view shows it."""
    if not mine:
        s.decision[p] = None
        return
    kind = mine["kind"]
    if kind in ("initial_discard",):
        dec = (kind, mine["count"])
    elif kind == "discard":
        dec = (kind, mine["count"])
        s.work[p] = {"picked": tuple(mine.get("picked", ()))}
    elif kind == "action":
        dec = ("action",)
    elif kind == "explore_keep":
        dec = (kind, tuple(mine["cards"]), mine["keep"])
        s.work[p] = {"seen": tuple(mine["cards"])}
    elif kind in ("develop", "settle"):
        dec = (kind,)
    elif kind == "develop_pay":
        dec = (kind, mine["card"], mine["cost"])
        s.active[p] = tuple(c for c in s.active[p] if c != mine["card"])
    elif kind == "settle_method":
        dec = (kind, mine["card"], tuple((m["method"], m["cost"]) for m in mine["methods"]))
        s.active[p] = tuple(c for c in s.active[p] if c != mine["card"])
    elif kind == "settle_pay":
        dec = (kind, mine["card"], mine["method"], mine["cost"])
        s.active[p] = tuple(c for c in s.active[p] if c != mine["card"])
    elif kind == "trade":
        dec = ("trade",)
    elif kind == "consume":
        dec = ("consume",)
        listed = {(pw["card"], pw["power"]) for pw in mine["powers"]}
        used = tuple((c, pw[0]) for c in s.active[p] for pw in C.CONSUME[c]
                     if (c, pw[0]) not in listed)
        s.work[p] = {"used": used, "x2": bool(mine["x2"])}
    elif kind == "windfall":
        dec = ("windfall",)
        sources = tuple((src["card"], 0 if src["kind"] == "any" else _KIND[src["kind"]])
                        for src in mine["sources"])
        s.work[p] = {"made": (0,) * 6, "sources": sources}
    else:
        raise ValueError(f"unknown decision kind {kind!r}")
    s.decision[p] = dec
    s.held[p] = None
