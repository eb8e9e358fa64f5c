"""Gaia Project in the page: the game UI module the app shell loads (ui.games).

Gaia runs on the table kit (ui/table): this package supplies its board (board.py, with the
SVG map in mapview.py and the boards beside it in panels.py) and its decision widget
(widgets.py). `new_game_form` and `mount` are the kit's entry points for `GaiaUI`.
"""
from ui.table import entry_points, lesson_entry

from .board import GaiaUI

GAME_UI = GaiaUI()
new_game_form, mount = entry_points(GAME_UI)
lesson_settings = lesson_entry(GAME_UI)     # the guided first game (ui/gaia/lesson.py)
