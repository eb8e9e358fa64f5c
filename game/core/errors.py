"""Exceptions shared by every game: refused actions and unreadable records."""


class IllegalAction(ValueError):
    """An action that the state refused. The state is left exactly as it was.

    `reason` is a short sentence a player can read ("you cannot afford that card").
    """

    def __init__(self, reason: str, player: object = None, action: object = None):
        super().__init__(reason)
        self.reason = reason
        self.player = player
        self.action = action


class BadRecord(ValueError):
    """A game record or save that is malformed, foreign or inconsistent."""
