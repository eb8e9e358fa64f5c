"""Editions of the cards (game/epochs/editions.py): a game keeps the content it started with.

tests/epochs/data/editions.json holds games recorded with the code of every earlier edition
(normal against easy, four per edition, made in worktrees of the commits it names). Each
must replay today, move for move, to the scores it ended with then; and a save that does
not name its edition (every save made before editions existed) must be matched to it.
"""
import json
from pathlib import Path

import pytest

from game.core import Record
from game.core.actions import freeze
from game.core.errors import BadRecord
from game.epochs import cards as C
from game.epochs import carddata as D
from game.epochs import editions as E
from game.epochs import new_game
from game.epochs.fromview import from_view
from tests.epochs.helpers import cid

DATA = json.loads((Path(__file__).parent / "data" / "editions.json").read_text())
OLD = [(ed["edition"], ed["landed"], r) for ed in DATA["editions"] for r in ed["records"]]


def record_of(r, options=None) -> Record:
    return Record("epochs", 2, dict(options or {}), r["seed"],
                  [(p, freeze(a)) for p, a in r["actions"]])


def test_every_edition_has_recorded_games():
    assert [ed["edition"] for ed in DATA["editions"]] == list(E.EDITIONS)
    assert all(len(ed["records"]) == 4 for ed in DATA["editions"])


@pytest.mark.parametrize("edition,landed,r", OLD, ids=[f"e{e}-{r['seed']}" for e, _, r in OLD])
def test_a_game_of_each_edition_replays_to_its_scores(edition, landed, r):
    s = record_of(r, {"edition": edition}).replay()
    assert s.over
    assert list(s.scores()) == r["scores"]


def test_older_games_do_not_replay_with_the_current_cards():
    """What the editions are for: of the games of editions 0-8, most stop being legal (or end
    otherwise) with today's cards."""
    broken = 0
    for edition, _landed, r in OLD:
        if edition >= 9:
            continue
        try:
            s = record_of(r).replay()
            broken += list(s.scores()) != r["scores"]
        except BadRecord:
            broken += 1
    assert broken >= 30, broken


@pytest.mark.parametrize("edition,landed,r", OLD, ids=[f"e{e}-{r['seed']}" for e, _, r in OLD])
def test_a_save_without_edition_is_matched_by_its_creation_time(edition, landed, r):
    created = landed.replace("Z", "+00:00")     # saved right after that edition landed
    assert record_of(r).upgraded(created).options == {"edition": edition}


def test_without_a_time_the_newest_edition_that_replays_is_taken():
    for edition, _landed, r in OLD:
        found = record_of(r).upgraded(None).options["edition"]
        assert found >= edition
        assert record_of(r, {"edition": found}).replay().over
        if edition <= 5:            # those differ from every later one in what they played
            assert found == edition


def test_a_wrong_clock_still_finds_an_edition_that_replays():
    edition, _landed, r = OLD[0]
    rec = record_of(r).upgraded("2020-01-01T00:00:00+00:00")   # before any edition
    assert rec.options == {"edition": edition}


def test_a_record_that_names_its_edition_is_left_alone():
    rec = Record("epochs", 2, {"first": "random", "edition": 3}, 5, [])
    assert rec.upgraded("2030-01-01T00:00:00Z") is rec


def test_new_games_name_the_current_edition_in_their_options_and_records():
    s = new_game(2, {}, 4)
    assert s.options["edition"] == E.CURRENT and s.k is C.CURRENT
    rec = Record.of(s)
    assert rec.options == {"first": "random", "edition": E.CURRENT}
    assert Record.from_json(rec.to_json()).replay().options == rec.options
    assert s.view(0)["edition"] == E.CURRENT


def test_an_unknown_edition_is_refused_with_a_reason():
    for bad in (E.CURRENT + 1, -1, "4", True, None):
        with pytest.raises(ValueError, match="unknown edition"):
            new_game(2, {"edition": bad}, 1)
    with pytest.raises(BadRecord, match="unknown edition"):
        Record("epochs", 2, {"edition": 99}, 1, []).replay()


