"""The DOM side of the table kit (runs only in the browser, under PyScript), for every game.

Everything drawn is HTML built by the pure modules (controller, screens, the game's GameUI);
this module assigns it, listens to clicks/keys/hover on one root element (event delegation),
runs AI seats in small slices between browser frames, autosaves, and records statistics.
DOM lookups that find nothing return JS null (not None under Pyodide): test them by truth.

Keyboard: arrow keys move between the items of the current choice (cards, option buttons),
Enter/Space select (buttons natively; other focusable `data-act` elements such as a map's
hexes too), C confirms, Escape clears the selection (and closes the enlarged card),
Ctrl+Z / Ctrl+Y undo and redo; in the replay viewer the arrow keys step and Home/End jump.
A board that offers zoom controls (`data-act="view:zoom-in|zoom-out|zoom-fit"`) also zooms
with + / − / 0, with Ctrl+wheel (and a touchpad pinch) over an element marked
`data-zoomable`, and with a two-finger pinch there on a touch screen. After every redraw the focus stays on the same control when it still
exists, or moves to the new decision; it never falls back to the top of the page.
"""
from __future__ import annotations

import asyncio
import random
from typing import Any

import js

from game.core.i18n import domain
from ui import dom

from . import stats as ST
from .controller import Controller
from .gameui import GameUI
from .html import tag
from .morph import morph
from .session import Session

_ = domain("app")
SLICE_MS = 8.0
LONG_PRESS_MS = 450
CHOICE_SELECTOR = ('.tk-decide [data-act^="card:"], .tk-decide [data-act^="pick:"], '
                   '.tk-decide [data-act^="opt:"], .tk-hand-zone [data-act^="card:"]')


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


# --- statistics ---------------------------------------------------------------------------
def load_stats(game_id: str) -> dict:
    try:
        return ST.load(js.localStorage.getItem(ST.key(game_id)))
    except Exception:  # storage blocked: statistics are a nicety, never an error
        return ST.empty()


def record_stats(session: Session, game: GameUI) -> None:
    scores = session.scores()
    winners = session.winners()
    view = session.view(None)
    stats = load_stats(game.game_id)
    for p in session.humans():
        stats = ST.update(stats, {"players": session.record.players, "won": p in winners,
                                  "score": scores[p],
                                  "start_world": game.stats_group_of(view, p)})
    try:
        js.localStorage.setItem(ST.key(game.game_id), ST.dump(stats))
    except Exception:
        pass


