"""Fit the call model's temperature and weight (opponent.CallModel) to games of our levels.

    python3 -m game.rftg.ai.fit_calls --seats hard,hard --games 16 --seed 1

plays the games (seats rotated), keeps every action-card choice with the state it was made
in, and prints the grid of (T, w) ranked by the mean log-likelihood of the calls made
(`opponent.fit`). The states are the true ones, the choosing seat's hand as it was; inside
the search the model sees that hand sampled from the searcher's view instead.
"""
import argparse

from game.core.tournament import seat_order

from .. import new_game
from . import make_agent
from .opponent import fit


def _collect(seats: list, games: int, seed: int, advanced: bool) -> list:
    """Play `games` games of the given levels (seats rotated) and keep the action-card
    choices with the state each was made in."""
    points = []
    for g in range(games):
        order = seat_order(seats, g)
        agents = [make_agent(lv, seed=seed * 1000 + g * 10 + i) for i, lv in enumerate(order)]
        state = new_game(len(order), {"advanced": advanced}, seed * 100003 + g)
        while not state.is_over():
            p = state.deciders()[0]
            if state.decision[p][0] == "action":
                before = state.clone()
            else:
                before = None
            action = agents[p].choose(state.view(p), state.legal_actions(p), p)
            if before is not None:
                points.append((before, p, action))
            state.apply(p, action)
    return points


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m game.rftg.ai.fit_calls",
                                 description="Fit the call model's (T, w) to recorded games.")
    ap.add_argument("--seats", default="hard,hard")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--advanced", action="store_true")
    args = ap.parse_args(argv)
    points = _collect(args.seats.split(","), args.games, args.seed, args.advanced)
    print(f"{len(points)} action-card choices from {args.games} games of {args.seats}")
    for ll, t, w in fit(points)[:10]:
        print(f"T {t:4.1f}  w {w:>6g}  mean log-likelihood {ll:.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
