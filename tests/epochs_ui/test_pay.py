"""The payment in the epochs table (issue 76 item 9): the engine's proposal comes selected on
the hand and the token buttons, toggles change it, the engine's reason shows while the
selection does not pay exactly, and Confirm pays the proposal in one click."""
from ui.epochs.widgets import Pay, Turn
from ui.table.controller import Controller
from ui.table.session import Session
from tests.epochs.helpers import clear_hands, fresh, give
from tests.epochs_ui.test_table import UI, acts_in, ask, make_save
from tests.table.turns import human_turns


def test_the_payment_starts_with_the_engines_proposal_selected_and_toggles():
    st = fresh()
    clear_hands(st)
    corvette, barge, spark, rig, skiff = give(st, 0, "Patrol Corvette", "Merchant Barge",
                                              "Fusion Spark", "Drill Rig", "Trade Skiff")
    st.tokens[0] = 2
    st.apply(0, ("play", corvette))
    w = Pay(st.view(0), 0, st.legal_actions(0), ask(st, 0))
    assert w.initial_selection() == ["t0", "t1"]      # tokens first: every card is kept
    st.tokens[0] = 1
    w = Pay(st.view(0), 0, st.legal_actions(0), ask(st, 0))
    sel = w.initial_selection()
    assert sel == [barge, "t0"]                       # a token, then the cheapest card
    assert w.build(sel) == ("pay", (barge, "token"))
    html = w.render(sel, "", True)
    assert "Selected: Merchant Barge, a universal token (the cheapest payment" in html
    assert 'data-act="card:t0" aria-pressed="true"' in html
    assert 'data-act="card:t1"' not in html
    assert w.hand_acts(sel)[barge]["selected"] and not w.hand_acts(sel)[rig]["selected"]
    sel = w.toggle(w.toggle(sel, "card", "t0"), "card", spark)
    assert w.build(sel) == ("pay", (barge, spark))
    assert "cheapest payment" not in w.render(sel, "", True)
    assert w.toggle(sel, "pick", "proposal") == [barge, "t0"]
    assert w.toggle(sel, "card", "t5") == sel           # no such token


def test_the_proposal_is_confirmed_in_one_click_and_a_wrong_pick_shows_the_reason():
    s = Session(make_save(seed=11))
    ctl = Controller(s, UI)
    for _ in human_turns(ctl, 200, to_end=False):
        html = "".join(ctl.render(parts=True))
        w = ctl.widget()
        if not isinstance(w, Pay):
            if isinstance(w, Turn) and w.by_card:       # play a card whenever one can be paid
                card = next(iter(w.by_card))
                ctl.click(f"card:{card}")
                html = "".join(ctl.render(parts=True))
                targets = [a for a in acts_in(html) if a.startswith(("card:q:", "card:s:"))]
                if targets:
                    ctl.click(targets[0])
                ctl.click("confirm")
            else:
                ctl.click(next(a for a in acts_in(html) if a.startswith("opt:")))
            continue
        proposal = s.query(0, "payment")["proposal"]
        assert w.build(ctl.sel) == ("pay", tuple(sorted(
            proposal, key=lambda x: (x == "token", str(x)))))
        spare = [c for c in w.cards if c not in ctl.sel]
        if spare:
            ctl.click(f"card:{spare[0]}")               # one item more than needed
            assert "more than needed" in "".join(ctl.render(parts=True))
            assert ctl.click("confirm") == {"render"}
            ctl.click(f"card:{spare[0]}")
        before = s.moves()
        assert "autosave" in ctl.click("confirm")       # the proposal: one click
        assert s.moves() == before + 1 and s.state.pending is None
        return
    raise AssertionError("no payment in 200 decisions")
