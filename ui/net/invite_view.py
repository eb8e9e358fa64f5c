"""What the panel of a game with friends shows (pure HTML strings, tested in CPython): on the
host's table a row per friend seat (its invite link with Copy and Share and a QR code, the
box for the friend's answer code, whether it is connected, and what to do when it is not);
on a friend's table the answer code to send back and the connection's state.

Controls carry `data-net` acts, handled by ui/net/page_host.py and page_friend.py:
"invite:<seat>", "copy:<id>", "share:<id>", "connect:<seat>", "ai:<seat>:<level>",
"ice:save" (the optional servers of ui/net/ice.py)."""
from __future__ import annotations

from game.core.i18n import N_, domain

from ..table.html import esc, tag, text, void

_ = domain("app")

# a seat's state on the host: "none" (no invite yet), "making" (the invite is being made),
# "waiting" (the invite is out, the answer not yet pasted), "open", "closed"
HOST_WORDS = {
    "none": N_("Not invited yet."),
    "making": N_("Making the invite…"),
    "waiting": N_("Invite ready: send the link, then paste the code your friend's page shows."),
    "open": N_("Connected."),
    "closed": N_("Not connected: make a new invite link for this seat, or let the computer "
                 "play it."),
}
FRIEND_WORDS = {
    "none": N_("Not connected: ask the host for a new invite link (this page keeps the game "
               "so far)."),
    "making": N_("Answering the invite…"),
    "waiting": N_("Send this code to the host, who pastes it on their page."),
    "open": N_("Connected to the host."),
    "closed": N_("The connection to the host was lost: ask the host for a new invite link. "
                 "The game so far is kept on this page."),
}
_MARK = {"open": "●", "none": "○", "making": "…", "waiting": "…", "closed": "○"}


def _copy_box(box_id: str, label: str, value: str, multiline: bool = False) -> str:
    field = (tag("textarea", esc(value), id=box_id, readonly=True, rows="3", cls="net-code")
             if multiline else
             void("input", id=box_id, value=value, readonly=True, cls="net-code"))
    return (tag("label", esc(label), for_=box_id) + field +
            tag("div", text("button", _("Copy"), type="button", cls="btn",
                            data_net=f"copy:{box_id}") +
                text("button", _("Share"), type="button", cls="btn net-share",
                     data_net=f"share:{box_id}"), cls="net-buttons"))


def servers_box(servers: str, error: str = "", saved: bool = False) -> str:
    """The optional STUN/TURN servers (ui/net/ice.py), folded away: off unless entered."""
    from .ice import WHAT_THEY_SEE  # lazy: the servers' words only with the box
    return tag("details", text("summary", _("Connection servers (optional)")) +
               text("p", _(WHAT_THEY_SEE), cls="help") +
               tag("label", esc(_("One per line: stun:host:port, or turn:host:port user "
                                  "password")), for_="net-ice") +
               tag("textarea", esc(servers), id="net-ice", rows="2", cls="net-code",
                   autocomplete="off", spellcheck="false") +
               tag("div", text("button", _("Use these servers"), type="button", cls="btn",
                               data_net="ice:save") +
                   (text("span", _("Saved: used from the next invite."), role="status")
                    if saved else ""), cls="net-buttons") +
               (text("p", error, cls="net-error", role="alert") if error else ""),
               cls="net-servers", open=bool(error) or None)


def host_panel(rows: list[dict], levels: list[tuple[str, str]], servers: str = "",
               servers_error: str = "", servers_saved: bool = False) -> str:
    """The host's panel. Each row: {"seat", "name", "state", "link" (when waiting),
    "qr" (an SVG string, optional), "error" (optional)}; `levels` are the AI levels
    (key, label) a missing seat can be handed to."""
    out = []
    for r in rows:
        p, state = r["seat"], r["state"]
        body = text("p", _(HOST_WORDS[state]), cls="net-state")
        if state in ("none", "closed"):
            body += text("button", _("Make an invite link") if state == "none" else
                         _("Make a new invite link"), type="button", cls="btn primary",
                         data_net=f"invite:{p}")
        if state == "waiting":
            body += _copy_box(f"net-link-{p}", _("Invite link for {name}", name=r["name"]),
                              r.get("link", ""))
            if r.get("qr"):
                body += tag("div", r["qr"], cls="net-qr")
            body += (tag("label", esc(_("Code from {name}'s page", name=r["name"])),
                         for_=f"net-answer-{p}") +
                     tag("textarea", "", id=f"net-answer-{p}", rows="2", cls="net-code",
                         autocomplete="off", spellcheck="false") +
                     text("button", _("Connect"), type="button", cls="btn primary",
                          data_net=f"connect:{p}"))
        if state == "closed" and levels:
            body += tag("div", "".join(
                text("button", _("Let the computer play ({level})", level=label),
                     type="button", cls="btn", data_net=f"ai:{p}:{key}")
                for key, label in levels), cls="net-buttons")
        if r.get("error"):
            body += text("p", r["error"], cls="net-error", role="alert")
        out.append(tag("li", tag("h3", esc(f"{_MARK[state]} {r['name']}")) + body,
                       cls=f"net-seat is-{state}", data_seat=str(p)))
    return tag("section", text("h2", _("Friends at this table")) +
               tag("ul", "".join(out), cls="net-seats") +
               servers_box(servers, servers_error, servers_saved),
               cls="panel net-panel", aria_label=_("Friends at this table"))


def friend_panel(state: str, answer: str = "", error: str = "", servers: str = "",
                 servers_error: str = "", servers_saved: bool = False) -> str:
    """A friend's panel: the connection's state and, while waiting, the answer code (and
    the optional servers, until connected)."""
    body = text("p", _(FRIEND_WORDS[state]), cls="net-state", role="status")
    if state == "waiting" and answer:
        body += _copy_box("net-answer", _("Code for the host"), answer, multiline=True)
    if error:
        body += text("p", error, cls="net-error", role="alert")
    if state != "open":
        body += servers_box(servers, servers_error, servers_saved)
    return tag("section", text("h2", _("Playing on the host's table")) + body,
               cls=f"panel net-panel is-{state}", aria_label=_("Connection to the host"))
