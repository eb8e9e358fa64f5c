"""Alien Artifacts' rules reference (ui/artifacts/reference.py): it covers every decision
kind, refusal and card keyword of the engine, its texts are translated, a refusal and a
search find their entries in two languages, and an enlarged card links its keywords."""
import ast
import functools
from pathlib import Path

import pytest

from game.artifacts import cards as C
from game.artifacts import new_game
from game.artifacts.decisions import KINDS as ENGINE_KINDS
from game.core.i18n import set_language, SOURCE
from tests.table import reference_cover
from ui.artifacts.board import ArtifactsUI
from ui.artifacts.reference import REFERENCE, card_keywords

ENGINE = Path(__file__).resolve().parents[2] / "game" / "artifacts"


def keywords_from_engine() -> set:
    """Every card keyword id of the card data (game/artifacts/cards.py tables): the power
    keywords and codes of empire cards, the effect codes of artifacts, alien systems,
    defense plans and faction actions, the 4X types, the resource colours, the card kinds
    and the two sides of a planet, technology or ship."""
    words = set()
    for c in range(C.N):
        words.add(f"kind:{C.KIND[c]}")
        for power in C.POWER[c]:
            words |= {f"power:{power[0]}", f"effect:{power[1]}"}
        codes = list(C.EFFECT[c]) + [code for row in (C.RESULTS[c] or ()) for code in row]
        if C.FACTION[c]:
            codes += C.FACTION[c]["action"]["effect"]
            words.add("color:" + C.FACTION[c]["action"]["cost"][0])
        words |= {f"effect:{code[0]}" for code in codes}
        if C.TYPE[c]:
            words.add(f"type:{C.TYPE[c]}")
        if C.KIND[c] in C.BUILT_KINDS:
            words |= {"side:L", "side:O"}
            if C.KIND[c] == "ship" and C.TYPE[c] == "exploit":     # its Logistics side
                words.add("effect:plan")
        for color, _n, kind in C.HALVES[c] or ():
            words |= {f"color:{color}", f"type:{kind}"}
    return words


def _check_messages() -> set:
    """Every message id (singular) written in a checking function of game/artifacts/ (a
    name with "check" or "shortfall"), plurals and N_ tables included, but not the log's
    words nor the words put into other messages (colours, kinds, types)."""
    found = set()
    for path in sorted(ENGINE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef) or not any(
                    w in node.name for w in ("check", "shortfall")):
                continue
            for sub in ast.walk(node):
                if not isinstance(sub, ast.Call) or not sub.args:
                    continue
                f = sub.func
                if (isinstance(f, ast.Name) and f.id in ("_", "N_")) or (
                        isinstance(f, ast.Attribute) and f.attr == "n" and
                        isinstance(f.value, ast.Name) and f.value.id == "_"):
                    arg = sub.args[0]
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        found.add(arg.value)
    return found - {"red", "blue", "green", "gold"}


@pytest.fixture
def english():
    set_language(SOURCE)
    yield
    set_language(SOURCE)


def test_the_reference_covers_the_engine(monkeypatch):
    # the kit compiles each message's pattern anew for every refusal it reads; with the
    # 600 messages of this domain that is most of a minute, so the test keeps them
    monkeypatch.setattr(reference_cover, "_pattern",
                        functools.lru_cache(maxsize=None)(reference_cover._pattern))
    assert reference_cover.check_reference("artifacts", keywords_from_engine()) == []


@pytest.mark.slow
def test_more_random_games_find_no_decision_kind_or_refusal_without_an_entry(monkeypatch):
    monkeypatch.setattr(reference_cover, "_pattern",
                        functools.lru_cache(maxsize=None)(reference_cover._pattern))
    kinds = reference_cover.decision_kinds("artifacts", 80, seed=23)
    assert kinds <= set(REFERENCE.kinds) and len(kinds) >= 9
    probed = reference_cover.probed_refusals("artifacts", 16, seed=29, per_decision=10)
    assert len(probed) >= 10 and [m for m in probed if m not in REFERENCE.refusals] == []


def test_every_decision_kind_and_every_checked_message_has_an_entry():
    assert set(ENGINE_KINDS) <= set(REFERENCE.kinds)
    missing = sorted(m for m in _check_messages() if m not in REFERENCE.refusals)
    assert missing == []
    assert {REFERENCE.for_keyword(w) for w in keywords_from_engine()} >= {
        "ongoing", "additionally", "action", "placed", "types", "damaged", "blockade"}


def test_the_entries_are_short_and_grouped():
    assert len(REFERENCE.entries) >= 45
    for e in REFERENCE.entries:
        assert e.group and e.title and 40 <= len(e.text) <= 420, e.key
        assert e.text.count(". ") <= 3, e.key


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_refusal_finds_its_entry(english, lang):
    state = new_game(2, {"factions": ["f0", "f1"]}, 1)
    state.credits[0] = 2
    set_language(lang)
    reason = state.explain_illegal(0, ("buy", "ship", 0))
    assert reason and (lang == "en") == reason.startswith("this costs 5 credits")
    assert REFERENCE.for_refusal(reason) == "buy"
    reason = state.explain_illegal(0, ("show", 0, 0))
    assert REFERENCE.for_refusal(reason) == "turn"      # not a decision of this moment


@pytest.mark.parametrize("lang, word, key", [
    ("en", "assembly", "assembly_limit"), ("en", "blockaded", "blockade"),
    ("ru", "Лимит Сборки", "assembly_limit"), ("pl", "blokady", "blockade"),
    ("cs", "Vyhlazení", "types"), ("hu", "kézlimit", "hand_limit"),
    ("lt", "artefaktai", "artifacts")])
def test_search_finds_an_entry_in_a_language(english, lang, word, key):
    set_language(lang)
    assert key in [e.key for e in REFERENCE.search(word)]


def test_the_enlarged_card_links_its_keywords():
    state = new_game(2, {"factions": ["f0", "f1"]}, 1)
    view = state.view(0)
    ui = ArtifactsUI()
    tech = C.BY_KEY["t0"]                                  # Survey Drones: Ongoing limit
    html = ui.zoom_html(str(tech), view, None)
    assert 'data-act="ref:ongoing"' in html and 'data-act="ref:assembly_limit"' in html
    assert 'data-act="ref:score"' in html                 # its Operational side scores
    res = view["seats"][0]["hand"][0]
    html = ui.zoom_html(f"r{res}", view, None)
    assert 'data-act="ref:resource_cards"' in html and 'data-act="ref:types"' in html
    for cid in (C.ALIENS[0], C.ARTIFACTS[0], C.FACTIONS[0], C.PLANS[0]):
        assert 'data-act="ref:' in ui.zoom_html(str(cid), view, None), C.NAME[cid]
    # every keyword a card shows has its entry
    assert all(REFERENCE.for_keyword(w) for c in range(C.N) for w in card_keywords(c))
