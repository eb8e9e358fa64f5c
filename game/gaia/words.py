"""Gaia Project's words: the names of planets, buildings, tracks, factions and phases, resources
and amounts, effects, abilities and tiles in sentences, and the catalogue and research levels
a table shows. Nothing here reads a game's state."""
from __future__ import annotations

from game.core import i18n
from game.core.i18n import N_, domain

from . import data
from .effects import parse_effect, parse_rewards
from .scoring import FINAL_CONDITION

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
        return _.msg("a step up on your lowest research track") if track == "lowest" else \
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


# the keywords of tiles (the table links each to its entry of the rules reference, ui/gaia/
# reference.py): the kind of tile, when its effect works, what it counts and what it gives
EFFECT_KINDS = {"+": "income", "=>": "action", "|": "pass", ">>": "each-time", ">": "now-per",
                "": "now", "PA->4pw": "power-value-4"}
TILE_GROUPS = {"boosters": "booster", "techs": "tech", "advtechs": "advtech",
               "round_scoring": "round-goal", "federations": "federation",
               "final_scoring": "final-goal", "actions": "board-action"}


def effect_keywords(spec: str) -> list:
    """The keywords of one effect: 'when:<kind>', 'per:<condition>', 'gain:<resource>'."""
    e = parse_effect(spec)
    out = [f"when:{EFFECT_KINDS[e.op]}"]
    if e.cond:
        out.append(f"per:{e.cond}")
    out += [f"gain:{k}" for _n, k in e.rewards]
    return out


def tile_keywords(tile: str) -> list:
    """A tile's or board space's keywords in order, each once: 'type:<group>' first."""
    b = data.board()
    group = next((g for g in TILE_GROUPS if tile in b[g]), None)
    if group is None:
        return []
    out = [f"type:{TILE_GROUPS[group]}"]
    spec = b[group][tile]
    if group == "boosters":
        for x in spec:
            out += effect_keywords(x)
    elif group in ("techs", "advtechs", "round_scoring"):
        out += effect_keywords(spec)
    elif group == "federations":
        out += [f"gain:{k}" for _n, k in parse_rewards(spec["reward"])]
    elif group == "final_scoring":
        out.append(f"per:{FINAL_CONDITION[tile]}")
    elif group == "actions":
        out += [f"pay:{k}" for _n, k in parse_rewards(spec["cost"])]
        for g in spec["gain"]:
            if g.startswith(">"):             # ">fed": a federation token scored again
                out.append(f"gain:{g}")
            else:
                out += effect_keywords(g)[1:] if ">" in g else \
                    [f"gain:{k}" for _n, k in parse_rewards(g)]
    return list(dict.fromkeys(out))


_KEYWORDS: dict = {}


def keywords() -> dict:
    """{tile or board space: its keywords} (tile_keywords of every one, computed once)."""
    if not _KEYWORDS:
        b = data.board()
        _KEYWORDS.update({tile: tile_keywords(tile) for g in TILE_GROUPS for tile in b[g]})
    return _KEYWORDS


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


TILE_NAMES = (("booster", N_("Booster {n}")), ("advtech", N_("Adv. tech {n}")),
              ("tech", N_("Tech {n}")), ("score", N_("Round goal {n}")),
              ("fed", N_("Federation {n}")), ("power", N_("Power {n}")), ("qic", N_("QIC {n}")))
BRAINSTONE_PLACES = {"area1": N_("bowl I"), "area2": N_("bowl II"), "area3": N_("bowl III"),
                     "gaia": N_("Gaia area"), "discard": N_("the game box")}


def tile_name(tile: str):
    """A tile's name as the board shows it ('booster3' -> 'Booster 3'), kept for later."""
    for prefix, name in TILE_NAMES:
        if tile.startswith(prefix) and tile[len(prefix):].isdigit():
            return _.msg(name, n=tile[len(prefix):])
    if tile == "gleens":
        return _.msg("the Gleens' federation token")
    return tile


def tech_place(pos: str):
    """Where a tech tile lies: under a track ('Science'), its advanced row ('advanced,
    Science') or one of the three free places ('free 2')."""
    if pos in TRACK_NAMES:
        return _name(TRACK_NAMES, pos)
    if pos.startswith("adv-") and pos[4:] in TRACK_NAMES:
        return _.msg("advanced, {track}", track=_name(TRACK_NAMES, pos[4:]))
    if pos.startswith("free"):
        return _.msg("free {n}", n=pos[4:])
    return pos
