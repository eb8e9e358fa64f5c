"""Faction choice in the advanced setup (ai/factions.py): every faction has a strength, the
levels take the faction of the highest value, and a faction next to one already chosen on the
terraforming wheel loses a little."""
from game.gaia import data, new_game
from game.gaia.ai import make_agent
from game.gaia.ai.factions import NEIGHBOUR, STRENGTH, faction_value, pick_faction
from game.gaia.build import wheel_steps


def test_every_faction_has_a_strength():
    assert set(STRENGTH) == set(data.factions())


def test_the_levels_take_the_faction_of_the_highest_value():
    st = new_game(4, {}, 1)
    assert st.phase == "faction"
    view, legal = st.view(0), st.legal_actions(0)
    top = max(faction_value(view, a[1]) for a in legal)
    pick = pick_faction(view, legal)
    assert faction_value(view, pick[1]) == top
    for level in ("normal", "hard"):
        assert make_agent(level, 3).choose(view, legal, 0) == pick


def test_a_rival_one_step_away_costs_neighbour():
    st = new_game(4, {}, 1)
    first = max(STRENGTH, key=STRENGTH.get)
    before = st.view(1)
    st.apply(0, ("faction", first))
    after = st.view(1)
    home = data.factions()[first]["planet"]
    for name, f in data.factions().items():
        if f["planet"] == home:
            continue
        drop = faction_value(before, name) - faction_value(after, name)
        expected = NEIGHBOUR if wheel_steps(f["planet"], home) == 1 else 0.0
        assert abs(drop - expected) < 1e-9, name
