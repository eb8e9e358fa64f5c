"""The epochs table in CPython: the board renders from the view (offer, influence board,
universes, hand), the widgets turn clicks on the offer, the hand and the quarters into
actions, the payment widget tells what remains, the epoch end is shown step by step, and a
whole game is played through the kit's controller to the end screen (no browser)."""
import ast
import re
from pathlib import Path

import pytest

from game.core import Record
from game.core.errors import BadRecord
from game.epochs import new_game
from ui.epochs.board import EpochsUI
from ui.epochs.widgets import Pay, Turn
from ui.table.controller import Controller
from ui.table.session import Session
from tests.epochs.helpers import clear_hands, fresh, give, place
from tests.saves import save_of
from tests.table.turns import human_turns

UI = EpochsUI()
NAMES = ["Ann", "Bob"]


def make_save(kinds=("human", "ai"), level="easy", seed=7, options=None):
    options = dict(options or {"first": "player 1"})
    new_game(2, options, seed)
    return save_of(Record("epochs", 2, options, seed, []), NAMES, kinds, level)


def acts_in(html):
    return re.findall(r'data-act="([^"]+)"', html)


def ask(st, p):
    return lambda name, *a: st.query(p, name, *a)


def test_ui_epochs_imports_no_rule_module():
    allowed = {"game.epochs.cards", "game.epochs.carddata",
               "game.core.i18n"}              # the translation runtime, not a rule module
    for path in Path("ui/epochs").glob("*.py"):
        src = path.read_text()
        tree = ast.parse(src)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game"):
                names = {f"{node.module}.{a.name}" for a in node.names}
                assert node.module in allowed or names <= allowed, (path, node.module)
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("game") for a in node.names), path
        assert not re.search(r"\.state\b|\bstate\.", src), path


def test_board_shows_offer_rows_deck_influence_universes_and_hand():
    s = Session(make_save())
    ctl = Controller(s, UI)
    html = "".join(ctl.render(parts=True))
    for value in (1, 2, 3):
        assert f"worth {value}" in html
    assert "Epoch 1 deck" in html and 'class="ib"' in html or 'class="ib ' in html
    assert "Universe of Ann" in html and "Universe of Bob" in html
    assert "Your hand (3 of 7)" in html
    assert html.count('class="ep-track') >= 14            # 4 production + 3 influence, twice
    assert "Scoring tiles" in html
    view = s.view(0)
    for c in view["offer"]:
        assert f'data-card="c:{c}"' in html


def test_take_by_selecting_offer_slots_then_confirm_and_by_a_button():
    s = Session(make_save())
    ctl = Controller(s, UI)
    html = "".join(ctl.render(parts=True))
    assert "card:o0" in acts_in(html) and "card:o4" in acts_in(html)
    takes = [a for a in acts_in(html) if a.startswith("opt:")]
    assert takes
    ctl.click("card:o0")
    ctl.click("card:o2")
    html = "".join(ctl.render(parts=True))
    assert re.search(r'data-act="confirm"[^>]*aria-disabled="false"', html)
    before = s.moves()
    ctl.click("confirm")
    assert s.moves() == before + 1
    assert len(s.view(0)["players"][0]["hand"]) == 5


def test_a_take_worth_four_is_refused_with_the_engines_reason():
    st = fresh()
    w = Turn(st.view(0), 0, st.legal_actions(0), ask(st, 0))
    sel = w.toggle(w.toggle([], "card", "o2"), "card", "o4")
    action = w.build(sel)
    assert action == ("take", 2, 4)
    assert "worth 5" in st.explain_illegal(0, action)


def test_colonisation_shows_only_legal_quarters_and_builds_the_action():
    st = fresh()
    clear_hands(st)
    planet = place(st, 0, "Dustmere")                    # two white quarters
    camp, = give(st, 0, "Jungle Camp")
    st.tokens[0] = 3
    legal = st.legal_actions(0)
    w = Turn(st.view(0), 0, legal, ask(st, 0))
    assert camp in w.hand_acts([])
    sel = w.toggle([], "card", camp)
    acts = w.hand_acts(sel)
    quarters = [k for k in acts if isinstance(k, str) and k.startswith("q:")]
    assert quarters == [f"q:{planet}:0"]                 # one per kind of quarter
    assert w.build(sel) == ("colonize", camp, planet, 0)   # the only place: no click needed
    html = "".join(UI.board(st.view(0), {"names": NAMES, "hand_acts": acts}))
    assert f'data-act="card:q:{planet}:0"' in html
    assert f'data-act="card:q:{planet}:1"' not in html


def test_payment_widget_shows_discount_what_remains_and_half_items():
    st = fresh()
    clear_hands(st)
    barge, solar, skiff, corvette = give(st, 0, "Merchant Barge", "Solar Collector",
                                         "Trade Skiff", "Patrol Corvette")
    st.prod[0][0] = 1
    st.apply(0, ("play", barge))
    w = Pay(st.view(0), 0, st.legal_actions(0), ask(st, 0))
    html = w.render([], "", False)
    assert "Pay for Merchant Barge" in html
    assert "Your production takes off" in html and "Still to pay: 1 food, 1 metal" in html
    assert "counts half" in html and "pays 1 metal" in html and "pays 1 food" in html
    acts = w.hand_acts([])
    assert acts[solar]["note"].startswith("counts half")
    st.apply(0, ("pay", solar))
    w = Pay(st.view(0), 0, st.legal_actions(0), ask(st, 0))
    html = w.render([], "", False)
    assert "pairing with the 1 paid" in html and "Solar Collector" in html
    assert w.build(w.toggle([], "card", corvette)) == ("pay", (corvette,))


