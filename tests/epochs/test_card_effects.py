"""The three per-card measures of balance runs (card_effects.py): presence when played, played
or not once held, dealt at the start or not; and what a balance record keeps to compute them."""
from game.epochs.balance import dealt_of, play_records, summarize
from game.epochs.card_effects import beyond, measures


def _record(index, winner, played, held, dealt):
    out = [0.0, 0.0]
    out[winner] = 1.0
    return {"level": "t", "seed": 0, "index": index, "starter": 0, "outcome": out,
            "scores": [1, 0], "played": played, "held": held, "dealt": dealt, "seconds": 0.0}


def _games():
    """40 games: "A" is dealt to and played by the winner; "B" is held by both players but
    played only by the loser; "C" is played by each player once in two games."""
    recs = []
    for i in range(40):
        w = i % 2
        played = [[], []]
        held = [["B"], ["B"]]
        dealt = [[], []]
        played[w].append("A")
        held[w].append("A")
        dealt[w].append("A")
        played[1 - w].append("B")
        c = (i // 2) % 2
        played[c].append("C")
        held[c].append("C")
        recs.append(_record(i, w, played, held, dealt))
    return recs


def test_each_measure_compares_the_right_groups():
    m = measures(_games(), ["A", "B", "C", "D"], lambda r: r["dealt"], min_plays=10)
    assert m["A"]["delta"] == 1.0 and m["A"]["delta_dealt"] == 1.0
    assert m["A"]["delta_held"] is None           # never held without being played
    assert m["B"]["delta"] == -1.0 and m["B"]["delta_held"] == -1.0
    assert m["B"]["held_not_played"] == 40
    assert m["C"]["delta"] == 0.0 and m["C"]["delta_dealt"] is None
    assert "D" not in m                            # never played: not judged
    assert 0 < m["C"]["ci95"] < 0.5
    assert beyond(m, "delta") == ["A +100.0 (+-21.9)", "B -100.0 (+-21.9)"]
    assert beyond(m, "delta_held", noise=True) == [f"B -100.0 (+-{100 * m['B']['ci95_held']:.1f})"]


def test_records_keep_the_deal_and_every_card_held():
    recs = list(play_records("random", 3, seed=5))
    for r in recs:
        assert len(r["dealt"][0]) == len(r["dealt"][1]) == 4     # 3 epoch cards, 1 science
        for p in (0, 1):
            assert set(r["played"][p]) <= set(r["held"][p])
            assert set(r["dealt"][p]) <= set(r["held"][p])
        old = {k: v for k, v in r.items() if k != "dealt"}       # a record saved before
        assert dealt_of(old) == r["dealt"]
    rep = summarize(recs, min_plays=1)
    assert rep["games"] == 3 and rep["cards_judged"] > 0
    assert len(rep["cards_played_by_winner_loser"]) == 2


def test_the_same_count_measure_removes_the_advantage_of_playing_more_cards():
    """X is played in half of the big tableaus (4 cards); big tableaus win 3 games in 4
    whether X is in them or not; small tableaus (1 card) win 1 in 4. The plain delta credits X
    with the big tableau's advantage, the same-count one does not."""
    recs = []
    for i in range(80):
        big_wins = i % 4 != 0
        big = ["X", "P", "Q", "R"] if i % 8 < 4 else ["P", "Q", "R", "S"]
        played = [big, ["T"]]
        recs.append(_record(i, 0 if big_wins else 1, played, played, [[], []]))
    m = measures(recs, list("XPQRST"), lambda r: r["dealt"], min_plays=10)
    assert m["X"]["delta"] > 0.3
    assert m["X"]["delta_same_count"] == 0.0
    assert m["P"]["delta_same_count"] is None      # never left out of a big tableau
