"""What every game's e2e test does on the table kit's pages: start a game from its new-game
form or open an imported save, wait for a decision (or the curtain, or the end screen), count
the moves made, hand the device on behind the hotseat curtain; and `played_save`, a save a
few moves before a moment a test is about (the end, a round change), so that a test plays
through the page only the moves its assertions need."""
import json
import re
from typing import Callable

from game.core import Record, registry
from game.core.random_play import random_policy
from game.core.rng import Rng
from tests.e2e.helpers import open_app
from tests.saves import DATE, save_of

TIMEOUT = 90_000
WAITING = ".tk-decide [data-act], .tk .curtain, .tk-endscreen"


def start_game(page, url, game: str, seats, names, seed: int, level: str = "easy",
               options: dict | None = None, set_players: bool = True):
    """Open the lobby, fill game's new-game form (seat kinds, AI level, names, options by
    name, the seed) and start; returns when the table or the curtain is up."""
    open_app(page, url)
    page.click(f"#new-{game}")
    page.wait_for_selector(".tk-setup")
    if set_players:
        page.select_option("select[name=players]", str(len(seats)))
    for i, kind in enumerate(seats):
        page.select_option(f"select[name=kind-{i}]", kind)
        if kind == "ai":
            page.select_option(f"select[name=level-{i}]", level)
        page.fill(f"input[name=name-{i}]", names[i])
    for name, value in (options or {}).items():
        page.select_option(f"select[name=opt-{name}]", value)
    page.fill("input[name=seed]", str(seed))
    page.click(".tk-setup button[type=submit]")
    page.wait_for_selector(".tk-table, .tk .curtain", timeout=TIMEOUT)


def wait_turn(page, timeout: int = TIMEOUT) -> str:
    """Wait for a human decision, the curtain or the end screen; say which
    ("decide", "curtain", "end")."""
    page.wait_for_selector(WAITING, timeout=timeout, state="attached")
    if page.query_selector(".tk-endscreen"):
        return "end"
    if page.query_selector(".tk .curtain"):
        return "curtain"
    return "decide"


def actions(page) -> int:
    """Moves made so far (the kit's #tk-root[data-actions])."""
    return int(page.get_attribute("#tk-root", "data-actions"))


def wait_moved(page, before: int, timeout: int = TIMEOUT):
    """Wait until a move was made since `before`, or the curtain or end screen is up."""
    page.wait_for_function(
        f"() => +document.querySelector('#tk-root').dataset.actions > {before} || "
        "document.querySelector('.tk .curtain') || document.querySelector('.tk-endscreen')",
        timeout=timeout)


def open_imported(page, url, path, row_text: str, timeout: int | None = None) -> None:
    """Import the save or record file `path` from the lobby and continue the game listed as
    `row_text` (the caller waits for what it expects: the table, the end screen)."""
    open_app(page, url)
    page.set_input_files("#import-file", str(path))
    row = page.locator(".save-row", has_text=row_text)
    row.wait_for(state="attached", timeout=timeout)
    row.locator("button:has-text('Continue')").click()


def pass_curtains(page, names, hidden: str, seen: set) -> None:
    """Wait for the next decision of a hotseat game. Each curtain on the way must hide the
    table (nothing matches `hidden`); the seat name it shows (the first of `names` in its
    text) goes into `seen`, then the next player reveals the table."""
    who = re.compile("|".join(re.escape(n) for n in names))
    while True:
        state = wait_turn(page)
        assert state != "end"
        if state == "decide":
            return
        text = page.inner_text(".tk .curtain")
        assert not page.query_selector(hidden)
        seen.add(who.search(text).group(0))
        page.click("[data-act=reveal]")


def played_save(game: str, players: int, seed: int, until: Callable, back: int, names, kinds,
                options: dict | None = None, name: str = "Played", play_seed: int = 1,
                level: str = "easy", policy: Callable | None = None) -> tuple:
    """Play `game` (players, options, seed) by random legal moves (game.core's random_policy,
    or `policy`, either called with Rng(play_seed)) until `until(state)` holds, then take the
    last `back` moves back; return (save, state) of that moment, seats named `names` of
    `kinds`. The page then plays about `back` moves (more or fewer, as its players choose
    differently): e.g. until the game is over, back 12."""
    state = registry.game(game).new_game(players, dict(options or {}), seed)
    choose = (policy or random_policy)(Rng(play_seed))
    while not until(state):
        assert not state.is_over(), "the game ended before the moment asked for"
        player = state.deciders()[0]
        state.apply(player, choose(state, player))
    record = Record.of(state)
    record = Record(record.game, record.players, record.options, record.seed,
                    record.actions[:max(0, len(record.actions) - back)])
    start = record.start()
    for player, action in record.actions:
        start.apply(player, action)
    save = save_of(record, names, kinds, level=level, name=name, created=DATE, updated=DATE)
    return save, start


def import_played(page, url, tmp_path, save: dict) -> None:
    """Write `save` to a file, import it from the lobby and continue it."""
    path = tmp_path / "played.json"
    path.write_text(json.dumps(save))
    open_imported(page, url, path, save["name"])
