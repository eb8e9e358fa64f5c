"""Hash routing (ui/routes.py): the page's addresses and how links are read."""
import pytest
from hypothesis import given, settings, strategies as st

from ui import routes
from ui.routes import Route

GAMES = ("rftg", "gaia")


@pytest.mark.parametrize("text, route", [
    ("", Route("lobby")),
    ("#", Route("lobby")),
    ("#/", Route("lobby")),
    ("#//", Route("lobby")),
    ("#/rftg/new", Route("new", "rftg")),
    ("#/rftg/new/", Route("new", "rftg")),
    ("#/rftg/rftg-20261126-0612-x7k2", Route("game", "rftg", "rftg-20261126-0612-x7k2")),
    ("#/gaia/auto-gaia", Route("game", "gaia", "auto-gaia")),
])
def test_good_links(text, route):
    assert routes.parse(text, GAMES) == route


@pytest.mark.parametrize("text, words", [
    ("#/chess/new", "game this app does not have"),
    ("#/rftg", "not a Galaxy Table address"),
    ("#/rftg/a/b", "not a Galaxy Table address"),
    ("#rftg/new", "not a Galaxy Table address"),
    ("#/rftg/Bad%20Id", "not in this browser's saves"),
    ("#/rftg/" + "x" * 200, "not in this browser's saves"),
])
def test_bad_links_say_why(text, words):
    route = routes.parse(text, GAMES)
    assert route.kind == "bad" and words in route.message


def test_hashes_round_trip():
    for route in (Route("lobby"), Route("new", "rftg"), Route("game", "gaia", "gaia-1-2-abcd")):
        assert routes.parse(routes.hash_of(route), GAMES) == route
    assert routes.hash_of(Route("bad", message="x")) == "#/"
    assert routes.game_hash("rftg", "x1") == "#/rftg/x1"
    assert routes.new_game_hash("rftg") == "#/rftg/new"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_any_text_gives_a_route(text):
    route = routes.parse(text, GAMES)
    assert route.kind in ("lobby", "new", "game", "bad")
    assert (route.kind == "bad") == (route.message is not None)


def test_huge_or_deeply_bracketed_links_are_bad_links():
    games = ["rftg"]
    for text in ("#/rftg/" + "a" * 2_000_000, "#/rftg/" + "[" * 20_000, "#/" + "{" * 200_000):
        assert routes.parse(text, games).kind == "bad"
