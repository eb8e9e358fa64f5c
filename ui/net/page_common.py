"""What the host's and a friend's pages share (runs only in the browser): the page's own
address, Copy and Share of a code, and this device's optional STUN/TURN servers
(ui/net/ice.py), kept in localStorage."""
from __future__ import annotations

from typing import Any

import js

from game.core.i18n import domain

from . import ice

_ = domain("app")


def page_link(hash_text: str) -> str:
    """This page's address with another fragment."""
    loc = js.window.location
    return f"{loc.origin}{loc.pathname}{hash_text}"


def share(panel: Any, act: str, box_id: str, app: Any) -> None:
    """Copy a code or link to the clipboard, or hand it to the device's share sheet."""
    box = panel.querySelector(f"#{box_id}")
    if not box:
        return
    value = str(box.value)
    try:
        if act == "share" and hasattr(js.navigator, "share"):
            js.navigator.share(js.Object.fromEntries([["text", value]]))
            return
        box.select()
        clip = getattr(js.navigator, "clipboard", None)
        if clip is not None:
            clip.writeText(value)
        else:
            js.document.execCommand("copy")
        app.notify(_("Copied."), "info")
    except Exception:           # no clipboard here: the text is selected for a manual copy
        app.notify(_("Select the text and copy it by hand."), "info")


def servers_text() -> str:
    """The servers this device keeps (the text as entered), or ""."""
    try:
        text = js.localStorage.getItem(ice.KEY)
        return text if isinstance(text, str) else ""
    except Exception:           # storage blocked: no servers
        return ""


def ice_servers() -> list[dict]:
    """The servers for a new connection: none unless the player entered some."""
    try:
        return ice.parse(servers_text())
    except ice.IceError:
        return []


def save_servers(panel: Any) -> str:
    """Check and keep the text of the panel's servers box; "" or what is wrong."""
    box = panel.querySelector("#net-ice")
    text = str(box.value) if box else ""
    try:
        ice.parse(text)
    except ice.IceError as exc:
        return str(exc)
    try:
        js.localStorage.setItem(ice.KEY, text.strip())
    except Exception:
        return _("This browser does not let the page keep settings.")
    return ""
