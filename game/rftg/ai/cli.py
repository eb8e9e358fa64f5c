"""The `tournament` subcommand of `python3 -m game.rftg`: AI levels against each other.

    python3 -m game.rftg tournament --seats hard,normal [--advanced] --games 400 --seed 1 --jobs 2

Prints win rates with Wilson 95 % intervals, average scores and decision times per level
(`--json` prints the summary as JSON instead). Levels: see game.rftg.ai.LEVELS.
"""
import argparse
import json
import sys

from game.core import tournament
from game.core.tournament_jobs import run_parallel
from game.rftg import new_game
from game.rftg.ai import LEVELS, make_agent as factory


def make_state_2p(seed):
    return new_game(2, {}, seed)


def make_state_2p_advanced(seed):
    return new_game(2, {"advanced": True}, seed)


def make_state_3p(seed):
    return new_game(3, {}, seed)


def make_state_4p(seed):
    return new_game(4, {}, seed)


_STATES = {(2, False): make_state_2p, (2, True): make_state_2p_advanced,
           (3, False): make_state_3p, (4, False): make_state_4p}


def make_agent(spec, seed):
    return factory(spec, seed)


def add_parser(subparsers):
    """Register the subcommand on the engine's argparse subparsers."""
    p = subparsers.add_parser("tournament", help="AI levels against each other")
    add_arguments(p)
    p.set_defaults(func=run_command)
    return p


def add_arguments(p):
    p.add_argument("--seats", required=True,
                   help="comma-separated levels, one per seat (2-4), e.g. hard,normal")
    p.add_argument("--advanced", action="store_true", help="advanced 2-player variant")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")


def run_command(args):
    specs = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        tournament.check_levels(LEVELS, specs)
    except ValueError as exc:
        raise SystemExit(str(exc)) from None
    if not 2 <= len(specs) <= 4:
        raise SystemExit("--seats needs 2 to 4 levels")
    if args.advanced and len(specs) != 2:
        raise SystemExit("--advanced is the 2-player variant")
    if args.games < 1 or args.jobs < 1:
        raise SystemExit("--games and --jobs must be positive")
    make_state = _STATES[(len(specs), args.advanced)]
    done = [0]

    def progress(result):
        done[0] += 1
        if not args.quiet and (done[0] % 10 == 0 or done[0] == args.games):
            print(f"  {done[0]}/{args.games} games", file=sys.stderr, flush=True)

    results = run_parallel(make_state, make_agent, specs, args.games, args.seed,
                           jobs=args.jobs, progress=progress)
    summary = tournament.summarize(results)
    summary["seats"] = specs
    summary["advanced"] = args.advanced
    summary["seed"] = args.seed
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        mode = "advanced 2-player" if args.advanced else f"{len(specs)} players"
        print(f"tournament {','.join(specs)} ({mode}), seed {args.seed}")
        print(tournament.format_summary(summary))
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(prog="python3 -m game.rftg tournament")
    add_arguments(p)
    return run_command(p.parse_args(argv))
