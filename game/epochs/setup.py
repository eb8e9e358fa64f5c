"""A new game: shuffled epoch and science decks, scoring tiles, starting hands and tokens,
the first offer, and who starts (an option: at random by default)."""
from game.core.i18n import N_, domain

from . import cards as C
from . import carddata as D
from . import editions
from .offer import start_epoch
from .state import EpochsState
from .words import Later

_ = domain("epochs")

FIRST_CHOICES = (N_("random"), N_("player 1"), N_("player 2"))   # shown translated


def new_game(info, players: int, options: dict, seed: int) -> EpochsState:
    """A fresh state; all randomness comes from `seed`."""
    edition = options.get("edition", editions.CURRENT)
    k = C.content(edition)          # ValueError for an unknown edition
    s = EpochsState(players, dict(options, edition=edition), seed)
    s.info = info
    s._init_empty()
    s.k = k
    rng = s.rng
    for e in (1, 2, 3):
        deck = list(C.DECK[e])
        rng.shuffle(deck)
        s.decks[e] = deck
    s.science_deck = list(C.SCIENCE)
    rng.shuffle(s.science_deck)
    for r in C.RESOURCES:
        pair = [t for t in k.TILES if t[0] == r]
        s.tiles.append(pair[rng.below(len(pair))])
    first = options.get("first", "random")
    s.starter = rng.below(2) if first == "random" else FIRST_CHOICES.index(first) - 1
    if first == "random":
        s.say(_.msg("{player} starts the first epoch (drawn at random).",
                    player=s.name(s.starter)))
    else:
        s.say(_.msg("{player} starts the first epoch.", player=s.name(s.starter)))
    for p in (s.starter, 1 - s.starter):
        for _i in range(D.START_HAND):
            c = s.decks[1].pop()
            s.hand[p].append(c)
            s.secret[p].add(c)
        s.say(_.msg("You are dealt {cards}.", cards=", ".join(C.NAME[c] for c in s.hand[p])),
              to=p)
        s.draw_science(p, D.START_SCIENCE)
        s.tokens[p] = k.START_TOKENS[0 if p == s.starter else 1]
    s.say(_.msg("Scoring tiles: {tiles}.", tiles=Later(_tiles_text, tuple(s.tiles))))
    start_epoch(s, s.starter)
    return s


def tile_text(tile: tuple) -> str:
    """('E', 'military', 2) -> 'most energy production: 2 VP per military level'."""
    r, what, n = tile
    unit = {"military": _("military level"), "shuttles": _("shuttle"), "planets": _("planet"),
            "colonised": _("colonised planet"), "objects": _("space-object token"),
            "stations": _("production station"), "science": _("science card played"),
            "influence": _("influence level")}[what]
    return {"E": _("most energy production: {n} VP per {unit}", n=n, unit=unit),
            "F": _("most food production: {n} VP per {unit}", n=n, unit=unit),
            "M": _("most metal production: {n} VP per {unit}", n=n, unit=unit),
            "S": _("most science production: {n} VP per {unit}", n=n, unit=unit)}[r]


def _tiles_text(tiles: tuple) -> str:
    return "; ".join(tile_text(t) for t in tiles)
