"""Hints: the best moves of a decision as our search rates them, from one player's view only.

A game's hinter is `hinter(view, legal, player, seed)`, a generator (it yields None between
slices of work, as `Agent.think` does) that returns the legal actions it rated, best first, as
`Rated` values. It is given `view(player)` and never the state, so a hint cannot depend on
anything the player may not see: the searcher samples the hidden parts from the view (the
game's redeal) as the AI levels do.

`search_hinter(make_search)` builds a hinter from an IS-MCTS search (game.core.search): the
root's statistics after the search are the ratings. `worth` is the mean evaluation of the
action's simulations, the game's estimate of the player's win chance in [0, 1] (unit "win");
`tried` is how many simulations began with it (actions the search's candidates left out are
not rated). A game whose AI compares positions in points instead rates in unit "vp": the
player's points minus the best other player's, as the game's evaluation projects them to the
end (game/artifacts/ai/hints.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generator

from .rng import Rng
from .search import ISMCTS

Hinter = Callable[[dict, list, int, int], Generator[None, None, list]]


@dataclass(frozen=True)
class Rated:
    """One rated move: the action, its worth (in `unit`: "win", a win chance in 0..1, or
    "vp", points: compare them with the best move's) and the samples behind the estimate."""
    action: Any
    worth: float
    tried: int
    unit: str = "win"
    then: tuple = ()        # the moves the rating assumes right after it (Gaia: the main
                            # action that a free conversion pays for)


def rated_from_root(root: dict, legal: list) -> list[Rated]:
    """The search's root statistics ({action: (visits, mean)}) as Rated, best first as the
    search itself chooses: by visits, then by mean evaluation, then in the legal order (so
    equal ratings are reproducible). A single legal action is rated 1.0 tried 0."""
    order = {a: i for i, a in enumerate(legal)}
    rated = [Rated(a, float(mean), int(n)) for a, (n, mean) in root.items()
             if a in order and n > 0]
    if not rated and len(legal) == 1:
        return [Rated(legal[0], 1.0, 0)]
    rated.sort(key=lambda r: (-r.tried, -r.worth, order[r.action]))
    return rated


def search_hinter(make_search: Callable[[], ISMCTS],
                  legal_filter: Callable[[list], list] | None = None) -> Hinter:
    """A hinter that runs the search `make_search()` builds over every decision, seeded with
    `seed`; `legal_filter` narrows the legal actions first (as the game's AI does, e.g.
    payments item by item)."""
    def hinter(view: dict, legal: list, player: int,
               seed: int = 0) -> Generator[None, None, list]:
        acts = list(legal_filter(list(legal)) if legal_filter else legal)
        if len(acts) == 1:
            return [Rated(acts[0], 1.0, 0)]
        search = make_search()
        yield from search.run(view, acts, player, Rng(seed))
        return rated_from_root(search.stats.root or {}, acts)
    return hinter


def best_of(hinter: Hinter, view: dict, legal: list, player: int, seed: int = 0,
            top: int = 3) -> list[Rated]:
    """The `top` best moves, the hinter run to the end (for CPython callers and tests)."""
    gen = hinter(view, legal, player, seed)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return list(stop.value)[:top]