def _play(ctl, s, limit=3000, to_end=True):
    """Play the human seats through the widgets (hand cards and targets, offer buttons,
    payment by the hand), the AI by its level."""
    for _ in human_turns(ctl, limit, to_end):
        html = "".join(ctl.render(parts=True))
        w = ctl.widget()
        before = s.moves()
        acts = acts_in(html)
        if isinstance(w, Turn):
            cards = [a for a in acts if re.fullmatch(r"card:\d+", a)]
            if cards and s.moves() % 3:
                ctl.click(cards[0])
                html = "".join(ctl.render(parts=True))
                targets = [a for a in acts_in(html) if a.startswith(("card:q:", "card:s:"))]
                if targets:
                    ctl.click(targets[0])
                ctl.click("confirm")
            else:
                opts = [a for a in acts if a.startswith("opt:")]
                ctl.click(opts[0])
        elif isinstance(w, Pay):
            ctl.click("confirm")                        # the proposal, selected at first
        else:
            ctl.click(next(a for a in acts if a.startswith("opt:")))
        assert s.moves() > before, ctl.reason


def test_a_whole_game_through_the_controller_shows_epoch_ends_and_the_final_breakdown():
    s = Session(make_save(seed=11))
    ctl = Controller(s, UI)
    seen_end = False
    for _ in range(400):
        if s.is_over():
            break
        _play_steps(ctl, s, 5)
        html = "".join(ctl.render(parts=True)) if not s.is_over() else ""
        if "End of epoch 1" in html:
            seen_end = True
    _play(ctl, s)
    assert s.is_over() and seen_end
    html = ctl.render()
    assert "Final scoring" in html and "Fully colonised planets" in html
    assert "Colony ship tokens" in html and "End of epoch 3" in html


def _play_steps(ctl, s, n):
    _play(ctl, s, limit=n, to_end=False)


def test_hotseat_curtain_hides_the_hand_until_revealed():
    s = Session(make_save(kinds=("human", "human")))
    ctl = Controller(s, UI)
    html = ctl.render()
    assert "Your hand" not in html          # the curtain first
    ctl.click("reveal")
    assert "Your hand" in "".join(ctl.render(parts=True))
    _play(ctl, s, limit=1, to_end=False)
    html = ctl.render()
    assert "Your hand" not in html and "Bob" in html


def test_log_is_grouped_by_epoch_and_names_replace_player_numbers():
    s = Session(make_save())
    ctl = Controller(s, UI)
    ctl.click("opt:0")
    html = "".join(ctl.render(parts=True))
    assert "Epoch 1" in html and "Player 1" not in html.split("tk-side")[-1]


def test_option_buttons_carry_the_engines_words():
    s = Session(make_save())
    ctl = Controller(s, UI)
    html = "".join(ctl.render(parts=True))
    assert re.search(r'data-act="opt:0"[^>]*>[A-Z][a-z]+[^<]* \+ [A-Z][^<]*\(1 \+ 1\)<', html)
    st = fresh()
    clear_hands(st)
    place(st, 0, "Dustmere")
    camp, = give(st, 0, "Jungle Camp")
    st.tokens[0] = 3
    legal = st.legal_actions(0)

    class Ask:                      # the kit's Ask: a query plus the core Decision
        def __call__(self, name, *a):
            return st.query(0, name, *a)

        def decision(self):
            return st.decision_now(0)

    w = Turn(st.view(0), 0, legal, Ask())
    html = w.render([camp], "", False)
    assert "Colonise Dustmere (white quarter) with Jungle Camp" in html


def test_zoom_shows_the_full_card_and_what_you_pay():
    s = Session(make_save())
    ctl = Controller(s, UI)
    c = s.view(0)["players"][0]["hand"][0]
    html = ctl.zoom(f"c:{c}")
    assert "Cost:" in html and "Paid away it is worth" in html
    assert "After your production you pay" in html


class _Ask:
    """The kit's Ask for one seat of a bare state: the query plus the core Decision."""

    def __init__(self, st, p):
        self.st, self.p = st, p

    def __call__(self, name, *a):
        return self.st.query(self.p, name, *a)

    def decision(self):
        return self.st.decision_now(self.p)


