"""view(state, player): the full public state as JSON-able data (Gaia has no hidden
information, so every seat and spectators see the same). Documented in docs/gaia-engine.md."""
from game.core.i18n import domain

from . import data
from .scoring import count
from .describe import decision_kind, progress, prompt
from .queries import income_preview
from .words import abilities, catalogue, effect_words, keywords, level_words
from .scoring import FINAL_CONDITION
from .snapshot import snapshot

_ = domain("gaia")


def vp_by_source(pl) -> dict:
    """Where the player's VP came from, the 10 VP every player starts with included
    ("beginGame"): the values add up to the player's VP."""
    out = dict(pl.vp_sources)
    start = pl.vp - sum(out.values())
    if start:
        out["beginGame"] = out.get("beginGame", 0) + start
    return out


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
        "vp_by_source": vp_by_source(pl),
        "counts": {c: count(st, seat, c) for c in ("m", "pt", "g", "s", "st", "stfed", "sat")},
        "income": income_preview(st, seat),
        "buildings_left": {b: len(pl.f["buildings"][b]["slots"]) - pl.buildings[b]
                           for b in ("m", "ts", "lab", "PI", "ac1", "ac2")},
        "next_income": {b: _slot_words(pl, b) for b in ("m", "ts", "lab", "PI", "ac1", "ac2")},
        "abilities_text": _abilities(pl),
        "abilities": abilities(pl),
        "power_value_pi": 4 if st.has_passive_pa4(seat) else 3,
    }


def _slot_words(pl, b):
    """What the next building of kind b uncovers on the faction board, in words."""
    slots = pl.f["buildings"][b]["slots"]
    n = pl.buildings[b]
    if n >= len(slots):
        return ""
    return "; ".join(str(effect_words(x)) if x != "tech" else _("a tech tile")
                     for x in slots[n])


def _abilities(pl):
    """The faction's board effects in words (its abilities are listed by code)."""
    board = "; ".join(str(effect_words(x)) for x in pl.f.get("board") or [])
    return board


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
        "me": player,
        "progress": progress(st),
        "phase": st.phase,
        "round": st.round,
        "deciders": st.deciders(),
        "current": st.current,
        "main_action_done": st.main_done,
        "pending": ({"player": pending["p"], "kind": pending["kind"],
                     **({"offers": [o for o, _ in st.charge_offers(pending)],
                         "offer_vp": [v for _, v in st.charge_offers(pending)],
                         "power": pending.get("power")}
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
        "decision": _decision(st, player),
        "words": catalogue(),
        "keywords": keywords(),
        "levels": level_words(),
        "board_actions": list(data.POWER_ACTIONS),
        "final_standing": _final_standing(st),
        "lost_planet_taken": any(p is not None and p.lost_planet for p in st.pl),
    }


def _decision(st, player):
    if player is None or st.phase == "end" or player not in st.deciders():
        return None
    return {"kind": decision_kind(st, player), "prompt": prompt(st, player)}


def _final_standing(st):
    """Each final scoring tile: its counts per seat now and the neutral player's (2 players)."""
    out = []
    for tile in st.final_tiles:
        cond = FINAL_CONDITION[tile]
        counts = [count(st, s, cond) if st.pl[s] else 0 for s in range(st.players)]
        neutral = data.board()["final_scoring"][tile]["neutral"] if st.players == 2 else None
        out.append({"tile": tile, "counts": counts, "neutral": neutral})
    return out
