"""The Alien Artifacts table in CPython: the board renders each empire from the view (secrets
hidden), the widgets turn clicks into the engine's actions with what a selection pays shown
live, and whole games are played through the kit's controller (no browser)."""
import ast
import pathlib
import re

from game.artifacts import cards as C
from tests.artifacts.helpers import game, hand, under, empire, cid
from ui.artifacts import faces as F
from ui.artifacts.board import ArtifactsUI
from ui.artifacts.widgets import for_decision

from .driver import new_controller, play, acts_in, can_confirm

UI = ArtifactsUI()
NAMES = ["Ann", "Bob", "Cy"]


class Q:
    """The engine's documented queries for one seat, as the kit's Ask offers them."""

    def __init__(self, s, p):
        self.s, self.p = s, p

    def __call__(self, name, *args):
        return self.s.query(self.p, name, *args)

    def decision(self):
        return self.s.decision_now(self.p)

    def names(self):
        return NAMES[:self.s.players]


def widget(s, p):
    return for_decision(s.view(p), p, s.legal_actions(p), Q(s, p))


def ctx(acts=None, names=NAMES):
    return {"names": names, "kinds": ["human"] * 3, "thinking": None, "hand_acts": acts or {},
            "focus_hand": False, "query": None}


def test_board_lays_out_each_empire_like_the_physical_game():
    s = game(2)
    hand(s, 0, "r8", "r20")
    under(s, 0, "p0", prepared=["r12"])
    empire(s, 0, "p1", "O", resources=[("r13", 1)])
    t = empire(s, 0, "t0", "L")
    sh = empire(s, 1, "s0", "O")
    s.blocks[1][sh] = 2
    s.plans[1].append(s.decks["plan"].pop())
    html = "".join(UI.board(s.view(0), ctx(names=NAMES[:2])))
    mine = html[html.index('aria-label="Empire of Ann"'):html.index('aria-label="Empire of Bob"')]
    # under construction with the prepared card tucked; rows with the side in play
    assert mine.index("Under construction") < mine.index("Planets (1)")
    assert C.NAME[cid("p0")] in mine and 'data-card="r%d"' % cid("r12") in mine
    assert "Operational" in mine and "Produce 3 when placed" in mine
    assert "Logistics" in mine and "assembly limit +1 for planets" in mine
    # a card tucked under a planet shows only its visible half (r13's second: green)
    assert 'class="aa-chip aa-bg-green" data-card="r%d"' % cid("r13") in mine
    assert C.FACTION[s.faction[0]]["name"] in mine
    theirs = html[html.index('aria-label="Empire of Bob"'):]
    assert "blockaded ×2" in theirs and "aa-token" in theirs
    # my hand: both halves and the attack number; theirs only as counts
    assert html.count('class="aa-res"') >= 2
    assert "Your resource hand (2)" in html
    assert C.NAME[s.plans[1][0]] not in html           # their defense plan is secret
    assert "Alien systems" in html and "Resource deck" in html and "Blockade tokens" in html


def test_status_bar_shows_the_round_marker_and_the_turn():
    s = game(3)
    bar = UI.status_items(s.view(0), NAMES)
    assert 'aria-label="Round marker at 3 of 3"' in bar and "Turn: Ann" in bar


def test_construct_by_choosing_card_side_and_cards_with_the_payment_shown_live():
    s = game(2)
    p = under(s, 0, "p0")
    a, b = hand(s, 0, "r20", "r12")                     # 3 green + 3 green (better halves)
    w = widget(s, 0)
    sel = w.toggle([], "pick", f"m:con:{p}")
    assert w.build(sel) is None and "side" in w.incomplete(sel)
    sel = w.toggle(sel, "pick", "side:O")
    acts = w.hand_acts(sel)
    assert acts[a]["note"] == "+3" and acts[b]["note"] == "+3"
    sel = w.toggle(sel, "card", a)
    assert "Pays 3 of 5 green" in w.status(sel) and "1 of 2 cards" in w.status(sel)
    sel = w.toggle(sel, "card", b)
    action = w.build(sel)
    assert action == ("discover", p, "O", tuple(sorted((a, b))))
    assert s.explain_illegal(0, action) is None
    html = w.render(sel, "", True)
    assert "Pays 6 of 5 green" in html and 'data-act="pick:side:L"' in html


