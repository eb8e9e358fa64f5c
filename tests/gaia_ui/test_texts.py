"""No internal id reaches a Gaia player: every decision kind met in random games (2-4 players),
the side log, the scores and the end screen are rendered through the kit's controller and their
visible text (and tooltips) is searched for the engine's ids (booster2, free3, terra/free1,
snake_case or camelCase keys)."""
import html as H
import re

from game.core import Record
from game.core.rng import Rng
from game.gaia import new_game
from game.gaia.__main__ import random_policy
from ui.gaia.board import GaiaUI
from ui.gaia.mapview import seat_colour as UI_COLOUR
from ui.table.controller import Controller
from ui.table.session import Session
from tests.saves import save_of
from tests.gaia_ui.ids import ids_in_text

def visible(html: str) -> str:
    """The text a player reads or hears: text nodes and the title/aria-label attributes."""
    tips = " ".join(re.findall(r'(?:title|aria-label)="([^"]*)"', html))
    body = re.sub(r"<[^>]*>", " ", html)
    return H.unescape(body + " " + tips)


def ids_in(html: str) -> list:
    return ids_in_text(visible(html))


def test_the_patterns_catch_the_ids_of_the_issue():
    for bad in ("booster2: income", "Tech tile terra/free1", "tech tile free3 7",
                "advtech12", "structureFed", "round_scoring", "Adv1"):
        assert ids_in(f"<p>{bad}</p>"), bad
    assert ids_in('<span title="booster10">x</span>')
    for good in ("Booster 3: 2 ore", "Round 3 · Actions", "Tech tile in Terraforming (free 1)",
                 "Research Navigation (1 → 2)", "+3 VP", "A5", "Mine on C12"):
        assert not ids_in(f"<p>{good}</p>"), good


def _save(players, seed, actions, human):
    names = ("Ann", "Bob", "Cy", "Di")[:players]
    kinds = ["ai"] * players
    kinds[human] = "human"
    return save_of(Record("gaia", players, {}, seed, list(actions)), names, kinds)


def _screens(players, seed):
    """(what, html) of the decision screens met in one random game (each decision kind once,
    every 150th step too), with the whole log and the scores, then the end screen."""
    st = new_game(players, {}, seed)
    choose = random_policy(Rng(seed * 31 + players))
    actions: list = []
    seen: set = set()
    while not st.is_over():
        seat = st.deciders()[0]
        kind = st.view(seat)["decision"]["kind"]
        if kind not in seen or len(actions) % 150 == 0:
            seen.add(kind)
            ctl = Controller(Session(_save(players, seed, actions, seat)), UI)
            page = ctl.render()
            ctl.click("panel:logall")
            page += ctl.render()
            ctl.click("panel:score")
            page += ctl.render()
            yield f"{kind} at step {len(actions)}", page
        a = choose(st, seat)
        st.apply(seat, a)
        actions.append((seat, a))
    ctl = Controller(Session(_save(players, seed, actions, 0)), UI)
    yield "end screen", ctl.render()


UI = GaiaUI()


def test_no_internal_id_in_any_rendered_gaia_text():
    found = {}
    kinds = set()
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        for what, page in _screens(players, seed):
            kinds.add(what.split(" at ")[0])
            bad = ids_in(page)
            if bad:
                found.setdefault(tuple(bad), f"{players}p seed {seed}: {what}")
    assert not found, found
    assert {"faction", "setup", "booster", "turn", "charge", "tech", "research"} <= kinds


def test_the_log_names_players_like_the_status_bar_in_their_factions_colour():
    st = new_game(3, {}, 8)
    choose = random_policy(Rng(8))
    actions = []
    while st.phase != "actions":
        seat = st.deciders()[0]
        a = choose(st, seat)
        st.apply(seat, a)
        actions.append((seat, a))
    ctl = Controller(Session(_save(3, 8, actions, st.deciders()[0])), UI)
    page = "".join(ctl.render(parts=True))
    view = st.view(None)
    side = page[page.index('class="log"'):]
    for p in view["players"]:
        name = ("Ann", "Bob", "Cy")[p["seat"]]
        colour = UI_COLOUR(view, p["seat"])
        who = (f'<span class="ga-who" title="{p["name"]}"><span class="dot" '
               f'style="background:{colour}" aria-hidden="true"></span><b>{name}</b></span>: ')
        assert who in side, name
        assert f'{p["name"]}: ' not in visible(side), "the log names the player, not the faction"
    cur = view["current"]
    bar = page[:page.index("</header>")]
    assert f'<b>{("Ann", "Bob", "Cy")[cur]}</b>' in bar and 'class="ga-who"' in bar
