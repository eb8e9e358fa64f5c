"""The Gaia table in CPython: the board renders from the view, the widget turns clicks on the
map and buttons into actions, a federation is selected on the map, and a whole game is played
through the kit's controller (no browser)."""
import re

from game.core import Record
from game.gaia import new_game
from ui.gaia.board import GaiaUI
from ui.gaia.mapview import map_svg
from ui.gaia.widgets import GaiaWidget
from ui.table.controller import Controller
from ui.table.session import Session
from tests.saves import save_of
from tests.table.turns import human_turns

UI = GaiaUI()


def make_save(players=2, kinds=("human", "ai"), level="easy", seed=7, options=None):
    options = dict(options or {"variant": "first-game"})
    new_game(players, options, seed)          # the options are valid
    return save_of(Record("gaia", players, options, seed, []), ("Ann", "Bob", "Cy", "Di"), kinds,
                   level)


def acts_in(html):
    return re.findall(r'data-act="([^"]+)"', html)


def test_map_has_every_hex_with_type_letters_and_buildings():
    st = new_game(2, {"variant": "first-game"}, 3)
    view = st.view(0)
    svg = map_svg(view, ["A", "B"])
    assert svg.count('<g class="hx') == len(view["map"]["hexes"])
    assert ">Te<" in svg or ">Ox<" in svg
    assert 'data-card="hex:' in svg


def test_setup_mine_by_clicking_the_map_then_confirm():
    s = Session(make_save())
    ctl = Controller(s, UI)
    regions = ctl.render(parts=True)
    html = "".join(regions)
    picks = [a for a in acts_in(html) if a.startswith("pick:")]
    assert picks, "the home planets are highlighted on the map"
    assert 'data-act="confirm"' in html and 'aria-disabled="true"' in html
    eff = ctl.click(picks[0])
    assert "render" in eff
    html = "".join(ctl.render(parts=True))
    assert re.search(r'data-act="confirm"[^>]*aria-disabled="false"', html)
    before = s.moves()
    ctl.click("confirm")
    assert s.moves() == before + 1


def _play_turns(ctl, s, limit=4000):
    """Play the human seat by its widget (option buttons or a picked hex), AI seats by level."""
    for _ in human_turns(ctl, limit):
        html = "".join(ctl.render(parts=True))
        opts = [a for a in acts_in(html) if a.startswith("opt:")]
        w = ctl.widget()
        legal = w.legal
        # prefer building, then pass, like a short-winded player
        pref = [a for a in opts if legal[int(a[4:])][0] in ("build",)]
        pref += [a for a in opts if legal[int(a[4:])][0] in ("pass", "endturn", "charge")]
        before = s.moves()
        if pref:
            ctl.click(pref[0])
        elif opts:
            ctl.click(opts[0])
        else:
            picks = [a for a in acts_in(html) if a.startswith("pick:") and a != "pick:fed"]
            ctl.click(picks[0])
            ctl.click("confirm")
        assert s.moves() > before, ctl.reason


def test_a_whole_two_player_game_through_the_controller():
    s = Session(make_save())
    ctl = Controller(s, UI)
    _play_turns(ctl, s)
    assert s.is_over()
    html = ctl.render()
    assert "Final scores" in html


def test_federation_selected_on_the_map():
    st = new_game(2, {"variant": "first-game"}, 3)
    # find a game state with a listed federation by random play
    from game.core.rng import Rng
    from game.gaia.__main__ import random_policy
    choose = random_policy(Rng(5))
    found = None
    for _ in range(4000):
        if st.is_over():
            break
        seat = st.deciders()[0]
        legal = st.legal_actions(seat)
        feds = [a for a in legal if a[0] == "federation"]
        if feds:
            found = (st, seat, legal, feds[0])
            break
        st.apply(seat, choose(st, seat))
    assert found
    st, seat, legal, fed = found
    view = st.view(seat)
    w = GaiaWidget(view, seat, legal, lambda name, *a: st.query(seat, name, *a))
    html = w.render([], "", False)
    assert 'data-act="pick:fed"' in html
    sel = w.toggle([], "pick", "fed")
    for h in fed[1].split(","):
        assert h in w.hand_acts(sel)
        sel = w.toggle(sel, "pick", h)
    sel = w.toggle(sel, "pick", f"tile:{fed[2]}")
    action = w.build(sel)
    assert action == fed
    assert st.explain_illegal(seat, action) is None
    # one satellite too many: the engine refuses and says why
    extra = next(c["label"] for c in view["map"]["hexes"]
                 if c["planet"] == "e" and c["label"] not in fed[1].split(","))
    bad = w.build(w.toggle(sel, "pick", extra))
    assert st.explain_illegal(seat, bad)