def test_research_and_the_diplomacy_step_are_buttons_in_the_engines_words():
    from ui.epochs.widgets import Nudge, Research, for_decision
    st = fresh()
    clear_hands(st)
    theory, = give(st, 0, "Applied Physics")             # 1 science
    lab, = give(st, 0, "Survey Lab")                      # pays science
    st.infl[0]["dip"] = 1
    st.apply(0, ("pass",))
    st.apply(1, ("pass",))
    assert st.current == 0 and st.decision == ("research",)
    w = for_decision(st.view(0), 0, st.legal_actions(0), _Ask(st, 0))
    assert isinstance(w, Research)
    html = w.render([], "", False)
    assert "Research Applied Physics" in html and "Research nothing" in html
    assert w.hand_acts([])[theory]["act"].startswith("opt:")
    st.apply(0, w.option_by_key("1") if w.legal[1] == ("skip",) else ("skip",))
    assert st.decision == ("nudge",) and st.current == 0
    w = for_decision(st.view(0), 0, st.legal_actions(0), _Ask(st, 0))
    assert isinstance(w, Nudge)
    html = w.render([], "", False)
    assert "military axis" in html and "trade axis" in html
    i = next(i for i, a in enumerate(w.legal) if a == ("nudge", "mil"))
    st.apply(0, w.option_by_key(str(i)))
    assert st.marker[1] == 1
    ends = st.view(1)["epoch_ends"]
    assert any(e["stage"] == "superiority" and "one step" in e["text"] for e in ends)
    from ui.epochs.epochend import panel
    html = panel(st.view(1), NAMES)
    assert "2. Space superiority" in html and "Ann leads diplomacy by 1" in html


def test_the_epoch_end_moves_the_marker_along_its_steps():
    from ui.epochs.epochend import panel
    st = fresh()
    st.infl[0]["mil"] = 2
    st.infl[1]["trade"] = 1
    st.apply(0, ("pass",))
    st.apply(1, ("pass",))
    while st.decision and st.decision[0] != "turn":
        st.apply(st.current, st.legal_actions(st.current)[-1])
    html = panel(st.view(0), NAMES)
    assert 'class="ib-marker ib-moving"' in html and '<animate attributeName="cx"' in html
    assert "leads military by 2" in html and "leads trade by 1" in html
    still = panel(st.view(0), NAMES, animate=False)
    assert "<animate" not in still


def test_play_the_epoch_end_again_draws_the_panel_anew():
    ui = EpochsUI()
    st = fresh()
    st.infl[0]["mil"] = 1
    st.apply(0, ("pass",))
    st.apply(1, ("pass",))
    while st.decision and st.decision[0] != "turn":
        st.apply(st.current, st.legal_actions(st.current)[-1])
    ctx = {"names": NAMES, "hand_acts": {}}
    first = ui.board(st.view(0), ctx)[0]
    assert 'data-act="view:end-again"' in first and 'data-run="0"' in first
    assert ui.view_click("end-again") == {"render"}
    again = ui.board(st.view(0), ctx)[0]
    assert again != first and 'data-run="1"' in again
    assert ui.view_click("zoom-in") == set()


def _old_save(upto=60):
    """A save of a game begun with the first edition of the cards, made before saves named
    their edition (tests/epochs/data/editions.json), cut after `upto` moves."""
    import json
    from game.core.actions import freeze
    data = json.loads(Path("tests/epochs/data/editions.json").read_text())
    ed = data["editions"][0]
    r = ed["records"][0]
    rec = Record("epochs", 2, {}, r["seed"], [(p, freeze(a)) for p, a in r["actions"][:upto]])
    return save_of(rec, NAMES, ("human", "ai"), created=ed["landed"], updated=ed["landed"])


def test_a_save_from_an_older_edition_opens_with_its_own_cards_and_keeps_them():
    from game.epochs import cards as C
    from ui.epochs import cardinfo as I
    save = _old_save()
    with pytest.raises(BadRecord):       # with today's cards its moves no longer fit
        Record.from_dict(save["record"]).replay()
    s = Session(save)
    assert s.record.options["edition"] == 0
    ctl = Controller(s, UI)
    html = "".join(ctl.render(parts=True))
    assert "Universe of Ann" in html
    farm = C.NAME.index("Hydroponic Farm")
    assert I.cost(farm) == {"E": 1, "F": 0, "M": 0, "S": 0}      # edition 0's price
    assert I.MILITARY_VALUE == (0, 2, 4, 7)
    s.run_ai()                           # the next moves write the record with its edition
    p = s.human_to_decide()
    if p is not None:
        s.apply(p, s.legal(p)[0])
    assert s.save["record"]["options"] == {"edition": 0}
    assert len(s.save["record"]["actions"]) > 60
    assert Record.from_dict(s.save["record"]).replay().history == s.state.history
    # another game drawn afterwards shows today's cards again
    Controller(Session(make_save()), UI).render(parts=True)
    assert I.cost(farm) == {"E": 2, "F": 0, "M": 2, "S": 0}


def test_importing_an_older_save_stores_the_edition_it_was_played_with():
    import json
    from ui.store import DictBackend, SaveStore
    store = SaveStore(DictBackend(), known_games=["epochs"])
    save = _old_save(upto=120)
    slot = store.import_file(json.dumps(save))
    stored = store.load(slot)
    assert stored["record"]["options"] == {"edition": 0}
    assert len(stored["record"]["actions"]) == 120
    assert Record.from_dict(stored["record"]).replay().history == \
        Record.from_dict(stored["record"]).upgraded().replay().history
