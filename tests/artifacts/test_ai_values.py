"""The hard level's fast evaluation gives exactly the numbers of the plain formula (so the
AI's choices did not change when it was sped up), and balance records sum up as played."""
from game.artifacts import cards as C
from game.artifacts.ai.values import DEFAULT, evaluate, remaining, worth
from game.artifacts.balance import (format_report, play_one, play_records, summarize, card_effects,
                                    card_effects_same_size)
from game.artifacts.conditions import tech_value
from game.artifacts.scoring import score
from game.core import tournament as T


def plain_worth(state, p, w):
    """The evaluation written term by term, as it was before it was sped up."""
    if state.over:
        return float(state.final_scores[p])
    rest = remaining(state)
    v = float(score(state, p))
    v += w["credit"] * state.credits[p]
    icons = 0
    for r in state.hand[p]:
        h = C.HALVES[r]
        icons += max(h[0][1], h[1][1])
    v += w["icon"] * icons * min(1.0, rest * 3)
    for pl, res in state.on_planet[p].items():
        v += w["planet_res"] * sum(C.HALVES[r][h][1] for r, h in res) * min(1.0, rest * 3)
    progress = []
    for card, tucked in state.under[p].items():
        kind = C.KIND[card]
        color = C.KIND_COLOR[kind]
        prep = sum(C.half_icons(r, h, color, True) for r, h in tucked)
        total = 5 + state.count_kind(p, kind)
        progress.append(min(1.0, prep / total))
    progress.sort(reverse=True)
    for i, f in enumerate(progress[:3]):
        v += (w["under"] / (1 + i) + w["prep"] * f) * min(1.0, rest * 2)
    for c, side in state.empire[p].items():
        kind = C.KIND[c]
        if side == "O":
            if kind == "planet":
                v += w["op_planet"] * rest
            elif kind == "tech":
                v += w["op_tech"] * rest * (1 + tech_value(state, p, c, "game"))
            else:
                v += w["op_ship"] * rest
        else:
            v += w["logistics"] * rest
    v += w["artifact"] * len(state.arts[p]) + w["plan"] * len(state.plans[p])
    v -= w["blockade"] * sum(state.blocks[p].values())
    return v


def test_fast_worth_equals_the_plain_formula_bit_for_bit():
    checked = 0
    for n, seed in ((2, 3), (3, 4), (4, 5)):
        state = T.NewGame("artifacts", n)(seed)
        agents = [T.LevelAgents("artifacts")("normal", seed + p) for p in range(n)]
        while not state.is_over():
            for p in range(n):
                assert worth(state, p, DEFAULT) == plain_worth(state, p, DEFAULT)
                mine = plain_worth(state, p, DEFAULT)
                best = max(plain_worth(state, q, DEFAULT) for q in range(n) if q != p)
                assert evaluate(state, p) == mine - best
                checked += 1
            q = state.deciders()[0]
            state.apply(q, agents[q].choose(state.view(q), state.legal_actions(q), q))
    assert checked > 300


def test_balance_records_sum_up():
    recs = list(play_records(2, games=3, level="easy", seed=5))
    assert sorted(r["index"] for r in recs) == [0, 1, 2]
    rep = summarize(recs)
    row = rep["by_count"][2]
    assert len(row["turns"]) == 3
    assert sum(row["seats"]) == sum(sum(r["outcome"]) for r in recs)
    assert sum(s for s, _, _, _, _ in row["factions"].values()) == 6
    # VP margins (own score minus the other's) of the two seats of a game cancel out
    assert abs(sum(m for _, _, m, _, _ in row["factions"].values())) < 1e-9
    # faction actions counted from the game's history
    for r in recs:
        state, _ = play_one(2, "easy", 5 * 1000 + 2, r["index"])
        assert r["faction_uses"] == [
            sum(1 for q, a in state.history if q == p and a[0] == "faction") for p in range(2)]
    assert "2 players, 3 games" in format_report(rep)
    # the same game replays to the same record (records from several runs can be summed)
    again = list(play_records(2, games=1, level="easy", seed=5, start=2))[0]
    third = [r for r in recs if r["index"] == 2][0]
    assert {k: v for k, v in again.items() if k != "seconds"} == \
        {k: v for k, v in third.items() if k != "seconds"}


def test_card_effect_compares_holders_with_the_others():
    # two 2-player games: the holder of "x" won both; everyone else lost
    recs = [{"players": 2, "level": "t", "seed": 0, "index": i, "factions": ["f0", "f1"],
             "outcome": [1.0, 0.0], "scores": [2, 1], "turns": 5,
             "empires": [["x"], ["y"]], "seconds": 0.0} for i in range(40)]
    rows = {key: eff for eff, key, n, se in card_effects(summarize(recs))}
    assert rows["x"] == 1.0 and rows["y"] == -1.0


def test_card_effect_of_the_same_size_removes_the_bigger_empire_effect():
    # "s0" sits in big empires, which win; within each size holders do as well as the others
    def rec(i, a, b, out):
        return {"players": 2, "level": "t", "seed": 0, "index": i, "factions": ["f0", "f1"],
                "outcome": out, "scores": [1, 1], "turns": 5, "empires": [a, b], "seconds": 0}
    recs = ([rec(i, ["s0", "p0"], ["p1"], [1.0, 0.0]) for i in range(20)]
            + [rec(20 + i, ["p2", "p3"], ["p4"], [1.0, 0.0]) for i in range(20)]
            + [rec(40 + i, ["s0"], ["p5", "p6"], [0.0, 1.0]) for i in range(10)])
    rep = summarize(recs)
    raw = {key: eff for eff, key, n, se in card_effects(rep, min_empires=1)}
    assert raw["s0"] > 0.2
    eff, se = card_effects_same_size(rep)["s0"]
    assert abs(eff) < 1e-9
    assert "same size" in format_report(rep)


def test_jobs_give_the_same_records():
    one = list(play_records(2, games=2, level="random", seed=8))
    two = list(play_records(2, games=2, level="random", seed=8, jobs=2))
    strip = lambda rs: sorted((r["index"], r["outcome"], r["empires"]) for r in rs)  # noqa: E731
    assert strip(one) == strip(two)


def test_a_game_saved_twice_counts_once(tmp_path):
    import json
    from game.artifacts.balance import read_records
    recs = list(play_records(2, games=2, level="random", seed=9))
    f = tmp_path / "runs.jsonl"
    f.write_text("".join(json.dumps(r) + "\n" for r in recs + recs[:1]))
    assert len(read_records([str(f)])) == 2


def test_balance_prints_each_factions_vp_margin():
    rec = {"players": 3, "level": "hard", "seed": 1, "index": 0, "factions": ["f0", "f1", "f2"],
           "outcome": [1.0, 0.0, 0.0], "scores": [30, 20, 22], "turns": 15,
           "empires": [[], [], []], "seconds": 1.0}
    row = summarize([rec])["by_count"][3]
    assert row["factions"]["f0"][2] == 30 - (20 + 22) / 2          # +9
    assert row["factions"]["f1"][2] == 20 - (30 + 22) / 2          # -6
    line = [x for x in format_report(summarize([rec])).splitlines() if "Verdant" in x][0]
    assert line.endswith("+9.00           -")                       # no action counts
    rec["faction_uses"] = [4, 0, 1]
    line = [x for x in format_report(summarize([rec])).splitlines() if "Verdant" in x][0]
    assert line.endswith("+9.00         4.0")
