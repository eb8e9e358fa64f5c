"""Balance by self-play: every seat played by the same AI level, factions dealt at random.
Measures win rates by faction (per player count) and by seat, the effect of holding each card,
and the distribution of turns per player, each rate with its 95 % interval. Each faction also
gets its mean VP margin (its final score minus the mean of the other players' scores): a
less noisy number than its win rate, for telling by how many VP a faction is off; and how
often it took its faction action per game ("actions").

A run is a list of per-game records (plain dicts, one JSON line each with `--out`), so long
runs can be split, saved and summed later (`--from`):

    >>> recs = play_records(2, games=4, level="normal", seed=1)   # doctest: +SKIP
    >>> print(format_report(summarize(recs)))                     # doctest: +SKIP

Card effect: for every empire (one player's final empire in one game) the "excess" is its
result minus the fair share 1/players; a card's number is the mean excess of empires holding
it minus that of empires without it. This removes the player-count mix but not the
confounding that strong positions build more cards (see docs/artifacts-design.md). A second
number compares holders only with empires of the same size at the same player count (the
strata's differences averaged with weights n1*n0/(n1+n0)), which removes "a leading empire
simply holds more cards".
"""
import time
from collections import defaultdict
from typing import Callable, Iterable, Iterator, Optional

from game.core import tournament as T
from game.core.cli import read_saved
from game.core.tournament_jobs import each_in_processes

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


def game_record(players: int, level: str, seed: int, index: int) -> dict:
    """Play game `index` of a run (seed per player count as in `play_records`); its record."""
    state, dt = play_one(players, level, seed * 1000 + players, index)
    return {"players": players, "level": level, "seed": seed, "index": index,
            "factions": [C.KEY[f] for f in state.faction], "outcome": state.outcome(),
            "scores": list(state.final_scores), "turns": state.turns[0],
            "empires": [sorted(C.KEY[c] for c in state.empire[p]) for p in range(players)],
            "faction_uses": faction_uses(state), "seconds": round(dt, 3)}


def faction_uses(state) -> list:
    """How many times each seat took its faction action in a finished game."""
    uses = [0] * state.players
    for p, action in state.history:
        if action[0] == "faction":
            uses[p] += 1
    return uses


def _record_args(args: tuple) -> dict:
    return game_record(*args)


def play_records(players: int, games: int, level: str = "normal", seed: int = 1,
                 start: int = 0, jobs: int = 1,
                 progress: Optional[Callable[[dict], None]] = None) -> Iterator[dict]:
    """Records of games start..start+games-1 at one player count (`jobs` processes; the
    records are the same whatever `jobs` is, but may arrive out of order)."""
    args = [(players, level, seed, i) for i in range(start, start + games)]
    for rec in each_in_processes(_record_args, args, jobs):
        if progress:
            progress(rec)
        yield rec


def measure(players=(2, 3, 4, 5), games: int = 100, level: str = "normal", seed: int = 1,
            progress: Optional[Callable[[dict], None]] = None, jobs: int = 1) -> dict:
    """Play `games` self-play games per player count; return the tallies (see summarize)."""
    recs = []
    for n in players:
        recs.extend(play_records(n, games, level, seed, jobs=jobs, progress=progress))
    return summarize(recs)


def read_records(paths: Iterable[str]) -> list:
    """Records saved with `--out` (one JSON object per line); a game saved twice (same
    player count, level, seed and index) counts once."""
    return read_saved(paths, ("players", "level", "seed", "index"))


def summarize(records: list) -> dict:
    """Tallies by player count (factions, seats, turns, scores) and by card."""
    rep = {"levels": sorted({r["level"] for r in records}), "by_count": {},
           "cards": {}, "seconds": 0.0, "games": len(records)}
    cards = defaultdict(lambda: [0, 0.0])          # key -> [empires holding it, sum of excess]
    strata = defaultdict(lambda: [0, 0.0, 0.0])    # (players, size) -> [empires, sum, squares]
    in_strata = defaultdict(lambda: defaultdict(lambda: [0, 0.0, 0.0]))   # ... per card
    all_excess = 0.0
    empires = 0
    for r in sorted(records, key=lambda r: (r["players"], r["seed"], r["index"])):
        n = r["players"]
        row = rep["by_count"].setdefault(n, {"factions": defaultdict(lambda: [0, 0.0, 0.0, 0, 0]),
                                              "seats": [0.0] * n, "turns": [], "scores": []})
        total = sum(r["scores"])
        rep["seconds"] += r["seconds"]
        row["turns"].append(r["turns"])
        for p in range(n):
            out = r["outcome"][p]
            fac = row["factions"][r["factions"][p]]
            fac[0] += 1
            fac[1] += out
            fac[2] += r["scores"][p] - (total - r["scores"][p]) / (n - 1)
            if "faction_uses" in r:                     # records from before 2026-11-26 lack it
                fac[3] += 1
                fac[4] += r["faction_uses"][p]
            row["seats"][p] += out
            row["scores"].append(r["scores"][p])
            excess = out - 1.0 / n
            all_excess += excess
            empires += 1
            size = (n, len(r["empires"][p]))
            _add(strata[size], excess)
            for key in r["empires"][p]:
                cards[key][0] += 1
                cards[key][1] += excess
                _add(in_strata[size][key], excess)
    for row in rep["by_count"].values():
        row["factions"] = dict(row["factions"])
    rep["cards"] = dict(cards)
    rep["strata"] = {k: (tuple(v), {c: tuple(w) for c, w in in_strata[k].items()})
                     for k, v in strata.items()}
    rep["excess_total"] = (empires, all_excess)
    return rep


