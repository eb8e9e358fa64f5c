"""Card texts in words, written from the card data's power codes (game/artifacts/cards.py
tables: names, kinds, types, powers, scoring rows, result rows). Pure Python; no rule is
decided here, the sentences only say what the codes mean (docs/artifacts-design.md, 2).

    >>> power_line(("ongoing", "limit", "planet", 1))
    'Ongoing: assembly limit +1 for planets'
"""
from __future__ import annotations

from game.artifacts import cards as C
from game.core.i18n import N_, domain

_ = domain("artifacts")

KIND_WORD = {"planet": N_("planet"), "tech": N_("technology"), "ship": N_("ship")}
KIND_PLURAL = {"planet": N_("planets"), "tech": N_("technologies"), "ship": N_("ships"),
               "all": N_("every action")}
COLOR_WORD = {"R": N_("red"), "B": N_("blue"), "G": N_("green"), "Y": N_("gold")}
SIDE_NAME = {"L": N_("Logistics"), "O": N_("Operational")}
TYPE_WORD = {"explore": N_("Explore"), "expand": N_("Expand"), "exploit": N_("Exploit"),
             "exterminate": N_("Exterminate")}


def word(table: dict, key) -> str:
    """A word of one of the tables above in the player's language (the key when unknown)."""
    return _(table[key]) if key in table else str(key)


def effect_words(code) -> str:
    """One effect code (artifacts, alien systems, defense plans, factions) in words."""
    what = code[0]
    n = code[1] if len(code) > 1 else None
    if what == "vp":
        return _("+{n} VP", n=n)
    if what == "credits":
        return (_.n("+{n} credit", "+{n} credits", n) if n >= 0 else
                _.n("pay {n} credit to the defender", "pay {n} credits to the defender", -n))
    if what == "draw":
        return _.n("draw {n} resource card", "draw {n} resource cards", n)
    if what == "artifact":
        return _.n("gain {n} artifact", "gain {n} artifacts", n)
    if what == "plan":
        return _.n("take {n} defense plan", "take {n} defense plans", n)
    if what == "limit":
        return _("assembly limit +{n} this turn", n=n)
    if what == "unblock":
        return _.n("remove up to {n} blockade token", "remove up to {n} blockade tokens", n)
    if what == "search":
        return {"planet": _("search the planet deck for a 4X type your empire lacks"),
                "tech": _("search the technology deck for a 4X type your empire lacks"),
                "ship": _("search the ship deck for a 4X type your empire lacks")}.get(n, str(n))
    if what == "auto":
        return {"planet": _("construct a planet for free"),
                "tech": _("construct a technology for free"),
                "ship": _("construct a ship for free")}.get(n, str(n))
    if what == "mine":
        return _("every operational planet produces 1")
    if what == "produce_best":
        return _("the operational planet with the fewest resources produces {n}", n=n)
    if what == "score":
        return _("the best operational technology scores")
    if what == "damaged":
        return _("the ship is damaged")
    if what == "destroyed":
        return _("the ship is destroyed")
    if what == "blockade":
        return _.n("place {n} blockade token", "place {n} blockade tokens", n)
    if what == "def_vp":
        return _("the defender scores {n} VP", n=n)
    return " ".join(str(x) for x in code)


def _for_kinds(kind: str) -> str:
    return {"planet": _("for planets"), "tech": _("for technologies"), "ship": _("for ships"),
            "all": _("for every action")}.get(kind, str(kind))


def power_line(power) -> str:
    """One power of an empire card (keyword first) in words."""
    kw, code = power[0], power[1:]
    if kw == "ongoing":
        what = code[0]
        if what == "limit":
            return _("Ongoing: assembly limit +{n} {kinds}", n=code[2], kinds=_for_kinds(code[1]))
        if what == "discount":
            return {"planet": _("Ongoing: planets cost {n} less", n=code[2]),
                    "tech": _("Ongoing: technologies cost {n} less", n=code[2]),
                    "ship": _("Ongoing: ships cost {n} less", n=code[2])}.get(
                code[1], _("Ongoing: cards cost {n} less", n=code[2]))
        if what == "attack":
            return _("Ongoing: each of your ships attacks with +{n}", n=code[1])
        if what == "hunt":
            return _("Ongoing: each of your ships attacks alien systems with +{n}", n=code[1])
        if what == "defense":
            return _("Ongoing: attacks on you count {n} less", n=code[1])
        if what == "trade":
            return _.n("Ongoing: +{n} credit per trade", "Ongoing: +{n} credits per trade", code[1])
        if what == "hand":
            return _("Ongoing: hand limit +{n}", n=code[1])
        if what == "raid":
            return _.n("Ongoing: +{n} credit once per attack",
                       "Ongoing: +{n} credits once per attack", code[1])
        return _("Ongoing: {what}", what=" ".join(map(str, code)))
    if kw == "additionally":
        return _("Additionally (once a turn): {effect}", effect=effect_words(code))
    if kw == "action":
        return _("Action: {effect}", effect=effect_words(code))
    if kw == "place":
        return _("When placed: {effect}", effect=effect_words(code))
    return " ".join(map(str, power))


