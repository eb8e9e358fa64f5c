"""Switching the language in the middle of a Race game: the table is redrawn in the new
language (phase names as the Polish rulebook writes them, prompts, log) and nothing of the
game is lost (same moves, hand, log length, address); the choice survives a reload."""
from tests.e2e.rftg_play import actions_count, decide_simply, new_game, wait_turn


def _snapshot(page):
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


def test_switching_language_mid_game_redraws_the_table_and_keeps_the_game(page, app_url,
                                                                         page_log):
    new_game(page, app_url, seed=7, names=("Ada", "Bot"))
    for _ in range(3):                       # opening discard, an action, a phase decision
        if wait_turn(page) != "decide":
            break
        decide_simply(page)
    wait_turn(page)
    before = _snapshot(page)
    assert before["phases"] == ["Explore", "Develop", "Settle", "Consume", "Produce"]
    assert before["actions"] >= 3 and before["log"] > 0

    page.select_option("#language", "pl")
    page.wait_for_function("document.querySelector('.tk-bar .track .ph-name')"
                           ".textContent.trim() === 'Eksploracja'")
    after = _snapshot(page)
    assert after["phases"] == ["Eksploracja", "Rozwój", "Kolonizacja", "Konsumpcja",
                               "Produkcja"]
    for key in ("actions", "hand", "log", "hash"):
        assert after[key] == before[key], key
    assert after["title"] != before["title"] and after["stage"] != before["stage"]
    assert all(r.startswith(("Runda", "Przygotowanie")) for r in after["rounds"])
    assert page.inner_text(".tk-bar [data-act=undo]") == "Cofnij"
    assert page.evaluate("document.documentElement.lang") == "pl"

    # the game goes on in Polish, then in Russian
    page.select_option("#language", "ru")
    page.wait_for_function("document.querySelector('.tk-bar .track .ph-name')"
                           ".textContent.trim() === 'Исследование'")
    assert actions_count(page) == before["actions"]

    page.reload()                            # the address reopens the game, still in Russian
    page.wait_for_selector(".tk-bar .track .ph-name", timeout=60_000)
    page.wait_for_function("document.querySelector('.tk-bar .track .ph-name')"
                           ".textContent.trim() === 'Исследование'")
    assert _snapshot(page)["hand"] == before["hand"]
    assert page_log.page_errors == []
