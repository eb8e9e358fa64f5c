"""Hint-time benchmark (game/core/hints.py): each game's hinter timed on decision points of
seeded 2-player games played by its normal level, running in slices as the page runs it.

    python3 -m game.core.hint_bench [--games rftg,gaia,artifacts,epochs] [--points 30]

Prints one JSON line a game: decisions, p50/p95/max of a whole hint and the longest slice,
in milliseconds (CPython; the page runs Python about 1.3-1.9x slower).
"""
from __future__ import annotations

import argparse
import json
from typing import Any, Generator

from . import bench, registry
from .agents import Agent
from .hints import Hinter

OPTIONS = {"gaia": {"variant": "first-game"}}


class HintAgent(Agent):
    """The hinter as an agent (its best move), so bench.time_level can time it."""

    def __init__(self, hinter: Hinter, seed: int = 0) -> None:
        super().__init__(seed)
        self.hinter = hinter
        self.seed = seed

    def think(self, view: dict, legal: list, player: int) -> Generator[None, None, Any]:
        rated = yield from self.hinter(view, legal, player, self.seed)
        return rated[0].action


def run(game: str, points: int = 30, seed: int = 1) -> dict:
    """{decisions, p50, p95, max, max_slice} of `game`'s hints on `points` decision points."""
    spec = registry.game(game)
    hinter = spec.hints() if spec.hints else None
    if hinter is None:
        raise ValueError(f"{game} has no hints")
    options = OPTIONS.get(game, {})
    pts = bench.decision_points(lambda s: spec.new_game(2, dict(options), s),
                                lambda s: spec.make_agent("normal", s), points, seed, 2, 3)
    return bench.time_level(lambda s: HintAgent(hinter, s), pts, seed)


def main(argv: list | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m game.core.hint_bench")
    ap.add_argument("--games", default="rftg,gaia,artifacts,epochs")
    ap.add_argument("--points", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    for game in [g for g in args.games.split(",") if g]:
        print(json.dumps({"game": game, **run(game, args.points, args.seed)}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
