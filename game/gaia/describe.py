"""Gaia Project in words, and the questions a table may ask (documented in docs/gaia-engine.md).

Everything here reads the state and the data; nothing changes the state. The table (ui/gaia)
uses it through the core protocol: `_prompt`, `_decision_kind`, `label`, `progress` and
`query(player, name, *args)`:

    >>> st.query(0, "hex", "3A4")["cost"]            # doctest: +SKIP
    [[2, 'c'], [1, 'o'], [3, 'o']]
"""
from __future__ import annotations

from . import data
from .build import (Refused, build_check, building_of, min_distance, qic_needed, wheel_steps)
from .effects import parse_effect, parse_rewards

PLANET_NAMES = {"r": "Terra", "o": "Oxide", "v": "Volcanic", "d": "Desert", "s": "Swamp",
                "t": "Titanium", "i": "Ice", "g": "Gaia", "m": "Transdim", "e": "Empty space",
                "l": "Lost planet"}
BUILDING_NAMES = {"m": "mine", "ts": "trading station", "lab": "research lab",
                  "PI": "planetary institute", "ac1": "academy (knowledge)",
                  "ac2": "academy (QIC)", "gf": "gaiaformer", "sp": "space station"}
TRACK_NAMES = {"terra": "Terraforming", "nav": "Navigation", "int": "Artificial intelligence",
               "gaia": "Gaia project", "eco": "Economy", "sci": "Science"}
RESOURCE = {"c": ("credit", "credits"), "o": ("ore", "ore"), "k": ("knowledge", "knowledge"),
            "q": ("QIC", "QIC"), "vp": ("VP", "VP"), "pw": ("power charge", "power charges"),
            "t": ("power token", "power tokens"), "tg": ("token from the Gaia area",
                                                        "tokens from the Gaia area"),
            "t-a3": ("token from bowl III", "tokens from bowl III"),
            "t->tg": ("token to the Gaia area", "tokens to the Gaia area"),
            "gf": ("gaiaformer", "gaiaformers"), "step": ("terraforming step",
                                                          "terraforming steps"),
            "r": ("range", "range"), "d": ("terraforming discount", "terraforming discount"),
            "tech": ("tech tile", "tech tiles"), "fed": ("federation token again",
                                                         "federation tokens again")}
COND = {"m": "mine", "ts": "trading station", "lab": "research lab", "PA": "big building",
        "fed": "federation", "g": "Gaia planet", "pt": "planet type", "s": "sector",
        "st": "structure", "stfed": "structure in federations", "sat": "satellite",
        "a": "research level", "step": "terraforming step", "mg": "mine on a Gaia planet"}
WHEN = {"step": "each terraforming step", "mg": "each mine on a Gaia planet",
        "m": "each new mine", "ts": "each new trading station", "lab": "each new lab",
        "PA": "each new PI or academy", "fed": "each federation formed",
        "a": "each research step", "g": "each Gaia planet colonized"}
FINAL_NAMES = {"structure": "most structures", "structureFed": "most structures in federations",
               "planetType": "most planet types", "gaia": "most Gaia planets",
               "sector": "most sectors", "satellite": "most satellites"}
# each faction ability in our words; True: it works only once the planetary institute is built
ABILITY_WORDS = {
    "bowl3-to-knowledge": ("a token in bowl III can be turned into 1 knowledge", False),
    "brainstone": ("the brainstone is worth 3 power when spent from bowl III", False),
    "burn-to-gaia": ("a token burnt goes to the Gaia area instead of leaving the game", False),
    "gaia-mine-2vp": ("2 VP for every mine built on a Gaia planet", False),
    "gaia-mine-ore": ("a Gaia planet costs 1 ore instead of a QIC", False),
    "gaia-to-bowl2": ("tokens coming back from the Gaia area go to bowl II", False),
    "gf-to-qic": ("a free gaiaformer can be traded for 1 QIC", False),
    "guest-mines": ("may build a mine on a planet another player has colonized", False),
    "nav-needs-pi": ("Navigation research waits for the planetary institute", False),
    "one-federation": ("one federation that keeps growing, 7 more power value each time",
                       False),
    "pi-at-setup": ("starts with the planetary institute instead of mines", False),
    "qic-as-ore": ("QIC gained are ore until the QIC academy is built", False),
    "qic-satellites": ("satellites cost QIC instead of power tokens", False),
    "swapped-upgrades": ("research labs and trading stations trade places in the upgrades",
                         False),
    "third-mine": ("places a third starting mine", False),
    "pi-charge-token": ("each charge also brings a power token", True),
    "pi-credit-convert": ("credits convert into QIC, ore and knowledge", True),
    "pi-double-power": ("each token in bowl III spends as 2 power", True),
    "pi-fed-6": ("a federation needs a power value of 6", True),
    "pi-gaia-convert": ("Gaia-phase tokens can be turned into resources", True),
    "pi-gaia-tech": ("in the Gaia phase, 4 tokens from the Gaia area buy a tech tile", True),
    "pi-gleens-fed": ("takes the Gleens' federation token", True),
    "pi-guest-2k": ("2 knowledge for every guest mine", True),
    "pi-new-type-3k": ("3 knowledge for each first mine on a new planet type", True),
    "pi-titanium-plus1": ("buildings on titanium planets are worth 1 more power", True),
}


