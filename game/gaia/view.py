"""view(state, player): the full public state as JSON-able data (Gaia has no hidden
information, so every seat and spectators see the same). Documented in docs/gaia-engine.md."""
from . import data
from .scoring import count
from .snapshot import snapshot


def _player(st, seat):
    pl = st.pl[seat]
    if pl is None:
        return {"seat": seat, "faction": None}
    return {
        "seat": seat,
        "faction": pl.faction,
        "name": pl.f["name"],
        "planet": pl.planet,
        "vp": pl.vp,
        "credits": pl.c, "ore": pl.o, "knowledge": pl.k, "qic": pl.q,
        "power": {"bowl1": pl.p[0], "bowl2": pl.p[1], "bowl3": pl.p[2], "gaia": pl.pg,
                  "brainstone": pl.bs},
        "research": dict(pl.research),
        "buildings": dict(pl.buildings),
        "gaiaformers": pl.gf_total, "gaiaformers_in_gaia_area": pl.gf_in_gaia,
        "lost_planet": pl.lost_planet,
        "range": pl.range, "terraforming_discount": pl.discount,
        "booster": pl.booster,
        "techs": [dict(t) for t in pl.techs],
        "federations": [dict(f) for f in pl.feds],
        "satellites": pl.satellites,
        "specials_used": sorted(pl.specials_used),
        "passed": seat in st.passed,
        "vp_by_source": dict(pl.vp_sources),
        "counts": {c: count(st, seat, c) for c in ("m", "pt", "g", "s", "st", "stfed", "sat")},
    }


def view(st, player=None):
    hexes = []
    for h in st.map.hexes:
        cell = {"q": h[0], "r": h[1], "label": st.map.label[h], "planet": st.planet[h],
                "sector": st.map.sector[h]}
        if h in st.bld:
            cell["owner"], cell["building"] = st.bld[h]
        if h in st.guest:
            cell["guest"] = st.guest[h]
        feds = [s for s in range(st.players) if h in st.fed_hexes[s]]
        if feds:
            cell["federation_of"] = feds
        hexes.append(cell)
    pending = st.pending[0] if st.pending else None
    return {
        "game": "gaia",
        "phase": st.phase,
        "round": st.round,
        "deciders": st.deciders(),
        "current": st.current,
        "main_action_done": st.main_done,
        "pending": ({"player": pending["p"], "kind": pending["kind"],
                     **({"offers": [o for o, _ in st.charge_offers(pending)]}
                        if pending["kind"] == "charge" else {})} if pending else None),
        "turn_order": list(st.turn_order),
        "passed": list(st.passed),
        "players": [_player(st, s) for s in range(st.players)],
        "map": {"sectors": st.map.to_data(), "hexes": hexes},
        "boosters_available": list(st.boosters),
        "techs": {pos: dict(v) for pos, v in st.techs.items()},
        "round_scoring": list(st.round_tiles),
        "final_scoring": list(st.final_tiles),
        "federation_supply": dict(st.fed_supply),
        "terraforming_federation": st.terra_fed,
        "board_actions_used": sorted(st.used_actions),
        "vp_timeline": [list(x) for x in st.vp_timeline],
        "scores": st.scores(),
        "tracks": list(data.TRACKS),
        "snapshot": snapshot(st),
    }
