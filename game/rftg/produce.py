"""Phase V, Produce: a good on every empty production world (+ draw-if powers), Produce
draw powers, then windfall production (the Produce bonus and windfall powers: the player
picks the empty windfall world for each, in the order they like); at the end the powers
that count what was produced this phase (per Novelty/Alien, per kind, most Rare)."""
from . import cards as C
from .decisions import register, a_good


def _made(state, p):
    return state.work[p]["made"]


def produce_on(state, p, world):
    if not state.add_good(p, world):
        return
    kind = C.GOOD[world]
    made = list(state.work[p]["made"])
    made[kind] += 1
    state.work[p] = {"made": tuple(made), "sources": state.work[p]["sources"]}
    n = C.P_DRAW_IF[world]
    if n:
        state.draw(p, n, f" ({C.NAME[world]} produced)")


def start(state):
    for p in state.order:
        act = state.active[p]
        sources = []
        for c in act:
            for k in C.P_WINDFALL[c]:
                sources.append((c, k))
        if state.bonus[p]:
            sources.append((-1, 0))
        state.work[p] = {"made": (0,) * 6, "sources": tuple(sources)}
        goods = state.goods[p]
        made = []
        for w in act:
            if C.PRODUCE[w] and w not in goods:
                produce_on(state, p, w)
                if w in goods:
                    made.append(w)
        if made:
            state._log(None, ("made", p, tuple(made)))
        n = 0
        gene = C.GENE
        for c in act:
            n += C.P_DRAW[c]
            if C.P_WORLD_GENE[c]:
                n += C.P_WORLD_GENE[c] * sum(1 for w in act if C.IS_WORLD[w] and C.GOOD[w] == gene)
        if n:
            state.draw(p, n, " (Produce powers)")
        if sources:
            state.decision[p] = ("windfall",)   # ends by itself if no target is empty


def _targets(state, p, kind):
    goods = state.goods[p]
    return [w for w in state.tableau[p]
            if C.WINDFALL[w] and w not in goods and (kind == 0 or C.GOOD[w] == kind)]


def _legal(state, p, dec):
    out = []
    for src, kind in state.work[p]["sources"]:
        for w in _targets(state, p, kind):
            out.append(("windfall", src, w))
    return out


def _check(state, p, dec, action):
    if action[0] != "windfall" or len(action) != 3:
        return "choose a windfall power and an empty windfall world: ('windfall', power card or -1, world)"
    src, w = action[1], action[2]
    kinds = [k for s, k in state.work[p]["sources"] if s == src]
    if not kinds:
        return f"{src!r} is not an unused windfall production power of yours (-1 is the Produce bonus)"
    if w not in _targets(state, p, kinds[0]):
        return f"card {w!r} is not an empty windfall world this power can produce on"
    return None


def _apply(state, p, dec, action):
    src, w = action[1], action[2]
    sources = list(state.work[p]["sources"])
    for i, (s, _) in enumerate(sources):
        if s == src:
            del sources[i]
            break
    state.work[p] = {"made": state.work[p]["made"], "sources": tuple(sources)}
    state._log(None, ("windfall", p, w, src))
    produce_on(state, p, w)


register("windfall", _legal, _check, _apply)


def finish(state):
    """End of Produce: draws that count this phase's production."""
    made = [state.work[p]["made"] if state.work[p] else (0,) * 6 for p in range(state.players)]
    for p in state.order:
        n = 0
        m = made[p]
        for c in state.active[p]:
            if not C.HAS_PRODUCE_END[c]:
                continue
            if C.P_EACH_NOVELTY[c]:
                n += m[C.NOVELTY]
            if C.P_EACH_ALIEN[c]:
                n += m[C.ALIEN]
            if C.P_DIFFERENT[c]:
                n += sum(1 for k in C.KINDS if m[k])
            if C.P_MOST_RARE[c]:
                if all(m[C.RARE] > made[q][C.RARE] for q in range(state.players) if q != p):
                    n += C.P_MOST_RARE[c]
        if n:
            state.draw(p, n, " (production powers)")
