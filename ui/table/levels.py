"""The AI levels of a game for the table kit: what the new-game form offers and how a seat's
agent is made. Levels are data in each game's AI package (`game.<id>.ai.LEVELS`, made by
`make_agent(level, seed, max_time)`); test and baseline levels are marked hidden there and
are not offered to players.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

from game.core.i18n import N_, domain, in_domain

if TYPE_CHECKING:
    from game.core.agents import Agent

_ = domain("app")
BASELINE = ("random", "policy")     # hidden when a level does not say
LABELS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "expert": N_("Expert")}


def _ai(game_id: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"game.{game_id}.ai")
    except ImportError:
        return None


def levels_for(game_id: str, include_hidden: bool = False) -> list[dict]:
    """[{key, label, blurb, hidden}] in the game's order; [] when the game has no AI."""
    ai = _ai(game_id)
    table = getattr(ai, "LEVELS", None) or {}
    out = []
    for key, level in table.items():
        hidden = bool(getattr(level, "hidden", key in BASELINE))
        if hidden and not include_hidden:
            continue
        label = getattr(level, "label", None)   # the game's words, in its own domain
        blurb = getattr(level, "blurb", "") or ""
        out.append({"key": key,
                    "label": in_domain(game_id, label) if label else
                    _(LABELS[key]) if key in LABELS else key.capitalize(),
                    "blurb": in_domain(game_id, blurb) if blurb else "", "hidden": hidden})
    return out


def make_agent(game_id: str, level: str | None, seed: int,
               max_time: float | None = None) -> Agent:
    """The agent of `level` for a seat (an unknown level falls back to normal, else the first
    offered level; a game without AI plays uniformly at random)."""
    ai = _ai(game_id)
    table = getattr(ai, "LEVELS", None) or {}
    if ai is None or not table:
        from game.core.agents import RandomAgent
        return RandomAgent(seed)
    if level not in table:
        shown = [lv["key"] for lv in levels_for(game_id)]
        level = "normal" if "normal" in table else (shown or list(table))[0]
    return ai.make_agent(level, seed, max_time=max_time)
