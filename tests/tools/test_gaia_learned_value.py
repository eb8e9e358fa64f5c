"""tools/gaia_learned_value.py: the features it reads, its ridge fit, the samples of a replayed
game and the blended worth it gives the hard level."""
import json

import pytest

from game.gaia.ai import evaluate
from tools import gaia_learned_value as lv


@pytest.fixture(scope="module")
def record():
    return lv.play_game(3, 0, level="easy")


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_features_follow_names_and_read_the_seat_s_position(record):
    from game.core import tournament
    from game.core.tournament import mix
    st = tournament.NewGame("gaia", 4)(mix(3, 0, 0))
    for p, a in record["actions"][:40]:
        st.apply(p, tuple(a))
    f = lv.features(st, 1)
    assert len(f) == len(lv.NAMES)
    named = dict(zip(lv.NAMES, f))
    pl = st.pl[1]
    assert named["f_" + pl.faction] == 1.0 and sum(named[n] for n in lv.NAMES
                                                    if n.startswith("f_")) == 1.0
    assert named["m"] == pl.buildings["m"] and named["q"] == pl.q
    before = named["o"]
    pl.o = min(pl.o + 1, 15) if pl.o < 15 else pl.o - 1
    assert dict(zip(lv.NAMES, lv.features(st, 1)))["o"] != before


def test_ridge_recovers_a_linear_rule():
    xs = [[float(i % 7), float((i * 3) % 5), 1.0 if i % 2 else 0.0] for i in range(60)]
    ys = [2 * a - 1.5 * b + 4 * c + 3 for a, b, c in xs]
    coef, b0 = lv.ridge(xs, ys, 1e-9)
    assert coef == pytest.approx([2, -1.5, 4], abs=1e-6) and b0 == pytest.approx(3, abs=1e-6)
    shrunk, _ = lv.ridge(xs, ys, 1e4)
    assert all(abs(s) < abs(c) for s, c in zip(shrunk, coef))


def test_the_floor_shrinks_a_rare_flag_and_leaves_a_wide_column_alone():
    # column 0 spreads widely; column 1 is a flag set in 3 rows of 200, each of them a lucky
    # game that scored 30 more
    xs = [[float(i % 11), 1.0 if i in (5, 90, 150) else 0.0] for i in range(200)]
    ys = [1.5 * a + 30 * b + (i % 3) for i, (a, b) in enumerate(xs)]
    plain, _ = lv.ridge(xs, ys, 10.0)
    floored, _ = lv.ridge(xs, ys, 10.0, floor=1.0)
    assert plain[1] > 20                       # standardized ridge: the flag keeps most of it
    assert floored[1] < plain[1] / 3           # floored: shrunk as a column of variance 1
    assert floored[0] == pytest.approx(plain[0], abs=0.05)   # variance 10 > 1: unchanged


def test_a_prior_is_what_the_fit_shrinks_towards():
    xs = [[float(i % 7), 1.0 if i % 2 else 0.0, 0.0] for i in range(60)]
    ys = [2 * a + 4 * b + 3 for a, b, _c in xs]
    free, _ = lv.ridge(xs, ys, 1e-9, prior=[-1.0, 9.0, 5.0])
    assert free[:2] == pytest.approx([2, 4], abs=1e-6)          # the data decides
    held, _ = lv.ridge(xs, ys, 1e9, prior=[-1.0, 9.0, 5.0])
    assert held == pytest.approx([-1.0, 9.0, 5.0], abs=1e-4)    # the prior decides
    plain, _ = lv.ridge(xs, ys, 1e9)
    assert plain == pytest.approx([0, 0, 0], abs=1e-4)
    # a column the records never vary (a faction nobody chose) keeps its prior at any lam
    assert lv.ridge(xs, ys, 1.0, prior=[0.0, 0.0, 5.0])[0][2] == pytest.approx(5.0)
    rows = [(1, x, y) for x, y in zip(xs, ys)]
    prior = {1: {"coef": [-1.0, 9.0, 5.0], "b0": 0.0}}
    assert lv.fit(rows, 1e9, prior=prior)[1]["coef"] == pytest.approx([-1, 9, 5], abs=1e-4)
    assert lv.r2(prior, [rows], 1) < lv.r2(lv.fit(rows, 1e-9, prior=prior), [rows], 1)


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_samples_are_main_turns_with_the_vp_still_to_come(record):
    rows = lv.samples(record)
    assert rows and {r for r, _f, _y in rows} == set(range(1, 7))
    assert all(len(f) == len(lv.NAMES) for _r, f, _y in rows)
    # every seat of this game gains VP from each of its turns to the end
    assert all(y >= 0 for _r, _f, y in rows)
    assert json.loads(json.dumps(record)) == record       # a record is plain JSON


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_the_blend_is_the_hand_evaluation_at_share_0_and_the_model_at_share_1(record):
    from game.core import tournament
    from game.core.tournament import mix
    from game.gaia.ai import value
    st = tournament.NewGame("gaia", 4)(mix(3, 0, 0))
    for p, a in record["actions"][:60]:
        st.apply(p, tuple(a))
    models = {r: {"coef": [0.0] * len(lv.NAMES), "b0": 10.0 * r} for r in range(1, 7)}
    models[st.round]["coef"][lv.NAMES.index("c")] = 2.0
    plain = {k: v for k, v in evaluate.HARD_STYLE.items() if k != "learned"}
    hand = evaluate.worth(st, 2, plain)
    try:
        value.use(models)
        assert evaluate.worth(st, 2, dict(plain, learned=0.0)) == pytest.approx(hand)
        want = st.pl[2].vp + 10.0 * st.round + 2.0 * min(st.pl[2].c, 30)
        assert evaluate.worth(st, 2, dict(plain, learned=1.0)) == pytest.approx(want)
        half = evaluate.worth(st, 2, dict(plain, learned=0.5))
        assert half == pytest.approx((hand + want) / 2)
        # six shares: the one of the position's round applies
        by_round = [0.0] * 6
        by_round[st.round - 1] = 1.0
        assert evaluate.worth(st, 2, dict(plain, learned=by_round)) == pytest.approx(want)
        by_round[st.round - 1] = 0.0
        by_round[st.round % 6] = 1.0
        assert evaluate.worth(st, 2, dict(plain, learned=by_round)) == pytest.approx(hand)
    finally:
        value.use(None)


