"""Alien Artifacts' hints (game.core.hints): the hard level's lookahead, with its candidate
actions rated one by one instead of only the best kept, from the hinted player's view.

Each candidate (policy.candidates, three per card and side as at the hard level) is tried on
HINT_SAMPLES states sampled from the view (the hidden cards dealt from what the player cannot
see, sampling.py), the rest of the turn played greedily, and the position evaluated in points
against the best other player (values.evaluate); its worth is the mean over the samples, unit
"vp". The payments before final scoring are exact (policy.final_choice): that one move is
rated alone.
"""
from __future__ import annotations

from typing import Generator

from game.core.hints import Rated
from game.core.rng import Rng

from .policy import _finish_turn, candidates, final_choice, step
from .sampling import sample_state
from .values import DEFAULT, evaluate

HINT_SAMPLES = 16
WIDTH = 3           # the hard level's candidates per card and side


def HINTER(view: dict, legal: list, player: int,
           seed: int = 0) -> Generator[None, None, list]:
    """The candidates rated on HINT_SAMPLES sampled states, best first (a generator that
    yields after each candidate on each sample)."""
    legal = list(legal)
    if len(legal) == 1:
        return [Rated(legal[0], 0.0, 0, "vp")]
    rng = Rng(seed)
    states = [sample_state(view, player, rng) for _ in range(HINT_SAMPLES)]
    if (view.get("decision") or {}).get("kind") == "final":
        return [Rated(final_choice(states[0], player, legal), 0.0, 0, "vp")]
    cands = candidates(legal, 40 * WIDTH, WIDTH)
    order = {a: i for i, a in enumerate(cands)}
    rated = []
    for a in cands:
        total, n = 0.0, 0
        for base in states:
            s = base.clone()
            try:
                step(s, player, a)
                _finish_turn(s, player, rng, DEFAULT)
            except Exception:  # noqa: BLE001 - a sampled state may lack what the real one has
                continue
            total += evaluate(s, player, DEFAULT)
            n += 1
            yield None
        if n:
            rated.append(Rated(a, total / n, n, "vp"))
    rated.sort(key=lambda r: (-r.worth, order[r.action]))
    return rated
