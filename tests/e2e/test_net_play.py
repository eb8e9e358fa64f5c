"""Three Epochs of Space with a friend on another device, through the real pages (two browser
contexts of one Chromium on loopback, no STUN server): the host starts a game with a friend's
seat, makes an invite link (with its QR code), the friend opens it and sends back the answer
code, the host pastes it; both tables then play the game, the friend's tab is closed
mid-game and a new invite resumes its seat from its saved copy; both end on the same final
scores. Every request of both contexts is recorded: none goes to another host."""
import pytest

from tests.e2e.fixtures import CONTEXT_OPTIONS
from tests.e2e.table import TIMEOUT, actions, start_game, wait_moved

pytestmark = pytest.mark.fresh_context


@pytest.fixture
def friend_context(browser, page_log):
    ctx = browser.new_context(**CONTEXT_OPTIONS)
    page_log.watch_context(ctx)
    ctx.on("page", page_log.watch_page)
    yield ctx
    ctx.close()


def invite(host, friend_ctx, seat=1):
    """The invite flow for `seat`; returns the friend's page, connected."""
    host.click(f"[data-net='invite:{seat}']")
    host.wait_for_selector(f"#net-link-{seat}", timeout=TIMEOUT)
    assert host.locator(f".net-seat[data-seat='{seat}'] .net-qr svg[role=img]").count() == 1
    link = host.input_value(f"#net-link-{seat}")
    assert "#/join/" in link
    friend = friend_ctx.new_page()
    friend.goto(link)
    friend.wait_for_selector("#net-answer", timeout=TIMEOUT)
    host.fill(f"#net-answer-{seat}", friend.input_value("#net-answer"))
    host.click(f"[data-net='connect:{seat}']")
    host.wait_for_selector(f".net-seat.is-open[data-seat='{seat}']", timeout=TIMEOUT)
    friend.wait_for_selector(".net-panel.is-open", timeout=TIMEOUT)
    friend.wait_for_selector(".tk-table", timeout=TIMEOUT)
    return friend


def decide(page) -> None:
    """The first option (take from the offer, play a card, or pass); a payment: the table's
    proposal, confirmed."""
    if page.locator(".tk-decide [data-act=confirm][aria-disabled=false]").count() and \
            page.inner_text("#tk-decide-title").startswith("Pay for"):
        page.click(".tk-decide [data-act=confirm][aria-disabled=false]")
    elif page.locator(".tk-decide button[data-act^=opt]").count():
        page.click(".tk-decide button[data-act^=opt] >> nth=0")
    else:
        raise AssertionError(page.inner_text(".tk-decide")[:600] + "\n" +
                             page.inner_html(".tk-decide")[:1500])


def deciding(page) -> bool:
    return page.locator(".tk-decide [data-act]").count() > 0 or \
        page.locator(".tk-endscreen").count() > 0


def play(host, friend, moves: int, n: int = 0) -> int:
    """Make `moves` decisions on whichever page decides (or until the end)."""
    for _ in range(moves):
        for _wait in range(600):
            if host.locator(".tk-endscreen").count():
                return n
            page = host if deciding(host) else friend if deciding(friend) else None
            if page is not None:
                break
            host.wait_for_timeout(100)
        else:
            raise AssertionError("nobody decides")
        before = actions(host)
        decide(page)
        wait_moved(host, before)
        n += 1
    return n


def test_a_friend_plays_three_epochs_over_webrtc_with_a_reconnect(page, friend_context,
                                                                   app_url):
    host = page
    start_game(host, app_url, "epochs", ("human", "friend"), ("Hana", "Pavel"), seed=5,
               options={"first": "player 1"}, set_players=False)
    host.wait_for_selector(".net-seat[data-seat='1'].is-none")
    friend = invite(host, friend_context)
    assert "Pavel" in friend.inner_text(".tk-table")
    n = play(host, friend, 12)
    at = actions(host)
    friend.close()                                       # the friend's tab is closed
    host.wait_for_selector(".net-seat.is-closed[data-seat='1']", timeout=TIMEOUT)
    friend = invite(host, friend_context)                # a new link: the seat resumes
    assert actions(friend) == at
    play(host, friend, 400, n)
    for p in (host, friend):
        p.wait_for_selector(".tk-endscreen", timeout=TIMEOUT)
    assert actions(friend) == actions(host)
    assert friend.inner_text(".tk-endscreen table") == host.inner_text(".tk-endscreen table")


def test_the_hosts_reload_offers_new_links_and_a_gone_friends_seat_goes_to_the_computer(
        page, friend_context, app_url):
    host = page
    start_game(host, app_url, "epochs", ("human", "friend"), ("Hana", "Pavel"), seed=7,
               options={"first": "player 1"}, set_players=False)
    friend = invite(host, friend_context)
    n = play(host, friend, 6)
    at = actions(host)
    host.reload()                                        # the host's page reloads its save
    host.wait_for_selector(".net-seat.is-none[data-seat='1']", timeout=TIMEOUT)
    assert actions(host) == at
    friend.wait_for_selector(".net-panel.is-closed", timeout=TIMEOUT)
    friend.close()
    friend = invite(host, friend_context)               # the new link resumes the seat
    assert actions(friend) == at
    play(host, friend, 4, n)
    friend.close()
    host.wait_for_selector(".net-seat.is-closed[data-seat='1']", timeout=TIMEOUT)
    host.click("[data-net='ai:1:easy']")                 # the computer plays Pavel's seat
    assert host.locator(".net-seat").count() == 0
    for _ in range(300):
        host.wait_for_selector(".tk-endscreen, .tk-decide [data-act]",
                               timeout=TIMEOUT)
        if host.locator(".tk-endscreen").count():
            break
        before = actions(host)
        decide(host)
        wait_moved(host, before)
    assert host.locator(".tk-endscreen").count() == 1
