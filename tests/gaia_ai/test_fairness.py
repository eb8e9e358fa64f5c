"""Fairness: the Gaia AI decides from view(player) only.

Gaia hides nothing at the table: every tile, booster and building is public. What no player can
know is the game's seed and random-number state (carried in the view's snapshot, with no
meaning for the rules after the setup) and what the other seats will choose next. At sampled
decision points of real games the seed and RNG state are replaced (and the history dropped, as a
position reached another way would have it); the rest of the view must be unchanged, and every
level, seeded the same, must make the same choice. The other seats' agents differ between the
games the points come from, so their future choices cannot reach the decision either."""
import pytest

from game.core.bench import decision_positions
from game.core.rng import Rng
from game.gaia import new_game
from game.gaia.ai import make_agent
from game.gaia.restore import restore

from .helpers import small


def reseeded(st, rng):
    """The same public position with another seed and RNG state and no history."""
    snap = st.view(None)["snapshot"]
    snap = dict(snap, seed=rng.below(1 << 30) + 1, rng=rng.next64())
    other = restore(snap)
    return other


def decision_points(players, seed, every, opponents):
    """(state, player) at every `every`-th decision of a game played by the `opponents`."""
    agents = [make_agent(opponents[p % len(opponents)], seed * 10 + p) for p in range(players)]
    for st, p in decision_positions(new_game(players, {}, seed), agents, every):
        yield st.clone(), p


def _strip(view):
    view = dict(view)
    view["snapshot"] = {k: v for k, v in view["snapshot"].items() if k not in ("seed", "rng")}
    return view


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("players,opponents", [(2, ["easy"]), (3, ["normal", "easy"]),
                                               (4, ["easy", "random"])])
@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_what_no_seat_can_know_does_not_change_the_choice(level, players, opponents):
    rng = Rng(99)
    checked = 0
    for st, p in decision_points(players, players * 5 + 1, every=10 * players, opponents=opponents):
        other = reseeded(st, rng)
        v1, v2 = st.view(p), other.view(p)
        assert v1["snapshot"]["seed"] != v2["snapshot"]["seed"]
        assert _strip(v1) == _strip(v2)
        assert other.legal_actions(p) == st.legal_actions(p)
        a = small(level, 5).choose(v1, st.legal_actions(p), p)
        b = small(level, 5).choose(v2, other.legal_actions(p), p)
        assert a == b, (level, v1["progress"], a, b)
        checked += 1
    assert checked >= 4


def test_the_rebuilt_state_forgets_the_seed():
    from game.gaia.ai.position import state_from_view
    st = new_game(2, {}, 12345)
    rebuilt = state_from_view(st.view(0))
    assert rebuilt.seed != st.seed and rebuilt.rng.state != st.rng.state
    assert rebuilt.legal_actions(0) == st.legal_actions(0)


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_the_check_catches_an_agent_that_reads_the_seed():
    """The check above can fail: an agent that looks at the seed in the snapshot is caught."""
    from game.core.agents import Agent

    class Peeker(Agent):
        name = "peeker"

        def choose(self, view, legal, player):
            return legal[view["snapshot"]["seed"] % len(legal)]

    rng = Rng(5)
    caught = 0
    for st, p in decision_points(2, 3, every=10, opponents=["easy"]):
        other = reseeded(st, rng)
        a = Peeker().choose(st.view(p), st.legal_actions(p), p)
        b = Peeker().choose(other.view(p), other.legal_actions(p), p)
        caught += a != b
    assert caught >= 3
