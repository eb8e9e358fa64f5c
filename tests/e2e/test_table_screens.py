"""Every game's table as a player sees it on a laptop (1366x768) and a phone (390x844), at
the start (from the new-game form), in the middle of a game and at its end (from saves, see
tests/e2e/screens.py), each page checked at both sizes (issue 76):

- no sideways scroll: the document is no wider than the viewport in the lobby, the new-game
  form and every table, in every tab of its side panel, with Gaia's map zoomed in, in the
  replay viewer and on the end screen; the breadcrumb (the top bar's title) on one line;
- the enlarged card (hover on the laptop, long press on the phone) lies entirely inside the
  viewport, for cards of Race, Alien Artifacts and Three Epochs and Gaia's hex popover,
  taken at the bottom edge of the screen, at the right and in the hand;
- axe-core's WCAG 2.0-2.2 A and AA rules find no violation on any of these screens;
- the end screen's breakdown of each seat is shown and adds up to its total, in every game;
  the charts (issue 78): points by round with a line per player and the score by source,
  each with its table, on the end screen, and the chart up to the position in the replay;
  no internal id of Gaia (booster2, free3, terra/free1 ..., tests/gaia_ui/ids.py) in the text
  of its mid-game and end screens (issue 77).
- Race's new-game form explains its advanced option, its end screen why the game ended;
  on the phone each Race card shows its main power on one line and an "enlarge" button whose
  tap opens the enlarged card without selecting the card (issue 77 item 11). Race's layout
  late in a game (items 12 and 16): tests/e2e/test_rftg_layout.py.
"""
import re

import pytest

from tests.e2e import screens as S
from tests.e2e.helpers import open_app
from tests.e2e.table import TIMEOUT, import_played, start_game, wait_turn
from tests.gaia_ui.ids import ids_in_text

ZOOM_GAMES = ("rftg", "artifacts", "epochs", "gaia")


def sizes(page):
    """Each size in turn (the same page, resized): yields (width, phone)."""
    for width, height in S.SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => r()))")
        yield width, width < 600


def axe_ok(page, where: str, scope: str | None = None) -> None:
    found = S.axe(page, scope)
    assert not found, f"{where}: axe finds\n" + "\n".join(found)


# each seat's breakdown on the end screen (the marks of docs/table-kit.md, "End screen"):
# [{seat, parts: [n], shown: [text of each part], total: [n], visible}]
BREAKDOWNS = """() => [...document.querySelectorAll('.tk-endscreen [data-score-seat]')].map(e => ({
    seat: +e.dataset.scoreSeat,
    parts: [...e.querySelectorAll('[data-vp-part]')].map(x => +x.dataset.vpPart),
    shown: [...e.querySelectorAll('[data-vp-part]')].map(x => x.innerText),
    total: [...e.querySelectorAll('[data-vp-total]')].map(x => +x.dataset.vpTotal),
    totalText: [...e.querySelectorAll('[data-vp-total]')].map(x => x.innerText),
    visible: e.checkVisibility()}))"""


def breakdowns_add_up(page, where: str) -> None:
    rows = page.evaluate(BREAKDOWNS)
    assert rows, f"{where}: no breakdown marked"
    assert sorted(r["seat"] for r in rows) == list(range(len(rows))), where
    for r in rows:
        at = f"{where}, seat {r['seat']}"
        assert r["visible"] and r["parts"] and len(r["total"]) == 1, (at, r)
        assert sum(r["parts"]) == r["total"][0], (at, r)
        assert str(r["total"][0]) in r["totalText"][0], (at, r)
        for n, shown in zip(r["parts"], r["shown"]):
            assert str(n) in shown, (at, n, shown)


def no_internal_ids(page, where: str) -> None:
    found = ids_in_text(page.evaluate("() => document.body.innerText"))
    assert not found, f"{where}: internal ids shown: {found}"


def screen_ok(page, where: str, panels: bool = False) -> None:
    """At both sizes: no sideways scroll (in every panel), the breadcrumb on one line, no
    axe violation (in every panel)."""
    for width, _phone in sizes(page):
        at = f"{where} at {width} px"
        lines = S.crumb_lines(page)
        assert lines < 1.5, f"{at}: the breadcrumb takes {lines:.1f} lines"
        if panels:
            S.each_panel(page, at, lambda there, scope: axe_ok(page, there, scope))
        else:
            S.fits(page, at)
            axe_ok(page, at)


