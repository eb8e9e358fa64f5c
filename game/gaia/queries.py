"""The questions a table may ask about a game (documented in docs/gaia-engine.md, "Queries"):
what a hex is and what building there would cost, the income to come, the federations one
could form, an action's label, the catalogue, a tile in words. Nothing here changes the state:

    >>> st.query(0, "hex", "3A4")["cost"]            # doctest: +SKIP
    [[2, 'c'], [1, 'o'], [3, 'o']]
"""
from __future__ import annotations

from game.core.i18n import domain

from .build import Refused, build_check, building_of, min_distance, qic_needed, wheel_steps
from . import data
from .describe import _hex, label
from .federation_choices import federation_options
from .words import (ABILITY_WORDS, PLANET_NAMES, catalogue, effect_words, rewards_words,
                    tile_words)

_ = domain("gaia")


def hex_info(st, seat, label) -> dict:
    """What a hex is and what building there would cost `seat` now."""
    h = _hex(st, label)
    planet = st.planet.get(h)
    out = {"label": st.map.label.get(h, label), "planet": planet,
           "planet_name": _(PLANET_NAMES[planet]) if planet in PLANET_NAMES else "?", "sector": st.map.sector.get(h),
           "owner": None, "building": None, "build": None, "cost": None, "steps": 0,
           "qic": 0, "distance": None, "reason": None}
    if h in st.bld:
        out["owner"], out["building"] = st.bld[h]
    if seat is None or st.pl[seat] is None or planet is None:
        return out
    pl = st.pl[seat]
    if pl.occupied:
        out["distance"] = min_distance(st, seat, h)
    if planet in ("e",):
        return out
    mine = building_of(st, seat, h)
    if mine is not None:
        return out
    b = "gf" if planet == "m" else "m"
    out["build"] = b
    if planet not in ("g", "m", "l") and pl.planet:
        out["steps"] = wheel_steps(pl.planet, planet)
    if pl.occupied:
        out["qic"] = qic_needed(st, seat, h)
    try:
        cost, steps = build_check(st, seat, b, h)
        out["cost"] = [[n, k] for n, k in cost]
    except Refused as exc:
        out["reason"] = str(exc)
        try:       # what it would cost, when paying is what is missing
            cost, _steps = build_check(st, seat, b, h, afford=False)
            out["cost_unaffordable"] = [[n, k] for n, k in cost]
            out["reason"] = _("you cannot pay it now")
        except Refused:
            pass
    return out


def income_preview(st, seat) -> list:
    """The income the player's board, tiles and booster give next round: [[n, kind], ...]."""
    if st.pl[seat] is None:
        return []
    total, order = {}, []
    for _, e in st.effects(seat, "+"):
        for n, k in e.rewards:
            if k not in total:
                order.append(k)
                total[k] = 0
            total[k] += n
    return [[total[k], k] for k in order if total[k]]


STANDARD_START = {"start": "3k,4o,15c,q", "power": [2, 4, 0], "board": ["+o,k"]}


def faction_info(name: str) -> dict:
    """What a faction is: its home planet, its abilities (code, words, whether the planetary
    institute is needed), what its planetary institute's slot gives, and where its board
    differs from the standard one (`differences`: start resources, power bowls, board income,
    only the keys that differ; `differences_text`: the same in words)."""
    f = data.factions()[name]
    diff = {k: f[k] for k, v in STANDARD_START.items() if f[k] != v}
    words = []
    if "start" in diff:
        std = STANDARD_START["start"].split(",")
        extra = [x for x in f["start"].split(",") if x not in std]
        if extra:
            words.append(_("starts with {things}", things=rewards_words(",".join(extra))))
        if "q" not in f["start"].split(","):
            words.append(_("no QIC at the start"))
    if "power" in diff:
        words.append(_("power bowls {bowls} at the start",
                       bowls="/".join(str(n) for n in f["power"])))
    if "board" in diff:
        words.extend(str(effect_words(x)) for x in f["board"])
    slot = list(f["buildings"]["PI"]["slots"][0])
    return {"faction": name, "name": _(f["name"]), "planet": f["planet"],
            "planet_name": _(PLANET_NAMES[f["planet"]]),
            "abilities": [{"code": c, "text": _(ABILITY_WORDS[c][0]),
                           "needs_pi": ABILITY_WORDS[c][1]} for c in f["abilities"]],
            "pi": slot, "pi_actions": [str(effect_words(x)) for x in slot if x.startswith("=>")],
            "differences": diff, "differences_text": words}


def query(st, seat, name, *args):
    """The documented questions (docs/gaia-engine.md, "Queries")."""
    if name == "hex":
        return hex_info(st, seat, args[0])
    if name == "income":
        return income_preview(st, args[0] if args else seat)
    if name == "federations":
        if seat is None or st.pl[seat] is None:
            return []
        return [sorted(st.map.label[h] for h in hexes)
                for hexes in federation_options(st, seat)]
    if name == "label":
        return str(label(st, seat, tuple(args[0])))
    if name == "catalogue":
        return catalogue()
    if name == "faction":
        return faction_info(args[0])
    if name == "words":
        return str(tile_words(args[0]))
    raise KeyError(f"Gaia Project has no query {name!r}")
