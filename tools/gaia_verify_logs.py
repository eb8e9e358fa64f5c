"""Developer tool: replay the recorded games found in a checkout of boardgamers/gaia-project
(engine fixtures, engine spec logs, viewer test cases) through our engine and report which
replay cleanly and whether saved end states match. Not used by the game or the tests.

    python3 tools/gaia_verify_logs.py /path/to/gaia-project

Legacy test seeds of that project use its older map generation (mirrored sector strings, an
older neighbour rule); they are rebuilt here from the project's copy, tests/data/gaia/reference/map.json."""
import glob
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.gaia import data  # noqa: E402
from game.gaia.bgsetup import Arc4Random, seeded_shuffle  # noqa: E402
from game.gaia.hexmap import SpaceMap  # noqa: E402
from game.gaia.notation import replay, ImportError_  # noqa: E402

OLD_RULE = {"Gianluigi-Buffon", "randomSeed", "12", "9876", "yellow-paint-8951", "green-jeans-8458",
            "Fastgame01"}
MIRRORED = OLD_RULE | {"zadbd", "bosco-marcuzzo3", "Alex-Del-Pieroooooo", "SGAMBATA", "djfjjv4k",
                       "randomSeed2", "randomseed", "polite-food-8474", "waiting-fabs-1",
                       "curious-stay-2150", "Three", "GaiaRocks", "SalmurOnTheBoard"}


def _valid(m, german):
    for h in m.hexes:
        for n in m.neigh[h]:
            p, q = m.planet[h], m.planet[n]
            if german and p in data.HOME_TYPES and p == q:
                return False
            if not german and m.sector[h] != m.sector[n] and p != "e" and p == q:
                return False
    return True


def legacy_setup(players, seed):
    md = data.mapdata()
    key = "1-2" if players <= 2 else "3-4"
    rng = Arc4Random(seed)
    while True:
        tiles = seeded_shuffle(md["by_players"][key], rng())
        placement = [[s, int(rng() * 6), c] for s, c in zip(tiles, md["centres"][key])]
        if _valid(SpaceMap(placement), seed not in OLD_RULE):
            break
    out = {"players": players, "map": placement,
           "boosters": seeded_shuffle([f"booster{i}" for i in range(1, 11)], rng())[:players + 3]}
    std = seeded_shuffle([f"tech{i}" for i in range(1, 10)], rng())
    adv = seeded_shuffle([f"advtech{i}" for i in range(1, 16)], rng())
    out["terra_fed"] = seeded_shuffle([f"fed{i}" for i in range(1, 7)], rng())[0]
    out["round_scoring"] = seeded_shuffle([f"score{i}" for i in range(1, 11)], rng())[:6]
    out["final_scoring"] = seeded_shuffle(list(data.FINAL_TILES), rng())[:2]
    out["techs"] = dict(zip(data.TECH_POSITIONS, std))
    out["techs"].update(zip(data.ADV_POSITIONS, adv))
    return out


def spec_logs(repo):
    for f in sorted(glob.glob(str(repo / "engine/src/**/*.spec.ts"), recursive=True)):
        src = Path(f).read_text()
        for m in re.finditer(r"`\s*(init \d [^`]*)`", src):
            yield f, [ln.strip() for ln in m.group(1).splitlines() if ln.strip()]


def main(repo):
    repo = Path(repo)
    normal = dict(data.mapdata()["sectors"])
    mirrored = json.loads((ROOT / "tests/data/gaia/reference/map.json").read_text())["mirroredStrings"]
    ok = bad = 0
    for f in sorted(glob.glob(str(repo / "engine/fixtures/*.data.json"))):
        doc = json.loads(Path(f).read_text())
        try:
            st = replay(doc, "\n".join(doc["moveHistory"]))
        except ImportError_ as exc:
            print("REFUSED", Path(f).name, exc)
            bad += 1
            continue
        same = [p.vp for p in st.pl] == [p["data"]["victoryPoints"] for p in doc["players"]]
        print("OK" if same else "DIFF", Path(f).name, [p.vp for p in st.pl])
        ok += same
        bad += not same
    seen = set()
    for f, lines in spec_logs(repo):
        if tuple(lines) in seen or " set " in " ".join(lines):
            continue
        seen.add(tuple(lines))
        words = lines[0].split()
        seed = words[2] if len(words) > 2 else ""
        setup = None
        if seed in MIRRORED:
            data.mapdata()["sectors"].update(mirrored)
            setup = legacy_setup(int(words[1]), seed)
        try:
            st = replay(setup, "\n".join(lines))
            ok += 1
            print("OK", Path(f).name, seed, len(lines), st.factions)
        except (ImportError_, ValueError) as exc:
            bad += 1
            print("REFUSED", Path(f).name, seed, str(exc)[:160])
        finally:
            data.mapdata()["sectors"].update(normal)
    print(f"{ok} replayed, {bad} refused (spec logs that expect a refusal are counted here)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
