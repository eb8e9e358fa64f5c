"""Protocol: illegal or malformed actions are refused with a reason and change nothing;
views and logs hide what a player may not see; clone is independent."""
import json

import pytest

from game.core import IllegalAction, Rng, registry
from game.rftg import new_game, INFO
from tests.rftg.helpers import build, choose, cid, snapshot

BAD = [(), "develop", 5, None, ("nonsense",), ("pay",), ("pay", "abc"), ("pay", (1.5,)),
       ("keep", (999,)), ("develop", 999), ("develop", "x"), ("settle", -3), ("consume", 1, 2),
       ("consume", 0, 0, "x"), ("action", "bogus"), ("action",), ("discard", ()),
       ("discard", (1, 1)), ("trade", 12345), ("windfall", 7), ("method", "teleport"),
       ("pass", 1), [["deep"]], ("action", "develop", "settle", "produce"), ("develop", True),
       ("settle", False), ("pay", (True,)), ("keep", (True,)), ("discard", (True, False)),
       ("consume", True, 0, ()), {"a": 1}, ("pay", [1, [2]]), ("trade", None)]


def test_registry_and_info():
    assert registry.info("rftg") is INFO
    assert [o.key for o in INFO.options] == ["advanced", "first_game"]
    s = registry.new_game("rftg", 2, {}, 3)
    assert s.deciders() == [0, 1]


def test_bad_actions_are_refused_and_change_nothing():
    rng = Rng(5)
    for seed in range(12):
        s = new_game(2 + seed % 3, {}, seed)
        steps = 0
        while not s.is_over() and steps < 400:
            p = s.deciders()[0]
            if steps % 5 == 0:
                before = snapshot(s)
                for bad in BAD:
                    if bad in s.legal_actions(p):
                        continue
                    with pytest.raises(IllegalAction) as exc:
                        s.apply(p, bad)
                    assert exc.value.reason
                    assert snapshot(s) == before
                others = [q for q in range(s.players) if q not in s.deciders()]
                for q in others:
                    with pytest.raises(IllegalAction, match="nothing to decide"):
                        s.apply(q, s.legal_actions(p)[0])
                assert snapshot(s) == before
            legal = s.legal_actions(p)
            s.apply(p, legal[rng.below(len(legal))])
            steps += 1


def test_json_lists_are_accepted_like_tuples():
    s = build([["New Sparta"], ["Alpha Centauri"]], hands=[["Gem World"], []], pad=[3, 0])
    s.apply(0, ["action", "settle"])
    s.apply(1, ["action", "settle"])
    s.apply(0, ["settle", cid("Gem World")])
    s.apply(1, ["pass"])
    s.apply(0, ["pay", sorted(s.hand[0])[:2]])
    assert cid("Gem World") in s.tableau[0]


def test_view_hides_other_hands_and_pending_choices_and_good_identity():
    s = build([["New Sparta"], ["Alpha Centauri"]], hands=[["Gem World"], ["Comet Zone"]],
              goods=[[], ["Alpha Centauri"]])
    v0 = s.view(0)
    json.dumps(v0)
    assert cid("Comet Zone") not in v0["hand"] and "Comet Zone" not in json.dumps(v0)
    assert v0["seats"][1]["hand_size"] == 1
    assert v0["seats"][1]["goods"] == [{"world": cid("Alpha Centauri"), "kind": "rare"}]
    good_card = s.goods[1][cid("Alpha Centauri")]
    assert good_card not in json.loads(json.dumps(v0))["hand"]
    s.apply(1, ("action", "produce"))
    v0 = s.view(0)
    assert v0["seats"][1]["actions"] == [] and v0["decision"] == {"kind": "action", "cards": [
        "explore5", "explore11", "develop", "settle", "trade", "vp2", "produce"], "choose": 1}
    assert s.view(1)["decision"]["choice"] == ["action", "produce"]
    spectator = s.view(None)
    assert spectator["hand"] == [] and spectator["decision"] is None


def test_explored_cards_only_in_the_explorers_view():
    s = build([["New Sparta"], ["Alpha Centauri"]])
    choose(s, "explore5", "explore5")
    seen0 = set(s.decision[0][1])
    assert set(s.view(0)["decision"]["cards"]) == seen0
    assert not seen0 & set(s.view(1)["decision"]["cards"])


def test_log_private_entries_only_for_their_player():
    s = build([["New Sparta"], ["Alpha Centauri"]])
    choose(s, "explore5", "explore5")
    for p in (0, 1):
        s.apply(p, s.legal_actions(p)[0])
    kept0 = s.hand[0][0]
    from game.rftg.cards import NAME
    assert any(NAME[kept0] in e["text"] for e in s.log(0) if e["private"])
    assert not any(e["private"] for e in s.log(None))
    assert all(not e["private"] or e["text"].startswith("Only you see this: you ") for e in s.log(1))
    assert not any(NAME[kept0] in e["text"] for e in s.log(1) if e["private"]) or kept0 in s.hand[1]


def test_clone_is_independent():
    s = build([["New Sparta"], ["Alpha Centauri"]], pad=[3, 3])
    c = s.clone()
    choose(c, "develop", "develop")
    assert s.stage == "action" and s.history == [] and c.stage == "develop"
    c.hand[0].clear()
    assert len(s.hand[0]) == 3
