"""The content of Three Epochs of Space as data: one entry per card, effects as codes.

Every card is one call below, in deck order. Fields (see cards.py for the Card type):

- epoch: 1, 2, 3 for the epoch decks, 0 for science cards;
- kind: "station" | "shuttle" | "planet" | "colony" | "ship" | "science";
- cost: the resources to pay, one letter each: E energy, F food, M metal, S science;
- res: the resource symbol(s) the card stands for when paid away ("EM": either of them;
  "" for science cards without a science symbol);
- effects: codes applied when the card takes effect:
    ("vp", n)        n victory points now           ("income", n)  n more points every epoch end
    ("prod", r, n)   production track r up n        ("token", n)   n universal resource tokens
    ("mil", n) / ("trade", n) / ("dip", n)          influence tracks up n
    ("science", n)   draw n science cards           ("end", what, n) at game end n VP per `what`
                                                    (planets | colonised | objects)
    ("early",)       a science card researched only at the end of epoch 1 or 2 (no effect
                     of its own: the last research cannot take it; editions 13-29 only)
- planets: quarters, four entries: None (printed, nothing is placed there), "*" (white: any
  colonisation card) or a colour letter (white-edged: a colonisation card of that colour);
  colour letters: I ice, L lava, O ocean, J jungle; `objects`: the space-object symbols
  printed on the planet ("ship" colony ship, "shuttle", "station");
- colony (colonisation) cards: colour and the object symbols they show;
- stations, shuttles and ships carry one object symbol of their own kind (counted for the
  end-game value of that kind's tokens).

Epoch 1 and 2 planets act when fully colonised; epoch 3 planets act when played.
See docs/epochs-design.md for the reasoning behind the numbers.
"""

CARDS = []


def _card(epoch, kind, name, cost, res, effects=(), **extra):
    CARDS.append(dict(epoch=epoch, kind=kind, name=name, cost=cost, res=res,
                      effects=tuple(effects), **extra))


def station(e, name, cost, res, effects):
    _card(e, "station", name, cost, res, effects)


def shuttle(e, name, cost, res, effects):
    _card(e, "shuttle", name, cost, res, effects)


def planet(e, name, cost, res, quarters, objects, effects):
    _card(e, "planet", name, cost, res, effects, quarters=tuple(quarters),
          objects=tuple(objects))


def colony(e, name, cost, res, colour, objects, effects):
    _card(e, "colony", name, cost, res, effects, colour=colour, objects=tuple(objects))


def ship(e, name, cost, res, effects):
    _card(e, "ship", name, cost, res, effects)


def science(name, cost, res, effects):
    _card(0, "science", name, cost, res, effects)


# --- Epoch 1: cheap engines (30 cards) --------------------------------------------------------
station(1, "Solar Collector", "MFF", "E", [("prod", "E", 1)])
station(1, "Hydroponic Farm", "EEMM", "F", [("prod", "F", 1)])
station(1, "Ore Smelter", "EFF", "M", [("prod", "M", 1)])
station(1, "Survey Lab", "E", "S", [("prod", "S", 1), ("vp", 1)])
station(1, "Fusion Spark", "MMF", "E", [("prod", "E", 1), ("vp", 1)])
station(1, "Algae Vats", "EEMM", "EF", [("prod", "F", 1)])
station(1, "Drill Rig", "EEFF", "M", [("prod", "M", 1), ("vp", 1)])
shuttle(1, "Patrol Corvette", "ME", "M", [("mil", 1)])
shuttle(1, "Escort Frigate", "MF", "E", [("mil", 1), ("vp", 1)])
shuttle(1, "Scout Cutter", "MF", "EM", [("mil", 1)])
shuttle(1, "Trade Skiff", "FE", "F", [("trade", 1)])
shuttle(1, "Merchant Barge", "FM", "M", [("trade", 1)])
shuttle(1, "Envoy Pod", "FM", "S", [("dip", 1)])
shuttle(1, "Courier Drone", "EM", "E", [("dip", 1)])
planet(1, "Frostholm", "F", "F", [None, "*", "I", None], ["station"],
       [("prod", "F", 1), ("vp", 2)])
