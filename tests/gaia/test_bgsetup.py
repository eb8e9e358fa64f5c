"""The boardgamers.space setup recomputed from a game's seed matches the recorded resolved setup,
so a log with only its moves replays."""
import json

from game.gaia.bgsetup import Arc4Random, js_number_text, seeded_shuffle, setup_from_seed
from game.gaia.notation import replay


def test_js_number_text():
    assert js_number_text(0.5) == "0.5"
    assert js_number_text(1e-7) == "1e-7"
    assert js_number_text(1.5e-6) == "0.0000015"
    assert js_number_text(1e-5) == "0.00001"
    assert js_number_text(3.0) == "3"


def test_arc4_is_deterministic_and_in_range():
    a, b = Arc4Random("hello"), Arc4Random("hello")
    xs = [a() for _ in range(50)]
    assert xs == [b() for _ in range(50)]
    assert all(0 <= x < 1 for x in xs)
    assert Arc4Random("hellp")() != xs[0]
    assert sorted(seeded_shuffle(list(range(10)), 0.25)) == list(range(10))


def test_corpus_setup_from_seed(corpus):
    data = json.loads((corpus / "deep-mind-2.json").read_text())
    sf = data["setupFromSeed"]
    got = setup_from_seed(4, "deep-mind-2")
    assert got["map"] == [[x["sector"], x["rotation"], [x["center"]["q"], x["center"]["r"]]]
                          for x in sf["mapPlacement"]["sectors"]]
    assert got["boosters"] == sf["boosters"]
    assert got["techs"] == {k: v["tile"] for k, v in sf["techTiles"].items()}
    assert got["round_scoring"] == sf["roundScoring"]
    assert got["final_scoring"] == sf["finalScoring"]
    assert got["terra_fed"] == sf["terraformingFederation"]


def test_corpus_replays_from_moves_alone(corpus):
    st = replay(None, (corpus / "deep-mind-2.moves.txt").read_text())
    assert [p.vp for p in st.pl] == [165, 164, 182, 108]
