"""What one player may see: everything public, their own hand, defense plans and artifacts,
counts of everyone else's; never the order of any deck. Also the documented queries."""
from typing import Optional

from . import cards as C
from . import payment
from .attack import attack_bonus  # the 'attack_bonus' query: the engine's own function
from .basic import cost
from .operational import OPS, OPS_COST
from .scoring import breakdown
from .unavailable import unavailable


def _seat(state, q: int, me: bool) -> dict:
    return {
        "faction": state.faction[q],
        "credits": state.credits[q],
        "vp": state.vp[q],
        "hand": sorted(state.hand[q]) if me else len(state.hand[q]),
        "plans": sorted(state.plans[q]) if me else len(state.plans[q]),
        "artifacts": sorted(state.arts[q]) if me else len(state.arts[q]),
        "artifacts_used": state.arts_used[q],
        "under": [[c, [list(x) for x in t]] for c, t in state.under[q].items()],
        "empire": [[c, side, state.blocks[q].get(c, 0),
                    [list(x) for x in state.on_planet[q].get(c, ())]]
                   for c, side in state.empire[q].items()],
        "bonus_used": list(state.bonus_used[q]),
        "unlocked": list(state.unlocked[q]),
        "extra_limit": state.extra_limit[q],
        "turns": state.turns[q],
        "score_parts": _parts(state, q),
    }


def _parts(state, q: int) -> dict:
    return breakdown(state, q)


def _decision(state, player) -> Optional[dict]:
    dec = state.dec
    if dec is None:
        return None
    out = {"player": dec[0], "kind": dec[1]}
    if dec[1] == "keep":
        out["deck"] = dec[2]
        if player == dec[0]:
            out["seen"] = list(dec[3])
    elif dec[1] in ("auto",):
        out["deck"] = dec[2]
    elif dec[1] == "target":
        out["ships"] = list(dec[2])
    elif dec[1] == "defend":
        out["attacker"] = dec[2]
        out["ships"] = list(dec[3])
    elif dec[1] == "blockade":
        out["defender"] = dec[2]
    elif dec[1] == "discard":
        out["count"] = dec[2]
    elif dec[1] == "produce":
        out["planet"] = dec[2]
        out["resource"] = dec[3]
    return out


def view(state, player: Optional[int]) -> dict:
    return {
        "players": state.players,
        "edition": state.edition,
        "you": player,
        "current": state.current,
        "stage": state.stage,
        "marker": state.marker,
        "final": state.final,
        "over": state.over,
        "resource_deck": len(state.res_deck),
        "resource_discard": len(state.res_discard),
        "decks": {k: len(v) for k, v in state.decks.items()},
        "artifact_discard": len(state.art_discard),
        "alien_row": list(state.alien_row),
        "tokens": state.tokens,
        "seats": [_seat(state, q, q == player) for q in range(state.players)],
        "hand": sorted(state.hand[player]) if player is not None else None,   # the kit's replay
        "decision": _decision(state, player),
        "pending": len(state.todo),
        "scores": state.scores(),
    }


def query(state, player: int, name: str, *args):
    """'cost' card -> icons still to pay; 'limit' [kind] -> assembly limit;
    'score' -> breakdown of the player's score now; 'pay' word [target] -> how an action
    word is paid (see `paying`); 'attack_bonus' ship [defender [attacker]] -> what is
    added to the resource card's number when that ship of the attacker (default: the player
    asking) attacks the defender (the result counts at least 1, at most 4);
    'unavailable' -> {action key: reason} of the turn's actions the player cannot take now
    (unavailable.py)."""
    if name == "cost":
        return cost(state, player, args[0])
    if name == "limit":
        return state.limit(player, args[0] if args else None)
    if name == "score":
        return breakdown(state, player)
    if name == "pay":
        return paying(state, player, args[0], args[1] if len(args) > 1 else None)
    if name == "attack_bonus":
        return attack_bonus(state, args[2] if len(args) > 2 and args[2] is not None else player,
                            args[0], args[1] if len(args) > 1 else None)
    if name == "unavailable":
        return unavailable(state, player)
    raise KeyError(f"Alien Artifacts has no query {name!r}")


def paying(state, p: int, word: str, target=None) -> Optional[dict]:
    """How `word` (discover/develop/build/prepare with a card under construction, trade with
    a colour, unblock with a row, offensive/revenue/mining, faction) is paid by p now:
    {"color", "gold" (gold icons count), "planets" (cards on planets may pay), "need" (icons
    needed; 0: any), "limit" (cards per action), "sources" {resource card: icons it gives},
    "bonus" (credits a trade adds)}; None for another word.

        >>> paying(s, 0, "trade", "R")["sources"]        # doctest: +SKIP
        {8: 3}
    """
    need, bonus, planets, gold = 0, 0, True, True
    if word in ("discover", "develop", "build", "prepare"):
        kind = C.KIND[target]
        color, limit = C.KIND_COLOR[kind], state.limit(p, kind)
        need = cost(state, p, target) if target in state.under[p] else 0
    elif word == "trade":
        color, limit, planets = target, state.limit(p), False
        bonus = state.ongoing_sum(p, "trade")
    elif word == "unblock":
        color, limit = C.KIND_COLOR[target], state.limit(p)
        need = 2 * sum(t for c, t in state.blocks[p].items() if C.KIND[c] == target)
    elif word in OPS:
        color, limit, need, gold = OPS[word][0], state.limit(p), OPS_COST, False
    elif word == "faction":
        color, need = C.FACTION[state.faction[p]]["action"]["cost"]
        limit, gold = state.limit(p), False
    else:
        return None
    return {"color": color, "gold": gold, "planets": planets, "need": need, "limit": limit,
            "sources": dict(payment.sources(state, p, color, gold, planets)), "bonus": bonus}
