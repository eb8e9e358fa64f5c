"""Leaf evaluations of the Race search that use the learned value (model.py).

- `learned_evaluate(state, p)`: the model's value of p's features, in [0, 1] (a blend of the
  predicted win chance and the predicted final margin): an absolute judgement of a position.
- `RootRelative`: what the hard level uses. Before each search it predicts the final margin of
  the root position from the searcher's view; each leaf is then scored by how much the leaf's
  predicted margin gains on the root's, squashed by a sigmoid of `scale` VP, blended with the
  leaf's win chance. Centred on the root, the values spread around 0.5 whether the searcher
  is far ahead or far behind, so the search still tells a 2 VP better line from a worse one
  (the hand-tuned evaluation rated every option 0.97-0.99 when ahead: its saturation).

Both read only features.from_state (what the player's view shows) and fall back to the
hand-tuned values.evaluate where no weights are shipped for the player count and variant.

- `Blended`: the hand-tuned evaluation and the learned value (`learned_evaluate`) averaged,
  `weight` on the learned one: the leaf of the hard level since 2026-12-02 (docs/rftg-ai.md,
  "The blended leaf"). The learned half keeps telling lines apart where the hand-tuned sigmoid
  saturates, and the hand-tuned half keeps what the small model misjudges in check.

- `CentredClassic`: no learned part: the hand-tuned projected lead (values.projected, mine
  minus the best other seat's), centred the same way on the lead of a sample of the root
  (hard_centred, hidden; measured level with hard, docs/rftg-ai.md).
"""
import math

from . import features
from .model import load as load_model
from .values import EVAL_SCALE, evaluate as classic_evaluate, projected, rounds_left


def learned_evaluate(state, player: int) -> float:
    """Leaf value in [0, 1] for `player`: exact at the end, else the learned value."""
    if state.over:
        return state.outcome()[player]
    model = load_model(state.players, state.advanced)
    if model is None:
        return classic_evaluate(state, player)
    return model.value(features.from_state(state, player))


class RootRelative:
    """A leaf evaluation relative to the root: call `set_root(view)` before each search."""

    def __init__(self, scale: float = 4.0, blend: float = 0.25):
        self.scale = scale
        self.blend = blend
        self.base = 0.0

    def set_root(self, view: dict) -> None:
        """Predict the root's final margin from the searcher's view."""
        model = load_model(view["players"], view["advanced"])
        self.base = model.predict(features.from_view(view))[1] if model is not None else 0.0

    def __call__(self, state, player: int) -> float:
        if state.over:
            return state.outcome()[player]
        model = load_model(state.players, state.advanced)
        if model is None:
            return classic_evaluate(state, player)
        win, margin = model.predict(features.from_state(state, player))
        gain = (margin - self.base) / self.scale
        gain = max(-30.0, min(30.0, gain))
        return self.blend * win + (1.0 - self.blend) / (1.0 + math.exp(-gain))


class Blended:
    """`(1 - weight) * values.evaluate + weight * learned_evaluate` (the hand-tuned evaluation
    alone where no weights are shipped for the set-up); exact at the end of the game."""

    def __init__(self, weight: float = 0.5):
        self.weight = weight

    def __call__(self, state, player: int) -> float:
        return ((1.0 - self.weight) * classic_evaluate(state, player)
                + self.weight * learned_evaluate(state, player))


def lead(state, player: int) -> float:
    """The hand-tuned projected final score of `player` minus the best other seat's."""
    left = rounds_left(state)
    mine = projected(state, player, left)
    return mine - max(projected(state, q, left) for q in range(state.players) if q != player)


class CentredClassic:
    """The hand-tuned evaluation centred on the root: `set_root(state, player)` (a sample of
    the root position) before each search; a leaf scores
    `blend * sigmoid(lead / EVAL_SCALE) + (1 - blend) * sigmoid((lead - lead at root) / scale)`."""

    def __init__(self, scale: float = 4.0, blend: float = 0.25):
        self.scale = scale
        self.blend = blend
        self.base = 0.0

    def set_root(self, state, player: int) -> None:
        self.base = lead(state, player)

    def __call__(self, state, player: int) -> float:
        if state.over:
            return state.outcome()[player]
        d = lead(state, player)
        absolute = max(-30.0, min(30.0, d / EVAL_SCALE))
        gain = max(-30.0, min(30.0, (d - self.base) / self.scale))
        return (self.blend / (1.0 + math.exp(-absolute))
                + (1.0 - self.blend) / (1.0 + math.exp(-gain)))
