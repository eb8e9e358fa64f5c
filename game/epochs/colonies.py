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
from game.core.i18n import domain

from . import cards as C
from .decisions import plural  # noqa: F401
from .words import Later

_ = domain("epochs")

TRACK_MAX = 9


def apply_effects(s, p, card) -> None:
    """Apply the effect codes of `card` for player p (and log them)."""
    for code in s.k.EFFECTS[card]:
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
        elif kind == "early":
            pass  # only when it may be researched (epoch_end.py)
    if s.k.EFFECTS[card]:
        s.say(_.msg("{card}: {effects}.", card=C.NAME[card], effects=Later(C.effects_text, card, s.k.edition)))


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
        s.say(_.msg("{card} lands on {planet}.", card=C.NAME[card], planet=C.NAME[planet]))
        apply_effects(s, p, card)
    elif kind == "planet":
        s.tableau[p].append(card)
        s.quarters[card] = list(s.k.QUARTERS[card])
        objs = C.OBJ[card]
        for obj in sorted(set(objs)):
            if objs.count(obj) >= 2:
                s.objects[p][obj] += 1
                s.say(_.msg("{card} shows two {object} symbols: {player} gains a {object} "
                            "token.", card=C.NAME[card], object=Later(_object, obj),
                            player=s.name(p)))
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
            gained.append((obj, n))
    s.quarters[planet][q] = card
    if gained:
        s.say(_.msg("{player} colonises a quarter of {planet} with {card} and gains {tokens}.",
                    player=s.name(p), planet=C.NAME[planet], card=C.NAME[card],
                    tokens=Later(_tokens, tuple(gained))))
    else:
        s.say(_.msg("{player} colonises a quarter of {planet} with {card}.", player=s.name(p),
                    planet=C.NAME[planet], card=C.NAME[card]))
    apply_effects(s, p, card)
    if is_complete(s, planet):
        complete(s, p, planet)


def complete(s, p, planet) -> None:
    s.colonised[p].append(planet)
    s.say(_.msg("{planet} is fully colonised.", planet=C.NAME[planet]))
    if C.EPOCH[planet] in (1, 2):
        apply_effects(s, p, planet)


def _object(obj: str) -> str:
    return C.OBJECT_NAME[obj]


def _tokens(gained: tuple) -> str:
    """'2 shuttle tokens, 1 colony ship token' in the player's language."""
    words = []
    for obj, n in gained:
        if obj == "ship":
            words.append(_.n("{n} colony ship token", "{n} colony ship tokens", n))
        elif obj == "shuttle":
            words.append(_.n("{n} shuttle token", "{n} shuttle tokens", n))
        else:
            words.append(_.n("{n} production station token", "{n} production station tokens",
                             n))
    return ", ".join(words)
