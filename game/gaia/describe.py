"""Gaia Project in words, and the questions a table may ask (documented in docs/gaia-engine.md).

Everything here reads the state and the data; nothing changes the state. The table (ui/gaia)
uses it through the core protocol: `_prompt`, `_decision_kind`, `label`, `progress` and
`query(player, name, *args)`:

    >>> st.query(0, "hex", "3A4")["cost"]            # doctest: +SKIP
    [[2, 'c'], [1, 'o'], [3, 'o']]
"""
from __future__ import annotations

from game.core import i18n
from game.core.i18n import N_, domain

from . import data
from .build import (Refused, build_check, building_of, min_distance, qic_needed, wheel_steps)
from .effects import parse_effect, parse_rewards
from .federation import federation_options

_ = domain("gaia")


class Joined(tuple):
    """Texts drawn joined by a separator, each in the language of the moment (a stored
    label keeps these and `Msg`s, never finished words; game/core/i18n.py)."""

    def __new__(cls, sep: str, parts):
        return super().__new__(cls, (sep, tuple(parts)))

    def __str__(self) -> str:
        return self[0].join(str(p) for p in self[1])


# the names below are English msgids, shown with _(name) (or kept as _.msg(name))
PLANET_NAMES = {"r": N_("Terra"), "o": N_("Oxide"), "v": N_("Volcanic"), "d": N_("Desert"),
                "s": N_("Swamp"), "t": N_("Titanium"), "i": N_("Ice"), "g": N_("Gaia"),
                "m": N_("Transdim"), "e": N_("Empty space"), "l": N_("Lost planet")}
BUILDING_NAMES = {"m": N_("mine"), "ts": N_("trading station"), "lab": N_("research lab"),
                  "PI": N_("planetary institute"), "ac1": N_("academy (knowledge)"),
                  "ac2": N_("academy (QIC)"), "gf": N_("gaiaformer"), "sp": N_("space station")}
BUILDING_CAPS = {"m": N_("Mine"), "ts": N_("Trading station"), "lab": N_("Research lab"),
                 "PI": N_("Planetary institute"), "ac1": N_("Academy (knowledge)"),
                 "ac2": N_("Academy (QIC)"), "gf": N_("Gaiaformer"), "sp": N_("Space station")}
TRACK_NAMES = {"terra": N_("Terraforming"), "nav": N_("Navigation"),
               "int": N_("Artificial intelligence"), "gaia": N_("Gaia project"),
               "eco": N_("Economy"), "sci": N_("Science")}
FACTION_NAMES = (N_("Ambas"), N_("Bal T'aks"), N_("Bescods"), N_("Firaks"), N_("Geodens"),
                 N_("Gleens"), N_("Hadsch Hallas"), N_("Itars"), N_("Ivits"), N_("Lantids"),
                 N_("Nevlas"), N_("Taklons"), N_("Terrans"), N_("Xenos"))
def resource(n: int, k: str):
    """n of a resource or token kind ('3 credits', '1 QIC'), kept for later (a Msg)."""
    if k == "c":
        return _.nmsg("{n} credit", "{n} credits", n)
    if k == "o":
        return _.nmsg("{n} ore", "{n} ore", n)
    if k == "k":
        return _.nmsg("{n} knowledge", "{n} knowledge", n)
    if k == "q":
        return _.nmsg("{n} QIC", "{n} QIC", n)
    if k == "vp":
        return _.nmsg("{n} VP", "{n} VP", n)
    if k == "pw":
        return _.nmsg("{n} power charge", "{n} power charges", n)
    if k == "t":
        return _.nmsg("{n} power token", "{n} power tokens", n)
    if k == "tg":
        return _.nmsg("{n} token from the Gaia area", "{n} tokens from the Gaia area", n)
    if k == "t-a3":
        return _.nmsg("{n} token from bowl III", "{n} tokens from bowl III", n)
    if k == "t->tg":
        return _.nmsg("{n} token to the Gaia area", "{n} tokens to the Gaia area", n)
    if k == "gf":
        return _.nmsg("{n} gaiaformer", "{n} gaiaformers", n)
    if k == "step":
        return _.nmsg("{n} terraforming step", "{n} terraforming steps", n)
    if k == "r":
        return _.nmsg("{n} range", "{n} range", n)
    if k == "d":
        return _.nmsg("{n} terraforming discount", "{n} terraforming discount", n)
    if k == "tech":
        return _.nmsg("{n} tech tile", "{n} tech tiles", n)
    if k == "fed":
        return _.nmsg("{n} federation token again", "{n} federation tokens again", n)
    return f"{n} {k}"


# "per ..." of a condition (when passing; now), and "for each ..." of an event
PER = {"m": N_("per mine"), "ts": N_("per trading station"), "lab": N_("per research lab"),
       "PA": N_("per big building"), "fed": N_("per federation"), "g": N_("per Gaia planet"),
       "pt": N_("per planet type"), "s": N_("per sector"), "st": N_("per structure"),
       "stfed": N_("per structure in federations"), "sat": N_("per satellite"),
       "a": N_("per research level"), "step": N_("per terraforming step"),
       "mg": N_("per mine on a Gaia planet")}
