"""The epochs rules reference (ui/epochs/reference.py): it covers every decision kind, every
refusal and every card keyword of the engine, in every language; a refusal as shown finds
its entry; search finds entries in English and Czech; the enlarged card links its keywords
to their entries."""
import re

import pytest

from game.core.i18n import SOURCE, set_language
from game.epochs import cards as C
from game.epochs import editions, new_game
from tests.table.reference_cover import check_reference
from ui.epochs.board import EpochsUI
from ui.epochs.reference import REFERENCE, quarter_keyword

UI = EpochsUI()


def keywords_from_engine() -> set:
    """Every keyword a card carries, from the card data of every edition: its kind, its
    effect codes, its space-object symbols (a planet's and a colonisation card's printed
    ones, and the one a station, shuttle or ship carries), the resources of its cost and
    payment symbol, its quarters' sorts and its colour (a colonisation card's, and those of
    a planet's white-edged quarters)."""
    out = {"kind:" + k for k in C.KIND}
    out |= {"object:" + o for objs in C.OBJ for o in objs}
    out |= {"object:" + o for o in C.OWN_OBJECT if o}
    out |= {"colour:" + c for c in C.COLOUR if c}
    for e in editions.EDITIONS:
        k = C.content(e)
        out |= {"effect:" + code[0] for codes in k.EFFECTS for code in codes}
        out |= {"res:" + r for res in k.RES for r in res}
        out |= {"res:" + r for cost in k.COST for r, n in zip(C.RESOURCES, cost) if n}
        for quarters in k.QUARTERS:
            out |= {quarter_keyword(q) for q in quarters}
            out |= {"colour:" + q for q in quarters if q not in (None, "*")}
    return out


@pytest.fixture
def english():
    set_language(SOURCE)
    yield
    set_language(SOURCE)


def test_reference_covers_the_engine():
    """Kinds over 6 random games, refusals from the source and by probing, card keywords,
    every entry translated (about 2 s)."""
    assert check_reference("epochs", keywords_from_engine(), kinds_games=6) == []


@pytest.mark.slow
def test_reference_covers_the_kinds_of_many_games():
    assert check_reference("epochs", keywords_from_engine(), kinds_games=200) == []


def test_the_keywords_are_the_engine_ids():
    words = keywords_from_engine()
    assert {"kind:planet", "effect:prod", "object:shuttle", "res:S", "quarter:edge",
            "colour:J", "effect:early"} <= words
    assert set(REFERENCE.keywords) == words     # nothing listed that no card carries


def _refusal(lang: str) -> str:
    set_language(lang)
    st = new_game(2, {"first": "player 1"}, 3)
    return st.explain_illegal(0, ("take", 0, 4))       # worth 1 + 3


@pytest.mark.parametrize("lang", ["en", "cs", "ru"])
def test_a_refusal_as_shown_finds_its_entry(english, lang):
    reason = _refusal(lang)
    assert reason and (lang == "en") == ("worth at most 3" in reason)
    assert REFERENCE.for_refusal(reason[:1].upper() + reason[1:] + ".") == "take"


def test_refusals_of_paying_and_colonising_find_their_entries(english):
    st = new_game(2, {"first": "player 1"}, 5)
    frostholm = 14
    st.hand[0].append(frostholm)
    st.apply(0, ("play", frostholm))
    assert REFERENCE.for_refusal(st.explain_illegal(0, ("pay", ("token", "token")))) == \
        "proposal"
    set_language("pl")
    assert REFERENCE.for_refusal(st.explain_illegal(0, ("pay", 999))) == "play"  # not held
    assert REFERENCE.for_refusal(st.explain_illegal(0, ("pay", (8, 8)))) == "pay"  # twice


def test_search_in_english_and_czech(english):
    found = [e.key for e in REFERENCE.search("colony ship")]
    assert found[0] == "ship"
    assert "objects" in [e.key for e in REFERENCE.search("token symbol")]
    set_language("cs")
    assert [e.key for e in REFERENCE.search("kolonizační koráb")][0] == "ship"
    assert "research" in [e.key for e in REFERENCE.search("výzkum")]
    assert REFERENCE.search("pasování")[0].key == "pass"


def test_every_kind_of_card_links_its_keywords_on_the_zoom(english):
    view = new_game(2, {"first": "player 1"}, 1).view(0)
    for card in (0, 7, 14, 20, 27, 93, 104):       # station, shuttle, planet, colony, ship,
        html = UI.zoom_html(f"c:{card}", view, None)   # science without and with a symbol
        links = set(re.findall(r'data-act="ref:([a-z_]+)"', html))
        kind = "science_card" if C.KIND[card] == "science" else C.KIND[card]
        assert kind in links, card
        effects = {REFERENCE.for_keyword("effect:" + code[0]) for code in C.EFFECTS[card]}
        assert effects <= links, card
        if C.KIND[card] == "planet":
            assert {"quarters", "colonised", "objects"} <= links
        if C.KIND[card] == "colony":
            assert {"quarters", "objects"} <= links     # its colour, its object symbols
        assert 'class="ep-card' in html                 # the card's face is still there
    html = UI.zoom_html("c:14", view, None)
    assert 'title="A white quarter takes' in html       # the entry's text as the tooltip


def test_zoom_links_are_in_the_players_language(english):
    set_language("hu")
    html = UI.zoom_html("c:14", new_game(2, {}, 1).view(0), None)
    assert ">Bolygó</button>" in html and "ref:planet" in html
