"""Gaia Project's table layout and map in the page (issue 77): the map zoomed with the keys,
Ctrl+wheel, the plain wheel once zoomed (about the pointer) and a two-finger pinch, panned by
dragging; a hex chosen with Enter; on a phone a zoomed hex tapped with the decision in view;
at 1366x768 the map, the boards, the scoring tiles and the decision in view together (2- and
4-player saves)."""
import pytest

from game.gaia.__main__ import random_policy
from tests.e2e.table import TIMEOUT, actions, import_played, played_save, wait_turn
from tests.e2e.test_gaia_play import _played, start


def test_map_zooms_with_keys_ctrl_wheel_and_a_hex_is_chosen_with_enter(page, app_url):
    start(page, app_url, ("human", "ai"), ("Ana", "Bot"))
    wait_turn(page)
    page.focus(".ga-mapwrap")
    page.keyboard.press("+")
    page.wait_for_selector(".ga-zoomed[style*='1.5']")
    page.keyboard.press("0")
    page.wait_for_selector(".ga-zoomed[style*='1.0']")
    box = page.locator(".ga-mapwrap").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.keyboard.down("Control")
    page.mouse.wheel(0, -100)
    page.keyboard.up("Control")
    page.wait_for_selector(".ga-zoomed[style*='1.5']")
    page.keyboard.press("-")
    page.wait_for_selector(".ga-zoomed[style*='1.0']")
    # a choosable hex takes Enter like a button (the first mines are placed on the map)
    hexes = page.locator(".ga-map .hx.can")
    if hexes.count():
        before = actions(page)
        hexes.first.focus()
        page.keyboard.press("Enter")
        page.wait_for_function(
            f"() => +document.querySelector('#tk-root').dataset.actions > {before} || "
            "document.querySelector('.tk-decide .hx.sel, .ga-map .hx.sel')", timeout=TIMEOUT)


