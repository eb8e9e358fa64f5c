"""Gaia Project's decisions in words: which kind of decision a player has, its prompt, an
action's label (kept as message ids and parameters, drawn in the language of the moment) and
the game's progress. The table (ui/gaia) uses them through the core protocol (`_prompt`,
`_decision_kind`, `label`, `progress`); the vocabulary is words.py, the questions queries.py.
Everything here reads the state and the data; nothing changes the state.
"""
from __future__ import annotations

from game.core.i18n import N_, domain

from . import data
from .build import Refused, build_check, building_of
from .words import (BRAINSTONE_PLACES, BUILDING_CAPS, BUILDING_NAMES, PHASE_NAMES, PLANET_NAMES, TRACK_NAMES, _name,
                    _rewards, rewards_words, tech_place, tile_name, tile_words)

_ = domain("gaia")


PENDING_KIND = {"tech": "tech", "cover": "cover", "up": "research", "mine": "mine",
                "sp": "station", "swap": "swap", "downlab": "downlab", "lost": "lost-planet",
                "fedtile": "fedtile", "charge": "charge"}
PENDING_PROMPT = {
    "tech": N_("Take a tech tile"), "cover": N_("Cover one of your standard tech tiles"),
    "research": N_("Advance on a research track"), "mine": N_("Place the mine"),
    "station": N_("Place a space station"), "swap": N_("Swap your PI with one of your mines"),
    "downlab": N_("Turn a research lab back into a trading station"),
    "lost-planet": N_("Place the lost planet"),
    "fedtile": N_("Score one of your federation tokens again"),
    "charge": N_("Charge power?")}
PROMPTS = {"faction": N_("Choose your faction"), "setup": N_("Place a starting building"),
           "booster": N_("Choose a round booster"), "income": N_("Which income comes first?"),
           "gaia-terrans": N_("Gaia phase: move tokens from the Gaia area"),
           "gaia-itars": N_("Gaia phase: 4 tokens from the Gaia area for a tech tile?")}


def decision_kind(st, seat) -> str:
    if st.pending:
        return PENDING_KIND.get(st.pending[0]["kind"], st.pending[0]["kind"])
    if st.phase == "gaia":
        return "gaia-" + (st.gaia_choice(seat) or "none")
    return {"faction": "faction", "setup": "setup", "booster": "booster",
            "income": "income", "actions": "turn"}.get(st.phase, st.phase)


def prompt(st, seat) -> str:
    kind = decision_kind(st, seat)
    if kind in PENDING_PROMPT:
        if kind == "charge":
            item = st.pending[0]
            offers = st.charge_offers(item)
            n, vp = offers[0][0], offers[0][1]
            power = n.split(',')[0].replace('pw', '')
            if vp:
                return _("Charge {power} power for {vp} VP?", power=power, vp=vp)
            return _("Charge {power} power for free?", power=power)
        return _(PENDING_PROMPT[kind])
    if kind == "turn":
        return _("Free actions, then end your turn") if st.main_done \
            else _("Your turn: one action")
    return _(PROMPTS[kind]) if kind in PROMPTS else _("Your decision")


def _hex(st, label):
    if label in st.map.coord:
        return st.map.coord[label]
    q, _, r = str(label).partition("x")
    return int(q), int(r)


def _hex_label(text):
    return text


