"""The faction choice: every faction offered is one card-like button with its name, its home
planet (name and colour), its rules in words and a "good for a first game" mark on a few;
the engine's "faction" query gives the facts."""
import html as H
import re

from game.gaia import new_game
from ui.gaia.factions import FIRST_GAME, card_lines
from ui.gaia.mapview import PLANETS
from ui.gaia.widgets import GaiaWidget


def _faction_decision(players=2, seed=5):
    st = new_game(players, {"variant": "advanced"}, seed=seed)
    seat = st.deciders()[0]
    view = st.view(seat)
    assert view["decision"]["kind"] == "faction"
    return st, seat, view, st.legal_actions(seat)


def _cards(page: str) -> dict:
    """{faction: the button's HTML} of the rendered decision."""
    found = re.findall(r'(<button [^>]*data-faction="([a-z-]+)"[^>]*>.*?</button>)', page, re.S)
    return {name: b for b, name in found}


def test_every_faction_offered_is_a_card_with_its_planet_and_lines():
    st, seat, view, legal = _faction_decision()
    w = GaiaWidget(view, seat, legal, lambda name, *a: st.query(seat, name, *a))
    page = w.render([], "", False)
    cards = _cards(page)
    offered = [a[1] for a in legal if a[0] == "faction"]
    assert len(offered) == 14 and sorted(cards) == sorted(offered)
    assert 2 <= len(FIRST_GAME) <= 4 and set(FIRST_GAME) <= set(offered)
    for i, a in enumerate(legal):
        name = a[1]
        card, info = cards[name], st.query(seat, "faction", name)
        assert f'data-act="opt:{i}"' in card and card.count("<button") == 1
        assert H.escape(info["name"]) in card or info["name"] in card
        fill = PLANETS[info["planet"]][0]
        assert info["planet_name"] in card and f"background:{fill}" in card
        lines = card_lines(info)
        assert 2 <= len(lines) <= 3, (name, lines)
        for _cls, words in lines:
            assert words in H.unescape(card), (name, words)
        assert ("Good for a first game" in card) == (name in FIRST_GAME)
        assert "aria-label" not in card      # its visible text is its accessible name
    # the first-game factions come first, and the first card takes the focus
    order = re.findall(r'data-faction="([a-z-]+)"', page)
    assert order[:len(FIRST_GAME)] == sorted(FIRST_GAME, key=order.index)
    assert set(order[:len(FIRST_GAME)]) == set(FIRST_GAME)
    assert 'data-autofocus="1"' in cards[order[0]]
    # no bare "Play the X (Planet)" buttons are left
    assert "Play the" not in page


def test_a_taken_home_planet_takes_its_factions_off_the_cards():
    st, seat, view, legal = _faction_decision()
    st.apply(seat, ("faction", "terrans"))
    seat = st.deciders()[0]
    legal = st.legal_actions(seat)
    w = GaiaWidget(st.view(seat), seat, legal, lambda name, *a: st.query(seat, name, *a))
    cards = _cards(w.render([], "", False))
    assert "terrans" not in cards and "lantids" not in cards and "xenos" in cards


def test_the_faction_query_says_where_a_board_differs():
    st, seat, _view, _legal = _faction_decision()
    lantids = st.query(seat, "faction", "lantids")
    assert lantids["planet"] == "r" and lantids["differences"]["power"] == [4, 0, 0]
    assert [a["needs_pi"] for a in lantids["abilities"]] == [False, True]
    ambas = st.query(seat, "faction", "ambas")
    assert ambas["abilities"] == [] and ambas["pi_actions"]
    assert st.query(seat, "faction", "taklons")["differences"] == {}


def test_the_cards_speak_the_players_language():
    from game.core import i18n

    st, seat, view, legal = _faction_decision()
    i18n.set_language("hu")
    try:
        w = GaiaWidget(st.view(seat), seat, legal, lambda name, *a: st.query(seat, name, *a))
        cards = _cards(w.render([], "", False))
    finally:
        i18n.set_language("en")
    terrans = H.unescape(cards["terrans"])
    assert "Bolygótani intézet:" in terrans and "Első játékhoz ajánlott" in terrans
    assert "Planetary institute" not in terrans and "Good for" not in terrans
