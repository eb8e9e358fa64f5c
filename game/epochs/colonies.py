"""A card takes effect: effect codes, placing cards, colonising planets, space-object tokens.

- stations and shuttles: their effects at once (production and influence tracks never go down);
- planets: epoch 1-2 planets act when their last open quarter is filled; epoch 3 planets act
  when played; a planet printed with two equal object symbols gives one such token when played;
- colonisation cards: on an open quarter (white: any colour; white-edged: its colour); for
  each object symbol on the card, one token per such symbol visible on the planet BEFORE it;
  then the card's effect, then the planet's if it is now fully colonised;
- colony ships: one per fully colonised planet, effect at once;
- science cards: their instant effects now, their permanent ones kept (end-game VP).
"""
from . import cards as C
from .decisions import plural

TRACK_MAX = 9


def apply_effects(s, p, card) -> None:
    """Apply the effect codes of `card` for player p (and log them)."""
    for code in C.EFFECTS[card]:
        kind = code[0]
        if kind == "vp":
            s.vp[p] += code[1]
        elif kind == "income":
            s.income[p] += code[1]
        elif kind == "prod":
            i = C.RI[code[1]]
            s.prod[p][i] = min(TRACK_MAX, s.prod[p][i] + code[2])
        elif kind == "token":
            s.tokens[p] += code[1]
        elif kind in ("mil", "trade", "dip"):
            s.infl[p][kind] = min(TRACK_MAX, s.infl[p][kind] + code[1])
        elif kind == "science":
            s.draw_science(p, code[1])
        elif kind == "end":
            pass  # scored at the end of the game (scoring.py)
    if C.EFFECTS[card]:
        s.say(f"{C.NAME[card]}: {C.effects_text(card)}.")


def visible_objects(s, planet) -> list:
    """The object symbols on a planet and the colonisation cards placed on it."""
    out = list(C.OBJ[planet])
    for slot in s.quarters[planet]:
        if type(slot) is int:
            out.extend(C.OBJ[slot])
    return out


def is_complete(s, planet) -> bool:
    return all(slot is None or type(slot) is int for slot in s.quarters[planet])


def resolve(s, p, card, target) -> None:
    """`card` (paid for) enters p's universe and takes effect."""
    kind = C.KIND[card]
    if kind == "science":
        s.researched[p].append(card)
        apply_effects(s, p, card)
    elif kind == "colony":
        colonise(s, p, card, target[0], target[1])
    elif kind == "ship":
        planet = target[0]
        s.ship_on[planet] = card
        s.tableau[p].append(card)
        s.say(f"{C.NAME[card]} lands on {C.NAME[planet]}.")
        apply_effects(s, p, card)
    elif kind == "planet":
        s.tableau[p].append(card)
        s.quarters[card] = list(C.QUARTERS[card])
        objs = C.OBJ[card]
        for obj in sorted(set(objs)):
            if objs.count(obj) >= 2:
                s.objects[p][obj] += 1
                s.say(f"{C.NAME[card]} shows two {C.OBJECT_NAME[obj]} symbols: "
                      f"{s.name(p)} gains a {C.OBJECT_NAME[obj]} token.")
        if C.EPOCH[card] == 3:
            apply_effects(s, p, card)
        if is_complete(s, card):
            complete(s, p, card)
    else:
        s.tableau[p].append(card)
        apply_effects(s, p, card)


def colonise(s, p, card, planet, q) -> None:
    before = visible_objects(s, planet)
    gained = []
    for obj in C.OBJ[card]:
        n = before.count(obj)
        if n:
            s.objects[p][obj] += n
            gained.append(plural(n, C.OBJECT_NAME[obj] + " token"))
    s.quarters[planet][q] = card
    s.say(f"{s.name(p)} colonises a quarter of {C.NAME[planet]} with {C.NAME[card]}"
          + (f" and gains {', '.join(gained)}." if gained else "."))
    apply_effects(s, p, card)
    if is_complete(s, planet):
        complete(s, p, planet)


def complete(s, p, planet) -> None:
    s.colonised[p].append(planet)
    s.say(f"{C.NAME[planet]} is fully colonised.")
    if C.EPOCH[planet] in (1, 2):
        apply_effects(s, p, planet)
