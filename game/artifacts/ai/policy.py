"""Choosing an action on a sampled state: prune the legal actions to a few candidates per
kind (the cheapest payment per card and side, the richest preparations), try each on a copy,
and keep the one whose resulting position evaluates best (values.py)."""
from game.core import Rng

from .values import evaluate, DEFAULT

PAY_WORDS = ("discover", "develop", "build")


def candidates(legal: list, cap: int = 40, width: int = 1) -> list:
    """A few actions per kind: the first (cheapest) payment for each card and side, at most
    3 preparations per card, 3 trades per colour, the first payment of each operational
    action; everything else as listed."""
    out = []
    seen = {}
    for a in legal:
        w = a[0]
        if w in PAY_WORDS:
            key = (w, a[1], a[2])
            limit = width
        elif w in ("prepare", "trade", "unblock"):
            key = (w, a[1])
            limit = 3 * width
        elif w in ("offensive", "revenue", "mining", "faction"):
            key = (w,)
            limit = 2 * width
        elif w == "end":
            key = (w, len(a[1]) > 1)
            limit = 4
        else:
            key = a
            limit = 1
        n = seen.get(key, 0)
        if n < limit:
            seen[key] = n + 1
            out.append(a)
    return out[:cap] if len(out) > cap else out


def step(state, p: int, action) -> None:
    """Apply a listed action without validating it again."""
    state._apply(p, action)
    state.history.append((p, action))


def best_action(state, p: int, legal: list, rng: Rng, noise: float = 0.0,
                weights: dict = DEFAULT, follow: bool = False, width: int = 1):
    """The candidate with the best evaluation after applying it on a copy of `state`
    (`noise`: gaussian-like slips in VP; `follow`: also play this turn's forced follow-ups)."""
    cands = candidates(legal, 40 * width, width)
    if len(cands) == 1:
        return cands[0]
    best, best_v = cands[0], None
    for a in cands:
        s = state.clone()
        try:
            step(s, p, a)
            if follow:
                _finish_turn(s, p, rng, weights)
        except Exception:  # noqa: BLE001 - a sampled state may lack what the real one has
            continue
        v = evaluate(s, p, weights)
        if noise:
            v += noise * (rng.random() + rng.random() - 1.0)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def _finish_turn(s, p, rng, weights, limit=8):
    """Greedy follow-ups of p's own turn (targets, keeps, blockades, free actions and the end
    of the turn with its refill) until another player decides."""
    for _ in range(limit):
        if s.over or not s.dec or s.dec[0] != p or s.dec[1] == "main":
            return
        legal = s.legal_actions(p)
        if not legal:
            return
        a = best_action(s, p, legal, rng, 0.0, weights, False)
        step(s, p, a)
