"""A test-only game UI and engine, written into a temporary copy of the app by the e2e tests
(never part of the real app). It plays the toy game of tests/core under a lobby entry of
its own ("toy", added to the copy's catalogue), to drive the whole app-shell contract: new-game form, start, mount, autosave,
continue. Its labels come from a JSON data file read through its package's loader
(game/core/packaged.py), proving data files reach the page too (it imports from app.zip)."""
import json
import shutil
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

UI_MODULE = '''"""Test-only game UI (see tests/e2e/fake_game.py)."""
from game.core.packaged import load_json
from game.core.record import Record
from ui import dom

LABELS = load_json(__name__, "labels.json")  # read from app.zip, as the page imports it
SETTINGS = {"players": 2, "options": {}, "seed": 5,
            "seats": [{"name": "Ann", "kind": "human", "level": None},
                      {"name": "Bob", "kind": "human", "level": None}]}


def new_game_form(container, app, on_start):
    start = dom.h("button", {"type": "button", "id": "fake-start", "class": "btn btn-primary"},
                  LABELS["start"])
    dom.on(start, "click", lambda event: on_start(dict(SETTINGS)))
    dom.mount(container, dom.h("p", {"id": "fake-form"}, LABELS["form"]), start)


def mount(container, app, save):
    record = Record.from_dict(save["record"])
    state = record.replay()

    def render():
        bid = dom.h("button", {"type": "button", "id": "fake-bid", "class": "btn"}, "Bid 2")
        dom.on(bid, "click", play)
        crash = dom.h("button", {"type": "button", "id": "fake-crash", "class": "btn"}, "Crash")
        dom.on(crash, "click", lambda event: 1 / 0)
        dom.mount(container, dom.h("p", {"id": "fake-moves"}, f"moves: {len(state.history)}"),
                  bid, crash)

    def play(event):
        state.apply(state.deciders()[0], ("bid", 2))
        save["record"] = Record(record.game, record.players, record.options, record.seed,
                                list(state.history)).to_dict()
        app.autosave(save)
        render()

    render()
'''

TOY_ENTRY = '''CATALOGUE = CATALOGUE + (CatalogueEntry(     # as toy_game.LISTING in the copy
    "toy", "Toy Bids (test only)", "A test-only game of the end-to-end tests.",
    "assets/icons/game-epochs.svg", "game.e2e_toy", "ui.e2e_toy", 2, 2),)

'''
LABELS = {"form": "Fake game settings (from labels.json)", "start": "Start the fake game"}


def make_app_copy(dest):
    """A copy of the app (index.html, pyscript.toml, game/, ui/, web/, assets/, runtime link)
    with the fake game added."""
    dest = Path(dest)
    for name in ("game", "ui", "web", "assets"):
        shutil.copytree(REPO / name, dest / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("index.html", "pyscript.toml"):
        shutil.copy(REPO / name, dest / name)
    (dest / "runtime").symlink_to(REPO / "runtime", target_is_directory=True)
    engine = dest / "game" / "e2e_toy"
    engine.mkdir()
    (engine / "__init__.py").write_text((REPO / "tests" / "core" / "toy_game.py").read_text())
    registry = dest / "game" / "core" / "registry.py"
    text = registry.read_text()
    anchor = "BY_ID = {e.id: e for e in CATALOGUE}"
    assert anchor in text
    registry.write_text(text.replace(anchor, TOY_ENTRY + anchor, 1))
    (dest / "ui" / "e2e_toy").mkdir()
    (dest / "ui" / "e2e_toy" / "__init__.py").write_text(UI_MODULE)
    (dest / "ui" / "e2e_toy" / "labels.json").write_text(json.dumps(LABELS))
    return dest
