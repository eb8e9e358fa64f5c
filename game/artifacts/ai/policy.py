"""Choosing an action on a sampled state: prune the legal actions to a few candidates per
kind (the cheapest payment per card and side, the richest preparations), try each on a copy,
and keep the one whose resulting position evaluates best (values.py)."""
from itertools import combinations

from game.core import Rng

from ..cards import KIND
from ..scoring import score
from .values import evaluate, DEFAULT

PAY_WORDS = ("discover", "develop", "build")
BUY_LOOKS = 4        # buys considered per deck: looking at 1 to 4 cards


def candidates(legal: list, cap: int = 40, width: int = 1) -> list:
    """A few actions per kind: the first (cheapest) payment for each card and side, at most
    3 preparations per card (or set of cards of a row), 3 trades per colour, the first
    payment of each operational action, buys looking at 1 to 4 cards; everything else as
    listed."""
    out = []
    seen = {}
    for a in legal:
        w = a[0]
        if w in PAY_WORDS:
            key = (w, a[1], a[2])
            limit = width
        elif w == "prepare":          # under one card, or split over a row's cards
            key = (w, a[1]) if len(a) == 3 else (w, "split", KIND[a[1]])
            limit = 3 * width
        elif w in ("trade", "unblock"):
            key = (w, a[1])
            limit = 3 * width
        elif w == "buy":
            key = (w, a[1])
            limit = BUY_LOOKS
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
    (`noise`: gaussian-like slips in VP; `follow`: also play this turn's forced follow-ups).
    The payments before final scoring are chosen exactly (`final_choice`)."""
    if state.dec and state.dec[1] == "final":
        return final_choice(state, p, legal)
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


FINAL_CARDS = 10     # blockaded cards tried in every combination (more: the first 10)


def final_choice(state, p: int, legal: list):
    """The payments before final scoring by value: of the sets of blockaded cards p can
    afford, the one giving p the best final score (then the most credits kept), tried
    exhaustively on a copy; its first card to pay for, or ("finish",) for none."""
    cards = [a[1] for a in legal if a[0] == "redeem"][:FINAL_CARDS]
    s = state.clone()
    credits, unlocked = s.credits[p], list(s.unlocked[p])
    best, best_key = (), None
    for k in range(len(cards) + 1):
        for combo in combinations(cards, k):
            cost = sum(s.blocks[p][c] for c in combo)
            if cost > credits:
                continue
            s.credits[p] = credits - cost
            s.unlocked[p] = unlocked + list(combo)
            key = (score(s, p), s.credits[p])
            if best_key is None or key > best_key:
                best, best_key = combo, key
    return ("redeem", best[0]) if best else ("finish",)
