"""The games of the lobby: id, title, player counts, blurb and the module of each game's UI.

A game is playable when its UI module exists (found without importing it, so start-up stays
fast); the module is imported only when the player opens that game. A game whose UI module is
missing is listed as "coming soon" and cannot be started.
"""
import importlib
import importlib.util
from dataclasses import dataclass


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
    def players_text(self):
        if self.min_players == self.max_players:
            text = f"{self.min_players} players"
        else:
            text = f"{self.min_players}–{self.max_players} players"
        return f"{text} ({self.players_note})" if self.players_note else text


GAMES = (
    GameEntry("rftg", "Race for the Galaxy", 2, 4, "ui.rftg",
              "Build a galactic civilization from a hand of cards: choose a phase each round, "
              "settle worlds, develop technologies and ship goods for points.",
              "assets/icons/game-rftg.svg"),
    GameEntry("gaia", "Gaia Project", 1, 4, "ui.gaia",
              "Lead one of fourteen alien factions across a map of sectors: terraform planets, "
              "research technologies and form federations over six rounds.",
              "assets/icons/game-gaia.svg", players_note="base game 2–4"),
    GameEntry("artifacts", "Alien Artifacts", 2, 4, "ui.artifacts",
              "Explore, build a fleet and assemble discoveries into a space empire with "
              "logistics and operational cards.",
              "assets/icons/game-artifacts.svg"),
    GameEntry("epochs", "Three Epochs of Space (two-player card duel)", 2, 2, "ui.epochs",
              "A two-player card game across three epochs: pay for cards or play them, "
              "colonize planet quarters and win influence.",
              "assets/icons/game-epochs.svg"),
)

BY_ID = {g.id: g for g in GAMES}


def entry(game_id):
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
