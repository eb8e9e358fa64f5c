"""Pieces every game's command line (`python3 -m game.<id>`) shares: the random game of
`play` and `bench`, the `replay` command, the speed figures of `bench`, the check of
`tournament --seats` and the `--out` file of `balance`. A game's `__main__.py` keeps its
own subcommands, options and output fields and calls these for the common steps.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any, Callable, Iterable, Iterator

from .errors import BadRecord
from .protocol import GameState
from .record import read_record_file
from .rng import Rng
from .tournament import check_levels


def random_legal_game(state: GameState, seed: int) -> GameState:
    """Play `state` to the end with uniformly random legal choices (seeded by `seed`, the same
    games as the commands have always played); returns it."""
    rng = Rng(seed ^ 0x5DEECE66D)
    while not state.is_over():
        p = state.deciders()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.below(len(legal))])
    return state


def final_summary(state: GameState) -> dict:
    """The last line of `replay`: over, scores, winners (none until the game is over)."""
    return {"over": state.is_over(), "scores": state.scores(),
            "winners": state.winners() if state.is_over() else []}


def replay_command(path: str, game_id: str, line: Callable[[dict], str] = lambda e: e["text"],
                   summary: Callable[[GameState], dict] = final_summary) -> int:
    """`replay FILE`: a record or an exported save of `game_id` replayed; prints each log
    entry as `line(entry)`, then `summary(state)` as JSON. Returns the exit code (2 when the
    file cannot be read or replayed)."""
    try:
        state = read_record_file(path, game_id).replay()
    except (OSError, ValueError, BadRecord) as exc:
        print(f"cannot replay {path}: {exc}", file=sys.stderr)
        return 2
    for entry in state.log(None):
        print(line(entry))
    print(json.dumps(summary(state)))
    return 0


def time_games(play: Callable[[int], GameState], games: int,
               tally: Callable[[GameState], None]) -> tuple[float, float]:
    """`bench`: `play(0)` to warm up, then `play(1000 + i)` for each game, each final state
    handed to `tally`. Returns the seconds they took: wall clock, this process's CPU time."""
    play(0)
    t0, c0 = time.perf_counter(), time.process_time()
    for i in range(games):
        tally(play(1000 + i))
    return time.perf_counter() - t0, time.process_time() - c0


def speed(games: int, wall: float, cpu: float) -> dict:
    """The speed fields of `bench`'s JSON line: games, seconds, games per (CPU) second."""
    return {"games": games, "seconds": round(wall, 3), "games_per_second": round(games / wall, 1),
            "games_per_cpu_second": round(games / cpu, 1)}


def seats_error(levels: dict, specs: list) -> bool:
    """Whether `tournament --seats` names an unknown level (the error is printed)."""
    try:
        check_levels(levels, specs)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return True
    return False


def saved_as_played(records: Iterable[dict], path: str | None) -> Iterator[dict]:
    """Each record as it comes, first appended to `path` as a JSON line (flushed, so an
    interrupted run keeps what it played) when a path is given (`balance --out`)."""
    if not path:
        yield from records
        return
    with open(path, "a", encoding="utf-8") as out:
        for rec in records:
            out.write(json.dumps(rec) + "\n")
            out.flush()
            yield rec



def read_saved(paths: Iterable[str], key: tuple) -> list:
    """The records saved with `balance --out` (one JSON object per line) in `paths`; a game
    saved twice (the same values of the `key` fields; a missing field counts as None) counts
    once, the last one read."""
    out = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    out[tuple(r.get(k) for k in key)] = r
    return list(out.values())

def add_replay_parser(subparsers: Any) -> None:
    """The `replay FILE` subcommand (run it with `replay_command`)."""
    r = subparsers.add_parser("replay", help="replay a game record (JSON): log and final scores")
    r.add_argument("file")


def add_balance_run_options(parser: argparse.ArgumentParser, out_help: str = "append one JSON line per game to this "
                                                    "file") -> None:
    """`balance`'s options for long runs: --start, --jobs, --out (see `saved_as_played`) and
    --from (only summarize the records saved with --out)."""
    parser.add_argument("--start", type=int, default=0, help="index of the first game")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--out", help=out_help)
    parser.add_argument("--from", dest="from_files", nargs="+", metavar="FILE",
                        help="only summarize records saved with --out")
