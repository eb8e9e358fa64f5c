"""Gaia Project in the player's language: phase names, prompts, labels, refusals, tile words,
the table, and a log kept as message ids that re-renders in the language of the moment."""
import pytest

from game.core import i18n
from game.gaia import new_game
from game.gaia import data
from game.gaia.words import FACTION_NAMES, PHASE_NAMES, TRACK_NAMES
from tests.i18n.helpers import english_and, log_in, played

OTHERS = [x for x in i18n.LANGUAGES if x != "en"]


def _played(seed=5, steps=120, players=3):
    return played(new_game(players, {}, seed), seed, steps)


def test_every_faction_name_is_marked_for_translation():
    assert sorted(FACTION_NAMES) == sorted(f["name"] for f in data.factions().values())


def test_hungarian_terms_follow_the_hungarian_rulebook():
    i18n.set_language("hu")
    _ = i18n.domain("gaia")
    assert [_(TRACK_NAMES[t]) for t in ("terra", "nav", "int", "gaia", "eco", "sci")] == [
        "Terraformálás", "Navigáció", "Mesterséges intelligencia", "Gaia projekt",
        "Gazdaság", "Tudomány"]
    assert _(PHASE_NAMES["income"]) == "Bevétel" and _(PHASE_NAMES["actions"]) == "Akciók"
    assert [_(x) for x in ("Terrans", "Taklons", "Gleens", "Hadsch Hallas", "Xenos")] == [
        "Terranok", "Taklonok", "Gleenek", "Hadsch Hallák", "Xenók"]
    assert _("planetary institute") == "bolygótani intézet"
    assert _.n("{n} credit", "{n} credits", 3) == "3 kredit"


def test_plural_forms_per_language():
    _ = i18n.domain("gaia")
    forms = {"pl": ("1 kredyt", "3 kredyty", "5 kredytów"),
             "cs": ("1 kredit", "3 kredity", "5 kreditů"),
             "ru": ("1 кредит", "3 кредита", "5 кредитов"),
             "lt": ("1 kreditas", "3 kreditai", "10 kreditų")}
    for lang, want in forms.items():
        i18n.set_language(lang)
        counts = (1, 3, 10 if lang == "lt" else 5)
        assert tuple(_.n("{n} credit", "{n} credits", n) for n in counts) == want


def test_the_stored_log_renders_in_the_language_of_the_moment():
    english, polish = log_in(_played(), "pl", player=None)
    assert any(": Research " in t for t in english) or any(" → " in t for t in english)
    assert any("Zakończ turę" in t for t in polish)


@pytest.mark.parametrize("lang", OTHERS)
def test_progress_prompt_labels_and_tiles_are_translated(lang):
    s = _played(steps=60)
    p = s.deciders()[0]
    legal = s.legal_actions(p)[:4]
    english, there = english_and(lang, lambda: (s.progress(), s.view(p)["decision"]["prompt"],
                                                [s.label(p, a) for a in legal],
                                                s.view(p)["words"]))
    assert there[0] != english[0] and there[1] != english[1]
    assert there[2] != english[2]
    changed = [k for k in english[3] if english[3][k] != there[3][k]]
    assert len(changed) > len(english[3]) // 2      # tile words follow the language too


def test_refusals_are_translated_and_english_by_default():
    s = new_game(2, {}, 1)
    while s.phase != "actions":
        p = s.deciders()[0]
        s.apply(p, s.legal_actions(p)[0])
    p = s.deciders()[0]
    other = 1 - p
    english = s.explain_illegal(other, ("endturn",))
    assert english == "not your turn"
    i18n.set_language("cs")
    assert s.explain_illegal(other, ("endturn",)) == "nejsi na tahu"
    i18n.set_language("ru")
    assert s.explain_illegal(other, ("endturn",)) == "не ваш ход"


def test_the_table_is_drawn_in_the_language():
    from ui.gaia import panels as P
    from ui.gaia.board import GaiaUI
    s = _played(steps=60)
    view = s.view(0)
    names = ["Ann", "Bob", "Cy"]
    i18n.set_language("hu")
    html = P.research_board(view, names) + P.scoring_panel(view, names) + \
        P.player_panel(view, 0, names, me=True) + GaiaUI().help_html()
    assert "Kutatástábla" in html and "Fordulópontozás" in html
    assert "Megmaradt épületek" in html and "Research board" not in html
    i18n.set_language("en")
    assert "Research board" in P.research_board(view, names)
