"""Gaia Project in the page, as a player sees it: a 2-player game against an AI seat from setup
(starting mines), a charge offer answered and the last rounds to the end screen (from saves), a federation formed by selecting hexes on the
map (from an imported save), a boardgamers.space move log imported from the lobby and replayed
to its final VP, a 3-player hotseat game reaching round 2 behind the curtain (from a save
a few moves before); a main action ending the turn in one step (the layout and the map:
test_gaia_table.py)."""
import json
from pathlib import Path
import re

from game.core import Record
from game.core.rng import Rng
from game.gaia import new_game as engine_new_game
from game.gaia.__main__ import random_policy
from tests.e2e.table import (TIMEOUT, actions, import_played, open_imported, pass_curtains,
                             played_save, start_game, wait_moved, wait_turn)
from tests.saves import DATE, save_of

PASSIVE = ("Pass", "End the turn", "Charge", "Decline")


def start(page, url, seats, names, seed=3, variant="first-game"):
    start_game(page, url, "gaia", seats, names, seed, "easy", options={"variant": variant})


def _opts(page):
    return [(b, b.inner_text()) for b in page.query_selector_all(".tk-decide button[data-act^=opt]")
            if b.is_visible()]


def decide(page, n, build_every=2):
    """One decision the way a hurried player makes it: build on a highlighted hex every other
    turn (click it on the map, then Confirm or the choice for that hex), otherwise pass, end
    the turn, accept a charge, or take the first choice."""
    before = actions(page)
    head = page.inner_text("#tk-decide-title")
    hexes = page.query_selector_all(".ga-map .hx.can")
    opts = _opts(page)
    passive = [b for b, t in opts if t.startswith(PASSIVE)]
    if hexes and (n % build_every == 0 or not opts):
        hexes[0].click()
        confirm = page.query_selector(".tk-decide [data-act=confirm][aria-disabled=false]")
        if confirm:
            confirm.click()
        else:
            page.click(".tk-decide .ga-sec:has(h3:text-matches('^On ')) button >> nth=0")
    elif passive:
        passive[0].click()
    else:
        opts[0][0].click()
    wait_moved(page, before)
    return head


def test_the_opening_against_ai_places_the_starting_mines(page, app_url):
    start(page, app_url, ("human", "ai"), ("Vera", "Robo"), seed=10)
    assert page.query_selector(".ga-map")
    assert "Research" in page.inner_text(".ga-research-panel")
    heads = []
    while len(heads) < 3:
        assert wait_turn(page) == "decide"
        heads.append(decide(page, len(heads)))
    assert any("Place a starting" in h for h in heads)


def _played(tmp_path, page, app_url, until, back, name):
    save, st = played_save("gaia", 2, 10, until, back, ("Vera", "Robo"), ("human", "ai"),
                           options={"variant": "first-game"}, name=name, policy=random_policy)
    import_played(page, app_url, tmp_path, save)
    page.wait_for_selector("#tk-root")
    return st


def _charge_offered(st):
    return (not st.is_over() and st.deciders()[0] == 0
            and any(a[0] == "charge" for a in st.legal_actions(0)))


def test_a_charge_offer_is_answered(page, app_url, tmp_path):
    _played(tmp_path, page, app_url, _charge_offered, 0, "Charge")
    assert wait_turn(page) == "decide"
    assert decide(page, 1).startswith("Charge")


def test_the_last_rounds_against_ai_reach_the_end_screen(page, app_url, tmp_path):
    _played(tmp_path, page, app_url, lambda st: st.is_over(), 12, "Last rounds")
    heads = []
    while wait_turn(page) != "end":
        heads.append(decide(page, len(heads)))
        assert len(heads) < 100
    assert heads, "the page played the last moves"
    end = page.inner_text(".tk-endscreen")
    assert "Vera" in end and "Robo" in end and "Final scores" in end


def _federation_save():
    """A 2-player save (seat 0 human, seat 1 easy AI) at a turn where seat 0 can federate."""
    options = {"variant": "first-game"}
    for seed in range(1, 60):
        st = engine_new_game(2, options, seed)
        choose = random_policy(Rng(seed))
        for _ in range(3000):
            if st.is_over():
                break
            seat = st.deciders()[0]
            if seat == 0 and any(a[0] == "federation" for a in st.legal_actions(0)):
                rec = Record("gaia", 2, options, seed, list(st.history))
                return save_of(rec, ("Fay", "Bot"), ("human", "ai"), name="Federation test",
                               created=DATE, updated=DATE), st
            st.apply(seat, choose(st, seat))
    raise AssertionError("no federation found")


