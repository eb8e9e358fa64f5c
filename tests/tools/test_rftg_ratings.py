"""tools/rftg_ratings.py: the self-play behind policy.P2 replays, fills in the policy's defaults
and scores games from the first rating set's side."""
from game.rftg.ai import policy
from tools import rftg_ratings as R

from tests.rftg_ai.test_ratings import DEFAULTS


def test_named_ratings_get_every_key_with_the_policys_defaults():
    assert R.DEFAULTS == DEFAULTS
    p1 = R.ratings("P1")
    assert set(p1) == set(R.SPACE)
    assert p1 == dict(DEFAULTS, **policy.P1)
    assert R.ratings('{"explore5": 0, "explore11": 0, "small5": 0, "small11": 0, "vp2": 1, '
                     '"trade_vp": 0}')["trade_k"] == 0.9


def test_a_match_replays_and_scores_from_the_first_sets_side():
    a, b = R.ratings("P2"), R.ratings("PLAIN")
    first = [R.play(5, a, b, 0.3, swap) for swap in (False, True)]
    assert first == [R.play(5, a, b, 0.3, swap) for swap in (False, True)]
    for w, m in first:
        assert w == (1.0 if m > 0 else 0.0 if m < 0 else 0.5)
    # a rating set against itself: the two seats' margins of one seating cancel
    same = R.ratings("P1")
    state_margins = []
    for swap in (False, True):
        w, m = R.play(7, same, same, 0.0, swap)
        state_margins.append(m)
    assert state_margins[0] == -state_margins[1]
    share, margin = R.match(a, b, 4, 5)
    assert 0.0 <= share <= 1.0
