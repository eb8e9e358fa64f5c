"""The end of an epoch (seed 004): research paid in science, space superiority on the
influence board (the seed's worked example), the edge, the diplomacy choice, income."""
from game.epochs import carddata as D
from game.epochs import board
from tests.epochs.helpers import fresh, clear_hands, give, place


def both_pass(s):
    s.apply(s.current, ("pass",))
    s.apply(s.current, ("pass",))


def test_research_seed_example_science_paid_with_science_symbols():
    # Mirka: science production 2, a science card costing 4: one epoch card with a science
    # symbol and one science card with a science symbol pay it
    s = fresh()
    clear_hands(s)
    unif, = give(s, 0, "Deep Survey")                            # costs 4 science
    lab, theory = give(s, 0, "Survey Lab", "Theory of Flight")   # science symbols
    s.prod[0][3] = 2
    s.tokens[0] = 5
    both_pass(s)
    assert s.current == 0 and s.decision == ("research",)
    assert ("research", unif) in s.legal_actions(0)
    s.apply(0, ("research", unif))
    assert ("pay", "token") in s.legal_actions(0)                 # tokens only in pairs
    s.apply(0, ("pay", lab))
    s.apply(0, ("pay", theory))
    assert s.researched[0] == [unif]


def test_a_single_token_never_pays_a_science():
    s = fresh()
    clear_hands(s)
    give(s, 0, "Applied Physics")                                # 1 science
    s.tokens[0] = 1
    both_pass(s)
    assert s.decision != ("research",) or s.current != 0
    s2 = fresh()
    clear_hands(s2)
    ap, = give(s2, 0, "Applied Physics")
    s2.tokens[0] = 2
    both_pass(s2)
    assert ("research", ap) in s2.legal_actions(0)


def test_superiority_seed_example():
    # red (player 1) military +3, blue trade +1 and diplomacy +2
    s = fresh()
    clear_hands(s)
    s.infl[0] = {"mil": 3, "trade": 0, "dip": 0}
    s.infl[1] = {"mil": 0, "trade": 1, "dip": 2}
    place(s, 1, "Frostholm")
    place(s, 1, "Cinder")
    both_pass(s)
    assert s.marker == [-2, 2]                                   # 3 up, 1 left, then diagonal
    assert s.vp[0] == D.MILITARY_VALUE[2]
    assert s.vp[1] == D.DIPLOMACY_VP[2] + D.TRADE_VALUE[2] * 2
    assert s.epoch == 2                                          # the marker stays
    assert s.marker == [-2, 2]


def test_a_move_past_the_edge_gives_two_vp_per_step():
    s = fresh()
    clear_hands(s)
    s.infl[0]["mil"] = 5
    both_pass(s)
    assert s.marker == [0, 3]
    assert s.vp[0] == 2 * D.OFF_BOARD_VP + D.MILITARY_VALUE[3]


def test_a_diplomacy_lead_of_one_lets_the_leader_choose_the_axis():
    s = fresh()
    clear_hands(s)
    s.infl[1]["dip"] = 1
    both_pass(s)
    assert s.current == 1 and s.decision == ("nudge",)
    s.apply(1, ("nudge", "trade"))
    assert s.marker == [-1, 0] and s.epoch == 2


def test_income_is_scored_at_every_epoch_end():
    s = fresh()
    clear_hands(s)
    s.income = [2, 3]
    both_pass(s)
    assert s.vp == [2, 3]


def test_board_step_is_symmetric():
    s = fresh()
    board.step(s, 1, 0, 2)
    assert s.marker == [-2, 0]


def test_a_production_science_card_is_researched_only_before_the_last_epoch():
    # Genetics in editions 13-29: +1 food production, researched at the end of epoch 1 or 2
    # only (no card of today's edition is marked so: the rule stays for those games)
    for epoch, allowed in ((1, True), (2, True), (3, False)):
        s = fresh(edition=29)
        clear_hands(s)
        gen, lab = give(s, 0, "Genetics", "Survey Lab")            # 3 science; a science symbol
        s.prod[0][3] = 2
        s.epoch = epoch
        both_pass(s)
        if allowed:
            assert s.current == 0 and s.decision == ("research",)
            assert ("research", gen) in s.legal_actions(0)
            continue
        # nothing else to research: the research step passes this player by
        assert s.decision != ("research",) or s.current != 0
        assert gen in s.sci[0]