def test_federation_formed_by_selecting_on_the_map(page, app_url, tmp_path):
    save, st = _federation_save()
    fed = next(a for a in st.legal_actions(0) if a[0] == "federation")
    path = tmp_path / "fed.json"
    path.write_text(json.dumps(save))
    open_imported(page, app_url, path, "Federation test")
    page.wait_for_selector("#tk-root")
    wait_turn(page)
    # hovering a planet tells its type and what a mine there would cost me (or why not)
    page.hover(".ga-map .hx.pl-t, .ga-map .hx.pl-o, .ga-map .hx.pl-v >> nth=0")
    page.wait_for_selector(".zoom:not([hidden]) .ga-zoom")
    zoom = page.inner_text(".zoom .ga-zoom")
    assert re.search(r"(Titanium|Oxide|Volcanic)", zoom, re.I)
    assert re.search(r"(costs you|would cost you|Cannot build here| of the )", zoom)
    page.mouse.move(0, 0)
    # zoom in: the map is drawn larger and its frame scrolls (pan); Fit brings it back
    width = page.evaluate("document.querySelector('.ga-map').getBoundingClientRect().width")
    page.click("[data-act='view:zoom-in']")
    page.wait_for_selector(".ga-zoomed[style*='1.5']")
    wider = page.evaluate("document.querySelector('.ga-map').getBoundingClientRect().width")
    assert wider > width * 1.3
    page.click("[data-act='view:zoom-fit']")
    page.wait_for_selector(".ga-zoomed[style*='1.0']")
    before = actions(page)
    page.click(".tk-decide [data-act='pick:fed']")
    for label in fed[1].split(","):
        page.click(f".ga-map [data-card='hex:{label}']")
    page.click(f".tk-decide [data-act='pick:tile:{fed[2]}']")
    page.wait_for_selector(".tk-decide [data-act=confirm][aria-disabled=false]")
    page.click(".tk-decide [data-act=confirm]")
    page.wait_for_function(
        f"() => +document.querySelector('#tk-root').dataset.actions > {before}", timeout=TIMEOUT)
    board = page.inner_text(".ga-player.me")
    assert "Federation" in board


def test_three_player_hotseat_reaches_round_two_with_the_curtain(page, app_url, tmp_path):
    names = ("Ann", "Ben", "Cat")
    # a hotseat game some moves before the end of its first round
    save, st = played_save("gaia", 3, 9, lambda st: st.round >= 2, 12, names, ("human",) * 3,
                           options={"variant": "first-game"}, name="Hotseat",
                           policy=random_policy)
    assert st.round == 1
    import_played(page, app_url, tmp_path, save)
    curtains = set()
    n = 0
    while True:
        pass_curtains(page, names, ".ga-player", curtains)      # nothing behind
        if "Round 2" in page.inner_text(".tk-bar"):
            break
        decide(page, n, build_every=3)
        n += 1
        assert n < 200
    assert curtains == {"Ann", "Ben", "Cat"}


CORPUS = Path(__file__).resolve().parents[1] / "data" / "gaia" / "corpus"


def test_a_recorded_game_replays_to_its_final_vp_in_the_viewer(page, app_url, tmp_path):
    """The boardgamers.space move log of deep-mind-2 (tests/data/gaia/corpus), imported as it
    is from the lobby: our engine replays it, the end screen and the viewer show its final VP."""
    moves = (CORPUS / "deep-mind-2.moves.txt").read_text()
    from game.gaia.importer import to_record
    steps = len(to_record(moves)[0].actions)
    path = tmp_path / "deep-mind-2.txt"
    path.write_text(moves)
    open_imported(page, app_url, path, "Recorded game deep-mind-2", timeout=TIMEOUT)
    page.wait_for_selector(".tk-endscreen", timeout=TIMEOUT)
    assert "182" in page.inner_text(".tk-endscreen")
    page.click("[data-act='replay:open']")
    page.wait_for_selector("#tk-replay-title")
    page.click("[data-act='replay:next']")
    page.wait_for_selector("#tk-replay-title:has-text('step 1 of')")
    page.click("[data-act='replay:last']")
    page.wait_for_selector("#tk-replay-title:has-text('step %d of')" % steps,
                           timeout=TIMEOUT)
    boards = page.inner_text(".tk-replay .ga-players")
    for vp in (165, 164, 182, 108):
        assert f"{vp} VP" in boards