planet(1, "Cinder", "E", "E", ["*", "L", None, None], ["ship"], [("token", 2), ("vp", 3)])
planet(1, "Thalassa", "E", "F", ["*", None, None, None], ["shuttle"], [("income", 1), ("vp", 5)])
planet(1, "Verdance", "M", "M", ["J", "*", None, None], ["station", "ship"], [("prod", "M", 1), ("vp", 2)])
planet(1, "Dustmere", "F", "E", ["*", None, None, None], ["shuttle", "station"],
       [("science", 1), ("vp", 3), ("income", 1)])
colony(1, "Ice Miners", "E", "M", "I", ["station"], [("vp", 2)])
colony(1, "Ice Settlers", "F", "S", "I", ["ship"], [("vp", 2)])
colony(1, "Lava Forge", "EF", "E", "L", ["ship"], [("token", 2), ("vp", 1)])
colony(1, "Lava Colony", "E", "M", "L", ["station"], [("trade", 1)])
colony(1, "Ocean Colony", "E", "F", "O", ["shuttle"], [("vp", 2)])
colony(1, "Ocean Harbour", "M", "E", "O", ["ship", "shuttle"], [("vp", 4)])
colony(1, "Jungle Outpost", "M", "F", "J", ["station"], [("token", 1), ("vp", 1)])
colony(1, "Jungle Camp", "E", "S", "J", ["shuttle"], [("science", 1), ("vp", 2)])
ship(1, "Pioneer Ark", "EF", "F", [("token", 2), ("vp", 2)])
ship(1, "Seed Ship", "EM", "E", [("income", 1), ("vp", 2)])
ship(1, "Lantern Ship", "FM", "M", [("token", 2), ("vp", 1)])

# --- Epoch 2: growth (30 cards) ---------------------------------------------------------------
station(2, "Fusion Reactor", "MMFF", "E", [("prod", "E", 1), ("vp", 1)])
station(2, "Vertical Farms", "EEM", "F", [("prod", "F", 1), ("vp", 1)])
station(2, "Asteroid Refinery", "EEF", "M", [("prod", "M", 1), ("vp", 1)])
station(2, "Research Station", "EFM", "S", [("prod", "S", 1), ("vp", 1)])
station(2, "Orbital Foundry", "EFF", "MS", [("prod", "M", 1), ("token", 1)])
station(2, "Deep Lab", "MMF", "S", [("prod", "S", 1), ("science", 1)])
shuttle(2, "Light Cruiser", "MME", "M", [("mil", 1), ("vp", 1)])
shuttle(2, "Battle Carrier", "MMEF", "E", [("mil", 1), ("vp", 2)])
shuttle(2, "Gunboat", "MMFE", "EM", [("mil", 1), ("vp", 1)])
shuttle(2, "Trade Liner", "FFE", "F", [("trade", 1), ("vp", 1)])
shuttle(2, "Cargo Hauler", "FME", "M", [("trade", 1), ("token", 1)])
shuttle(2, "Ambassador Yacht", "EFF", "S", [("dip", 1), ("vp", 1)])
shuttle(2, "Consular Ship", "FFMM", "F", [("dip", 1), ("vp", 2)])
planet(2, "Glacia", "FM", "F", ["I", "*", "*", None], ["station", "shuttle"],
       [("prod", "E", 1), ("vp", 3)])
planet(2, "Pyros", "EM", "E", ["L", "*", None, None], ["ship"], [("income", 2), ("vp", 3)])
planet(2, "Pelagos", "EF", "S", ["O", "*", "*", None], ["shuttle", "ship"],
       [("token", 3), ("vp", 2)])
