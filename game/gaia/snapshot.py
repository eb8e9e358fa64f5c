"""A complete JSON snapshot of a GaiaState (its inverse is restore.py). Gaia hides nothing, so
the snapshot is public: the view carries it, and computer players rebuild a state from it to
look ahead (history is not included; a snapshot is not a record)."""

_PLAYER_FIELDS = ("c", "o", "k", "q", "vp", "p", "pg", "bs", "research", "buildings",
                  "lost_planet", "gf_total", "gf_in_gaia", "discount", "range", "temp_step",
                  "temp_range", "token_mod", "booster", "techs", "feds", "satellites",
                  "fed_count", "vp_sources", "bs_dest", "tokens_made", "bowl_order",
                  "bowls_declared")


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

