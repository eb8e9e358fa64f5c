"""Command line: python3 -m game.gaia replay SETUP.json MOVES.txt [--timeline]
                  python3 -m game.gaia play --players N --seed S --games K
                  python3 -m game.gaia export RECORD.json OUT   (OUT.json + OUT.moves.txt)
                  python3 -m game.gaia save SETUP.json MOVES.txt OUT.json [--name NAME]
                  (a recorded boardgamers.space game as a save the lobby's Import reads)
                  python3 -m game.gaia bench
                  python3 -m game.gaia tournament --seats hard,normal --games 20 --seed 1 --jobs 2
                  [--factions terrans,xenos] [--scores] [--json]
                  (levels: game.gaia.ai.LEVELS)"""
import argparse
import json
import sys
import time
from pathlib import Path

from game.core import cli, tournament
from game.core.record import Record
from game.core.rng import Rng
from game.core.tournament import percentile
from game.core.tournament_jobs import run_parallel

from . import new_game
from .ai import LEVELS, LookaheadAgent
from .export import export
from .importer import record_of
from .notation import replay, ImportError_


def random_policy(rng):
    """Pick a command kind uniformly, then one action of that kind (keeps free actions rare)."""
    def choose(state, seat):
        acts = state.legal_actions(seat)
        kinds = {}
        for a in acts:
            kinds.setdefault(a[0], []).append(a)
        names = sorted(kinds)
        if len(names) > 1 and "spend" in kinds and rng.below(4):
            names.remove("spend")
        if len(names) > 1 and "pass" in kinds and rng.below(6):
            names.remove("pass")
        if len(names) > 1 and "burn" in kinds and rng.below(4):
            names.remove("burn")
        group = kinds[names[rng.below(len(names))]]
        return group[rng.below(len(group))]
    return choose


def play_one(players, seed, max_steps=20000):
    st = new_game(players, {}, seed)
    choose = random_policy(Rng(seed * 7919 + 1))
    steps = 0
    while not st.is_over() and steps < max_steps:
        seat = st.deciders()[0]
        st.apply(seat, choose(st, seat))
        steps += 1
    return st, steps


def cmd_replay(args):
    with open(args.setup, encoding="utf-8") as fh:
        setup = json.load(fh)
    with open(args.moves, encoding="utf-8") as fh:
        moves = fh.read()
    try:
        st = replay(setup, moves)
    except ImportError_ as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    out = {pl.faction: pl.vp for pl in st.pl}
    if args.timeline:
        labels = [f"start of round {i + 1}" for i in range(6)] + ["end of round 6"]
        out = {"final": out, "timeline": [
            {"at": labels[i], "vp": dict(zip((p.faction for p in st.pl), vp))}
            for i, vp in enumerate(st.vp_timeline)]}
    print(json.dumps(out))
    return 0


def cmd_play(args):
    for g in range(args.games):
        seed = args.seed + g
        st, steps = play_one(args.players, seed)
        print(json.dumps({"seed": seed, "players": args.players, "over": st.is_over(),
                          "steps": steps, "factions": st.factions, "scores": st.scores()}))
    return 0


def cmd_export(args):
    with open(args.record, encoding="utf-8") as fh:
        rec = Record.from_json(fh.read())
    setup, text = export(rec.replay())
    with open(args.out + ".json", "w", encoding="utf-8") as fh:
        json.dump(setup, fh)
    with open(args.out + ".moves.txt", "w", encoding="utf-8") as fh:
        fh.write(text)
    return 0


def save_from_log(setup, moves, name="Recorded game"):
    """A recorded game as a Galaxy Table save (the app's save format, docs/ARCHITECTURE.md):
    every seat human, so the lobby opens it at its end screen and the replay viewer steps
    through it."""
    rec, names, st = record_of(setup, moves)
    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    seats = [{"name": seat, "kind": "human", "level": None} for seat in names]
    return {"format": "galaxy-table/save", "version": 1, "game": "gaia", "name": name,
            "created": stamp, "updated": stamp, "record": rec.to_dict(), "seats": seats,
            "meta": {}}, st


def cmd_save(args):
    with open(args.setup, encoding="utf-8") as fh:
        setup = json.load(fh)
    with open(args.moves, encoding="utf-8") as fh:
        moves = fh.read()
    try:
        save, st = save_from_log(setup, moves, args.name)
    except ImportError_ as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(save, fh)
    print(json.dumps({pl.faction: pl.vp for pl in st.pl}))
    return 0


