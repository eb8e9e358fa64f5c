"""What one player may see (view) and the log in words.

Hidden: the other player's science cards and the epoch cards dealt to them at the start
(cards they took from the open offer are public: `known_hand`), and the order of every deck.
A spectator (player=None) sees no hand at all.

"epoch_ends" lists the public events of every epoch end so far, in order, each with its
step ("research", "superiority" (marker moves), "points" (superiority points), "income",
"final"), the VP of both players and the marker after it; "final_detail" is the final
scoring item by item (scoring.detail) once the game is over. "edition" is the edition of the
cards the game is played with (editions.py; cards.content(edition) gives its costs and
effects).
"""
from typing import Optional

from game.core.i18n import render

from . import cards as C


def _player(s, p, me: Optional[int]) -> dict:
    own = me == p
    return {
        "hand": sorted(s.hand[p]) if own else None,
        "known_hand": sorted(c for c in s.hand[p] if c not in s.secret[p]),
        "hand_count": len(s.hand[p]),
        "science": sorted(s.sci[p]) if own else None,
        "science_count": len(s.sci[p]),
        "tokens": s.tokens[p],
        "vp": s.vp[p],
        "income": s.income[p],
        "production": dict(zip(C.RESOURCES, s.prod[p])),
        "influence": dict(s.infl[p]),
        "tableau": list(s.tableau[p]),
        "planets": [{"card": pl, "quarters": list(s.quarters[pl]),
                     "ship": s.ship_on.get(pl), "colonised": pl in s.colonised[p]}
                    for pl in s.tableau[p] if C.KIND[pl] == "planet"],
        "objects": dict(s.objects[p]),
        "researched": list(s.researched[p]),
        "passed": s.passed[p],
    }


def view(s, player: Optional[int]) -> dict:
    pend = s.pending
    dec = None
    if s.decision is not None and not s.over:
        dec = {"player": s.current, "kind": s.decision[0]}
    return {
        "game": "epochs",
        "edition": s.k.edition,
        "you": player,
        "epoch": s.epoch,
        "over": s.over,
        "current": None if s.over else s.current,
        "decision": dec,
        "starter": s.starter,
        "first_passer": s.first_passer,
        "offer": list(s.offer),
        "deck_left": [len(s.decks[e]) for e in (1, 2, 3)],
        "science_left": len(s.science_deck),
        "discard": list(s.discard),
        "marker": list(s.marker),
        "tiles": [list(t) for t in s.tiles],
        "pending": None if pend is None else {
            "card": pend["card"], "target": list(pend["target"]), "mode": pend["mode"],
            "need": list(pend["need"]), "paid": list(pend["paid"])},
        "research_queue": list(s.research_queue),
        "players": [_player(s, p, player) for p in (0, 1)],
        "scores": list(s.vp),
        "final": s.final,
        "final_detail": s.final_detail,
        "epoch_ends": [{"epoch": e, "stage": st, "text": render(t), "vp": list(vp),
                        "marker": list(m)}
                       for e, st, t, vp, m in s.steps],
    }


def log(s, player: Optional[int]) -> list:
    return [{"epoch": e, "text": render(t)} for to, e, t in s.events
            if to is None or to == player]
