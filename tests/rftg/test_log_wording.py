"""The log's wording: articles, counts, no line said twice to one viewer, and follow-up lines
that name the card they are about."""
import re

import pytest

from game.core import Rng
from game.rftg import cards as C, new_game
from tests.rftg.helpers import build, choose, cid

SPARTA, ALPHA = "New Sparta", "Alpha Centauri"


def texts(s, viewer):
    return [e["text"] for e in s.log(viewer)]


def random_log(players, seed, options=None):
    s = new_game(players, options or {}, seed)
    rng = Rng(seed)
    while not s.is_over():
        p = s.deciders()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
    return s


@pytest.mark.parametrize("world,article", [("Alien Robot Scout Ship", "an alien good"),
                                           ("Asteroid Belt", "a rare good")])
def test_goods_take_the_right_article(world, article):
    s = build([[SPARTA, world, "Gem World"], [ALPHA]], goods=[[world, "Gem World"], []])
    choose(s, "trade", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    s.apply(0, ("trade", cid(world)))
    assert f"Player 1 sells {article} from {world} for" in " ".join(texts(s, None))


def test_no_wrong_article_or_count_in_whole_games():
    bad_article = re.compile(r"\ba alien\b|\ban (rare|gene|novelty)\b")
    bad_count = re.compile(r"\b1 (card|good|move|other card)s\b")
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        s = random_log(players, seed)
        for viewer in list(range(players)) + [None]:
            for t in texts(s, viewer):
                assert not bad_article.search(t), t
                assert not bad_count.search(t), t
    assert "moves" not in s.progress()


def test_one_card_is_singular():
    s = build([[SPARTA], [ALPHA]])
    choose(s, "explore5", "develop")
    assert "Player 2 explores 2 cards." in texts(s, None)
    s.apply(0, s.legal_actions(0)[0]); s.apply(1, s.legal_actions(1)[0])
    assert "Player 2 keeps 1 card." in texts(s, None)
    assert "moves" not in s.progress()          # the protocol's default says "1 moves"


def test_the_viewer_does_not_get_the_public_line_of_their_own_kept_cards():
    s = build([[SPARTA], [ALPHA]])
    choose(s, "explore5", "develop")
    s.apply(0, s.legal_actions(0)[0]); s.apply(1, s.legal_actions(1)[0])
    mine, theirs, nobody = texts(s, 0), texts(s, 1), texts(s, None)
    assert any(t.startswith("Only you see this: you keep ") for t in mine)
    assert not any(t.startswith("Player 1 keeps") for t in mine)
    assert "Player 1 keeps 1 card." in theirs and "Player 1 keeps 1 card." in nobody
    assert not any("you keep " in t for t in nobody)
    assert sum("you keep " in t for t in theirs) == 1            # their own keep only


def test_a_draw_is_one_line_per_viewer():
    s = build([[SPARTA], [ALPHA]], hands=[[], ["Gem World"]], pad=[0, 3])
    choose(s, "develop", "settle")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    s.apply(1, ("settle", cid("Gem World"))); s.apply(0, ("pass",))
    s.apply(1, s.legal_actions(1)[0])
    bonus = [t for t in texts(s, 1) if "(Settle bonus)" in t]
    assert len(bonus) == 1 and bonus[0].startswith("Only you see this: you draw ")
    assert [t for t in texts(s, 0) if "(Settle bonus)" in t] == \
        ["Player 2 draws 1 card face down (Settle bonus)."]


def test_a_drawn_card_is_named_only_to_its_owner_and_a_named_source_reads_as_a_power():
    """Every draw of a whole game, read by every viewer: the owner's line names the cards and
    says only they see it; anyone else's says how many, face down, never which; a card in the
    reason is worded as the power that drew ("power of New Earth"), not as a card drawn."""
    for players, seed in ((2, 3), (3, 7)):
        s = random_log(players, seed)
        draws = [(vis, t) for vis, _, t in s.events if type(t) is tuple and t[0] == "drew"]
        assert draws
        seen_power = False
        for viewer in list(range(players)) + [None]:
            log = texts(s, viewer)
            for vis, (_, got, why) in draws:
                names = ", ".join(C.NAME[c] for c in got)
                mine = [t for t in log if t.startswith(f"Only you see this: you draw {names}")]
                assert bool(mine) == (vis == viewer)
            for t in log:
                if " draws " in t:
                    assert re.fullmatch(r"Player \d draws (1 card|\d+ cards) face down"
                                        r"( \((power of [^()]+|after producing on [^()]+|"
                                        r"[A-Z][a-z]+ (bonus|power)|[^()]*powers?|trade|"
                                        r"after (settling|developing))\))?\.", t), t
                    seen_power |= "(power of " in t
        assert seen_power or players == 2


def test_every_log_line_appears_once_per_event_for_its_actor_in_whole_games():
    s = random_log(3, 9)
    for p in range(3):
        t = texts(s, p)
        assert not any(x.startswith(f"Player {p + 1} keeps") for x in t)
        assert not any(x.startswith(f"Player {p + 1} draws") for x in t)


def test_settle_follow_up_lines_name_their_world_when_two_players_settle():
    s = build([[SPARTA], ["Old Earth", "Space Marines"]], hands=[["Gem World"], ["Rebel Fuel Cache", "Space Port"]],
              pad=[3, 2])
    choose(s, "settle", "settle")
    s.apply(0, ("settle", cid("Gem World"))); s.apply(1, ("settle", cid("Rebel Fuel Cache")))
    s.apply(0, s.legal_actions(0)[0])               # seat 0 pays after seat 1 has conquered
    log = texts(s, None)
    pays = "Player 1 pays 2 cards for Gem World."
    conquers = "Player 2 conquers Rebel Fuel Cache."
    assert pays in log and conquers in log
    assert log.index("Player 1 settles Gem World.") < log.index(pays)
    assert log.index("Player 2 settles Rebel Fuel Cache.") < log.index(conquers)
    assert not any(" it." in t or " it " in t for t in log)


def test_consume_line_says_the_vp_were_doubled():
    tab = ["Old Earth", "Asteroid Belt", "Pirate World", "Alien Robot Scout Ship"]
    s = build([tab, [ALPHA]], goods=[tab[1:], []])
    choose(s, "vp2", "develop")
    s.apply(0, ("pass",)); s.apply(1, ("pass",))
    s.apply(0, s.legal_actions(0)[0])
    assert "Player 1 consumes 2 goods with Old Earth for 4 VP (doubled)." in texts(s, None)
