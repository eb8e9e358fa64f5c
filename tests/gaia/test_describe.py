"""The table's words and questions: every listed action has a label, hexes tell their cost,
the income preview, prompts and progress (game/gaia/describe.py)."""
from game.core.rng import Rng
from game.gaia import new_game
from game.gaia.__main__ import random_policy

from .conftest import game, advance


def test_every_listed_action_has_words_and_every_decision_a_prompt():
    st = new_game(3, {}, 11)
    choose = random_policy(Rng(11))
    kinds = set()
    for _ in range(3000):
        if st.is_over():
            break
        seat = st.deciders()[0]
        d = st.decision_now(seat)
        kinds.add(d.kind)
        assert d.prompt and d.prompt != "Your decision", d.kind
        for a in st.legal_actions(seat):
            words = st.label(seat, a)
            assert words and not words.startswith(a[0] + " "), (a, words)
        st.apply(seat, choose(st, seat))
    assert st.progress() == "Game over"
    assert {"faction", "setup", "booster", "turn"} <= kinds


def test_hex_query_gives_the_cost_of_a_mine():
    st = advance(game(["terrans", "xenos"]))
    seat = st.deciders()[0]
    builds = [a for a in st.legal_actions(seat) if a[0] == "build" and a[1] == "m"]
    assert builds
    info = st.query(seat, "hex", builds[0][2])
    assert info["build"] == "m" and info["cost"] and info["reason"] is None
    assert any(k == "c" for _, k in info["cost"])
    assert info["planet_name"] and info["distance"] is not None


def test_income_preview_and_progress():
    st = advance(game(["terrans", "xenos"]))
    inc = dict((k, n) for n, k in st.query(0, "income"))
    assert inc.get("c", 0) > 0 and inc.get("o", 0) > 0
    assert st.progress().startswith("Round 1")
    v = st.view(0)
    assert v["players"][0]["income"] and v["players"][0]["buildings_left"]["m"] >= 1
    assert "Terraforming" not in st.query(0, "catalogue")["tech1"]


def test_faction_abilities_in_words_with_pi_status():
    st = advance(game(["terrans", "xenos"]))
    xenos = st.view(0)["players"][1]["abilities"]
    assert {"text": "a federation needs a power value of 6", "needs_pi": True,
            "active": False} in xenos
    assert any(a["text"] == "places a third starting mine" for a in xenos)
