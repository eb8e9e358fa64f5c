"""Galaxy Table game engines: pure Python, no browser imports.

`game.core` holds the game-agnostic protocol; each game lives in its own package
(`game.rftg`, `game.gaia`, ...) and registers itself in `game.core.registry`.
"""
