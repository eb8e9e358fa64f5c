"""Card texts in words, written from the card data's power codes (game/artifacts/cards.py
tables: names, kinds, types, powers, scoring rows, result rows). Pure Python; no rule is
decided here, the sentences only say what the codes mean (docs/artifacts-design.md, 2).

    >>> power_line(("ongoing", "limit", "planet", 1))
    'Ongoing: assembly limit +1 for planets'
"""
from __future__ import annotations

from game.artifacts import cards as C

KIND_WORD = {"planet": "planet", "tech": "technology", "ship": "ship"}
KIND_PLURAL = {"planet": "planets", "tech": "technologies", "ship": "ships", "all": "every action"}
COLOR_WORD = {"R": "red", "B": "blue", "G": "green", "Y": "gold"}
SIDE_NAME = {"L": "Logistics", "O": "Operational"}
TYPE_WORD = {"explore": "Explore", "expand": "Expand", "exploit": "Exploit",
             "exterminate": "Exterminate"}


def _n(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def effect_words(code) -> str:
    """One effect code (artifacts, alien systems, defense plans, factions) in words."""
    what = code[0]
    n = code[1] if len(code) > 1 else None
    if what == "vp":
        return f"+{n} VP"
    if what == "credits":
        return f"+{n} credits" if n >= 0 else f"pay {-n} credits to the defender"
    if what == "draw":
        return f"draw {_n(n, 'resource card')}"
    if what == "artifact":
        return f"gain {_n(n, 'artifact')}"
    if what == "plan":
        return f"take {_n(n, 'defense plan')}"
    if what == "limit":
        return f"assembly limit +{n} this turn"
    if what == "unblock":
        return f"remove up to {_n(n, 'blockade token')}"
    if what == "search":
        return f"search the {KIND_WORD[n]} deck"
    if what == "auto":
        return f"construct a {KIND_WORD[n]} for free"
    if what == "mine":
        return "every operational planet produces 1"
    if what == "produce_best":
        return f"the operational planet with the fewest resources produces {n}"
    if what == "score":
        return "the best operational technology scores"
    if what == "damaged":
        return "the ship is damaged"
    if what == "destroyed":
        return "the ship is destroyed"
    if what == "blockade":
        return f"place {_n(n, 'blockade token')}"
    if what == "def_vp":
        return f"the defender scores {n} VP"
    return " ".join(str(x) for x in code)


def power_line(power) -> str:
    """One power of an empire card (keyword first) in words."""
    kw, code = power[0], power[1:]
    if kw == "ongoing":
        what = code[0]
        if what == "limit":
            return f"Ongoing: assembly limit +{code[2]} for {KIND_PLURAL[code[1]]}"
        if what == "discount":
            return f"Ongoing: {KIND_PLURAL[code[1]]} cost {code[2]} less"
        if what == "attack":
            return f"Ongoing: each of your ships attacks with +{code[1]}"
        if what == "defense":
            return f"Ongoing: attacks on you count {code[1]} less"
        if what == "trade":
            return f"Ongoing: +{code[1]} credit per trade"
        if what == "hand":
            return f"Ongoing: hand limit +{code[1]}"
        if what == "raid":
            return f"Ongoing: +{code[1]} credits once per attack"
        return "Ongoing: " + " ".join(map(str, code))
    if kw == "additionally":
        return "Additionally (once a turn): " + effect_words(code)
    if kw == "action":
        return "Action: " + effect_words(code)
    if kw == "place":
        return "When placed: " + effect_words(code)
    return " ".join(map(str, power))


def cond_words(cond) -> str:
    """A scoring condition code in words ("operational planets")."""
    what = cond[0]
    if what == "op":
        return f"operational {KIND_PLURAL[cond[1]]}"
    if what == "kind":
        return KIND_PLURAL[cond[1]]
    return {"credits": "credits", "plans": "defense plans held", "artifacts_used":
            "artifacts used", "empire": "empire cards", "ops": "operational cards",
            "logistics": "Logistics cards", "types": "different 4X types",
            "produced": "resources on planets",
            "ops_scoring": f"other operational technologies worth {cond[-1]}+ VP"}.get(
        what, " ".join(map(str, cond)))


def rows_words(rows) -> str:
    """Scoring rows [[threshold, vp], ...] as '2+: 1 VP · 3+: 2 VP'."""
    return " · ".join(f"{t}+: {v} VP" for t, v in rows)


def logistics_lines(card: int) -> list:
    """What the card does on its Logistics side."""
    lines = [power_line(pw) for pw in C.POWER[card]]
    if C.KIND[card] == "ship" and C.TYPE[card] == "exploit":
        lines.append("When placed: take a defense plan (Exploit ship)")
    return lines or ["No lasting power"]


def operational_lines(card: int) -> list:
    """What the card does on its Operational side."""
    kind = C.KIND[card]
    if kind == "planet":
        return ["Produce 3 when placed", "Mining: produces 1"]
    if kind == "tech":
        sc = C.SCORE[card] or {}
        cond = cond_words(sc.get("cond", ("?",)))
        return [f"Score (when placed, Revenue): {cond}",
                "During the game: " + rows_words(sc.get("game", ())),
                "At the end: " + rows_words(sc.get("end", ()))]
    bonus = C.BONUS[card]
    return [f"Attack when placed and in an Offensive" + (f" (+{bonus})" if bonus else "")]


def side_lines(card: int, side: str) -> list:
    return logistics_lines(card) if side == "L" else operational_lines(card)


def results_lines(card: int) -> list:
    """An alien system's or a defense plan's results by attack value 1..4."""
    out = []
    for v, row in enumerate(C.RESULTS[card] or (), start=1):
        out.append((v, ", ".join(effect_words(c) for c in row) or "nothing"))
    return out


def faction_lines(card: int) -> list:
    f = C.FACTION[card]
    color, n = f["action"]["cost"]
    action = ", ".join(effect_words(c) for c in f["action"]["effect"])
    end = f["end"]
    what = cond_words(end["cond"])
    scoring = (f"End: {end['vp']} VP for each of your {what}" if end["per"] == 1 else
               f"End: {end['vp']} VP per {end['per']} {what}")
    return [f"Action ({n} {COLOR_WORD[color]}, no gold): {action}", scoring]


def artifact_line(card: int) -> str:
    return ", ".join(effect_words(c) for c in C.EFFECT[card]).capitalize()