def test_a_card_without_the_colour_cannot_be_selected_and_refusals_come_from_the_engine():
    s = game(2)
    p = under(s, 0, "p0")
    a, _b, bad = hand(s, 0, "r20", "r12", "r8")       # 3 + 3 green; r8 none
    w = widget(s, 0)
    sel = w.toggle(w.toggle([], "pick", f"m:con:{p}"), "pick", "side:L")
    assert w.toggle(sel, "card", bad) == sel           # r8 has no green: not offered
    sel = w.toggle(sel, "card", a)
    assert "3 green icons; 5 are needed" in s.explain_illegal(0, w.build(sel))


def test_actions_the_player_cannot_take_are_shown_disabled_with_the_engines_reason():
    s = game(2)
    s.credits[0] = 4
    p = under(s, 0, "p0")
    hand(s, 0, "r20", "r8")                             # 3 green: the planet needs 5
    w = widget(s, 0)
    html = w.render([], "", False)
    why = s.query(0, "unavailable")
    off = re.findall(r'<button type="button" class="opt aa-off" aria-disabled="true">(.*?)</button>',
                     html)
    assert len(off) == len(why) >= 7       # 3 buys, 3 operational actions, the planet
    for reason in why.values():
        assert any(reason in b for b in off), reason
    assert 'data-act="pick:m:buy:' not in html and f'data-act="pick:m:con:{p}"' not in html
    assert "this costs 5 credits; you have 4" in html
    assert w.toggle([], "pick", f"m:con:{p}") == []    # a closed action cannot be chosen
    # the preparation under that card stays open, and so does the trade of the red card
    assert f'data-act="pick:m:prep:{p}"' in html and 'data-act="pick:m:trade:R"' in html


def test_buttons_for_buying_and_free_actions_and_trade_pays_credits():
    s = game(2)
    s.credits[0] = 6
    r, = hand(s, 0, "r8")
    s.arts[0].append(s.decks["artifact"].pop())
    w = widget(s, 0)
    html = w.render([], "", False)
    assert 'data-act="pick:m:buy:planet"' in html and "Artifacts (free" in html
    sel = w.toggle([], "pick", "m:buy:planet")
    assert w.build(sel) == ("buy", "planet", 0) and "Costs 5 credits" in w.status(sel)
    sel = w.toggle(w.toggle([], "pick", "m:trade:R"), "card", r)
    assert "Pays 3 red" in w.status(sel) and "3 credits" in w.status(sel)
    assert w.build(sel) == ("trade", "R", (r,))


def test_the_faction_action_button_says_what_the_action_costs_and_does():
    s = game(2, factions=["f3", "f0"])                 # Free Traders: 2 red -> 3 credits
    hand(s, 0, "r36")                                   # 2 red
    html = widget(s, 0).render([], "", False)
    assert "Free Traders: Action (2 red, no gold): +3 credits" in html
    assert "Start:" not in html


def test_end_of_turn_discards_selected_cards():
    s = game(2)
    a, b = hand(s, 0, "r8", "r20")
    s.stage, s.dec = "after", (0, "after")
    w = widget(s, 0)
    assert w.build([]) == ("end", ())
    sel = w.toggle([], "card", b)
    assert w.build(sel) == ("end", (b,)) and "1 card to discard" in w.status(sel)