def test_the_three_former_production_science_cards_are_researched_at_the_last_epoch_too():
    # e24: Fusion Theory 2 tokens and 1 VP, Genetics 1 income, a token and 1 VP, Metallurgy
    # +1 military and a token; none is marked ("early",) any more
    for name, tokens, vp, income, mil in (("Fusion Theory", 2, 1, 0, 0), ("Genetics", 1, 1, 1, 0),
                                          ("Metallurgy", 1, 0, 0, 1)):
        s = fresh()
        clear_hands(s)
        card, lab = give(s, 0, name, "Survey Lab")
        s.prod[0][3] = 2
        s.epoch = 3
        both_pass(s)
        assert s.current == 0 and s.decision == ("research",)
        assert ("research", card) in s.legal_actions(0)
        vp0, inc0, mil0 = s.vp[0], s.income[0], s.infl[0]["mil"]
        s.apply(0, ("research", card))
        s.apply(0, ("pay", lab))
        assert s.researched[0] == [card], name
        assert s.tokens[0] == tokens, name
        assert s.income[0] == inc0 + income and s.infl[0]["mil"] == mil0 + mil, name
        assert s.vp[0] >= vp0 + vp, name


def test_researching_a_production_card_at_the_last_epoch_is_refused_and_changes_nothing():
    s = fresh(edition=29)
    clear_hands(s)
    gen, deep, lab = give(s, 0, "Genetics", "Deep Survey", "Survey Lab")
    s.prod[0][3] = 3
    s.epoch = 3
    both_pass(s)
    assert s.current == 0 and s.decision == ("research",)
    assert ("research", gen) not in s.legal_actions(0)
    assert ("research", deep) in s.legal_actions(0)
    before = s.view(0)
    why = s.explain_illegal(0, ("research", gen))
    assert why and "only be researched at the end of epoch 1 or 2" in str(why)
    assert s.view(0) == before and gen in s.sci[0]


def _end_lines(s) -> list:
    """The log lines of the last epoch end, from "Both players have passed" on."""
    lines = [e["text"] for e in s.log(None)]
    start = max(i for i, t in enumerate(lines) if "Both players have passed" in t)
    return lines[start:]


def test_the_epoch_end_log_reads_in_the_order_things_happen():
    # the marker at the military edge: the move is said, then its VP past the edge, then
    # diplomacy, then the superiority points, then income, then the next epoch
    s = fresh()
    clear_hands(s)
    s.marker = [0, 3]
    s.infl[0]["mil"] = 2
    s.infl[0]["dip"] = 3
    s.income = [1, 0]
    both_pass(s)
    lines = _end_lines(s)
    order = ["Both players have passed", "cannot research", "leads military by 2",
             "2 steps past the board's edge", "leads diplomacy by 3",
             "1 step past the board's edge", "for diplomacy", "for military superiority",
             "of permanent income", "Epoch 2 begins"]
    at = [next(i for i, t in enumerate(lines) if word in t) for word in order]
    assert at == sorted(at), lines
    # each move's line carries the marker after that move (the epoch-end panel's path)
    moves = [st for st in s.view(0)["epoch_ends"] if "leads" in st["text"]]
    assert [st["marker"] for st in moves] == [[0, 3], [1, 3]]


def test_the_nudge_is_said_before_its_vp_past_the_edge():
    s = fresh()
    clear_hands(s)
    s.marker = [0, -3]
    s.infl[1]["dip"] = 1
    both_pass(s)
    s.apply(1, ("nudge", "mil"))
    lines = _end_lines(s)
    said = next(i for i, t in enumerate(lines) if "moves the marker one step" in t)
    assert "1 step past the board's edge" in lines[said + 1]