def cmd_bench(args):
    t0 = time.perf_counter()
    steps = 0
    for g in range(args.games):
        _, n = play_one(4, 1000 + g)
        steps += n
    dt = time.perf_counter() - t0
    print(json.dumps({"games": args.games, "players": 4, "seconds": round(dt, 2),
                      "games_per_second": round(args.games / dt, 3),
                      "decisions_per_second": round(steps / dt, 1)}))
    st = new_game(2, {}, 77)
    agents = [LookaheadAgent(1), LookaheadAgent(2)]
    t0 = time.perf_counter()
    n = 0
    while not st.is_over():
        seat = st.deciders()[0]
        st.apply(seat, agents[seat].choose(st.view(seat), st.legal_actions(seat), seat))
        n += 1
    dt = time.perf_counter() - t0
    print(json.dumps({"lookahead_game_2p_seconds": round(dt, 2),
                      "lookahead_ms_per_decision": round(1000 * dt / n, 1), "scores": st.scores()}))
    corpus = Path(__file__).resolve().parents[2] / "tests/data/gaia/corpus"
    if (corpus / "deep-mind-2.json").exists():
        setup = json.loads((corpus / "deep-mind-2.json").read_text())
        moves = (corpus / "deep-mind-2.moves.txt").read_text()
        t0 = time.perf_counter()
        replay(setup, moves)
        print(json.dumps({"replay": "deep-mind-2", "seconds": round(time.perf_counter() - t0, 3)}))
    return 0


def cmd_tournament(args):
    specs = [x.strip() for x in args.seats.split(",") if x.strip()]
    if cli.seats_error(LEVELS, specs):
        return 2
    if not 2 <= len(specs) <= 4 or args.games < 1 or args.jobs < 1:
        print("error: --seats needs 2 to 4 levels; --games and --jobs must be positive",
              file=sys.stderr)
        return 2
    options = {}
    if args.factions:
        factions = [x.strip() for x in args.factions.split(",") if x.strip()]
        try:
            new_game(len(specs), {"setup": {"factions": factions}}, args.seed)
        except ValueError as exc:
            print(f"error: --factions: {exc}", file=sys.stderr)
            return 2
        # fixed factions per seat: the seat rotation then rotates the factions among the levels
        options = {"setup": {"factions": factions}}
    results = run_parallel(tournament.NewGame("gaia", len(specs), options),
                           tournament.LevelAgents("gaia"), specs, args.games, args.seed,
                           jobs=args.jobs)
    summary = tournament.summarize(results)
    if args.json:
        print(json.dumps(dict(summary, seats=specs, seed=args.seed), indent=1))
    else:
        print(f"tournament {','.join(specs)} ({len(specs)} players), seed {args.seed}")
        print(tournament.format_summary(summary))
        if args.scores:
            print(score_spread(results))
    return 0


def score_spread(results):
    """Final scores per level: min, quartiles, max (the distribution the AI issue asks for)."""
    by = {}
    for r in results:
        for spec, score in zip(r.seats, r.scores):
            by.setdefault(spec, []).append(score)
    lines = ["final scores    min     p25  median     p75     max"]
    for spec, xs in by.items():
        q = [min(xs), percentile(xs, 0.25), percentile(xs, 0.5), percentile(xs, 0.75), max(xs)]
        lines.append(f"{spec:<12}" + "".join(f"{x:>8.1f}" for x in q))
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m game.gaia")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("replay")
    r.add_argument("setup")
    r.add_argument("moves")
    r.add_argument("--timeline", action="store_true")
    p = sub.add_parser("play")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=int, default=1)
    e = sub.add_parser("export")
    e.add_argument("record")
    e.add_argument("out")
    v = sub.add_parser("save", help="a recorded game as a save for the lobby's Import")
    v.add_argument("setup")
    v.add_argument("moves")
    v.add_argument("out")
    v.add_argument("--name", default="Recorded game")
    b = sub.add_parser("bench")
    b.add_argument("--games", type=int, default=3)
    t = sub.add_parser("tournament", help="AI levels against each other")
    t.add_argument("--seats", required=True, help="comma-separated levels, e.g. normal,easy")
    t.add_argument("--games", type=int, default=10)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--jobs", type=int, default=1)
    t.add_argument("--factions", default="",
                   help="comma-separated factions by seat (rotated among the levels with the "
                        "seats); default: the levels choose (advanced setup)")
    t.add_argument("--json", action="store_true")
    t.add_argument("--scores", action="store_true",
                   help="also print each level's final scores: min, quartiles, max")
    args = ap.parse_args(argv)
    return {"replay": cmd_replay, "play": cmd_play, "export": cmd_export,
            "bench": cmd_bench, "tournament": cmd_tournament, "save": cmd_save}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
