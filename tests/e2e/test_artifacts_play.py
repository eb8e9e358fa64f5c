"""Alien Artifacts in the page, as a player sees it: the opening of a 2-player game against an
AI seat (the table, its first turn's controls, paying by keyboard, undo), its last round (from a save) to the end screen
with its scoring breakdown and the replay, an attack on the player's empire answered with
a defense plan they hold (from an imported save), and a 4-player hotseat game reaching its
second round (the round marker moves) behind the curtain. Every decision is made by clicking
what the table shows; waits are on visible state, never on sleeps."""
import json
import random
import re

from game.core import Record
from game.artifacts import new_game as engine_new_game, cards as C
from tests.e2e.table import (TIMEOUT, actions, import_played, open_imported, pass_curtains,
                             played_save, start_game, wait_moved, wait_turn)
from tests.saves import DATE, save_of



def start(page, url, seats, names, seed=3, level="easy"):
    start_game(page, url, "artifacts", seats, names, seed, level)


def _acts(page, prefix):
    return [el.get_attribute("data-act")
            for el in page.query_selector_all(f".tk-decide [data-act^='{prefix}']")]


def _confirmable(page):
    return page.query_selector(".tk-decide [data-act=confirm][aria-disabled=false]") is not None


def _pay_and_confirm(page, mode, side=None):
    """Choose an action that is paid, select hand cards until Confirm is enabled, confirm."""
    page.click(f".tk-decide [data-act='{mode}']")
    if side:
        page.click(f".tk-decide [data-act='pick:side:{side}']")
    for i in range(4):
        if _confirmable(page):
            break
        cards = page.query_selector_all(".aa-handzone button.aa-res[aria-pressed=false]")
        if not cards:
            break
        cards[0].click()
    if _confirmable(page):
        page.click(".tk-decide [data-act=confirm]")
        return True
    page.keyboard.press("Escape")
    return False


def _select_hand(page, until_confirmable: bool = False) -> None:
    """Select the hand's cards one by one (each click redraws the hand: look again), all of
    them or until Confirm is enabled."""
    for _ in range(8):
        if until_confirmable and _confirmable(page):
            break
        card = page.query_selector(".aa-handzone button.aa-res[aria-pressed=false]")
        if card is None:
            break
        card.click()


def decide(page, n, discard_all=False):
    """One decision the way a hurried player makes it: construct when a card can be paid
    (Logistics and Operational in turn), buy now and then, an operational action, prepare or
    trade otherwise; attack the first target; defend with a held plan; end the turn
    (discarding the whole hand when `discard_all`)."""
    before = actions(page)
    head = page.inner_text("#tk-decide-title")
    done = False
    if head.startswith("Free actions"):
        if discard_all:
            _select_hand(page)
        page.click(".tk-decide [data-act=confirm]")
        done = True
    elif "above the limit" in head:        # discard down to the hand limit
        _select_hand(page, until_confirmable=True)
        page.click(".tk-decide [data-act=confirm]")
        done = True
    elif head.startswith("Attack"):
        page.click(".tk-decide [data-act^='pick:t:'] >> nth=0")
        page.click(".tk-decide [data-act=confirm]")
        done = True
    elif head.startswith("Your turn"):
        modes = _acts(page, "pick:m:")
        order = [m for m in modes if m.startswith("pick:m:con:")]
        if not discard_all and n % 4 == 1:
            order += [m for m in modes if m in ("pick:m:offensive", "pick:m:revenue",
                                                 "pick:m:mining", "pick:m:faction")]
        buys = [m for m in modes if m.startswith("pick:m:buy:")]
        if discard_all:
            order = [m for m in modes if m.startswith("pick:m:trade:")]
        elif buys and n % 3 == 0:           # the deck, then how many cards to look at
            page.click(f".tk-decide [data-act='{buys[0]}']")
            if page.query_selector(".tk-decide [data-act='pick:look:1']"):   # 2 cards
                page.click(".tk-decide [data-act='pick:look:1']")
            page.click(".tk-decide [data-act=confirm]")
            done = True
        if not done:
            order += [m for m in modes if m.startswith(("pick:m:prep:", "pick:m:trade:"))]
            for m in order:
                side = ("L" if n % 2 else "O") if m.startswith("pick:m:con:") else None
                if _pay_and_confirm(page, m, side=side):
                    done = True
                    break
    elif "defense plan" in head:
        plans = _acts(page, "opt:")
        page.click(f".tk-decide [data-act='{plans[-1]}']")
        done = True
    if not done:
        page.click(".tk-decide [data-act^=opt] >> nth=0")
    wait_moved(page, before)
    return head


