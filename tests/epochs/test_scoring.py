"""Final scoring (seed 004, 'Konec hry'): tiles with ties, the token table, colonised planets,
the tie-break; end-game science cards by edition; and the game ends after epoch 3."""
from game.epochs import new_game, scoring
from game.epochs.scoring import token_value
from tests.epochs.helpers import cid, fresh, clear_hands, place, take_out


def test_the_seed_token_table():
    assert [token_value("ship", n) for n in range(8)] == [0, 1, 2, 3, 3, 4, 5, 5]
    assert [token_value("shuttle", n) for n in range(10)] == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]
    assert [token_value("station", n) for n in (2, 3, 5, 6, 8, 9, 10, 11, 14)] == \
        [0, 1, 1, 2, 2, 3, 3, 4, 4]


def test_seed_example_three_ship_cards_five_tokens_is_fifteen():
    s = fresh()
    clear_hands(s)
    s.tiles = []
    for name in ("Pioneer Ark", "Seed Ship", "Lantern Ship"):
        place(s, 0, name)
    s.objects[0]["ship"] = 5
    assert scoring.breakdown(s, 0)["objects"] == 15


def test_production_tiles_ties_score_for_both():
    s = fresh()
    s.tiles = [("F", "planets", 2)]
    place(s, 0, "Frostholm")
    place(s, 0, "Cinder")
    place(s, 1, "Thalassa")
    place(s, 1, "Verdance")
    place(s, 1, "Dustmere")
    place(s, 1, "Pyros")
    assert scoring.breakdown(s, 0)["tiles"] == 4 and scoring.breakdown(s, 1)["tiles"] == 8
    s.prod[1][1] = 1
    assert scoring.breakdown(s, 0)["tiles"] == 0


def test_colonised_planets_two_vp_each_and_the_tiebreak():
    s = fresh()
    frost = place(s, 0, "Frostholm")
    s.colonised[0].append(frost)
    s.tiles = []
    assert scoring.breakdown(s, 0)["colonised"] == 2
    s.vp = [10, 10]
    s.over = True
    assert s.outcome() == [1.0, 0.0]


def _three_colonised_and_researched(s, *science):
    clear_hands(s)
    s.tiles = []
    for name in ("Frostholm", "Cinder", "Thalassa"):
        s.colonised[0].append(place(s, 0, name))
    s.objects[0] = {kind: 0 for kind in s.objects[0]}
    s.objects[0]["station"] = 5
    for name in science:
        take_out(s, cid(name))
        s.researched[0].append(cid(name))


def test_end_game_science_cards_score_what_their_edition_counts():
    s = fresh()
    _three_colonised_and_researched(s, "Cartography", "Stellar Atlas")
    assert scoring.breakdown(s, 0)["science"] == 3 * 1 + 3 * 1      # per colonised planet
    e16 = new_game(2, {"first": "player 1", "edition": 22}, 1)         # e13-e16: 2 per planet
    _three_colonised_and_researched(e16, "Cartography", "Stellar Atlas")
    assert scoring.breakdown(e16, 0)["science"] == 3 * 1 + 3 * 2
    old = new_game(2, {"first": "player 1", "edition": 18}, 1)         # e12: per token
    _three_colonised_and_researched(old, "Cartography", "Stellar Atlas")
    assert scoring.breakdown(old, 0)["science"] == 3 * 1 + 5 * 1


def test_the_game_ends_after_the_third_epoch():
    s = fresh()
    for _ in range(3):
        while not s.over and s.decision == ("turn",):
            s.apply(s.current, ("pass",))
        while not s.over and s.decision != ("turn",):
            p = s.current
            legal = s.legal_actions(p)
            s.apply(p, ("skip",) if ("skip",) in legal else legal[0])
    assert s.over and s.epoch == 3 and s.final is not None and s.deciders() == []
