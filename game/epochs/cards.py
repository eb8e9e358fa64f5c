"""Card tables derived from carddata.py: lookups by card id (the index in carddata.CARDS).

    >>> NAME[0], KIND[0], COST[0]
    ('Solar Collector', 'station', (0, 1, 1, 0))
"""
from game.core.i18n import N_, domain

from . import carddata as D
from . import editions
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
OBJ = [c.get("objects", ()) for c in D.CARDS]
COLOUR = [c.get("colour") for c in D.CARDS]
# the object symbol a station, shuttle or ship card carries (None for the others)
OWN_OBJECT = [{"station": "station", "shuttle": "shuttle", "ship": "ship"}.get(k) for k in KIND]

DECK = {e: [i for i in range(N) if EPOCH[i] == e] for e in (1, 2, 3)}
SCIENCE = [i for i in range(N) if KIND[i] == "science"]

VALUES = ("MILITARY_VALUE", "TRADE_VALUE", "QUADRANT_BONUS", "DIPLOMACY_VP", "TILES",
          "START_TOKENS")


class Content:
    """The tables that differ between editions (editions.py), by card id: COST, RES, MASK,
    EFFECTS, QUARTERS, and the board values, scoring tiles and starting tokens. A state
    holds its game's Content as `s.k`; names, kinds, objects and decks are the same in every
    edition (the module-level tables)."""

    def __init__(self, edition: int, cards: list, values: dict):
        self.edition = edition
        self.COST = [tuple(c["cost"].count(r) for r in RESOURCES) for c in cards]
        self.RES = [c["res"] for c in cards]
        self.MASK = [sum(1 << RI[r] for r in c["res"]) for c in cards]
        self.EFFECTS = [c["effects"] for c in cards]
        self.QUARTERS = [c.get("quarters", ()) for c in cards]
        for key in VALUES:
            setattr(self, key, values[key])


def _build(edition: int) -> Content:
    if edition == editions.CURRENT:
        return Content(edition, D.CARDS, {key: getattr(D, key) for key in VALUES})
    old = editions.CHANGES[edition]
    cards = [dict(c, **old.cards.get(c["name"], {})) for c in D.CARDS]
    return Content(edition, cards, {key: old.values.get(key, getattr(D, key)) for key in VALUES})


_CONTENT = {}


def content(edition: int = editions.CURRENT) -> Content:
    """The Content of an edition (built once); ValueError for one that never existed."""
    if type(edition) is not int or edition not in editions.EDITIONS:
        raise ValueError(f"unknown edition of the cards: {edition!r} (this app knows "
                         f"0-{editions.CURRENT})")
    if edition not in _CONTENT:
        _CONTENT[edition] = _build(edition)
    return _CONTENT[edition]


CURRENT = content()
# the current edition's tables under their old names (the same lists)
COST, RES, MASK = CURRENT.COST, CURRENT.RES, CURRENT.MASK
EFFECTS, QUARTERS = CURRENT.EFFECTS, CURRENT.QUARTERS


def cost_text(card: int, edition: int = editions.CURRENT) -> str:
    """'2 energy, 1 metal' (the printed cost)."""
    parts = [amount(r, n) for r, n in zip(RESOURCES, content(edition).COST[card]) if n]
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


def res_text(card: int, edition: int = editions.CURRENT) -> str:
    """'food', 'energy or metal', 'nothing' (what the card is worth as payment)."""
    return _(" or ").join(RES_NAME[r] for r in content(edition).RES[card]) or _("nothing")


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
    if kind == "early":
        return _("researched only at the end of epoch 1 or 2")
    raise ValueError(f"unknown effect code {code!r}")


def effects_text(card: int, edition: int = editions.CURRENT) -> str:
    """All effects of a card in words."""
    return ", ".join(effect_text(c) for c in content(edition).EFFECTS[card]) or _("no effect")
