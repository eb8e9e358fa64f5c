"""The evaluation's parts answer to what they claim to value: structures and the final tiles'
standings, readiness for the round tiles to come, planets within reach, income still to come."""
import pytest

from game.gaia.ai.evaluate import breakdown, expansion, rounds_left, worth
from tests.gaia.conftest import blank, hexes, put


@pytest.fixture
def board():
    return blank(["terrans", "xenos"])


def test_worth_is_the_sum_of_its_parts(board):
    parts = breakdown(board, 0)
    assert {"vp", "resources", "power", "income", "research", "round_tiles", "final",
            "federations", "expansion"} <= set(parts)
    assert worth(board, 0) == pytest.approx(sum(parts.values()))


def test_final_standing_follows_the_counts(board):
    board.final_tiles = ["structure", "sector"]
    before = breakdown(board, 0)["final"]
    for label in hexes(board, "r")[:3]:
        put(board, 0, "m", label)
    assert breakdown(board, 0)["final"] > before
    assert breakdown(board, 0)["final"] > breakdown(board, 1)["final"]


def test_readiness_for_a_trading_station_round(board):
    nxt = board.round       # round_tiles[board.round] is the next round's tile
    board.round_tiles[nxt] = "score5"          # ts >> 4vp next round
    empty = breakdown(board, 0)["round_tiles"]
    put(board, 0, "m", hexes(board, "r")[0])
    assert breakdown(board, 0)["round_tiles"] > empty


def test_expansion_grows_with_range_and_needs_a_start(board):
    left = rounds_left(board)
    assert expansion(board, 0, left) == 0.0      # no building: nothing is within reach
    put(board, 0, "m", hexes(board, "r")[0])
    near = expansion(board, 0, left)
    board.pl[0].range += 3
    assert expansion(board, 0, left) >= near
    board.pl[0].range -= 3
    board.pl[0].discount = 2                     # terraforming is cheaper
    assert expansion(board, 0, left) >= near
    assert expansion(board, 0, 0) == 0.0         # nothing is worth reaching at the end


def test_income_counts_the_rounds_left(board):
    put(board, 0, "m", hexes(board, "r")[0])
    now = breakdown(board, 0)["income"]
    board.round = 5
    later = breakdown(board, 0)["income"]
    assert now > later > 0


def test_a_style_can_value_a_charge_s_power_and_the_plain_evaluation_does_not(board):
    from game.gaia.ai.evaluate import NORMAL_STYLE, TRIED_STYLE as HARD_STYLE, action_bonus
    board.round = 1
    per = HARD_STYLE["charge"][0]
    assert per > 0
    assert action_bonus(board, ("charge", "3pw"), HARD_STYLE) == pytest.approx(3 * per)
    assert action_bonus(board, ("charge", "1t,3pw"), HARD_STYLE) == pytest.approx(3 * per)
    assert action_bonus(board, ("decline",), HARD_STYLE) == 0.0
    assert action_bonus(board, ("charge", "3pw"), NORMAL_STYLE) == 0.0
    assert action_bonus(board, ("charge", "3pw"), None) == 0.0
    board.round = 6                 # the last round: power left over is hardly used
    assert action_bonus(board, ("charge", "3pw"), HARD_STYLE) == pytest.approx(
        3 * HARD_STYLE["charge"][5])


def test_a_style_changes_only_the_parts_it_names(board):
    from game.gaia.ai.evaluate import TRIED_STYLE
    put(board, 0, "PI", hexes(board, "r")[0])
    normal, hard = breakdown(board, 0), breakdown(board, 0, TRIED_STYLE)
    assert hard["structures"] > normal["structures"]      # the PI weighs more in that style
    for part in ("vp", "income", "round_tiles", "final", "federations", "expansion"):
        assert hard[part] == pytest.approx(normal[part]), part
    assert breakdown(board, 0, {}) == normal


