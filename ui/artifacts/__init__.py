"""Alien Artifacts in the page: the game UI module the app shell loads (ui.games).

It runs on the table kit (ui/table): this package supplies the board (board.py: empires,
common area, hand), the card faces and icons (faces.py, cardtext.py) and the decision
widgets (widgets.py). `new_game_form` and `mount` are the kit's entry points.
"""
from ui.table import entry_points, lesson_entry

from .board import ArtifactsUI

GAME_UI = ArtifactsUI()
new_game_form, mount = entry_points(GAME_UI)
lesson_settings = lesson_entry(GAME_UI)     # the guided first game (ui/artifacts/lesson.py)
