"""Balance by self-play: every seat played by the same AI level, factions dealt at random.
Measures win rates by faction (per player count) and by seat, the win rate of empires that
hold a card against those that do not, and the distribution of turns per player.

    >>> report = measure(players=(2,), games=4, level="normal", seed=1)   # doctest: +SKIP
    >>> print(format_report(report))                                      # doctest: +SKIP
"""
import time
from collections import defaultdict
from typing import Optional

from game.core import tournament as T

from . import cards as C


def play_one(players: int, level: str, seed: int, index: int):
    """One self-play game: (final state, seconds)."""
    t0 = time.perf_counter()
    specs = [level] * players
    make_state = T.NewGame("artifacts", players)
    make_agent = T.LevelAgents("artifacts")
    state = make_state(T.mix(seed, index, 0))
    agents = [make_agent(s, T.mix(seed, index, 1 + p)) for p, s in enumerate(specs)]
    while not state.is_over():
        p = state.deciders()[0]
        state.apply(p, agents[p].choose(state.view(p), state.legal_actions(p), p))
    return state, time.perf_counter() - t0


def measure(players=(2, 3, 4, 5), games: int = 100, level: str = "normal", seed: int = 1,
            progress: Optional[callable] = None) -> dict:
    """Play `games` self-play games per player count; return the tallies (see format_report)."""
    rep = {"level": level, "games": games, "by_count": {}, "cards": defaultdict(lambda: [0, 0.0]),
           "seconds": 0.0}
    all_share = 0.0
    all_seats = 0
    for n in players:
        fac = defaultdict(lambda: [0, 0.0])
        seat = [0.0] * n
        turns = []
        scores = []
        for i in range(games):
            state, dt = play_one(n, level, seed * 1000 + n, i)
            rep["seconds"] += dt
            out = state.outcome()
            turns.append(state.turns[0])
            for p in range(n):
                f = C.KEY[state.faction[p]]
                fac[f][0] += 1
                fac[f][1] += out[p]
                seat[p] += out[p]
                scores.append(state.final_scores[p])
                for c in state.empire[p]:
                    row = rep["cards"][C.KEY[c]]
                    row[0] += 1
                    row[1] += out[p]
                all_share += out[p]
                all_seats += 1
            if progress:
                progress(n, i)
        rep["by_count"][n] = {"factions": dict(fac), "seats": seat, "turns": turns,
                              "scores": scores}
    rep["cards"] = dict(rep["cards"])
    rep["seat_total"] = (all_seats, all_share)
    return rep


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def format_report(rep: dict) -> str:
    lines = [f"balance: level {rep['level']}, {rep['games']} games per player count, "
             f"{rep['seconds']:.0f} s of play"]
    worst_fac = worst_seat = 0.0
    for n, r in rep["by_count"].items():
        fair = 1.0 / n
        lines.append(f"\n{n} players (fair win rate {_pct(fair)})")
        lines.append("  faction                 seats   win%   diff")
        for f in sorted(r["factions"]):
            seats, wins = r["factions"][f]
            rate = wins / seats
            worst_fac = max(worst_fac, abs(rate - fair))
            name = C.NAME[C.BY_KEY[f]]
            lines.append(f"  {f} {name:<20}{seats:>6} {_pct(rate)} {100 * (rate - fair):+6.1f}")
        games = len(r["turns"])
        seats = "  ".join(f"seat {p + 1} {_pct(w / games)}" for p, w in enumerate(r["seats"]))
        worst_seat = max(worst_seat, abs(r["seats"][0] / games - fair))
        lines.append(f"  by seat: {seats}")
        t = sorted(r["turns"])
        lines.append(f"  turns per player: min {t[0]}, median {t[len(t) // 2]}, "
                     f"max {t[-1]}; final scores median {sorted(r['scores'])[len(r['scores']) // 2]}")
    # cards: the win rate of empires holding the card vs all seats
    seats_all, share_all = rep["seat_total"]
    base = share_all / seats_all
    lines.append(f"\ncards in final empires (win rate with the card vs {_pct(base)} overall; "
                 "the 8 furthest from it)")
    rows = []
    for key, (n, wins) in rep["cards"].items():
        if n >= 10:
            rows.append((abs(wins / n - base), key, n, wins / n))
    rows.sort(reverse=True)
    worst_card = rows[0][0] if rows else 0.0
    for _, key, n, rate in rows[:8]:
        lines.append(f"  {key:<4} {C.NAME[C.BY_KEY[key]]:<22} in {n:>5} empires  {_pct(rate)}"
                     f"  {100 * (rate - base):+6.1f}")
    lines.append(f"\nlargest gaps: faction {100 * worst_fac:.1f} points (target 5), first seat "
                 f"{100 * worst_seat:.1f} points (target 5), card {100 * worst_card:.1f} points "
                 f"(target 10)")
    return "\n".join(lines)
