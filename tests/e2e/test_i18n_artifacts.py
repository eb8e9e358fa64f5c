"""Switching the language in the middle of an Alien Artifacts game: the table is redrawn in
the new language (the Russian rulebook's terms, the decision, the log) and nothing of the
game is lost (same moves, hand, log length, address); the choice survives a reload."""
from tests.e2e import test_artifacts_play as A
from tests.e2e.table import actions, wait_turn


def _snapshot(page):
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


def test_switching_language_mid_game_redraws_the_table_and_keeps_the_game(page, app_url,
                                                                         page_log):
    A.start(page, app_url, ("human", "ai"), ("Vera", "Robo"), seed=5)
    for n in range(3):
        if wait_turn(page) != "decide":
            break
        A.decide(page, n)
    wait_turn(page)
    before = _snapshot(page)
    assert before["common"] == "Alien systems and decks"
    assert before["actions"] >= 3 and before["log"] > 0 and "Vera" in before["logText"]

    page.select_option("#language", "ru")
    page.wait_for_function("document.querySelector('.aa-common h2').textContent"
                           " === 'Системы Иных и колоды'")
    after = _snapshot(page)
    for key in ("actions", "hand", "log", "hash"):
        assert after[key] == before[key], key
    assert after["title"] != before["title"]
    assert after["logText"] != before["logText"] and "Vera" in after["logText"]
    assert "Лимит Сборки" in page.inner_text(".tk-decide") or \
        "Ресурс" in page.inner_text(".aa-handzone")
    assert page.evaluate("document.documentElement.lang") == "ru"

    page.select_option("#language", "cs")
    page.wait_for_function("document.querySelector('.aa-common h2').textContent"
                           " === 'Mimozemské systémy a balíčky'")
    assert actions(page) == before["actions"]

    page.reload()                            # the address reopens the game, still in Czech
    page.wait_for_selector(".aa-common h2", timeout=90_000)
    page.wait_for_function("document.querySelector('.aa-common h2').textContent"
                           " === 'Mimozemské systémy a balíčky'")
    assert _snapshot(page)["hand"] == before["hand"]
    assert page_log.page_errors == []
