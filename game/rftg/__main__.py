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
import time

from game.core.record import read_record_file
from game.core import Rng, BadRecord

from . import new_game
from .stats import deck_stats
from .ai import cli as ai_cli


def random_game(players, options, seed):
    """One full game with uniformly random legal choices; returns the final state."""
    state = new_game(players, options, seed)
    rng = Rng(seed ^ 0x5DEECE66D)
    while not state.over:
        p = state.deciders()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.below(len(legal))])
    return state


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
    try:
        rec = read_record_file(args.file, "rftg")
        state = rec.replay()
    except (OSError, ValueError, BadRecord) as exc:
        print(f"cannot replay {args.file}: {exc}", file=sys.stderr)
        return 2
    for e in state.log(None):
        print(f"[round {e['round']}] {e['text']}")
    print(json.dumps({"over": state.is_over(), "round": state.round, "scores": state.scores(),
                      "winners": state.winners() if state.is_over() else []}))
    return 0


def cmd_bench(args):
    opts = {"advanced": bool(args.advanced), "first_game": False}
    random_game(args.players, opts, 0)  # warm up
    t0, c0 = time.perf_counter(), time.process_time()
    actions = rounds = 0
    for i in range(args.games):
        s = random_game(args.players, opts, 1000 + i)
        actions += len(s.history)
        rounds += s.round
    dt, dc = time.perf_counter() - t0, time.process_time() - c0
    print(json.dumps({"players": args.players, "advanced": bool(args.advanced),
                      "games": args.games, "seconds": round(dt, 3),
                      "games_per_second": round(args.games / dt, 1),
                      "games_per_cpu_second": round(args.games / dc, 1),
                      "actions_per_second": round(actions / dt),
                      "mean_rounds": round(rounds / args.games, 1),
                      "mean_actions": round(actions / args.games, 1)}))


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
    r = sub.add_parser("replay", help="replay a game record (JSON): log and final scores")
    r.add_argument("file")
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
