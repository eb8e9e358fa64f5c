"""Build card faces (see cardview.py) from card data: the engine's design records.

`face_from_design(d)` accepts a design as a mapping with the fields of our card data
(name, type, cost, vp, good, windfall, military, flags, powers [{phase, code "A|B", value,
times}], scoring [{type, points, name}]); the shared reference format (codes as a list,
vp_bonuses, vp_variable) is accepted too. Texts are written per power by game/rftg/powertext.py, so
the large card can show a phase badge in front of each line.

The small card shows the same powers as very short lines (`short_line`, e.g. "−1 cost",
"+2 Military", "any → 1 VP ×2", "produce Rare") written here from the same power codes: a
face's "lines" are (phase key, short text) pairs in the order of the phases.
"""
from game.core.i18n import domain
from game.rftg.powertext import consume_rewards, power_line, scoring_lines

_ = domain("rftg")

GOOD_KEY = {"NOVELTY": "novelty", "RARE": "rare", "GENE": "genes", "GENES": "genes",
            "ALIEN": "alien", "novelty": "novelty", "rare": "rare", "gene": "genes",
            "genes": "genes", "alien": "alien"}
KEYWORDS = {"REBEL": "Rebel", "ALIEN": "Alien", "UPLIFT": "Uplift", "IMPERIUM": "Imperium",
            "TERRAFORMING": "Terraforming", "CHROMO": "Chromosome", "START": "Start world"}


KIND = {"NOVELTY": "Novelty", "RARE": "Rare", "GENE": "Genes", "ALIEN": "Alien"}
GOOD_WORD = {"novelty": "Novelty", "rare": "Rare", "genes": "Genes", "alien": "Alien"}
PHASE_ORDER = ("1", "2", "3", "$", "4", "5")


def _kind(codes, prefix):
    return next((word for k, word in KIND.items() if f"{prefix}{k}" in codes), None)


def _signed(n):
    return f"+{n}" if n >= 0 else f"−{abs(n)}"


def _cards(n):
    return "1 card" if n == 1 else f"{n} cards"


def _short_settle(codes, value):
    target = "Rare" if "RARE" in codes else "Alien" if "ALIEN" in codes \
        else "Rebel" if "AGAINST_REBEL" in codes else None
    if "DISCARD" in codes and "REDUCE_ZERO" in codes:
        return "discard: free world"
    if "DISCARD" in codes and "EXTRA_MILITARY" in codes:
        return f"discard: +{value} Military"
    if "PAY_MILITARY" in codes:
        return f"pay for military −{value}"
    if "EXTRA_MILITARY" in codes:
        return f"{_signed(value)} Military vs {target}" if target else f"{_signed(value)} Military"
    if "REDUCE" in codes:
        return f"{target} −{value} cost" if target else f"−{value} cost"
    if "DRAW_AFTER" in codes:
        return f"draw {value} after"
    return None


def _short_consume(codes, value, times):
    if "TRADE_ACTION" in codes:
        return "sell, no bonus" if "TRADE_NO_BONUS" in codes else "sell a good"
    if "DRAW_LUCKY" in codes:
        return "lucky draw"
    if "DRAW" in codes:
        return f"draw {value}"
    each = f" ×{times}" if times > 1 else ""
    if "DISCARD_HAND" in codes:
        return f"discard → {value} VP{each}"
    reward = " + ".join(consume_rewards(codes, value))
    if not reward:
        return None
    kind = _kind(codes, "CONSUME_")
    if "CONSUME_ALL" in codes:
        return "all → VP"
    if "CONSUME_3_DIFF" in codes:
        return f"3 kinds → {reward}"
    if "CONSUME_TWO" in codes:
        return f"2 {kind or 'any'} → {reward}"
    return f"{kind or 'any'} → {reward}{each}"


def _short_produce(codes, value, good):
    if "PRODUCE" in codes:
        return f"produce {GOOD_WORD.get(good, 'a good')}"
    if "DRAW_IF" in codes:
        return f"draw {value} if made"
    if "WINDFALL_ANY" in codes:
        return "fill any windfall"
    kind = _kind(codes, "WINDFALL_")
    if kind:
        return f"fill {kind} windfall"
    for code, word in (("DRAW_EACH_NOVELTY", "Novelty"), ("DRAW_EACH_ALIEN", "Alien")):
        if code in codes:
            return f"draw per {word} made"
    if "DRAW_DIFFERENT" in codes:
        return "draw per kind made"
    if "DRAW_WORLD_GENE" in codes:
        return f"draw {value} per Genes world"
    if "DRAW_MOST_RARE" in codes:
        return f"draw {value} if most Rare"
    if "DRAW" in codes:
        return f"draw {value}"
    return None


def short_line(phase: int, codes, value: int, times: int, good: str | None = None):
    """(phase key, a few words) for one power on a small card, or None for an unknown code.

    `good` is the card's good kind ("rare"...) so that a production power can name it.
    """
    codes = tuple(codes)
    full = power_line(phase, codes, value, times)
    if full is None:
        return None
    key = full[0]
    if key == "$":
        kind = "this" if "TRADE_THIS" in codes else _kind(codes, "TRADE_")
        words = f"sell {kind} +{_cards(value)}" if kind else f"sell +{_cards(value)}"
    elif phase == 1:
        words = f"see +{value}" if "DRAW" in codes else f"keep +{value}"
    elif phase == 2:
        words = (f"−{value} cost" if "REDUCE" in codes else
                 f"draw {value} after" if "DRAW_AFTER" in codes else f"draw {value}")
    elif phase == 3:
        words = _short_settle(codes, value)
    elif phase == 4:
        words = _short_consume(codes, value, times)
    else:
        words = _short_produce(codes, value, good)
    return (key, words) if words else None


def _get(d, key, default=None):
    if isinstance(d, dict):
        return d.get(key, default)
    return getattr(d, key, default)


def face_from_design(d) -> dict:
    """The face dict of one design (see cardview.py for its fields)."""
    flags = set(_get(d, "flags", ()) or ())
    kind = _get(d, "type", "world")
    kind = "development" if str(kind).lower().startswith("dev") else "world"
    good = _get(d, "good")
    good = GOOD_KEY.get(good) if good else None
    military = bool(_get(d, "military", False)) or "MILITARY" in flags
    windfall = bool(_get(d, "windfall", False)) or "WINDFALL" in flags
    bonuses = _get(d, "vp_bonuses") or _get(d, "scoring") or ()
    variable = bool(_get(d, "vp_variable", False)) or bool(bonuses)
    powers, lines, mil = [], [], 0
    for p in _get(d, "powers", ()) or ():
        codes = _get(p, "codes") or str(_get(p, "code", "")).split("|")
        phase, codes = _get(p, "phase"), tuple(codes)
        value, times = _get(p, "value", 0), _get(p, "times", 0)
        line = power_line(phase, codes, value, times)
        if line is None:
            continue
        powers.append(line)
        short = short_line(phase, codes, value, times, good)
        lines.append(short or (line[0], line[1]))
        if phase == 3 and codes == ("EXTRA_MILITARY",):
            mil += value
    scoring = scoring_lines(bonuses)
    return {
        "name": _(_get(d, "name")), "kind": kind, "cost": _get(d, "cost", 0),  # name: translated
        "military": military, "vp": None if variable else _get(d, "vp", 0), "good": good,
        "windfall": windfall and good is not None, "powers": powers, "mil": mil,
        "keywords": [KEYWORDS[f] for f in sorted(flags) if f in KEYWORDS],
        "scoring": scoring,
        "lines": sorted(lines, key=lambda ln: PHASE_ORDER.index(ln[0])),
    }
