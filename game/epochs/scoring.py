"""Final scoring after epoch 3 (seed 004, "Konec hry"), after that epoch's usual end:

1. production majorities by the scoring tiles (the leader on a track scores; ties: both);
2. space-object tokens: each token is worth the table value for the number of cards of that
   kind in your universe (colony ships, shuttles, production stations);
3. 2 VP per fully colonised planet; science cards' end-game VP.
Ties on points go to the player with more colonised planets (state.tiebreak).

    >>> token_value("ship", 3), token_value("shuttle", 1), token_value("station", 11)
    (3, 0, 4)
"""
from . import cards as C
from .board import planets
from game.core.i18n import domain

_ = domain("epochs")

# (lowest card count, value of one token), from the seed's table
TOKEN_TABLE = {
    "ship": ((1, 1), (2, 2), (3, 3), (5, 4), (6, 5)),
    "shuttle": ((2, 1), (4, 2), (6, 3), (8, 4)),
    "station": ((3, 1), (6, 2), (9, 3), (11, 4)),
}
COLONISED_VP = 2


def _token_value(kind: str, cards: int) -> int:
    value = 0
    for low, v in TOKEN_TABLE[kind]:
        if cards >= low:
            value = v
    return value


# token_value by card count, worked out once (the AI asks hundreds of thousands of times)
_TOKEN_VALUES = {kind: tuple(_token_value(kind, n) for n in range(64)) for kind in TOKEN_TABLE}


def token_value(kind: str, cards: int) -> int:
    """The value of one `kind` token for a player with `cards` cards of that kind."""
    values = _TOKEN_VALUES[kind]
    return values[cards] if 0 <= cards < len(values) else _token_value(kind, cards)


def count_kind(s, p, kind) -> int:
    kinds = C.KIND
    return [kinds[c] for c in s.tableau[p]].count(kind)


def tile_units(s, p, what) -> int:
    if what == "military":
        return s.infl[p]["mil"]
    if what == "shuttles":
        return count_kind(s, p, "shuttle")
    if what == "planets":
        return planets(s, p)
    if what == "colonised":
        return len(s.colonised[p])
    if what == "objects":
        return sum(s.objects[p].values())
    if what == "stations":
        return count_kind(s, p, "station")
    if what == "science":
        return len(s.researched[p])
    if what == "influence":
        return sum(s.infl[p].values())
    raise ValueError(what)


def breakdown(s, p) -> dict:
    """The final-scoring points of p by source (without applying them)."""
    out = {"tiles": 0, "objects": 0, "colonised": COLONISED_VP * len(s.colonised[p]),
           "science": 0}
    for r, what, n in s.tiles:
        i = C.RI[r]
        if s.prod[p][i] >= s.prod[1 - p][i]:
            out["tiles"] += n * tile_units(s, p, what)
    for kind in C.OBJECTS:
        out["objects"] += s.objects[p][kind] * token_value(kind, count_kind(s, p, kind))
    for card in s.researched[p]:
        for code in s.k.EFFECTS[card]:
            if code[0] == "end":
                units = len(s.colonised[p]) if code[1] == "colonised" else \
                    sum(s.objects[p].values()) if code[1] == "objects" else planets(s, p)
                out["science"] += code[2] * units
    return out


def detail(s, p) -> dict:
    """The final scoring of p item by item, for a table's end screen (same sums as breakdown):
    tiles [{resource, what, per, units, mine, theirs, won, vp}], objects [{kind, tokens,
    cards, value, vp}], colonised {planets, vp}, science [{card, vp}]."""
    tiles = []
    for r, what, n in s.tiles:
        i = C.RI[r]
        won = s.prod[p][i] >= s.prod[1 - p][i]
        units = tile_units(s, p, what)
        tiles.append({"resource": r, "what": what, "per": n, "units": units,
                      "mine": s.prod[p][i], "theirs": s.prod[1 - p][i], "won": won,
                      "vp": n * units if won else 0})
    objects = []
    for kind in C.OBJECTS:
        cards = count_kind(s, p, kind)
        value = token_value(kind, cards)
        objects.append({"kind": kind, "tokens": s.objects[p][kind], "cards": cards,
                        "value": value, "vp": s.objects[p][kind] * value})
    science = []
    for card in s.researched[p]:
        vp = 0
        for code in s.k.EFFECTS[card]:
            if code[0] == "end":
                units = len(s.colonised[p]) if code[1] == "colonised" else \
                    sum(s.objects[p].values()) if code[1] == "objects" else planets(s, p)
                vp += code[2] * units
        if vp:
            science.append({"card": card, "vp": vp})
    return {"tiles": tiles, "objects": objects,
            "colonised": {"planets": len(s.colonised[p]),
                          "vp": COLONISED_VP * len(s.colonised[p])},
            "science": science}


def final_scoring(s) -> None:
    s.final = []
    s.final_detail = [detail(s, p) for p in (0, 1)]
    for p in (0, 1):
        b = breakdown(s, p)
        s.final.append(b)
        s.vp[p] += sum(b.values())
        s.say(_.msg("{player} final scoring: {tiles} VP from scoring tiles, {objects} from "
                    "space-object tokens, {colonised} from colonised planets, {science} from "
                    "science.", player=s.name(p), tiles=b["tiles"], objects=b["objects"],
                    colonised=b["colonised"], science=b["science"]))