def test_the_faction_choice_shows_each_faction_at_both_sizes(page, app_url):
    """A standard ("advanced") game starts at the faction choice: at 1366x768 and 390x844 each
    faction is one card-like button with its planet and its rules in words (its accessible name
    includes them), a few are marked for a first game, nothing scrolls sideways, axe finds
    nothing."""
    from tests.e2e.screens import SIZES, axe, fits

    start(page, app_url, ("human", "ai"), ("Vera", "Robo"), seed=5, variant="advanced")
    assert wait_turn(page) == "decide"
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        cards = page.locator(".tk-decide .ga-fac")
        cards.first.wait_for(timeout=TIMEOUT)
        n = cards.count()
        assert n >= 12, f"{n} factions offered"
        for i in range(n):
            card = cards.nth(i)
            planet = card.locator(".ga-fac-planet").inner_text()
            lines = [x.inner_text() for x in card.locator(".ga-fac-line").all() if x.is_visible()]
            assert planet.strip() and lines and all(len(x) > 10 for x in lines), (width, planet,
                                                                                 lines)
            # no aria-label: the accessible name is the button's text, lines included
            assert card.get_attribute("aria-label") is None and card.get_attribute(
                "aria-labelledby") is None
            assert all(x in card.inner_text() for x in lines)
        assert page.locator(".tk-decide .ga-fac .ga-fac-first").count() >= 2
        fits(page, f"faction choice at {width} px")
        found = axe(page)
        assert not found, f"faction choice at {width} px: axe finds\n" + "\n".join(found)
    first = page.locator(".tk-decide .ga-fac").first
    first.focus()
    before = actions(page)
    page.keyboard.press("Enter")
    wait_moved(page, before)


def _main_turn(st):
    return (st.phase == "actions" and not st.pending and st.deciders() == [0]
            and not st.main_done and st.round >= 2)


MINE_AFTER_JS = """([key, n, count]) => {
  const s = JSON.parse(localStorage.getItem(key) || 'null');
  return !!s && s.record.actions.slice(n).filter(x => x[0] === 0).length >= count &&
    s.record.actions.slice(n).some(x => x[0] === 1); }"""


def test_a_main_action_leaves_the_turn_to_the_next_player_in_one_step(page, app_url, tmp_path):
    """Issue 77 item 9: a double click on a hex with one build builds there, and the turn
    ends with it (the main action, then the end of the turn, each a move of the record); the
    next player moves without an "End the turn" click."""
    from collections import Counter

    st = _played(tmp_path, page, app_url, _main_turn, 0, "Main action")
    assert wait_turn(page) == "decide"
    builds = Counter(a[-1] for a in st.legal_actions(0) if a[0] == "build")
    hex_ = next(h for h, n in builds.items() if n == 1)
    build = next(list(a) for a in st.legal_actions(0) if a[0] == "build" and a[-1] == hex_)
    before = actions(page)
    key = "galaxy-table/save/" + page.evaluate("location.hash").rsplit("/", 1)[-1]
    page.locator(f'.ga-map [data-act="pick:{hex_}"]').dblclick()
    page.wait_for_function(MINE_AFTER_JS, arg=[key, before, 2], timeout=TIMEOUT)
    saved = json.loads(page.evaluate(f"localStorage.getItem('{key}')"))
    mine = [a for p, a in saved["record"]["actions"][before:] if p == 0]
    assert mine[0] == build and mine[1] == ["endturn"]
    assert wait_turn(page) == "decide"
    assert "End the turn" not in page.inner_text(".tk-decide")


def test_a_hint_shows_the_best_three_moves(page, app_url, tmp_path):
    from tests.e2e.hints import check_hint, hint_save
    check_hint(page, app_url, tmp_path, hint_save("gaia", 20, options={"variant": "first-game"},
                                                  policy=random_policy))
