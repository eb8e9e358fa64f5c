"""The games of the lobby: id, title, player counts, blurb and the module of each game's UI.

The list is the registry's light catalogue (game/core/registry.py `LISTED`: it imports no
engine), which every game's `GAME` holds as its `listing`, so the lobby and the engines agree
on every game's title and player counts; a game a test registers is listed too.

A game is playable when its UI module exists (found without importing it, so start-up stays
fast); the module is imported only when the player opens that game. A game whose UI module is
missing is listed as "coming soon" and cannot be started.
"""
from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

from game.core import registry
from game.core.i18n import domain

_ = domain("app")


GameEntry = registry.CatalogueEntry     # a lobby entry is the catalogue's own entry
GAMES = registry.LISTED                 # the same list: a registered game is listed too


def entry(game_id: str) -> GameEntry | None:
    """The lobby entry of `game_id`, or None."""
    return registry.catalogue_entry(game_id)


def is_available(game: GameEntry) -> bool:
    """True if the game's UI module exists in this build (checked without importing it)."""
    try:
        return importlib.util.find_spec(game.ui_module) is not None
    except (ImportError, ValueError):
        return False


def load_ui(game: GameEntry) -> ModuleType:
    """Import and return the game's table module (its `ui_module`, the GAME's `table`), which
    has `new_game_form` and `mount`; raises ImportError with a readable message."""
    try:
        module = importlib.import_module(game.ui_module)
    except ImportError as exc:
        raise ImportError(_("{title} cannot be opened: {reason}", title=title(game),
                            reason=exc)) from exc
    for name in ("new_game_form", "mount"):
        if not callable(module.__dict__.get(name)):
            raise ImportError(_("{title} cannot be opened: {reason}", title=title(game),
                            reason=f"{game.ui_module}.{name} is missing"))
    return module


def title(game: GameEntry) -> str:
    """The game's title in the current language (the catalogue marks it)."""
    return _(game.title)


def blurb(game: GameEntry) -> str:
    """The game's lobby blurb in the current language."""
    return _(game.blurb)


def players_text(game: GameEntry) -> str:
    """'2–4 players' (or '2 players') in the current language."""
    if game.min_players == game.max_players:
        return _.n("{n} player", "{n} players", game.min_players)
    return _.n("{lo}–{n} player", "{lo}–{n} players", game.max_players, lo=game.min_players)
