"""The AI levels of a game for the table kit: what the new-game form offers and how a seat's
agent is made. Levels are data in the game's `GAME` (`GAME.ai_levels()`: {key: Level}, see
game/core/contract.py); test and baseline levels are marked hidden there and are not offered
to players.
"""
from __future__ import annotations

from typing import Optional

from game.core import registry
from game.core.agents import Agent
from game.core.i18n import N_, domain, in_domain

_ = domain("app")
LABELS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "expert": N_("Expert")}


def levels_for(game_id: str, include_hidden: bool = False) -> list[dict]:
    """[{key, label, blurb, hidden}] in the game's order; [] when the game offers no AI."""
    spec = registry.game(game_id)
    out = []
    for key, level in spec.ai_levels().items():
        if level.hidden and not include_hidden:
            continue
        out.append({"key": key,        # the game's words, in its own domain
                    "label": in_domain(spec.i18n_domain, level.label) if level.label else
                    _(LABELS[key]) if key in LABELS else key.capitalize(),
                    "blurb": in_domain(spec.i18n_domain, level.blurb) if level.blurb else "",
                    "hidden": level.hidden})
    return out


def make_agent(game_id: str, level: Optional[str], seed: int,
               max_time: Optional[float] = None) -> Agent:
    """The agent of `level` for a seat (an unknown level falls back to normal, else the first
    offered level, else the first: a game without AI plays uniformly at random)."""
    spec = registry.game(game_id)
    table = spec.ai_levels()
    if level not in table:
        shown = [lv["key"] for lv in levels_for(game_id)]
        level = "normal" if "normal" in table else (shown or list(table))[0]
    return spec.make_agent(level, seed, max_time=max_time)
