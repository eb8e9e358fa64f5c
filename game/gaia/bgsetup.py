"""The random setup of a boardgamers.space game, recomputed from its `init <players> <seed>` line.

That site seeds an ARC4 generator (the 'seedrandom' scheme: the seed text is mixed into a key,
RC4 with the first 256 outputs dropped, doubles built from 7 output bytes) and draws, in order:
the map (shuffle the sector list, a rotation per sector, redraw until no two neighbouring planets
share a home type), then boosters, standard tech tiles, advanced tech tiles, the terraforming
federation token, round scoring and final scoring tiles, each by one seeded shuffle. Written from
the published algorithm descriptions; checked against recorded games' resolved setups."""
from . import data
from .hexmap import SpaceMap

_MASK = 255


class Arc4Random:
    """ARC4-based doubles in [0, 1) from a text seed."""

    def __init__(self, seed_text):
        key = []
        smear = 0
        for j, ch in enumerate(seed_text):
            i = j & _MASK
            old = key[i] if i < len(key) else 0
            smear ^= old * 19
            val = _MASK & (smear + ord(ch))
            if i < len(key):
                key[i] = val
            else:
                key.append(val)
        if not key:
            key = [0]
        s = list(range(256))
        j = 0
        for i in range(256):
            t = s[i]
            j = _MASK & (j + key[i % len(key)] + t)
            s[i] = s[j]
            s[j] = t
        self.s, self.i, self.j = s, 0, 0
        self.g(256)

    def g(self, count):
        s, i, j = self.s, self.i, self.j
        r = 0
        for _ in range(count):
            i = _MASK & (i + 1)
            t = s[i]
            j = _MASK & (j + t)
            s[i] = s[j]
            s[j] = t
            r = r * 256 + s[_MASK & (s[i] + s[j])]
        self.i, self.j = i, j
        return r

    def __call__(self):
        n = float(self.g(6))
        d = float(256 ** 6)
        x = 0
        while n < 2.0 ** 52:
            n = (n + x) * 256
            d *= 256
            x = self.g(1)
        while n >= 2.0 ** 53:
            n /= 2
            d /= 2
            x >>= 1
        return (n + x) / d


def js_number_text(x):
    """A double as JavaScript's String(x) writes it."""
    if x == 0:
        return "0"
    if x == int(x) and abs(x) < 1e21:
        return str(int(x))
    sign = "-" if x < 0 else ""
    mant, _, exp = repr(abs(x)).partition("e")
    exp = int(exp) if exp else 0
    whole, _, frac = mant.partition(".")
    digits = (whole + frac).lstrip("0")
    lead_zeros = len(whole + frac) - len((whole + frac).lstrip("0"))
    n = len(whole) + exp - lead_zeros        # value = 0.digits * 10^n
    digits = digits.rstrip("0") or "0"
    k = len(digits)
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    e = n - 1
    body = digits[0] + ("." + digits[1:] if k > 1 else "")
    return sign + body + "e" + ("+" if e >= 0 else "-") + str(abs(e))


def seeded_shuffle(items, seed_number):
    """The 'shuffle-seed' shuffle: seeded by a number's text plus a NUL, take picks in turn."""
    rng = Arc4Random(js_number_text(seed_number) + "\0") if seed_number else Arc4Random("none")
    keys = list(range(len(items)))
    out = []
    for _ in range(len(items)):
        r = int(rng() * len(keys))
        out.append(items[keys.pop(r)])
    return out


def setup_from_seed(players, seed):
    """Our setup data (map placement and tiles) of a boardgamers.space game with this seed."""
    md = data.mapdata()
    key = "1-2" if players <= 2 else "3-4"
    rng = Arc4Random(seed)
    sectors = md["by_players"][key]
    centres = md["centres"][key]
    while True:
        tiles = seeded_shuffle(sectors, rng())
        placement = [[s, int(rng() * 6), c] for s, c in zip(tiles, centres)]
        if SpaceMap(placement).valid():
            break
    boosters = seeded_shuffle([f"booster{i}" for i in range(1, 11)], rng())[:players + 3]
    std = seeded_shuffle([f"tech{i}" for i in range(1, 10)], rng())
    adv = seeded_shuffle([f"advtech{i}" for i in range(1, 16)], rng())
    terra = seeded_shuffle([f"fed{i}" for i in range(1, 7)], rng())[0]
    rounds = seeded_shuffle([f"score{i}" for i in range(1, 11)], rng())[:6]
    finals = seeded_shuffle(list(data.FINAL_TILES), rng())[:2]
    techs = dict(zip(data.TECH_POSITIONS, std))
    techs.update(zip(data.ADV_POSITIONS, adv))
    return {"map": placement, "boosters": boosters, "techs": techs, "round_scoring": rounds,
            "final_scoring": finals, "terra_fed": terra}