def test_buy_picks_the_deck_then_how_many_cards_to_look_at():
    s = game(2)
    s.credits[0] = 9                                   # up to 5 cards looked at
    w = widget(s, 0)
    sel = w.toggle([], "pick", "m:buy:ship")
    html = w.render(sel, "", True)
    looks = [a for a in acts_in(html) if a.startswith("pick:look:")]
    assert looks == [f"pick:look:{k}" for k in range(0, 5)] and "5 cards (9 credits)" in html
    sel = w.toggle(sel, "pick", "look:3")                # 3 extra cards: 4 looked at
    action = w.build(sel)
    assert action == ("buy", "ship", 3) and "look at 4 cards" in w.status(sel)
    assert s.explain_illegal(0, action) is None
    s.apply(0, action)
    assert s.dec[1] == "keep" and len(s.dec[3]) == 4


def test_prepare_spreads_the_selected_cards_over_cards_of_one_row():
    s = game(2)
    p0, p1 = under(s, 0, "p0"), under(s, 0, "p1")
    a, b = hand(s, 0, "r20", "r12")
    w = widget(s, 0)
    sel = w.toggle(w.toggle([], "pick", f"m:prep:{p0}"), "card", a)
    assert w.build(sel) == ("prepare", p0, (a,))
    html = w.render(sel, "", True)
    assert f'data-act="pick:to:{p1}"' in html and "still needed" in html
    sel = w.toggle(w.toggle(sel, "pick", f"to:{p1}"), "card", b)
    action = w.build(sel)
    assert action == ("prepare", p0, (a,), p1, (b,)) and "under 2 cards" in w.status(sel)
    assert s.explain_illegal(0, action) is None


def test_discard_widget_selects_exactly_the_cards_above_the_limit():
    s = game(2)
    a, b, c, d = hand(s, 0, "r8", "r20", "r7", "r19")
    s.stage, s.dec = "after", (0, "after")
    s.apply(0, ("end", ()))
    w = widget(s, 0)
    assert "discard 1 resource card" in w.title
    assert set(w.hand_acts([])) == {a, b, c, d}
    assert w.build([]) is None and "Select 1 card" in w.incomplete([])
    sel = w.toggle([], "card", c)
    assert w.build(sel) == ("discard", (c,)) and s.explain_illegal(0, w.build(sel)) is None
    assert w.build(w.toggle(sel, "card", d)) is None


def test_produce_widget_offers_each_allowed_half_and_final_widget_the_payments():
    s = game(2)
    p = empire(s, 0, "p5", "O")                        # Ore Belt Prime (exploit)
    from game.artifacts.produce import produce
    from tests.artifacts.helpers import top
    top(s, "r5")
    produce(s, 0, p, 1)
    s.todo, s.dec = [], s.todo[0]
    w = widget(s, 0)
    html = w.render([], "", False)
    assert "Ore Belt Prime produces" in w.title
    assert "Show 3 red (Exploit, +1 VP)" in html and "Show 2 blue (Exterminate)" in html
    assert w.option_by_key("1") == ("show", cid("r5"), 1)
    t = empire(s, 0, "t0", "O")
    s.blocks[0][t] = 2
    s.credits[0] = 2
    s.stage, s.dec = "final", (0, "final")
    w = widget(s, 0)
    html = w.render([], "", False)
    assert "pay for blockaded cards" in w.title and "You have 2 credits" in w.help
    assert "Pay 2 credits so Survey Drones counts fully" in html
    assert "Go to the final scoring" in html and w.option_by_key("1") == ("finish",)


def test_attack_targets_and_ships_then_defense_plan_with_results_and_names():
    s = game(2)
    ship = empire(s, 0, "s0", "O")
    s.dec = (0, "target", (ship,))
    w = widget(s, 0)
    html = w.render([], "", False)
    assert "pick:t:alien:0" in html and "pick:t:empire:1" in html and "Bob" in html
    assert "attack = card number + 1 (counts 1 to 4)" in html           # Lancer on its Operational side: bonus 1
    sel = w.toggle([], "pick", "t:empire:1")
    assert w.build(sel) == ("attack", "empire", 1, (ship,))
    assert w.build(w.toggle(sel, "pick", f"ship:{ship}")) is None     # no ship left
    s.apply(0, ("attack", "empire", 1, (ship,)))
    s.plans[1].append(cid("d0"))
    w = widget(s, 1)
    assert w.title == "Ann attacks you: choose your defense plan"
    html = w.render([], "", False)
    assert "Basic defense" in html and "Minefield" in html and "Lancer (attack = card number + 1)" in html
    assert html.count("<tr>") >= 8                      # two plans, four rows each
    assert "the ship is destroyed" in html


