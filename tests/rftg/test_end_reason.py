"""Why a game ended (the rulebook's end of round: a tableau of 12 or more cards, or the VP
chips gone) and after how many rounds: in the finished game's view and in words."""
from game.core.i18n import set_language
from game.rftg import words as W
from tests.rftg.test_log_wording import random_log


def test_the_view_of_a_finished_game_says_why_it_ended():
    kinds = set()
    for seed in range(1, 7):
        s = random_log(2, seed)
        for viewer in (0, 1, None):
            end = s.view(viewer)["end"]
            assert end["rounds"] == s.round > 1
            assert end["tableau_seats"] == [p for p in range(2) if len(s.tableau[p]) >= 12]
            assert end["chips_gone"] == (s.pool <= 0)
            assert end["tableau_seats"] or end["chips_gone"]
        kinds.add("tableau" if end["tableau_seats"] else "chips")
    assert kinds == {"tableau", "chips"}


def test_a_game_not_over_has_no_end_in_its_view():
    s = random_log(2, 1)
    assert "end" in s.view(0)
    from game.rftg import new_game
    assert "end" not in new_game(2, {}, 5).view(0)


def test_the_reason_in_words():
    names = ["Ada", "Bo", "Cy"]
    end = {"rounds": 9, "tableau_seats": [0], "tableau_size": 12, "chips_gone": False}
    assert W.end_reason(end, names) == \
        "The game ended after 9 rounds: a tableau of 12 or more cards (Ada)."
    end = {"rounds": 1, "tableau_seats": [0, 2], "tableau_size": 12, "chips_gone": True}
    assert W.end_reason(end, names) == ("The game ended after 1 round: a tableau of 12 or more "
                                        "cards (Ada, Cy) and the VP chips ran out.")
    set_language("pl")
    try:
        end = {"rounds": 5, "tableau_seats": [], "tableau_size": 12, "chips_gone": True}
        assert W.end_reason(end, names) == \
            "Gra zakończyła się po 5 rundach: wyczerpała się pula znaczników PZ."
    finally:
        set_language("en")