def test_an_older_edition_deals_the_same_cards_with_its_own_tokens_costs_and_tiles():
    new, old = new_game(2, {"first": "player 1"}, 8), \
        new_game(2, {"first": "player 1", "edition": 0}, 8)
    assert new.hand == old.hand and new.offer == old.offer and new.sci == old.sci
    assert new.tokens == [3, 3] and old.tokens == [2, 3]
    farm = cid("Hydroponic Farm")
    assert new.k.COST[farm] == (2, 0, 2, 0) and old.k.COST[farm] == (1, 0, 0, 0)
    assert C.content(0).MILITARY_VALUE == (0, 2, 4, 7) != D.MILITARY_VALUE
    assert ("E", "shuttles", 2) in C.content(7).TILES
    assert ("E", "shuttles", 1) in C.content(8).TILES
    assert "1 energy" == C.cost_text(farm, 0) and "2 energy, 2 metal" == C.cost_text(farm)


def _changed_cards(old, new) -> set:
    """The names of the cards whose cost, resource, effects or quarters differ between two
    editions' built tables."""
    return {C.NAME[c] for c in range(len(D.CARDS))
            if (old.COST[c], old.RES[c], old.EFFECTS[c], old.QUARTERS[c])
            != (new.COST[c], new.RES[c], new.EFFECTS[c], new.QUARTERS[c])}


def test_e8_changed_three_costs_and_every_older_edition_keeps_the_old_ones():
    e7, e8 = C.content(13), C.content(14)
    assert _changed_cards(e7, e8) == {"Ore Smelter", "Ocean Harbour", "Oceanus"}
    assert C.cost_text(cid("Ocean Harbour")) == "1 metal"
    for edition in range(14):   # edition 0 also changed Ocean Harbour's VP: its old cost stays
        assert C.cost_text(cid("Ocean Harbour"), edition) == "1 food, 1 metal", edition
        assert C.content(edition).COST[cid("Oceanus")] == (0, 2, 2, 0), edition
    assert C.content(13).COST[cid("Ore Smelter")] == (1, 1, 0, 0)
    assert C.content(14).COST[cid("Ore Smelter")] == (1, 2, 0, 0)


def test_e9_changed_four_cards_vp_and_every_older_edition_keeps_the_old_ones():
    e8, e9 = C.content(14), C.content(15)
    assert _changed_cards(e8, e9) == {"Survey Lab", "Pyros", "Sylva", "Jungle Throne"}
    assert e9.EFFECTS[cid("Survey Lab")] == (("prod", "S", 1), ("vp", 1))
    assert e9.EFFECTS[cid("Pyros")] == (("income", 2), ("vp", 3))
    assert e9.EFFECTS[cid("Sylva")] == (("prod", "F", 1), ("prod", "M", 1), ("vp", 1))
    assert e9.EFFECTS[cid("Jungle Throne")] == (("vp", 3),)
    for edition in range(15):   # editions 0 and 1 also changed Pyros and Sylva: their own stay
        k = C.content(edition)
        assert k.EFFECTS[cid("Survey Lab")] == (("prod", "S", 1),), edition
        assert k.EFFECTS[cid("Jungle Throne")] == (("vp", 4),), edition
        pyros, sylva = k.EFFECTS[cid("Pyros")], k.EFFECTS[cid("Sylva")]
        if edition == 0:
            assert pyros == (("income", 2),) and sylva == (("prod", "F", 1), ("prod", "M", 1))
        else:
            assert pyros == (("income", 2), ("vp", 2)), edition
            assert sylva == (("prod", "F", 1), ("prod", "M", 1), ("vp", 2)), edition


def test_e10_changed_only_survey_labs_vp_and_e9_keeps_its_own():
    e9, e10 = C.content(15), C.content(16)
    assert _changed_cards(e9, e10) == {"Survey Lab"}
    assert e10.EFFECTS[cid("Survey Lab")] == (("prod", "S", 1), ("vp", 2))
    assert e9.EFFECTS[cid("Survey Lab")] == (("prod", "S", 1), ("vp", 1))
    assert C.content(14).EFFECTS[cid("Survey Lab")] == (("prod", "S", 1),)


def test_e11_made_survey_lab_cheaper_and_older_editions_keep_their_own():
    e10, e11 = C.content(16), C.content(17)
    assert _changed_cards(e10, e11) == {"Survey Lab"}
    assert C.cost_text(cid("Survey Lab")) == "1 energy"
    assert e11.EFFECTS[cid("Survey Lab")] == (("prod", "S", 1), ("vp", 1))
    assert e10.EFFECTS[cid("Survey Lab")] == (("prod", "S", 1), ("vp", 2))
    for edition in range(17):
        assert C.cost_text(cid("Survey Lab"), edition) == "1 energy, 1 food", edition