def _add(acc: list, x: float) -> None:
    acc[0] += 1
    acc[1] += x
    acc[2] += x * x


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def _ci(wins: float, n: int, fair: float) -> str:
    low, high = T.wilson(wins, n)
    return f"[{100 * (low - fair):+5.1f}, {100 * (high - fair):+5.1f}]"


def card_effects(rep: dict, min_empires: int = 30) -> list:
    """(effect, key, empires holding it, standard error) for every card held often enough,
    largest effect first; effect = mean excess with the card minus mean excess without it."""
    total_n, total_x = rep["excess_total"]
    rows = []
    for key, (n, x) in rep["cards"].items():
        rest = total_n - n
        if n < min_empires or rest < min_empires:
            continue
        eff = x / n - (total_x - x) / rest
        se = (0.25 / n + 0.25 / rest) ** 0.5
        rows.append((eff, key, n, se))
    rows.sort(key=lambda t: -abs(t[0]))
    return rows


def card_effects_same_size(rep: dict) -> dict:
    """key -> (effect, standard error): holders against empires of the same size at the same
    player count, the strata's differences weighted by n1*n0/(n1+n0)."""
    acc = defaultdict(lambda: [0.0, 0.0, 0.0])     # key -> [sum w*diff, sum w, sum w^2*var]
    for (n_all, x_all, q_all), per_card in rep.get("strata", {}).values():
        for key, (n1, x1, q1) in per_card.items():
            n0 = n_all - n1
            if n1 == 0 or n0 == 0:
                continue
            x0, q0 = x_all - x1, q_all - q1
            m1, m0 = x1 / n1, x0 / n0
            v1, v0 = max(q1 / n1 - m1 * m1, 0.0), max(q0 / n0 - m0 * m0, 0.0)
            w = n1 * n0 / (n1 + n0)
            a = acc[key]
            a[0] += w * (m1 - m0)
            a[1] += w
            a[2] += w * w * (v1 / n1 + v0 / n0)
    return {k: (a[0] / a[1], a[2] ** 0.5 / a[1]) for k, a in acc.items() if a[1] > 0}


def format_report(rep: dict, show_cards: int = 10) -> str:
    lines = [f"balance: level {','.join(rep['levels'])}, {rep['games']} games, "
             f"{rep['seconds']:.0f} s of play"]
    worst_fac = worst_seat = 0.0
    for n, r in sorted(rep["by_count"].items()):
        fair = 1.0 / n
        games = len(r["turns"])
        lines.append(f"\n{n} players, {games} games (fair win rate {_pct(fair)})")
        lines.append("  faction                 seats   win%   diff   95% interval of diff"
                     "   VP margin   actions")
        for f in sorted(r["factions"]):
            seats, wins, margin, counted, uses = r["factions"][f]
            rate = wins / seats
            worst_fac = max(worst_fac, abs(rate - fair))
            name = C.NAME[C.BY_KEY[f]]
            acts = f"{uses / counted:9.1f}" if counted else "        -"
            lines.append(f"  {f} {name:<20}{seats:>6} {_pct(rate)} {100 * (rate - fair):+6.1f}"
                         f"   {_ci(wins, seats, fair)}   {margin / seats:+6.2f}   {acts}")
        seats = "  ".join(f"seat {p + 1} {_pct(w / games)}" for p, w in enumerate(r["seats"]))
        worst_seat = max(worst_seat, abs(r["seats"][0] / games - fair))
        lines.append(f"  by seat: {seats}")
        lines.append(f"  seat 1 minus fair: {100 * (r['seats'][0] / games - fair):+.1f} "
                     f"{_ci(r['seats'][0], games, fair)}")
        t = sorted(r["turns"])
        q = [t[int(k * (len(t) - 1))] for k in (0, 0.1, 0.5, 0.9, 1)]
        sc = sorted(r["scores"])
        lines.append(f"  turns per player: min {q[0]}, 10% {q[1]}, median {q[2]}, 90% {q[3]}, "
                     f"max {q[4]}; final scores median {sc[len(sc) // 2]}")
    rows = card_effects(rep)
    same = card_effects_same_size(rep)
    lines.append(f"\ncards in final empires: win rate above fair with the card minus without "
                 f"it (points, +-1.96 standard errors; then against empires of the same size "
                 f"only); {len(rows)} cards judged, the {show_cards} largest:")
    for eff, key, n, se in rows[:show_cards]:
        s_eff, s_se = same.get(key, (0.0, 0.0))
        lines.append(f"  {key:<4} {C.NAME[C.BY_KEY[key]]:<22} in {n:>5} empires  "
                     f"{100 * eff:+6.1f} +-{196 * se:4.1f}   same size {100 * s_eff:+6.1f} "
                     f"+-{196 * s_se:4.1f}")
    worst_card = abs(rows[0][0]) if rows else 0.0
    over = sum(1 for r in rows if abs(r[0]) > 0.10)
    sure = [r for r in rows if abs(r[0]) - 1.96 * r[3] > 0.10]
    lines.append(f"\nlargest gaps: faction {100 * worst_fac:.1f} points (target 5), first seat "
                 f"{100 * worst_seat:.1f} points (target 5), card {100 * worst_card:.1f} points "
                 f"(target 10; {over} cards beyond, {len(sure)} of them beyond it by more "
                 f"than their 95 % interval" + (": " if sure else "") +
                 ", ".join(f"{C.NAME[C.BY_KEY[k]]} {100 * e:+.1f}" for e, k, _, _ in sure) + ")")
    return "\n".join(lines)
