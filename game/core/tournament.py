"""Tournaments between agents for any game: seat rotation, win rates with Wilson 95 % intervals,
average scores and decision times.

Pure and sequential (safe anywhere); `tournament_jobs.run_parallel` spreads the same games over
processes for command lines. Game i is fully determined by (seed, i), so a tournament gives the
same numbers whatever the number of jobs.

    >>> results = run(make_state, make_agent, ["hard", "normal"], games=10, seed=1)  # doctest: +SKIP
    >>> print(format_summary(summarize(results)))                                     # doctest: +SKIP

`make_state(game_seed)` returns a fresh GameState; `make_agent(spec, agent_seed)` an Agent.
For any registered game, `NewGame(game_id, players, options)` and `LevelAgents(game_id)` are
both (picklable, so `tournament_jobs` can send them to worker processes); the specs are then
the keys of the game's AI levels (`registry.levels(game_id)`)::

    >>> results = run(NewGame("gaia", 2), LevelAgents("gaia"), ["normal", "easy"], 4, seed=1)  # doctest: +SKIP
"""
import math
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Optional

from . import agents as _agents, registry

if TYPE_CHECKING:  # annotations only
    from .agents import Agent
    from .protocol import GameState

_MASK = (1 << 64) - 1


def mix(*parts: int) -> int:
    """A 63-bit seed derived from integers (SplitMix64 finaliser over the parts)."""
    z = 0x2545F4914F6CDD1D
    for p in parts:
        z = (z ^ (int(p) & _MASK)) & _MASK
        z = (z + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
    return z >> 1


@dataclass
class GameResult:
    """One finished game: the spec in each seat, final scores, win shares, decision seconds."""
    index: int
    seats: list
    scores: list
    shares: list
    times: dict = field(default_factory=dict)  # spec -> [seconds per decision]
    decisions: int = 0


class NewGame:
    """make_state for a registered game: NewGame("rftg", 2, {"advanced": True})(seed)."""

    def __init__(self, game_id: str, players: int, options: Optional[dict] = None) -> None:
        self.game_id, self.players, self.options = game_id, players, dict(options or {})

    def __call__(self, seed: int) -> "GameState":
        return registry.game(self.game_id).new_game(self.players, self.options, seed)


class LevelAgents:
    """make_agent for a registered game: the spec is one of its AI level keys."""

    def __init__(self, game_id: str, max_time: Optional[float] = None) -> None:
        self.game_id, self.max_time = game_id, max_time

    def __call__(self, spec: str, seed: int) -> "Agent":
        return registry.game(self.game_id).make_agent(spec, seed, self.max_time)


def check_levels(levels: dict, specs: list) -> None:
    """Raise ValueError naming the unknown levels among `specs` (and the known ones)."""
    bad = [s for s in specs if s not in levels]
    if bad:
        raise ValueError(f"unknown level(s): {', '.join(bad)} (known: {', '.join(levels)})")


def seat_order(specs: list, index: int) -> list:
    """Seat rotation: game `index` shifts the seats by index mod the player count."""
    n = len(specs)
    k = index % n
    return list(specs[k:]) + list(specs[:k])


def play_game(make_state: Callable, make_agent: Callable, specs: list, seed: int, index: int,
              max_decisions: int = 100_000) -> GameResult:
    """Play game `index` of a tournament and return its GameResult."""
    seats = seat_order(specs, index)
    state = make_state(mix(seed, index, 0))
    agents = [make_agent(spec, mix(seed, index, 1 + p)) for p, spec in enumerate(seats)]
    times: dict[str, list[float]] = {spec: [] for spec in seats}
    decisions = 0
    clock = time.perf_counter
    while not state.is_over():
        deciders = state.deciders()
        if not deciders:
            raise RuntimeError("a live state has no decider")
        p = deciders[0]
        view = state.view(p)
        legal = state.legal_actions(p)
        t0 = clock()
        action = agents[p].choose(view, legal, p)
        times[seats[p]].append(clock() - t0)
        state.apply(p, action)
        decisions += 1
        if decisions > max_decisions:
            raise RuntimeError("game did not end")
    return GameResult(index, seats, list(state.scores()), list(state.outcome()), times, decisions)


def run(make_state: Callable, make_agent: Callable, specs: list, games: int, seed: int,
        indices: Optional[list] = None, progress: Optional[Callable] = None) -> list:
    """Play `games` games (or the given game indices) in this process."""
    if len(specs) < 2:
        raise ValueError("a tournament needs at least two seats")
    if games < 1:
        raise ValueError("a tournament needs at least one game")
    out = []
    for i in (range(games) if indices is None else indices):
        out.append(play_game(make_state, make_agent, specs, seed, i))
        if progress:
            progress(out[-1])
    return out


def wilson(successes: float, n: int, z: float = 1.96) -> tuple:
    """Wilson score interval (low, high) for a proportion; successes may be fractional (ties)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list, q: float) -> float:
    """The q-quantile (0..1) by linear interpolation; 0.0 for no values."""
    if not values:
        return 0.0
    v = sorted(values)
    pos = (len(v) - 1) * q
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (pos - lo)


def summarize(results: list) -> dict:
    """Per spec: seats played, win shares, win rate with Wilson CI, average score, times (ms)."""
    table: dict[str, dict] = {}
    for r in results:
        for p, spec in enumerate(r.seats):
            row = table.setdefault(spec, {"seats": 0, "wins": 0.0, "score_sum": 0, "times": []})
            row["seats"] += 1
            row["wins"] += r.shares[p]
        for spec, ts in r.times.items():
            table[spec]["times"].extend(ts)
        for p, spec in enumerate(r.seats):
            table[spec]["score_sum"] += r.scores[p]
    out = {}
    for spec, row in table.items():
        n = row["seats"]
        low, high = wilson(row["wins"], n)
        times = row["times"]
        out[spec] = {
            "seats": n, "wins": row["wins"], "win_rate": row["wins"] / n,
            "ci95": (low, high), "avg_score": row["score_sum"] / n,
            "decisions": len(times),
            "p50_ms": 1000 * percentile(times, 0.5), "p95_ms": 1000 * percentile(times, 0.95),
            "max_ms": 1000 * max(times) if times else 0.0,
        }
    return {"games": len(results), "levels": out}


def format_summary(summary: dict) -> str:
    """A plain-text table of a summary."""
    lines = [f"games: {summary['games']}",
             f"{'level':<12}{'seats':>6}{'wins':>8}{'win%':>7}{'95% CI':>16}{'avg VP':>8}"
             f"{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}"]
    for spec, s in summary["levels"].items():
        low, high = s["ci95"]
        lines.append(
            f"{spec:<12}{s['seats']:>6}{s['wins']:>8.1f}{100 * s['win_rate']:>6.1f}%"
            f"{f'{100 * low:.1f}-{100 * high:.1f}%':>16}{s['avg_score']:>8.2f}"
            f"{s['decisions']:>10}{s['p50_ms']:>9.1f}{s['p95_ms']:>9.1f}{s['max_ms']:>9.1f}")
    return "\n".join(lines)
