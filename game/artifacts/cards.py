"""The card content, loaded once from data/*.json into flat tables indexed by card id.

Every card of every deck gets one int id (resources first, then planets, technologies, ships,
alien systems, defense plans, artifacts, factions). Tables are tuples indexed by that id, so
the engine reads `KIND[c]`, `NAME[c]`, `TYPE[c]` without dicts. The JSON holds one entry per
card; see docs/artifacts-design.md for what each power code means.

    >>> KIND[RESOURCES[0]], len(RESOURCES)
    ('resource', 72)
"""
from game.core.packaged import load_json

COLORS = ("R", "B", "G", "Y")          # red military, blue research, green discovery, gold
COLOR_NAME = {"R": "red", "B": "blue", "G": "green", "Y": "gold"}
TYPES = ("explore", "expand", "exploit", "exterminate")
BUILT_KINDS = ("planet", "tech", "ship")
KIND_COLOR = {"planet": "G", "tech": "B", "ship": "R"}
KIND_VERB = {"planet": "discover", "tech": "develop", "ship": "build"}
VERB_KIND = {v: k for k, v in KIND_VERB.items()}
KIND_WORD = {"planet": "planet", "tech": "technology", "ship": "ship"}
SIDE_WORD = {
    "planet": {"L": "settle", "O": "exploit"},
    "tech": {"L": "deploy", "O": "sell to a corporation"},
    "ship": {"L": "join the fleet", "O": "go on a mission"},
}


def _load(name: str) -> list:
    return load_json("game.artifacts", "data/" + name)


_FILES = (("resource", "resources.json"), ("planet", "planets.json"), ("tech", "techs.json"),
          ("ship", "ships.json"), ("alien", "aliens.json"), ("plan", "plans.json"),
          ("artifact", "artifacts.json"), ("faction", "factions.json"))

ENTRIES: list = []
for _kind, _file in _FILES:
    for _e in _load(_file):
        _e = dict(_e)
        _e["kind"] = _kind
        ENTRIES.append(_e)

N = len(ENTRIES)
KEY = tuple(e["id"] for e in ENTRIES)                       # "p3", "t0", "basic" ...
BY_KEY = {k: i for i, k in enumerate(KEY)}
KIND = tuple(e["kind"] for e in ENTRIES)
NAME = tuple(e.get("name") or f"resource {e['id']}" for e in ENTRIES)
TYPE = tuple(e.get("type") for e in ENTRIES)
POWER = tuple(tuple(tuple(x) for x in e.get("power", ())) for e in ENTRIES)
BONUS = tuple(e.get("bonus", 0) for e in ENTRIES)
SCORE = tuple(e.get("score") for e in ENTRIES)
RESULTS = tuple(tuple(tuple(tuple(c) for c in row) for row in e["results"]) if "results" in e
                else None for e in ENTRIES)
EFFECT = tuple(tuple(tuple(x) for x in e.get("effect", ())) for e in ENTRIES)
# resource cards: halves ((colour, icons, type), (colour, icons, type)) and the attack number
HALVES = tuple(tuple(tuple(h) for h in e["halves"]) if "halves" in e else None for e in ENTRIES)
NUMBER = tuple(e.get("number", 0) for e in ENTRIES)
FACTION = tuple(e if e["kind"] == "faction" else None for e in ENTRIES)

def _ids(kind: str) -> tuple:
    return tuple(i for i, k in enumerate(KIND) if k == kind)


RESOURCES = _ids("resource")
PLANETS = _ids("planet")
TECHS = _ids("tech")
SHIPS = _ids("ship")
ALIENS = _ids("alien")
BASIC_PLAN = BY_KEY["basic"]
PLANS = tuple(i for i in _ids("plan") if i != BASIC_PLAN)
ARTIFACTS = _ids("artifact")
FACTIONS = _ids("faction")
DECK_OF = {"planet": PLANETS, "tech": TECHS, "ship": SHIPS}


def faction_setup(card: int, edition: int | None = None) -> dict:
    """A faction's setup data under an edition of the rules (editions.py; None: the newest
    its data knows): its keys, with each later edition's changes ("edition_<n>" for n up to
    `edition`) put over them.

        >>> faction_setup(BY_KEY["f2"], 1)["vp"], faction_setup(BY_KEY["f2"], 2)["vp_by_players"]
        (1, {'5': 1})
    """
    setup = FACTION[card]["setup"]
    out = {k: v for k, v in setup.items() if not k.startswith("edition_")}
    for key in sorted((k for k in setup if k.startswith("edition_")),
                      key=lambda k: int(k.split("_")[1])):
        if edition is None or int(key.split("_")[1]) <= edition:
            out.update(setup[key])
    return out


def powers(card: int, keyword: str) -> list:
    """The power codes of `card` with this keyword ('ongoing', 'additionally', 'action',
    'place'), without the keyword: e.g. powers(c, 'ongoing') -> [('limit', 'planet', 1)]."""
    return [p[1:] for p in POWER[card] if p[0] == keyword]


def half_icons(res: int, half: int, color: str, gold: bool) -> int:
    """Icons of `color` on one half of resource card `res` (gold counts if `gold`)."""
    c, n, _ = HALVES[res][half]
    if c == color or (gold and c == "Y" and color != "Y"):
        return n
    return 0


def card_icons(res: int, color: str, gold: bool) -> int:
    """Icons of `color` a resource card in hand gives (its better half)."""
    a = half_icons(res, 0, color, gold)
    b = half_icons(res, 1, color, gold)
    return a if a > b else b
