"""How the Race search expects another seat to choose its action cards (issue 18).

The search plays the other seats by the rules-of-thumb policy. For the action cards that
policy is nearly certain: whenever a seat could place a card it has that seat call Develop
or Settle, every round. A search that believes it waits for the other seat to call the
building phases and spends its own call elsewhere; when the other seat never calls them
(a player who explores, or Keldon Jones' AI, which produces and consumes), the searcher
waits in vain: two of our searches facing each other once played 1,000 rounds without
building (docs/rftg-ai.md, "A game that never ends").

`CallModel` replaces that certainty with a distribution over the legal action-card options:

    P(option) = (w * softmax(score / T) + c) / (w + n)

where `score` is the policy's rating of the option, `c` the number of earlier rounds in which
that seat revealed exactly this option, `n` the rounds it has revealed so far, `w` the weight
of the rating (as if it were `w` rounds seen) and `T` its temperature (VP). Early in a game
it follows the ratings; as rounds go by it follows what the seat really calls. The calls are
public (view seats' "calls"), so the model reads nothing a player could not see. Other
decision kinds follow the policy as before.

`fit(points)` ranks a grid of (T, w) by the mean log-likelihood of the calls really made at
`points`; `python3 -m game.rftg.ai.fit_calls` collects the points from games of our levels.
"""
import math
from typing import Optional

from ..constants import ACTIONS_ADVANCED
from . import policy

_ORDER = {a: i for i, a in enumerate(ACTIONS_ADVANCED)}


def _key(cards) -> tuple:
    """An option's cards in one canonical order (advanced pairs may come either way)."""
    return tuple(sorted(cards, key=_ORDER.__getitem__))


class CallModel:
    """The opponent model of the search: a distribution over the action-card options that
    blends the policy's ratings with the seat's own earlier calls; the policy otherwise."""

    def __init__(self, ratings: Optional[dict] = None, temperature: float = 1.0,
                 prior_weight: float = 4.0, noise: float = 0.3):
        self.ratings = ratings
        self.temperature = temperature
        self.prior_weight = prior_weight
        self.noise = noise

    def distribution(self, state, p: int) -> list:
        """[(action, probability)] over p's legal action-card options (state at p's
        action choice)."""
        rated = policy.scores(state, p, self.ratings)
        legal = [a for a, _ in rated]
        scores = [x for _, x in rated]
        t = self.temperature
        top = max(scores)
        weights = [math.exp((s - top) / t) for s in scores]
        total = sum(weights)
        calls = state.calls[p]
        n = len(calls)
        w = self.prior_weight
        if not n:
            return [(a, x / total) for a, x in zip(legal, weights)]
        seen = {}
        for c in calls:
            k = _key(c)
            seen[k] = seen.get(k, 0) + 1
        counted = [seen.get(_key(a[1:]), 0) for a in legal]
        # calls of options not legal now (none in the rules as they stand) drop out
        norm = w + sum(counted)
        return [(a, (w * x / total + c) / norm) for a, x, c in zip(legal, weights, counted)]

    def __call__(self, state, p: int, rng):
        decision = state.decision[p]
        if decision is None or decision[0] != "action":
            return policy.choose(state, p, rng, self.noise, self.ratings)
        dist = self.distribution(state, p)
        r = rng.random()
        for a, x in dist:
            r -= x
            if r < 0.0:
                return a
        return dist[-1][0]


def log_likelihood(points: list, temperature: float, prior_weight: float,
                   ratings: Optional[dict] = None) -> float:
    """Mean log-probability the model gives the calls really made at `points`."""
    model = CallModel(ratings, temperature, prior_weight)
    total = 0.0
    for state, p, action in points:
        dist = dict(model.distribution(state, p))
        total += math.log(max(1e-9, dist.get(action, 0.0)))
    return total / max(1, len(points))


def fit(points: list, temperatures=(0.5, 1.0, 2.0, 3.0, 5.0),
        weights=(1.0, 2.0, 4.0, 8.0, 1e9), ratings: Optional[dict] = None) -> list:
    """[(mean log-likelihood, T, w)] over the grid, best first."""
    out = [(log_likelihood(points, t, w, ratings), t, w) for t in temperatures for w in weights]
    return sorted(out, reverse=True)
