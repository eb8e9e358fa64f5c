"""Balance by self-play: the first player's win rate, each card's effect on the win rate of
the player who played it, and single-minded strategies against the normal level.

    python3 -m game.epochs balance --games 1000 --level normal --strategy-games 200
    python3 -m game.epochs balance --level hard --games 500 --start 500 --out hard.jsonl
    python3 -m game.epochs balance --from hard.jsonl more.jsonl

Per card, `delta` = win rate of players who played it minus win rate of players who did not
(over all player-games); cards played in fewer than `min_plays` games are not judged. Each
number comes with its 95 % half-width (1.96 standard errors of the difference of two rates).
A run is a list of per-game records (one JSON line each with `--out`), so long runs can be
split, saved and summed later (`--from`).
"""
import json
import time
from typing import Iterable, Iterator, Optional

from game.core import tournament
from game.core.agents import Agent

from . import cards as C
from . import new_game
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


def play(specs, seed: int, index: int):
    """One game of a balance run; returns (final state, seats)."""
    seats = tournament.seat_order(specs, index)
    s = new_game(2, {}, tournament.mix(seed, index, 0))
    agents = [_agent(spec, tournament.mix(seed, index, 1 + p)) for p, spec in enumerate(seats)]
    while not s.over:
        p = s.current
        s.apply(p, agents[p].choose(s.view(p), s.legal_actions(p), p))
    return s, seats


def game_record(level: str, seed: int, index: int) -> dict:
    """Game `index` of a self-play run: starter, outcome, scores, the cards each one played."""
    t0 = time.perf_counter()
    s, _ = play([level, level], seed, index)
    return {"level": level, "seed": seed, "index": index, "starter": s.starter,
            "outcome": s.outcome(), "scores": s.scores(),
            "played": [sorted(C.NAME[c] for c in played_cards(s, p)) for p in (0, 1)],
            "seconds": round(time.perf_counter() - t0, 3)}


def _record_args(args: tuple) -> dict:
    return game_record(*args)


def play_records(level: str, games: int, seed: int = 1, start: int = 0,
                 jobs: int = 1) -> Iterator[dict]:
    """Records of games start..start+games-1 (`jobs` processes; same records, any order)."""
    args = [(level, seed, i) for i in range(start, start + games)]
    if jobs <= 1:
        yield from map(_record_args, args)
        return
    import multiprocessing
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(_record_args, args)


def read_records(paths: Iterable[str]) -> list:
    """Records saved with `balance --out` (one JSON object per line); a game saved twice
    (same level, seed and index) counts once."""
    out = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    out[(r["level"], r["seed"], r["index"])] = r
    return list(out.values())


def self_play(level: str, games: int, seed: int = 1, min_plays: int = 30) -> dict:
    """First-player win rate and per-card deltas over `games` games of `level` vs itself."""
    return summarize(list(play_records(level, games, seed)), min_plays)


def summarize(records: list, min_plays: int = 30) -> dict:
    """First-player win rate and per-card deltas (with standard errors) over saved records."""
    first_wins = 0.0
    plays = {C.NAME[c]: [0, 0.0] for c in range(C.N)}   # card -> [player-games played, wins]
    total = [0, 0.0]
    scores = []
    seconds = 0.0
    for r in records:
        out = r["outcome"]
        first_wins += out[r["starter"]]
        scores.extend(r["scores"])
        seconds += r["seconds"]
        for p in (0, 1):
            total[0] += 1
            total[1] += out[p]
            for name in r["played"][p]:
                plays[name][0] += 1
                plays[name][1] += out[p]
    games = len(records)
    cards = []
    for name, (n, w) in plays.items():
        rest_n, rest_w = total[0] - n, total[1] - w
        if n < min_plays or rest_n < min_plays:
            continue
        delta = w / n - rest_w / rest_n
        se = (0.25 / n + 0.25 / rest_n) ** 0.5
        c = C.NAME.index(name)
        cards.append({"card": name, "epoch": C.EPOCH[c], "plays": n,
                      "win_when_played": round(w / n, 3), "delta": round(delta, 3),
                      "ci95": round(1.96 * se, 3)})
    cards.sort(key=lambda r: -abs(r["delta"]))
    low, high = tournament.wilson(first_wins, games)
    levels = sorted({r["level"] for r in records})
    return {"level": ",".join(levels), "games": games, "seconds": round(seconds, 1),
            "first_player_win": round(first_wins / games, 3) if games else None,
            "first_player_ci95": (round(low, 3), round(high, 3)),
            "mean_score": round(sum(scores) / len(scores), 1) if scores else None,
            "cards_judged": len(cards),
            "cards_over_10_points": [f"{r['card']} {100 * r['delta']:+.1f} "
                                     f"(+-{100 * r['ci95']:.1f})" for r in cards
                                     if abs(r["delta"]) > 0.10],
            "cards_over_10_points_beyond_noise": [
                f"{r['card']} {100 * r['delta']:+.1f} (+-{100 * r['ci95']:.1f})" for r in cards
                if abs(r["delta"]) - r["ci95"] > 0.10],
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
