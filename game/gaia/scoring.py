"""Counts used by effects and final scoring (mines, planet types, sectors, satellites ...), the
final-scoring ranking with its tie split and the neutral player of 2-player games."""
from . import data
from .build import colonized_by


def owned_planets(st, seat):
    return [h for h in st.pl[seat].occupied
            if st.planet[h] != "e" and colonized_by(st, seat, h) and st.guest.get(h) != seat]


def count(st, seat, cond):
    pl = st.pl[seat]
    b = pl.buildings
    if cond == "":
        return 1
    if cond == "m":
        return b["m"] + pl.lost_planet
    if cond == "ts":
        return b["ts"]
    if cond == "lab":
        return b["lab"]
    if cond == "PA":
        return b["PI"] + b["ac1"] + b["ac2"]
    if cond == "fed":
        return len(pl.feds)
    if cond == "g":
        return sum(1 for h in owned_planets(st, seat) if st.planet[h] == "g")
    if cond == "pt":
        return len({st.planet[h] for h in owned_planets(st, seat)})
    if cond == "s":
        return len({st.map.sector[h] for h in pl.occupied if colonized_by(st, seat, h)})
    if cond == "st":
        return sum(1 for h in pl.occupied if colonized_by(st, seat, h))
    if cond == "stfed":
        return sum(1 for h in pl.occupied
                   if colonized_by(st, seat, h) and h in st.fed_hexes[seat])
    if cond == "sat":
        return pl.satellites + b["sp"]
    if cond == "a":
        return sum(pl.research.values())
    return 0


FINAL_CONDITION = {"structure": "st", "structureFed": "stfed", "planetType": "pt",
                   "gaia": "g", "sector": "s", "satellite": "sat"}
PLACE_VP = [18, 12, 6, 0, 0, 0]


def final_tile_vp(counts, neutral=None):
    """VP per player for one final tile: places 18/12/6, ties share (rounded down), count 0
    scores nothing; a neutral player (2 players) takes a place but scores nothing."""
    ranks = list(counts) + ([neutral] if neutral is not None else [])
    out = []
    for c in counts:
        first = sum(1 for x in ranks if x > c)
        ties = sum(1 for x in ranks if x == c)
        out.append(sum(PLACE_VP[first:first + ties]) // ties if c > 0 else 0)
    return out


def final_scoring(st):
    """Apply the end-of-game scoring to every player (tiles, research, resources)."""
    n = st.players
    for i, tile in enumerate(st.final_tiles):
        cond = FINAL_CONDITION[tile]
        counts = [count(st, s, cond) for s in range(n)]
        neutral = data.board()["final_scoring"][tile]["neutral"] if n == 2 else None
        for s, v in enumerate(final_tile_vp(counts, neutral)):
            st.pl[s].add_vp(v, f"final{i + 1}")
    for s in range(n):
        pl = st.pl[s]
        for t in data.TRACKS:
            pl.add_vp(max(pl.research[t] - 2, 0) * 4, t)
    for s in range(n):
        pl = st.pl[s]
        b = pl.burnable()
        if b:
            pl.burn(b)
        credits = pl.spendable_power()
        if credits > 0:
            pl.spend_power(credits)
            pl.c = min(data.CAPS["c"], pl.c + credits)
        if pl.q > 0:
            pl.o = min(data.CAPS["o"], pl.o + pl.q)
            pl.q = 0
        pl.add_vp((pl.o + pl.c + pl.k) // 3, "spend")
        pl.add_vp(-st.bids[s], "bid")
