"""ui/games.py and the pure parts of ui/dom.py, in CPython."""
import sys
import types
from pathlib import Path

import pytest

from ui import dom, games


def test_four_games_with_player_counts():
    assert [g.id for g in games.GAMES] == ["rftg", "gaia", "artifacts", "epochs"]
    rftg = games.entry("rftg")
    assert (rftg.min_players, rftg.max_players) == (2, 4)
    assert games.entry("gaia").players_text == "2–4 players"
    assert games.entry("artifacts").players_text == "2–5 players"
    assert games.entry("epochs").players_text == "2 players"
    assert games.entry("nope") is None


def test_lobby_list_is_the_core_catalogue_and_imports_no_engine():
    import subprocess
    from game.core import registry
    assert [(g.id, g.title, g.min_players, g.max_players, g.ui_module, g.icon)
            for g in games.GAMES] == [(e.id, e.title, e.min_players, e.max_players, e.ui_module,
                                       e.icon) for e in registry.CATALOGUE]
    code = ("import sys, ui.games; "
            "print(sorted(m for m in sys.modules if m.startswith(('game.rftg', 'game.gaia'))))")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=root)
    assert out.stdout.strip() == "[]"


def test_a_registered_game_is_listed_and_opens_its_table(monkeypatch):
    """The add-a-game recipe's lobby step, with the toy Nim of tests/fixtures."""
    from game.core import i18n, registry
    from tests.fixtures import nim
    monkeypatch.setattr(i18n, "DOMAINS", i18n.DOMAINS + ("nim",))
    registry.register(nim.GAME)
    try:
        assert [g.id for g in games.GAMES] == ["rftg", "gaia", "artifacts", "epochs", "nim"]
        entry = games.entry("nim")
        assert entry is nim.GAME.listing and games.is_available(entry)
        assert (games.title(entry), games.players_text(entry)) == ("Nim", "2 players")
        assert games.blurb(entry).startswith("Take one to three counters")
        table = games.load_ui(entry)
        assert table.__name__ == nim.GAME.table and callable(table.mount)
    finally:
        registry.unregister("nim")
    assert games.entry("nim") is None and len(games.GAMES) == 4


def test_missing_ui_module_is_coming_soon():
    entry = games.GameEntry("zz", "Zz", "", "", "game.zz", "ui.zz_does_not_exist", 2, 2)
    assert not games.is_available(entry)
    with pytest.raises(ImportError, match="Zz cannot be opened"):
        games.load_ui(entry)


def test_ui_module_found_without_import_and_checked_on_load(monkeypatch):
    module = types.ModuleType("ui.zz_fake")
    module.__spec__ = types.SimpleNamespace(name="ui.zz_fake")
    monkeypatch.setitem(sys.modules, "ui.zz_fake", module)
    entry = games.GameEntry("zz", "Zz", "", "", "game.zz", "ui.zz_fake", 2, 2)
    with pytest.raises(ImportError, match="new_game_form is missing"):
        games.load_ui(entry)
    module.new_game_form = lambda *a: None
    module.mount = lambda *a: None
    assert games.load_ui(entry) is module


def test_escape():
    assert dom.escape('<b a="1">&\'') == "&lt;b a=&quot;1&quot;&gt;&amp;&#x27;"
