"""A turn (seed 004, "Průběh hry"): take cards from the 3x2 offer, play one card, or pass.

Actions of the "turn" decision:
  ("take", i) / ("take", i, j)     offer slots (0,1 worth 1; 2,3 worth 2; 4,5 worth 3)
  ("play", card)                   a station, shuttle or planet from hand
  ("colonize", card, planet, q)    a colonisation card on quarter q (0..3) of your planet
  ("ship", card, planet)           a colony ship on your fully colonised planet without one
  ("pass",)                        out for the rest of the epoch; your hand carries over
A play then asks for its payment (paying.py).
"""
from game.core.i18n import domain

from . import cards as C
from .decisions import register, is_int
from .epoch_end import start_epoch_end
from .offer import SLOT_VALUE, refill
from .paying import after_paying, start_payment, affordable
from .words import Later

_ = domain("epochs")


def _joined(cards: tuple) -> str:
    """Card names joined with the language's "and"."""
    return _(" and ").join(C.NAME[c] for c in cards)

# worth 3 in all: two 1s, a 1 and a 2, or one 3 (never more than two slots; takes() relies on it)
FULL_TAKES = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (4,), (5,))


def takes(s, p) -> list:
    """The offer slots p may take now (hand limit 7; less than 3 once the deck is empty)."""
    room = s.hand_room(p)
    if room <= 0:
        return []
    filled = [i for i in range(6) if s.offer[i] >= 0]
    if room == 1:
        return [(i,) for i in filled]
    offer = s.offer
    full = [t for t in FULL_TAKES if offer[t[0]] >= 0 and (len(t) == 1 or offer[t[1]] >= 0)]
    if s.decks[s.epoch]:
        return full
    singles = [(i,) for i in filled if (i,) not in full]
    return full + singles


def colony_targets(s, p, card) -> list:
    """(planet, quarter) pairs where colonisation card `card` may go (first of each kind)."""
    out = []
    colour = C.COLOUR[card]
    for planet in s.tableau[p]:
        if C.KIND[planet] != "planet":
            continue
        seen = set()
        for q, slot in enumerate(s.quarters[planet]):
            if (slot == "*" or slot == colour) and slot not in seen:
                seen.add(slot)
                out.append((planet, q))
    return out


def ship_targets(s, p) -> list:
    """Your fully colonised planets that carry no colony ship yet, in your tableau's order (what
    the table shows, so a state rebuilt from a view lists them alike)."""
    done = set(s.colonised[p])
    return [pl for pl in s.tableau[p] if pl in done and pl not in s.ship_on]


def plays(s, p) -> list:
    out = []
    for card in sorted(set(s.hand[p])):
        kind = C.KIND[card]
        if kind == "colony":
            targets = colony_targets(s, p, card)
            if targets and affordable(s, p, card):
                out.extend(("colonize", card, pl, q) for pl, q in targets)
        elif kind == "ship":
            targets = ship_targets(s, p)
            if targets and affordable(s, p, card):
                out.extend(("ship", card, pl) for pl in targets)
        elif affordable(s, p, card):
            out.append(("play", card))
    return out


def _legal(s, p, dec):
    return [("take",) + t for t in takes(s, p)] + plays(s, p) + [("pass",)]


