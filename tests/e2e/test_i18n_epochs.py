"""Switching the language in the middle of an epochs duel: the table is redrawn in the new
language (the Czech rulebook's terms, the decision, the log) and nothing of the game is lost
(same moves, hand, log length, address); the choice survives a reload."""
from tests.e2e import test_epochs_play as E
from tests.e2e.table import actions, wait_turn


def _snapshot(page):
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


def test_switching_language_mid_game_redraws_the_table_and_keeps_the_game(page, app_url,
                                                                         page_log):
    E.start(page, app_url, ("human", "ai"), ("Vera", "Robo"), seed=5)
    for n in range(4):
        if wait_turn(page) != "decide":
            break
        E.decide(page, n)
    wait_turn(page)
    before = _snapshot(page)
    assert before["influence"] == "Influence board"
    assert before["actions"] >= 4 and before["log"] > 0 and "Vera" in before["logText"]

    page.select_option("#language", "cs")
    page.wait_for_function("document.querySelector('.ep-influence h2').textContent"
                           " === 'Deska vlivu'")
    after = _snapshot(page)
    for key in ("actions", "hand", "log", "hash"):
        assert after[key] == before[key], key
    assert after["title"] != before["title"] and after["title"].startswith("Epocha")
    assert after["logText"] != before["logText"] and "Vera" in after["logText"]
    assert "nabídk" in page.inner_text(".ep-offerpanel").lower()
    assert page.evaluate("document.documentElement.lang") == "cs"

    page.select_option("#language", "hu")
    page.wait_for_function("document.querySelector('.ep-influence h2').textContent"
                           " === 'Befolyástábla'")
    assert actions(page) == before["actions"]

    page.reload()                            # the address reopens the game, still in Hungarian
    page.wait_for_selector(".ep-influence h2", timeout=90_000)
    page.wait_for_function("document.querySelector('.ep-influence h2').textContent"
                           " === 'Befolyástábla'")
    assert _snapshot(page)["hand"] == before["hand"]
    assert page_log.page_errors == []
