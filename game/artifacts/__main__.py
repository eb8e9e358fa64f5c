"""Command line: random games, replay of a record, speed, AI tournaments, balance by self-play.

    python3 -m game.artifacts play --players 3 --seed 1 --games 5
    python3 -m game.artifacts replay game.json   (a record, or a save exported from the page)
    python3 -m game.artifacts bench [--games 300] [--players 4]
    python3 -m game.artifacts tournament --seats hard,normal --games 200 --seed 1 [--jobs 1]
    python3 -m game.artifacts balance [--players 2,3,4,5] [--games 100] [--level normal] [--jobs 1]
        [--start 0] [--out runs.jsonl] | balance --from runs.jsonl ...
"""
import argparse
import json
import sys
import time

from game.core import cli, registry
from game.core import tournament as T
from game.core.tournament_jobs import run_parallel

from . import new_game
from .balance import play_records, read_records, summarize, format_report


def random_game(players: int, seed: int):
    """One full game with uniformly random legal choices; returns the final state."""
    return cli.random_legal_game(new_game(players, {}, seed), seed)


def cmd_play(args) -> int:
    for i in range(args.games):
        seed = args.seed + i
        s = random_game(args.players, seed)
        print(json.dumps({"seed": seed, "players": args.players, "scores": s.scores(),
                          "turns": s.turns[0], "actions": len(s.history),
                          "winners": s.winners()}))
    return 0


def cmd_replay(args) -> int:
    return cli.replay_command(args.file, "artifacts")


def cmd_bench(args) -> int:
    totals = {"actions": 0, "turns": 0}

    def tally(s):
        totals["actions"] += len(s.history)
        totals["turns"] += s.turns[0]

    dt, dc = cli.time_games(lambda seed: random_game(args.players, seed), args.games, tally)
    print(json.dumps({"players": args.players, **cli.speed(args.games, dt, dc),
                      "target_games_per_second": 50,
                      "mean_turns_per_player": round(totals["turns"] / args.games, 1),
                      "mean_actions": round(totals["actions"] / args.games, 1)}))
    return 0


def cmd_tournament(args) -> int:
    specs = args.seats.split(",")
    players = len(specs)
    if cli.seats_error(registry.levels("artifacts"), specs):
        return 2
    t0 = time.perf_counter()
    results = run_parallel(T.NewGame("artifacts", players), T.LevelAgents("artifacts"), specs,
                           args.games, args.seed, jobs=args.jobs)
    print(T.format_summary(T.summarize(results)))
    print(f"{time.perf_counter() - t0:.1f} s")
    return 0


def cmd_balance(args) -> int:
    if args.from_files:
        print(format_report(summarize(read_records(args.from_files))))
        return 0
    counts = tuple(int(x) for x in args.players.split(","))
    played = (rec for n in counts
              for rec in play_records(n, args.games, args.level, args.seed, args.start,
                                      args.jobs))
    recs = list(cli.saved_as_played(played, args.out))
    print(format_report(summarize(recs)))
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m game.artifacts",
                                 description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play", help="random legal games, one JSON line each")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--games", type=int, default=1)
    cli.add_replay_parser(sub)
    b = sub.add_parser("bench", help="random full games per second")
    b.add_argument("--games", type=int, default=300)
    b.add_argument("--players", type=int, default=4)
    t = sub.add_parser("tournament", help="AI levels against each other, seats rotated")
    t.add_argument("--seats", default="hard,normal")
    t.add_argument("--games", type=int, default=200)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--jobs", type=int, default=1)
    bl = sub.add_parser("balance", help="self-play win rates by faction, seat and card")
    bl.add_argument("--players", default="2,3,4,5")
    bl.add_argument("--games", type=int, default=100)
    bl.add_argument("--level", default="normal")
    bl.add_argument("--seed", type=int, default=1)
    cli.add_balance_run_options(bl)
    args = ap.parse_args(argv)
    try:
        return {"play": cmd_play, "replay": cmd_replay, "bench": cmd_bench,
                "tournament": cmd_tournament, "balance": cmd_balance}[args.cmd](args)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
