"""The registry of decision kinds: for each kind, how to list, check and apply its actions.

A decision is a tuple (kind, *params) in `state.decision`, always for one player (the game
is strictly sequential). Rule modules (turn.py, paying.py, epoch_end.py) call `register` for
their kinds: `legal` lists the actions, `check` returns a refusal in words or None, `apply`
performs an action already checked.
"""
from game.core.handler import Handlers, is_int, plural  # noqa: F401 (the rules use them)

HANDLERS = Handlers()
register = HANDLERS.register       # register(kind, legal, check, apply)
