"""Alien Artifacts in the player's language: seed terms, prompts, labels, a log that
re-renders, card texts and the table's words; English stays the default."""
import pytest

from game.artifacts import cards as C
from game.artifacts import new_game
from game.core import i18n
from tests.i18n.helpers import english_and, log_in, played


def _played(seed=3, steps=40):
    return played(new_game(3, {}, seed), seed, steps)


def test_the_stored_log_renders_in_the_language_of_the_moment():
    english, russian = log_in(_played(), "ru")
    assert english[0].startswith("A game for 3 players")
    assert russian[0].startswith("Игра для 3 игроков; маркер Раундов")


@pytest.mark.parametrize("lang", [x for x in i18n.LANGUAGES if x != "en"])
def test_prompts_progress_and_labels_are_translated(lang):
    s = _played(steps=4)
    p = s.deciders()[0]
    acts = s.legal_actions(p)[:4]
    english, there = english_and(lang, lambda: (s.progress(), s._prompt(p),
                                                [s.label(p, a) for a in acts]))
    assert there[0] != english[0] and there[1] != english[1]
    assert all(a != b for a, b in zip(there[2], english[2]) if not b.startswith("Keep "))


def test_refusals_are_translated_and_keep_their_numbers():
    s = new_game(2, {}, 1)
    p = s.deciders()[0]
    english = s.explain_illegal(p, ("buy", "planet", 99))
    assert english == "the planet deck has only 12 cards"
    i18n.set_language("cs")
    czech = s.explain_illegal(p, ("buy", "planet", 99))
    assert czech != english and "12 karet" in czech


def test_card_texts_use_the_russian_rulebook_terms():
    from ui.artifacts import cardtext as T
    planet = C.PLANETS[0]
    i18n.set_language("ru")
    assert T.operational_lines(planet)[1] == "Добыча: производит 1"
    assert T.word(T.SIDE_NAME, "L") == "Логистика"
    assert T.effect_words(("plan", 2)) == "взять 2 Плана Обороны"
    assert T.effect_words(("plan", 5)) == "взять 5 Планов Обороны"


def test_plural_forms_follow_each_language():
    from ui.artifacts import cardtext as T
    expect = {"pl": ("dobierz 1 kartę zasobów", "dobierz 3 karty zasobów",
                     "dobierz 5 kart zasobów"),
              "cs": ("doberte 1 kartu surovin", "doberte 3 karty surovin",
                     "doberte 5 karet surovin"),
              "lt": ("paimkite 1 išteklių kortą", "paimkite 3 išteklių kortas",
                     "paimkite 10 išteklių kortų")}
    for lang, (one, few, many) in expect.items():
        i18n.set_language(lang)
        n_many = 10 if lang == "lt" else 5
        assert (T.effect_words(("draw", 1)), T.effect_words(("draw", 3)),
                T.effect_words(("draw", n_many))) == (one, few, many)


def test_the_table_puts_seat_names_into_translated_lines():
    from ui.artifacts.board import ArtifactsUI
    names_fix = ArtifactsUI().log_text
    s = _played()
    i18n.set_language("pl")
    lines = [names_fix(e["text"], ["Ann", "Bob", "Cy"]) for e in s.log(0)]
    assert any(line.startswith("Ann gra frakcją ") for line in lines)


def test_the_board_and_help_are_drawn_in_the_language():
    from ui.artifacts.board import ArtifactsUI, common_area
    s = _played(steps=6)
    view = s.view(0)
    ui = ArtifactsUI()
    english = common_area(view)
    i18n.set_language("hu")
    assert "Idegen rendszerek és paklik" in common_area(view)
    assert "Alien systems and decks" in english
    assert "Fizetés" in ui.help_html()


def test_a_state_with_stored_messages_copies_and_pickles():
    import copy
    import pickle
    s = _played()
    for other in (copy.deepcopy(s), pickle.loads(pickle.dumps(s))):
        assert [e["text"] for e in other.log(0)] == [e["text"] for e in s.log(0)]
        i18n.set_language("lt")
        assert [e["text"] for e in other.log(0)] == [e["text"] for e in s.log(0)]
        i18n.set_language("en")
