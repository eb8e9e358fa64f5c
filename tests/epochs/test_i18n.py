"""The epochs duel in the player's language: the Czech rulebook's terms, prompts, labels,
a log and epoch-end steps that re-render, card texts, seat names in translated lines;
English stays the default."""
import pytest

from game.core import i18n
from game.epochs import cards as C
from game.epochs import new_game
from tests.i18n.helpers import english_and, log_in, played


def _played(seed=3, steps=None):
    return played(new_game(2, {"first": "player 1"}, seed), seed, steps)


def test_the_log_and_the_epoch_end_steps_render_in_the_language_of_the_moment():
    s = _played()
    english, czech = log_in(s, "cs")
    assert english[0] == "Player 1 starts the first epoch."
    assert czech[0] == "Hráč 1 začíná první epochu."
    steps, czech_steps = english_and("cs", lambda: [e["text"] for e in s.view(0)["epoch_ends"]])
    assert steps and steps[0].startswith("Both players have passed")
    assert czech_steps[0].startswith("Oba hráči pasovali")


def test_costs_in_a_stored_line_follow_the_language():
    s = _played(steps=30)
    line = next(e["text"] for e in s.log(0) if " (cost " in e["text"])
    i18n.set_language("pl")
    polish = next(e["text"] for e in s.log(0) if " (koszt " in e["text"])
    assert line != polish and "po produkcji" in polish


@pytest.mark.parametrize("lang", [x for x in i18n.LANGUAGES if x != "en"])
def test_prompts_progress_and_labels_are_translated(lang):
    s = _played(steps=3)
    p = s.deciders()[0]
    acts = s.legal_actions(p)[:4]
    english, there = english_and(lang, lambda: (s.progress(), s._prompt(p),
                                                [s.label(p, a) for a in acts]))
    assert there[0] != english[0] and there[1] != english[1]
    assert all(a != b for a, b in zip(there[2], english[2]))


def test_czech_uses_the_rulebook_terms_and_plural_forms():
    i18n.set_language("cs")
    assert [C.RES_NAME[r] for r in C.RESOURCES] == ["energie", "potraviny", "kov", "věda"]
    assert C.OBJECT_NAME["ship"] == "kolonizační koráb"
    assert (C.amount("M", 1), C.amount("M", 3), C.amount("M", 5)) == ("1 kov", "3 kovy",
                                                                     "5 kovů")
    assert C.effect_text(("token", 2)) == "2 žetony univerzální suroviny"


def test_refusals_are_translated_and_english_stays_the_default():
    s = _played(steps=0)
    p = s.deciders()[0]
    english = s.explain_illegal(p, ("take", 0, 0))
    assert english == "you named the same offer slot twice"
    i18n.set_language("ru")
    assert s.explain_illegal(p, ("take", 0, 0)) == \
        "одна и та же ячейка предложения указана дважды"


def test_the_table_finds_seat_names_in_every_language():
    from ui.epochs.board import EpochsUI
    names_fix = EpochsUI().log_text
    s = _played()
    for lang, start in (("en", "Ann starts"), ("hu", "Ann kezdi"), ("lt", "Ann pradeda"),
                        ("ru", "Ann начинает")):
        i18n.set_language(lang)
        assert names_fix(s.log(0)[0]["text"], ["Ann", "Bob"]).startswith(start), lang


def test_the_board_help_and_end_screen_are_drawn_in_the_language():
    from ui.epochs.board import EpochsUI, influence_panel
    from ui.epochs.epochend import final_table
    s = _played()
    view = s.view(0)
    ui = EpochsUI()
    english = influence_panel(view, ["Ann", "Bob"])
    i18n.set_language("cs")
    assert "Deska vlivu" in influence_panel(view, ["Ann", "Bob"])
    assert "Influence board" in english
    assert "Závěrečné bodování" in final_table(view, ["Ann", "Bob"], [0])
    assert "Placení" in ui.help_html()
