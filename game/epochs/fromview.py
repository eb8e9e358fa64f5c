"""A complete state built from one player's view, hidden cards dealt at random.

Everything public is copied; the other player's secret epoch cards (from the deal) and
science cards, and the order of every deck, are dealt from the cards the player cannot see.
Used by the AI (it sees only the view) and tested against determinize.
"""
from game.core import Rng

from . import cards as C
from .state import EpochsState


def from_view(view: dict, seed: int = 0) -> EpochsState:
    """A state consistent with `view` (which must be a player's view, not a spectator's)."""
    me = view["you"]
    if me is None:
        raise ValueError("a spectator's view hides both hands: take a player's view")
    edition = view.get("edition", C.CURRENT.edition)
    s = EpochsState(2, {"edition": edition}, seed)
    s.info = EpochsState.info     # set by the package (game/epochs/__init__.py)
    s._init_empty()
    s.k = C.content(edition)
    s.logging = False
    rng = Rng(seed)
    o = 1 - me
    seen = set(view["offer"]) | set(view["discard"])
    for p, pv in enumerate(view["players"]):
        seen.update(pv["tableau"])
        seen.update(pv["researched"])
        seen.update(pv["known_hand"])
        for pl in pv["planets"]:
            s.quarters[pl["card"]] = list(pl["quarters"])
            seen.update(q for q in pl["quarters"] if type(q) is int)
            if pl["ship"] is not None:
                s.ship_on[pl["card"]] = pl["ship"]
            if pl["colonised"]:
                s.colonised[p].append(pl["card"])
        s.tokens[p] = pv["tokens"]
        s.vp[p] = pv["vp"]
        s.income[p] = pv["income"]
        s.prod[p] = [pv["production"][r] for r in C.RESOURCES]
        s.infl[p] = dict(pv["influence"])
        s.tableau[p] = list(pv["tableau"])
        s.objects[p] = dict(pv["objects"])
        s.researched[p] = list(pv["researched"])
        s.passed[p] = pv["passed"]
    mine = view["players"][me]
    s.hand[me] = list(mine["hand"])
    s.sci[me] = list(mine["science"])
    seen.update(mine["hand"])
    seen.update(mine["science"])
    pend = view["pending"]
    if pend is not None:
        seen.add(pend["card"])
        seen.update(x for x in pend["paid"] if x != "token")
        s.pending = {"card": pend["card"], "target": tuple(pend["target"]),
                     "mode": pend["mode"], "need": tuple(pend["need"]),
                     "paid": list(pend["paid"])}
    seen.discard(-1)
    ov = view["players"][o]
    unknown_secret = ov["hand_count"] - len(ov["known_hand"])
    pool1 = sorted(c for c in C.DECK[1] if c not in seen)
    rng.shuffle(pool1)
    secret = pool1[:unknown_secret]
    s.hand[o] = list(ov["known_hand"]) + secret
    s.secret[o] = set(secret)
    s.secret[me] = set(mine["hand"]) - set(mine["known_hand"])
    s.decks[1] = pool1[unknown_secret:]
    for e in (2, 3):
        d = sorted(c for c in C.DECK[e] if c not in seen)
        rng.shuffle(d)
        s.decks[e] = d
    spool = sorted(c for c in C.SCIENCE if c not in seen)
    rng.shuffle(spool)
    k = ov["science_count"]
    s.sci[o] = spool[:k]
    s.science_deck = spool[k:]
    s.epoch = view["epoch"]
    s.offer = list(view["offer"])
    s.discard = list(view["discard"])
    s.marker = list(view["marker"])
    s.tiles = [tuple(t) for t in view["tiles"]]
    s.starter = view["starter"]
    s.first_passer = view["first_passer"]
    s.research_queue = list(view["research_queue"])
    s.over = view["over"]
    s.steps = [(e["epoch"], e["stage"], e["text"], tuple(e["vp"]), tuple(e["marker"]))
               for e in view.get("epoch_ends") or []]
    s.final_detail = view.get("final_detail")
    dec = view["decision"]
    if dec is not None:
        s.current = dec["player"]
        s.decision = (dec["kind"],)
    return s
