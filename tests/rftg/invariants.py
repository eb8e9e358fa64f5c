"""Invariant checks shared by the property tests."""
import json
from collections import Counter

from game.rftg import cards as C


def places(s):
    """Count of every card id over all places (explored cards waiting in a decision count)."""
    cnt = Counter(s.deck)
    cnt.update(s.discard)
    for p in range(s.players):
        cnt.update(s.hand[p])
        cnt.update(s.tableau[p])
        cnt.update(s.goods[p].values())
        dec = s.decision[p]
        if dec is not None and dec[0] == "explore_keep":
            cnt.update(dec[1])
    return cnt


def check_state(s):
    cnt = places(s)
    assert sorted(cnt) == list(range(C.NUM_CARDS)), "a card is missing"
    assert set(cnt.values()) == {1}, "a card is in two places"
    assert sum(s.vp) + s.pool == 12 * s.players, "VP chips not conserved"
    assert all(v >= 0 for v in s.vp)
    for p in range(s.players):
        assert set(s.goods[p]) <= set(s.tableau[p])
        designs = [C.DESIGN[c] for c in s.tableau[p] if C.IS_DEV[c]]
        assert len(designs) == len(set(designs)), "duplicate development"


def _ints_under(data, keys, out):
    if isinstance(data, dict):
        for k, v in data.items():
            if k in keys:
                if isinstance(v, int) and not isinstance(v, bool):
                    if k != "cards":      # a number under "cards" is a count (score parts, gains)
                        out.add(v)
                elif isinstance(v, list):
                    for x in v:
                        if isinstance(x, int) and not isinstance(x, bool):
                            out.add(x)
                        else:
                            _ints_under(x, keys, out)
            else:
                _ints_under(v, keys, out)
    elif isinstance(data, list):
        for x in data:
            _ints_under(x, keys, out)


CARD_KEYS = {"hand", "tableau", "world", "card", "cards", "picked", "choice", "start_world",
             "placed", "produced", "consumed"}


def check_views(s):
    for p in list(range(s.players)) + [None]:
        v = s.view(p)
        json.dumps(v)
        seen = set()
        # The cards a seat placed this round were shown to everyone: the round's highlights may
        # still name one that has since left the table (a Colony Ship spent to settle) and been
        # shuffled with the discard pile into the deck. Every other place in the view is checked.
        _ints_under({k: x for k, x in v.items() if k != "seats"}, CARD_KEYS, seen)
        for seat in v["seats"]:
            recent = {k: x for k, x in seat["recent"].items() if k != "placed"}
            _ints_under({**seat, "recent": recent}, CARD_KEYS, seen)
        hidden = set(s.deck) | {g for gd in s.goods for g in gd.values()}
        for q in range(s.players):
            if q != p:
                hidden |= set(s.hand[q])
                dec = s.decision[q]
                if dec is not None and dec[0] == "explore_keep":
                    hidden |= set(dec[1])
        assert not (seen & hidden), f"view of {p} shows hidden cards {seen & hidden}"
        if p is not None:
            assert v["hand"] == sorted(s.hand[p])
            for q, seat in enumerate(v["seats"]):
                assert seat["hand_size"] == len(s.hand[q])
        entries = s.log(p)
        assert all(isinstance(e["text"], str) for e in entries)
        private = sum(1 for e in entries if e["private"])
        assert private == sum(1 for vis, _, _ in s.events if vis is not None and vis == p)
