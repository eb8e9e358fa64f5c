"""The AI: levels as data, decisions from the view only (fairness), legal choices, and a
small sanity tournament (the full numbers come from `python3 -m game.epochs tournament`)."""
import pytest

from game.core import Rng, registry, tournament
from game.core.agents import offered
from game.epochs import new_game, determinize
from game.epochs.ai import LEVELS, make_agent
from game.epochs.ai.strategies import make_strategy


def points(seed, every=7, limit=200):
    """(state, player) at sampled decisions of a game played by the normal level."""
    s = new_game(2, {}, seed)
    agents = [make_agent("normal", seed + p) for p in (0, 1)]
    out = []
    for step in range(limit):
        if s.over:
            break
        p = s.current
        if step % every == 0 and len(s.legal_actions(p)) > 1:
            out.append((s.clone(), p))
        s.apply(p, agents[p].choose(s.view(p), s.legal_actions(p), p))
    return out


def test_levels_are_offered_and_registered():
    assert list(offered(LEVELS)) == ["easy", "normal", "hard"]
    assert set(registry.levels("epochs")) >= {"easy", "normal", "hard", "random"}


def test_every_level_decides_from_the_view_only():
    for level in ("easy", "normal", "hard"):
        for s, p in points(3)[:4 if level == "hard" else 12]:
            redealt = determinize(s, p, seed=11)
            assert redealt.view(p) == s.view(p)
            assert redealt.hand[1 - p] != s.hand[1 - p] or redealt.decks[3] != s.decks[3]
            a = make_agent(level, 5).choose(s.view(p), s.legal_actions(p), p)
            b = make_agent(level, 5).choose(redealt.view(p), redealt.legal_actions(p), p)
            assert a == b and a in s.legal_actions(p)


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_strategies_play_legal_moves_to_the_end():
    for name in ("military-only", "trade-only", "science-only"):
        s = new_game(2, {}, 4)
        agents = [make_strategy(name, 1), make_agent("easy", 2)]
        while not s.over:
            p = s.current
            s.apply(p, agents[p].choose(s.view(p), s.legal_actions(p), p))


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_easy_beats_random():
    results = tournament.run(tournament.NewGame("epochs", 2), tournament.LevelAgents("epochs"),
                             ["easy", "random"], 20, seed=7)
    summary = tournament.summarize(results)
    assert summary["levels"]["easy"]["win_rate"] >= 0.8


def test_agents_are_reproducible():
    s = new_game(2, {}, 9)
    p = s.current
    a = [make_agent("easy", 4).choose(s.view(p), s.legal_actions(p), p) for _ in range(2)]
    assert a[0] == a[1]
    assert Rng(1).below(5) == Rng(1).below(5)


def test_easys_slips_never_decide_to_pass():
    """With `steady_pass` (the easy level) the slips choose among the plays and takes: it
    passes exactly where the noiseless policy passes, whatever the noise draws."""
    from game.epochs.ai import policy
    passes = plays = 0
    for seed in range(20):
        s = new_game(2, {}, 700 + seed)
        rng = Rng(seed)
        while not s.over:
            p = s.current
            legal = s.legal_actions(p)
            if s.decision[0] == "turn" and len(legal) > 1 and ("pass",) in legal:
                # the position, and the same with the offer used up (as when an epoch's deck
                # is out), where the noiseless policy passes more often
                used_up = s.clone()
                used_up.offer = [-1] * len(s.offer)
                for pos in (s, used_up):
                    choices = pos.legal_actions(p)
                    if len(choices) < 2:
                        continue
                    plain = policy.scored(pos, p, choices, Rng(1))[0][1]
                    for k in range(5):
                        slipped = policy.scored(pos, p, choices, Rng(seed * 100 + k), 10.0,
                                                steady_pass=True)[0][1]
                        assert (slipped == ("pass",)) == (plain == ("pass",))
                        passes += slipped == ("pass",)
                        plays += slipped != ("pass",)
            s.apply(p, rng.choice(legal))
    assert passes and plays


def test_the_rollout_choice_is_the_first_of_the_scored_list():
    """policy.choose (no sorting, used in every rollout step) picks what scored()[0] picks and
    draws the same random numbers, with and without noise, over random positions."""
    from game.epochs.ai import policy
    from game.epochs.scoring import _token_value, token_value
    checked = 0
    for seed in range(30):
        s = new_game(2, {}, 300 + seed)
        rng = Rng(seed)
        while not s.over and checked < 4000:
            p = s.current
            for noise in (0.0, 0.6, 2.5):
                a, b = Rng(seed * 7 + checked), Rng(seed * 7 + checked)
                legal = policy.item_by_item(s.legal_actions(p))    # what the agents see
                want = legal[0] if len(legal) == 1 else policy.scored(s, p, legal, a, noise)[0][1]
                assert policy.choose(s, p, b, noise) == want
                assert a.state == b.state
                checked += 1
            s.apply(p, rng.choice(s.legal_actions(p)))
    assert checked >= 1000
    for kind in ("ship", "shuttle", "station"):
        assert [token_value(kind, n) for n in range(100)] == [_token_value(kind, n) for n in range(100)]
