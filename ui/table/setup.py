"""The new-game form of every game: seats, options and seed (pure Python: HTML and parsing).

The options come from the engine's GameInfo (a new engine option shows up by itself): 'bool'
as a checkbox, 'choice' as a select, 'int' as a number field; 'data' options (a map or a setup
given as data) are the game's own business and not shown here. AI levels come from the game's
AI package with their names and one-line explanations (ui/table/levels.py); test levels are
not offered. `parse_form(values, ...)` turns the raw form values (name -> str) into the
settings the app shell expects, or raises ValueError with a sentence for the player. The last
used names, seats and options are remembered (`remembered_from`, `to_remember`).
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Callable

from game.core import safe_json

from game.core.i18n import domain, in_domain

from .html import esc, tag, text, void

if TYPE_CHECKING:  # annotations only
    from game.core.protocol import GameInfo, OptionSpec

_ = domain("app")

MAX_SEED = 2**31 - 1
MAX_NAME = 20


def remember_key(game_id: str) -> str:
    return f"galaxy-table/setup/{game_id}"


def remembered_from(raw: str | None) -> dict:
    """The remembered settings from stored text; {} for anything unreadable."""
    try:
        data = safe_json.loads(raw, max_bytes=200_000) if raw else {}
    except ValueError:
        return {}
    if not isinstance(data, dict):
        return {}
    seats = data.get("seats")
    out = {}
    if isinstance(data.get("players"), int):
        out["players"] = data["players"]
    if isinstance(seats, list):
        out["seats"] = [s for s in seats if isinstance(s, dict)]
    if isinstance(data.get("options"), dict):
        out["options"] = data["options"]
    return out


def to_remember(settings: dict) -> str:
    return json.dumps({"players": settings["players"], "seats": settings["seats"],
                       "options": settings["options"]}, sort_keys=True)


def _option(spec: OptionSpec, value: object, game_id: str = "") -> str:
    note = text("small", in_domain(game_id, spec.help), cls="help") if spec.help else ""
    label = in_domain(game_id, spec.label)
    name = f"opt-{spec.key}"
    if spec.kind == "bool":
        box = void("input", type="checkbox", name=name, checked=bool(value))
        return tag("label", box + text("span", label) + note, cls="opt-row",
                   data_opt=spec.key)
    if spec.kind == "choice":
        opts = "".join(text("option", in_domain(game_id, str(c)), value=str(c),
                            selected=c == value)
                       for c in spec.choices)
        return tag("label", text("span", label) + tag("select", opts, name=name) + note,
                   cls="opt-row", data_opt=spec.key)
    if spec.kind == "int":
        lo, hi = spec.min, spec.max
        field = void("input", type="number", name=name, value=str(value), min=lo, max=hi,
                     inputmode="numeric")
        return tag("label", text("span", label) + field + note, cls="opt-row",
                   data_opt=spec.key)
    return ""


def _input(**kw: object) -> str:
    return void("input", **kw)


def seat_row(i: int, players: int, levels: list, seat: dict, default_name: str) -> str:
    kind = seat.get("kind") or ("human" if i == 0 else "ai")
    name = seat.get("name") or default_name
    keys = [lv["key"] for lv in levels]
    level = seat.get("level") if seat.get("level") in keys else (
        "normal" if "normal" in keys else (keys[len(keys) // 2] if keys else None))
    level_opts = "".join(text("option", lv["label"], value=lv["key"], selected=lv["key"] == level)
                         for lv in levels)
    blurbs = "".join(text("li", f"{lv['label']}: {lv['blurb']}", data_level=lv["key"])
                     for lv in levels if lv["blurb"])
    level_part = ""
    if levels:
        level_part = tag("label", esc(_("Level")) + " " +
                         tag("select", level_opts, name=f"level-{i}"),
                         cls="lvl", hidden=kind != "ai")
    kinds = (text("option", _("a person"), value="human", selected=kind == "human") +
             (text("option", _("the computer"), value="ai", selected=kind == "ai")
              if levels is not None else "") +
             (text("option", _("a friend on another device"), value="friend",
                   selected=kind == "friend") if i else ""))      # the host is seat 1
    return tag("fieldset", (
        text("legend", _("Seat {n}", n=i + 1)) +
        tag("label", esc(_("Name")) + " " + _input(name=f"name-{i}", value=name,
                                                    maxlength=str(MAX_NAME), autocomplete="off")) +
        tag("label", esc(_("Played by")) + " " + tag("select", kinds, name=f"kind-{i}")) +
        level_part),
        cls="seat-row", data_seat=i, hidden=i >= players,
        data_blurbs="1" if blurbs else None)


def levels_help(levels: list) -> str:
    if not levels:
        return ""
    items = "".join(tag("li", tag("b", esc(lv["label"])) + ": " + esc(lv["blurb"]))
                    for lv in levels if lv["blurb"])
    if not items:
        return ""
    return tag("div", text("h3", _("Computer players")) + tag("ul", items), cls="levels-help",
               id="tk-levels-help")


def form_html(info: GameInfo, levels: list, remembered: dict | None = None,
              default_names: tuple | list = (), extra: str = "") -> str:
    """The form. `levels` from levels.levels_for; `remembered` from remembered_from."""
    remembered = remembered or {}
    players = remembered.get("players")
    if not isinstance(players, int) or not info.min_players <= players <= info.max_players:
        players = max(info.min_players, min(2, info.max_players))
    seats = list(remembered.get("seats") or [])
    seats += [{}] * (info.max_players - len(seats))
    names = list(default_names) + [_("Player {n}", n=i + 1) for i in range(info.max_players)]
    count = "".join(text("option", _.n("{n} player", "{n} players", n), value=str(n),
                         selected=n == players)
                    for n in range(info.min_players, info.max_players + 1))
    rows = "".join(seat_row(i, players, levels, seats[i], names[i])
                   for i in range(info.max_players))
    options = dict(info.default_options())
    for key, value in (remembered.get("options") or {}).items():
        if key in options and type(value) is type(options[key]):
            options[key] = value
    opts = "".join(_option(o, options.get(o.key), info.id) for o in info.options
                   if o.kind != "data")
    return tag("form", (
        tag("div", tag("label", esc(_("Players")) + " " + tag("select", count, name="players")) +
            tag("div", rows, cls="seats"), cls="setup-seats") +
        tag("div", (tag("div", opts, cls="options") if opts else "") +
            levels_help(levels) +
            tag("label", esc(_("Seed (optional)")) + " " +
                _input(name="seed", inputmode="numeric", pattern="[0-9]*",
                       placeholder=_("random"), autocomplete="off")) +
            extra, cls="setup-side") +
        tag("div", text("p", "", cls="why", role="alert", id="tk-setup-why") +
            text("button", _("Start the game"), type="submit", cls="btn primary"),
            cls="setup-go")),
        cls="tk-setup", aria_label=_("New game: {title}", title=in_domain("app", info.name)))


def parse_form(values: dict, info: GameInfo, levels: list, random_seed: int,
               check: Callable[[int, dict], dict] | None = None) -> dict:
    """Settings for the shell's on_start from raw form values; ValueError on bad input.
    `check(players, options)` is the game's full option check (default: info.check_options)."""
    try:
        players = int(values.get("players", str(info.min_players)))
    except ValueError:
        raise ValueError(_("choose the number of players")) from None
    if not info.min_players <= players <= info.max_players:
        raise ValueError(_("{title} takes {lo}–{hi} players", title=in_domain("app", info.name),
                           lo=info.min_players, hi=info.max_players))
    keys = [lv["key"] for lv in levels]
    seats = []
    for i in range(players):
        name = (values.get(f"name-{i}") or "").strip()[:MAX_NAME] or _("Player {n}", n=i + 1)
        kind = values.get(f"kind-{i}", "ai")
        if kind not in ("human", "ai", "friend") or (kind == "friend" and i == 0):
            raise ValueError(_("seat {n}: choose a person or the computer", n=i + 1))
        level = values.get(f"level-{i}") if kind == "ai" else None
        if kind == "ai" and level not in keys:
            if not keys:
                raise ValueError(_("this game has no computer players yet"))
            level = "normal" if "normal" in keys else keys[0]
        seats.append({"name": name, "kind": kind, "level": level})
    if not any(s["kind"] == "human" for s in seats):
        raise ValueError(_("at least one seat must be played by a person"))
    options: dict[str, object] = {}
    for spec in info.options:
        raw = values.get(f"opt-{spec.key}")
        if spec.kind == "bool":
            options[spec.key] = raw in ("on", "true", True)
        elif spec.kind == "choice" and raw is not None:
            match = [c for c in spec.choices if str(c) == raw]
            if not match:
                raise ValueError(_("{option}: choose one of the listed values",
                                   option=in_domain(info.id, spec.label)))
            options[spec.key] = match[0]
        elif spec.kind == "int" and raw not in (None, ""):
            try:
                options[spec.key] = int(raw)
            except ValueError:
                raise ValueError(_("{option} must be a whole number",
                                   option=in_domain(info.id, spec.label))) from None
    raw = (values.get("seed") or "").strip()
    if raw:
        if not raw.isdigit() or int(raw) > MAX_SEED:
            raise ValueError(_("the seed must be a whole number from 0 to {max}", max=MAX_SEED))
        seed = int(raw)
    else:
        seed = random_seed
    options = (check or info.check_options)(players, options)
    return {"players": players, "options": options, "seed": seed, "seats": seats}