WHEN = {"step": N_("for each terraforming step"), "mg": N_("for each mine on a Gaia planet"),
        "m": N_("for each new mine"), "ts": N_("for each new trading station"),
        "lab": N_("for each new lab"), "PA": N_("for each new PI or academy"),
        "fed": N_("for each federation formed"), "a": N_("for each research step"),
        "g": N_("for each Gaia planet colonized")}
FINAL_NAMES = {"structure": N_("most structures"),
               "structureFed": N_("most structures in federations"),
               "planetType": N_("most planet types"), "gaia": N_("most Gaia planets"),
               "sector": N_("most sectors"), "satellite": N_("most satellites")}
# each faction ability in our words; True: it works only once the planetary institute is built
ABILITY_WORDS = {
    "bowl3-to-knowledge": (N_("a token in bowl III can be turned into 1 knowledge"), False),
    "brainstone": (N_("the brainstone is worth 3 power when spent from bowl III"), False),
    "burn-to-gaia": (N_("a token burnt goes to the Gaia area instead of leaving the game"),
                     False),
    "gaia-mine-2vp": (N_("2 VP for every mine built on a Gaia planet"), False),
    "gaia-mine-ore": (N_("a Gaia planet costs 1 ore instead of a QIC"), False),
    "gaia-to-bowl2": (N_("tokens coming back from the Gaia area go to bowl II"), False),
    "gf-to-qic": (N_("a free gaiaformer can be traded for 1 QIC"), False),
    "guest-mines": (N_("may build a mine on a planet another player has colonized"), False),
    "nav-needs-pi": (N_("Navigation research waits for the planetary institute"), False),
    "one-federation": (N_("one federation that keeps growing, 7 more power value each time"),
                       False),
    "pi-at-setup": (N_("starts with the planetary institute instead of mines"), False),
    "qic-as-ore": (N_("QIC gained are ore until the QIC academy is built"), False),
    "qic-satellites": (N_("satellites cost QIC instead of power tokens"), False),
    "swapped-upgrades": (N_("research labs and trading stations trade places in the upgrades"),
                         False),
    "third-mine": (N_("places a third starting mine"), False),
    "pi-charge-token": (N_("each charge also brings a power token"), True),
    "pi-credit-convert": (N_("credits convert into QIC, ore and knowledge"), True),
    "pi-double-power": (N_("each token in bowl III spends as 2 power"), True),
    "pi-fed-6": (N_("a federation needs a power value of 6"), True),
    "pi-gaia-convert": (N_("Gaia-phase tokens can be turned into resources"), True),
    "pi-gaia-tech": (N_("in the Gaia phase, 4 tokens from the Gaia area buy a tech tile"), True),
    "pi-gleens-fed": (N_("takes the Gleens' federation token"), True),
    "pi-guest-2k": (N_("2 knowledge for every guest mine"), True),
    "pi-new-type-3k": (N_("3 knowledge for each first mine on a new planet type"), True),
    "pi-titanium-plus1": (N_("buildings on titanium planets are worth 1 more power"), True),
}


def abilities(pl) -> list:
    """The player's faction abilities in words: [{text, needs_pi, active}]."""
    out = []
    for code in pl.abilities:
        words, needs_pi = ABILITY_WORDS.get(code, (code, False))
        out.append({"text": _(words), "needs_pi": needs_pi,
                    "active": not needs_pi or pl.has_pi()})
    return out


PHASE_NAMES = {"faction": N_("Choosing factions"), "setup": N_("First mines"),
               "booster": N_("First boosters"), "income": N_("Income"),
               "gaia": N_("Gaia phase"), "actions": N_("Actions"), "end": N_("Game over")}


def _name(table: dict, key: str):
    """A name of a table kept for later (a Msg), or the key itself when unknown."""
    return _.msg(table[key]) if key in table else key


def amount(n: int, k: str):
    """'3 credits', '1 QIC', 'range +3', 'up in Navigation' (a Msg; str() draws it)."""
    if k in ("range", "r"):
        return _.msg("range +{n}", n=n)
    if k == "ship-range":
        return ""
    if k.startswith("up-"):
        track = k[3:]
        return _.msg("a step down the lowest track") if track == "lowest" else \
            _.msg("a step up in {track}", track=_name(TRACK_NAMES, track))
    if k == "space-station":
        return _.msg("a space station")
    if k == "swap-PI":
        return _.msg("swap the PI with a mine")
    if k == "down-lab":
        return _.msg("a lab back to a trading station and a research step")
    if k == "brainstone":
        return _.msg("the brainstone")
    if k.startswith(">"):
        return _.msg("a gaiaformer") if k == ">gf" else k
    return resource(n, k)


def _rewards(text_or_rewards):
    """Joined words of rewards, or None when there are none."""
    rewards = parse_rewards(text_or_rewards) if isinstance(text_or_rewards, str) \
        else text_or_rewards
    parts = [w for w in (amount(n, k) for n, k in rewards) if w]
    return Joined(", ", parts) if parts else None


def rewards_words(text_or_rewards):
    """Rewards in words ('2 credits, 1 ore'; 'nothing'), kept for later: str() draws them."""
    return _rewards(text_or_rewards) or _.msg("nothing")