def test_the_opening_against_ai_shows_the_table_and_takes_a_decision_back(page, app_url):
    start(page, app_url, ("human", "ai"), ("Vera", "Robo"), seed=5)
    wait_turn(page)
    # one control per action: a Buy per deck (how many cards to look at is chosen after),
    # and the actions closed now shown disabled with the engine's reason. On this first turn
    # 12 can be chosen (3 buys, the faction action, 4 preparations, 4 trades) and 7 are
    # disabled (3 operational actions, 4 cards the hand cannot complete): 21 before issue 76,
    # 12 of them Buy variants, with nothing disabled
    why = engine_new_game(2, {}, 5).query(0, "unavailable")
    for size in ({"width": 1366, "height": 768}, {"width": 390, "height": 844}):
        page.set_viewport_size(size)
        open_ = [b for b in page.query_selector_all(".tk-decide [data-act^='pick:m:']")
                 if b.is_visible()]
        off = [b.inner_text() for b in
               page.query_selector_all(".tk-decide button.aa-off[aria-disabled=true]")
               if b.is_visible()]
        assert (len(open_), len(off), len(why)) == (12, 7, 7), size
        assert len([b for b in open_
                    if b.get_attribute("data-act").startswith("pick:m:buy:")]) == 3
        assert all(any(r in b for b in off) for r in why.values()), (why, off)
        # the open actions come first, the closed ones last
        first_off = page.locator(".tk-decide button.aa-off").first.bounding_box()
        last_open = page.locator(".tk-decide [data-act^='pick:m:']").last.bounding_box()
        assert last_open["y"] < first_off["y"], size
    assert "you have no usable operational ship" in page.inner_text(".tk-decide")
    # the table as the physical game: my hand with both halves, my empire, the alien row
    hand = page.query_selector_all(".aa-handzone .aa-res")
    assert len(hand) == 3 and page.query_selector(".aa-res .aa-half + .aa-half")
    assert page.query_selector(".aa-seat.me .aa-under .aa-card")
    assert "Alien systems" in page.inner_text(".aa-common")
    assert page.query_selector(".tk-bar .aa-marker")
    # what a selection pays is shown live, and the engine's verdict keeps Confirm disabled
    mode = next((m for m in _acts(page, "pick:m:") if m.startswith("pick:m:trade:")), None)
    if mode:      # by keyboard: Enter chooses the action and a card, Escape clears
        page.focus(f".tk-decide [data-act='{mode}']")
        page.keyboard.press("Enter")
        page.wait_for_selector(".tk-decide .aa-paying:text('0 of')")
        page.focus(".aa-handzone button.aa-res.can >> nth=0")
        page.keyboard.press("Enter")
        page.wait_for_selector(".aa-handzone button.aa-res[aria-pressed=true]")
        assert re.search(r"Pays [1-9]", page.inner_text(".tk-decide .aa-paying"))
        page.keyboard.press("Escape")
        page.wait_for_selector(".tk-decide [data-act^='pick:m:']")
    heads = []
    while len(heads) < 4:
        assert wait_turn(page) == "decide"
        heads.append(decide(page, len(heads)))
        if len(heads) == 3:          # undo against the computer takes my last decision back
            wait_turn(page)
            before = actions(page)
            page.click("[data-act=undo]")
            page.wait_for_function(
                f"() => +document.querySelector('#tk-root').dataset.actions < {before}")
    assert any(h.startswith("Your turn") for h in heads)
    assert any(h.startswith("Free actions") for h in heads)


