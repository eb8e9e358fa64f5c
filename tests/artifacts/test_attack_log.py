"""Every attack's outcome is in the log (issue 76 item 8): a result with no effect, the
blockade tokens won (and an empire with no card to place them on, which asks nothing), the VP,
credits and artifacts an attack gives; an artifact's name only for its new owner."""
from game.artifacts import cards as C

from .helpers import game, cid, empire, top


def texts(s, player=None) -> list:
    return [e["text"] for e in s.log(player)]


def attack_empire(s, number_key: str, defender_cards=()):
    """Player 1's Lancer (operational: own bonus 1) attacks player 2, who holds
    `defender_cards` and defends with the basic plan; the top resource card is `number_key`."""
    sh = empire(s, 0, "s0", "O")
    for key in defender_cards:
        empire(s, 1, key, "L")
    s.stage, s.dec = "after", (0, "target", (sh,))      # the turn's action: an attack
    s.apply(0, ("attack", "empire", 1, (sh,)))
    top(s, number_key)
    s.apply(1, ("defend", C.BASIC_PLAN))
    return sh


def test_an_attack_on_an_empire_with_nothing_to_blockade_says_so():
    s = game()
    attack_empire(s, "r1")                  # 2 + 1 = 3: the basic plan gives 1 blockade token
    lines = texts(s)
    assert "Player 1: Lancer attacks with value 3." in lines
    assert "Player 1: the attack of Lancer wins 1 blockade token." in lines
    assert lines[-1] == "Player 2 has no card to blockade: the 1 token won is not placed."
    assert s.dec == (0, "after") and s.tokens == 38


def test_a_blockade_token_placed_on_an_empire_with_cards_asks_where():
    s = game()
    attack_empire(s, "r1", defender_cards=("t1",))
    assert s.dec == (0, "blockade", 1)
    assert not any("no card to blockade" in t for t in texts(s))


def test_a_result_with_no_effect_is_logged():
    s = game()
    attack_empire(s, "r0")                  # 1 + 1 = 2: the basic plan's row 2 is empty
    assert texts(s)[-1] == "Player 1: the attack of Lancer has no effect."
    assert s.dec == (0, "after")


def test_vp_won_by_an_attack_are_logged():
    s = game()
    attack_empire(s, "r39", defender_cards=("t1",))     # 4 + 1 -> 4: 1 VP and a token
    assert "Player 1: scores 1 VP for the attack." in texts(s)
    assert s.vp[0] == 1


def test_an_alien_system_gives_vp_and_an_artifact_named_only_to_its_owner():
    s = game()
    sh = empire(s, 0, "s4", "O")                        # Dreadnought, own bonus 1
    s.alien_row = [cid("a0")] + s.alien_row[1:]         # Drifting Hive: at 4, 2 VP + artifact
    s.decks["alien"] = [c for c in s.decks["alien"] if c != cid("a0")]
    s.dec = (0, "target", (sh,))
    top(s, "r39")
    s.apply(0, ("attack", "alien", 0, (sh,)))
    public = texts(s)
    assert "Player 1: scores 2 VP for the attack." in public
    assert "Player 1: gains 1 artifact." in public
    art = C.NAME[s.arts[0][0]]
    assert not any(art in t for t in public) and not any(art in t for t in texts(s, 1))
    assert any(art in t for t in texts(s, 0))
