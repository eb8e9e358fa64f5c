"""The kit's own parts of the table, for every game (pure Python, HTML via ui.table.html):
the status bar's tools, the waiting panel, the side panel (log grouped by round, scores, help),
the hotseat curtain, the end screen and the replay viewer.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import domain, in_domain

from . import charts as CH
from . import prefs as PR
from .gameui import GameUI
from .html import classes, tag, text

if TYPE_CHECKING:
    from .session import Session

_ = domain("app")

LOG_SHOWN = 120     # events drawn in the side log by default ("show all" draws every one)

# our own icons for the replay controls (Chromium draws ⏮/⏭ as empty boxes without a font)
_ICONS = {
    "first": '<path d="M3 2h2v12H3zM14 2v12L6 8z"/>',
    "prev": '<path d="M12 2v12L4 8z"/>',
    "next": '<path d="M4 2v12l8-6z"/>',
    "last": '<path d="M2 2v12l8-6zM11 2h2v12h-2z"/>',
}


def icon(name: str) -> str:
    return (f'<svg class="tk-icon" viewBox="0 0 16 16" width="14" height="14" '
            f'aria-hidden="true" focusable="false">{_ICONS[name]}</svg>')


def bar(items: str, tools_html: str) -> str:
    return tag("header", items + tag("div", tools_html, cls="bar-tools"),
               cls="tk-bar panel", aria_label=_("Game status"))


def tools(session: Session, in_game: bool = True) -> str:
    b = []
    if in_game and not session.hotseat and session.humans():
        b.append(text("button", _("Undo"), type="button", cls="btn", data_act="undo",
                      aria_disabled="false" if session.can_undo() else "true",
                      aria_keyshortcuts="Control+Z", title=_("Undo (Ctrl+Z)")))
        b.append(text("button", _("Redo"), type="button", cls="btn", data_act="redo",
                      aria_disabled="false" if session.can_redo() else "true",
                      aria_keyshortcuts="Control+Y", title=_("Redo (Ctrl+Y)")))
    b.append(text("button", _("Export"), type="button", cls="btn", data_act="export",
                  title=_("Save this game to a file")))
    b.append(text("button", _("Replay"), type="button", cls="btn", data_act="replay:open",
                  title=_("Watch the game so far step by step")))
    b.append(text("button", _("Lobby"), type="button", cls="btn", data_act="lobby"))
    return "".join(b)


def waiting(session: Session, thinking: int | None) -> str:
    others = [session.name(p) for p in session.deciders()]
    msg = _("Waiting for {names}…", names=", ".join(others)) if others else "…"
    return tag("section", text("h2", msg, id="tk-decide-title", tabindex="-1") +
               (text("p", _("{name} is thinking…", name=session.name(thinking)), cls="thinking")
                if thinking is not None else ""),
               cls="tk-decide panel waiting", aria_labelledby="tk-decide-title",
               aria_live="polite")


def log_groups(entries: list, game: GameUI, names: list, limit: int | None = None,
               view: dict | None = None) -> str:
    """The log grouped by round: the newest round first, each round read oldest to newest
    (each line is the game's `log_html`)."""
    shown = entries if limit is None else entries[-limit:]
    groups: list[tuple[object, list[str]]] = []       # [(round, [texts])]
    for e in shown:
        r = game.round_of(e)
        if not groups or groups[-1][0] != r:
            groups.append((r, []))
        groups[-1][1].append(game.log_html(e, names, view))
    parts = []
    for r, lines in reversed(groups):
        word = _(game.round_word)   # a game's own word: translated by it
        head = text("h3", _("{word} {n}", word=word, n=r) if r not in (None, 0) else _("Setup"),
                    cls="log-round")
        items = "".join(tag("li", t) for t in lines)
        parts.append(tag("li", head + tag("ol", items, cls="log-lines"), cls="log-group"))
    # focusable: the log scrolls in its box, and the keyboard scrolls it there
    return tag("ol", "".join(parts), cls="log", aria_label=_("Game log"), aria_live="polite",
               tabindex="0")


def switches(game: GameUI, settings: dict) -> str:
    """The Help tab's settings: the kit's switches, then the game's, each a button with
    role="switch" (`data-act="setting:<key>"`) and a line saying what it does."""
    rows = []
    for dom, items in (("app", PR.KIT_SWITCHES), (game.game_id, game.switches)):
        for key, label, note in items:
            on = bool(settings.get(key))
            rows.append(tag("div", tag(
                "button", tag("span", "", cls="tk-switch-knob", aria_hidden="true") +
                text("span", in_domain(dom, label)), type="button", cls="tk-switch",
                role="switch", aria_checked="true" if on else "false",
                data_act=f"setting:{key}", aria_describedby=f"tk-set-{key}") +
                text("p", in_domain(dom, note), cls="help small", id=f"tk-set-{key}"),
                cls="tk-setting"))
    return tag("section", text("h3", _("Settings on this device"), id="tk-settings-title") +
               "".join(rows), cls="tk-settings", aria_labelledby="tk-settings-title")


def side(session: Session, game: GameUI, viewer: int | None, view: dict, panel: str,
         settings: dict | None = None, rules: str | None = None) -> str:
    """The side panel: Log, Scores, Rules (when the game has a reference: `rules` is the
    tab's HTML, learn_view.rules_panel, or "" while another tab is shown) and Help."""
    named = [("log", _("Log")), ("score", _("Scores"))] + \
        ([("rules", _("Rules"))] if rules is not None else []) + [("help", _("Help"))]
    tabs = "".join(text("button", label, type="button", cls="btn", data_act=f"panel:{key}",
                        aria_pressed="true" if panel == key or (key == "log" and
                                                                panel == "logall") else "false")
                   for key, label in named)
    names = session.names()
    if panel == "rules" and rules is not None:
        body = rules
    elif panel == "score":
        body = game.score_panel(view, names)
    elif panel == "help":
        body = switches(game, settings or {}) + game.help_html() + text(
            "p", _("H (or the Hint button) shows the three best moves by the computer for your "
                   "decision, from what you can see, each with its worth and why."),
            cls="help tk-hint-help")
    else:
        events = session.log(viewer)
        whole = panel == "logall"
        body = log_groups(events, game, names, None if whole else LOG_SHOWN, view)
        if len(events) > LOG_SHOWN:
            body += text("button", _("Show recent events only") if whole else
                         _.n("Show all {n} events", "Show all {n} events", len(events)),
                         type="button", cls="btn",
                         data_act="panel:log" if whole else "panel:logall")
    return tag("aside", tag("div", tabs, cls="acts", role="group", aria_label=_("Side panel")) +
               tag("div", body, cls="side-body"), cls="tk-side panel",
               aria_label=_("Log, scores, rules and help"), id="tk-side")


def curtain(name: str) -> str:
    return tag("div", text("h2", _("Pass the device to {name}", name=name)) +
               text("p", _("The other players should look away: the next screen shows "
                           "{name}'s secret cards.", name=name)) +
               tag("div", text("button", _("I am {name}: show my cards", name=name),
                               type="button", cls="btn primary", data_act="reveal",
                               data_autofocus="1") +
                   text("button", _("Back to the lobby"), type="button", cls="btn",
                        data_act="lobby"), cls="acts"),
               cls="tk-curtain curtain", role="dialog", aria_modal="true",
               aria_label=_("Pass the device to {name}", name=name))


def end(session: Session, game: GameUI, viewer: int | None, review: str = "") -> str:
    view = session.view(viewer)
    names = session.names()
    winners = session.winners()
    scores = session.scores()
    top = max(scores)
    won = [names[p] for p in winners]
    if len(won) == 1:
        title = _("{name} wins with {vp} VP!", name=won[0], vp=top)
    else:
        title = _("Shared victory: {names} ({vp} VP)", names=_(" and ").join(won), vp=top)
    note = game.tie_note(view, names)
    mine = not getattr(session, "remote", False)    # a friend's copy: the host starts anew
    buttons = ((text("button", _("Rematch"), type="button", cls="btn primary",
                     data_act="rematch", data_autofocus="1") if mine else "") +
               text("button", _("Replay the game"), type="button", cls="btn",
                    data_act="replay:open", data_autofocus=None if mine else "1") +
               text("button", _("Export"), type="button", cls="btn", data_act="export") +
               text("button", _("Back to the lobby"), type="button", cls="btn",
                    data_act="lobby"))
    head = tag("section", text("h2", title, id="tk-end-title", tabindex="-1") +
               (text("p", note, cls="help") if note else "") +
               tag("div", buttons, cls="acts"),
               cls="end panel", aria_labelledby="tk-end-title")
    return tag("div", head + review + game.end_details(view, names, winners) +
               CH.for_session(session, game, view) +
               tag("div", "", cls="tk-stats-slot"), cls="tk-table tk-endscreen")


def replay(session: Session, game: GameUI, at: int, viewer: int | None,
           review: str = "") -> str:
    """The replay viewer at step `at` (0 = the start). Other seats' secret choices stay
    hidden until the game is over; then every hand is shown too. `review` is the review's
    timeline, box and "Play on from here" (ui/table/review_view.py)."""
    n = session.moves()
    snap = session.at(at)
    names = session.names()
    view = snap.view(None)
    over = session.is_over()
    hands = [snap.view(p).get("hand") for p in range(len(names))] if over else None
    last = ""
    if at and getattr(session, "remote", False):     # a friend's copy: positions, no moves
        last = _("The table as this device saw it after move {n}.", n=snap.moves())
    elif at:
        p, a = session.record.actions[at - 1]
        shown = over or p == viewer
        last = (_("Step {n}: {name}: {what}.", n=at, name=names[p],
                  what=session.label(p, a)) if shown else
                _("Step {n}: {name} decided (secret until the end).", n=at, name=names[p]))
    nav = []
    for key, label in (("first", _("Start")), ("prev", _("Back")), ("next", _("Next")),
                       ("last", _("End"))):
        ico = icon(key)
        inner = (ico + f"<span>{label}</span>") if key in ("first", "prev") else \
            (f"<span>{label}</span>" + ico)
        off = (key in ("first", "prev") and at == 0) or (key in ("next", "last") and at == n)
        nav.append(tag("button", inner, type="button", cls="btn", data_act=f"replay:{key}",
                       aria_disabled="true" if off else "false",
                       data_autofocus="1" if key == "next" else None,
                       aria_keyshortcuts={"first": "Home", "prev": "ArrowLeft",
                                          "next": "ArrowRight", "last": "End"}[key]))
    nav.append(text("button", _("Close replay"), type="button", cls="btn",
                    data_act="replay:close"))
    recent = snap.log(None)[-8:]
    head = tag("section",
               text("h2", _("Replay: step {at} of {n}", at=at, n=n), id="tk-replay-title",
                    tabindex="-1") +
               text("p", f"{snap.progress()}. {last}", cls="help") +
               tag("div", "".join(nav), cls="acts", role="group",
                   aria_label=_("Replay controls")) +
               text("p", _("Arrow keys step back and forward; Home and End jump."),
                    cls="help small") + review +
               tag("ol", "".join(tag("li", game.log_html(e, names, view)) for e in recent),
                   cls="log"),
               cls="tk-decide panel", aria_labelledby="tk-replay-title")
    return tag("div", head + game.replay_board(view, names, hands) +
               CH.for_session(session, game, view, at, snap.scores()),
               cls=classes("tk-table tk-replay", over=over))
