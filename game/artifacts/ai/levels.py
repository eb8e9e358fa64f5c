"""The AI levels for Alien Artifacts: easy, normal, hard (and the hidden random baseline).

Every level sees only view(player) and the legal actions. It samples a full state consistent
with the view (sampling.py) and tries its candidate actions on copies of it:

- easy: one step ahead, but 40 % of its decisions are a random candidate (a slip);
- normal: one step ahead on one sampled state over the pruned candidates;
- hard: three candidates per card and side instead of one (payments, preparations), each
  played on through the rest of its own turn (targets, cards to keep, free actions, the end of
  the turn with its refill), voting over 3 sampled states.

Every level answers the payments for blockaded cards before final scoring exactly, the same
way (policy.py `final_choice`: the affordable set that scores most).
"""
from typing import Optional

from game.core.i18n import N_
from game.core.agents import Agent, Level, RANDOM_LEVEL, levels_dict, named
from game.core.agents import make_agent as _make_agent

from .policy import best_action, candidates, final_choice
from .sampling import sample_state
from .values import evaluate, DEFAULT


class LookaheadAgent(Agent):
    """Chooses by evaluating each candidate action on sampled states (see the module doc)."""

    name = "lookahead"

    def __init__(self, seed: int = 0, noise: float = 0.0, samples: int = 1,
                 follow: bool = False, weights: dict = DEFAULT, width: int = 1,
                 slip: float = 0.0):
        super().__init__(seed)
        self.noise, self.samples, self.follow = noise, samples, follow
        self.weights, self.width, self.slip = weights, width, slip

    def choose(self, view: dict, legal: list, player: int):
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        if (view.get("decision") or {}).get("kind") == "final":
            # the payments before final scoring: exact, whatever the level (policy.py)
            return final_choice(sample_state(view, player, self.rng), player, legal)
        if self.slip and self.rng.random() < self.slip:
            return self.rng.choice(candidates(legal))
        if self.samples == 1:
            state = sample_state(view, player, self.rng)
            a = best_action(state, player, legal, self.rng, self.noise, self.weights,
                                self.follow, self.width)
            return a if a in legal else legal[0]
        votes = {}
        for _ in range(self.samples):
            state = sample_state(view, player, self.rng)
            a = best_action(state, player, legal, self.rng, self.noise, self.weights,
                                self.follow, self.width)
            votes[a] = votes.get(a, 0) + 1
        best = max(votes.values())
        for a in legal:
            if votes.get(a) == best:
                return a
        return legal[0]


LEVELS = levels_dict((
    Level("easy", N_("Easy"), N_("Looks one step ahead, but two moves in five are a "
                                 "sensible-looking move picked at random."),
          lambda seed, max_time: named(LookaheadAgent(seed, slip=0.4), "easy")),
    Level("normal", N_("Normal"),
          N_("Looks one step ahead and picks the move that leaves it best off."),
          lambda seed, max_time: named(LookaheadAgent(seed), "normal")),
    Level("hard", N_("Hard"),
          N_("Looks through the rest of its turn (targets, cards to keep) over several guesses "
             "of the hidden cards."),
          lambda seed, max_time: named(LookaheadAgent(seed, samples=3, follow=True, width=3),
                                               "hard")),
    RANDOM_LEVEL,
))


def make_agent(level: str, seed: int = 0, max_time: Optional[float] = None) -> Agent:
    """An Agent of the given level ('easy', 'normal', 'hard'; also 'random')."""
    return _make_agent(LEVELS, level, seed, max_time)


__all__ = ["LEVELS", "make_agent", "LookaheadAgent", "evaluate"]