def abilities(pl) -> list:
    """The player's faction abilities in words: [{text, needs_pi, active}]."""
    out = []
    for code in pl.abilities:
        words, needs_pi = ABILITY_WORDS.get(code, (code, False))
        out.append({"text": words, "needs_pi": needs_pi,
                    "active": not needs_pi or pl.has_pi()})
    return out


PHASE_NAMES = {"faction": "Choosing factions", "setup": "First mines", "booster": "First boosters",
               "income": "Income", "gaia": "Gaia phase", "actions": "Actions", "end": "Game over"}


def amount(n: int, k: str) -> str:
    """'3 credits', '1 QIC', 'range +3', 'up in Navigation'."""
    if k in ("range", "r"):
        return f"range +{n}"
    if k == "ship-range":
        return ""
    if k.startswith("up-"):
        track = k[3:]
        return "a step down the lowest track" if track == "lowest" else \
            f"a step up in {TRACK_NAMES.get(track, track)}"
    if k in ("space-station", "swap-PI", "down-lab", "brainstone"):
        return {"space-station": "a space station", "swap-PI": "swap the PI with a mine",
                "down-lab": "a lab back to a trading station and a research step",
                "brainstone": "the brainstone"}[k]
    if k.startswith(">"):
        return "a gaiaformer" if k == ">gf" else k
    one, many = RESOURCE.get(k, (k, k))
    return f"{n} {one if n == 1 else many}"


def rewards_words(text_or_rewards) -> str:
    rewards = parse_rewards(text_or_rewards) if isinstance(text_or_rewards, str) \
        else text_or_rewards
    return ", ".join(w for w in (amount(n, k) for n, k in rewards) if w) or "nothing"


def effect_words(spec: str) -> str:
    """One effect of a tile, booster or board in our own words."""
    e = parse_effect(spec)
    gain = rewards_words(e.rewards)
    if e.op == "PA->4pw":
        return "your PI and academies have power value 4"
    if e.op == "+":
        return f"income: {gain}"
    if e.op == "=>":
        return f"action once a round: {gain}"
    if e.op == "|":
        return f"when passing: {gain} per {COND.get(e.cond, e.cond)}"
    if e.op == ">>":
        return f"{gain} for {WHEN.get(e.cond, e.cond)}"
    if e.op == ">":
        return f"now: {gain} per {COND.get(e.cond, e.cond)}"
    return f"now: {gain}"


def tile_words(tile: str) -> str:
    b = data.board()
    if tile in b["boosters"]:
        return "; ".join(effect_words(x) for x in b["boosters"][tile])
    if tile in b["techs"]:
        return effect_words(b["techs"][tile])
    if tile in b["advtechs"]:
        return effect_words(b["advtechs"][tile])
    if tile in b["round_scoring"]:
        return effect_words(b["round_scoring"][tile])
    if tile in b["federations"]:
        return rewards_words(b["federations"][tile]["reward"])
    if tile in b["final_scoring"]:
        return FINAL_NAMES.get(tile, tile)
    if tile in b["actions"]:
        a = b["actions"][tile]
        return f"{rewards_words(a['cost'])} → " + "; ".join(
            rewards_words(g) if "|" not in g and ">" not in g else effect_words(g)
            for g in a["gain"])
    return tile


_CATALOGUE = {}


def catalogue() -> dict:
    """Every tile and board space of the game in words: {id: text} (computed once)."""
    if _CATALOGUE:
        return _CATALOGUE
    b = data.board()
    out = {}
    for group in ("boosters", "techs", "advtechs", "round_scoring", "federations",
                  "final_scoring", "actions"):
        for tile in b[group]:
            out[tile] = tile_words(tile)
    _CATALOGUE.update(out)
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
                    words.append("a gaiaformer")
                elif x.startswith(("+", "=>", "|")) or ">" in x:
                    words.append(effect_words(x))
                else:
                    words.append(rewards_words(x))
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
           "planet_name": PLANET_NAMES.get(planet, "?"), "sector": st.map.sector.get(h),
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
            cost, _ = build_check(st, seat, b, h, afford=False)
            out["cost_unaffordable"] = [[n, k] for n, k in cost]
            out["reason"] = "you cannot pay it now"
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
        from .federation import federation_options
        if seat is None or st.pl[seat] is None:
            return []
        return [sorted(st.map.label[h] for h in hexes)
                for hexes in federation_options(st, seat)]
    if name == "label":
        return label(st, seat, tuple(args[0]))
    if name == "catalogue":
        return catalogue()
    if name == "words":
        return tile_words(args[0])
    raise KeyError(f"Gaia Project has no query {name!r}")


# --- decisions in words ----------------------------------------------------------------------
PENDING_KIND = {"tech": "tech", "cover": "cover", "up": "research", "mine": "mine",
                "sp": "station", "swap": "swap", "downlab": "downlab", "lost": "lost-planet",
                "fedtile": "fedtile", "charge": "charge"}
