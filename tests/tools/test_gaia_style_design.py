"""tools/gaia_style_design.py: its weight sets map onto the evaluation's style keys, the first
set is the hard style before issue 13's ninth pass, its fit finds a planted effect, and the
corner it names from the ninth pass's design is the shipped hard style."""
import json
import random

import pytest

from game.gaia.ai.evaluate import HARD_STYLE, STRUCT
from tools import gaia_style_design as design


def test_the_first_set_is_the_style_before_the_ninth_pass():
    style = design.style_of(design.BEFORE)
    assert style["res"] == {"k": 0.9, "o": 1.0, "c": 0.32, "q": 2.0}
    assert (style["pw_income"], style["t_income"], style["income_weight"]) == (0.5, 0.4, 1.0)
    assert style["struct"] == STRUCT
    assert "charge" not in style and "neighbours" not in style and "tokens" not in style


def test_draws_stay_in_the_box_and_replay():
    ra, rb = random.Random(design.DESIGN_SEED), random.Random(design.DESIGN_SEED)
    a = [design.draw(ra) for _ in range(3)]
    b = [design.draw(rb) for _ in range(3)]
    assert a == b and a[0] != a[1]
    for p in a:
        assert all(lo <= p[k] <= hi for k, (lo, hi) in design.BOX.items())


def _planted(tmp_path, effect):
    rng = random.Random(5)
    lines = []
    for sid in range(60):
        p = design.BEFORE if sid == 0 else design.draw(rng)
        vp = 100 + sum(effect.get(k, 0) * (p[k] - design.BEFORE[k]) for k in p)
        lines.append(json.dumps({"sid": sid, "p": p, "vp": vp + rng.gauss(0, 0.3)}))
    path = tmp_path / "design.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_the_fit_finds_a_planted_effect_and_its_corner(tmp_path):
    text = design.fit(_planted(tmp_path, {"k": 10.0, "pw_income": -8.0}))
    corner = json.loads(text.splitlines()[-1])
    assert corner["k"] == design.BOX["k"][1] and corner["pw_income"] == design.BOX["pw_income"][0]
    assert corner["o"] == design.BEFORE["o"]            # no effect: left as before
    first = text.splitlines()[2].split()
    assert first[0] in ("k", "pw_income")


def test_the_shipped_hard_style_is_the_ninth_pass_corner():
    corner = dict(design.BEFORE, pw_income=0.25, t_income=0.1, k=1.4, o=1.4, c=0.45, q=2.6,
                  income_weight=1.8)
    style = design.style_of(corner)
    for key in ("res", "pw_income", "t_income", "income_weight", "booster_once", "disc",
                "final_prior"):
        assert HARD_STYLE[key] == style[key]
    assert style["struct"] == STRUCT and "struct" not in HARD_STYLE
    # the design's bowl II value is 0.52 x bowl III (0.218); the shipped style keeps 0.22
    assert style["bowls"][0] == 0.42 and style["bowls"][1] == pytest.approx(0.22, abs=0.002)


def test_the_eleventh_design_starts_at_the_shipped_style_and_stays_in_its_box():
    """Its first set evaluates every part as the shipped hard style does (the keys it adds are
    at their plain values), and its draws stay in its own box."""
    from game.gaia.ai.evaluate import breakdown
    from tests.gaia.conftest import blank, hexes, put
    board = blank(["terrans", "xenos"])
    board.final_tiles = ["structure", "sector"]
    for label in hexes(board, "r")[:2]:
        put(board, 0, "m", label)
    put(board, 0, "ts", hexes(board, "r")[2])
    first = design.style_of11(design.BEFORE11)
    assert breakdown(board, 0, first) == breakdown(board, 0, HARD_STYLE)
    rng = random.Random(design.DESIGN_SEED)
    for _ in range(5):
        p = design.draw(rng, design.BOX11)
        assert all(lo <= p[k] <= hi for k, (lo, hi) in design.BOX11.items())
        style = design.style_of11(p)
        assert style["res"] == HARD_STYLE["res"]            # the ninth pass's weights kept
        assert style["struct"]["ac1"] == style["struct"]["ac2"] == p["ac"]
