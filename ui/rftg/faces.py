"""Build card faces (see cardview.py) from card data: the engine's design records.

`face_from_design(d)` accepts a design as a mapping with the fields of our card data
(name, type, cost, vp, vp_variable, good, flags, powers [{phase, codes, value, times}],
vp_bonuses) and prefers ready-made texts when the data carries them (`text` on a power,
`scoring_text` on the design).
"""
from .powertext import power_line, scoring_lines

GOOD_KEY = {"NOVELTY": "novelty", "RARE": "rare", "GENE": "genes", "GENES": "genes",
            "ALIEN": "alien", "novelty": "novelty", "rare": "rare", "gene": "genes",
            "genes": "genes", "alien": "alien"}
KEYWORDS = {"REBEL": "Rebel", "ALIEN": "Alien", "UPLIFT": "Uplift", "IMPERIUM": "Imperium",
            "TERRAFORMING": "Terraforming", "CHROMO": "Chromosome", "START": "Start world"}


def _get(d, key, default=None):
    if isinstance(d, dict):
        return d.get(key, default)
    return getattr(d, key, default)


def face_from_design(d):
    flags = set(_get(d, "flags", ()) or ())
    kind = _get(d, "type", "world")
    kind = "development" if str(kind).lower().startswith("dev") else "world"
    good = _get(d, "good")
    good = GOOD_KEY.get(good) if good else None
    military = bool(_get(d, "military", False)) or "MILITARY" in flags
    windfall = bool(_get(d, "windfall", False)) or "WINDFALL" in flags
    variable = bool(_get(d, "vp_variable", False))
    powers, mil = [], 0
    for p in _get(d, "powers", ()) or ():
        phase, codes = _get(p, "phase"), tuple(_get(p, "codes", ()))
        value, times = _get(p, "value", 0), _get(p, "times", 0)
        line = power_line(phase, codes, value, times)
        if line is None:
            continue
        if _get(p, "text"):
            line = (line[0], _get(p, "text"))
        powers.append(line)
        if phase == 3 and codes == ("EXTRA_MILITARY",):
            mil += value
    scoring = list(_get(d, "scoring_text", ()) or ()) or \
        scoring_lines(_get(d, "vp_bonuses", ()) or ())
    return {
        "name": _get(d, "name"), "kind": kind, "cost": _get(d, "cost", 0),
        "military": military, "vp": None if variable else _get(d, "vp", 0), "good": good,
        "windfall": windfall and good is not None, "powers": powers, "mil": mil,
        "keywords": [KEYWORDS[f] for f in sorted(flags) if f in KEYWORDS],
        "scoring": scoring,
    }