PENDING_PROMPT = {
    "tech": "Take a tech tile", "cover": "Cover one of your standard tech tiles",
    "research": "Advance on a research track", "mine": "Place the mine",
    "station": "Place a space station", "swap": "Swap your PI with one of your mines",
    "downlab": "Turn a research lab back into a trading station",
    "lost-planet": "Place the lost planet", "fedtile": "Score one of your federation tokens again",
    "charge": "Charge power?"}


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
            cost = f" for {vp} VP" if vp else " for free"
            return f"Charge {n.split(',')[0].replace('pw', '')} power{cost}?"
        return PENDING_PROMPT[kind]
    return {"faction": "Choose your faction", "setup": "Place a starting building",
            "booster": "Choose a round booster", "income": "Which income comes first?",
            "gaia-terrans": "Gaia phase: move tokens from the Gaia area",
            "gaia-itars": "Gaia phase: 4 tokens from the Gaia area for a tech tile?",
            "turn": ("Free actions, then end your turn" if st.main_done
                     else "Your turn: one action")}.get(kind, "Your decision")


def _hex_label(text):
    return text


def label(st, seat, action) -> str:
    """An action in words (short enough for a button)."""
    kind = action[0]
    a = action[1:]
    now = seat is not None and st.phase != "end" and seat in st.deciders()   # costs apply now
    if kind == "faction":
        f = data.factions()[a[0]]
        return f"Play the {f['name']} ({PLANET_NAMES[f['planet']]})"
    if kind == "build":
        b, where = a[0], a[1]
        if st.phase in ("setup",):
            return f"Starting {BUILDING_NAMES[b]} on {where}"
        h = _hex(st, where)
        mine = building_of(st, seat, h) if seat is not None else None
        try:
            cost = rewards_words(build_check(st, seat, b, h)[0]) if now else ""
        except Refused:
            cost = ""
        cost = f" ({cost})" if cost and cost != "nothing" else ""
        if now and mine is not None and mine != "gf" and b != "m":
            return f"Upgrade {where}: {BUILDING_NAMES[mine]} → {BUILDING_NAMES[b]}{cost}"
        return f"{BUILDING_NAMES[b].capitalize()} on {where}{cost}"
    if kind == "up":
        track = a[0]
        if not now:
            return f"Research {TRACK_NAMES[track]}"
        lvl = st.pl[seat].research[track]
        return f"Research {TRACK_NAMES[track]} ({lvl} → {lvl + 1})"
    if kind == "action":
        return f"Board action: {tile_words(a[0])}"
    if kind == "special":
        return f"Special action: {rewards_words(a[0])}"
    if kind == "federation":
        n = len(a[0].split(","))
        return f"Federation of {n} hexes: {tile_words(a[1])}"
    if kind == "pass":
        return f"Pass, take {a[0]} ({tile_words(a[0])})" if a else "Pass (last round)"
    if kind == "booster":
        return f"{a[0]}: {tile_words(a[0])}"
    if kind == "spend":
        gain = "a tech tile" if a[1] == "tech" else rewards_words(a[1])
        return f"{rewards_words(a[0])} → {gain}"
    if kind == "burn":
        return f"Burn {a[0]} power (bowl II → III)"
    if kind == "endturn":
        return "End the turn"
    if kind == "decline":
        return "Decline"
    if kind == "tech":
        tile = st.techs[a[0]]["tile"]
        return f"Tech tile {a[0]}: {tile_words(tile)}"
    if kind == "cover":
        tile = next((t["tile"] for t in st.pl[seat].techs if t["pos"] == a[0]), a[0])
        return f"Cover {a[0]}: {tile_words(tile)}"
    if kind == "income":
        return f"Take {rewards_words(a[0])} first"
    if kind == "charge":
        item = st.pending[0] if st.pending and st.pending[0]["kind"] == "charge" else None
        vp = dict(st.charge_offers(item)).get(a[0], 0) if item else 0
        return f"Charge {rewards_words(a[0])}" + (f" for {vp} VP" if vp else " (free)")
    if kind == "lostPlanet":
        return f"Lost planet on {a[0]}"
    if kind == "fedtile":
        return f"Score {a[0]} again: {tile_words(a[0])}"
    if kind == "swap-PI":
        return f"Swap the PI with the mine on {a[0]}"
    if kind == "bowls":
        names = {"1": "I", "2": "II", "3": "III"}
        order = [names[x] for x in a[0].split(",")]
        return (f"Take tokens from bowl {order[0]} first, then {order[1]}, then {order[2]} "
                f"(Gaia project, satellites)")
    if kind == "brainstone":
        return f"Brainstone goes to {a[0]} next"
    return " ".join(str(x) for x in action)


def progress(st) -> str:
    if st.phase == "end":
        return "Game over"
    if st.round == 0:
        return PHASE_NAMES.get(st.phase, st.phase)
    return f"Round {st.round} · {PHASE_NAMES.get(st.phase, st.phase)}"
