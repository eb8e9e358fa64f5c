"""How well our Gaia AI plays each faction: games with the factions dealt at random, and the
average final VP of each faction (not a test; the measurement behind ai/factions.py's
STRENGTH, docs/gaia-ai.md).

    nice -n 5 python3 tools/gaia_factions.py play --seed 13 --games 80 > f13.jsonl
    python3 tools/gaia_factions.py summary f11.jsonl f12.jsonl f13.jsonl

`play` deals each game four (or --players) different home planets at random and one of the
two factions of each, seats the same level everywhere (--level, hard by default) and prints one
JSON line per game: [faction, final VP] by seat. Game i depends only on the seed and i.
`summary` prints per faction the seats, the average VP, its standard error and the VP above
the field's average (what STRENGTH holds), from any number of such files.
"""
from __future__ import annotations

import argparse
import collections
import json
import math
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.core.tournament import mix  # noqa: E402
from game.gaia import data, new_game  # noqa: E402
from game.gaia.ai import make_agent  # noqa: E402


def deal(rng: random.Random, players: int) -> list:
    """`players` factions of different home planets, at random."""
    by_planet = collections.defaultdict(list)
    for name, faction in data.factions().items():
        by_planet[faction["planet"]].append(name)
    planets = rng.sample(sorted(by_planet), players)
    return [rng.choice(by_planet[p]) for p in planets]


def play(level: str, seed: int, games: int, players: int) -> None:
    rng = random.Random(seed)
    for i in range(games):
        factions = deal(rng, players)
        st = new_game(players, {"setup": {"factions": factions}}, mix(seed, i, 0))
        agents = [make_agent(level, mix(seed, i, 1 + p)) for p in range(players)]
        while not st.is_over():
            p = st.deciders()[0]
            st.apply(p, agents[p].choose(st.view(p), st.legal_actions(p), p))
        res = [(p["faction"], p["vp"]) for p in st.view(None)["players"]]
        print(json.dumps({"game": i, "seed": seed, "level": level, "res": res}), flush=True)


def summary(paths: list) -> str:
    vps = collections.defaultdict(list)
    games = 0
    for path in paths:
        for line in Path(path).read_text().splitlines():
            if line.strip():
                games += 1
                for faction, vp in json.loads(line)["res"]:
                    vps[faction].append(vp)
    every = [v for vs in vps.values() for v in vs]
    mean = sum(every) / len(every)
    lines = [f"{games} games, {len(every)} seats, {mean:.1f} VP a seat",
             f"{'faction':<15}{'seats':>6}{'avg VP':>8}{'s.e.':>6}{'above':>7}"]
    for faction, vs in sorted(vps.items(), key=lambda x: -sum(x[1]) / len(x[1])):
        avg = sum(vs) / len(vs)
        se = (math.sqrt(sum((v - avg) ** 2 for v in vs) / (len(vs) - 1) / len(vs))
              if len(vs) > 1 else float("nan"))
        lines.append(f"{faction:<15}{len(vs):6d}{avg:8.1f}{se:6.1f}{avg - mean:+7.1f}")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play")
    p.add_argument("--level", default="hard")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    s = sub.add_parser("summary")
    s.add_argument("files", nargs="+")
    a = ap.parse_args(argv)
    if a.cmd == "play":
        play(a.level, a.seed, a.games, a.players)
    else:
        print(summary(a.files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
