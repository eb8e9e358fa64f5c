"""Card tables derived from carddata.py: lookups by card id (the index in carddata.CARDS).

    >>> NAME[0], KIND[0], COST[0]
    ('Solar Collector', 'station', (0, 0, 1, 0))
"""
from . import carddata as D

RESOURCES = "EFMS"                      # index 0..3: energy, food, metal, science
RES_NAME = {"E": "energy", "F": "food", "M": "metal", "S": "science"}
RI = {r: i for i, r in enumerate(RESOURCES)}
TOKEN_MASK = 0b0111                     # a universal token pays energy, food or metal
SCIENCE_BIT = 0b1000
OBJECTS = ("ship", "shuttle", "station")
OBJECT_NAME = {"ship": "colony ship", "shuttle": "shuttle", "station": "production station"}
COLOURS = {"I": "ice", "L": "lava", "O": "ocean", "J": "jungle"}
INFLUENCE = ("mil", "trade", "dip")
INFLUENCE_NAME = {"mil": "military", "trade": "trade", "dip": "diplomacy"}

N = len(D.CARDS)
NAME = [c["name"] for c in D.CARDS]
EPOCH = [c["epoch"] for c in D.CARDS]
KIND = [c["kind"] for c in D.CARDS]
COST = [tuple(c["cost"].count(r) for r in RESOURCES) for c in D.CARDS]
RES = [c["res"] for c in D.CARDS]
MASK = [sum(1 << RI[r] for r in c["res"]) for c in D.CARDS]
EFFECTS = [c["effects"] for c in D.CARDS]
QUARTERS = [c.get("quarters", ()) for c in D.CARDS]
OBJ = [c.get("objects", ()) for c in D.CARDS]
COLOUR = [c.get("colour") for c in D.CARDS]
# the object symbol a station, shuttle or ship card carries (None for the others)
OWN_OBJECT = [{"station": "station", "shuttle": "shuttle", "ship": "ship"}.get(k) for k in KIND]

DECK = {e: [i for i in range(N) if EPOCH[i] == e] for e in (1, 2, 3)}
SCIENCE = [i for i in range(N) if KIND[i] == "science"]


def cost_text(card: int) -> str:
    """'2 energy, 1 metal' (the printed cost)."""
    parts = [f"{n} {RES_NAME[r]}" for r, n in zip(RESOURCES, COST[card]) if n]
    return ", ".join(parts) or "nothing"


def res_text(card: int) -> str:
    """'food', 'energy or metal', 'nothing' (what the card is worth as payment)."""
    return " or ".join(RES_NAME[r] for r in RES[card]) or "nothing"


def effect_text(code: tuple) -> str:
    """One effect code in words: ('prod', 'E', 1) -> '+1 energy production'."""
    kind = code[0]
    if kind == "vp":
        return f"{code[1]} VP"
    if kind == "income":
        return f"+{code[1]} income"
    if kind == "prod":
        return f"+{code[2]} {RES_NAME[code[1]]} production"
    if kind == "token":
        return f"{code[1]} universal token" + ("" if code[1] == 1 else "s")
    if kind in INFLUENCE:
        return f"+{code[1]} {INFLUENCE_NAME[kind]}"
    if kind == "science":
        return f"draw {code[1]} science card" + ("" if code[1] == 1 else "s")
    if kind == "end":
        what = {"colonised": "colonised planet", "objects": "space-object token",
                "planets": "planet"}[code[1]]
        return f"at the end {code[2]} VP per {what}"
    raise ValueError(f"unknown effect code {code!r}")


def effects_text(card: int) -> str:
    """All effects of a card in words."""
    return ", ".join(effect_text(c) for c in EFFECTS[card]) or "no effect"
