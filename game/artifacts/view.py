"""What one player may see: everything public, their own hand, defense plans and artifacts,
counts of everyone else's; never the order of any deck. Also the documented queries."""
from typing import Optional

from . import cards as C


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
    }


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
    return out


def view(state, player: Optional[int]) -> dict:
    return {
        "players": state.players,
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
        "decision": _decision(state, player),
        "pending": len(state.todo),
        "scores": state.scores(),
    }


def query(state, player: int, name: str, *args):
    """'cost' card -> icons still to pay; 'limit' [kind] -> assembly limit;
    'score' -> breakdown of the player's score now."""
    from .basic import cost
    from .scoring import breakdown
    if name == "cost":
        return cost(state, player, args[0])
    if name == "limit":
        return state.limit(player, args[0] if args else None)
    if name == "score":
        return breakdown(state, player)
    raise KeyError(f"Alien Artifacts has no query {name!r}")