def race_option_help_ok(page) -> None:
    """Race's new-game form explains the advanced 2-player option, legibly at both sizes."""
    for width, _phone in sizes(page):
        row = page.locator(".tk-setup [data-opt=advanced]")
        help_ = row.locator(".help")
        assert help_.is_visible(), f"at {width} px"
        assert "chooses two each round" in help_.inner_text()
        assert "Both Explore cards: draw 8, keep 2" in help_.inner_text()
        box = help_.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, f"at {width} px: {box}"


def race_end_reason_ok(page) -> None:
    """Race's end screen says why the game ended and after how many rounds, at both sizes."""
    for width, _phone in sizes(page):
        reason = page.locator(".tk-endscreen .rf-end-reason")
        assert reason.is_visible(), f"at {width} px"
        assert re.fullmatch(r"The game ended after \d+ rounds: (a tableau of 12 or more cards "
                            r"\((Vera|Robo)(, Robo)?\)|the VP chips ran out)"
                            r"( and the VP chips ran out)?\.", reason.inner_text())


LABEL_IN_NAME_JS = """() => axe.run({include: [['#tk-root']]},
    {runOnly: {type: 'rule', values: ['label-content-name-mismatch']},
     rules: {'label-content-name-mismatch': {enabled: true}}, resultTypes: ['violations']})
  .then(r => r.violations.flatMap(v => v.nodes.map(n => n.html.slice(0, 200))))"""


def race_card_names_ok(page) -> None:
    """Race's card buttons are named by their visible text (WCAG 2.5.3 Label in Name, axe's
    experimental rule, run on its own), at both sizes."""
    for width, _phone in sizes(page):
        assert page.locator("#tk-root button[data-card]").count(), f"at {width} px: no card button"
        S.axe(page, "#tk-root")                 # loads axe-core
        assert page.evaluate(LABEL_IN_NAME_JS) == [], f"at {width} px"


def test_lobby_and_every_new_game_form(page, app_url):
    open_app(page, app_url)
    screen_ok(page, "the lobby")
    for game in S.GAMES:
        page.click(f"#new-{game}")
        page.wait_for_selector(".tk-setup")
        screen_ok(page, f"the new-game form of {game}")
        if game == "rftg":
            race_option_help_ok(page)
        page.click("#go-lobby")
        page.wait_for_selector("#app[data-screen=lobby]", state="attached")


@pytest.mark.parametrize("game", S.GAMES)
def test_a_new_game_from_the_form(page, app_url, game):
    """The table at the start, under the name the app gives a new game (game and date)."""
    seats = ("human", "ai")
    opts = {"first": "player 1"} if game == "epochs" else S.options(game)
    start_game(page, app_url, game, seats, S.NAMES, 5, options=opts,
               set_players=game != "epochs")
    assert wait_turn(page) == "decide"
    S.quiet(page)
    assert " · " in page.inner_text("#screen-title .crumb-long")
    screen_ok(page, f"{game} at the start", panels=True)


def zoom_samples(page) -> list[int]:
    """Indices (among `[data-card]` of the table) of the cards whose enlargement has the
    least room: the first and last of the hand, the rightmost and the last on the table."""
    return page.evaluate("""() => {
      const all = [...document.querySelectorAll('#tk-root .tk-main [data-card]')];
      const shown = all.map((el, i) => [el, i]).filter(([el]) => el.getClientRects().length);
      const hand = shown.filter(([el]) => el.closest('.tk-hand-zone'));
      const right = shown.reduce((a, b) => b[0].getBoundingClientRect().right >
                                           a[0].getBoundingClientRect().right ? b : a);
      const picks = [hand[0], hand[hand.length - 1], right, shown[shown.length - 1]];
      return [...new Set(picks.filter(Boolean).map(([, i]) => i))];
    }""")


