"""Card tables derived from carddata.py: lookups by card id (the index in carddata.CARDS).

    >>> NAME[0], KIND[0], COST[0]
    ('Solar Collector', 'station', (0, 1, 1, 0))
"""
from game.core.i18n import N_, domain

from . import carddata as D
from .words import Words

_ = domain("epochs")

RESOURCES = "EFMS"                      # index 0..3: energy, food, metal, science
RES_NAME = Words({"E": N_("energy"), "F": N_("food"), "M": N_("metal"), "S": N_("science")})
RI = {r: i for i, r in enumerate(RESOURCES)}
TOKEN_MASK = 0b0111                     # a universal token pays energy, food or metal
SCIENCE_BIT = 0b1000
OBJECTS = ("ship", "shuttle", "station")
OBJECT_NAME = Words({"ship": N_("colony ship"), "shuttle": N_("shuttle"),
                     "station": N_("production station")})
COLOURS = Words({"I": N_("ice"), "L": N_("lava"), "O": N_("ocean"), "J": N_("jungle")})
INFLUENCE = ("mil", "trade", "dip")
INFLUENCE_NAME = Words({"mil": N_("military"), "trade": N_("trade"), "dip": N_("diplomacy")})

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
    parts = [amount(r, n) for r, n in zip(RESOURCES, COST[card]) if n]
    return ", ".join(parts) or _("nothing")


def amount(r: str, n: int) -> str:
    """'2 energy', '1 metal' in the player's language (the count decides the form)."""
    if r == "E":
        return _.n("{n} energy", "{n} energy", n)
    if r == "F":
        return _.n("{n} food", "{n} food", n)
    if r == "M":
        return _.n("{n} metal", "{n} metal", n)
    return _.n("{n} science", "{n} science", n)


def res_text(card: int) -> str:
    """'food', 'energy or metal', 'nothing' (what the card is worth as payment)."""
    return _(" or ").join(RES_NAME[r] for r in RES[card]) or _("nothing")


def effect_text(code: tuple) -> str:
    """One effect code in words: ('prod', 'E', 1) -> '+1 energy production'."""
    kind = code[0]
    if kind == "vp":
        return _("{n} VP", n=code[1])
    if kind == "income":
        return _("+{n} income", n=code[1])
    if kind == "prod":
        return {"E": _("+{n} energy production", n=code[2]),
                "F": _("+{n} food production", n=code[2]),
                "M": _("+{n} metal production", n=code[2]),
                "S": _("+{n} science production", n=code[2])}[code[1]]
    if kind == "token":
        return _.n("{n} universal token", "{n} universal tokens", code[1])
    if kind in INFLUENCE:
        return {"mil": _("+{n} military", n=code[1]), "trade": _("+{n} trade", n=code[1]),
                "dip": _("+{n} diplomacy", n=code[1])}[kind]
    if kind == "science":
        return _.n("draw {n} science card", "draw {n} science cards", code[1])
    if kind == "end":
        return {"colonised": _("at the end {n} VP per colonised planet", n=code[2]),
                "objects": _("at the end {n} VP per space-object token", n=code[2]),
                "planets": _("at the end {n} VP per planet", n=code[2])}[code[1]]
    raise ValueError(f"unknown effect code {code!r}")


def effects_text(card: int) -> str:
    """All effects of a card in words."""
    return ", ".join(effect_text(c) for c in EFFECTS[card]) or _("no effect")