planet(2, "Sylva", "MF", "M", ["J", "*", None, None], ["station"],
       [("prod", "F", 1), ("prod", "M", 1), ("vp", 1)])
planet(2, "Nexus Prime", "EFM", "EF", ["*", "*", "*", None], ["ship", "shuttle", "station"],
       [("vp", 4), ("science", 1)])
colony(2, "Cryo Labs", "EM", "S", "I", ["station"], [("prod", "S", 1), ("vp", 1)])
colony(2, "Glacier Town", "FF", "F", "I", ["ship"], [("vp", 3)])
colony(2, "Magma Works", "FFM", "M", "L", ["station"], [("prod", "S", 1)])
colony(2, "Ash Citadel", "MM", "E", "L", ["shuttle"], [("mil", 1), ("vp", 1)])
colony(2, "Reef City", "FE", "F", "O", ["ship"], [("vp", 3)])
colony(2, "Tide Port", "FM", "M", "O", ["shuttle", "station"], [("trade", 1)])
colony(2, "Canopy Town", "FM", "F", "J", ["ship"], [("income", 1)])
colony(2, "Spore Gardens", "EEM", "E", "J", ["station"], [("income", 1), ("vp", 1)])
ship(2, "Colony Ark", "EFM", "F", [("vp", 4)])
ship(2, "Generation Ship", "FFM", "M", [("income", 1), ("vp", 1)])
ship(2, "Frontier Ship", "EEM", "E", [("token", 2), ("vp", 2)])
ship(2, "Embassy Ship", "EFF", "S", [("dip", 1), ("vp", 2)])

# --- Epoch 3: points (30 cards) ---------------------------------------------------------------
station(3, "Antimatter Plant", "MMFF", "E", [("prod", "E", 1), ("vp", 1)])
station(3, "Biodome Complex", "EEMM", "F", [("prod", "F", 1), ("vp", 2)])
station(3, "Core Mine", "EEFF", "M", [("prod", "M", 1), ("vp", 2)])
station(3, "Quantum Institute", "EFMM", "S", [("prod", "S", 1), ("vp", 2), ("science", 1)])
station(3, "Dyson Relay", "MMMF", "E", [("prod", "E", 1), ("vp", 2)])
shuttle(3, "Dreadnought", "MMMEE", "M", [("mil", 1), ("vp", 3)])
shuttle(3, "Strike Fleet", "MMEF", "E", [("mil", 1), ("vp", 2)])
shuttle(3, "Grand Freighter", "FFMME", "F", [("trade", 1), ("vp", 3)])
shuttle(3, "Trade Armada", "EFFM", "M", [("trade", 1), ("vp", 2)])
shuttle(3, "Diplomatic Corps", "EEFFM", "S", [("dip", 1), ("vp", 3)])
shuttle(3, "Peace Envoy", "EFF", "F", [("dip", 1), ("vp", 2)])
planet(3, "Eden", "FFME", "F", ["*", None, None, None], ["station"], [("vp", 4)])
planet(3, "Titan Forge", "MMEE", "M", ["L", "*", None, None], ["ship", "ship"],
       [("prod", "M", 1), ("vp", 1)])
planet(3, "Aurora", "EEFM", "E", ["*", None, None, None], ["shuttle", "shuttle"], [("vp", 3)])
planet(3, "Oceanus", "FFM", "S", ["O", "*", None, None], ["shuttle"],
       [("vp", 3), ("income", 1)])
