"""Command line of Three Epochs of Space.

    python3 -m game.epochs play [--seats normal,easy] [--games 3] [--seed 1] [--log]
    python3 -m game.epochs replay game.json   (a record, or a save exported from the page)
    python3 -m game.epochs bench [--games 300]
    python3 -m game.epochs tournament --seats hard,normal [--games 400] [--seed 1] [--jobs 1]
    python3 -m game.epochs balance [--games 1000] [--level normal] [--strategy-games 200]
        [--fork-games 100 [--fork-cards "Ore Smelter,Thalassa=3"] [--forks-per-game 4]
         [--fork-dealt "Fusion Theory,Stellar Atlas"] [--fork-replicates 4]]
    python3 -m game.epochs balance --from NEW.jsonl ... [--older OLD.jsonl ... --changed "A,B"
        [--older OLDER.jsonl ... --changed "C" | "=C"] ...]
"""
import argparse
import json
import sys
import time

from game.core import cli, tournament
from game.core.tournament_jobs import run_parallel

from . import new_game
from .ai import LEVELS
from .balance import play, play_records, read_records, summarize, strategies
from .card_forks import fork_records, parse_cards, read_fork_records, with_older_forks
from .fork_summary import summarize_forks


def random_game(seed: int):
    """One full game with uniformly random legal choices; returns the final state."""
    return cli.random_legal_game(new_game(2, {}, seed), seed)


def cmd_play(args) -> int:
    specs = args.seats.split(",") if args.seats else None
    for i in range(args.games):
        if specs:
            s, seats = play(specs, args.seed, i)
        else:
            s, seats = random_game(args.seed + i), ["random", "random"]
        if args.log:
            for e in s.log(None):
                print(log_line(e))
        print(json.dumps({"game": i, "seats": seats, "scores": s.scores(),
                          "winners": s.winners(), "moves": len(s.history)}))
    return 0


def log_line(entry: dict) -> str:
    """A log entry as the command line prints it."""
    return f"[epoch {entry['epoch']}] {entry['text']}"


def cmd_replay(args) -> int:
    return cli.replay_command(args.file, "epochs", log_line)


def cmd_bench(args) -> int:
    moves = [0]

    def tally(s):
        moves[0] += len(s.history)

    dt, dc = cli.time_games(random_game, args.games, tally)
    print(json.dumps({**cli.speed(args.games, dt, dc),
                      "mean_moves": round(moves[0] / args.games, 1)}))
    return 0


def cmd_tournament(args) -> int:
    specs = args.seats.split(",")
    if cli.seats_error(LEVELS, specs):
        return 2
    t0 = time.perf_counter()
    # picklable factories: with --jobs N the worker processes are spawned, and a function of
    # this __main__ module cannot be found there
    results = run_parallel(tournament.NewGame("epochs", 2), tournament.LevelAgents("epochs"),
                           specs, args.games, args.seed, args.jobs)
    summary = tournament.summarize(results)
    if args.json:
        print(json.dumps(summary))
    else:
        print(tournament.format_summary(summary))
        print(f"time: {time.perf_counter() - t0:.1f} s")
    return 0


def _names(text: str) -> list:
    """Card names given as "A,B" on the command line (blanks ignored)."""
    return [c.strip() for c in text.split(",") if c.strip()]


