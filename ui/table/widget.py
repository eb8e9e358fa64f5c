"""The kit's generic decision widget: one button per legal action, labelled by the engine.

Any decision of any game is playable with it (a game UI replaces it with richer widgets per
decision kind). It shows the prompt of the core `Decision` when the view carries none.
"""
from __future__ import annotations

from typing import Any, Callable

from game.core import action_text
from game.core.i18n import N_, domain

from .html import esc, tag, text

_ = domain("app")


class WidgetBase:
    """The duck-typed widget API's defaults (nothing selectable, no Confirm) and the parts of
    a decision panel that game widgets share: the Confirm/Clear bar and the panel itself."""

    title = N_("Your decision")   # a game's widget sets its own, translated in its domain
    help = ""
    legal: list

    def initial_selection(self) -> Any:
        """The selection a new decision starts with (e.g. a proposal to confirm at once)."""
        return []

    def toggle(self, sel: Any, kind: str, key: Any) -> Any:
        return sel

    def build(self, sel: Any) -> Any:
        return None

    def single_choice(self, sel: Any, kind: str, key: Any) -> Any:
        """The selection made of the item `kind:key` alone when that is a complete answer to
        the decision (a double click or double tap on it then commits it), else None. `sel`
        is the selection now (after the double's first click)."""
        return None

    def incomplete(self, sel: Any) -> str:
        return _("Choose first.")

    def option_by_key(self, key: str) -> Any:
        if key.isdigit() and int(key) < len(self.legal):
            return self.legal[int(key)]
        return None

    def hand_acts(self, sel: Any) -> dict:
        return {}

    def has_confirm(self, sel: Any) -> bool:
        return False

    def confirm_bar(self, sel: Any, can_confirm: bool, label: str = N_("Confirm"),
                    extra: str = "") -> str:
        """Confirm (disabled with the reason in #tk-why until legal), Clear while something is
        selected, then `extra` (e.g. what the selection pays)."""
        confirm = tag("button", esc(_(label)) + "<kbd>C</kbd>", type="button", cls="btn primary",
                      data_act="confirm", aria_disabled="false" if can_confirm else "true",
                      aria_describedby="tk-why", aria_keyshortcuts="C")
        clear = tag("button", esc(_("Clear")) + "<kbd>Esc</kbd>", type="button", cls="btn", data_act="clear",
                    aria_keyshortcuts="Escape") if sel else ""
        return tag("div", confirm + clear + extra, cls="acts")

    def panel(self, body: list, sel: Any, reason: str, can_confirm: bool, cls: str = "",
              bar_extra: str = "", confirm_label: str = N_("Confirm")) -> str:
        """The decision panel: title, help, `body` parts, the Confirm bar when the widget
        confirms, and the reason line (the widget's `incomplete` text while a selection
        builds no action yet)."""
        parts = [text("h2", _(self.title), id="tk-decide-title", tabindex="-1")]
        if self.help:
            parts.append(text("p", self.help, cls="help"))
        parts += body
        if self.has_confirm(sel):
            parts.append(self.confirm_bar(sel, can_confirm, confirm_label, bar_extra))
            if not reason and sel and self.build(sel) is None:
                reason = self.incomplete(sel)
        parts.append(text("p", reason, cls="why", id="tk-why", role="status"))
        return tag("section", "".join(parts), cls=f"tk-decide panel {cls}".strip(),
                   aria_labelledby="tk-decide-title")


class Buttons(WidgetBase):
    """One option button per legal action, sent at once."""

    def __init__(self, view: dict, player: int, legal: list, query: Callable | None = None,
                 labels: list | None = None, prompt: str | None = None) -> None:
        self.view, self.p, self.legal, self.query = view, player, legal, query
        self.labels = labels or [str(action_text(a)) for a in legal]
        if prompt:
            self.title = prompt

    def render(self, sel: Any, reason: str, can_confirm: bool) -> str:
        buttons = "".join(text("button", label, type="button", cls="opt", data_act=f"opt:{i}",
                               data_autofocus="1" if i == 0 else None)
                          for i, label in enumerate(self.labels))
        return self.panel([tag("div", buttons, cls="opts", role="group",
                                  aria_label=_("Choices"))],
                          sel, reason, can_confirm)
