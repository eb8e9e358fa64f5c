"""What a player sees: own hand and science cards, the other's public cards only, no deck
order; refusals change nothing; the log and labels are words; determinism by seed."""
import json

import pytest

from game.core import IllegalAction
from game.epochs import new_game, determinize
from tests.epochs.helpers import fresh


def test_a_view_hides_the_other_hand_science_and_decks():
    s = fresh()
    v = s.view(0)
    assert v["players"][0]["hand"] == sorted(s.hand[0])
    assert v["players"][1]["hand"] is None and v["players"][1]["science"] is None
    assert v["players"][1]["known_hand"] == []                    # the deal is secret
    assert v["players"][1]["hand_count"] == 3
    assert v["deck_left"] == [len(s.decks[1]), 30, 30]
    text = json.dumps(v)
    for c in s.decks[2]:
        assert f'"{c}"' not in text
    spectator = s.view(None)
    assert spectator["players"][0]["hand"] is None


def test_cards_taken_from_the_offer_are_public():
    s = fresh()
    taken = s.offer[4]
    s.apply(0, ("take", 4))
    assert s.view(1)["players"][0]["known_hand"] == [taken]


def test_determinize_keeps_the_view():
    s = fresh()
    s.apply(0, ("take", 0, 1))
    d = determinize(s, 0, seed=5)
    assert d.view(0) == s.view(0)
    assert d.hand[1] != s.hand[1] or d.decks[2] != s.decks[2]


def test_a_refused_action_changes_nothing():
    s = fresh()
    before = json.dumps(s.view(None)), json.dumps(s.view(0)), len(s.history)
    for bad in [("take", 9), ("play", 12345), ("pay", "token"), ("nudge", "mil"), ("pass", 1)]:
        with pytest.raises(IllegalAction):
            s.apply(0, bad)
    with pytest.raises(IllegalAction, match="nothing to decide"):
        s.apply(1, ("pass",))
    assert (json.dumps(s.view(None)), json.dumps(s.view(0)), len(s.history)) == before


def test_labels_prompt_progress_and_log_are_words():
    s = fresh()
    d = s.decision_now(0)
    assert d.prompt.startswith("Epoch 1")
    assert any(label.startswith("Take ") for label in d.labels())
    assert s.progress() == "Epoch 1 · turns"
    assert s.log(None)[0]["text"].startswith("Player 1 starts")
    assert any("You are dealt" in e["text"] for e in s.log(0))
    assert not any("You are dealt" in e["text"] for e in s.log(None))


def test_the_first_player_option():
    starters = {new_game(2, {}, seed).starter for seed in range(20)}
    assert starters == {0, 1}
    assert new_game(2, {"first": "player 2"}, 3).current == 1
    with pytest.raises(ValueError):
        new_game(2, {"first": "youngest"}, 3)
    with pytest.raises(ValueError):
        new_game(3, {}, 3)


def test_query():
    s = fresh()
    c = s.hand[0][0]
    assert set(s.query(0, "cost", c)) == set("EFMS")
    assert s.query(0, "slot_value", 5) == 3
    with pytest.raises(KeyError):
        s.query(0, "nope")
