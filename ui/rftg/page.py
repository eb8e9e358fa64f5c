"""The DOM side of the Race for the Galaxy table (runs only in the browser, under PyScript).

Everything drawn is HTML built by the pure modules (controller, viewmodel, widgets); this
module assigns it, listens to clicks/keys/hover on one root element (event delegation),
runs AI seats in small slices between browser frames, autosaves, and records statistics.
DOM lookups that find nothing return JS null (not None under Pyodide): test them by truth.
"""
import asyncio
import random

import js

from ui import dom

from . import setup as SU
from . import stats as ST
from . import viewmodel as VM
from .controller import Controller
from .session import Session

CSS_ID = "rf-css"
SLICE_MS = 8.0
LONG_PRESS_MS = 450


def ensure_css():
    doc = js.document
    if not doc.getElementById(CSS_ID):
        link = doc.createElement("link")
        link.id = CSS_ID
        link.rel = "stylesheet"
        link.href = "assets/rftg.css"
        doc.head.appendChild(link)


def _now():
    return js.performance.now()


# --- statistics ---------------------------------------------------------------------------
def load_stats():
    try:
        return ST.load(js.localStorage.getItem(ST.KEY))
    except Exception:  # storage blocked: statistics are a nicety, never an error
        return ST.empty()


def record_stats(session):
    s = session
    scores = s.state.scores()
    winners = s.state.winners()
    view = s.state.view(None)
    from game.rftg import cards as C
    stats = load_stats()
    for p in s.humans():
        start = view["seats"][p]["start_world"]
        stats = ST.update(stats, {"players": s.record.players, "won": p in winners,
                                  "score": scores[p],
                                  "start_world": C.NAME[start] if start >= 0 else "?"})
    try:
        js.localStorage.setItem(ST.KEY, ST.dump(stats))
    except Exception:
        pass


def stats_html():
    st = load_stats()
    if not st["played"]:
        return ""
    best = ", ".join(f"{w} {v}" for w, v in sorted(st["best_by_start"].items()))
    return (f'<p class="help rf-stats">Your games here: {st["played"]} played, '
            f'{st["won"]} won. Best score by start world: {dom.escape(best)}.</p>')


# --- the new-game form --------------------------------------------------------------------
def new_game_form(container, app, on_start):
    ensure_css()
    from game.rftg import INFO
    wrap = dom.h("div", {"class": "rf"})
    dom.mount(container, wrap)
    wrap.innerHTML = SU.form_html(INFO) + stats_html()
    form = wrap.querySelector("form")

    def sync(_evt=None):
        n = int(form.elements.namedItem("players").value)
        for fs in wrap.querySelectorAll("fieldset[data-seat]"):
            fs.hidden = int(fs.getAttribute("data-seat")) >= n
            kind = fs.querySelector("select[name^=kind]").value
            fs.querySelector(".lvl").hidden = kind != "ai"
        adv = wrap.querySelector('[data-opt="advanced"]')
        if adv:
            adv.hidden = n != 2
            if n != 2:
                adv.querySelector("input").checked = False

    def submit(evt):
        evt.preventDefault()
        values = {}
        for el in form.elements:
            if not el.name:
                continue
            if el.type == "checkbox":
                if el.checked:
                    values[el.name] = "on"
            else:
                values[el.name] = el.value
        try:
            settings = SU.parse_form(values, INFO, random.randrange(2 ** 31))
        except ValueError as exc:
            why = wrap.querySelector("#rf-setup-why")
            why.textContent = str(exc)[:1].upper() + str(exc)[1:] + "."
            return
        on_start(settings)

    dom.on(form, "change", sync)
    dom.on(form, "submit", submit)
    sync()
    first = form.querySelector("select[name=players]")
    if first:
        first.focus()