def cond_words(cond) -> str:
    """A scoring condition code in words ("operational planets")."""
    what = cond[0]
    if what == "op":
        return {"planet": _("operational planets"), "tech": _("operational technologies"),
                "ship": _("operational ships")}.get(cond[1], str(cond[1]))
    if what == "kind":
        return word(KIND_PLURAL, cond[1])
    if what == "ops_scoring":
        return _("other operational technologies worth {n}+ VP", n=cond[-1])
    return {"credits": _("credits"), "plans": _("defense plans held"),
            "artifacts_used": _("artifacts used"), "empire": _("empire cards"),
            "ops": _("operational cards"), "logistics": _("Logistics cards"),
            "types": _("different 4X types"), "produced": _("resources on planets")}.get(
        what, " ".join(map(str, cond)))


def rows_words(rows) -> str:
    """Scoring rows [[threshold, vp], ...] as '2+: 1 VP · 3+: 2 VP'."""
    return " · ".join(_("{t}+: {n} VP", t=t, n=v) for t, v in rows)


def logistics_lines(card: int) -> list:
    """What the card does on its Logistics side."""
    lines = [power_line(pw) for pw in C.POWER[card]]
    if C.KIND[card] == "ship" and C.TYPE[card] == "exploit":
        lines.append(_("When placed: take a defense plan (Exploit ship)"))
    return lines or [_("No lasting power")]


def operational_lines(card: int) -> list:
    """What the card does on its Operational side."""
    kind = C.KIND[card]
    if kind == "planet":
        return [_("Produce 3 when placed"), _("Mining: produces 1")]
    if kind == "tech":
        sc = C.SCORE[card] or {}
        cond = cond_words(sc.get("cond", ("?",)))
        return [_("Score (when placed, Revenue): {cond}", cond=cond),
                _("During the game: {rows}", rows=rows_words(sc.get("game", ()))),
                _("At the end: {rows}", rows=rows_words(sc.get("end", ())))]
    bonus = C.BONUS[card]
    if bonus:
        return [_("Attack when placed and in an Offensive (+{n})", n=bonus)]
    return [_("Attack when placed and in an Offensive")]


def side_lines(card: int, side: str) -> list:
    return logistics_lines(card) if side == "L" else operational_lines(card)


def results_lines(card: int) -> list:
    """An alien system's or a defense plan's results by attack value 1..4."""
    out = []
    for v, row in enumerate(C.RESULTS[card] or (), start=1):
        out.append((v, ", ".join(effect_words(c) for c in row) or _("nothing")))
    return out


def setup_words(setup: dict) -> str:
    """What a faction starts with (its card's setup data) in words."""
    parts = []
    if setup.get("credits"):
        parts.append(effect_words(("credits", setup["credits"])))
    if setup.get("credits_per_opponent"):
        n = setup["credits_per_opponent"]
        parts.append(_.n("+{n} credit per opponent", "+{n} credits per opponent", n))
    for players, n in sorted(setup.get("credits_by_players", {}).items()):
        parts.append(_.n("{n} credit fewer at {players} players",
                         "{n} credits fewer at {players} players", -n, players=players)
                     if n < 0 else
                     _.n("+{n} credit more at {players} players",
                         "+{n} credits more at {players} players", n, players=players))
    if setup.get("vp"):
        parts.append(effect_words(("vp", setup["vp"])))
    for players, n in sorted(setup.get("vp_by_players", {}).items()):
        parts.append(_("+{n} VP more at {players} players", n=n, players=players) if n > 0
                     else _("{n} VP fewer at {players} players", n=-n, players=players))
    if setup.get("artifacts"):
        parts.append(effect_words(("artifact", setup["artifacts"])))
    if setup.get("plans"):
        parts.append(effect_words(("plan", setup["plans"])))
    for kind in setup.get("under", ()):
        parts.append({"planet": _("an extra planet under construction"),
                      "tech": _("an extra technology under construction"),
                      "ship": _("an extra ship under construction")}.get(kind, str(kind)))
    return ", ".join(parts)


def faction_action_line(card: int) -> str:
    """A faction's action in words: its cost and what it does."""
    f = C.FACTION[card]
    color, n = f["action"]["cost"]
    action = ", ".join(effect_words(c) for c in f["action"]["effect"])
    return _("Action ({n} {color}, no gold): {action}", n=n, color=word(COLOR_WORD, color),
             action=action)


def faction_lines(card: int, edition: int | None = None) -> list:
    """A faction card in words: its start (under the game's edition of the rules; None: the
    newest, as a new game starts), its action and its end scoring."""
    f = C.FACTION[card]
    end = f["end"]
    what = cond_words(end["cond"])
    scoring = (_("End: {vp} VP for each of your {what}", vp=end["vp"], what=what)
               if end["per"] == 1 else
               _("End: {vp} VP per {per} {what}", vp=end["vp"], per=end["per"], what=what))
    start = setup_words(C.faction_setup(card, edition))
    return [_("Start: {what}", what=start), faction_action_line(card), scoring]


def artifact_line(card: int) -> str:
    text = ", ".join(effect_words(c) for c in C.EFFECT[card])
    return text[:1].upper() + text[1:]
