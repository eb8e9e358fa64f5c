"""Balance by self-play: the first player's win rate, each card's effect on the win rate of
the player who played it, and single-minded strategies against the normal level.

    python3 -m game.epochs balance --games 1000 --level normal --strategy-games 200

Per card, `delta` = win rate of players who played it minus win rate of players who did not
(over all player-games); cards played in fewer than `min_plays` games are not judged.
"""
import time
from typing import Optional

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


def self_play(level: str, games: int, seed: int = 1, min_plays: int = 30) -> dict:
    """First-player win rate and per-card deltas over `games` games of `level` vs itself."""
    first_wins = 0.0
    plays = {c: [0, 0.0] for c in range(C.N)}     # card -> [player-games played, wins]
    total = [0, 0.0]
    scores = []
    t0 = time.perf_counter()
    for i in range(games):
        s, _ = play([level, level], seed, i)
        out = s.outcome()
        first_wins += out[s.starter]
        scores.extend(s.scores())
        for p in (0, 1):
            total[0] += 1
            total[1] += out[p]
            for c in played_cards(s, p):
                plays[c][0] += 1
                plays[c][1] += out[p]
    cards = []
    for c, (n, w) in plays.items():
        rest_n, rest_w = total[0] - n, total[1] - w
        if n < min_plays or rest_n < min_plays:
            continue
        delta = w / n - rest_w / rest_n
        cards.append({"card": C.NAME[c], "epoch": C.EPOCH[c], "plays": n,
                      "win_when_played": round(w / n, 3), "delta": round(delta, 3)})
    cards.sort(key=lambda r: -abs(r["delta"]))
    low, high = tournament.wilson(first_wins, games)
    return {"level": level, "games": games, "seconds": round(time.perf_counter() - t0, 1),
            "first_player_win": round(first_wins / games, 3),
            "first_player_ci95": (round(low, 3), round(high, 3)),
            "mean_score": round(sum(scores) / len(scores), 1),
            "cards_judged": len(cards),
            "cards_over_10_points": [f"{r['card']} {100 * r['delta']:+.1f}" for r in cards
                                     if abs(r["delta"]) > 0.10],
            "largest_deltas": cards[:5]}


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
