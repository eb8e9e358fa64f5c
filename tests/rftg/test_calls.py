"""Each seat's earlier action cards: kept by the engine, shown to every seat in the view
(public: the cards were revealed), carried through clones and into states built from a view."""
from game.core import Rng
from game.rftg import new_game
from game.rftg.fromview import from_view
from tests.rftg.helpers import build, choose


def play_rounds(s, seed, rounds):
    """Random legal play until `rounds` more rounds have started."""
    rng = Rng(seed)
    stop = s.round + rounds
    while not s.is_over() and s.round < stop:
        p = s.deciders()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
    return s


def test_revealed_action_cards_are_recorded_for_every_seat_and_shown_to_all():
    s = build([["Old Earth"], ["Alpha Centauri"]], pad=[4, 4])
    assert [x["calls"] for x in s.view(0)["seats"]] == [[], []]
    choose(s, "produce", "explore5")
    assert s.calls == ((("produce",),), (("explore5",),))
    for viewer in (0, 1, None):
        assert [x["calls"] for x in s.view(viewer)["seats"]] == [[["produce"]], [["explore5"]]]


def test_a_seat_s_choice_is_not_shown_before_everyone_has_chosen():
    s = build([["Old Earth"], ["Alpha Centauri"]], pad=[4, 4])
    s.apply(0, ("action", "settle"))
    assert s.calls == ((), ())
    assert s.view(1)["seats"][0]["calls"] == []


def test_calls_grow_by_one_per_round_and_survive_clones_and_views():
    s = play_rounds(new_game(2, {}, 5), 5, 4)
    n = s.round - 1           # rounds whose cards were revealed (the current one not yet)
    assert s.stage == "action" or s.is_over()
    assert all(len(c) == n for c in s.calls)
    c = s.clone()
    play_rounds(c, 6, 1)
    assert all(len(x) == n for x in s.calls)   # the original is untouched
    assert all(len(x) == n + 1 for x in c.calls) or c.is_over()
    rebuilt = from_view(s.view(1), seed=3)
    assert rebuilt.calls == s.calls
    assert rebuilt.view(1)["seats"][0]["calls"] == s.view(1)["seats"][0]["calls"]


def test_advanced_pairs_are_recorded_in_canonical_order():
    s = build([["Old Earth"], ["Alpha Centauri"]], pad=[4, 4], advanced=True)
    s.apply(0, ("action", "settle", "develop"))
    s.apply(1, ("action", "produce", "explore5"))
    assert s.calls == ((("develop", "settle"),), (("explore5", "produce"),))
