"""The AI levels: they exist as data, decide from the view only (fairness), return legal
actions, and the stronger levels beat the weaker in a short match."""
import pytest

from game.core import registry, Rng
from game.core import tournament as T
from game.artifacts import new_game, determinize
from game.artifacts.ai import LEVELS, make_agent


def test_levels_are_offered_with_random_hidden():
    assert [k for k, lv in LEVELS.items() if not lv.hidden] == ["easy", "normal", "hard"]
    assert registry.levels("artifacts")["random"].hidden


def test_ai_decides_from_the_view_only():
    """Two states that differ only in what player 0 cannot see give the same decisions."""
    s = new_game(3, {}, 11)
    rng = Rng(3)
    checked = 0
    for step in range(200):
        if s.is_over():
            break
        p = s.deciders()[0]
        legal = s.legal_actions(p)
        if step % 10 == 0:
            other = determinize(s, p, step + 5)
            assert other.view(p) == s.view(p)
            for level in ("easy", "normal", "hard"):
                a = make_agent(level, 7).choose(s.view(p), legal, p)
                b = make_agent(level, 7).choose(other.view(p), other.legal_actions(p), p)
                assert a == b and a in legal
            checked += 1
        s.apply(p, legal[rng.below(len(legal))])
    assert checked >= 5


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_normal_beats_random_in_a_short_match():
    results = T.run(T.NewGame("artifacts", 2), T.LevelAgents("artifacts"),
                    ["normal", "random"], 10, seed=3)
    summary = T.summarize(results)["levels"]
    assert summary["normal"]["win_rate"] >= 0.8