planet(3, "Crown World", "EEFFM", "EM", ["*", None, None, None], ["station", "ship"], [("vp", 5)])
colony(3, "Ice Citadel", "EEM", "M", "I", ["station", "ship"], [("vp", 4)])
colony(3, "Frost Spire", "MMF", "E", "I", ["shuttle"], [("vp", 3), ("income", 1)])
colony(3, "Lava Throne", "EEF", "F", "L", ["ship"], [("vp", 4)])
colony(3, "Ember Dome", "MMF", "M", "L", ["station"], [("vp", 1), ("prod", "E", 1)])
colony(3, "Deep Habitat", "FFM", "E", "O", ["ship", "station"], [("vp", 4)])
colony(3, "Pearl Spire", "FFE", "F", "O", ["shuttle"], [("vp", 3), ("trade", 1)])
colony(3, "Jungle Throne", "FFM", "S", "J", ["ship"], [("vp", 3)])
colony(3, "Vine Arcology", "EMF", "F", "J", ["station", "shuttle"], [("vp", 1), ("token", 1)])
ship(3, "Star Ark", "EEFM", "F", [("vp", 5)])
ship(3, "Exodus Ship", "FFMM", "M", [("vp", 4), ("income", 1)])
ship(3, "Beacon Ship", "EEMM", "E", [("vp", 4), ("token", 2)])
ship(3, "Harmony Ship", "EFFM", "S", [("vp", 4), ("dip", 1)])
ship(3, "War Ark", "MMEF", "M", [("vp", 4), ("mil", 1)])
ship(3, "Merchant Ark", "FFEM", "E", [("vp", 4), ("trade", 1)])

# --- Science cards (15): played only in the research step at an epoch's end -----------------
science("Theory of Flight", "SS", "S", [("vp", 3)])
science("Applied Physics", "S", "S", [("token", 2)])
science("Logistics", "SS", "S", [("token", 3)])
science("Xenobiology", "SSS", "", [("income", 1), ("vp", 2)])
science("Cartography", "SSS", "", [("end", "colonised", 1)])
science("Deep Survey", "SSSS", "", [("prod", "S", 1), ("vp", 2)])
science("Military Doctrine", "SS", "", [("mil", 1), ("vp", 1)])
science("Market Theory", "SS", "", [("trade", 1), ("vp", 1)])
science("Philosophy", "SS", "", [("dip", 1), ("vp", 1)])
science("Fusion Theory", "SSS", "S", [("token", 2), ("vp", 1)])
science("Genetics", "SSS", "S", [("income", 1), ("token", 1), ("vp", 1)])
science("Metallurgy", "SSS", "S", [("mil", 1), ("token", 1)])
science("Grand Unification", "SSSSS", "", [("vp", 6)])
science("Stellar Atlas", "SSSS", "", [("end", "colonised", 1), ("vp", 1)])
science("Civic Archive", "SSSS", "S", [("income", 2)])

# --- The influence board (our values) -------------------------------------------------------
# The marker moves on a 7 x 7 grid, coordinates -3..3 on both axes; +: toward seat 0's corner.
BOARD_RADIUS = 3
MILITARY_VALUE = (0, 1, 2, 3)        # by |military coordinate|: VP to the military leader
TRADE_VALUE = (0, 0, 1, 1)           # by |trade coordinate|: VP per planet to the trade leader
QUADRANT_BONUS = (0, 0, 1, 1)        # by min(|x|, |y|) when both axes favour one player
DIPLOMACY_VP = (0, 0, 1, 1, 2)       # by diplomacy difference (>= 4 uses the last value)
OFF_BOARD_VP = 2                     # per step the marker could not move past the edge

# --- The production-majority scoring tiles: one per resource is dealt at random --------------
# (resource, what, VP per unit): the leader on that production track scores; ties: both score.
TILES = (
    ("E", "military", 2), ("E", "shuttles", 1),
    ("F", "planets", 2), ("F", "colonised", 3),
    ("M", "objects", 1), ("M", "stations", 2),
    ("S", "science", 3), ("S", "influence", 1),
)

# --- Setup ------------------------------------------------------------------------------------
START_HAND = 3          # epoch 1 cards dealt to each player
START_SCIENCE = 1       # science cards dealt to each player
START_TOKENS = (3, 3)   # universal tokens: the starting player, the other player (e4)
HAND_LIMIT = 7          # epoch cards in hand (science cards do not count)
