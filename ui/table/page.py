"""The DOM side of the table kit (runs only in the browser, under PyScript), for every game.

Everything drawn is HTML built by the pure modules (controller, screens, the game's GameUI);
this module assigns it, listens to clicks/keys/hover on one root element (event delegation),
runs AI seats in small slices between browser frames, autosaves, and records statistics.
DOM lookups that find nothing return JS null (not None under Pyodide): test them by truth.

Keyboard: arrow keys move between the items of the current choice (cards, option buttons),
Enter/Space select (buttons natively; other focusable `data-act` elements such as a map's
hexes too), C confirms, Escape clears the selection (and closes the enlarged card),
Ctrl+Z / Ctrl+Y undo and redo, H asks for a hint; in the replay viewer the arrow keys step and Home/End jump.
A board that offers zoom controls (`data-act="view:zoom-in|zoom-out|zoom-fit"`) also zooms
with + / − / 0, with Ctrl+wheel (and a touchpad pinch) over an element marked
`data-zoomable` (and with the plain wheel when that element is also marked `data-zoomed`),
and with a two-finger pinch there on a touch screen; a zoomed frame pans by a mouse drag
(those handlers are in page_input.py). After every redraw the focus stays on the same control when it still exists,
or moves to the new decision; it never falls back to the top of the page.
"""
from __future__ import annotations

import asyncio
import random
from typing import Any

import js

from game.core.i18n import domain
from ui import dom, games

from . import prefs as PR
from . import stats as ST
from .controller import Controller
from .gameui import GameUI
from .html import tag
from .morph import morph
from .page_input import CHOICE_SELECTOR, PageInput
from .page_review import PageReview
from .page_store import load_settings, load_stats, record_stats, store_settings  # noqa: F401
from .session import Session

_ = domain("app")
SLICE_MS = 8.0
FOLLOW_QUIET_MS = 3_000     # a watching tab plays the computer seats after this long quiet


def ensure_css(href: str | None, css_id: str) -> None:
    doc = js.document
    if href and not doc.getElementById(css_id):
        link = doc.createElement("link")
        link.id = css_id
        link.rel = "stylesheet"
        link.href = href
        doc.head.appendChild(link)


def ensure_kit_css(game: GameUI) -> None:
    ensure_css("assets/table.css", "tk-css")
    ensure_css(game.css, f"{game.game_id}-css")


def _now() -> float:
    return js.performance.now()


