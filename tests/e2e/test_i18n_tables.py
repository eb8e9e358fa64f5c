"""Switching the language in the middle of a game, at each game's table: the table is redrawn
in the new language (the terms of that language's rulebook: Race's phases in Polish, Gaia's
research tracks in Hungarian, Alien Artifacts in Russian, Three Epochs in Czech; the
decision, the log, help) and nothing of the game is lost (same moves, hand, log length,
map, address); the choice survives a reload. One module, so the four share a browser
context (tests/e2e/fixtures.py)."""
import json

from tests.e2e import rftg_play as R
from tests.e2e import test_artifacts_play as A
from tests.e2e import test_epochs_play as E
from tests.e2e import test_gaia_play as G
from tests.e2e.table import actions, wait_moved, wait_turn

def _shows(page, heading: str, text: str, trim: bool = False) -> None:
    """Wait until the element `heading` reads `text` (the table redrawn in a language)."""
    content = ".textContent.trim()" if trim else ".textContent"
    page.wait_for_function(f"document.querySelector({json.dumps(heading)}){content}"
                           f" === {json.dumps(text)}")


def _switch(page, lang: str, heading: str, text: str, trim: bool = False) -> None:
    """Choose `lang` in the top bar's switch; wait for the table redrawn in it."""
    page.select_option("#language", lang)
    _shows(page, heading, text, trim)


def _reload_in(page, heading: str, text: str, trim: bool = False) -> None:
    """Reload: the address reopens the game, still in the language chosen last."""
    page.reload()
    page.wait_for_selector(heading, timeout=90_000)
    _shows(page, heading, text, trim)



# --- rftg -----------------------------------------------------------------------------
def _rftg_snapshot(page):
    return page.evaluate("""() => ({
        actions: +document.querySelector('#tk-root').dataset.actions,
        hand: [...document.querySelectorAll('.rf-hand [data-card]')].map(e => e.dataset.card),
        log: document.querySelectorAll('.tk-side .log-lines li').length,
        hash: location.hash,
        phases: [...document.querySelectorAll('.tk-bar .track .ph-name')]
                  .map(e => e.textContent.trim()),
        title: document.querySelector('#tk-decide-title').textContent,
        stage: document.querySelector('.tk-bar .stage').textContent,
        rounds: [...document.querySelectorAll('.tk-side .log-round')].map(e => e.textContent),
    })""")


def test_rftg_switching_language_mid_game_redraws_the_table_and_keeps_the_game(page, app_url,
                                                                         page_log):
    R.new_game(page, app_url, seed=7, names=("Ada", "Bot"))
    for _ in range(3):                       # opening discard, an action, a phase decision
        if R.wait_turn(page) != "decide":
            break
        R.decide_simply(page)
    R.wait_turn(page)
    before = _rftg_snapshot(page)
    assert before["phases"] == ["Explore", "Develop", "Settle", "Consume", "Produce"]
    assert before["actions"] >= 3 and before["log"] > 0

    _switch(page, "pl", ".tk-bar .track .ph-name", "Eksploracja", trim=True)
    after = _rftg_snapshot(page)
    assert after["phases"] == ["Eksploracja", "Rozwój", "Kolonizacja", "Konsumpcja",
                               "Produkcja"]
    for key in ("actions", "hand", "log", "hash"):
        assert after[key] == before[key], key
    assert after["title"] != before["title"] and after["stage"] != before["stage"]
    assert all(r.startswith(("Runda", "Przygotowanie")) for r in after["rounds"])
    assert page.inner_text(".tk-bar [data-act=undo]") == "Cofnij"
    assert page.evaluate("document.documentElement.lang") == "pl"

    # the game goes on in Polish, then in Russian
    _switch(page, "ru", ".tk-bar .track .ph-name", "Исследование", trim=True)
    assert R.actions_count(page) == before["actions"]

    _reload_in(page, ".tk-bar .track .ph-name", "Исследование", trim=True)
    assert _rftg_snapshot(page)["hand"] == before["hand"]
    assert page_log.page_errors == []


# --- gaia -----------------------------------------------------------------------------
def _gaia_decide_any(page):
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


def _gaia_snapshot(page):
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


