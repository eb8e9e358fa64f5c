"""Command line: deck statistics, random games, replay of a record, speed benchmark.

    python3 -m game.rftg deck-stats
    python3 -m game.rftg play --players 3 --seed 1 --games 5 [--advanced] [--first-game]
    python3 -m game.rftg replay game.json   (a record, or a save exported from the page)
    python3 -m game.rftg bench [--games 300] [--players 2] [--advanced]
    python3 -m game.rftg tournament --seats hard,normal [--advanced] --games N --seed S [--jobs J]
"""
import argparse
import json
import sys

from game.core import cli

from . import new_game
from .stats import deck_stats
from .ai import cli as ai_cli


def random_game(players, options, seed):
    """One full game with uniformly random legal choices; returns the final state."""
    return cli.random_legal_game(new_game(players, options, seed), seed)


def _options(args):
    return {"advanced": bool(args.advanced), "first_game": bool(args.first_game)}


def cmd_play(args):
    for i in range(args.games):
        seed = args.seed + i
        s = random_game(args.players, _options(args), seed)
        print(json.dumps({"seed": seed, "players": args.players, "scores": s.scores(),
                          "rounds": s.round, "actions": len(s.history),
                          "winner": s.winners()[0] if len(s.winners()) == 1 else None,
                          "winners": s.winners()}))


def cmd_replay(args):
    def summary(state):
        return {"over": state.is_over(), "round": state.round, "scores": state.scores(),
                "winners": state.winners() if state.is_over() else []}

    return cli.replay_command(args.file, "rftg", lambda e: f"[round {e['round']}] {e['text']}",
                              summary)


def cmd_bench(args):
    opts = {"advanced": bool(args.advanced), "first_game": False}
    totals = {"actions": 0, "rounds": 0}

    def tally(s):
        totals["actions"] += len(s.history)
        totals["rounds"] += s.round

    dt, dc = cli.time_games(lambda seed: random_game(args.players, opts, seed), args.games,
                            tally)
    print(json.dumps({"players": args.players, "advanced": bool(args.advanced),
                      **cli.speed(args.games, dt, dc),
                      "actions_per_second": round(totals["actions"] / dt),
                      "mean_rounds": round(totals["rounds"] / args.games, 1),
                      "mean_actions": round(totals["actions"] / args.games, 1)}))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m game.rftg", description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("deck-stats", help="deck statistics as JSON")
    p = sub.add_parser("play", help="random legal games, one JSON line each")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--advanced", action="store_true")
    p.add_argument("--first-game", action="store_true")
    cli.add_replay_parser(sub)
    b = sub.add_parser("bench", help="random full games per second")
    b.add_argument("--games", type=int, default=300)
    b.add_argument("--players", type=int, default=2)
    b.add_argument("--advanced", action="store_true")
    ai_cli.add_parser(sub)  # tournament (game/rftg/ai/cli.py)
    args = ap.parse_args(argv)
    if args.cmd == "deck-stats":
        print(json.dumps(deck_stats(), indent=1))
    elif args.cmd == "play":
        try:
            cmd_play(args)
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    elif args.cmd == "replay":
        return cmd_replay(args)
    elif args.cmd == "bench":
        cmd_bench(args)
    elif args.cmd == "tournament":
        return args.func(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