# --- the table ----------------------------------------------------------------------------
class TablePage(PageInput, PageReview):
    """The table of one game in the page: drawing, effects, AI seats, another tab, clicks
    (keys, zoom and touch in PageInput; the review and "Play on from here" in PageReview)."""
    offers_lesson = True        # the first table of a game offers its lesson once

    def __init__(self, container: Any, app: Any, save: dict, game: GameUI,
                 session: Any = None) -> None:
        ensure_kit_css(game)
        self.app = app
        self.game = game
        # a friend's table answers from the host's messages instead (ui/net/remote.py)
        self.session = session or Session(save, clears_marks=game.clears_marks)
        self.ctl = Controller(self.session, game, load_settings())
        root_cls = "tk " + game.root_class if game.root_class else "tk"
        self.root = dom.h("div", {"class": root_cls, "id": "tk-root",
                                  "data-game": game.game_id})
        self.main = dom.h("div", {"class": "tk-main"})
        self.zoom = dom.h("div", {"class": "zoom", "hidden": True, "aria-hidden": "true"})
        dom.mount(container, self.root)
        self.root.append(self.main, self.zoom)
        self.thinking: int | None = None
        self.ai_running = False
        self.focus_key: tuple | None = None
        self.press_timer: Any = None
        self.pressed = False
        self.parts: list[str] | None = None
        self.renders = 0
        self.fresh_seen: set[str] = set()
        # pointerId -> (x, y) of touches on a zoomable element
        self.touches: dict[Any, tuple[float, float]] = {}
        self.pinch_base: float | None = None    # the two touches' distance at the last zoom step
        for event, fn in (("click", self.on_click), ("keydown", self.on_key),
                          ("mouseover", self.on_over), ("mouseout", self.on_out),
                          ("focusin", self.on_over), ("focusout", self.on_out),
                          ("pointerdown", self.on_press), ("pointerup", self.on_release),
                          ("pointercancel", self.on_release), ("contextmenu", self.on_menu),
                          ("wheel", self.on_wheel), ("pointermove", self.on_pinch_move),
                          ("input", self.on_input)):
            dom.on(self.root, event, fn)
        dom.on(js.window, "focus", self.on_window_focus)
        dom.on(js.document, "pointerdown", self.on_outside_press)
        self.render()
        if hasattr(app, "redraw_with"):     # a change of language redraws the table in place
            app.redraw_with(self.render)
        self.show_notices()
        self.resume_review()
        self.effects(self.ctl.lesson_tick())    # a lesson in free play: the coach's hint
        if self.offers_lesson:
            self.effects(self.ctl.offer_once() | ({"render"} if self.ctl.offering else set()))
        self.kick_ai()

    def is_shown(self) -> bool:
        """Is this table still on the screen (not left for the lobby or another game)?"""
        return bool(self.root.isConnected) and bool(_PAGES) and _PAGES[0] is self

    # drawing
    def render(self) -> None:
        t0 = _now()
        active = js.document.activeElement
        keep = None     # the control that had the focus, found again after redrawing
        keep_index = None
        if active and self.main.contains(active):
            if active.getAttribute("data-act"):
                keep = f'[data-act="{active.getAttribute("data-act")}"]'
                items = list(self.main.querySelectorAll(CHOICE_SELECTOR))
                keep_index = next((i for i, el in enumerate(items) if el == active), None)
            elif active.getAttribute("data-zoomable"):      # a map frame being zoomed
                keep = "[data-zoomable]"
        self.keep_level()
        out = self.ctl.render(self.thinking, parts=True)
        self.root.setAttribute("data-build-ms", f"{_now() - t0:.1f}")
        self.draw(out)
        self.mark_arrivals()
        self.hide_zoom()
        key = self.ctl.focus_key()
        moved = False
        if key != self.focus_key:
            self.focus_key = key
            target = self.main.querySelector("[data-autofocus]") or \
                self.main.querySelector("#tk-decide-title, #tk-end-title, #tk-replay-title")
            wanted = (self.ctl.decider() is not None or self.ctl.curtain is not None or
                      self.session.is_over() or self.ctl.replay_at is not None)
            if target and wanted:
                target.focus()
                moved = True
        if keep and not moved:
            again = self.main.querySelector(keep)
            if not again and keep_index is not None:     # the control went: its neighbour
                items = list(self.main.querySelectorAll(CHOICE_SELECTOR))
                if items:
                    again = items[min(keep_index, len(items) - 1)]
            if not again:
                again = self.main.querySelector("#tk-decide-title")
            if again:
                again.focus()
        if self.session.is_over() and self.ctl.replay_at is None:
            slot = self.main.querySelector(".tk-stats-slot")
            line = ST.summary(load_stats(self.game.game_id), self.game.stats_group,
                              self.game.game_id)
            if slot and line:
                slot.replaceChildren(dom.h("p", {"class": "help tk-stats"}, line))
        self.root.setAttribute("data-render-ms", f"{_now() - t0:.1f}")
        self.renders += 1       # tests wait for a redraw after a click by this count
        self.root.setAttribute("data-renders", str(self.renders))
        self.root.setAttribute("data-actions", str(self.session.moves()))

    def draw(self, out: str | list[str]) -> None:
        """Assign the screen; for the table, replace only the regions whose HTML changed."""
        if isinstance(out, str):
            self.main.innerHTML = out
            self.parts = None
            return
        table = self.main.firstElementChild
        old = self.parts
        if old is not None and len(old) == len(out) and table and \
                table.childElementCount == len(out):
            children = list(table.children)
            for i, (before, after) in enumerate(zip(old, out)):
                if before != after:
                    morph(children[i], after)
        else:
            self.main.innerHTML = tag("div", "".join(out), cls="tk-table")
        self.parts = out

    def mark_arrivals(self) -> None:
        """Elements a board marks `tk-fresh` (a card placed, a good made this round) play a
        short arrival animation once: when they first appear, not at every redraw."""
        now = set()
        for el in self.main.querySelectorAll(".tk-fresh[data-card]"):
            key = f'{el.className}|{el.getAttribute("data-card")}'
            now.add(key)
            if key not in self.fresh_seen:
                el.classList.add("tk-arrive")
        self.fresh_seen = now

    def effects(self, eff: set) -> None:
        if "stats" in eff and not self.ctl.stats_done:
            self.ctl.stats_done = True
            self.session.save.setdefault("meta", {})["stats_recorded"] = True
            record_stats(self.session, self.game)
            eff = eff | {"autosave"}
        if "settings" in eff:
            store_settings(self.ctl.settings)
        if "autosave" in eff:
            self.app.autosave(self.session.save)
        if "lobby" in eff:
            self.app.go_lobby()
            return
        if "export" in eff:
            self.export()
        if "rematch" in eff:
            self.rematch()
            return
        if "learn" in eff:              # the offer's "Start the lesson"
            self.app.start_lesson(self.game.game_id)
            return
        if "playon" in eff:
            self.play_on()
            return
        if "review" in eff:
            self.start_review()
        if "render" in eff:
            self.render()
        if "ref" in eff:                # an entry opened: into view, its title focused
            self.show_entry()
        if "ai" in eff:
            self.kick_ai()
        if "hint" in eff:
            asyncio.ensure_future(self.hint_loop())
        if self.ctl.hint_focus:         # a hint row: the item of its move takes the focus
            el = self.main.querySelector(f'[data-act="{self.ctl.hint_focus}"]')
            self.ctl.hint_focus = None
            if el:
                el.focus()

    def export(self) -> None:
        self.app.export_save(self.session.save)

    def rematch(self) -> None:
        s = self.session
        settings = {"players": s.record.players, "options": dict(s.record.options),
                    "seed": random.randrange(2 ** 31), "seats": [dict(x) for x in s.seats]}
        self.app.start_game(games.entry(self.game.game_id), settings)

    # another tab
    def watching(self) -> bool:
        """Does this tab only watch a game another tab plays on (ui.app.App.follow)? Its
        computer players then wait, so two tabs never both play them."""
        slot = self.session.save.get("id")
        return slot is not None and getattr(self.app, "following", None) == slot

    def take_over(self) -> None:
        """The player acts here: this tab plays the game again (its computer players too)."""
        if self.watching():
            self.app.take_over()

    def on_window_focus(self, evt: Any) -> None:
        """Back in a watching tab whose other tab went quiet (closed while its computer
        player was to move): play on here."""
        if self.watching() and self.session.ai_to_decide() is not None and \
                _now() - getattr(self.app, "followed_at", 0.0) > FOLLOW_QUIET_MS:
            self.take_over()
            self.kick_ai()

    # AI
    def kick_ai(self) -> None:
        if self.watching():
            return
        if not self.ai_running and self.session.ai_to_decide() is not None:
            self.ai_running = True
            asyncio.ensure_future(self.ai_loop())

    async def ai_loop(self) -> None:
        try:
            while True:
                p = self.session.ai_to_decide()
                if p is None:
                    break
                if self.thinking != p:
                    self.thinking = p
                    if self.ctl.decider() is None:
                        self.render()
                try:
                    while not self.session.ai_step(SLICE_MS):
                        await asyncio.sleep(0)
                except Exception as exc:  # an AI bug must not freeze the table silently
                    self.app.notify(_("The computer player failed: {reason}", reason=exc), "error")
                    return
                self.thinking = None
                # the move's last slice, the redraw and the autosave each in a task of its own,
                # so that none of them holds the page for long
                await asyncio.sleep(0)
                eff = self.ctl.after_ai()
                self.effects((eff - {"autosave"}) | {"render"})
                await asyncio.sleep(0)
                self.app.autosave(self.session.save)
        finally:
            self.ai_running = False
            self.thinking = None
        self.render()

    # hints (ui/table/hints.py): the search in slices between frames, until done or cancelled
    async def hint_loop(self) -> None:
        try:
            while not self.ctl.hint_step(SLICE_MS):
                await asyncio.sleep(0)
        except Exception as exc:  # a hint's failure must not freeze the table
            self.ctl.hint = None
            self.app.notify(_("The hint failed: {reason}", reason=exc), "error")
        self.render()

    # events
    def on_click(self, evt: Any) -> None:
        if self.pressed or self.dragged:        # a long press or a pan of the map
            self.pressed = self.dragged = False
            evt.preventDefault()
            return
        if self.zoom_click(evt):
            return
        el = evt.target.closest("[data-act]")
        if not el or not self.root.contains(el):
            return
        if el.getAttribute("aria-disabled") == "true":
            return
        self.take_over()
        t0 = _now()
        self.effects(self.ctl.click(self.double_act(evt, el.getAttribute("data-act"))))
        self.root.setAttribute("data-click-ms", f"{_now() - t0:.1f}")


_PAGES: list[TablePage] = []


def mount(container: Any, app: Any, save: dict, game: GameUI,
          make: Any = None) -> TablePage | None:
    """The table of `save` (`make(container, app, save, game)` builds it: TablePage, or the
    host's or a friend's table of a game with friends, ui/net/mount.py)."""
    try:
        page = (make or TablePage)(container, app, save, game)
    except Exception as exc:  # a damaged save: say so, do not leave a blank screen
        app.notify(_("This game cannot be shown: {reason}", reason=exc), "error")
        app.go_lobby()
        return None
    _PAGES[:] = [page]      # keep the live table referenced
    return page
