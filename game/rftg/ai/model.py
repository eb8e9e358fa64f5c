"""The learned position value of Race: a tiny MLP run in pure Python (no numpy in the page).

A weights file (`value_2p.json` ...) holds the input normalization (mean, scale), one hidden
layer (tanh; none for a linear model) and two outputs: the logit of winning and the expected
final VP margin over the leading opponent (in units of `margin_unit` VP), plus the command and
seed that produced it. `ValueModel.predict(x)` returns (win probability, margin in VP);
`ValueModel.value(x)` blends both into the search's leaf value in [0, 1]: the margin half keeps
telling moves apart when the win estimate is near 0 or 1 (the old evaluation's saturation).

    >>> m = load(2, False)            # doctest: +SKIP
    >>> m.value(features.from_view(view))  # doctest: +SKIP
"""
import json
import math
from pathlib import Path
from typing import Optional, Sequence

HERE = Path(__file__).parent


def _sig(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


class ValueModel:
    """Normalization + optional tanh hidden layer + (win logit, margin) outputs."""

    def __init__(self, data: dict):
        self.data = data
        self.names = tuple(data["names"])
        self.mean = [float(v) for v in data["mean"]]
        self.inv = [1.0 / float(v) for v in data["scale"]]
        self.w1 = [[float(v) for v in row] for row in data.get("w1") or []]  # hidden x inputs
        self.b1 = [float(v) for v in data.get("b1") or []]
        self.w2 = [[float(v) for v in row] for row in data["w2"]]              # 2 x (hidden|inputs)
        self.b2 = [float(v) for v in data["b2"]]
        self.margin_unit = float(data.get("margin_unit", 10.0))
        self.margin_scale = float(data.get("margin_scale", 6.0))
        self.blend = float(data.get("blend", 0.5))

    def forward(self, x: Sequence[float]) -> tuple:
        """(win logit, margin in units) for the raw feature list x."""
        z = [(a - m) * s for a, m, s in zip(x, self.mean, self.inv)]
        if self.w1:
            z = [math.tanh(b + sum(w * v for w, v in zip(row, z)))
                 for row, b in zip(self.w1, self.b1)]
        return tuple(b + sum(w * v for w, v in zip(row, z)) for row, b in zip(self.w2, self.b2))

    def predict(self, x: Sequence[float]) -> tuple:
        """(probability of winning, expected final VP margin over the leading opponent)."""
        logit, margin = self.forward(x)
        return _sig(logit), margin * self.margin_unit

    def value(self, x: Sequence[float]) -> float:
        """Leaf value in [0, 1]: blend of the win probability and a soft margin."""
        win, margin = self.predict(x)
        return self.blend * win + (1.0 - self.blend) * _sig(margin / self.margin_scale)


def weights_path(players: int, advanced: bool) -> Path:
    """The shipped weights file for a player count / variant."""
    return HERE / (f"value_{players}p" + ("_advanced" if advanced else "") + ".json")


_CACHE: dict = {}


def load(players: int, advanced: bool = False) -> Optional[ValueModel]:
    """The shipped model for this player count and variant, or None if none is shipped."""
    key = (players, bool(advanced))
    if key not in _CACHE:
        path = weights_path(players, advanced)
        _CACHE[key] = ValueModel(json.loads(path.read_text())) if path.exists() else None
    return _CACHE[key]
