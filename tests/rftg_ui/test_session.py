"""Session: human and AI turns, saves kept in step, undo/redo against AI, refusal changes nothing."""
import pytest

from game.core import Record, IllegalAction
from ui.rftg.session import Session
from game.core.agents import RandomAgent


def make_save(game="toy", seats=("human", "ai"), seed=5):
    rec = Record(game, len(seats), {"rounds": 3}, seed, [])
    return {"format": "galaxy-table/save", "version": 1, "game": game, "name": "t",
            "record": rec.to_dict(),
            "seats": [{"name": f"P{i}", "kind": k, "level": "easy" if k == "ai" else None}
                      for i, k in enumerate(seats)], "meta": {}}


def factory(level, seed):
    return RandomAgent(seed)


def test_human_then_ai_then_save_updates(toy_registered):
    s = Session(make_save(), factory)
    assert s.human_to_decide() == 0 and s.ai_to_decide() == 1
    s.apply(0, ("bid", 2))
    s.run_ai()
    assert s.state.round == 1
    # the AI also made its (secret) bid for round 2 already: it never waits for a human
    assert [p for p, _ in s.save["record"]["actions"]] == [0, 1, 1]
    again = Session(s.save, factory)
    assert again.state.points == s.state.points


def test_illegal_action_changes_nothing(toy_registered):
    s = Session(make_save(), factory)
    before = s.record.to_json()
    with pytest.raises(IllegalAction):
        s.apply(0, ("bid", 9))
    with pytest.raises(IllegalAction):
        s.apply(1, ("bid", 1))  # an AI seat
    assert s.record.to_json() == before


def test_ai_is_deterministic_per_position(toy_registered):
    a, b = Session(make_save(), factory), Session(make_save(), factory)
    for s in (a, b):
        s.apply(0, ("bid", 1))
        s.run_ai()
    assert a.record.actions == b.record.actions


def test_undo_and_redo(toy_registered):
    s = Session(make_save(), factory)
    s.apply(0, ("bid", 3)); s.run_ai()
    s.apply(0, ("bid", 1)); s.run_ai()
    full = list(s.record.actions)
    assert [p for p, _ in full] == [0, 1, 1, 0, 1]
    assert s.undo()
    assert s.record.actions == full[:3] and s.state.round == 1
    assert s.undo() and s.record.actions == []
    assert not s.undo()
    assert s.redo(); s.run_ai()
    assert s.redo(); s.run_ai()
    assert s.record.actions == full
    assert not s.can_redo()


def test_new_choice_clears_redo(toy_registered):
    s = Session(make_save(), factory)
    s.apply(0, ("bid", 3)); s.run_ai()
    s.undo()
    s.apply(0, ("bid", 2))
    assert not s.can_redo()


def test_no_undo_in_hotseat(toy_registered):
    s = Session(make_save(seats=("human", "human")), factory)
    s.apply(0, ("bid", 3))
    assert s.hotseat and not s.can_undo()


def test_ai_step_slices(toy_registered):
    ticks = iter(range(0, 10**6))
    s = Session(make_save(seats=("ai", "ai")), factory, clock=lambda: next(ticks) / 1000.0)
    done = s.ai_step(budget_ms=8)
    assert done and len(s.record.actions) == 1


def test_page_agents_have_a_time_cap():
    from ui.rftg.session import default_agent_factory, AI_TIME_CAP_S
    agent = default_agent_factory("hard", 3)
    assert agent.search.max_time == AI_TIME_CAP_S
    assert agent.search.iterations == 200       # the budget is unchanged: the cap is a safety net


def test_unknown_ai_level_falls_back():
    from ui.rftg.session import default_agent_factory
    agent = default_agent_factory("no-such-level", 3)
    assert hasattr(agent, "think")
