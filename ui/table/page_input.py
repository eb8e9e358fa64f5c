"""Keyboard, zoom and touch input of the table page (ui/table/page.py; runs only in the
browser). Arrow keys move between the items of the current choice, Enter/Space select, C
confirms, Escape clears, H asks for a hint, Ctrl+Z / Ctrl+Y undo and redo, the replay viewer steps with the
arrows; + / − / 0, Ctrl+wheel and a two-finger pinch zoom a board that offers it (and the
plain wheel once it is zoomed in: the frame says so with `data-zoomed`; at fit the wheel
scrolls the page), keeping the point under the pointer in place; a zoomed frame pans by
dragging it with the mouse (one finger scrolls it natively on a touch screen); hovering,
keyboard focus or a long press on a card shows it enlarged (not the mouse events a tap sends),
and so does a tap or click on a card's zoom affordance (html.with_zoom; a tap elsewhere or
Escape closes it). A double click, or two taps on the same item within `DOUBLE_TAP_MS`, on an
item of the choice (`pick:` / `card:`) sends its second click as `dbl:<act>` (the controller
then commits a single choice); the keyboard never does.

`PageInput` is a part of TablePage: its methods use the page's root, main, zoom, controller
(`ctl`), `effects`, `take_over` and app."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import js

from . import learn_view as LV
from .placement import Rect, place

if TYPE_CHECKING:  # annotations only
    from .controller import Controller

LONG_PRESS_MS = 450
DOUBLE_TAP_MS = 500     # two taps on the same item within this: a double tap
WHEEL_STEP = 50         # px of wheel travel per zoom step (a mouse notch is about 100)
DRAG_START = 5          # px a mouse moves before a press on a zoomed map becomes a pan
CHOICE_SELECTOR = ('.tk-decide [data-act^="card:"], .tk-decide [data-act^="pick:"], '
                   '.tk-decide [data-act^="opt:"], .tk-hand-zone [data-act^="card:"]')


class PageInput:
    """TablePage's keyboard, zoom and pointer handlers."""

    zoom_pinned = False     # an enlarged card is open from its zoom affordance (a tap)
    last_tap: tuple[str, float] = ("", 0.0)     # the act and time of the last pointer click
    drag: tuple | None = None   # a mouse pan of a zoomed frame: (frame, x, y, left, top)
    dragged = False         # the last press panned: its click selects nothing
    wheel_sum = 0.0         # wheel travel not yet turned into a zoom step
    touch_mode = False      # the last press was a touch and no mouse has moved since

    if TYPE_CHECKING:   # what they use of TablePage (page.py), for the type check only
        app: Any
        root: Any                       # the DOM elements: JS proxies
        main: Any
        zoom: Any
        ctl: Controller
        touches: dict[Any, tuple[float, float]]
        pinch_base: float | None
        pressed: bool
        press_timer: Any

        def take_over(self) -> None: ...

        def effects(self, eff: set) -> None: ...

    def on_input(self, evt: Any) -> None:
        """Typing in the Rules tab's search: its results replaced at once (no redraw, so the
        caret stays where it is)."""
        target = evt.target
        if not target or not target.getAttribute or not target.getAttribute("data-ref-search"):
            return
        ref = self.ctl.reference()
        box = self.main.querySelector(f"#{LV.RESULTS_ID}")
        if ref is None or box is None:
            return
        self.ctl.ref_query = str(target.value)[:80]
        box.innerHTML = LV.results(ref, self.ctl.ref_query, self.ctl.ref_key)

    def show_entry(self) -> None:
        """The Rules tab's open entry (or its search box) scrolled into view and focused."""
        el = self.main.querySelector("#tk-ref-title") or \
            self.main.querySelector(f"#{LV.SEARCH_ID}")
        if el:
            el.focus()          # focusing scrolls it into view

    def on_key(self, evt: Any) -> None:
        key = evt.key
        target = evt.target
        typing = target and target.tagName in ("INPUT", "SELECT", "TEXTAREA")
        if typing:
            return
        self.take_over()
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
        if key == "?" and self.ctl.reference() is not None:      # the Rules tab
            evt.preventDefault()
            self.effects(self.ctl.click("ref:"))
            return
        if key == "Escape":
            self.hide_zoom()
            run = self.ctl.hint
            self.effects(self.ctl.click("hint:cancel" if run is not None and run.running
                                        else "clear"))
        elif key in ("h", "H"):        # a hint (when the decision frame offers one)
            if self.main.querySelector('.tk-decide [data-act="hint"]'):
                evt.preventDefault()
                self.effects(self.ctl.click("hint"))
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

    def double_act(self, evt: Any, act: str) -> str:
        """`act`, or `dbl:<act>` when this click on a choice item is the second of a double
        click (the mouse's click count) or of a double tap (two touch clicks on the same item
        within DOUBLE_TAP_MS). A click from the keyboard (Enter, Space) is never one."""
        kind = getattr(evt, "pointerType", "") or ""
        now = float(evt.timeStamp or 0)
        if kind not in ("mouse", "touch", "pen") or not act.startswith(("pick:", "card:")):
            self.last_tap = ("", 0.0)
            return act
        last, at = self.last_tap
        double = last == act and (evt.detail >= 2 or (kind != "mouse" and
                                                      now - at <= DOUBLE_TAP_MS))
        self.last_tap = ("", 0.0) if double else (act, now)
        return f"dbl:{act}" if double else act

    # zoom of a board's view (maps): keys, wheel, pinch; pan by dragging
    def zoom_act(self, which: str, at: tuple[float, float] | None = None) -> bool:
        """Send the board's view:<which> control if the board offers it; True if it did.
        The point of the zoomable frame at `at` (viewport px; its centre when None) stays
        where it is: the frame is scrolled after the redraw to keep it under the pointer."""
        button = self.main.querySelector(f'[data-act="view:{which}"]')
        if not button or button.getAttribute("aria-disabled") == "true":
            return False
        frame = self.main.querySelector("[data-zoomable]")
        keep = None
        if frame:
            r = frame.getBoundingClientRect()
            ox, oy = (at[0] - r.left, at[1] - r.top) if at else (r.width / 2, r.height / 2)
            keep = (ox, oy, (frame.scrollLeft + ox) / max(1, frame.scrollWidth),
                    (frame.scrollTop + oy) / max(1, frame.scrollHeight))
        self.effects(self.ctl.click(f"view:{which}"))
        frame = self.main.querySelector("[data-zoomable]")
        if frame and keep:
            ox, oy, fx, fy = keep
            frame.scrollLeft = fx * frame.scrollWidth - ox
            frame.scrollTop = fy * frame.scrollHeight - oy
        return True

    def on_wheel(self, evt: Any) -> None:
        frame = evt.target.closest("[data-zoomable]") if hasattr(evt.target, "closest") else None
        if not frame or not (evt.ctrlKey or frame.getAttribute("data-zoomed")):
            return              # at fit a plain wheel scrolls the page
        if not evt.ctrlKey and abs(evt.deltaX) > abs(evt.deltaY):
            return              # a sideways swipe of a touchpad pans the zoomed frame
        evt.preventDefault()
        self.wheel_sum += evt.deltaY * (16 if evt.deltaMode == 1 else 1)
        if abs(self.wheel_sum) < WHEEL_STEP:
            return
        which = "zoom-in" if self.wheel_sum < 0 else "zoom-out"
        self.wheel_sum = 0.0
        self.zoom_act(which, (evt.clientX, evt.clientY))

    def on_pinch_move(self, evt: Any) -> None:
        if evt.pointerType == "mouse":
            self.touch_mode = False
        if self.drag is not None:
            self.on_drag(evt)
            return
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
        mid = ((x1 + x2) / 2, (y1 + y2) / 2)
        if dist > self.pinch_base * 1.25 and self.zoom_act("zoom-in", mid):
            self.pinch_base = dist
        elif dist < self.pinch_base * 0.8 and self.zoom_act("zoom-out", mid):
            self.pinch_base = dist

    def start_drag(self, evt: Any) -> None:
        """A mouse press on a frame that can scroll (a zoomed map) may become a pan."""
        self.dragged = False
        if evt.pointerType == "touch" or evt.button != 0 or not hasattr(evt.target, "closest"):
            return
        frame = evt.target.closest("[data-zoomable]")
        if frame and (frame.scrollWidth > frame.clientWidth or
                      frame.scrollHeight > frame.clientHeight):
            self.drag = (frame, evt.clientX, evt.clientY, frame.scrollLeft, frame.scrollTop)

    def on_drag(self, evt: Any) -> None:
        if self.drag is None:
            return
        frame, x, y, left, top = self.drag
        dx, dy = evt.clientX - x, evt.clientY - y
        if not self.dragged and dx * dx + dy * dy < DRAG_START * DRAG_START:
            return
        if not self.dragged:
            self.dragged = True
            frame.setPointerCapture(evt.pointerId)
            frame.classList.add("tk-panning")
        evt.preventDefault()
        frame.scrollLeft = left - dx
        frame.scrollTop = top - dy

    def end_drag(self) -> None:
        if self.drag is not None:
            self.drag[0].classList.remove("tk-panning")
            self.drag = None

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
        if evt.type == "mouseover" and (self.touch_mode or _from_touch(evt)):
            return      # the mouse events a tap sends (and those the browser sends at the
            # tap's place when the page changes under it): a tap selects, a long press shows
        self.show_zoom(el)

    def on_out(self, evt: Any) -> None:
        if self._card_el(evt) is not None:
            self.hide_zoom()

    def on_press(self, evt: Any) -> None:
        self.pressed = False
        self.touch_mode = evt.pointerType == "touch"
        self.start_drag(evt)
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
        self.end_drag()
        if not keep_touches:
            self.touches.pop(evt.pointerId, None)
            self.pinch_base = None
        if self.press_timer is not None:
            js.clearTimeout(self.press_timer)
            self.press_timer = None

    def zoom_click(self, evt: Any) -> bool:
        """A click on a card's zoom affordance (html.with_zoom) opens its enlarged card and
        nothing else (True); another click closes an enlarged card the affordance opened."""
        btn = evt.target.closest("[data-zoom]") if hasattr(evt.target, "closest") else None
        if btn and self.root.contains(btn):
            card = btn.parentElement.querySelector("[data-card]")
            if card:
                self.show_zoom(card)
                self.zoom_pinned = True
            return True
        if self.zoom_pinned:
            self.hide_zoom()
        return False

    def on_outside_press(self, evt: Any) -> None:
        """A press outside the table (its top bar) closes a card the affordance opened."""
        if self.zoom_pinned and not self.root.contains(evt.target):
            self.hide_zoom()

    def on_menu(self, evt: Any) -> None:
        if self._card_el(evt) is not None:
            evt.preventDefault()

    def show_zoom(self, el: Any) -> None:
        """The enlarged card of `el` (its `data-card`), placed entirely inside the viewport
        (placement.py: beside the card, flipped or below it where there is no room, clamped,
        scaled down when larger than the viewport)."""
        html = self.ctl.zoom(str(el.getAttribute("data-card")))
        if not html:
            return
        box = self.zoom
        box.innerHTML = html
        box.hidden = False
        box.style.transform = ""
        r = el.getBoundingClientRect()
        # the layout viewport without scroll bars (what position: fixed is placed in)
        doc = js.document.documentElement
        vw = min(js.window.innerWidth, doc.clientWidth or js.window.innerWidth)
        vh = min(js.window.innerHeight, doc.clientHeight or js.window.innerHeight)
        at = place(Rect(r.left, r.top, r.right, r.bottom), box.offsetWidth, box.offsetHeight,
                   vw, vh)
        box.style.left = f"{at.left:.0f}px"
        box.style.top = f"{at.top:.0f}px"
        box.style.transform = f"scale({at.scale})" if at.scale < 1 else ""

    def hide_zoom(self) -> None:
        self.zoom.hidden = True
        self.zoom_pinned = False


def _from_touch(evt: Any) -> bool:
    """Is this mouse event one a touch screen sends after a tap (Chromium and Safari say so
    with sourceCapabilities; elsewhere False, the mouse event shows the card as before)?"""
    caps = getattr(evt, "sourceCapabilities", None)
    return bool(caps and caps.firesTouchEvents)


def _keyboard_focus(el: Any) -> bool:
    """Was `el` focused from the keyboard (:focus-visible)? True where the browser cannot say."""
    try:
        return bool(el.matches(":focus-visible"))
    except Exception:
        return True
