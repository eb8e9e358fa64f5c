"""The trimmed standard library is enough (issue 81): in Chromium, Pyodide started from the built
site's runtime/ (its python_stdlib.zip holds only what tools/bytecode.py traced) imports every
module of game/ and ui/ from the app's zips and plays a game of each title to the end, the
second seat by the game's easy AI for its first decisions. Nothing may fail to import.

The app's own page plays the games in the other end-to-end tests, on the same archive; this
page (TEST_PAGE, served beside a copy of the built site) reaches the modules and code paths no
screen opens at start-up.
"""
import json
from pathlib import Path

import pytest

from tests.e2e.fixtures import copy_site

pytestmark = pytest.mark.fresh_context
REPO = Path(__file__).resolve().parents[2]

TEST_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Standard library test</title></head><body><p id="state">loading</p>
<script type="module">
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";
const state = document.getElementById("state");
try {
  const names = JSON.parse(new URLSearchParams(location.search).get("zips"));
  const py = await loadPyodide({ indexURL: new URL("./runtime/pyodide/", location.href).href });
  for (const name of names) {
    const data = await (await fetch(name)).arrayBuffer();
    py.FS.writeFile("/home/pyodide/" + name, new Uint8Array(data));
  }
  py.globals.set("zip_names", JSON.stringify(names));
  window.result = py.runPython(CHECK.textContent);
  state.textContent = "done";
} catch (e) {
  state.textContent = "error: " + (e && e.stack || e);
}
</script>
<script type="text/x-python" id="CHECK">
import importlib, json, sys, zipfile

paths = ["/home/pyodide/" + name for name in json.loads(zip_names)]
sys.path[:0] = paths
modules = []
for path in paths:
    for name in zipfile.ZipFile(path).namelist():
        if name.endswith(".py") and not name.endswith("__main__.py"):
            module = name[:-3].replace("/", ".")
            modules.append(module[:-9] if module.endswith(".__init__") else module)
failed = {}
for module in modules:
    try:
        importlib.import_module(module)
    except Exception as exc:
        failed[module] = f"{type(exc).__name__}: {exc}"

from game.core import registry
from game.core.rng import Rng

games = {}
for game_id in ("rftg", "gaia", "artifacts", "epochs"):
    try:
        state = registry.new_game(game_id, 2, seed=3)
        rng = Rng(3)
        agent = registry.levels(game_id)["easy"].make_agent(3, 0.05)
        steps = ai_moves = 0
        while not state.is_over() and steps < 20000:
            player = state.deciders()[0]
            legal = state.legal_actions(player)
            if player == 1 and ai_moves < 6:
                action = agent.choose(state.view(player), legal, player)
                ai_moves += 1
            else:
                action = rng.choice(legal)
            state.apply(player, action)
            steps += 1
        games[game_id] = {"over": state.is_over(), "steps": steps, "ai": ai_moves,
                          "scores": list(state.scores())}
    except Exception as exc:
        import traceback
        games[game_id] = {"error": traceback.format_exc()}
stdlib = sorted(name for name, module in sys.modules.items()
                if str(getattr(module, "__file__", "")).startswith("/lib/python"))
json.dumps({"modules": len(modules), "failed": failed, "games": games, "stdlib": stdlib})
</script></body></html>"""


def test_every_module_imports_and_every_game_plays_on_the_trimmed_stdlib(built_site, static_server,
                                                                          context, tmp_path):
    import zipfile
    from urllib.parse import quote

    from tools import app_zips
    site = copy_site(built_site, tmp_path / "site")
    (site / "stdlib-test.html").write_text(TEST_PAGE)
    stdlib = zipfile.ZipFile(site / "runtime" / "pyodide" / "python_stdlib.zip").namelist()
    assert "email/__init__.pyc" not in stdlib and "json/__init__.pyc" in stdlib  # trimmed
    names = [p.name for p in sorted(site.glob("app*.zip"))]
    assert set(names) == set(app_zips.names(REPO))
    server = static_server(site)
    page = context.new_page()
    page.goto(server.url + "stdlib-test.html?zips=" + quote(json.dumps(sorted(names))))
    page.wait_for_function("document.getElementById('state').textContent !== 'loading'",
                           timeout=240_000)
    state = page.inner_text("#state")
    assert state == "done", state
    result = json.loads(page.evaluate("window.result"))
    assert result["modules"] > 250  # every .py of the zips (293 on 2026-12-07)
    assert result["failed"] == {}
    for game_id, game in result["games"].items():
        assert "error" not in game, game.get("error")
        assert game["over"] and game["ai"] == 6, (game_id, game)
    loaded = set(result["stdlib"])
    assert {"json", "zipfile", "gettext", "random"} <= loaded