def test_a_two_finger_pinch_zooms_the_map_on_a_touch_screen(browser, app_url, page_log):
    """A phone (390x844, touch): two fingers spreading over the map zoom it in, pinching zoom
    it out (Chromium's own touch input through the DevTools protocol, as a real screen sends)."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                              is_mobile=True, device_scale_factor=2)
    page_log.watch_context(ctx)
    try:
        page = ctx.new_page()
        start(page, app_url, ("human", "ai"), ("Ana", "Bot"))
        wait_turn(page)
        wrap = page.locator(".ga-mapwrap")
        wrap.scroll_into_view_if_needed()
        box = wrap.bounding_box()
        cx, cy = box["x"] + box["width"] / 2, box["y"] + min(box["height"], 300) / 2
        cdp = ctx.new_cdp_session(page)

        def touch(kind, spread):
            points = [] if kind == "touchEnd" else [
                {"x": cx - spread, "y": cy, "id": 1}, {"x": cx + spread, "y": cy, "id": 2}]
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        def pinch(a, b):
            touch("touchStart", a)
            for step in range(1, 9):
                touch("touchMove", a + (b - a) * step / 8)
            touch("touchEnd", b)

        assert page.locator(".ga-zoomed[style*='1.0']").count() == 1
        pinch(20, 120)
        page.wait_for_selector(".ga-zoomed:not([style*='1.0'])", state="attached",
                               timeout=TIMEOUT)
        zoomed = page.get_attribute(".ga-zoomed", "style")
        pinch(120, 20)
        page.wait_for_function(
            "(before) => document.querySelector('.ga-zoomed').getAttribute('style') !== before",
            arg=zoomed, timeout=TIMEOUT)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        ctx.close()
    assert not page_log.foreign_requests()


# what the wide layout shows without scrolling (issue 77): the map frame, the research board,
# the scoring tiles, my board and the decision's first control
IN_VIEW = (".ga-mapwrap", ".ga-research-panel .ga-research", ".ga-scoring .ga-rounds",
           ".ga-player.me", ".tk-decide", ".tk-decide [data-act^='opt:'], .tk-decide .opt")
BOXES = """(sels) => sels.map(s => { const e = document.querySelector(s);
  if (!e) return null; const r = e.getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, h: r.height}; })"""


def _mid_game_save(players):
    """A game in round 3 or later, seat 0 (human) to choose an action."""
    names = ("Vera", "Robo", "Ada", "Chen")[:players]

    def mid(st):
        return (st.round >= 3 and not st.is_over() and st.deciders() == [0]
                and st.phase == "actions")
    save, _st = played_save("gaia", players, 5, mid, 0, names, ("human",) + ("ai",) * (players - 1),
                            options={"variant": "first-game"}, name=f"Mid {players}",
                            policy=random_policy)
    return save


@pytest.mark.parametrize("players", (2, 4))
def test_at_1366x768_the_map_boards_and_decision_are_in_view_together(page, app_url, tmp_path,
                                                                      players):
    from tests.e2e import screens as S
    page.set_viewport_size({"width": 1366, "height": 768})
    import_played(page, app_url, tmp_path, _mid_game_save(players))
    page.wait_for_selector("#tk-root")
    assert wait_turn(page) == "decide"
    S.quiet(page)
    for close in page.query_selector_all(".notice button"):     # "Imported …" fades anyway
        close.click()
    page.wait_for_function("() => !document.querySelector('.notice')")
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")
    boxes = page.evaluate(BOXES, list(IN_VIEW))
    for sel, box in zip(IN_VIEW, boxes):
        assert box is not None, f"{sel} is missing"
        assert box["top"] >= 0 and box["bottom"] <= 768 and box["right"] <= 1366, (sel, box)
    # the other players: a compact strip, one line each, their whole board on demand
    rows = page.locator(".ga-opps .ga-opp")
    assert rows.count() == players - 1
    assert all(b["height"] <= 48 for b in (rows.nth(i).bounding_box() for i in range(players - 1)))
    assert page.locator(".ga-opps .ga-player").count() == 0
    page.click(".ga-opps [data-act='view:board-1']")
    page.wait_for_selector(".ga-opps .ga-player[data-seat='1'] .abilities")
    assert page.get_attribute(".ga-opps [data-act='view:board-1']", "aria-expanded") == "true"
    # a tech tile's text on keyboard focus
    page.focus(".ga-research [data-card^='tech:']")
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    page.wait_for_selector(".tk .zoom:not([hidden]) .ga-zoom")
    page.keyboard.press("Escape")
    found = S.axe(page)
    assert not found, "axe at 1366x768:\n" + "\n".join(found)
    page.set_viewport_size({"width": 390, "height": 844})
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => r()))")
    S.fits(page, f"{players} players at 390x844")
    found = S.axe(page)
    assert not found, "axe at 390x844:\n" + "\n".join(found)


def _map_turn(st):
    """Round 2 or later, seat 0 to act with hexes to build on."""
    return (not st.is_over() and st.round >= 2 and st.deciders()[0] == 0 and
            any(a[0] == "build" for a in st.legal_actions(0)))


HEX_AT = """([x, y]) => { const el = document.elementFromPoint(x, y);
  const hx = el && el.closest('.hx'); return hx && hx.dataset.card; }"""
SCALE = "() => document.querySelector('.ga-map').getBoundingClientRect().width"


def test_the_wheel_zooms_the_map_about_the_pointer_and_a_drag_pans_it(page, app_url, tmp_path):
    """1366x768: no two drawn hex labels overlap; at fit a plain wheel over the map scrolls
    the page (not stolen); Ctrl+wheel zooms in keeping the hex under the pointer under it;
    once zoomed the plain wheel zooms too; a mouse drag pans the frame and selects nothing."""
    page.set_viewport_size({"width": 1366, "height": 768})
    _played(tmp_path, page, app_url, _map_turn, 0, "Map turn")
    assert wait_turn(page) == "decide"
    wrap = page.locator(".ga-mapwrap")
    wrap.scroll_into_view_if_needed()
    box = wrap.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 40)
    y0 = page.evaluate("scrollY")
    page.mouse.wheel(0, 120)
    page.wait_for_function(f"scrollY > {y0}", timeout=TIMEOUT)
    assert wrap.get_attribute("data-zoomed") is None
    overlaps = page.evaluate("""() => {
      const r = [...document.querySelectorAll('.ga-map .lbl')].map(e => e.getBoundingClientRect());
      const out = [];
      r.forEach((a, i) => r.slice(i + 1).forEach(b => { if (a.right > b.left + 0.5 &&
        b.right > a.left + 0.5 && a.bottom > b.top + 0.5 && b.bottom > a.top + 0.5) out.push(i); }));
      return [r.length, out.length]; }""")
    assert overlaps[0] > 20 and overlaps[1] == 0, overlaps      # drawn labels never collide
    hexes = page.locator(".ga-map .hx.can")
    target = hexes.nth(hexes.count() // 2).bounding_box()
    at = (target["x"] + target["width"] / 2, target["y"] + target["height"] / 2)
    under = page.evaluate(HEX_AT, list(at))
    width0 = page.evaluate(SCALE)
    page.mouse.move(*at)
    page.keyboard.down("Control"), page.mouse.wheel(0, -100), page.keyboard.up("Control")
    page.wait_for_selector(".ga-mapwrap[data-zoomed] .ga-zoomed[style*='--z:1.5']")
    assert page.evaluate(SCALE) > width0 * 1.4
    assert under and page.evaluate(HEX_AT, list(at)) == under
    page.mouse.wheel(0, -100), page.wait_for_selector(".ga-zoomed[style*='--z:2.0']")
    assert page.evaluate(HEX_AT, list(at)) == under
    left, top = wrap.evaluate("e => [e.scrollLeft, e.scrollTop]")
    page.mouse.down()
    for step in range(1, 6):
        page.mouse.move(at[0] - 24 * step, at[1] - 16 * step)
    page.mouse.up()
    left2, top2 = wrap.evaluate("e => [e.scrollLeft, e.scrollTop]")
    assert left2 - left > 100 and top2 - top > 60, (left, top, left2, top2)
    assert not page.query_selector(".ga-map .hx.sel")     # the pan selected nothing
    page.mouse.wheel(0, 100), page.wait_for_selector(".ga-zoomed[style*='--z:1.5']")


def test_on_a_phone_a_zoomed_hex_is_tappable_with_the_decision_in_view(browser, app_url,
                                                                          page_log, tmp_path):
    """390x844 (touch): the map comes first with the decision right under it, both in view;
    zoomed in (+) a legal hex is at least 44 px wide and a tap selects it (the decision offers
    what to build there); no sideways scroll; axe finds nothing."""
    from tests.e2e.screens import axe, fits

    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                              is_mobile=True, device_scale_factor=2)
    page_log.watch_context(ctx)
    try:
        page = ctx.new_page()
        _played(tmp_path, page, app_url, _map_turn, 0, "Map turn")
        assert wait_turn(page) == "decide"
        page.evaluate("document.querySelector('.ga-map-panel').scrollIntoView()")
        first = page.locator(".tk-decide :is(button, summary):visible").first.bounding_box()
        wrap = page.locator(".ga-mapwrap").bounding_box()
        bar = page.locator(".tk-bar").bounding_box()        # sticky at the top
        assert wrap["y"] >= bar["y"] + bar["height"] and wrap["y"] + wrap["height"] <= 844
        assert first["y"] >= wrap["y"] + wrap["height"] and first["y"] + first["height"] <= 844, (
            first, page.locator(".tk-decide :is(button, summary):visible").first.inner_text())
        fits(page, "the map at fit on a phone")
        page.tap("[data-act='view:zoom-in']")
        page.wait_for_selector(".ga-mapwrap[data-zoomed]")
        hx = page.locator(".ga-map .hx.can").first
        hx.evaluate("e => e.scrollIntoView({block: 'center', inline: 'center'})")
        page.evaluate("document.querySelector('.ga-map-panel').scrollIntoView()")
        box = hx.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, box
        label = hx.get_attribute("data-card")[4:]
        hx.tap()
        page.wait_for_selector(f".tk-decide h3:text-is('On {label}')", timeout=TIMEOUT)
        assert hx.get_attribute("aria-pressed") == "true"
        assert page.locator(".tk .zoom").is_hidden()    # a tap shows no card over the map
        first = page.locator(".tk-decide :is(button, summary):visible").first.bounding_box()
        assert first["y"] + first["height"] <= 844
        fits(page, "the zoomed map on a phone")
        found = axe(page)
        assert not found, "the zoomed map on a phone: axe finds\n" + "\n".join(found)
    finally:
        ctx.close()
    assert not page_log.foreign_requests()
