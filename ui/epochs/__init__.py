"""Three Epochs of Space in the page: the game UI module the app shell loads (ui.games).

The epochs duel runs on the table kit (ui/table): this package supplies its board
(board.py, with the universes in universe.py, the influence board in influence.py, the
epoch end in epochend.py and the card faces in cardview.py) and its decision widgets
(widgets.py). `new_game_form` and `mount` are the kit's entry points for `EpochsUI`.
"""
from ui.table import entry_points, lesson_entry

from .board import EpochsUI

GAME_UI = EpochsUI()
new_game_form, mount = entry_points(GAME_UI)
lesson_settings = lesson_entry(GAME_UI)     # the guided first game (ui/epochs/lesson.py)
