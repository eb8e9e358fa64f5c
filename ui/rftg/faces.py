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
from game.core.i18n import N_, domain
from game.rftg.powertext import consume_rewards, power_line, scoring_lines

_ = domain("rftg")

GOOD_KEY = {"NOVELTY": "novelty", "RARE": "rare", "GENE": "genes", "GENES": "genes",
            "ALIEN": "alien", "novelty": "novelty", "rare": "rare", "gene": "genes",
            "genes": "genes", "alien": "alien"}
KEYWORDS = {"REBEL": N_("Rebel"), "ALIEN": N_("Alien"), "UPLIFT": N_("Uplift"),
            "IMPERIUM": N_("Imperium"), "TERRAFORMING": N_("Terraforming"),
            "CHROMO": N_("Chromosome"), "START": N_("Start world")}   # said with _()


KIND = {"NOVELTY": N_("Novelty"), "RARE": N_("Rare"), "GENE": N_("Genes"), "ALIEN": N_("Alien")}
GOOD_WORD = {"novelty": N_("Novelty"), "rare": N_("Rare"), "genes": N_("Genes"),
             "alien": N_("Alien")}
PHASE_ORDER = ("1", "2", "3", "$", "4", "5")


def _kind(codes, prefix):
    return next((_(word) for k, word in KIND.items() if f"{prefix}{k}" in codes), None)


def _signed(n):
    return f"+{n}" if n >= 0 else f"−{abs(n)}"


def _cards(n):
    return _.n("{n} card", "{n} cards", n)


def _short_settle(codes, value):
    target = _("Rare") if "RARE" in codes else _("Alien") if "ALIEN" in codes \
        else _("Rebel") if "AGAINST_REBEL" in codes else None
    if "DISCARD" in codes and "REDUCE_ZERO" in codes:
        return _("discard: free world")
    if "DISCARD" in codes and "EXTRA_MILITARY" in codes:
        return _("discard: +{n} Military", n=value)
    if "PAY_MILITARY" in codes:
        return _("pay for military −{n}", n=value)
    if "EXTRA_MILITARY" in codes:
        if target:
            return _("{sign} Military vs {target}", sign=_signed(value), target=target)
        return _("{sign} Military", sign=_signed(value))
    if "REDUCE" in codes:
        return _("{target} −{n} cost", target=target, n=value) if target else \
            _("−{n} cost", n=value)
    if "DRAW_AFTER" in codes:
        return _("draw {n} after", n=value)
    return None


def _short_consume(codes, value, times):
    if "TRADE_ACTION" in codes:
        return _("sell, no bonus") if "TRADE_NO_BONUS" in codes else _("sell a good")
    if "DRAW_LUCKY" in codes:
        return _("lucky draw")
    if "DRAW" in codes:
        return _("draw {n}", n=value)
    each = f" ×{times}" if times > 1 else ""
    if "DISCARD_HAND" in codes:
        return _("discard → {n} VP", n=value) + each
    reward = " + ".join(consume_rewards(codes, value))
    if not reward:
        return None
    kind = _kind(codes, "CONSUME_")
    if "CONSUME_ALL" in codes:
        return _("all → VP")
    if "CONSUME_3_DIFF" in codes:
        return _("3 kinds → {reward}", reward=reward)
    if "CONSUME_TWO" in codes:
        return _("2 {kind} → {reward}", kind=kind or _("any"), reward=reward)
    return _("{kind} → {reward}", kind=kind or _("any"), reward=reward) + each


def _short_produce(codes, value, good):
    if "PRODUCE" in codes:
        return _("produce {kind}", kind=_(GOOD_WORD[good])) if good in GOOD_WORD else \
            _("produce a good")
    if "DRAW_IF" in codes:
        return _("draw {n} if made", n=value)
    if "WINDFALL_ANY" in codes:
        return _("fill any windfall")
    kind = _kind(codes, "WINDFALL_")
    if kind:
        return _("fill {kind} windfall", kind=kind)
    for code, word in (("DRAW_EACH_NOVELTY", N_("Novelty")), ("DRAW_EACH_ALIEN", N_("Alien"))):
        if code in codes:
            return _("draw per {kind} made", kind=_(word))
    if "DRAW_DIFFERENT" in codes:
        return _("draw per kind made")
    if "DRAW_WORLD_GENE" in codes:
        return _("draw {n} per Genes world", n=value)
    if "DRAW_MOST_RARE" in codes:
        return _("draw {n} if most Rare", n=value)
    if "DRAW" in codes:
        return _("draw {n}", n=value)
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
        kind = _("this") if "TRADE_THIS" in codes else _kind(codes, "TRADE_")
        words = _("sell {kind} +{cards}", kind=kind, cards=_cards(value)) if kind else \
            _("sell +{cards}", cards=_cards(value))
    elif phase == 1:
        words = _("see +{n}", n=value) if "DRAW" in codes else _("keep +{n}", n=value)
    elif phase == 2:
        words = (_("−{n} cost", n=value) if "REDUCE" in codes else
                 _("draw {n} after", n=value) if "DRAW_AFTER" in codes else
                 _("draw {n}", n=value))
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
    powers, lines, mil, power_keys = [], [], 0, []
    for p in _get(d, "powers", ()) or ():
        codes = _get(p, "codes") or str(_get(p, "code", "")).split("|")
        phase, codes = _get(p, "phase"), tuple(codes)
        value, times = _get(p, "value", 0), _get(p, "times", 0)
        line = power_line(phase, codes, value, times)
        if line is None:
            continue
        powers.append(line)
        power_keys.append(f"power:{phase}:{'|'.join(codes)}")   # reference.power_keyword
        short = short_line(phase, codes, value, times, good)
        lines.append(short or (line[0], line[1]))
        if phase == 3 and codes == ("EXTRA_MILITARY",):
            mil += value
    scoring = scoring_lines(bonuses)
    return {
        "name": _(_get(d, "name")), "kind": kind, "cost": _get(d, "cost", 0),  # name: translated
        "military": military, "vp": None if variable else _get(d, "vp", 0), "good": good,
        "windfall": windfall and good is not None, "powers": powers, "mil": mil,
        "keywords": [_(KEYWORDS[f]) for f in sorted(flags) if f in KEYWORDS],
        "flag_keys": [f"flag:{f}" for f in sorted(flags) if f in KEYWORDS],
        "power_keys": power_keys,
        "scoring_keys": [f"scoring:{_get(b, 'type')}" for b in bonuses],
        "scoring": scoring,
        "lines": sorted(lines, key=lambda ln: PHASE_ORDER.index(ln[0])),
    }
