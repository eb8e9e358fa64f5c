"""Where the VP of Gaia AI games come from: play tournament games (the core tournament's seat
rotation and seeds) and print, per level, the average final VP by source (round goals, final
goals, research, federations, boosters, charges ...) and what the seats built (not a test).

    nice -n 10 python3 tools/gaia_score_sources.py --seats hard,hard,hard,hard --games 20 --seed 1

With --human it prints the same table for the recorded game in tests/data/gaia/corpus; --style
and --budget change the hard level's evaluation style and search budgets for an experiment.
"""
from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.core import tournament  # noqa: E402
from game.core.tournament import mix, seat_order  # noqa: E402

GROUPS = (("round goals", ("round",)), ("final goals", ("final",)),
          ("research end", ("terra", "nav", "int", "gaia", "eco", "sci")),
          ("federations", ("fed",)), ("boosters", ("booster",)),
          ("tech tiles", ("tech-", "adv")), ("actions", ("qic", "power")),
          ("charges", ("charge",)), ("resources left", ("spend",)), ("start", ("beginGame",)))


def group_of(key: str) -> str:
    for name, prefixes in GROUPS:
        if any(key.startswith(p) for p in prefixes):
            return name
    return "other"


def seat_rows(view: dict) -> list[dict]:
    """Per seat: VP by group and a few counts from the final view."""
    rows = []
    for p in view["players"]:
        row = collections.Counter()
        for key, vp in (p.get("vp_by_source") or {}).items():
            row[group_of(key)] += vp
        row["VP"] = p["vp"]
        b = p["buildings"]
        for k in ("m", "ts", "lab", "PI"):
            row["#" + k] = b.get(k, 0)
        row["#ac"] = b.get("ac1", 0) + b.get("ac2", 0)
        row["#fed"] = len(p["federations"])
        row["#research"] = sum(p["research"].values())
        row["#techs"] = len(p["techs"])
        row["#gaia"] = p["counts"].get("g", 0)
        row.faction = p.get("faction")
        rows.append(row)
    return rows


def play(seats: list, games: int, seed: int, acts: collections.Counter) -> dict:
    make_state = tournament.NewGame("gaia", len(seats))
    make_agent = tournament.LevelAgents("gaia")
    by = collections.defaultdict(list)
    for i in range(games):
        specs = seat_order(seats, i)
        state = make_state(mix(seed, i, 0))
        agents = [make_agent(s, mix(seed, i, 1 + p)) for p, s in enumerate(specs)]
        while not state.is_over():
            p = state.deciders()[0]
            action = agents[p].choose(state.view(p), state.legal_actions(p), p)
            if state.phase == "actions" and not state.pending:
                acts[(specs[p], action[0])] += 1
            state.apply(p, action)
        for spec, row in zip(specs, seat_rows(state.view(None))):
            by[spec].append(row)
        print(f"game {i}: {[r['VP'] for r in seat_rows(state.view(None))]}", file=sys.stderr)
    return by


def human() -> dict:
    from game.gaia.importer import replay
    base = REPO / "tests/data/gaia/corpus/deep-mind-2"
    setup = json.loads(Path(f"{base}.json").read_text())
    st = replay(setup, Path(f"{base}.moves.txt").read_text())
    return {"people (deep-mind-2)": seat_rows(st.view(None))}


def table(by: dict) -> str:
    cols = ["VP"] + [g for g, _ in GROUPS] + ["other", "#m", "#ts", "#lab", "#PI", "#ac",
                                              "#fed", "#research", "#techs", "#gaia"]
    lines = []
    for spec, rows in by.items():
        lines.append(f"{spec} ({len(rows)} seats), average:")
        for c in cols:
            lines.append(f"  {c:<15}{sum(r[c] for r in rows) / len(rows):7.1f}")
        per = collections.defaultdict(list)
        for r in rows:
            per[getattr(r, "faction", None)].append(r["VP"])
        lines.append(f"{spec} by faction (seats, average VP):")
        for f, vps in sorted(per.items(), key=lambda x: -sum(x[1]) / len(x[1])):
            lines.append(f"  {str(f):<15}{len(vps):3d} {sum(vps) / len(vps):7.1f}")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seats", default="hard,hard,hard,hard")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--human", action="store_true")
    ap.add_argument("--style", help="JSON: keys of the hard level's style to change (experiments)")
    ap.add_argument("--budget", help="JSON: the hard level's budgets to change (width, depth ...)")
    a = ap.parse_args(argv)
    if a.style:
        from game.gaia.ai import evaluate
        evaluate.HARD_STYLE.update(json.loads(a.style))
    if a.budget:
        from game.gaia import ai
        ai.HARD.update(json.loads(a.budget))
    acts = collections.Counter()
    by = human() if a.human else play(a.seats.split(","), a.games, a.seed, acts)
    print(table(by))
    if acts:
        seats = {spec: len(rows) for spec, rows in by.items()}
        print("actions a seat took in the action phases (average):")
        for (spec, kind), n in sorted(acts.items()):
            print(f"  {spec:<8}{kind:<12}{n / seats[spec]:7.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
