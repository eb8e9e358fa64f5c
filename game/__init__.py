"""Galaxy Table game engines: pure Python, no browser imports.

`game.core` holds the game-agnostic protocol; each game lives in its own package
(`game.rftg`, `game.gaia`, ...) and registers itself in `game.core.registry`.
"""

import pkgutil as _pkgutil

# The page imports the app from several zips (tools/app_zips.py: app.zip and one per game),
# each holding part of this package: its search path spans all of them on sys.path.
__path__ = _pkgutil.extend_path(__path__, __name__)