def label(st, seat, action):
    """An action in words (short enough for a button), kept for later: str() draws it."""
    kind = action[0]
    a = action[1:]
    now = seat is not None and st.phase != "end" and seat in st.deciders()   # costs apply now
    if kind == "faction":
        f = data.factions()[a[0]]
        return _.msg("Play the {faction} ({planet})", faction=_.msg(f["name"]),
                     planet=_name(PLANET_NAMES, f["planet"]))
    if kind == "build":
        b, where = a[0], a[1]
        if st.phase in ("setup",):
            return _.msg("Starting {building} on {where}", building=_name(BUILDING_NAMES, b),
                         where=where)
        h = _hex(st, where)
        mine = building_of(st, seat, h) if seat is not None else None
        try:
            cost = _rewards(build_check(st, seat, b, h)[0]) if now else None
        except Refused:
            cost = None
        if now and mine is not None and mine != "gf" and b != "m":
            if cost:
                return _.msg("Upgrade {where}: {old} → {new} ({cost})", where=where,
                             old=_name(BUILDING_NAMES, mine), new=_name(BUILDING_NAMES, b),
                             cost=cost)
            return _.msg("Upgrade {where}: {old} → {new}", where=where,
                         old=_name(BUILDING_NAMES, mine), new=_name(BUILDING_NAMES, b))
        if cost:
            return _.msg("{building} on {where} ({cost})", building=_name(BUILDING_CAPS, b),
                         where=where, cost=cost)
        return _.msg("{building} on {where}", building=_name(BUILDING_CAPS, b), where=where)
    if kind == "up":
        track = _name(TRACK_NAMES, a[0])
        if not now:
            return _.msg("Research {track}", track=track)
        lvl = st.pl[seat].research[a[0]]
        return _.msg("Research {track} ({level} → {next})", track=track, level=lvl,
                     next=lvl + 1)
    if kind == "action":
        return _.msg("Board action: {words}", words=tile_words(a[0]))
    if kind == "special":
        return _.msg("Special action: {words}", words=rewards_words(a[0]))
    if kind == "federation":
        n = len(a[0].split(","))
        return _.nmsg("Federation of {n} hex: {words}", "Federation of {n} hexes: {words}", n,
                      words=tile_words(a[1]))
    if kind == "pass":
        return _.msg("Pass, take {booster} ({words})", booster=tile_name(a[0]),
                     words=tile_words(a[0])) if a else _.msg("Pass (last round)")
    if kind == "booster":
        return _.msg("{tile}: {words}", tile=tile_name(a[0]), words=tile_words(a[0]))
    if kind == "spend":
        gain = _.msg("a tech tile") if a[1] == "tech" else rewards_words(a[1])
        return _.msg("{cost} → {gain}", cost=rewards_words(a[0]), gain=gain)
    if kind == "burn":
        return _.msg("Burn {n} power (bowl II → III)", n=a[0])
    if kind == "endturn":
        return _.msg("End the turn")
    if kind == "decline":
        return _.msg("Decline")
    if kind == "tech":
        tile = st.techs[a[0]]["tile"]
        return _.msg("Tech tile {pos}: {words}", pos=tech_place(a[0]), words=tile_words(tile))
    if kind == "cover":
        tile = next((t["tile"] for t in st.pl[seat].techs if t["pos"] == a[0]), a[0])
        return _.msg("Cover {pos}: {words}", pos=tile_name(tile), words=tile_words(tile))
    if kind == "income":
        return _.msg("Take {words} first", words=rewards_words(a[0]))
    if kind == "charge":
        item = st.pending[0] if st.pending and st.pending[0]["kind"] == "charge" else None
        vp = dict(st.charge_offers(item)).get(a[0], 0) if item else 0
        if vp:
            return _.msg("Charge {words} for {vp} VP", words=rewards_words(a[0]), vp=vp)
        return _.msg("Charge {words} (free)", words=rewards_words(a[0]))
    if kind == "lostPlanet":
        return _.msg("Lost planet on {where}", where=a[0])
    if kind == "fedtile":
        return _.msg("Score {tile} again: {words}", tile=tile_name(a[0]), words=tile_words(a[0]))
    if kind == "swap-PI":
        return _.msg("Swap the PI with the mine on {where}", where=a[0])
    if kind == "bowls":
        names = {"1": "I", "2": "II", "3": "III"}
        order = [names[x] for x in a[0].split(",")]
        return _.msg("Take tokens from bowl {first} first, then {second}, then {third} "
                     "(Gaia project, satellites)", first=order[0], second=order[1],
                     third=order[2])
    if kind == "brainstone":
        return _.msg("Brainstone goes to {where} next", where=_name(BRAINSTONE_PLACES, a[0]))
    return " ".join(str(x) for x in action)


def progress(st) -> str:
    if st.phase == "end":
        return _("Game over")
    phase = _(PHASE_NAMES[st.phase]) if st.phase in PHASE_NAMES else st.phase
    if st.round == 0:
        return phase
    return _("Round {n} · {phase}", n=st.round, phase=phase)
