"""The matching count of payment.py, written for speed, equals the plain count over every
subset (the hard level's choices depend on it), and balance records sum up."""
import random

from game.epochs.balance import play_records, summarize
from game.epochs.payment import _single_cover, need_after, pays, pays_pairable


def plain_cover(need, masks):
    n = sum(need)
    worst = 0
    for subset in range(1, 16):
        want = sum(need[i] for i in range(4) if subset >> i & 1)
        have = sum(1 for m in masks if m & subset)
        worst = max(worst, want - have)
    return n - worst


def test_single_cover_equals_the_plain_count():
    rng = random.Random(4)
    for _ in range(20000):
        need = tuple(rng.randint(0, 3) for _ in range(4))
        masks = [rng.randint(0, 15) for _ in range(rng.randint(0, 8))]
        assert _single_cover(need, masks) == plain_cover(need, masks)
        prod = [rng.randint(0, 4) for _ in range(4)]
        assert need_after(need, prod) == tuple(max(0, c - p) for c, p in zip(need, prod))


def test_the_all_pairable_shortcut_equals_pays():
    rng = random.Random(5)
    for _ in range(20000):
        need = tuple(rng.randint(0, 3) for _ in range(4))
        masks = [rng.randint(0, 15) for _ in range(rng.randint(0, 9))]
        assert pays_pairable(need, masks) == pays(need, [(m, True) for m in masks])


def test_affordable_agrees_with_paying_from_every_item():
    """paying.affordable's shortcut for epoch cards against the general rule, over random
    positions of random games."""
    from game.epochs import cards as C
    from game.epochs.__main__ import random_game
    from game.epochs.paying import _items, affordable, need_of
    checked = 0
    for seed in range(40):
        s = random_game(900 + seed)
        for p in range(2):
            s.tokens[p] = seed % 3
            for card in list(s.hand[p]) + list(s.sci[p]) + list(s.offer):
                if card < 0:
                    continue
                need = need_of(s, p, card)
                mode = "science" if C.KIND[card] == "science" else "epoch"
                assert affordable(s, p, card) == pays(need, _items(s, p, card, mode, not any(need)))
                checked += 1
    assert checked > 100


def test_balance_records_sum_up():
    recs = list(play_records("easy", 4, seed=3))
    rep = summarize(recs, min_plays=1)
    assert rep["games"] == 4
    assert rep["first_player_win"] == sum(r["outcome"][r["starter"]] for r in recs) / 4
    again = list(play_records("easy", 1, seed=3, start=3))[0]
    assert again["played"] == recs[3]["played"] and again["outcome"] == recs[3]["outcome"]


def test_a_game_saved_twice_counts_once(tmp_path):
    import json
    from game.epochs.balance import read_records
    recs = list(play_records("random", 2, seed=9))
    f = tmp_path / "runs.jsonl"
    f.write_text("".join(json.dumps(r) + "\n" for r in recs + recs[:1]))
    assert len(read_records([str(f)])) == 2
