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
