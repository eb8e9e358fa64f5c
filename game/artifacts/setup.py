"""A new game: shuffled decks, factions dealt, the faction setups, a hand of 3 resource cards,
the alien system row, the round marker by player count and the seat compensation."""
from game.core import Rng

from game.core.i18n import domain
from game.core.seats import seat

from . import cards as C
from .keywords import effects
from .state import ArtifactsState, ALIEN_ROW

_ = domain("artifacts")

# the round marker's start by player count: the resource deck is gone through this many times
MARKER = {2: 2, 3: 3, 4: 4, 5: 5}
# every empire starts with one card of each kind under construction (plus the faction's)
START_UNDER = ("planet", "tech", "ship")
# credits added to each seat's faction credits, first seat first (turn order compensation)
SEAT_CREDITS = {2: (3, 0), 3: (0, 0, 0), 4: (3, 0, 0, 0), 5: (3, 0, 0, 0, 0)}


def new_game(info, players: int, options: dict, seed: int) -> ArtifactsState:
    s = ArtifactsState(players, options, seed)
    s._init_empty(players)
    rng = s.rng
    s.res_deck = list(C.RESOURCES)
    rng.shuffle(s.res_deck)
    for k, ids in (("planet", C.PLANETS), ("tech", C.TECHS), ("ship", C.SHIPS),
                   ("alien", C.ALIENS), ("plan", C.PLANS), ("artifact", C.ARTIFACTS)):
        s.decks[k] = list(ids)
        rng.shuffle(s.decks[k])
    factions = list(C.FACTIONS)
    rng.shuffle(factions)
    fixed = list(options.get("factions") or ())
    s.marker = MARKER[players]
    s.note(_.nmsg("A game for {n} player; the round marker starts at {marker}.",
                  "A game for {n} players; the round marker starts at {marker}.", players,
                  marker=s.marker))
    for p in range(players):
        s.faction[p] = factions[p]
        if fixed:
            s.faction[p] = C.BY_KEY[fixed[p]]
    for p in range(players):
        f = C.FACTION[s.faction[p]]
        setup = C.faction_setup(s.faction[p], s.edition)
        per_opponent = setup.get("credits_per_opponent", 0)
        s.credits[p] = (setup.get("credits", 0) + per_opponent * (players - 1)
                        + setup.get("credits_by_players", {}).get(str(players), 0)
                        + SEAT_CREDITS[players][p])
        for kind in START_UNDER + tuple(setup.get("under", ())):
            card = s.decks[kind].pop()
            s.under[p][card] = []
        vp = setup.get("vp", 0) + setup.get("vp_by_players", {}).get(str(players), 0)
        effects(s, p, (("plan", setup.get("plans", 0)), ("artifact", setup.get("artifacts", 0)),
                       ("vp", vp)))
        s.draw_hand(p, 3)
        s.note(_.msg("{player} plays {faction}.", player=seat(p), faction=f["name"]))
    for _i in range(ALIEN_ROW):
        s.alien_row.append(s.decks["alien"].pop())
    s.dec = (0, "main")
    s.info = info
    return s
