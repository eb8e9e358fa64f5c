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


def test_an_invite_link_names_the_game_seat_players_host_and_offer():
    from ui import routes as R
    games = ["rftg", "epochs"]
    text = R.join_hash("epochs", 1, 2, "epochs-20261207-1200-abcd", "AbC_-123xyz")
    route = R.parse(text, games)
    assert route == R.Route("join", game="epochs", save_id="epochs-20261207-1200-abcd",
                            seat=1, players=2, code="AbC_-123xyz")
    assert R.hash_of(route) == text
    long_code = "A" * 900                   # an offer with many candidates: still a link
    assert R.parse(R.join_hash("rftg", 2, 4, "h1", long_code), games).kind == "join"


@pytest.mark.parametrize("text", [
    "#/join/epochs/1/2/host", "#/join/epochs/2/2/host/AbCdEfGh1", "#/join/epochs/x/2/host/AbCdEfGh1",
    "#/join/epochs/1/9/host/AbCdEfGh1", "#/join/epochs/1/2/Host!/AbCdEfGh1",
    "#/join/epochs/1/2/host/Ab+d=", "#/join/epochs/1/2/host/AbCdEfGh1/more",
    "#/join/epochs/1/2/host/" + "A" * 1300,
])
def test_a_damaged_invite_link_leads_to_the_lobby_with_a_reason(text):
    from ui import routes as R
    route = R.parse(text, ["epochs"])
    assert route.kind == "bad" and route.message in (R.BAD_INVITE, R.BAD_LINK)


def test_an_invite_for_an_unknown_game_says_so():
    from ui import routes as R
    assert R.parse("#/join/chess/1/2/host/AbCdEfGh1", ["epochs"]).message == R.NO_SUCH_GAME
