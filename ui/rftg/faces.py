"""Build card faces (see cardview.py) from card data: the engine's design records.

`face_from_design(d)` accepts a design as a mapping with the fields of our card data
(name, type, cost, vp, good, windfall, military, flags, powers [{phase, code "A|B", value,
times}], scoring [{type, points, name}]); the shared reference format (codes as a list,
vp_bonuses, vp_variable) is accepted too. Texts are written per power by game/rftg/powertext.py, so
the large card can show a phase badge in front of each line.
"""
from game.rftg.powertext import power_line, scoring_lines

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
    bonuses = _get(d, "vp_bonuses") or _get(d, "scoring") or ()
    variable = bool(_get(d, "vp_variable", False)) or bool(bonuses)
    powers, mil = [], 0
    for p in _get(d, "powers", ()) or ():
        codes = _get(p, "codes") or str(_get(p, "code", "")).split("|")
        phase, codes = _get(p, "phase"), tuple(codes)
        value, times = _get(p, "value", 0), _get(p, "times", 0)
        line = power_line(phase, codes, value, times)
        if line is None:
            continue
        powers.append(line)
        if phase == 3 and codes == ("EXTRA_MILITARY",):
            mil += value
    scoring = scoring_lines(bonuses)
    return {
        "name": _get(d, "name"), "kind": kind, "cost": _get(d, "cost", 0),
        "military": military, "vp": None if variable else _get(d, "vp", 0), "good": good,
        "windfall": windfall and good is not None, "powers": powers, "mil": mil,
        "keywords": [KEYWORDS[f] for f in sorted(flags) if f in KEYWORDS],
        "scoring": scoring,
    }
