"""Three Epochs of Space: one hand-tuned weight of the AI's values against another, head to head
(not a test; docs/epochs-design.md item 19 has the runs).

Two copies of a level play each other; while the variant seat decides (its search and
rollouts included) the weight `--name` of game/epochs/ai/values.py has the value `--value`,
while the other seat decides it has `--against`. Seats alternate game by game, and game i's
deal and agents' seeds depend only on (seed, i), as in the tournament, so two variants run
with the same seed meet the same deals. Prints a JSON line every 20 games and at the end:
the variant's win rate (ties count half), its 95 % half-width, its mean VP difference.

    nice -n 5 python3 tools/epochs_weight_match.py --name INFLUENCE --value 1.2 --against 2.2 \
        --games 200 --seed 41
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.core import tournament  # noqa: E402
from game.epochs import new_game  # noqa: E402
from game.epochs.ai import make_agent, values  # noqa: E402

WEIGHTS = ("INFLUENCE", "HAND_CARD", "TOKEN", "SCIENCE_CARD")


def match(name: str, value: float, against: float, games: int, seed: int,
          level: str = "hard", report_every: int = 20):
    """Yield a progress dict every `report_every` games and after the last one."""
    wins = 0.0
    vp_diff = 0
    for i in range(games):
        variant = i % 2
        s = new_game(2, {}, tournament.mix(seed, i, 0))
        agents = [make_agent(level, tournament.mix(seed, i, 1 + p)) for p in range(2)]
        try:
            while not s.over:
                p = s.current
                setattr(values, name, value if p == variant else against)
                action = agents[p].choose(s.view(p), s.legal_actions(p), p)
                s.apply(p, action)
        finally:
            setattr(values, name, against)
        wins += s.outcome()[variant]
        vp_diff += s.vp[variant] - s.vp[1 - variant]
        n = i + 1
        if n % report_every == 0 or n == games:
            rate = wins / n
            yield {"weight": name, "value": value, "against": against, "level": level,
                   "games": n, "variant_win": round(rate, 3),
                   "ci95": round(1.96 * math.sqrt(rate * (1 - rate) / n), 3),
                   "vp_diff": round(vp_diff / n, 2)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--name", choices=WEIGHTS, default="INFLUENCE")
    ap.add_argument("--value", type=float, required=True)
    ap.add_argument("--against", type=float, default=None,
                    help="the other seat's value (default: the shipped one)")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=41)
    ap.add_argument("--level", default="hard")
    args = ap.parse_args(argv)
    against = getattr(values, args.name) if args.against is None else args.against
    for line in match(args.name, args.value, against, args.games, args.seed, args.level):
        print(json.dumps(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
