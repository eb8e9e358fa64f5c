"""Race for the Galaxy's layout late in a game (issue 77 items 12 and 16), from saves: at
1366x768 every other seat's tableau and the hand in the first screen (3 and 4 players, the
4-player game in Russian too: the status bar on one line); at 390x844 the stuck status bar one
short line that never covers the hand, the action picker in at most two rows with Confirm in
view (the advanced game's nine cards too); no sideways scroll, axe finds nothing."""
import pytest

from tests.e2e import screens as S
from tests.e2e.table import import_played, played_save, wait_turn


BOXES = """(sel) => [...document.querySelectorAll(sel)].map(e => {
    const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; })"""


def _late_save(players: int) -> tuple:
    """A game where a tableau has 10+ cards, seat 0 (human) choosing its action, the others
    easy AI."""
    def late(st) -> bool:
        return (max(len(t) for t in st.tableau) >= 10 and not st.is_over()
                and 0 in st.deciders() and st.decision[0][0] == "action")
    names = ("Vera", "Ada", "Bruno", "Chen")[:players]
    return played_save("rftg", players, 5, late, 0, names, ("human",) + ("ai",) * (players - 1),
                       name=f"Late game of {players}")


def _picker_in_two_rows(page, cards: int) -> list:
    """The action picker, scrolled to its top: `cards` choices in at most two rows, Confirm
    inside the viewport; returns the choices' boxes."""
    page.evaluate("document.querySelector('.rf-actionpick').scrollIntoView({block: 'start'})")
    picks = page.evaluate(BOXES, ".rf-actionpick .actioncard")
    tops = sorted(b["top"] for b in picks)
    rows = 1 + sum(1 for a, b in zip(tops, tops[1:]) if b - a > 20)
    assert len(picks) == cards and rows <= 2, picks
    height = page.viewport_size["height"]
    assert page.evaluate(BOXES, ".tk-decide [data-act=confirm]")[0]["bottom"] <= height
    return picks


def _overlap(a: dict, b: dict) -> bool:
    return (a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"]
            and b["top"] < a["bottom"])


@pytest.mark.parametrize("players", (3, 4))
def test_late_game_shows_every_tableau_on_a_laptop_and_a_compact_phone_bar(page, app_url,
                                                                           tmp_path, players):
    save, state = _late_save(players)
    page.set_viewport_size({"width": 1366, "height": 768})
    import_played(page, app_url, tmp_path, save)
    wait_turn(page)
    page.wait_for_selector(".rf-actionpick .actioncard")
    for close in page.query_selector_all(".notice button"):     # the "Imported" notice
        close.click()
    page.wait_for_selector(".notice", state="detached")
    S.quiet(page)
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")
    # a laptop, at the top of the page: the hand and every other seat's whole tableau in view
    chips = page.evaluate(BOXES, ".rf-others .cchip")
    assert len(chips) == sum(len(t) for t in state.tableau[1:])
    hand = page.evaluate(BOXES, ".rf-hand .card")
    assert len(hand) == len(state.hand[0])
    for box in chips + hand:
        assert 0 <= box["top"] and box["bottom"] <= 768 and box["right"] <= 1366, box
    assert page.evaluate(BOXES, ".tk-decide [data-act=confirm]")[0]["bottom"] <= 768
    S.fits(page, "Race late game at 1366 px")
    assert not S.axe(page)
    if players == 4:    # Russian's long phase names: the bar on one line, the tableaux in view
        page.select_option("#language", "ru")
        page.wait_for_function("document.documentElement.lang === 'ru'")
        page.evaluate("window.scrollTo(0, 0)")
        bar = page.evaluate(BOXES, ".tk-bar")[0]
        assert bar["bottom"] - bar["top"] < 60, bar
        for sel in (".rf-others .cchip", ".rf-hand .card"):
            assert all(box["bottom"] <= 768 for box in page.evaluate(BOXES, sel)), ("ru", sel)
        page.select_option("#language", "en")
        page.wait_for_function("document.documentElement.lang === 'en'")
    # a phone: the bar stuck at the top is one short line and never covers the hand's cards
    page.set_viewport_size({"width": 390, "height": 844})
    page.evaluate("document.querySelector('.rf-hand').scrollIntoView({block: 'start'})")
    page.wait_for_function("() => document.querySelector('.tk-bar').getBoundingClientRect()"
                           ".top < -1")
    bar = page.evaluate(BOXES, ".tk-bar")[0]
    assert bar["bottom"] <= 48, bar
    for box in page.evaluate(BOXES, ".rf-hand .card"):
        assert not _overlap(bar, box), (bar, box)
    # the action picker: at most two rows, Confirm in view when the picker's top is
    picks = _picker_in_two_rows(page, 7)
    bar = page.evaluate(BOXES, ".tk-bar")[0]
    assert all(not _overlap(bar, b) for b in picks), (bar, picks)
    S.fits(page, "Race late game at 390 px")
    assert not S.axe(page)


def test_the_advanced_games_nine_action_cards_fit_two_rows_on_a_phone(page, app_url, tmp_path):
    save, _ = played_save("rftg", 2, 5, lambda st: len(st.history) > 8 and 0 in st.deciders()
                          and st.decision[0][0] == "action", 0, ("Vera", "Robo"),
                          ("human", "ai"), options={"advanced": True}, name="Advanced")
    page.set_viewport_size({"width": 390, "height": 844})
    import_played(page, app_url, tmp_path, save)
    page.wait_for_selector(".rf-actionpick .actioncard")
    _picker_in_two_rows(page, 9)
    S.fits(page, "Race's advanced game at 390 px")
