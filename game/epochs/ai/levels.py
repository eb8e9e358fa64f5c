"""The AI levels of Three Epochs of Space: easy, normal, hard (and the hidden random).

Every level sees only view(player) and the legal actions; it builds a state from the view
(fromview.py: hidden cards dealt with its own seeded RNG) to think on.

- easy: the heuristic policy with noise (human-like slips among the plays and takes; whether
  to pass is the noiseless policy's decision);
- normal: the same policy without slips (a one-ply lookahead scored by values.evaluate was
  tried and lost to it: the evaluation is not yet calibrated well enough);
- hard: IS-MCTS (core search, 20 iterations) over the policy's 5 best candidates for turns
  and research, simulating with the (slightly noisy) policy for at most 16 decisions and not
  past the end of the epoch, scored by values.evaluate; payments and nudges follow the policy.
  (80 iterations to the end of the epoch won 10 of 10 against the policy but cost ~5 s per
  game; the cheaper setting keeps tournaments of 400 games feasible on a shared machine.)
"""
from game.core.i18n import N_
from game.core.agents import Agent, Level, RANDOM_LEVEL, SampledPolicyAgent, levels_dict, named
from game.core.agents import make_agent as _make_agent
from game.core.search import ISMCTS, SearchModel, unchecked_step

from ..fromview import from_view
from . import policy
from .values import evaluate

SEARCH_KINDS = frozenset(("turn", "research"))


def sample_state(view, player, rng):
    return from_view(view, rng.next64())


class ItemByItemPolicy(SampledPolicyAgent):
    """SampledPolicyAgent deciding among the legal actions without the engine's proposal of
    several items at once (payments item by item, as before the proposal was listed: a
    single item left is still answered at once, without drawing from the RNG)."""

    def choose(self, view, legal, player):
        return super().choose(view, policy.item_by_item(list(legal)), player)


def PolicyAgent(seed: int = 0, noise: float = 0.0) -> SampledPolicyAgent:
    """The heuristic policy on a state built from the view (easy: with noise, which never
    decides whether to pass: policy.scored's `steady_pass`)."""
    return ItemByItemPolicy(
        sample_state,
        lambda state, p, legal, rng, slips: policy.scored(state, p, legal, rng, slips,
                                                          steady_pass=True)[0][1],
        seed, noise)


def make_model(candidates=5):
    def rollout(state, p, rng):
        return policy.choose(state, p, rng, 0.6)

    def prune(state, p, legal):
        return policy.rank(state, p, legal, candidates)

    def horizon(state, view):
        return state.over or state.epoch > view["epoch"]

    return SearchModel(sample_state=sample_state, evaluate=evaluate, rollout_policy=rollout,
                       candidates=prune, horizon=horizon, step=unchecked_step)


class SearchAgent(Agent):
    """IS-MCTS for turns and research; the policy for payments and nudges."""

    name = "search"

    def __init__(self, seed=0, iterations=20, candidates=5, max_time=None, rollout_depth=16):
        super().__init__(seed)
        self.search = ISMCTS(make_model(candidates), iterations=iterations, max_time=max_time,
                             rollout_depth=rollout_depth)

    def think(self, view, legal, player):
        legal = policy.item_by_item(list(legal))     # payments item by item
        if len(legal) == 1:
            return legal[0]
        kind = (view.get("decision") or {}).get("kind")
        if kind not in SEARCH_KINDS:
            state = sample_state(view, player, self.rng)
            return policy.scored(state, player, legal, self.rng)[0][1]
        return (yield from self.search.run(view, legal, player, self.rng))


LEVELS = levels_dict((
    Level("easy", N_("Easy"), N_("Plays sensible cards by rules of thumb but often slips."),
          lambda seed, max_time: named(PolicyAgent(seed, noise=10.0), "easy")),
    Level("normal", N_("Normal"),
          N_("Plays sensible cards by rules of thumb without slips."),
          lambda seed, max_time: named(PolicyAgent(seed, noise=0.0), "normal")),
    Level("hard", N_("Hard"),
          N_("Plays each epoch out many times in its head before it moves; takes a moment."),
          lambda seed, max_time: named(SearchAgent(seed, iterations=20, max_time=max_time),
                                        "hard")),
    RANDOM_LEVEL,
))


def make_agent(level: str, seed: int = 0, max_time=None) -> Agent:
    """An Agent of the given level ('easy', 'normal', 'hard'; also 'policy' and 'random')."""
    return _make_agent(LEVELS, level, seed, max_time)


__all__ = ["LEVELS", "make_agent"]
