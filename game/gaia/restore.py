"""A GaiaState rebuilt from its JSON snapshot (snapshot.py): what computer players think on."""
from game.core.rng import Rng

from .hexmap import SpaceMap
from .player import PlayerState
from .snapshot import _PLAYER_FIELDS, _kh
from .state import GaiaState


def restore(snap):
    """The GaiaState of a snapshot (snapshot.py's `snapshot`), history empty."""
    st = GaiaState(snap["players"], snap["options"], snap["seed"], _blank=True)
    st.rng = Rng(snap["rng"])
    st.map = SpaceMap(snap["map"])
    st.planet = dict(st.map.planet)
    st.planet.update({_kh(h): p for h, p in snap["planet"].items()})
    st.bld = {_kh(h): list(v) for h, v in snap["bld"].items()}
    st.guest = {_kh(h): s for h, s in snap["guest"].items()}
    st.fed_hexes = [{_kh(h) for h in f} for f in snap["fed_hexes"]]
    st.pl = []
    for d in snap["pl"]:
        if d is None:
            st.pl.append(None)
            continue
        pl = PlayerState(d["seat"], d["faction"])
        for f in _PLAYER_FIELDS:
            v = d[f]
            setattr(pl, f, [dict(x) for x in v] if f in ("techs", "feds") else
                    (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v))
        pl.bowl_order = tuple(pl.bowl_order)
        pl.occupied = [_kh(h) for h in d["occupied"]]
        pl.specials_used = set(d["specials_used"])
        pl.income_taken = [(s, tuple(tuple(r) for r in rw)) for s, rw in d["income_taken"]]
        st.pl.append(pl)
    for name in ("factions", "turn_order", "passed", "queue", "boosters", "round_tiles",
                 "final_tiles"):
        setattr(st, name, list(snap[name]))
    st.vp_timeline = [list(x) for x in snap["vp_timeline"]]
    st.bids = list(snap["bids"])
    st.round, st.phase, st.current = snap["round"], snap["phase"], snap["current"]
    st.main_done, st.itars_declined = snap["main_done"], snap["itars_declined"]
    st.pending = []
    for item in snap["pending"]:
        item = dict(item)
        if "src" in item:
            item["src"] = (item["src"][0], _kh(item["src"][1]))
        st.pending.append(item)
    st.leech_sources = [(s, _kh(h)) for s, h in snap["leech_sources"]]
    st.used_actions = set(snap["used_actions"])
    st.techs = {k: dict(v) for k, v in snap["techs"].items()}
    st.fed_supply = dict(snap["fed_supply"])
    st.terra_fed = snap["terra_fed"]
    st._turn_closing, st._closing_mover = snap["turn_closing"], snap["closing_mover"]
    st._resume, st._after_passed = snap["resume"], snap["after_passed"]
    return st
