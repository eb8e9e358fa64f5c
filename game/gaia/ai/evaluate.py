"""A position's worth for one player, in victory points: VP now, resources, the income still to
come, research levels (with their end-game VP), and power in the bowls. Used by the lookahead
player; numbers are rules of thumb, not tuned."""
from .. import data

RES = {"c": 0.3, "o": 0.9, "k": 0.6, "q": 1.2, "vp": 1.0, "pw": 0.25, "t": 0.1}
END = {"c": 1 / 3, "o": 1 / 3, "k": 1 / 3, "q": 1 / 3}
STRUCT = {"m": 2.2, "ts": 2.8, "lab": 3.6, "PI": 4.8, "ac1": 4.8, "ac2": 4.8}


def worth(st, seat):
    pl = st.pl[seat]
    left = 6 - st.round if st.phase != "end" else 0
    if st.phase in ("setup", "booster", "faction"):
        left = 6
    late = st.round >= 6
    val = pl.vp
    res = END if late else RES
    val += pl.c * res["c"] + pl.o * res["o"] + pl.k * res["k"] + pl.q * res["q"]
    power = pl.p[2] * pl.token_mod + (3 if pl.bs == 3 else 0)
    val += power * (1 / 3 if late else 0.35) + pl.p[1] * (0.17 if late else 0.2) + pl.p[0] * 0.05
    val += pl.pg * 0.1
    # income still to come
    if left > 0:
        per_round = 0.0
        for _, rewards in st.income_items(seat):
            for n, k in rewards:
                per_round += n * RES.get(k, 0)
        val += per_round * left * 0.9
    # research: levels and their end bonus
    for t, lvl in pl.research.items():
        val += lvl * (0.8 if not late else 0) + max(lvl - 2, 0) * 4
    # structures feed federations and final tiles
    scale = 0.5 if late else 1.0
    val += scale * sum(pl.buildings[b] * STRUCT[b] for b in STRUCT) + pl.lost_planet * 2.2
    val += sum(1 for f in pl.feds if f["green"]) * 1.5
    val += pl.gf_available() * 0.8 * (left > 1)
    return val
