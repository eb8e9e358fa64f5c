"""Race for the Galaxy, Gaia Project and Alien Artifacts with a friend on another device,
through the real pages (two browser contexts of one Chromium on loopback, no STUN server):
the invite flow of tests/e2e/test_net_play.py, then the whole game, each page deciding the
way a hurried player does (the games' own e2e deciders), to the same end screen on both.
Every request of both contexts is recorded: none goes to another host."""
import pytest

from tests.e2e.table import TIMEOUT, actions, start_game
from tests.e2e.test_net_play import friend_context, invite  # noqa: F401  (a fixture)

pytestmark = [pytest.mark.fresh_context, pytest.mark.slow]


def _rftg(page, n):
    from tests.e2e.rftg_play import decide_simply
    decide_simply(page)


def _gaia(page, n):
    from tests.e2e.test_gaia_play import decide
    decide(page, n)


def _artifacts(page, n):
    from tests.e2e.test_artifacts_play import decide
    decide(page, n)


GAMES = {"rftg": (_rftg, {}), "gaia": (_gaia, {"variant": "first-game"}),
         "artifacts": (_artifacts, {})}


def _deciding(page) -> bool:
    return page.locator(".tk-decide [data-act]").count() > 0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_game_with_a_friend_over_webrtc(game, page, friend_context, app_url):
    decide, options = GAMES[game]
    host = page
    start_game(host, app_url, game, ("human", "friend"), ("Hana", "Pavel"), seed=5,
               options=options)
    friend = invite(host, friend_context)
    made = {"host": 0, "friend": 0}
    for _ in range(2000):
        if host.locator(".tk-endscreen").count():
            break
        for name, p in (("host", host), ("friend", friend)):
            if _deciding(p):
                decide(p, made[name])
                made[name] += 1
                break
        else:
            host.wait_for_timeout(100)
    friend.wait_for_selector(".tk-endscreen", timeout=TIMEOUT)
    assert made["host"] > 5 and made["friend"] > 5
    assert actions(friend) == actions(host)
    assert friend.inner_text(".tk-endscreen table") == host.inner_text(".tk-endscreen table")