def test_e12_made_solar_collector_dearer_and_merchant_barge_and_dustmere_cheaper():
    e11, e12 = C.content(17), C.content(18)
    assert _changed_cards(e11, e12) == {"Solar Collector", "Merchant Barge", "Dustmere"}
    assert C.cost_text(cid("Solar Collector")) == "2 food, 1 metal"
    assert C.cost_text(cid("Merchant Barge")) == "1 food, 1 metal"
    assert C.cost_text(cid("Dustmere")) == "1 food"
    assert e12.EFFECTS[cid("Dustmere")] == (("science", 1), ("vp", 3))
    assert e11.EFFECTS[cid("Dustmere")] == (("science", 1), ("vp", 2))
    for edition in range(18):
        assert C.cost_text(cid("Solar Collector"), edition) in ("1 metal", "1 food, 1 metal")
        assert C.cost_text(cid("Merchant Barge"), edition) in (
            "1 energy, 1 food", "1 energy, 1 food, 1 metal"), edition
        assert C.cost_text(cid("Dustmere"), edition) == "1 food, 1 metal", edition
    assert C.cost_text(cid("Solar Collector"), 17) == "1 food, 1 metal"
    assert C.cost_text(cid("Merchant Barge"), 17) == "1 energy, 1 food, 1 metal"


def test_e13_changed_six_cards_and_every_older_edition_keeps_the_old_ones():
    e12, e13 = C.content(18), C.content(19)
    assert _changed_cards(e12, e13) == {"Dustmere", "Jungle Camp", "Spore Gardens",
                                        "Antimatter Plant", "Grand Unification", "Stellar Atlas"}
    assert e13.QUARTERS[cid("Dustmere")] == ("*", None, None, None)
    assert e13.EFFECTS[cid("Jungle Camp")] == (("science", 1), ("vp", 2))
    assert C.cost_text(cid("Spore Gardens"), 19) == "2 food, 2 metal"
    assert e13.EFFECTS[cid("Antimatter Plant")] == (("prod", "E", 1), ("vp", 1))
    assert e13.EFFECTS[cid("Grand Unification")] == (("vp", 6),)
    assert e13.EFFECTS[cid("Stellar Atlas")] == (("end", "colonised", 2),)
    for edition in range(19):
        k = C.content(edition)
        assert k.QUARTERS[cid("Dustmere")] == ("*", "*", None, None), edition
        assert k.EFFECTS[cid("Antimatter Plant")] == (("prod", "E", 1), ("vp", 2)), edition
        assert k.EFFECTS[cid("Grand Unification")] == (("vp", 8),), edition
        assert k.EFFECTS[cid("Stellar Atlas")] == (("end", "objects", 1),), edition
        assert C.cost_text(cid("Spore Gardens"), edition) in ("2 food", "2 food, 1 metal")
        assert k.EFFECTS[cid("Jungle Camp")] in ((("science", 1),), (("science", 1), ("vp", 1)))
    assert C.cost_text(cid("Spore Gardens"), 18) == "2 food, 1 metal"
    assert e12.EFFECTS[cid("Jungle Camp")] == (("science", 1), ("vp", 1))


def test_e14_gave_dustmere_an_income_and_every_older_edition_keeps_it_without():
    e13, e14 = C.content(19), C.content(20)
    assert _changed_cards(e13, e14) == {"Dustmere"}
    assert e14.EFFECTS[cid("Dustmere")] == (("science", 1), ("vp", 3), ("income", 1))
    assert C.effects_text(cid("Dustmere")) == "draw 1 science card, 3 VP, +1 income"
    for edition in range(20):
        assert ("income", 1) not in C.content(edition).EFFECTS[cid("Dustmere")], edition
    assert e13.EFFECTS[cid("Dustmere")] == (("science", 1), ("vp", 3))


