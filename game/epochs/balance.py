"""Balance by self-play: the first player's win rate, each card's effect on the win rate of
the player who played it, and single-minded strategies against the normal level.

    python3 -m game.epochs balance --games 1000 --level normal --strategy-games 200
    python3 -m game.epochs balance --level hard --games 500 --start 500 --out hard.jsonl
    python3 -m game.epochs balance --from hard.jsonl more.jsonl

Per card, four measures (card_effects.py says what each is and how it is biased): `delta`
= win rate of players who played it minus win rate of players who did not (over all
player-games), `delta_held` = among players who had it in hand, played minus not played,
`delta_same_count` = `delta` within equal numbers of cards played, `delta_dealt` = dealt in
the (random) starting hand or not. Cards played in fewer than
`min_plays` games are not judged. Each number comes with its 95 % half-width. A run is a list
of per-game records (one JSON line each with `--out`), so long runs can be split, saved and
summed later (`--from`).
"""
import time
from typing import Callable, Iterable, Iterator, Optional

from game.core import tournament
from game.core.agents import Agent
from game.core.cli import read_saved
from game.core.tournament_jobs import each_in_processes

from . import cards as C
from . import new_game
from .card_effects import beyond, measures
from .ai import make_agent
from .ai.strategies import make_strategy


def played_cards(s, p) -> set:
    """Every card p brought into play: tableau, colonisation cards, science researched."""
    out = set(s.tableau[p]) | set(s.researched[p])
    for pl in s.tableau[p]:
        if C.KIND[pl] == "planet":
            out.update(q for q in s.quarters[pl] if type(q) is int)
    return out


def _agent(spec: str, seed: int) -> Agent:
    if spec.endswith("-only"):
        return make_strategy(spec, seed)
    return make_agent(spec, seed)


def starting_cards(s, p) -> list:
    """The names of the epoch and science cards p holds (at the start: the random deal)."""
    return sorted(C.NAME[c] for c in list(s.hand[p]) + list(s.sci[p]))


def play(specs, seed: int, index: int, held: Optional[list] = None,
         watch: Optional[Callable] = None):
    """One game of a balance run; returns (final state, seats). `held`, if given (two sets),
    receives every card each player had in hand at some time; `watch(state, player, action)`,
    if given, sees each action before it is applied (card_forks.py copies the state there)."""
    seats = tournament.seat_order(specs, index)
    s = new_game(2, {}, tournament.mix(seed, index, 0))
    agents = [_agent(spec, tournament.mix(seed, index, 1 + p)) for p, spec in enumerate(seats)]
    while not s.over:
        p = s.current
        if held is not None:
            held[p].update(s.hand[p])
            held[p].update(s.sci[p])
        action = agents[p].choose(s.view(p), s.legal_actions(p), p)
        if watch is not None:
            watch(s, p, action)
        s.apply(p, action)
    return s, seats


def dealt_of(record: dict) -> list:
    """The two starting hands of a record; records saved before they were stored are dealt
    again from their seed (the deal depends only on the card list, which has not changed)."""
    if "dealt" in record:
        return record["dealt"]
    s = new_game(2, {}, tournament.mix(record["seed"], record["index"], 0))
    return [starting_cards(s, p) for p in (0, 1)]


def game_record(level: str, seed: int, index: int) -> dict:
    """Game `index` of a self-play run: starter, outcome, scores, the cards each one played."""
    t0 = time.perf_counter()
    dealt = dealt_of({"seed": seed, "index": index})
    held = [set(), set()]
    s, _ = play([level, level], seed, index, held)
    return {"level": level, "seed": seed, "index": index, "starter": s.starter,
            "outcome": s.outcome(), "scores": s.scores(),
            "played": [sorted(C.NAME[c] for c in played_cards(s, p)) for p in (0, 1)],
            "dealt": dealt,
            "held": [sorted(C.NAME[c] for c in held[p]) for p in (0, 1)],
            "seconds": round(time.perf_counter() - t0, 3)}