def _per(cond):
    return _.msg(PER[cond]) if cond in PER else _.msg("per {what}", what=cond)


def effect_words(spec: str):
    """One effect of a tile, booster or board in our own words (str() draws it)."""
    e = parse_effect(spec)
    gain = rewards_words(e.rewards)
    if e.op == "PA->4pw":
        return _.msg("your PI and academies have power value 4")
    if e.op == "+":
        return _.msg("income: {gain}", gain=gain)
    if e.op == "=>":
        return _.msg("action once a round: {gain}", gain=gain)
    if e.op == "|":
        return _.msg("when passing: {gain} {per}", gain=gain, per=_per(e.cond))
    if e.op == ">>":
        when = _.msg(WHEN[e.cond]) if e.cond in WHEN else _.msg("for {what}", what=e.cond)
        return _.msg("{gain} {when}", gain=gain, when=when)
    if e.op == ">":
        return _.msg("now: {gain} {per}", gain=gain, per=_per(e.cond))
    return _.msg("now: {gain}", gain=gain)


def tile_words(tile: str):
    """A tile or board space in words (str() draws it in the language of the moment)."""
    b = data.board()
    if tile in b["boosters"]:
        return Joined("; ", [effect_words(x) for x in b["boosters"][tile]])
    if tile in b["techs"]:
        return effect_words(b["techs"][tile])
    if tile in b["advtechs"]:
        return effect_words(b["advtechs"][tile])
    if tile in b["round_scoring"]:
        return effect_words(b["round_scoring"][tile])
    if tile in b["federations"]:
        return rewards_words(b["federations"][tile]["reward"])
    if tile in b["final_scoring"]:
        return _name(FINAL_NAMES, tile)
    if tile in b["actions"]:
        a = b["actions"][tile]
        return _.msg("{cost} → {gain}", cost=rewards_words(a['cost']), gain=Joined("; ", [
            rewards_words(g) if "|" not in g and ">" not in g else effect_words(g)
            for g in a["gain"]]))
    return tile


_CATALOGUE: dict = {}      # language -> {id: text}


def catalogue() -> dict:
    """Every tile and board space of the game in words: {id: text} (computed once per
    language)."""
    lang = i18n.language()
    if lang in _CATALOGUE:
        return _CATALOGUE[lang]
    b = data.board()
    out = {}
    for group in ("boosters", "techs", "advtechs", "round_scoring", "federations",
                  "final_scoring", "actions"):
        for tile in b[group]:
            out[tile] = str(tile_words(tile))
    _CATALOGUE[lang] = out
    return out


def level_words() -> dict:
    """{track: [words of level 0..5]}: what reaching each research level gives."""
    out = {}
    for track, levels in data.board()["tracks"].items():
        row = []
        for specs in levels:
            words = []
            for x in specs:
                if x == ">gf":
                    words.append(_("a gaiaformer"))
                elif x.startswith(("+", "=>", "|")) or ">" in x:
                    words.append(str(effect_words(x)))
                else:
                    words.append(str(rewards_words(x)))
            row.append("; ".join(words))
        out[track] = row
    return out


# --- hexes and building costs ---------------------------------------------------------------
def _hex(st, label):
    if label in st.map.coord:
        return st.map.coord[label]
    q, _, r = str(label).partition("x")
    return int(q), int(r)


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
    if name == "words":
        return str(tile_words(args[0]))
    raise KeyError(f"Gaia Project has no query {name!r}")


# --- decisions in words ----------------------------------------------------------------------
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
        return _.msg("Pass, take {booster} ({words})", booster=a[0],
                     words=tile_words(a[0])) if a else _.msg("Pass (last round)")
    if kind == "booster":
        return _.msg("{tile}: {words}", tile=a[0], words=tile_words(a[0]))
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
        return _.msg("Tech tile {pos}: {words}", pos=a[0], words=tile_words(tile))
    if kind == "cover":
        tile = next((t["tile"] for t in st.pl[seat].techs if t["pos"] == a[0]), a[0])
        return _.msg("Cover {pos}: {words}", pos=a[0], words=tile_words(tile))
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
        return _.msg("Score {tile} again: {words}", tile=a[0], words=tile_words(a[0]))
    if kind == "swap-PI":
        return _.msg("Swap the PI with the mine on {where}", where=a[0])
    if kind == "bowls":
        names = {"1": "I", "2": "II", "3": "III"}
        order = [names[x] for x in a[0].split(",")]
        return _.msg("Take tokens from bowl {first} first, then {second}, then {third} "
                     "(Gaia project, satellites)", first=order[0], second=order[1],
                     third=order[2])
    if kind == "brainstone":
        return _.msg("Brainstone goes to {where} next", where=a[0])
    return " ".join(str(x) for x in action)


def progress(st) -> str:
    if st.phase == "end":
        return _("Game over")
    phase = _(PHASE_NAMES[st.phase]) if st.phase in PHASE_NAMES else st.phase
    if st.round == 0:
        return phase
    return _("Round {n} · {phase}", n=st.round, phase=phase)