def test_e15_priced_five_production_cards_and_every_older_edition_keeps_the_old_prices():
    e14, e15 = C.content(20), C.content(21)
    assert _changed_cards(e14, e15) == {"Hydroponic Farm", "Algae Vats", "Lava Forge",
                                        "Magma Works", "Spore Gardens"}
    assert C.cost_text(cid("Magma Works"), 21) == "2 food, 1 metal"
    assert C.cost_text(cid("Spore Gardens"), 21) == "2 energy, 2 metal"
    assert C.cost_text(cid("Lava Forge"), 21) == "1 energy, 1 food"
    assert C.cost_text(cid("Hydroponic Farm"), 21) == "2 energy, 2 metal"
    assert C.cost_text(cid("Algae Vats"), 21) == "2 energy, 2 metal"
    # a production colonisation card no longer costs the resource it produces; in e14 it did
    for name, made in (("Magma Works", "E"), ("Spore Gardens", "F"), ("Lava Forge", "M")):
        (_, res, _), = [e for e in e15.EFFECTS[cid(name)] if e[0] == "prod"]
        at = C.RESOURCES.index(made)
        assert res == made and e15.COST[cid(name)][at] == 0, name
        assert e14.COST[cid(name)][at] > 0, name
    for edition in range(21):
        assert C.cost_text(cid("Magma Works"), edition) == "2 energy", edition
        assert C.cost_text(cid("Spore Gardens"), edition).startswith("2 food"), edition
        assert "energy" not in C.cost_text(cid("Lava Forge"), edition), edition
        assert sum(C.content(edition).COST[cid("Hydroponic Farm")]) < 4, edition
        assert sum(C.content(edition).COST[cid("Algae Vats")]) < 4, edition
    assert C.cost_text(cid("Spore Gardens"), 20) == "2 food, 2 metal"
    assert C.cost_text(cid("Algae Vats"), 20) == "1 energy, 2 metal"


def test_every_change_names_a_real_card_and_field_and_differs_from_today():
    names = set(C.NAME)
    for n, old in enumerate(E.CHANGES):
        assert E.landed(n) < E.landed(n + 1)
        for name, fields in old.cards.items():
            assert name in names and set(fields) <= {"cost", "res", "effects", "quarters"}
            card = D.CARDS[cid(name)]
            assert all(card.get(f) != v for f, v in fields.items()), (n, name)
        assert set(old.values) <= set(C.VALUES)
    # an edition that changed nothing is no edition: each differs from the one before it (an
    # older one may equal today's when a later edition was changed back: e23 = e21)
    def content(n: int) -> dict:
        return {k: v for k, v in vars(C.content(n)).items() if k != "edition"}
    for n in E.EDITIONS[1:]:
        assert content(n) != content(n - 1), n


def test_a_view_of_an_old_edition_game_rebuilds_with_that_edition():
    s = new_game(2, {"edition": 2}, 3)
    built = from_view(s.view(0), 5)
    assert built.k is C.content(2) and built.options["edition"] == 2
    assert built.legal_actions(0) == s.legal_actions(0)


def test_the_cli_replays_an_exported_save_of_an_older_edition(tmp_path, capsys):
    from game.epochs.__main__ import main
    from tests.saves import save_of
    edition, landed, r = OLD[0]
    save = save_of(record_of(r), ["A", "B"], ("human", "human"), created=landed)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(save))
    assert main(["replay", str(path)]) == 0


def test_games_without_content_history_are_not_touched():
    rec = Record("rftg", 2, {}, 1, [])
    assert rec.upgraded("2026-01-01T00:00:00Z") is rec


def test_a_creation_time_that_cannot_be_read_is_no_hint():
    edition, _landed, r = OLD[0]
    for junk in ("0001-01-01T00:00:00+14:00", "yesterday", "", 12, None):
        assert record_of(r).upgraded(junk).options == {"edition": edition}


def test_e16_changed_three_cards_and_every_older_edition_keeps_them_as_they_were():
    e15, e16 = C.content(21), C.content(22)
    assert _changed_cards(e15, e16) == {"Spore Gardens", "Vine Arcology", "Lava Forge"}
    gardens, vine, forge = cid("Spore Gardens"), cid("Vine Arcology"), cid("Lava Forge")
    # Spore Gardens: 1 income and 1 VP for E E M, instead of food production for E E M M
    assert e16.EFFECTS[gardens] == (("income", 1), ("vp", 1))
    assert C.cost_text(gardens, 22) == "2 energy, 1 metal"
    assert e15.EFFECTS[gardens] == (("prod", "F", 1),)
    assert C.cost_text(gardens, 21) == "2 energy, 2 metal"
    assert e16.EFFECTS[vine] == (("vp", 1), ("token", 1))
    assert e15.EFFECTS[vine] == (("vp", 2), ("token", 1))
    assert C.cost_text(forge, 22) == "2 energy, 1 food"
    assert C.cost_text(forge, 21) == "1 energy, 1 food"
    for edition in range(22):    # no older edition took the new Spore Gardens or Vine Arcology
        old = C.content(edition)
        assert ("prod", "F", 1) in old.EFFECTS[gardens], edition
        assert ("vp", 1) not in old.EFFECTS[vine], edition
        assert sum(old.COST[forge]) <= 2, edition


