"""Hand-tuned values: what a card is worth to play now, what a card in hand is worth, and an
evaluation of a whole state for one player (points now plus expected future points)."""
import math

from .. import cards as C
from ..colonies import visible_objects
from ..paying import need_of
from ..scoring import token_value, count_kind

HAND_CARD = 0.9         # a card in hand, as future payment
TOKEN = 0.8
SCIENCE_CARD = 1.3
INFLUENCE = 1.6         # one level of military, trade or diplomacy (2.2 until 2026-11-27: see
                        # docs/epochs-design.md item 19)


def ends_left(s) -> int:
    """Epoch ends still to come, this one included."""
    return 4 - s.epoch


def effect_value(s, p, codes) -> float:
    left = ends_left(s)
    v = 0.0
    for code in codes:
        k = code[0]
        if k == "vp":
            v += code[1]
        elif k == "income":
            v += code[1] * left
        elif k == "prod":
            v += code[2] * (0.8 + 1.1 * (left - 1) + 1.0)
        elif k == "token":
            v += code[1] * TOKEN
        elif k in ("mil", "trade", "dip"):
            v += code[1] * INFLUENCE * (0.6 + 0.4 * left)
        elif k == "science":
            v += code[1] * SCIENCE_CARD
        elif k == "end":
            v += code[2] * 3
    return v


def play_value(s, p, card, target=(), memo=None) -> float:
    """The gain of playing `card` now (its effects and what it completes), before its cost.
    `memo`: a dict shared by the calls of one decision (the parts that do not depend on the
    target are worked out once per card; the result is the same number)."""
    kind = C.KIND[card]
    parts = None if memo is None else memo.get(("pv", card))
    if parts is None:
        parts = (effect_value(s, p, s.k.EFFECTS[card]), _own_object_value(s, p, card, kind))
        if memo is not None:
            memo[("pv", card)] = parts
    v = parts[0]
    if kind == "planet":
        if C.EPOCH[card] < 3:
            v = 0.55 * v + 1.5
        open_q = sum(1 for q in s.k.QUARTERS[card] if q is not None)
        v += 1.0 + (2.0 if open_q == 0 else 0.0) - 0.2 * open_q
    elif kind == "colony" and target:
        planet, q = target[0], target[1]
        before = visible_objects(s, planet)
        gained = sum(before.count(obj) for obj in C.OBJ[card])
        v += gained * 1.8
        left_open = sum(1 for i, x in enumerate(s.quarters[planet])
                        if i != q and (x == "*" or (isinstance(x, str))))
        if left_open == 0:
            v += 2.0 + (effect_value(s, p, s.k.EFFECTS[planet]) if C.EPOCH[planet] < 3 else 0)
            v += 1.0  # a ship may land
        else:
            v += 0.6
    if parts[1] is not None:
        v += parts[1]
    return v


def _own_object_value(s, p, card, kind):
    """What the card's own object symbol adds to the tokens of its kind (None: no symbol)."""
    own = C.OWN_OBJECT[card]
    if not own:
        return None
    n = count_kind(s, p, kind)
    return s.objects[p][own] * (token_value(own, n + 1) - token_value(own, n))


def play_cost(s, p, card) -> float:
    need = need_of(s, p, card)
    return HAND_CARD * max(1, sum(need))


def take_value(s, p, card) -> float:
    """A card in the offer, to take into hand."""
    if card < 0:
        return 0.0
    return HAND_CARD + max(0.0, play_value(s, p, card) - play_cost(s, p, card)) * 0.35


def evaluate_points(s, p) -> float:
    """Points now plus an estimate of what p's position will still bring."""
    left = ends_left(s) if not s.over else 0
    v = float(s.vp[p])
    if s.over:
        return v
    v += s.income[p] * left
    v += sum(s.prod[p]) * (0.7 + 1.0 * max(0, left - 1))
    v += len(s.hand[p]) * HAND_CARD * (0.5 if left == 1 else 1.0)
    v += len(s.sci[p]) * SCIENCE_CARD * 0.7 + s.tokens[p] * TOKEN
    o = 1 - p
    for track in ("mil", "trade", "dip"):
        v += (s.infl[p][track] - s.infl[o][track]) * INFLUENCE * 0.5 * left
    for kind in C.OBJECTS:
        n = count_kind(s, p, kind)
        v += s.objects[p][kind] * max(token_value(kind, n), 0.5 + 0.2 * left)
    v += 2 * len(s.colonised[p])
    return v


def evaluate(s, p) -> float:
    """A win estimate in [0, 1] for player p."""
    d = evaluate_points(s, p) - evaluate_points(s, 1 - p)
    if s.over:
        out = s.outcome()
        return out[p]
    return 1.0 / (1.0 + math.exp(-d / 8.0))
