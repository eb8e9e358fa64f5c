"""Card facts for drawing the epochs table: names, kinds, costs, symbols and effect words.

Read from the game's card data (game/epochs/cards.py, the tables derived from carddata.py)
and its board constants; nothing here decides a rule. Words for effects come from the
card tables' own `effects_text`. A game keeps the edition of the cards it started with
(game/epochs/editions.py); `use(view)` makes these answers that edition's, and the table
calls it with every view it draws.

    >>> name(0), kind(0), cost(0)
    ('Solar Collector', 'station', {'E': 0, 'F': 2, 'M': 1, 'S': 0})
"""
from __future__ import annotations

from game.epochs import carddata as D
from game.epochs import cards as C
from game.core.i18n import N_, domain

_ = domain("epochs")

RESOURCES = C.RESOURCES                       # "EFMS"
RES_NAME = C.RES_NAME                         # translated on lookup (game/epochs/words.py)
COLOURS = C.COLOURS
OBJECT_NAME = C.OBJECT_NAME
INFLUENCE_NAME = C.INFLUENCE_NAME
KIND_NAME = C.Words({"station": N_("Production station"), "shuttle": N_("Shuttle"),
                   "planet": N_("Planet"), "colony": N_("Colonisation"),
                   "ship": N_("Colony ship"), "science": N_("Science")})
amount = C.amount                             # '2 energy' in the player's language
BOARD_RADIUS = D.BOARD_RADIUS
OFF_BOARD_VP = D.OFF_BOARD_VP
HAND_LIMIT = D.HAND_LIMIT
_k = C.CURRENT                                # the edition being drawn (see use)
MILITARY_VALUE = _k.MILITARY_VALUE
TRADE_VALUE = _k.TRADE_VALUE
QUADRANT_BONUS = _k.QUADRANT_BONUS
DIPLOMACY_VP = _k.DIPLOMACY_VP


def use(view: dict) -> None:
    """Answer for the edition of the cards `view`'s game is played with (the current one
    when the view names none or one this app does not know)."""
    global _k, MILITARY_VALUE, TRADE_VALUE, QUADRANT_BONUS, DIPLOMACY_VP
    try:
        k = C.content(view.get("edition", C.CURRENT.edition))
    except ValueError:
        k = C.CURRENT
    if k is not _k:
        _k = k
        MILITARY_VALUE, TRADE_VALUE = k.MILITARY_VALUE, k.TRADE_VALUE
        QUADRANT_BONUS, DIPLOMACY_VP = k.QUADRANT_BONUS, k.DIPLOMACY_VP


def name(card: int) -> str:
    return C.NAME[card]


def kind(card: int) -> str:
    return C.KIND[card]


def epoch(card: int) -> int:
    return C.EPOCH[card]


def cost(card: int) -> dict:
    """The printed cost per resource."""
    return dict(zip(RESOURCES, _k.COST[card]))


def res(card: int) -> str:
    """The resource letters the card stands for when paid away ("" for none)."""
    return _k.RES[card]


def res_text(card: int) -> str:
    return C.res_text(card, _k.edition)


def effects(card: int) -> str:
    return C.effects_text(card, _k.edition)


def quarters(card: int) -> tuple:
    return tuple(_k.QUARTERS[card])


def objects(card: int) -> tuple:
    return tuple(C.OBJ[card])


def colour(card: int) -> str | None:
    return C.COLOUR[card]


def cost_text(card: int) -> str:
    return C.cost_text(card, _k.edition)


def when_text(card: int) -> str:
    """When the card's effect happens, in words."""
    k = kind(card)
    if k == "planet":
        return _("when played") if epoch(card) == 3 else _("when fully colonised")
    if k == "science":
        return _("when researched")
    return _("when played")


def tile_text(tile) -> str:
    """A scoring tile (resource, what, n) in words."""
    r, what, n = tile
    unit = {"military": _("military level"), "shuttles": _("shuttle"), "planets": _("planet"),
            "colonised": _("colonised planet"), "objects": _("space-object token"),
            "stations": _("production station"), "science": _("science card researched"),
            "influence": _("influence level")}.get(what, what)
    return {"E": _("Most energy production: {n} VP per {unit}", n=n, unit=unit),
            "F": _("Most food production: {n} VP per {unit}", n=n, unit=unit),
            "M": _("Most metal production: {n} VP per {unit}", n=n, unit=unit),
            "S": _("Most science production: {n} VP per {unit}", n=n, unit=unit)}.get(r, "")


TOKEN_TABLE_TEXT = C.Words({
    "ship": N_("colony ships 1 / 2 / 3–4 / 5 / 6+ → 1 / 2 / 3 / 4 / 5 VP per token"),
    "shuttle": N_("shuttles 2–3 / 4–5 / 6–7 / 8+ → 1 / 2 / 3 / 4 VP per token"),
    "station": N_("stations 3–5 / 6–8 / 9–10 / 11+ → 1 / 2 / 3 / 4 VP per token"),
})


def effect_codes(card: int) -> tuple:
    """The card's effect codes in the edition drawn (("vp", 2), ("prod", "F", 1), ...)."""
    return tuple(_k.EFFECTS[card])


def effect_text(code: tuple) -> str:
    """One effect code in words ('+1 food production')."""
    return C.effect_text(code)
