"""The catalogue of games (game/core/registry.py) and the AI levels every game exposes."""
import pytest

from game.core import registry
from game.core.agents import Agent, Level, RANDOM_LEVEL, levels_dict, make_agent, offered
from game.core.contract import GameSpec
from game.core.errors import BadRecord

PLAYABLE = registry.available()


def test_catalogue_lists_the_four_games_with_their_titles():
    assert [e.id for e in registry.CATALOGUE] == ["rftg", "gaia", "artifacts", "epochs"]
    assert registry.catalogue_entry("epochs").title == \
        "Three Epochs of Space (two-player card duel)"
    assert registry.catalogue_entry("artifacts").players == (2, 5)
    assert registry.catalogue_entry("nope") is None
    assert {"rftg", "gaia"} <= set(PLAYABLE)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_each_package_declares_its_game_with_the_catalogue_entry(game_id):
    import importlib
    spec = registry.game(game_id)
    assert spec is importlib.import_module(f"game.{game_id}").GAME
    assert isinstance(spec, GameSpec) and spec.listing is registry.catalogue_entry(game_id)
    info = registry.info(game_id)
    assert spec.listing.players == (info.min_players, info.max_players) == \
        registry.player_counts(game_id)
    assert info.id == game_id and spec.listing.package == registry.GAMES[game_id]
    assert spec.table == f"ui.{game_id}" and spec.i18n_domain == game_id


def test_a_test_registers_a_game_of_its_own(monkeypatch):
    from game.core import i18n
    from game.core.record import Record
    from tests.fixtures import nim
    monkeypatch.setattr(i18n, "DOMAINS", i18n.DOMAINS + ("nim",))
    registry.register(nim.GAME)
    try:
        assert registry.game("nim") is nim.GAME and "nim" in registry.available()
        assert registry.LISTED[-1] is nim.LISTING and registry.catalogue_entry("nim").title == "Nim"
        with pytest.raises(ValueError, match="already registered"):
            registry.register(nim.GAME)
        state = registry.new_game("nim", 2, {"piles": "1-3-5-7"}, 4)
        rec = Record.from_json(Record.of(state).to_json())
        assert rec.replay().view(0) == state.view(0)
        assert set(registry.levels("nim")) == {"easy", "random"}
    finally:
        registry.unregister("nim")
    assert "nim" not in registry.GAMES and nim.LISTING not in registry.LISTED
    with pytest.raises(BadRecord, match="unknown game"):
        registry.game("nim")


def test_planned_games_have_planned_counts_and_refuse_to_start():
    for entry in registry.CATALOGUE:
        if entry.id in PLAYABLE:
            continue
        assert registry.player_counts(entry.id) == entry.players
        with pytest.raises(BadRecord, match="not playable in this build"):
            registry.new_game(entry.id, entry.min_players)
    with pytest.raises(BadRecord, match="unknown game"):
        registry.player_counts("nope")


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_game_has_levels_as_data(game_id):
    levels = registry.levels(game_id)
    assert levels["random"].hidden
    assert offered(levels), "a game offers at least one level to players"
    for key, level in levels.items():
        assert isinstance(level, Level) and level.key == key
        assert level.label and level.blurb.endswith(".") and len(level.blurb) < 140
        agent = level.make_agent(seed=1, max_time=0.5)
        assert isinstance(agent, Agent)


def test_game_ai_packages_keep_make_agent():
    from game.gaia.ai import make_agent as gaia_agent, LEVELS as GAIA
    from game.rftg.ai import make_agent as rftg_agent, LEVELS as RFTG
    assert set(offered(RFTG)) == {"easy", "normal", "hard"}
    assert {k for k, lv in RFTG.items() if lv.hidden} == {"policy", "random", "hard_learned",
                                                          "hard_centred", "hard_uncapped",
                                                          "hard_noexp", "hard_p2", "hard_nocalls",
                                                          "hard_handtuned"}
    assert set(offered(GAIA)) == {"easy", "normal", "hard"}
    assert rftg_agent("hard", 1).name == "hard"
    assert gaia_agent("easy", 1).name == "easy"
    for factory in (rftg_agent, gaia_agent):
        with pytest.raises(ValueError, match="unknown AI level 'grandmaster'; one of: easy"):
            factory("grandmaster", 1)


def test_a_game_without_ai_package_gets_random(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "toy", "tests.core.toy_game")
    assert registry.levels("toy") == {"random": RANDOM_LEVEL}


def test_level_helpers_refuse_bad_input():
    with pytest.raises(ValueError, match="two AI levels are named 'random'"):
        levels_dict([RANDOM_LEVEL, RANDOM_LEVEL])
    with pytest.raises(ValueError, match="max_time must be a positive"):
        RANDOM_LEVEL.make_agent(1, max_time=0)
    broken = Level("odd", "Odd", "Builds no agent.", lambda seed, max_time: object())
    with pytest.raises(TypeError, match="not an Agent"):
        make_agent({"odd": broken}, "odd")


def test_tournament_plays_any_game_by_level_keys():
    import pickle
    from game.core import tournament
    make_state, make_agent = tournament.NewGame("gaia", 2), tournament.LevelAgents("gaia")
    pickle.dumps((make_state, make_agent))          # worker processes receive them
    first = tournament.run(make_state, make_agent, ["easy", "random"], games=2, seed=5)
    again = tournament.run(make_state, make_agent, ["easy", "random"], games=2, seed=5)
    assert [r.scores for r in first] == [r.scores for r in again]
    assert [r.seats for r in first] == [["easy", "random"], ["random", "easy"]]
    with pytest.raises(ValueError, match=r"unknown level\(s\): zz \(known: easy, normal, hard, random\)"):
        tournament.check_levels(registry.levels("gaia"), ["easy", "zz"])
