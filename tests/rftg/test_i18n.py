"""Race in the player's language: card names, phases, prompts and a log that re-renders."""
import pytest

from game.core import i18n
from game.rftg import cards as C
from game.rftg import new_game
from game.rftg.cardnames import NAMES
from tests.i18n.helpers import english_and, log_in, played


def _played(seed=3, steps=60):
    return played(new_game(2, {}, seed), seed, steps)


def test_every_card_name_is_marked_for_translation():
    assert set(NAMES) == set(C.NAME)
    assert len(NAMES) == len(set(NAMES))


def test_phase_names_follow_the_polish_and_lithuanian_rulebooks():
    from game.rftg import words as W
    i18n.set_language("pl")
    assert [W.phase(p) for p in ("explore", "develop", "settle", "consume", "produce")] == [
        "Eksploracja", "Rozwój", "Kolonizacja", "Konsumpcja", "Produkcja"]
    assert W.action("trade") == "Konsumpcja: Handel"
    i18n.set_language("lt")
    assert [W.phase(p) for p in ("explore", "develop", "settle", "consume", "produce")] == [
        "Tyrinėjimas", "Išsivystymas", "Kolonizavimas", "Vartojimas", "Gavyba"]


def test_card_names_polish_where_the_rulebook_names_them():
    from game.rftg import words as W
    cid = C.NAME.index("Galactic Imperium")
    i18n.set_language("pl")
    assert W.name(cid) == "Imperium Galaktyczne"
    i18n.set_language("ru")
    assert W.name(cid) == "Galactic Imperium"


def test_the_stored_log_renders_in_the_language_of_the_moment():
    english, polish = log_in(_played(), "pl")
    assert english[0].startswith("Player 1 starts with ")
    assert polish[0].startswith("Gracz 1 zaczyna ze światem ")
    assert any(t.startswith("Zaczyna się runda 1") for t in polish)


@pytest.mark.parametrize("lang", [x for x in i18n.LANGUAGES if x != "en"])
def test_prompts_progress_and_labels_are_translated(lang):
    s = _played(steps=5)
    p = s.deciders()[0]
    english, there = english_and(lang, lambda: (s.progress(), s.decision_now(p).prompt,
                                                [s.label(p, a) for a in s.legal_actions(p)[:3]]))
    assert there[0] != english[0] and there[1] != english[1]
    assert there[2] != english[2]


def test_the_table_puts_seat_names_in_every_language():
    from ui.rftg.board import RaceUI
    names_fix = RaceUI().log_text
    for lang, line in (("en", "Player 2 draws."), ("hu", "2. játékos húz."),
                       ("ru", "Игрок 2 берёт.")):
        i18n.set_language(lang)
        assert names_fix(line, ["Ann", "Bob"]).startswith("Bob ")


def test_card_faces_are_drawn_per_language():
    from ui.rftg.board import face
    i18n.set_language("pl")
    polish = face(C.NAME.index("Galactic Imperium"))
    i18n.set_language("en")
    assert face(C.NAME.index("Galactic Imperium"))["name"] == "Galactic Imperium"
    assert polish["name"] == "Imperium Galaktyczne"
