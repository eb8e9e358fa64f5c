"""The table kit in the page, seen through Race: the status bar stays visible while deciding,
the phone layout puts the decision and hand first, the replay steps with the arrow keys, the
keyboard moves between cards and confirms, the curtain leads back to the lobby, and the new-game
form explains the AI levels and remembers the seats."""
from tests.e2e import rftg_play as R


def _box(page, selector):
    return page.locator(selector).first.bounding_box()


def _visible_in_viewport(page, selector, height):
    box = _box(page, selector)
    assert box is not None, selector
    return box["y"] >= -1 and box["y"] + box["height"] <= height + 1


def test_status_bar_and_decision_visible_together_at_1366x768(page, app_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    R.new_game(page, app_url, seats=("human", "ai"), seed=5)
    for _ in range(6):
        R.wait_turn(page)
        # the decision is focused (scrolled into view); bar and decision are both on screen
        page.focus("#tk-decide-title")
        for sel in (".tk-bar .track", ".tk-bar .pool", "[data-act=undo]", "[data-act=export]",
                    "[data-act='replay:open']", "#tk-decide-title"):
            assert _visible_in_viewport(page, sel, 768), sel
        bar = _box(page, ".tk-bar")
        title = _box(page, "#tk-decide-title")
        assert title["y"] >= bar["y"] + bar["height"] - 1      # nothing covers the decision
        R.decide_simply(page)
    # scrolled far down, the bar is still at the top of the screen
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_timeout(100)
    assert _visible_in_viewport(page, ".tk-bar .track", 768)
    assert _box(page, ".tk-bar")["y"] <= 1


def test_phone_layout_shows_decision_and_hand_before_the_opponents(page, app_url):
    page.set_viewport_size({"width": 390, "height": 844})
    R.new_game(page, app_url, seats=("human", "ai", "ai"), seed=7)
    R.wait_turn(page)
    decide, hand, opps = _box(page, ".tk-decide"), _box(page, ".rf-hand"), _box(page, ".rf-opps")
    assert decide["y"] < hand["y"] < opps["y"]
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390          # no sideways scrolling


def test_replay_steps_with_the_arrow_keys(page, app_url):
    R.new_game(page, app_url, seats=("human", "ai"), seed=9)
    for _ in range(3):
        R.wait_turn(page)
        R.decide_simply(page)
    page.click("[data-act='replay:open']")
    page.wait_for_selector("#tk-replay-title")
    assert page.inner_text("#tk-replay-title").startswith("Replay: step 0 of")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.querySelector('#tk-replay-title')"
                           ".textContent.startsWith('Replay: step 1 ')")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("document.querySelector('#tk-replay-title')"
                           ".textContent.startsWith('Replay: step 1 ')")
    page.keyboard.press("End")
    total = page.inner_text("#tk-replay-title").split(" of ")[1]
    page.wait_for_function(f"document.querySelector('#tk-replay-title')"
                           f".textContent.startsWith('Replay: step {total} ')")
    # the controls carry text and our own SVG icons (no font glyphs that render as boxes)
    nav = page.inner_text(".tk-replay .acts")
    assert "Start" in nav and "End" in nav and "⏮" not in nav
    assert page.locator(".tk-replay .acts svg").count() == 4
    # the phase track is part of the replay
    assert page.locator(".tk-replay .track").count() == 1
    page.keyboard.press("Escape")
    page.wait_for_selector(".tk-table:not(.tk-replay)")


def test_keyboard_arrows_move_between_cards_escape_clears_c_confirms(page, app_url):
    R.new_game(page, app_url, seats=("human", "ai"), seed=13)
    R.wait_turn(page)
    first = page.evaluate("document.activeElement.dataset.act")
    assert first.startswith("card:")
    page.keyboard.press("ArrowRight")
    second = page.evaluate("document.activeElement.dataset.act")
    assert second.startswith("card:") and second != first
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.act") == first
    page.keyboard.press("Enter")
    assert "1 of 2 selected" in page.inner_text(".tk-decide")
    page.keyboard.press("Escape")
    page.wait_for_function("document.querySelector('.tk-decide').innerText.includes('0 of 2')")
    # the focus did not jump to the top of the page: it is still on a card of the choice
    assert page.evaluate("document.activeElement.dataset.act || ''").startswith("card:")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    assert "2 of 2 selected" in page.inner_text(".tk-decide")
    assert "C" in page.inner_text(".tk-decide [data-act=confirm]")
    before = R.actions_count(page)
    page.keyboard.press("c")
    page.wait_for_function(f"+document.querySelector('#tk-root').dataset.actions > {before}")
    # the action cards: Enter twice in a row selects and clears, never a double activation
    # (the AI chooses its own action card meanwhile, so the move count may grow: what must
    # not happen is our choice being sent, which would take the action cards away)
    page.wait_for_selector(".tk-decide .actioncard:focus")
    page.keyboard.press("Enter")
    page.wait_for_selector(".tk-decide .actioncard[aria-pressed=true]")
    page.keyboard.press("Enter")
    page.wait_for_selector(".tk-decide .actioncard:focus[aria-pressed=false]")
    assert page.locator(".tk-decide .actioncard").count() >= 7


def test_curtain_has_a_way_back_to_the_lobby(page, app_url):
    R.new_game(page, app_url, seats=("human", "human"), seed=3)
    assert R.wait_turn(page) == "curtain"
    page.click(".tk .curtain [data-act=lobby]")
    page.wait_for_selector("#app[data-screen=lobby]")


def test_new_game_form_explains_levels_and_remembers_seats(page, app_url):
    R.new_game(page, app_url, seats=("human", "ai", "ai"), names=("Mira", "Otto", "Pia"),
               level="hard")
    R.wait_turn(page)
    page.click("[data-act=lobby]")
    page.wait_for_selector("#app[data-screen=lobby]")
    page.click("#new-rftg")
    page.wait_for_selector(".tk-setup")
    form = page.inner_text(".tk-setup")
    assert "Easy" in form and "Normal" in form and "Hard" in form
    assert "Random" not in form and "Policy" not in form
    assert page.input_value("input[name=name-1]") == "Otto"
    assert page.input_value("select[name=players]") == "3"
    assert page.input_value("select[name=level-2]") == "hard"
    # nothing empty beside the form: its side column holds the options and level help
    assert page.locator(".tk-setup .levels-help").is_visible()


NEW_CARD = ".tk-table .card.is-new, .tk-table .cchip.is-new"    # your cards, the others' lines


def test_this_rounds_cards_are_marked_and_motion_respects_the_setting(page, app_url):
    R.new_game(page, app_url, seats=("human", "ai"), seed=5)
    for _ in range(60):
        # check only while the table waits for this player: nothing redraws the board then
        if R.wait_turn(page) == "end" or page.query_selector(NEW_CARD):
            break
        R.decide_simply(page)
    card = page.locator(NEW_CARD).first
    assert card.count() == 1
    assert "This round: placed" in page.inner_text(".tk-table")
    assert "tk-fresh" in card.get_attribute("class")
    # an arriving card animates briefly; with reduced motion (the tests' default) it does not
    page.emulate_media(reduced_motion="no-preference")
    page.evaluate("document.querySelectorAll('.tk-fresh').forEach(e => e.classList.add('tk-arrive'))")
    assert card.evaluate("el => getComputedStyle(el).animationName") == "tkarrive"
    page.emulate_media(reduced_motion="reduce")
    assert card.evaluate("el => getComputedStyle(el).animationName") == "none"