def test_the_last_turns_against_ai_reach_the_end_screen_and_its_replay(page, app_url, tmp_path):
    # a game played to a few moves before its last round (the resource deck runs out with
    # the marker at 1)
    save, _ = played_save("artifacts", 2, 5, lambda st: st.final, 6, ("Vera", "Robo"),
                          ("human", "ai"), name="Last round")
    import_played(page, app_url, tmp_path, save)
    page.wait_for_selector("#tk-root")
    heads = []
    while wait_turn(page) != "end":
        heads.append(decide(page, len(heads)))
        assert len(heads) < 60
    assert heads, "the page played the last moves"
    end = page.inner_text(".tk-endscreen")
    assert "Vera" in end and "Robo" in end and "Final scores" in end
    for col in ("VP track", "Empire cards", "Technologies", "Faction"):
        assert col in end
    # the replay shows the finished game step by step, every hand shown at the end
    page.click("[data-act='replay:open']")
    page.wait_for_selector("#tk-replay-title")
    page.click("[data-act='replay:last']")
    page.wait_for_selector(".tk-replay :text('Hand of Vera')", timeout=TIMEOUT)


def _defense_save():
    """A 2-player save (seat 0 human, seat 1 easy AI) where seat 1 attacks seat 0's empire and
    seat 0 holds a defense plan: found by random play that attacks empires when it can, before
    the end is triggered (an attack in the last turns can end the game, and the table then
    shows the final scores instead of the log this test reads)."""
    for seed in range(1, 300):
        st = engine_new_game(2, {}, seed)
        rng = random.Random(seed)
        while not st.is_over():
            p = st.deciders()[0]
            if st.dec[1] == "defend" and p == 0 and st.plans[0] and not st.final:
                rec = Record("artifacts", 2, dict(st.options), seed, list(st.history))
                return save_of(rec, ("Fay", "Bot"), ("human", "ai"), name="Defense test",
                               created=DATE, updated=DATE), st
            legal = st.legal_actions(p)
            hit = [a for a in legal if a[0] == "attack" and a[1] == "empire"]
            st.apply(p, hit[0] if hit else rng.choice(legal))
    raise AssertionError("no attack on a held plan found")


def test_an_attack_is_answered_with_a_defense_plan(page, app_url, tmp_path):
    save, st = _defense_save()
    plan = st.plans[0][0]
    path = tmp_path / "defense.json"
    path.write_text(json.dumps(save))
    open_imported(page, app_url, path, "Defense test")
    page.wait_for_selector("#tk-root")
    assert wait_turn(page) == "decide"
    head = page.inner_text("#tk-decide-title")
    assert head.startswith("Bot attacks you")
    widget = page.inner_text(".tk-decide")
    # the basic plan and mine, each with its results by attack value; the attacking ships
    assert "Basic defense" in widget and C.NAME[plan] in widget
    assert "Attacking ships:" in widget
    assert page.query_selector_all(".tk-decide .aa-results tr")
    # my plan is secret on the table until I use it: it is in my hand zone only
    assert C.NAME[plan] in page.inner_text(".aa-handzone")
    before = actions(page)
    page.click(f".tk-decide [data-card='{plan}']")
    page.wait_for_function(
        f"() => +document.querySelector('#tk-root').dataset.actions > {before}", timeout=TIMEOUT)
    log = page.inner_text(".tk-side")
    assert f"Fay: defends with {C.NAME[plan]}" in log
    assert re.search(r"attacks with value [1-4]", log)      # the outcome, ship by ship


def test_four_player_hotseat_reaches_the_second_round_behind_the_curtain(page, app_url,
                                                                          tmp_path):
    names = ("Ann", "Ben", "Cat", "Dan")
    # a hotseat game some turns before its resource deck runs out for the first time
    save, st = played_save("artifacts", 4, 9, lambda st: st.marker < 4, 16, names,
                           ("human",) * 4, name="Hotseat")
    assert st.marker == 4
    import_played(page, app_url, tmp_path, save)
    curtains = set()
    n = 0
    while True:
        pass_curtains(page, names, ".aa-handzone", curtains)      # no hand behind them
        if page.query_selector(".tk-bar .aa-marker[aria-label^='Round marker at 3']"):
            break
        # only the seat at the device sees a hand: the others show counts
        assert len(page.query_selector_all(".aa-handzone")) == 1
        decide(page, n, discard_all=True)
        n += 1
        assert n < 300
    assert curtains == set(names)


def test_a_hint_shows_the_best_three_moves(page, app_url, tmp_path):
    from tests.e2e.hints import check_hint, hint_save
    check_hint(page, app_url, tmp_path, hint_save("artifacts", 10))
