"""The content (carddata.py) exercises every rule of the seed, and its numbers hold together."""
from collections import Counter

from game.epochs import cards as C
from game.epochs import carddata as D


def test_deck_sizes_and_kinds():
    assert [len(C.DECK[e]) for e in (1, 2, 3)] == [30, 30, 30]
    assert len(C.SCIENCE) == 15
    for e in (1, 2, 3):
        kinds = Counter(C.KIND[c] for c in C.DECK[e])
        assert set(kinds) == {"station", "shuttle", "planet", "colony", "ship"}


def test_every_effect_code_is_known_and_worded():
    for c in range(C.N):
        assert C.effects_text(c)


def test_every_rule_is_exercised_by_some_card():
    codes = Counter(code[0] for effects in C.EFFECTS for code in effects)
    assert {"vp", "income", "prod", "token", "mil", "trade", "dip", "science", "end"} <= set(codes)
    assert {code[1] for effs in C.EFFECTS for code in effs if code[0] == "prod"} == set("EFMS")
    assert any(len(C.RES[c]) == 2 for c in range(C.N))                  # two-symbol payment
    sci = [c for c in C.SCIENCE]
    assert any("S" in C.RES[c] for c in sci) and any(C.RES[c] == "" for c in sci)
    planets = [c for c in range(C.N) if C.KIND[c] == "planet"]
    edged = {q for p in planets for q in C.QUARTERS[p] if q not in (None, "*")}
    assert edged == set(C.COLOURS)                                       # white-edged, 4 colours
    colours = {C.COLOUR[c] for c in range(C.N) if C.KIND[c] == "colony"}
    assert all(q in colours or q in ("*", None) for p in planets for q in C.QUARTERS[p])
    assert sum(1 for p in planets if "*" in C.QUARTERS[p]) >= 12          # most take any card
    assert sum(1 for p in planets if any(C.OBJ[p].count(o) == 2 for o in C.OBJECTS)) == 2
    colonies = [c for c in range(C.N) if C.KIND[c] == "colony"]
    assert {C.COLOUR[c] for c in colonies} == set(C.COLOURS)
    assert any(len(C.OBJ[c]) == 2 for c in colonies)


def test_a_station_or_colonisation_card_never_costs_the_resource_it_produces():
    # the track's own discount would make it nearly free to whoever already produces it (e15)
    makers = [c for c in range(C.N) if C.KIND[c] in ("station", "colony")
              and any(code[0] == "prod" for code in C.EFFECTS[c])]
    assert len(makers) >= 20
    for c in makers:
        for code in C.EFFECTS[c]:
            if code[0] == "prod":
                assert C.COST[c][C.RESOURCES.index(code[1])] == 0, C.NAME[c]


def test_board_and_tiles():
    assert len(D.MILITARY_VALUE) == len(D.TRADE_VALUE) == D.BOARD_RADIUS + 1
    assert sorted({t[0] for t in D.TILES}) == sorted("EFMS")


def test_the_start_deals_hands_science_and_tokens_by_seat():
    """Setup: 3 epoch-1 cards and 1 science card each; universal tokens by START_TOKENS (the
    starting player's, then the other's: 3 and 3 since e4), whoever starts."""
    from game.epochs import new_game
    assert D.START_TOKENS == (3, 3)
    starters = set()
    for seed in range(12):
        s = new_game(2, {}, seed)
        starters.add(s.starter)
        for p in range(2):
            assert len(s.hand[p]) == D.START_HAND and all(C.EPOCH[c] == 1 for c in s.hand[p])
            assert len(s.sci[p]) == D.START_SCIENCE
            assert s.tokens[p] == D.START_TOKENS[0 if p == s.starter else 1]
    assert starters == {0, 1}