def _record_args(args: tuple) -> dict:
    return game_record(*args)


def play_records(level: str, games: int, seed: int = 1, start: int = 0,
                 jobs: int = 1) -> Iterator[dict]:
    """Records of games start..start+games-1 (`jobs` processes; same records, any order)."""
    args = [(level, seed, i) for i in range(start, start + games)]
    yield from each_in_processes(_record_args, args, jobs)


def read_records(paths: Iterable[str]) -> list:
    """Self-play records saved with `balance --out` (one JSON object per line); a game saved
    twice (same level, seed and index) counts once. The paired-fork measure's records
    (card_forks.py), which a run may save to the same file, are left out."""
    return [r for r in read_saved(paths, ("level", "seed", "index")) if "fork_level" not in r]


def self_play(level: str, games: int, seed: int = 1, min_plays: int = 30) -> dict:
    """First-player win rate and per-card deltas over `games` games of `level` vs itself."""
    return summarize(list(play_records(level, games, seed)), min_plays)


def summarize(records: list, min_plays: int = 30) -> dict:
    """First-player win rate and the per-card measures (with 95 % half-widths) over saved
    records; the lists name the cards beyond 10 points by each measure."""
    first_wins = 0.0
    scores = []
    seconds = 0.0
    count = {1.0: [], 0.0: []}                 # cards played by winners / by losers
    for r in records:
        out = r["outcome"]
        first_wins += out[r["starter"]]
        scores.extend(r["scores"])
        seconds += r["seconds"]
        for p in (0, 1):
            count.setdefault(out[p], []).append(len(r["played"][p]))
    games = len(records)
    per_card = measures(records, list(C.NAME), dealt_of, min_plays)
    cards = []
    for name, m in per_card.items():
        c = C.NAME.index(name)
        cards.append({"card": name, "epoch": C.EPOCH[c], **m})
    cards.sort(key=lambda r: -abs(r["delta"]))
    low, high = tournament.wilson(first_wins, games)
    levels = sorted({r["level"] for r in records})
    mean = (lambda xs: round(sum(xs) / len(xs), 2) if xs else None)
    return {"level": ",".join(levels), "games": games, "seconds": round(seconds, 1),
            "first_player_win": round(first_wins / games, 3) if games else None,
            "first_player_ci95": (round(low, 3), round(high, 3)),
            "mean_score": round(sum(scores) / len(scores), 1) if scores else None,
            "cards_played_by_winner_loser": (mean(count[1.0]), mean(count[0.0])),
            "cards_judged": len(cards),
            "mean_delta_of_judged_cards": mean([r["delta"] for r in cards]),
            "cards_over_10_points": beyond(per_card, "delta"),
            "cards_over_10_points_beyond_noise": beyond(per_card, "delta", noise=True),
            "held_over_10_points": beyond(per_card, "delta_held"),
            "held_over_10_points_beyond_noise": beyond(per_card, "delta_held", noise=True),
            "same_count_over_10_points": beyond(per_card, "delta_same_count"),
            "same_count_over_10_points_beyond_noise": beyond(per_card, "delta_same_count",
                                                             noise=True),
            "dealt_over_10_points": beyond(per_card, "delta_dealt"),
            "dealt_over_10_points_beyond_noise": beyond(per_card, "delta_dealt", noise=True),
            "largest_deltas": cards[:8]}


def strategies(games: int, seed: int = 1, against: str = "normal",
               names: Optional[list] = None) -> dict:
    """Win rate of each single-minded strategy against `against` (seats rotated)."""
    out = {}
    for name in names or ["military-only", "trade-only", "science-only"]:
        t0 = time.perf_counter()
        wins = 0.0
        for i in range(games):
            s, seats = play([name, against], seed, i)
            wins += s.outcome()[seats.index(name)]
        low, high = tournament.wilson(wins, games)
        out[name] = {"games": games, "win_rate": round(wins / games, 3),
                     "ci95": (round(low, 3), round(high, 3)),
                     "seconds": round(time.perf_counter() - t0, 1)}
    return out