def test_e17_changed_two_cards_and_every_older_edition_keeps_them_as_they_were():
    e16, e17 = C.content(22), C.content(23)
    assert _changed_cards(e16, e17) == {"Magma Works", "Stellar Atlas"}
    works, atlas = cid("Magma Works"), cid("Stellar Atlas")
    assert e17.EFFECTS[works] == (("prod", "S", 1),)          # science, not energy
    assert e16.EFFECTS[works] == (("prod", "E", 1),)
    assert e17.COST[works] == e16.COST[works]
    assert C.cost_text(atlas, 23) == "4 science" and C.cost_text(atlas, 22) == "5 science"
    assert e17.EFFECTS[atlas] == (("end", "colonised", 1), ("vp", 1))
    assert e16.EFFECTS[atlas] == (("end", "colonised", 2),)
    for edition in range(23):    # no older edition had either new card
        old = C.content(edition)
        assert old.EFFECTS[works] == (("prod", "E", 1),), edition
        assert ("vp", 1) not in old.EFFECTS[atlas], edition


def test_stellar_atlas_scores_one_vp_now_and_one_per_colonised_planet_at_the_end():
    from game.epochs.colonies import resolve
    from game.epochs.scoring import breakdown
    from tests.epochs.helpers import fresh
    s = fresh()
    atlas = cid("Stellar Atlas")
    before = s.vp[0]
    resolve(s, 0, atlas, ())
    assert s.vp[0] == before + 1 and atlas in s.researched[0]
    assert breakdown(s, 0)["science"] == 0
    s.colonised[0] = [cid("Frostholm"), cid("Cinder"), cid("Thalassa")]
    assert breakdown(s, 0)["science"] == 3


def test_e18_made_lava_forge_a_token_card_and_every_older_edition_keeps_its_production():
    e17, e18 = C.content(23), C.content(24)
    assert _changed_cards(e17, e18) == {"Lava Forge"}
    forge = cid("Lava Forge")
    assert e18.EFFECTS[forge] == (("token", 2), ("vp", 1))
    assert C.cost_text(forge, 24) == "1 energy, 1 food"
    assert C.cost_text(forge, 23) == "2 energy, 1 food"
    for edition in range(24):
        assert C.content(edition).EFFECTS[forge] == (("prod", "M", 1),), edition


E19_CHANGED = {"Titan Forge", "Metallurgy", "Algae Vats", "Drill Rig",
               "Cinder", "Thalassa", "Pioneer Ark", "Consular Ship"}


def test_e19_moved_eight_cards_toward_zero_and_every_older_edition_keeps_them_as_they_were():
    e18, e19 = C.content(24), C.content(25)
    assert _changed_cards(e18, e19) == E19_CHANGED
    assert e19.EFFECTS[cid("Titan Forge")] == (("prod", "M", 1), ("vp", 1))
    assert e19.EFFECTS[cid("Metallurgy")] == (("prod", "M", 1), ("vp", 1), ("early",))
    assert e19.EFFECTS[cid("Algae Vats")] == (("prod", "F", 1), ("token", 1))
    assert C.cost_text(cid("Drill Rig"), 25) == "2 energy, 2 food"
    assert C.cost_text(cid("Drill Rig"), 24) == "1 energy, 2 food"
    assert e19.EFFECTS[cid("Cinder")] == (("token", 2), ("vp", 3))
    assert e19.EFFECTS[cid("Thalassa")] == (("income", 1), ("vp", 5))
    assert e19.EFFECTS[cid("Pioneer Ark")] == (("vp", 4),)
    assert e19.EFFECTS[cid("Consular Ship")] == (("dip", 1), ("vp", 2))
    assert e18.EFFECTS[cid("Titan Forge")] == (("prod", "M", 1), ("vp", 2))
    assert e18.EFFECTS[cid("Algae Vats")] == (("prod", "F", 1), ("vp", 1))
    assert e18.EFFECTS[cid("Thalassa")] == (("income", 1), ("vp", 4))
    for edition in range(25):    # no older edition had any of the eight as e19 has it
        old = C.content(edition)
        for name in E19_CHANGED:
            c = cid(name)
            assert (old.COST[c], old.EFFECTS[c]) != (e19.COST[c], e19.EFFECTS[c]), (edition, name)