def cmd_balance(args) -> int:
    olders = args.older or []
    changes = [_names(c) for c in args.changed or []]
    if (olders or changes) and not (args.from_files and len(olders) == len(changes)
                                    and all(changes)):
        print("error: --older and --changed go together, one --changed after each --older, "
              "with --from (the current edition's records)", file=sys.stderr)
        return 2
    if args.from_files:
        report = {}
        plain = read_records(args.from_files)
        forks = read_fork_records(args.from_files)
        changed = set()
        for files, names in zip(olders, changes):
            if names[0].startswith("="):  # the whole set changed since that edition (a card
                # changed and changed back is the same card again for it and older ones)
                changed = {n.lstrip("=").strip() for n in names} - {""}
            else:
                changed |= set(names)    # changed since that edition: its and the newer ones'
            try:
                forks = with_older_forks(forks, read_fork_records(files), changed)
            except ValueError as exc:
                print(f"error: {exc}", file=sys.stderr)
                return 2
        if plain:
            report["self_play"] = summarize(plain)
        if forks:
            report["forks"] = summarize_forks(forks)
        print(json.dumps(report, indent=1))
        return 0
    report = {}
    if args.games:
        recs = list(cli.saved_as_played(
            play_records(args.level, args.games, args.seed, args.start, args.jobs), args.out))
        report["self_play"] = summarize(recs)
    if args.fork_games:
        try:
            cards = parse_cards(args.fork_cards)
            runs = fork_records(args.level, args.fork_games, args.seed, args.start, args.jobs,
                                cards, args.forks_per_game, _names(args.fork_dealt),
                                args.fork_replicates)
            recs = list(cli.saved_as_played(runs, args.out))
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        report["forks"] = summarize_forks(recs)
    if args.strategy_games:
        report["strategies_vs_" + args.against] = strategies(args.strategy_games, args.seed,
                                                             args.against)
    print(json.dumps(report, indent=1))
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m game.epochs",
                                 description="Three Epochs of Space: play, replay, bench, "
                                             "tournament, balance")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play", help="games (random, or AI levels), one JSON line each")
    p.add_argument("--seats", default="", help="e.g. normal,easy (default: random play)")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--log", action="store_true", help="print each game's log")
    cli.add_replay_parser(sub)
    b = sub.add_parser("bench", help="random full games per second")
    b.add_argument("--games", type=int, default=300)
    t = sub.add_parser("tournament", help="AI levels against each other")
    t.add_argument("--seats", required=True, help="two levels, e.g. hard,normal")
    t.add_argument("--games", type=int, default=400)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--jobs", type=int, default=1)
    t.add_argument("--json", action="store_true")
    z = sub.add_parser("balance", help="self-play balance report (JSON)")
    z.add_argument("--games", type=int, default=1000)
    z.add_argument("--level", default="normal")
    z.add_argument("--seed", type=int, default=1)
    z.add_argument("--strategy-games", type=int, default=200)
    z.add_argument("--against", default="normal")
    z.add_argument("--fork-games", type=int, default=0,
                   help="trunk games of the paired-fork measure (card_forks.py)")
    z.add_argument("--fork-cards", default="",
                   help="comma-separated card names to fork at (default: every card); "
                        "\"Name=3\" weighs a card's chance of being among --forks-per-game")
    z.add_argument("--forks-per-game", type=int, default=0,
                   help="at most this many forks per trunk game, chosen at random (0: all)")
    z.add_argument("--fork-replicates", type=int, default=1,
                   help="play-out pairs per fork, each further pair after a new order of the "
                        "unseen decks; a fork records their means (default 1)")
    z.add_argument("--fork-dealt", default="",
                   help="comma-separated science cards: play only the trunk games whose "
                        "starting deal gives a seat one of them (to fork the science cards "
                        "a random deal seldom brings into play)")
    cli.add_balance_run_options(z, "append one JSON line per self-play or fork trunk game "
                                   "to this file")
    z.add_argument("--older", nargs="+", metavar="FILE", action="append",
                   help="with --from: fork records of an earlier edition; their forks at the "
                        "cards not changed since are judged with the others (repeat it, "
                        "newest first, for editions further back)")
    z.add_argument("--changed", action="append",
                   help="after each --older: comma-separated names of the cards the next "
                        "edition changed (for the newest --older: the current edition); "
                        "\"=A,B\": exactly the cards changed between that edition and the "
                        "current one (\"=\": none), for a card that was changed back")
    args = ap.parse_args(argv)
    return {"play": cmd_play, "replay": cmd_replay, "bench": cmd_bench,
            "tournament": cmd_tournament, "balance": cmd_balance}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
