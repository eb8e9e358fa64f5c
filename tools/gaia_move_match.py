"""What a Gaia AI level would do at the decisions of people: replay the recorded 4-player game
in tests/data/gaia/corpus and, at every main turn and every charge offer with a choice, ask the
level from that seat's view (not a test; issue 13's thirteenth pass, docs/gaia-ai.md).

    nice -n 5 python3 tools/gaia_move_match.py --level hard [--list] [--rounds 1-3]

It prints how often the level chose the people's action (exactly, and by kind: a mine, a lab,
a research step, a power action, accepting a charge ...) and a table of people's kind against
the level's. With --list, every decision where the kinds differ. The people's moves are always
the ones applied, so every decision is asked in a position people reached.
"""
from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path
from typing import Iterator, NamedTuple

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.gaia import new_game  # noqa: E402
from game.gaia.ai import LEVELS, make_agent  # noqa: E402
from game.gaia.importer import record_of  # noqa: E402

CORPUS = REPO / "tests/data/gaia/corpus"


class Decision(NamedTuple):
    """One asked decision: the round, the seat's faction, what people did, what the level did."""
    round: int
    faction: str
    people: tuple
    level: tuple
    holding: str


def kind(action: tuple) -> str:
    """An action's kind for the table: 'build m', 'up' (a research step), 'action power',
    'action qic', 'charge', 'decline', 'pass', 'federation', 'spend' ..."""
    if action[0] == "build":
        return f"build {action[1]}"
    if action[0] == "action":
        return "action qic" if action[1].startswith("qic") else "action power"
    return action[0]


def decisions(level: str = "hard", game: str = "deep-mind-2", rounds: tuple = (1, 6),
              seed: int = 1) -> Iterator[Decision]:
    """Replay the recorded game and yield the level's answer at each main turn and charge offer
    (with more than one legal action) in the given rounds."""
    base = CORPUS / game
    record, _names, _state = record_of(json.loads(Path(f"{base}.json").read_text()),
                                       Path(f"{base}.moves.txt").read_text())
    st = new_game(record.players, record.options, record.seed)
    agent = make_agent(level, seed)
    for seat, action in record.actions:
        if rounds[0] <= st.round <= rounds[1]:
            legal = st.legal_actions(seat)
            main = st.phase == "actions" and not st.pending and not st.main_done
            offer = any(a[0] == "charge" for a in legal)
            if (main or offer) and len(legal) > 1:
                pl = st.pl[seat]
                held = f"c{pl.c} o{pl.o} k{pl.k} q{pl.q} bowls {pl.p[0]}/{pl.p[1]}/{pl.p[2]}"
                yield Decision(st.round, pl.faction, tuple(action),
                               tuple(agent.choose(st.view(seat), legal, seat)), held)
        st.apply(seat, action)


def table(rows: list[Decision]) -> str:
    """Agreement and the table of people's kinds (rows) against the level's (columns)."""
    conf = collections.Counter((kind(d.people), kind(d.level)) for d in rows)
    same = sum(1 for d in rows if d.people == d.level)
    same_kind = sum(n for (a, b), n in conf.items() if a == b)
    n = max(len(rows), 1)
    lines = [f"{len(rows)} decisions: the same action {same} ({100 * same / n:.0f} %), "
             f"the same kind {same_kind} ({100 * same_kind / n:.0f} %)"]
    kinds_p = sorted({a for a, _ in conf})
    kinds_l = sorted({b for _, b in conf})
    lines.append("people \\ level".ljust(15) + "".join(k[:10].rjust(11) for k in kinds_l))
    for a in kinds_p:
        lines.append(a[:14].ljust(15) + "".join(str(conf[(a, b)] or ".").rjust(11)
                                               for b in kinds_l))
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--level", default="hard", choices=sorted(LEVELS))
    ap.add_argument("--game", default="deep-mind-2", help="a recorded game in " + str(CORPUS))
    ap.add_argument("--rounds", default="1-6", help="first-last round asked, e.g. 1-3")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--list", action="store_true", help="print every decision of another kind")
    a = ap.parse_args(argv)
    games = sorted(p.name[:-len(".moves.txt")] for p in CORPUS.glob("*.moves.txt"))
    if a.game not in games:
        ap.error(f"no recorded game {a.game!r} in {CORPUS} (there: {', '.join(games)})")
    first, _, last = a.rounds.partition("-")
    if not (first.isdigit() and (last or first).isdigit()):
        ap.error(f"--rounds {a.rounds!r}: a round or first-last, e.g. 1-3")
    rows = []
    for d in decisions(a.level, a.game, (int(first), int(last or first)), a.seed):
        rows.append(d)
        if a.list and kind(d.people) != kind(d.level):
            print(f"r{d.round} {d.faction:<14}{d.holding:<32} people {d.people}  "
                  f"{a.level} {d.level}")
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
