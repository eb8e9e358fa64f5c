"""What a table reads besides the view's basics: the "payment" query (what remains to pay,
which items pay alone), the epoch-end steps with VP and marker, the final scoring item by item."""
import json
import random

from game.epochs import new_game
from game.epochs.payment import cover
from tests.epochs.helpers import fresh, clear_hands, give


def test_cover_leaves_what_no_paid_item_covers_alone():
    assert cover((1, 0, 1, 0), [0b0001, 0b0010]) == ((0, 0, 1, 0), 1)
    assert cover((1, 0, 1, 0), [0b0101, 0b0001]) == ((0, 0, 0, 0), 0)   # two-symbol card
    assert cover((0, 0, 0, 0), [0b0001]) == ((0, 0, 0, 0), 1)


def test_payment_query_says_what_remains_and_which_items_pay_alone():
    s = fresh()
    clear_hands(s)
    lab, solar, skiff, corvette = give(s, 0, "Research Station", "Solar Collector",
                                       "Trade Skiff", "Patrol Corvette")
    s.prod[0][0] = 1                                  # energy production: the lab costs F, M
    assert s.query(0, "payment") is None              # nothing is being paid for
    s.apply(0, ("play", lab))
    q = s.query(0, "payment")
    assert q["cost"] == {"E": 1, "F": 1, "M": 1, "S": 0}
    assert q["discount"]["E"] == 1 and q["need"] == {"E": 0, "F": 1, "M": 1, "S": 0}
    kinds = {item: kind for item, kind, _ in q["items"]}
    assert kinds[corvette] == "full" and kinds[skiff] == "full"   # metal, food
    assert kinds[solar] == "half"                                  # energy is not needed
    s.apply(0, ("pay", solar))
    q = s.query(0, "payment")
    assert q["spare"] == 1 and q["left"] == {"E": 0, "F": 1, "M": 1, "S": 0}
    assert q["any_more"] == 3                       # 2 units: 4 items, one already paid
    s.apply(0, ("pay", corvette))
    q = s.query(0, "payment")
    assert q["left"]["M"] == 0 and q["left"]["F"] == 1
    assert [x for x in q["items"] if x[0] == skiff][0][2] is True   # the skiff finishes it
    assert s.query(1, "payment") is None


def _random_game(seed):
    s = new_game(2, {}, seed)
    rng = random.Random(seed)
    while not s.is_over():
        p = s.deciders()[0]
        s.apply(p, rng.choice(s.legal_actions(p)))
    return s


def test_epoch_ends_list_each_step_with_vp_and_marker():
    s = _random_game(3)
    v = s.view(0)
    ends = v["epoch_ends"]
    assert {e["epoch"] for e in ends} == {1, 2, 3}
    assert all(e["stage"] in ("research", "superiority", "points", "income", "final")
               for e in ends)
    assert ends[-1]["vp"] == v["scores"]
    assert ends[-1]["marker"] == v["marker"]
    assert not any(e["text"].startswith("You ") for e in ends)      # private lines stay out
    json.dumps(v)


def test_income_steps_add_the_income_to_the_vp():
    s = fresh()
    s.income = [2, 0]
    s.apply(s.current, ("pass",))
    s.apply(s.current, ("pass",))
    while s.decision and s.decision[0] != "turn":
        p = s.current
        s.apply(p, s.legal_actions(p)[-1])
    inc = [e for e in s.view(1)["epoch_ends"] if e["stage"] == "income"]
    assert len(inc) == 1 and "2 VP" in inc[0]["text"] and inc[0]["vp"][0] == s.vp[0]


def test_final_detail_adds_up_to_the_final_breakdown():
    for seed in (1, 2, 5):
        s = _random_game(seed)
        for p in (0, 1):
            d, b = s.final_detail[p], s.final[p]
            assert sum(t["vp"] for t in d["tiles"]) == b["tiles"]
            assert sum(o["vp"] for o in d["objects"]) == b["objects"]
            assert d["colonised"]["vp"] == b["colonised"]
            assert sum(x["vp"] for x in d["science"]) == b["science"]
        assert s.view(None)["final_detail"] == s.final_detail
