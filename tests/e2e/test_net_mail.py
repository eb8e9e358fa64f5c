"""Gaia Project by links between two devices (two browser contexts of one Chromium): A starts a
game with a friend's seat and chooses "Play by links", plays until B's turn and copies the
"Send my move" link; B opens it (a new save at the seat whose turn it is), plays until A's
turn and sends the next link; A opens it and has B's moves (the saved records of both
devices are equal). A damaged link says so and changes no save. A finished game's link
(nobody decides) asks which player opens it. No request leaves the test server (the
fixtures' page log)."""
import json

import pytest

from game.core import Record, registry
from game.core.rng import Rng
from game.gaia.__main__ import random_policy
from tests.e2e.helpers import open_app
from tests.e2e.table import TIMEOUT, actions, start_game, wait_turn
from tests.e2e.test_gaia_play import decide
from tests.e2e.test_net_play import friend_context  # noqa: F401  (a second device)
from tests.saves import save_of
from ui import routes
from ui.net.mail import pack

pytestmark = pytest.mark.fresh_context

SAVES = """() => Object.fromEntries(Object.keys(localStorage)
    .filter(k => k.startsWith('galaxy-table/save/')).map(k => [k, localStorage.getItem(k)]))"""


def play_until_link(page, limit: int = 30) -> str:
    """Make this device's decisions until the table offers the link to send; return it."""
    for n in range(limit):
        if page.locator("#mail-link").count():
            return page.input_value("#mail-link")
        assert wait_turn(page) == "decide"
        decide(page, n)
    raise AssertionError("no link to send after " + str(limit) + " moves")


def records(page) -> list:
    """The records of the games saved on this device."""
    return [json.loads(text)["record"] for text in page.evaluate(SAVES).values()]


def test_a_gaia_game_by_links_goes_there_and_back(page, friend_context, app_url):
    a = page
    start_game(a, app_url, "gaia", ("human", "friend"), ("Ada", "Bo"), seed=3,
               options={"variant": "first-game"})
    a.click("[data-net=mail]")
    a.wait_for_selector(".mail-panel", timeout=TIMEOUT)
    assert a.locator(".net-seat").count() == 0           # no invites: a correspondence table
    link = play_until_link(a)
    assert "#/mail/gaia/" in link and "Send my move" in a.inner_text(".mail-panel")
    sent = actions(a)
    assert sent > 0

    b = friend_context.new_page()
    b.goto(link)
    b.wait_for_selector(".mail-panel", timeout=TIMEOUT)
    assert actions(b) == sent
    assert "Ada" in b.inner_text(".mail-panel")          # B sends its moves to Ada
    back = play_until_link(b)
    assert actions(b) > sent
    assert records(b) and len(records(b)) == 1

    a.goto(back)
    a.wait_for_function(f"() => document.querySelector('#tk-root') && "
                        f"+document.querySelector('#tk-root').dataset.actions === {actions(b)}",
                        timeout=TIMEOUT)
    assert records(a) == records(b)                      # one save on A, the same record
    assert a.locator(".tk-decide [data-act]").count() > 0   # and it is A's turn

    before = a.evaluate(SAVES)
    cut = back[:-30] + ("A" if back[-30] != "A" else "B") + back[-29:]
    a.goto(cut)
    a.wait_for_selector("#notices :text('damaged')", timeout=TIMEOUT)
    assert a.get_attribute("#app", "data-screen") == "lobby"
    assert a.evaluate(SAVES) == before


def test_a_link_of_a_finished_game_asks_which_player_opens_it(page, app_url):
    """Nobody decides in a finished game: the page asks which seat is this device's."""
    state = registry.game("gaia").new_game(2, {}, 6)
    choose = random_policy(Rng(2))
    while not state.is_over():
        p = state.deciders()[0]
        state.apply(p, choose(state, p))
    save = save_of(Record.of(state), ("Ada", "Bo"), ("human", "friend"), name="Finished",
                   created="2026-01-01T00:00:00Z",
                   meta={"mail": {"game_id": "pqrstuvwxyz2", "seat": 0}})
    open_app(page, app_url)
    page.goto(app_url + routes.mail_hash("gaia", pack(save)))
    page.wait_for_selector("[data-mail-seat]", timeout=TIMEOUT)
    assert "Which player are you?" in page.inner_text("#screen")
    page.click("[data-mail-seat='1']")
    page.wait_for_selector(".tk-endscreen", timeout=TIMEOUT)
    assert actions(page) == len(state.history)
    saved = [json.loads(t) for t in page.evaluate(SAVES).values()]
    assert len(saved) == 1 and saved[0]["meta"]["mail"]["seat"] == 1
    assert [s["kind"] for s in saved[0]["seats"]] == ["friend", "human"]
