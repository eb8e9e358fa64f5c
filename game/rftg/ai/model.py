"""The learned position value of Race: a tiny MLP run in pure Python (no numpy in the page).

One weights file per player count and variant (`weights_path`: `value_2p.json`,
`value_3p.json`, `value_4p.json`, `value_2p_advanced.json`, each made by train.py) holds the
input normalization (mean, scale), one hidden layer (tanh; none for a linear model) and two
outputs: the logit of winning and the expected final VP margin over the leading opponent (in
units of `margin_unit` VP), plus the command and seed that produced it.
`ValueModel.predict(x)` returns (win probability, margin in VP); `ValueModel.value(x)` blends
both into the search's leaf value in [0, 1]: the margin part is linear in VP (clipped at
+-`margin_span`), so it keeps telling moves apart when the win estimate is near 0 or 1 (the old
evaluation's saturation: every option rated 0.97-0.99).

    >>> m = load(2, False)            # doctest: +SKIP
    >>> m.value(features.from_view(view))  # doctest: +SKIP
"""
import json
import math
from pathlib import Path
from typing import Optional, Sequence

from game.core.packaged import read_bytes

HERE = Path(__file__).parent


def _sig(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


class ValueModel:
    """Normalization + optional tanh hidden layer + (win logit, margin) outputs, with an
    optional linear skip from the normalized inputs to the outputs (`ws`): far outside the
    training range the tanh units flatten, the skip keeps the margin growing with the lead."""

    def __init__(self, data: dict):
        self.data = data
        self.names = tuple(data["names"])
        self.mean = [float(v) for v in data["mean"]]
        self.inv = [1.0 / float(v) for v in data["scale"]]
        self.w1 = [[float(v) for v in row] for row in data.get("w1") or []]  # hidden x inputs
        self.b1 = [float(v) for v in data.get("b1") or []]
        self.w2 = [[float(v) for v in row] for row in data["w2"]]              # 2 x (hidden|inputs)
        self.b2 = [float(v) for v in data["b2"]]
        self.ws = [[float(v) for v in row] for row in data.get("ws") or []]  # 2 x inputs
        self.margin_unit = float(data.get("margin_unit", 10.0))
        self.margin_span = float(data.get("margin_span", 40.0))
        self.blend = float(data.get("blend", 0.5))

    def forward(self, x: Sequence[float]) -> tuple:
        """(win logit, margin in units) for the raw feature list x."""
        z = [(a - m) * s for a, m, s in zip(x, self.mean, self.inv)]
        h = z
        if self.w1:
            h = [math.tanh(b + sum(w * v for w, v in zip(row, z)))
                 for row, b in zip(self.w1, self.b1)]
        out = [b + sum(w * v for w, v in zip(row, h)) for row, b in zip(self.w2, self.b2)]
        for i, row in enumerate(self.ws):
            out[i] += sum(w * v for w, v in zip(row, z))
        return tuple(out)

    def predict(self, x: Sequence[float]) -> tuple:
        """(probability of winning, expected final VP margin over the leading opponent)."""
        logit, margin = self.forward(x)
        return _sig(logit), margin * self.margin_unit

    def value(self, x: Sequence[float]) -> float:
        """Leaf value in [0, 1]: blend of the win probability and the margin, linear in VP."""
        win, margin = self.predict(x)
        lead = min(1.0, max(0.0, 0.5 + 0.5 * margin / self.margin_span))
        return self.blend * win + (1.0 - self.blend) * lead


def weights_path(players: int, advanced: bool) -> Path:
    """The shipped weights file for a player count / variant."""
    return HERE / (f"value_{players}p" + ("_advanced" if advanced else "") + ".json")


_CACHE: dict = {}


def load(players: int, advanced: bool = False) -> Optional[ValueModel]:
    """The shipped model for this player count and variant, or None if none is shipped."""
    key = (players, bool(advanced))
    if key not in _CACHE:
        try:  # through the package's loader: the page imports the app from app.zip
            data = read_bytes(__package__, weights_path(players, advanced).name)
        except OSError:
            data = None
        _CACHE[key] = ValueModel(json.loads(data.decode("utf-8"))) if data else None
    return _CACHE[key]
