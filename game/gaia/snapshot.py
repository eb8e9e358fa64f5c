"""A complete JSON snapshot of a GaiaState and its inverse. Gaia hides nothing, so the snapshot
is public: the view carries it, and computer players rebuild a state from it to look ahead
(history is not included; a snapshot is not a record)."""
from game.core.rng import Rng

from .hexmap import SpaceMap
from .player import PlayerState

_PLAYER_FIELDS = ("c", "o", "k", "q", "vp", "p", "pg", "bs", "research", "buildings",
                  "lost_planet", "gf_total", "gf_in_gaia", "discount", "range", "temp_step",
                  "temp_range", "token_mod", "booster", "techs", "feds", "satellites",
                  "fed_count", "vp_sources", "bs_dest", "tokens_made")


def _detached(value):
    """A copy of JSON-like data (lists, tuples, dicts) sharing nothing mutable with the state."""
    if isinstance(value, (list, tuple)):
        return [_detached(v) for v in value]
    if isinstance(value, dict):
        return {k: _detached(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted(_detached(v) for v in value)
    return value


def _hk(h):
    return f"{h[0]},{h[1]}"


def _kh(text):
    q, r = text.split(",")
    return (int(q), int(r))


def snapshot(st):
    """The state as JSON-like data; it shares nothing mutable with the state, so a view kept
    while the game goes on stays as it was."""
    return _detached(_snapshot(st))


def _snapshot(st):
    players = []
    for pl in st.pl:
        if pl is None:
            players.append(None)
            continue
        d = {f: getattr(pl, f) for f in _PLAYER_FIELDS}
        d.update(seat=pl.seat, faction=pl.faction, occupied=[_hk(h) for h in pl.occupied],
                 specials_used=sorted(pl.specials_used),
                 income_taken=[[s, [list(r) for r in rw]] for s, rw in pl.income_taken])
        players.append(d)
    pending = []
    for item in st.pending:
        item = dict(item)
        if "src" in item:
            item["src"] = [item["src"][0], _hk(item["src"][1])]
        pending.append(item)
    return {
        "players": st.players, "options": {k: v for k, v in st.options.items()}, "seed": st.seed,
        "rng": st.rng.state, "map": st.map.to_data(),
        "planet": {_hk(h): p for h, p in st.planet.items() if p != st.map.planet[h]},
        "bld": {_hk(h): v for h, v in st.bld.items()}, "guest": {_hk(h): s for h, s in st.guest.items()},
        "fed_hexes": [sorted(_hk(h) for h in f) for f in st.fed_hexes],
        "pl": players, "factions": list(st.factions), "round": st.round, "phase": st.phase,
        "turn_order": list(st.turn_order), "passed": list(st.passed), "current": st.current,
        "main_done": st.main_done, "pending": pending,
        "leech_sources": [[s, _hk(h)] for s, h in st.leech_sources],
        "used_actions": sorted(st.used_actions), "queue": list(st.queue),
        "itars_declined": st.itars_declined, "vp_timeline": [list(x) for x in st.vp_timeline],
        "boosters": list(st.boosters), "bids": list(st.bids), "techs": {k: dict(v) for k, v in st.techs.items()},
        "round_tiles": list(st.round_tiles), "final_tiles": list(st.final_tiles),
        "fed_supply": dict(st.fed_supply), "terra_fed": st.terra_fed,
        "turn_closing": st._turn_closing, "closing_mover": st._closing_mover,
        "resume": st._resume, "after_passed": st._after_passed,
    }


def restore(snap):
    from .state import GaiaState
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