def test_zoom_tells_the_cost_of_a_hex():
    s = Session(make_save())
    ctl = Controller(s, UI)
    while s.state.phase != "actions" or s.human_to_decide() is None:
        p = s.human_to_decide()
        if p is None:
            s.run_ai()
            continue
        s.apply(p, s.legal(p)[0])
    p = s.human_to_decide()
    b = next(a for a in s.legal(p) if a[0] == "build" and a[1] == "m")
    html = ctl.zoom(f"hex:{b[2]}")
    assert "costs you" in html and "credits" in html


def test_every_legal_action_of_random_games_can_be_sent_from_the_widget():
    """Across random 3-player games, every listed action has its button (federations: the
    map mode with a proposal and a token), and every widget builds what it shows."""
    from game.core.rng import Rng
    from game.gaia.__main__ import random_policy
    kinds = set()
    for seed in (1, 2):
        st = new_game(3, {}, seed)
        choose = random_policy(Rng(seed))
        while not st.is_over():
            seat = st.deciders()[0]
            legal = st.legal_actions(seat)
            view = st.view(seat)
            kinds.add(view["decision"]["kind"])
            w = GaiaWidget(view, seat, legal, lambda name, *a: st.query(seat, name, *a))
            html = w.render([], "", False)
            for i, a in enumerate(legal):
                if a[0] == "federation":
                    sel = w.toggle(w.toggle([], "pick", "fed"), "pick",
                                   f"prop:{w.proposals.index(a[1])}")
                    assert w.build(w.toggle(sel, "pick", f"tile:{a[2]}")) == a
                else:
                    assert f'data-act="opt:{i}"' in html, a
                    assert w.option_by_key(str(i)) == a
            st.apply(seat, choose(st, seat))
    assert {"faction", "setup", "booster", "turn", "charge", "tech", "research"} <= kinds


def test_map_zoom_controls_change_only_the_drawing():
    ui = GaiaUI()
    s = Session(make_save())
    ctl = Controller(s, ui)
    html = "".join(ctl.render(parts=True))
    assert 'data-act="view:zoom-in"' in html and "--z:1.0" in html
    moves = s.moves()
    assert ctl.click("view:zoom-in") == {"render"}
    assert "--z:1.5" in "".join(ctl.render(parts=True))
    ctl.click("view:zoom-in"), ctl.click("view:zoom-in"), ctl.click("view:zoom-in")
    assert ui.zoom == len(ui.ZOOMS) - 1
    assert ctl.click("view:zoom-fit") == {"render"} and ui.zoom == 0
    assert ctl.click("view:zoom-out") == set()
    assert s.moves() == moves


def test_standing_charge_answers_are_kept_per_seat_and_applied():
    """'upto-N' accepts offers costing at most N VP and declines the others; 'free' asks about
    offers that cost VP; the preference lives in the save's meta for that seat."""
    s = Session(make_save(seed=10))
    ctl = Controller(s, UI)
    asked = None
    for _ in range(3000):              # play until the human is offered a charge
        if s.is_over():
            break
        p = s.human_to_decide()
        if p is None:
            s.run_ai()
            ctl.after_ai()
            continue
        w = ctl.widget()
        if w.kind == "charge":
            asked = w
            break
        opts = [a for a in w.legal if a[0] in ("build",)] or \
            [a for a in w.legal if a[0] in ("pass", "endturn")] or w.legal
        ctl._send(p, opts[0])
    assert asked is not None
    html = asked.render([], "", False)
    assert 'data-act="pref:charge=upto-3"' in html
    vp = min(s.view(0)["pending"]["offer_vp"])
    before = s.moves()
    pref = "upto-3" if vp <= 3 else "upto-1"
    ctl.click(f"pref:charge={pref}")
    assert s.save["meta"]["prefs"]["0"] == {"charge": pref}
    assert s.moves() == before + 1
    answered = s.record.actions[-1]
    assert answered[0] == 0
    assert answered[1][0] == ("charge" if vp <= int(pref[-1]) else "decline")
    # a fresh controller over the same save keeps the preference
    assert Controller(s, UI).prefs(0) == {"charge": pref}


def test_charge_auto_rules():
    from ui.gaia.widgets import charge_auto
    view = {"pending": {"kind": "charge", "offer_vp": [2]}}
    legal = [("charge", "3pw"), ("decline",)]
    assert charge_auto(view, legal, "ask") is None
    assert charge_auto(view, legal, "free") is None
    assert charge_auto(view, legal, "upto-2") == ("charge", "3pw")
    assert charge_auto(view, legal, "upto-1") == ("decline",)
    free = {"pending": {"kind": "charge", "offer_vp": [0]}}
    assert charge_auto(free, [("charge", "1pw"), ("decline",)], "free") == ("charge", "1pw")