# --- the table ----------------------------------------------------------------------------
class TablePage:
    def __init__(self, container, app, save):
        ensure_css()
        self.app = app
        self.session = Session(save)
        self.ctl = Controller(self.session)
        self.root = dom.h("div", {"class": "rf", "id": "rf-root"})
        self.main = dom.h("div", {"class": "rf-main"})
        self.zoom = dom.h("div", {"class": "zoom", "hidden": True, "aria-hidden": "true"})
        dom.mount(container, self.root)
        self.root.append(self.main, self.zoom)
        self.thinking = None
        self.ai_running = False
        self.focus_key = None
        self.press_timer = None
        self.pressed = False
        self.last_render_ms = 0.0
        self.parts = None
        for event, fn in (("click", self.on_click), ("keydown", self.on_key),
                          ("mouseover", self.on_over), ("mouseout", self.on_out),
                          ("focusin", self.on_over), ("focusout", self.on_out),
                          ("pointerdown", self.on_press), ("pointerup", self.on_release),
                          ("pointercancel", self.on_release), ("contextmenu", self.on_menu)):
            dom.on(self.root, event, fn)
        self.render()
        self.kick_ai()

    # drawing
    def render(self):
        t0 = _now()
        active = js.document.activeElement
        keep = None     # the control that had the focus, found again after redrawing
        if active and self.main.contains(active) and active.getAttribute("data-act"):
            keep = active.getAttribute("data-act")
        out = self.ctl.render(self.thinking, parts=True)
        self.root.setAttribute("data-build-ms", f"{_now() - t0:.1f}")
        self.draw(out)
        self.hide_zoom()
        if keep:
            again = self.main.querySelector(f'[data-act="{keep}"]')
            if again:
                again.focus()
        key = (len(self.session.record.actions), self.ctl.curtain, self.ctl.decider(),
               self.ctl.replay_at, self.session.state.is_over())
        if key != self.focus_key:
            self.focus_key = key
            target = self.main.querySelector("[data-autofocus]") or \
                self.main.querySelector("#rf-decide-title, #rf-end-title, #rf-replay-title")
            wanted = (self.ctl.decider() is not None or self.ctl.curtain is not None or
                      self.session.state.is_over() or self.ctl.replay_at is not None)
            if target and wanted:
                target.focus()
        if self.session.state.is_over() and self.ctl.replay_at is None:
            end = self.main.querySelector(".end")
            if end:
                end.insertAdjacentHTML("beforeend", stats_html())
        self.last_render_ms = _now() - t0
        self.root.setAttribute("data-render-ms", f"{self.last_render_ms:.1f}")
        self.root.setAttribute("data-actions", str(len(self.session.record.actions)))

    def draw(self, out):
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
                    children[i].outerHTML = after
        else:
            self.main.innerHTML = '<div class="rf-table">' + "".join(out) + "</div>"
        self.parts = out

    def effects(self, eff):
        if "stats" in eff and not self.ctl.stats_done:
            self.ctl.stats_done = True
            self.session.save.setdefault("meta", {})["stats_recorded"] = True
            record_stats(self.session)
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

    def export(self):
        self.app.export_save(self.session.save)

    def rematch(self):
        from ui import games
        s = self.session
        settings = {"players": s.record.players, "options": dict(s.record.options),
                    "seed": random.randrange(2 ** 31), "seats": [dict(x) for x in s.seats]}
        self.app.start_game(games.entry("rftg"), settings)

    # AI
    def kick_ai(self):
        if not self.ai_running and self.session.ai_to_decide() is not None:
            self.ai_running = True
            asyncio.ensure_future(self.ai_loop())

    async def ai_loop(self):
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
                    self.app.notify(f"The computer player failed: {exc}", "error")
                    return
                eff = self.ctl.after_ai()
                self.app.autosave(self.session.save)
                self.effects(eff | {"render"})
                await asyncio.sleep(0)
        finally:
            self.ai_running = False
            self.thinking = None
        self.render()

    # events
    def on_click(self, evt):
        if self.pressed:
            self.pressed = False
            evt.preventDefault()
            return
        el = evt.target.closest("[data-act]")
        if not el or not self.root.contains(el):
            return
        t0 = _now()
        self.effects(self.ctl.click(el.getAttribute("data-act")))
        self.root.setAttribute("data-click-ms", f"{_now() - t0:.1f}")

    def on_key(self, evt):
        key = evt.key
        if key == "Escape":
            self.hide_zoom()
        elif (evt.ctrlKey or evt.metaKey) and key in ("z", "Z"):
            evt.preventDefault()
            self.effects(self.ctl.click("redo" if evt.shiftKey else "undo"))
        elif (evt.ctrlKey or evt.metaKey) and key in ("y", "Y"):
            evt.preventDefault()
            self.effects(self.ctl.click("redo"))

    def _card_el(self, evt):
        target = evt.target
        if not target or not hasattr(target, "closest"):
            return None
        el = target.closest("[data-card]")
        return el if el and self.root.contains(el) else None

    def on_over(self, evt):
        el = self._card_el(evt)
        if el is None:
            return
        if evt.type == "focusin" and not _keyboard_focus(evt.target):
            return      # a tap or click focused it: hover and long-press show the card instead
        self.show_zoom(el)

    def on_out(self, evt):
        if self._card_el(evt) is not None:
            self.hide_zoom()

    def on_press(self, evt):
        self.pressed = False
        if evt.pointerType != "touch":
            return
        el = self._card_el(evt)
        if el is None:
            self.hide_zoom()
            return

        def fire():
            self.press_timer = None
            self.pressed = True
            self.show_zoom(el)

        self.press_timer = self.app.after(LONG_PRESS_MS, fire)

    def on_release(self, evt):
        if self.press_timer is not None:
            js.clearTimeout(self.press_timer)
            self.press_timer = None

    def on_menu(self, evt):
        if self._card_el(evt) is not None:
            evt.preventDefault()

    def show_zoom(self, el):
        try:
            cid = int(el.getAttribute("data-card"))
        except (TypeError, ValueError):
            return
        self.zoom.innerHTML = VM.zoom_html(cid, self.ctl.viewer, self.session)
        self.zoom.hidden = False
        rect = el.getBoundingClientRect()
        vw, vh = js.window.innerWidth, js.window.innerHeight
        w, h = self.zoom.offsetWidth, self.zoom.offsetHeight
        left = rect.right + 10 if rect.right + 10 + w < vw else rect.left - w - 10
        left = max(8, min(left, vw - w - 8))
        top = max(8, min(rect.top - 10, vh - h - 8))
        self.zoom.style.left = f"{left}px"
        self.zoom.style.top = f"{top}px"

    def hide_zoom(self):
        self.zoom.hidden = True


def _keyboard_focus(el):
    """Was `el` focused from the keyboard (:focus-visible)? True where the browser cannot say."""
    try:
        return bool(el.matches(":focus-visible"))
    except Exception:
        return True


def mount(container, app, save):
    try:
        page = TablePage(container, app, save)
    except Exception as exc:  # a damaged save: say so, do not leave a blank screen
        app.notify(f"This game cannot be shown: {exc}", "error")
        app.go_lobby()
        return None
    return page
