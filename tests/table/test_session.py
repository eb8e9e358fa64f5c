"""The kit's Session: human and AI turns, saves kept in step, undo/redo against AI without
revealing secrets, refusal changes nothing."""
import pytest

from game.core import Record, IllegalAction
from ui.table.session import Session
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
    # the AI's secret bid of round 2 (made while the human was still choosing) goes too
    assert s.record.actions == full[:2] and s.state.round == 1
    assert s.undo() and s.record.actions == []
    assert not s.undo()
    assert s.redo(); s.run_ai()
    assert s.state.round == 1 and s.ai_to_decide() is None
    assert s.redo(); s.run_ai()
    assert [p for p, _ in s.record.actions] == [0, 1, 1, 0, 1]
    assert [a for p, a in s.record.actions if p == 0] == [a for p, a in full if p == 0]
    assert not s.can_redo()


def test_undo_never_keeps_a_secret_choice_the_player_has_seen(toy_registered):
    """Item 10: the AI bid first (hidden), the human bid, the round was revealed. Undo must
    take back the AI's bid of that round too and let the AI decide afresh (new seed)."""
    s = Session(make_save(seats=("human", "ai")), factory)
    s.run_ai()                                   # the AI bids first, in secret
    assert [p for p, _ in s.record.actions] == [1]
    seen = s.record.actions[0]
    s.apply(0, ("bid", 2))                       # reveal: the human now knows the AI's bid
    assert s.state.round == 1
    s.run_ai()
    s.undo()
    assert s.record.actions == []                # nothing of that round is left
    assert s.save["meta"]["undo_salt"] == 1
    s.run_ai()                                   # the AI decides again with another seed
    assert len(s.record.actions) == 1


def test_the_redecided_ai_choice_is_not_a_copy(toy_registered):
    """Over many games, the AI's fresh choice after an undo differs from what the player saw
    at about the rate of an independent choice (a copy would never differ)."""
    differ = 0
    for seed in range(40):
        s = Session(make_save(seed=seed), factory)
        s.run_ai()
        seen = s.record.actions[0]
        s.apply(0, ("bid", 2))
        s.undo()
        s.run_ai()
        differ += s.record.actions[0] != seen
    assert differ >= 15      # a uniform 1-3 bid differs 2/3 of the time


def test_undo_in_a_sequential_game_keeps_earlier_ai_moves():
    from game.core import registry
    rec = Record("gaia", 2, {}, 4, [])
    save = {"record": rec.to_dict(), "meta": {},
            "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai", "level": "x"}]}
    s = Session(save, factory)
    for _ in range(30):
        if s.human_to_decide() is not None:
            p = s.human_to_decide()
            s.apply(p, s.legal(p)[0])
        elif s.ai_to_decide() is not None:
            s.ai_step(1000)
    before = list(s.record.actions)
    mine = max(i for i, (p, _) in enumerate(before) if p == 0)
    s.undo()
    assert s.record.actions == before[:mine]     # AI moves before mine stay (they were public)
    assert registry.game("gaia").id == "gaia"


def test_status_for_the_lobby(toy_registered):
    s = Session(make_save(), factory)
    s.apply(0, ("bid", 1))
    st = s.save["meta"]["status"]
    assert st["over"] is False and isinstance(st["progress"], str) and len(st["scores"]) == 2


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
    from ui.table.session import default_agent_factory, AI_TIME_CAP_S
    agent = default_agent_factory("hard", 3)
    assert agent.search.max_time == AI_TIME_CAP_S
    assert agent.search.iterations == 200       # the budget is unchanged: the cap is a safety net


def test_unknown_ai_level_falls_back():
    from ui.table.session import default_agent_factory
    agent = default_agent_factory("no-such-level", 3)
    assert hasattr(agent, "think")


def test_views_are_kept_per_state_and_language(toy_registered):
    """A view may hold texts in the language it was made in: a change of language (the
    table redraws at once) must not serve the view made before it."""
    from game.core import i18n

    s = Session(make_save(), factory)
    first = s.view(0)
    assert s.view(0) is first                     # one redraw asks often: kept
    try:
        i18n.set_language("pl")
        assert s.view(0) is not first
    finally:
        i18n.set_language("en")
    s.apply(0, ("bid", 2))
    assert s.view(0) is not first