def test_gaia_switching_language_mid_game_redraws_the_table_and_keeps_the_game(
        page, app_url, page_log):
    G.start(page, app_url, ("human", "ai"), ("Vera", "Robo"), seed=10)
    n = 0
    while n < 6 and wait_turn(page) == "decide":      # factions, first mines, boosters, ...
        G.decide(page, n)
        n += 1
    assert wait_turn(page) == "decide"
    before = _gaia_snapshot(page)
    assert before["tracks"] == ["Terraforming", "Navigation", "AI", "Gaia", "Economy",
                                "Science"]
    assert before["actions"] >= 4 and before["log"] > 0

    _switch(page, "hu", ".ga-research-panel h2", "Kutatás")
    after = _gaia_snapshot(page)
    assert after["tracks"] == ["Terraformálás", "Navigáció", "MI", "Gaia", "Gazdaság",
                               "Tudomány"]
    for key in ("actions", "log", "hash", "buildings"):
        assert after[key] == before[key], key
    assert after["title"] != before["title"] and after["stage"] != before["stage"]
    assert after["logText"] != before["logText"]            # the log is drawn anew
    assert page.evaluate("document.documentElement.lang") == "hu"

    # the game goes on in Hungarian (a decision is made), then in Russian
    _gaia_decide_any(page)
    assert wait_turn(page) in ("decide", "end")
    moved = actions(page)
    assert moved > before["actions"]
    _switch(page, "ru", ".ga-research-panel h2", "Исследования")
    assert actions(page) == moved

    _reload_in(page, ".ga-research-panel h2", "Исследования")
    assert actions(page) == moved
    assert page_log.page_errors == []


# --- artifacts ------------------------------------------------------------------------
def _artifacts_snapshot(page):
    return page.evaluate("""() => ({
        actions: +document.querySelector('#tk-root').dataset.actions,
        hand: [...document.querySelectorAll('.aa-handzone .aa-hand [data-card]')]
                .map(e => e.dataset.card),
        log: document.querySelectorAll('.tk-side .log-lines li').length,
        hash: location.hash,
        title: document.querySelector('#tk-decide-title').textContent,
        common: document.querySelector('.aa-common h2').textContent,
        logText: [...document.querySelectorAll('.tk-side .log-lines li')]
                   .map(e => e.textContent).join('\\n'),
    })""")


def test_artifacts_switching_language_mid_game_redraws_the_table_and_keeps_the_game(page, app_url,
                                                                         page_log):
    A.start(page, app_url, ("human", "ai"), ("Vera", "Robo"), seed=5)
    for n in range(3):
        if wait_turn(page) != "decide":
            break
        A.decide(page, n)
    wait_turn(page)
    before = _artifacts_snapshot(page)
    assert before["common"] == "Alien systems and decks"
    assert before["actions"] >= 3 and before["log"] > 0 and "Vera" in before["logText"]

    _switch(page, "ru", ".aa-common h2", "Системы Иных и колоды")
    after = _artifacts_snapshot(page)
    for key in ("actions", "hand", "log", "hash"):
        assert after[key] == before[key], key
    assert after["title"] != before["title"]
    assert after["logText"] != before["logText"] and "Vera" in after["logText"]
    assert "Лимит Сборки" in page.inner_text(".tk-decide") or \
        "Ресурс" in page.inner_text(".aa-handzone")
    assert page.evaluate("document.documentElement.lang") == "ru"

    _switch(page, "cs", ".aa-common h2", "Mimozemské systémy a balíčky")
    assert actions(page) == before["actions"]

    _reload_in(page, ".aa-common h2", "Mimozemské systémy a balíčky")
    assert _artifacts_snapshot(page)["hand"] == before["hand"]
    assert page_log.page_errors == []


# --- epochs ---------------------------------------------------------------------------
def _epochs_snapshot(page):
    return page.evaluate("""() => ({
        actions: +document.querySelector('#tk-root').dataset.actions,
        hand: [...document.querySelectorAll('.ep-hand [data-card]')].map(e => e.dataset.card),
        log: document.querySelectorAll('.tk-side .log-lines li').length,
        hash: location.hash,
        title: document.querySelector('#tk-decide-title').textContent,
        influence: document.querySelector('.ep-influence h2').textContent,
        logText: [...document.querySelectorAll('.tk-side .log-lines li')]
                   .map(e => e.textContent).join('\\n'),
    })""")


def test_epochs_switching_language_mid_game_redraws_the_table_and_keeps_the_game(page, app_url,
                                                                         page_log):
    E.start(page, app_url, ("human", "ai"), ("Vera", "Robo"), seed=5)
    for n in range(4):
        if wait_turn(page) != "decide":
            break
        E.decide(page, n)
    wait_turn(page)
    before = _epochs_snapshot(page)
    assert before["influence"] == "Influence board"
    assert before["actions"] >= 4 and before["log"] > 0 and "Vera" in before["logText"]

    _switch(page, "cs", ".ep-influence h2", "Deska vlivu")
    after = _epochs_snapshot(page)
    for key in ("actions", "hand", "log", "hash"):
        assert after[key] == before[key], key
    assert after["title"] != before["title"] and after["title"].startswith("Epocha")
    assert after["logText"] != before["logText"] and "Vera" in after["logText"]
    assert "nabídk" in page.inner_text(".ep-offerpanel").lower()
    assert page.evaluate("document.documentElement.lang") == "cs"

    _switch(page, "hu", ".ep-influence h2", "Befolyástábla")
    assert actions(page) == before["actions"]

    _reload_in(page, ".ep-influence h2", "Befolyástábla")
    assert _epochs_snapshot(page)["hand"] == before["hand"]
    assert page_log.page_errors == []
