"""A full game state consistent with one player's view: what the view hides (other hands,
defense plans and artifacts, the discard piles, the order of every deck) is dealt at random
from the cards the player cannot see. The AI plays on such states; it never sees the real one."""
from game.core import Rng

from .. import cards as C
from ..setup import ArtifactsState


def sample_state(view: dict, player: int, rng: Rng) -> ArtifactsState:
    n = view["players"]
    s = ArtifactsState(n, {"edition": view["edition"]}, 0)
    s._init_empty(n)
    s.info = ArtifactsState.info
    seen = set()
    for q, seat in enumerate(view["seats"]):
        s.faction[q] = seat["faction"]
        s.credits[q] = seat["credits"]
        s.vp[q] = seat["vp"]
        s.arts_used[q] = seat["artifacts_used"]
        s.turns[q] = seat["turns"]
        s.bonus_used[q] = list(seat["bonus_used"])
        s.unlocked[q] = list(seat["unlocked"])
        s.extra_limit[q] = seat["extra_limit"]
        for c, tucked in seat["under"]:
            s.under[q][c] = [tuple(x) for x in tucked]
            seen.add(c)
            seen.update(r for r, _ in tucked)
        for c, side, blocks, res in seat["empire"]:
            s.empire[q][c] = side
            if blocks:
                s.blocks[q][c] = blocks
            if res:
                s.on_planet[q][c] = [tuple(x) for x in res]
            seen.add(c)
            seen.update(r for r, _ in res)
    me = view["seats"][player]
    s.hand[player] = list(me["hand"])
    s.plans[player] = list(me["plans"])
    s.arts[player] = list(me["artifacts"])
    seen.update(me["hand"])
    seen.update(me["plans"])
    seen.update(me["artifacts"])
    s.alien_row = list(view["alien_row"])
    seen.update(s.alien_row)
    dec = view["decision"] or {}
    if dec.get("kind") == "keep" and "seen" in dec:
        seen.update(dec["seen"])

    def deal(ids, hands_key, deck_len, discard_len):
        pool = [c for c in ids if c not in seen]
        rng.shuffle(pool)
        if hands_key:
            hands = getattr(s, hands_key)
            for q in range(n):
                if q != player:
                    k = view["seats"][q][{"hand": "hand", "plans": "plans",
                                           "arts": "artifacts"}[hands_key]]
                    hands[q] = [pool.pop() for _ in range(min(k, len(pool)))]
        discard = [pool.pop() for _ in range(min(discard_len, len(pool)))]
        return pool, discard

    s.res_deck, s.res_discard = deal(C.RESOURCES, "hand", view["resource_deck"],
                                     view["resource_discard"])
    s.decks["plan"], _ = deal(C.PLANS, "plans", 0, 0)
    s.decks["artifact"], s.art_discard = deal(C.ARTIFACTS, "arts", 0, view["artifact_discard"])
    for k, ids in (("planet", C.PLANETS), ("tech", C.TECHS), ("ship", C.SHIPS),
                   ("alien", C.ALIENS)):
        s.decks[k], _ = deal(ids, None, 0, 0)
    s.tokens = view["tokens"]
    s.current = view["current"]
    s.stage = view["stage"]
    s.marker = view["marker"]
    s.final = view["final"]
    if dec:
        s.dec = _decision(dec)
    s.rng = Rng(rng.next64())
    return s


def _decision(dec: dict) -> tuple:
    p, k = dec["player"], dec["kind"]
    if k == "keep":
        return (p, k, dec["deck"], tuple(dec.get("seen", ())))
    if k == "auto":
        return (p, k, dec["deck"])
    if k == "target":
        return (p, k, tuple(dec["ships"]))
    if k == "defend":
        return (p, k, dec["attacker"], tuple(dec["ships"]))
    if k == "blockade":
        return (p, k, dec["defender"])
    if k == "discard":
        return (p, k, dec["count"])
    if k == "produce":
        return (p, k, dec["planet"], dec["resource"])
    return (p, k)
