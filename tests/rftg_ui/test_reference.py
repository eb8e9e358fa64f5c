"""Race's rules reference (ui/rftg/reference.py): every decision kind, refusal and card keyword
of the engine has an entry, every entry is translated; a refusal as shown finds its entry in
two languages; search finds entries by a word in English and in Lithuanian; the enlarged card
links each keyword to its entry.

The card keywords are enumerated here from the engine's card data (game/rftg/carddata.py), not
from the reference: the power codes by phase, card types and world kinds, goods, flags and the
6-cost developments' scoring lines.
"""
from __future__ import annotations

import functools
import re

import pytest

import tests.table.reference_cover as cover
from game.core import registry
from game.core.i18n import reload, set_language
from game.rftg import cards as C
from game.rftg.carddata import DESIGNS
from ui.rftg.board import RaceUI, face
from ui.rftg.cardview import large
from ui.rftg.reference import REFERENCE

CARD_IDS = range(len(C.DESIGN))


def keywords_from_engine() -> set[str]:
    """Every card keyword id of Race's card data (see ui/rftg/reference.py for the ids)."""
    out = set()
    for d in DESIGNS:
        out.add(d["type"])
        if d["military"]:
            out.add("military")
        if d["good"]:
            out |= {f"good:{d['good']}", "windfall" if d["windfall"] else "production"}
        out |= {f"flag:{f}" for f in d["flags"]}
        out |= {f"power:{p['phase']}:{p['code']}" for p in d["powers"]}
        out |= {f"scoring:{s['type']}" for s in d["scoring"]}
    return out


@pytest.fixture
def fast_patterns(monkeypatch):
    """The kit's refusal matcher compiles one regex per message per refusal; with Race's 800
    messages that overflows re's cache (512) and takes seconds, so remember them."""
    monkeypatch.setattr(cover, "_pattern", functools.lru_cache(maxsize=None)(cover._pattern))


@pytest.fixture
def english():
    set_language("en")
    yield
    set_language("en")
    reload()


def test_the_keywords_come_from_every_kind_of_card_data():
    words = keywords_from_engine()
    assert {"world", "development", "military", "production", "windfall", "good:gene",
            "flag:REBEL", "power:3:EXTRA_MILITARY|AGAINST_REBEL", "power:4:TRADE_THIS",
            "scoring:TOTAL_MILITARY"} <= words
    assert len([w for w in words if w.startswith("power:")]) == 54


def test_the_reference_covers_the_engine(fast_patterns, english):
    assert cover.check_reference("rftg", keywords_from_engine(), kinds_games=4) == []


@pytest.mark.slow
def test_the_reference_covers_the_engine_in_many_games(fast_patterns, english, monkeypatch):
    monkeypatch.setattr(cover, "probed_refusals",
                        functools.partial(cover.probed_refusals, games=24, per_decision=12))
    assert cover.check_reference("rftg", keywords_from_engine(), kinds_games=40) == []


def test_every_refusal_id_is_written_in_the_engine():
    """The refusals map names message ids exactly as the engine writes them."""
    messages = set(cover.domain_messages("rftg"))
    assert set(REFERENCE.refusals) <= messages
    assert cover.source_refusals("rftg") <= set(REFERENCE.refusals)


def _refused_discard() -> str:
    """The engine's refusal of a one-card opening discard, in the current language."""
    state = registry.game("rftg").new_game(2, {}, 5)
    one = (state.view(0)["hand"][0],)
    reason = state.explain_illegal(0, ("discard", one))
    assert reason
    return str(reason)


@pytest.mark.parametrize("lang", ["en", "pl", "lt"])
def test_a_refusal_as_shown_finds_its_entry(english, lang):
    set_language(lang)
    reason = _refused_discard()
    assert REFERENCE.for_refusal(reason) == "setup", reason
    assert REFERENCE.for_refusal(reason[0].upper() + reason[1:] + ".") == "setup"


def test_a_refusal_with_a_card_name_finds_its_entry(english):
    set_language("ru")
    state = registry.game("rftg").new_game(2, {}, 5)
    state.apply(0, ("discard", (72, 77)))     # the lesson's deal: see ui/rftg/lesson.py
    state.apply(1, state.legal_actions(1)[0])
    for p in (0, 1):
        state.apply(p, ("action", "develop"))
    reason = state.explain_illegal(0, ("develop", 93))      # Pilgrimage World, a world
    assert reason and "Pilgrimage World" in str(reason)
    assert REFERENCE.for_refusal(str(reason)) == "development", reason


def test_search_finds_entries_in_english_and_in_lithuanian(english):
    assert "conquest" in [e.key for e in REFERENCE.search("conquer")][:3]
    assert REFERENCE.search("windfall")[0].key == "windfall"
    set_language("lt")
    found = [e.key for e in REFERENCE.search("užkariavimas")]
    assert found and found[0] == "conquest", found
    assert "trade" in [e.key for e in REFERENCE.search("Prekyba")]


def test_every_entry_is_short_and_in_a_group():
    groups = {e.group for e in REFERENCE.entries}
    assert len(groups) == 6 and "" not in groups
    for e in REFERENCE.entries:
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", e.text) if s]
        assert 1 <= len(sentences) <= 4, (e.key, len(sentences))


def _acts(markup: str) -> set[str]:
    return set(re.findall(r'data-act="ref:([a-z0-9_]+)"', markup))


@pytest.mark.parametrize("cid", CARD_IDS)
def test_the_enlarged_card_links_each_keyword(english, cid):
    d = DESIGNS[C.DESIGN[cid]]
    shown = _acts(large(face(cid)))
    from ui.rftg.reference import card_keywords
    for word in card_keywords(d):
        if word == "world" and (d["military"] or d["good"]):
            continue        # the kind's words link to the most precise entry
        assert REFERENCE.for_keyword(word) in shown, (d["name"], word)


def test_the_table_zoom_has_the_links(english):
    state = registry.game("rftg").new_game(2, {}, 5)
    html = RaceUI().zoom_html("4", state.view(0), None)      # Earth's Lost Colony
    assert {"production", "goods", "p_consume", "p_produce"} <= _acts(html)
    assert 'class="tk-ref rf-ref"' in html
