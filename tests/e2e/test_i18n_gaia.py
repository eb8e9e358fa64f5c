"""Switching the language in the middle of a Gaia Project game: the table is redrawn in the
new language (phase, research tracks as the Hungarian rulebook names them, prompt, log, help)
and nothing of the game is lost (moves, log length, map, address); the choice survives a
reload."""
from tests.e2e.table import actions, wait_moved, wait_turn
from tests.e2e.test_gaia_play import decide, start


def _decide_any(page):
    """One decision without reading any text: the first option button, else a highlighted
    hex and Confirm."""
    before = actions(page)
    opt = [b for b in page.query_selector_all(".tk-decide button[data-act^=opt]")
           if b.is_visible()]
    if opt:
        opt[0].click()
    else:
        page.click(".ga-map .hx.can >> nth=0")
        page.click(".tk-decide [data-act=confirm][aria-disabled=false]")
    wait_moved(page, before)


def _snapshot(page):
    return page.evaluate("""() => ({
        actions: +document.querySelector('#tk-root').dataset.actions,
        log: document.querySelectorAll('.tk-side .log-lines li').length,
        logText: [...document.querySelectorAll('.tk-side .log-lines li')]
                   .map(e => e.textContent),
        hash: location.hash,
        buildings: document.querySelectorAll('.ga-map .hx [class]').length,
        tracks: [...document.querySelectorAll('.ga-research thead th')]
                  .map(e => e.textContent.trim()).filter(t => t),
        title: document.querySelector('#tk-decide-title').textContent,
        stage: document.querySelector('.tk-bar .stage').textContent,
        research: document.querySelector('.ga-research-panel h2').textContent,
    })""")


def test_switching_language_mid_game_redraws_the_gaia_table_and_keeps_the_game(
        page, app_url, page_log):
    start(page, app_url, ("human", "ai"), ("Vera", "Robo"), seed=10)
    n = 0
    while n < 6 and wait_turn(page) == "decide":      # factions, first mines, boosters, ...
        decide(page, n)
        n += 1
    assert wait_turn(page) == "decide"
    before = _snapshot(page)
    assert before["tracks"] == ["Terraforming", "Navigation", "AI", "Gaia", "Economy",
                                "Science"]
    assert before["actions"] >= 4 and before["log"] > 0

    page.select_option("#language", "hu")
    page.wait_for_function("document.querySelector('.ga-research-panel h2')"
                           ".textContent === 'Kutatás'")
    after = _snapshot(page)
    assert after["tracks"] == ["Terraformálás", "Navigáció", "MI", "Gaia", "Gazdaság",
                               "Tudomány"]
    for key in ("actions", "log", "hash", "buildings"):
        assert after[key] == before[key], key
    assert after["title"] != before["title"] and after["stage"] != before["stage"]
    assert after["logText"] != before["logText"]            # the log is drawn anew
    assert page.evaluate("document.documentElement.lang") == "hu"

    # the game goes on in Hungarian (a decision is made), then in Russian
    _decide_any(page)
    assert wait_turn(page) in ("decide", "end")
    moved = actions(page)
    assert moved > before["actions"]
    page.select_option("#language", "ru")
    page.wait_for_function("document.querySelector('.ga-research-panel h2')"
                           ".textContent === 'Исследования'")
    assert actions(page) == moved

    page.reload()                            # the address reopens the game, still in Russian
    page.wait_for_selector(".ga-research-panel h2", timeout=60_000)
    page.wait_for_function("document.querySelector('.ga-research-panel h2')"
                           ".textContent === 'Исследования'")
    assert actions(page) == moved
    assert page_log.page_errors == []
