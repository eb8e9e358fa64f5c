"""A past position for the replay viewer (Session.at): what the kit and a game's board may
ask of it (pure Python)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # annotations only
    from game.core.protocol import GameState


class Snapshot:
    """A past position for the replay viewer: what the kit and a game's board may ask of it."""

    def __init__(self, state: GameState) -> None:
        self._state = state

    def view(self, p: int | None) -> dict:
        return self._state.view(p)

    def log(self, p: int | None) -> list:
        return self._state.log(p)

    def moves(self) -> int:
        """The moves made up to this position."""
        return len(self._state.history)

    def progress(self) -> str:
        return self._state.progress()

    def scores(self) -> list:
        return list(self._state.scores())

    def sampled_views(self, game_id: str, p: int, action: Any, seed: int = 0,
                      shows: Callable[[dict], bool] | None = None) -> tuple | None:
        """`hints.sampled_views` of `action` at this past position."""
        from .hints import sampled_views  # lazy: only for a review's reason
        return sampled_views(game_id, self._state, p, action, seed, shows)

    def label(self, p: int, action: Any) -> str:
        return self._state.label(p, action)