def test_blockade_and_keep_widgets_send_at_once():
    s = game(2)
    c = empire(s, 1, "p0", "L")
    s.dec = (0, "blockade", 1)
    w = widget(s, 0)
    assert "Place a blockade token on a card of Bob" in w.title
    assert w.option_by_key("0") == ("blockade", c)
    s.dec = (0, "keep", "planet", (cid("p1"), cid("p2")))
    w = widget(s, 0)
    html = w.render([], "", False)
    assert C.NAME[cid("p1")] in html and w.option_by_key("1") == ("keep", cid("p2"))


def test_icons_differ_by_shape_not_only_colour():
    shapes = {c: re.sub(r'class="[^"]*"|aria-label="[^"]*"', "", F.color_icon(c))
              for c in ("R", "B", "G", "Y")}
    assert len(set(shapes.values())) == 4
    types = {t: re.sub(r'aria-label="[^"]*"|<title>.*</title>', "", F.type_icon(t))
             for t in C.TYPES}
    assert len(set(types.values())) == 4


def test_log_zoom_and_score_breakdown():
    assert ArtifactsUI().log_text("Player 2: buys Cinder Moon.", NAMES) == "Bob: buys Cinder Moon."
    s = game(2)
    r = cid("r8")
    assert "attack 1" in UI.zoom_html(f"r{r}", s.view(0), None)
    p = empire(s, 0, "p0", "O")
    assert "Operational" in UI.zoom_html(str(p), s.view(0), None)
    s.vp[0] = 3
    table = UI.score_panel(s.view(0), NAMES[:2])
    for col in ("VP track", "Empire cards", "Technologies", "Faction", "Total"):
        assert col in table


def test_whole_game_against_ai_through_the_controller_to_the_end_screen():
    ctl = new_controller(seed=11)
    titles = play(ctl)
    assert ctl.session.is_over()
    assert "Your turn: choose one action" in titles
    assert any("produces: choose the half" in t for t in titles)     # edition 1's choices
    assert any(t.startswith("Keep one of") for t in titles)         # a buy looking at 2
    html = ctl.render()
    assert "tk-endscreen" in html and "Final scores" in html and "VP track" in html
    assert "Ann" in html and "Bob" in html
    ctl.click("replay:open")
    ctl.click("replay:last")
    assert "Hand of Ann" in ctl.render()


def test_hotseat_shows_only_the_seat_at_the_device():
    ctl = new_controller(players=3, kinds=("human",) * 3, seed=3)
    seen = []

    def check(s, c):
        if c.curtain is None and s.human_to_decide() is not None:
            html = "".join(c.render(parts=True))
            assert html.count("tk-hand-zone") == 1
            seen.append(c.viewer)
        return len(seen) > 12
    play(ctl, until=check)
    assert set(seen) == {0, 1, 2}
    # the curtain hides the table
    ctl.curtain, ctl.viewer = 1, None
    assert "aa-handzone" not in ctl.render()


def test_ui_modules_read_no_state_and_import_no_rule_module():
    root = pathlib.Path(__file__).resolve().parents[2] / "ui" / "artifacts"
    for path in root.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and \
                    node.module.startswith("game.artifacts"):
                assert node.module == "game.artifacts" and \
                    all(a.name == "cards" for a in node.names), path
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("game.artifacts") for a in node.names), path
            if isinstance(node, ast.Attribute):
                assert node.attr != "state", path
            if isinstance(node, ast.Name):
                assert node.id != "state", path


def test_the_kits_ask_gives_widgets_the_seat_names():
    ctl = new_controller(seed=2)
    w = ctl.widget()
    assert w.names == ["Ann", "Bob"]
