"""Three Epochs of Space in the page, as a player sees it: a game against the AI from the
new-game form (taking from the offer, playing cards from the hand onto highlighted quarters,
confirming the payment the table proposes), an epoch's end shown on the table, the last
moves to the end screen and a hotseat game reaching epoch 2 behind the curtain (these from
saves a few moves before), the keyboard and undo. The page fixture fails the test on
any request to a host other than the test server."""
from tests.e2e.table import (TIMEOUT, actions, import_played, pass_curtains, played_save,
                             start_game, wait_moved, wait_turn)



def start(page, url, seats, names, seed=5, level="easy"):
    start_game(page, url, "epochs", seats, names, seed, level, options={"first": "player 1"},
               set_players=False)


def decide(page, n):
    """One decision: every other turn play a card of the hand (clicking it, then a
    highlighted quarter if it asks for one, then Confirm); otherwise the first choice (a take
    from the offer, or pass). Payments: Confirm the proposal the table selected."""
    before = actions(page)
    head = page.inner_text("#tk-decide-title")
    hand = page.query_selector_all(".ep-hand [data-act^='card:']")
    if head.startswith("Pay for"):
        page.click(".tk-decide [data-act=confirm][aria-disabled=false]")
    elif "your turn" in head and hand and n % 2 == 0:
        hand[0].click()
        page.wait_for_selector(".ep-hand .ep-card.sel")
        quarter = page.query_selector("[data-act^='card:q:'], [data-act^='card:s:']")
        if quarter and quarter.get_attribute("aria-pressed") != "true":
            quarter.click()
        page.click(".tk-decide [data-act=confirm][aria-disabled=false]")
    else:
        page.click(".tk-decide button[data-act^=opt] >> nth=0")
    wait_moved(page, before)
    return head


def test_the_opening_against_the_ai_pays_for_a_card(page, app_url):
    start(page, app_url, ("human", "ai"), ("Vera", "Robo"), seed=5)
    assert page.query_selector(".ep-offerpanel .ep-offerrow")
    assert "worth 3" in page.inner_text(".ep-offerpanel")
    assert page.query_selector(".ep-influence svg .ib-marker")
    heads = []
    while not any(h.startswith("Pay for") for h in heads):
        assert wait_turn(page) == "decide"
        heads.append(decide(page, len(heads)))
        assert len(heads) < 30, "a card was paid for"


def _play_to(page, stop) -> list:
    """Decide until `stop(state)` says so ("end" and "decide" are wait_turn's states)."""
    heads = []
    while not stop(wait_turn(page)):
        heads.append(decide(page, len(heads)))
        assert len(heads) < 80
    return heads


def test_an_epoch_end_is_shown_on_the_table(page, app_url, tmp_path):
    save, _ = played_save("epochs", 2, 5, lambda st: st.epoch == 2, 6, ("Vera", "Robo"),
                          ("human", "ai"), options={"first": "player 1"}, name="Epoch one")
    import_played(page, app_url, tmp_path, save)
    page.wait_for_selector("#tk-root")
    _play_to(page, lambda state: page.query_selector(".ep-end.fresh") is not None)
    assert page.get_attribute(".ep-end.fresh", "data-epoch") == "1"


def test_the_last_moves_against_the_ai_reach_the_end_screen(page, app_url, tmp_path):
    save, _ = played_save("epochs", 2, 5, lambda st: st.is_over(), 6, ("Vera", "Robo"),
                          ("human", "ai"), options={"first": "player 1"}, name="Last moves")
    import_played(page, app_url, tmp_path, save)
    page.wait_for_selector("#tk-root")
    assert _play_to(page, lambda state: state == "end"), "the page played the last moves"
    end = page.inner_text(".tk-endscreen")
    assert "Vera" in end and "Robo" in end and "Final scoring" in end
    assert "Fully colonised planets" in end and "Colony ship tokens" in end
    assert "End of epoch 3" in end
    assert page.query_selector(".tk-endscreen .ep-finalpanel")


def test_keyboard_takes_from_the_offer_and_undo_takes_it_back(page, app_url):
    start(page, app_url, ("human", "ai"), ("Kim", "Bot"), seed=8)
    wait_turn(page)
    before = actions(page)
    hand = len(page.query_selector_all(".ep-hand .ep-card"))
    page.focus(".tk-decide button[data-act^=opt] >> nth=0")
    page.keyboard.press("Enter")
    wait_moved(page, before)
    wait_turn(page)
    assert len(page.query_selector_all(".ep-hand .ep-card")) > hand
    page.click("[data-act=undo][aria-disabled=false]")
    page.wait_for_function(
        f"() => document.querySelectorAll('.ep-hand .ep-card').length == {hand}",
        timeout=TIMEOUT)
    # select two offer slots on the board, Confirm with C
    page.click(".ep-offerpanel [data-act='card:o0']")
    page.click(".ep-offerpanel [data-act='card:o2']")
    page.wait_for_selector(".tk-decide [data-act=confirm][aria-disabled=false]")
    before = actions(page)
    page.keyboard.press("c")
    wait_moved(page, before)


def test_hotseat_game_reaches_epoch_two_behind_the_curtain(page, app_url, tmp_path):
    # a hotseat duel some moves before the end of its first epoch
    save, st = played_save("epochs", 2, 9, lambda st: st.epoch >= 2, 10, ("Ann", "Ben"),
                           ("human", "human"), options={"first": "player 1"}, name="Hotseat")
    assert st.epoch == 1
    import_played(page, app_url, tmp_path, save)
    curtains = set()
    n = 0
    while True:
        pass_curtains(page, ("Ann", "Ben"), ".ep-hand", curtains)      # no hand behind them
        if "Epoch 2 of 3" in page.inner_text(".tk-bar"):
            break
        # pass quickly once the hand is big, so the epoch ends
        head = page.inner_text("#tk-decide-title")
        if "your turn" in head and n > 4:
            before = actions(page)
            page.click(".tk-decide .ep-pass button")
            wait_moved(page, before)
        else:
            decide(page, n)
        n += 1
        assert n < 200
    assert curtains == {"Ann", "Ben"}
    assert page.query_selector(".ep-end.fresh[data-epoch='1']")


def test_a_game_is_saved_resumes_after_reload_and_replays(page, app_url):
    start(page, app_url, ("human", "ai"), ("Lea", "Bot"), seed=4)
    for n in range(3):
        wait_turn(page)
        decide(page, 1)                    # take from the offer
    wait_turn(page)
    moves = actions(page)
    hand = page.inner_text(".ep-hand h2")
    page.reload()
    page.wait_for_selector(".ep-hand", timeout=TIMEOUT)
    assert actions(page) == moves and page.inner_text(".ep-hand h2") == hand
    page.click("[data-act='replay:open']")
    page.wait_for_selector("#tk-replay-title")
    page.click("[data-act='replay:next']")
    page.wait_for_selector("#tk-replay-title:has-text('step 1 of')")
    assert page.query_selector(".tk-replay .ep-offerpanel")
    assert page.query_selector(".tk-replay .ep-universe")
    page.click("[data-act='replay:close']")
    page.wait_for_selector(".tk-decide", timeout=TIMEOUT)


def test_a_hint_shows_the_best_three_moves(page, app_url, tmp_path):
    from tests.e2e.hints import check_hint, hint_save
    check_hint(page, app_url, tmp_path, hint_save("epochs", 8, options={"first": "player 1"}))
