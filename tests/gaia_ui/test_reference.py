"""Gaia Project's rules reference (ui/gaia/reference.py): every decision kind, refusal and
tile keyword of the engine has an entry, every entry is translated, a refusal shown in any
language finds its entry, search finds entries in English and Hungarian, and the enlarged
tiles link their keywords."""
import functools
import re

import pytest

from game.core.i18n import catalog, set_language, SOURCE
from game.gaia import data, new_game
from game.gaia.describe import PENDING_KIND, PROMPTS
from game.gaia.effects import parse_effect, parse_rewards
from game.gaia.scoring import FINAL_CONDITION
from game.gaia.words import EFFECT_KINDS
from tests.table import reference_cover
from tests.table.reference_cover import (check_reference, decision_kinds, domain_messages,
                                         probed_refusals, source_refusals)
from ui.gaia.board import GaiaUI
from ui.gaia.reference import REFERENCE


def _effect(spec):
    e = parse_effect(spec)
    return {f"when:{EFFECT_KINDS[e.op]}"} | ({f"per:{e.cond}"} if e.cond else set()) | \
        {f"gain:{k}" for _n, k in e.rewards}


def keywords_from_engine() -> set:
    """Every keyword the tiles and board spaces of game/gaia/data/board.json carry: the kind
    of tile, when each effect works (its operator), what it counts and what it gives."""
    b = data.board()
    out = {"type:booster", "type:tech", "type:advtech", "type:round-goal", "type:federation",
           "type:final-goal", "type:board-action"}
    for specs in b["boosters"].values():
        for x in specs:
            out |= _effect(x)
    for group in ("techs", "advtechs", "round_scoring"):
        for x in b[group].values():
            out |= _effect(x)
    for fed in b["federations"].values():
        out |= {f"gain:{k}" for _n, k in parse_rewards(fed["reward"])}
    out |= {f"per:{FINAL_CONDITION[t]}" for t in b["final_scoring"]}
    for a in b["actions"].values():
        out |= {f"pay:{k}" for _n, k in parse_rewards(a["cost"])}
        for g in a["gain"]:
            out |= {f"gain:{g}"} if g.startswith(">") else \
                (_effect(g) - {"when:now-per"} if ">" in g else
                 {f"gain:{k}" for _n, k in parse_rewards(g)})
    return out


@pytest.fixture
def cached_patterns(monkeypatch):
    """The kit's refusal matching compiles one pattern per message for every refusal seen;
    the gaia domain has more messages (630) than re's cache keeps (512), so without a cache
    of our own the probe takes 100 s instead of 4."""
    monkeypatch.setattr(reference_cover, "_pattern",
                        functools.lru_cache(maxsize=None)(reference_cover._pattern))


def test_the_reference_covers_the_engine_and_is_translated(cached_patterns):
    assert check_reference("gaia", keywords_from_engine(), kinds_games=8) == []


@pytest.mark.slow
def test_the_reference_covers_more_random_games(cached_patterns):
    kinds = decision_kinds("gaia", 24, seed=3)
    assert {k for k in kinds if REFERENCE.for_kind(k) is None} == set()
    found = source_refusals("gaia")
    for seed in (21, 22, 23):
        found |= set(probed_refusals("gaia", 4, seed=seed, per_decision=10))
    assert sorted(m for m in found if m not in REFERENCE.refusals) == []


def test_every_kind_and_refusal_listed_is_the_engines():
    kinds = set(PENDING_KIND.values()) | set(PROMPTS) | {"turn", "setup"}
    assert set(REFERENCE.kinds) == kinds
    messages = set(domain_messages("gaia"))
    assert sorted(m for m in REFERENCE.refusals if m not in messages) == []


def test_the_view_keywords_are_the_engine_keywords():
    view = new_game(2, {}, 1).view(0)
    assert {k for ks in view["keywords"].values() for k in ks} == keywords_from_engine()
    assert set(view["keywords"]) == set(view["words"])


def test_a_refusal_finds_its_entry_in_english_and_hungarian():
    st = new_game(2, {"variant": "first-game", "map": "first-game"}, 4)
    try:
        for lang in (SOURCE, "hu"):
            set_language(lang)
            said = st.explain_illegal(0, ("build", "m", "3A6"))
            assert said and REFERENCE.for_refusal(str(said)) == "setup", said
            # a refusal filled in and capitalised as the table shows it
            said = catalog("gaia").gettext("{booster} is not available").format(
                booster="Booster 9")
            assert REFERENCE.for_refusal(said[:1].upper() + said[1:]) == "booster"
    finally:
        set_language(SOURCE)


def test_search_finds_entries_in_english_and_hungarian():
    try:
        set_language(SOURCE)
        assert "federation" in [e.key for e in REFERENCE.search("satellites")][:3]
        assert REFERENCE.search("booster")[0].key == "booster"
        set_language("hu")
        keys = [e.key for e in REFERENCE.search("szövetség")]
        assert "federation" in keys[:3]
        assert REFERENCE.search("bónuszlapka")[0].key == "booster"
    finally:
        set_language(SOURCE)


def test_the_zoom_of_a_tile_links_its_keywords():
    view = new_game(2, {}, 1).view(0)
    ui = GaiaUI()
    booster = ui.zoom_html("tile:booster4", view, None)
    acts = re.findall(r'data-act="ref:([a-z0-9-]+)"', booster)
    assert acts[:2] == ["booster", "when-income"] and "special" in acts
    assert "terraforming" in acts and len(acts) == len(set(acts))
    goal = ui.zoom_html(f"tile:{view['round_scoring'][0]}", view, None)
    assert 'data-act="ref:round-goals"' in goal
    tech = ui.zoom_html("tech:nav", view, None)
    assert 'data-act="ref:tech"' in tech
    # the tile's words and name stay as they were, the links come after them
    assert booster.index("<h3>") < booster.index("<p>") < booster.index("ref:booster")