def zooms_inside(page, game: str, phone: bool) -> None:
    cards = page.locator("#tk-root .tk-main [data-card]")
    picks = zoom_samples(page)
    assert len(picks) >= 2, f"{game}: no cards to enlarge"
    for i in picks:
        card = cards.nth(i)
        key = card.get_attribute("data-card")
        box = S.show_zoom(page, card, touch=phone)
        assert box is not None, f"{game}: no enlarged card for {key}"
        assert S.zoom_inside(page, box), \
            f"{game} at {page.viewport_size}: the enlarged {key} at {box} leaves the screen"
    page.keyboard.press("Escape")
    page.mouse.move(0, 0)


RACE_CARDS_JS = """() => [...document.querySelectorAll('#tk-root .tk-main .card[data-card]')]
  .filter(el => el.getClientRects().length).map(el => {
    const one = el.querySelector('.c-one'), btn = el.parentElement.querySelector('.tk-zoom-btn');
    const o = one && one.getClientRects().length ? one.getBoundingClientRect() : null;
    const b = btn && btn.getClientRects().length ? btn.getBoundingClientRect() : null;
    return {key: el.dataset.card, powers: !!el.querySelector('.c-pw'),
            line: o && {h: o.height, text: one.textContent,
                        cut: getComputedStyle(one).textOverflow},
            btn: b && {w: b.width, h: b.height, label: btn.getAttribute('aria-label')}};
  })"""


def race_phone_cards(page, phone: bool) -> None:
    """Race on a phone (issue 77 item 11): every card with powers shows its main power on one
    line (cut with an ellipsis) and an "enlarge" button (a 24x24 px target) whose tap opens
    the enlarged card inside the screen without selecting the card, and a tap elsewhere closes
    it; on the laptop neither shows (hover zooms, zooms_inside)."""
    cards = page.evaluate(RACE_CARDS_JS)
    assert cards, "no Race cards shown"
    if not phone:
        assert not [c for c in cards if c["line"] or c["btn"]], cards
        return
    for c in cards:
        assert c["btn"] and c["btn"]["w"] >= 24 and c["btn"]["h"] >= 24, c
        assert c["btn"]["label"].startswith("Enlarge "), c
        if c["powers"]:
            assert c["line"] and c["line"]["text"] and c["line"]["h"] < 16, c
            assert c["line"]["cut"] == "ellipsis", c
    choice = page.locator("#tk-root .tk-main button.card[data-act^='card:']")
    card = choice.first if choice.count() else page.locator("#tk-root .tk-main .card[data-card]").first
    card.evaluate("el => el.scrollIntoView({block: 'end', inline: 'nearest'})")
    pressed, acts = card.get_attribute("aria-pressed"), page.get_attribute("#tk-root", "data-actions")
    btn = card.locator("xpath=..").locator(".tk-zoom-btn")
    btn.dispatch_event("pointerdown", S.TOUCH)
    btn.dispatch_event("pointerup", S.TOUCH)
    btn.dispatch_event("click")
    box = S.zoom_box(page)
    assert box is not None and S.zoom_inside(page, box), box
    assert card.get_attribute("aria-pressed") == pressed, "the tap selected the card"
    assert page.get_attribute("#tk-root", "data-actions") == acts
    page.locator("#tk-root .tk-main").dispatch_event("pointerdown", S.TOUCH)
    assert S.zoom_box(page) is None, "a tap elsewhere left the enlarged card open"
    btn.dispatch_event("click")
    assert S.zoom_box(page) is not None
    page.keyboard.press("Escape")
    assert S.zoom_box(page) is None, "Escape left the enlarged card open"
    btn.dispatch_event("click")
    page.locator("header.topbar").dispatch_event("pointerdown", S.TOUCH)   # outside the table
    assert S.zoom_box(page) is None, "a tap on the top bar left the enlarged card open"


def race_log_beside_the_hand(page) -> None:
    """At 1366x768 a 2-player Race table has the one other seat in the right column and the
    log right under it, beside the hand (not after your tableau)."""
    page.set_viewport_size({"width": 1366, "height": 768})
    top = page.evaluate("""() => ['.rf-others', '.tk-side', '.rf-hand', '.rf-me'].map(s =>
        document.querySelector(s).getBoundingClientRect().top + scrollY)""")
    others, side, hand, me = top
    assert others < side < me and side <= hand + 60, top