def test_the_oldest_editions_keep_the_fields_they_do_not_name_from_the_later_layers():
    # editions 0-8 name some of e19's cards for another field only (Algae Vats' cost, Thalassa's
    # quarters): their entries are merged field by field, so the effects stay e18's
    old = C.content(1)
    assert old.EFFECTS[cid("Algae Vats")] == (("prod", "F", 1), ("vp", 1))
    assert C.cost_text(cid("Algae Vats"), 1) == "1 energy, 1 metal"
    assert old.EFFECTS[cid("Thalassa")] == (("income", 1), ("vp", 4))


def test_e20_made_pioneer_ark_a_token_ship_and_every_older_edition_keeps_its_vp():
    e19, e20 = C.content(25), C.content(26)
    assert _changed_cards(e19, e20) == {"Pioneer Ark"}
    ark = cid("Pioneer Ark")
    assert e20.EFFECTS[ark] == (("token", 2), ("vp", 2))
    assert e19.EFFECTS[ark] == (("vp", 4),)
    assert C.content(24).EFFECTS[ark] == (("vp", 3),)
    for edition in range(26):
        assert ("token", 2) not in C.content(edition).EFFECTS[ark], edition


def test_e21_made_algae_vats_a_plain_food_station_and_every_older_edition_keeps_its_token():
    e20, e21 = C.content(26), C.content(27)
    assert _changed_cards(e20, e21) == {"Algae Vats"}
    vats = cid("Algae Vats")
    assert e21.EFFECTS[vats] == (("prod", "F", 1),)
    assert e21.RES[vats] == "EF" and e21.COST[vats] == (2, 0, 2, 0)
    assert e20.EFFECTS[vats] == (("prod", "F", 1), ("token", 1))
    assert C.content(24).EFFECTS[vats] == (("prod", "F", 1), ("vp", 1))
    for edition in range(27):
        assert C.content(edition).RES[vats] == "F", edition


def test_e22_took_the_vp_from_two_production_science_cards_and_e23_gave_it_back():
    e21, e22, e23 = C.content(27), C.content(28), C.content(29)
    assert _changed_cards(e21, e22) == {"Fusion Theory", "Genetics"}
    assert _changed_cards(e22, e23) == {"Fusion Theory", "Genetics"}
    assert _changed_cards(e21, e23) == set()
    for name, res in (("Fusion Theory", "E"), ("Genetics", "F")):
        card = cid(name)
        assert e22.EFFECTS[card] == (("prod", res, 1), ("early",))
        assert e23.EFFECTS[card] == e21.EFFECTS[card] == (("prod", res, 1), ("vp", 1), ("early",))
        for edition in range(27):
            assert ("prod", res, 1) in C.content(edition).EFFECTS[card], edition
    assert e22.EFFECTS[cid("Metallurgy")] == (("prod", "M", 1), ("vp", 1), ("early",))


def test_e24_made_the_production_science_cards_token_income_and_influence_cards():
    e23, e24 = C.content(29), C.content(30)
    assert _changed_cards(e23, e24) == {"Fusion Theory", "Genetics", "Metallurgy"}
    assert e24.EFFECTS[cid("Fusion Theory")] == (("token", 2), ("vp", 1))
    assert e24.EFFECTS[cid("Genetics")] == (("income", 1), ("token", 1), ("vp", 1))
    assert e24.EFFECTS[cid("Metallurgy")] == (("mil", 1), ("token", 1))
    for name, res in (("Fusion Theory", "E"), ("Genetics", "F"), ("Metallurgy", "M")):
        card = cid(name)
        assert e24.COST[card] == e23.COST[card] and e24.RES[card] == e23.RES[card]
        for edition in range(13, 30):      # "early" since e7 (edition 13)
            assert ("early",) in C.content(edition).EFFECTS[card], (name, edition)
            assert ("prod", res, 1) in C.content(edition).EFFECTS[card], (name, edition)
    assert not any(("early",) in effects for effects in e24.EFFECTS)
