"""The kit's review of a finished game and "Play on from here" (ui/table/review_view.py, the
controller's review acts, the save's "review" field in ui/save_format.py)."""
import copy
import json

from game.core import registry
from game.core.random_play import random_policy
from game.core.record import Record
from game.core.rng import Rng
from tests.saves import save_of
from ui import save_format as SF
from ui.store import DictBackend, SaveStore
from ui.table import review_view as RVV
from ui.table.controller import Controller
from ui.table.session import Session

GAME = "artifacts"


def finished_save() -> dict:
    state = registry.game(GAME).new_game(2, {}, 3)
    choose = random_policy(Rng(1))
    while not state.is_over():
        p = state.deciders()[0]
        state.apply(p, choose(state, p))
    return save_of(Record.of(state), ["Ada", "Bot"], ["human", "ai"], level="easy",
                   name="Done", created="2026-01-01T00:00:00Z", updated="2026-01-01T00:00:00Z")


_REVIEWED: dict = {}


def reviewed_save() -> dict:
    """A finished save with its whole review (made once per test run)."""
    if not _REVIEWED:
        save = finished_save()
        session = Session(save)
        for _ in RVV.runner(session):
            pass
        _REVIEWED.update(copy.deepcopy(session.save))
    return copy.deepcopy(_REVIEWED)


def controller(save: dict) -> Controller:
    return Controller(Session(save), registry_ui())


def registry_ui():
    from ui.artifacts.board import ArtifactsUI    # the game's table (pure Python)
    return ArtifactsUI()


def test_the_review_runs_stores_and_is_shown():
    save = reviewed_save()
    rv = save["review"]
    assert rv["total"] == len(rv["items"]) > 0 and rv["seats"] == [0]
    ctl = controller(save)
    end = ctl.render()
    assert "tk-review-summary" in end and "review:start" not in end
    found = RVV.marks(ctl.session)
    assert 0 < len(found) <= 5
    assert ctl.click("review:mark:0") == {"render"}
    assert ctl.replay_at == found[0]["at"] and ctl.review_open == 0
    html = ctl.render()
    assert "tk-timeline" in html and "tk-review-box" in html and "Play on from here" in html
    assert html.count('data-act="review:mark:') == len(found)
    # the box says what the played and the better move change for the player (the Hint's
    # per-game reasons, on a state dealt from the player's view at that step)
    box = html[html.index("tk-review-box"):]
    assert box.count('class="small tk-does"') == 2, box[:1500]
    assert ctl.click("playon") == {"playon"}          # play on from a review mark
    ctl.click("review:close")
    assert "tk-review-box" not in ctl.render()


def test_a_finished_game_offers_the_review_and_the_controller_asks_the_page():
    ctl = controller(finished_save())
    assert "review:start" in ctl.render()
    assert ctl.click("review:start") == {"review"}
    ctl.reviewing = True
    assert ctl.click("review:start") == set()       # one review at a time
    assert ctl.click("review:mark:0") == set()      # no review yet: no marks


def test_the_stored_review_survives_a_save_round_trip():
    save = reviewed_save()
    store = SaveStore(DictBackend(), known_games=set(registry.GAMES))
    slot = store.save(save, "done-1")
    again = store.load(slot)
    assert again["review"] == save["review"] and "notices" not in again
    assert again["record"] == save["record"]


def test_a_corrupt_review_is_dropped_and_the_game_kept():
    save = reviewed_save()
    for bad in ({"version": 1, "items": "junk"}, [1, 2], dict(save["review"], seats=[7])):
        damaged = dict(copy.deepcopy(save), review=bad)
        notices: list = []
        clean = SF.validate(json.loads(json.dumps(damaged)), set(registry.GAMES), notices)
        assert "review" not in clean and notices and "notices" not in clean
        assert clean["record"] == save["record"] and clean["name"] == "Done"
    store = SaveStore(DictBackend(), known_games=set(registry.GAMES))
    store.backend.set(SF.KEY_PREFIX + "done-2",
                      json.dumps(dict(copy.deepcopy(save), review={"version": 1})))
    loaded = store.load("done-2")         # opened: the review dropped, the game kept, a notice
    assert "review" not in loaded and loaded["notices"] and loaded["record"] == save["record"]
    store.save(loaded, "done-2")
    assert "notices" not in json.loads(store.backend.get(SF.KEY_PREFIX + "done-2"))


def test_an_old_save_without_review_still_opens():
    save = finished_save()
    clean = SF.validate(save, set(registry.GAMES))
    assert "review" not in clean and "notices" not in clean


def test_play_on_makes_a_new_save_and_never_changes_the_original():
    save = reviewed_save()
    before = copy.deepcopy(save)
    new = RVV.play_on_save(save, 7, "hard", "On", "artifacts-20260101-0000-abcd",
                           "2026-02-02T00:00:00Z")
    assert save == before
    assert new["id"] != save.get("id") and "review" not in new and new["meta"] == {}
    assert new["record"]["actions"] == save["record"]["actions"][:7]
    assert new["record"]["seed"] == save["record"]["seed"]
    assert new["record"]["options"] == save["record"]["options"]
    assert [s["kind"] for s in new["seats"]] == ["human", "ai"]
    assert new["seats"][1]["level"] == "hard"
    SF.validate(new, set(registry.GAMES))
    state = Session(copy.deepcopy(new)).state          # it plays on from step 7
    assert len(state.history) == 7 and not state.is_over()
    new["record"]["actions"].append([0, "x"])
    new["seats"][0]["name"] = "Changed"
    assert save == before


def test_play_on_is_offered_in_the_replay_only():
    ctl = controller(finished_save())
    assert ctl.click("playon") == set()
    ctl.click("replay:open")
    assert ctl.click("playon") == {"playon"}


def test_a_past_position_is_not_kept_across_a_change_of_the_record(toy_registered):
    """Session.at keeps the last snapshot for one redraw; an undo and a new move at the same
    length of record give the new position."""
    from game.core.agents import RandomAgent
    from tests.table.test_session import make_save

    s = Session(make_save(), agent_factory=lambda level, seed: RandomAgent(seed))
    p = s.human_to_decide()
    first = s.legal(p)[0]
    s.apply(p, first)
    s.run_ai()
    n = s.moves()
    before = s.at(n).view(None)
    assert s.undo()
    p = s.human_to_decide()
    other = [a for a in s.legal(p) if a != first][0]
    s.apply(p, other)
    s.run_ai()
    assert s.moves() == n and s.at(n).view(None) != before


def test_the_lobby_checks_a_stored_review_without_importing_the_ai(tmp_path):
    """Listing saves validates each one: a save with a review must not pull in the hints'
    search (start-up stays light)."""
    import subprocess
    import sys

    path = tmp_path / "save.json"
    path.write_text(json.dumps(reviewed_save()))
    code = ("import json, sys; from ui import save_format as SF; "
            f"SF.validate(json.load(open({str(path)!r})), None); "
            "print(sorted(m for m in sys.modules if m.startswith(('game.core.search', "
            "'game.core.hints', 'game.artifacts.ai'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=str(__import__("pathlib").Path(__file__).resolve().parents[2]),
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
