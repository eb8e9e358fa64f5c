"""Final scoring: the VP track, 1 VP per empire card, each operational technology's best
end-scoring row, and the faction's scoring. A blockaded card counts its 1 VP; for technology
rows, faction scoring and conditions it counts only if its owner paid 1 credit per token for
it (each player's decision before final scoring, turn_end.py)."""
from game.core.i18n import domain
from game.core.seats import seat

from . import cards as C
from .conditions import tech_value, value

_ = domain("artifacts")


def faction_vp(state, p: int) -> int:
    end = C.FACTION[state.faction[p]]["end"]
    return value(state, p, end["cond"]) // end["per"] * end["vp"]


def breakdown(state, p: int) -> dict:
    """The parts of p's score now, as if the game ended now (a blockaded card not paid for
    counts only its 1 VP)."""
    techs = sum(tech_value(state, p, c, "end") for c, side in state.empire[p].items()
                if side == "O" and C.KIND[c] == "tech" and state.usable(p, c))
    return {"track": state.vp[p], "cards": len(state.empire[p]), "techs": techs,
            "faction": faction_vp(state, p)}


def score(state, p: int) -> int:
    return sum(breakdown(state, p).values())


def pay_for_technologies(state) -> None:
    """Edition 0's end (editions.py): the engine paid, for each player, for the blockaded
    operational technologies whose end row would score, when affordable; nothing else."""
    for p in range(state.players):
        for c, side in list(state.empire[p].items()):
            t = state.blocks[p].get(c, 0)
            if (t and side == "O" and C.KIND[c] == "tech" and t <= state.credits[p]
                    and c not in state.unlocked[p]):
                state.unlocked[p].append(c)
                if tech_value(state, p, c, "end") > 0:
                    state.credits[p] -= t
                    state.note(_.nmsg("{player}: pays {n} credit so {card} scores.",
                                      "{player}: pays {n} credits so {card} scores.", t,
                                      player=seat(p), card=C.NAME[c]))
                else:
                    state.unlocked[p].remove(c)


def finish(state) -> None:
    """End the game: fix the final scores (the blockaded cards paid for count fully)."""
    state.final_scores = [score(state, p) for p in range(state.players)]
    state.over = True
    state.dec = None
    state.todo = []
    parts = ", ".join(f"{seat(p)} {s}" for p, s in enumerate(state.final_scores))
    state.note(_.msg("The game is over: {scores}.", scores=parts))
