"""Card ids, designs and precomputed per-design power tables (ints and tuples, for speed).

Every physical card has an int id 0..113: designs in `carddata.DESIGNS` order, copies of one
design consecutive. Start worlds are designs 0..4 and card ids 0..4, equal to their printed
start-world number. `DESIGN[card_id]` is the design index of a card.

The rules never look at card names: they read the tables below (tuples indexed by card id),
built once from the power codes of the data (see docs/rftg-engine.md for the codes).
"""
from .carddata import DESIGNS

# good kinds: the int is also the trade price
NOVELTY, RARE, GENE, ALIEN = 2, 3, 4, 5
KINDS = (NOVELTY, RARE, GENE, ALIEN)
KIND_NAME = {0: None, NOVELTY: "novelty", RARE: "rare", GENE: "gene", ALIEN: "alien"}
KIND_OF_NAME = {"novelty": NOVELTY, "rare": RARE, "gene": GENE, "alien": ALIEN}
_CODE_KIND = {"NOVELTY": NOVELTY, "RARE": RARE, "GENE": GENE, "ALIEN": ALIEN, "ANY": 0}

# consume power types (phase 4, non-trade)
C_GOODS, C_TWO, C_3DIFF, C_ALL, C_HAND, C_DRAW, C_LUCKY, C_TRADE = range(8)
C_NAMES = ("goods", "two", "three_kinds", "all", "hand", "draw", "gamble", "trade")

NUM_DESIGNS = len(DESIGNS)
DESIGN = []                       # card id -> design index
for _d in DESIGNS:
    DESIGN.extend([_d["index"]] * _d["count"])
NUM_CARDS = len(DESIGN)
CARDS_OF_DESIGN = [[] for _ in DESIGNS]
for _cid, _di in enumerate(DESIGN):
    CARDS_OF_DESIGN[_di].append(_cid)
DESIGN_BY_NAME = {d["name"]: d["index"] for d in DESIGNS}
START_WORLDS = tuple(CARDS_OF_DESIGN[i][0] for i in range(5))  # card ids by start number


def _table(fn):
    """A tuple indexed by card id (not design), so hot loops skip one lookup."""
    per_design = [fn(d) for d in DESIGNS]
    return tuple(per_design[di] for di in DESIGN)


def _powers(d, phase):
    return [(i, p) for i, p in enumerate(d["powers"]) if p["phase"] == phase]


def _sum(d, phase, code):
    return sum(p["value"] for _, p in _powers(d, phase) if p["code"] == code)


IS_WORLD = _table(lambda d: d["type"] == "world")
IS_DEV = _table(lambda d: d["type"] == "development")
COST = _table(lambda d: d["cost"])
VP = _table(lambda d: d["vp"])
GOOD = _table(lambda d: KIND_OF_NAME.get(d["good"], 0))
WINDFALL = _table(lambda d: d["windfall"])
MILITARY = _table(lambda d: d["military"])
REBEL = _table(lambda d: "REBEL" in d["flags"])
ALIEN_FLAG = _table(lambda d: "ALIEN" in d["flags"])
START_NUM = _table(lambda d: -1 if d["start"] is None else d["start"])
PRESET = _table(lambda d: 0 if d["preset"] is None else d["preset"])
NAME = _table(lambda d: d["name"])


def _by_kind(d, phase, prefix):
    """Per good kind (index 2..5 = novelty, rare, gene, alien; 0 and 1 unused): the sum of
    the values of the powers coded `prefix` + the kind's name."""
    return tuple(_sum(d, phase, prefix + name) if name else 0
                 for name in (None, None, "NOVELTY", "RARE", "GENE", "ALIEN"))


# phase I
X_DRAW = _table(lambda d: _sum(d, 1, "DRAW"))
X_KEEP = _table(lambda d: _sum(d, 1, "KEEP"))
# phase II
D_DRAW = _table(lambda d: _sum(d, 2, "DRAW"))
D_REDUCE = _table(lambda d: _sum(d, 2, "REDUCE"))
D_DRAW_AFTER = _table(lambda d: _sum(d, 2, "DRAW_AFTER"))
# phase III
S_MIL = _table(lambda d: _sum(d, 3, "EXTRA_MILITARY"))
S_MIL_KIND = _table(lambda d: _by_kind(d, 3, "EXTRA_MILITARY|"))
S_MIL_REBEL = _table(lambda d: _sum(d, 3, "EXTRA_MILITARY|AGAINST_REBEL"))
S_TACTICS = _table(lambda d: _sum(d, 3, "DISCARD|EXTRA_MILITARY"))
S_REDUCE = _table(lambda d: _sum(d, 3, "REDUCE"))
S_REDUCE_KIND = _table(lambda d: _by_kind(d, 3, "REDUCE|"))
S_COLONY = _table(lambda d: any(p["code"] == "DISCARD|REDUCE_ZERO" for _, p in _powers(d, 3)))
S_PAYMIL = _table(lambda d: _sum(d, 3, "PAY_MILITARY"))
S_DRAW_AFTER = _table(lambda d: _sum(d, 3, "DRAW_AFTER"))
# phase IV: trade bonuses
T_ANY = _table(lambda d: _sum(d, 4, "TRADE_ANY"))
T_KIND = _table(lambda d: _by_kind(d, 4, "TRADE_"))
T_THIS = _table(lambda d: _sum(d, 4, "TRADE_THIS"))


