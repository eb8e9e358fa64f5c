"""Why a main action is closed to a player now (the 'unavailable' query, view.py): the turn
widget shows such actions disabled, with the engine's reason, instead of leaving them out.

Only actions a player would look for are listed: a buy from each deck, the three operational
actions, the faction action, completing each card under construction, and removing the
blockades of a row that has some. A trade or a preparation with no card of its colour is
simply not offered."""
from . import cards as C
from . import payment
from .basic import cost
from .keywords import operational
from .operational import OPS, OPS_COST


def unavailable(state, p: int) -> dict:
    """{key: reason} for the actions above that p cannot take in this "main" decision (empty
    when p is not choosing the turn's action). Keys: "buy:planet|tech|ship",
    "offensive", "revenue", "mining", "faction", "con:<card>", "unblock:planet|tech|ship".

        >>> unavailable(s, 0)                                  # doctest: +SKIP
        {'buy:ship': 'this costs 5 credits; you have 3', 'offensive': '...'}
    """
    dec = state.dec
    if not state.may_decide(p) or dec is None or dec[1] != "main":
        return {}
    out: dict = {}
    for kind in C.BUILT_KINDS:
        why = state.explain_illegal(p, ("buy", kind, 0))
        if why:
            out[f"buy:{kind}"] = why
    for word, (color, kind) in OPS.items():
        why = (state.explain_illegal(p, (word, ())) if not operational(state, p, kind) else
               payment.shortfall(state, p, color, False, state.limit(p), OPS_COST))
        if why:
            out[word] = why
    color, n = C.FACTION[state.faction[p]]["action"]["cost"]
    why = payment.shortfall(state, p, color, False, state.limit(p), n)
    if why:
        out["faction"] = why
    for card in state.under[p]:
        kind = C.KIND[card]
        why = payment.shortfall(state, p, C.KIND_COLOR[kind], True, state.limit(p, kind),
                                cost(state, p, card))
        if why:
            out[f"con:{card}"] = why
    for kind in C.BUILT_KINDS:
        if any(t for c, t in state.blocks[p].items() if C.KIND[c] == kind):
            why = payment.shortfall(state, p, C.KIND_COLOR[kind], True, state.limit(p), 2)
            if why:
                out[f"unblock:{kind}"] = why
    return out

