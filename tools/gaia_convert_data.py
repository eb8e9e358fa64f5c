"""Developer tool: turn the extracted Gaia Project facts into our own data files under
game/gaia/data/. Run from the repo root: python3 tools/gaia_convert_data.py. It reads the
project's copy of the facts, tests/data/gaia/reference (copied from the developers' reference
collection; the test tests/gaia/test_data.py checks the output equals game/gaia/data). The
engine reads only game/gaia/data at run time."""
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REF = ROOT / "tests" / "data" / "gaia" / "reference"
OUT = ROOT / "game" / "gaia" / "data"

# faction abilities as codes the engine interprets (see game/gaia/factions.py)
ABILITIES = {
    "terrans": ["gaia-to-bowl2", "pi-gaia-convert"],
    "lantids": ["guest-mines", "pi-guest-2k"],
    "xenos": ["third-mine", "pi-fed-6"],
    "gleens": ["qic-as-ore", "gaia-mine-ore", "gaia-mine-2vp", "pi-gleens-fed"],
    "taklons": ["brainstone", "pi-charge-token"],
    "ambas": [],
    "hadsch-hallas": ["pi-credit-convert"],
    "ivits": ["pi-at-setup", "qic-satellites", "one-federation"],
    "geodens": ["pi-new-type-3k"],
    "baltaks": ["gf-to-qic", "nav-needs-pi"],
    "firaks": [],
    "bescods": ["swapped-upgrades", "pi-titanium-plus1"],
    "nevlas": ["bowl3-to-knowledge", "pi-double-power"],
    "itars": ["burn-to-gaia", "pi-gaia-tech"],
}


def factions():
    src = json.loads((REF / "factions.json").read_text())
    out = {}
    for f in src["factions"]:
        spec = f["engineSpec"]
        income = spec.get("income", ["3k,4o,15c,q", "+o,k"])
        power = spec.get("power", {})
        blds = {}
        for b, row in f["buildingsEngine"].items():
            blds[b] = {"cost": row["cost"], "slots": row["incomePerSlot"]}
            if "isolatedCost" in row:
                blds[b]["isolated"] = row["isolatedCost"]
        out[f["id"]] = {
            "name": f["name"],
            "planet": f["homePlanetCode"],
            "start": income[0],
            "board": income[1:],
            "power": [power.get("area1", 2), power.get("area2", 4), 0],
            "brainstone": spec.get("brainstone"),
            "buildings": blds,
            "abilities": ABILITIES[f["id"]],
        }
    return out


def board():
    src = json.loads((REF / "board.json").read_text())
    tracks = {t: v["engineSpec"] for t, v in src["researchTracks"].items()}
    actions = {a["id"]: {"cost": a["engine"]["cost"], "gain": a["engine"]["income"]}
               for a in src["powerActions"] + src["qicActions"]}
    boosters = {b["id"]: b["engine"] for b in src["boosters"]}
    techs = {t["id"]: t["engine"] for t in src["standardTechTiles"]}
    advtechs = {t["id"]: t["engine"] for t in src["advancedTechTiles"]}
    scoring = {t["id"]: t["engine"] for t in src["roundScoringTiles"]}
    final = {t["id"]: {"neutral": t["neutralValue2p"]} for t in src["finalScoringTiles"]}
    feds = {t["id"]: {"reward": t["engine"], "green": t["green"]} for t in src["federationTiles"]}
    conv = [c["engine"] for c in src["freeActionConversions"]["standard"]]
    return {
        "tracks": tracks,
        "actions": actions,
        "boosters": boosters,
        "techs": techs,
        "advtechs": advtechs,
        "round_scoring": scoring,
        "final_scoring": final,
        "federations": feds,
        "conversions": conv,
        "faction_conversions": {
            "pi-credit-convert": ["4c -> 1q", "3c -> 1o", "4c -> 1k"],
            "pi-gaia-convert": ["4tg -> 1q", "3tg -> 1o", "4tg -> 1k", "1tg -> 1c"],
            "bowl3-to-knowledge": ["1t-a3 -> 1k"],
            "pi-double-power": ["2pw -> 2c", "4pw -> 1o,1c", "6pw -> 2o"],
            "gf-to-qic": ["1gf -> 1q"],
            "brainstone": ["3pw -> 3c"],
        },
        "wheel": "rovdsti",
        "caps": {"o": 15, "c": 30, "k": 15},
    }


def sectors():
    src = json.loads((REF / "map.json").read_text())
    geo = src["sectorGeometry"]
    first = {}
    for key, lay in src["firstGameLayouts"].items():
        if not isinstance(lay, dict):
            continue
        first[key] = [[p["sector"], p["rotation"], [p["center"]["q"], p["center"]["r"]]]
                      for p in lay["enginePlacement"]]
    return {
        "offsets": geo["labelOffsets"],
        "sectors": {k: v["string"] for k, v in src["sectors"].items()},
        "by_players": src["sectorsByPlayerCount"],
        "centres": {"3-4": src["centres"]["3-4_randomPlacementOrder"],
                    "1-2": src["centres"]["1-2_randomPlacementOrder"]},
        "first_game": first,
        "first_game_factions": {"2": ["hadsch-hallas", "xenos"],
                                "3": ["terrans", "taklons", "gleens"],
                                "4": ["terrans", "hadsch-hallas", "xenos", "taklons"]},
    }


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for name, data in (("factions", factions()), ("board", board()), ("map", sectors())):
        (OUT / f"{name}.json").write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