def _check(s, p, dec, a):
    word = a[0]
    if word == "pass":
        return None if len(a) == 1 else _("pass takes nothing more")
    if word == "take":
        slots = a[1:]
        if not slots or not all(is_int(i) for i in slots):
            return _("say which offer slots to take, e.g. ('take', 0, 2)")
        for i in slots:
            if not 0 <= i < 6 or s.offer[i] < 0:
                return _("there is no card in offer slot {i}", i=i)
        if len(set(slots)) != len(slots):
            return _("you named the same offer slot twice")
        if tuple(sorted(slots)) in takes(s, p):
            return None
        room = s.hand_room(p)
        if room <= 0:
            return _("your hand is full (7 cards): you cannot take cards")
        if room == 1:
            return _("with 6 cards in hand you may take only one card")
        total = sum(SLOT_VALUE[i] for i in slots)
        if total > 3:
            return _("those cards are worth {total}; you may take cards worth at most 3",
                     total=total)
        return _("take two cards worth 1, a card worth 1 and one worth 2, or one card worth 3"
                 " (less only once the epoch's deck is empty)")
    if word not in ("play", "colonize", "ship"):
        return _("unknown move {word}: take, play, colonize, ship or pass", word=repr(word))
    card = a[1] if len(a) > 1 else None
    if not is_int(card) or card not in s.hand[p]:
        return _("that card is not in your hand")
    kind = C.KIND[card]
    name = C.NAME[card]
    if word == "play":
        if len(a) != 2:
            return _("('play', card) takes one card")
        if kind == "colony":
            return _("{card} is a colonisation card: place it on a planet with 'colonize'",
                     card=name)
        if kind == "ship":
            return _("{card} is a colony ship: send it to a colonised planet with 'ship'",
                     card=name)
    elif word == "colonize":
        if kind != "colony":
            return _("{card} is not a colonisation card", card=name)
        if len(a) != 4 or not is_int(a[2]) or not is_int(a[3]):
            return _("('colonize', card, planet, quarter)")
        planet, q = a[2], a[3]
        if planet not in s.tableau[p] or C.KIND[planet] != "planet":
            return _("that is not one of your planets")
        if not 0 <= q < 4:
            return _("a planet has quarters 0 to 3")
        slot = s.quarters[planet][q]
        if slot is None:
            return _("that quarter of {planet} is printed: nothing is placed there",
                     planet=C.NAME[planet])
        if isinstance(slot, int):
            return _("that quarter of {planet} is already colonised", planet=C.NAME[planet])
        if slot != "*" and slot != C.COLOUR[card]:
            return _("that quarter of {planet} takes an {colour} card; {card} is {other}", planet=C.NAME[planet], colour=C.COLOURS[slot], card=name,
                     other=C.COLOURS[C.COLOUR[card]])
    else:
        if kind != "ship":
            return _("{card} is not a colony ship", card=name)
        if len(a) != 3 or not is_int(a[2]):
            return _("('ship', card, planet)")
        planet = a[2]
        if planet not in s.colonised[p]:
            return _("a colony ship goes only to one of your fully colonised planets")
        if planet in s.ship_on:
            return _("{planet} already has a colony ship", planet=C.NAME[planet])
    if not affordable(s, p, card):
        return _("you cannot pay for {card} ({cost})", card=name, cost=C.cost_text(card, s.k.edition))
    return None


def _apply(s, p, dec, a):
    word = a[0]
    if word == "pass":
        s.passed[p] = True
        if s.first_passer is None:
            s.first_passer = p
        s.say(_.msg("{player} passes for the rest of epoch {epoch}.", player=s.name(p),
                    epoch=s.epoch))
        end_turn(s, p)
    elif word == "take":
        got = [s.offer[i] for i in a[1:]]
        for i in a[1:]:
            s.offer[i] = -1
        s.hand[p].extend(got)
        s.say(_.msg("{player} takes {cards}.", player=s.name(p),
                    cards=Later(_joined, tuple(got))))
        refill(s)
        end_turn(s, p)
    else:
        card = a[1]
        s.hand[p].remove(card)
        s.secret[p].discard(card)
        target = a[2:] if len(a) > 2 else ()
        start_payment(s, p, card, target, "epoch")


def end_turn(s, p) -> None:
    """Give the turn to the other player if still in, else to p; both out: the epoch ends."""
    o = 1 - p
    if not s.passed[o]:
        s.current = o
    elif not s.passed[p]:
        s.current = p
    else:
        start_epoch_end(s)
        return
    s.decision = ("turn",)


register("turn", _legal, _check, _apply)
after_paying("epoch", end_turn)

