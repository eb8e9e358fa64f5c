"""The space map: axial hex coordinates, sectors with rotation, position labels such as '5A4',
distances, and map generation (fixed first-game layouts, random layouts with the rule that no two
neighbouring planets share a home type, or a layout given as setup data)."""
from . import data

DIRS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def distance(a, b):
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _label_index(label, rotation):
    """Index into the sector string for the position label after `rotation`."""
    if label == "C":
        return 18
    ring, idx = label[0], int(label[1:])
    if ring == "A":
        return (idx - 2 * rotation) % 12
    return 12 + (idx - rotation) % 6


class SpaceMap:
    """Immutable geometry of one game: hex -> (planet, sector, label). Planet changes during a
    game (transdim -> gaia, the lost planet) are kept in the game state, not here."""

    def __init__(self, placement):
        md = data.mapdata()
        self.placement = [(str(s), int(rot), (int(c[0]), int(c[1]))) for s, rot, c in placement]
        self.planet, self.sector, self.label, self.coord = {}, {}, {}, {}
        for sector, rot, (cq, cr) in self.placement:
            if sector not in md["sectors"]:
                raise ValueError(f"unknown sector {sector!r}")
            text = md["sectors"][sector]
            num = sector.rstrip("AB")
            for lab, (oq, orr) in md["offsets"].items():
                h = (cq + oq, cr + orr)
                if h in self.planet:
                    raise ValueError("sectors overlap")
                self.planet[h] = text[_label_index(lab, rot)]
                self.sector[h] = num
                name = num + lab
                self.label[h] = name
                self.coord[name] = h
        self.hexes = sorted(self.planet)
        self.neigh = {h: [n for n in ((h[0] + d[0], h[1] + d[1]) for d in DIRS) if n in self.planet]
                      for h in self.hexes}
        self._near2 = {}

    def within2(self, h):
        """Hexes at distance <= 2 of h (charging-power reach), cached."""
        got = self._near2.get(h)
        if got is None:
            got = [x for x in self.hexes if distance(x, h) <= 2]
            self._near2[h] = got
        return got

    def parse(self, text):
        """A label ('5A4') or raw form ('-3x2') -> hex; ValueError if not on the map."""
        if "x" in text:
            q, r = text.split("x")
            h = (int(q), int(r))
        else:
            h = self.coord.get(text)
        if h is None or h not in self.planet:
            raise ValueError(f"{text} is not a space on this map")
        return h

    def valid(self):
        """No two neighbouring hexes carry the same home planet type."""
        for h in self.hexes:
            p = self.planet[h]
            if p in data.HOME_TYPES:
                for n in self.neigh[h]:
                    if self.planet[n] == p:
                        return False
        return True

    def to_data(self):
        return [[s, r, list(c)] for s, r, c in self.placement]


def first_game(players):
    key = "1-2" if players <= 2 else "3-4"
    return SpaceMap(data.mapdata()["first_game"][key])


def random_map(players, rng, method=3, tries=2000):
    """A random map by one of the rulebook's methods, redrawn until no two neighbouring planets
    share a home type. 3-4 players: method 1 keeps sectors 1-4 where and as the first-game map
    has them, method 2 shuffles 1-4 among their places without turning them, method 3 (and
    always for 1-2 players) shuffles and turns everything. Other sectors get random places and
    rotations."""
    md = data.mapdata()
    key = "1-2" if players <= 2 else "3-4"
    if key == "1-2" or method == 3:
        fixed = []
        free_centres = [tuple(c) for c in md["centres"][key]]
        free_sectors = list(md["by_players"][key])
    else:
        base = md["first_game"][key]
        fixed = [(s, r, tuple(c)) for s, r, c in base if s in ("1", "2", "3", "4")]
        free_centres = [tuple(c) for s, r, c in base if s not in ("1", "2", "3", "4")]
        free_sectors = [s for s, _, _ in base if s not in ("1", "2", "3", "4")]
    for _ in range(tries):
        if method == 2 and fixed:
            names = [s for s, _, _ in fixed]
            rng.shuffle(names)
            fixed = [(n, 0, c) for n, (_, _, c) in zip(names, fixed)]
        sectors = list(free_sectors)
        rng.shuffle(sectors)
        placement = list(fixed) + [(s, rng.below(6), c) for s, c in zip(sectors, free_centres)]
        m = SpaceMap(placement)
        if m.valid():
            return m
    raise RuntimeError("no valid random map found")
