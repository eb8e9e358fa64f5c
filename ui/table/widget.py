"""The kit's generic decision widget: one button per legal action, labelled by the engine.

Any decision of any game is playable with it (a game UI replaces it with richer widgets per
decision kind). It shows the prompt of the core `Decision` when the view carries none.
"""
from __future__ import annotations

from typing import Callable

from game.core import action_text

from .html import tag, text


class Buttons:
    """One option button per legal action, sent at once."""

    title = "Your decision"
    help = ""

    def __init__(self, view: dict, player: int, legal: list, query: Callable | None = None,
                 labels: list | None = None, prompt: str | None = None):
        self.view, self.p, self.legal, self.query = view, player, legal, query
        self.labels = labels or [str(action_text(a)) for a in legal]
        if prompt:
            self.title = prompt

    def toggle(self, sel, kind, key):
        return sel

    def build(self, sel):
        return None

    def incomplete(self, sel) -> str:
        return "Choose first."

    def option_by_key(self, key: str):
        if key.isdigit() and int(key) < len(self.legal):
            return self.legal[int(key)]
        return None

    def hand_acts(self, sel) -> dict:
        return {}

    def render(self, sel, reason: str, can_confirm: bool) -> str:
        buttons = "".join(text("button", label, type="button", cls="opt", data_act=f"opt:{i}",
                               data_autofocus="1" if i == 0 else None)
                          for i, label in enumerate(self.labels))
        return tag("section", text("h2", self.title, id="tk-decide-title", tabindex="-1") +
                   (text("p", self.help, cls="help") if self.help else "") +
                   tag("div", buttons, cls="opts", role="group", aria_label="Choices") +
                   text("p", reason, cls="why", id="tk-why", role="status"),
                   cls="tk-decide panel", aria_labelledby="tk-decide-title")