# --- the table ----------------------------------------------------------------------------
class TablePage:
    def __init__(self, container: Any, app: Any, save: dict, game: GameUI) -> None:
        ensure_kit_css(game)
        self.app = app
        self.game = game
        self.session = Session(save)
        self.ctl = Controller(self.session, game)
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
        self.fresh_seen: set[str] = set()
        self.touches: dict[Any, tuple] = {}           # pointerId -> (x, y) of touches on a zoomable element
        self.pinch_base: float | None = None      # the two touches' distance at the last zoom step
        for event, fn in (("click", self.on_click), ("keydown", self.on_key),
                          ("mouseover", self.on_over), ("mouseout", self.on_out),
                          ("focusin", self.on_over), ("focusout", self.on_out),
                          ("pointerdown", self.on_press), ("pointerup", self.on_release),
                          ("pointercancel", self.on_release), ("contextmenu", self.on_menu),
                          ("wheel", self.on_wheel), ("pointermove", self.on_pinch_move)):
            dom.on(self.root, event, fn)
        self.render()
        if hasattr(app, "redraw_with"):     # a change of language redraws the table in place
            app.redraw_with(self.render)
        self.kick_ai()

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
        if "render" in eff:
            self.render()
        if "ai" in eff:
            self.kick_ai()

    def export(self) -> None:
        self.app.export_save(self.session.save)

    def rematch(self) -> None:
        from ui import games
        s = self.session
        settings = {"players": s.record.players, "options": dict(s.record.options),
                    "seed": random.randrange(2 ** 31), "seats": [dict(x) for x in s.seats]}
        self.app.start_game(games.entry(self.game.game_id), settings)

    # AI
    def kick_ai(self) -> None:
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

    # events
    def on_click(self, evt: Any) -> None:
        if self.pressed:
            self.pressed = False
            evt.preventDefault()
            return
        el = evt.target.closest("[data-act]")
        if not el or not self.root.contains(el):
            return
        if el.getAttribute("aria-disabled") == "true":
            return
        t0 = _now()
        self.effects(self.ctl.click(el.getAttribute("data-act")))
        self.root.setAttribute("data-click-ms", f"{_now() - t0:.1f}")

    def on_key(self, evt: Any) -> None:
        key = evt.key
        target = evt.target
        typing = target and target.tagName in ("INPUT", "SELECT", "TEXTAREA")
        if typing:
            return
        if (evt.ctrlKey or evt.metaKey) and key in ("z", "Z"):
            evt.preventDefault()
            self.effects(self.ctl.click("redo" if evt.shiftKey else "undo"))
            return
        if (evt.ctrlKey or evt.metaKey) and key in ("y", "Y"):
            evt.preventDefault()
            self.effects(self.ctl.click("redo"))
            return
        if evt.ctrlKey or evt.metaKey or evt.altKey:
            return
        if self.ctl.replay_at is not None:
            step = {"ArrowRight": "next", "ArrowDown": "next", "ArrowLeft": "prev",
                    "ArrowUp": "prev", "Home": "first", "End": "last",
                    "Escape": "close"}.get(key)
            if step:
                evt.preventDefault()
                self.effects(self.ctl.click(f"replay:{step}"))
            return
        if key in ("+", "=", "-", "_", "0") and self.zoom_act(
                {"+": "zoom-in", "=": "zoom-in", "-": "zoom-out", "_": "zoom-out",
                 "0": "zoom-fit"}[key]):
            evt.preventDefault()
            return
        if key in ("Enter", " ") and target and target.getAttribute and \
                target.getAttribute("data-act") and target.tagName not in ("BUTTON", "A"):
            evt.preventDefault()        # a focusable non-button choice (a map hex): select it
            self.effects(self.ctl.click(target.getAttribute("data-act")))
            return
        if key == "Escape":
            self.hide_zoom()
            self.effects(self.ctl.click("clear"))
        elif key in ("c", "C"):
            # confirm; when the selection is not yet legal this shows the engine's reason
            if self.main.querySelector('.tk-decide [data-act="confirm"]'):
                evt.preventDefault()
                self.effects(self.ctl.click("confirm"))
        elif key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
            items = [el for el in self.main.querySelectorAll(CHOICE_SELECTOR)]
            if not items:
                return
            current = next((i for i, el in enumerate(items) if el == target), None)
            forward = key in ("ArrowRight", "ArrowDown")
            if current is None:
                nxt = 0 if forward else len(items) - 1
            else:
                nxt = (current + (1 if forward else -1)) % len(items)
            evt.preventDefault()
            items[nxt].focus()

    # zoom of a board's view (maps): keys, Ctrl+wheel, pinch
    def zoom_act(self, which: str) -> bool:
        """Send the board's view:<which> control if the board offers it; True if it did."""
        button = self.main.querySelector(f'[data-act="view:{which}"]')
        if not button or button.getAttribute("aria-disabled") == "true":
            return False
        self.effects(self.ctl.click(f"view:{which}"))
        return True

    def on_wheel(self, evt: Any) -> None:
        if not evt.ctrlKey or not evt.target.closest("[data-zoomable]"):
            return              # a plain wheel scrolls (pans the map's frame)
        evt.preventDefault()
        self.zoom_act("zoom-in" if evt.deltaY < 0 else "zoom-out")

    def on_pinch_move(self, evt: Any) -> None:
        if evt.pointerId not in self.touches:
            return
        self.touches[evt.pointerId] = (evt.clientX, evt.clientY)
        if len(self.touches) != 2:
            return
        (x1, y1), (x2, y2) = self.touches.values()
        dist = ((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5
        if not self.pinch_base:
            self.pinch_base = dist
            return
        if dist > self.pinch_base * 1.25 and self.zoom_act("zoom-in"):
            self.pinch_base = dist
        elif dist < self.pinch_base * 0.8 and self.zoom_act("zoom-out"):
            self.pinch_base = dist

    def _card_el(self, evt: Any) -> Any:
        target = evt.target
        if not target or not hasattr(target, "closest"):
            return None
        el = target.closest("[data-card]")
        return el if el and self.root.contains(el) else None

    def on_over(self, evt: Any) -> None:
        el = self._card_el(evt)
        if el is None:
            return
        if evt.type == "focusin" and not _keyboard_focus(evt.target):
            return      # a tap or click focused it: hover and long-press show the card instead
        self.show_zoom(el)

    def on_out(self, evt: Any) -> None:
        if self._card_el(evt) is not None:
            self.hide_zoom()

    def on_press(self, evt: Any) -> None:
        self.pressed = False
        if evt.pointerType != "touch":
            return
        if evt.target.closest("[data-zoomable]"):
            self.touches[evt.pointerId] = (evt.clientX, evt.clientY)
            self.pinch_base = None
            if len(self.touches) > 1:       # a second finger: a pinch, not a long press
                self.on_release(evt, keep_touches=True)
                return
        el = self._card_el(evt)
        if el is None:
            self.hide_zoom()
            return

        def fire() -> None:
            self.press_timer = None
            self.pressed = True
            self.show_zoom(el)

        self.press_timer = self.app.after(LONG_PRESS_MS, fire)

    def on_release(self, evt: Any, keep_touches: bool = False) -> None:
        if not keep_touches:
            self.touches.pop(evt.pointerId, None)
            self.pinch_base = None
        if self.press_timer is not None:
            js.clearTimeout(self.press_timer)
            self.press_timer = None

    def on_menu(self, evt: Any) -> None:
        if self._card_el(evt) is not None:
            evt.preventDefault()

    def show_zoom(self, el: Any) -> None:
        html = self.ctl.zoom(str(el.getAttribute("data-card")))
        if not html:
            return
        self.zoom.innerHTML = html
        self.zoom.hidden = False
        rect = el.getBoundingClientRect()
        vw, vh = js.window.innerWidth, js.window.innerHeight
        w, h = self.zoom.offsetWidth, self.zoom.offsetHeight
        left = rect.right + 10 if rect.right + 10 + w < vw else rect.left - w - 10
        left = max(8, min(left, vw - w - 8))
        top = max(8, min(rect.top - 10, vh - h - 8))
        self.zoom.style.left = f"{left}px"
        self.zoom.style.top = f"{top}px"

    def hide_zoom(self) -> None:
        self.zoom.hidden = True


def _keyboard_focus(el: Any) -> bool:
    """Was `el` focused from the keyboard (:focus-visible)? True where the browser cannot say."""
    try:
        return bool(el.matches(":focus-visible"))
    except Exception:
        return True


_PAGES: list[TablePage] = []


def mount(container: Any, app: Any, save: dict, game: GameUI) -> TablePage | None:
    try:
        page = TablePage(container, app, save, game)
    except Exception as exc:  # a damaged save: say so, do not leave a blank screen
        app.notify(_("This game cannot be shown: {reason}", reason=exc), "error")
        app.go_lobby()
        return None
    _PAGES[:] = [page]      # keep the live table referenced
    return page