def test_the_hard_style_counts_a_booster_s_income_once(board):
    """A booster pays one income phase: the held one none if it goes back at this round's pass,
    the one taken at a pass the next income only (not once a round to the end)."""
    from game.gaia.ai.evaluate import HARD_STYLE, NORMAL_STYLE
    pl = board.pl[0]

    def income(booster, round_, style):
        pl.booster = booster
        board.round = round_
        return breakdown(board, 0, style)["income"]

    # not passed yet: the booster held now is returned at the pass and pays nothing more
    assert income("booster3", 1, HARD_STYLE) == pytest.approx(income("booster2", 1, HARD_STYLE))
    board.passed.append(0)
    early = income("booster3", 1, HARD_STYLE) - income("booster2", 1, HARD_STYLE)
    late = income("booster3", 4, HARD_STYLE) - income("booster2", 4, HARD_STYLE)
    assert early > 0.5 and early == pytest.approx(late)      # one income, whatever is left
    # without the key (as the plain evaluation of the normal level) it counts every round left
    every = dict(HARD_STYLE, booster_once=False)
    assert income("booster3", 1, every) - income("booster2", 1, every) > 3 * early
    plain = income("booster3", 1, NORMAL_STYLE) - income("booster2", 1, NORMAL_STYLE)
    assert plain > 0


def test_the_hard_style_values_income_the_same_in_every_round_left(board):
    """No discount of later rounds: what an income phase pays is what the income part loses
    (power aside: the bowls value a charge less than power income), so crossing an income phase
    does not by itself raise a position's worth (a pass used to gain there). Without a booster
    the income part is proportional to the rounds left."""
    from game.gaia.ai.evaluate import HARD_STYLE
    board.pl[0].booster = None
    put(board, 0, "m", hexes(board, "r")[0])
    put(board, 0, "ts", hexes(board, "r")[1])
    by_left = {}
    for round_ in (1, 3, 5):
        board.round = round_
        by_left[rounds_left(board)] = breakdown(board, 0, HARD_STYLE)["income"]
    per = by_left[1]
    assert per > 0
    assert by_left[3] == pytest.approx(3 * per) and by_left[5] == pytest.approx(5 * per)


def test_income_weight_multiplies_the_income_part_alone(board):
    """The hard style's `income_weight` (issue 13's ninth pass) scales the income still to come
    and nothing else; without it the income part is the plain one."""
    from game.gaia.ai.evaluate import HARD_STYLE
    put(board, 0, "m", hexes(board, "r")[0])
    put(board, 0, "ts", hexes(board, "r")[1])
    base = dict(HARD_STYLE)
    base.pop("income_weight", None)
    plain, weighted = breakdown(board, 0, base), breakdown(board, 0, dict(base, income_weight=1.8))
    assert plain["income"] > 0
    assert weighted["income"] == pytest.approx(1.8 * plain["income"])
    assert {k: v for k, v in weighted.items() if k != "income"} == \
        {k: v for k, v in plain.items() if k != "income"}
    assert HARD_STYLE["income_weight"] > 1.0


def test_a_style_can_value_every_power_token_owned(board):
    """The experimental `tokens` key (tools/gaia_style_design.py) adds its weight for every
    token in the bowls and the Gaia area, times the rounds left / 6: burning one costs."""
    pl = board.pl[0]
    owned = sum(pl.p) + pl.pg
    left = rounds_left(board)
    plain = breakdown(board, 0, {})["power"]
    valued = breakdown(board, 0, {"tokens": 0.6})["power"]
    assert owned > 0 and valued == pytest.approx(plain + 0.6 * owned * left / 6)
    board.round = 6                                   # nothing left to charge them for
    assert breakdown(board, 0, {"tokens": 0.6})["power"] == breakdown(board, 0, {})["power"]


def test_the_hard_style_s_final_standings_grow_surer_not_larger(board):
    """The final tiles' VP by today's counts weigh more as the game goes on, the rest of the
    weight on the average place: the seats' sum does not grow with the round."""
    from game.gaia.ai.evaluate import HARD_STYLE, NORMAL_STYLE
    board.final_tiles = ["structure", "sector"]
    for label in hexes(board, "r")[:3]:
        put(board, 0, "m", label)

    def finals(round_, style):
        board.round = round_
        return [breakdown(board, s, style)["final"] for s in (0, 1)]

    early, late = finals(1, HARD_STYLE), finals(5, HARD_STYLE)
    assert sum(early) == pytest.approx(sum(late))
    assert late[0] > early[0] and late[1] < early[1]          # the leader's share firms up
    plain_early, plain_late = finals(1, NORMAL_STYLE), finals(5, NORMAL_STYLE)
    assert sum(plain_late) > sum(plain_early)                 # the plain one grows for all


