"""Race for the Galaxy in the page: the game UI module the app shell loads (ui.games).

Race runs on the table kit (ui/table): this package supplies only its board and texts
(board.py, table.py), its decision widgets (widgets.py) and its card faces (cardview.py,
faces.py). `new_game_form` and `mount` are the kit's entry points for `RaceUI`.
"""
from ui.table import entry_points, lesson_entry

from .board import RaceUI

GAME_UI = RaceUI()
new_game_form, mount = entry_points(GAME_UI)
lesson_settings = lesson_entry(GAME_UI)     # the guided first game (ui/rftg/lesson.py)
