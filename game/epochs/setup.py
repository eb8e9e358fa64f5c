"""A new game: shuffled epoch and science decks, scoring tiles, starting hands and tokens,
the first offer, and who starts (an option: at random by default)."""
from . import cards as C
from . import carddata as D
from .state import EpochsState

FIRST_CHOICES = ("random", "player 1", "player 2")


def new_game(info, players: int, options: dict, seed: int) -> EpochsState:
    """A fresh state; all randomness comes from `seed`."""
    s = EpochsState(players, options, seed)
    s.info = info
    s._init_empty()
    rng = s.rng
    for e in (1, 2, 3):
        deck = list(C.DECK[e])
        rng.shuffle(deck)
        s.decks[e] = deck
    s.science_deck = list(C.SCIENCE)
    rng.shuffle(s.science_deck)
    for r in C.RESOURCES:
        pair = [t for t in D.TILES if t[0] == r]
        s.tiles.append(pair[rng.below(len(pair))])
    first = options.get("first", "random")
    s.starter = rng.below(2) if first == "random" else FIRST_CHOICES.index(first) - 1
    s.say(f"{s.name(s.starter)} starts the first epoch"
          + (" (drawn at random)." if first == "random" else "."))
    for p in (s.starter, 1 - s.starter):
        for _ in range(D.START_HAND):
            c = s.decks[1].pop()
            s.hand[p].append(c)
            s.secret[p].add(c)
        s.say("You are dealt " + ", ".join(C.NAME[c] for c in s.hand[p]) + ".", to=p)
        s.draw_science(p, D.START_SCIENCE)
        s.tokens[p] = D.START_TOKENS[0 if p == s.starter else 1]
    s.say("Scoring tiles: " + "; ".join(tile_text(t) for t in s.tiles) + ".")
    from .turn import start_epoch
    start_epoch(s, s.starter)
    return s


def tile_text(tile: tuple) -> str:
    """('E', 'military', 2) -> 'most energy production: 2 VP per military level'."""
    r, what, n = tile
    unit = {"military": "military level", "shuttles": "shuttle", "planets": "planet",
            "colonised": "colonised planet", "objects": "space-object token",
            "stations": "production station", "science": "science card played",
            "influence": "influence level"}[what]
    return f"most {C.RES_NAME[r]} production: {n} VP per {unit}"