# issue 13's eleventh pass: style keys for the parts the ninth pass's design left alone; each at
# its plain value changes nothing, and each changes only the part it names
ELEVENTH = {"specials": ("specials", 1.0, 1.5), "research_level": ("research", 0.25, 0.5),
            "research_below": ("research", 0.9, 1.8), "round_weights": ("round_tiles",
                                                                        (0.45, 0.2), (0.9, 0.1)),
            "final_weight": ("final", 1.0, 1.5), "mine_vp": ("expansion", 4.5, 6.0),
            "expansion": ("expansion", 0.5, 1.0), "gaiaformer": ("gaiaformers", 1.0, 2.0),
            "discount": ("research", (1.6, 4), (3.0, 6)), "range": ("research", (0.6, 4),
                                                                   (1.5, 6))}


@pytest.mark.parametrize("key", sorted(ELEVENTH))
def test_an_eleventh_pass_key_changes_only_its_part(board, key):
    from game.gaia.ai.evaluate import HARD_STYLE
    part, plain_value, other = ELEVENTH[key]
    board.final_tiles = ["structure", "sector"]
    board.round_tiles[board.round] = "score5"           # ts >> 4vp next round
    for label in hexes(board, "r")[:2]:
        put(board, 0, "m", label)
    board.pl[0].research["terra"] = 2
    board.pl[0].research["eco"] = 1
    board.pl[0].gf_total = max(board.pl[0].gf_total, 1)
    board.pl[0].booster = "booster6"                    # a VP a mine at the pass
    board.pl[0].discount = 1                            # terraforming a step cheaper
    assert board.pl[0].range >= 1
    base = {k: v for k, v in HARD_STYLE.items() if k != key}
    plain = breakdown(board, 0, base)
    assert breakdown(board, 0, dict(base, **{key: plain_value})) == plain
    changed = breakdown(board, 0, dict(base, **{key: other}))
    assert changed[part] != plain[part]
    assert {k: v for k, v in changed.items() if k != part} == \
        {k: v for k, v in plain.items() if k != part}


def test_smooth_mines_values_every_mine_at_the_track_s_average_ore(board):
    """The experimental `smooth_mines` key (issue 13's thirteenth pass): the third mine, whose
    slot pays nothing, adds 7/8 of an ore a round like every other mine; without the key the
    income part counts the slots as they pay."""
    from game.gaia.ai.evaluate import HARD_STYLE
    ore = HARD_STYLE["res"]["o"] * HARD_STYLE["income_weight"] * rounds_left(board)

    def income(mines, style):
        for label in hexes(board, "r")[:mines]:
            if label not in board.bld:
                put(board, 0, "m", label)
        assert board.pl[0].buildings["m"] == mines
        return breakdown(board, 0, style)["income"]

    plain = dict(HARD_STYLE)
    smooth = dict(HARD_STYLE, smooth_mines=1)
    two_plain, two_smooth = income(2, plain), income(2, smooth)
    three_plain, three_smooth = income(3, plain), income(3, smooth)
    assert three_plain == pytest.approx(two_plain)               # the third slot pays nothing
    assert three_smooth - two_smooth == pytest.approx(7 / 8 * ore)
    assert two_smooth == pytest.approx(two_plain - 2 / 8 * ore)  # 2 x 7/8 against 2 x 1


def test_the_learned_value_ships_for_every_round_on_value_py_s_features():
    from game.gaia.ai import value
    models = value.model()
    assert set(models) == set(range(1, 7))
    assert all(len(m["coef"]) == len(value.NAMES) for m in models.values())


def test_a_learned_share_blends_the_learned_value_in_at_four_players_only():
    from game.gaia.ai import value
    four = blank(["terrans", "xenos", "ambas", "hadsch-hallas"])
    put(four, 1, "m", hexes(four, "d")[0])
    plain = {"income_weight": 1.8}
    parts = breakdown(four, 1, plain)
    learned = four.pl[1].vp + value.vp_to_come(four, 1, parts)
    mixed = worth(four, 1, dict(plain, learned=0.5))
    assert mixed == pytest.approx(0.5 * sum(parts.values()) + 0.5 * learned)
    assert mixed != pytest.approx(worth(four, 1, plain))
    two = blank(["terrans", "xenos"])
    assert worth(two, 0, dict(plain, learned=0.5)) == worth(two, 0, plain)
