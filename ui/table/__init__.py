"""The table kit: one game-agnostic table for every game of Galaxy Table.

A game's UI package writes only its board, its decision widgets and its texts as a `GameUI`
subclass (gameui.py) and exposes the two functions the app shell calls::

    # ui/<id>/__init__.py
    from ui.table import entry_points
    from .board import MyGameUI
    GAME_UI = MyGameUI()
    new_game_form, mount = entry_points(GAME_UI)
    lesson_settings = lesson_entry(GAME_UI)     # optional: the lobby's "Learn" (lesson.py)

The kit owns the rest: the new-game form (setup.py), the session with record, undo/redo,
AI seats and autosave status (session.py), the pure controller (controller.py) and shared
screens (screens.py: bar tools, log, curtain, end screen, replay viewer), the DOM page with
AI slices, keyboard and statistics (page.py, browser only), and the generic widget
(widget.py). Modules other than page.py and the form's DOM code below are pure Python and
tested in CPython (tests/table).
"""
from __future__ import annotations

import random
from typing import Any, Callable

from game.core import registry
from ui import dom

from . import setup as SU
from .gameui import GameUI
from .levels import levels_for
from .stats import summary

__all__ = ["GameUI", "entry_points", "lesson_entry"]


def entry_points(game: GameUI) -> tuple[Callable, Callable]:
    """(new_game_form, mount) for the app shell's contract (docs/ARCHITECTURE.md)."""
    def new_game_form(container: Any, app: Any, on_start: Callable[[dict], Any]) -> None:
        return _new_game_form(game, container, app, on_start)

    def mount(container: Any, app: Any, save: dict) -> Any:
        from .page import mount as do_mount    # page.py imports js: only in the browser
        return do_mount(container, app, save, game)

    return new_game_form, mount


def lesson_entry(game: GameUI) -> Callable[[], dict | None]:
    """`lesson_settings()` for the app shell's "Learn" (ui/app.py `start_lesson`): the new-game
    settings of the game's lesson (ui/table/lesson.py), with the player's remembered name, or
    None when the game has no lesson."""
    def lesson_settings() -> dict | None:
        lesson = game.lesson()
        if lesson is None:
            return None
        first = game.default_names[0]
        try:
            import js   # only in the browser: the name remembered by the new-game form
            seats = SU.remembered_from(js.localStorage.getItem(
                SU.remember_key(game.game_id))).get("seats") or []
            name = seats[0].get("name") if seats and isinstance(seats[0], dict) else None
            first = name if isinstance(name, str) and name.strip() else first
        except Exception:       # CPython, or storage blocked: the default name
            pass
        return lesson.settings((first,) + tuple(game.default_names[1:]))
    return lesson_settings


def _new_game_form(game: GameUI, container: Any, app: Any,
                   on_start: Callable[[dict], Any]) -> None:
    # only in the browser: js, and page.py, which imports it (tests run this module in CPython)
    import js
    from .page import ensure_kit_css, load_stats

    ensure_kit_css(game)
    spec = registry.game(game.game_id)
    info, check = spec.info, spec.check_options     # the game's whole check (cross-checks too)
    levels = levels_for(game.game_id)
    try:
        remembered = SU.remembered_from(js.localStorage.getItem(SU.remember_key(game.game_id)))
    except Exception:     # storage blocked: start from the defaults
        remembered = {}
    wrap = dom.h("div", {"class": f"tk {game.root_class}".strip()})
    dom.mount(container, wrap)
    line = summary(load_stats(game.game_id), game.stats_group, game.game_id)
    extra = SU.tag("p", SU.esc(line), cls="help tk-stats") if line else ""
    wrap.innerHTML = SU.form_html(info, levels, remembered, game.default_names, extra)
    form = wrap.querySelector("form")
    why = wrap.querySelector("#tk-setup-why")

    def values() -> dict[str, str]:
        out = {}
        for el in form.elements:
            if not el.name:
                continue
            if el.type == "checkbox":
                if el.checked:
                    out[el.name] = "on"
            else:
                out[el.name] = el.value
        return out

    def sync(_evt: Any = None) -> None:
        n = int(form.elements.namedItem("players").value)
        for fs in wrap.querySelectorAll("fieldset[data-seat]"):
            fs.hidden = int(fs.getAttribute("data-seat")) >= n
            lvl = fs.querySelector(".lvl")
            if lvl:
                lvl.hidden = fs.querySelector("select[name^=kind]").value != "ai"
        try:   # say at once what the engine would refuse (e.g. a 2-player-only option)
            SU.parse_form(values(), info, levels, 0, check)
            why.textContent = ""
        except ValueError as exc:
            why.textContent = _sentence(exc)

    def submit(evt: Any) -> None:
        evt.preventDefault()
        try:
            settings = SU.parse_form(values(), info, levels, random.randrange(2 ** 31), check)
        except ValueError as exc:
            why.textContent = _sentence(exc)
            return
        try:
            js.localStorage.setItem(SU.remember_key(game.game_id), SU.to_remember(settings))
        except Exception:
            pass
        on_start(settings)

    dom.on(form, "change", sync)
    dom.on(form, "submit", submit)
    sync()
    first = form.querySelector("select[name=players]")
    if first:
        first.focus()


def _sentence(exc: Exception) -> str:
    text = str(exc)
    return (text[:1].upper() + text[1:]).rstrip(".") + "."