def _consume(d):
    """(power index, type, kind (0 any), value, times, cards per good, vp?, no_bonus)."""
    out = []
    for i, p in _powers(d, 4):
        codes = p["code"].split("|")
        if codes[0].startswith("TRADE_") and codes[0] != "TRADE_ACTION":
            continue  # trade bonus, not a consume power
        kind = 0
        for c in codes:
            if c.startswith("CONSUME_") and c[8:] in _CODE_KIND:
                kind = _CODE_KIND[c[8:]]
        cards = 2 if "GET_2_CARD" in codes else (1 if "GET_CARD" in codes else 0)
        vp = "GET_VP" in codes
        if "TRADE_ACTION" in codes:
            ctype = C_TRADE
        elif "DRAW_LUCKY" in codes:
            ctype = C_LUCKY
        elif codes == ["DRAW"]:
            ctype = C_DRAW
        elif "DISCARD_HAND" in codes:
            ctype = C_HAND
        elif "CONSUME_ALL" in codes:
            ctype = C_ALL
        elif "CONSUME_3_DIFF" in codes:
            ctype = C_3DIFF
        elif "CONSUME_TWO" in codes:
            ctype = C_TWO
        else:
            ctype = C_GOODS
        out.append((i, ctype, kind, p["value"], p["times"], cards, vp,
                    "TRADE_NO_BONUS" in codes))
    return tuple(out)


CONSUME = _table(_consume)
HAS_CONSUME = _table(lambda d: bool(_consume(d)))


def _windfall_kinds(d):
    out = []
    for i, p in _powers(d, 5):
        if p["code"].startswith("WINDFALL_"):
            out.append(_CODE_KIND[p["code"][9:]])
    return tuple(out)


# phase V
PRODUCE = _table(lambda d: any(p["code"] == "PRODUCE" for _, p in _powers(d, 5)))
P_DRAW_IF = _table(lambda d: _sum(d, 5, "DRAW_IF"))
P_WINDFALL = _table(_windfall_kinds)
P_DRAW = _table(lambda d: _sum(d, 5, "DRAW"))
P_EACH_NOVELTY = _table(lambda d: any(p["code"] == "DRAW_EACH_NOVELTY" for _, p in _powers(d, 5)))
P_EACH_ALIEN = _table(lambda d: any(p["code"] == "DRAW_EACH_ALIEN" for _, p in _powers(d, 5)))
P_DIFFERENT = _table(lambda d: any(p["code"] == "DRAW_DIFFERENT" for _, p in _powers(d, 5)))
P_WORLD_GENE = _table(lambda d: _sum(d, 5, "DRAW_WORLD_GENE"))
P_MOST_RARE = _table(lambda d: _sum(d, 5, "DRAW_MOST_RARE"))
HAS_PRODUCE_END = _table(lambda d: bool(
    any(p["code"] in ("DRAW_EACH_NOVELTY", "DRAW_EACH_ALIEN", "DRAW_DIFFERENT", "DRAW_MOST_RARE")
        for _, p in _powers(d, 5))))

# per-phase "has any power": lets hot loops skip cards
HAS_EXPLORE = _table(lambda d: bool(_powers(d, 1)))
HAS_SETTLE = _table(lambda d: bool(_powers(d, 3)))
HAS_TRADE_BONUS = _table(lambda d: any(
    p["code"] in ("TRADE_ANY", "TRADE_NOVELTY", "TRADE_RARE", "TRADE_GENE", "TRADE_ALIEN",
                  "TRADE_THIS") for _, p in _powers(d, 4)))
SCORING = _table(lambda d: tuple((b["points"], b["type"], b["name"]) for b in d["scoring"]))


def design(card_id):
    """The data entry (dict) of a card id."""
    return DESIGNS[DESIGN[card_id]]


def card_name(card_id):
    return NAME[card_id]


def card_ids(name):
    """All card ids of the design called `name`."""
    return list(CARDS_OF_DESIGN[DESIGN_BY_NAME[name]])
