"""The games of the lobby: id, title, player counts, blurb and the module of each game's UI.

The list is built from the one catalogue, game/core/registry.py (which imports no engine), so
the lobby and the engines agree on every game's title and player counts.

A game is playable when its UI module exists (found without importing it, so start-up stays
fast); the module is imported only when the player opens that game. A game whose UI module is
missing is listed as "coming soon" and cannot be started.
"""
import importlib
import importlib.util
from dataclasses import dataclass

from game.core import registry


@dataclass(frozen=True)
class GameEntry:
    id: str
    title: str
    min_players: int
    max_players: int
    ui_module: str
    blurb: str
    icon: str
    players_note: str = ""

    @property
    def players_text(self) -> str:
        """'2–4 players', '2 players', with the note in brackets when there is one."""
        if self.min_players == self.max_players:
            text = f"{self.min_players} players"
        else:
            text = f"{self.min_players}–{self.max_players} players"
        return f"{text} ({self.players_note})" if self.players_note else text


GAMES = tuple(
    GameEntry(e.id, e.title, e.min_players, e.max_players, e.ui_module, e.blurb, e.icon,
              e.players_note)
    for e in registry.CATALOGUE)

BY_ID = {g.id: g for g in GAMES}


def entry(game_id):
    """The lobby entry of `game_id`, or None."""
    return BY_ID.get(game_id)


def is_available(game):
    """True if the game's UI module exists in this build (checked without importing it)."""
    try:
        return importlib.util.find_spec(game.ui_module) is not None
    except (ImportError, ValueError):
        return False


def load_ui(game):
    """Import and return the game's UI module; raises ImportError with a readable message."""
    try:
        module = importlib.import_module(game.ui_module)
    except ImportError as exc:
        raise ImportError(f"{game.title} cannot be opened: {exc}") from exc
    for name in ("new_game_form", "mount"):
        if not callable(getattr(module, name, None)):
            raise ImportError(f"{game.title} cannot be opened: {game.ui_module}.{name} is missing")
    return module