@pytest.mark.parametrize("game", S.GAMES)
def test_the_middle_of_a_game(page, app_url, tmp_path, game):
    import_played(page, app_url, tmp_path, S.mid_save(game))
    page.wait_for_selector("#tk-root")
    assert wait_turn(page) == "decide"
    S.quiet(page)
    screen_ok(page, f"{game} mid-game", panels=True)
    if game == "gaia":
        no_internal_ids(page, "gaia mid-game")
    if game == "rftg":
        race_card_names_ok(page)
        race_log_beside_the_hand(page)
    if game in ZOOM_GAMES:
        for _width, phone in sizes(page):
            zooms_inside(page, game, phone)
            if game == "rftg":
                race_phone_cards(page, phone)
    page.click("[data-act='replay:open']")
    page.wait_for_selector("#tk-replay-title")
    page.click("[data-act='replay:next']")
    screen_ok(page, f"{game} replay viewer")
    # the chart up to the replay's position: the start and the first step (no bar yet)
    page.wait_for_selector(".tk-replay .tk-chart-line")
    assert len(charts_ok(page, ".tk-replay", f"{game} replay", bars=False)[0]["points"]) == 4


# the charts (ui/table/charts.py): each figure's SVG, its drawn lines and the numbers of its
# table alternative; the score by source's table ends with each seat's total
CHARTS_JS = """(root) => [...document.querySelectorAll(root + ' .tk-chart')].map(f => ({
    kind: f.classList.contains('tk-chart-line') ? 'line' : 'bars',
    visible: f.querySelector('svg[role=img]').checkVisibility(),
    label: f.querySelector('svg[role=img]').getAttribute('aria-label'),
    lines: f.querySelectorAll('svg .tk-line').length,
    points: [...f.querySelectorAll('[data-point]')].map(x => +x.dataset.point),
    sums: [...f.querySelectorAll('[data-vp-sum]')].map(x => +x.dataset.vpSum),
    table: !!f.querySelector('details.tk-chart-alt table')}))"""


def charts_ok(page, root: str, where: str, players: int = 2, bars: bool = True) -> list:
    """The line chart (a line per player, its table) and, when `bars`, the stacked bar whose
    table's totals are the end screen's totals."""
    found = page.evaluate(CHARTS_JS, root)
    kinds = [c["kind"] for c in found]
    assert kinds == (["line", "bars"] if bars else ["line"]), (where, kinds)
    line = found[0]
    assert line["visible"] and line["lines"] == players and line["table"], (where, line)
    assert line["label"].startswith("Points by round:"), (where, line["label"])
    assert line["points"] and len(line["points"]) % players == 0, (where, line)
    if bars:
        assert found[1]["visible"] and found[1]["table"], (where, found[1])
        totals = [r["total"][0] for r in sorted(page.evaluate(BREAKDOWNS),
                                                key=lambda r: r["seat"])]
        assert found[1]["sums"] == totals, (where, found[1]["sums"], totals)
        assert line["points"][-players:] == totals, (where, line["points"], totals)
        # the tables opened: still no sideways scroll, and nothing for axe (at the phone size)
        page.evaluate("document.querySelectorAll('.tk-chart-alt').forEach(d => d.open = true)")
        S.fits(page, f"{where}, the charts' tables open")
        axe_ok(page, f"{where}, the charts' tables open", ".tk-charts")
    return found


@pytest.mark.parametrize("game", S.GAMES)
def test_the_end_of_a_game(page, app_url, tmp_path, game):
    import_played(page, app_url, tmp_path, S.end_save(game))
    page.wait_for_selector(".tk-endscreen", timeout=TIMEOUT)
    screen_ok(page, f"{game} end screen")
    for width, _phone in sizes(page):
        breakdowns_add_up(page, f"{game} end screen at {width} px")
        if game == "gaia":
            no_internal_ids(page, f"gaia end screen at {width} px")
    if game == "rftg":
        race_end_reason_ok(page)
    charts_ok(page, ".tk-endscreen", f"{game} end screen")
    page.click(".tk-endscreen [data-act='replay:open']")
    page.wait_for_selector("#tk-replay-title")
    page.keyboard.press("End")
    page.wait_for_selector(".tk-replay.over [data-act='replay:last'][aria-disabled=true]",
                           state="attached")
    screen_ok(page, f"{game} replay at the end (every hand shown)")