@pytest.mark.slow     # whole AI games: not in `tests/run.sh fast`
def test_explore_takes_the_easy_level_s_choice_at_some_decisions(record):
    again = lv.play_game(3, 0, level="easy")
    assert again == record                                  # seeded: the same game
    explored = lv.play_game(3, 0, level="easy", explore=0.3)
    assert explored["explore"] == 0.3 and explored["actions"] != record["actions"]
    assert explored == lv.play_game(3, 0, level="easy", explore=0.3)
    assert explored["actions"][:4] == record["actions"][:4]     # factions are never explored
    assert lv.samples(explored)                                  # and the records replay


def test_alpha_takes_one_share_or_six():
    assert lv._share("0.5") == 0.5
    assert lv._share("0.7,0.7,0.5,0.5,0.5,0.5") == (0.7, 0.7, 0.5, 0.5, 0.5, 0.5)
    import argparse
    with pytest.raises(argparse.ArgumentTypeError):
        lv._share("0.5,0.5")


def test_play_blends_the_shipped_share_unless_told_otherwise(monkeypatch, capsys):
    seen = []

    class FakePool:
        def __init__(self, jobs, init, initargs):
            seen.append(initargs)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def map(self, fn, jobs, chunksize=1):
            return [[100, 100, 100, 100] for _ in jobs]

    monkeypatch.setattr(lv, "Pool", FakePool)
    assert lv.main(["play", "shipped", "--games", "2"]) == 0
    assert lv.main(["play", "shipped", "--games", "2", "--alpha", "0.3"]) == 0
    assert seen == [("shipped", evaluate.HARD_STYLE["learned"]), ("shipped", 0.3)]
    assert f"alpha {evaluate.HARD_STYLE['learned']}: 100.00 VP a seat" in capsys.readouterr().out


def test_games_refuses_a_model_it_cannot_read(tmp_path, capsys):
    out = tmp_path / "g.jsonl"
    assert lv.main(["games", "--games", "1", "--model", str(tmp_path / "none.json"),
                    "--out", str(out)]) == 2
    assert "cannot read a model" in capsys.readouterr().err and not out.exists()


def test_games_refuses_an_explore_share_that_is_not_a_probability(tmp_path, capsys):
    out = tmp_path / "g.jsonl"
    for bad in ("1.5", "-0.1"):
        assert lv.main(["games", "--games", "1", "--explore", bad, "--out", str(out)]) == 2
        assert "--explore is a probability" in capsys.readouterr().err and not out.exists()


def test_fit_refuses_a_prior_it_cannot_read(tmp_path, capsys, record):
    recs = tmp_path / "r.jsonl"
    recs.write_text(json.dumps(record) + "\n")
    out = tmp_path / "m.json"
    assert lv.main(["fit", str(recs), "--prior", str(tmp_path / "none.json"),
                    "--out", str(out)]) == 2
    assert "cannot read a model" in capsys.readouterr().err and not out.exists()


def test_install_sets_the_hard_style_s_share_and_the_models(monkeypatch):
    from game.gaia.ai import value
    monkeypatch.setitem(evaluate.HARD_STYLE, "learned", evaluate.HARD_STYLE.get("learned"))
    models = {r: {"coef": [0.0] * len(lv.NAMES), "b0": 0.0} for r in range(1, 7)}
    try:
        lv.install(models, 0.25)
        assert evaluate.HARD_STYLE["learned"] == 0.25 and value.model() is models
    finally:
        value.use(None)


def test_fit_writes_a_model_file_the_tool_and_value_py_read(tmp_path, record):
    recs = tmp_path / "r.jsonl"
    recs.write_text(json.dumps(record) + "\n" + json.dumps(lv.play_game(3, 1, level="easy"))
                    + "\n")
    out = tmp_path / "m.json"
    assert lv.main(["fit", str(recs), "--lam", "100", "--out", str(out)]) == 0
    doc = json.loads(out.read_text())
    assert doc["names"] == list(lv.NAMES) and "fit" in doc["made_by"]
    models = lv.load(str(out))
    assert set(models) == set(range(1, 7))
    assert all(len(m["coef"]) == len(lv.NAMES) for m in models.values())
    # shrunk towards the shipped models at a huge lam, the fit is the shipped models
    assert lv.main(["fit", str(recs), "--lam", "1e12", "--prior", "shipped",
                    "--out", str(out)]) == 0
    shipped = lv.load(str(lv.REPO / "game/gaia/ai/value_4p.json"))
    for r, m in lv.load(str(out)).items():
        assert m["coef"] == pytest.approx(shipped[r]["coef"], abs=1e-3)


def test_fit_refuses_a_file_that_is_not_records(tmp_path, capsys):
    bad = tmp_path / "x.jsonl"
    bad.write_text("not json\n")
    assert lv.main(["fit", str(bad), "--out", str(tmp_path / "m.json")]) == 2
    assert "cannot read records" in capsys.readouterr().err
    assert not (tmp_path / "m.json").exists()
